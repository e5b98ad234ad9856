//! Reminders: a father hears of each session of his groups and each event of his
//! audience a day and two hours before it starts, by push (and by e-mail when he asks),
//! in his language, once whatever the number of servers. The server's clock is moved
//! forward instead of waiting for hours.

use std::time::Duration;

use chrono::{SecondsFormat, Utc};
use reqwest::Method;
use serde_json::{json, Value};

use crate::helpers::{spawn_app_prepared, TestDb};
use crate::program::Program;
use crate::push::{subscribe, vapid_key, wait_until_sent, Browser, PushService};
use fatherhood::domain::{reminder, Language};
use fatherhood::services::reminders::decide_due;

crate::on_both_databases!(
    a_father_is_reminded_a_day_and_two_hours_before_by_push_and_by_email_in_his_language,
    an_item_created_late_gets_only_its_latest_reminder_and_a_moved_one_is_reminded_again,
    no_reminder_for_a_cancelled_session_a_father_who_left_or_one_who_said_no,
    a_reminder_due_while_the_servers_were_down_is_sent_when_one_starts,
    schedulers_racing_decide_each_reminder_once,
    the_profile_says_when_the_next_reminder_comes,
    a_session_later_today_is_announced_for_today_not_tomorrow,
);

const HOUR: Duration = Duration::from_secs(3600);

/// An instant `hours` from now (real time), as the API takes it.
fn hours_from_now(hours: f64) -> String {
    let at = Utc::now() + chrono::Duration::milliseconds((hours * 3_600_000.0) as i64);
    at.to_rfc3339_opts(SecondsFormat::Secs, true)
}

/// The Tuesday group: Sam (Spanish, reminders by push and e-mail) and Pete (push only),
/// each with a phone, and a cycle to add sessions to.
struct Setup {
    p: Program,
    push: PushService,
    group: String,
    cycle: String,
    sam: String,
    pete_father: String,
}

async fn setup(p: Program) -> Setup {
    let (sam_father, pete_father) = (p.father("Sam", "Ruiz").await, p.father("Pete", "Ng").await);
    let group = p.group_with("Tuesday group", &[&sam_father, &pete_father]).await;
    let (cycle, _) = p.cycle(&group, 1).await;
    let sam = p.father_account("sam@example.org", &sam_father).await;
    let pete = p.father_account("pete@example.org", &pete_father).await;
    let res = p
        .call(
            Method::PATCH,
            "/api/me",
            Some(json!({"preferredLanguage": "es", "reminders": {"push": true, "email": true}})),
            &sam,
        )
        .await;
    let me: Value = res.json().await.unwrap();
    assert_eq!(me["reminders"], json!({"push": true, "email": true, "sms": true}));
    let (sams_phone, petes_phone) = (Browser::new("sam"), Browser::new("pete"));
    let push = PushService::start(&vapid_key(&p).await, &[&sams_phone, &petes_phone], &[]).await;
    subscribe(&p, &sam, sams_phone.subscription(&push)).await;
    subscribe(&p, &pete, petes_phone.subscription(&push)).await;
    Setup { p, push, group, cycle, sam, pete_father }
}

impl Setup {
    async fn session_at(&self, title: &str, hours: f64) -> String {
        let s = self
            .p
            .post(
                &format!("/api/cycles/{}/sessions", self.cycle),
                json!({"title": title, "startsAt": hours_from_now(hours)}),
            )
            .await;
        s["id"].as_str().unwrap().to_owned()
    }

    /// Moves the server's clock forward and lets the scheduler look at once.
    async fn later(&self, by: Duration) {
        self.p.app.state.clock.advance(by);
        decide_due(&self.p.app.state).await.unwrap();
    }

    /// The heading a reminder of the item at `path` (`/api/sessions/…`, `/api/events/…`)
    /// has when read now: by its local day (today, tonight, tomorrow, a weekday), which the
    /// real time of day decides — the rule itself is the domain's table test.
    async fn heading(&self, language: Language, path: &str, title: &str) -> String {
        let item = self.p.get(path).await;
        let starts = chrono::DateTime::parse_from_rfc3339(item["startsAt"].as_str().unwrap()).unwrap().to_utc();
        let now = chrono::DateTime::from_timestamp_millis(self.p.app.state.clock.now_millis()).unwrap();
        reminder::heading(language, starts, now, chrono_tz::America::Chicago, title)
    }

    async fn claims(&self) -> Vec<(String, i64, i64, i64)> {
        self.p.app.state.db.run(|conn| fatherhood::db::reminders::claims(conn)).await.unwrap()
    }
}

async fn a_father_is_reminded_a_day_and_two_hours_before_by_push_and_by_email_in_his_language(db: TestDb) {
    let s = setup(Program::start(db).await).await;
    let session = s.session_at("Communication", 30.0).await;
    // Six hours on: the day-before reminder is due.
    s.later(6 * HOUR).await;
    let sams = s.push.wait_for("sam", 1).await;
    let path = format!("/api/sessions/{session}");
    // A day ahead: tomorrow (but for an hour of the day the clocks go back).
    let (es, en) =
        (s.heading(Language::Es, &path, "Communication").await, s.heading(Language::En, &path, "Communication").await);
    assert_eq!(sams[0]["title"], es);
    assert_eq!(sams[0]["url"], format!("/cycles/{}/sessions/{session}", s.cycle));
    let petes = s.push.wait_for("pete", 1).await;
    assert_eq!(petes[0]["title"], en);
    // The time in the program's zone (America/Chicago in the tests), in his language.
    let starts = Utc::now() + chrono::Duration::hours(30);
    let when =
        fatherhood::domain::reminder::when(fatherhood::domain::Language::En, starts, chrono_tz::America::Chicago);
    let day = when.split(',').take(2).collect::<Vec<_>>().join(",");
    assert!(petes[0]["body"].as_str().unwrap().starts_with(&day), "{} is not on {day}", petes[0]);
    // Sam asked for e-mail too: in Spanish, with a signed link per answer.
    let mail = s.p.app.mail.wait_for("sam@example.org").await;
    assert!(mail.subject.starts_with(&es), "{}", mail.subject);
    for answer in ["Ahí estaré", "No puedo ir", "Llegaré tarde"] {
        assert!(
            mail.text.contains(&format!("{answer}: http://fatherhood.example/rsvp?token=session.{session}.")),
            "{}",
            mail.text
        );
    }
    assert_eq!(s.p.app.mail.count_to("pete@example.org"), 0, "Pete did not ask for e-mail");
    // "No puedo ir" answers for him without signing in; the staff see it.
    let token_of = |label: &str| {
        let line = mail.text.lines().find(|l| l.starts_with(label)).unwrap();
        line.rsplit_once("token=").unwrap().1.trim().to_owned()
    };
    let by_link = |token: String| {
        let client = reqwest::Client::new();
        let url = s.p.app.url("/api/rsvp-links");
        async move { client.post(url).json(&json!({"token": token})).send().await.unwrap() }
    };
    let res = by_link(token_of("No puedo ir")).await;
    assert_eq!(res.status(), reqwest::StatusCode::OK);
    let answered: Value = res.json().await.unwrap();
    assert_eq!(answered["answer"], "no");
    assert_eq!(answered["item"]["title"], "Communication");
    assert_eq!(answered["item"]["cycleId"], s.cycle.as_str());
    let rsvps = s.p.get(&format!("/api/sessions/{session}/rsvps")).await;
    assert_eq!(rsvps["counts"], json!({"yes": 0, "no": 1, "late": 0, "none": 1}));
    // A link changed to another answer is not one the server made.
    let forged = token_of("Ahí estaré").replacen(".yes.", ".late.", 1);
    crate::helpers::assert_error(by_link(forged).await, reqwest::StatusCode::BAD_REQUEST, "invalid-argument").await;
    // "Ahí estaré" changes his mind back, until the session starts.
    assert_eq!(by_link(token_of("Ahí estaré")).await.status(), reqwest::StatusCode::OK);
    // Looking again decides nothing new.
    s.later(Duration::from_secs(60)).await;
    // Twenty-two hours on: two hours before, the second one.
    s.later(22 * HOUR).await;
    let sams = s.push.wait_for("sam", 2).await;
    assert_eq!(sams[1]["title"], s.heading(Language::Es, &path, "Communication").await);
    s.p.app.mail.wait_for_count("sam@example.org", 2).await;
    wait_until_sent(&s.p).await;
    s.later(HOUR).await;
    wait_until_sent(&s.p).await;
    assert_eq!(s.push.received("sam").len(), 2);
    assert_eq!(s.push.received("pete").len(), 2);
    // Once it has started, the links have expired.
    s.later(2 * HOUR).await;
    crate::helpers::assert_error(by_link(token_of("Llegaré tarde")).await, reqwest::StatusCode::CONFLICT, "aborted")
        .await;
    let claims = s.claims().await;
    assert_eq!(claims.iter().map(|c| (c.2, c.3)).collect::<Vec<_>>(), [(1440, 2), (120, 2)]);
}

async fn an_item_created_late_gets_only_its_latest_reminder_and_a_moved_one_is_reminded_again(db: TestDb) {
    let s = setup(Program::start(db).await).await;
    // Created an hour before it starts: the two-hour reminder only, at once.
    let soon = s.session_at("Soon", 1.0).await;
    s.later(Duration::ZERO).await;
    let heading = s.heading(Language::En, &format!("/api/sessions/{soon}"), "Soon").await;
    assert_eq!(s.push.wait_for("pete", 1).await[0]["title"], heading);
    // Created 5 hours before: the day-before one now (its time has passed), the two-hour one later.
    let today = s.session_at("Today", 5.0).await;
    s.later(Duration::ZERO).await;
    let heading = s.heading(Language::En, &format!("/api/sessions/{today}"), "Today").await;
    assert_eq!(s.push.wait_for("pete", 2).await[1]["title"], heading);
    s.later(3 * HOUR + Duration::from_secs(60)).await;
    let heading = s.heading(Language::En, &format!("/api/sessions/{today}"), "Today").await;
    assert_eq!(s.push.wait_for("pete", 3).await[2]["title"], heading);
    // An event for everyone, moved a day later after its reminder: reminded again for its new time.
    let event = s.p.post("/api/events", json!({"title": "Family day", "startsAt": hours_from_now(3.0 + 20.0), "endsAt": hours_from_now(3.0 + 22.0)})).await;
    let event_id = event["id"].as_str().unwrap().to_owned();
    s.later(Duration::ZERO).await;
    let heading = s.heading(Language::En, &format!("/api/events/{event_id}"), "Family day").await;
    assert_eq!(s.push.wait_for("pete", 4).await[3]["title"], heading);
    s.p.patch(
        &format!("/api/events/{event_id}"),
        json!({"startsAt": hours_from_now(3.0 + 44.0), "endsAt": hours_from_now(3.0 + 46.0)}),
    )
    .await;
    s.later(Duration::ZERO).await;
    s.later(HOUR).await;
    wait_until_sent(&s.p).await;
    assert_eq!(s.push.received("pete").len(), 4, "not due again yet: a day before its new time");
    s.later(20 * HOUR).await;
    let heading = s.heading(Language::En, &format!("/api/events/{event_id}"), "Family day").await;
    assert_eq!(s.push.wait_for("pete", 5).await[4]["title"], heading);
    let claims = s.claims().await;
    let of = |id: &str| claims.iter().filter(|c| c.0 == id).map(|c| c.2).collect::<Vec<_>>();
    assert_eq!(of(&soon), [120]);
    assert_eq!(of(&today), [1440, 120]);
    assert_eq!(of(&event_id), [1440, 1440]);
}

async fn no_reminder_for_a_cancelled_session_a_father_who_left_or_one_who_said_no(db: TestDb) {
    let s = setup(Program::start(db).await).await;
    // (A session created within a day is reminded at once: these start in 30 hours.)
    let cancelled = s.session_at("Cancelled", 30.0).await;
    s.p.patch(&format!("/api/sessions/{cancelled}"), json!({"status": "cancelled"})).await;
    // Pete leaves the group before the next session's reminder.
    s.p.ok(Method::DELETE, &format!("/api/groups/{}/members/{}", s.group, s.pete_father), None).await;
    let next = s.session_at("Next", 30.0).await;
    s.later(10 * HOUR).await;
    let heading = s.heading(Language::Es, &format!("/api/sessions/{next}"), "Next").await;
    assert_eq!(s.push.wait_for("sam", 1).await[0]["title"], heading);
    wait_until_sent(&s.p).await;
    assert!(s.push.received("pete").is_empty(), "Pete left the group");
    let claims = s.claims().await;
    assert_eq!(claims.iter().map(|c| (c.0.as_str(), c.3)).collect::<Vec<_>>(), [(next.as_str(), 1)]);
    // Sam says he cannot come: no two-hour reminder for him.
    let res = s
        .p
        .call(Method::PUT, &format!("/api/sessions/{next}/rsvp"), Some(json!({"answer": "no", "note": "work"})), &s.sam)
        .await;
    assert_eq!(res.status(), reqwest::StatusCode::OK);
    s.later(19 * HOUR).await;
    wait_until_sent(&s.p).await;
    assert_eq!(s.push.received("sam").len(), 1);
    assert_eq!(s.claims().await.last().map(|c| (c.2, c.3)), Some((120, 0)));
}

async fn a_reminder_due_while_the_servers_were_down_is_sent_when_one_starts(db: TestDb) {
    let s = setup(Program::start(db).await).await;
    let session = s.session_at("Communication", 25.0).await;
    s.later(Duration::ZERO).await;
    assert!(s.claims().await.is_empty(), "not due yet");
    // The servers were down for two hours; one starts on the same database.
    let url = s.p.app.state.config.database_url.clone();
    let restarted =
        spawn_app_prepared(TestDb::Sqlite, |c| c.database_url = url, |state| state.clock.advance(2 * HOUR)).await;
    let starts = s.p.get(&format!("/api/sessions/{session}")).await["startsAt"].as_str().unwrap().to_owned();
    let starts = chrono::DateTime::parse_from_rfc3339(&starts).unwrap().to_utc();
    // Either instance's worker may send it, each reading the heading by its own clock.
    let headed = |now: i64| {
        let now = chrono::DateTime::from_timestamp_millis(now).unwrap();
        reminder::heading(Language::En, starts, now, chrono_tz::America::Chicago, "Communication")
    };
    let headings = [headed(restarted.state.clock.now_millis()), headed(s.p.app.state.clock.now_millis())];
    let title = s.push.wait_for("pete", 1).await[0]["title"].as_str().unwrap().to_owned();
    assert!(headings.contains(&title), "{title} is none of {headings:?}");
    drop(restarted);
}

async fn schedulers_racing_decide_each_reminder_once(db: TestDb) {
    let s = setup(Program::start(db).await).await;
    let url = s.p.app.state.config.database_url.clone();
    let other = spawn_app_prepared(TestDb::Sqlite, |c| c.database_url = url, |_| {}).await;
    for round in 0..4 {
        s.session_at(&format!("Session {round}"), 23.0).await;
        s.session_at(&format!("Evening {round}"), 1.5).await;
        // Both instances' schedulers, and a third look, at once.
        let (a, b, c) = tokio::join!(decide_due(&s.p.app.state), decide_due(&other.state), decide_due(&s.p.app.state));
        a.unwrap();
        b.unwrap();
        c.unwrap();
    }
    let claims = s.claims().await;
    assert_eq!(claims.len(), 8, "{claims:?}");
    s.push.wait_for("pete", 8).await;
    wait_until_sent(&s.p).await;
    assert_eq!(s.push.received("pete").len(), 8);
    assert_eq!(s.push.received("sam").len(), 8);
    // Each instance's mail worker sends what it claims, to its own sink.
    for _ in 0..300 {
        if s.p.app.mail.count_to("sam@example.org") + other.mail.count_to("sam@example.org") >= 8 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(s.p.app.mail.count_to("sam@example.org") + other.mail.count_to("sam@example.org"), 8);
}

async fn the_profile_says_when_the_next_reminder_comes(db: TestDb) {
    let s = setup(Program::start(db).await).await;
    let next = |token: String| {
        let p = &s.p;
        async move { p.call(Method::GET, "/api/me/next-reminder", None, &token).await.json::<Value>().await.unwrap() }
    };
    assert_eq!(next(s.sam.clone()).await, Value::Null, "nothing coming");
    let session = s.session_at("Communication", 30.0).await;
    let answer = next(s.sam.clone()).await;
    assert_eq!(answer["offsetMinutes"], 1440);
    assert_eq!(answer["item"]["id"], session.as_str());
    let at = chrono::DateTime::parse_from_rfc3339(answer["at"].as_str().unwrap()).unwrap();
    let expected = Utc::now() + chrono::Duration::hours(6);
    assert!((at.timestamp() - expected.timestamp()).abs() < 120, "{at} is not six hours from now");
    s.p.app.state.clock.advance(7 * HOUR);
    assert_eq!(next(s.sam.clone()).await["offsetMinutes"], 120);
    // Every kind turned off: none.
    s.p.call(Method::PATCH, "/api/me", Some(json!({"reminders": {"push": false, "email": false}})), &s.sam).await;
    assert_eq!(next(s.sam.clone()).await, Value::Null);
    assert_eq!(s.p.get("/api/me/next-reminder").await, Value::Null, "staff are not reminded");
}

/// A session added in the morning for the same afternoon or evening gets its day-before
/// reminder at once, 6 and 11 hours ahead: it says today (tonight), in both languages.
async fn a_session_later_today_is_announced_for_today_not_tomorrow(db: TestDb) {
    use chrono::TimeZone;
    let s = setup(Program::start(db).await).await;
    // The server's clock moved to 8 AM tomorrow, in the program's time zone.
    let zone = chrono_tz::America::Chicago;
    let now = Utc::now();
    let tomorrow = now.with_timezone(&zone).date_naive() + chrono::Days::new(1);
    let eight = zone.from_local_datetime(&tomorrow.and_hms_opt(8, 0, 0).unwrap()).earliest().unwrap().to_utc();
    s.p.app.state.clock.advance((eight - now).to_std().unwrap());
    let at = |hours: i64| (eight + chrono::Duration::hours(hours)).to_rfc3339_opts(SecondsFormat::Secs, true);
    for (title, hours) in [("Budgeting", 6), ("Co-parenting", 11)] {
        s.p.post(&format!("/api/cycles/{}/sessions", s.cycle), json!({"title": title, "startsAt": at(hours)})).await;
    }
    s.later(Duration::ZERO).await;
    let titles = |pushes: Vec<Value>| {
        let mut titles: Vec<String> = pushes.iter().map(|p| p["title"].as_str().unwrap().to_owned()).collect();
        titles.sort();
        titles
    };
    assert_eq!(titles(s.push.wait_for("pete", 2).await), ["Today: Budgeting", "Tonight: Co-parenting"]);
    assert_eq!(titles(s.push.wait_for("sam", 2).await), ["Esta noche: Co-parenting", "Hoy: Budgeting"]);
}

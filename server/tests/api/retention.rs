//! Retention: a father who exited more than `FM_RETENTION_DAYS` (seven years) ago is
//! anonymised by the server's daily look, or at once by `fatherhood retention` — his name,
//! contact details and every note about him gone, his account deleted — while the reports
//! count him as before.

use std::time::Duration;

use chrono::{Days, NaiveDate, Utc};
use fatherhood::db::Value as Db;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{self, TestDb, PASSWORD};
use crate::program::Program;

crate::on_both_databases!(
    the_daily_look_anonymises_exactly_the_fathers_past_the_limit_and_the_reports_stay_the_same,
    two_looks_at_once_anonymise_a_record_once,
    a_director_sees_which_records_retention_will_anonymise_and_when,
);

/// The program's today (tests run in America/Chicago).
fn today() -> NaiveDate {
    Utc::now().with_timezone(&chrono_tz::America::Chicago).date_naive()
}

fn days_ago(days: u64) -> String {
    today().checked_sub_days(Days::new(days)).unwrap().to_string()
}

/// Waits until `condition` holds, for at most half a minute.
async fn eventually<F, Fut>(what: &str, mut condition: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let started = std::time::Instant::now();
    while !condition().await {
        assert!(started.elapsed() < Duration::from_secs(30), "{what}: not within 30 s");
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

async fn count(p: &Program, sql: &'static str, id: &str) -> i64 {
    let id = id.to_owned();
    p.app.state.db.run(move |conn| crate::helpers::scalar_int(conn, sql, &[Db::from(id)])).await.unwrap()
}

async fn the_daily_look_anonymises_exactly_the_fathers_past_the_limit_and_the_reports_stay_the_same(db: TestDb) {
    let p = Program::start(db).await;
    // Otto exited 2554 days ago, Lee 2553 days ago: neither is past seven years (2555
    // days) today. Eli is enrolled.
    let otto = p
        .post(
            "/api/fathers",
            json!({"firstName": "Otto", "lastName": "Oldfield", "email": "otto@example.org", "phone": "(512) 555-0199",
                   "address": "12 Elm St", "dateOfBirth": "1980-02-03", "children": [{"name": "Ada", "birthYear": 2010}],
                   "notes": "Custody hearing in March", "referralSource": "Court", "enrollmentDate": "2019-01-02",
                   "status": "exited", "exitDate": days_ago(2554), "exitReason": "Moved to Ohio"}),
        )
        .await;
    let otto = otto["id"].as_str().unwrap().to_owned();
    let lee = p
        .post(
            "/api/fathers",
            json!({"firstName": "Lee", "lastName": "Limit", "status": "exited", "exitDate": days_ago(2553),
                   "enrollmentDate": "2019-01-02"}),
        )
        .await;
    let lee = lee["id"].as_str().unwrap().to_owned();
    // Their exits were recorded when they left, years ago (retention waits 30 days after one
    // is recorded, so that a mistake can be corrected).
    recorded_long_ago(&p, &otto).await;
    recorded_long_ago(&p, &lee).await;
    let eli = p.father("Eli", "Enrolled").await;
    // Otto's own account, under a name of his choosing: it registered, signed in and changed
    // its name, and staff wrote to him; the log wrote each of those names.
    let registered = p
        .app
        .post(
            "/api/auth/register",
            json!({"email": "otto@example.org", "password": PASSWORD, "displayName": "Otto O", "firstName": "Otto",
                   "lastName": "O"}),
        )
        .await;
    assert_eq!(registered.status(), StatusCode::CREATED);
    let otto_user = registered.json::<Value>().await.unwrap()["user"]["id"].as_str().unwrap().to_owned();
    p.patch(&format!("/api/fathers/{otto}"), json!({"userId": otto_user})).await;
    let signed_in = p.app.sign_in("otto@example.org", PASSWORD).await.json::<Value>().await.unwrap();
    let ottos = signed_in["accessToken"].as_str().unwrap().to_owned();
    let res = p.call(Method::PATCH, "/api/me", Some(json!({"displayName": "Big Otto"})), &ottos).await;
    assert_eq!(res.status(), StatusCode::OK);
    let conversation = p.post("/api/conversations", json!({"userId": otto_user})).await;
    let conversation = conversation["id"].as_str().unwrap().to_owned();
    p.post(&format!("/api/conversations/{conversation}/messages"), json!({"body": "See you Tuesday"})).await;
    let feed = p.activities().await;
    for name in ["Otto O registered", "Big Otto updated their profile", "Sent a message to Big Otto"] {
        assert!(feed.iter().any(|(_, d)| d.starts_with(name)), "{name}: {feed:?}");
    }

    // His program: a group, three sessions held (present, late, absent), a milestone, a
    // contact, a referral, an incentive, a consent, a photo tag and a portrait.
    let group = p.group_with("Tuesday", &[&otto, &lee, &eli]).await;
    let (_, sessions) = p.cycle(&group, 3).await;
    for (session, status) in sessions.iter().zip(["present", "late", "absent"]) {
        p.put(
            &format!("/api/sessions/{session}/attendance"),
            json!([{"fatherId": otto, "status": status, "note": "Talked about Ada"}, {"fatherId": eli, "status": "present"}]),
        )
        .await;
        p.complete(session).await;
    }
    p.post("/api/milestones", json!({"fatherId": otto, "title": "Found work", "kind": "employment", "achievedAt": "2026-01-20", "note": "At Otto's Garage"}))
        .await;
    p.post(
        &format!("/api/fathers/{otto}/contacts"),
        json!({"method": "call", "outcome": "reached", "minutes": 15, "note": "Otto's ex called"}),
    )
    .await;
    p.post(
        &format!("/api/fathers/{otto}/referrals"),
        json!({"type": "legal", "partner": "Legal Aid", "note": "Custody case 24-118"}),
    )
    .await;
    p.post(
        &format!("/api/fathers/{otto}/incentives"),
        json!({"kind": "gift-card", "amountCents": 2500, "sessionId": sessions[0]}),
    )
    .await;
    p.app
        .sql(
            "INSERT INTO consents (id, father_id, kind, version, granted_at, witness_name, note, created_at)
             VALUES ('consent-1', $1, 'photo', '2026-01', 1767225600000, 'Coordinator', 'Signed with Otto''s lawyer', 1767225600000)",
            vec![Db::from(otto.as_str())],
        )
        .await;
    p.app
        .sql("INSERT INTO albums (id, title, created_at, updated_at) VALUES ('album-1', 'Family day', 0, 0)", vec![])
        .await;
    p.app
        .sql(
            "INSERT INTO photos (id, album_id, caption, original_key, status, created_at)
             VALUES ('photo-1', 'album-1', 'Picnic', 'photos/picnic.jpg', 'ready', 0)",
            vec![],
        )
        .await;
    p.app
        .sql("INSERT INTO photo_tags (photo_id, father_id) VALUES ('photo-1', $1)", vec![Db::from(otto.as_str())])
        .await;
    let portrait = p
        .app
        .client
        .put(p.app.url(&format!("/api/fathers/{otto}/photo?filename=portrait.png")))
        .bearer_auth(&p.staff)
        .body(helpers::tiny_png())
        .send()
        .await
        .unwrap();
    assert_eq!(portrait.status(), StatusCode::OK);

    // The fathering survey before and after (the sample form every installation holds).
    for (phase, close) in [("pre", 2), ("post", 4)] {
        p.post(
            &format!("/api/fathers/{otto}/submissions"),
            json!({"formId": "00000000-0000-7000-8000-00000000f003", "phase": phase,
                   "answers": {"close": close, "praise": close, "yell": 3, "calm": 3}}),
        )
        .await;
    }

    let before = figures(&p, &otto).await;
    assert_eq!(before[0]["total"]["assessments"][0]["fathers"], 1, "{}", before[0]);
    assert_eq!(before[0]["total"]["sessionsHeld"], 3, "{}", before[0]);
    assert_eq!(before[2]["total"]["exited"], 2, "Otto and Lee exited then: {}", before[2]);

    // The look at start-up found nobody. Two days on, Otto is past the limit; Lee is at
    // it exactly (2555 days), which is not past it.
    p.app.state.clock.advance(Duration::from_secs(2 * 24 * 3600));
    p.app.state.retention.wake();
    let record = |id: &str| {
        let path = format!("/api/fathers/{id}");
        let p = &p;
        async move { p.get(&path).await }
    };
    eventually("Otto is anonymised", || async { record(&otto).await["firstName"] == "Former" }).await;

    let anonymised = record(&otto).await;
    assert_eq!(
        (anonymised["firstName"].as_str(), anonymised["lastName"].as_str()),
        (Some("Former"), Some("participant"))
    );
    for field in ["email", "phone", "address", "notes", "referralSource", "exitReason"] {
        assert_eq!(anonymised[field], "", "{field}: {anonymised}");
    }
    for field in ["dateOfBirth", "photoKey", "userId"] {
        assert_eq!(anonymised[field], Value::Null, "{field}: {anonymised}");
    }
    assert_eq!(anonymised["children"], json!([]));
    assert!(anonymised["anonymisedAt"].is_string(), "{anonymised}");
    // What reports count stays: status, dates, memberships.
    assert_eq!(anonymised["status"], "exited");
    assert_eq!(
        (anonymised["exitDate"].as_str(), anonymised["enrollmentDate"].as_str()),
        (Some(days_ago(2554).as_str()), Some("2019-01-02"))
    );
    let members = p.get(&format!("/api/groups/{group}")).await["members"].clone();
    assert!(members.as_array().unwrap().iter().any(|m| m["fatherId"] == otto.as_str() && m["firstName"] == "Former"));
    // Nobody else was touched.
    assert_eq!(record(&lee).await["firstName"], "Lee");
    assert_eq!(record(&lee).await["anonymisedAt"], Value::Null);
    assert_eq!(record(&eli).await["firstName"], "Eli");
    assert_eq!(p.get("/api/fathers?q=otto").await, json!([]), "his name no longer finds him");

    // Every note about him is erased; the facts stay.
    let contacts = p.get(&format!("/api/fathers/{otto}/contacts")).await;
    assert_eq!((contacts[0]["note"].as_str(), contacts[0]["minutes"].as_i64()), (Some(""), Some(15)));
    let referrals = p.get(&format!("/api/fathers/{otto}/referrals")).await;
    assert_eq!((referrals[0]["note"].as_str(), referrals[0]["type"].as_str()), (Some(""), Some("legal")));
    let milestones = p.get(&format!("/api/milestones?fatherId={otto}")).await;
    assert_eq!((milestones[0]["note"].as_str(), milestones[0]["title"].as_str()), (Some(""), Some("Found work")));
    let roster = p.get(&format!("/api/sessions/{}/attendance", sessions[0])).await;
    let his_mark = roster.as_array().unwrap().iter().find(|r| r["fatherId"] == otto.as_str()).unwrap().clone();
    assert_eq!((his_mark["status"].as_str(), his_mark["note"].as_str()), (Some("present"), Some("")));
    assert_eq!(
        count(&p, "SELECT COUNT(*) FROM consents WHERE father_id = $1 AND note = ''", &otto).await,
        1,
        "kept, without its note"
    );
    assert_eq!(count(&p, "SELECT COUNT(*) FROM photo_tags WHERE father_id = $1", &otto).await, 0);
    // His answers are gone; their scores stay, as the report's change does (below).
    let submissions = p.get(&format!("/api/fathers/{otto}/submissions")).await;
    for submission in submissions.as_array().unwrap() {
        assert_eq!((&submission["answers"], &submission["original"]), (&json!({}), &json!({})), "{submission}");
        assert!(submission["scores"]["involvement"].is_number(), "{submission}");
    }
    let photo = p.call(Method::GET, &format!("/api/fathers/{otto}/photo"), None, &p.staff).await;
    assert_eq!(photo.status(), StatusCode::NOT_FOUND, "his portrait is gone");

    // His account is deleted: its token no longer works, and it cannot sign in.
    let res = p.call(Method::GET, "/api/me", None, &ottos).await;
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(p.app.sign_in("otto@example.org", PASSWORD).await.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(count(&p, "SELECT COUNT(*) FROM users WHERE id = $1", &otto_user).await, 0);

    // The feed says so, once, and no longer names him.
    let feed = p.activities().await;
    let said: Vec<&(String, String)> =
        feed.iter().filter(|(_, d)| d == "Anonymised a former participant's record").collect();
    assert_eq!(said.len(), 1, "{feed:?}");
    for identifier in ["Otto", "otto@example.org", "+15125550199", "555-0199"] {
        assert!(feed.iter().all(|(_, d)| !d.contains(identifier)), "{identifier}: {feed:?}");
    }
    // Nor do the sentences the feed is shown from in Spanish.
    let log = p.get("/api/activities?limit=500").await;
    assert!(!log.to_string().contains("Otto"), "{log}");
    assert!(feed.iter().any(|(_, d)| d == "Former participant registered"), "{feed:?}");
    assert!(feed.iter().any(|(_, d)| d == "Sent a message to Former participant"), "{feed:?}");
    assert!(feed.iter().any(|(_, d)| d == "Added the record of Former participant"), "{feed:?}");
    let about = p.get(&format!("/api/fathers/{otto}/activity")).await;
    assert_eq!(about[0]["summary"]["key"], "fatherAnonymised");

    // The reports count him as before: attendance, hours, incentives, exits, his father
    // type, setting and language. His date of birth is erased: his age band is "unknown".
    let ages = |mut figures: Vec<Value>| {
        let bands = figures[0]["demographics"]["ageBands"].take();
        let csv =
            figures[1].as_str().unwrap().split("\n\n").filter(|s| !s.starts_with("age band,")).collect::<Vec<_>>();
        figures[1] = json!(csv.join("\n\n"));
        (bands["unknown"].clone(), figures)
    };
    let (unknown_after, after) = ages(figures(&p, &otto).await);
    let (unknown_before, before) = ages(before);
    assert_eq!((unknown_before, unknown_after), (json!(1), json!(2)));
    assert_eq!(after, before);

    // A day later Lee is past it too; Otto is not anonymised twice.
    let again = fatherhood::services::retention::anonymise_due(&p.app.state, today() + Days::new(3)).await.unwrap();
    assert_eq!(again.iter().map(|d| d.father_id.as_str()).collect::<Vec<_>>(), [lee.as_str()]);
}

/// The record's exit as if recorded years ago, when he left.
async fn recorded_long_ago(p: &Program, father: &str) {
    p.app.sql("UPDATE fathers SET exit_recorded_at = 0 WHERE id = $1", vec![Db::from(father.to_owned())]).await;
}

/// What the reports say: this year's summary and the month of the exits (as JSON and CSV),
/// and his progress and incentives.
async fn figures(p: &Program, father: &str) -> Vec<Value> {
    let mut figures = Vec::new();
    let exits = today().checked_sub_days(Days::new(2560)).unwrap();
    for (from, to) in
        [("2026-01-01".to_owned(), "2026-12-31".to_owned()), (exits.to_string(), (exits + Days::new(30)).to_string())]
    {
        figures.push(p.get(&format!("/api/reports/summary?from={from}&to={to}")).await);
        let csv = p.call(Method::GET, &format!("/api/reports/summary.csv?from={from}&to={to}"), None, &p.staff).await;
        figures.push(Value::String(csv.text().await.unwrap()));
    }
    figures.push(p.get(&format!("/api/fathers/{father}/progress")).await);
    figures.push(p.get(&format!("/api/fathers/{father}/incentives")).await);
    figures
}

/// Two instances looking at the same moment: each record is anonymised by one of them.
async fn two_looks_at_once_anonymise_a_record_once(db: TestDb) {
    // The server's own look never finds anyone (a thousand years): the test looks itself.
    let p = Program::start_with(db, |c| c.retention_days = 365_000).await;
    let mut fathers = Vec::new();
    for name in ["Ann", "Ben", "Cal", "Dan"] {
        let f = p
            .post(
                "/api/fathers",
                json!({"firstName": name, "lastName": "Gone", "status": "exited", "exitDate": "2026-01-02",
                       "enrollmentDate": "2025-01-02"}),
            )
            .await;
        fathers.push(f["id"].as_str().unwrap().to_owned());
    }
    // A thousand years and a day from today, a record exited this January is past it.
    let later = today().checked_add_days(Days::new(365_001)).unwrap();
    let state = &p.app.state;
    let (a, b) = tokio::join!(
        fatherhood::services::retention::anonymise_due(state, later),
        fatherhood::services::retention::anonymise_due(state, later)
    );
    let (a, b) = (a.unwrap(), b.unwrap());
    let mut done: Vec<String> = a.iter().chain(&b).map(|d| d.father_id.clone()).collect();
    done.sort();
    fathers.sort();
    assert_eq!(done, fathers, "each once: {a:?} {b:?}");
    let said =
        p.activities().await.into_iter().filter(|(_, d)| d == "Anonymised a former participant's record").count();
    assert_eq!(said, 4);
}

/// `fatherhood retention --dry-run` says what it would do and does nothing; without it, it
/// does it and says what it did.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_retention_command_prints_what_it_changes_and_a_dry_run_changes_nothing() {
    // The server's own look leaves it to the command.
    let p = Program::start_with(TestDb::Sqlite, |c| c.retention_days = 365_000).await;
    let old = p
        .post(
            "/api/fathers",
            json!({"firstName": "Otto", "lastName": "Oldfield", "status": "exited", "exitDate": days_ago(2556),
                   "enrollmentDate": "2018-01-02"}),
        )
        .await;
    let old = old["id"].as_str().unwrap().to_owned();
    recorded_long_ago(&p, &old).await;
    let kept = p
        .post(
            "/api/fathers",
            json!({"firstName": "Lee", "lastName": "Limit", "status": "exited", "exitDate": days_ago(2555),
                   "enrollmentDate": "2018-01-02"}),
        )
        .await;
    let kept = kept["id"].as_str().unwrap().to_owned();
    recorded_long_ago(&p, &kept).await;
    let data_dir = p.app.data_dir().to_path_buf();
    let retention = move |args: &'static [&'static str]| {
        let data_dir = data_dir.clone();
        tokio::task::spawn_blocking(move || {
            let mut cmd = helpers::fatherhood(&data_dir);
            cmd.env("DATABASE_URL", format!("sqlite://{}", data_dir.join("test.db").display()))
                .env("FM_STORAGE_URL", format!("file://{}", data_dir.join("storage").display()))
                .env("FM_TIME_ZONE", "America/Chicago")
                .arg("retention")
                .args(args);
            helpers::run(&mut cmd)
        })
    };

    let dry = retention(&["--dry-run"]).await.unwrap();
    // Whoever reviews it reads a name and a date, not a bare id.
    let line = format!("Otto Oldfield (exited {}; record {old})", days_ago(2556));
    assert!(dry.contains(&format!("Would anonymise {line}")), "{dry}");
    assert!(!dry.contains(&kept), "{dry}");
    assert!(dry.contains("1 record(s) would be anonymised; nothing was changed (dry run)."), "{dry}");
    assert_eq!(p.get(&format!("/api/fathers/{old}")).await["firstName"], "Otto");

    let done = retention(&[]).await.unwrap();
    assert!(done.contains(&format!("Anonymised {line}")), "{done}");
    assert!(done.contains("1 record(s) anonymised."), "{done}");
    assert_eq!(p.get(&format!("/api/fathers/{old}")).await["firstName"], "Former");
    assert_eq!(p.get(&format!("/api/fathers/{kept}")).await["firstName"], "Lee");

    let again = retention(&[]).await.unwrap();
    assert!(again.contains("0 record(s) anonymised."), "{again}");
    // A retention of 0 days is refused before anything is read.
    let dir = p.app.data_dir().to_path_buf();
    let refused = tokio::task::spawn_blocking(move || {
        helpers::fatherhood(&dir).env("FM_RETENTION_DAYS", "0").arg("retention").output().unwrap()
    })
    .await
    .unwrap();
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("FM_RETENTION_DAYS"));
}

/// The retention screen: the records anonymised within 90 days, soonest first, each with
/// its day; a record just exited with an old date waits its 30 days; the day is on the
/// record too, for staff.
async fn a_director_sees_which_records_retention_will_anonymise_and_when(db: TestDb) {
    let p = Program::start(db).await;
    let today = p.app.state.today();
    let ago = |days: u64| today.checked_sub_days(Days::new(days)).unwrap();
    let exited = |first: &'static str, days: u64| {
        let p = &p;
        async move {
            let body = json!({"firstName": first, "lastName": "Test", "status": "exited", "exitDate": ago(days),
                              "enrollmentDate": "2010-01-04"});
            p.post("/api/fathers", body).await["id"].as_str().unwrap().to_owned()
        }
    };
    let otto = exited("Otto", 2556).await;
    let lee = exited("Lee", 2500).await;
    let ray = exited("Ray", 2300).await;
    let eve = exited("Eve", 3000).await;
    for father in [&otto, &lee, &ray] {
        recorded_long_ago(&p, father).await;
    }

    let coming = p.get("/api/retention").await;
    assert_eq!(
        (coming["retentionDays"].as_i64(), coming["today"].as_str()),
        (Some(2555), Some(today.to_string().as_str()))
    );
    let listed: Vec<(&str, &str)> = coming["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["name"].as_str().unwrap(), r["anonymisedOn"].as_str().unwrap()))
        .collect();
    let on = |days: u64| today.checked_add_days(Days::new(days)).unwrap().to_string();
    assert_eq!(listed.len(), 3, "not Ray, 256 days away: {listed:?}");
    assert_eq!(listed[0], ("Otto Test", today.to_string().as_str()), "due at the next look");
    // Eve's exit was recorded just now: 30 days to correct it, ending today or tomorrow by the clock.
    assert!(listed[1].0 == "Eve Test" && [on(30), on(31)].contains(&listed[1].1.to_owned()), "{listed:?}");
    assert_eq!(listed[2], ("Lee Test", on(56).as_str()));

    // On his record, for staff.
    assert_eq!(p.get(&format!("/api/fathers/{lee}")).await["anonymisedOn"], on(56));
    assert!(p.get(&format!("/api/fathers/{eve}")).await["anonymisedOn"].is_string());
    // Directors only.
    let (_, sara) = crate::roles::staff_member(&p, "sara@example.org").await;
    let res = p.call(Method::GET, "/api/retention", None, &sara).await;
    assert_eq!(res.status(), StatusCode::FORBIDDEN);
}

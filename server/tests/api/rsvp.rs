//! RSVP: a father answers yes, no or late to his sessions and events until they start;
//! staff see the counts, the answers and who said yes and did not come; "late" reaches the
//! group's facilitators live and by push, once.

use std::time::Duration;

use chrono::{DateTime, Utc};
use fatherhood::db::Value as Db;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_error, TestDb};
use crate::messages::Stream;
use crate::program::Program;
use crate::push::{subscribe, vapid_key, wait_for_pending, Browser, PushService};
use crate::roles::staff_member;

crate::on_both_databases!(
    a_father_answers_his_groups_sessions_until_they_start,
    an_event_takes_answers_from_its_audience_only,
    staff_see_counts_answers_and_who_said_yes_and_did_not_come,
    calendar_items_and_home_carry_the_answers,
    running_late_reaches_the_facilitators_live_and_by_push_once,
    the_openapi_document_describes_rsvp_and_check_in,
    the_calendar_shows_past_sessions_by_who_came,
);

/// A program with a group of two fathers with accounts, Sam and Lee, and a cycle to add
/// sessions to at times relative to the server's clock.
pub(crate) struct Week {
    pub(crate) p: Program,
    pub(crate) group: String,
    pub(crate) cycle: String,
    pub(crate) sam: String,
    pub(crate) sam_token: String,
    pub(crate) lee: String,
    pub(crate) lee_token: String,
}

pub(crate) async fn week(db: TestDb) -> Week {
    let p = Program::start(db).await;
    let (sam, lee) = (p.father("Sam", "Ruiz").await, p.father("Lee", "Adams").await);
    let group = p.group_with("Tuesday", &[&sam, &lee]).await;
    let cycle = p
        .post(
            "/api/cycles",
            json!({"title": "Nurturing Fathers", "groupId": group, "startDate": "2026-01-01", "endDate": "2027-12-31"}),
        )
        .await["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let sam_token = p.father_account("sam@example.org", &sam).await;
    let lee_token = p.father_account("lee@example.org", &lee).await;
    Week { p, group, cycle, sam, sam_token, lee, lee_token }
}

impl Week {
    /// The server's "now" (its clock may have been moved forward) plus `minutes`.
    pub(crate) fn at(&self, minutes: i64) -> DateTime<Utc> {
        DateTime::from_timestamp_millis(self.p.app.state.clock.now_millis()).unwrap()
            + chrono::Duration::minutes(minutes)
    }

    /// A 90-minute session of the cycle starting `minutes` from the server's now.
    pub(crate) async fn session_in(&self, minutes: i64) -> String {
        let starts = self.at(minutes);
        let body =
            json!({"startsAt": starts.to_rfc3339(), "endsAt": (starts + chrono::Duration::minutes(90)).to_rfc3339()});
        self.p.post(&format!("/api/cycles/{}/sessions", self.cycle), body).await["id"].as_str().unwrap().to_owned()
    }

    pub(crate) async fn call(
        &self,
        method: Method,
        path: &str,
        body: Option<Value>,
        token: &str,
    ) -> (StatusCode, Value) {
        let res = self.p.call(method, path, body, token).await;
        let status = res.status();
        let text = res.text().await.unwrap();
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }

    pub(crate) fn advance(&self, minutes: u64) {
        self.p.app.state.clock.advance(Duration::from_secs(minutes * 60));
    }
}

fn answer(answer: &str) -> Option<Value> {
    Some(json!({"answer": answer}))
}

async fn a_father_answers_his_groups_sessions_until_they_start(db: TestDb) {
    let w = week(db).await;
    let session = w.session_in(120).await;
    let path = format!("/api/sessions/{session}/rsvp");

    let (status, yes) = w.call(Method::PUT, &path, answer("yes"), &w.sam_token).await;
    assert_eq!(status, StatusCode::OK, "{yes}");
    assert_eq!((yes["answer"].as_str(), yes["note"].as_str()), (Some("yes"), Some("")));
    assert!(yes["answeredAt"].is_string());

    // Answering again changes the answer (one per father and session).
    let body = Some(json!({"answer": "no", "note": "  Working a double shift.  "}));
    let (status, no) = w.call(Method::PUT, &path, body, &w.sam_token).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!((no["answer"].as_str(), no["note"].as_str()), (Some("no"), Some("Working a double shift.")));
    let rows =
        w.p.app.state.db.run(|c| crate::helpers::scalar_int(c, "SELECT COUNT(*) FROM rsvps", &[])).await.unwrap();
    assert_eq!(rows, 1);

    // Every bad field is named.
    let bad =
        w.p.call(Method::PUT, &path, Some(json!({"answer": "maybe", "note": "x".repeat(501)})), &w.sam_token).await;
    let body = assert_error(bad, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fields"]["answer"], "Answer must be one of: yes, no, late (not 'maybe').");
    assert_eq!(body["error"]["fields"]["note"], "Note must be at most 500 characters.");
    let missing = w.p.call(Method::PUT, &path, Some(json!({})), &w.sam_token).await;
    let body = assert_error(missing, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fields"]["answer"], "Answer is required.");

    // Staff answer for nobody.
    let staff = w.p.call(Method::PUT, &path, answer("yes"), &w.p.staff).await;
    let body = assert_error(staff, StatusCode::FORBIDDEN, "permission-denied").await;
    assert_eq!(body["error"]["message"], "Only fathers can do this.");

    // A father of another group, and one who left this group, learn nothing of it.
    let max = w.p.father("Max", "Zed").await;
    w.p.group_with("Thursday", &[&max]).await;
    let max_token = w.p.father_account("max@example.org", &max).await;
    assert_error(w.p.call(Method::PUT, &path, answer("yes"), &max_token).await, StatusCode::NOT_FOUND, "not-found")
        .await;
    let res = w.p.call(Method::DELETE, &format!("/api/groups/{}/members/{}", w.group, w.lee), None, &w.p.staff).await;
    assert!(res.status().is_success(), "{}", res.status());
    let gone = w.p.call(Method::PUT, &path, answer("yes"), &w.lee_token).await;
    assert_error(gone, StatusCode::NOT_FOUND, "not-found").await;
    let unknown = w.p.call(Method::PUT, "/api/sessions/nope/rsvp", answer("yes"), &w.sam_token).await;
    assert_error(unknown, StatusCode::NOT_FOUND, "not-found").await;

    // A cancelled session takes no answers.
    let cancelled = w.session_in(180).await;
    w.p.patch(&format!("/api/sessions/{cancelled}"), json!({"status": "cancelled"})).await;
    let res = w.p.call(Method::PUT, &format!("/api/sessions/{cancelled}/rsvp"), answer("yes"), &w.sam_token).await;
    let body = assert_error(res, StatusCode::CONFLICT, "aborted").await;
    assert_eq!(body["error"]["message"], "This session was cancelled.");

    // Once it has started, answers are closed.
    w.advance(121);
    let late = w.p.call(Method::PUT, &path, answer("yes"), &w.sam_token).await;
    let body = assert_error(late, StatusCode::CONFLICT, "aborted").await;
    assert_eq!(body["error"]["message"], "This has already started, so answers are closed.");
}

async fn an_event_takes_answers_from_its_audience_only(db: TestDb) {
    let w = week(db).await;
    let event = |group: Option<&str>| {
        let starts = w.at(60);
        json!({"title": "Family picnic", "startsAt": starts.to_rfc3339(),
               "endsAt": (starts + chrono::Duration::hours(3)).to_rfc3339(), "groupId": group})
    };
    let everyone = w.p.post("/api/events", event(None)).await["id"].as_str().unwrap().to_owned();
    let ours = w.p.post("/api/events", event(Some(&w.group))).await["id"].as_str().unwrap().to_owned();
    let theirs_group = w.p.group_with("Thursday", &[]).await;
    let theirs = w.p.post("/api/events", event(Some(&theirs_group))).await["id"].as_str().unwrap().to_owned();

    for id in [&everyone, &ours] {
        let (status, body) = w.call(Method::PUT, &format!("/api/events/{id}/rsvp"), answer("late"), &w.sam_token).await;
        assert_eq!((status, body["answer"].as_str()), (StatusCode::OK, Some("late")), "{body}");
    }
    let res = w.p.call(Method::PUT, &format!("/api/events/{theirs}/rsvp"), answer("yes"), &w.sam_token).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    let res = w.p.call(Method::PUT, &format!("/api/events/{everyone}/rsvp"), answer("yes"), &w.p.staff).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;

    w.advance(61);
    let res = w.p.call(Method::PUT, &format!("/api/events/{everyone}/rsvp"), answer("no"), &w.sam_token).await;
    assert_error(res, StatusCode::CONFLICT, "aborted").await;
}

async fn staff_see_counts_answers_and_who_said_yes_and_did_not_come(db: TestDb) {
    let w = week(db).await;
    let max = w.p.father("Max", "Zed").await;
    w.p.post(&format!("/api/groups/{}/members", w.group), json!({"fatherId": max, "joinedAt": "2026-01-01T00:00:00Z"}))
        .await;
    let session = w.session_in(30).await;
    let rsvp = format!("/api/sessions/{session}/rsvp");
    w.call(Method::PUT, &rsvp, Some(json!({"answer": "yes", "note": "Bringing my son"})), &w.sam_token).await;
    w.call(Method::PUT, &rsvp, answer("late"), &w.lee_token).await;

    let answers = w.p.get(&format!("/api/sessions/{session}/rsvps")).await;
    assert_eq!(answers["counts"], json!({"yes": 1, "no": 0, "late": 1, "none": 1}), "Max has not answered");
    let names: Vec<&str> = answers["answers"].as_array().unwrap().iter().map(|a| a["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Lee Adams", "Sam Ruiz"]);
    assert_eq!(answers["answers"][1]["note"], "Bringing my son");
    assert_eq!(answers["answers"][1]["fatherId"], w.sam.as_str());
    assert_eq!(answers["noShows"], json!([]));
    let res = w.p.call(Method::GET, &format!("/api/sessions/{session}/rsvps"), None, &w.sam_token).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;

    // The roster carries each father's answer, and each mark how it was made.
    w.advance(31);
    w.p.mark(&session, &[(&w.sam, "absent"), (&w.lee, "late"), (&max, "absent")]).await;
    let roster = w.p.get(&format!("/api/sessions/{session}/attendance")).await;
    let line = |id: &str| roster.as_array().unwrap().iter().find(|r| r["fatherId"] == id).unwrap().clone();
    assert_eq!(line(&w.sam)["rsvp"]["answer"], "yes");
    assert_eq!(line(&w.sam)["method"], "staff");
    assert_eq!(line(&max)["rsvp"], Value::Null);

    let answers = w.p.get(&format!("/api/sessions/{session}/rsvps")).await;
    assert_eq!(
        answers["noShows"],
        json!([{"fatherId": w.sam, "name": "Sam Ruiz", "answer": "yes"}]),
        "said yes, marked absent; Lee came late; Max never said"
    );
}

fn range(w: &Week) -> String {
    let (from, to) = (w.at(-24 * 60), w.at(7 * 24 * 60));
    let format = |t: DateTime<Utc>| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
    format!("/api/calendar?from={}&to={}", format(from), format(to))
}

fn item<'a>(calendar: &'a Value, id: &str) -> &'a Value {
    calendar.as_array().unwrap().iter().find(|i| i["id"] == id).unwrap_or_else(|| panic!("{id} in {calendar}"))
}

async fn calendar_items_and_home_carry_the_answers(db: TestDb) {
    let w = week(db).await;
    let session = w.session_in(60).await;
    let event_starts = w.at(120);
    let event =
        w.p.post(
            "/api/events",
            json!({"title": "Picnic", "startsAt": event_starts.to_rfc3339(),
                   "endsAt": (event_starts + chrono::Duration::hours(2)).to_rfc3339()}),
        )
        .await["id"]
            .as_str()
            .unwrap()
            .to_owned();
    let calendar = range(&w);

    // Staff's calendar, read once so its answer is cached.
    let staff_view = w.p.get(&calendar).await;
    assert_eq!(item(&staff_view, &session)["rsvps"], json!({"yes": 0, "no": 0, "late": 0}));
    assert!(item(&staff_view, &session).get("myRsvp").is_none());

    let (_, sams) = w.call(Method::GET, &calendar, None, &w.sam_token).await;
    assert_eq!(item(&sams, &session)["myRsvp"], Value::Null);
    assert!(item(&sams, &session).get("rsvps").is_none(), "counts are for staff");
    let (_, home) = w.call(Method::GET, "/api/home", None, &w.sam_token).await;
    assert_eq!((home["next"]["id"].as_str(), &home["next"]["myRsvp"]), (Some(session.as_str()), &Value::Null));

    w.call(Method::PUT, &format!("/api/sessions/{session}/rsvp"), answer("late"), &w.sam_token).await;
    w.call(Method::PUT, &format!("/api/sessions/{session}/rsvp"), answer("yes"), &w.lee_token).await;
    w.call(Method::PUT, &format!("/api/events/{event}/rsvp"), answer("no"), &w.lee_token).await;

    let (_, sams) = w.call(Method::GET, &calendar, None, &w.sam_token).await;
    assert_eq!(item(&sams, &session)["myRsvp"]["answer"], "late");
    assert_eq!(item(&sams, &event)["myRsvp"], Value::Null);
    let (_, lees) = w.call(Method::GET, &calendar, None, &w.lee_token).await;
    assert_eq!(item(&lees, &event)["myRsvp"]["answer"], "no");
    let (_, home) = w.call(Method::GET, "/api/home", None, &w.sam_token).await;
    assert_eq!(home["next"]["myRsvp"]["answer"], "late");

    // The same cached answer, with today's counts: answers do not move the calendar's revision.
    let revision = || async { w.p.app.state.db.run(|c| fatherhood::db::calendar::revision(c)).await.unwrap() };
    let before = revision().await;
    let staff_view = w.p.get(&calendar).await;
    assert_eq!(item(&staff_view, &session)["rsvps"], json!({"yes": 1, "no": 0, "late": 1}));
    assert_eq!(item(&staff_view, &event)["rsvps"], json!({"yes": 0, "no": 1, "late": 0}));
    assert_eq!(revision().await, before);

    // A father who leaves the group leaves its counts.
    w.p.call(Method::DELETE, &format!("/api/groups/{}/members/{}", w.group, w.lee), None, &w.p.staff).await;
    let staff_view = w.p.get(&calendar).await;
    assert_eq!(item(&staff_view, &session)["rsvps"], json!({"yes": 0, "no": 0, "late": 1}));
}

async fn running_late_reaches_the_facilitators_live_and_by_push_once(db: TestDb) {
    let w = week(db).await;
    let p = &w.p;
    let (sara, sara_token) = staff_member(p, "sara@example.org").await;
    let (_, other_token) = staff_member(p, "otto@example.org").await;
    p.patch(&format!("/api/groups/{}", w.group), json!({"facilitatorIds": [sara]})).await;
    p.app.sql("UPDATE users SET preferred_language = 'es' WHERE email = $1", vec![Db::from("sara@example.org")]).await;
    let session = w.session_in(45).await;

    let (saras_phone, directors_phone) = (Browser::new("sara"), Browser::new("director"));
    let push = PushService::start(&vapid_key(p).await, &[&saras_phone, &directors_phone], &[]).await;
    subscribe(p, &sara_token, saras_phone.subscription(&push)).await;
    subscribe(p, &p.staff, directors_phone.subscription(&push)).await;
    let base = format!("http://{}", p.app.addr);
    let (mut saras_app, mut directors_app) =
        (Stream::open(&base, &sara_token, None).await, Stream::open(&base, &p.staff, None).await);
    let mut others_app = Stream::open(&base, &other_token, None).await;

    let path = format!("/api/sessions/{session}/rsvp");
    let body = Some(json!({"answer": "late", "note": "Bus is slow"}));
    assert_eq!(w.call(Method::PUT, &path, body.clone(), &w.sam_token).await.0, StatusCode::OK);

    let patience = Duration::from_secs(15);
    for stream in [&mut saras_app, &mut directors_app] {
        assert!(stream.receives("event: running-late", patience).await, "{}", stream.seen_text());
        assert!(stream.receives("\"name\":\"Sam Ruiz\"", patience).await, "{}", stream.seen_text());
    }
    assert!(saras_app.seen_text().contains(&format!("\"sessionId\":\"{session}\"")));

    let to_sara = push.wait_for("sara", 1).await;
    assert_eq!(to_sara[0]["title"], "Sam Ruiz llegará tarde");
    assert!(to_sara[0]["body"].as_str().unwrap().ends_with("\nBus is slow"), "{}", to_sara[0]);
    let cycle = &w.cycle;
    assert_eq!(to_sara[0]["url"], format!("/cycles/{cycle}/sessions/{session}"));
    wait_for_pending(p, |n| n == 0).await;

    // Late again: nothing new to tell. Yes, then late: told again.
    assert_eq!(w.call(Method::PUT, &path, body.clone(), &w.sam_token).await.0, StatusCode::OK);
    assert_eq!(crate::push::pending(p).await, 0, "no push queued for the same answer");
    w.call(Method::PUT, &path, answer("yes"), &w.sam_token).await;
    w.call(Method::PUT, &path, answer("late"), &w.sam_token).await;
    assert_eq!(push.wait_for("sara", 2).await.len(), 2);
    wait_for_pending(p, |n| n == 0).await;
    assert_eq!(push.received("sara").len(), 2);
    assert!(push.received("director").is_empty(), "pushes go to the facilitators");
    // A staff member who does not run the group hears nothing of it on his open stream
    // (the events reached the others long before this).
    assert!(!others_app.receives("running-late", Duration::from_millis(500)).await, "{}", others_app.seen_text());
}

async fn the_openapi_document_describes_rsvp_and_check_in(db: TestDb) {
    let app = crate::helpers::spawn_app(db).await;
    let doc: Value = app.client.get(app.url("/api/openapi.json")).send().await.unwrap().json().await.unwrap();
    for (path, method, statuses) in [
        ("/api/sessions/{id}/rsvp", "put", &["200", "400", "403", "404", "409"][..]),
        ("/api/events/{id}/rsvp", "put", &["200", "400", "403", "404", "409"]),
        ("/api/sessions/{id}/rsvps", "get", &["200", "403", "404"]),
        ("/api/sessions/{id}/check-in-code", "post", &["200", "403", "404", "409"]),
        ("/api/sessions/{id}/check-in-code", "get", &["200", "403", "404"]),
        ("/api/check-in", "post", &["200", "400", "403", "409", "429"]),
    ] {
        let responses = &doc["paths"][path][method]["responses"];
        for status in statuses {
            assert!(responses.get(status).is_some(), "{method} {path} {status}: {responses}");
        }
    }
    // Whether a code is live is never told: a code of a session not his is the same 400.
    assert!(doc["paths"]["/api/check-in"]["post"]["responses"].get("404").is_none());
    let schemas = &doc["components"]["schemas"];
    let properties = |name: &str| schemas[name]["properties"].as_object().unwrap().keys().cloned().collect::<Vec<_>>();
    for (schema, fields) in [
        ("Rsvp", &["answer", "note", "answeredAt"][..]),
        ("SessionRsvps", &["counts", "answers", "noShows"]),
        ("SessionCounts", &["yes", "no", "late", "none"]),
        ("CheckInCode", &["code", "url", "expiresAt"]),
        ("CheckedIn", &["sessionId", "status"]),
        ("CalendarItem", &["myRsvp", "rsvps"]),
        ("RosterEntry", &["method", "rsvp"]),
    ] {
        let have = properties(schema);
        for field in fields {
            assert!(have.iter().any(|h| h == field), "{schema}.{field} in {have:?}");
        }
    }
    assert_eq!(schemas["RsvpInput"]["required"], json!(["answer"]));
    assert_eq!(schemas["CheckInInput"]["required"], json!(["code"]));
    assert_eq!(schemas["RsvpAnswer"]["enum"], json!(["yes", "no", "late"]));
    assert_eq!(schemas["AttendanceMethod"]["enum"], json!(["staff", "check-in"]));
}

/// A session that has ended is shown by who came, not by answers: marked, came, checked in,
/// over the reader's scope; one still to come has no such line.
async fn the_calendar_shows_past_sessions_by_who_came(db: TestDb) {
    let w = week(db).await;
    let past = w.session_in(-120).await;
    let coming = w.session_in(60).await;
    w.p.mark(&past, &[(&w.sam, "present"), (&w.lee, "absent")]).await;
    w.p.mark(&coming, &[(&w.sam, "excused")]).await;
    let path = range(&w).replace("/api/calendar?", "/api/calendar/attendance?");
    let (status, shown) = w.call(Method::GET, &path, None, &w.p.staff).await;
    assert_eq!(status, StatusCode::OK, "{shown}");
    assert_eq!(shown, json!([{"sessionId": past, "marked": 2, "attended": 1, "checkedIn": 0}]));
    // A staff member with none of them in his scope sees no line; fathers have no such page.
    let (_, otto) = staff_member(&w.p, "otto@example.org").await;
    assert_eq!(w.call(Method::GET, &path, None, &otto).await.1, json!([]));
    assert_eq!(w.call(Method::GET, &path, None, &w.sam_token).await.0, StatusCode::FORBIDDEN);
}

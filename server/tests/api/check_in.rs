//! Check-in: the group's facilitator (or a director) shows a session's code; a father of
//! the group enters it and is marked present, or late past ten minutes, as his own mark.

use std::time::Duration;

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_error, TestDb};
use crate::messages::Stream;
use crate::roles::staff_member;
use crate::rsvp::{week, Week};

crate::on_both_databases!(
    a_code_works_from_half_an_hour_before_the_start_to_the_end,
    late_past_ten_minutes_and_a_staff_mark_stays,
    asking_again_replaces_the_code,
    only_the_groups_fathers_check_in_and_only_its_runners_make_codes,
    wrong_guesses_are_throttled,
);

async fn code_for(w: &Week, session: &str, token: &str) -> (StatusCode, Value) {
    w.call(Method::POST, &format!("/api/sessions/{session}/check-in-code"), None, token).await
}

async fn check_in(w: &Week, code: &str, token: &str) -> reqwest::Response {
    w.p.call(Method::POST, "/api/check-in", Some(json!({"code": code})), token).await
}

fn line(roster: &Value, father: &str) -> Value {
    roster.as_array().unwrap().iter().find(|r| r["fatherId"] == father).unwrap().clone()
}

async fn a_code_works_from_half_an_hour_before_the_start_to_the_end(db: TestDb) {
    let w = week(db).await;
    let session = w.session_in(31).await;

    let (status, body) = code_for(&w, &session, &w.p.staff).await;
    assert_eq!(status, StatusCode::CONFLICT, "31 minutes before: {body}");
    assert_eq!(
        body["error"]["message"],
        "A check-in code can be made from 30 minutes before the session starts until it ends."
    );
    w.p.app.state.clock.advance(Duration::from_secs(61));
    let (status, made) = code_for(&w, &session, &w.p.staff).await;
    assert_eq!(status, StatusCode::OK, "{made}");
    let code = made["code"].as_str().unwrap().to_owned();
    // Before he checks in, his home asks whether he will come.
    let (_, home) = w.call(Method::GET, "/api/home", None, &w.sam_token).await;
    assert_eq!((home["next"]["id"].as_str(), &home["checkedIn"]), (Some(session.as_str()), &json!(false)));
    assert!(code.len() == 6 && code.bytes().all(|b| b.is_ascii_digit()), "{code}");
    assert_eq!(made["url"], format!("http://fatherhood.example/check-in?code={code}"));
    assert!(made["expiresAt"].is_string());
    let (status, shown) =
        w.call(Method::GET, &format!("/api/sessions/{session}/check-in-code"), None, &w.p.staff).await;
    assert_eq!((status, &shown), (StatusCode::OK, &made), "the phone shows it again");

    // The facilitator's roster is open: Sam's check-in appears on it live.
    let base = format!("http://{}", w.p.app.addr);
    let mut roster_app = Stream::open(&base, &w.p.staff, None).await;
    let res = check_in(&w, &code, &w.sam_token).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.json::<Value>().await.unwrap(), json!({"sessionId": session, "status": "present"}));
    let patience = Duration::from_secs(15);
    assert!(roster_app.receives("event: attendance", patience).await, "{}", roster_app.seen_text());
    assert!(roster_app.receives(&format!("\"fatherId\":\"{}\"", w.sam), patience).await);
    assert!(roster_app.receives("\"method\":\"check-in\"", patience).await);

    let roster = w.p.get(&format!("/api/sessions/{session}/attendance")).await;
    let sam = line(&roster, &w.sam);
    assert_eq!((sam["status"].as_str(), sam["method"].as_str()), (Some("present"), Some("check-in")));
    assert_eq!(line(&roster, &w.lee)["method"], Value::Null, "not marked");
    // His own line, as he sees it, says so too.
    let (_, own) = w.call(Method::GET, &format!("/api/sessions/{session}/attendance"), None, &w.sam_token).await;
    assert_eq!(own[0]["method"], "check-in");
    // So does his home, which now says he is here; Lee's still asks.
    let (_, home) = w.call(Method::GET, "/api/home", None, &w.sam_token).await;
    assert_eq!(home["checkedIn"], true, "{home}");
    let (_, home) = w.call(Method::GET, "/api/home", None, &w.lee_token).await;
    assert_eq!(home["checkedIn"], false, "{home}");
    assert_eq!(w.p.get("/api/home").await["checkedIn"], false, "staff do not check in");

    // Checking in again changes nothing.
    let again = check_in(&w, &code, &w.sam_token).await;
    assert_eq!(again.json::<Value>().await.unwrap()["status"], "present");
    let roster_again = w.p.get(&format!("/api/sessions/{session}/attendance")).await;
    assert_eq!(line(&roster_again, &w.sam)["markedAt"], sam["markedAt"]);

    // Moved later by staff, the session's code waits for its new time.
    let later = w.at(120);
    w.p.patch(
        &format!("/api/sessions/{session}"),
        json!({"startsAt": later.to_rfc3339(), "endsAt": (later + chrono::Duration::minutes(90)).to_rfc3339()}),
    )
    .await;
    let early = check_in(&w, &code, &w.lee_token).await;
    let body = assert_error(early, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["message"], "That code is not valid or has expired.");

    // After the end it works no more, and is not shown.
    w.advance(120 + 90);
    let after = check_in(&w, &code, &w.lee_token).await;
    assert_error(after, StatusCode::BAD_REQUEST, "invalid-argument").await;
    let (status, _) = w.call(Method::GET, &format!("/api/sessions/{session}/check-in-code"), None, &w.p.staff).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = code_for(&w, &session, &w.p.staff).await;
    assert_eq!(status, StatusCode::CONFLICT);
}

async fn late_past_ten_minutes_and_a_staff_mark_stays(db: TestDb) {
    let w = week(db).await;
    let max = w.p.father("Max", "Zed").await;
    w.p.post(&format!("/api/groups/{}/members", w.group), json!({"fatherId": max, "joinedAt": "2026-01-01T00:00:00Z"}))
        .await;
    let max_token = w.p.father_account("max@example.org", &max).await;
    let session = w.session_in(20).await;
    let code = code_for(&w, &session, &w.p.staff).await.1["code"].as_str().unwrap().to_owned();

    // Staff marked Max excused before he came.
    w.p.mark(&session, &[(&max, "excused")]).await;

    w.advance(20 + 9);
    let res = check_in(&w, &code, &w.sam_token).await;
    assert_eq!(res.json::<Value>().await.unwrap()["status"], "present", "9 minutes after the start");
    w.advance(2);
    let res = check_in(&w, &code, &w.lee_token).await;
    assert_eq!(res.json::<Value>().await.unwrap()["status"], "late", "11 minutes after the start");
    let res = check_in(&w, &code, &max_token).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.json::<Value>().await.unwrap()["status"], "excused", "staff's mark stays");

    let roster = w.p.get(&format!("/api/sessions/{session}/attendance")).await;
    let summary: Vec<(String, String)> = [&w.lee, &w.sam, &max]
        .iter()
        .map(|f| {
            let l = line(&roster, f);
            (l["status"].as_str().unwrap().to_owned(), l["method"].as_str().unwrap().to_owned())
        })
        .collect();
    let expected = [("late", "check-in"), ("present", "check-in"), ("excused", "staff")];
    assert_eq!(summary, expected.map(|(s, m)| (s.to_owned(), m.to_owned())));

    // Staff saving the same mark again leave it his; changing it makes it theirs.
    w.p.mark(&session, &[(&w.sam, "present"), (&w.lee, "present")]).await;
    let roster = w.p.get(&format!("/api/sessions/{session}/attendance")).await;
    assert_eq!(line(&roster, &w.sam)["method"], "check-in");
    assert_eq!(line(&roster, &w.lee)["method"], "staff");
    // His history says how his mark was made too.
    let history = w.p.get(&format!("/api/fathers/{}/attendance", w.sam)).await;
    let entry = history.as_array().unwrap().iter().find(|e| e["sessionId"] == session.as_str()).unwrap();
    assert_eq!((entry["status"].as_str(), entry["method"].as_str()), (Some("present"), Some("check-in")));

    // A completed session takes no more check-ins.
    w.p.complete(&session).await;
    let res = check_in(&w, &code, &w.sam_token).await;
    assert_error(res, StatusCode::CONFLICT, "aborted").await;
}

async fn asking_again_replaces_the_code(db: TestDb) {
    let w = week(db).await;
    let session = w.session_in(10).await;
    let first = code_for(&w, &session, &w.p.staff).await.1["code"].as_str().unwrap().to_owned();
    let second = code_for(&w, &session, &w.p.staff).await.1["code"].as_str().unwrap().to_owned();
    assert_ne!(first, second);
    let old = check_in(&w, &first, &w.sam_token).await;
    assert_error(old, StatusCode::BAD_REQUEST, "invalid-argument").await;
    for malformed in ["12345", "abcdef", ""] {
        assert_error(check_in(&w, malformed, &w.sam_token).await, StatusCode::BAD_REQUEST, "invalid-argument").await;
    }
    assert_eq!(check_in(&w, &second, &w.sam_token).await.status(), StatusCode::OK);

    // A cancelled session takes none.
    let cancelled = w.session_in(15).await;
    let code = code_for(&w, &cancelled, &w.p.staff).await.1["code"].as_str().unwrap().to_owned();
    w.p.patch(&format!("/api/sessions/{cancelled}"), json!({"status": "cancelled"})).await;
    let res = check_in(&w, &code, &w.lee_token).await;
    let body = assert_error(res, StatusCode::CONFLICT, "aborted").await;
    assert_eq!(body["error"]["message"], "This session was cancelled.");
    let (status, _) = code_for(&w, &cancelled, &w.p.staff).await;
    assert_eq!(status, StatusCode::CONFLICT);
}

async fn only_the_groups_fathers_check_in_and_only_its_runners_make_codes(db: TestDb) {
    let w = week(db).await;
    let (sara, sara_token) = staff_member(&w.p, "sara@example.org").await;
    let (otto, otto_token) = staff_member(&w.p, "otto@example.org").await;
    w.p.patch(&format!("/api/groups/{}", w.group), json!({"facilitatorIds": [sara]})).await;
    let max = w.p.father("Max", "Zed").await;
    let thursday = w.p.group_with("Thursday", &[&max]).await;
    w.p.patch(&format!("/api/groups/{thursday}"), json!({"facilitatorIds": [otto]})).await;
    let max_token = w.p.father_account("max@example.org", &max).await;
    let session = w.session_in(10).await;

    // Another group's facilitator may not; this group's and a director may.
    let (status, body) = code_for(&w, &session, &otto_token).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    let (status, _) = w.call(Method::GET, &format!("/api/sessions/{session}/check-in-code"), None, &otto_token).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = code_for(&w, &session, &w.sam_token).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "fathers make no codes");
    assert_eq!(code_for(&w, &session, &w.p.staff).await.0, StatusCode::OK, "a director");
    let (status, made) = code_for(&w, &session, &sara_token).await;
    assert_eq!(status, StatusCode::OK);
    let code = made["code"].as_str().unwrap();

    // A father of another group: the session is none of his, and he is not told the code
    // is live — the same answer, word for word, as a wrong code.
    let not_his = assert_error(check_in(&w, code, &max_token).await, StatusCode::BAD_REQUEST, "invalid-argument").await;
    let other = if code == "000000" { "000001" } else { "000000" };
    let wrong = assert_error(check_in(&w, other, &max_token).await, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(not_his, wrong);
    // A father who left the group neither.
    w.p.call(Method::DELETE, &format!("/api/groups/{}/members/{}", w.group, w.lee), None, &w.p.staff).await;
    let left = assert_error(check_in(&w, code, &w.lee_token).await, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(left, wrong);
    // Staff do not check in.
    let res = check_in(&w, code, &sara_token).await;
    let body = assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    assert_eq!(body["error"]["message"], "Only fathers can do this.");
    // An account no record is linked to yet is told so, whatever the code: the same answer
    // for a live code and a wrong one, so it reveals neither.
    let unlinked = w.p.app.register("new.dad@example.org").await["accessToken"].as_str().unwrap().to_owned();
    let live = assert_error(check_in(&w, code, &unlinked).await, StatusCode::FORBIDDEN, "permission-denied").await;
    let wrong = assert_error(check_in(&w, other, &unlinked).await, StatusCode::FORBIDDEN, "permission-denied").await;
    assert_eq!(live, wrong);
    assert_eq!(
        live["error"]["message"],
        "Your account is not linked to your record in the program yet. Show this to the staff: they will link it, then scan the code again."
    );
    // And a director finds him waiting, with his likely record when the e-mail matches.
    let to_link = w.p.get("/api/users/to-link").await;
    assert!(to_link.as_array().unwrap().iter().any(|a| a["user"]["email"] == "new.dad@example.org"), "{to_link}");
    assert_eq!(check_in(&w, code, &w.sam_token).await.status(), StatusCode::OK);
}

async fn wrong_guesses_are_throttled(db: TestDb) {
    let w = week(db).await;
    let session = w.session_in(10).await;
    let code = code_for(&w, &session, &w.p.staff).await.1["code"].as_str().unwrap().to_owned();
    let wrong = if code == "000000" { "000001" } else { "000000" };
    // The limit of sign-in: ten a minute per account.
    for attempt in 1..=10 {
        let res = check_in(&w, wrong, &w.sam_token).await;
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "guess {attempt}");
    }
    let res = check_in(&w, wrong, &w.sam_token).await;
    let body = assert_error(res, StatusCode::TOO_MANY_REQUESTS, "resource-exhausted").await;
    assert_eq!(body["error"]["message"], "Too many attempts. Please wait a minute and try again.");
    // Even the right code waits: no one guesses on.
    assert_eq!(check_in(&w, &code, &w.sam_token).await.status(), StatusCode::TOO_MANY_REQUESTS);
    // Lee, on his own allowance, checks in.
    assert_eq!(check_in(&w, &code, &w.lee_token).await.status(), StatusCode::OK);
}

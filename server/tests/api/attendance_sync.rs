//! Attendance taken offline: a device sends each mark with the `markedAt` it last saw
//! (`expected`), and a mark someone else changed meanwhile stops the whole save.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_error, TestDb, PASSWORD};
use crate::program::Program;

crate::on_both_databases!(
    marks_with_the_expected_version_are_saved,
    a_mark_changed_meanwhile_is_refused_with_both_and_nothing_is_saved,
    the_same_mark_sent_twice_is_saved_once,
    a_father_listed_twice_in_one_save_keeps_his_last_mark,
    marks_without_expected_keep_overwriting,
    devices_saving_against_the_same_mark_at_once_cannot_both_win,
);

fn line<'a>(roster: &'a Value, father: &str) -> &'a Value {
    roster.as_array().unwrap().iter().find(|r| r["fatherId"] == father).unwrap()
}

async fn marks_with_the_expected_version_are_saved(db: TestDb) {
    let p = Program::start(db).await;
    let (sam, lee) = (p.father("Sam", "Ruiz").await, p.father("Lee", "Adams").await);
    let group = p.group_with("Tuesday", &[&sam, &lee]).await;
    let (_, sessions) = p.cycle(&group, 1).await;
    let path = format!("/api/sessions/{}/attendance", sessions[0]);

    let first = p.put(&path, json!([{"fatherId": sam, "status": "present", "expected": null}])).await;
    let seen = line(&first, &sam)["markedAt"].clone();
    assert!(seen.is_string());

    let second = p
        .put(
            &path,
            json!([
                {"fatherId": sam, "status": "late", "minutes": 30, "expected": seen},
                {"fatherId": lee, "status": "absent", "expected": null}
            ]),
        )
        .await;
    assert_eq!(
        (line(&second, &sam)["status"].as_str(), line(&second, &lee)["status"].as_str()),
        (Some("late"), Some("absent"))
    );

    let bad = p
        .call(
            reqwest::Method::PUT,
            &path,
            Some(json!([{"fatherId": sam, "status": "present", "expected": "yesterday"}])),
            &p.staff,
        )
        .await;
    let body = assert_error(bad, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert!(body["error"]["fields"]["[0].expected"].is_string(), "{body}");
}

async fn a_mark_changed_meanwhile_is_refused_with_both_and_nothing_is_saved(db: TestDb) {
    let p = Program::start(db).await;
    let (sam, lee) = (p.father("Sam", "Ruiz").await, p.father("Lee", "Adams").await);
    let group = p.group_with("Tuesday", &[&sam, &lee]).await;
    let (_, sessions) = p.cycle(&group, 1).await;
    let path = format!("/api/sessions/{}/attendance", sessions[0]);
    let before = p.get(&path).await;
    assert!(line(&before, &sam)["markedAt"].is_null());

    // Another coordinator marks Sam while this device is offline.
    p.app.register("second@example.org").await;
    p.app
        .sql(
            "UPDATE users SET is_admin = $1, display_name = $2 WHERE email = $3",
            vec![true.into(), "Rosa Second".into(), "second@example.org".into()],
        )
        .await;
    let other: Value = p.app.sign_in("second@example.org", PASSWORD).await.json().await.unwrap();
    let other_token = other["accessToken"].as_str().unwrap();
    let res = p
        .call(
            reqwest::Method::PUT,
            &path,
            Some(json!([{"fatherId": sam, "status": "excused", "note": "called"}])),
            other_token,
        )
        .await;
    assert_eq!(res.status(), StatusCode::OK);

    // The device comes back with what it saw: no mark for either.
    let offline = json!([
        {"fatherId": sam, "status": "present", "expected": null},
        {"fatherId": lee, "status": "present", "expected": null}
    ]);
    let res = p.call(reqwest::Method::PUT, &path, Some(offline), &p.staff).await;
    let body = assert_error(res, StatusCode::CONFLICT, "aborted").await;
    let conflicts = body["error"]["conflicts"].as_array().unwrap();
    assert_eq!(conflicts.len(), 1, "{body}");
    assert_eq!(
        (conflicts[0]["fatherId"].as_str(), conflicts[0]["status"].as_str(), conflicts[0]["note"].as_str()),
        (Some(sam.as_str()), Some("excused"), Some("called"))
    );
    assert_eq!(conflicts[0]["markedByName"], "Rosa Second");
    assert!(conflicts[0]["markedAt"].is_string());

    let after = p.get(&path).await;
    assert!(line(&after, &lee)["status"].is_null(), "nothing of the refused request is saved");
    assert_eq!(line(&after, &sam)["status"], "excused");

    // The coordinator chooses his own mark for Sam: sent against the mark he was shown.
    let chosen = json!([
        {"fatherId": sam, "status": "present", "expected": conflicts[0]["markedAt"]},
        {"fatherId": lee, "status": "present", "expected": null}
    ]);
    let saved = p.put(&path, chosen).await;
    assert_eq!(
        (line(&saved, &sam)["status"].as_str(), line(&saved, &lee)["status"].as_str()),
        (Some("present"), Some("present"))
    );
}

async fn the_same_mark_sent_twice_is_saved_once(db: TestDb) {
    let p = Program::start(db).await;
    let sam = p.father("Sam", "Ruiz").await;
    let group = p.group_with("Tuesday", &[&sam]).await;
    let (_, sessions) = p.cycle(&group, 1).await;
    let path = format!("/api/sessions/{}/attendance", sessions[0]);
    let body = json!([{"fatherId": sam, "status": "late", "minutes": 20, "note": "bus", "expected": null}]);

    let first = p.put(&path, body.clone()).await;
    // The answer was lost (the network dropped); the device sends the same marks again.
    let again = p.put(&path, body).await;
    assert_eq!(line(&again, &sam)["markedAt"], line(&first, &sam)["markedAt"], "the first save stands, untouched");
}

async fn a_father_listed_twice_in_one_save_keeps_his_last_mark(db: TestDb) {
    let p = Program::start(db).await;
    let (sam, lee) = (p.father("Sam", "Ruiz").await, p.father("Lee", "Adams").await);
    let group = p.group_with("Tuesday", &[&sam, &lee]).await;
    let (_, sessions) = p.cycle(&group, 1).await;
    let path = format!("/api/sessions/{}/attendance", sessions[0]);

    // A roster's marks go in one statement, which may touch a row once (PostgreSQL): a
    // coordinator who tapped Sam twice before saving gets his second tap.
    let saved = p
        .put(
            &path,
            json!([
                {"fatherId": sam, "status": "present"},
                {"fatherId": lee, "status": "absent"},
                {"fatherId": sam, "status": "late", "minutes": 10, "note": "bus"}
            ]),
        )
        .await;
    let stored = p.get(&path).await;
    for roster in [&saved, &stored] {
        assert_eq!(line(roster, &sam)["status"], "late", "{roster}");
        assert_eq!(line(roster, &sam)["minutes"], 10);
        assert_eq!(line(roster, &sam)["note"], "bus");
        assert_eq!(line(roster, &lee)["status"], "absent");
    }
}

async fn marks_without_expected_keep_overwriting(db: TestDb) {
    let p = Program::start(db).await;
    let sam = p.father("Sam", "Ruiz").await;
    let group = p.group_with("Tuesday", &[&sam]).await;
    let (_, sessions) = p.cycle(&group, 1).await;
    p.mark(&sessions[0], &[(&sam, "present")]).await;
    let saved = p.mark(&sessions[0], &[(&sam, "absent")]).await;
    assert_eq!(line(&saved, &sam)["status"], "absent");
}

async fn devices_saving_against_the_same_mark_at_once_cannot_both_win(db: TestDb) {
    let p = Program::start(db).await;
    let sam = p.father("Sam", "Ruiz").await;
    let group = p.group_with("Tuesday", &[&sam]).await;
    let (_, sessions) = p.cycle(&group, 1).await;
    let path = format!("/api/sessions/{}/attendance", sessions[0]);
    let seen = line(&p.mark(&sessions[0], &[(&sam, "present")]).await, &sam)["markedAt"].clone();

    // Six devices come back online at once, each with its own mark for Sam, each sent
    // against the mark all of them saw.
    let notes: Vec<String> = (1..=6).map(|i| format!("device {i}")).collect();
    let answers = futures_util::future::join_all(notes.iter().map(|note| {
        let body = json!([{"fatherId": sam, "status": "late", "note": note, "expected": seen}]);
        p.call(reqwest::Method::PUT, &path, Some(body), &p.staff)
    }))
    .await;

    let statuses: Vec<StatusCode> = answers.iter().map(reqwest::Response::status).collect();
    let winners: Vec<&String> =
        notes.iter().zip(&statuses).filter(|(_, status)| **status == StatusCode::OK).map(|(note, _)| note).collect();
    assert_eq!(winners.len(), 1, "exactly one device saves: {statuses:?}");
    assert!(statuses.iter().all(|s| *s == StatusCode::OK || *s == StatusCode::CONFLICT), "{statuses:?}");
    let after = p.get(&path).await;
    assert_eq!(line(&after, &sam)["note"], winners[0].as_str(), "the winner's mark is the one kept");
}

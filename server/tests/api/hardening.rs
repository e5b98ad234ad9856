//! What bad luck and a busy program do to the landed areas: a failure in the middle of
//! a change, two staff doing the same thing at once (PostgreSQL runs them truly in
//! parallel), a stale copy written back, a hostile image.

use fatherhood::db::Value as Db;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_error, reset_token, TestDb};
use crate::program::Program;

crate::on_both_databases!(
    completing_a_session_is_all_or_nothing,
    cancelling_or_deleting_the_last_open_session_awards_the_course,
    a_profile_edit_never_writes_back_a_stale_role,
    two_staff_editing_one_father_keep_both_changes,
    two_admins_demoting_each_other_leave_an_admin,
    two_staff_completing_one_session_log_it_once,
    a_reset_link_used_twice_at_once_works_once,
    sessions_added_at_once_get_distinct_numbers,
    a_member_who_leaves_keeps_his_history,
    a_cycle_with_attendance_keeps_its_group_and_is_never_deleted,
    notes_are_for_staff_only,
    every_change_to_the_program_is_in_the_activity_log,
    writes_outside_a_transaction_are_refused_by_the_database,
    hostile_and_huge_images_are_refused_before_decoding,
    photos_turn_upright_and_old_ones_are_deleted,
    uploads_and_password_changes_are_throttled,
    a_connection_keeps_a_bounded_number_of_prepared_statements,
);

/// Each page size is a statement of its own (`db::limit`), so a caller choosing sizes makes
/// new ones: a connection keeps a bounded number prepared, and still answers after many.
async fn a_connection_keeps_a_bounded_number_of_prepared_statements(db: TestDb) {
    let p = Program::start(db).await;
    let prepared = p
        .app
        .state
        .db
        .run(move |conn| {
            for i in 0..1_500 {
                let n = conn.first(&format!("SELECT {i} + 1 AS n"), &[], |row| row.int("n"))?;
                assert_eq!(n, Some(i + 1));
            }
            match db {
                // What the server holds for this session (the statements let go are closed).
                TestDb::Postgres => {
                    crate::helpers::scalar_int(conn, "SELECT COUNT(*) FROM pg_prepared_statements", &[])
                }
                TestDb::Sqlite => Ok(0),
            }
        })
        .await
        .unwrap();
    assert!(prepared <= 520, "{prepared} statements prepared on one connection");
    let res = p.call(Method::GET, "/api/fathers?limit=7", None, &p.staff).await;
    assert_eq!(res.status(), StatusCode::OK);
}

fn actions(log: &[(String, String)], action: &str) -> usize {
    log.iter().filter(|(a, _)| a == action).count()
}

/// Makes inserting a 'missed session' activity fail, as a full disk or a dropped
/// connection would in the middle of a completion.
async fn break_missed_session_activities(p: &Program, db: TestDb) {
    let sql = match db {
        TestDb::Sqlite => {
            "CREATE TRIGGER fail_missed BEFORE INSERT ON activities WHEN NEW.action = 'missed session'
             BEGIN SELECT RAISE(ABORT, 'disk trouble'); END;"
        }
        TestDb::Postgres => {
            "CREATE FUNCTION fail_missed() RETURNS trigger LANGUAGE plpgsql AS
                 $$ BEGIN IF NEW.action = 'missed session' THEN RAISE EXCEPTION 'disk trouble'; END IF; RETURN NEW; END $$;
             CREATE TRIGGER fail_missed BEFORE INSERT ON activities FOR EACH ROW EXECUTE FUNCTION fail_missed();"
        }
    };
    p.app.state.db.transaction(move |conn| conn.batch(sql)).await.unwrap();
}

async fn completing_a_session_is_all_or_nothing(db: TestDb) {
    let p = Program::start(db).await;
    let (sam, lee) = (p.father("Sam", "Ruiz").await, p.father("Lee", "Adams").await);
    let group = p.group_with("Tuesday", &[&sam, &lee]).await;
    let (_, sessions) = p.cycle(&group, 1).await;
    p.mark(&sessions[0], &[(&sam, "present")]).await; // Lee is not marked: he missed it.
    break_missed_session_activities(&p, db).await;

    let res = p
        .call(Method::PATCH, &format!("/api/sessions/{}", sessions[0]), Some(json!({"status": "completed"})), &p.staff)
        .await;

    assert_eq!(res.status(), StatusCode::INTERNAL_SERVER_ERROR);
    let session = p.get(&format!("/api/sessions/{}", sessions[0])).await;
    assert_eq!(session["status"], "scheduled", "not completed when its activities could not be written");
    let log = p.activities().await;
    assert_eq!((actions(&log, "completed"), actions(&log, "attended")), (0, 0), "nothing half-written");
    assert!(p.get(&format!("/api/milestones?fatherId={sam}")).await.as_array().unwrap().is_empty());

    // The trouble passes; the retry does all of it, once.
    let drop = match db {
        TestDb::Sqlite => "DROP TRIGGER fail_missed",
        TestDb::Postgres => "DROP TRIGGER fail_missed ON activities",
    };
    p.app.state.db.transaction(move |conn| conn.batch(drop)).await.unwrap();
    p.complete(&sessions[0]).await;
    let log = p.activities().await;
    assert_eq!((actions(&log, "completed"), actions(&log, "attended"), actions(&log, "missed session")), (1, 1, 1));
    assert_eq!(actions(&log, "completed course"), 1, "Sam attended the only session");
}

async fn cancelling_or_deleting_the_last_open_session_awards_the_course(db: TestDb) {
    let p = Program::start(db).await;
    let sam = p.father("Sam", "Ruiz").await;
    let group = p.group_with("Tuesday", &[&sam]).await;
    let (_, sessions) = p.cycle(&group, 3).await;
    for s in &sessions[..2] {
        p.mark(s, &[(&sam, "present")]).await;
        p.complete(s).await;
    }
    assert!(p.get(&format!("/api/milestones?fatherId={sam}")).await.as_array().unwrap().is_empty());

    p.patch(&format!("/api/sessions/{}", sessions[2]), json!({"status": "cancelled"})).await;

    let milestones = p.get(&format!("/api/milestones?fatherId={sam}")).await;
    assert_eq!(milestones.as_array().unwrap().len(), 1, "the cancellation finished the cycle");
    assert_eq!(milestones[0]["kind"], "completed course");

    // The same when the last open session is deleted instead.
    let lee = p.father("Lee", "Adams").await;
    let group = p.group_with("Thursday", &[&lee]).await;
    let (_, sessions) = p.cycle(&group, 2).await;
    p.mark(&sessions[0], &[(&lee, "present")]).await;
    p.complete(&sessions[0]).await;
    let res = p.call(Method::DELETE, &format!("/api/sessions/{}", sessions[1]), None, &p.staff).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert_eq!(p.get(&format!("/api/milestones?fatherId={lee}")).await.as_array().unwrap().len(), 1);
}

async fn a_profile_edit_never_writes_back_a_stale_role(db: TestDb) {
    let p = Program::start(db).await;
    let joe = p.app.register("joe@example.org").await;
    let token = joe["accessToken"].as_str().unwrap();
    p.app
        .sql("UPDATE users SET is_admin = $1 WHERE email = $2", vec![Db::from(true), Db::from("joe@example.org")])
        .await;
    let me = p.app.get_as("/api/me", token).await.json::<Value>().await.unwrap();
    assert_eq!(me["isAdmin"], true, "his checked session is now cached as an admin's");

    // Another server (or an operator) demotes him; within the cache's two seconds he
    // edits his name on this one.
    p.app
        .sql("UPDATE users SET is_admin = $1 WHERE email = $2", vec![Db::from(false), Db::from("joe@example.org")])
        .await;
    let res = p.app.patch_as("/api/me", token, json!({"displayName": "Joe Q"})).await;
    assert_eq!(res.status(), StatusCode::OK);
    let answered: Value = res.json().await.unwrap();

    assert_eq!(answered["isAdmin"], false, "the answer is the account as it now is");
    assert_eq!(answered["displayName"], "Joe Q");
    let stored = p
        .app
        .state
        .db
        .run(|conn| {
            conn.first("SELECT is_admin FROM users WHERE email = 'joe@example.org'", &[], |r| r.bool("is_admin"))
        })
        .await
        .unwrap();
    assert_eq!(stored, Some(false), "his edit did not make him an admin again");
}

async fn two_staff_editing_one_father_keep_both_changes(db: TestDb) {
    let p = Program::start(db).await;
    let sam = p.father("Sam", "Ruiz").await;
    for round in 0..10 {
        let phone = format!("(512) 555-01{round:02}");
        let stored = format!("+151255501{round:02}");
        let address = format!("{round} Oak St");
        let path = format!("/api/fathers/{sam}");
        let (a, b) = tokio::join!(
            p.call(Method::PATCH, &path, Some(json!({"phone": phone})), &p.staff),
            p.call(Method::PATCH, &path, Some(json!({"address": address})), &p.staff),
        );
        assert_eq!((a.status(), b.status()), (StatusCode::OK, StatusCode::OK));
        let father = p.get(&format!("/api/fathers/{sam}")).await;
        assert_eq!(
            (father["phone"].as_str(), father["address"].as_str()),
            (Some(&*stored), Some(&*address)),
            "round {round}"
        );
    }
}

async fn two_admins_demoting_each_other_leave_an_admin(db: TestDb) {
    let p = Program::start(db).await;
    let other = p.app.register("second@example.org").await;
    let other_id = other["user"]["id"].as_str().unwrap().to_owned();
    let first_id =
        p.app.get_as("/api/me", &p.staff).await.json::<Value>().await.unwrap()["id"].as_str().unwrap().to_owned();
    let other_token = other["accessToken"].as_str().unwrap().to_owned();
    for round in 0..6 {
        p.app.sql("UPDATE users SET is_admin = $1", vec![Db::from(true)]).await;
        // Both cached as admins, each demotes the other at the same moment.
        p.app.get_as("/api/me", &p.staff).await;
        p.app.get_as("/api/me", &other_token).await;
        let (to_other, to_first) = (format!("/api/users/{other_id}"), format!("/api/users/{first_id}"));
        let (a, b) = tokio::join!(
            p.call(Method::PATCH, &to_other, Some(json!({"isAdmin": false})), &p.staff),
            p.call(Method::PATCH, &to_first, Some(json!({"isAdmin": false})), &other_token),
        );
        let admins = p
            .app
            .state
            .db
            .run(|conn| {
                crate::helpers::scalar_int(conn, "SELECT COUNT(*) FROM users WHERE is_admin = $1", &[Db::from(true)])
            })
            .await
            .unwrap();
        assert_eq!(admins, 1, "round {round}: {} and {}", a.status(), b.status());
        let refused = [a.status(), b.status()].into_iter().filter(|s| !s.is_success()).count();
        assert_eq!(refused, 1, "round {round}: one of them was refused");
    }
}

async fn two_staff_completing_one_session_log_it_once(db: TestDb) {
    let p = Program::start(db).await;
    let fathers = [p.father("Sam", "Ruiz").await, p.father("Lee", "Adams").await];
    let group = p.group_with("Tuesday", &[&fathers[0], &fathers[1]]).await;
    let (_, sessions) = p.cycle(&group, 8).await;
    for session in &sessions[..6] {
        p.mark(session, &[(&fathers[0], "present"), (&fathers[1], "absent")]).await;
        let path = format!("/api/sessions/{session}");
        let complete = || p.call(Method::PATCH, &path, Some(json!({"status": "completed"})), &p.staff);
        let (a, b) = tokio::join!(complete(), complete());
        assert!(a.status().is_success() && b.status().is_success(), "{} {}", a.status(), b.status());
    }
    let log = p.activities().await;
    assert_eq!((actions(&log, "completed"), actions(&log, "attended"), actions(&log, "missed session")), (6, 6, 6));
}

async fn a_reset_link_used_twice_at_once_works_once(db: TestDb) {
    let p = Program::start(db).await;
    p.app.register("sam@example.org").await;
    for round in 0..5 {
        p.app.mail.clear();
        p.app.post("/api/auth/forgot-password", json!({"email": "sam@example.org"})).await;
        let token = reset_token(&p.app.mail.wait_for("sam@example.org").await);
        let reset = |password: &'static str| {
            p.app.post("/api/auth/reset-password", json!({"token": token, "password": password}))
        };
        let (a, b) = tokio::join!(reset("first new password"), reset("second new password"));
        let ok = [a.status(), b.status()].into_iter().filter(reqwest::StatusCode::is_success).count();
        assert_eq!(ok, 1, "round {round}: {} {}", a.status(), b.status());
    }
}

async fn sessions_added_at_once_get_distinct_numbers(db: TestDb) {
    let p = Program::start(db).await;
    let group = p.group_with("Tuesday", &[]).await;
    let (cycle, _) = p.cycle(&group, 1).await;
    let adds: Vec<_> = (0..12)
        .map(|i| {
            let request = p
                .app
                .client
                .post(p.app.url(&format!("/api/cycles/{cycle}/sessions")))
                .bearer_auth(&p.staff)
                .json(&json!({"startsAt": format!("2026-02-{:02}T18:00:00Z", i + 1)}));
            tokio::spawn(async move { request.send().await.unwrap().status() })
        })
        .collect();
    let mut answers = Vec::new();
    for add in adds {
        answers.push(add.await.unwrap());
    }
    assert!(answers.iter().all(|s| *s == StatusCode::CREATED), "{answers:?}");
    let sessions = p.get(&format!("/api/cycles/{cycle}/sessions")).await;
    let mut numbers: Vec<i64> = sessions.as_array().unwrap().iter().map(|s| s["number"].as_i64().unwrap()).collect();
    numbers.sort_unstable();
    assert_eq!(numbers, (1..=13).collect::<Vec<_>>());

    // A number typed twice is refused with a clear error.
    let first = sessions[0]["id"].as_str().unwrap();
    let res = p.call(Method::PATCH, &format!("/api/sessions/{first}"), Some(json!({"number": 13})), &p.staff).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert!(body["error"]["fields"]["number"].is_string(), "{body}");
}

async fn a_member_who_leaves_keeps_his_history(db: TestDb) {
    let p = Program::start(db).await;
    let (sam, lee) = (p.father("Sam", "Ruiz").await, p.father("Lee", "Adams").await);
    let group = p.group_with("Tuesday", &[&sam, &lee]).await;
    let (cycle, sessions) = p.cycle(&group, 3).await;
    p.mark(&sessions[0], &[(&sam, "present"), (&lee, "present")]).await;
    p.complete(&sessions[0]).await;

    let res = p.call(Method::DELETE, &format!("/api/groups/{group}/members/{sam}"), None, &p.staff).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);

    let history = p.get(&format!("/api/fathers/{sam}/attendance")).await;
    let attended: Vec<&Value> = history.as_array().unwrap().iter().filter(|h| h["status"] == "present").collect();
    assert_eq!(attended.len(), 1, "the session he attended stays in his history: {history}");
    assert_eq!(attended[0]["counts"], true);
    let progress = p.get(&format!("/api/fathers/{sam}/progress")).await;
    assert_eq!((progress["countable"].as_i64(), progress["attended"].as_i64()), (Some(1), Some(1)));

    let group_now = p.get(&format!("/api/groups/{group}")).await;
    assert_eq!(group_now["members"].as_array().unwrap().len(), 1);
    assert_eq!(group_now["formerMembers"][0]["fatherId"], sam.as_str());
    // Sessions after he left neither count for nor against him; he is off their roster.
    let later = p.post(&format!("/api/cycles/{cycle}/sessions"), json!({"startsAt": "2030-01-08T18:00:00Z"})).await;
    let roster = p.get(&format!("/api/sessions/{}/attendance", later["id"].as_str().unwrap())).await;
    assert_eq!(roster.as_array().unwrap().len(), 1, "{roster}");
    let matrix = p.get(&format!("/api/cycles/{cycle}/attendance")).await;
    let row = matrix["rows"].as_array().unwrap().iter().find(|r| r["fatherId"] == sam.as_str()).unwrap().clone();
    assert!(row["leftAt"].is_string());
    assert_eq!(row["marks"][0], "present", "his mark stays in the matrix");

    // He comes back: a new membership, which cannot start inside the old one.
    let back = p
        .call(
            Method::POST,
            &format!("/api/groups/{group}/members"),
            Some(json!({"fatherId": sam, "joinedAt": "2025-12-01T00:00:00Z"})),
            &p.staff,
        )
        .await;
    assert_error(back, StatusCode::BAD_REQUEST, "invalid-argument").await;
    p.post(&format!("/api/groups/{group}/members"), json!({"fatherId": sam})).await;
    assert_eq!(p.get(&format!("/api/groups/{group}")).await["members"].as_array().unwrap().len(), 2);
}

async fn a_cycle_with_attendance_keeps_its_group_and_is_never_deleted(db: TestDb) {
    let p = Program::start(db).await;
    let sam = p.father("Sam", "Ruiz").await;
    let group = p.group_with("Tuesday", &[&sam]).await;
    let other = p.group_with("Thursday", &[]).await;
    let (cycle, sessions) = p.cycle(&group, 2).await;
    p.patch(&format!("/api/cycles/{cycle}"), json!({"groupId": other})).await;
    p.patch(&format!("/api/cycles/{cycle}"), json!({"groupId": group})).await;
    p.mark(&sessions[0], &[(&sam, "present")]).await;

    let res = p.call(Method::PATCH, &format!("/api/cycles/{cycle}"), Some(json!({"groupId": other})), &p.staff).await;

    assert_error(res, StatusCode::CONFLICT, "aborted").await;
    assert_eq!(p.get(&format!("/api/cycles/{cycle}")).await["groupId"], group.as_str());

    // Nor can the cycle be deleted with its attendance; one without attendance can.
    let res = p.call(Method::DELETE, &format!("/api/cycles/{cycle}"), None, &p.staff).await;
    assert_error(res, StatusCode::CONFLICT, "aborted").await;
    let (unused, _) = p.cycle(&other, 1).await;
    let res = p.call(Method::DELETE, &format!("/api/cycles/{unused}"), None, &p.staff).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
}

async fn notes_are_for_staff_only(db: TestDb) {
    let p = Program::start(db).await;
    let sam = p.father("Sam", "Ruiz").await;
    let group = p.group_with("Tuesday", &[&sam]).await;
    let (_, sessions) = p.cycle(&group, 1).await;
    let session = &sessions[0];
    p.patch(&format!("/api/sessions/{session}"), json!({"notes": "Sam arrived upset; follow up."})).await;
    p.put(
        &format!("/api/sessions/{session}/attendance"),
        json!([{"fatherId": sam, "status": "late", "note": "Late again, smelled of alcohol"}]),
    )
    .await;
    let token = p.father_account("sam@example.org", &sam).await;

    let seen = [
        format!("/api/sessions/{session}"),
        format!("/api/sessions/{session}/attendance"),
        format!("/api/fathers/{sam}/attendance"),
        format!(
            "/api/cycles/{}/sessions",
            p.get(&format!("/api/sessions/{session}")).await["cycleId"].as_str().unwrap()
        ),
    ];
    for path in &seen {
        let res = p.app.get_as(path, &token).await;
        assert_eq!(res.status(), StatusCode::OK, "{path}");
        let text = res.text().await.unwrap();
        assert!(!text.contains("upset") && !text.contains("alcohol"), "{path}: {text}");
    }
    let staff_view = p.get(&format!("/api/sessions/{session}/attendance")).await;
    assert_eq!(staff_view[0]["note"], "Late again, smelled of alcohol");
    assert_eq!(p.get(&format!("/api/sessions/{session}")).await["notes"], "Sam arrived upset; follow up.");
}

async fn every_change_to_the_program_is_in_the_activity_log(db: TestDb) {
    let p = Program::start(db).await;
    let sam = p.father("Sam", "Ruiz").await;
    p.patch(&format!("/api/fathers/{sam}"), json!({"phone": "(512) 555-0100"})).await;
    let group = p.group_with("Tuesday", &[&sam]).await;
    p.patch(&format!("/api/groups/{group}"), json!({"location": "Room 2"})).await;
    let (cycle, _) = p.cycle(&group, 1).await;
    p.patch(&format!("/api/cycles/{cycle}"), json!({"title": "Nurturing Fathers II"})).await;
    let m = p.post("/api/milestones", json!({"fatherId": sam, "title": "New job", "kind": "employment"})).await;
    let milestone = m["id"].as_str().unwrap();
    p.patch(&format!("/api/milestones/{milestone}"), json!({"note": "Warehouse, full time"})).await;
    p.call(Method::DELETE, &format!("/api/milestones/{milestone}"), None, &p.staff).await;
    p.call(Method::DELETE, &format!("/api/groups/{group}/members/{sam}"), None, &p.staff).await;
    p.app.register("newdad@example.org").await;

    let log: Vec<String> = p.activities().await.into_iter().map(|(a, d)| format!("{a}: {d}")).collect();
    for expected in [
        "created: Added the record of Sam Ruiz",
        "updated: Updated the record of Sam Ruiz",
        "created: Created group Tuesday",
        "updated: Updated group Tuesday",
        "joined: Sam Ruiz joined Tuesday",
        "created: Created cycle Nurturing Fathers for Tuesday",
        "updated: Updated cycle Nurturing Fathers II",
        "created: Added milestone 'New job' (employment) of Sam Ruiz",
        "updated: Changed milestone 'New job' (employment) of Sam Ruiz",
        "deleted: Removed milestone 'New job' (employment) of Sam Ruiz",
        "updated: Sam Ruiz left Tuesday",
        "created: Sam Father registered",
    ] {
        assert!(log.iter().any(|l| l == expected), "missing «{expected}» in {log:#?}");
    }
    // His own feed tells his story, read by index.
    let his = p.get(&format!("/api/fathers/{sam}/activity")).await;
    let descriptions: Vec<&str> = his.as_array().unwrap().iter().map(|a| a["description"].as_str().unwrap()).collect();
    assert!(descriptions.contains(&"Sam Ruiz left Tuesday") && descriptions.contains(&"Added the record of Sam Ruiz"));
    // Each entry also says it as data, so the web app shows it in the reader's language.
    let left = his.as_array().unwrap().iter().find(|a| a["description"] == "Sam Ruiz left Tuesday").unwrap();
    assert_eq!(left["summary"], json!({"key": "left", "names": {"father": "Sam Ruiz", "group": "Tuesday"}}));
}

async fn writes_outside_a_transaction_are_refused_by_the_database(db: TestDb) {
    let p = Program::start(db).await;
    let write = p
        .app
        .state
        .db
        .run(|conn| {
            conn.execute(
                "INSERT INTO activities (id, created_at, action, description) VALUES ('x', 0, 'created', 'x')",
                &[],
            )
        })
        .await;
    assert!(write.is_err(), "a write on a reading connection must fail, not compete with the writer");
    let through_the_writer = p
        .app
        .state
        .db
        .transaction(|conn| {
            conn.execute(
                "INSERT INTO activities (id, created_at, action, description) VALUES ('x', 0, 'created', 'x')",
                &[],
            )
        })
        .await;
    assert_eq!(through_the_writer.unwrap(), 1);
    assert!(p.app.state.db.ping().await, "readiness proves reads and writes");
}

/// A PNG whose header declares `width` × `height` pixels, with almost no pixel data.
fn declared_png(width: u32, height: u32) -> Vec<u8> {
    fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
        out.extend((data.len() as u32).to_be_bytes());
        let mut crc = crc32fast::Hasher::new();
        crc.update(kind);
        crc.update(data);
        out.extend(kind);
        out.extend(data);
        out.extend(crc.finalize().to_be_bytes());
    }
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut header = Vec::new();
    header.extend(width.to_be_bytes());
    header.extend(height.to_be_bytes());
    header.extend([8, 2, 0, 0, 0]); // 8-bit RGB
    chunk(&mut png, b"IHDR", &header);
    chunk(&mut png, b"IDAT", &[0x78, 0x01, 0x01, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00, 0x00, 0x01]);
    chunk(&mut png, b"IEND", &[]);
    png
}

fn encoded(image: image::DynamicImage, format: image::ImageFormat) -> Vec<u8> {
    let mut out = std::io::Cursor::new(Vec::new());
    image.write_to(&mut out, format).unwrap();
    out.into_inner()
}

async fn upload(p: &Program, father: &str, token: &str, body: Vec<u8>) -> reqwest::Response {
    p.app
        .client
        .put(p.app.url(&format!("/api/fathers/{father}/photo?filename=dad.jpg")))
        .bearer_auth(token)
        .body(body)
        .send()
        .await
        .unwrap()
}

async fn hostile_and_huge_images_are_refused_before_decoding(db: TestDb) {
    let p = Program::start(db).await;
    let sam = p.father("Sam", "Ruiz").await;

    // 30000 × 30000 pixels declared in a file of a few dozen bytes: decoding it would
    // take gigabytes. Refused from the header.
    let res = upload(&p, &sam, &p.staff, declared_png(30_000, 30_000)).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert!(body["error"]["fields"]["photo"].as_str().unwrap().contains("50 megapixels"), "{body}");

    let svg = b"<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>".to_vec();
    let res = upload(&p, &sam, &p.staff, svg).await;
    assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert!(p.get(&format!("/api/fathers/{sam}")).await["photoKey"].is_null(), "nothing stored");
}

/// A JPEG `width` × `height` carrying EXIF orientation 6 (shown turned 90° clockwise).
fn sideways_jpeg(width: u32, height: u32) -> Vec<u8> {
    let jpeg = encoded(image::DynamicImage::new_rgb8(width, height), image::ImageFormat::Jpeg);
    let tiff: &[u8] = &[
        b'M', b'M', 0, 42, 0, 0, 0, 8, // big-endian TIFF, first IFD at 8
        0, 1, // one entry
        0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, // Orientation (SHORT) = 6
        0, 0, 0, 0, // no next IFD
    ];
    let mut app1 = vec![0xff, 0xe1];
    app1.extend(((2 + 6 + tiff.len()) as u16).to_be_bytes());
    app1.extend(b"Exif\0\0");
    app1.extend(tiff);
    [&jpeg[..2], &app1, &jpeg[2..]].concat()
}

fn stored_files(p: &Program) -> Vec<String> {
    let dir = p.app.state.config.data_dir.join("storage/photos");
    std::fs::read_dir(dir)
        .map(|d| d.map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect())
        .unwrap_or_default()
}

async fn photos_turn_upright_and_old_ones_are_deleted(db: TestDb) {
    let p = Program::start(db).await;
    let sam = p.father("Sam", "Ruiz").await;

    let res = upload(&p, &sam, &p.staff, sideways_jpeg(80, 40)).await;
    assert_eq!(res.status(), StatusCode::OK);
    let first: Value = res.json().await.unwrap();
    let photo = p.call(Method::GET, &format!("/api/fathers/{sam}/photo"), None, &p.staff).await.bytes().await.unwrap();
    let shown = image::load_from_memory(&photo).unwrap();
    assert_eq!((shown.width(), shown.height()), (40, 80), "turned upright as its EXIF says");

    // Two uploads in a row: distinct keys; the replaced photo leaves the store.
    let second: Value = upload(&p, &sam, &p.staff, sideways_jpeg(80, 40)).await.json().await.unwrap();
    assert_ne!(first["photoKey"], second["photoKey"]);
    let key = second["photoKey"].as_str().unwrap().trim_start_matches("photos/").to_owned();
    assert_eq!(stored_files(&p), [key], "only the current photo is kept");

    let res = p.call(Method::DELETE, &format!("/api/fathers/{sam}"), None, &p.staff).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert!(stored_files(&p).is_empty(), "deleting the father deletes his photo");
    let queued =
        p.app.state.db.run(|conn| crate::helpers::scalar_int(conn, "SELECT COUNT(*) FROM object_deletions", &[])).await;
    assert_eq!(queued.unwrap(), 0, "nothing left queued");
}

async fn uploads_and_password_changes_are_throttled(db: TestDb) {
    let p = Program::start(db).await;
    let sam = p.father("Sam", "Ruiz").await;
    let small = encoded(image::DynamicImage::new_rgb8(8, 8), image::ImageFormat::Png);
    let mut statuses = Vec::new();
    for _ in 0..21 {
        statuses.push(upload(&p, &sam, &p.staff, small.clone()).await.status());
    }
    assert!(statuses[..20].iter().all(|s| *s == StatusCode::OK), "{statuses:?}");
    assert_eq!(statuses[20], StatusCode::TOO_MANY_REQUESTS);

    let joe = p.app.register("joe@example.org").await;
    let token = joe["accessToken"].as_str().unwrap();
    let mut statuses = Vec::new();
    for _ in 0..6 {
        let body = json!({"currentPassword": "wrong password", "newPassword": "another long password"});
        statuses.push(p.app.post_as("/api/me/password", token, body).await.status());
    }
    assert!(statuses[..5].iter().all(|s| *s == StatusCode::BAD_REQUEST), "{statuses:?}");
    assert_eq!(statuses[5], StatusCode::TOO_MANY_REQUESTS, "two argon2 runs a call: five a minute");

    // A refused refresh does not empty anyone else's checked session.
    let me = p.app.get_as("/api/me", token).await.json::<Value>().await.unwrap();
    let now = chrono::Utc::now().timestamp();
    let checked = p.app.state.sessions.get(token, now).expect("his token was checked");
    assert_eq!(checked.user.id, me["id"].as_str().unwrap());
    let garbage =
        p.app.new_browser().post(p.app.url("/api/auth/refresh")).header("cookie", "fm_refresh=nope").send().await;
    assert_eq!(garbage.unwrap().status(), StatusCode::UNAUTHORIZED);
    assert!(p.app.state.sessions.get(token, now).is_some());
}

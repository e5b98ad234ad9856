//! Consent: staff record what a father agreed to in two taps, witnessed and dated; he reads
//! his own and withdraws his photo, text and e-mail consent himself; his record says where
//! each kind stands; and e-mail goes only to fathers who have not withdrawn e-mail consent.
//! (What photo consent does to the gallery is in `gallery.rs`.)

use std::time::Duration;

use chrono::{DateTime, Utc};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::contacts::Casework;
use crate::helpers::{assert_error, TestDb};
use crate::program::Program;

crate::on_both_databases!(
    staff_record_a_consent_in_two_taps_and_his_record_says_where_each_kind_stands,
    consents_are_validated_field_by_field,
    only_staff_with_the_father_in_scope_read_and_record_his_consents,
    a_father_withdraws_his_photo_text_and_email_consent_himself_and_asks_staff_for_the_rest,
    a_father_who_withdrew_email_consent_gets_no_announcement_or_reminder_email,
    staff_recording_and_withdrawing_at_once_leave_his_record_as_his_consents_stand,
);

/// Records a consent for `father`; it must be created.
pub(crate) async fn record(p: &Program, token: &str, father: &str, body: Value) -> Value {
    let res = p.call(Method::POST, &format!("/api/fathers/{father}/consents"), Some(body), token).await;
    let status = res.status();
    let text = res.text().await.unwrap();
    assert_eq!(status, StatusCode::CREATED, "{text}");
    serde_json::from_str(&text).unwrap()
}

/// Revokes a consent; it must succeed.
pub(crate) async fn revoke(p: &Program, token: &str, consent: &Value) -> Value {
    let path = format!("/api/consents/{}/revoke", consent["id"].as_str().unwrap());
    let res = p.call(Method::POST, &path, None, token).await;
    let status = res.status();
    let text = res.text().await.unwrap();
    assert_eq!(status, StatusCode::OK, "{text}");
    serde_json::from_str(&text).unwrap()
}

fn ids(list: &Value) -> Vec<&str> {
    list.as_array().unwrap().iter().map(|c| c["id"].as_str().unwrap()).collect()
}

fn instant(value: &Value) -> DateTime<Utc> {
    value.as_str().unwrap_or_else(|| panic!("not an instant: {value}")).parse().unwrap()
}

async fn staff_record_a_consent_in_two_taps_and_his_record_says_where_each_kind_stands(db: TestDb) {
    let c = Casework::start(db).await;
    let (p, sam, manager) = (&c.p, c.sam.as_str(), &c.manager);
    let before = Utc::now();
    assert_eq!(
        p.get(&format!("/api/fathers/{sam}")).await["consents"],
        json!({"program": false, "dataSharing": false, "photo": false, "sms": false, "email": false}),
        "no consent recorded is no consent"
    );

    // Two taps: the kind, and the rest is "now, the form in use, witnessed by me".
    let program = record(p, &manager.token, sam, json!({"kind": "program"})).await;
    assert_eq!((program["fatherId"].as_str(), program["kind"].as_str()), (Some(sam), Some("program")));
    assert_eq!(program["version"], "1", "no form of this kind recorded yet");
    assert_eq!(
        (program["witnessedBy"].as_str(), program["witnessName"].as_str()),
        (Some(manager.id.as_str()), Some("manager"))
    );
    assert_eq!(
        (&program["revokedAt"], &program["revokedBy"], &program["note"]),
        (&Value::Null, &Value::Null, &json!(""))
    );
    let granted = instant(&program["grantedAt"]);
    assert!(granted >= before - chrono::Duration::seconds(1) && granted <= Utc::now(), "{granted}");

    // A consent signed on paper last month, recorded today by a facilitator of his group.
    let paper = record(
        p,
        &c.facilitator.token,
        sam,
        json!({"kind": "photo", "version": "2026-02 (es)", "grantedAt": "2026-02-01T10:00:00-06:00",
               "note": "Paper form in the binder."}),
    )
    .await;
    assert_eq!(paper["grantedAt"], "2026-02-01T16:00:00.000Z");
    assert_eq!(
        (paper["witnessedBy"].as_str(), paper["note"].as_str()),
        (Some(c.facilitator.id.as_str()), Some("Paper form in the binder."))
    );
    // The next of its kind takes the form in use; a blank version is no version.
    let photo = record(p, &manager.token, sam, json!({"kind": "photo", "version": "  "})).await;
    assert_eq!(photo["version"], "2026-02 (es)");
    let email = record(p, &c.director, sam, json!({"kind": "email"})).await;
    assert_eq!(email["version"], "1");

    // His history, newest first by when he gave it.
    let history = p.get(&format!("/api/fathers/{sam}/consents")).await;
    let expected = [&email, &photo, &program, &paper].map(|c| c["id"].as_str().unwrap());
    assert_eq!(ids(&history), expected);
    let consents = json!({"program": true, "dataSharing": false, "photo": true, "sms": false, "email": true});
    assert_eq!(p.get(&format!("/api/fathers/{sam}")).await["consents"], consents);
    let sams = p.father_account("sam@example.org", sam).await;
    let own: Value = p.call(Method::GET, "/api/me/father", None, &sams).await.json().await.unwrap();
    assert_eq!(own["consents"], consents, "his own record says the same");
    // The list of fathers stays as it was: no consents per row.
    let list = p.get("/api/fathers").await;
    assert!(list.as_array().unwrap().iter().all(|f| f.get("consents").is_none()), "{list}");

    // The latest decides: withdrawn today, the paper form of February no longer stands.
    revoke(p, &manager.token, &photo).await;
    assert_eq!(p.get(&format!("/api/fathers/{sam}")).await["consents"]["photo"], false);
    // Given again, it stands again.
    record(p, &manager.token, sam, json!({"kind": "photo"})).await;
    assert_eq!(p.get(&format!("/api/fathers/{sam}")).await["consents"]["photo"], true);
}

/// His record's states are kept apart from his consents (`father_states`, for a fast read
/// by id): writes at once, from several staff, must each be counted.
async fn staff_recording_and_withdrawing_at_once_leave_his_record_as_his_consents_stand(db: TestDb) {
    let c = Casework::start(db).await;
    let (p, sam, manager) = (&c.p, c.sam.as_str(), &c.manager);
    let photo = record(p, &manager.token, sam, json!({"kind": "photo"})).await;
    let sms = record(p, &manager.token, sam, json!({"kind": "sms"})).await;

    for round in 0..3 {
        let withdraw_photo = format!("/api/consents/{}/revoke", photo["id"].as_str().unwrap());
        let father = format!("/api/fathers/{sam}/consents");
        let (withdrawn, program, email, paper) = tokio::join!(
            p.call(Method::POST, &withdraw_photo, None, &manager.token),
            p.call(Method::POST, &father, Some(json!({"kind": "program"})), &c.director),
            p.call(Method::POST, &father, Some(json!({"kind": "email"})), &c.facilitator.token),
            // Signed on paper long ago: recorded now, it stands only where nothing came after.
            p.call(
                Method::POST,
                &father,
                Some(json!({"kind": "sms", "grantedAt": "2020-01-01T00:00:00Z"})),
                &manager.token
            ),
        );
        for res in [withdrawn, program, email, paper] {
            assert!(res.status().is_success(), "round {round}: {}", res.status());
        }
        assert_eq!(
            p.get(&format!("/api/fathers/{sam}")).await["consents"],
            json!({"program": true, "dataSharing": false, "photo": false, "sms": true, "email": true}),
            "round {round}"
        );
    }
    // The sms consent of today stands over every older paper one; withdrawn, nothing stands.
    revoke(p, &manager.token, &sms).await;
    assert_eq!(p.get(&format!("/api/fathers/{sam}")).await["consents"]["sms"], false);
}

async fn consents_are_validated_field_by_field(db: TestDb) {
    let c = Casework::start(db).await;
    let path = format!("/api/fathers/{}/consents", c.sam);
    let post = |body: Value| c.call(Method::POST, &path, Some(body), &c.manager.token);

    let body = assert_error(post(json!({})).await, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fields"], json!({"kind": "Kind is required."}));
    let body = assert_error(post(json!({"kind": "tattoo"})).await, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(
        body["error"]["fields"]["kind"],
        "Kind must be one of: program, data-sharing, photo, sms, email (not 'tattoo')."
    );
    let in_an_hour = (Utc::now() + chrono::Duration::hours(1)).to_rfc3339();
    let res =
        post(json!({"kind": "photo", "version": "v".repeat(41), "note": "n".repeat(1001), "grantedAt": in_an_hour}))
            .await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(
        body["error"]["fields"],
        json!({
            "version": "Version must be at most 40 characters.",
            "note": "Note must be at most 1000 characters.",
            "grantedAt": "A consent cannot be dated in the future.",
        })
    );
    for (at, message) in [
        ("1899-12-31T23:00:00Z", "Granted at must fall between the years 1900 and 9999."),
        ("last Tuesday", "Granted at must be a date and time (RFC 3339, e.g. 2026-05-01T18:00:00-05:00)."),
    ] {
        let body = assert_error(
            post(json!({"kind": "sms", "grantedAt": at})).await,
            StatusCode::BAD_REQUEST,
            "invalid-argument",
        )
        .await;
        assert_eq!(body["error"]["fields"]["grantedAt"], message, "{at}");
    }
    let res = post(json!({"kind": "sms", "witnessedBy": c.director})).await;
    assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    // A phone's clock a little ahead is not the future.
    let soon = (Utc::now() + chrono::Duration::minutes(2)).to_rfc3339();
    let sms =
        record(&c.p, &c.manager.token, &c.sam, json!({"kind": "sms", "grantedAt": soon, "version": "v".repeat(40)}))
            .await;
    assert_eq!(sms["kind"], "sms");
    assert_eq!(c.p.get(&path).await.as_array().unwrap().len(), 1, "nothing refused was kept");
}

async fn only_staff_with_the_father_in_scope_read_and_record_his_consents(db: TestDb) {
    let c = Casework::start(db).await;
    let (p, sam) = (&c.p, c.sam.as_str());
    let path = format!("/api/fathers/{sam}/consents");
    let consent = record(p, &c.colleague.token, sam, json!({"kind": "data-sharing"})).await;
    let revoke_path = format!("/api/consents/{}/revoke", consent["id"].as_str().unwrap());

    // A staff member who has nothing to do with Sam: as if there were no such father.
    for (method, path, body) in [
        (Method::GET, &path, None),
        (Method::POST, &path, Some(json!({"kind": "photo"}))),
        (Method::POST, &revoke_path, None),
    ] {
        let res = c.call(method.clone(), path, body, &c.outsider.token).await;
        assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    }
    assert_eq!(p.get(&path).await[0]["revokedAt"], Value::Null, "the outsider revoked nothing");

    // Sam himself reads his own at /api/me/consents; staff's pages of him are staff's.
    let sams = p.father_account("sam@example.org", sam).await;
    let res = c.call(Method::GET, &path, None, &sams).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    let res = c.call(Method::POST, &path, Some(json!({"kind": "photo"})), &sams).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    let own: Value = c.call(Method::GET, "/api/me/consents", None, &sams).await.json().await.unwrap();
    assert_eq!(ids(&own), [consent["id"].as_str().unwrap()]);
    let res = c.call(Method::GET, "/api/me/consents", None, &c.manager.token).await;
    let body = assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    assert_eq!(body["error"]["message"], "Only fathers can do this.");
    // An account no record is linked to has none.
    let stranger = p.app.register("stranger@example.org").await;
    let token = stranger["accessToken"].as_str().unwrap();
    let none: Value = c.call(Method::GET, "/api/me/consents", None, token).await.json().await.unwrap();
    assert_eq!(none, json!([]));
    let res = c.call(Method::POST, &revoke_path, None, token).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;

    // Each of the staff who work with him may.
    for staff in [&c.manager, &c.facilitator] {
        let list = p.call(Method::GET, &path, None, &staff.token).await;
        assert_eq!(list.status(), StatusCode::OK);
    }
}

async fn a_father_withdraws_his_photo_text_and_email_consent_himself_and_asks_staff_for_the_rest(db: TestDb) {
    let c = Casework::start(db).await;
    let (p, sam) = (&c.p, c.sam.as_str());
    let lee = p.father("Lee", "Adams").await;
    let mut given = std::collections::HashMap::new();
    for kind in ["program", "data-sharing", "photo", "sms", "email"] {
        given.insert(kind, record(p, &c.manager.token, sam, json!({"kind": kind})).await);
    }
    let lees_photo = record(p, &c.director, &lee, json!({"kind": "photo"})).await;
    let session = p.app.register("sam@example.org").await;
    let sams_account = session["user"]["id"].as_str().unwrap().to_owned();
    p.patch(&format!("/api/fathers/{sam}"), json!({"userId": sams_account})).await;
    let sams = session["accessToken"].as_str().unwrap();
    let mine: Value = c.call(Method::GET, "/api/me/consents", None, sams).await.json().await.unwrap();
    assert_eq!(mine.as_array().unwrap().len(), 5);

    // His photo consent is his to withdraw, at once, on his own.
    let before = Utc::now();
    let photo = revoke(p, sams, &given["photo"]).await;
    let revoked_at = instant(&photo["revokedAt"]);
    assert!(revoked_at >= before - chrono::Duration::seconds(1), "{revoked_at}");
    assert_eq!(photo["revokedBy"], sams_account.as_str());
    // A second tap on a slow phone: the same answer, the first withdrawal kept.
    let again = revoke(p, sams, &given["photo"]).await;
    assert_eq!(again["revokedAt"], photo["revokedAt"]);
    assert_eq!(again, photo);
    for kind in ["sms", "email"] {
        assert!(revoke(p, sams, &given[kind]).await["revokedAt"].is_string(), "{kind}");
    }
    // Taking part and data sharing have consequences staff explain: he asks them.
    for kind in ["program", "data-sharing"] {
        let path = format!("/api/consents/{}/revoke", given[kind]["id"].as_str().unwrap());
        let res = c.call(Method::POST, &path, None, sams).await;
        let body = assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
        assert_eq!(
            body["error"]["message"],
            "Please ask the program staff to withdraw this consent: they will explain what changes."
        );
    }
    // Another father's consent is not there for him.
    let path = format!("/api/consents/{}/revoke", lees_photo["id"].as_str().unwrap());
    assert_error(c.call(Method::POST, &path, None, sams).await, StatusCode::NOT_FOUND, "not-found").await;
    assert_eq!(p.get(&format!("/api/fathers/{lee}/consents")).await[0]["revokedAt"], Value::Null);

    // Staff with him in scope withdraw any kind, on his word.
    let program = revoke(p, &c.facilitator.token, &given["program"]).await;
    assert_eq!(program["revokedBy"], c.facilitator.id.as_str());
    let expected = json!({"program": false, "dataSharing": true, "photo": false, "sms": false, "email": false});
    assert_eq!(p.get(&format!("/api/fathers/{sam}")).await["consents"], expected);
    let own: Value = c.call(Method::GET, "/api/me/father", None, sams).await.json().await.unwrap();
    assert_eq!(own["consents"], expected);
    // His history keeps every one, withdrawn or not.
    let mine: Value = c.call(Method::GET, "/api/me/consents", None, sams).await.json().await.unwrap();
    let revoked = mine.as_array().unwrap().iter().filter(|c| c["revokedAt"].is_string()).count();
    assert_eq!(revoked, 4);
}

/// Sam and Ken, fathers of the Tuesday group with accounts, both asked for reminders by
/// e-mail; Ken withdrew his e-mail consent. Sam never recorded one: an address he gave is
/// consent until he withdraws it.
async fn a_father_who_withdrew_email_consent_gets_no_announcement_or_reminder_email(db: TestDb) {
    let p = Program::start(db).await;
    let (sam, ken) = (p.father("Sam", "Ruiz").await, p.father("Ken", "Ito").await);
    let group = p.group_with("Tuesday group", &[&sam, &ken]).await;
    let (cycle, _) = p.cycle(&group, 1).await;
    let sams = p.father_account("sam@example.org", &sam).await;
    let kens_session = p.app.register("ken@example.org").await;
    let kens_account = kens_session["user"]["id"].as_str().unwrap().to_owned();
    p.patch(&format!("/api/fathers/{ken}"), json!({"userId": kens_account})).await;
    let kens = kens_session["accessToken"].as_str().unwrap();
    for token in [sams.as_str(), kens] {
        let res =
            p.call(Method::PATCH, "/api/me", Some(json!({"reminders": {"push": false, "email": true}})), token).await;
        assert_eq!(res.status(), StatusCode::OK);
    }
    let email = record(&p, &p.staff, &ken, json!({"kind": "email"})).await;
    revoke(&p, kens, &email).await;

    // An announcement e-mailed to everyone: Sam's comes, Ken's is never queued.
    let announcement =
        p.post("/api/announcements", json!({"title": "Picnic", "body": "Saturday at noon.", "email": true})).await;
    let mail = p.app.mail.wait_for("sam@example.org").await;
    assert!(mail.subject.starts_with("Picnic"), "{}", mail.subject);
    assert_eq!(queued_for(&p, &kens_account).await, 0);

    // A reminder of the session a day before: Sam's comes, Ken's is never queued.
    let starts = (Utc::now() + chrono::Duration::hours(30)).to_rfc3339();
    p.post(&format!("/api/cycles/{cycle}/sessions"), json!({"title": "Communication", "startsAt": starts})).await;
    p.app.state.clock.advance(Duration::from_secs(6 * 3600));
    fatherhood::services::reminders::decide_due(&p.app.state).await.unwrap();
    p.app.mail.wait_for_count("sam@example.org", 2).await;
    assert_eq!(queued_for(&p, &kens_account).await, 0);

    // A mail queued for him before he withdrew (as the queue may hold one) is not sent
    // either: the worker asks again when it sends.
    let announcement = announcement["id"].as_str().unwrap().to_owned();
    p.app
        .sql(
            "INSERT INTO mail_queue (kind, subject_id, user_id, next_attempt_at, created_at)
             VALUES ('announcement', $1, $2, 0, 0)",
            vec![announcement.into(), kens_account.clone().into()],
        )
        .await;
    p.app.state.mail_queue.wake();
    let mut done = false;
    for _ in 0..300 {
        done = count(&p, "SELECT COUNT(*) FROM mail_queue WHERE user_id = $1 AND sent_at IS NOT NULL", &kens_account)
            .await
            == 1;
        if done {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(done, "the worker took the mail queued for Ken");
    assert_eq!(p.app.mail.count_to("ken@example.org"), 0, "nothing reached Ken");
    assert_eq!(p.app.mail.count_to("sam@example.org"), 2);
}

/// How many mails were ever queued for an account.
async fn queued_for(p: &Program, account: &str) -> i64 {
    count(p, "SELECT COUNT(*) FROM mail_queue WHERE user_id = $1", account).await
}

/// A count the database answers, `$1` being `key`.
async fn count(p: &Program, sql: &'static str, key: &str) -> i64 {
    let key = fatherhood::db::Value::from(key);
    p.app.state.db.run(move |conn| crate::helpers::scalar_int(conn, sql, &[key])).await.unwrap()
}

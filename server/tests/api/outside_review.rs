//! What an outside review of the areas added last found, each as its user meets it: a
//! facilitator's roster holds only the fathers in his scope; no text with control
//! characters gets in; an exit date typed wrong can be corrected before retention erases
//! anything; a father's history is never deleted.

use std::time::Duration;

use chrono::{Days, Utc};
use fatherhood::db::Value as Db;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_error, spawn_app_prepared, TestDb, PASSWORD};
use crate::program::Program;
use crate::roles::staff_member;

crate::on_both_databases!(
    a_facilitator_saves_and_reads_a_roster_of_the_fathers_in_his_scope_only,
    control_characters_are_refused_wherever_text_comes_in,
    an_exit_date_is_checked_and_retention_waits_thirty_days_after_it_is_recorded,
    only_a_director_deletes_a_father_and_never_one_with_history,
    a_fellow_fathers_portrait_is_shown_only_while_his_photo_consent_stands,
    only_a_director_links_a_record_to_an_account,
);

async fn roster(p: &Program, session: &str, token: &str) -> Vec<Value> {
    let res = p.call(Method::GET, &format!("/api/sessions/{session}/attendance"), None, token).await;
    assert_eq!(res.status(), StatusCode::OK);
    res.json::<Value>().await.unwrap().as_array().unwrap().clone()
}

fn fathers_on(roster: &[Value]) -> Vec<String> {
    let mut ids: Vec<String> = roster.iter().map(|r| r["fatherId"].as_str().unwrap().to_owned()).collect();
    ids.sort();
    ids
}

/// Sara facilitates the Tuesday group. Ben was marked at its first session, with a note and
/// an RSVP note of his own, then left the group: he is no longer hers. Her roster — read,
/// saved whole, or answered in a conflict — never shows him, and a save naming him writes
/// nothing. A director still sees and marks him.
async fn a_facilitator_saves_and_reads_a_roster_of_the_fathers_in_his_scope_only(db: TestDb) {
    let p = Program::start(db).await;
    let (_, sara) = staff_member(&p, "sara@example.org").await;
    let sara_id = p.get("/api/users?q=sara").await[0]["id"].as_str().unwrap().to_owned();
    let (ana, ben) = (p.father("Ana", "Alvarez").await, p.father("Ben", "Brown").await);
    let group = p.group_with("Tuesday", &[&ana, &ben]).await;
    p.patch(&format!("/api/groups/{group}"), json!({"facilitatorIds": [sara_id]})).await;
    let (_, sessions) = p.cycle(&group, 2).await;
    let first = &sessions[0];
    p.put(
        &format!("/api/sessions/{first}/attendance"),
        json!([{"fatherId": ana, "status": "present"}, {"fatherId": ben, "status": "late", "note": "Court date"}]),
    )
    .await;
    p.app
        .sql(
            "INSERT INTO rsvps (id, session_id, father_id, answer, note, answered_at)
             VALUES ('rsvp-ben', $1, $2, 'late', 'Seeing my lawyer first', 0)",
            vec![Db::from(first.as_str()), Db::from(ben.as_str())],
        )
        .await;
    p.ok(Method::DELETE, &format!("/api/groups/{group}/members/{ben}"), None).await;

    // Read, and saved whole with nothing changed: Ana only, nothing of Ben's.
    assert_eq!(fathers_on(&roster(&p, first, &sara).await), std::slice::from_ref(&ana));
    let res = p.call(Method::PUT, &format!("/api/sessions/{first}/attendance"), Some(json!([])), &sara).await;
    assert_eq!(res.status(), StatusCode::OK);
    let saved = res.text().await.unwrap();
    for secret in [ben.as_str(), "Court date", "Seeing my lawyer first", "Brown"] {
        assert!(!saved.contains(secret), "{secret} in {saved}");
    }
    // A save naming him is refused as if he did not exist, and nothing is written, not even
    // Ana's mark sent with it.
    let marks = json!([{"fatherId": ana, "status": "absent"}, {"fatherId": ben, "status": "absent"}]);
    let res = p.call(Method::PUT, &format!("/api/sessions/{first}/attendance"), Some(marks), &sara).await;
    let body = assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    assert!(!body.to_string().contains("Court date"), "{body}");
    let as_director = roster(&p, first, &p.staff).await;
    let status_of =
        |id: &str| as_director.iter().find(|r| r["fatherId"] == id).map(|r| r["status"].as_str().unwrap().to_owned());
    assert_eq!((status_of(&ana), status_of(&ben)), (Some("present".into()), Some("late".into())));
    // A device's stale save answers a conflict of her fathers only.
    let stale = json!([{"fatherId": ana, "status": "absent", "expected": null}]);
    let res = p.call(Method::PUT, &format!("/api/sessions/{first}/attendance"), Some(stale), &sara).await;
    let body = assert_error(res, StatusCode::CONFLICT, "aborted").await;
    assert_eq!(fathers_on(body["error"]["conflicts"].as_array().unwrap()), std::slice::from_ref(&ana));
    assert!(!body.to_string().contains(&ben), "{body}");
    // A director has every father in scope: Ben's mark is his to correct.
    let marks = json!([{"fatherId": ben, "status": "excused"}]);
    let saved = p.put(&format!("/api/sessions/{first}/attendance"), marks).await;
    assert_eq!(fathers_on(saved.as_array().unwrap()), {
        let mut both = vec![ana.clone(), ben.clone()];
        both.sort();
        both
    });
}

/// A NUL (U+0000) or another control character in any text — a name, a search, a note, a
/// message, a caption — is refused with one 400 naming the field, on both databases, and
/// nothing is stored; tabs and line breaks are text.
async fn control_characters_are_refused_wherever_text_comes_in(db: TestDb) {
    let p = Program::start(db).await;
    let sam = p.father("Sam", "Ruiz").await;
    let group = p.group_with("Tuesday", &[&sam]).await;
    let sams = p.father_account("sam@example.org", &sam).await;
    let refused = |res: reqwest::Response, field: &'static str| async move {
        let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
        assert_eq!(body["error"]["fields"][field], "Text may not contain control characters.", "{body}");
    };
    for bad in ["Sam\u{0}", "\u{1b}[31mSam", "Sam\u{7f}", "Sam\u{85}", "Sam\u{8}"] {
        let res = p
            .app
            .post("/api/auth/register", json!({"email": "new@example.org", "password": PASSWORD, "displayName": bad}))
            .await;
        refused(res, "displayName").await;
    }
    // Forgot-password says the same to a known and an unknown address; a hostile one is refused.
    let res = p.app.post("/api/auth/forgot-password", json!({"email": "sam@example.org\u{0}"})).await;
    refused(res, "email").await;
    let res = p.call(Method::GET, "/api/fathers?q=Sa%00m", None, &p.staff).await;
    refused(res, "q").await;
    let res =
        p.call(Method::POST, "/api/fathers", Some(json!({"firstName": "A\u{0}", "lastName": "B"})), &p.staff).await;
    refused(res, "firstName").await;
    let children = json!({"children": [{"name": "Ada"}, {"name": "Bo\u{0}"}]});
    let res = p.call(Method::PATCH, &format!("/api/fathers/{sam}"), Some(children), &p.staff).await;
    refused(res, "children[1].name").await;
    let contact = json!({"method": "call", "outcome": "reached", "note": "He said\u{0}"});
    let res = p.call(Method::POST, &format!("/api/fathers/{sam}/contacts"), Some(contact), &p.staff).await;
    refused(res, "note").await;
    let conversation = format!("group-{group}");
    let path = format!("/api/conversations/{conversation}/messages");
    let res = p.call(Method::POST, &path, Some(json!({"body": "See you\u{0}"})), &sams).await;
    refused(res, "body").await;
    let (_, sessions) = p.cycle(&group, 1).await;
    let marks = json!([{"fatherId": sam, "status": "present", "note": "ok"}, {"fatherId": sam, "status": "late", "note": "\u{0}"}]);
    let res = p.call(Method::PUT, &format!("/api/sessions/{}/attendance", sessions[0]), Some(marks), &p.staff).await;
    refused(res, "[1].note").await;
    let album = p.post("/api/albums", json!({"title": "Family day"})).await;
    let form = reqwest::multipart::Form::new()
        .part("file", reqwest::multipart::Part::bytes(crate::helpers::tiny_png()).file_name("a.png"))
        .text("caption", "Picnic\u{0}");
    let res = p
        .app
        .client
        .post(p.app.url(&format!("/api/albums/{}/photos", album["id"].as_str().unwrap())))
        .bearer_auth(&p.staff)
        .multipart(form)
        .send()
        .await
        .unwrap();
    refused(res, "caption").await;
    // Nor in a path, where an id is looked up: the same 400, never a server error.
    let res = p.call(Method::GET, "/api/fathers/x%00y", None, &p.staff).await;
    assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;

    // Nothing of it was stored.
    let stored = p
        .app
        .state
        .db
        .run(|conn| {
            crate::helpers::scalar_int(
                conn,
                "SELECT (SELECT COUNT(*) FROM users WHERE email = 'new@example.org')
                      + (SELECT COUNT(*) FROM fathers WHERE first_name LIKE 'A%')
                      + (SELECT COUNT(*) FROM contacts) + (SELECT COUNT(*) FROM messages) + (SELECT COUNT(*) FROM photos)
                      + (SELECT COUNT(*) FROM attendance)",
                &[],
            )
        })
        .await
        .unwrap();
    assert_eq!(stored, 0);
    // Tabs and line breaks are text.
    let sent = p.call(Method::POST, &path, Some(json!({"body": "Room 4\n\tsee you"})), &sams).await;
    assert_eq!(sent.status(), StatusCode::CREATED);
    let note = json!({"method": "call", "outcome": "reached", "note": "Line one\r\nLine two"});
    let res = p.call(Method::POST, &format!("/api/fathers/{sam}/contacts"), Some(note), &p.staff).await;
    assert_eq!(res.status(), StatusCode::CREATED);
}

/// A coordinator types 1990 for an exit in 2019: refused, since he enrolled in 2018. The
/// exit date is saved as 2018-12-01 by mistake (eight years ago, past the seven of
/// retention); the server restarts, and its look at start-up leaves him alone: an exit is
/// acted on only 30 days after it is recorded. The mistake is corrected the next week. A
/// record whose exit was truly long ago is anonymised 30 days after it was recorded.
async fn an_exit_date_is_checked_and_retention_waits_thirty_days_after_it_is_recorded(db: TestDb) {
    let p = Program::start(db).await;
    let (otto, lee) = (p.father("Otto", "Oldfield").await, p.father("Lee", "Limit").await);
    for father in [&otto, &lee] {
        p.patch(&format!("/api/fathers/{father}"), json!({"enrollmentDate": "2018-06-01"})).await;
    }
    let exit = |father: &str, date: String| {
        let (p, path) = (&p, format!("/api/fathers/{father}"));
        async move { p.call(Method::PATCH, &path, Some(json!({"status": "exited", "exitDate": date})), &p.staff).await }
    };
    let exit_refused = |res: reqwest::Response, message: &'static str| async move {
        let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
        assert_eq!(body["error"]["fields"]["exitDate"], message, "{body}");
    };
    exit_refused(exit(&otto, "1990-01-01".into()).await, "The exit date cannot be before the enrollment date.").await;
    let tomorrow = Utc::now().date_naive() + Days::new(2);
    exit_refused(exit(&otto, tomorrow.to_string()).await, "The exit date cannot be in the future.").await;
    // An enrolment moved after the exit is refused as well.
    assert_eq!(exit(&otto, "2018-12-01".into()).await.status(), StatusCode::OK);
    let res = p
        .call(Method::PATCH, &format!("/api/fathers/{otto}"), Some(json!({"enrollmentDate": "2019-01-01"})), &p.staff)
        .await;
    exit_refused(res, "The exit date cannot be before the enrollment date.").await;
    assert_eq!(exit(&lee, "2018-12-01".into()).await.status(), StatusCode::OK);
    // Lee's exit was recorded long ago (say, when he left): only the date is old for Otto.
    p.app.sql("UPDATE fathers SET exit_recorded_at = 0 WHERE id = $1", vec![Db::from(lee.as_str())]).await;

    // A restart: the look at start-up anonymises Lee, and not Otto.
    let url = p.app.state.config.database_url.clone();
    // (`TestDb::Sqlite`: no schema of its own; the URL is the first server's, either database.)
    let restarted = spawn_app_prepared(TestDb::Sqlite, |c| c.database_url = url, |_| {}).await;
    let first_name = |father: &str| {
        let (p, path) = (&p, format!("/api/fathers/{father}"));
        async move { p.get(&path).await["firstName"].as_str().unwrap().to_owned() }
    };
    let started = std::time::Instant::now();
    while first_name(&lee).await != "Former" {
        assert!(started.elapsed() < Duration::from_secs(30), "Lee is not anonymised within 30 s");
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    assert_eq!(first_name(&otto).await, "Otto", "his exit was recorded today");
    let dry = fatherhood::services::retention::due(
        &restarted.state,
        fatherhood::services::retention::today(&restarted.state),
    )
    .await
    .unwrap();
    assert!(dry.is_empty(), "{dry:?}");

    // Twenty-nine days on, the date is still his to correct; corrected, it counts anew.
    let state = &restarted.state;
    state.clock.advance(Duration::from_secs(29 * 24 * 3600));
    let due = |state| async move {
        let today = fatherhood::services::retention::today(state);
        fatherhood::services::retention::due(state, today).await.unwrap()
    };
    assert!(due(state).await.is_empty(), "29 days after it was recorded");
    state.clock.advance(Duration::from_secs(2 * 24 * 3600));
    assert_eq!(due(state).await.len(), 1, "31 days after: acted on");
    // Corrected on the restarted server, whose clock is a month on.
    let res = restarted
        .client
        .patch(restarted.url(&format!("/api/fathers/{otto}")))
        .bearer_auth(&p.staff)
        .json(&json!({"exitDate": "2019-03-01"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let today = fatherhood::services::retention::today(state);
    let done = fatherhood::services::retention::anonymise_due(state, today).await.unwrap();
    assert!(done.is_empty(), "a corrected date starts the 30 days again: {done:?}");
    assert_eq!(first_name(&otto).await, "Otto");
    drop(restarted);
}

/// Only a director deletes a father record, and only one made by mistake: a record with
/// attendance, a contact, a referral, a consent or an incentive is refused (he is exited
/// instead), so the report of a month already sent never changes.
async fn only_a_director_deletes_a_father_and_never_one_with_history(db: TestDb) {
    let p = Program::start(db).await;
    let (_, sara) = staff_member(&p, "sara@example.org").await;
    let sara_id = p.get("/api/users?q=sara").await[0]["id"].as_str().unwrap().to_owned();
    let (attended, contacted, referred, consented) = (
        p.father("Ana", "Attended").await,
        p.father("Cal", "Contacted").await,
        p.father("Rex", "Referred").await,
        p.father("Con", "Consented").await,
    );
    let group = p.group_with("Tuesday", &[&attended]).await;
    let (_, sessions) = p.cycle(&group, 1).await;
    p.mark(&sessions[0], &[(&attended, "present")]).await;
    p.complete(&sessions[0]).await;
    p.post(&format!("/api/fathers/{contacted}/contacts"), json!({"method": "call", "outcome": "reached"})).await;
    p.post(&format!("/api/fathers/{referred}/referrals"), json!({"type": "housing"})).await;
    p.post(&format!("/api/fathers/{consented}/consents"), json!({"kind": "program"})).await;
    let mistake = p.father("Typo", "Twice").await;
    // Sara manages every one of them, and still may not delete any.
    for father in [&attended, &contacted, &referred, &consented, &mistake] {
        p.patch(&format!("/api/fathers/{father}"), json!({"caseManagerId": sara_id})).await;
        let res = p.call(Method::DELETE, &format!("/api/fathers/{father}"), None, &sara).await;
        assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    }
    let report = || p.get("/api/reports/summary?from=2026-01-01&to=2026-01-31");
    let before = report().await;
    for father in [&attended, &contacted, &referred, &consented] {
        let res = p.call(Method::DELETE, &format!("/api/fathers/{father}"), None, &p.staff).await;
        let body = assert_error(res, StatusCode::CONFLICT, "aborted").await;
        assert_eq!(
            body["error"]["message"],
            "A father with attendance, contacts, referrals, consents or incentives cannot be deleted: exit him instead."
        );
        assert_eq!(p.get(&format!("/api/fathers/{father}")).await["id"], father.as_str());
    }
    assert_eq!(report().await, before, "January's report is as it was sent");
    let res = p.call(Method::DELETE, &format!("/api/fathers/{mistake}"), None, &p.staff).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    let res = p.call(Method::GET, &format!("/api/fathers/{mistake}"), None, &p.staff).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    // Exiting is what the screen offers instead.
    let exited = p.patch(&format!("/api/fathers/{attended}"), json!({"status": "exited"})).await;
    assert_eq!(exited["status"], "exited");
    assert!(exited["exitDate"].is_string(), "{exited}");
}

/// Pete's portrait is on his record. Sam, in his group, sees it while Pete's photo consent
/// stands, and never where it is stored; Pete revokes it from his phone: gone for Sam at
/// once, in the member list and by its address. Pete and staff still see it.
async fn a_fellow_fathers_portrait_is_shown_only_while_his_photo_consent_stands(db: TestDb) {
    let p = Program::start(db).await;
    let (sam, pete) = (p.father("Sam", "Ruiz").await, p.father("Pete", "Ng").await);
    let group = p.group_with("Tuesday", &[&sam, &pete]).await;
    let (sams, petes) =
        (p.father_account("sam@example.org", &sam).await, p.father_account("pete@example.org", &pete).await);
    let consent = crate::consents::record(&p, &p.staff, &pete, json!({"kind": "photo"})).await;
    let res = p
        .app
        .client
        .put(p.app.url(&format!("/api/fathers/{pete}/photo?filename=pete.png")))
        .bearer_auth(&p.staff)
        .body(crate::helpers::tiny_png())
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let stored = p.get(&format!("/api/fathers/{pete}")).await["photoKey"].as_str().unwrap().to_owned();
    let petes_portrait_for = |token: String| {
        let (p, group, pete) = (&p, group.clone(), pete.clone());
        async move {
            let res = p.call(Method::GET, &format!("/api/groups/{group}"), None, &token).await;
            let shown: Value = res.json().await.unwrap();
            let member = shown["members"].as_array().unwrap().iter().find(|m| m["fatherId"] == pete.as_str()).cloned();
            let photo = p.call(Method::GET, &format!("/api/fathers/{pete}/photo"), None, &token).await.status();
            (member.unwrap()["photoKey"].clone(), photo)
        }
    };
    let (token, status) = petes_portrait_for(sams.clone()).await;
    assert_eq!(status, StatusCode::OK);
    let token = token.as_str().unwrap().to_owned();
    assert!(!token.is_empty() && !stored.contains(&token) && !token.contains("photos/"), "{token} tells {stored}");

    let res =
        p.call(Method::POST, &format!("/api/consents/{}/revoke", consent["id"].as_str().unwrap()), None, &petes).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(petes_portrait_for(sams.clone()).await, (Value::Null, StatusCode::NOT_FOUND));
    let (own, status) = petes_portrait_for(petes.clone()).await;
    assert!(own.is_string() && status == StatusCode::OK, "his own portrait is his: {own} {status}");
    let (staffs, status) = petes_portrait_for(p.staff.clone()).await;
    assert_eq!((staffs.as_str(), status), (Some(stored.as_str()), StatusCode::OK));
}

/// Linking an account to a record gives its holder the record: a director's decision, as
/// everything about accounts is. Staff may neither link one on a new record nor on one of
/// theirs, nor learn whether an account is linked elsewhere.
async fn only_a_director_links_a_record_to_an_account(db: TestDb) {
    let p = Program::start(db).await;
    let (_, sara) = staff_member(&p, "sara@example.org").await;
    let account = p.app.register("someone@example.org").await["user"]["id"].as_str().unwrap().to_owned();
    let res = p
        .call(
            Method::POST,
            "/api/fathers",
            Some(json!({"firstName": "Al", "lastName": "Ng", "userId": account})),
            &sara,
        )
        .await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    let hers = p.call(Method::POST, "/api/fathers", Some(json!({"firstName": "Al", "lastName": "Ng"})), &sara).await;
    assert_eq!(hers.status(), StatusCode::CREATED);
    let hers = hers.json::<Value>().await.unwrap()["id"].as_str().unwrap().to_owned();
    let res = p.call(Method::PATCH, &format!("/api/fathers/{hers}"), Some(json!({"userId": account})), &sara).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    let res = p.call(Method::PATCH, &format!("/api/fathers/{hers}"), Some(json!({"userId": null})), &sara).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    assert_eq!(p.get(&format!("/api/fathers/{hers}")).await["userId"], Value::Null);
    // A director links it; a second record cannot take the same account.
    p.patch(&format!("/api/fathers/{hers}"), json!({"userId": account})).await;
    let other = p.father("Bo", "Ng").await;
    let res = p.call(Method::PATCH, &format!("/api/fathers/{other}"), Some(json!({"userId": account})), &p.staff).await;
    assert_error(res, StatusCode::CONFLICT, "aborted").await;
}

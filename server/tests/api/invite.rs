//! "Invite to the app": a father's account made from his record, linked at once, with the
//! welcome in his language; once, whatever the number of clicks.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::contacts::Casework;
use crate::helpers::{assert_error, reset_token, TestDb, PASSWORD};

crate::on_both_databases!(
    a_case_manager_invites_a_father_who_signs_in_to_his_own_record_in_his_language,
    a_director_links_an_account_a_father_made_himself_to_his_record,
);

async fn a_case_manager_invites_a_father_who_signs_in_to_his_own_record_in_his_language(db: TestDb) {
    let c = Casework::start(db).await;
    let m = &c.manager.token;
    c.ok(
        Method::PATCH,
        &format!("/api/fathers/{}", c.sam),
        Some(json!({"email": "sam.rivera@example.org", "preferredLanguage": "es"})),
        &c.director,
    )
    .await;
    let invite = |father: &str, token: &str| {
        let (c, path, token) = (&c, format!("/api/fathers/{father}/invite"), token.to_owned());
        async move { c.call(Method::POST, &path, None, &token).await }
    };

    // Staff without him in scope, and fathers, find no such record.
    assert_error(invite(&c.sam, &c.outsider.token).await, StatusCode::NOT_FOUND, "not-found").await;

    // Two clicks at once (two tabs, a slow phone): one account, linked once.
    let (first, second) = tokio::join!(invite(&c.sam, m), invite(&c.sam, m));
    let mut statuses = [first.status(), second.status()];
    statuses.sort();
    assert_eq!(statuses, [StatusCode::CREATED, StatusCode::CONFLICT]);
    let record: Value =
        if first.status() == StatusCode::CREATED { first.json().await.unwrap() } else { second.json().await.unwrap() };
    let user_id = record["userId"].as_str().expect("linked").to_owned();
    let accounts = c.ok(Method::GET, "/api/users?q=sam.rivera", None, &c.director).await;
    assert_eq!(accounts.as_array().unwrap().len(), 1, "{accounts}");
    assert_eq!(
        (accounts[0]["id"].as_str(), accounts[0]["preferredLanguage"].as_str()),
        (Some(user_id.as_str()), Some("es"))
    );
    assert_eq!(accounts[0]["staffRole"], Value::Null, "a father's account");

    // His welcome, in Spanish, ends with the link he chooses his password at.
    let mail = c.p.app.mail.wait_for("sam.rivera@example.org").await;
    assert_eq!(mail.subject, "Bienvenido a Fatherhood Matters");
    assert!(mail.text.trim_end().ends_with(&format!("forgot-password?token={}", reset_token(&mail))), "{}", mail.text);
    let res =
        c.p.app.post("/api/auth/reset-password", json!({"token": reset_token(&mail), "password": PASSWORD})).await;
    assert_eq!(res.status(), StatusCode::OK);
    let session: Value = c.p.app.sign_in("sam.rivera@example.org", PASSWORD).await.json().await.unwrap();
    let sams = session["accessToken"].as_str().unwrap();
    let mine = c.ok(Method::GET, "/api/me/father", None, sams).await;
    assert_eq!(mine["id"], c.sam.as_str(), "his own record, at once");

    // Again: he has one. The record's activity says who invited him.
    let again = assert_error(invite(&c.sam, m).await, StatusCode::CONFLICT, "aborted").await;
    assert_eq!(again["error"]["message"], "He already has an account in the app.");
    let activity = c.ok(Method::GET, &format!("/api/fathers/{}/activity", c.sam), None, &c.director).await;
    assert!(
        activity.as_array().unwrap().iter().any(|a| a["description"] == "Invited Sam Rivera to the app"),
        "{activity}"
    );

    // A record without an e-mail says where to add it; one whose e-mail has an account
    // already is refused and left as it was (a director links that account instead).
    let ned = c.ok(Method::POST, "/api/fathers", Some(json!({"firstName": "Ned", "lastName": "Nomail"})), m).await;
    let ned = ned["id"].as_str().unwrap();
    let body = assert_error(invite(ned, m).await, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(
        body["error"]["fields"]["email"],
        "Add his e-mail address to his record first: the invitation is sent there."
    );
    c.p.app.register("taken@example.org").await;
    c.ok(Method::PATCH, &format!("/api/fathers/{ned}"), Some(json!({"email": "taken@example.org"})), m).await;
    assert_error(invite(ned, m).await, StatusCode::CONFLICT, "aborted").await;
    assert_eq!(c.ok(Method::GET, &format!("/api/fathers/{ned}"), None, m).await["userId"], Value::Null);
    assert_eq!(c.ok(Method::GET, "/api/users?q=taken@", None, &c.director).await.as_array().unwrap().len(), 1);

    // Fathers invite nobody.
    assert_error(invite(ned, sams).await, StatusCode::NOT_FOUND, "not-found").await;
}

/// Accounts fathers made themselves wait for a director to link them: with the records that
/// are likely theirs (the same e-mail first, then the same name), gone once linked.
async fn a_director_links_an_account_a_father_made_himself_to_his_record(db: TestDb) {
    let c = Casework::start(db).await;
    let d = &c.director;
    let record = |body: Value| {
        let c = &c;
        async move { c.ok(Method::POST, "/api/fathers", Some(body), &c.director).await["id"].as_str().unwrap().to_owned() }
    };
    let by_email = record(json!({"firstName": "Tomás", "lastName": "Vega", "email": "TOMAS.VEGA@example.org"})).await;
    let by_name = record(json!({"firstName": "tomas", "lastName": "VEGA"})).await;
    record(json!({"firstName": "Tomas", "lastName": "Other"})).await;
    let res =
        c.p.app
            .post(
                "/api/auth/register",
                json!({"email": "tomas.vega@example.org", "password": PASSWORD, "displayName": "Tomas V",
                   "firstName": "Tomas", "lastName": "Vega"}),
            )
            .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let waiting = c.ok(Method::GET, "/api/users/to-link", None, d).await;
    let tomas = waiting.as_array().unwrap().iter().find(|a| a["user"]["email"] == "tomas.vega@example.org").unwrap();
    let likely: Vec<(&str, bool)> = tomas["likely"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["fatherId"].as_str().unwrap(), r["sameEmail"].as_bool().unwrap()))
        .collect();
    assert_eq!(likely, [(by_email.as_str(), true), (by_name.as_str(), false)], "the e-mail first; never Tomas Other");
    // Staff who are not directors do not link accounts.
    let res = c.call(Method::GET, "/api/users/to-link", None, &c.manager.token).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;

    let user_id = tomas["user"]["id"].as_str().unwrap();
    c.ok(Method::PATCH, &format!("/api/fathers/{by_email}"), Some(json!({"userId": user_id})), d).await;
    let waiting = c.ok(Method::GET, "/api/users/to-link", None, d).await;
    assert!(waiting.as_array().unwrap().iter().all(|a| a["user"]["id"] != user_id), "{waiting}");
}

//! Registration and sign-in.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_error, spawn_app, spawn_app_with, TestDb, PASSWORD};

crate::on_both_databases!(
    registering_creates_a_signed_in_father_account,
    an_email_can_hold_only_one_account_whatever_its_case,
    registration_names_every_invalid_field,
    closed_registration_is_refused,
    the_refresh_cookie_is_secure_when_served_over_https,
    signing_in_answers_a_session_and_records_it,
    every_sign_in_failure_has_the_same_message,
    sign_in_is_throttled_per_account,
    sign_in_is_throttled_per_address_and_a_forged_forwarded_for_does_not_help,
    a_trusted_proxy_forwarded_address_is_believed,
);

async fn registering_creates_a_signed_in_father_account(db: TestDb) {
    let app = spawn_app(db).await;

    let res = app
        .post(
            "/api/auth/register",
            json!({"email": " Sam@Example.ORG ", "password": PASSWORD, "displayName": "Sam",
                   "firstName": "Sam", "lastName": "Rivera", "preferredLanguage": "es"}),
        )
        .await;

    assert_eq!(res.status(), StatusCode::CREATED);
    let cookie = res.headers().get("set-cookie").unwrap().to_str().unwrap().to_owned();
    assert!(cookie.starts_with("fm_refresh="), "{cookie}");
    for attribute in ["HttpOnly", "SameSite=Strict", "Path=/api/auth"] {
        assert!(cookie.contains(attribute), "{attribute} missing in {cookie}");
    }
    let body: Value = res.json().await.unwrap();
    let user = &body["user"];
    assert_eq!(user["email"], "sam@example.org");
    assert_eq!(user["isAdmin"], false, "self-registration makes fathers only");
    assert_eq!(user["preferredLanguage"], "es");
    assert_eq!(user["lastName"], "Rivera");
    assert!(user.get("password").is_none() && user.get("passwordHash").is_none());
    assert!(body["expiresAt"].as_str().is_some());

    let me: Value = app.get_as("/api/me", body["accessToken"].as_str().unwrap()).await.json().await.unwrap();
    assert_eq!(me["id"], user["id"]);
}

async fn an_email_can_hold_only_one_account_whatever_its_case(db: TestDb) {
    let app = spawn_app(db).await;
    app.register("sam@example.org").await;

    let res = app
        .post("/api/auth/register", json!({"email": "SAM@example.org", "password": PASSWORD, "displayName": "Other"}))
        .await;

    assert_error(res, StatusCode::CONFLICT, "aborted").await;
}

async fn registration_names_every_invalid_field(db: TestDb) {
    let app = spawn_app(db).await;

    let res = app
        .post(
            "/api/auth/register",
            json!({"email": "not-an-email", "password": "short", "displayName": " ", "preferredLanguage": "fr"}),
        )
        .await;

    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    let fields = &body["error"]["fields"];
    assert_eq!(fields["email"], "Please enter a valid email address.");
    assert_eq!(fields["displayName"], "Display name is required.");
    assert!(fields["password"].as_str().unwrap().contains("8"));
    assert!(fields["preferredLanguage"].is_string());
    assert_eq!(body["error"]["message"], "Sorry, not all fields are filled out correctly.");

    let res = app.post("/api/auth/register", json!({})).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fields"]["email"], "Email is required.");
}

async fn closed_registration_is_refused(db: TestDb) {
    let app = spawn_app_with(db, |c| c.registration_open = false).await;

    let res = app
        .post("/api/auth/register", json!({"email": "sam@example.org", "password": PASSWORD, "displayName": "Sam"}))
        .await;

    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    let config: Value = app.client.get(app.url("/api/config")).send().await.unwrap().json().await.unwrap();
    assert_eq!(config["registration"], "closed");
}

async fn the_refresh_cookie_is_secure_when_served_over_https(db: TestDb) {
    let app = spawn_app_with(db, |c| c.public_url = "https://fatherhood.example".into()).await;

    let res = app
        .post("/api/auth/register", json!({"email": "sam@example.org", "password": PASSWORD, "displayName": "Sam"}))
        .await;

    let cookie = res.headers().get("set-cookie").unwrap().to_str().unwrap().to_owned();
    assert!(cookie.contains("Secure"), "{cookie}");
}

async fn signing_in_answers_a_session_and_records_it(db: TestDb) {
    let app = spawn_app(db).await;
    let registered = app.register("sam@example.org").await;

    let res = app.sign_in("SAM@example.org", PASSWORD).await;

    assert_eq!(res.status(), StatusCode::OK);
    assert!(res.headers().get("set-cookie").unwrap().to_str().unwrap().starts_with("fm_refresh="));
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["user"]["id"], registered["user"]["id"]);
    assert!(body["user"]["lastSignInAt"].is_string());
    let user_id = body["user"]["id"].as_str().unwrap().to_owned();
    let id = user_id.clone();
    let activities = app
        .state
        .db
        .run(move |conn| {
            conn.all(
                "SELECT action, from_user, to_user FROM activities WHERE to_user = $1 ORDER BY id",
                &[fatherhood::db::Value::from(id)],
                |row| Ok((row.text("action")?, row.text("from_user")?)),
            )
        })
        .await
        .unwrap();
    let actions: Vec<&str> = activities.iter().map(|(action, _)| action.as_str()).collect();
    assert_eq!(actions, ["created", "signed in"], "his registration, then this sign-in");
    assert_eq!(activities[1].1, user_id, "he signed himself in");
}

async fn every_sign_in_failure_has_the_same_message(db: TestDb) {
    let app = spawn_app(db).await;
    app.register("sam@example.org").await;

    let wrong_password = assert_error(
        app.sign_in("sam@example.org", "wrong password").await,
        StatusCode::UNAUTHORIZED,
        "unauthenticated",
    )
    .await;
    let unknown_email =
        assert_error(app.sign_in("nobody@example.org", PASSWORD).await, StatusCode::UNAUTHORIZED, "unauthenticated")
            .await;
    let malformed = assert_error(app.sign_in("nobody", "").await, StatusCode::UNAUTHORIZED, "unauthenticated").await;

    assert_eq!(wrong_password, unknown_email);
    assert_eq!(wrong_password, malformed);
    assert_eq!(wrong_password["error"]["message"], "Incorrect email or password.");
}

async fn sign_in_is_throttled_per_account(db: TestDb) {
    let app = spawn_app_with(db, |c| {
        c.throttle.per_account_per_minute = 3;
        c.throttle.per_address_per_minute = 1000;
    })
    .await;
    app.register("sam@example.org").await;

    for _ in 0..3 {
        assert_eq!(app.sign_in("sam@example.org", "wrong password").await.status(), StatusCode::UNAUTHORIZED);
    }
    // Even the right password waits: the account is being guessed at.
    assert_error(app.sign_in("Sam@Example.org", PASSWORD).await, StatusCode::TOO_MANY_REQUESTS, "resource-exhausted")
        .await;
    // Another account from the same address is not affected.
    app.register("lee@example.org").await;
    assert_eq!(app.sign_in("lee@example.org", PASSWORD).await.status(), StatusCode::OK);
}

async fn sign_in_is_throttled_per_address_and_a_forged_forwarded_for_does_not_help(db: TestDb) {
    let app = spawn_app_with(db, |c| {
        c.throttle.per_address_per_minute = 4;
        c.throttle.per_account_per_minute = 1000;
    })
    .await;

    for i in 0..4 {
        let res = app
            .client
            .post(app.url("/api/auth/signin"))
            .header("x-forwarded-for", format!("10.0.0.{i}"))
            .json(&json!({"email": format!("guess{i}@example.org"), "password": "x"}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    }
    let res = app
        .client
        .post(app.url("/api/auth/signin"))
        .header("x-forwarded-for", "10.0.0.99")
        .json(&json!({"email": "guess99@example.org", "password": "x"}))
        .send()
        .await
        .unwrap();
    assert_error(res, StatusCode::TOO_MANY_REQUESTS, "resource-exhausted").await;
}

async fn a_trusted_proxy_forwarded_address_is_believed(db: TestDb) {
    let app = spawn_app_with(db, |c| {
        c.throttle.per_address_per_minute = 2;
        c.trusted_proxies = vec!["127.0.0.1".parse().unwrap()];
    })
    .await;
    let attempt = |client_ip: &'static str| {
        app.client
            .post(app.url("/api/auth/signin"))
            .header("x-forwarded-for", client_ip)
            .json(&json!({"email": "guess@example.org", "password": "x"}))
            .send()
    };

    for _ in 0..2 {
        assert_eq!(attempt("203.0.113.7").await.unwrap().status(), StatusCode::UNAUTHORIZED);
    }
    assert_eq!(attempt("203.0.113.7").await.unwrap().status(), StatusCode::TOO_MANY_REQUESTS);
    // Behind the proxy, a different client has its own allowance.
    assert_eq!(attempt("203.0.113.8").await.unwrap().status(), StatusCode::UNAUTHORIZED);
}

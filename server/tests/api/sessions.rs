//! Access tokens, refresh-token rotation, sign-out and password resets.

use chrono::Utc;
use fatherhood::db::Value as Db;
use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_error, reset_token, spawn_app, ReadJson, TestDb, PASSWORD};

crate::on_both_databases!(
    api_calls_need_a_valid_access_token,
    a_deleted_account_loses_access_at_once,
    refreshing_rotates_the_cookie_and_the_old_one_stops_working,
    reusing_a_rotated_refresh_token_revokes_the_whole_session,
    signing_out_ends_the_session,
    forgot_password_answers_the_same_for_any_address,
    a_reset_link_sets_a_new_password_once_and_ends_other_sessions,
    a_reset_link_expires_after_an_hour,
    the_reset_email_speaks_the_users_language,
    changing_the_password_keeps_this_session_and_ends_the_others,
);

async fn api_calls_need_a_valid_access_token(db: TestDb) {
    let app = spawn_app(db).await;
    let session = app.register("sam@example.org").await;
    let user_id = session["user"]["id"].as_str().unwrap();
    let valid = session["accessToken"].as_str().unwrap();
    // The live session's id: only the signature or the expiry can reject what follows.
    let sid = app.state.keys.verify(valid).unwrap().sid;

    let no_token = app.client.get(app.url("/api/me")).send().await.unwrap();
    assert_error(no_token, StatusCode::UNAUTHORIZED, "unauthenticated").await;
    assert_error(app.get_as("/api/me", "garbage").await, StatusCode::UNAUTHORIZED, "unauthenticated").await;

    let (expired, _) = app.state.keys.issue(user_id, &sid, Utc::now() - chrono::Duration::hours(1)).unwrap();
    assert_error(app.get_as("/api/me", &expired).await, StatusCode::UNAUTHORIZED, "unauthenticated").await;

    let foreign = fatherhood::auth::jwt::AccessKeys::new(b"not the server's key, not at all!");
    let (forged, _) = foreign.issue(user_id, &sid, Utc::now()).unwrap();
    assert_error(app.get_as("/api/me", &forged).await, StatusCode::UNAUTHORIZED, "unauthenticated").await;

    let (fresh, _) = app.state.keys.issue(user_id, &sid, Utc::now()).unwrap();
    assert_eq!(app.get_as("/api/me", &fresh).await.status(), StatusCode::OK, "the same claims, signed and fresh");
    assert_eq!(app.get_as("/api/me", valid).await.status(), StatusCode::OK);
}

async fn a_deleted_account_loses_access_at_once(db: TestDb) {
    let app = spawn_app(db).await;
    let session = app.register("sam@example.org").await;
    let token = session["accessToken"].as_str().unwrap();
    assert_eq!(app.get_as("/api/me", token).await.status(), StatusCode::OK, "his checked session is now cached");

    // Deleted behind this server's back (another instance, an operator): refused once
    // the cache's documented lifetime has passed, never later.
    app.sql("DELETE FROM users WHERE email = $1", vec![Db::from("sam@example.org")]).await;
    let deleted_at = std::time::Instant::now();
    loop {
        let res = app.get_as("/api/me", token).await;
        if res.status() == StatusCode::UNAUTHORIZED {
            break;
        }
        assert!(
            deleted_at.elapsed() <= fatherhood::auth::session_cache::LIFETIME + std::time::Duration::from_millis(300),
            "still let in {:?} after the deletion",
            deleted_at.elapsed()
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let refresh = app.client.post(app.url("/api/auth/refresh")).send().await.unwrap();
    assert_error(refresh, StatusCode::UNAUTHORIZED, "unauthenticated").await;

    // Deleted through this server by staff: at once.
    let other = app.register("lee@example.org").await;
    let other_token = other["accessToken"].as_str().unwrap();
    assert_eq!(app.get_as("/api/me", other_token).await.status(), StatusCode::OK);
    app.sql("UPDATE users SET is_admin = $1 WHERE email = $2", vec![Db::from(true), Db::from("lee@example.org")]).await;
    let admin = app.sign_in("lee@example.org", PASSWORD).await.json::<Value>().await.unwrap();
    let admin_token = admin["accessToken"].as_str().unwrap();
    let third = app.register("max@example.org").await;
    let third_token = third["accessToken"].as_str().unwrap();
    assert_eq!(app.get_as("/api/me", third_token).await.status(), StatusCode::OK);
    let id = third["user"]["id"].as_str().unwrap();
    let res = app.client.delete(app.url(&format!("/api/users/{id}"))).bearer_auth(admin_token).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert_error(app.get_as("/api/me", third_token).await, StatusCode::UNAUTHORIZED, "unauthenticated").await;
}

async fn refreshing_rotates_the_cookie_and_the_old_one_stops_working(db: TestDb) {
    let app = spawn_app(db).await;
    let res = app
        .post("/api/auth/register", json!({"email": "sam@example.org", "password": PASSWORD, "displayName": "Sam"}))
        .await;
    let first_cookie = cookie_value(&res);

    let res = app.client.post(app.url("/api/auth/refresh")).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let second_cookie = cookie_value(&res);
    assert_ne!(first_cookie, second_cookie);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["user"]["email"], "sam@example.org");
    assert_eq!(app.get_as("/api/me", body["accessToken"].as_str().unwrap()).await.status(), StatusCode::OK);

    // The browser's jar now holds the new cookie: it keeps working.
    assert_eq!(app.client.post(app.url("/api/auth/refresh")).send().await.unwrap().status(), StatusCode::OK);

    // The first cookie, presented again, is refused.
    let stale = refresh_with(&app, &first_cookie).await;
    assert_error(stale, StatusCode::UNAUTHORIZED, "unauthenticated").await;

    // No cookie at all.
    let res = app.new_browser().post(app.url("/api/auth/refresh")).send().await.unwrap();
    assert_error(res, StatusCode::UNAUTHORIZED, "unauthenticated").await;
}

async fn reusing_a_rotated_refresh_token_revokes_the_whole_session(db: TestDb) {
    let app = spawn_app(db).await;
    let res = app
        .post("/api/auth/register", json!({"email": "sam@example.org", "password": PASSWORD, "displayName": "Sam"}))
        .await;
    let stolen = cookie_value(&res);
    assert_eq!(app.client.post(app.url("/api/auth/refresh")).send().await.unwrap().status(), StatusCode::OK);
    // The rotation happened a minute ago: outside the two-tabs grace window.
    app.sql("UPDATE refresh_tokens SET rotated_at = rotated_at - 60000 WHERE rotated_at IS NOT NULL", vec![]).await;

    let thief = refresh_with(&app, &stolen).await;
    assert_error(thief, StatusCode::UNAUTHORIZED, "unauthenticated").await;

    // The legitimate holder's newer token was revoked with its family.
    let owner = app.client.post(app.url("/api/auth/refresh")).send().await.unwrap();
    assert_error(owner, StatusCode::UNAUTHORIZED, "unauthenticated").await;
}

async fn signing_out_ends_the_session(db: TestDb) {
    let app = spawn_app(db).await;
    let res = app
        .post("/api/auth/register", json!({"email": "sam@example.org", "password": PASSWORD, "displayName": "Sam"}))
        .await;
    let cookie = cookie_value(&res);
    let session: Value = res.json().await.unwrap();
    let access_token = session["accessToken"].as_str().unwrap();
    let other_device = app.new_browser();
    let other: Value = other_device
        .post(app.url("/api/auth/signin"))
        .json(&json!({"email": "sam@example.org", "password": PASSWORD}))
        .read_json()
        .await;

    let res = app.client.post(app.url("/api/auth/signout")).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::NO_CONTENT);

    assert_error(refresh_with(&app, &cookie).await, StatusCode::UNAUTHORIZED, "unauthenticated").await;
    // The access token of the ended session stops working at once, not in 15 minutes.
    assert_error(app.get_as("/api/me", access_token).await, StatusCode::UNAUTHORIZED, "unauthenticated").await;
    // The other device's session goes on.
    assert_eq!(app.get_as("/api/me", other["accessToken"].as_str().unwrap()).await.status(), StatusCode::OK);
    // Signing out without a session is harmless.
    let res = app.new_browser().post(app.url("/api/auth/signout")).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
}

async fn forgot_password_answers_the_same_for_any_address(db: TestDb) {
    let app = spawn_app(db).await;
    app.register("sam@example.org").await;

    let known = app.post("/api/auth/forgot-password", json!({"email": "sam@example.org"})).await;
    let unknown = app.post("/api/auth/forgot-password", json!({"email": "nobody@example.org"})).await;
    let malformed = app.post("/api/auth/forgot-password", json!({"email": "nobody"})).await;

    let expected = json!({"success": true, "message": "Password reset email sent!"});
    for res in [known, unknown, malformed] {
        assert_eq!(res.status(), StatusCode::OK);
        assert_eq!(res.json::<Value>().await.unwrap(), expected);
    }
    app.mail.wait_for("sam@example.org").await;
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    assert_eq!(app.mail.count_to("nobody@example.org"), 0);
}

async fn a_reset_link_sets_a_new_password_once_and_ends_other_sessions(db: TestDb) {
    let app = spawn_app(db).await;
    app.register("sam@example.org").await;
    let other_device = app.new_browser();
    let res = other_device
        .post(app.url("/api/auth/signin"))
        .json(&json!({"email": "sam@example.org", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);

    // A forged Host header must not change where the link points.
    let res = app
        .client
        .post(app.url("/api/auth/forgot-password"))
        .header("host", "evil.example")
        .json(&json!({"email": "sam@example.org"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let mail = app.mail.wait_for("sam@example.org").await;
    assert!(!mail.text.contains("evil.example"));
    let token = reset_token(&mail);

    let res = app.post("/api/auth/reset-password", json!({"token": token, "password": "a brand new secret"})).await;
    assert_eq!(res.status(), StatusCode::OK);

    assert_eq!(app.sign_in("sam@example.org", PASSWORD).await.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(app.sign_in("sam@example.org", "a brand new secret").await.status(), StatusCode::OK);
    let res = other_device.post(app.url("/api/auth/refresh")).send().await.unwrap();
    assert_error(res, StatusCode::UNAUTHORIZED, "unauthenticated").await;

    let again = app.post("/api/auth/reset-password", json!({"token": token, "password": "yet another secret"})).await;
    assert_error(again, StatusCode::BAD_REQUEST, "invalid-argument").await;
    let unknown =
        app.post("/api/auth/reset-password", json!({"token": "made-up", "password": "yet another secret"})).await;
    assert_error(unknown, StatusCode::BAD_REQUEST, "invalid-argument").await;
}

async fn a_reset_link_expires_after_an_hour(db: TestDb) {
    let app = spawn_app(db).await;
    app.register("sam@example.org").await;
    app.post("/api/auth/forgot-password", json!({"email": "sam@example.org"})).await;
    let token = reset_token(&app.mail.wait_for("sam@example.org").await);

    let lifetime = app
        .state
        .db
        .run(|conn| crate::helpers::scalar_int(conn, "SELECT expires_at - created_at FROM password_resets", &[]))
        .await
        .unwrap();
    assert_eq!(lifetime, 3_600_000);
    app.sql("UPDATE password_resets SET expires_at = expires_at - 3600001", vec![]).await;

    let res = app.post("/api/auth/reset-password", json!({"token": token, "password": "a brand new secret"})).await;
    assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(app.sign_in("sam@example.org", PASSWORD).await.status(), StatusCode::OK);
}

async fn the_reset_email_speaks_the_users_language(db: TestDb) {
    let app = spawn_app(db).await;
    app.post(
        "/api/auth/register",
        json!({"email": "ana@example.org", "password": PASSWORD, "displayName": "Ana", "preferredLanguage": "es"}),
    )
    .await;

    app.post("/api/auth/forgot-password", json!({"email": "ana@example.org"})).await;

    let mail = app.mail.wait_for("ana@example.org").await;
    assert_eq!(mail.subject, "Restablece tu contraseña de Fatherhood Matters");
    assert!(mail.text.contains("Hola Ana"));
}

async fn changing_the_password_keeps_this_session_and_ends_the_others(db: TestDb) {
    let app = spawn_app(db).await;
    let session = app.register("sam@example.org").await;
    let token = session["accessToken"].as_str().unwrap();
    let other_device = app.new_browser();
    other_device
        .post(app.url("/api/auth/signin"))
        .json(&json!({"email": "sam@example.org", "password": PASSWORD}))
        .send()
        .await
        .unwrap();

    let wrong = app
        .post_as("/api/me/password", token, json!({"currentPassword": "not it", "newPassword": "a brand new secret"}))
        .await;
    let body = assert_error(wrong, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert!(body["error"]["fields"]["currentPassword"].is_string());

    let res = app
        .post_as("/api/me/password", token, json!({"currentPassword": PASSWORD, "newPassword": "a brand new secret"}))
        .await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);

    assert_eq!(app.client.post(app.url("/api/auth/refresh")).send().await.unwrap().status(), StatusCode::OK);
    let res = other_device.post(app.url("/api/auth/refresh")).send().await.unwrap();
    assert_error(res, StatusCode::UNAUTHORIZED, "unauthenticated").await;
    assert_eq!(app.sign_in("sam@example.org", "a brand new secret").await.status(), StatusCode::OK);
}

fn cookie_value(res: &reqwest::Response) -> String {
    let header = res.headers().get("set-cookie").expect("a refresh cookie").to_str().unwrap();
    header.split(';').next().unwrap().trim_start_matches("fm_refresh=").to_owned()
}

/// A refresh from a device that holds exactly this cookie.
async fn refresh_with(app: &crate::helpers::TestApp, cookie: &str) -> reqwest::Response {
    reqwest::Client::new()
        .post(app.url("/api/auth/refresh"))
        .header("cookie", format!("fm_refresh={cookie}"))
        .send()
        .await
        .unwrap()
}

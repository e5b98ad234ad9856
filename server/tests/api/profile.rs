//! A user's own account: `/api/me`.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_error, spawn_app, TestDb};

crate::on_both_databases!(a_user_edits_their_own_names_and_language, nobody_makes_themselves_admin_or_changes_email,);

async fn a_user_edits_their_own_names_and_language(db: TestDb) {
    let app = spawn_app(db).await;
    let session = app.register("sam@example.org").await;
    let token = session["accessToken"].as_str().unwrap();

    let res = app
        .patch_as("/api/me", token, json!({"firstName": " Samuel ", "lastName": "Rivera", "preferredLanguage": "es"}))
        .await;

    assert_eq!(res.status(), StatusCode::OK);
    let user: Value = res.json().await.unwrap();
    assert_eq!(user["firstName"], "Samuel");
    assert_eq!(user["preferredLanguage"], "es");
    assert_ne!(user["updatedAt"], session["user"]["updatedAt"]);
    let me: Value = app.get_as("/api/me", token).await.json().await.unwrap();
    assert_eq!(me, user, "the answer is what was stored");

    let bad = app.patch_as("/api/me", token, json!({"displayName": "", "preferredLanguage": "xx"})).await;
    let body = assert_error(bad, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert!(body["error"]["fields"]["displayName"].is_string());
    assert!(body["error"]["fields"]["preferredLanguage"].is_string());
}

async fn nobody_makes_themselves_admin_or_changes_email(db: TestDb) {
    let app = spawn_app(db).await;
    let session = app.register("sam@example.org").await;
    let token = session["accessToken"].as_str().unwrap();

    for body in [
        json!({"isAdmin": true}),
        json!({"email": "boss@example.org"}),
        json!({"displayName": "Boss", "isAdmin": true}),
    ] {
        assert_error(app.patch_as("/api/me", token, body).await, StatusCode::FORBIDDEN, "permission-denied").await;
    }

    let me: Value = app.get_as("/api/me", token).await.json().await.unwrap();
    assert_eq!(me["isAdmin"], false);
    assert_eq!(me["email"], "sam@example.org");
    assert_eq!(me["displayName"], "Sam Father", "nothing changed");
}

//! API answers are compressed above a size (br preferred, then gzip), small ones and the
//! live stream never. (The web app's precompressed files: `http::precompressed`'s tests.)

use std::io::Read;
use std::time::Duration;

use fatherhood::db::Value as Db;
use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{spawn_app, TestApp, TestDb, PASSWORD};

crate::on_both_databases!(
    a_large_list_is_compressed_as_the_client_accepts_and_a_small_answer_is_not,
    the_live_stream_is_neither_compressed_nor_held_back,
);

async fn token_of(app: &TestApp, email: &str) -> String {
    let res = app.sign_in(email, PASSWORD).await;
    assert_eq!(res.status(), StatusCode::OK);
    res.json::<Value>().await.unwrap()["accessToken"].as_str().unwrap().to_owned()
}

async fn admin(app: &TestApp) -> String {
    app.register("boss@example.org").await;
    app.sql("UPDATE users SET is_admin = $1 WHERE email = $2", vec![Db::from(true), Db::from("boss@example.org")])
        .await;
    token_of(app, "boss@example.org").await
}

/// The body as sent, and its `content-encoding`.
async fn fetch(app: &TestApp, path: &str, token: &str, accept_encoding: Option<&str>) -> (Option<String>, Vec<u8>) {
    let mut request = app.client.get(app.url(path)).bearer_auth(token);
    if let Some(value) = accept_encoding {
        request = request.header("accept-encoding", value);
    }
    let res = request.send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK, "{path}");
    let encoding = res.headers().get("content-encoding").map(|v| v.to_str().unwrap().to_owned());
    if encoding.is_some() {
        assert_eq!(res.headers()["vary"].to_str().unwrap().to_ascii_lowercase(), "accept-encoding", "{path}");
    }
    (encoding, res.bytes().await.unwrap().to_vec())
}

fn unbrotli(body: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    brotli::Decompressor::new(body, 4096).read_to_end(&mut out).expect("valid brotli");
    out
}

fn gunzip(body: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    flate2::read::GzDecoder::new(body).read_to_end(&mut out).expect("valid gzip");
    out
}

async fn a_large_list_is_compressed_as_the_client_accepts_and_a_small_answer_is_not(db: TestDb) {
    let app = spawn_app(db).await;
    let token = admin(&app).await;
    for n in 0..40 {
        app.sql(
            "INSERT INTO users (id, email, display_name, password_hash, created_at, updated_at) \
             VALUES ($1, $2, $3, 'not a hash', $4, $4)",
            vec![
                Db::from(format!("0190a000-0000-7000-8000-{n:012}")),
                Db::from(format!("father{n}@example.org")),
                Db::from(format!("Father Number {n}")),
                Db::from(1_700_000_000_000_i64 + n),
            ],
        )
        .await;
    }
    let list = "/api/users?limit=100";

    let (none, plain) = fetch(&app, list, &token, None).await;
    assert_eq!(none, None, "nothing accepted, nothing compressed");
    let users: Value = serde_json::from_slice(&plain).unwrap();
    assert!(plain.len() > 4 * 1400, "a list worth compressing: {} bytes", plain.len());
    assert_eq!(users.to_string().matches("@example.org").count(), 41, "{users}");

    let (br, body) = fetch(&app, list, &token, Some("gzip, deflate, br")).await;
    assert_eq!(br.as_deref(), Some("br"));
    assert!(body.len() < plain.len() / 3, "{} of {} bytes", body.len(), plain.len());
    assert_eq!(unbrotli(&body), plain);

    let (gzip, body) = fetch(&app, list, &token, Some("gzip")).await;
    assert_eq!(gzip.as_deref(), Some("gzip"));
    assert!(body.len() < plain.len() / 3, "{} of {} bytes", body.len(), plain.len());
    assert_eq!(gunzip(&body), plain);

    let (small, body) = fetch(&app, "/api/me", &token, Some("gzip, br")).await;
    assert_eq!(small, None, "a small answer goes as it is ({} bytes)", body.len());
    assert!(body.len() < 1400);
    assert_eq!(serde_json::from_slice::<Value>(&body).unwrap()["email"], "boss@example.org");
}

async fn the_live_stream_is_neither_compressed_nor_held_back(db: TestDb) {
    let app = spawn_app(db).await;
    let staff = admin(&app).await;
    app.register("sam@example.org").await;
    let sam = token_of(&app, "sam@example.org").await;
    let staff_id =
        app.get_as("/api/me", &staff).await.json::<Value>().await.unwrap()["id"].as_str().unwrap().to_owned();

    let mut stream = reqwest::Client::new()
        .get(app.url("/api/stream"))
        .bearer_auth(&staff)
        .header("accept-encoding", "br, gzip")
        .send()
        .await
        .unwrap();
    assert_eq!(stream.status(), StatusCode::OK);
    assert!(stream.headers()["content-type"].to_str().unwrap().starts_with("text/event-stream"));
    assert!(stream.headers().get("content-encoding").is_none());

    let res = app.post_as("/api/conversations", &sam, json!({"userId": staff_id})).await;
    assert!(res.status().is_success(), "{}", res.status());
    let conversation = res.json::<Value>().await.unwrap()["id"].as_str().unwrap().to_owned();
    let res = app
        .post_as(&format!("/api/conversations/{conversation}/messages"), &sam, json!({"body": "See you at six"}))
        .await;
    assert!(res.status().is_success(), "{}", res.status());

    // One small event arrives by itself: a compressor would hold it until its block filled.
    let mut seen = String::new();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while !seen.contains("See you at six") {
        match tokio::time::timeout_at(deadline, stream.chunk()).await {
            Ok(Ok(Some(chunk))) => seen.push_str(&String::from_utf8_lossy(&chunk)),
            other => panic!("the message did not come through the stream ({other:?}); seen: {seen}"),
        }
    }
    assert!(seen.contains("event: message"), "{seen}");
}

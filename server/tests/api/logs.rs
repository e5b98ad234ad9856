//! What the server writes to its log carries no credential: a calendar feed's token is
//! part of its URL's path, a media link's signature of its query, and neither reaches a
//! log line, however verbose the operator makes the log.

use std::time::{Duration, Instant};

use crate::helpers::{fatherhood, run, ServerProcess};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_feeds_token_and_a_medias_signature_never_reach_the_log() {
    let dir = tempfile::tempdir().unwrap();
    run(fatherhood(dir.path())
        .args(["create-admin", "--email", "boss@example.org"])
        .env("FM_ADMIN_PASSWORD", "a long admin password"));
    // A line per request, each with the request's span (method, route, path).
    let server = ServerProcess::start(dir.path(), &[("RUST_LOG", "info,tower_http=debug")]).await;
    let token = server.sign_in("boss@example.org", "a long admin password").await;
    let client = reqwest::Client::new();
    let feed: serde_json::Value =
        client.get(server.url("/api/calendar/feed")).bearer_auth(&token).send().await.unwrap().json().await.unwrap();
    let feed_path = feed["url"].as_str().unwrap().split_once("/ics/").unwrap().1.to_owned();
    let feed_token = feed_path.trim_end_matches(".ics").to_owned();
    assert!(feed_token.len() >= 32, "{feed_token}");
    let res = client.get(server.url(&format!("/ics/{feed_path}"))).send().await.unwrap();
    assert_eq!(res.status(), 200);
    let signature = "c2lnbmF0dXJlLW9mLWEtbWVkaWEtbGluaw";
    let res = client
        .get(server.url(&format!("/media/variants/0195f1a4-7c2e-7d3a-9b1e-2f4c6a8d0e12-400.jpg?exp=1&sig={signature}")))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 403);

    let started = Instant::now();
    let logged = |log: String| log.contains("/ics/[redacted].ics") && log.contains("-400.jpg");
    while !logged(server.output()) {
        assert!(started.elapsed() < Duration::from_secs(20), "no line for the feed: {}", server.output());
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let log = server.output();
    assert!(!log.contains(&feed_token), "the feed's token was logged: {log}");
    assert!(!log.contains(signature), "the media's signature was logged: {log}");
    assert!(log.contains("/media/variants/0195f1a4-7c2e-7d3a-9b1e-2f4c6a8d0e12-400.jpg"), "ids stay: {log}");
}

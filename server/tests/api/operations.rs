//! What an operator and an integrator rely on: metrics on a listener of their own, request
//! ids, and an OpenAPI document that says what the API really answers.

use reqwest::StatusCode;
use serde_json::Value;

use crate::helpers::{assert_error, spawn_app_with, TestDb};

crate::on_both_databases!(
    metrics_count_requests_by_route_on_their_own_port,
    every_answer_names_its_request,
    bad_query_parameters_answer_in_the_error_shape,
    the_openapi_document_names_the_values_the_api_speaks,
);

async fn metrics_count_requests_by_route_on_their_own_port(db: TestDb) {
    let app = spawn_app_with(db, |c| c.metrics_addr = Some("127.0.0.1:0".parse().unwrap())).await;
    let metrics_url = format!("http://{}/metrics", app.metrics_addr.expect("a metrics listener"));
    app.register("counted@example.org").await;
    for _ in 0..3 {
        app.client.get(app.url("/api/version")).send().await.unwrap();
    }

    let res = reqwest::get(&metrics_url).await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert!(res.headers()["content-type"].to_str().unwrap().starts_with("text/plain"));
    let text = res.text().await.unwrap();

    // By route pattern and status (the recorder is the process's: other tests add to it).
    let versions = sample(&text, "fm_http_requests_total{", &["route=\"/api/version\"", "status=\"200\""]);
    assert!(versions >= 3.0, "{versions}\n{text}");
    assert!(sample(&text, "fm_http_requests_total{", &["route=\"/api/auth/register\"", "status=\"201\""]) >= 1.0);
    assert!(text.contains("fm_http_request_duration_seconds_bucket{"), "{text}");
    assert!(text.contains("fm_db_wait_seconds"), "{text}");
    for gauge in ["fm_db_connections ", "fm_db_connections_in_use ", "fm_live_streams "] {
        assert!(text.contains(gauge), "{gauge} missing:\n{text}");
    }
    // Levels are the process's too: that each is there is what this test can know.
    for queue in ["mail", "push", "photos", "texts"] {
        assert!(text.contains(&format!("fm_queue_length{{queue=\"{queue}\"}} ")), "{queue} queue:\n{text}");
    }
    assert!(text.contains("fm_database_up 1"), "{text}");

    // The public port does not serve them.
    let public = app.client.get(app.url("/metrics")).send().await.unwrap().text().await.unwrap();
    assert!(!public.contains("fm_http_requests_total"));
}

/// The sum of the samples of `metric` whose labels include all of `labels`.
fn sample(text: &str, metric: &str, labels: &[&str]) -> f64 {
    text.lines()
        .filter(|line| line.starts_with(metric) && labels.iter().all(|label| line.contains(label)))
        .filter_map(|line| line.rsplit(' ').next()?.parse::<f64>().ok())
        .sum()
}

async fn every_answer_names_its_request(db: TestDb) {
    let app = spawn_app_with(db, |_| {}).await;

    let fresh = app.client.get(app.url("/api/version")).send().await.unwrap();
    let id = fresh.headers()["x-request-id"].to_str().unwrap().to_owned();
    assert_eq!(uuid::Uuid::parse_str(&id).map(|_| ()), Ok(()), "{id}");
    let another = app.client.get(app.url("/api/version")).send().await.unwrap();
    assert_ne!(another.headers()["x-request-id"], id.as_str());

    // A proxy's id is kept, so one request can be followed through both logs; errors too.
    let proxied = app.client.get(app.url("/api/nothing-here")).header("x-request-id", "edge-42").send().await.unwrap();
    assert_eq!(proxied.status(), StatusCode::NOT_FOUND);
    assert_eq!(proxied.headers()["x-request-id"], "edge-42");

    // Not a short token (it would go into every log line): replaced by one of ours.
    for unusable in ["x".repeat(500), "two words".to_owned(), "quote\"d".to_owned()] {
        let res = app.client.get(app.url("/api/version")).header("x-request-id", &unusable).send().await.unwrap();
        let id = res.headers()["x-request-id"].to_str().unwrap();
        assert!(uuid::Uuid::parse_str(id).is_ok(), "{unusable} → {id}");
    }
}

/// Found by fuzzing: axum's own answer to a bad query string was plain text.
async fn bad_query_parameters_answer_in_the_error_shape(db: TestDb) {
    let app = spawn_app_with(db, |_| {}).await;
    let token = app.register("curious@example.org").await["accessToken"].as_str().unwrap().to_owned();

    for query in ["offset=9223372036854775808", "limit=many"] {
        let res = app.client.get(app.url(&format!("/api/groups?{query}"))).bearer_auth(&token).send().await.unwrap();
        let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
        assert!(body["error"]["message"].as_str().unwrap().contains("query parameters"), "{body}");
    }
}

/// Found by fuzzing: statuses were documented by their Rust names (`Enrolled`), and error
/// answers without their shape; a client generated from the document broke.
async fn the_openapi_document_names_the_values_the_api_speaks(db: TestDb) {
    let app = spawn_app_with(db, |_| {}).await;
    let doc: Value = app.client.get(app.url("/api/openapi.json")).send().await.unwrap().json().await.unwrap();

    let schemas = &doc["components"]["schemas"];
    assert_eq!(schemas["FatherStatus"]["enum"], serde_json::json!(["referred", "enrolled", "completed", "exited"]));
    assert_eq!(schemas["SessionStatus"]["enum"], serde_json::json!(["scheduled", "completed", "cancelled"]));
    let groups = &doc["paths"]["/api/groups"]["post"]["responses"];
    for status in ["400", "401", "403", "503"] {
        assert_eq!(
            groups[status]["content"]["application/json"]["schema"]["$ref"], "#/components/schemas/ErrorBody",
            "POST /api/groups {status}"
        );
    }
    assert!(schemas["ErrorBody"]["properties"]["error"]["properties"]["code"]["enum"].is_array());
}

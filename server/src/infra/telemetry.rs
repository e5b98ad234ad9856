//! What an operator watches: logs (plain or JSON, each line of a request carrying its
//! id) and Prometheus metrics, served on a listener of their own (`FM_METRICS_ADDR`,
//! `http::metrics`), never on the public port.

use std::borrow::Cow;
use std::sync::OnceLock;
use std::time::Instant;

use axum::extract::{MatchedPath, Request};
use axum::middleware::Next;
use axum::response::Response;
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use tracing_subscriber::EnvFilter;

/// Latency buckets (seconds): from a cached page (≈1 ms) to the request time-out (70 s).
const LATENCY_BUCKETS: &[f64] = &[0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0, 70.0];

/// Logs to standard error: `FM_LOG_FORMAT=json` for one JSON object a line (for a log
/// collector), anything else for text; `RUST_LOG` filters (default `info`).
pub fn init_logging() {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr);
    if std::env::var("FM_LOG_FORMAT").is_ok_and(|format| format.trim().eq_ignore_ascii_case("json")) {
        builder.json().with_current_span(true).with_span_list(false).init();
    } else {
        builder.init();
    }
}

/// The request's path as a log line may carry it. A credential in a path — a calendar
/// feed's token (`/ics/<token>.ics`), or any segment shaped like a token: 32 or more
/// URL-safe characters that do not start with a UUID (ids, and the media's
/// `{id}-400.jpg`) — becomes `[redacted]` (its extension kept).
/// The query is never logged at all: it carries media signatures (`sig=`), reset tokens
/// and check-in codes.
pub fn loggable_path(path: &str) -> Cow<'_, str> {
    let secret = |segment: &str, in_feed: bool| {
        let stem = segment.rsplit_once('.').map_or(segment, |(stem, _)| stem);
        let token_like = stem.len() >= 32
            && stem.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
            && stem.get(..36).is_none_or(|head| uuid::Uuid::try_parse(head).is_err());
        (in_feed && !stem.is_empty()) || token_like
    };
    // The feed's token is its path's second segment ("", "ics", token).
    let in_feed = path.starts_with("/ics/");
    let secret_at = |i: usize, segment: &str| secret(segment, in_feed && i == 2);
    if !path.split('/').enumerate().any(|(i, segment)| secret_at(i, segment)) {
        return Cow::Borrowed(path);
    }
    let redacted: Vec<String> = path
        .split('/')
        .enumerate()
        .map(|(i, segment)| {
            if !secret_at(i, segment) {
                return segment.to_owned();
            }
            match segment.rsplit_once('.') {
                Some((_, extension)) => format!("[redacted].{extension}"),
                None => "[redacted]".to_owned(),
            }
        })
        .collect();
    Cow::Owned(redacted.join("/"))
}

/// The process's metrics recorder, installed on first use. One per process: every
/// server in it (the tests start many) adds to the same counters.
pub fn recorder() -> &'static PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE.get_or_init(|| {
        let recorder = PrometheusBuilder::new()
            .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), LATENCY_BUCKETS)
            .expect("the latency buckets are not empty")
            .build_recorder();
        let handle = recorder.handle();
        if metrics::set_global_recorder(recorder).is_err() {
            tracing::warn!("another metrics recorder was installed first: /metrics will be empty");
        }
        handle
    })
}

/// Counts every answer by route and status, and times it by route. The route is the
/// pattern (`/api/fathers/{id}`), never the path, so the number of series stays bounded.
/// The two metric lookups cost 0.45 µs a request (divan `layers::request_metrics`).
pub async fn record_request(request: Request, next: Next) -> Response {
    let route =
        request.extensions().get::<MatchedPath>().map_or_else(|| "web app".to_owned(), |path| path.as_str().to_owned());
    let method = request.method().as_str().to_owned();
    let started = Instant::now();
    let response = next.run(request).await;
    let status = response.status().as_u16().to_string();
    metrics::histogram!("fm_http_request_duration_seconds", "method" => method.clone(), "route" => route.clone())
        .record(started.elapsed().as_secs_f64());
    metrics::counter!("fm_http_requests_total", "method" => method, "route" => route, "status" => status).increment(1);
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn credentials_in_a_path_never_reach_the_log() {
        let token = "mJ3f0yq2QkL8xZ_bW9-vR1tUcN4sHa7eGd5oPi6KwE0";
        assert_eq!(loggable_path(&format!("/ics/{token}.ics")), "/ics/[redacted].ics");
        // A short or strange feed path is still the feed's: its segment is the token.
        assert_eq!(loggable_path("/ics/abc.ics"), "/ics/[redacted].ics");
        assert_eq!(loggable_path("/ics/abc"), "/ics/[redacted]");
        assert_eq!(loggable_path(&format!("/anything/{token}/x")), "/anything/[redacted]/x");
        // Ids, routes and built files are kept as they are.
        for kept in [
            "/api/fathers/0195f1a4-7c2e-7d3a-9b1e-2f4c6a8d0e12",
            "/media/variants/0195f1a4-7c2e-7d3a-9b1e-2f4c6a8d0e12-400.jpg",
            "/api/reports/summary.csv",
            "/assets/common-floating-Dq3x8K2a.js",
            "/ics/",
            "/",
        ] {
            assert!(matches!(loggable_path(kept), Cow::Borrowed(_)), "{kept}");
        }
    }
}

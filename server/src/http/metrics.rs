//! `GET /metrics` on the metrics listener (`FM_METRICS_ADDR`), never on the public port:
//! what `infra::telemetry` recorded, and the levels sampled when asked.

use axum::extract::State;
use axum::http::{header, HeaderValue};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;

use crate::infra::telemetry::recorder;
use crate::state::AppState;

/// The metrics listener's one route.
pub fn router(state: AppState) -> Router {
    recorder();
    Router::new().route("/metrics", get(render)).with_state(state)
}

/// Samples what is a level rather than an event (pool, streams, queue lengths), then
/// renders everything in Prometheus's text format.
async fn render(State(state): State<AppState>) -> Response {
    let pool = state.db.pool_status();
    metrics::gauge!("fm_db_connections").set(pool.size as f64);
    metrics::gauge!("fm_db_connections_in_use").set(pool.in_use as f64);
    metrics::gauge!("fm_live_streams").set(state.live.streams() as f64);
    match state.db.run(crate::db::queues::lengths).await {
        Ok(queues) => {
            metrics::gauge!("fm_queue_length", "queue" => "mail").set(queues.mail as f64);
            metrics::gauge!("fm_queue_length", "queue" => "push").set(queues.push as f64);
            metrics::gauge!("fm_queue_length", "queue" => "photos").set(queues.photos as f64);
            metrics::gauge!("fm_queue_length", "queue" => "texts").set(queues.texts as f64);
            metrics::gauge!("fm_database_up").set(1.0);
        }
        Err(err) => {
            tracing::warn!(error = %err, "metrics: the queue lengths could not be read");
            metrics::gauge!("fm_database_up").set(0.0);
        }
    }
    (
        [(header::CONTENT_TYPE, HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"))],
        recorder().render(),
    )
        .into_response()
}

//! Health, readiness, build id and public settings.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::catalogue;
use crate::error::{AppError, AppResult};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(healthz))
        .routes(routes!(readyz))
        .routes(routes!(version))
        .routes(routes!(public_config))
}

/// 200 while the process is up.
#[utoipa::path(get, path = "/healthz", tag = "meta", responses((status = 200)))]
async fn healthz() -> StatusCode {
    StatusCode::OK
}

/// 200 when the database answers, 503 otherwise.
#[utoipa::path(get, path = "/readyz", tag = "meta", responses((status = 200), (status = 503)))]
async fn readyz(State(state): State<AppState>) -> AppResult<StatusCode> {
    if state.db.ping().await {
        Ok(StatusCode::OK)
    } else {
        Err(AppError::Unavailable(catalogue::database_not_answering()))
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Version {
    build_id: String,
    version: &'static str,
}

/// The build being served; the web app reloads when it differs from its own.
#[utoipa::path(get, path = "/api/version", tag = "meta", responses((status = 200, body = Version)))]
async fn version(State(state): State<AppState>) -> Json<Version> {
    Json(Version { build_id: state.build_id.to_string(), version: env!("CARGO_PKG_VERSION") })
}

#[derive(Serialize, ToSchema)]
pub struct PublicConfig {
    /// "open" or "closed"
    registration: &'static str,
}

/// Settings the sign-in screens need before anyone is signed in.
#[utoipa::path(get, path = "/api/config", tag = "meta", responses((status = 200, body = PublicConfig)))]
async fn public_config(State(state): State<AppState>) -> Json<PublicConfig> {
    Json(PublicConfig { registration: if state.config.registration_open { "open" } else { "closed" } })
}

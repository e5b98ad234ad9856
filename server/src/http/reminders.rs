//! `/api/me/next-reminder`: when a father's next reminder comes.

use axum::extract::State;
use axum::Json;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::Viewer;
use crate::error::AppResult;
use crate::services::reminders::{self, NextReminder};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(next_reminder))
}

/// A father's next reminder (null when none is coming, when he turned reminders off, or
/// for staff).
#[utoipa::path(get, path = "/api/me/next-reminder", tag = "me",
    responses((status = 200, body = Option<NextReminder>), (status = 401)), security(("bearer" = [])))]
async fn next_reminder(State(state): State<AppState>, viewer: Viewer) -> AppResult<Json<Option<NextReminder>>> {
    Ok(Json(reminders::next_for(&state, &viewer).await?))
}

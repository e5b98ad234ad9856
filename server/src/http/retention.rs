//! `/api/retention`: what retention will anonymise soon, for the director who can still
//! correct a mistaken exit date.

use axum::extract::State;
use axum::Json;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::Viewer;
use crate::error::AppResult;
use crate::services::retention::{self, Coming};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(coming))
}

/// Directors: the records retention anonymises within the next 90 days (and any due now),
/// soonest first, each with its exit date and the day it is anonymised on; with the
/// program's retention in days and its today.
#[utoipa::path(get, path = "/api/retention", tag = "fathers",
    responses((status = 200, body = Coming), (status = 401), (status = 403)), security(("bearer" = [])))]
async fn coming(State(state): State<AppState>, viewer: Viewer) -> AppResult<Json<Coming>> {
    Ok(Json(retention::coming(&state, &viewer).await?))
}

//! `/api/fathers/{id}/incentives`, `/api/sessions/{id}/incentives`, `/api/incentives/{id}`:
//! the incentive ledger. There is no PATCH, and DELETE is answered 405: an incentive is
//! never edited or deleted, only voided.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::Viewer;
use crate::domain::incentive::Incentive;
use crate::error::{AppError, AppResult};
use crate::extract::ValidJson;
use crate::services::incentives::{self, NewIncentive, NewSessionIncentives, SessionIncentives, VoidIncentive};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_incentives, give_incentive))
        .routes(routes!(give_session_incentives))
        .routes(routes!(void_incentive))
        .routes(routes!(delete_incentive))
}

/// A father's ledger, newest first, voided ones included and marked (staff with him in
/// scope; others 404, fathers 403).
#[utoipa::path(get, path = "/api/fathers/{id}/incentives", tag = "incentives",
    responses((status = 200, body = [Incentive]), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn list_incentives(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<Json<Vec<Incentive>>> {
    Ok(Json(incentives::list(&state, &viewer, id).await?))
}

/// Gives the father an incentive (staff with him in scope). The same reward again — the
/// same kind for the same session, or without a session the same kind and amount on the
/// same day of the program — is 409 unless `allowDuplicate` is true.
#[utoipa::path(post, path = "/api/fathers/{id}/incentives", tag = "incentives", request_body = NewIncentive,
    responses((status = 201, body = Incentive),
        (status = 400, description = "`sessionId`: a session whose roster he was on; \
        `givenAt`: its date in the years 1900–9999 in UTC too"), (status = 403), (status = 404), (status = 409)),
    security(("bearer" = [])))]
async fn give_incentive(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(input): ValidJson<NewIncentive>,
) -> AppResult<(StatusCode, Json<Incentive>)> {
    Ok((StatusCode::CREATED, Json(incentives::give(&state, &viewer, id, input).await?)))
}

/// Gives each listed father of the session's roster one incentive for the session, in one
/// transaction (the group's facilitators or a director). Fathers who already have it are
/// skipped and listed in `duplicates`, unless `allowDuplicate` is true.
#[utoipa::path(post, path = "/api/sessions/{id}/incentives", tag = "incentives", request_body = NewSessionIncentives,
    responses((status = 201, body = SessionIncentives),
        (status = 400, description = "`fatherIds`: fathers on the session's roster"), (status = 403), (status = 404)),
    security(("bearer" = [])))]
async fn give_session_incentives(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(input): ValidJson<NewSessionIncentives>,
) -> AppResult<(StatusCode, Json<SessionIncentives>)> {
    Ok((StatusCode::CREATED, Json(incentives::give_for_session(&state, &viewer, id, input).await?)))
}

/// Voids an incentive, with the reason (directors only). It stays on the ledger, marked;
/// one already voided is 409.
#[utoipa::path(post, path = "/api/incentives/{id}/void", tag = "incentives", request_body = VoidIncentive,
    responses((status = 200, body = Incentive), (status = 400), (status = 403), (status = 404), (status = 409)),
    security(("bearer" = [])))]
async fn void_incentive(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(input): ValidJson<VoidIncentive>,
) -> AppResult<Json<Incentive>> {
    Ok(Json(incentives::void(&state, &viewer, id, input).await?))
}

/// Never allowed, for anyone, signed in or not: an incentive is never deleted (a director
/// voids it instead).
#[utoipa::path(delete, path = "/api/incentives/{id}", tag = "incentives",
    responses((status = 405, description = "always: an incentive is never deleted, only voided")))]
async fn delete_incentive(Path(_id): Path<String>) -> AppError {
    incentives::never_deleted()
}

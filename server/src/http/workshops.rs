//! Workshop cycles, sessions and attendance: `/api/cycles`, `/api/sessions`, `/api/at-risk`.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::Json;
use chrono::{Duration, Utc};
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::Viewer;
use crate::domain::dates;
use crate::domain::records::{Cycle, CycleProgress, RosterEntry, Session};
use crate::domain::standing::AtRisk;
use crate::error::{AppError, AppResult};
use crate::extract::{ValidJson, ValidQuery};
use crate::http::paging::{Page, PageQuery};
use crate::services::workshops::attendance::{self, MarkInput};
use crate::services::workshops::completion;
use crate::services::workshops::cycles::{self, CycleInput};
use crate::services::workshops::reports::{self, Matrix};
use crate::services::workshops::sessions::{self, SessionInput};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_cycles, create_cycle))
        .routes(routes!(get_cycle, update_cycle, delete_cycle))
        .routes(routes!(cycle_progress))
        .routes(routes!(cycle_matrix))
        .routes(routes!(cycle_csv))
        .routes(routes!(list_cycle_sessions, create_session))
        .routes(routes!(list_sessions))
        .routes(routes!(get_session, update_session, delete_session))
        .routes(routes!(get_attendance, put_attendance))
        .routes(routes!(at_risk))
}

/// Cycles, newest first: staff see all, a father his groups' cycles.
#[utoipa::path(get, path = "/api/cycles", tag = "workshops", params(PageQuery),
    responses((status = 200, body = [Cycle])), security(("bearer" = [])))]
async fn list_cycles(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidQuery(page): ValidQuery<PageQuery>,
) -> AppResult<Json<Vec<Cycle>>> {
    let page = Page::parse(page.limit, page.offset, 50)?;
    Ok(Json(cycles::list_cycles(&state, &viewer, page.limit, page.offset).await?))
}

/// Creates a cycle for a group; with `schedule`, its sessions are generated too.
#[utoipa::path(post, path = "/api/cycles", tag = "workshops", request_body = CycleInput,
    responses((status = 201, body = Cycle), (status = 400), (status = 403)), security(("bearer" = [])))]
async fn create_cycle(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidJson(input): ValidJson<CycleInput>,
) -> AppResult<(StatusCode, Json<Cycle>)> {
    Ok((StatusCode::CREATED, Json(cycles::create_cycle(&state, &viewer, input).await?)))
}

#[utoipa::path(get, path = "/api/cycles/{id}", tag = "workshops",
    responses((status = 200, body = Cycle), (status = 404)), security(("bearer" = [])))]
async fn get_cycle(State(state): State<AppState>, viewer: Viewer, Path(id): Path<String>) -> AppResult<Json<Cycle>> {
    Ok(Json(cycles::get_cycle(&state, &viewer, id).await?))
}

#[utoipa::path(patch, path = "/api/cycles/{id}", tag = "workshops", request_body = CycleInput,
    responses((status = 200, body = Cycle), (status = 400), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn update_cycle(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(input): ValidJson<CycleInput>,
) -> AppResult<Json<Cycle>> {
    Ok(Json(cycles::update_cycle(&state, &viewer, id, input).await?))
}

/// Deletes a cycle with its sessions (staff); 409 once attendance was taken in it.
#[utoipa::path(delete, path = "/api/cycles/{id}", tag = "workshops",
    responses((status = 204), (status = 403), (status = 404), (status = 409)), security(("bearer" = [])))]
async fn delete_cycle(State(state): State<AppState>, viewer: Viewer, Path(id): Path<String>) -> AppResult<StatusCode> {
    cycles::delete_cycle(&state, &viewer, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Each enrolled father's attendance in the cycle (a father: his own line).
#[utoipa::path(get, path = "/api/cycles/{id}/progress", tag = "workshops",
    responses((status = 200, body = [CycleProgress]), (status = 404)), security(("bearer" = [])))]
async fn cycle_progress(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<Json<Vec<CycleProgress>>> {
    Ok(Json(completion::cycle_progress(&state, &viewer, id).await?))
}

/// The attendance matrix: fathers × sessions, with rates and consecutive absences (staff).
#[utoipa::path(get, path = "/api/cycles/{id}/attendance", tag = "workshops",
    responses((status = 200, body = Matrix), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn cycle_matrix(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<Json<Matrix>> {
    Ok(Json(reports::matrix(&state, &viewer, id).await?))
}

/// The matrix as CSV: one row per father, one column per session, then the rate.
#[utoipa::path(get, path = "/api/cycles/{id}/attendance.csv", tag = "workshops",
    responses((status = 200, content_type = "text/csv"), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn cycle_csv(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<impl IntoResponse> {
    Ok(crate::infra::csv::response(reports::matrix_csv(&state, &viewer, id).await?, "attendance.csv"))
}

#[utoipa::path(get, path = "/api/cycles/{id}/sessions", tag = "workshops",
    responses((status = 200, body = [Session]), (status = 404)), security(("bearer" = [])))]
async fn list_cycle_sessions(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<Json<Vec<Session>>> {
    Ok(Json(sessions::cycle_sessions(&state, &viewer, id).await?))
}

/// Adds a session to a cycle (staff); it is numbered after the last one.
#[utoipa::path(post, path = "/api/cycles/{id}/sessions", tag = "workshops", request_body = SessionInput,
    responses((status = 201, body = Session), (status = 400), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn create_session(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(input): ValidJson<SessionInput>,
) -> AppResult<(StatusCode, Json<Session>)> {
    Ok((StatusCode::CREATED, Json(sessions::create_session(&state, &viewer, id, input).await?)))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SessionRange {
    /// RFC 3339, years 1900–9999. Default: now minus a day.
    #[param(value_type = Option<String>, format = DateTime)]
    from: Option<String>,
    /// RFC 3339, years 1900–9999. Default: `from` plus eight days.
    #[param(value_type = Option<String>, format = DateTime)]
    to: Option<String>,
    limit: Option<i64>,
}

/// Sessions starting in [from, to), in time order: staff all, a father his groups'.
#[utoipa::path(get, path = "/api/sessions", tag = "workshops", params(SessionRange),
    responses((status = 200, body = [Session])), security(("bearer" = [])))]
async fn list_sessions(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidQuery(range): ValidQuery<SessionRange>,
) -> AppResult<Json<Vec<Session>>> {
    let instant = |value: Option<String>, field: &str| {
        value.map(|v| dates::parse_utc_field(&v, field).map_err(|m| AppError::field(field, m))).transpose()
    };
    let from = instant(range.from, "from")?.unwrap_or_else(|| Utc::now() - Duration::days(1));
    let to = instant(range.to, "to")?.unwrap_or(from + Duration::days(8));
    if to <= from {
        return Err(AppError::field("to", "The end of the range must be after its start."));
    }
    let page = Page::parse(range.limit, None, 200)?;
    Ok(Json(sessions::sessions_between(&state, &viewer, from, to, page.limit).await?))
}

#[utoipa::path(get, path = "/api/sessions/{id}", tag = "workshops",
    responses((status = 200, body = Session), (status = 404)), security(("bearer" = [])))]
async fn get_session(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<Json<Session>> {
    Ok(Json(sessions::get_session(&state, &viewer, id).await?))
}

/// Edits a session; `status` follows scheduled → completed | cancelled, cancelled → scheduled (409 otherwise).
#[utoipa::path(patch, path = "/api/sessions/{id}", tag = "workshops", request_body = SessionInput,
    responses((status = 200, body = Session), (status = 400), (status = 403), (status = 404), (status = 409)),
    security(("bearer" = [])))]
async fn update_session(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(input): ValidJson<SessionInput>,
) -> AppResult<Json<Session>> {
    Ok(Json(sessions::update_session(&state, &viewer, id, input).await?))
}

#[utoipa::path(delete, path = "/api/sessions/{id}", tag = "workshops",
    responses((status = 204), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn delete_session(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<StatusCode> {
    sessions::delete_session(&state, &viewer, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The session's roster with what was recorded (a father: his own line).
#[utoipa::path(get, path = "/api/sessions/{id}/attendance", tag = "workshops",
    responses((status = 200, body = [RosterEntry]), (status = 404)), security(("bearer" = [])))]
async fn get_attendance(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<Json<Vec<RosterEntry>>> {
    Ok(Json(attendance::roster(&state, &viewer, id).await?))
}

/// Saves attendance for many fathers at once; fathers not in the body are left as they are.
/// With `expected` on a mark, a mark changed since answers 409 with `error.conflicts` and saves nothing.
#[utoipa::path(put, path = "/api/sessions/{id}/attendance", tag = "workshops", request_body = [MarkInput],
    responses((status = 200, body = [RosterEntry]), (status = 400), (status = 403), (status = 404),
        (status = 409, description = "`error.conflicts`: the changed fathers' marks as they are now")),
    security(("bearer" = [])))]
async fn put_attendance(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(marks): ValidJson<Vec<MarkInput>>,
) -> AppResult<Json<Vec<RosterEntry>>> {
    Ok(Json(attendance::save_attendance(&state, &viewer, id, marks).await?))
}

/// Fathers with two or more absences in a row, or under 50% attendance, in current cycles (staff).
#[utoipa::path(get, path = "/api/at-risk", tag = "workshops",
    responses((status = 200, body = [AtRisk]), (status = 403)), security(("bearer" = [])))]
async fn at_risk(State(state): State<AppState>, viewer: Viewer) -> AppResult<Json<Vec<AtRisk>>> {
    Ok(Json(reports::at_risk(&state, &viewer).await?))
}

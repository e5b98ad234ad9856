//! `/api/cycles` (a group's workshop cycles, their progress, attendance matrix and
//! sessions) and `/api/at-risk`.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::Json;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::Viewer;
use crate::domain::records::{Cycle, CycleProgress, Session};
use crate::domain::standing::AtRisk;
use crate::error::AppResult;
use crate::extract::{New, ValidJson, ValidQuery};
use crate::http::paging::{Page, PageQuery};
use crate::services::workshops::cycles::{self, CycleInput, NewCycle};
use crate::services::workshops::reports::{self, Matrix};
use crate::services::workshops::sessions::{self, NewSession};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_cycles, create_cycle))
        .routes(routes!(get_cycle, update_cycle, delete_cycle))
        .routes(routes!(cycle_progress))
        .routes(routes!(cycle_matrix))
        .routes(routes!(cycle_csv))
        .routes(routes!(list_cycle_sessions, create_session))
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
#[utoipa::path(post, path = "/api/cycles", tag = "workshops", request_body = NewCycle,
    responses((status = 201, body = Cycle),
        (status = 400, description = "`endDate`: not before the start date; \
        `groupId`: a group on file; \
        `facilitatorId`: a staff account; \
        `schedule.timezone`: a zone of the tz database (e.g. America/Chicago)"),
        (status = 403)), security(("bearer" = [])))]
async fn create_cycle(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidJson(New(input)): ValidJson<NewCycle>,
) -> AppResult<(StatusCode, Json<Cycle>)> {
    Ok((StatusCode::CREATED, Json(cycles::create_cycle(&state, &viewer, input).await?)))
}

#[utoipa::path(get, path = "/api/cycles/{id}", tag = "workshops",
    responses((status = 200, body = Cycle), (status = 404)), security(("bearer" = [])))]
async fn get_cycle(State(state): State<AppState>, viewer: Viewer, Path(id): Path<String>) -> AppResult<Json<Cycle>> {
    Ok(Json(cycles::get_cycle(&state, &viewer, id).await?))
}

#[utoipa::path(patch, path = "/api/cycles/{id}", tag = "workshops", request_body = CycleInput,
    responses((status = 200, body = Cycle),
        (status = 400, description = "`endDate`: not before the start date (sent or on file); \
        `groupId`: a group on file; \
        `facilitatorId`: a staff account; \
        `schedule`: sessions are generated from a schedule only when a cycle is created"),
        (status = 403), (status = 404),
        (status = 409, description = "Attendance was taken in the cycle: its group cannot change")),
    security(("bearer" = [])))]
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
    Ok(Json(reports::cycle_progress(&state, &viewer, id).await?))
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
#[utoipa::path(post, path = "/api/cycles/{id}/sessions", tag = "workshops", request_body = NewSession,
    responses((status = 201, body = Session),
        (status = 400, description = "`endsAt`: after the start, at most 24 hours later; \
        `number`: not another session's of the cycle"), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn create_session(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(New(input)): ValidJson<NewSession>,
) -> AppResult<(StatusCode, Json<Session>)> {
    Ok((StatusCode::CREATED, Json(sessions::create_session(&state, &viewer, id, input).await?)))
}

/// Fathers with two or more absences in a row, or under 50% attendance, in current cycles (staff).
#[utoipa::path(get, path = "/api/at-risk", tag = "workshops",
    responses((status = 200, body = [AtRisk]), (status = 403)), security(("bearer" = [])))]
async fn at_risk(State(state): State<AppState>, viewer: Viewer) -> AppResult<Json<Vec<AtRisk>>> {
    Ok(Json(reports::at_risk(&state, &viewer).await?))
}

//! `/api/programs`, `/api/fathers/{id}/enrolments`, `/api/enrolments/{id}`: programs above
//! groups, who works in each, and fathers' enrolments.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::Viewer;
use crate::domain::programs::{Enrolment, Program};
use crate::error::AppResult;
use crate::extract::{DirectorUser, New, ValidJson, ValidJsonList};
use crate::services::programs::{self, EnrolmentInput, NewEnrolment, NewProgram, ProgramInput, ProgramStaffInput};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_programs, create_program))
        .routes(routes!(update_program))
        .routes(routes!(set_program_staff))
        .routes(routes!(enrol))
        .routes(routes!(update_enrolment))
}

/// The programs the caller works in (directors: every one), by name, archived last.
#[utoipa::path(get, path = "/api/programs", tag = "programs",
    responses((status = 200, body = [Program]), (status = 403)), security(("bearer" = [])))]
async fn list_programs(State(state): State<AppState>, viewer: Viewer) -> AppResult<Json<Vec<Program>>> {
    Ok(Json(programs::list(&state, &viewer).await?))
}

/// Makes a program (directors).
#[utoipa::path(post, path = "/api/programs", tag = "programs", request_body = NewProgram,
    responses((status = 201, body = Program), (status = 400, description = "`code`: another program has it"),
        (status = 403)), security(("bearer" = [])))]
async fn create_program(
    State(state): State<AppState>,
    DirectorUser(director): DirectorUser,
    ValidJson(New(input)): ValidJson<NewProgram>,
) -> AppResult<(StatusCode, Json<Program>)> {
    Ok((StatusCode::CREATED, Json(programs::create(&state, &director, input).await?)))
}

/// Renames, recodes, makes confidential or archives a program (directors).
#[utoipa::path(patch, path = "/api/programs/{id}", tag = "programs", request_body = ProgramInput,
    responses((status = 200, body = Program), (status = 400, description = "`code`: another program has it"),
        (status = 403), (status = 404)), security(("bearer" = [])))]
async fn update_program(
    State(state): State<AppState>,
    DirectorUser(_director): DirectorUser,
    Path(id): Path<String>,
    ValidJson(input): ValidJson<ProgramInput>,
) -> AppResult<Json<Program>> {
    Ok(Json(programs::update(&state, id, input).await?))
}

/// Who works in the program, and as what (directors): the whole list, replacing the last.
/// A manager has every father and group of the program in his scope and reads its report.
#[utoipa::path(put, path = "/api/programs/{id}/staff", tag = "programs", request_body = Vec<ProgramStaffInput>,
    responses((status = 200, body = Program),
        (status = 400, description = "`userId`: not a staff account, or named twice"),
        (status = 403), (status = 404)), security(("bearer" = [])))]
async fn set_program_staff(
    State(state): State<AppState>,
    DirectorUser(_director): DirectorUser,
    Path(id): Path<String>,
    ValidJsonList(staff): ValidJsonList<ProgramStaffInput>,
) -> AppResult<Json<Program>> {
    Ok(Json(programs::set_staff(&state, id, staff).await?))
}

/// Enrols the father in a program (its staff, with him in scope); his record takes the
/// new enrolment's status, dates and case manager.
#[utoipa::path(post, path = "/api/fathers/{id}/enrolments", tag = "programs", request_body = NewEnrolment,
    responses((status = 201, body = Enrolment),
        (status = 400, description = "`programId`: archived; `exitedAt`: after today or before `enrolledAt`; `caseManagerId`: not a staff account"),
        (status = 403), (status = 404),
        (status = 409, description = "he has an open enrolment in this program")),
    security(("bearer" = [])))]
async fn enrol(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(New(input)): ValidJson<NewEnrolment>,
) -> AppResult<(StatusCode, Json<Enrolment>)> {
    Ok((StatusCode::CREATED, Json(programs::enrol(&state, &viewer, id, input).await?)))
}

/// Changes an enrolment (its program's staff, with the father in scope).
#[utoipa::path(patch, path = "/api/enrolments/{id}", tag = "programs", request_body = EnrolmentInput,
    responses((status = 200, body = Enrolment),
        (status = 400, description = "`programId`: other than its own; `exitedAt`: after today or before `enrolledAt`; `caseManagerId`: not a staff account"),
        (status = 403), (status = 404),
        (status = 409, description = "reopened beside another open enrolment in its program")),
    security(("bearer" = [])))]
async fn update_enrolment(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(input): ValidJson<EnrolmentInput>,
) -> AppResult<Json<Enrolment>> {
    Ok(Json(programs::update_enrolment(&state, &viewer, id, input).await?))
}

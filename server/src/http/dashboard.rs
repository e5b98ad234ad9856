//! `/api/home`, `/api/dashboard`, `/api/reports/summary` (and `.csv`), the incentive
//! ledger's CSV (`/api/reports/incentives.csv`), and a father's certificates and attendance
//! letter.

use axum::extract::{Path, State};
use axum::response::IntoResponse;
use axum::Json;
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::Viewer;
use crate::error::AppResult;
use crate::extract::ValidQuery;
use crate::http::ProgramQuery;
use crate::services::dashboard::{self, AttendanceLetter, Certificate, Dashboard, Home, Report, Today};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(home))
        .routes(routes!(today))
        .routes(routes!(dashboard))
        .routes(routes!(summary))
        .routes(routes!(summary_csv))
        .routes(routes!(incentives_csv))
        .routes(routes!(certificates))
        .routes(routes!(attendance_letter))
}

/// What the signed-in user needs first: the next session or event, the latest pinned
/// announcement, and what is unread.
#[utoipa::path(get, path = "/api/home", tag = "dashboard",
    responses((status = 200, body = Home)), security(("bearer" = [])))]
async fn home(State(state): State<AppState>, viewer: Viewer) -> AppResult<Json<Home>> {
    Ok(Json(dashboard::home(&state, &viewer).await?))
}

/// Staff: the day at a glance. Today's sessions of the groups he facilitates (a director:
/// every group) with their answers and what has been recorded so far, his open follow-ups
/// by when, and his unread messages. Fathers: 403.
#[utoipa::path(get, path = "/api/today", tag = "dashboard",
    responses((status = 200, body = Today), (status = 403)), security(("bearer" = [])))]
async fn today(State(state): State<AppState>, viewer: Viewer) -> AppResult<Json<Today>> {
    Ok(Json(dashboard::today(&state, &viewer).await?))
}

/// Staff: the program's counts, attendance by week, fathers at risk, upcoming sessions and
/// the activity feed. A father: his attendance, milestones and next sessions.
/// With `programId` (staff), the program's groups and the fathers of the caller's scope
/// enrolled in it, each counted by his enrolment there.
#[utoipa::path(get, path = "/api/dashboard", tag = "dashboard", params(ProgramQuery),
    responses((status = 200, body = Dashboard), (status = 404, description = "no such program")),
    security(("bearer" = [])))]
async fn dashboard(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidQuery(program): ValidQuery<ProgramQuery>,
) -> AppResult<Json<Dashboard>> {
    Ok(Json(dashboard::dashboard(&state, &viewer, program.program_id).await?))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RangeQuery {
    /// First day (YYYY-MM-DD, years 1900–9999), in the program's time zone.
    #[param(format = Date, required = true, nullable = false, pattern = r"^(19\d\d|[2-9]\d\d\d)-\d\d-\d\d$")]
    from: Option<String>,
    /// Last day, inclusive (YYYY-MM-DD, years 1900–9999).
    #[param(format = Date, required = true, nullable = false, pattern = r"^(19\d\d|[2-9]\d\d\d)-\d\d-\d\d$")]
    to: Option<String>,
}

/// Staff: the funder report for any range of whole days.
#[utoipa::path(get, path = "/api/reports/summary", tag = "dashboard", params(RangeQuery, ProgramQuery),
    responses((status = 200, body = Report),
        (status = 400, description = "`to`: not before from, less than 1,098 days after it"),
        (status = 403), (status = 404, description = "no such program")), security(("bearer" = [])))]
async fn summary(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidQuery(q): ValidQuery<RangeQuery>,
    ValidQuery(program): ValidQuery<ProgramQuery>,
) -> AppResult<Json<Report>> {
    Ok(Json(dashboard::report(&state, &viewer, q.from.as_deref(), q.to.as_deref(), program.program_id).await?))
}

/// The funder report as CSV (cells defused against spreadsheet formulas).
#[utoipa::path(get, path = "/api/reports/summary.csv", tag = "dashboard", params(RangeQuery, ProgramQuery),
    responses((status = 200, content_type = "text/csv"),
        (status = 400, description = "`to`: not before from, less than 1,098 days after it"),
        (status = 403), (status = 404, description = "no such program")), security(("bearer" = [])))]
async fn summary_csv(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidQuery(q): ValidQuery<RangeQuery>,
    ValidQuery(program): ValidQuery<ProgramQuery>,
) -> AppResult<impl IntoResponse> {
    let (filename, csv) =
        dashboard::report_csv(&state, &viewer, q.from.as_deref(), q.to.as_deref(), program.program_id).await?;
    Ok(crate::infra::csv::response(csv, &filename))
}

/// Staff: the incentive ledger of the range as CSV, one row per incentive given to a
/// father in the reader's scope, or of one program as its report counts them (voided ones
/// included, with when and why).
#[utoipa::path(get, path = "/api/reports/incentives.csv", tag = "dashboard", params(RangeQuery, ProgramQuery),
    responses((status = 200, content_type = "text/csv"),
        (status = 400, description = "`to`: not before from, less than 1,098 days after it"),
        (status = 403), (status = 404, description = "no such program")), security(("bearer" = [])))]
async fn incentives_csv(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidQuery(q): ValidQuery<RangeQuery>,
    ValidQuery(program): ValidQuery<ProgramQuery>,
) -> AppResult<impl IntoResponse> {
    let (filename, csv) =
        dashboard::incentives_csv(&state, &viewer, q.from.as_deref(), q.to.as_deref(), program.program_id).await?;
    Ok(crate::infra::csv::response(csv, &filename))
}

/// His certificates of completion, newest first: staff for anyone, a father for himself.
#[utoipa::path(get, path = "/api/fathers/{id}/certificates", tag = "dashboard",
    responses((status = 200, body = [Certificate]), (status = 404)), security(("bearer" = [])))]
async fn certificates(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<Json<Vec<Certificate>>> {
    Ok(Json(dashboard::certificates(&state, &viewer, id).await?))
}

/// Every session he attended, with dates and hours, signed by the program.
#[utoipa::path(get, path = "/api/fathers/{id}/attendance-letter", tag = "dashboard",
    responses((status = 200, body = AttendanceLetter), (status = 404)), security(("bearer" = [])))]
async fn attendance_letter(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<Json<AttendanceLetter>> {
    Ok(Json(dashboard::attendance_letter(&state, &viewer, id).await?))
}

//! `/api/sessions`: workshop sessions in a range, one session, and its attendance.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use chrono::{Duration, Utc};
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::Viewer;
use crate::catalogue;
use crate::domain::dates;
use crate::domain::records::{RosterEntry, Session};
use crate::error::{AppError, AppResult};
use crate::extract::{ValidJson, ValidJsonList, ValidQuery};
use crate::http::paging::Page;
use crate::services::workshops::attendance::{self, MarkInput};
use crate::services::workshops::sessions::{self, SessionInput};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_sessions))
        .routes(routes!(get_session, update_session, delete_session))
        .routes(routes!(get_attendance, put_attendance))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SessionRange {
    /// RFC 3339, years 1900–9999. Default: now minus a day.
    #[param(value_type = Option<String>, format = DateTime, pattern = r"^(19\d\d|[2-9]\d\d\d)-")]
    from: Option<String>,
    /// RFC 3339, years 1900–9999. Default: `from` plus eight days.
    #[param(value_type = Option<String>, format = DateTime, pattern = r"^(19\d\d|[2-9]\d\d\d)-")]
    to: Option<String>,
    /// 1–500 (default 200).
    // = paging::MAX_LIMIT (utoipa takes a literal; `http::openapi`'s test checks it)
    #[param(minimum = 1, maximum = 500)]
    limit: Option<i64>,
}

/// Sessions starting in [from, to), in time order: staff all, a father his groups'.
#[utoipa::path(get, path = "/api/sessions", tag = "workshops", params(SessionRange),
    responses(
        (status = 400, description = "`from`, `to`: to after from, each instant's date in the years 1900–9999 in UTC \
        too"),
        (status = 200, body = [Session])), security(("bearer" = [])))]
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
        return Err(AppError::field("to", catalogue::range_reversed()));
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
    responses((status = 200, body = Session),
        (status = 400, description = "`endsAt`: after the start (sent or on file), at most 24 hours later; \
        `status`: a change the session's status may take from the one on file; \
        `number`: not another session's of the cycle"),
        (status = 403), (status = 404), (status = 409)),
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
    responses((status = 200, body = [RosterEntry]),
        (status = 400, description = "`fatherId`: a father on the session's roster"), (status = 403), (status = 404),
        (status = 409, description = "`error.conflicts`: the changed fathers' marks as they are now")),
    security(("bearer" = [])))]
async fn put_attendance(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJsonList(marks): ValidJsonList<MarkInput>,
) -> AppResult<Json<Vec<RosterEntry>>> {
    Ok(Json(attendance::save_attendance(&state, &viewer, id, marks).await?))
}

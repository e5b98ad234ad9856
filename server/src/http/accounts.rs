//! Staff manage accounts: `/api/users` (createUser, updateUser, deleteAuthUser) and
//! `/api/admin/cleanup*` (accounts that were created but never used).

use axum::extract::{Path, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::IntoResponse;
use axum::Json;
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::Viewer;
use crate::catalogue;
use crate::db::users::Start;
use crate::domain::{StaffMember, User};
use crate::error::{AppError, AppResult};
use crate::extract::{DirectorUser, ValidJson, ValidQuery};
use crate::http::paging::{decode_cursor, encode_cursor, Page, NEXT_CURSOR};
use crate::services::accounts::{self, AccountToLink, CleanupBody, CleanupResult, Created, NewUserBody, UserChanges};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_users, create_user))
        .routes(routes!(update_user, delete_user))
        .routes(routes!(staff_accounts))
        .routes(routes!(accounts_to_link))
        .routes(routes!(candidates))
        .routes(routes!(cleanup))
}

/// The staff accounts, by name: the facilitators and case managers any staff member may
/// name (the account list itself is a director's).
#[utoipa::path(get, path = "/api/staff", tag = "users",
    responses((status = 200, body = [StaffMember]), (status = 401), (status = 403)), security(("bearer" = [])))]
async fn staff_accounts(State(state): State<AppState>, viewer: Viewer) -> AppResult<Json<Vec<StaffMember>>> {
    Ok(Json(accounts::staff(&state, &viewer).await?))
}

/// Directors: fathers' accounts no record is linked to yet (they registered themselves, or
/// scanned a check-in code before being linked), newest first, each with the records that
/// are likely his (same e-mail, or same first and last name). Linked from the record.
#[utoipa::path(get, path = "/api/users/to-link", tag = "users",
    responses((status = 200, body = [AccountToLink]), (status = 401), (status = 403)), security(("bearer" = [])))]
async fn accounts_to_link(State(state): State<AppState>, viewer: Viewer) -> AppResult<Json<Vec<AccountToLink>>> {
    Ok(Json(accounts::to_link(&state, &viewer).await?))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UserQuery {
    /// Matches display name, first or last name, or e-mail (case-insensitive).
    q: Option<String>,
    /// Default 100, at most 500.
    // = paging::MAX_LIMIT (utoipa takes a literal; `http::openapi`'s test checks it)
    #[param(minimum = 1, maximum = 500)]
    limit: Option<i64>,
    #[param(minimum = 0)]
    offset: Option<i64>,
    /// Start just after the account this cursor (a full page's `x-next-cursor`) names.
    cursor: Option<String>,
}

/// Accounts, newest first. A full page names the next in `x-next-cursor`.
#[utoipa::path(get, path = "/api/users", tag = "users", params(UserQuery),
    responses(
        (status = 400, description = "`cursor`: one this list gave out; \
        `offset`: not given with a cursor"), (status = 200, body = [User],
        headers(("x-next-cursor" = String, description = "The next page's cursor, on a full page"))),
        (status = 401), (status = 403)), security(("bearer" = [])))]
async fn list_users(
    State(state): State<AppState>,
    _admin: DirectorUser,
    ValidQuery(query): ValidQuery<UserQuery>,
) -> AppResult<impl IntoResponse> {
    let page = Page::parse(query.limit, query.offset, 100)?;
    let search = query.q.map(|q| q.trim().to_owned()).filter(|q| !q.is_empty());
    let start = match query.cursor.as_deref().filter(|c| !c.is_empty()) {
        None => Start::Offset(page.offset),
        Some(_) if page.offset > 0 => return Err(AppError::field("offset", catalogue::cursor_or_offset())),
        Some(cursor) => match decode_cursor(cursor)? {
            after @ Start::After { .. } => after,
            Start::Offset(_) => return Err(AppError::field("cursor", catalogue::cursor_unknown())),
        },
    };
    let (json, next) = accounts::list_json(&state, search, page.limit, start).await?;
    let mut response = ([(header::CONTENT_TYPE, "application/json")], json).into_response();
    if let Some(next) = next {
        let value = HeaderValue::from_str(&encode_cursor(&next)).map_err(anyhow::Error::from)?;
        response.headers_mut().insert(NEXT_CURSOR, value);
    }
    Ok(response)
}

/// Creates an account; the person receives an e-mail to choose their password.
#[utoipa::path(post, path = "/api/users", tag = "users", request_body = NewUserBody,
    responses((status = 201, body = Created),
        (status = 400, description = "`staffRole`: given exactly when isAdmin is true"),
        (status = 403), (status = 409)), security(("bearer" = [])))]
async fn create_user(
    State(state): State<AppState>,
    DirectorUser(admin): DirectorUser,
    ValidJson(body): ValidJson<NewUserBody>,
) -> AppResult<(StatusCode, Json<Created>)> {
    let new = body.parse()?;
    let user = accounts::create(&state, &admin, new).await?;
    Ok((StatusCode::CREATED, Json(Created { uid: user.id.clone(), user })))
}

/// Changes an account. Demoting the last admin is refused.
#[utoipa::path(patch, path = "/api/users/{id}", tag = "users", request_body = UserChanges,
    responses((status = 200, body = User),
        (status = 400, description = "`staffRole`: given only when the account is staff (isAdmin sent or on file)"),
        (status = 403), (status = 404), (status = 409)),
    security(("bearer" = [])))]
async fn update_user(
    State(state): State<AppState>,
    DirectorUser(admin): DirectorUser,
    Path(id): Path<String>,
    ValidJson(body): ValidJson<UserChanges>,
) -> AppResult<Json<User>> {
    let changes = body.parse()?;
    Ok(Json(accounts::update(&state, &admin, id, changes).await?))
}

/// Deletes an account: it can no longer sign in or refresh. Deleting the last admin is refused.
#[utoipa::path(delete, path = "/api/users/{id}", tag = "users",
    responses((status = 204), (status = 403), (status = 404), (status = 409)), security(("bearer" = [])))]
async fn delete_user(
    State(state): State<AppState>,
    DirectorUser(admin): DirectorUser,
    Path(id): Path<String>,
) -> AppResult<StatusCode> {
    accounts::delete(&state, &admin, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

// ---------------------------------------------------------------- cleanup

const DEFAULT_DAYS: i64 = 30;

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CandidateQuery {
    /// Only accounts created more than this many days ago (default 30).
    // = accounts::MAX_CLEANUP_DAYS (utoipa takes a literal; `http::openapi`'s test checks it)
    #[param(minimum = 0, maximum = 36500)]
    days: Option<i64>,
}

/// Accounts that never signed in, created more than `days` days ago, oldest first.
#[utoipa::path(get, path = "/api/admin/cleanup-candidates", tag = "cleanup", params(CandidateQuery),
    responses((status = 200, body = [User]), (status = 403)), security(("bearer" = [])))]
async fn candidates(
    State(state): State<AppState>,
    _admin: DirectorUser,
    ValidQuery(query): ValidQuery<CandidateQuery>,
) -> AppResult<Json<Vec<User>>> {
    let days = accounts::cleanup_days(query.days.unwrap_or(DEFAULT_DAYS))?;
    Ok(Json(accounts::cleanup_candidates(&state, days).await?))
}

/// Removes the chosen never-used accounts; each removal is logged.
#[utoipa::path(post, path = "/api/admin/cleanup", tag = "cleanup", request_body = CleanupBody,
    responses((status = 200, body = CleanupResult), (status = 400), (status = 403)), security(("bearer" = [])))]
async fn cleanup(
    State(state): State<AppState>,
    DirectorUser(admin): DirectorUser,
    ValidJson(body): ValidJson<CleanupBody>,
) -> AppResult<Json<CleanupResult>> {
    let (ids, days) = body.parse()?;
    let deleted = accounts::cleanup(&state, &admin, ids, days).await?;
    Ok(Json(CleanupResult { deleted }))
}

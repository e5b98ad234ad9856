//! Staff manage accounts: `/api/users` (createUser, updateUser, deleteAuthUser) and
//! `/api/admin/cleanup*` (accounts that were created but never used).

use axum::extract::{Path, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::IntoResponse;
use axum::Json;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::Viewer;
use crate::catalogue;
use crate::db::users::Start;
use crate::domain::{parse_name_part, DisplayName, Email, Language, StaffMember, StaffRole, User};
use crate::error::{AppError, AppResult, FieldErrors};
use crate::extract::{DirectorUser, ValidJson, ValidQuery};
use crate::http::paging::{decode_cursor, encode_cursor, Page, NEXT_CURSOR};
use crate::services::accounts::{self, AccountChanges, AccountToLink, NewAccount, RoleChange};
use crate::services::form::schema;
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

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct NewUserBody {
    #[schema(required = true, schema_with = schema::string::email)]
    email: String,
    #[schema(required = true, schema_with = schema::string::required_text::<100>)]
    display_name: String,
    #[schema(schema_with = schema::string::text::<100>)]
    first_name: String,
    #[schema(schema_with = schema::string::text::<100>)]
    last_name: String,
    #[schema(value_type = Option<Language>)]
    preferred_language: Option<String>,
    /// A staff account (default: a father's).
    is_admin: Option<bool>,
    /// A staff account's role: `staff` unless `director` is given (only with `isAdmin` true
    /// or absent).
    #[schema(value_type = Option<StaffRole>)]
    staff_role: Option<String>,
}

/// The role a new account gets from `isAdmin` and `staffRole`.
fn new_role(is_admin: Option<bool>, role: Option<&str>, errors: &mut FieldErrors) -> Option<StaffRole> {
    let role = role.and_then(|r| errors.check("staffRole", StaffRole::parse(r)));
    match (is_admin, role) {
        (Some(false), Some(_)) => {
            errors.add("staffRole", crate::catalogue::staff_role_needs_staff());
            None
        }
        (_, Some(role)) => Some(role),
        (Some(true), None) => Some(StaffRole::Staff),
        (_, None) => None,
    }
}

/// What `isAdmin` and `staffRole` in a change do to the account's role.
fn role_change(is_admin: Option<bool>, role: Option<Option<String>>, errors: &mut FieldErrors) -> RoleChange {
    match role {
        Some(Some(role)) => match errors.check("staffRole", StaffRole::parse(&role)) {
            Some(_) if is_admin == Some(false) => {
                errors.add("staffRole", crate::catalogue::staff_role_needs_staff());
                RoleChange::Keep
            }
            Some(role) => RoleChange::To(Some(role)),
            None => RoleChange::Keep,
        },
        Some(None) if is_admin == Some(true) => {
            errors.add("staffRole", catalogue::staff_needs_role());
            RoleChange::Keep
        }
        Some(None) => RoleChange::To(None),
        None => match is_admin {
            Some(true) => RoleChange::Staff,
            Some(false) => RoleChange::To(None),
            None => RoleChange::Keep,
        },
    }
}

#[derive(Serialize, ToSchema)]
pub struct Created {
    uid: String,
    user: User,
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
    let mut errors = FieldErrors::default();
    let staff_role = new_role(body.is_admin, body.staff_role.as_deref(), &mut errors);
    let email = errors.check("email", Email::parse(&body.email));
    let display_name = errors.check("displayName", DisplayName::parse(&body.display_name));
    let first_name = errors.check("firstName", parse_name_part(&body.first_name, "First name"));
    let last_name = errors.check("lastName", parse_name_part(&body.last_name, "Last name"));
    let language =
        errors.check("preferredLanguage", body.preferred_language.as_deref().map_or(Ok(Language::En), Language::parse));
    errors.finish()?;
    let new = NewAccount {
        email: email.expect("checked"),
        display_name: display_name.expect("checked").into_inner(),
        first_name: first_name.expect("checked"),
        last_name: last_name.expect("checked"),
        preferred_language: language.expect("checked"),
        staff_role,
    };
    let user = accounts::create(&state, &admin, new).await?;
    Ok((StatusCode::CREATED, Json(Created { uid: user.id.clone(), user })))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserChanges {
    #[schema(schema_with = schema::email)]
    email: Option<String>,
    #[schema(schema_with = schema::required_text::<100>)]
    display_name: Option<String>,
    #[schema(schema_with = schema::text::<100>)]
    first_name: Option<String>,
    #[schema(schema_with = schema::text::<100>)]
    last_name: Option<String>,
    #[schema(value_type = Option<Language>)]
    preferred_language: Option<String>,
    /// false: a father's account; true alone: staff (a staff account keeps its role).
    is_admin: Option<bool>,
    /// `director` or `staff` (a staff account), null: a father's account.
    #[serde(default, deserialize_with = "crate::extract::nullable")]
    #[schema(value_type = Option<StaffRole>, nullable)]
    staff_role: Option<Option<String>>,
    /// Accepted for compatibility with the original createUser payload (docs/PRODUCT.md,
    /// "Accounts"); the server sets it.
    #[schema(ignore)]
    #[allow(dead_code)]
    updated_at: Option<serde_json::Value>,
    #[schema(ignore)]
    #[allow(dead_code)]
    id: Option<serde_json::Value>,
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
    let mut errors = FieldErrors::default();
    let changes = AccountChanges {
        email: body.email.and_then(|e| errors.check("email", Email::parse(&e))),
        display_name: body
            .display_name
            .and_then(|n| errors.check("displayName", DisplayName::parse(&n)).map(DisplayName::into_inner)),
        first_name: body.first_name.and_then(|n| errors.check("firstName", parse_name_part(&n, "First name"))),
        last_name: body.last_name.and_then(|n| errors.check("lastName", parse_name_part(&n, "Last name"))),
        preferred_language: body
            .preferred_language
            .and_then(|code| errors.check("preferredLanguage", Language::parse(&code))),
        role: role_change(body.is_admin, body.staff_role, &mut errors),
    };
    errors.finish()?;
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

fn parse_days(days: Option<i64>) -> AppResult<i64> {
    match days.unwrap_or(DEFAULT_DAYS) {
        d @ 0..=36500 => Ok(d),
        _ => Err(AppError::field("days", catalogue::cleanup_days())),
    }
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CandidateQuery {
    /// Only accounts created more than this many days ago (default 30).
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
    Ok(Json(accounts::cleanup_candidates(&state, parse_days(query.days)?).await?))
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct CleanupBody {
    /// At most 5000 at a time.
    #[schema(max_items = 5000)]
    user_ids: Vec<String>,
    /// The age the candidates were listed with (default 0: any age). Ids that are not
    /// candidates — they signed in, or are younger — are left alone.
    #[serde(deserialize_with = "crate::extract::whole_number")]
    #[schema(minimum = 0, maximum = 36500)]
    days: Option<i64>,
}

#[derive(Serialize, ToSchema)]
pub struct CleanupResult {
    deleted: usize,
}

/// Removes the chosen never-used accounts; each removal is logged.
#[utoipa::path(post, path = "/api/admin/cleanup", tag = "cleanup", request_body = CleanupBody,
    responses((status = 200, body = CleanupResult), (status = 400), (status = 403)), security(("bearer" = [])))]
async fn cleanup(
    State(state): State<AppState>,
    DirectorUser(admin): DirectorUser,
    ValidJson(body): ValidJson<CleanupBody>,
) -> AppResult<Json<CleanupResult>> {
    if body.user_ids.len() > 5000 {
        return Err(AppError::field("userIds", catalogue::cleanup_too_many()));
    }
    let days = parse_days(Some(body.days.unwrap_or(0)))?;
    let deleted = accounts::cleanup(&state, &admin, body.user_ids, days).await?;
    Ok(Json(CleanupResult { deleted }))
}

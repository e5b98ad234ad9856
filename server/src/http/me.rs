//! `/api/me`: the signed-in user's own account.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::Deserialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::catalogue;
use crate::domain::{parse_name_part, DisplayName, Language, Password, ReminderPreferences, User};
use crate::error::{AppError, AppResult, FieldErrors};
use crate::extract::{AuthSession, AuthUser, ClientAddr, ValidJson};
use crate::services::form::schema;
use crate::services::identity;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(get_me, patch_me)).routes(routes!(change_password))
}

/// The signed-in user.
#[utoipa::path(get, path = "/api/me", tag = "me", responses((status = 200, body = User), (status = 401)),
    security(("bearer" = [])))]
async fn get_me(AuthUser(user): AuthUser) -> Json<User> {
    Json(user)
}

/// Fields a user may change about themselves. Anything else is refused, not ignored.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProfileChanges {
    #[schema(schema_with = schema::required_text::<100>)]
    display_name: Option<String>,
    #[schema(schema_with = schema::text::<100>)]
    first_name: Option<String>,
    #[schema(schema_with = schema::text::<100>)]
    last_name: Option<String>,
    #[schema(value_type = Option<Language>)]
    preferred_language: Option<String>,
    /// How he is reminded of his sessions and events (`push` and `email` both required).
    reminders: Option<RemindersChange>,
    #[schema(ignore)]
    is_admin: Option<serde_json::Value>,
    #[schema(ignore)]
    email: Option<serde_json::Value>,
}

/// How he wants to be reminded: `sms` absent is left as it is.
#[derive(Deserialize, ToSchema)]
pub struct RemindersChange {
    push: bool,
    email: bool,
    sms: Option<bool>,
}

/// Changes the user's own names, preferred language or reminder preferences.
#[utoipa::path(patch, path = "/api/me", tag = "me", request_body = ProfileChanges,
    responses((status = 200, body = User), (status = 400), (status = 401), (status = 403)), security(("bearer" = [])))]
async fn patch_me(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ValidJson(changes): ValidJson<ProfileChanges>,
) -> AppResult<Json<User>> {
    if changes.is_admin.is_some() || changes.email.is_some() {
        return Err(AppError::Forbidden(catalogue::own_role_or_email()));
    }
    let mut errors = FieldErrors::default();
    let changes = crate::db::users::UserChanges {
        display_name: changes
            .display_name
            .and_then(|name| errors.check("displayName", DisplayName::parse(&name)))
            .map(DisplayName::into_inner),
        first_name: changes.first_name.and_then(|name| errors.check("firstName", parse_name_part(&name, "First name"))),
        last_name: changes.last_name.and_then(|name| errors.check("lastName", parse_name_part(&name, "Last name"))),
        preferred_language: changes
            .preferred_language
            .and_then(|code| errors.check("preferredLanguage", Language::parse(&code))),
        reminders: changes.reminders.map(|r| ReminderPreferences {
            push: r.push,
            email: r.email,
            sms: r.sms.unwrap_or(user.reminders.sms),
        }),
        ..Default::default()
    };
    errors.finish()?;
    let updated = crate::services::accounts::update_own_profile(&state, &user, changes).await?;
    Ok(Json(updated))
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct PasswordChange {
    #[schema(required = true, schema_with = schema::string::not_empty)]
    current_password: String,
    #[schema(required = true, schema_with = schema::string::password)]
    new_password: String,
}

/// Changes the password; the user's other sessions end.
#[utoipa::path(post, path = "/api/me/password", tag = "me", request_body = PasswordChange,
    responses((status = 204),
        (status = 400, description = "`currentPassword`: your password as it is"),
        (status = 401), (status = 429)), security(("bearer" = [])))]
async fn change_password(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    AuthSession { user, session_id }: AuthSession,
    ValidJson(body): ValidJson<PasswordChange>,
) -> AppResult<StatusCode> {
    state.throttle.password_change(&state.db, addr, &user.id).await?;
    let mut errors = FieldErrors::default();
    if body.current_password.is_empty() {
        errors.add("currentPassword", catalogue::current_password_required());
    }
    let new_password = errors.check("newPassword", Password::parse(&body.new_password));
    errors.finish()?;
    identity::change_password(&state, &user, body.current_password, new_password.expect("checked"), session_id).await?;
    Ok(StatusCode::NO_CONTENT)
}

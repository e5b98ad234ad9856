//! `/api/me`: the signed-in user's own account.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::domain::User;
use crate::error::AppResult;
use crate::extract::{AuthSession, AuthUser, ClientAddr, ValidJson};
use crate::services::accounts::{self, ProfileChanges};
use crate::services::identity::{self, PasswordChange};
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

/// Changes the user's own names, preferred language or reminder preferences.
#[utoipa::path(patch, path = "/api/me", tag = "me", request_body = ProfileChanges,
    responses((status = 200, body = User), (status = 400), (status = 401), (status = 403)), security(("bearer" = [])))]
async fn patch_me(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ValidJson(changes): ValidJson<ProfileChanges>,
) -> AppResult<Json<User>> {
    let changes = changes.parse(&user)?;
    let updated = accounts::update_own_profile(&state, &user, changes).await?;
    Ok(Json(updated))
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
    let (current_password, new_password) = body.parse()?;
    identity::change_password(&state, &user, current_password, new_password, session_id).await?;
    Ok(StatusCode::NO_CONTENT)
}

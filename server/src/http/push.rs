//! `/api/push`: the server's VAPID public key and this browser's subscription.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::domain::push::SubscriptionInput;
use crate::error::AppResult;
use crate::extract::{AuthSession, AuthUser, ValidJson};
use crate::services::push::{self, PublicKey, Unsubscribe};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(public_key)).routes(routes!(save_subscription, delete_subscription))
}

#[utoipa::path(get, path = "/api/push/public-key", tag = "push", responses((status = 200, body = PublicKey)))]
async fn public_key(State(state): State<AppState>) -> Json<PublicKey> {
    Json(PublicKey { key: state.vapid.public_key().to_owned() })
}

/// Saves (or refreshes) this browser's subscription for the signed-in user, for as long as
/// this session lasts (signing out, or a password change elsewhere, removes it). Its
/// endpoint must be on an allowed push service (`FM_PUSH_ALLOWED`), else 400.
#[utoipa::path(put, path = "/api/push/subscription", tag = "push", request_body = SubscriptionInput,
    responses((status = 204),
        (status = 400, description = "`endpoint`: on a push service the server allows (FM_PUSH_ALLOWED)"),
        (status = 409, description = "The endpoint belongs to another session that still lasts, and the keys are not its")),
    security(("bearer" = [])))]
async fn save_subscription(
    State(state): State<AppState>,
    AuthSession { user, session_id }: AuthSession,
    ValidJson(body): ValidJson<SubscriptionInput>,
) -> AppResult<StatusCode> {
    push::subscribe(&state, &user, session_id, body).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// This browser stops getting notifications for the signed-in user.
#[utoipa::path(delete, path = "/api/push/subscription", tag = "push", request_body = Unsubscribe,
    responses((status = 204)), security(("bearer" = [])))]
async fn delete_subscription(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ValidJson(body): ValidJson<Unsubscribe>,
) -> AppResult<StatusCode> {
    push::unsubscribe(&state, &user, body.endpoint).await?;
    Ok(StatusCode::NO_CONTENT)
}

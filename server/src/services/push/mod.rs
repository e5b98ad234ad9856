//! Web Push for a user: this browser's subscription, saved and removed, and the
//! confirmations that hold a message's push back (its client showed it live). The
//! queued pushes are sent by `delivery`; the protocol itself is `infra::push`.

pub mod delivery;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::catalogue;
use crate::db;
use crate::domain::push::SubscriptionInput;
use crate::domain::User;
use crate::error::{AppError, AppResult};
use crate::state::AppState;

#[derive(Serialize, ToSchema)]
pub struct PublicKey {
    /// The VAPID public key (base64url): the browser's `applicationServerKey`.
    pub key: String,
}

/// Saves this browser's subscription for the user in his current session (PUT: saving
/// again refreshes it). It lasts as long as the session: signing out ends it.
pub async fn subscribe(state: &AppState, user: &User, session_id: String, input: SubscriptionInput) -> AppResult<()> {
    let now = db::now_millis();
    let subscription = input.parse(&state.config.push_allowed, now).map_err(|(field, m)| AppError::field(field, m))?;
    let user_id = user.id.clone();
    let saved =
        state.db.transaction(move |conn| db::push::save(conn, &user_id, &session_id, &subscription, now)).await?;
    if !saved {
        return Err(AppError::Conflict(catalogue::push_other_session()));
    }
    Ok(())
}

/// The messages a client got on its stream, by id (1–100 of them).
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Received {
    // = MAX_RECEIVED (utoipa takes a literal; `http::openapi`'s test checks it)
    #[schema(min_items = 1, max_items = 100, value_type = Vec<String>)]
    pub message_ids: Vec<String>,
}

/// The most message ids one confirmation names.
pub const MAX_RECEIVED: usize = 100;

/// The user's client showed these messages live (on its stream): the pushes still held
/// back for them are not sent to him.
pub async fn received_live(state: &AppState, user: &User, message_ids: Vec<String>) -> AppResult<()> {
    if message_ids.is_empty() || message_ids.len() > MAX_RECEIVED {
        return Err(AppError::field("messageIds", crate::catalogue::received_ids(MAX_RECEIVED)));
    }
    let user_id = user.id.clone();
    state.db.transaction(move |conn| db::push::delivered_live(conn, &user_id, &message_ids)).await?;
    Ok(())
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Unsubscribe {
    pub endpoint: String,
}

/// This browser no longer wants notifications for the user.
pub async fn unsubscribe(state: &AppState, user: &User, endpoint: String) -> AppResult<()> {
    let user_id = user.id.clone();
    Ok(state.db.transaction(move |conn| db::push::remove(conn, &user_id, endpoint.trim())).await?)
}

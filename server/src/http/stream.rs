//! `GET /api/stream`: the signed-in user's live events as Server-Sent Events.

use std::convert::Infallible;
use std::time::Duration;

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::sse::{Event, KeepAlive, Sse};
use futures_util::stream::{self, Stream, StreamExt};
use tokio_stream::wrappers::BroadcastStream;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::domain::message::Reader;
use crate::error::AppResult;
use crate::extract::{session_user, AuthSession, AuthUser, ValidJson};
use crate::services::push::Received;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(stream)).routes(routes!(received))
}

/// `message` (a message), `read` ({conversationId, upTo}) and `announcement` events for the
/// user, with a comment every 15 s so proxies keep the connection. With `Last-Event-ID` (a
/// message id), the messages from shortly before it on are sent first (some again: a client
/// keeps messages by id). A stream that falls far behind, or that may have missed events
/// (its server lost its database listener for a moment), is closed; the client reconnects
/// with `Last-Event-ID` and loses nothing. A message's push is held back for 2 s: a client
/// that confirms it got the message live (`POST /api/stream/received`) is not pushed.
#[utoipa::path(get, path = "/api/stream", tag = "messages",
    responses((status = 200, content_type = "text/event-stream")), security(("bearer" = [])))]
async fn stream(
    State(state): State<AppState>,
    AuthSession { user, session_id }: AuthSession,
    headers: HeaderMap,
) -> AppResult<Sse<impl Stream<Item = Result<Event, Infallible>>>> {
    // Subscribe before reading what was missed, so nothing falls between the two.
    let live = BroadcastStream::new(state.live.subscribe());
    let reset = state.live.reset_signal();
    let ended = session_ended(state.clone(), user.id.clone(), session_id, user.is_admin);
    let last = headers.get("last-event-id").and_then(|v| v.to_str().ok()).filter(|v| !v.is_empty() && v.len() <= 64);
    let missed = match last {
        Some(after) => crate::services::messages::since(&state, &user, after.to_owned()).await?,
        None => Vec::new(),
    };
    let missed = stream::iter(missed.into_iter().filter_map(|m| {
        let data = serde_json::to_string(&m).ok()?;
        Some(Ok(Event::default().id(m.id).event("message").data(data)))
    }));
    let (user_id, staff) = (user.id, user.is_admin);
    let live = live
        // Signed out, revoked, deleted, made staff or no longer staff: the stream ends.
        .take_until(ended)
        // Events may have been missed (see `live`): the client comes back and replays.
        .take_until(reset)
        // A stream that lagged behind ends here; its client comes back with Last-Event-ID.
        .take_while(|event| std::future::ready(event.is_ok()))
        .filter_map(move |event| {
            // A message committed while the replay was read comes twice: clients keep messages by id.
            let sse = event.ok().and_then(|e| {
                let data = e.data_for(&Reader { user_id: &user_id, staff })?;
                let mut sse = Event::default().event(e.kind).data(data);
                if let Some(id) = &e.id {
                    sse = sse.id(id.clone());
                }
                Some(Ok(sse))
            });
            std::future::ready(sse)
        });
    Ok(Sse::new(missed.chain(live)).keep_alive(KeepAlive::new().interval(Duration::from_secs(15))))
}

/// The client confirms it showed these messages live: their pushes to this user, still
/// held back, are not sent. An open stream alone proves nothing (a sleeping phone's
/// connection can look open for minutes), so only this confirmation stops a push.
#[utoipa::path(post, path = "/api/stream/received", tag = "messages", request_body = Received,
    responses((status = 204), (status = 400)), security(("bearer" = [])))]
async fn received(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ValidJson(body): ValidJson<Received>,
) -> AppResult<StatusCode> {
    crate::services::push::received_live(&state, &user, body.message_ids).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// How often an open stream checks that its session still holds.
const SESSION_CHECK: Duration = Duration::from_secs(20);

/// Resolves when the stream's session is over: signed out, ended by a password change or
/// reset, or the account deleted (read from the database each time) — or
/// when the account's staff standing changed, which decides what the stream may carry.
async fn session_ended(state: AppState, user_id: String, session_id: String, staff: bool) {
    loop {
        tokio::time::sleep(SESSION_CHECK).await;
        match session_user(&state, &user_id, &session_id).await {
            Ok(None) => return,
            Ok(Some(user)) if user.is_admin != staff => return,
            _ => {}
        }
    }
}

//! `GET /api/stream`: the signed-in user's live events as Server-Sent Events.

use std::convert::Infallible;
use std::time::Duration;

use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::sse::{Event, KeepAlive, Sse};
use futures_util::stream::{self, Stream, StreamExt};
use tokio_stream::wrappers::BroadcastStream;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::error::AppResult;
use crate::extract::{session_user, AuthSession};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(stream))
}

/// `message` (a message), `read` ({conversationId, upTo}) events for the user, with a
/// comment every 15 s so proxies keep the connection. With `Last-Event-ID` (a message
/// id), the messages from shortly before it on are sent first (some again: a client keeps
/// messages by id). A stream that falls far behind is closed;
/// the client reconnects with `Last-Event-ID` and loses nothing.
#[utoipa::path(get, path = "/api/stream", tag = "messages",
    responses((status = 200, content_type = "text/event-stream")), security(("bearer" = [])))]
async fn stream(
    State(state): State<AppState>,
    AuthSession { user, session_id }: AuthSession,
    headers: HeaderMap,
) -> AppResult<Sse<impl Stream<Item = Result<Event, Infallible>>>> {
    // Subscribe before reading what was missed, so nothing falls between the two.
    let live = BroadcastStream::new(state.live.subscribe());
    let presence = state.live.arrive(&user.id);
    let ended = session_ended(state.clone(), user.id.clone(), session_id);
    let last = headers.get("last-event-id").and_then(|v| v.to_str().ok()).filter(|v| !v.is_empty() && v.len() <= 64);
    let missed = match last {
        Some(after) => crate::messages::since(&state, &user, after.to_owned()).await?,
        None => Vec::new(),
    };
    let missed = stream::iter(missed.into_iter().filter_map(|m| {
        let data = serde_json::to_string(&m).ok()?;
        Some(Ok(Event::default().id(m.id).event("message").data(data)))
    }));
    let user_id = user.id;
    let live = live
        // Signed out, revoked, deleted: the stream ends with the session.
        .take_until(ended)
        // A stream that lagged behind ends here; its client comes back with Last-Event-ID.
        .take_while(|event| std::future::ready(event.is_ok()))
        .filter_map(move |event| {
            // A message committed while the replay was read comes twice: clients keep messages by id.
            let event = event.ok().filter(|e| e.to.contains(&user_id));
            let _counted_while_open = &presence;
            std::future::ready(event.map(|e| {
                let mut sse = Event::default().event(e.kind).data(e.data.clone());
                if let Some(id) = &e.id {
                    sse = sse.id(id.clone());
                }
                Ok(sse)
            }))
        });
    Ok(Sse::new(missed.chain(live)).keep_alive(KeepAlive::new().interval(Duration::from_secs(15))))
}

/// How often an open stream checks that its session still holds.
const SESSION_CHECK: Duration = Duration::from_secs(20);

/// Resolves when the stream's session is over: signed out, ended by a password change or
/// reset, or the account deleted (the checked-session cache forgets those at once).
async fn session_ended(state: AppState, user_id: String, session_id: String) {
    loop {
        tokio::time::sleep(SESSION_CHECK).await;
        if let Ok(None) = session_user(&state, &user_id, &session_id).await {
            return;
        }
    }
}

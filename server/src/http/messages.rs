//! `/api/conversations` and `/api/messages`.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::domain::message::{Contact, Conversation, Message};
use crate::error::{AppError, AppResult};
use crate::extract::{AuthUser, ValidJson, ValidQuery};
use crate::services::messages::{self, NewMessage, OpenConversation, ReadUpTo};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_conversations, open_conversation))
        .routes(routes!(get_conversation))
        .routes(routes!(list_messages, send_message))
        .routes(routes!(mark_read))
        .routes(routes!(delete_message))
        .routes(routes!(contacts))
}

/// The signed-in user's conversations, most recent activity first.
#[utoipa::path(get, path = "/api/conversations", tag = "messages",
    responses((status = 200, body = [Conversation])), security(("bearer" = [])))]
async fn list_conversations(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
) -> AppResult<Json<Vec<Conversation>>> {
    Ok(Json(messages::list(&state, &user).await?))
}

/// The direct conversation with a person: 201 when opened now, 200 when it existed.
/// A father may open one with staff only (403 otherwise).
#[utoipa::path(post, path = "/api/conversations", tag = "messages", request_body = OpenConversation,
    responses((status = 200, body = Conversation), (status = 201, body = Conversation),
        (status = 400, description = "`userId`: someone on file you may write to, other than yourself"),
        (status = 403)),
    security(("bearer" = [])))]
async fn open_conversation(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ValidJson(body): ValidJson<OpenConversation>,
) -> AppResult<(StatusCode, Json<Conversation>)> {
    let (conversation, created) = messages::open_direct(&state, &user, body.user_id).await?;
    Ok((if created { StatusCode::CREATED } else { StatusCode::OK }, Json(conversation)))
}

#[utoipa::path(get, path = "/api/conversations/{id}", tag = "messages",
    responses((status = 200, body = Conversation), (status = 404)), security(("bearer" = [])))]
async fn get_conversation(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    Path(id): Path<String>,
) -> AppResult<Json<Conversation>> {
    Ok(Json(messages::get(&state, &user, id).await?))
}

/// The longest search for a contact, in characters.
pub const MAX_SEARCH: usize = 200;

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ContactSearch {
    /// Staff: part of a name or e-mail. Fathers always get the staff.
    // = MAX_SEARCH (utoipa takes a literal; `http::openapi`'s test checks it)
    #[param(max_length = 200)]
    q: Option<String>,
}

/// Whom the signed-in user may open a direct conversation with: for a father, the
/// program's staff; for staff, anyone (the first 20 matching `q`).
#[utoipa::path(get, path = "/api/contacts", tag = "messages", params(ContactSearch),
    responses((status = 200, body = [Contact])), security(("bearer" = [])))]
async fn contacts(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    ValidQuery(search): ValidQuery<ContactSearch>,
) -> AppResult<Json<Vec<Contact>>> {
    if search.q.as_ref().is_some_and(|q| q.chars().count() > MAX_SEARCH) {
        return Err(AppError::field("q", crate::catalogue::search_too_long()));
    }
    Ok(Json(messages::contacts(&state, &user, search.q).await?))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MessagePage {
    /// A message id: the page holds older messages only.
    before: Option<String>,
    /// 1–100 (default 50).
    // = messages::MAX_PAGE (utoipa takes a literal; `http::openapi`'s test checks it)
    #[param(minimum = 1, maximum = 100)]
    limit: Option<i64>,
}

/// Newest first; page back with `before` = the oldest id shown.
#[utoipa::path(get, path = "/api/conversations/{id}/messages", tag = "messages", params(MessagePage),
    responses((status = 200, body = [Message]), (status = 404)), security(("bearer" = [])))]
async fn list_messages(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    Path(id): Path<String>,
    ValidQuery(page): ValidQuery<MessagePage>,
) -> AppResult<Json<Vec<Message>>> {
    let limit = page.limit.unwrap_or(50);
    if !(1..=messages::MAX_PAGE).contains(&limit) {
        return Err(AppError::field("limit", crate::catalogue::limit_range(messages::MAX_PAGE)));
    }
    Ok(Json(messages::page(&state, &user, id, page.before, limit).await?))
}

/// Sends a message (writes a 'messaged' activity).
#[utoipa::path(post, path = "/api/conversations/{id}/messages", tag = "messages", request_body = NewMessage,
    responses((status = 201, body = Message), (status = 400), (status = 404)), security(("bearer" = [])))]
async fn send_message(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    Path(id): Path<String>,
    ValidJson(body): ValidJson<NewMessage>,
) -> AppResult<(StatusCode, Json<Message>)> {
    Ok((StatusCode::CREATED, Json(messages::send(&state, &user, id, body.body).await?)))
}

#[utoipa::path(post, path = "/api/conversations/{id}/read", tag = "messages", operation_id = "mark_conversation_read", request_body = ReadUpTo,
    responses((status = 204),
        (status = 400, description = "`upTo`: a message of this conversation"),
        (status = 404)), security(("bearer" = [])))]
async fn mark_read(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    Path(id): Path<String>,
    ValidJson(body): ValidJson<ReadUpTo>,
) -> AppResult<StatusCode> {
    messages::mark_read(&state, &user, id, body.up_to).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Removes a message (its sender, or staff in a group conversation); it stays as removed.
#[utoipa::path(delete, path = "/api/messages/{id}", tag = "messages",
    responses((status = 204), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn delete_message(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    Path(id): Path<String>,
) -> AppResult<StatusCode> {
    messages::delete(&state, &user, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

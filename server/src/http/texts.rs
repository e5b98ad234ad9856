//! `/api/fathers/{id}/texts`, `/api/texts/inbox`: staff text fathers and read their
//! replies; `/api/sms/inbound`, `/api/sms/status`: the SMS provider's signed webhooks.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::IntoResponse;
use axum::Json;
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::Viewer;
use crate::domain::sms::{InboxRow, Text};
use crate::error::{AppError, AppResult};
use crate::extract::{ValidJson, ValidQuery};
use crate::services::texts::{self, NewText};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_texts, send_text))
        .routes(routes!(mark_texts_read))
        .routes(routes!(texts_inbox))
        .routes(routes!(sms_inbound))
        .routes(routes!(sms_status))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TextPage {
    /// A text id: the page holds older texts only.
    before: Option<String>,
    /// 1–100 (default 50).
    // = texts::MAX_PAGE (utoipa takes a literal; `http::openapi`'s test checks it)
    #[param(minimum = 1, maximum = 100)]
    limit: Option<i64>,
}

/// A father's texts both ways, newest first; page back with `before` = the oldest id shown
/// (staff with him in scope; otherwise 404).
#[utoipa::path(get, path = "/api/fathers/{id}/texts", tag = "texts", params(TextPage),
    responses((status = 200, body = [Text]), (status = 400), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn list_texts(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidQuery(page): ValidQuery<TextPage>,
) -> AppResult<Json<Vec<Text>>> {
    let limit = page.limit.unwrap_or(50);
    if !(1..=texts::MAX_PAGE).contains(&limit) {
        return Err(AppError::field("limit", crate::catalogue::limit_range(texts::MAX_PAGE)));
    }
    Ok(Json(texts::page(&state, &viewer, id, page.before, limit).await?))
}

/// Texts a father (staff with him in scope): queued, answered 202 with the text; it is
/// sent by the queue, at the provider's pace. 409 when he has no standing sms consent or
/// no valid phone number; writes a 'texted' activity.
#[utoipa::path(post, path = "/api/fathers/{id}/texts", tag = "texts", request_body = NewText,
    responses((status = 202, body = Text), (status = 400), (status = 403), (status = 404), (status = 409)),
    security(("bearer" = [])))]
async fn send_text(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(input): ValidJson<NewText>,
) -> AppResult<(StatusCode, Json<Text>)> {
    Ok((StatusCode::ACCEPTED, Json(texts::send_message(&state, &viewer, id, input.body).await?)))
}

/// Staff read his thread: his `unread` becomes 0 for everyone (one shared inbox).
#[utoipa::path(post, path = "/api/fathers/{id}/texts/read", tag = "texts",
    responses((status = 204), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn mark_texts_read(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<StatusCode> {
    texts::mark_read(&state, &viewer, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// One row per father in the caller's scope who has texts: his last text and how many of
/// his are unread; unread first, then latest first (staff; a father 403).
#[utoipa::path(get, path = "/api/texts/inbox", tag = "texts",
    responses((status = 200, body = [InboxRow]), (status = 403)), security(("bearer" = [])))]
async fn texts_inbox(State(state): State<AppState>, viewer: Viewer) -> AppResult<Json<Vec<InboxRow>>> {
    Ok(Json(texts::inbox(&state, &viewer).await?))
}

/// The posted form's parameters. Bounded by the API's body limit (1 MiB).
fn form_params(body: &[u8]) -> Vec<(String, String)> {
    url::form_urlencoded::parse(body).map(|(k, v)| (k.into_owned(), v.into_owned())).collect()
}

fn signature(headers: &HeaderMap) -> Option<&str> {
    headers.get("x-twilio-signature").and_then(|v| v.to_str().ok())
}

/// A father's text to the program's number, posted by the SMS provider and signed with
/// `X-Twilio-Signature` (403 otherwise, nothing recorded). Answers TwiML: `<Response/>`,
/// or a `<Message>` when a reply is due (HELP, START, an answer by 1, 2 or 3).
#[utoipa::path(post, path = "/api/sms/inbound", tag = "texts",
    request_body(content = String, content_type = "application/x-www-form-urlencoded"),
    params(("X-Twilio-Signature" = Option<String>, Header, description = "The provider's signature")),
    responses((status = 200, content_type = "text/xml", body = String), (status = 403)))]
async fn sms_inbound(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> AppResult<impl IntoResponse> {
    let twiml = texts::inbound(&state, form_params(&body), signature(&headers)).await?;
    Ok(([(header::CONTENT_TYPE, "text/xml; charset=utf-8")], twiml))
}

/// Where a text the program sent has got to, posted by the SMS provider and signed (403
/// otherwise): moves it forward only.
#[utoipa::path(post, path = "/api/sms/status", tag = "texts",
    request_body(content = String, content_type = "application/x-www-form-urlencoded"),
    params(("X-Twilio-Signature" = Option<String>, Header, description = "The provider's signature")),
    responses((status = 204), (status = 403)))]
async fn sms_status(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> AppResult<StatusCode> {
    texts::status(&state, form_params(&body), signature(&headers)).await?;
    Ok(StatusCode::NO_CONTENT)
}

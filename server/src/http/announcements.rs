//! `/api/announcements` and `/api/unread`.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::Viewer;
use crate::domain::announcement::Announcement;
use crate::error::AppResult;
use crate::extract::{New, ValidJson, ValidQuery};
use crate::http::paging::{Page, PageQuery};
use crate::services::announcements::{self, AnnouncementInput, NewAnnouncement, Unread};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_announcements, create_announcement))
        .routes(routes!(mark_read))
        .routes(routes!(get_announcement, update_announcement, delete_announcement))
        .routes(routes!(unread))
}

/// Pinned first, then newest; a father sees those for everyone and for his groups.
#[utoipa::path(get, path = "/api/announcements", tag = "announcements", params(PageQuery),
    responses((status = 200, body = [Announcement])), security(("bearer" = [])))]
async fn list_announcements(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidQuery(page): ValidQuery<PageQuery>,
) -> AppResult<Json<Vec<Announcement>>> {
    let page = Page::parse(page.limit, page.offset, 20)?;
    Ok(Json(announcements::list(&state, &viewer, page.limit, page.offset).await?))
}

/// Publishes (staff); writes an 'announced' activity; with `email: true` queues an
/// e-mail to every account in the audience.
#[utoipa::path(post, path = "/api/announcements", tag = "announcements", request_body = NewAnnouncement,
    responses((status = 201, body = Announcement),
        (status = 400, description = "`groupId`: a group on file"), (status = 403)), security(("bearer" = [])))]
async fn create_announcement(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidJson(New(input)): ValidJson<NewAnnouncement>,
) -> AppResult<(StatusCode, Json<Announcement>)> {
    Ok((StatusCode::CREATED, Json(announcements::create(&state, &viewer, input).await?)))
}

/// Everything published so far counts as read for the signed-in user.
#[utoipa::path(post, path = "/api/announcements/read", tag = "announcements",
    responses((status = 204)), security(("bearer" = [])))]
async fn mark_read(State(state): State<AppState>, viewer: Viewer) -> AppResult<StatusCode> {
    announcements::mark_read(&state, &viewer).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[utoipa::path(get, path = "/api/announcements/{id}", tag = "announcements",
    responses((status = 200, body = Announcement), (status = 404)), security(("bearer" = [])))]
async fn get_announcement(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<Json<Announcement>> {
    Ok(Json(announcements::get(&state, &viewer, id).await?))
}

#[utoipa::path(patch, path = "/api/announcements/{id}", tag = "announcements", request_body = AnnouncementInput,
    responses((status = 200, body = Announcement),
        (status = 400, description = "`groupId`: a group on file"),
        (status = 403), (status = 404)), security(("bearer" = [])))]
async fn update_announcement(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(input): ValidJson<AnnouncementInput>,
) -> AppResult<Json<Announcement>> {
    Ok(Json(announcements::update(&state, &viewer, id, input).await?))
}

#[utoipa::path(delete, path = "/api/announcements/{id}", tag = "announcements",
    responses((status = 204), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn delete_announcement(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<StatusCode> {
    announcements::delete(&state, &viewer, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// What the signed-in user has not read yet.
#[utoipa::path(get, path = "/api/unread", tag = "announcements",
    responses((status = 200, body = Unread)), security(("bearer" = [])))]
async fn unread(State(state): State<AppState>, viewer: Viewer) -> AppResult<Json<Unread>> {
    Ok(Json(announcements::unread(&state, &viewer).await?))
}

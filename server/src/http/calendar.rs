//! `/api/calendar`, `/api/events` and the private feeds `/ics/<token>.ics`.

use axum::extract::{Path, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::Viewer;
use crate::domain::calendar::{CalendarItem, Event, Range};
use crate::error::{AppError, AppResult, Record};
use crate::extract::{AuthUser, New, ValidJson, ValidQuery};
use crate::http::paging::{Page, PageQuery};
use crate::http::ProgramQuery;
use crate::services::calendar::feed::{self, FeedUrl};
use crate::services::calendar::{self, EventInput, NewEvent, PastAttendance};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_calendar))
        .routes(routes!(get_past_attendance))
        .routes(routes!(get_feed))
        .routes(routes!(rotate_feed))
        .routes(routes!(list_events, create_event))
        .routes(routes!(get_event, update_event, delete_event))
}

/// The feeds live outside `/api`: calendar programs fetch them without a token header.
pub fn feed_router() -> Router<AppState> {
    Router::new().route("/ics/{file}", get(serve_feed))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RangeQuery {
    /// RFC 3339 with the viewer's offset, e.g. 2026-05-01T00:00:00-05:00; years 1900–9999
    #[param(format = DateTime, required = true, nullable = false, pattern = r"^(19\d\d|[2-9]\d\d\d)-")]
    from: Option<String>,
    /// RFC 3339; after `from` and at most 400 days after it; years 1900–9999
    #[param(format = DateTime, required = true, nullable = false, pattern = r"^(19\d\d|[2-9]\d\d\d)-")]
    to: Option<String>,
}

/// Events and workshop sessions overlapping the range that the viewer may see, by start.
#[utoipa::path(get, path = "/api/calendar", tag = "calendar", params(RangeQuery, ProgramQuery),
    responses((status = 200, body = [CalendarItem]),
        (status = 400, description = "`from`, `to`: to after from and at most 400 days after it, each instant's date \
        in the years 1900–9999 in UTC too")),
    security(("bearer" = [])))]
async fn get_calendar(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidQuery(query): ValidQuery<RangeQuery>,
    ValidQuery(program): ValidQuery<ProgramQuery>,
) -> AppResult<impl IntoResponse> {
    let range = Range::parse(query.from.as_deref(), query.to.as_deref())
        .map_err(|(field, message)| AppError::field(field, message))?;
    let program = program.program_id.filter(|p| !p.is_empty());
    let json = calendar::items_json(&state, &viewer, range, program).await?;
    Ok(([(header::CONTENT_TYPE, "application/json")], json))
}

/// Staff: who came to each session of the range that has ended (over the fathers in their
/// scope), so the calendar shows past sessions by attendance rather than by answers. Sessions
/// with no mark are absent.
#[utoipa::path(get, path = "/api/calendar/attendance", tag = "calendar", params(RangeQuery),
    responses((status = 200, body = [PastAttendance]),
        (status = 400, description = "`from`, `to`: to after from and at most 400 days after it, each instant's date \
        in the years 1900–9999 in UTC too"),
        (status = 403)), security(("bearer" = [])))]
async fn get_past_attendance(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidQuery(query): ValidQuery<RangeQuery>,
) -> AppResult<Json<Vec<PastAttendance>>> {
    let range = Range::parse(query.from.as_deref(), query.to.as_deref())
        .map_err(|(field, message)| AppError::field(field, message))?;
    Ok(Json(calendar::past_attendance(&state, &viewer, range).await?))
}

/// The signed-in user's private iCalendar feed URL.
#[utoipa::path(get, path = "/api/calendar/feed", tag = "calendar",
    responses((status = 200, body = FeedUrl)), security(("bearer" = [])))]
async fn get_feed(State(state): State<AppState>, AuthUser(user): AuthUser) -> AppResult<Json<FeedUrl>> {
    Ok(Json(FeedUrl { url: feed::feed_url(&state, user.id).await? }))
}

/// A new feed URL; the old one answers 404 from now on.
#[utoipa::path(post, path = "/api/calendar/feed/rotate", tag = "calendar",
    responses((status = 200, body = FeedUrl)), security(("bearer" = [])))]
async fn rotate_feed(State(state): State<AppState>, AuthUser(user): AuthUser) -> AppResult<Json<FeedUrl>> {
    Ok(Json(FeedUrl { url: feed::rotate(&state, user.id).await? }))
}

async fn serve_feed(State(state): State<AppState>, Path(file): Path<String>) -> AppResult<Response> {
    let token = file
        .strip_suffix(".ics")
        .filter(|t| !t.is_empty() && t.len() <= 64)
        .ok_or_else(|| AppError::not_found(Record::Feed))?;
    let ics = feed::render(&state, token).await?.ok_or_else(|| AppError::not_found(Record::Feed))?;
    Ok((
        [
            (header::CONTENT_TYPE, "text/calendar; charset=utf-8"),
            (header::CONTENT_DISPOSITION, "inline; filename=\"fatherhood-matters.ics\""),
            (header::CACHE_CONTROL, "private, no-cache"),
        ],
        ics,
    )
        .into_response())
}

/// Events the viewer may see, by start.
#[utoipa::path(get, path = "/api/events", tag = "calendar", params(PageQuery),
    responses((status = 200, body = [Event])), security(("bearer" = [])))]
async fn list_events(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidQuery(page): ValidQuery<PageQuery>,
) -> AppResult<Json<Vec<Event>>> {
    let page = Page::parse(page.limit, page.offset, 50)?;
    Ok(Json(calendar::list_events(&state, &viewer, page.limit, page.offset).await?))
}

#[utoipa::path(post, path = "/api/events", tag = "calendar", request_body = NewEvent,
    responses((status = 201, body = Event),
        (status = 400, description = "`startsAt`, `endsAt`: a day only when allDay, an instant otherwise; \
        the end not before the start, at most 31 days after it; \
        each date in the years 1900–9999 in UTC too; \
        `groupId`: a group on file"), (status = 403)), security(("bearer" = [])))]
async fn create_event(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidJson(New(input)): ValidJson<NewEvent>,
) -> AppResult<(StatusCode, Json<Event>)> {
    Ok((StatusCode::CREATED, Json(calendar::create_event(&state, &viewer, input).await?)))
}

#[utoipa::path(get, path = "/api/events/{id}", tag = "calendar",
    responses((status = 200, body = Event), (status = 404)), security(("bearer" = [])))]
async fn get_event(State(state): State<AppState>, viewer: Viewer, Path(id): Path<String>) -> AppResult<Json<Event>> {
    Ok(Json(calendar::get_event(&state, &viewer, id).await?))
}

#[utoipa::path(patch, path = "/api/events/{id}", tag = "calendar", request_body = EventInput,
    responses((status = 200, body = Event),
        (status = 400, description = "`startsAt`, `endsAt`: a day only when the event lasts all day (allDay sent or \
        on file), an instant otherwise, both sent when allDay changes; \
        the end not before the start, at most 31 days after it; \
        each date in the years 1900–9999 in UTC too; \
        `groupId`: a group on file"), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn update_event(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(input): ValidJson<EventInput>,
) -> AppResult<Json<Event>> {
    Ok(Json(calendar::update_event(&state, &viewer, id, input).await?))
}

#[utoipa::path(delete, path = "/api/events/{id}", tag = "calendar",
    responses((status = 204), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn delete_event(State(state): State<AppState>, viewer: Viewer, Path(id): Path<String>) -> AppResult<StatusCode> {
    calendar::delete_event(&state, &viewer, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

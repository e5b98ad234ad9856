//! `/api/groups`: father groups and their members.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use utoipa_axum::{router::OpenApiRouter, routes};

use serde::Deserialize;
use utoipa::IntoParams;

use crate::auth::Viewer;
use crate::domain::dates;
use crate::domain::records::Group;
use crate::error::{AppError, AppResult};
use crate::extract::{New, ValidJson, ValidQuery};
use crate::http::paging::Page;
use crate::services::groups::{self, GroupInput, NewGroup, NewMember};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_groups, create_group))
        .routes(routes!(get_group, update_group, delete_group))
        .routes(routes!(add_member))
        .routes(routes!(remove_member))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct GroupQuery {
    /// Only this program's groups (staff).
    #[serde(rename = "programId")]
    #[param(rename = "programId")]
    program_id: Option<String>,
    /// 1–500 (default 50).
    // = paging::MAX_LIMIT (utoipa takes a literal; `http::openapi`'s test checks it)
    #[param(minimum = 1, maximum = 500)]
    limit: Option<i64>,
    #[param(minimum = 0)]
    offset: Option<i64>,
}

/// Groups by name: staff see those of every program they may know of (a confidential
/// program's only if they work in it), a father his own (fellow members as first name and
/// last initial).
#[utoipa::path(get, path = "/api/groups", tag = "groups", params(GroupQuery),
    responses((status = 200, body = [Group])), security(("bearer" = [])))]
async fn list_groups(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidQuery(query): ValidQuery<GroupQuery>,
) -> AppResult<Json<Vec<Group>>> {
    let page = Page::parse(query.limit, query.offset, 50)?;
    Ok(Json(groups::list(&state, &viewer, query.program_id, page.limit, page.offset).await?))
}

#[utoipa::path(post, path = "/api/groups", tag = "groups", request_body = NewGroup,
    responses((status = 201, body = Group),
        (status = 400, description = "`facilitatorId`, `facilitatorIds`: staff accounts; \
        `programId`: a program not archived, needed once there are two"),
        (status = 403),
        (status = 404, description = "`programId`: no such program, or one confidential to others")),
    security(("bearer" = [])))]
async fn create_group(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidJson(New(input)): ValidJson<NewGroup>,
) -> AppResult<(StatusCode, Json<Group>)> {
    Ok((StatusCode::CREATED, Json(groups::create(&state, &viewer, input).await?)))
}

#[utoipa::path(get, path = "/api/groups/{id}", tag = "groups",
    responses((status = 200, body = Group), (status = 404)), security(("bearer" = [])))]
async fn get_group(State(state): State<AppState>, viewer: Viewer, Path(id): Path<String>) -> AppResult<Json<Group>> {
    Ok(Json(groups::get(&state, &viewer, id).await?))
}

#[utoipa::path(patch, path = "/api/groups/{id}", tag = "groups", request_body = GroupInput,
    responses((status = 200, body = Group),
        (status = 400, description = "`facilitatorId`, `facilitatorIds`: staff accounts; \
        `programId`: a program not archived (directors move a group)"),
        (status = 403), (status = 404)), security(("bearer" = [])))]
async fn update_group(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(input): ValidJson<GroupInput>,
) -> AppResult<Json<Group>> {
    Ok(Json(groups::update(&state, &viewer, id, input).await?))
}

/// Deletes a group without workshop cycles (409 otherwise).
#[utoipa::path(delete, path = "/api/groups/{id}", tag = "groups",
    responses((status = 204), (status = 403), (status = 404), (status = 409)), security(("bearer" = [])))]
async fn delete_group(State(state): State<AppState>, viewer: Viewer, Path(id): Path<String>) -> AppResult<StatusCode> {
    groups::delete(&state, &viewer, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Adds a father to the group (writes a 'joined' activity); answers the group.
#[utoipa::path(post, path = "/api/groups/{id}/members", tag = "groups", request_body = NewMember,
    responses((status = 200, body = Group),
        (status = 400, description = "`fatherId`: a father on file; \
        `joinedAt`: not before the end of his last stay in the group"),
        (status = 403), (status = 404)), security(("bearer" = [])))]
async fn add_member(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(body): ValidJson<NewMember>,
) -> AppResult<Json<Group>> {
    let joined_at = body
        .joined_at
        .map(|t| dates::parse_utc_field(&t, "Joined at").map_err(|m| AppError::field("joinedAt", m)))
        .transpose()?;
    Ok(Json(groups::add_member(&state, &viewer, id, body.father_id, joined_at).await?))
}

#[utoipa::path(delete, path = "/api/groups/{id}/members/{father_id}", tag = "groups",
    responses((status = 204), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn remove_member(
    State(state): State<AppState>,
    viewer: Viewer,
    Path((id, father_id)): Path<(String, String)>,
) -> AppResult<StatusCode> {
    groups::remove_member(&state, &viewer, id, father_id).await?;
    Ok(StatusCode::NO_CONTENT)
}

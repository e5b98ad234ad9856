//! `/api/milestones`.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::Viewer;
use crate::domain::records::Milestone;
use crate::error::AppResult;
use crate::extract::{New, ValidJson, ValidQuery};
use crate::http::paging::Page;
use crate::services::milestones::{self, MilestoneInput, NewMilestone};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_milestones, create_milestone))
        .routes(routes!(update_milestone, delete_milestone))
}

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct MilestoneQuery {
    father_id: Option<String>,
    /// 1–500 (default 50).
    // = paging::MAX_LIMIT (utoipa takes a literal; `http::openapi`'s test checks it)
    #[param(minimum = 1, maximum = 500)]
    limit: Option<i64>,
    #[param(minimum = 0)]
    offset: Option<i64>,
}

/// Newest first: all (staff) or one father's; a father sees only his own.
#[utoipa::path(get, path = "/api/milestones", tag = "milestones", params(MilestoneQuery),
    responses((status = 200, body = [Milestone]), (status = 403)), security(("bearer" = [])))]
async fn list_milestones(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidQuery(query): ValidQuery<MilestoneQuery>,
) -> AppResult<Json<Vec<Milestone>>> {
    let page = Page::parse(query.limit, query.offset, 50)?;
    let father = query.father_id.filter(|f| !f.is_empty());
    Ok(Json(milestones::list(&state, &viewer, father, page.limit, page.offset).await?))
}

/// Adds a milestone (staff), e.g. kind 'employment'.
#[utoipa::path(post, path = "/api/milestones", tag = "milestones", request_body = NewMilestone,
    responses((status = 201, body = Milestone),
        (status = 400, description = "`fatherId`: a father on file in your scope"),
        (status = 403)), security(("bearer" = [])))]
async fn create_milestone(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidJson(New(input)): ValidJson<NewMilestone>,
) -> AppResult<(StatusCode, Json<Milestone>)> {
    Ok((StatusCode::CREATED, Json(milestones::create(&state, &viewer, input).await?)))
}

#[utoipa::path(patch, path = "/api/milestones/{id}", tag = "milestones", request_body = MilestoneInput,
    responses((status = 200, body = Milestone),
        (status = 400, description = "`fatherId`: a milestone stays with its father"),
        (status = 403), (status = 404)), security(("bearer" = [])))]
async fn update_milestone(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(input): ValidJson<MilestoneInput>,
) -> AppResult<Json<Milestone>> {
    Ok(Json(milestones::update(&state, &viewer, id, input).await?))
}

#[utoipa::path(delete, path = "/api/milestones/{id}", tag = "milestones",
    responses((status = 204), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn delete_milestone(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<StatusCode> {
    milestones::delete(&state, &viewer, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

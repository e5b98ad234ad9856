//! `/api/fathers/{id}/referrals`, `/api/referrals/{id}`: referrals to partner services.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::Viewer;
use crate::domain::casework::Referral;
use crate::error::AppResult;
use crate::extract::{New, ValidJson, ValidQuery};
use crate::http::contacts::PageQuery;
use crate::http::paging::Page;
use crate::services::referrals::{self, NewReferral, ReferralInput};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_referrals, create_referral))
        .routes(routes!(update_referral, delete_referral))
}

/// A father's referrals, newest first, each with its history (staff with him in scope).
#[utoipa::path(get, path = "/api/fathers/{id}/referrals", tag = "case management", params(PageQuery),
    responses((status = 200, body = [Referral]), (status = 404)), security(("bearer" = [])))]
async fn list_referrals(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidQuery(query): ValidQuery<PageQuery>,
) -> AppResult<Json<Vec<Referral>>> {
    let page = Page::parse(query.limit, query.offset, 50)?;
    Ok(Json(referrals::list(&state, &viewer, id, page.limit, page.offset).await?))
}

/// Refers the father to a partner service; writes a 'referred' activity.
#[utoipa::path(post, path = "/api/fathers/{id}/referrals", tag = "case management", request_body = NewReferral,
    responses((status = 201, body = Referral), (status = 400), (status = 404)), security(("bearer" = [])))]
async fn create_referral(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(New(input)): ValidJson<NewReferral>,
) -> AppResult<(StatusCode, Json<Referral>)> {
    Ok((StatusCode::CREATED, Json(referrals::create(&state, &viewer, id, input).await?)))
}

/// Changes a referral (staff with the father in scope); a new status is appended to its history.
#[utoipa::path(patch, path = "/api/referrals/{id}", tag = "case management", request_body = ReferralInput,
    responses((status = 200, body = Referral), (status = 400), (status = 404)), security(("bearer" = [])))]
async fn update_referral(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(input): ValidJson<ReferralInput>,
) -> AppResult<Json<Referral>> {
    Ok(Json(referrals::update(&state, &viewer, id, input).await?))
}

/// Deletes a referral with its history (directors; other staff 403).
#[utoipa::path(delete, path = "/api/referrals/{id}", tag = "case management",
    responses((status = 204), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn delete_referral(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<StatusCode> {
    referrals::delete(&state, &viewer, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

//! `/api/fathers/{id}/referrals`, `/api/referrals/{id}`: referrals to partner services.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::Viewer;
use serde::Deserialize;
use utoipa::IntoParams;

use crate::db::referrals::ReferralFilter;
use crate::domain::casework::{Referral, ReferralEntry, ReferralStatus, ReferralType};
use crate::error::{AppResult, FieldErrors};
use crate::extract::{New, ValidJson, ValidQuery};
use crate::http::contacts::PageQuery;
use crate::http::paging::Page;
use crate::services::referrals::{self, NewReferral, ReferralInput};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(all_referrals))
        .routes(routes!(list_referrals, create_referral))
        .routes(routes!(update_referral, delete_referral))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ReferralQuery {
    /// Only referrals with this status.
    #[param(value_type = Option<ReferralStatus>)]
    status: Option<String>,
    /// Only referrals of this type.
    #[param(value_type = Option<ReferralType>, rename = "type")]
    #[serde(rename = "type")]
    kind: Option<String>,
    /// Default 50, at most 500.
    // = paging::MAX_LIMIT (utoipa takes a literal; `http::openapi`'s test checks it)
    #[param(minimum = 1, maximum = 500)]
    limit: Option<i64>,
    #[param(minimum = 0)]
    offset: Option<i64>,
}

/// Every referral of the fathers in the reader's scope (staff), open ones first (made,
/// accepted, in progress), then newest; each with the father's name and its history.
#[utoipa::path(get, path = "/api/referrals", tag = "case management", params(ReferralQuery),
    responses((status = 200, body = [ReferralEntry]), (status = 400), (status = 403)), security(("bearer" = [])))]
async fn all_referrals(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidQuery(query): ValidQuery<ReferralQuery>,
) -> AppResult<Json<Vec<ReferralEntry>>> {
    let page = Page::parse(query.limit, query.offset, 50)?;
    let mut errors = FieldErrors::default();
    let filter = ReferralFilter {
        status: query.status.as_deref().and_then(|s| errors.check("status", ReferralStatus::parse(s))),
        kind: query.kind.as_deref().and_then(|t| errors.check("type", ReferralType::parse(t))),
    };
    errors.finish()?;
    Ok(Json(referrals::list_in_scope(&state, &viewer, filter, page.limit, page.offset).await?))
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
    responses((status = 201, body = Referral),
        (status = 400, description = "`madeAt`: its date in the years 1900–9999 in UTC too"),
        (status = 404)), security(("bearer" = [])))]
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
    responses((status = 200, body = Referral),
        (status = 400, description = "`madeAt`: its date in the years 1900–9999 in UTC too"),
        (status = 404)), security(("bearer" = [])))]
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

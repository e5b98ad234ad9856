//! `/api/fathers/{id}/consents`, `/api/me/consents`, `/api/consents/{id}/revoke`: what a
//! father consented to, and its revocation.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::Viewer;
use crate::domain::consent::Consent;
use crate::error::AppResult;
use crate::extract::{New, ValidJson};
use crate::services::consents::{self, NewConsent};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_consents, record_consent))
        .routes(routes!(my_consents))
        .routes(routes!(revoke_consent))
}

/// A father's consents, newest first, revoked ones included (staff with him in scope;
/// a father 403, staff without him 404).
#[utoipa::path(get, path = "/api/fathers/{id}/consents", tag = "consents",
    responses((status = 200, body = [Consent]), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn list_consents(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<Json<Vec<Consent>>> {
    Ok(Json(consents::list(&state, &viewer, id).await?))
}

/// Records a consent the father gave, witnessed by the caller (staff with him in scope).
/// Only `kind` is needed: given now, the version of the form in use.
#[utoipa::path(post, path = "/api/fathers/{id}/consents", tag = "consents", request_body = NewConsent,
    responses((status = 201, body = Consent),
        (status = 400, description = "`grantedAt`: not in the future (past a few minutes' clock skew), its date in the \
        years 1900–9999 in UTC too"),
        (status = 403), (status = 404)), security(("bearer" = [])))]
async fn record_consent(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(New(input)): ValidJson<NewConsent>,
) -> AppResult<(StatusCode, Json<Consent>)> {
    Ok((StatusCode::CREATED, Json(consents::create(&state, &viewer, id, input).await?)))
}

/// The signed-in father's own consents, newest first (none when no record is linked to
/// his account; staff 403).
#[utoipa::path(get, path = "/api/me/consents", tag = "consents",
    responses((status = 200, body = [Consent]), (status = 403)), security(("bearer" = [])))]
async fn my_consents(State(state): State<AppState>, viewer: Viewer) -> AppResult<Json<Vec<Consent>>> {
    Ok(Json(consents::mine(&state, &viewer).await?))
}

/// Revokes a consent: staff with its father in scope, any kind; a father his own photo,
/// sms and email consent (program and data-sharing: 403, he asks staff). Revoking one
/// already revoked answers it unchanged.
#[utoipa::path(post, path = "/api/consents/{id}/revoke", tag = "consents",
    responses((status = 200, body = Consent), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn revoke_consent(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<Json<Consent>> {
    Ok(Json(consents::revoke(&state, &viewer, id).await?))
}

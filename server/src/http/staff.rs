//! `/api/staff/{id}`: one staff member as a director sees him, and his caseload handed on.

use axum::extract::{Path, State};
use axum::Json;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::Viewer;
use crate::error::AppResult;
use crate::extract::ValidJson;
use crate::services::staff::{self, ReassignInput, Reassigned, StaffPage};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(staff_page)).routes(routes!(reassign_caseload))
}

/// Directors: a staff member's groups (with member counts), the size of his caseload and
/// his open follow-ups. 404 for an account that is not staff.
#[utoipa::path(get, path = "/api/staff/{id}", tag = "users",
    responses((status = 200, body = StaffPage), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn staff_page(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<Json<StaffPage>> {
    Ok(Json(staff::page(&state, &viewer, id).await?))
}

/// Directors: every father whose case manager he is gets `to` as case manager, at once (a
/// leaver's caseload). 400 when `to` is not another staff account.
#[utoipa::path(post, path = "/api/staff/{id}/caseload", tag = "users", request_body = ReassignInput,
    responses((status = 200, body = Reassigned),
        (status = 400, description = "`to`: another staff account"), (status = 403), (status = 404)),
    security(("bearer" = [])))]
async fn reassign_caseload(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(input): ValidJson<ReassignInput>,
) -> AppResult<Json<Reassigned>> {
    Ok(Json(staff::reassign(&state, &viewer, id, input).await?))
}

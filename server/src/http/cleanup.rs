//! `/api/admin/cleanup*`: accounts that were created but never used.

use axum::extract::State;
use axum::Json;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::domain::User;
use crate::error::{AppError, AppResult};
use crate::extract::{AdminUser, ValidJson, ValidQuery};
use crate::services::accounts;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(candidates)).routes(routes!(cleanup))
}

const DEFAULT_DAYS: i64 = 30;

fn parse_days(days: Option<i64>) -> AppResult<i64> {
    match days.unwrap_or(DEFAULT_DAYS) {
        d @ 0..=36500 => Ok(d),
        _ => Err(AppError::field("days", "Days must be a number between 0 and 36500.")),
    }
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CandidateQuery {
    /// Only accounts created more than this many days ago (default 30).
    days: Option<i64>,
}

/// Accounts that never signed in, created more than `days` days ago, oldest first.
#[utoipa::path(get, path = "/api/admin/cleanup-candidates", tag = "cleanup", params(CandidateQuery),
    responses((status = 200, body = [User]), (status = 403)), security(("bearer" = [])))]
async fn candidates(
    State(state): State<AppState>,
    _admin: AdminUser,
    ValidQuery(query): ValidQuery<CandidateQuery>,
) -> AppResult<Json<Vec<User>>> {
    Ok(Json(accounts::cleanup_candidates(&state, parse_days(query.days)?).await?))
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct CleanupBody {
    user_ids: Vec<String>,
    /// The age the candidates were listed with (default 0: any age). Ids that are not
    /// candidates — they signed in, or are younger — are left alone.
    days: Option<i64>,
}

#[derive(Serialize, ToSchema)]
pub struct CleanupResult {
    deleted: usize,
}

/// Removes the chosen never-used accounts; each removal is logged.
#[utoipa::path(post, path = "/api/admin/cleanup", tag = "cleanup", request_body = CleanupBody,
    responses((status = 200, body = CleanupResult), (status = 400), (status = 403)), security(("bearer" = [])))]
async fn cleanup(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ValidJson(body): ValidJson<CleanupBody>,
) -> AppResult<Json<CleanupResult>> {
    if body.user_ids.len() > 5000 {
        return Err(AppError::field("userIds", "At most 5000 accounts at a time."));
    }
    let days = parse_days(Some(body.days.unwrap_or(0)))?;
    let deleted = accounts::cleanup(&state, &admin, body.user_ids, days).await?;
    Ok(Json(CleanupResult { deleted }))
}

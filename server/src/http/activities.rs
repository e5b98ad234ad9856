//! `/api/activities`: the activity log, newest first.

use axum::extract::State;
use axum::Json;
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::db::activities::Before;
use crate::domain::dates::{self, DateError};
use crate::domain::Activity;
use crate::error::{AppError, AppResult};
use crate::extract::{DirectorUser, ValidQuery};
use crate::http::paging::Page;
use crate::services::activities;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list_activities))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ActivityQuery {
    /// Default 50, at most 500.
    // = paging::MAX_LIMIT (utoipa takes a literal; `http::openapi`'s test checks it)
    #[param(minimum = 1, maximum = 500)]
    limit: Option<i64>,
    /// The id of the last activity already shown, or an RFC 3339 instant.
    before: Option<String>,
}

/// The activity log, newest first.
#[utoipa::path(get, path = "/api/activities", tag = "activities", params(ActivityQuery),
    responses(
        (status = 400, description = "`before`: an activity on file, or an instant"),
        (status = 200, body = [Activity]), (status = 401), (status = 403)), security(("bearer" = [])))]
async fn list_activities(
    State(state): State<AppState>,
    _admin: DirectorUser,
    ValidQuery(query): ValidQuery<ActivityQuery>,
) -> AppResult<Json<Vec<Activity>>> {
    let page = Page::parse(query.limit, None, 50)?;
    let before = match query.before.as_deref().map(str::trim).filter(|b| !b.is_empty()) {
        None => Before::Start,
        Some(b) => match dates::parse_instant(b) {
            Ok(t) => Before::Time(t.timestamp_millis()),
            Err(DateError::OutOfRange) => return Err(AppError::field("before", dates::out_of_range("before"))),
            Err(DateError::Malformed) => Before::Id(b.to_owned()),
        },
    };
    Ok(Json(activities::list(&state, before, page.limit).await?))
}

//! The activity log, newest first, for staff. Each change writes its own line in its own
//! transaction (`db::activities::insert`); this only reads them.

use crate::db::activities::Before;
use crate::domain::Activity;
use crate::error::AppResult;
use crate::state::AppState;

/// Up to `limit` lines before `before`, newest first (the caller is staff: `DirectorUser`).
pub async fn list(state: &AppState, before: Before, limit: i64) -> AppResult<Vec<Activity>> {
    Ok(state.db.run(move |conn| crate::db::activities::list(conn, &before, limit)).await?)
}

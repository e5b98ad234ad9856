//! The fathers pictured in a photo, and the consent they decide.

use super::photos::photo;
use crate::auth::Viewer;
use crate::catalogue;
use crate::db::{self, Table};
use crate::domain::gallery::Photo;
use crate::error::{AppError, AppResult, Record};
use crate::services::groups::check_audience;
use crate::state::AppState;

/// The most fathers one photo may be tagged with.
pub const MAX_TAGS: usize = 50;

/// The fathers a staff member tags (at most [`MAX_TAGS`] sent), each once, in a stable
/// order; blank ids are no one.
pub(super) fn tag_list(mut tags: Vec<String>) -> AppResult<Vec<String>> {
    if tags.len() > MAX_TAGS {
        return Err(too_many_tags());
    }
    tags.retain(|id| !id.trim().is_empty());
    tags.sort();
    tags.dedup();
    Ok(tags)
}

pub fn too_many_tags() -> AppError {
    AppError::field("tags", catalogue::tags_too_many(MAX_TAGS))
}

/// Whether the viewer may change a photo's tags from `before` to `after`: every father he
/// adds or removes must be in his scope (one outside it, or no such father, is a 400 on
/// `tags`); the tags he keeps need not be. Then the fathers involved are locked, before the
/// photo (`db::gallery::refresh_consent_missing`).
pub(super) fn check_tags(
    conn: &mut dyn db::Conn,
    viewer: &Viewer,
    before: &[String],
    after: &[String],
) -> AppResult<()> {
    let scope = viewer.scope();
    let changed = after.iter().filter(|id| !before.contains(id)).chain(before.iter().filter(|id| !after.contains(id)));
    for father in changed {
        if !scope.covers(conn, father)? {
            let message = if scope.is_all() { catalogue::no_such_father() } else { catalogue::tags_out_of_scope() };
            return Err(AppError::field("tags", message));
        }
    }
    db::gallery::lock_fathers(conn, before.iter().chain(after))?;
    Ok(())
}

/// Makes `tags` the fathers pictured in the photo (staff who may change it); its
/// `consent_missing` is decided again in the same transaction, so a father without photo
/// consent tagged now hides it from fathers as the change commits.
pub async fn set_tags(state: &AppState, viewer: &Viewer, id: String, tags: Vec<String>) -> AppResult<Photo> {
    viewer.staff()?;
    let tags = tag_list(tags)?;
    let (owned, photo_id) = (viewer.clone(), id.clone());
    state
        .db
        .transaction(move |conn| {
            let group = db::gallery::group_of_photo(conn, &id)?.ok_or_else(|| AppError::not_found(Record::Photo))?;
            check_audience(conn, &owned, group.as_deref())?;
            let before = db::gallery::tags(conn, &id)?;
            check_tags(conn, &owned, &before, &tags)?;
            if !db::lock(conn, Table::Photos, &id)? {
                return Err(AppError::not_found(Record::Photo));
            }
            // Another change of its tags committed while the fathers were being locked:
            // its fathers are not locked here, so this one is not decided on them.
            if db::gallery::tags(conn, &id)? != before {
                return Err(db::DbError::Contention.into());
            }
            db::gallery::set_tags(conn, &id, &tags)?;
            db::gallery::refresh_consent_missing(conn, db::gallery::Recheck::Photo(&id))?;
            Ok::<_, AppError>(())
        })
        .await?;
    photo(state, viewer, photo_id).await
}

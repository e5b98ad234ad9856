//! A father's photo: stored scaled down and without its metadata, shown to staff, to him
//! and to fellow members of his groups.

use super::{get, log, shown_to, with_consents};
use crate::auth::Viewer;
use crate::db;
use crate::domain::records::Father;
use crate::domain::{ActivityType, Sentence};
use crate::error::{AppError, AppResult, Record};
use crate::state::AppState;

/// The longest side of a stored photo, in pixels: enough for a phone, small to send.
const PHOTO_SIZE: u32 = 512;
pub const MAX_PHOTO_BYTES: usize = 10 * 1024 * 1024;

/// Stores a new photo for a father (staff, or the father himself): any JPEG, PNG, WebP
/// or GIF by content, decoded within limits (so only real images of a sane size are
/// kept), turned upright, scaled down and re-encoded as JPEG without its metadata. The
/// photo it replaces is deleted once the new one is in place.
pub async fn set_photo(
    state: &AppState,
    viewer: &Viewer,
    id: String,
    filename: &str,
    bytes: Vec<u8>,
) -> AppResult<Father> {
    if !viewer.is_staff() && viewer.own_father_id() != Some(id.as_str()) {
        return Err(AppError::not_found(Record::Father));
    }
    state.throttle.upload(&viewer.user().id)?;
    get(state, viewer, id.clone()).await?;
    let encoded =
        state.decodes.scaled_jpeg(bytes, PHOTO_SIZE).await?.map_err(|err| AppError::field("photo", err.message()))?;
    let stem = std::path::Path::new(filename).file_stem().and_then(|s| s.to_str()).unwrap_or("photo");
    let key = crate::infra::storage::photo_key(db::now_millis(), &format!("{stem}.jpg"));
    state.storage.put(&key, encoded.jpeg).await?;
    let (stored_key, father_id, actor) = (key.clone(), id.clone(), viewer.user().id.clone());
    let outcome = state
        .db
        .transaction(move |conn| {
            let Some(old) = db::fathers::set_photo(conn, &father_id, &stored_key, db::now_millis())? else {
                return Err(AppError::not_found(Record::Father));
            };
            if let Some(old) = &old {
                db::objects::enqueue(conn, old)?;
            }
            let father = db::fathers::find(conn, &father_id)?.ok_or_else(|| AppError::not_found(Record::Father))?;
            let name = father.full_name();
            log(conn, &actor, ActivityType::Updated, &father, Sentence::FatherPhoto.says(&[("father", &name)]))?;
            Ok::<_, AppError>((with_consents(conn, father)?, old))
        })
        .await;
    let (updated, old) = match outcome {
        Ok(done) => done,
        Err(err) => {
            // Nothing refers to the new object: take it away again.
            if state.storage.delete(&key).await.is_err() {
                tracing::warn!(key, "an unused photo stays in the store");
            }
            return Err(err);
        }
    };
    if let Some(old) = old {
        state.storage.delete_queued(&state.db, old).await;
    }
    Ok(shown_to(viewer, updated))
}

/// A father's photo: for staff with him in scope, for him, and for fellow members of his
/// groups while his photo consent stands (revoking it takes effect at once).
pub async fn photo(state: &AppState, viewer: &Viewer, id: String) -> AppResult<bytes::Bytes> {
    let own = viewer.own_father_id().map(str::to_owned);
    let staff = viewer.is_staff();
    let scope = viewer.scope();
    let father_id = id.clone();
    let key = state
        .db
        .run(move |conn| {
            let Some(father) = db::fathers::find(conn, &father_id)? else { return Ok(None) };
            let allowed = if staff { scope.covers(conn, &father_id)? } else { false }
                || own.as_deref() == Some(father_id.as_str())
                || match own {
                    Some(me) => {
                        db::groups::share_a_group(conn, &me, &father_id)?
                            && db::consents::current(conn, &father_id)?.photo
                    }
                    None => false,
                };
            Ok::<_, db::DbError>(if allowed { father.photo_key } else { None })
        })
        .await?
        .ok_or_else(|| AppError::not_found(Record::Photo))?;
    state.storage.get(&key).await?.ok_or_else(|| AppError::not_found(Record::Photo))
}

//! A photo once uploaded: reading it (its variants signed for the viewer), its caption,
//! deleting it.

use serde::Deserialize;
use utoipa::ToSchema;

use super::{audience, delete_stored, looker, media};
use crate::auth::Viewer;
use crate::db;
use crate::domain::gallery::{Photo, PhotoStatus};
use crate::domain::program::parse_text;
use crate::domain::{ActivityType, NewActivity, Sentence};
use crate::error::{AppError, AppResult, Record};
use crate::services::groups::check_audience;
use crate::state::AppState;

/// Signs the photo's variants for `<img>`s (none until it is ready).
pub(super) fn signed_photo(state: &AppState, audience: media::Audience, mut photo: Photo) -> Photo {
    let now = chrono::Utc::now().timestamp();
    if photo.status == PhotoStatus::Ready {
        let sign = |key: &String| media::url(&state.media_key, key, now, audience);
        photo.thumb_url = photo.thumb_key.as_ref().map(sign);
        photo.url = photo.large_key.as_ref().map(sign);
    }
    photo
}

/// The album's photos, oldest first, after the photo `after`.
pub async fn photos(
    state: &AppState,
    viewer: &Viewer,
    album: String,
    after: Option<String>,
    limit: i64,
) -> AppResult<Vec<Photo>> {
    let looker = looker(viewer);
    let photos = state
        .db
        .run(move |conn| {
            if db::gallery::find_album(conn, &looker, &album)?.is_none() {
                return Err(AppError::not_found(Record::Album));
            }
            Ok(db::gallery::photos(conn, &looker, &album, after.as_deref(), limit)?)
        })
        .await?;
    Ok(photos.into_iter().map(|p| signed_photo(state, audience(viewer), p)).collect())
}

pub async fn photo(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Photo> {
    let looker = looker(viewer);
    let photo = state.db.run(move |conn| db::gallery::find_photo(conn, &looker, &id)).await?;
    Ok(signed_photo(state, audience(viewer), photo.ok_or_else(|| AppError::not_found(Record::Photo))?))
}

/// Whether a father may be served this photo's variants now: it is ready and no father
/// pictured lacks photo consent. Asked at every request of a URL handed to a father.
pub async fn shown_to_fathers(state: &AppState, photo_id: String) -> AppResult<bool> {
    Ok(state.db.run(move |conn| db::gallery::shown_to_fathers(conn, &photo_id)).await?)
}

/// The longest caption of a photo.
pub const MAX_CAPTION: usize = 500;

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PhotoChanges {
    #[schema(schema_with = crate::services::form::schema::string::text::<MAX_CAPTION>)]
    pub caption: String,
}

pub async fn set_caption(state: &AppState, viewer: &Viewer, id: String, caption: String) -> AppResult<Photo> {
    viewer.staff()?;
    let caption = parse_text(&caption, "Caption", MAX_CAPTION, false).map_err(|m| AppError::field("caption", m))?;
    let photo_id = id.clone();
    let owned = viewer.clone();
    let changed = state
        .db
        .transaction(move |conn| {
            let group = db::gallery::group_of_photo(conn, &id)?.flatten();
            check_audience(conn, &owned, group.as_deref())?;
            Ok::<_, AppError>(db::gallery::set_caption(conn, &id, &caption)?)
        })
        .await?;
    if !changed {
        return Err(AppError::not_found(Record::Photo));
    }
    photo(state, viewer, photo_id).await
}

/// Deletes the photo and every stored variant (queued in the transaction, deleted after).
pub async fn delete_photo(state: &AppState, viewer: &Viewer, id: String) -> AppResult<()> {
    let staff = viewer.staff()?.id.clone();
    let owned = viewer.clone();
    let keys = state
        .db
        .transaction(move |conn| {
            let group = db::gallery::group_of_photo(conn, &id)?.flatten();
            check_audience(conn, &owned, group.as_deref())?;
            let keys = db::gallery::delete_photo(conn, &id)?.ok_or_else(|| AppError::not_found(Record::Photo))?;
            for key in &keys {
                db::objects::enqueue(conn, key)?;
            }
            db::activities::insert(
                conn,
                &NewActivity::by(&staff, ActivityType::Deleted, Sentence::PhotoDeleted.says(&[])).about("photo", &id),
            )?;
            Ok::<_, AppError>(keys)
        })
        .await?;
    delete_stored(state, keys);
    Ok(())
}

//! An upload: checked by its header, stored as it came, answered as "processing".

use std::io::Seek;

use super::photos::MAX_CAPTION;
use super::tags::{check_tags, tag_list};
use crate::auth::Viewer;
use crate::catalogue;
use crate::db::{self, Table};
use crate::domain::gallery::{Photo, PhotoStatus};
use crate::domain::program::parse_text;
use crate::domain::{ActivityType, NewActivity, Sentence};
use crate::error::{AppError, AppResult, Record};
use crate::infra::images::ImageError;
use crate::services::groups::check_audience;
use crate::state::AppState;

/// The largest photo accepted, in bytes; the body is refused (413) beyond it.
pub const MAX_PHOTO_BYTES: usize = 25 * 1024 * 1024;
/// An uploaded file, spooled to an unnamed temporary file as it arrived: twenty large
/// uploads at once cost disk, not memory, and the file vanishes when dropped (or if the
/// process dies).
pub struct Upload {
    pub filename: String,
    pub file: std::fs::File,
    pub caption: String,
    /// The fathers pictured, tagged in the transaction that writes the photo, so it is never
    /// shown untagged for a moment.
    pub tags: Vec<String>,
}

/// Stores the original and answers the photo as "processing"; the worker makes its
/// variants. Refused by content: not one of the four formats, or over the pixel limit.
pub async fn upload(state: &AppState, viewer: &Viewer, album: String, upload: Upload) -> AppResult<Photo> {
    let staff = viewer.staff()?.id.clone();
    let owned = viewer.clone();
    let caption =
        parse_text(&upload.caption, "Caption", MAX_CAPTION, false).map_err(|m| AppError::field("caption", m))?;
    let tags = tag_list(upload.tags)?;
    let (a, seen) = (album.clone(), super::looker(viewer));
    if state.db.run(move |conn| db::gallery::find_album(conn, &seen, &a)).await?.is_none() {
        return Err(AppError::not_found(Record::Album));
    }
    // The header only: cheap, and enough to refuse what the worker could never use.
    let file = upload.file;
    let (file, checked) = tokio::task::spawn_blocking(move || {
        let checked = (&file)
            .rewind()
            .map_err(anyhow::Error::from)
            .map(|()| crate::infra::images::check_from(std::io::BufReader::with_capacity(64 * 1024, &file)));
        (file, checked)
    })
    .await
    .map_err(anyhow::Error::from)?;
    checked?.map_err(|err| {
        let message = match err {
            ImageError::NotAnImage => catalogue::photo_cannot_show(),
            ImageError::TooLarge => catalogue::photo_too_many_pixels(crate::infra::images::MAX_MEGAPIXELS),
        };
        AppError::field("file", message)
    })?;
    let now = db::now();
    let key = crate::infra::storage::photo_key(now.timestamp_millis(), &upload.filename);
    state.storage.put_file(&key, file).await?;
    let photo = Photo {
        id: uuid::Uuid::now_v7().to_string(),
        album_id: album,
        caption,
        width: None,
        height: None,
        status: PhotoStatus::Processing,
        thumb_url: None,
        url: None,
        uploaded_by: Some(staff.clone()),
        created_at: now,
        tags,
        consent_missing: false,
        thumb_key: None,
        large_key: None,
    };
    let (stored, original) = (photo.clone(), key.clone());
    let saved = state
        .db
        .transaction(move |conn| {
            // The album may have been deleted while the file was arriving (see `albums::delete`).
            if !db::lock(conn, Table::Albums, &stored.album_id)? {
                return Err(AppError::not_found(Record::Album));
            }
            let album = db::gallery::find_album(conn, &super::looker(&owned), &stored.album_id)?
                .ok_or_else(|| AppError::not_found(Record::Album))?;
            check_audience(conn, &owned, album.group_id.as_deref())?;
            check_tags(conn, &owned, &[], &stored.tags)?;
            db::gallery::insert_photo(conn, &stored, &original, now.timestamp_millis())?;
            db::gallery::set_tags(conn, &stored.id, &stored.tags)?;
            db::gallery::refresh_consent_missing(conn, db::gallery::Recheck::Photo(&stored.id))?;
            let consent_missing = db::gallery::consent_missing(conn, &stored.id)?;
            db::activities::insert(
                conn,
                &NewActivity::by(&staff, ActivityType::Created, Sentence::PhotoAdded.says(&[]))
                    .about("photo", &stored.id),
            )?;
            Ok::<_, AppError>(consent_missing)
        })
        .await;
    let consent_missing = match saved {
        Ok(missing) => missing,
        Err(err) => {
            // Nothing refers to the file: it goes, so a failed upload leaves nothing behind.
            let _ = state.storage.delete(&key).await;
            return Err(err);
        }
    };
    state.gallery_work.wake();
    Ok(Photo { consent_missing, ..photo })
}

//! The gallery: albums for everyone or one group, photos uploaded by staff. An upload is
//! checked by its header (type by content, size in pixels), stored as it came, and
//! answered at once as "processing"; `processing` makes the variants off the request
//! path. Only variants are served, through signed URLs (`media`).

pub mod media;
pub mod processing;

use std::io::Seek;

use serde::Deserialize;
use utoipa::ToSchema;

use crate::auth::Viewer;
use crate::db::{self, gallery::Looker, Table};
use crate::domain::gallery::{Album, Photo, PhotoStatus};
use crate::domain::program::parse_text;
use crate::domain::{ActivityType, NewActivity, Sentence};
use crate::error::{AppError, AppResult, FieldErrors};
use crate::infra::images::ImageError;
use crate::messages;
use crate::services::form::{schema, Form};
use crate::services::groups::check_audience;
use crate::state::AppState;

/// The largest photo accepted, in bytes; the body is refused (413) beyond it.
pub const MAX_PHOTO_BYTES: usize = 25 * 1024 * 1024;

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct AlbumInput {
    #[schema(schema_with = schema::required_text::<200>)]
    title: Option<String>,
    #[schema(schema_with = schema::text::<2000>)]
    description: Option<String>,
    /// Null: everyone.
    #[serde(deserialize_with = "crate::extract::nullable")]
    #[schema(value_type = Option<String>)]
    group_id: Option<Option<String>>,
    #[serde(deserialize_with = "crate::extract::nullable")]
    #[schema(value_type = Option<String>)]
    cycle_id: Option<Option<String>>,
    #[serde(deserialize_with = "crate::extract::nullable")]
    #[schema(value_type = Option<String>)]
    event_id: Option<Option<String>>,
    /// One of the album's photos.
    #[serde(deserialize_with = "crate::extract::nullable")]
    #[schema(value_type = Option<String>)]
    cover_photo_id: Option<Option<String>>,
}

/// A new album's body, as the document describes it.
pub type NewAlbum = crate::extract::New<AlbumInput>;

impl crate::extract::Creatable for AlbumInput {
    const REQUIRED: &'static [&'static str] = &["title"];
}

impl AlbumInput {
    fn apply(&mut self, a: &mut Album, creating: bool) -> AppResult<()> {
        let mut form = Form::new(creating);
        form.required_text("title", "Title", 200, self.title.take(), &mut a.title);
        form.text("description", "Description", 2000, self.description.take(), &mut a.description);
        form.reference(self.group_id.take(), &mut a.group_id);
        form.reference(self.cycle_id.take(), &mut a.cycle_id);
        form.reference(self.event_id.take(), &mut a.event_id);
        form.reference(self.cover_photo_id.take(), &mut a.cover_photo_id);
        form.finish()
    }
}

fn looker(viewer: &Viewer) -> Looker {
    match viewer {
        Viewer::Staff(_) => Looker::Staff,
        Viewer::Father { father_id, .. } => Looker::Father { father_id: father_id.clone() },
    }
}

/// What an album links to must exist (and a cover must be one of its own photos).
fn check_links(conn: &mut dyn db::Conn, a: &Album) -> AppResult<()> {
    let mut errors = FieldErrors::default();
    let exists = |conn: &mut dyn db::Conn, table: &str, id: &str| -> db::DbResult<bool> {
        Ok(!conn.query(&format!("SELECT 1 FROM {table} WHERE id = $1"), crate::params![id])?.is_empty())
    };
    if let Some(group) = &a.group_id {
        if !exists(conn, "father_groups", group)? {
            errors.add("groupId", messages::no_such_group());
        }
    }
    if let Some(cycle) = &a.cycle_id {
        if !exists(conn, "cycles", cycle)? {
            errors.add("cycleId", messages::no_such_cycle());
        }
    }
    if let Some(event) = &a.event_id {
        if !exists(conn, "events", event)? {
            errors.add("eventId", messages::no_such_event());
        }
    }
    if let Some(cover) = &a.cover_photo_id {
        // Locked: a photo being deleted meanwhile is either gone (refused here) or waits
        // for this cover to be saved, and then clears it.
        let own = conn.query(
            &format!("SELECT 1 FROM photos WHERE id = $1 AND album_id = $2{}", db::for_update(conn)),
            crate::params![cover, &a.id],
        )?;
        if own.is_empty() {
            errors.add("coverPhotoId", messages::cover_from_album());
        }
    }
    errors.finish()
}

/// Whom the viewer's media URLs are for: a father's are checked against the photo's
/// consent whenever they are used (`media`).
fn audience(viewer: &Viewer) -> media::Audience {
    if viewer.is_staff() {
        media::Audience::Staff
    } else {
        media::Audience::Father
    }
}

/// Signs the album's cover for an `<img>`.
fn signed_album(state: &AppState, audience: media::Audience, mut album: Album) -> Album {
    let now = chrono::Utc::now().timestamp();
    album.cover_url = album.cover_key.as_deref().map(|key| media::url(&state.media_key, key, now, audience));
    album
}

/// Signs the photo's variants for `<img>`s (none until it is ready).
fn signed_photo(state: &AppState, audience: media::Audience, mut photo: Photo) -> Photo {
    let now = chrono::Utc::now().timestamp();
    if photo.status == PhotoStatus::Ready {
        let sign = |key: &String| media::url(&state.media_key, key, now, audience);
        photo.thumb_url = photo.thumb_key.as_ref().map(sign);
        photo.url = photo.large_key.as_ref().map(sign);
    }
    photo
}

pub async fn list(state: &AppState, viewer: &Viewer, limit: i64, offset: i64) -> AppResult<Vec<Album>> {
    let looker = looker(viewer);
    let albums = state.db.run(move |conn| db::gallery::list_albums(conn, &looker, limit, offset)).await?;
    Ok(albums.into_iter().map(|a| signed_album(state, audience(viewer), a)).collect())
}

/// The album, if the viewer is in its audience (404 otherwise).
pub async fn get(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Album> {
    let looker = looker(viewer);
    let album = state.db.run(move |conn| db::gallery::find_album(conn, &looker, &id)).await?;
    Ok(signed_album(state, audience(viewer), album.ok_or_else(|| AppError::not_found("album"))?))
}

pub async fn create(state: &AppState, viewer: &Viewer, mut input: AlbumInput) -> AppResult<Album> {
    let staff = viewer.staff()?.id.clone();
    let owned = viewer.clone();
    let now = db::now();
    let mut album = Album {
        id: uuid::Uuid::now_v7().to_string(),
        title: String::new(),
        description: String::new(),
        group_id: None,
        group_name: None,
        cycle_id: None,
        event_id: None,
        cover_photo_id: None,
        cover_url: None,
        photo_count: 0,
        created_at: now,
        updated_at: now,
        cover_key: None,
    };
    input.apply(&mut album, true)?;
    if album.cover_photo_id.is_some() {
        return Err(AppError::field("coverPhotoId", messages::cover_needs_photos()));
    }
    let id = album.id.clone();
    state
        .db
        .transaction(move |conn| {
            check_audience(conn, &owned, album.group_id.as_deref())?;
            check_links(conn, &album)?;
            db::gallery::insert_album(conn, &album, &staff)?;
            db::activities::insert(
                conn,
                &NewActivity::by(
                    &staff,
                    ActivityType::Created,
                    Sentence::AlbumCreated.says(&[("title", &album.title)]),
                )
                .about("album", &album.id),
            )?;
            Ok::<_, AppError>(())
        })
        .await?;
    get(state, viewer, id).await
}

pub async fn update(state: &AppState, viewer: &Viewer, id: String, mut input: AlbumInput) -> AppResult<Album> {
    let staff = viewer.staff()?.id.clone();
    let owned = viewer.clone();
    let album_id = id.clone();
    state
        .db
        .transaction(move |conn| {
            db::lock(conn, Table::Albums, &id)?;
            let mut a =
                db::gallery::find_album(conn, &Looker::Staff, &id)?.ok_or_else(|| AppError::not_found("album"))?;
            check_audience(conn, &owned, a.group_id.as_deref())?;
            input.apply(&mut a, false)?;
            check_audience(conn, &owned, a.group_id.as_deref())?;
            check_links(conn, &a)?;
            a.updated_at = db::now();
            db::gallery::update_album(conn, &a)?;
            db::activities::insert(
                conn,
                &NewActivity::by(&staff, ActivityType::Updated, Sentence::AlbumUpdated.says(&[("title", &a.title)]))
                    .about("album", &a.id),
            )?;
            Ok::<_, AppError>(())
        })
        .await?;
    get(state, viewer, album_id).await
}

/// Deletes the album and its photos; their stored files are queued for deletion in the
/// same transaction and deleted after it.
pub async fn delete(state: &AppState, viewer: &Viewer, id: String) -> AppResult<()> {
    let staff = viewer.staff()?.id.clone();
    let owned = viewer.clone();
    let keys = state
        .db
        .transaction(move |conn| {
            // Locked first: an upload finishing meanwhile is either in the list of files
            // to delete, or finds the album gone.
            db::lock(conn, Table::Albums, &id)?;
            let album =
                db::gallery::find_album(conn, &Looker::Staff, &id)?.ok_or_else(|| AppError::not_found("album"))?;
            check_audience(conn, &owned, album.group_id.as_deref())?;
            let keys = db::gallery::delete_album(conn, &id)?.ok_or_else(|| AppError::not_found("album"))?;
            for key in &keys {
                db::objects::enqueue(conn, key)?;
            }
            db::activities::insert(
                conn,
                &NewActivity::by(
                    &staff,
                    ActivityType::Deleted,
                    Sentence::AlbumDeleted.says(&[("title", &album.title)]),
                )
                .about("album", &id),
            )?;
            Ok::<_, AppError>(keys)
        })
        .await?;
    delete_stored(state, keys);
    Ok(())
}

fn delete_stored(state: &AppState, keys: Vec<String>) {
    let state = state.clone();
    tokio::spawn(async move {
        for key in keys {
            state.storage.delete_queued(&state.db, key).await;
        }
    });
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
                return Err(AppError::not_found("album"));
            }
            Ok(db::gallery::photos(conn, &looker, &album, after.as_deref(), limit)?)
        })
        .await?;
    Ok(photos.into_iter().map(|p| signed_photo(state, audience(viewer), p)).collect())
}

pub async fn photo(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Photo> {
    let looker = looker(viewer);
    let photo = state.db.run(move |conn| db::gallery::find_photo(conn, &looker, &id)).await?;
    Ok(signed_photo(state, audience(viewer), photo.ok_or_else(|| AppError::not_found("photo"))?))
}

/// Whether a father may be served this photo's variants now: it is ready and no father
/// pictured lacks photo consent. Asked at every request of a URL handed to a father.
pub async fn shown_to_fathers(state: &AppState, photo_id: String) -> AppResult<bool> {
    Ok(state.db.run(move |conn| db::gallery::shown_to_fathers(conn, &photo_id)).await?)
}

/// The most fathers one photo may be tagged with.
pub const MAX_TAGS: usize = 50;

/// The fathers a staff member tags (at most [`MAX_TAGS`] sent), each once, in a stable
/// order; blank ids are no one.
fn tag_list(mut tags: Vec<String>) -> AppResult<Vec<String>> {
    if tags.len() > MAX_TAGS {
        return Err(too_many_tags());
    }
    tags.retain(|id| !id.trim().is_empty());
    tags.sort();
    tags.dedup();
    Ok(tags)
}

pub fn too_many_tags() -> AppError {
    AppError::field("tags", messages::tags_too_many(MAX_TAGS))
}

/// Whether the viewer may change a photo's tags from `before` to `after`: every father he
/// adds or removes must be in his scope (one outside it, or no such father, is a 400 on
/// `tags`); the tags he keeps need not be. Then the fathers involved are locked, before the
/// photo (`db::gallery::refresh_consent_missing`).
fn check_tags(conn: &mut dyn db::Conn, viewer: &Viewer, before: &[String], after: &[String]) -> AppResult<()> {
    let scope = viewer.scope();
    let changed = after.iter().filter(|id| !before.contains(id)).chain(before.iter().filter(|id| !after.contains(id)));
    for father in changed {
        if !scope.covers(conn, father)? {
            let message = if scope.is_all() { messages::no_such_father() } else { messages::tags_out_of_scope() };
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
            let group = db::gallery::group_of_photo(conn, &id)?.ok_or_else(|| AppError::not_found("photo"))?;
            check_audience(conn, &owned, group.as_deref())?;
            let before = db::gallery::tags(conn, &id)?;
            check_tags(conn, &owned, &before, &tags)?;
            if !db::lock(conn, Table::Photos, &id)? {
                return Err(AppError::not_found("photo"));
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
    let caption = parse_text(&upload.caption, "Caption", 500, false).map_err(|m| AppError::field("caption", m))?;
    let tags = tag_list(upload.tags)?;
    let a = album.clone();
    if state.db.run(move |conn| db::gallery::find_album(conn, &Looker::Staff, &a)).await?.is_none() {
        return Err(AppError::not_found("album"));
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
            ImageError::NotAnImage => messages::photo_cannot_show(),
            ImageError::TooLarge => messages::photo_too_many_pixels(crate::infra::images::MAX_MEGAPIXELS),
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
        tags: tags.clone(),
        consent_missing: false,
        thumb_key: None,
        large_key: None,
    };
    let (stored, original) = (photo.clone(), key.clone());
    let saved = state
        .db
        .transaction(move |conn| {
            // The album may have been deleted while the file was arriving (see `delete`).
            if !db::lock(conn, Table::Albums, &stored.album_id)? {
                return Err(AppError::not_found("album"));
            }
            let album = db::gallery::find_album(conn, &Looker::Staff, &stored.album_id)?
                .ok_or_else(|| AppError::not_found("album"))?;
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

pub async fn set_caption(state: &AppState, viewer: &Viewer, id: String, caption: String) -> AppResult<Photo> {
    viewer.staff()?;
    let caption = parse_text(&caption, "Caption", 500, false).map_err(|m| AppError::field("caption", m))?;
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
        return Err(AppError::not_found("photo"));
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
            let keys = db::gallery::delete_photo(conn, &id)?.ok_or_else(|| AppError::not_found("photo"))?;
            conn.execute("UPDATE albums SET cover_photo_id = NULL WHERE cover_photo_id = $1", crate::params![&id])?;
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

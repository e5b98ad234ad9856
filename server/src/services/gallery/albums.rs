//! Albums: for everyone or one group, linked to a cycle or an event, with a cover.

use serde::Deserialize;
use utoipa::ToSchema;

use super::{audience, delete_stored, looker, media};
use crate::auth::Viewer;
use crate::catalogue;
use crate::db::{self, Table};
use crate::domain::gallery::Album;
use crate::domain::{ActivityType, NewActivity, Sentence};
use crate::error::{AppError, AppResult, FieldErrors, Record};
use crate::services::form::{schema, Form};
use crate::services::groups::check_audience;
use crate::state::AppState;

// Each field's limit, for the document and for `apply` alike.
pub const MAX_TITLE: usize = 200;
pub const MAX_DESCRIPTION: usize = 2000;

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct AlbumInput {
    #[schema(schema_with = schema::required_text::<MAX_TITLE>)]
    title: Option<String>,
    #[schema(schema_with = schema::text::<MAX_DESCRIPTION>)]
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
        form.required_text("title", "Title", MAX_TITLE, self.title.take(), &mut a.title);
        form.text("description", "Description", MAX_DESCRIPTION, self.description.take(), &mut a.description);
        form.reference(self.group_id.take(), &mut a.group_id);
        form.reference(self.cycle_id.take(), &mut a.cycle_id);
        form.reference(self.event_id.take(), &mut a.event_id);
        form.reference(self.cover_photo_id.take(), &mut a.cover_photo_id);
        form.finish()
    }
}

/// What an album links to must exist (and a cover must be one of its own photos).
fn check_links(conn: &mut dyn db::Conn, a: &Album) -> AppResult<()> {
    let missing = db::gallery::missing_links(conn, a)?;
    let mut errors = FieldErrors::default();
    if missing.group {
        errors.add("groupId", catalogue::no_such_group());
    }
    if missing.cycle {
        errors.add("cycleId", catalogue::no_such_cycle());
    }
    if missing.event {
        errors.add("eventId", catalogue::no_such_event());
    }
    if missing.cover {
        errors.add("coverPhotoId", catalogue::cover_from_album());
    }
    errors.finish()
}

/// Signs the album's cover for an `<img>`.
fn signed_album(state: &AppState, audience: media::Audience, mut album: Album) -> Album {
    let now = chrono::Utc::now().timestamp();
    album.cover_url = album.cover_key.as_deref().map(|key| media::url(&state.media_key, key, now, audience));
    album
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
    Ok(signed_album(state, audience(viewer), album.ok_or_else(|| AppError::not_found(Record::Album))?))
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
        return Err(AppError::field("coverPhotoId", catalogue::cover_needs_photos()));
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
            let mut a = db::gallery::find_album(conn, &super::looker(&owned), &id)?
                .ok_or_else(|| AppError::not_found(Record::Album))?;
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
            let album = db::gallery::find_album(conn, &super::looker(&owned), &id)?
                .ok_or_else(|| AppError::not_found(Record::Album))?;
            check_audience(conn, &owned, album.group_id.as_deref())?;
            let keys = db::gallery::delete_album(conn, &id)?.ok_or_else(|| AppError::not_found(Record::Album))?;
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

//! `/api/albums`, `/api/photos` and the signed `/media/…` URLs of photo variants.

use axum::extract::multipart::{Field, Multipart, MultipartError, MultipartRejection};
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde::Deserialize;
use tokio::io::AsyncWriteExt;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::Viewer;
use crate::catalogue;
use crate::domain::gallery::{Album, Photo};
use crate::error::{AppError, AppResult, Record};
use crate::extract::{New, ValidJson, ValidJsonList, ValidQuery};
use crate::http::paging::{Page, PageQuery, MAX_LIMIT};
use crate::services::gallery::{self, media, AlbumInput, NewAlbum, PhotoChanges, Upload, MAX_CAPTION, MAX_PHOTO_BYTES};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_albums, create_album))
        .routes(routes!(get_album, update_album, delete_album))
        .routes(routes!(list_photos))
        .merge(
            // A photo is larger than any JSON body; a little room for the form's other parts.
            OpenApiRouter::new()
                .routes(routes!(upload_photo))
                .layer(axum::extract::DefaultBodyLimit::max(MAX_PHOTO_BYTES + 64 * 1024)),
        )
        .routes(routes!(get_photo, update_photo, delete_photo))
        .routes(routes!(set_photo_tags))
}

/// The variants' signed URLs: outside `/api`, loaded by `<img>` without headers.
pub fn media_router() -> Router<AppState> {
    Router::new().route("/media/{*key}", get(serve_media))
}

/// Albums the viewer may see (everyone's and his groups'), newest first.
#[utoipa::path(get, path = "/api/albums", tag = "gallery", params(PageQuery),
    responses((status = 200, body = [Album])), security(("bearer" = [])))]
async fn list_albums(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidQuery(page): ValidQuery<PageQuery>,
) -> AppResult<Json<Vec<Album>>> {
    let page = Page::parse(page.limit, page.offset, 50)?;
    Ok(Json(gallery::list(&state, &viewer, page.limit, page.offset).await?))
}

#[utoipa::path(post, path = "/api/albums", tag = "gallery", request_body = NewAlbum,
    responses((status = 201, body = Album),
        (status = 400, description = "`groupId`, `cycleId`, `eventId`: a group, cycle or event on file; \
        `coverPhotoId`: one of the album's photos"), (status = 403)), security(("bearer" = [])))]
async fn create_album(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidJson(New(input)): ValidJson<NewAlbum>,
) -> AppResult<(StatusCode, Json<Album>)> {
    Ok((StatusCode::CREATED, Json(gallery::create(&state, &viewer, input).await?)))
}

#[utoipa::path(get, path = "/api/albums/{id}", tag = "gallery",
    responses((status = 200, body = Album), (status = 404)), security(("bearer" = [])))]
async fn get_album(State(state): State<AppState>, viewer: Viewer, Path(id): Path<String>) -> AppResult<Json<Album>> {
    Ok(Json(gallery::get(&state, &viewer, id).await?))
}

#[utoipa::path(patch, path = "/api/albums/{id}", tag = "gallery", request_body = AlbumInput,
    responses((status = 200, body = Album),
        (status = 400, description = "`groupId`, `cycleId`, `eventId`: a group, cycle or event on file; \
        `coverPhotoId`: one of the album's photos"), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn update_album(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(input): ValidJson<AlbumInput>,
) -> AppResult<Json<Album>> {
    Ok(Json(gallery::update(&state, &viewer, id, input).await?))
}

/// Deletes the album, its photos and every stored file of theirs.
#[utoipa::path(delete, path = "/api/albums/{id}", tag = "gallery",
    responses((status = 204), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn delete_album(State(state): State<AppState>, viewer: Viewer, Path(id): Path<String>) -> AppResult<StatusCode> {
    gallery::delete(&state, &viewer, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PhotoPage {
    /// A photo id: the page starts after it.
    after: Option<String>,
    /// 1–500 (default 100).
    // = paging::MAX_LIMIT (utoipa takes a literal; `http::openapi`'s test checks it)
    #[param(minimum = 1, maximum = 500)]
    limit: Option<i64>,
}

/// The album's photos, oldest first; page on with `after` = the last id shown.
#[utoipa::path(get, path = "/api/albums/{id}/photos", tag = "gallery", params(PhotoPage),
    responses((status = 200, body = [Photo]), (status = 404)), security(("bearer" = [])))]
async fn list_photos(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidQuery(page): ValidQuery<PhotoPage>,
) -> AppResult<Json<Vec<Photo>>> {
    let limit = page.limit.unwrap_or(100);
    if !(1..=MAX_LIMIT).contains(&limit) {
        return Err(AppError::field("limit", catalogue::photo_limit_range()));
    }
    Ok(Json(gallery::photos(&state, &viewer, id, page.after, limit).await?))
}

#[derive(ToSchema)]
#[allow(dead_code)] // describes the form for the OpenAPI document
pub struct PhotoForm {
    /// JPEG, PNG, WebP or GIF (by content), at most 25 MB and 50 megapixels.
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
    #[schema(schema_with = crate::services::form::schema::string::text::<MAX_CAPTION>)]
    caption: Option<String>,
    /// The fathers pictured: one `tags` part per father id (the part repeated), each a
    /// father in the uploader's groups or caseload; at most 50. Tagged in the transaction
    /// that writes the photo.
    // = gallery::MAX_TAGS (utoipa takes a literal; `http::openapi`'s test checks it)
    #[schema(max_items = 50)]
    tags: Option<Vec<String>>,
}

fn too_large() -> AppError {
    AppError::PayloadTooLarge(catalogue::photo_too_large_25())
}

/// Why reading the form failed, in the contract's shape: too large (413), stopped arriving
/// for longer than the idle time-out, or cut off (400: the client's connection, worth a
/// retry; a client that stalled is unlikely to read a 408 either).
fn unreadable(err: &MultipartError) -> AppError {
    if err.status() == StatusCode::PAYLOAD_TOO_LARGE {
        too_large()
    } else if crate::http::body_stalled(err) {
        AppError::field("file", catalogue::photo_stalled())
    } else {
        AppError::field("file", catalogue::photo_cut_off())
    }
}

/// Adds a photo (multipart: `file`, optional `caption`, a `tags` part per father pictured).
/// Answered at once with `status: "processing"`; the variants follow.
#[utoipa::path(post, path = "/api/albums/{id}/photos", tag = "gallery",
    request_body(content = PhotoForm, content_type = "multipart/form-data"),
    responses((status = 201, body = Photo),
        (status = 400, description = "`file`: the whole of a JPEG, PNG, WebP or GIF image; \
        `tags`: fathers on file, each added or removed in your groups or caseload"),
        (status = 403), (status = 404), (status = 413), (status = 503)),
    security(("bearer" = [])))]
async fn upload_photo(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    headers: HeaderMap,
    form: Result<Multipart, MultipartRejection>,
) -> AppResult<(StatusCode, Json<Photo>)> {
    viewer.staff()?;
    // A declared size over the limit is refused before a byte of the body is read.
    let declared =
        headers.get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<usize>().ok());
    if declared.is_some_and(|length| length > MAX_PHOTO_BYTES + 64 * 1024) {
        return Err(too_large());
    }
    let mut form = form.map_err(|_| AppError::field("file", catalogue::photo_multipart()))?;
    let (mut file, mut caption, mut tags) = (None, String::new(), Vec::new());
    loop {
        let Some(field) = form.next_field().await.map_err(|err| unreadable(&err))? else { break };
        match field.name() {
            Some("file") => {
                let filename = field.file_name().unwrap_or("photo").to_owned();
                file = Some((filename, spool(field).await?));
            }
            Some("caption") => {
                caption = field.text().await.map_err(|err| match unreadable(&err) {
                    AppError::Invalid { .. } => AppError::field("caption", catalogue::caption_unreadable()),
                    other => other,
                })?;
            }
            Some("tags") => {
                tags.push(field.text().await.map_err(|err| match unreadable(&err) {
                    AppError::Invalid { .. } => AppError::field("tags", catalogue::tags_unreadable()),
                    other => other,
                })?);
                // Counted as they arrive: a form of thousands of parts is refused at once.
                if tags.len() > gallery::MAX_TAGS {
                    return Err(gallery::too_many_tags());
                }
            }
            _ => {}
        }
    }
    if crate::domain::text::has_refused(&caption) {
        return Err(AppError::field("caption", crate::catalogue::text_control_characters()));
    }
    let Some((filename, file)) = file else { return Err(AppError::field("file", catalogue::photo_choose())) };
    // The body has arrived: from here on, the server's work has the usual deadline.
    let upload = gallery::upload(&state, &viewer, id, Upload { filename, file, caption, tags });
    let photo = crate::http::within_deadline(&state, upload).await?;
    Ok((StatusCode::CREATED, Json(photo)))
}

/// Writes the file's part to an unnamed temporary file as it arrives (a phone on a slow
/// network may take minutes to send 25 MB: it holds a file, not 25 MB of memory).
async fn spool(mut field: Field<'_>) -> AppResult<std::fs::File> {
    // A full or failing disk is the server's trouble, and passes: worth a retry.
    let no_room = |err: std::io::Error| {
        tracing::error!(error = %err, "cannot spool an upload");
        AppError::Unavailable(catalogue::upload_unavailable())
    };
    let file = tokio::task::spawn_blocking(tempfile::tempfile).await.map_err(anyhow::Error::from)?;
    let mut file = tokio::fs::File::from_std(file.map_err(no_room)?);
    let mut length = 0;
    loop {
        let Some(chunk) = field.chunk().await.map_err(|err| unreadable(&err))? else { break };
        length += chunk.len();
        if length > MAX_PHOTO_BYTES {
            return Err(too_large());
        }
        file.write_all(&chunk).await.map_err(no_room)?;
    }
    file.flush().await.map_err(no_room)?;
    Ok(file.into_std().await)
}

#[utoipa::path(get, path = "/api/photos/{id}", tag = "gallery",
    responses((status = 200, body = Photo), (status = 404)), security(("bearer" = [])))]
async fn get_photo(State(state): State<AppState>, viewer: Viewer, Path(id): Path<String>) -> AppResult<Json<Photo>> {
    Ok(Json(gallery::photo(&state, &viewer, id).await?))
}

#[utoipa::path(patch, path = "/api/photos/{id}", tag = "gallery", request_body = PhotoChanges,
    responses((status = 200, body = Photo), (status = 400), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn update_photo(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(changes): ValidJson<PhotoChanges>,
) -> AppResult<Json<Photo>> {
    Ok(Json(gallery::set_caption(&state, &viewer, id, changes.caption).await?))
}

/// Deletes the photo and every stored variant.
#[utoipa::path(delete, path = "/api/photos/{id}", tag = "gallery",
    responses((status = 204), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn delete_photo(State(state): State<AppState>, viewer: Viewer, Path(id): Path<String>) -> AppResult<StatusCode> {
    gallery::delete_photo(&state, &viewer, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Tags the fathers pictured in a photo: the body is the whole set of father ids (an empty
/// list untags everyone). Staff who may change the photo; each father added or removed must
/// be in their groups or caseload (400 on `tags` otherwise); at most 50. A father tagged
/// without photo consent hides the photo from fathers (`consentMissing`) as this commits.
#[utoipa::path(put, path = "/api/photos/{id}/tags", tag = "gallery", request_body = PhotoTags,
    responses((status = 200, body = Photo),
        (status = 400, description = "`tags`: fathers on file, each added or removed in your groups or caseload"),
        (status = 403), (status = 404), (status = 409)), security(("bearer" = [])))]
async fn set_photo_tags(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJsonList(tags): ValidJsonList<String>,
) -> AppResult<Json<Photo>> {
    Ok(Json(gallery::set_tags(&state, &viewer, id, tags).await?))
}

/// The body of a photo's tags: father ids, at most 50.
pub struct PhotoTags;

impl utoipa::PartialSchema for PhotoTags {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Type};
        ArrayBuilder::new()
            .items(ObjectBuilder::new().schema_type(Type::String))
            .max_items(Some(gallery::MAX_TAGS))
            .description(Some("The ids of the fathers pictured, all of them: the list replaces the photo's tags"))
            .into()
    }
}

impl ToSchema for PhotoTags {}

#[derive(Deserialize)]
struct Signed {
    exp: i64,
    sig: String,
    /// `father` on a URL handed to a father (inside the signature).
    #[serde(rename = "for")]
    audience: Option<String>,
}

/// A variant by its signed URL: 403 for a wrong or expired signature. Variants never
/// change, so the browser may keep one for as long as its URL is valid — but a URL handed
/// to a father answers 404 as soon as the photo is hidden from fathers (a father pictured
/// without photo consent), and his browser asks again (with its ETag) before every reuse.
async fn serve_media(
    State(state): State<AppState>,
    Path(key): Path<String>,
    signed: Result<axum::extract::Query<Signed>, axum::extract::rejection::QueryRejection>,
    headers: HeaderMap,
) -> AppResult<Response> {
    let now = chrono::Utc::now().timestamp();
    let verified = signed.ok().and_then(|axum::extract::Query(signed)| {
        let audience = media::Audience::parse(signed.audience.as_deref())?;
        media::verify(&state.media_key, &key, signed.exp, audience, &signed.sig, now).then_some((signed, audience))
    });
    let Some((signed, audience)) = verified else {
        return Err(AppError::Forbidden(catalogue::link_expired()));
    };
    let cache = match audience {
        media::Audience::Staff => format!("private, max-age={}, immutable", signed.exp - now),
        media::Audience::Father => {
            let photo = media::photo_of(&key).unwrap_or_default().to_owned();
            if !gallery::shown_to_fathers(&state, photo).await? {
                return Err(AppError::not_found(Record::Photo));
            }
            "private, no-cache".to_owned()
        }
    };
    let etag = format!("\"{}\"", key.trim_start_matches(gallery::media::VARIANT_PREFIX));
    if headers.get(header::IF_NONE_MATCH).is_some_and(|v| v.as_bytes() == etag.as_bytes()) {
        return Ok((StatusCode::NOT_MODIFIED, [(header::ETAG, etag), (header::CACHE_CONTROL, cache)]).into_response());
    }
    let bytes = state.storage.get(&key).await?.ok_or_else(|| AppError::not_found(Record::Photo))?;
    Ok(([(header::CONTENT_TYPE, "image/jpeg".to_owned()), (header::ETAG, etag), (header::CACHE_CONTROL, cache)], bytes)
        .into_response())
}

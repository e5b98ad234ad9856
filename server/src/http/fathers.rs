//! `/api/fathers`: participant records.

use axum::extract::{Path, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::Viewer;
use crate::catalogue;
use crate::db::attendance::HistoryEntry;
use crate::db::fathers::{After, Filter, Sort, Start};
use crate::domain::export::FatherExport;
use crate::domain::program::FatherStatus;
use crate::domain::progress::Progress;
use crate::domain::records::{Father, FatherSummary};
use crate::domain::Activity;
use crate::error::{AppError, AppResult};
use crate::extract::{New, ValidJson, ValidQuery};
use crate::http::paging::{decode_cursor, encode_cursor, Page, NEXT_CURSOR};
use crate::services::fathers::{self, FatherInput, NewFather};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_fathers, create_father))
        .routes(routes!(export_fathers))
        .routes(routes!(my_record))
        .routes(routes!(get_father, update_father, delete_father))
        .routes(routes!(father_progress))
        .routes(routes!(father_history))
        .merge(
            // Photos are larger than any JSON body.
            OpenApiRouter::new()
                .routes(routes!(get_photo, put_photo))
                .layer(axum::extract::DefaultBodyLimit::max(fathers::MAX_PHOTO_BYTES)),
        )
        .routes(routes!(father_activity))
        .routes(routes!(invite_father))
        .routes(routes!(export_father))
        .routes(routes!(export_mine))
}

/// A download of everything recorded about someone: `father-<id>.json` for a record,
/// `account-<id>.json` for an account no record is linked to.
fn download(export: FatherExport) -> Response {
    let (what, id) = match (&export.father, &export.account) {
        (Some(father), _) => ("father", father.id.clone()),
        (None, Some(account)) => ("account", account.id.clone()),
        (None, None) => ("father", String::new()),
    };
    // Ids are UUIDs; anything else is kept out of the header all the same.
    let id: String = id.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
    let disposition = format!("attachment; filename=\"{what}-{id}.json\"");
    let mut response = Json(export).into_response();
    if let Ok(value) = HeaderValue::from_str(&disposition) {
        response.headers_mut().insert(header::CONTENT_DISPOSITION, value);
    }
    response
}

/// Everything recorded about a father, as a JSON download (directors; staff and fathers 403).
#[utoipa::path(get, path = "/api/fathers/{id}/export", tag = "fathers",
    responses((status = 200, body = FatherExport, headers(("content-disposition" = String,
        description = "attachment; filename=\"father-<id>.json\""))), (status = 403), (status = 404)),
    security(("bearer" = [])))]
async fn export_father(State(state): State<AppState>, viewer: Viewer, Path(id): Path<String>) -> AppResult<Response> {
    Ok(download(fathers::export(&state, &viewer, id).await?))
}

/// The signed-in person's own data, as a JSON download: his record and everything about
/// him, without what staff wrote about him; an account with no record gets its own data.
#[utoipa::path(get, path = "/api/me/export", tag = "fathers",
    responses((status = 200, body = FatherExport, headers(("content-disposition" = String,
        description = "attachment; filename=\"father-<id>.json\"")))),
    security(("bearer" = [])))]
async fn export_mine(State(state): State<AppState>, viewer: Viewer) -> AppResult<Response> {
    Ok(download(fathers::own_export(&state, &viewer).await?))
}

/// His photo (JPEG): for staff, for him, and for fellow members of his groups.
#[utoipa::path(get, path = "/api/fathers/{id}/photo", tag = "fathers", operation_id = "get_father_photo",
    params(PhotoVersion),
    responses((status = 200, content_type = "image/jpeg", body = PhotoBytes), (status = 404)),
    security(("bearer" = [])))]
async fn get_photo(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<impl IntoResponse> {
    let bytes = fathers::photo(&state, &viewer, id).await?;
    Ok(([(header::CONTENT_TYPE, "image/jpeg"), (header::CACHE_CONTROL, "private, max-age=300")], bytes))
}

/// The address a client gives a photo so the browser's cache never answers with the one it
/// replaced: the server reads nothing from it.
#[derive(IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)] // describes the query for the OpenAPI document
pub struct PhotoVersion {
    /// The record's `photoKey`, which a new photo changes (any text: the server reads none of it).
    v: Option<String>,
}

/// An image file's bytes, as a body or an answer.
#[derive(ToSchema)]
#[schema(value_type = String, format = Binary)]
#[allow(dead_code)] // describes the body for the OpenAPI document
pub struct PhotoBytes(Vec<u8>);

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PhotoQuery {
    /// The original file name, kept (sanitised) in the stored key.
    filename: Option<String>,
}

/// Replaces his photo. The body is the image itself (JPEG, PNG, WebP or GIF, at most 10 MiB);
/// it is scaled to 512 px and stored as JPEG under photos/{timestamp}_{filename}.
#[utoipa::path(put, path = "/api/fathers/{id}/photo", tag = "fathers", params(PhotoQuery),
    request_body(content = PhotoBytes, content_type = "image/*"),
    responses((status = 200, body = Father),
        (status = 400, description = "`photo`: a JPEG, PNG, WebP or GIF image; \
        `file`: the whole of it (not cut off)"), (status = 404)), security(("bearer" = [])))]
async fn put_photo(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidQuery(query): ValidQuery<PhotoQuery>,
    body: Result<axum::body::Bytes, axum::extract::rejection::BytesRejection>,
) -> AppResult<Json<Father>> {
    let body = body.map_err(|rejection| {
        if rejection.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
            AppError::PayloadTooLarge(catalogue::photo_too_large_10())
        } else if crate::http::body_stalled(&rejection) {
            AppError::field("file", catalogue::photo_stalled())
        } else {
            AppError::field("file", catalogue::photo_cut_off())
        }
    })?;
    let filename = query.filename.unwrap_or_else(|| "photo.jpg".into());
    // The body has arrived: from here on, the server's work has the usual deadline.
    let stored = fathers::set_photo(&state, &viewer, id, &filename, body.to_vec());
    Ok(Json(crate::http::within_deadline(&state, stored).await?))
}

/// His sessions across his groups' cycles, newest first, with his marks.
#[utoipa::path(get, path = "/api/fathers/{id}/attendance", tag = "fathers",
    responses((status = 200, body = [HistoryEntry]), (status = 404)), security(("bearer" = [])))]
async fn father_history(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<Json<Vec<HistoryEntry>>> {
    Ok(Json(fathers::history(&state, &viewer, id).await?))
}

/// Invites him to the app (staff with him in scope): an account made from his record
/// (e-mail, names, language), linked to it at once, and the welcome e-mail in his language
/// with a link to choose his password (7 days). 201 with the record, `userId` set; 400 when
/// his record has no e-mail; 409 when it already has an account or an account uses the
/// e-mail; 503 when the e-mail could not be sent (the account stands: "forgot password").
#[utoipa::path(post, path = "/api/fathers/{id}/invite", tag = "fathers",
    responses((status = 201, body = Father),
        (status = 400, description = "`email`: the record on file has an e-mail address to send the invitation to"),
        (status = 404), (status = 409), (status = 503)),
    security(("bearer" = [])))]
async fn invite_father(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<(StatusCode, Json<Father>)> {
    Ok((StatusCode::CREATED, Json(fathers::invite(&state, &viewer, id).await?)))
}

/// What happened with him: joined, attended, missed, completed course (staff).
#[utoipa::path(get, path = "/api/fathers/{id}/activity", tag = "fathers",
    responses((status = 200, body = [Activity]), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn father_activity(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<Json<Vec<Activity>>> {
    Ok(Json(fathers::activity(&state, &viewer, id).await?))
}

/// Which records: the list's and the CSV export's filters.
#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct FatherFilter {
    /// Matches name, e-mail or phone.
    q: Option<String>,
    /// Empty: every status.
    #[param(schema_with = status_filter)]
    status: Option<String>,
    group_id: Option<String>,
    /// Those whose case manager is this staff account.
    case_manager_id: Option<String>,
    /// Those enrolled in this program; with `status`, whose enrolment in it has that status.
    /// A program confidential to the caller holds nobody.
    program_id: Option<String>,
    /// Default (or empty): name.
    #[param(schema_with = sort_order)]
    sort: Option<String>,
}

/// Which page of the list (the CSV export holds every match).
#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct FatherPage {
    /// 1–500 (default 50).
    // = paging::MAX_LIMIT (utoipa takes a literal; `http::openapi`'s test checks it)
    #[param(minimum = 1, maximum = 500)]
    limit: Option<i64>,
    #[param(minimum = 0)]
    offset: Option<i64>,
    /// Start just after the row this cursor (a full page's `x-next-cursor`) names; the
    /// same sort as that page.
    cursor: Option<String>,
}

fn status_filter() -> utoipa::openapi::schema::Schema {
    crate::services::form::schema::word_or_empty::<FatherStatus>()
}

fn sort_order() -> utoipa::openapi::schema::Schema {
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::String)
        .enum_values(Some(["", "name", "-name", "created", "-created"]))
        .into()
}

impl FatherFilter {
    fn parse(&self) -> AppResult<Filter> {
        let status = match self.status.as_deref().filter(|s| !s.is_empty()) {
            Some(s) => Some(FatherStatus::parse(s).map_err(|m| AppError::field("status", m))?),
            None => None,
        };
        let sort = match self.sort.as_deref().filter(|s| !s.is_empty()) {
            Some(s) => Sort::parse(s).map_err(|m| AppError::field("sort", m))?,
            None => Sort::Name,
        };
        Ok(Filter {
            search: self.q.as_deref().map(str::trim).filter(|q| !q.is_empty()).map(str::to_owned),
            status,
            group_id: self.group_id.clone().filter(|g| !g.is_empty()),
            case_manager_id: self.case_manager_id.clone().filter(|m| !m.is_empty()),
            program_id: self.program_id.clone().filter(|p| !p.is_empty()),
            sort,
        })
    }
}

/// Father records (staff). A full page names the next in `x-next-cursor`.
#[utoipa::path(get, path = "/api/fathers", tag = "fathers", params(FatherFilter, FatherPage),
    responses(
        (status = 400, description = "`cursor`: one this list gave out; \
        `offset`: not given with a cursor"), (status = 200, body = [FatherSummary],
        headers(("x-next-cursor" = String, description = "The next page's cursor, on a full page"))),
        (status = 403)), security(("bearer" = [])))]
async fn list_fathers(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidQuery(filter): ValidQuery<FatherFilter>,
    ValidQuery(query): ValidQuery<FatherPage>,
) -> AppResult<Response> {
    let page = Page::parse(query.limit, query.offset, 50)?;
    let filter = filter.parse()?;
    let sort = filter.sort;
    let start = match query.cursor.as_deref().filter(|c| !c.is_empty()) {
        None => Start::Offset(page.offset),
        Some(_) if page.offset > 0 => return Err(AppError::field("offset", catalogue::cursor_or_offset())),
        Some(cursor) => {
            let after: After = decode_cursor(cursor)?;
            if !after.fits(sort) {
                return Err(AppError::field("cursor", catalogue::cursor_other_sort()));
            }
            Start::After(after)
        }
    };
    let fathers = fathers::list(&state, &viewer, filter, page.limit, start).await?;
    let next = (fathers.len() as i64 == page.limit).then(|| fathers.last().map(|last| After::of(last, sort))).flatten();
    let mut response = Json(fathers).into_response();
    if let Some(next) = next {
        let value = HeaderValue::from_str(&encode_cursor(&next)).map_err(anyhow::Error::from)?;
        response.headers_mut().insert(NEXT_CURSOR, value);
    }
    Ok(response)
}

/// The records matching the same filters, as CSV (staff).
#[utoipa::path(get, path = "/api/fathers.csv", tag = "fathers", params(FatherFilter),
    responses((status = 200, content_type = "text/csv"), (status = 403)), security(("bearer" = [])))]
async fn export_fathers(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidQuery(filter): ValidQuery<FatherFilter>,
) -> AppResult<impl IntoResponse> {
    let csv = fathers::csv(&state, &viewer, filter.parse()?).await?;
    Ok(crate::infra::csv::response(csv, "fathers.csv"))
}

/// Creates a record (staff). Status defaults to enrolled.
#[utoipa::path(post, path = "/api/fathers", tag = "fathers", request_body = NewFather,
    responses((status = 201, body = Father),
        (status = 400, description = "`caseManagerId`: a staff account; \
        `userId`: a father's account not linked to another record; \
        `exitDate`: not before the enrollment date, not after the program's today; \
        `phone`: a number of a length its country's numbers have (libphonenumber, without +, a number of \
        FM_PHONE_REGION); `programId`: a program not archived, needed once there are two"),
        (status = 403),
        (status = 404, description = "`programId`: no such program, or one confidential to others"),
        (status = 409)),
    security(("bearer" = [])))]
async fn create_father(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidJson(New(input)): ValidJson<New<FatherInput>>,
) -> AppResult<(StatusCode, Json<Father>)> {
    Ok((StatusCode::CREATED, Json(fathers::create(&state, &viewer, input).await?)))
}

/// The signed-in father's own record.
#[utoipa::path(get, path = "/api/me/father", tag = "fathers",
    responses((status = 200, body = Father), (status = 404)), security(("bearer" = [])))]
async fn my_record(State(state): State<AppState>, viewer: Viewer) -> AppResult<Json<Father>> {
    Ok(Json(fathers::mine(&state, &viewer).await?))
}

/// One record: staff any, a father only his own (404 otherwise). Notes only for staff.
#[utoipa::path(get, path = "/api/fathers/{id}", tag = "fathers",
    responses((status = 200, body = Father), (status = 404)), security(("bearer" = [])))]
async fn get_father(State(state): State<AppState>, viewer: Viewer, Path(id): Path<String>) -> AppResult<Json<Father>> {
    Ok(Json(fathers::get(&state, &viewer, id).await?))
}

/// Changes a record. A father may change only his own contact details.
#[utoipa::path(patch, path = "/api/fathers/{id}", tag = "fathers", request_body = FatherInput,
    responses((status = 200, body = Father),
        (status = 400, description = "`caseManagerId`: a staff account; \
        `userId`: a father's account not linked to another record; \
        `exitDate`: not before the enrollment date (sent or on file), not after the program's today; \
        `phone`: a number of a length its country's numbers have (libphonenumber, without +, a number of \
        FM_PHONE_REGION)"),
        (status = 403), (status = 404),
        (status = 409)),
    security(("bearer" = [])))]
async fn update_father(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(input): ValidJson<FatherInput>,
) -> AppResult<Json<Father>> {
    Ok(Json(fathers::update(&state, &viewer, id, input).await?))
}

/// Deletes a record with its attendance and milestones (staff).
#[utoipa::path(delete, path = "/api/fathers/{id}", tag = "fathers",
    responses((status = 204), (status = 403, description = "Not a director: only directors delete a record"), (status = 404),
        (status = 409, description = "He has history (attendance, contacts, referrals, consents or incentives): exit him instead")),
    security(("bearer" = [])))]
async fn delete_father(State(state): State<AppState>, viewer: Viewer, Path(id): Path<String>) -> AppResult<StatusCode> {
    fathers::delete(&state, &viewer, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Attendance rate, hours, consecutive absences, last attended, at risk.
#[utoipa::path(get, path = "/api/fathers/{id}/progress", tag = "fathers",
    responses((status = 200, body = Progress), (status = 404)), security(("bearer" = [])))]
async fn father_progress(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<Json<Progress>> {
    Ok(Json(fathers::progress(&state, &viewer, id).await?))
}

//! `/api/imports`: fathers imported from a spreadsheet — a dry run, the import, its undo.

use axum::extract::multipart::{Multipart, MultipartError, MultipartRejection};
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::Viewer;
use crate::catalogue;
use crate::domain::imports::{Import, ImportPreview, UndoneImport, MAX_IMPORT_BYTES, MAX_MAPPING_BYTES};
use crate::error::{AppError, AppResult};
use crate::extract::ValidQuery;
use crate::services::imports::{self, Upload};
use crate::state::AppState;

/// Room for the form's own bytes around the file and the mapping.
const FORM_OVERHEAD: usize = 16 * 1024;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(
            OpenApiRouter::new()
                .routes(routes!(import_fathers))
                .layer(axum::extract::DefaultBodyLimit::max(MAX_IMPORT_BYTES + MAX_MAPPING_BYTES + FORM_OVERHEAD)),
        )
        .routes(routes!(list_imports))
        .routes(routes!(undo_import))
}

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ImportQuery {
    /// The program new records are enrolled in (required once there are two open programs).
    program_id: Option<String>,
    /// Only say what each row would do; write nothing.
    #[serde(default)]
    dry_run: bool,
}

/// The multipart form an import sends.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct ImportForm {
    /// CSV: UTF-8 with or without a byte-order mark, cells separated by commas or
    /// semicolons, a header row, at most 5,000 data rows and 5 MB.
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
    /// JSON `{column: field}`: which header column fills which field (see `ImportField`);
    /// a column mapped to null or "" is left out.
    mapping: String,
}

fn too_large() -> AppError {
    AppError::PayloadTooLarge(catalogue::import_too_large(MAX_IMPORT_BYTES / 1_000_000))
}

fn unreadable(err: &MultipartError) -> AppError {
    if err.status() == StatusCode::PAYLOAD_TOO_LARGE {
        too_large()
    } else {
        AppError::field("file", catalogue::import_file_unreadable())
    }
}

/// Reads the form: the file (at most 5 MB) and the mapping.
async fn upload(
    headers: &HeaderMap,
    form: Result<Multipart, MultipartRejection>,
    program_id: Option<String>,
) -> AppResult<Upload> {
    let declared =
        headers.get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<usize>().ok());
    if declared.is_some_and(|length| length > MAX_IMPORT_BYTES + MAX_MAPPING_BYTES + FORM_OVERHEAD) {
        return Err(too_large());
    }
    let mut form = form.map_err(|_| AppError::field("file", catalogue::import_choose_file()))?;
    let (mut file, mut mapping) = (None, None);
    while let Some(mut field) = form.next_field().await.map_err(|err| unreadable(&err))? {
        match field.name() {
            Some("file") => {
                let mut bytes = Vec::new();
                while let Some(chunk) = field.chunk().await.map_err(|err| unreadable(&err))? {
                    if bytes.len() + chunk.len() > MAX_IMPORT_BYTES {
                        return Err(too_large());
                    }
                    bytes.extend_from_slice(&chunk);
                }
                file = Some(bytes);
            }
            Some("mapping") => {
                let text = field.text().await.map_err(|err| match unreadable(&err) {
                    AppError::Invalid { .. } => AppError::field("mapping", catalogue::import_mapping_invalid()),
                    other => other,
                })?;
                mapping = Some(text);
            }
            _ => {}
        }
    }
    let file = file.ok_or_else(|| AppError::field("file", catalogue::import_choose_file()))?;
    let mapping = mapping.ok_or_else(|| AppError::field("mapping", catalogue::import_mapping_invalid()))?;
    Ok(Upload { program_id, file, mapping })
}

/// Imports fathers from a CSV file (a director, or the manager of the program). With
/// `dryRun=true`, 200 with what every row would do and nothing written; without, every row
/// in one transaction: 201 with the import, or 400 with nothing written when a row has
/// errors. A row updates a record only when `id` (or `email`) is mapped and matches exactly
/// one record in the caller's scope; one that looks like another father (name and date of
/// birth, or phone) is created with `duplicateOf`, never merged.
#[utoipa::path(post, path = "/api/imports/fathers", tag = "imports", params(ImportQuery),
    request_body(content = ImportForm, content_type = "multipart/form-data"),
    responses((status = 200, body = ImportPreview, description = "the dry run"),
        (status = 201, body = Import, description = "imported"),
        (status = 400, description = "`file`: not UTF-8 CSV with a header, or over 5,000 rows or 200 columns; \
        `mapping`: not an object of header columns and fields, or a field filled twice; `programId`: required \
        once there are two programs, or archived; `rows`: rows with errors (each bad field named by its line and \
        field, as rows[4].email), and nothing imported"),
        (status = 403), (status = 404, description = "no such program"), (status = 413)),
    security(("bearer" = [])))]
async fn import_fathers(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidQuery(query): ValidQuery<ImportQuery>,
    headers: HeaderMap,
    form: Result<Multipart, MultipartRejection>,
) -> AppResult<Response> {
    viewer.staff()?;
    let upload = upload(&headers, form, query.program_id).await?;
    if query.dry_run {
        Ok(Json(imports::preview(&state, &viewer, upload).await?).into_response())
    } else {
        Ok((StatusCode::CREATED, Json(imports::import(&state, &viewer, upload).await?)).into_response())
    }
}

/// The imports the caller may undo, newest first (a director's: every one; a manager's:
/// those into his programs); the latest 50.
#[utoipa::path(get, path = "/api/imports", tag = "imports",
    responses((status = 200, body = [Import]), (status = 403)), security(("bearer" = [])))]
async fn list_imports(State(state): State<AppState>, viewer: Viewer) -> AppResult<Json<Vec<Import>>> {
    Ok(Json(imports::list(&state, &viewer).await?))
}

/// Undoes an import: the records it created are deleted and the fields it changed restored,
/// except records written since (or, created, with history): those are left as they are
/// and listed.
#[utoipa::path(post, path = "/api/imports/{id}/undo", tag = "imports",
    responses((status = 200, body = UndoneImport), (status = 403), (status = 404),
        (status = 409, description = "already undone")),
    security(("bearer" = [])))]
async fn undo_import(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<Json<UndoneImport>> {
    Ok(Json(imports::undo(&state, &viewer, id).await?))
}

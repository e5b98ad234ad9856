//! `/api/forms`, `/api/me/forms`: forms and their versions; `/api/fathers/{id}/submissions`,
//! `/api/submissions/{id}`, `/api/me/submissions`: what was filled in on them. A submission
//! is never changed: PATCH, PUT and DELETE are answered 405, an amendment corrects it.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::Viewer;
use crate::domain::form::{Form, FormKind, Submission};
use crate::error::{AppError, AppResult, FieldErrors};
use crate::extract::{New, ValidJson, ValidQuery};
use crate::services::forms::submissions::{self, NewAmendment, NewSubmission};
use crate::services::forms::{self, FormInput, NewForm};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_forms, create_form))
        .routes(routes!(get_form, update_form))
        .routes(routes!(list_versions, new_version))
        .routes(routes!(publish_form))
        .routes(routes!(archive_form))
        .routes(routes!(own_forms))
        .routes(routes!(list_submissions, create_submission))
        .routes(routes!(get_submission, patch_submission, put_submission, delete_submission))
        .routes(routes!(amend_submission))
        .routes(routes!(own_submissions))
}

/// What a definition is refused for beyond its schema, each at its place (`fields[2].options`,
/// `scoring.subscales[0].reverse[1]`): the fuzzer's contract reads a place by its first name.
const DEFINITION_RULES: &str = "`name`: its English not blank; \
    `sections`: each key unique, each label's English not blank; \
    `fields`: each key unique, each label's English not blank, a choice or multi with options of distinct values, \
    bounds only on a number, a scale or a text, a scale's whole and increasing; \
    `scoring`: a subscale's key unique, its questions among the form's and answered by numbers, a reversed one \
    with bounds, a percent-correct one with each correct answer valid; \
    `flags`: each key unique, at least one condition, each on a question of the form with answers it takes; \
    `selfService`: never on a screening";

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct FormQuery {
    /// Only forms of this kind.
    #[param(value_type = Option<FormKind>)]
    kind: Option<String>,
}

/// The newest version of each form, by name (staff; fathers 403).
#[utoipa::path(get, path = "/api/forms", tag = "forms", params(FormQuery),
    responses((status = 200, body = [Form]), (status = 400), (status = 403)), security(("bearer" = [])))]
async fn list_forms(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidQuery(query): ValidQuery<FormQuery>,
) -> AppResult<Json<Vec<Form>>> {
    let mut errors = FieldErrors::default();
    let kind = query.kind.as_deref().and_then(|k| errors.check("kind", FormKind::parse(k)));
    errors.finish()?;
    Ok(Json(forms::list(&state, &viewer, kind).await?))
}

/// A new form, as a draft of version 1 (directors). Each broken rule of its definition is
/// named at its place (`fields[2].options`).
#[utoipa::path(post, path = "/api/forms", tag = "forms", request_body = NewForm,
    responses((status = 201, body = Form),
        (status = 400, description = DEFINITION_RULES),
        (status = 403)), security(("bearer" = [])))]
async fn create_form(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidJson(New(input)): ValidJson<NewForm>,
) -> AppResult<(StatusCode, Json<Form>)> {
    Ok((StatusCode::CREATED, Json(forms::create(&state, &viewer, input).await?)))
}

/// One version of a form: staff any; a father a published self-service form (404 otherwise).
#[utoipa::path(get, path = "/api/forms/{id}", tag = "forms",
    responses((status = 200, body = Form), (status = 404)), security(("bearer" = [])))]
async fn get_form(State(state): State<AppState>, viewer: Viewer, Path(id): Path<String>) -> AppResult<Json<Form>> {
    Ok(Json(forms::get(&state, &viewer, id).await?))
}

/// Changes a draft (directors); a published or archived version never changes (409).
#[utoipa::path(patch, path = "/api/forms/{id}", tag = "forms", request_body = FormInput,
    responses((status = 200, body = Form),
        (status = 400, description = DEFINITION_RULES),
        (status = 403), (status = 404), (status = 409)), security(("bearer" = [])))]
async fn update_form(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(input): ValidJson<FormInput>,
) -> AppResult<Json<Form>> {
    Ok(Json(forms::update(&state, &viewer, id, input).await?))
}

/// Every version of the form, newest first (staff).
#[utoipa::path(get, path = "/api/forms/{id}/versions", tag = "forms",
    responses((status = 200, body = [Form]), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn list_versions(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<Json<Vec<Form>>> {
    Ok(Json(forms::versions(&state, &viewer, id).await?))
}

/// Starts the next version as a draft copied from this one (directors); its version is one
/// above the form's highest.
#[utoipa::path(post, path = "/api/forms/{id}/versions", tag = "forms",
    responses((status = 201, body = Form), (status = 403), (status = 404), (status = 409)), security(("bearer" = [])))]
async fn new_version(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<(StatusCode, Json<Form>)> {
    Ok((StatusCode::CREATED, Json(forms::new_version(&state, &viewer, id).await?)))
}

/// Publishes a draft (directors): that version never changes again, and the form's earlier
/// published version is archived. It must ask at least one question.
#[utoipa::path(post, path = "/api/forms/{id}/publish", tag = "forms",
    responses((status = 200, body = Form), (status = 400, description = "`fields`: at least one question"),
        (status = 403), (status = 404), (status = 409)),
    security(("bearer" = [])))]
async fn publish_form(State(state): State<AppState>, viewer: Viewer, Path(id): Path<String>) -> AppResult<Json<Form>> {
    Ok(Json(forms::publish(&state, &viewer, id).await?))
}

/// Archives a version (directors): no new submissions; those made stay.
#[utoipa::path(post, path = "/api/forms/{id}/archive", tag = "forms",
    responses((status = 200, body = Form), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn archive_form(State(state): State<AppState>, viewer: Viewer, Path(id): Path<String>) -> AppResult<Json<Form>> {
    Ok(Json(forms::archive(&state, &viewer, id).await?))
}

/// The published self-service forms the signed-in father may fill (staff 403).
#[utoipa::path(get, path = "/api/me/forms", tag = "forms",
    responses((status = 200, body = [Form]), (status = 403)), security(("bearer" = [])))]
async fn own_forms(State(state): State<AppState>, viewer: Viewer) -> AppResult<Json<Vec<Form>>> {
    Ok(Json(forms::own(&state, &viewer).await?))
}

/// A father's submissions, newest first: all of them for staff with him in scope, his own
/// self-service ones for the father himself. Sensitive answers are null (keys in
/// `redacted`) but for his case manager and directors, whose read is logged.
#[utoipa::path(get, path = "/api/fathers/{id}/submissions", tag = "forms",
    responses((status = 200, body = [Submission]), (status = 404)), security(("bearer" = [])))]
async fn list_submissions(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<Json<Vec<Submission>>> {
    Ok(Json(submissions::list(&state, &viewer, id).await?))
}

/// Submits a form for the father: staff with him in scope, any published form; the father
/// himself, a published self-service form. Each wrong answer is named by its key.
#[utoipa::path(post, path = "/api/fathers/{id}/submissions", tag = "forms", request_body = NewSubmission,
    responses((status = 201, body = Submission),
        (status = 400, description = "`formId`: a published form on file (a father's: self-service, not a screening); `phase`: pre or post for an assessment, none for any other form; `{question}`: each answer, named by its question's key, a question of the form, of its type, options and bounds, every required question answered or declined and none both; `id`: a UUID written with its hyphens; `answers`, `declined`: at most 200 keys each"),
        (status = 404), (status = 409, description = "a draft or an archived form; an `id` another submission holds")),
    security(("bearer" = [])))]
async fn create_submission(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(input): ValidJson<NewSubmission>,
) -> AppResult<(StatusCode, Json<Submission>)> {
    Ok((StatusCode::CREATED, Json(submissions::create(&state, &viewer, id, input).await?)))
}

/// A submission with every amendment applied, its original answers and its amendments.
#[utoipa::path(get, path = "/api/submissions/{id}", tag = "forms",
    responses((status = 200, body = Submission), (status = 404)), security(("bearer" = [])))]
async fn get_submission(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<Json<Submission>> {
    Ok(Json(submissions::get(&state, &viewer, id).await?))
}

/// Never allowed: a submission never changes (amend it instead).
#[utoipa::path(patch, path = "/api/submissions/{id}", tag = "forms",
    responses((status = 405, description = "always: a submission never changes, it is amended")))]
async fn patch_submission(Path(_id): Path<String>) -> AppError {
    submissions::never_changes()
}

/// Never allowed: a submission never changes (amend it instead).
#[utoipa::path(put, path = "/api/submissions/{id}", tag = "forms",
    responses((status = 405, description = "always: a submission never changes, it is amended")))]
async fn put_submission(Path(_id): Path<String>) -> AppError {
    submissions::never_changes()
}

/// Never allowed: a submission is never deleted.
#[utoipa::path(delete, path = "/api/submissions/{id}", tag = "forms",
    responses((status = 405, description = "always: a submission never changes, it is amended")))]
async fn delete_submission(Path(_id): Path<String>) -> AppError {
    submissions::never_changes()
}

/// Corrects a submission (staff with the father in scope), with its reason: the answers it
/// gives replace those keys; scores and flags follow.
#[utoipa::path(post, path = "/api/submissions/{id}/amendments", tag = "forms", request_body = NewAmendment,
    responses((status = 201, body = Submission),
        (status = 400, description = "`answers`: at least one; `{question}`: each answer, named by its question's key, a question of the form, of its type, options and bounds, every required question still answered or declined"),
        (status = 403), (status = 404)), security(("bearer" = [])))]
async fn amend_submission(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(input): ValidJson<NewAmendment>,
) -> AppResult<(StatusCode, Json<Submission>)> {
    Ok((StatusCode::CREATED, Json(submissions::amend_submission(&state, &viewer, id, input).await?)))
}

/// The signed-in father's own self-service submissions, newest first (staff 403).
#[utoipa::path(get, path = "/api/me/submissions", tag = "forms",
    responses((status = 200, body = [Submission]), (status = 403)), security(("bearer" = [])))]
async fn own_submissions(State(state): State<AppState>, viewer: Viewer) -> AppResult<Json<Vec<Submission>>> {
    Ok(Json(submissions::own(&state, &viewer).await?))
}

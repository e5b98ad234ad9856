//! `/api/fathers/{id}/contacts`, `/api/contacts/{id}`, `/api/follow-ups`: case management's
//! contacts and their follow-ups.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::Viewer;
use crate::domain::casework::{CaseContact, FollowUp, FollowUpWhen};
use crate::error::AppResult;
use crate::extract::{New, ValidJson, ValidQuery};
use crate::http::paging::Page;
use crate::services::contacts::{self, ContactInput, NewContact};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_contacts, create_contact))
        .routes(routes!(update_contact, delete_contact))
        .routes(routes!(follow_up_done))
        .routes(routes!(list_follow_ups))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    /// 1–500 (default 50).
    // = paging::MAX_LIMIT (utoipa takes a literal; `http::openapi`'s test checks it)
    #[param(minimum = 1, maximum = 500)]
    pub(crate) limit: Option<i64>,
    #[param(minimum = 0)]
    pub(crate) offset: Option<i64>,
}

/// A father's contacts, newest first (staff with him in scope; anyone else 404).
#[utoipa::path(get, path = "/api/fathers/{id}/contacts", tag = "case management", params(PageQuery),
    responses((status = 200, body = [CaseContact]), (status = 404)), security(("bearer" = [])))]
async fn list_contacts(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidQuery(query): ValidQuery<PageQuery>,
) -> AppResult<Json<Vec<CaseContact>>> {
    let page = Page::parse(query.limit, query.offset, 50)?;
    Ok(Json(contacts::list(&state, &viewer, id, page.limit, page.offset).await?))
}

/// Logs a contact with the father; writes a 'contacted' activity (without the note).
#[utoipa::path(post, path = "/api/fathers/{id}/contacts", tag = "case management", request_body = NewContact,
    responses((status = 201, body = CaseContact),
        (status = 400, description = "`at`: not in the future (past a few minutes' clock skew), its date in the years \
        1900–9999 in UTC too"),
        (status = 404)), security(("bearer" = [])))]
async fn create_contact(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(New(input)): ValidJson<NewContact>,
) -> AppResult<(StatusCode, Json<CaseContact>)> {
    Ok((StatusCode::CREATED, Json(contacts::create(&state, &viewer, id, input).await?)))
}

/// Changes a contact: its author or a director (other staff with the father in scope 403).
#[utoipa::path(patch, path = "/api/contacts/{id}", tag = "case management", request_body = ContactInput,
    responses((status = 200, body = CaseContact),
        (status = 400, description = "`at`: not in the future (past a few minutes' clock skew), its date in the years \
        1900–9999 in UTC too"),
        (status = 403), (status = 404)), security(("bearer" = [])))]
async fn update_contact(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(input): ValidJson<ContactInput>,
) -> AppResult<Json<CaseContact>> {
    Ok(Json(contacts::update(&state, &viewer, id, input).await?))
}

/// Deletes a contact: its author or a director.
#[utoipa::path(delete, path = "/api/contacts/{id}", tag = "case management",
    responses((status = 204), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn delete_contact(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<StatusCode> {
    contacts::delete(&state, &viewer, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Marks the contact's follow-up done (staff with the father in scope); 400 when it has none.
#[utoipa::path(post, path = "/api/contacts/{id}/follow-up-done", tag = "case management",
    responses((status = 200, body = CaseContact),
        (status = 400, description = "`followUpDue`: a contact that has a follow-up"),
        (status = 404)), security(("bearer" = [])))]
async fn follow_up_done(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<Json<CaseContact>> {
    Ok(Json(contacts::follow_up_done(&state, &viewer, id).await?))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct FollowUpQuery {
    /// overdue (due before today), today, or week (due today to six days on), in the
    /// program's time zone; absent: every open follow-up.
    #[param(schema_with = when_filter)]
    when: Option<FollowUpWhen>,
    /// 1–500 (default 50).
    // = paging::MAX_LIMIT (utoipa takes a literal; `http::openapi`'s test checks it)
    #[param(minimum = 1, maximum = 500)]
    limit: Option<i64>,
    #[param(minimum = 0)]
    offset: Option<i64>,
}

fn when_filter() -> utoipa::openapi::schema::Schema {
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::String)
        .enum_values(Some(FollowUpWhen::ALL.iter().map(|w| w.as_str())))
        .into()
}

/// Open follow-ups of the fathers in the reader's scope, earliest due first (staff).
#[utoipa::path(get, path = "/api/follow-ups", tag = "case management", params(FollowUpQuery),
    responses((status = 200, body = [FollowUp]), (status = 400), (status = 403)), security(("bearer" = [])))]
async fn list_follow_ups(
    State(state): State<AppState>,
    viewer: Viewer,
    ValidQuery(query): ValidQuery<FollowUpQuery>,
) -> AppResult<Json<Vec<FollowUp>>> {
    let page = Page::parse(query.limit, query.offset, 50)?;
    Ok(Json(contacts::follow_ups(&state, &viewer, query.when, page.limit, page.offset).await?))
}

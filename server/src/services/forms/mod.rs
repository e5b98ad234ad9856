//! Forms (docs/PRODUCT.md, "Intake, screening and assessments"): directors build a form as
//! a draft, publish it — that version never changes again — start the next version as a
//! copy, and archive one to stop new submissions. Staff read every form; a father reads a
//! published self-service form (never a screening). What was filled in on them is
//! `submissions`; the sample forms every installation starts with are `samples`.

pub mod samples;
pub mod submissions;

use chrono::Utc;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::auth::Viewer;
use crate::catalogue;
use crate::db::{self, Table};
use crate::domain::form::{
    Definition, Flag, Form, FormField, FormKind, FormStatus, Guidance, Scoring, Section, Translated, MAX_LABEL,
    MAX_PROTOCOL,
};
use crate::domain::program::parse_text;
use crate::domain::{ActivityType, NewActivity, Sentence};
use crate::error::{AppError, AppResult, Record};
use crate::services::form::Form as Fields;
use crate::state::AppState;

/// A form's name, kind, protocol and definition: a new draft's, or a draft's changes (each
/// part given replaces the draft's).
#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct FormInput {
    /// In English (required) and Spanish.
    name: Option<Translated>,
    #[schema(value_type = Option<FormKind>)]
    kind: Option<String>,
    /// A father fills it himself from his home page once it is published (not a screening).
    self_service: Option<bool>,
    /// What the program's protocol says to do when the form raises a flag.
    protocol: Option<Guidance>,
    /// At most 50.
    // = MAX_RULES (utoipa takes a literal; `http::openapi`'s test checks it)
    #[schema(max_items = 50)]
    sections: Option<Vec<Section>>,
    /// At most 200, each key unique; a choice or multi with its options, a scale with whole
    /// bounds, `min` below `max`.
    // = MAX_FIELDS (utoipa takes a literal; `http::openapi`'s test checks it)
    #[schema(max_items = 200)]
    fields: Option<Vec<FormField>>,
    scoring: Option<Scoring>,
    /// At most 50.
    // = MAX_RULES (utoipa takes a literal; `http::openapi`'s test checks it)
    #[schema(max_items = 50)]
    flags: Option<Vec<Flag>>,
}

/// A new form's body, as the document describes it.
pub type NewForm = crate::extract::New<FormInput>;

impl crate::extract::Creatable for FormInput {
    const REQUIRED: &'static [&'static str] = &["name", "kind"];
}

fn parse_name(name: Translated) -> Result<Translated, catalogue::Message> {
    let en = parse_text(&name.en, "Name", MAX_LABEL, true)?;
    Ok(Translated { en, es: parse_text(&name.es, "Name", MAX_LABEL, false)? })
}

fn parse_protocol(protocol: Guidance) -> Result<Guidance, catalogue::Message> {
    let en = parse_text(&protocol.en, "Protocol", MAX_PROTOCOL, false)?;
    Ok(Guidance { en, es: parse_text(&protocol.es, "Protocol", MAX_PROTOCOL, false)? })
}

impl FormInput {
    fn apply(self, form: &mut Form, creating: bool) -> AppResult<()> {
        let mut fields = Fields::new(creating);
        fields.require("name", "Name", self.name, parse_name, &mut form.name);
        fields.require("kind", "Kind", self.kind, |k| FormKind::parse(&k), &mut form.kind);
        fields.set("selfService", self.self_service, Ok, &mut form.self_service);
        fields.set("protocol", self.protocol, parse_protocol, &mut form.protocol);
        let definition = &mut form.definition;
        if let Some(sections) = self.sections {
            definition.sections = sections;
        }
        if let Some(questions) = self.fields {
            definition.fields = questions;
        }
        if let Some(scoring) = self.scoring {
            definition.scoring = scoring;
        }
        if let Some(flags) = self.flags {
            definition.flags = flags;
        }
        for (path, message) in definition.problems(false) {
            fields.add(&path, message);
        }
        if form.kind == FormKind::Screening && form.self_service {
            fields.add("selfService", catalogue::form_screening_by_staff());
        }
        fields.finish()
    }
}

/// The form with `id`, as the viewer may read it: staff any; a father a published
/// self-service form that is not a screening; anyone else 404.
fn readable(conn: &mut dyn db::Conn, viewer: &Viewer, id: &str) -> AppResult<Form> {
    let form = db::forms::find(conn, id)?.ok_or_else(|| AppError::not_found(Record::Form))?;
    if viewer.is_staff() || fillable_by_father(&form) {
        Ok(form)
    } else {
        Err(AppError::not_found(Record::Form))
    }
}

/// Whether a father may read and fill a form himself.
pub fn fillable_by_father(form: &Form) -> bool {
    form.status == FormStatus::Published && form.self_service && form.kind != FormKind::Screening
}

/// The newest version of each form (staff), of one kind if given.
pub async fn list(state: &AppState, viewer: &Viewer, kind: Option<FormKind>) -> AppResult<Vec<Form>> {
    viewer.staff()?;
    Ok(state.db.run(move |conn| db::forms::list_latest(conn, kind)).await?)
}

/// Every version of a form, newest first (staff).
pub async fn versions(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Vec<Form>> {
    viewer.staff()?;
    state
        .db
        .run(move |conn| {
            let form = db::forms::find(conn, &id)?.ok_or_else(|| AppError::not_found(Record::Form))?;
            Ok(db::forms::versions(conn, &form.family_id)?)
        })
        .await
}

/// One version of a form, as [`readable`] allows.
pub async fn get(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Form> {
    let viewer = viewer.clone();
    state.db.run(move |conn| readable(conn, &viewer, &id)).await
}

/// The forms a father may fill himself (fathers only; staff 403).
pub async fn own(state: &AppState, viewer: &Viewer) -> AppResult<Vec<Form>> {
    if viewer.is_staff() {
        return Err(AppError::Forbidden(catalogue::fathers_only()));
    }
    Ok(state.db.run(db::forms::self_service).await?)
}

/// A new form, as a draft of version 1 (directors).
pub async fn create(state: &AppState, viewer: &Viewer, input: FormInput) -> AppResult<Form> {
    let director = viewer.director()?.id.clone();
    let id = uuid::Uuid::now_v7().to_string();
    let mut form = Form {
        id: id.clone(),
        family_id: id,
        name: Translated::default(),
        kind: FormKind::Survey,
        version: 1,
        status: FormStatus::Draft,
        self_service: false,
        protocol: Guidance::default(),
        definition: Definition::default(),
        created_at: Utc::now(),
        published_at: None,
        archived_at: None,
    };
    input.apply(&mut form, true)?;
    state
        .db
        .transaction(move |conn| {
            db::forms::insert(conn, &form, Some(&director))?;
            Ok(form)
        })
        .await
}

/// A draft and its lock: 404 when there is none, 409 once it is published or archived.
fn locked_draft(conn: &mut dyn db::Conn, id: &str) -> AppResult<Form> {
    db::lock(conn, Table::Forms, id)?;
    let form = db::forms::find(conn, id)?.ok_or_else(|| AppError::not_found(Record::Form))?;
    if form.status != FormStatus::Draft {
        return Err(AppError::Conflict(catalogue::form_not_draft()));
    }
    Ok(form)
}

/// Changes a draft (directors); a published or archived version never changes (409).
pub async fn update(state: &AppState, viewer: &Viewer, id: String, input: FormInput) -> AppResult<Form> {
    viewer.director()?;
    state
        .db
        .transaction(move |conn| {
            let mut form = locked_draft(conn, &id)?;
            input.apply(&mut form, false)?;
            if !db::forms::update_draft(conn, &form)? {
                return Err(AppError::Conflict(catalogue::form_not_draft()));
            }
            Ok(form)
        })
        .await
}

/// Publishes a draft (directors): checked whole first (it must ask something), then frozen;
/// the form's earlier published version is archived. Publishing it again changes nothing.
pub async fn publish(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Form> {
    let director = viewer.director()?.id.clone();
    state
        .db
        .transaction(move |conn| {
            db::lock(conn, Table::Forms, &id)?;
            let form = db::forms::find(conn, &id)?.ok_or_else(|| AppError::not_found(Record::Form))?;
            match form.status {
                FormStatus::Published => return Ok(form),
                FormStatus::Archived => return Err(AppError::Conflict(catalogue::form_archived())),
                FormStatus::Draft => {}
            }
            let mut fields = Fields::new(false);
            for (path, message) in form.definition.problems(true) {
                fields.add(&path, message);
            }
            fields.finish()?;
            if !db::forms::publish(conn, &form, db::now_millis())? {
                return Err(AppError::Conflict(catalogue::form_not_draft()));
            }
            let version = form.version.to_string();
            db::activities::insert(
                conn,
                &NewActivity::by(
                    &director,
                    ActivityType::Updated,
                    Sentence::FormPublished.says(&[("form", &form.name.en), ("version", &version)]),
                ),
            )?;
            db::forms::find(conn, &id)?.ok_or_else(|| AppError::not_found(Record::Form))
        })
        .await
}

/// Starts the next version of a form as a draft copied from `id` (directors): its version is
/// one above the family's highest. Two directors at once: one gets it, the other a 409.
pub async fn new_version(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Form> {
    let director = viewer.director()?.id.clone();
    state
        .db
        .transaction(move |conn| {
            let from = db::forms::find(conn, &id)?.ok_or_else(|| AppError::not_found(Record::Form))?;
            let form = Form {
                id: uuid::Uuid::now_v7().to_string(),
                version: db::forms::latest_version(conn, &from.family_id)? + 1,
                status: FormStatus::Draft,
                created_at: Utc::now(),
                published_at: None,
                archived_at: None,
                ..from
            };
            db::forms::insert(conn, &form, Some(&director))?;
            Ok(form)
        })
        .await
}

/// Archives a version (directors): it takes no new submissions; those made stay.
pub async fn archive(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Form> {
    viewer.director()?;
    state
        .db
        .transaction(move |conn| {
            db::lock(conn, Table::Forms, &id)?;
            db::forms::find(conn, &id)?.ok_or_else(|| AppError::not_found(Record::Form))?;
            db::forms::archive(conn, &id, db::now_millis())?;
            db::forms::find(conn, &id)?.ok_or_else(|| AppError::not_found(Record::Form))
        })
        .await
}

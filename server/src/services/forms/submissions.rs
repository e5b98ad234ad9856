//! Submissions: a form filled for a father by staff with him in scope, or by the father
//! himself on a published self-service form. A submission never changes; an amendment, with
//! its reason, replaces some answers, and scores and flags follow the current answers.
//!
//! Sensitive answers reach only the father's case manager and directors, and each read of
//! them is logged ('viewed-sensitive') in the reading transaction; anyone else gets them as
//! null with their keys in `redacted`. A father never sees a screening (404). A flag with an
//! alert, newly raised, opens a follow-up due that day for the father's case manager.

use std::collections::BTreeMap;

use serde::Deserialize;
use utoipa::ToSchema;

use crate::auth::Viewer;
use crate::catalogue;
use crate::db::{self, forms::Stored, Table};
use crate::domain::casework::{CaseContact, ContactMethod, ContactOutcome};
use crate::domain::form::{
    self, amend, check_answers, raised_flags, scores, Amendment, Answers, Form, FormKind, FormStatus, Phase,
    Submission, MAX_REASON,
};
use crate::domain::{ActivityType, NewActivity, Sentence};
use crate::error::{AppError, AppResult, Record};
use crate::services::form::{schema, Form as Fields};
use crate::state::AppState;

/// A form filled in.
#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct NewSubmission {
    /// A UUID the app made when the form was opened: sent again (a retry after a dropped
    /// connection), it answers the submission it made rather than making a second one. Made by
    /// the server when absent.
    #[schema(value_type = Option<String>, pattern = "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")]
    id: Option<String>,
    /// A published version.
    #[schema(required = true, value_type = String)]
    form_id: Option<String>,
    /// An assessment's: `pre` or `post` (required there); null for any other form.
    #[schema(value_type = Option<Phase>)]
    phase: Option<String>,
    /// By question key: text and date (YYYY-MM-DD) as strings, number and scale as numbers,
    /// yesno as true/false, choice as an option's value, multi as a list of them.
    #[schema(value_type = Object)]
    answers: Answers,
    /// Keys of questions he declined to answer.
    declined: Vec<String>,
}

/// A correction of a submission.
#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct NewAmendment {
    /// The answers it replaces (null clears one); the others stay.
    #[schema(value_type = Object)]
    answers: Answers,
    /// Why: at most 1000 characters.
    #[schema(required = true, schema_with = schema::required_text::<MAX_REASON>)]
    reason: Option<String>,
}

/// How the viewer reads one father's submissions: the father's name when he reads their
/// sensitive answers (each such read is logged under it), None when they are redacted for him.
struct Reading(Option<String>);

impl Reading {
    /// Read once per request, not per submission.
    fn of(conn: &mut dyn db::Conn, viewer: &Viewer, father_id: &str) -> AppResult<Reading> {
        if !viewer.is_staff() {
            return Ok(Reading(None));
        }
        let father = db::fathers::find(conn, father_id)?.ok_or_else(|| AppError::not_found(Record::Father))?;
        let case_managers = db::programs::case_managers_of(conn, father_id)?;
        Ok(Reading(viewer.reads_sensitive(&case_managers).then(|| father.full_name())))
    }

    /// A stored submission as the viewer may read it: sensitive answers and flags redacted
    /// unless he may read them, in which case the read is logged.
    fn show(&self, conn: &mut dyn db::Conn, viewer: &Viewer, stored: Stored) -> AppResult<Submission> {
        let Stored { mut submission, form } = stored;
        match &self.0 {
            None => submission.redact(&form.definition),
            Some(father) if form.definition.has_sensitive() => {
                db::activities::insert(
                    conn,
                    &NewActivity::by(
                        &viewer.user().id,
                        ActivityType::ViewedSensitive,
                        Sentence::ViewedSensitive.says(&[("father", father), ("form", &form.name.en)]),
                    )
                    .about("father", &submission.father_id),
                )?;
            }
            Some(_) => {}
        }
        Ok(submission)
    }
}

/// Runs a read of submissions: in a transaction for staff, whose reads of sensitive answers
/// are logged with them; a father's own reads log nothing and take no writer.
async fn read<T: Send + 'static>(
    state: &AppState,
    viewer: &Viewer,
    f: impl FnOnce(&mut dyn db::Conn) -> AppResult<T> + Send + 'static,
) -> AppResult<T> {
    if viewer.is_staff() {
        state.db.transaction(f).await
    } else {
        state.db.run(f).await
    }
}

/// The father whose submissions the viewer reads: staff with him in scope, or the father
/// himself (404 for any other).
fn reader_of(conn: &mut dyn db::Conn, viewer: &Viewer, father_id: &str) -> AppResult<()> {
    match viewer {
        Viewer::Staff(_) => viewer.staff_reaching(conn, father_id).map(|_| ()),
        Viewer::Father { .. } if viewer.own_father_id() == Some(father_id) => Ok(()),
        Viewer::Father { .. } => Err(AppError::not_found(Record::Father)),
    }
}

/// A father's submissions, newest first: all of them for staff with him in scope; his own
/// self-service ones for the father himself.
pub async fn list(state: &AppState, viewer: &Viewer, father_id: String) -> AppResult<Vec<Submission>> {
    let reader = viewer.clone();
    read(state, viewer, move |conn| {
        reader_of(conn, &reader, &father_id)?;
        let reading = Reading::of(conn, &reader, &father_id)?;
        let stored = db::forms::father_submissions(conn, &reader.scope(), &father_id, !reader.is_staff())?;
        stored.into_iter().map(|s| reading.show(conn, &reader, s)).collect()
    })
    .await
}

/// A father's own submissions (fathers only).
pub async fn own(state: &AppState, viewer: &Viewer) -> AppResult<Vec<Submission>> {
    if viewer.is_staff() {
        return Err(AppError::Forbidden(catalogue::fathers_only()));
    }
    let Some(father_id) = viewer.own_father_id() else { return Ok(Vec::new()) };
    list(state, viewer, father_id.to_owned()).await
}

/// The submission with `id`, if the viewer may read it (404 otherwise; a father reads only
/// his own self-service submissions, never a screening).
fn readable(conn: &mut dyn db::Conn, viewer: &Viewer, id: &str) -> AppResult<Submission> {
    let stored = db::forms::find_submission(conn, &viewer.scope(), id)?
        .filter(|s| viewer.is_staff() || (s.form.self_service && s.form.kind != FormKind::Screening))
        .ok_or_else(|| AppError::not_found(Record::Submission))?;
    Reading::of(conn, viewer, &stored.submission.father_id)?.show(conn, viewer, stored)
}

pub async fn get(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Submission> {
    let reader = viewer.clone();
    read(state, viewer, move |conn| readable(conn, &reader, &id)).await
}

/// A father's submissions for an export of his data: every one, as a director reads them
/// (`director`: the reading is logged when one holds sensitive answers), or those of his
/// own self-service forms, sensitive answers left out (his own export).
pub fn exported(conn: &mut dyn db::Conn, father_id: &str, director: Option<&str>) -> AppResult<Vec<Submission>> {
    let stored = db::forms::father_submissions(conn, &db::scope::Scope::All, father_id, director.is_none())?;
    let sensitive = stored.iter().any(|s| s.form.definition.has_sensitive());
    if let (Some(director), true) = (director, sensitive) {
        let father = db::fathers::find(conn, father_id)?.map(|f| f.full_name()).unwrap_or_default();
        db::activities::insert(
            conn,
            &NewActivity::by(
                director,
                ActivityType::ViewedSensitive,
                Sentence::ViewedSensitiveExport.says(&[("father", &father)]),
            )
            .about("father", father_id),
        )?;
    }
    Ok(stored
        .into_iter()
        .map(|Stored { mut submission, form }| {
            if director.is_none() {
                submission.redact(&form.definition);
            }
            submission
        })
        .collect())
}

/// Every answer checked against the form's questions, each wrong key named.
fn check(form: &Form, answers: &Answers, declined: &[String]) -> AppResult<()> {
    let mut fields = Fields::new(false);
    for (key, message) in check_answers(&form.definition, answers, declined) {
        fields.add(&key, message);
    }
    fields.finish()
}

/// Writes the scores and flags of a submission's current answers, and opens a follow-up for
/// each alerting flag they raise that `before` did not.
fn record_results(
    conn: &mut dyn db::Conn,
    state: &AppState,
    form: &Form,
    submission: &Submission,
    before: &[String],
) -> AppResult<()> {
    let raised = raised_flags(&form.definition, &submission.answers);
    db::forms::write_results(conn, &submission.id, &scores(&form.definition, &submission.answers), &raised)?;
    let alerts: Vec<&form::Flag> = form
        .definition
        .flags
        .iter()
        .filter(|f| f.alert && raised.contains(&f.key) && !before.contains(&f.key))
        .collect();
    if alerts.is_empty() {
        return Ok(());
    }
    let father = db::fathers::find(conn, &submission.father_id)?.ok_or_else(|| AppError::not_found(Record::Father))?;
    let manager = match &father.case_manager_id {
        Some(id) => db::users::find(conn, id)?,
        None => None,
    };
    let now = db::now();
    for flag in alerts {
        db::contacts::insert(
            conn,
            &CaseContact {
                id: uuid::Uuid::now_v7().to_string(),
                father_id: father.id.clone(),
                staff_id: manager.as_ref().map(|m| m.id.clone()),
                staff_name: manager.as_ref().map(|m| m.display_name.clone()).unwrap_or_default(),
                at: now,
                method: ContactMethod::Other,
                outcome: ContactOutcome::Reached,
                minutes: 0,
                note: Some(catalogue::form_flag_follow_up(&flag.label.en, &form.name.en).to_string()),
                sensitive: true,
                follow_up_due: Some(state.config.today()),
                follow_up_done_at: None,
                created_at: now,
                updated_at: now,
            },
        )?;
    }
    db::contacts::refresh_unreachable(conn, &father.id)?;
    Ok(())
}

/// Submits a form for a father: staff with him in scope, on any published form; the father
/// himself on a published self-service form. Checked whole (400 naming each wrong key); a
/// draft or an archived form takes none (409).
pub async fn create(
    state: &AppState,
    viewer: &Viewer,
    father_id: String,
    input: NewSubmission,
) -> AppResult<Submission> {
    let (viewer, app) = (viewer.clone(), state.clone());
    state
        .db
        .transaction(move |conn| {
            reader_of(conn, &viewer, &father_id)?;
            let id = match input.id.as_deref() {
                None => uuid::Uuid::now_v7().to_string(),
                Some(id) => {
                    // Written with its hyphens, as the document's pattern says (try_parse takes more).
                    let id = uuid::Uuid::try_parse(id)
                        .ok()
                        .filter(|_| id.len() == 36)
                        .ok_or_else(|| AppError::field("id", catalogue::submission_id_invalid()))?
                        .to_string();
                    if let Some(made) = made_before(conn, &viewer, &father_id, &id)? {
                        return Ok(made);
                    }
                    id
                }
            };
            let form_id = input
                .form_id
                .filter(|id| !id.trim().is_empty())
                .ok_or_else(|| AppError::field("formId", catalogue::required("Form")))?;
            db::lock(conn, Table::Forms, &form_id)?;
            let form = db::forms::find(conn, &form_id)?
                .filter(|f| viewer.is_staff() || (f.self_service && f.kind != FormKind::Screening))
                .ok_or_else(|| AppError::field("formId", catalogue::no_such_form()))?;
            match form.status {
                FormStatus::Draft => return Err(AppError::Conflict(catalogue::form_not_published())),
                FormStatus::Archived => return Err(AppError::Conflict(catalogue::form_archived())),
                FormStatus::Published => {}
            }
            let mut fields = Fields::new(false);
            let phase = match (form.kind, input.phase.as_deref().map(str::trim).filter(|p| !p.is_empty())) {
                (FormKind::Assessment, None) => {
                    fields.add("phase", catalogue::form_phase_needed());
                    None
                }
                (FormKind::Assessment, Some(phase)) => fields.value("phase", Phase::parse(phase)),
                (_, Some(_)) => {
                    fields.add("phase", catalogue::form_phase_unused());
                    None
                }
                (_, None) => None,
            };
            fields.finish()?;
            let mut declined = input.declined;
            declined.sort();
            declined.dedup();
            check(&form, &input.answers, &declined)?;
            let answers: Answers = input.answers.into_iter().filter(|(_, v)| !v.is_null()).collect();
            let user = viewer.user();
            let submission = Submission {
                id,
                form_id: form.id.clone(),
                form_family_id: form.family_id.clone(),
                form_name: form.name.clone(),
                form_kind: form.kind,
                version: form.version,
                father_id: father_id.clone(),
                phase,
                original: answers.clone(),
                original_declined: declined.clone(),
                answers,
                declined,
                scores: BTreeMap::new(),
                flags: Vec::new(),
                submitted_at: db::now(),
                submitted_by: Some(user.id.clone()),
                submitted_by_name: user.display_name.clone(),
                amendments: Vec::new(),
                redacted: Vec::new(),
            };
            db::forms::insert_submission(conn, &submission).map_err(|err| match err {
                // The same id sent twice at once: the other request made it.
                db::DbError::UniqueViolation => AppError::Conflict(catalogue::submission_id_taken()),
                other => other.into(),
            })?;
            record_results(conn, &app, &form, &submission, &[])?;
            let father = db::fathers::find(conn, &father_id)?.ok_or_else(|| AppError::not_found(Record::Father))?;
            let name = father.full_name();
            db::activities::insert(
                conn,
                &NewActivity::by(
                    &user.id,
                    ActivityType::Created,
                    Sentence::FormSubmitted.says(&[("father", &name), ("form", &form.name.en)]),
                )
                .about("father", &father_id),
            )?;
            readable(conn, &viewer, &submission.id)
        })
        .await
}

/// The submission a retry of this one made already: the same id, by the same person, for the
/// same father. An id another submission holds is refused (409).
fn made_before(conn: &mut dyn db::Conn, viewer: &Viewer, father_id: &str, id: &str) -> AppResult<Option<Submission>> {
    let Some(stored) = db::forms::find_submission(conn, &db::scope::Scope::All, id)? else { return Ok(None) };
    let own = stored.submission.father_id == father_id
        && stored.submission.submitted_by.as_deref() == Some(viewer.user().id.as_str());
    if !own {
        return Err(AppError::Conflict(catalogue::submission_id_taken()));
    }
    readable(conn, viewer, id).map(Some)
}

/// Amends a submission (staff with the father in scope): the answers it gives are checked
/// as a submission's are, against the answers they leave; scores and flags follow.
pub async fn amend_submission(
    state: &AppState,
    viewer: &Viewer,
    id: String,
    input: NewAmendment,
) -> AppResult<Submission> {
    let (viewer, app) = (viewer.clone(), state.clone());
    state
        .db
        .transaction(move |conn| {
            let staff = viewer.staff()?.clone();
            db::lock(conn, Table::Submissions, &id)?;
            let Stored { submission, form } = db::forms::find_submission(conn, &viewer.scope(), &id)?
                .ok_or_else(|| AppError::not_found(Record::Submission))?;
            let mut fields = Fields::new(true);
            let mut reason = String::new();
            fields.required_text("reason", "Reason", MAX_REASON, input.reason, &mut reason);
            if input.answers.is_empty() {
                fields.add("answers", catalogue::amendment_empty());
            }
            fields.finish()?;
            let before = raised_flags(&form.definition, &submission.answers);
            let (answers, declined) = amend(&submission.answers, &submission.declined, &input.answers);
            // Each key it gives must be a question; the whole must still be a valid submission.
            let mut problems = check_answers(&form.definition, &answers, &declined);
            for key in input.answers.keys().filter(|k| form.definition.field(k).is_none()) {
                problems.push((key.clone(), catalogue::answer_no_such_question()));
            }
            let mut fields = Fields::new(false);
            for (key, message) in problems {
                fields.add(&key, message);
            }
            fields.finish()?;
            let amendment = Amendment {
                answers: input.answers,
                reason,
                at: db::now(),
                by: Some(staff.id.clone()),
                by_name: staff.display_name.clone(),
            };
            db::forms::amend(conn, &id, &amendment, &answers, &declined)?;
            let current = Submission { answers, declined, ..submission };
            record_results(conn, &app, &form, &current, &before)?;
            let father =
                db::fathers::find(conn, &current.father_id)?.ok_or_else(|| AppError::not_found(Record::Father))?;
            let name = father.full_name();
            db::activities::insert(
                conn,
                &NewActivity::by(
                    &staff.id,
                    ActivityType::Updated,
                    Sentence::SubmissionAmended.says(&[("father", &name), ("form", &form.name.en)]),
                )
                .about("father", &current.father_id),
            )?;
            readable(conn, &viewer, &id)
        })
        .await
}

/// Every change of a submission itself is refused: it is amended instead (405).
pub fn never_changes() -> AppError {
    AppError::MethodNotAllowed(catalogue::submission_never_changes())
}

//! Contacts staff log with a father (call, text, visit…) with their outcome and an
//! optional follow-up; the open follow-ups of the fathers in the reader's scope. Only staff
//! with the father in scope read or log them; only a contact's author or a director changes
//! or deletes one. Every contact written, changed or deleted decides the father's
//! `unreachable` flag again in its transaction.

use chrono::{DateTime, Utc};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::auth::Viewer;
use crate::catalogue;
use crate::db::{self, Table};
use crate::domain::casework::{CaseContact, ContactMethod, ContactOutcome, FollowUp, FollowUpWhen};
use crate::domain::dates::{in_the_past, parse_utc_field};
use crate::domain::program::{parse_date, parse_text};
use crate::domain::{ActivityType, NewActivity, Sentence, User};
use crate::error::{AppError, AppResult, Record};
use crate::services::form::{schema, Form};
use crate::state::AppState;

/// The longest note of a contact or a referral.
pub const MAX_NOTE: usize = 4000;
/// The longest contact, in minutes: a day.
pub const MAX_MINUTES: i64 = 1440;

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct ContactInput {
    /// When it took place (default now).
    #[schema(schema_with = schema::instant)]
    at: Option<String>,
    #[schema(value_type = Option<ContactMethod>)]
    method: Option<String>,
    #[schema(value_type = Option<ContactOutcome>)]
    outcome: Option<String>,
    /// How long it took, 0–1440 (default 0).
    #[serde(deserialize_with = "crate::extract::whole_number")]
    // = MAX_MINUTES (utoipa takes a literal; `http::openapi`'s test checks it)
    #[schema(value_type = Option<i64>, minimum = 0, maximum = 1440)]
    minutes: Option<i64>,
    #[schema(schema_with = schema::text::<MAX_NOTE>)]
    note: Option<String>,
    /// Shown only to its author, the father's case manager and directors (default false).
    #[schema(value_type = Option<bool>)]
    sensitive: Option<bool>,
    /// A day to follow up by; null or blank: none. A new date opens the follow-up again.
    #[serde(deserialize_with = "crate::extract::nullable")]
    #[schema(schema_with = schema::clearable_day)]
    follow_up_due: Option<Option<String>>,
}

/// A new contact's body, as the document describes it.
pub type NewContact = crate::extract::New<ContactInput>;

impl crate::extract::Creatable for ContactInput {
    const REQUIRED: &'static [&'static str] = &["method", "outcome"];
}

impl ContactInput {
    fn apply(self, c: &mut CaseContact, creating: bool, now: DateTime<Utc>) -> AppResult<()> {
        let mut form = Form::new(creating);
        let at =
            |t: String| parse_utc_field(&t, "Time").and_then(|at| in_the_past(at, now, catalogue::contact_in_future()));
        form.set("at", self.at, at, &mut c.at);
        form.require("method", "Method", self.method, |m| ContactMethod::parse(&m), &mut c.method);
        form.require("outcome", "Outcome", self.outcome, |o| ContactOutcome::parse(&o), &mut c.outcome);
        let minutes = |m: i64| {
            if (0..=MAX_MINUTES).contains(&m) {
                Ok(m)
            } else {
                Err(catalogue::minutes_range())
            }
        };
        form.set("minutes", self.minutes, minutes, &mut c.minutes);
        form.set("note", self.note, |n| parse_text(&n, "Note", MAX_NOTE, false).map(Some), &mut c.note);
        form.set("sensitive", self.sensitive, Ok, &mut c.sensitive);
        let due = c.follow_up_due;
        form.clearable("followUpDue", self.follow_up_due, |d| parse_date(&d, "Follow-up date"), &mut c.follow_up_due);
        if c.follow_up_due != due {
            c.follow_up_done_at = None;
        }
        form.finish()
    }
}

/// Staff with the father in scope. Fathers never see case work: theirs is a 404 too, as
/// for staff without him in scope.
pub(crate) fn staff_with<'v>(viewer: &'v Viewer, conn: &mut dyn db::Conn, father_id: &str) -> AppResult<&'v User> {
    if !viewer.is_staff() {
        return Err(AppError::not_found(Record::Father));
    }
    viewer.staff_reaching(conn, father_id)
}

/// The contact as the viewer may read it (404 outside his scope; fathers always).
fn contact_for(conn: &mut dyn db::Conn, viewer: &Viewer, id: &str) -> AppResult<CaseContact> {
    if !viewer.is_staff() {
        return Err(AppError::not_found(Record::Contact));
    }
    db::contacts::find(conn, &viewer.scope(), id)?.ok_or_else(|| AppError::not_found(Record::Contact))
}

/// Its author or a director; other staff get 403.
fn may_change(viewer: &Viewer, contact: &CaseContact) -> AppResult<()> {
    let user = viewer.staff()?;
    if user.is_director() || contact.staff_id.as_deref() == Some(user.id.as_str()) {
        Ok(())
    } else {
        Err(AppError::Forbidden(catalogue::contact_author_only()))
    }
}

/// A father's contacts, newest first.
pub async fn list(
    state: &AppState,
    viewer: &Viewer,
    father_id: String,
    limit: i64,
    offset: i64,
) -> AppResult<Vec<CaseContact>> {
    let viewer = viewer.clone();
    state
        .db
        .run(move |conn| {
            staff_with(&viewer, conn, &father_id)?;
            Ok(db::contacts::list(conn, &viewer.scope(), &father_id, limit, offset)?)
        })
        .await
}

/// Logs a contact, with its 'contacted' activity (which never carries the note).
pub async fn create(
    state: &AppState,
    viewer: &Viewer,
    father_id: String,
    input: ContactInput,
) -> AppResult<CaseContact> {
    let viewer = viewer.clone();
    state
        .db
        .transaction(move |conn| {
            let staff = staff_with(&viewer, conn, &father_id)?;
            let now = db::now();
            let mut contact = CaseContact {
                id: uuid::Uuid::now_v7().to_string(),
                father_id: father_id.clone(),
                staff_id: Some(staff.id.clone()),
                staff_name: staff.display_name.clone(),
                at: now,
                method: ContactMethod::Other,
                outcome: ContactOutcome::Reached,
                minutes: 0,
                note: Some(String::new()),
                sensitive: false,
                follow_up_due: None,
                follow_up_done_at: None,
                created_at: now,
                updated_at: now,
            };
            input.apply(&mut contact, true, now)?;
            db::contacts::insert(conn, &contact)?;
            db::contacts::refresh_unreachable(conn, &father_id)?;
            let father = db::fathers::find(conn, &father_id)?.ok_or_else(|| AppError::not_found(Record::Father))?;
            let name = father.full_name();
            db::activities::insert(
                conn,
                &NewActivity::by(&staff.id, ActivityType::Contacted, Sentence::Contacted.says(&[("father", &name)]))
                    .about("father", &father_id),
            )?;
            contact_for(conn, &viewer, &contact.id)
        })
        .await
}

/// Changes a contact (its author or a director).
pub async fn update(state: &AppState, viewer: &Viewer, id: String, input: ContactInput) -> AppResult<CaseContact> {
    let viewer = viewer.clone();
    state
        .db
        .transaction(move |conn| {
            db::lock(conn, Table::Contacts, &id)?;
            let mut contact = contact_for(conn, &viewer, &id)?;
            may_change(&viewer, &contact)?;
            let now = db::now();
            input.apply(&mut contact, false, now)?;
            contact.updated_at = now;
            db::contacts::update(conn, &contact)?;
            db::contacts::refresh_unreachable(conn, &contact.father_id)?;
            contact_for(conn, &viewer, &id)
        })
        .await
}

/// Deletes a contact (its author or a director).
pub async fn delete(state: &AppState, viewer: &Viewer, id: String) -> AppResult<()> {
    let viewer = viewer.clone();
    state
        .db
        .transaction(move |conn| {
            db::lock(conn, Table::Contacts, &id)?;
            let contact = contact_for(conn, &viewer, &id)?;
            may_change(&viewer, &contact)?;
            db::contacts::delete(conn, &id)?;
            db::contacts::refresh_unreachable(conn, &contact.father_id)?;
            Ok(())
        })
        .await
}

/// Marks a contact's follow-up done (staff with the father in scope).
pub async fn follow_up_done(state: &AppState, viewer: &Viewer, id: String) -> AppResult<CaseContact> {
    let viewer = viewer.clone();
    state
        .db
        .transaction(move |conn| {
            db::lock(conn, Table::Contacts, &id)?;
            let contact = contact_for(conn, &viewer, &id)?;
            if contact.follow_up_due.is_none() {
                return Err(AppError::field("followUpDue", catalogue::no_follow_up()));
            }
            db::contacts::mark_done(conn, &id, db::now_millis())?;
            contact_for(conn, &viewer, &id)
        })
        .await
}

/// Open follow-ups of the fathers in the viewer's scope, earliest due first: all of them,
/// or those overdue, due today or due in the coming week (the program's days). Staff only.
pub async fn follow_ups(
    state: &AppState,
    viewer: &Viewer,
    when: Option<FollowUpWhen>,
    limit: i64,
    offset: i64,
) -> AppResult<Vec<FollowUp>> {
    viewer.staff()?;
    let (first, last) = when.map_or((None, None), |w| w.days(state.config.today()));
    let scope = viewer.scope();
    Ok(state.db.run(move |conn| db::contacts::follow_ups(conn, &scope, first, last, limit, offset)).await?)
}

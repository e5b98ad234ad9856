//! Participant records. Staff manage them; a father reads his own and edits his contact
//! details. The fields a client sends are `input`; his photo, his attendance and the CSV
//! export have files of their own.

mod attendance;
mod export;
mod input;
mod invite;
mod photo;

pub use attendance::{history, progress};
pub use export::{csv, data as export, own_data as own_export};
pub use input::{FatherInput, NewFather, MAX_CHILDREN, MAX_EXIT_REASON};
pub use invite::invite;
pub use photo::{photo, set_photo, MAX_PHOTO_BYTES};

use input::CONTACT_FIELDS;

use crate::auth::Viewer;
use crate::catalogue;
use crate::db::{self, fathers::Filter, Table};
use crate::domain::program::FatherStatus;
use crate::domain::records::{Father, FatherSummary};
use crate::domain::{ActivityType, Language, NewActivity, Sentence, Summary};
use crate::error::{AppError, AppResult, FieldErrors, Record};
use crate::state::AppState;

/// What a father may see of his own record: everything but staff notes. To staff, the
/// record's status, dates, exit and case manager are those of his latest enrolment they may
/// know of: a later one in a program confidential to them does not show through.
fn shown_to(viewer: &Viewer, mut father: Father) -> Father {
    if !viewer.is_staff() {
        father.notes = None;
    } else if !viewer.is_director() {
        if let Some(latest) = father.enrolments.first() {
            father.status = latest.status;
            father.enrollment_date = latest.enrolled_at;
            father.exit_date = latest.exited_at;
            father.exit_reason = latest.exit_reason.clone();
            father.case_manager_id = latest.case_manager_id.clone();
        }
    }
    father
}

/// Only a director names a father's case manager or links his account; a staff member who
/// adds a father is his case manager.
fn check_directors_fields(viewer: &Viewer, input: &FatherInput) -> AppResult<()> {
    if input.is_directors() {
        viewer.director()?;
    }
    Ok(())
}

/// Checks that referenced accounts exist (case manager must be staff).
fn check_references(conn: &mut dyn db::Conn, f: &Father) -> AppResult<()> {
    let mut errors = FieldErrors::default();
    if let Some(manager) = &f.case_manager_id {
        match db::users::find(conn, manager)? {
            Some(user) if user.is_admin => {}
            _ => errors.add("caseManagerId", catalogue::case_manager_staff()),
        }
    }
    if let Some(user_id) = &f.user_id {
        if db::users::find(conn, user_id)?.is_none() {
            errors.add("userId", catalogue::no_such_user_account());
        }
    }
    errors.finish()
}

/// A change to a record, in his activity (subject: the father).
pub(crate) fn log(
    conn: &mut dyn db::Conn,
    actor: &str,
    action: ActivityType,
    f: &Father,
    summary: Summary,
) -> db::DbResult<()> {
    db::activities::insert(conn, &NewActivity::by(actor, action, summary).about("father", &f.id).to(f.user_id.clone()))
}

/// A record not yet written: enrolled on the program's `today`, with the staff member who
/// adds him as his case manager (a director names one, or none).
pub(crate) fn new_record(viewer: &Viewer, today: chrono::NaiveDate, now: chrono::DateTime<chrono::Utc>) -> Father {
    Father {
        id: uuid::Uuid::now_v7().to_string(),
        first_name: String::new(),
        last_name: String::new(),
        email: String::new(),
        phone: String::new(),
        preferred_language: Language::En,
        date_of_birth: None,
        address: String::new(),
        children: Vec::new(),
        father_type: None,
        setting: None,
        referral_source: String::new(),
        status: FatherStatus::Enrolled,
        enrollment_date: Some(today),
        exit_date: None,
        exit_reason: String::new(),
        case_manager_id: (!viewer.is_director()).then(|| viewer.user().id.clone()),
        notes: Some(String::new()),
        photo_key: None,
        user_id: None,
        created_at: now,
        updated_at: now,
        unreachable: false,
        consents: Default::default(),
        flags: Vec::new(),
        anonymised_at: None,
        anonymised_on: None,
        phone_valid: false,
        reminders_sms: true,
        enrolments: Vec::new(),
    }
}

/// A new record. A staff member who adds one is his case manager, so it is in his scope.
pub async fn create(state: &AppState, viewer: &Viewer, input: FatherInput) -> AppResult<Father> {
    let staff = viewer.staff()?.id.clone();
    check_directors_fields(viewer, &input)?;
    let now = db::now();
    // Dates are checked and an exit recorded by the program's clock, which retention reads;
    // a new record is enrolled on the program's today (UTC's may be a day ahead of it).
    let (today, recorded) = (crate::services::retention::today(state), state.clock.now_millis());
    let mut father = new_record(viewer, today, now);
    let program = input.program_id();
    input.apply(&mut father, true, today, state.config.phone_region)?;
    let stored = father.clone();
    let owned = viewer.clone();
    let father = state
        .db
        .transaction(move |conn| {
            let program = crate::services::programs::program_for_new(conn, &owned, program.as_deref())?;
            check_references(conn, &stored)?;
            db::fathers::insert(conn, &stored, recorded).map_err(linked_twice)?;
            db::programs::insert_enrolment(conn, &first_enrolment(&stored, program))?;
            let name = stored.full_name();
            log(conn, &staff, ActivityType::Created, &stored, Sentence::FatherAdded.says(&[("father", &name)]))?;
            let knows = owned.knows();
            Ok::<_, AppError>(Father { enrolments: db::programs::enrolments_of(conn, &stored.id, &knows)?, ..stored })
        })
        .await?;
    Ok(father)
}

/// A new record's enrolment in `program_id`, as the record stands.
pub(crate) fn first_enrolment(f: &Father, program_id: String) -> crate::domain::programs::Enrolment {
    crate::domain::programs::Enrolment {
        id: uuid::Uuid::now_v7().to_string(),
        father_id: f.id.clone(),
        program_id,
        program_name: String::new(),
        status: f.status,
        enrolled_at: f.enrollment_date,
        exited_at: f.exit_date,
        exit_reason: f.exit_reason.clone(),
        case_manager_id: f.case_manager_id.clone(),
        created_at: f.created_at,
        updated_at: f.updated_at,
    }
}

fn linked_twice(err: db::DbError) -> AppError {
    match err {
        db::DbError::UniqueViolation => AppError::Conflict(catalogue::account_linked()),
        other => other.into(),
    }
}

/// The record with the current state of each kind of his consents, as it is answered.
fn with_consents(conn: &mut dyn db::Conn, father: Father) -> db::DbResult<Father> {
    Ok(Father { consents: db::consents::current(conn, &father.id)?, ..father })
}

/// A record in the viewer's scope (404 otherwise).
pub async fn get(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Father> {
    let (scope, knows) = (viewer.scope(), viewer.knows());
    let db::fathers::Shown { father, flagged, exit_recorded_at } = state
        .db
        .read_point(move |conn| db::fathers::find_shown(conn, &scope, &knows, &id))
        .await?
        .ok_or_else(|| AppError::not_found(Record::Father))?;
    let mut father = shown_to(viewer, father);
    if flagged {
        // Whether this reader may know them, and the flags, in one trip to the database.
        let (id, reader) = (father.id.clone(), viewer.clone());
        father.flags = state
            .db
            .run(move |conn| {
                let case_managers = db::programs::case_managers_of(conn, &id)?;
                if reader.reads_sensitive(&case_managers) {
                    db::forms::father_flags(conn, &id)
                } else {
                    Ok(Vec::new())
                }
            })
            .await?;
    }
    if viewer.is_staff() && father.anonymised_at.is_none() {
        father.anonymised_on = father.exit_date.map(|exit| {
            crate::services::retention::anonymised_on_of(state, exit, exit_recorded_at.unwrap_or_default())
        });
    }
    Ok(father)
}

/// Changes a record. Only the fields sent are applied, to the record as it is now
/// (locked until the change commits): two staff editing different fields of one record
/// at once both keep their change.
pub async fn update(state: &AppState, viewer: &Viewer, id: String, input: FatherInput) -> AppResult<Father> {
    if !viewer.is_staff() {
        if viewer.own_father_id() != Some(id.as_str()) {
            return Err(AppError::not_found(Record::Father));
        }
        if input.touches_more_than_contact() {
            return Err(AppError::Forbidden(crate::catalogue::own_contact_only(CONTACT_FIELDS)));
        }
    }
    let actor = viewer.user().id.clone();
    let owned = viewer.clone();
    let (today, recorded) = (crate::services::retention::today(state), state.clock.now_millis());
    let region = state.config.phone_region;
    let updated = state
        .db
        .transaction(move |conn| {
            db::lock(conn, Table::Fathers, &id)?;
            // Out of scope is 404 before anything else; a case manager named by staff 403.
            let mut father =
                db::fathers::find_in(conn, &owned.scope(), &id)?.ok_or_else(|| AppError::not_found(Record::Father))?;
            check_directors_fields(&owned, &input)?;
            input.apply(&mut father, false, today, region)?;
            father.updated_at = db::now();
            check_references(conn, &father)?;
            db::fathers::update(conn, &father, recorded).map_err(linked_twice)?;
            db::programs::mirror_record(conn, &father)?;
            let name = father.full_name();
            log(conn, &actor, ActivityType::Updated, &father, Sentence::FatherUpdated.says(&[("father", &name)]))?;
            let enrolments = db::programs::enrolments_of(conn, &father.id, &owned.knows())?;
            Ok::<_, AppError>(Father { enrolments, ..with_consents(conn, father)? })
        })
        .await?;
    Ok(shown_to(viewer, updated))
}

/// Deletes a record made by mistake (directors): his photo is queued for deletion in the
/// same transaction and deleted from the store after it. A record with history is never
/// deleted (409): he is exited, and retention anonymises him in time.
pub async fn delete(state: &AppState, viewer: &Viewer, id: String) -> AppResult<()> {
    // Only a director deletes a record, and only one nothing was recorded about yet (a
    // record made by mistake): with history, reports of past periods would change.
    let staff = viewer.director()?.id.clone();
    let photo = state
        .db
        .transaction(move |conn| {
            // Locked first: an attendance mark, contact or consent being written for him
            // waits for the delete (its key on the row), or the delete waits for it and sees it.
            db::lock(conn, Table::Fathers, &id)?;
            let father = db::fathers::find(conn, &id)?.ok_or_else(|| AppError::not_found(Record::Father))?;
            if db::fathers::has_history(conn, &id)? {
                return Err(AppError::Conflict(crate::catalogue::father_has_history()));
            }
            let Some(photo) = db::fathers::delete(conn, &id)? else { return Err(AppError::not_found(Record::Father)) };
            // His tags go with him (cascade) but what they decided stays: a photo hidden for want
            // of his consent stays hidden, as retention leaves it, since nobody can ask him any
            // more; staff saving the photo's tags decide it again.
            if let Some(key) = &photo {
                db::objects::enqueue(conn, key)?;
            }
            let name = father.full_name();
            // The subject is gone; the line stays in the feed.
            log(
                conn,
                &staff,
                ActivityType::Deleted,
                &Father { user_id: None, ..father },
                Sentence::FatherDeleted.says(&[("father", &name)]),
            )?;
            Ok::<_, AppError>(photo)
        })
        .await?;
    if let Some(key) = photo {
        state.storage.delete_queued(&state.db, key).await;
    }
    Ok(())
}

pub async fn list(
    state: &AppState,
    viewer: &Viewer,
    filter: Filter,
    limit: i64,
    start: db::fathers::Start,
) -> AppResult<Vec<FatherSummary>> {
    viewer.staff()?;
    let (scope, knows) = (viewer.scope(), viewer.knows());
    Ok(state.db.run(move |conn| db::fathers::list(conn, &scope, &knows, &filter, limit, &start)).await?)
}

/// The signed-in father's own record.
pub async fn mine(state: &AppState, viewer: &Viewer) -> AppResult<Father> {
    let id = viewer.own_father_id().ok_or_else(|| AppError::not_found(Record::OwnRecord))?;
    get(state, viewer, id.to_owned()).await
}

/// The activity log about him (staff).
pub async fn activity(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Vec<crate::domain::Activity>> {
    viewer.staff()?;
    get(state, viewer, id.clone()).await?;
    Ok(state.db.run(move |conn| db::activities::about(conn, "father", &id, 100)).await?)
}

//! Programs (grants) above groups: directors make them and say who works in each; staff of
//! a program enrol fathers in it. A father's record keeps his latest enrolment's status,
//! dates, exit and case manager, so everything that reads those reads what it did before
//! programs. A confidential program is unknown to staff who do not work in it
//! (`db::programs::Knows`): asked for, it answers 404 as a program that does not exist does.

use serde::Deserialize;
use utoipa::ToSchema;

use crate::auth::Viewer;
use crate::catalogue;
use crate::db::programs as store;
use crate::db::{self, Table};
use crate::domain::program::{parse_date, FatherStatus};
use crate::domain::programs::{parse_program_code, Enrolment, Program, ProgramRole, MAX_PROGRAM_NAME};
use crate::domain::User;
use crate::error::{AppError, AppResult, FieldErrors, Record};
use crate::services::fathers::MAX_EXIT_REASON;
use crate::services::form::{schema, Form};
use crate::state::AppState;

/// The most staff one program names.
pub const MAX_PROGRAM_STAFF: usize = 500;

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct ProgramInput {
    #[schema(schema_with = schema::required_text::<MAX_PROGRAM_NAME>)]
    name: Option<String>,
    /// Unique; 1–20 letters, digits or '-', kept in capitals.
    // = MAX_PROGRAM_CODE (utoipa takes a literal; `http::openapi`'s test checks it)
    #[schema(max_length = 20, pattern = r"^\s*[A-Za-z0-9-]{1,20}\s*$")]
    code: Option<String>,
    confidential: Option<bool>,
    /// True archives it (no new groups or enrolments), false brings it back.
    archived: Option<bool>,
}

/// A new program's body, as the document describes it.
pub type NewProgram = crate::extract::New<ProgramInput>;

impl crate::extract::Creatable for ProgramInput {
    const REQUIRED: &'static [&'static str] = &["name", "code"];
}

impl ProgramInput {
    fn apply(self, p: &mut Program, creating: bool) -> AppResult<()> {
        let mut form = Form::new(creating);
        form.required_text("name", "Name", MAX_PROGRAM_NAME, self.name, &mut p.name);
        form.require("code", "Code", self.code, |c| parse_program_code(&c), &mut p.code);
        if let Some(confidential) = self.confidential {
            p.confidential = confidential;
        }
        match self.archived {
            Some(true) if p.archived_at.is_none() => p.archived_at = Some(db::now()),
            Some(false) => p.archived_at = None,
            _ => {}
        }
        form.finish()
    }
}

fn code_taken(err: db::DbError) -> AppError {
    match err {
        db::DbError::UniqueViolation => AppError::field("code", catalogue::program_code_taken()),
        other => other.into(),
    }
}

/// The programs the viewer works in (directors: every one).
pub async fn list(state: &AppState, viewer: &Viewer) -> AppResult<Vec<Program>> {
    let user = viewer.staff()?.clone();
    let director = viewer.is_director();
    Ok(state.db.run(move |conn| if director { store::all(conn) } else { store::worked_in_by(conn, &user.id) }).await?)
}

pub async fn create(state: &AppState, director: &User, input: ProgramInput) -> AppResult<Program> {
    let now = db::now();
    let mut program = Program {
        id: uuid::Uuid::now_v7().to_string(),
        name: String::new(),
        code: String::new(),
        confidential: false,
        archived_at: None,
        staff: Vec::new(),
        group_count: 0,
        created_at: now,
        updated_at: now,
    };
    input.apply(&mut program, true)?;
    let _ = director;
    state
        .db
        .transaction(move |conn| {
            store::insert(conn, &program).map_err(code_taken)?;
            Ok::<_, AppError>(program)
        })
        .await
}

pub async fn update(state: &AppState, id: String, input: ProgramInput) -> AppResult<Program> {
    state
        .db
        .transaction(move |conn| {
            db::lock(conn, Table::Programs, &id)?;
            let mut program = store::find(conn, &id)?.ok_or_else(|| AppError::not_found(Record::Program))?;
            input.apply(&mut program, false)?;
            program.updated_at = db::now();
            store::update(conn, &program).map_err(code_taken)?;
            store::find(conn, &id)?.ok_or_else(|| AppError::not_found(Record::Program))
        })
        .await
}

/// One staff member's place in a program, as a director sets it.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramStaffInput {
    user_id: String,
    #[schema(value_type = ProgramRole)]
    role: String,
}

/// Makes `staff` the program's staff: each a staff account, named once.
pub async fn set_staff(state: &AppState, id: String, staff: Vec<ProgramStaffInput>) -> AppResult<Program> {
    if staff.len() > MAX_PROGRAM_STAFF {
        return Err(AppError::invalid(catalogue::program_staff_not_staff()));
    }
    let mut errors = FieldErrors::default();
    let mut chosen: Vec<(String, ProgramRole)> = Vec::with_capacity(staff.len());
    for (i, entry) in staff.into_iter().enumerate() {
        if let Some(role) = errors.check(&format!("[{i}].role"), ProgramRole::parse(&entry.role)) {
            chosen.push((entry.user_id.trim().to_owned(), role));
        }
    }
    errors.finish()?;
    state
        .db
        .transaction(move |conn| {
            db::lock(conn, Table::Programs, &id)?;
            if store::find(conn, &id)?.is_none() {
                return Err(AppError::not_found(Record::Program));
            }
            let mut seen = std::collections::HashSet::new();
            for (i, (user, _)) in chosen.iter().enumerate() {
                let staff = db::users::find(conn, user)?.is_some_and(|u| u.is_admin);
                if !staff || !seen.insert(user.as_str()) {
                    return Err(AppError::field(&format!("[{i}].userId"), catalogue::program_staff_not_staff()));
                }
            }
            store::set_staff(conn, &id, &chosen)?;
            store::find(conn, &id)?.ok_or_else(|| AppError::not_found(Record::Program))
        })
        .await
}

/// The program a new group or father goes in: the one sent, which the viewer must know of
/// and which must not be archived, or, sent none, the one program there is, or the one open
/// program a staff member works in (otherwise `programRequired`).
pub fn program_for_new(conn: &mut dyn db::Conn, viewer: &Viewer, sent: Option<&str>) -> AppResult<String> {
    let Some(id) = sent.map(str::trim).filter(|id| !id.is_empty()) else {
        let open = store::open_ids(conn)?;
        if let [only] = open.as_slice() {
            return Ok(only.clone());
        }
        if !viewer.is_director() {
            let his: Vec<String> = store::worked_in_by(conn, &viewer.user().id)?
                .into_iter()
                .filter(|p| p.archived_at.is_none())
                .map(|p| p.id)
                .collect();
            if let [only] = his.as_slice() {
                return Ok(only.clone());
            }
        }
        return Err(AppError::field("programId", catalogue::program_required()));
    };
    let (program, _) = known(conn, viewer, id)?;
    if program.archived_at.is_some() {
        return Err(AppError::field("programId", catalogue::program_archived()));
    }
    Ok(program.id)
}

/// A program the viewer may know of (404 otherwise, as for one that does not exist), with
/// what he is in it.
fn known(conn: &mut dyn db::Conn, viewer: &Viewer, id: &str) -> AppResult<(Program, Option<ProgramRole>)> {
    let program = store::find(conn, id)?.ok_or_else(|| AppError::not_found(Record::Program))?;
    let role = store::role_of(conn, id, &viewer.user().id)?;
    if program.confidential && !viewer.is_director() && role.is_none() {
        return Err(AppError::not_found(Record::Program));
    }
    Ok((program, role))
}

/// A program the viewer may know of (404 otherwise, as for one that does not exist).
pub fn check_knows(conn: &mut dyn db::Conn, viewer: &Viewer, program_id: &str) -> AppResult<()> {
    known(conn, viewer, program_id).map(|_| ())
}

/// Only a director or the program's manager reads its report or imports into it (a program
/// the caller may not know of is 404, as one that does not exist).
pub fn check_manages(conn: &mut dyn db::Conn, viewer: &Viewer, program_id: &str) -> AppResult<()> {
    viewer.staff()?;
    let (_, role) = known(conn, viewer, program_id)?;
    if viewer.is_director() || role == Some(ProgramRole::Manager) {
        Ok(())
    } else {
        Err(AppError::Forbidden(catalogue::program_managers_only()))
    }
}

/// Only a director or someone working in the program changes who is in it.
fn check_works_in(conn: &mut dyn db::Conn, viewer: &Viewer, program_id: &str) -> AppResult<Program> {
    viewer.staff()?;
    let (program, role) = known(conn, viewer, program_id)?;
    if !viewer.is_director() && role.is_none() {
        return Err(AppError::Forbidden(catalogue::program_staff_only()));
    }
    Ok(program)
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct EnrolmentInput {
    /// The program (on create only).
    program_id: Option<String>,
    /// Default 'enrolled'.
    #[schema(value_type = Option<FatherStatus>)]
    status: Option<String>,
    /// Default today, when enrolled.
    #[serde(deserialize_with = "crate::extract::nullable")]
    #[schema(schema_with = schema::clearable_day)]
    enrolled_at: Option<Option<String>>,
    /// Set to today when the status becomes exited without one.
    #[serde(deserialize_with = "crate::extract::nullable")]
    #[schema(schema_with = schema::clearable_day)]
    exited_at: Option<Option<String>>,
    #[schema(schema_with = schema::text::<MAX_EXIT_REASON>)]
    exit_reason: Option<String>,
    /// Default on a new enrolment: his record's case manager.
    #[serde(deserialize_with = "crate::extract::nullable")]
    #[schema(value_type = Option<String>)]
    case_manager_id: Option<Option<String>>,
}

/// A new enrolment's body, as the document describes it.
pub type NewEnrolment = crate::extract::New<EnrolmentInput>;

impl crate::extract::Creatable for EnrolmentInput {
    const REQUIRED: &'static [&'static str] = &["programId"];
}

impl EnrolmentInput {
    fn apply(self, e: &mut Enrolment, today: chrono::NaiveDate) -> AppResult<()> {
        let mut form = Form::new(false);
        form.set("status", self.status, |s| FatherStatus::parse(&s), &mut e.status);
        form.clearable("enrolledAt", self.enrolled_at, |d| parse_date(&d, "Enrollment date"), &mut e.enrolled_at);
        form.clearable("exitedAt", self.exited_at, |d| parse_date(&d, "Exit date"), &mut e.exited_at);
        form.text("exitReason", "Exit reason", MAX_EXIT_REASON, self.exit_reason, &mut e.exit_reason);
        form.reference(self.case_manager_id, &mut e.case_manager_id);
        if e.status == FatherStatus::Exited && e.exited_at.is_none() {
            e.exited_at = Some(today);
        }
        match (e.exited_at, e.enrolled_at) {
            (Some(exit), _) if exit > today => form.add("exitedAt", catalogue::exit_date_in_future()),
            (Some(exit), Some(enrolled)) if exit < enrolled => {
                form.add("exitedAt", catalogue::exit_date_before_enrollment());
            }
            _ => {}
        }
        form.finish()
    }
}

fn open_twice(err: db::DbError) -> AppError {
    match err {
        db::DbError::UniqueViolation => AppError::Conflict(catalogue::enrolment_open()),
        other => other.into(),
    }
}

fn check_case_manager(conn: &mut dyn db::Conn, e: &Enrolment) -> AppResult<()> {
    if let Some(manager) = &e.case_manager_id {
        if !db::users::find(conn, manager)?.is_some_and(|u| u.is_admin) {
            return Err(AppError::field("caseManagerId", catalogue::case_manager_staff()));
        }
    }
    Ok(())
}

/// Enrols a father in a program (staff of that program, with him in scope).
pub async fn enrol(
    state: &AppState,
    viewer: &Viewer,
    father_id: String,
    input: EnrolmentInput,
) -> AppResult<Enrolment> {
    viewer.staff()?;
    let viewer = viewer.clone();
    let (today, recorded) = (crate::services::retention::today(state), state.clock.now_millis());
    state
        .db
        .transaction(move |conn| {
            db::lock(conn, Table::Fathers, &father_id)?;
            let father = db::fathers::find_in(conn, &viewer.scope(), &father_id)?
                .ok_or_else(|| AppError::not_found(Record::Father))?;
            let sent = input.program_id.clone().unwrap_or_default();
            let program = check_works_in(conn, &viewer, sent.trim())?;
            if program.archived_at.is_some() {
                return Err(AppError::field("programId", catalogue::program_archived()));
            }
            let now = db::now();
            let mut enrolment = Enrolment {
                id: uuid::Uuid::now_v7().to_string(),
                father_id: father_id.clone(),
                program_id: program.id.clone(),
                program_name: program.name.clone(),
                status: FatherStatus::Enrolled,
                enrolled_at: Some(today),
                exited_at: None,
                exit_reason: String::new(),
                // His case manager goes on with him unless another is named.
                case_manager_id: father.case_manager_id,
                created_at: now,
                updated_at: now,
            };
            input.apply(&mut enrolment, today)?;
            check_case_manager(conn, &enrolment)?;
            store::insert_enrolment(conn, &enrolment).map_err(open_twice)?;
            onto_record(conn, &father_id, recorded)?;
            Ok(enrolment)
        })
        .await
}

/// Changes an enrolment (staff of its program, with the father in scope).
pub async fn update_enrolment(
    state: &AppState,
    viewer: &Viewer,
    id: String,
    input: EnrolmentInput,
) -> AppResult<Enrolment> {
    viewer.staff()?;
    let viewer = viewer.clone();
    let (today, recorded) = (crate::services::retention::today(state), state.clock.now_millis());
    state
        .db
        .transaction(move |conn| {
            let missing = || AppError::not_found(Record::Enrolment);
            let father_id = store::find_enrolment(conn, &id)?.ok_or_else(missing)?.father_id;
            db::lock(conn, Table::Fathers, &father_id)?;
            let mut enrolment = store::find_enrolment(conn, &id)?.ok_or_else(missing)?;
            if !viewer.scope().covers(conn, &father_id)? {
                return Err(missing());
            }
            match check_works_in(conn, &viewer, &enrolment.program_id) {
                Err(AppError::NotFound(_)) => return Err(missing()),
                other => other?,
            };
            if input.program_id.as_deref().is_some_and(|p| p.trim() != enrolment.program_id) {
                return Err(AppError::field("programId", catalogue::program_fixed()));
            }
            input.apply(&mut enrolment, today)?;
            enrolment.updated_at = db::now();
            check_case_manager(conn, &enrolment)?;
            store::update_enrolment(conn, &enrolment).map_err(open_twice)?;
            onto_record(conn, &father_id, recorded)?;
            Ok(enrolment)
        })
        .await
}

/// His record takes his latest enrolment's status, dates, exit and case manager.
fn onto_record(conn: &mut dyn db::Conn, father_id: &str, recorded: i64) -> AppResult<()> {
    let Some(latest) = store::latest_enrolment(conn, father_id)? else { return Ok(()) };
    let mut father = db::fathers::find(conn, father_id)?.ok_or_else(|| AppError::not_found(Record::Father))?;
    father.status = latest.status;
    father.enrollment_date = latest.enrolled_at;
    father.exit_date = latest.exited_at;
    father.exit_reason = latest.exit_reason;
    father.case_manager_id = latest.case_manager_id;
    father.updated_at = db::now();
    db::fathers::update(conn, &father, recorded)?;
    Ok(())
}

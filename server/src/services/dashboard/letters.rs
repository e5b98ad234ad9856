//! Certificates of completion and attendance letters: the papers fathers take to family
//! court and child-support agencies. The server gives the facts, signed by the program's
//! name and dated; the web app prints them (in the reader's language). A father reads his
//! own, staff anyone's; anyone else is told there is no such father (404).

use chrono::NaiveDate;
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::Viewer;
use crate::db;
use crate::domain::program::{AttendanceStatus, COMPLETED_COURSE};
use crate::domain::progress::{self, SessionRecord};
use crate::error::AppResult;
use crate::services::fathers;
use crate::state::AppState;

/// A certificate of completion of one course (cycle).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Certificate {
    pub father_id: String,
    pub first_name: String,
    pub last_name: String,
    pub cycle_id: String,
    pub course_title: String,
    pub group_name: String,
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
    /// When he completed it (the milestone's date).
    pub completed_on: NaiveDate,
    pub sessions_attended: i64,
    pub hours_attended: f64,
    /// Who signs it (`FM_PROGRAM_NAME`).
    pub program_name: String,
    /// Today, in the program's time zone.
    pub issued_on: NaiveDate,
}

/// Every course he completed, newest first.
pub async fn certificates(state: &AppState, viewer: &Viewer, father_id: String) -> AppResult<Vec<Certificate>> {
    let father = fathers::get(state, viewer, father_id.clone()).await?;
    let id = father_id.clone();
    let (milestones, history, courses) = state
        .db
        .run(move |conn| {
            let milestones = db::milestones::list(conn, &db::scope::Scope::All, Some(&id), 500, 0)?;
            let completed: Vec<String> =
                milestones.iter().filter(|m| m.kind == COMPLETED_COURSE).filter_map(|m| m.cycle_id.clone()).collect();
            let courses = db::report::courses(conn, &completed)?;
            Ok::<_, db::DbError>((milestones, db::attendance::history(conn, &id, 100_000)?, courses))
        })
        .await?;
    let issued_on = issued_on(state);
    Ok(milestones
        .into_iter()
        .filter(|m| m.kind == COMPLETED_COURSE)
        .filter_map(|m| {
            let cycle_id = m.cycle_id?;
            let course = courses.get(&cycle_id)?;
            let records: Vec<SessionRecord> =
                history.iter().filter(|e| e.cycle_id == cycle_id).map(db::attendance::HistoryEntry::record).collect();
            let standing = progress::progress(&records);
            Some(Certificate {
                father_id: father_id.clone(),
                first_name: father.first_name.clone(),
                last_name: father.last_name.clone(),
                course_title: course.title.clone(),
                group_name: course.group_name.clone(),
                start_date: course.start_date,
                end_date: course.end_date,
                completed_on: m.achieved_at,
                sessions_attended: standing.attended,
                hours_attended: standing.hours,
                program_name: state.config.program_name.clone(),
                issued_on,
                cycle_id,
            })
        })
        .collect())
}

/// A letter listing every session he attended, with dates and hours.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttendanceLetter {
    pub father_id: String,
    pub first_name: String,
    pub last_name: String,
    /// Oldest first.
    pub sessions: Vec<LetterSession>,
    pub total_sessions: i64,
    pub total_hours: f64,
    pub program_name: String,
    pub issued_on: NaiveDate,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LetterSession {
    /// The session's day in the program's time zone.
    pub date: NaiveDate,
    pub title: String,
    pub course_title: String,
    pub status: AttendanceStatus,
    pub hours: f64,
}

pub async fn attendance_letter(state: &AppState, viewer: &Viewer, father_id: String) -> AppResult<AttendanceLetter> {
    let father = fathers::get(state, viewer, father_id.clone()).await?;
    let id = father_id.clone();
    let history = state.db.run(move |conn| db::attendance::history(conn, &id, 100_000)).await?;
    let zone = state.config.time_zone;
    // Only what counts on his progress page: held while he was a member, and attended.
    let mut sessions: Vec<LetterSession> = history
        .iter()
        .filter(|e| e.counts && e.status.is_some_and(AttendanceStatus::attended))
        .map(|e| LetterSession {
            date: e.starts_at.with_timezone(&zone).date_naive(),
            title: e.title.clone(),
            course_title: e.cycle_title.clone(),
            status: e.status.unwrap_or(AttendanceStatus::Present),
            hours: (progress::hours_attended(&e.record()) * 100.0).round() / 100.0,
        })
        .collect();
    sessions.reverse();
    let records: Vec<SessionRecord> = history.iter().map(db::attendance::HistoryEntry::record).collect();
    let standing = progress::progress(&records);
    Ok(AttendanceLetter {
        father_id,
        first_name: father.first_name,
        last_name: father.last_name,
        total_sessions: standing.attended,
        total_hours: standing.hours,
        sessions,
        program_name: state.config.program_name.clone(),
        issued_on: issued_on(state),
    })
}

fn issued_on(state: &AppState) -> NaiveDate {
    state.config.today()
}

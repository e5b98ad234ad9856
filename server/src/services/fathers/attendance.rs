//! A father's attendance across every cycle of every group he has been in: his progress
//! and his history of sessions.

use super::get;
use crate::auth::Viewer;
use crate::db;
use crate::domain::progress::{self, Progress, SessionRecord};
use crate::error::AppResult;
use crate::state::AppState;

/// Attendance across every cycle of every group he has been in.
pub async fn progress(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Progress> {
    get(state, viewer, id.clone()).await?;
    let facts = state.db.run(move |conn| db::attendance::father_facts(conn, &id)).await?;
    let records: Vec<SessionRecord> = facts.iter().map(record).collect();
    Ok(progress::progress(&records))
}

/// His sessions, newest first, with what was recorded (the facilitator's notes only for staff).
pub async fn history(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Vec<db::attendance::HistoryEntry>> {
    get(state, viewer, id.clone()).await?;
    let staff = viewer.is_staff();
    let history = state.db.run(move |conn| db::attendance::history(conn, &id, 500)).await?;
    Ok(history.into_iter().map(|e| if staff { e } else { db::attendance::HistoryEntry { note: None, ..e } }).collect())
}

pub fn record(fact: &db::attendance::AttendanceFact) -> SessionRecord {
    let time = |ms| chrono::DateTime::from_timestamp_millis(ms).unwrap_or_default();
    SessionRecord {
        starts_at: time(fact.starts_at),
        ends_at: time(fact.ends_at),
        status: fact.session_status,
        attendance: fact.status,
        minutes: fact.minutes,
        member: fact.member,
    }
}

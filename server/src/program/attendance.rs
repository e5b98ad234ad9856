//! Attendance: a session's roster and the bulk save of its marks.

use serde::Deserialize;
use utoipa::ToSchema;

use super::sessions::get_session;
use super::{completion, not_found, Viewer};
use crate::db::{self, program::Mark, Table};
use crate::domain::program::{parse_text, AttendanceStatus, SessionStatus};
use crate::domain::records::RosterEntry;
use crate::error::{AppError, AppResult, FieldErrors};
use crate::state::AppState;

/// The roster with what was recorded. A father sees only his own line, without the
/// facilitator's note.
pub async fn roster(state: &AppState, viewer: &Viewer, session_id: String) -> AppResult<Vec<RosterEntry>> {
    let session = get_session(state, viewer, session_id).await?;
    let own = viewer.own_father_id().map(str::to_owned);
    let staff = viewer.is_staff();
    let roster = state.db.run(move |conn| db::program::roster(conn, &session)).await?;
    Ok(roster
        .into_iter()
        .filter(|r| staff || own.as_deref() == Some(r.father_id.as_str()))
        .map(|r| if staff { r } else { RosterEntry { note: None, ..r } })
        .collect())
}

#[derive(Deserialize, ToSchema, Clone)]
#[serde(rename_all = "camelCase")]
pub struct MarkInput {
    pub father_id: String,
    pub status: String,
    pub minutes: Option<i64>,
    pub note: Option<String>,
}

/// Saves a roster in one transaction; fathers not in `marks` are left as they are.
/// Correcting a completed session re-evaluates course completion in the same transaction.
pub async fn save_attendance(
    state: &AppState,
    viewer: &Viewer,
    session_id: String,
    marks: Vec<MarkInput>,
) -> AppResult<Vec<RosterEntry>> {
    let today = state.config.today();
    let staff = viewer.staff()?.id.clone();
    if marks.len() > 500 {
        return Err(AppError::invalid("At most 500 fathers at a time."));
    }
    state
        .db
        .transaction(move |conn| {
            // A completion running at the same time sees these marks, or runs after them.
            db::lock(conn, Table::Sessions, &session_id)?;
            let session = db::program::find_session(conn, &session_id)?.ok_or_else(|| not_found("session"))?;
            let roster = db::program::roster(conn, &session)?;
            let mut errors = FieldErrors::default();
            let mut parsed = Vec::with_capacity(marks.len());
            for (i, mark) in marks.iter().enumerate() {
                let field = |name: &str| format!("[{i}].{name}");
                if !roster.iter().any(|r| r.father_id == mark.father_id) {
                    errors.add(&field("fatherId"), "This father is not on the session's roster.");
                }
                let status = errors.check(&field("status"), AttendanceStatus::parse(&mark.status));
                if mark.minutes.is_some_and(|m| !(0..=24 * 60).contains(&m)) {
                    errors.add(&field("minutes"), "Minutes must be between 0 and 1440.");
                }
                let note =
                    errors.check(&field("note"), parse_text(mark.note.as_deref().unwrap_or(""), "Note", 1000, false));
                if let (Some(status), Some(note)) = (status, note) {
                    parsed.push((mark.father_id.clone(), status, mark.minutes, note));
                }
            }
            errors.finish()?;
            let now = db::now();
            for (father_id, status, minutes, note) in &parsed {
                let mark = Mark { father_id, status: *status, minutes: *minutes, note };
                db::program::upsert_attendance(conn, &session.id, &mark, &staff, now.timestamp_millis())?;
            }
            if session.status == SessionStatus::Completed {
                completion::evaluate(conn, &staff, &session.cycle_id, today)?;
            }
            // The answer is the roster read above with these marks applied: exactly what
            // reading it again would give, without a second query on the writer's thread.
            let mut roster = roster;
            for (father_id, status, minutes, note) in parsed {
                if let Some(entry) = roster.iter_mut().find(|r| r.father_id == father_id) {
                    entry.status = Some(status);
                    entry.minutes = minutes;
                    entry.note = Some(note);
                    entry.marked_by = Some(staff.clone());
                    entry.marked_at = Some(now);
                }
            }
            Ok::<_, AppError>(roster)
        })
        .await
}

//! Attendance: a session's roster and the bulk save of its marks.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Deserializer, Serialize};
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
    /// A precondition for devices that saved marks while offline: the `markedAt` of the
    /// father's mark as the device last saw it, or null for "he had no mark". Absent: no check.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<String>, nullable)]
    pub expected: Option<Option<String>>,
}

/// Tells an explicit null (`Some(None)`) apart from a missing field (`None`).
fn present<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Option<String>>, D::Error> {
    Option::<String>::deserialize(deserializer).map(Some)
}

/// A father whose mark changed since the device last saw it: the mark as it is now,
/// and who made it, so the coordinator can choose between it and his own.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarkConflict {
    #[serde(flatten)]
    pub current: RosterEntry,
    pub marked_by_name: Option<String>,
}

/// Whether the mark `current` is the one a device expected, by its `markedAt` instant.
fn matches(expected: Option<DateTime<Utc>>, current: &RosterEntry) -> bool {
    expected.map(|t| t.timestamp_millis()) == current.marked_at.map(|t| t.timestamp_millis())
}

/// The same status, minutes and note: a conflict over nothing (or this device's own save
/// whose answer was lost), so the mark is left as it is.
fn same_mark(current: &RosterEntry, status: AttendanceStatus, minutes: Option<i64>, note: &str) -> bool {
    current.status == Some(status) && current.minutes == minutes && current.note.as_deref().unwrap_or("") == note
}

/// Saves a roster in one transaction; fathers not in `marks` are left as they are.
/// Correcting a completed session re-evaluates course completion in the same transaction.
/// Marks sent with `expected` are saved only if the father's mark is still that one; when
/// any is not, nothing is saved and the answer (409) lists those fathers as they are now.
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
                let expected = match &mark.expected {
                    None => None,
                    Some(None) => Some(None),
                    Some(Some(text)) => errors
                        .check(
                            &field("expected"),
                            DateTime::parse_from_rfc3339(text).map_err(|_| "Expected must be an RFC 3339 instant."),
                        )
                        .map(|t| Some(t.with_timezone(&Utc))),
                };
                if let (Some(status), Some(note)) = (status, note) {
                    parsed.push((mark.father_id.clone(), status, mark.minutes, note, expected));
                }
            }
            errors.finish()?;
            // The session's row is locked, so no other save of this roster runs between this
            // check and the writes below.
            let mut conflicts = Vec::new();
            let mut unchanged = Vec::new();
            for (father_id, status, minutes, note, expected) in &parsed {
                let (Some(expected), Some(current)) = (expected, roster.iter().find(|r| &r.father_id == father_id))
                else {
                    continue;
                };
                if matches(*expected, current) {
                    continue;
                }
                if same_mark(current, *status, *minutes, note) {
                    unchanged.push(father_id.clone());
                } else {
                    let marked_by_name = match &current.marked_by {
                        Some(id) => db::users::find(conn, id)?.map(|user| user.display_name),
                        None => None,
                    };
                    conflicts.push(MarkConflict { current: current.clone(), marked_by_name });
                }
            }
            if !conflicts.is_empty() {
                return Err(AppError::ConflictWith {
                    message: "Someone else changed some of these marks meanwhile. Nothing was saved.".into(),
                    conflicts: serde_json::to_value(conflicts).map_err(anyhow::Error::from)?,
                });
            }
            parsed.retain(|(father_id, ..)| !unchanged.contains(father_id));
            let now = db::now();
            for (father_id, status, minutes, note, _) in &parsed {
                let mark = Mark { father_id, status: *status, minutes: *minutes, note };
                db::program::upsert_attendance(conn, &session.id, &mark, &staff, now.timestamp_millis())?;
            }
            if session.status == SessionStatus::Completed {
                completion::evaluate(conn, &staff, &session.cycle_id, today)?;
            }
            // The answer is the roster read above with these marks applied: exactly what
            // reading it again would give, without a second query on the writer's thread.
            let mut roster = roster;
            for (father_id, status, minutes, note, _) in parsed {
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

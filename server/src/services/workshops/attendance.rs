//! Attendance: a session's roster and the bulk save of its marks.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Deserializer, Serialize};
use utoipa::ToSchema;

use super::completion;
use super::sessions::get_session;
use crate::auth::Viewer;
use crate::catalogue;
use crate::db::{self, attendance::Mark, scope::Scope};
use crate::domain::dates;
use crate::domain::program::{parse_text, AttendanceStatus, SessionStatus};
use crate::domain::records::{RosterEntry, Session};
use crate::domain::rsvp::AttendanceMethod;
use crate::error::{AppError, AppResult, FieldErrors, Record};
use crate::state::AppState;

/// The roster with what was recorded. A father sees only his own line, without the
/// facilitator's note.
pub async fn roster(state: &AppState, viewer: &Viewer, session_id: String) -> AppResult<Vec<RosterEntry>> {
    let session = get_session(state, viewer, session_id).await?;
    let staff = viewer.is_staff();
    let scope = viewer.scope();
    let roster = state.db.run(move |conn| db::attendance::roster(conn, &session, &scope)).await?;
    Ok(roster.into_iter().map(|r| if staff { r } else { RosterEntry { note: None, ..r } }).collect())
}

/// The longest note of an attendance mark.
pub const MAX_NOTE: usize = 1000;
/// The most minutes a mark may count: a day.
pub const MAX_MINUTES: i64 = 24 * 60;
/// The most marks one save sends.
pub const MAX_MARKS: usize = 500;

#[derive(Deserialize, ToSchema, Clone)]
#[serde(rename_all = "camelCase")]
pub struct MarkInput {
    pub father_id: String,
    #[schema(value_type = AttendanceStatus)]
    pub status: String,
    #[serde(default, deserialize_with = "crate::extract::whole_number")]
    // = MAX_MINUTES (utoipa takes a literal; `http::openapi`'s test checks it)
    #[schema(minimum = 0, maximum = 1440)]
    pub minutes: Option<i64>,
    #[serde(default)]
    #[schema(schema_with = crate::services::form::schema::text::<MAX_NOTE>)]
    pub note: Option<String>,
    /// A precondition for devices that saved marks while offline: the `markedAt` of the
    /// father's mark as the device last saw it, or null for "he had no mark". Absent: no check.
    #[serde(default, deserialize_with = "present")]
    #[schema(schema_with = crate::services::form::schema::instant)]
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
///
/// The roster is read and the marks checked on a reader connection first, so the one
/// writer (SQLite) only writes. What that check relied on is confirmed inside the write
/// transaction: the session's cycle and start (which decide the roster), and each
/// expected mark by a compare-and-set. If any of it moved in between, the save is rolled
/// back and done once more with the roster read inside the transaction. (A change to the
/// group's members in between counts as made after the save: a marked father stays on
/// the roster.)
pub async fn save_attendance(
    state: &AppState,
    viewer: &Viewer,
    session_id: String,
    marks: Vec<MarkInput>,
) -> AppResult<Vec<RosterEntry>> {
    let today = state.config.today();
    let staff = viewer.staff()?.id.clone();
    if marks.len() > MAX_MARKS {
        return Err(AppError::invalid(catalogue::attendance_too_many()));
    }
    let marks = std::sync::Arc::new(marks);
    let (read_id, read_marks, read_scope) = (session_id.clone(), marks.clone(), viewer.scope());
    let plan = state.db.run(move |conn| plan_save(conn, &read_id, &read_marks, &read_scope)).await?;
    let by = staff.clone();
    let (first, second) = (viewer.clone(), viewer.clone());
    // Only a director or the group's facilitators mark it, and only fathers in their scope:
    // both checked in the writing transaction.
    let write = move |conn: &mut dyn db::Conn, plan: Plan, viewer: &Viewer, by: &str| {
        viewer.staff_running(conn, &plan.session.group_id)?;
        write_plan(conn, plan, &viewer.scope(), by, today)
    };
    match state.db.transaction(move |conn| write(conn, plan, &first, &by)).await {
        Err(Attempt::Stale) => {}
        done => return done.map_err(AppError::from),
    }
    state
        .db
        .transaction(move |conn| {
            let plan = plan_save(conn, &session_id, &marks, &second.scope())?;
            write(conn, plan, &second, &staff)
        })
        .await
        .map_err(AppError::from)
}

/// A roster save worked out against the roster as read: what to write, and what that
/// relied on.
struct Plan {
    session: Session,
    roster: Vec<RosterEntry>,
    writes: Vec<PlannedMark>,
    /// Fathers whose mark was already what this save sends (a resend): left as they are,
    /// provided they still carry this `markedAt` (milliseconds).
    kept: Vec<(String, i64)>,
}

struct PlannedMark {
    father_id: String,
    status: AttendanceStatus,
    minutes: Option<i64>,
    note: String,
    /// For a mark sent with `expected`: the `markedAt` (milliseconds, or None for no
    /// mark) it must still have when written.
    seen: Option<Option<i64>>,
}

impl PlannedMark {
    fn mark(&self) -> Mark<'_> {
        Mark { father_id: &self.father_id, status: self.status, minutes: self.minutes, note: &self.note }
    }
}

/// Why a save attempt ended without saving: refused, or worked out on a roster that
/// changed before the write (then it is tried again).
enum Attempt {
    Failed(AppError),
    Stale,
}

impl From<AppError> for Attempt {
    fn from(err: AppError) -> Self {
        Attempt::Failed(err)
    }
}

impl From<db::DbError> for Attempt {
    fn from(err: db::DbError) -> Self {
        Attempt::Failed(err.into())
    }
}

impl From<Attempt> for AppError {
    fn from(attempt: Attempt) -> Self {
        match attempt {
            Attempt::Failed(err) => err,
            // Read inside the transaction, only a writer that skips the session's lock
            // could have changed a mark in between; the save can simply be sent again.
            Attempt::Stale => db::DbError::Contention.into(),
        }
    }
}

/// Reads the session and its roster as `scope` sees it, checks every mark (404 for a
/// father outside the scope, 400 with every bad field), and compares the expected marks
/// with the roster (409 with the changed ones).
fn plan_save(conn: &mut dyn db::Conn, session_id: &str, marks: &[MarkInput], scope: &Scope) -> AppResult<Plan> {
    let session = db::sessions::find(conn, session_id)?.ok_or_else(|| AppError::not_found(Record::Session))?;
    let roster = db::attendance::roster(conn, &session, scope)?;
    let current = |father_id: &str| roster.iter().find(|r| r.father_id == father_id);
    let mut errors = FieldErrors::default();
    let mut parsed = Vec::with_capacity(marks.len());
    for (i, mark) in marks.iter().enumerate() {
        let field = |name: &str| format!("[{i}].{name}");
        if current(&mark.father_id).is_none() {
            // Whether a father outside his scope is on the roster is not his to learn.
            if !scope.covers(conn, &mark.father_id)? {
                return Err(AppError::not_found(Record::Father));
            }
            errors.add(&field("fatherId"), catalogue::not_on_roster());
        }
        let status = errors.check(&field("status"), AttendanceStatus::parse(&mark.status));
        if mark.minutes.is_some_and(|m| !(0..=MAX_MINUTES).contains(&m)) {
            errors.add(&field("minutes"), catalogue::minutes_range());
        }
        let note =
            errors.check(&field("note"), parse_text(mark.note.as_deref().unwrap_or(""), "Note", MAX_NOTE, false));
        let expected = match &mark.expected {
            None => None,
            Some(None) => Some(None),
            Some(Some(text)) => errors
                .check(
                    &field("expected"),
                    dates::parse_utc(text).map_err(|err| err.message("Expected", catalogue::expected_instant())),
                )
                .map(Some),
        };
        if let (Some(status), Some(note)) = (status, note) {
            parsed.push((mark, status, note, expected));
        }
    }
    errors.finish()?;
    let mut conflicts = Vec::new();
    let mut kept = Vec::new();
    for (mark, status, note, expected) in &parsed {
        let (Some(expected), Some(current)) = (expected, current(&mark.father_id)) else { continue };
        if matches(*expected, current) {
            continue;
        }
        match current.marked_at {
            Some(at) if same_mark(current, *status, mark.minutes, note) => {
                kept.push((mark.father_id.clone(), at.timestamp_millis()));
            }
            _ => {
                let marked_by_name = match &current.marked_by {
                    Some(id) => db::users::find(conn, id)?.map(|user| user.display_name),
                    None => None,
                };
                conflicts.push(MarkConflict { current: current.clone(), marked_by_name });
            }
        }
    }
    if !conflicts.is_empty() {
        return Err(AppError::ConflictWith {
            message: catalogue::marks_changed(),
            conflicts: serde_json::to_value(conflicts).map_err(anyhow::Error::from)?,
        });
    }
    let writes = parsed
        .into_iter()
        .filter(|(mark, ..)| !kept.iter().any(|(father_id, _)| *father_id == mark.father_id))
        .map(|(mark, status, note, expected)| PlannedMark {
            seen: expected.map(|_| current(&mark.father_id).and_then(|r| r.marked_at).map(|t| t.timestamp_millis())),
            father_id: mark.father_id.clone(),
            status,
            minutes: mark.minutes,
            note,
        })
        .collect();
    Ok(Plan { session, roster, writes, kept })
}

/// Writes a plan in the caller's transaction, after confirming what it relied on
/// (`Attempt::Stale` if that moved). Answers the roster as read with these marks applied,
/// without a second query on the writer's thread.
fn write_plan(
    conn: &mut dyn db::Conn,
    plan: Plan,
    scope: &Scope,
    staff: &str,
    today: chrono::NaiveDate,
) -> Result<Vec<RosterEntry>, Attempt> {
    let Plan { session, mut roster, writes, kept } = plan;
    let terms =
        db::attendance::lock_session_terms(conn, &session.id)?.ok_or_else(|| AppError::not_found(Record::Session))?;
    if terms.cycle_id != session.cycle_id || terms.starts_at != session.starts_at {
        return Err(Attempt::Stale);
    }
    // A father who left the scope since the roster was read: planned again, he is refused.
    let fathers = writes.iter().map(|w| w.father_id.as_str()).chain(kept.iter().map(|(id, _)| id.as_str()));
    if !scope.covers_all(conn, fathers)? {
        return Err(Attempt::Stale);
    }
    for (father_id, marked_at) in &kept {
        if !db::attendance::mark_is(conn, &session.id, father_id, *marked_at)? {
            return Err(Attempt::Stale);
        }
    }
    let now = db::now();
    // A father sent twice ends with his last mark; his first decides whether it is checked
    // (a later one is checked against this save's own write).
    let mut last: Vec<(&PlannedMark, Option<Option<i64>>)> = Vec::with_capacity(writes.len());
    let mut position: std::collections::HashMap<&str, usize> = std::collections::HashMap::with_capacity(writes.len());
    for planned in &writes {
        match position.get(planned.father_id.as_str()) {
            Some(&i) => last[i].0 = planned,
            None => {
                position.insert(planned.father_id.as_str(), last.len());
                last.push((planned, planned.seen));
            }
        }
    }
    let mut plain = Vec::with_capacity(last.len());
    for (planned, seen) in &last {
        let mark = planned.mark();
        match seen {
            Some(seen) => {
                if !db::attendance::upsert_if(conn, &session.id, &mark, staff, now.timestamp_millis(), *seen)? {
                    return Err(Attempt::Stale);
                }
            }
            None => plain.push(mark),
        }
    }
    db::attendance::upsert_all(conn, &session.id, &plain, staff, now.timestamp_millis())?;
    if terms.status == SessionStatus::Completed {
        completion::evaluate(conn, staff, &session.cycle_id, today)?;
    }
    for (planned, _) in last {
        if let Some(entry) = roster.iter_mut().find(|r| r.father_id == planned.father_id) {
            // As `db::attendance::upsert` decides: the same mark again keeps its method.
            if !same_mark(entry, planned.status, planned.minutes, &planned.note) {
                entry.method = Some(AttendanceMethod::Staff);
            }
            entry.status = Some(planned.status);
            entry.minutes = planned.minutes;
            entry.note = Some(planned.note.clone());
            entry.marked_by = Some(staff.to_owned());
            entry.marked_at = Some(now);
        }
    }
    Ok(roster)
}

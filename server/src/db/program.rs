//! Workshop cycles, their sessions, attendance and milestones.

use chrono::NaiveDate;
use std::collections::HashMap;

use super::{Conn, DbError, DbResult, Row, Value};
use crate::domain::program::{AttendanceStatus, SessionStatus};
use crate::domain::records::{Cycle, CycleMember, Milestone, RosterEntry, Session};
use crate::params;

fn date(row: &Row, i: usize) -> DbResult<NaiveDate> {
    row.text(i)?.parse().map_err(|_| DbError::ColumnType(i))
}

fn iso(d: NaiveDate) -> String {
    d.format("%Y-%m-%d").to_string()
}

// ------------------------------------------------------------------ cycles

const CYCLE_COLUMNS: &str = "c.id, c.title, c.description, c.group_id, g.name, c.facilitator_id, c.location,
     c.start_date, c.end_date, c.completion_threshold,
     (SELECT COUNT(*) FROM sessions s WHERE s.cycle_id = c.id AND s.status <> 'cancelled'),
     (SELECT COUNT(*) FROM sessions s WHERE s.cycle_id = c.id AND s.status = 'completed'),
     c.created_at, c.updated_at";

fn cycle_from_row(row: &Row) -> DbResult<Cycle> {
    Ok(Cycle {
        id: row.text(0)?,
        title: row.text(1)?,
        description: row.text(2)?,
        group_id: row.text(3)?,
        group_name: row.text(4)?,
        facilitator_id: row.opt_text(5)?,
        location: row.text(6)?,
        start_date: date(row, 7)?,
        end_date: date(row, 8)?,
        completion_threshold: row.real(9)?,
        session_count: row.int(10)?,
        completed_count: row.int(11)?,
        created_at: row.time(12)?,
        updated_at: row.time(13)?,
    })
}

pub fn insert_cycle(conn: &mut dyn Conn, c: &Cycle) -> DbResult<()> {
    conn.execute(
        "INSERT INTO cycles (id, title, description, group_id, facilitator_id, location, start_date, end_date,
                             completion_threshold, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
        params![
            &c.id,
            &c.title,
            &c.description,
            &c.group_id,
            c.facilitator_id.as_deref(),
            &c.location,
            iso(c.start_date),
            iso(c.end_date),
            c.completion_threshold,
            c.created_at,
            c.updated_at
        ],
    )?;
    Ok(())
}

pub fn update_cycle(conn: &mut dyn Conn, c: &Cycle) -> DbResult<bool> {
    Ok(conn.execute(
        "UPDATE cycles SET title = $2, description = $3, group_id = $4, facilitator_id = $5, location = $6,
                           start_date = $7, end_date = $8, completion_threshold = $9, updated_at = $10
         WHERE id = $1",
        params![
            &c.id,
            &c.title,
            &c.description,
            &c.group_id,
            c.facilitator_id.as_deref(),
            &c.location,
            iso(c.start_date),
            iso(c.end_date),
            c.completion_threshold,
            c.updated_at
        ],
    )? == 1)
}

/// Whether attendance was taken for any session of the cycle.
pub fn cycle_has_attendance(conn: &mut dyn Conn, cycle_id: &str) -> DbResult<bool> {
    Ok(!conn
        .query(
            "SELECT 1 FROM sessions s JOIN attendance a ON a.session_id = s.id WHERE s.cycle_id = $1 LIMIT 1",
            params![cycle_id],
        )?
        .is_empty())
}

pub fn delete_cycle(conn: &mut dyn Conn, id: &str) -> DbResult<bool> {
    Ok(conn.execute("DELETE FROM cycles WHERE id = $1", params![id])? == 1)
}

pub fn find_cycle(conn: &mut dyn Conn, id: &str) -> DbResult<Option<Cycle>> {
    conn.query_opt(
        &format!("SELECT {CYCLE_COLUMNS} FROM cycles c JOIN father_groups g ON g.id = c.group_id WHERE c.id = $1"),
        params![id],
    )?
    .map(|r| cycle_from_row(&r))
    .transpose()
}

/// Cycles, newest start first; with `groups`, only cycles of those groups.
pub fn list_cycles(conn: &mut dyn Conn, groups: Option<&[String]>, limit: i64, offset: i64) -> DbResult<Vec<Cycle>> {
    let (condition, mut values) = in_list("c.group_id", groups);
    let n = values.len();
    values.push(Value::from(limit));
    values.push(Value::from(offset));
    conn.query(
        &format!(
            "SELECT {CYCLE_COLUMNS} FROM cycles c JOIN father_groups g ON g.id = c.group_id {condition}
             ORDER BY c.start_date DESC, c.id DESC LIMIT ${} OFFSET ${}",
            n + 1,
            n + 2
        ),
        &values,
    )?
    .iter()
    .map(cycle_from_row)
    .collect()
}

/// `WHERE column IN ($1, …)` for an optional id list (None: no condition; empty: nothing).
fn in_list(column: &str, ids: Option<&[String]>) -> (String, Vec<Value>) {
    match ids {
        None => (String::new(), Vec::new()),
        Some([]) => ("WHERE 1 = 0".into(), Vec::new()),
        Some(ids) => {
            let placeholders: Vec<String> = (1..=ids.len()).map(|i| format!("${i}")).collect();
            (format!("WHERE {column} IN ({})", placeholders.join(", ")), ids.iter().map(Value::from).collect())
        }
    }
}

// ---------------------------------------------------------------- sessions

const SESSION_COLUMNS: &str = "s.id, s.cycle_id, c.title, c.group_id, s.number, s.title, s.starts_at, s.ends_at,
     s.location, s.notes, s.status, s.created_at, s.updated_at";

fn session_from_row(row: &Row) -> DbResult<Session> {
    Ok(Session {
        id: row.text(0)?,
        cycle_id: row.text(1)?,
        cycle_title: row.text(2)?,
        group_id: row.text(3)?,
        number: row.int(4)?,
        title: row.text(5)?,
        starts_at: row.time(6)?,
        ends_at: row.time(7)?,
        location: row.text(8)?,
        notes: Some(row.text(9)?),
        status: SessionStatus::parse(&row.text(10)?).map_err(|_| DbError::ColumnType(10))?,
        created_at: row.time(11)?,
        updated_at: row.time(12)?,
    })
}

pub fn insert_session(conn: &mut dyn Conn, s: &Session) -> DbResult<()> {
    conn.execute(
        "INSERT INTO sessions (id, cycle_id, number, title, starts_at, ends_at, location, notes, status,
                               created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
        params![
            &s.id,
            &s.cycle_id,
            s.number,
            &s.title,
            s.starts_at,
            s.ends_at,
            &s.location,
            s.notes.as_deref().unwrap_or_default(),
            s.status.as_str(),
            s.created_at,
            s.updated_at
        ],
    )?;
    Ok(())
}

/// Writes a session read in this transaction, provided its status is still `previous`:
/// false when another transaction changed the status in between.
pub fn update_session(conn: &mut dyn Conn, s: &Session, previous: SessionStatus) -> DbResult<bool> {
    Ok(conn.execute(
        "UPDATE sessions SET number = $2, title = $3, starts_at = $4, ends_at = $5, location = $6, notes = $7,
                             status = $8, updated_at = $9, sequence = sequence + 1
         WHERE id = $1 AND status = $10",
        params![
            &s.id,
            s.number,
            &s.title,
            s.starts_at,
            s.ends_at,
            &s.location,
            s.notes.as_deref().unwrap_or_default(),
            s.status.as_str(),
            s.updated_at,
            previous.as_str()
        ],
    )? == 1)
}

pub fn delete_session(conn: &mut dyn Conn, id: &str) -> DbResult<bool> {
    Ok(conn.execute("DELETE FROM sessions WHERE id = $1", params![id])? == 1)
}

pub fn find_session(conn: &mut dyn Conn, id: &str) -> DbResult<Option<Session>> {
    conn.query_opt(
        &format!("SELECT {SESSION_COLUMNS} FROM sessions s JOIN cycles c ON c.id = s.cycle_id WHERE s.id = $1"),
        params![id],
    )?
    .map(|r| session_from_row(&r))
    .transpose()
}

pub fn cycle_sessions(conn: &mut dyn Conn, cycle_id: &str) -> DbResult<Vec<Session>> {
    conn.query(
        &format!(
            "SELECT {SESSION_COLUMNS} FROM sessions s JOIN cycles c ON c.id = s.cycle_id
             WHERE s.cycle_id = $1 ORDER BY s.starts_at, s.number"
        ),
        params![cycle_id],
    )?
    .iter()
    .map(session_from_row)
    .collect()
}

/// Sessions starting in [from, to), optionally only of `groups`' cycles, in time order.
pub fn sessions_between(
    conn: &mut dyn Conn,
    from: i64,
    to: i64,
    groups: Option<&[String]>,
    limit: i64,
) -> DbResult<Vec<Session>> {
    let (condition, mut values) = in_list("c.group_id", groups);
    let n = values.len();
    let condition = if condition.is_empty() {
        format!("WHERE s.starts_at >= ${} AND s.starts_at < ${}", n + 1, n + 2)
    } else {
        format!("{condition} AND s.starts_at >= ${} AND s.starts_at < ${}", n + 1, n + 2)
    };
    values.extend([Value::from(from), Value::from(to), Value::from(limit)]);
    conn.query(
        &format!(
            "SELECT {SESSION_COLUMNS} FROM sessions s JOIN cycles c ON c.id = s.cycle_id {condition}
             ORDER BY s.starts_at, s.id LIMIT ${}",
            n + 3
        ),
        &values,
    )?
    .iter()
    .map(session_from_row)
    .collect()
}

pub fn next_session_number(conn: &mut dyn Conn, cycle_id: &str) -> DbResult<i64> {
    conn.query("SELECT COALESCE(MAX(number), 0) + 1 FROM sessions WHERE cycle_id = $1", params![cycle_id])?[0].int(0)
}

/// True when the cycle has been held: no session is still scheduled, and at least one
/// was completed (cancelled ones do not matter).
pub fn cycle_finished(conn: &mut dyn Conn, cycle_id: &str) -> DbResult<bool> {
    let row = &conn.query(
        "SELECT COUNT(CASE WHEN status = 'scheduled' THEN 1 END), COUNT(CASE WHEN status = 'completed' THEN 1 END)
         FROM sessions WHERE cycle_id = $1",
        params![cycle_id],
    )?[0];
    Ok(row.int(0)? == 0 && row.int(1)? > 0)
}

// -------------------------------------------------------------- attendance

/// The fathers expected at a session: members of the cycle's group who had joined by
/// its start, plus anyone already marked for it; with what was recorded.
pub fn roster(conn: &mut dyn Conn, session: &Session) -> DbResult<Vec<RosterEntry>> {
    conn.query(
        "SELECT f.id, f.first_name, f.last_name, a.status, a.minutes, a.note, a.marked_by, a.marked_at
         FROM fathers f
         LEFT JOIN attendance a ON a.father_id = f.id AND a.session_id = $1
         WHERE f.id IN (
             -- both halves are primary-key range reads; an OR over the join would scan every father
             SELECT m.father_id FROM group_members m
             WHERE m.group_id = $2 AND m.joined_at <= $3 AND (m.left_at IS NULL OR m.left_at > $3)
             UNION
             SELECT marked.father_id FROM attendance marked WHERE marked.session_id = $1)
         ORDER BY f.last_name, f.first_name, f.id",
        params![&session.id, &session.group_id, session.starts_at],
    )?
    .iter()
    .map(|row| {
        Ok(RosterEntry {
            father_id: row.text(0)?,
            first_name: row.text(1)?,
            last_name: row.text(2)?,
            status: row.opt_text(3)?.and_then(|s| AttendanceStatus::parse(&s).ok()),
            minutes: row.opt_int(4)?,
            note: Some(row.opt_text(5)?.unwrap_or_default()),
            marked_by: row.opt_text(6)?,
            marked_at: row.opt_time(7)?,
        })
    })
    .collect()
}

pub struct Mark<'a> {
    pub father_id: &'a str,
    pub status: AttendanceStatus,
    pub minutes: Option<i64>,
    pub note: &'a str,
}

pub fn upsert_attendance(
    conn: &mut dyn Conn,
    session_id: &str,
    mark: &Mark<'_>,
    marked_by: &str,
    now: i64,
) -> DbResult<()> {
    conn.execute(
        "INSERT INTO attendance (session_id, father_id, status, minutes, note, marked_by, marked_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (session_id, father_id) DO UPDATE SET
             status = excluded.status, minutes = excluded.minutes, note = excluded.note,
             marked_by = excluded.marked_by, marked_at = excluded.marked_at",
        params![session_id, mark.father_id, mark.status.as_str(), mark.minutes, mark.note, marked_by, now],
    )?;
    Ok(())
}

/// Upserts a mark only if the father's mark is still the one the caller saw: `seen` is
/// its `markedAt` in milliseconds, or None for "no mark". A compare-and-set, so of two
/// saves made against the same mark only one writes it, on either database. Returns
/// whether it wrote; false means the mark changed in between.
pub fn upsert_attendance_if(
    conn: &mut dyn Conn,
    session_id: &str,
    mark: &Mark<'_>,
    marked_by: &str,
    now: i64,
    seen: Option<i64>,
) -> DbResult<bool> {
    let written = conn.execute(
        "INSERT INTO attendance (session_id, father_id, status, minutes, note, marked_by, marked_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (session_id, father_id) DO UPDATE SET
             status = excluded.status, minutes = excluded.minutes, note = excluded.note,
             marked_by = excluded.marked_by, marked_at = excluded.marked_at
         WHERE attendance.marked_at IS NOT DISTINCT FROM $8",
        params![session_id, mark.father_id, mark.status.as_str(), mark.minutes, mark.note, marked_by, now, seen],
    )?;
    Ok(written == 1)
}

/// Whether the father's mark is still the one made at `marked_at` (milliseconds).
pub fn mark_is(conn: &mut dyn Conn, session_id: &str, father_id: &str, marked_at: i64) -> DbResult<bool> {
    Ok(conn
        .query_opt(
            "SELECT 1 FROM attendance WHERE session_id = $1 AND father_id = $2 AND marked_at = $3",
            params![session_id, father_id, marked_at],
        )?
        .is_some())
}

/// What a roster save decides on, read inside its transaction (and on PostgreSQL the
/// session's row locked until it ends, so a completion of the session waits for the
/// save or runs before it): the cycle and start that decide the roster, and the status.
pub struct SessionTerms {
    pub cycle_id: String,
    pub starts_at: chrono::DateTime<chrono::Utc>,
    pub status: SessionStatus,
}

pub fn lock_session_terms(conn: &mut dyn Conn, session_id: &str) -> DbResult<Option<SessionTerms>> {
    let sql = format!("SELECT cycle_id, starts_at, status FROM sessions WHERE id = $1{}", super::for_update(conn));
    conn.query_opt(&sql, params![session_id])?
        .map(|row| {
            Ok(SessionTerms {
                cycle_id: row.text(0)?,
                starts_at: row.time(1)?,
                status: SessionStatus::parse(&row.text(2)?).map_err(|_| DbError::ColumnType(2))?,
            })
        })
        .transpose()
}

/// Everything a cycle's progress is computed from, read in one go: its sessions in
/// time order, everyone who has been a member of its group (with his periods), the
/// marks as (session index, member index, status, minutes), and who completed it.
pub struct CycleSnapshot {
    pub sessions: Vec<Session>,
    pub members: Vec<CycleMember>,
    pub marks: Vec<(usize, usize, Option<AttendanceStatus>, Option<i64>)>,
    pub completed: Vec<String>,
}

pub fn cycle_snapshot(conn: &mut dyn Conn, cycle_id: &str, group_id: &str) -> DbResult<CycleSnapshot> {
    let sessions = cycle_sessions(conn, cycle_id)?;
    let mut members = super::groups::periods(conn, group_id)?;
    let session_at: HashMap<String, usize> = sessions.iter().enumerate().map(|(i, s)| (s.id.clone(), i)).collect();
    let mut raw = Vec::new();
    for row in conn.query(
        "SELECT a.session_id, a.father_id, a.status, a.minutes
         FROM sessions s JOIN attendance a ON a.session_id = s.id WHERE s.cycle_id = $1",
        params![cycle_id],
    )? {
        if let Some(&s) = session_at.get(&row.text(0)?) {
            raw.push((s, row.text(1)?, AttendanceStatus::parse(&row.text(2)?).ok(), row.opt_int(3)?));
        }
    }
    // Those who matter to this cycle: members at some session's start, members now,
    // and anyone marked for one of its sessions.
    members.retain(|m| {
        m.latest().left_at.is_none()
            || sessions.iter().any(|s| m.member_at(s.starts_at))
            || raw.iter().any(|(_, father, _, _)| *father == m.father_id)
    });
    let member_at: HashMap<&str, usize> = members.iter().enumerate().map(|(i, m)| (m.father_id.as_str(), i)).collect();
    let marks = raw
        .iter()
        .filter_map(|(s, father, status, minutes)| member_at.get(father.as_str()).map(|&m| (*s, m, *status, *minutes)))
        .collect();
    let completed = conn
        .query(
            "SELECT father_id FROM milestones WHERE cycle_id = $1 AND kind = $2",
            params![cycle_id, crate::domain::program::COMPLETED_COURSE],
        )?
        .iter()
        .map(|r| r.text(0))
        .collect::<DbResult<_>>()?;
    Ok(CycleSnapshot { sessions, members, marks, completed })
}

/// One session of a cycle of one of his groups, as it matters to him.
pub struct AttendanceFact {
    pub cycle_id: String,
    pub starts_at: i64,
    pub ends_at: i64,
    pub session_status: SessionStatus,
    pub status: Option<AttendanceStatus>,
    pub minutes: Option<i64>,
    /// Whether he was a member of the group when it started.
    pub member: bool,
}

/// Whether `$1`'s membership of the cycle's group covered the session's start.
const MEMBER_AT_START: &str = "EXISTS (SELECT 1 FROM group_members p
         WHERE p.group_id = c.group_id AND p.father_id = $1
           AND p.joined_at <= s.starts_at AND (p.left_at IS NULL OR p.left_at > s.starts_at))";

/// A father's facts across the cycles of every group he has been in.
pub fn father_facts(conn: &mut dyn Conn, father_id: &str) -> DbResult<Vec<AttendanceFact>> {
    conn.query(
        &format!(
            "SELECT c.id, s.starts_at, s.ends_at, s.status, a.status, a.minutes, {MEMBER_AT_START}
             FROM cycles c
             JOIN sessions s ON s.cycle_id = c.id
             LEFT JOIN attendance a ON a.session_id = s.id AND a.father_id = $1
             WHERE c.group_id IN (SELECT g.group_id FROM group_members g WHERE g.father_id = $1)"
        ),
        params![father_id],
    )?
    .iter()
    .map(|row| {
        Ok(AttendanceFact {
            cycle_id: row.text(0)?,
            starts_at: row.int(1)?,
            ends_at: row.int(2)?,
            session_status: SessionStatus::parse(&row.text(3)?).map_err(|_| DbError::ColumnType(3))?,
            status: row.opt_text(4)?.and_then(|s| AttendanceStatus::parse(&s).ok()),
            minutes: row.opt_int(5)?,
            member: row.bool(6)?,
        })
    })
    .collect()
}

/// A father's sessions, newest first, with his marks: those of the cycles of every group
/// he has been in, in which he was a member for at least one session or was marked.
pub fn history(conn: &mut dyn Conn, father_id: &str, limit: i64) -> DbResult<Vec<HistoryEntry>> {
    let mut entries = conn
        .query(
            &format!(
                "SELECT s.id, c.id, c.title, s.title, s.starts_at, s.ends_at, s.status, a.status, a.minutes, a.note,
                        {MEMBER_AT_START}
                 FROM cycles c
                 JOIN sessions s ON s.cycle_id = c.id
                 LEFT JOIN attendance a ON a.session_id = s.id AND a.father_id = $1
                 WHERE c.group_id IN (SELECT g.group_id FROM group_members g WHERE g.father_id = $1)
                 ORDER BY s.starts_at DESC, s.id"
            ),
            params![father_id],
        )?
        .iter()
        .map(|row| {
            let status = SessionStatus::parse(&row.text(6)?).map_err(|_| DbError::ColumnType(6))?;
            let mark = row.opt_text(7)?.and_then(|s| AttendanceStatus::parse(&s).ok());
            let member = row.bool(10)?;
            Ok(HistoryEntry {
                session_id: row.text(0)?,
                cycle_id: row.text(1)?,
                cycle_title: row.text(2)?,
                title: row.text(3)?,
                starts_at: row.time(4)?,
                ends_at: row.time(5)?,
                session_status: status,
                status: mark,
                minutes: row.opt_int(8)?,
                note: Some(row.opt_text(9)?.unwrap_or_default()),
                counts: status == SessionStatus::Completed && member,
                member,
            })
        })
        .collect::<DbResult<Vec<_>>>()?;
    let involved: std::collections::HashSet<String> =
        entries.iter().filter(|e| e.member || e.status.is_some()).map(|e| e.cycle_id.clone()).collect();
    entries.retain(|e| involved.contains(&e.cycle_id));
    entries.truncate(usize::try_from(limit).unwrap_or(0));
    Ok(entries)
}

/// One session in a father's attendance history.
#[derive(Clone, Debug, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HistoryEntry {
    pub session_id: String,
    pub cycle_id: String,
    pub cycle_title: String,
    pub title: String,
    pub starts_at: chrono::DateTime<chrono::Utc>,
    pub ends_at: chrono::DateTime<chrono::Utc>,
    pub session_status: SessionStatus,
    pub status: Option<AttendanceStatus>,
    pub minutes: Option<i64>,
    /// Staff only: absent for fathers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// Whether the session counts for him (held while he was a member).
    pub counts: bool,
    /// Whether he was a member of the group when it started.
    pub member: bool,
}

impl HistoryEntry {
    /// The entry as the progress arithmetic takes it.
    pub fn record(&self) -> crate::domain::progress::SessionRecord {
        crate::domain::progress::SessionRecord {
            starts_at: self.starts_at,
            ends_at: self.ends_at,
            status: self.session_status,
            attendance: self.status,
            minutes: self.minutes,
            member: self.member,
        }
    }
}

// --------------------------------------------------------------- milestones

const MILESTONE_COLUMNS: &str = "ms.id, ms.father_id, f.first_name || ' ' || f.last_name, ms.title, ms.kind,
     ms.achieved_at, ms.note, ms.cycle_id, ms.created_by, ms.created_at";

fn milestone_from_row(row: &Row) -> DbResult<Milestone> {
    Ok(Milestone {
        id: row.text(0)?,
        father_id: row.text(1)?,
        father_name: row.text(2)?,
        title: row.text(3)?,
        kind: row.text(4)?,
        achieved_at: date(row, 5)?,
        note: row.text(6)?,
        cycle_id: row.opt_text(7)?,
        created_by: row.opt_text(8)?,
        created_at: row.time(9)?,
    })
}

/// Inserts a milestone; false when it would be a second 'completed course' for the same cycle.
pub fn insert_milestone(conn: &mut dyn Conn, m: &Milestone) -> DbResult<bool> {
    let inserted = conn.execute(
        "INSERT INTO milestones (id, father_id, title, kind, achieved_at, note, cycle_id, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT DO NOTHING",
        params![
            &m.id,
            &m.father_id,
            &m.title,
            &m.kind,
            iso(m.achieved_at),
            &m.note,
            m.cycle_id.as_deref(),
            m.created_by.as_deref(),
            m.created_at
        ],
    )?;
    Ok(inserted == 1)
}

pub fn update_milestone(conn: &mut dyn Conn, m: &Milestone) -> DbResult<bool> {
    Ok(conn.execute(
        "UPDATE milestones SET title = $2, kind = $3, achieved_at = $4, note = $5 WHERE id = $1",
        params![&m.id, &m.title, &m.kind, iso(m.achieved_at), &m.note],
    )? == 1)
}

pub fn delete_milestone(conn: &mut dyn Conn, id: &str) -> DbResult<bool> {
    Ok(conn.execute("DELETE FROM milestones WHERE id = $1", params![id])? == 1)
}

pub fn find_milestone(conn: &mut dyn Conn, id: &str) -> DbResult<Option<Milestone>> {
    conn.query_opt(
        &format!(
            "SELECT {MILESTONE_COLUMNS} FROM milestones ms JOIN fathers f ON f.id = ms.father_id WHERE ms.id = $1"
        ),
        params![id],
    )?
    .map(|r| milestone_from_row(&r))
    .transpose()
}

/// Newest first; all, or one father's.
pub fn list_milestones(
    conn: &mut dyn Conn,
    father_id: Option<&str>,
    limit: i64,
    offset: i64,
) -> DbResult<Vec<Milestone>> {
    let rows = match father_id {
        Some(father) => conn.query(
            &format!(
                "SELECT {MILESTONE_COLUMNS} FROM milestones ms JOIN fathers f ON f.id = ms.father_id
                 WHERE ms.father_id = $1 ORDER BY ms.achieved_at DESC, ms.created_at DESC LIMIT $2 OFFSET $3"
            ),
            params![father, limit, offset],
        )?,
        None => conn.query(
            &format!(
                "SELECT {MILESTONE_COLUMNS} FROM milestones ms JOIN fathers f ON f.id = ms.father_id
                 ORDER BY ms.achieved_at DESC, ms.created_at DESC LIMIT $1 OFFSET $2"
            ),
            params![limit, offset],
        )?,
    };
    rows.iter().map(milestone_from_row).collect()
}

//! Attendance: the marks of a session's roster, and what progress is computed from (a
//! cycle's snapshot, a father's facts and history across his groups' cycles).

use std::collections::HashMap;

use super::scope::Scope;
use super::{Conn, DbResult};
use crate::domain::program::{AttendanceCounts, AttendanceStatus, SessionStatus};
use crate::domain::records::{CycleMember, RosterEntry, Session};
use crate::domain::rsvp::{AttendanceMethod, Rsvp, RsvpAnswer};
use crate::{binds, params};

/// Whether attendance was taken for any session of the cycle.
pub fn cycle_has_attendance(conn: &mut dyn Conn, cycle_id: &str) -> DbResult<bool> {
    conn.exists(
        "SELECT 1 FROM sessions s JOIN attendance a ON a.session_id = s.id WHERE s.cycle_id = $1 LIMIT 1",
        params![cycle_id],
    )
}

/// The fathers expected at a session: members of the cycle's group who had joined by
/// its start, plus anyone already marked for it; with what was recorded.
pub fn roster(conn: &mut dyn Conn, session: &Session, scope: &Scope) -> DbResult<Vec<RosterEntry>> {
    let mut binds = binds![&session.id, &session.group_id, session.starts_at];
    let in_scope = scope.covers_sql("f.id", &mut binds);
    conn.all(
        &format!(
            "SELECT f.id, f.first_name, f.last_name, a.status, a.minutes, a.note, a.marked_by, a.marked_at, a.method,
                    r.answer, r.note AS rsvp_note, r.answered_at
             FROM fathers f
             LEFT JOIN attendance a ON a.father_id = f.id AND a.session_id = $1
             LEFT JOIN rsvps r ON r.father_id = f.id AND r.session_id = $1
             WHERE f.id IN (
                 -- both halves are primary-key range reads; an OR over the join would scan every father
                 SELECT m.father_id FROM group_members m
                 WHERE m.group_id = $2 AND m.joined_at <= $3 AND (m.left_at IS NULL OR m.left_at > $3)
                 UNION
                 SELECT marked.father_id FROM attendance marked WHERE marked.session_id = $1)
               AND {in_scope}
             ORDER BY f.last_name, f.first_name, f.id"
        ),
        &binds,
        |row| {
            Ok(RosterEntry {
                father_id: row.text("id")?,
                first_name: row.text("first_name")?,
                last_name: row.text("last_name")?,
                status: row.opt_word("status", AttendanceStatus::parse)?,
                minutes: row.opt_int("minutes")?,
                note: Some(row.opt_text("note")?.unwrap_or_default()),
                marked_by: row.opt_text("marked_by")?,
                marked_at: row.opt_time("marked_at")?,
                method: row.opt_word("method", AttendanceMethod::parse)?,
                // An answer's columns are NOT NULL: no answer, no RSVP.
                rsvp: match row.opt_word("answer", RsvpAnswer::parse)? {
                    None => None,
                    Some(answer) => {
                        Some(Rsvp { answer, note: row.text("rsvp_note")?, answered_at: row.time("answered_at")? })
                    }
                },
            })
        },
    )
}

/// [`AttendanceCounts`] of every session that started in [from, to) (ms) and had ended by `now`,
/// over the fathers in `scope`: what the calendar shows of past sessions. Sessions without a
/// mark are absent.
pub fn recorded_between(
    conn: &mut dyn Conn,
    from: i64,
    to: i64,
    now: i64,
    scope: &Scope,
) -> DbResult<Vec<(String, AttendanceCounts)>> {
    let mut binds = binds![from, to, now];
    let in_scope = scope.covers_sql("a.father_id", &mut binds);
    let attended: Vec<String> =
        AttendanceStatus::ALL.iter().filter(|s| s.attended()).map(|s| format!("'{}'", s.as_str())).collect();
    conn.all(
        &format!(
            "SELECT a.session_id, COUNT(*) AS marked,
                    SUM(CASE WHEN a.status IN ({}) THEN 1 ELSE 0 END) AS attended,
                    SUM(CASE WHEN a.method = '{}' THEN 1 ELSE 0 END) AS checked_in
             FROM sessions s JOIN attendance a ON a.session_id = s.id
             WHERE s.starts_at >= $1 AND s.starts_at < $2 AND s.ends_at <= $3 AND {in_scope}
             GROUP BY a.session_id ORDER BY a.session_id",
            attended.join(", "),
            AttendanceMethod::CheckIn.as_str()
        ),
        &binds,
        |row| {
            Ok((
                row.text("session_id")?,
                AttendanceCounts {
                    marked: row.int("marked")?,
                    attended: row.int("attended")?,
                    checked_in: row.int("checked_in")?,
                },
            ))
        },
    )
}

/// What has been recorded at a session so far, over the fathers in `scope`.
pub fn recorded(conn: &mut dyn Conn, session_id: &str, scope: &Scope) -> DbResult<AttendanceCounts> {
    let mut binds = binds![session_id];
    let in_scope = scope.covers_sql("a.father_id", &mut binds);
    let mut recorded = AttendanceCounts::default();
    conn.each_row(
        &format!("SELECT a.status, a.method FROM attendance a WHERE a.session_id = $1 AND {in_scope}"),
        &binds,
        &mut |row| {
            recorded.marked += 1;
            if row.word("status", AttendanceStatus::parse)?.attended() {
                recorded.attended += 1;
            }
            if row.opt_text("method")?.as_deref() == Some(AttendanceMethod::CheckIn.as_str()) {
                recorded.checked_in += 1;
            }
            Ok(true)
        },
    )?;
    Ok(recorded)
}

pub struct Mark<'a> {
    pub father_id: &'a str,
    pub status: AttendanceStatus,
    pub minutes: Option<i64>,
    pub note: &'a str,
}

/// A father's check-in stays his when staff save the same mark again (the roster is
/// often sent whole); a different mark is staff's.
const KEEP_METHOD: &str = "CASE WHEN attendance.status = excluded.status
        AND attendance.minutes IS NOT DISTINCT FROM excluded.minutes AND attendance.note = excluded.note
        THEN attendance.method ELSE excluded.method END";

pub fn upsert(conn: &mut dyn Conn, session_id: &str, mark: &Mark<'_>, marked_by: &str, now: i64) -> DbResult<()> {
    upsert_all(conn, session_id, std::slice::from_ref(mark), marked_by, now)
}

/// Upserts many marks in one statement per 500: one round trip on PostgreSQL, where the
/// program's statement triggers then fire once, not once a mark. Each father may appear
/// only once (PostgreSQL refuses to update a row twice in one statement).
pub fn upsert_all(
    conn: &mut dyn Conn,
    session_id: &str,
    marks: &[Mark<'_>],
    marked_by: &str,
    now: i64,
) -> DbResult<()> {
    use std::fmt::Write;
    for chunk in marks.chunks(500) {
        let mut binds = binds![session_id, marked_by, now];
        let mut rows = String::with_capacity(chunk.len() * 40);
        for mark in chunk {
            let comma = if rows.is_empty() { "" } else { ", " };
            let (father, status) = (binds.add(mark.father_id), binds.add(mark.status.as_str()));
            let (minutes, note) = (binds.add(mark.minutes), binds.add(mark.note));
            let _ = write!(rows, "{comma}($1, {father}, {status}, {minutes}, {note}, $2, $3, 'staff')");
        }
        conn.execute(
            &format!(
                "INSERT INTO attendance (session_id, father_id, status, minutes, note, marked_by, marked_at, method)
                 VALUES {rows}
                 ON CONFLICT (session_id, father_id) DO UPDATE SET
                     status = excluded.status, minutes = excluded.minutes, note = excluded.note,
                     marked_by = excluded.marked_by, marked_at = excluded.marked_at, method = {KEEP_METHOD}"
            ),
            &binds,
        )?;
    }
    Ok(())
}

/// Upserts a mark only if the father's mark is still the one the caller saw: `seen` is
/// its `markedAt` in milliseconds, or None for "no mark". A compare-and-set, so of two
/// saves made against the same mark only one writes it, on either database. Returns
/// whether it wrote; false means the mark changed in between.
pub fn upsert_if(
    conn: &mut dyn Conn,
    session_id: &str,
    mark: &Mark<'_>,
    marked_by: &str,
    now: i64,
    seen: Option<i64>,
) -> DbResult<bool> {
    let written = conn.execute(
        &format!(
            "INSERT INTO attendance (session_id, father_id, status, minutes, note, marked_by, marked_at, method)
             VALUES ($1, $2, $3, $4, $5, $6, $7, 'staff')
             ON CONFLICT (session_id, father_id) DO UPDATE SET
                 status = excluded.status, minutes = excluded.minutes, note = excluded.note,
                 marked_by = excluded.marked_by, marked_at = excluded.marked_at, method = {KEEP_METHOD}
             WHERE attendance.marked_at IS NOT DISTINCT FROM $8"
        ),
        params![session_id, mark.father_id, mark.status.as_str(), mark.minutes, mark.note, marked_by, now, seen],
    )?;
    Ok(written == 1)
}

/// Whether the father checked himself in to the session (his mark was made by check-in).
pub fn checked_in(conn: &mut dyn Conn, session_id: &str, father_id: &str) -> DbResult<bool> {
    conn.exists(
        "SELECT 1 FROM attendance WHERE session_id = $1 AND father_id = $2 AND method = $3",
        params![session_id, father_id, AttendanceMethod::CheckIn.as_str()],
    )
}

/// Whether the father's mark is still the one made at `marked_at` (milliseconds).
pub fn mark_is(conn: &mut dyn Conn, session_id: &str, father_id: &str, marked_at: i64) -> DbResult<bool> {
    conn.exists(
        "SELECT 1 FROM attendance WHERE session_id = $1 AND father_id = $2 AND marked_at = $3",
        params![session_id, father_id, marked_at],
    )
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
    conn.first(&sql, params![session_id], |row| {
        Ok(SessionTerms {
            cycle_id: row.text("cycle_id")?,
            starts_at: row.time("starts_at")?,
            status: row.word("status", SessionStatus::parse)?,
        })
    })
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

/// A cycle's sessions, its fathers in `scope` and their marks.
pub fn cycle_snapshot(conn: &mut dyn Conn, cycle_id: &str, group_id: &str, scope: &Scope) -> DbResult<CycleSnapshot> {
    let sessions = super::sessions::of_cycle(conn, cycle_id)?;
    let mut members = super::groups::periods(conn, group_id, scope)?;
    let session_at: HashMap<String, usize> = sessions.iter().enumerate().map(|(i, s)| (s.id.clone(), i)).collect();
    let mut raw = Vec::new();
    conn.each_row(
        "SELECT a.session_id, a.father_id, a.status, a.minutes
         FROM sessions s JOIN attendance a ON a.session_id = s.id WHERE s.cycle_id = $1",
        params![cycle_id],
        &mut |row| {
            if let Some(&s) = session_at.get(&row.text("session_id")?) {
                raw.push((
                    s,
                    row.text("father_id")?,
                    Some(row.word("status", AttendanceStatus::parse)?),
                    row.opt_int("minutes")?,
                ));
            }
            Ok(true)
        },
    )?;
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
    let completed = conn.all(
        "SELECT father_id FROM milestones WHERE cycle_id = $1 AND kind = $2",
        params![cycle_id, crate::domain::program::COMPLETED_COURSE],
        |r| r.text("father_id"),
    )?;
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
    conn.all(
        &format!(
            "SELECT c.id AS cycle_id, s.starts_at, s.ends_at, s.status AS session_status, a.status, a.minutes,
                    {MEMBER_AT_START} AS member
             FROM cycles c
             JOIN sessions s ON s.cycle_id = c.id
             LEFT JOIN attendance a ON a.session_id = s.id AND a.father_id = $1
             WHERE c.group_id IN (SELECT g.group_id FROM group_members g WHERE g.father_id = $1)"
        ),
        params![father_id],
        |row| {
            Ok(AttendanceFact {
                cycle_id: row.text("cycle_id")?,
                starts_at: row.int("starts_at")?,
                ends_at: row.int("ends_at")?,
                session_status: row.word("session_status", SessionStatus::parse)?,
                status: row.opt_word("status", AttendanceStatus::parse)?,
                minutes: row.opt_int("minutes")?,
                member: row.bool("member")?,
            })
        },
    )
}

/// A father's sessions, newest first, with his marks: those of the cycles of every group
/// he has been in, in which he was a member for at least one session or was marked.
pub fn history(conn: &mut dyn Conn, father_id: &str, limit: i64) -> DbResult<Vec<HistoryEntry>> {
    let mut entries = conn.all(
        &format!(
            "SELECT s.id AS session_id, c.id AS cycle_id, c.title AS cycle_title, s.number, s.title, s.starts_at,
                    s.ends_at, s.status AS session_status, a.status, a.minutes, a.note, a.method,
                    {MEMBER_AT_START} AS member
             FROM cycles c
             JOIN sessions s ON s.cycle_id = c.id
             LEFT JOIN attendance a ON a.session_id = s.id AND a.father_id = $1
             WHERE c.group_id IN (SELECT g.group_id FROM group_members g WHERE g.father_id = $1)
             ORDER BY s.starts_at DESC, s.id"
        ),
        params![father_id],
        |row| {
            let mut entry = HistoryEntry {
                session_id: row.text("session_id")?,
                cycle_id: row.text("cycle_id")?,
                cycle_title: row.text("cycle_title")?,
                number: row.int("number")?,
                title: row.text("title")?,
                starts_at: row.time("starts_at")?,
                ends_at: row.time("ends_at")?,
                session_status: row.word("session_status", SessionStatus::parse)?,
                status: row.opt_word("status", AttendanceStatus::parse)?,
                minutes: row.opt_int("minutes")?,
                note: Some(row.opt_text("note")?.unwrap_or_default()),
                method: row.opt_word("method", AttendanceMethod::parse)?,
                counts: false,
                member: row.bool("member")?,
            };
            entry.counts = entry.session_status == SessionStatus::Completed && entry.member;
            Ok(entry)
        },
    )?;
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
    /// The session's number in its cycle (#3).
    pub number: i64,
    pub title: String,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub starts_at: chrono::DateTime<chrono::Utc>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub ends_at: chrono::DateTime<chrono::Utc>,
    pub session_status: SessionStatus,
    pub status: Option<AttendanceStatus>,
    pub minutes: Option<i64>,
    /// Staff only: absent for fathers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// How his mark was made (null while unmarked).
    pub method: Option<AttendanceMethod>,
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

//! `rsvps`: fathers' answers to sessions and events (migration 0019).
//!
//! Who may answer is one SQL condition in the statement that writes the answer: a session's
//! audience is its group's current members, an event's everyone (no group) or its group's
//! current members. Answers are counted for the same people only, so a father who left the
//! group drops out of the counts.

use std::collections::HashMap;

use super::scope::Scope;
use super::{Conn, DbResult, OldRow, Value};
use crate::domain::program::AttendanceStatus;
use crate::domain::rsvp::{Rsvp, RsvpAnswer, RsvpCounts};
use crate::params;

/// What an answer is to.
#[derive(Clone, Copy, Debug)]
pub enum Item<'a> {
    Session(&'a str),
    Event(&'a str),
}

impl Item<'_> {
    fn column(self) -> &'static str {
        match self {
            Item::Session(_) => "session_id",
            Item::Event(_) => "event_id",
        }
    }

    fn id(&self) -> &str {
        match self {
            Item::Session(id) | Item::Event(id) => id,
        }
    }
}

/// `$father` is a current member of the group the SQL expression `group` names.
fn member_now(group: &str, father: &str) -> String {
    format!(
        "EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = {group} AND m.father_id = {father} AND m.left_at IS NULL)"
    )
}

pub(super) fn rsvp_from(row: &OldRow, first: usize) -> DbResult<Option<Rsvp>> {
    let Some(answer) = row.opt_text(first)? else { return Ok(None) };
    Ok(Some(Rsvp {
        answer: RsvpAnswer::parse(&answer).map_err(|_| super::DbError::ColumnType(first.to_string()))?,
        note: row.text(first + 1)?,
        answered_at: row.time(first + 2)?,
    }))
}

/// The father's answer to the item now, locking it (PostgreSQL) until the transaction ends.
pub fn previous(conn: &mut dyn Conn, item: Item<'_>, father_id: &str) -> DbResult<Option<RsvpAnswer>> {
    let sql =
        format!("SELECT answer FROM rsvps WHERE {} = $1 AND father_id = $2{}", item.column(), super::for_update(conn));
    conn.query_opt(&sql, params![item.id(), father_id])?.map(|row| row.word(0, RsvpAnswer::parse)).transpose()
}

/// Writes the father's answer (a new one, or over his last) provided he is in the item's
/// audience now, the item has not started by `now` and (a session) is not cancelled: one
/// statement, so no change in between can let an outsider's answer in. Returns the
/// answer's id, or None when any condition failed (the caller asks [`refusal`] why).
pub fn answer(
    conn: &mut dyn Conn,
    id: &str,
    item: Item<'_>,
    father_id: &str,
    answer: RsvpAnswer,
    note: &str,
    now: i64,
) -> DbResult<Option<String>> {
    let (from, condition) = match item {
        Item::Session(_) => (
            "sessions s JOIN cycles c ON c.id = s.cycle_id",
            format!(
                "s.id = $2 AND s.status <> 'cancelled' AND s.starts_at > $6 AND {}",
                member_now("c.group_id", "$3")
            ),
        ),
        Item::Event(_) => (
            "events s",
            format!("s.id = $2 AND s.starts_at > $6 AND (s.group_id IS NULL OR {})", member_now("s.group_id", "$3")),
        ),
    };
    let column = item.column();
    let sql = format!(
        "INSERT INTO rsvps (id, {column}, father_id, answer, note, answered_at)
         SELECT CAST($1 AS TEXT), s.id, CAST($3 AS TEXT), CAST($4 AS TEXT), CAST($5 AS TEXT), CAST($6 AS BIGINT)
         FROM {from} WHERE {condition}
         ON CONFLICT ({column}, father_id) DO UPDATE SET
             answer = excluded.answer, note = excluded.note, answered_at = excluded.answered_at
         RETURNING id"
    );
    conn.query_opt(&sql, params![id, item.id(), father_id, answer.as_str(), note, now])?
        .map(|row| row.text(0))
        .transpose()
}

/// Why [`answer`] wrote nothing, as the item reads in this transaction.
pub enum Refusal {
    /// No such item, or not one of the father's (he may not know of it).
    NotFound,
    Cancelled,
    Started,
}

pub fn refusal(conn: &mut dyn Conn, item: Item<'_>, father_id: &str, now: i64) -> DbResult<Refusal> {
    let sql = match item {
        Item::Session(_) => format!(
            "SELECT s.status, s.starts_at, {} FROM sessions s JOIN cycles c ON c.id = s.cycle_id WHERE s.id = $1",
            member_now("c.group_id", "$2")
        ),
        Item::Event(_) => format!(
            "SELECT 'scheduled', s.starts_at, s.group_id IS NULL OR {} FROM events s WHERE s.id = $1",
            member_now("s.group_id", "$2")
        ),
    };
    let Some(row) = conn.query_opt(&sql, params![item.id(), father_id])? else { return Ok(Refusal::NotFound) };
    Ok(if !row.bool(2)? {
        Refusal::NotFound
    } else if row.text(0)? == "cancelled" {
        Refusal::Cancelled
    } else if row.int(1)? <= now {
        Refusal::Started
    } else {
        // Answered by nothing above: the row moved meanwhile; the caller may try again.
        Refusal::NotFound
    })
}

pub fn find(conn: &mut dyn Conn, id: &str) -> DbResult<Option<Rsvp>> {
    conn.query_opt("SELECT answer, note, answered_at FROM rsvps WHERE id = $1", params![id])?
        .map(|row| rsvp_from(&row, 0).map(|r| r.expect("answer is NOT NULL")))
        .transpose()
}

/// The father's answers to these sessions and events, by item id.
pub fn of_father(
    conn: &mut dyn Conn,
    father_id: &str,
    sessions: &[&str],
    events: &[&str],
) -> DbResult<HashMap<String, Rsvp>> {
    if sessions.is_empty() && events.is_empty() {
        return Ok(HashMap::new());
    }
    let mut values = vec![Value::from(father_id)];
    let mut list = |ids: &[&str]| {
        if ids.is_empty() {
            return "NULL".to_owned();
        }
        let first = values.len() + 1;
        values.extend(ids.iter().map(|id| Value::from(*id)));
        (first..first + ids.len()).map(|i| format!("${i}")).collect::<Vec<_>>().join(", ")
    };
    let (sessions, events) = (list(sessions), list(events));
    conn.query(
        &format!(
            "SELECT COALESCE(session_id, event_id), answer, note, answered_at FROM rsvps
             WHERE father_id = $1 AND (session_id IN ({sessions}) OR event_id IN ({events}))"
        ),
        &values,
    )?
    .iter()
    .filter_map(|row| match (row.text(0), rsvp_from(row, 1)) {
        (Ok(id), Ok(Some(rsvp))) => Some(Ok((id, rsvp))),
        (Err(err), _) | (_, Err(err)) => Some(Err(err)),
        (_, Ok(None)) => None,
    })
    .collect()
}

/// Answers counted per item (session or event id) for the sessions and the events whose
/// starts fall in these bounds (milliseconds, [from, to)), of the fathers in each item's
/// audience now. Items nobody answered are absent.
pub fn counts_starting_between(
    conn: &mut dyn Conn,
    sessions: (i64, i64),
    events: (i64, i64),
) -> DbResult<HashMap<String, RsvpCounts>> {
    let rows = conn.query(
        &format!(
            "SELECT r.session_id, r.answer, COUNT(*) FROM sessions s
             JOIN rsvps r ON r.session_id = s.id JOIN cycles c ON c.id = s.cycle_id
             WHERE s.starts_at >= $1 AND s.starts_at < $2 AND {}
             GROUP BY r.session_id, r.answer
             UNION ALL
             SELECT r.event_id, r.answer, COUNT(*) FROM events e JOIN rsvps r ON r.event_id = e.id
             WHERE e.starts_at >= $3 AND e.starts_at < $4 AND (e.group_id IS NULL OR {})
             GROUP BY r.event_id, r.answer",
            member_now("c.group_id", "r.father_id"),
            member_now("e.group_id", "r.father_id"),
        ),
        params![sessions.0, sessions.1, events.0, events.1],
    )?;
    let mut counts: HashMap<String, RsvpCounts> = HashMap::new();
    for row in &rows {
        let (id, answer, n) = (row.text(0)?, row.text(1)?, row.int(2)?);
        let Ok(answer) = RsvpAnswer::parse(&answer) else { continue };
        let entry = counts.entry(id).or_default();
        match answer {
            RsvpAnswer::Yes => entry.yes += n,
            RsvpAnswer::No => entry.no += n,
            RsvpAnswer::Late => entry.late += n,
        }
    }
    Ok(counts)
}

/// One current member of a session's group (in the reader's scope) and his answer.
pub struct MemberAnswer {
    pub father_id: String,
    pub name: String,
    pub rsvp: Option<Rsvp>,
}

/// The session's group's current members in `scope`, by name, each with his answer.
pub fn session_members(
    conn: &mut dyn Conn,
    session_id: &str,
    group_id: &str,
    scope: &Scope,
) -> DbResult<Vec<MemberAnswer>> {
    let mut values = params![session_id, group_id].to_vec();
    let in_scope = scope.covers_sql_vec("f.id", &mut values);
    conn.query(
        &format!(
            "SELECT f.id, f.first_name, f.last_name, r.answer, r.note, r.answered_at
             FROM group_members m JOIN fathers f ON f.id = m.father_id
             LEFT JOIN rsvps r ON r.session_id = $1 AND r.father_id = f.id
             WHERE m.group_id = $2 AND m.left_at IS NULL AND {in_scope}
             ORDER BY f.last_name, f.first_name, f.id"
        ),
        &values,
    )?
    .iter()
    .map(|row| {
        Ok(MemberAnswer {
            father_id: row.text(0)?,
            name: format!("{} {}", row.text(1)?, row.text(2)?),
            rsvp: rsvp_from(row, 3)?,
        })
    })
    .collect()
}

/// Fathers (in `scope`) who answered yes or late and were marked absent: said they would
/// come, did not. Whether or not they are still members.
pub fn no_shows(conn: &mut dyn Conn, session_id: &str, scope: &Scope) -> DbResult<Vec<(String, String, RsvpAnswer)>> {
    let mut values = params![session_id, AttendanceStatus::Absent.as_str()].to_vec();
    let in_scope = scope.covers_sql_vec("f.id", &mut values);
    conn.query(
        &format!(
            "SELECT f.id, f.first_name, f.last_name, r.answer
             FROM rsvps r JOIN attendance a ON a.session_id = r.session_id AND a.father_id = r.father_id
             JOIN fathers f ON f.id = r.father_id
             WHERE r.session_id = $1 AND r.answer IN ('yes', 'late') AND a.status = $2 AND {in_scope}
             ORDER BY f.last_name, f.first_name, f.id"
        ),
        &values,
    )?
    .iter()
    .map(|row| {
        let (id, name) = (row.text(0)?, format!("{} {}", row.text(1)?, row.text(2)?));
        Ok((id, name, row.word(3, RsvpAnswer::parse)?))
    })
    .collect()
}

/// A "running late" answer with what its notice says: who, which session, when.
pub struct RunningLate {
    pub rsvp: Rsvp,
    pub father_id: String,
    pub name: String,
    pub session_id: String,
    pub session_title: String,
    pub starts_at: chrono::DateTime<chrono::Utc>,
    pub cycle_id: String,
    pub group_id: String,
}

/// The answer `id` if it is (still) a session's "late".
pub fn running_late(conn: &mut dyn Conn, id: &str) -> DbResult<Option<RunningLate>> {
    let row = conn.query_opt(
        "SELECT r.answer, r.note, r.answered_at, f.id, f.first_name, f.last_name, s.id, s.title, s.starts_at,
                c.id, c.group_id
         FROM rsvps r JOIN fathers f ON f.id = r.father_id
         JOIN sessions s ON s.id = r.session_id JOIN cycles c ON c.id = s.cycle_id
         WHERE r.id = $1 AND r.answer = 'late'",
        params![id],
    )?;
    let Some(row) = row else { return Ok(None) };
    let Some(rsvp) = rsvp_from(&row, 0)? else { return Ok(None) };
    Ok(Some(RunningLate {
        rsvp,
        father_id: row.text(3)?,
        name: format!("{} {}", row.text(4)?, row.text(5)?),
        session_id: row.text(6)?,
        session_title: row.text(7)?,
        starts_at: row.time(8)?,
        cycle_id: row.text(9)?,
        group_id: row.text(10)?,
    }))
}

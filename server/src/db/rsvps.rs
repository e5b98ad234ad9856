//! `rsvps`: fathers' answers to sessions and events (migration 0019).
//!
//! Who may answer is one SQL condition in the statement that writes the answer: a session's
//! audience is its group's current members, an event's everyone (no group) or its group's
//! current members. Answers are counted for the same people only, so a father who left the
//! group drops out of the counts.

use std::collections::HashMap;

use super::scope::Scope;
use super::{Conn, DbResult, Row};
use crate::domain::program::AttendanceStatus;
use crate::domain::rsvp::{Rsvp, RsvpAnswer, RsvpCounts};
use crate::{binds, params};

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

/// An answer's columns, of the rsvps row `r` (NULL throughout when a LEFT JOIN found none),
/// named apart from the columns of the record they are read with (a mark's note, say):
/// [`rsvp_from`] reads them.
const RSVP_COLUMNS: &str = "r.answer AS rsvp_answer, r.note AS rsvp_note, r.answered_at AS rsvp_answered_at";

/// The answer in [`RSVP_COLUMNS`], None when there is none.
fn rsvp_from(row: &Row) -> DbResult<Option<Rsvp>> {
    let Some(answer) = row.opt_word("rsvp_answer", RsvpAnswer::parse)? else { return Ok(None) };
    Ok(Some(Rsvp { answer, note: row.text("rsvp_note")?, answered_at: row.time("rsvp_answered_at")? }))
}

/// The father's answer to the item now, locking it (PostgreSQL) until the transaction ends.
pub fn previous(conn: &mut dyn Conn, item: Item<'_>, father_id: &str) -> DbResult<Option<RsvpAnswer>> {
    let sql =
        format!("SELECT answer FROM rsvps WHERE {} = $1 AND father_id = $2{}", item.column(), super::for_update(conn));
    conn.first(&sql, params![item.id(), father_id], |row| row.word("answer", RsvpAnswer::parse))
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
    conn.first(&sql, params![id, item.id(), father_id, answer.as_str(), note, now], |row| row.text("id"))
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
            "SELECT s.status, s.starts_at, {} AS member FROM sessions s JOIN cycles c ON c.id = s.cycle_id WHERE s.id = $1",
            member_now("c.group_id", "$2")
        ),
        Item::Event(_) => format!(
            "SELECT 'scheduled' AS status, s.starts_at, (s.group_id IS NULL OR {}) AS member FROM events s WHERE s.id = $1",
            member_now("s.group_id", "$2")
        ),
    };
    let refusal = conn.first(&sql, params![item.id(), father_id], |row| {
        let (status, starts_at, member) = (row.text("status")?, row.int("starts_at")?, row.bool("member")?);
        Ok(if !member {
            Refusal::NotFound
        } else if status == "cancelled" {
            Refusal::Cancelled
        } else if starts_at <= now {
            Refusal::Started
        } else {
            // Answered by nothing above: the row moved meanwhile; the caller may try again.
            Refusal::NotFound
        })
    })?;
    Ok(refusal.unwrap_or(Refusal::NotFound))
}

pub fn find(conn: &mut dyn Conn, id: &str) -> DbResult<Option<Rsvp>> {
    conn.first(&format!("SELECT {RSVP_COLUMNS} FROM rsvps r WHERE r.id = $1"), params![id], |row| {
        rsvp_from(row).map(|r| r.expect("answer is NOT NULL"))
    })
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
    let mut binds = binds![father_id];
    let (sessions, events) = (binds.list(sessions.iter().copied()), binds.list(events.iter().copied()));
    let mut answers = HashMap::new();
    conn.each_row(
        &format!(
            "SELECT COALESCE(r.session_id, r.event_id) AS item_id, {RSVP_COLUMNS} FROM rsvps r
             WHERE r.father_id = $1 AND (r.session_id IN ({sessions}) OR r.event_id IN ({events}))"
        ),
        &binds,
        &mut |row| {
            let id = row.text("item_id")?;
            if let Some(rsvp) = rsvp_from(row)? {
                answers.insert(id, rsvp);
            }
            Ok(true)
        },
    )?;
    Ok(answers)
}

/// Answers counted per item (session or event id) for the sessions and the events whose
/// starts fall in these bounds (milliseconds, [from, to)), of the fathers in each item's
/// audience now. Items nobody answered are absent.
pub fn counts_starting_between(
    conn: &mut dyn Conn,
    sessions: (i64, i64),
    events: (i64, i64),
) -> DbResult<HashMap<String, RsvpCounts>> {
    let mut counts: HashMap<String, RsvpCounts> = HashMap::new();
    conn.each_row(
        &format!(
            "SELECT r.session_id AS item_id, r.answer, COUNT(*) AS answers FROM sessions s
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
        &mut |row| {
            let id = row.text("item_id")?;
            let (answer, n) = (row.word("answer", RsvpAnswer::parse)?, row.int("answers")?);
            let entry = counts.entry(id).or_default();
            match answer {
                RsvpAnswer::Yes => entry.yes += n,
                RsvpAnswer::No => entry.no += n,
                RsvpAnswer::Late => entry.late += n,
            }
            Ok(true)
        },
    )?;
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
    let mut binds = binds![session_id, group_id];
    let in_scope = scope.covers_sql("f.id", &mut binds);
    conn.all(
        &format!(
            "SELECT f.id, f.first_name, f.last_name, {RSVP_COLUMNS}
             FROM group_members m JOIN fathers f ON f.id = m.father_id
             LEFT JOIN rsvps r ON r.session_id = $1 AND r.father_id = f.id
             WHERE m.group_id = $2 AND m.left_at IS NULL AND {in_scope}
             ORDER BY f.last_name, f.first_name, f.id"
        ),
        &binds,
        |row| {
            Ok(MemberAnswer {
                father_id: row.text("id")?,
                name: format!("{} {}", row.text("first_name")?, row.text("last_name")?),
                rsvp: rsvp_from(row)?,
            })
        },
    )
}

/// Fathers (in `scope`) who answered yes or late and were marked absent: said they would
/// come, did not. Whether or not they are still members.
pub fn no_shows(conn: &mut dyn Conn, session_id: &str, scope: &Scope) -> DbResult<Vec<(String, String, RsvpAnswer)>> {
    let mut binds = binds![session_id, AttendanceStatus::Absent.as_str()];
    let in_scope = scope.covers_sql("f.id", &mut binds);
    conn.all(
        &format!(
            "SELECT f.id, f.first_name, f.last_name, r.answer
             FROM rsvps r JOIN attendance a ON a.session_id = r.session_id AND a.father_id = r.father_id
             JOIN fathers f ON f.id = r.father_id
             WHERE r.session_id = $1 AND r.answer IN ('yes', 'late') AND a.status = $2 AND {in_scope}
             ORDER BY f.last_name, f.first_name, f.id"
        ),
        &binds,
        |row| {
            let (id, name) = (row.text("id")?, format!("{} {}", row.text("first_name")?, row.text("last_name")?));
            Ok((id, name, row.word("answer", RsvpAnswer::parse)?))
        },
    )
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
    let sql = format!(
        "SELECT {RSVP_COLUMNS}, f.id AS father_id, f.first_name, f.last_name, s.id AS session_id,
                s.title AS session_title, s.starts_at, c.id AS cycle_id, c.group_id
         FROM rsvps r JOIN fathers f ON f.id = r.father_id
         JOIN sessions s ON s.id = r.session_id JOIN cycles c ON c.id = s.cycle_id
         WHERE r.id = $1 AND r.answer = 'late'"
    );
    let late = conn.first(&sql, params![id], |row| {
        let Some(rsvp) = rsvp_from(row)? else { return Ok(None) };
        Ok(Some(RunningLate {
            rsvp,
            father_id: row.text("father_id")?,
            name: format!("{} {}", row.text("first_name")?, row.text("last_name")?),
            session_id: row.text("session_id")?,
            session_title: row.text("session_title")?,
            starts_at: row.time("starts_at")?,
            cycle_id: row.text("cycle_id")?,
            group_id: row.text("group_id")?,
        }))
    })?;
    Ok(late.flatten())
}

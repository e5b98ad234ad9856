//! A cycle's sessions: when, where, and whether held, cancelled or still to come.

use super::{Binds, Conn, DbResult, Row, Value};
use crate::domain::program::SessionStatus;
use crate::domain::records::Session;
use crate::params;

const SESSION_COLUMNS: &str =
    "s.id, s.cycle_id, c.title AS cycle_title, c.group_id, s.number, s.title, s.starts_at, s.ends_at,
     s.location, s.notes, s.status, s.created_at, s.updated_at";

fn session_from_row(row: &Row) -> DbResult<Session> {
    let status = row.word("status", SessionStatus::parse)?;
    Ok(Session {
        id: row.text("id")?,
        cycle_id: row.text("cycle_id")?,
        cycle_title: row.text("cycle_title")?,
        group_id: row.text("group_id")?,
        number: row.int("number")?,
        title: row.text("title")?,
        starts_at: row.time("starts_at")?,
        ends_at: row.time("ends_at")?,
        location: row.text("location")?,
        notes: Some(row.text("notes")?),
        status,
        next_statuses: status.next(),
        created_at: row.time("created_at")?,
        updated_at: row.time("updated_at")?,
    })
}

/// The columns an insert and an update both write, `$1`…`$9`.
fn values(s: &Session) -> Vec<Value> {
    vec![
        Value::from(&s.id),
        Value::from(s.number),
        Value::from(&s.title),
        Value::from(s.starts_at),
        Value::from(s.ends_at),
        Value::from(&s.location),
        Value::from(s.notes.as_deref().unwrap_or_default()),
        Value::from(s.status.as_str()),
        Value::from(s.updated_at),
    ]
}

pub fn insert(conn: &mut dyn Conn, s: &Session) -> DbResult<()> {
    let mut values = values(s);
    values.extend([Value::from(&s.cycle_id), Value::from(s.created_at)]);
    conn.execute(
        "INSERT INTO sessions (id, number, title, starts_at, ends_at, location, notes, status, updated_at,
                               cycle_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
        &values,
    )?;
    Ok(())
}

/// Writes a session read in this transaction, provided its status is still `previous`:
/// false when another transaction changed the status in between.
pub fn update(conn: &mut dyn Conn, s: &Session, previous: SessionStatus) -> DbResult<bool> {
    let mut values = values(s);
    values.push(Value::from(previous.as_str()));
    Ok(conn.execute(
        "UPDATE sessions SET number = $2, title = $3, starts_at = $4, ends_at = $5, location = $6, notes = $7,
                             status = $8, updated_at = $9, sequence = sequence + 1
         WHERE id = $1 AND status = $10",
        &values,
    )? == 1)
}

pub fn delete(conn: &mut dyn Conn, id: &str) -> DbResult<bool> {
    Ok(conn.execute("DELETE FROM sessions WHERE id = $1", params![id])? == 1)
}

pub fn find(conn: &mut dyn Conn, id: &str) -> DbResult<Option<Session>> {
    conn.first(
        &format!("SELECT {SESSION_COLUMNS} FROM sessions s JOIN cycles c ON c.id = s.cycle_id WHERE s.id = $1"),
        params![id],
        session_from_row,
    )
}

pub fn of_cycle(conn: &mut dyn Conn, cycle_id: &str) -> DbResult<Vec<Session>> {
    conn.all(
        &format!(
            "SELECT {SESSION_COLUMNS} FROM sessions s JOIN cycles c ON c.id = s.cycle_id
             WHERE s.cycle_id = $1 ORDER BY s.starts_at, s.number"
        ),
        params![cycle_id],
        session_from_row,
    )
}

/// Sessions starting in [from, to), optionally only of `groups`' cycles, in time order.
pub fn between(
    conn: &mut dyn Conn,
    from: i64,
    to: i64,
    groups: Option<&[String]>,
    limit: i64,
) -> DbResult<Vec<Session>> {
    let mut binds = Binds::new();
    let in_groups = super::in_list("c.group_id", groups, &mut binds);
    let (from, to) = (binds.add(from), binds.add(to));
    conn.all(
        &format!(
            "SELECT {SESSION_COLUMNS} FROM sessions s JOIN cycles c ON c.id = s.cycle_id
             WHERE {in_groups} AND s.starts_at >= {from} AND s.starts_at < {to}
             ORDER BY s.starts_at, s.id {}",
            super::limit(limit)
        ),
        &binds,
        session_from_row,
    )
}

pub fn next_number(conn: &mut dyn Conn, cycle_id: &str) -> DbResult<i64> {
    let sql = "SELECT COALESCE(MAX(number), 0) + 1 AS next FROM sessions WHERE cycle_id = $1";
    Ok(conn.first(sql, params![cycle_id], |row| row.int("next"))?.unwrap_or(1))
}

/// True when the cycle has been held: no session is still scheduled, and at least one
/// was completed (cancelled ones do not matter).
pub fn cycle_finished(conn: &mut dyn Conn, cycle_id: &str) -> DbResult<bool> {
    let finished = conn.first(
        "SELECT COUNT(CASE WHEN status = 'scheduled' THEN 1 END) AS scheduled,
                COUNT(CASE WHEN status = 'completed' THEN 1 END) AS completed
         FROM sessions WHERE cycle_id = $1",
        params![cycle_id],
        |row| Ok(row.int("scheduled")? == 0 && row.int("completed")? > 0),
    )?;
    Ok(finished.unwrap_or(false))
}

//! Workshop cycles: a group's course, its dates and completion threshold, with its
//! session counts.

use super::{Binds, Conn, DbResult, Row, Value};
use crate::domain::records::Cycle;
use crate::params;

const CYCLE_COLUMNS: &str =
    "c.id, c.title, c.description, c.group_id, g.name AS group_name, c.facilitator_id, c.location,
     c.start_date, c.end_date, c.completion_threshold,
     (SELECT COUNT(*) FROM sessions s WHERE s.cycle_id = c.id AND s.status <> 'cancelled') AS session_count,
     (SELECT COUNT(*) FROM sessions s WHERE s.cycle_id = c.id AND s.status = 'completed') AS completed_count,
     c.created_at, c.updated_at";

fn cycle_from_row(row: &Row) -> DbResult<Cycle> {
    Ok(Cycle {
        id: row.text("id")?,
        title: row.text("title")?,
        description: row.text("description")?,
        group_id: row.text("group_id")?,
        group_name: row.text("group_name")?,
        facilitator_id: row.opt_text("facilitator_id")?,
        location: row.text("location")?,
        start_date: row.date("start_date")?,
        end_date: row.date("end_date")?,
        completion_threshold: row.real("completion_threshold")?,
        session_count: row.int("session_count")?,
        completed_count: row.int("completed_count")?,
        created_at: row.time("created_at")?,
        updated_at: row.time("updated_at")?,
    })
}

/// The columns an insert and an update both write, `$1`…`$10`.
fn values(c: &Cycle) -> Vec<Value> {
    vec![
        Value::from(&c.id),
        Value::from(&c.title),
        Value::from(&c.description),
        Value::from(&c.group_id),
        Value::from(c.facilitator_id.as_deref()),
        Value::from(&c.location),
        Value::from(c.start_date),
        Value::from(c.end_date),
        Value::from(c.completion_threshold),
        Value::from(c.updated_at),
    ]
}

pub fn insert(conn: &mut dyn Conn, c: &Cycle) -> DbResult<()> {
    let mut values = values(c);
    values.push(Value::from(c.created_at));
    conn.execute(
        "INSERT INTO cycles (id, title, description, group_id, facilitator_id, location, start_date, end_date,
                             completion_threshold, updated_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
        &values,
    )?;
    Ok(())
}

pub fn update(conn: &mut dyn Conn, c: &Cycle) -> DbResult<bool> {
    Ok(conn.execute(
        "UPDATE cycles SET title = $2, description = $3, group_id = $4, facilitator_id = $5, location = $6,
                           start_date = $7, end_date = $8, completion_threshold = $9, updated_at = $10
         WHERE id = $1",
        &values(c),
    )? == 1)
}

pub fn delete(conn: &mut dyn Conn, id: &str) -> DbResult<bool> {
    Ok(conn.execute("DELETE FROM cycles WHERE id = $1", params![id])? == 1)
}

pub fn find(conn: &mut dyn Conn, id: &str) -> DbResult<Option<Cycle>> {
    conn.first(
        &format!("SELECT {CYCLE_COLUMNS} FROM cycles c JOIN father_groups g ON g.id = c.group_id WHERE c.id = $1"),
        params![id],
        cycle_from_row,
    )
}

/// Cycles, newest start first; with `groups`, only cycles of those groups.
pub fn list(conn: &mut dyn Conn, groups: Option<&[String]>, limit: i64, offset: i64) -> DbResult<Vec<Cycle>> {
    let mut binds = Binds::new();
    let in_groups = super::in_list("c.group_id", groups, &mut binds);
    let page = super::limit_offset(limit, offset, &mut binds);
    conn.all(
        &format!(
            "SELECT {CYCLE_COLUMNS} FROM cycles c JOIN father_groups g ON g.id = c.group_id WHERE {in_groups}
             ORDER BY c.start_date DESC, c.id DESC {page}"
        ),
        &binds,
        cycle_from_row,
    )
}

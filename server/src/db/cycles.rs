//! Workshop cycles: a group's course, its dates and completion threshold, with its
//! session counts.

use super::{Conn, DbResult, OldRow, Value};
use crate::domain::records::Cycle;
use crate::params;

const CYCLE_COLUMNS: &str = "c.id, c.title, c.description, c.group_id, g.name, c.facilitator_id, c.location,
     c.start_date, c.end_date, c.completion_threshold,
     (SELECT COUNT(*) FROM sessions s WHERE s.cycle_id = c.id AND s.status <> 'cancelled'),
     (SELECT COUNT(*) FROM sessions s WHERE s.cycle_id = c.id AND s.status = 'completed'),
     c.created_at, c.updated_at";

fn cycle_from_row(row: &OldRow) -> DbResult<Cycle> {
    Ok(Cycle {
        id: row.text(0)?,
        title: row.text(1)?,
        description: row.text(2)?,
        group_id: row.text(3)?,
        group_name: row.text(4)?,
        facilitator_id: row.opt_text(5)?,
        location: row.text(6)?,
        start_date: row.date(7)?,
        end_date: row.date(8)?,
        completion_threshold: row.real(9)?,
        session_count: row.int(10)?,
        completed_count: row.int(11)?,
        created_at: row.time(12)?,
        updated_at: row.time(13)?,
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
    conn.query_opt(
        &format!("SELECT {CYCLE_COLUMNS} FROM cycles c JOIN father_groups g ON g.id = c.group_id WHERE c.id = $1"),
        params![id],
    )?
    .map(|r| cycle_from_row(&r))
    .transpose()
}

/// Cycles, newest start first; with `groups`, only cycles of those groups.
pub fn list(conn: &mut dyn Conn, groups: Option<&[String]>, limit: i64, offset: i64) -> DbResult<Vec<Cycle>> {
    let (condition, mut values) = super::in_list("c.group_id", groups);
    let page = super::limit_offset_vec(limit, offset, &mut values);
    conn.query(
        &format!(
            "SELECT {CYCLE_COLUMNS} FROM cycles c JOIN father_groups g ON g.id = c.group_id {condition}
             ORDER BY c.start_date DESC, c.id DESC {page}"
        ),
        &values,
    )?
    .iter()
    .map(cycle_from_row)
    .collect()
}

//! Milestones: a father's achievements, 'completed course' ones written by the
//! workshops and custom ones by staff.

use super::scope::Scope;
use super::{Binds, Conn, DbResult, Row};
use crate::domain::records::Milestone;
use crate::{binds, params};

const MILESTONE_COLUMNS: &str =
    "ms.id, ms.father_id, f.first_name || ' ' || f.last_name AS father_name, ms.title, ms.kind,
     ms.achieved_at, ms.note, ms.cycle_id, ms.created_by, ms.created_at";

fn milestone_from_row(row: &Row) -> DbResult<Milestone> {
    Ok(Milestone {
        id: row.text("id")?,
        father_id: row.text("father_id")?,
        father_name: row.text("father_name")?,
        title: row.text("title")?,
        kind: row.text("kind")?,
        achieved_at: row.date("achieved_at")?,
        note: row.text("note")?,
        cycle_id: row.opt_text("cycle_id")?,
        created_by: row.opt_text("created_by")?,
        created_at: row.time("created_at")?,
    })
}

/// Inserts a milestone; false when it would be a second 'completed course' for the same cycle.
pub fn insert(conn: &mut dyn Conn, m: &Milestone) -> DbResult<bool> {
    let inserted = conn.execute(
        "INSERT INTO milestones (id, father_id, title, kind, achieved_at, note, cycle_id, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT DO NOTHING",
        params![
            &m.id,
            &m.father_id,
            &m.title,
            &m.kind,
            m.achieved_at,
            &m.note,
            m.cycle_id.as_deref(),
            m.created_by.as_deref(),
            m.created_at
        ],
    )?;
    Ok(inserted == 1)
}

pub fn update(conn: &mut dyn Conn, m: &Milestone) -> DbResult<bool> {
    Ok(conn.execute(
        "UPDATE milestones SET title = $2, kind = $3, achieved_at = $4, note = $5 WHERE id = $1",
        params![&m.id, &m.title, &m.kind, m.achieved_at, &m.note],
    )? == 1)
}

pub fn delete(conn: &mut dyn Conn, id: &str) -> DbResult<bool> {
    Ok(conn.execute("DELETE FROM milestones WHERE id = $1", params![id])? == 1)
}

/// A milestone of a father in `scope`.
pub fn find(conn: &mut dyn Conn, scope: &Scope, id: &str) -> DbResult<Option<Milestone>> {
    let mut binds = binds![id];
    let in_scope = scope.covers_sql("ms.father_id", &mut binds);
    conn.first(
        &format!(
            "SELECT {MILESTONE_COLUMNS} FROM milestones ms JOIN fathers f ON f.id = ms.father_id
             WHERE ms.id = $1 AND {in_scope}"
        ),
        &binds,
        milestone_from_row,
    )
}

/// Newest first; those of the fathers in `scope`, or of one of them.
pub fn list(
    conn: &mut dyn Conn,
    scope: &Scope,
    father_id: Option<&str>,
    limit: i64,
    offset: i64,
) -> DbResult<Vec<Milestone>> {
    let mut binds = Binds::new();
    let in_scope = scope.covers_sql("ms.father_id", &mut binds);
    let of_father = match father_id {
        Some(father) => format!("AND ms.father_id = {}", binds.add(father)),
        None => String::new(),
    };
    let page = super::limit_offset(limit, offset, &mut binds);
    conn.all(
        &format!(
            "SELECT {MILESTONE_COLUMNS} FROM milestones ms JOIN fathers f ON f.id = ms.father_id
             WHERE {in_scope} {of_father}
             ORDER BY ms.achieved_at DESC, ms.created_at DESC {page}"
        ),
        &binds,
        milestone_from_row,
    )
}

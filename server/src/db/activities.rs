//! The `activities` table: the program's audit and news feed.

use super::scope::Scope;
use super::Value;
use super::{Conn, DbResult, Row};
use crate::domain::{Activity, NewActivity};
use crate::params;

pub fn insert(conn: &mut dyn Conn, a: &NewActivity) -> DbResult<()> {
    conn.execute(
        "INSERT INTO activities (id, created_at, from_user, action, to_user, description,
                                 subject_kind, subject_id, summary_key, summary_names)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
        params![
            uuid::Uuid::now_v7().to_string(),
            super::now_millis(),
            a.from_user.as_deref(),
            a.action.as_str(),
            a.to_user.as_deref(),
            &a.description,
            a.subject.as_ref().map(|s| s.0.as_str()),
            a.subject.as_ref().map(|s| s.1.as_str()),
            &a.summary.key,
            serde_json::to_string(&a.summary.names).map_err(|e| super::DbError::Other(e.to_string()))?,
        ],
    )?;
    Ok(())
}

/// Where a page of the feed starts: below an activity id, or before an instant.
pub enum Before {
    Start,
    Id(String),
    Time(i64),
}

const SELECT: &str = "SELECT a.id, a.created_at, a.from_user, f.display_name, a.action, a.to_user,
                             t.display_name, a.description, a.subject_kind, a.subject_id,
                             a.summary_key, a.summary_names
                      FROM activities a
                      LEFT JOIN users f ON f.id = a.from_user
                      LEFT JOIN users t ON t.id = a.to_user";

/// Newest first. Ids are UUID v7, so their order is the order of creation.
pub fn list(conn: &mut dyn Conn, before: &Before, limit: i64) -> DbResult<Vec<Activity>> {
    let limited = super::limit(limit);
    let rows = match before {
        Before::Start => conn.query(&format!("{SELECT} ORDER BY a.id DESC {limited}"), &[])?,
        Before::Id(id) => conn.query(&format!("{SELECT} WHERE a.id < $1 ORDER BY a.id DESC {limited}"), params![id])?,
        Before::Time(ms) => {
            conn.query(&format!("{SELECT} WHERE a.created_at < $1 ORDER BY a.id DESC {limited}"), params![*ms])?
        }
    };
    rows.iter().map(from_row).collect()
}

/// Newest first: what a staff member may see of the feed — the activities about the
/// fathers in his scope and those he did himself.
pub fn list_for_staff(conn: &mut dyn Conn, user_id: &str, scope: &Scope, limit: i64) -> DbResult<Vec<Activity>> {
    let mut params = vec![Value::from(user_id)];
    let in_scope = scope.covers_sql("a.subject_id", &mut params);
    conn.query(
        &format!(
            "{SELECT} WHERE a.from_user = $1 OR (a.subject_kind = 'father' AND {in_scope})
             ORDER BY a.id DESC {}",
            super::limit(limit)
        ),
        &params,
    )?
    .iter()
    .map(from_row)
    .collect()
}

/// Newest first: the activities about one subject (e.g. ("father", id)).
pub fn about(conn: &mut dyn Conn, kind: &str, id: &str, limit: i64) -> DbResult<Vec<Activity>> {
    conn.query(
        &format!("{SELECT} WHERE a.subject_kind = $1 AND a.subject_id = $2 ORDER BY a.id DESC {}", super::limit(limit)),
        params![kind, id],
    )?
    .iter()
    .map(from_row)
    .collect()
}

/// Puts `new_name` for the father's name in the activities about him (his record's
/// anonymisation): the sentence's `father` and the English description kept beside it.
/// Returns how many it changed.
pub fn rename_father(conn: &mut dyn Conn, father_id: &str, old_name: &str, new_name: &str) -> DbResult<usize> {
    let rows = conn.query(
        "SELECT id, description, summary_key, summary_names FROM activities
         WHERE subject_kind = 'father' AND subject_id = $1",
        params![father_id],
    )?;
    let mut changed = 0;
    for row in rows {
        let (id, description) = (row.text(0)?, row.text(1)?);
        let summary = match (row.opt_text(2)?, row.opt_text(3)?) {
            (Some(key), Some(names)) => Some(crate::domain::Summary {
                key,
                names: serde_json::from_str(&names)
                    .map_err(|e| super::DbError::Other(format!("summary names: {e}")))?,
            }),
            _ => None,
        };
        let renamed = |text: &str| {
            if old_name.trim().is_empty() {
                text.to_owned()
            } else {
                text.replace(old_name, new_name)
            }
        };
        let (description, names) = match summary {
            Some(mut summary) => {
                if let Some(name) = summary.names.get_mut("father") {
                    *name = new_name.to_owned();
                }
                let english = summary.english();
                let description = if english.is_empty() { renamed(&description) } else { english };
                let names = serde_json::to_string(&summary.names).map_err(|e| super::DbError::Other(e.to_string()))?;
                (description, Some(names))
            }
            None => (renamed(&description), None),
        };
        changed += conn.execute(
            "UPDATE activities SET description = $2, summary_names = COALESCE($3, summary_names) WHERE id = $1",
            params![&id, &description, names.as_deref()],
        )? as usize;
    }
    Ok(changed)
}

fn from_row(row: &Row) -> DbResult<Activity> {
    let subject = match (row.opt_text(8)?, row.opt_text(9)?) {
        (Some(kind), Some(id)) => Some(crate::domain::Subject { kind, id }),
        _ => None,
    };
    let summary = match (row.opt_text(10)?, row.opt_text(11)?) {
        (Some(key), Some(names)) => Some(crate::domain::Summary {
            key,
            names: serde_json::from_str(&names).map_err(|e| super::DbError::Other(format!("summary names: {e}")))?,
        }),
        _ => None,
    };
    Ok(Activity {
        id: row.text(0)?,
        created_at: row.time(1)?,
        from_user: row.opt_text(2)?,
        from_user_name: row.opt_text(3)?,
        action: row.text(4)?,
        to_user: row.opt_text(5)?,
        to_user_name: row.opt_text(6)?,
        description: row.text(7)?,
        summary,
        subject,
    })
}

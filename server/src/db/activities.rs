//! The `activities` table: the program's audit and news feed.

use super::{Conn, DbResult};
use crate::domain::NewActivity;
use crate::params;

pub fn insert(conn: &mut dyn Conn, a: &NewActivity) -> DbResult<()> {
    conn.execute(
        "INSERT INTO activities (id, created_at, from_user, action, to_user, description,
                                 subject_kind, subject_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        params![
            uuid::Uuid::now_v7().to_string(),
            super::now_millis(),
            a.from_user.as_deref(),
            a.action.as_str(),
            a.to_user.as_deref(),
            &a.description,
            a.subject.as_ref().map(|s| s.0.as_str()),
            a.subject.as_ref().map(|s| s.1.as_str()),
        ],
    )?;
    Ok(())
}

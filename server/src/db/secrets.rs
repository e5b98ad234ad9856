//! Generated secrets, shared by every server on the database (migration 0012).

use super::{Conn, DbResult};
use crate::params;

pub fn get(conn: &mut dyn Conn, name: &str) -> DbResult<Option<String>> {
    conn.first("SELECT value FROM secrets WHERE name = $1", params![name], |row| row.text("value"))
}

/// Keeps `value` unless the secret is already there; answers the one that is kept, so
/// two servers starting together end up with the same.
pub fn keep_first(conn: &mut dyn Conn, name: &str, value: &str, now: i64) -> DbResult<String> {
    conn.execute(
        "INSERT INTO secrets (name, value, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING",
        params![name, value, now],
    )?;
    Ok(get(conn, name)?.unwrap_or_else(|| value.to_owned()))
}

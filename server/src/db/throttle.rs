//! Credential attempts counted in the database, shared by every server (migration 0012).

use super::{Conn, DbResult};
use crate::params;

/// Counts one attempt for `key` in `minute` (minutes since the epoch); answers the count.
pub fn count_attempt(conn: &mut dyn Conn, key: &str, minute: i64) -> DbResult<i64> {
    let counted = conn.first(
        "INSERT INTO throttle_counts (key, minute, attempts) VALUES ($1, $2, 1)
         ON CONFLICT (key, minute) DO UPDATE SET attempts = throttle_counts.attempts + 1
         RETURNING attempts",
        params![key, minute],
        |row| row.int("attempts"),
    )?;
    Ok(counted.unwrap_or(1))
}

/// The attempts counted for `key` in `minute`.
pub fn attempts(conn: &mut dyn Conn, key: &str, minute: i64) -> DbResult<i64> {
    let sql = "SELECT attempts FROM throttle_counts WHERE key = $1 AND minute = $2";
    Ok(conn.first(sql, params![key, minute], |row| row.int("attempts"))?.unwrap_or(0))
}

/// Forgets minutes before `minute`.
pub fn forget_before(conn: &mut dyn Conn, minute: i64) -> DbResult<u64> {
    conn.execute("DELETE FROM throttle_counts WHERE minute < $1", params![minute])
}

/// Takes back one attempt counted for `key` in `minute`.
pub fn forgive_attempt(conn: &mut dyn Conn, key: &str, minute: i64) -> DbResult<()> {
    conn.execute(
        "UPDATE throttle_counts SET attempts = attempts - 1 WHERE key = $1 AND minute = $2 AND attempts > 0",
        params![key, minute],
    )?;
    Ok(())
}

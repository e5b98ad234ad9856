//! `object_deletions`: stored files to delete, queued in the transaction that stopped
//! referencing them (see `storage`).

use super::{now_millis, Conn, DbResult};
use crate::params;

pub fn enqueue(conn: &mut dyn Conn, key: &str) -> DbResult<()> {
    conn.execute(
        "INSERT INTO object_deletions (object_key, queued_at) VALUES ($1, $2) ON CONFLICT DO NOTHING",
        params![key, now_millis()],
    )?;
    Ok(())
}

pub fn dequeue(conn: &mut dyn Conn, key: &str) -> DbResult<()> {
    conn.execute("DELETE FROM object_deletions WHERE object_key = $1", params![key])?;
    Ok(())
}

/// Oldest first.
pub fn queued(conn: &mut dyn Conn, limit: i64) -> DbResult<Vec<String>> {
    conn.query("SELECT object_key FROM object_deletions ORDER BY queued_at, object_key LIMIT $1", params![limit])?
        .iter()
        .map(|row| row.text(0))
        .collect()
}

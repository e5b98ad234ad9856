//! `object_deletions`: stored files to delete, queued in the transaction that stopped
//! referencing them (see `storage`).

use std::collections::HashSet;

use super::{now_millis, Binds, Conn, DbResult};
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

/// Which of `keys` a row refers to: a photo's original or variants, a father's photo.
/// Every column that holds a stored key is here; a new one must be added, or the
/// unreferenced-file sweep (`storage::sweep_unreferenced`) would delete its files.
pub fn referenced(conn: &mut dyn Conn, keys: &[String]) -> DbResult<HashSet<String>> {
    if keys.is_empty() {
        return Ok(HashSet::new());
    }
    let mut binds = Binds::new();
    let list = binds.list(keys);
    let mut found = HashSet::new();
    conn.each_row(
        &format!(
            "SELECT original_key AS object_key FROM photos WHERE original_key IN ({list})
             UNION SELECT thumb_key FROM photos WHERE thumb_key IN ({list})
             UNION SELECT large_key FROM photos WHERE large_key IN ({list})
             UNION SELECT photo_key FROM fathers WHERE photo_key IN ({list})"
        ),
        &binds,
        &mut |row| {
            found.insert(row.text("object_key")?);
            Ok(true)
        },
    )?;
    Ok(found)
}

/// Oldest first.
pub fn queued(conn: &mut dyn Conn, limit: i64) -> DbResult<Vec<String>> {
    conn.all(
        &format!("SELECT object_key FROM object_deletions ORDER BY queued_at, object_key {}", super::limit(limit)),
        &[],
        |row| row.text("object_key"),
    )
}

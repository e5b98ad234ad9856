//! `object_deletions`: stored files to delete, queued in the transaction that stopped
//! referencing them (see `storage`).

use std::collections::HashSet;

use super::{now_millis, Conn, DbResult, Value};
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
    let list = (1..=keys.len()).map(|i| format!("${i}")).collect::<Vec<_>>().join(", ");
    let params: Vec<Value> = keys.iter().map(|key| Value::from(key.as_str())).collect();
    conn.query(
        &format!(
            "SELECT original_key FROM photos WHERE original_key IN ({list})
             UNION SELECT thumb_key FROM photos WHERE thumb_key IN ({list})
             UNION SELECT large_key FROM photos WHERE large_key IN ({list})
             UNION SELECT photo_key FROM fathers WHERE photo_key IN ({list})"
        ),
        &params,
    )?
    .iter()
    .map(|row| row.text(0))
    .collect()
}

/// Oldest first.
pub fn queued(conn: &mut dyn Conn, limit: i64) -> DbResult<Vec<String>> {
    conn.query(
        &format!("SELECT object_key FROM object_deletions ORDER BY queued_at, object_key {}", super::limit(limit)),
        &[],
    )?
    .iter()
    .map(|row| row.text(0))
    .collect()
}

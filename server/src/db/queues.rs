//! How much work the background queues hold, for the metrics.

use super::{Conn, DbResult};

pub struct QueueLengths {
    /// E-mails waiting to be sent (or retried).
    pub mail: i64,
    /// Pushes waiting to be sent (or retried).
    pub push: i64,
    /// Uploaded photos whose variants are not made yet.
    pub photos: i64,
    /// Texts waiting to be sent (or retried).
    pub texts: i64,
}

/// Each count is read by the index its worker claims by.
pub fn lengths(conn: &mut dyn Conn) -> DbResult<QueueLengths> {
    // Each statement names its count `waiting`.
    let count = |conn: &mut dyn Conn, sql: &str| -> DbResult<i64> {
        Ok(conn.first(sql, &[], |row| row.int("waiting"))?.unwrap_or(0))
    };
    Ok(QueueLengths {
        mail: count(conn, "SELECT COUNT(*) AS waiting FROM mail_queue WHERE sent_at IS NULL AND failed_at IS NULL")?,
        push: count(conn, "SELECT COUNT(*) AS waiting FROM push_queue")?,
        photos: count(conn, "SELECT COUNT(*) AS waiting FROM photos WHERE status = 'processing'")?,
        texts: count(conn, "SELECT COUNT(*) AS waiting FROM texts WHERE next_attempt_at IS NOT NULL")?,
    })
}

//! `mail_queue`: e-mail decided in a transaction, sent by a worker afterwards.

use super::{Conn, DbResult};
use crate::params;

/// What a queued mail is about; its `subject_id` names the record.
pub const ANNOUNCEMENT: &str = "announcement";

/// Queues an announcement for every account in its audience but its author (the fathers
/// of `group_id` now, or everyone) that may be e-mailed: not a father who revoked his
/// e-mail consent. Returns how many were queued.
pub fn queue_announcement(
    conn: &mut dyn Conn,
    announcement_id: &str,
    group_id: Option<&str>,
    author_id: &str,
    now: i64,
) -> DbResult<u64> {
    conn.execute(
        &format!(
            "INSERT INTO mail_queue (kind, subject_id, user_id, next_attempt_at, created_at)
             SELECT CAST($1 AS TEXT), CAST($2 AS TEXT), r.id, CAST($3 AS BIGINT), CAST($3 AS BIGINT)
             FROM ({}) r WHERE {}
             ON CONFLICT DO NOTHING",
            super::announcements::recipients("$5", "$4"),
            super::consents::email_allowed_sql("r.id")
        ),
        // (The WHERE also keeps SQLite from reading `ON CONFLICT` after `FROM … r` as a join's `ON`.)
        params![ANNOUNCEMENT, announcement_id, now, author_id, group_id],
    )
}

/// A subject is gone (an announcement deleted): its mails not sent yet go.
pub fn drop_unsent(conn: &mut dyn Conn, kind: &str, subject_id: &str) -> DbResult<u64> {
    conn.execute(
        "DELETE FROM mail_queue WHERE kind = $1 AND subject_id = $2 AND sent_at IS NULL",
        params![kind, subject_id],
    )
}

/// A mail to send, claimed by this worker.
#[derive(Clone, Debug)]
pub struct Job {
    pub kind: String,
    pub subject_id: String,
    pub user_id: String,
    /// Including this one.
    pub attempts: i64,
}

/// Claims up to `limit` due mails until `claim_until`: a mail claimed by another worker
/// (whose claim has not run out) is skipped, so each is sent by one worker at a time.
pub fn claim_due(conn: &mut dyn Conn, now: i64, claim_until: i64, limit: i64) -> DbResult<Vec<Job>> {
    let due = conn.all(
        &format!(
            "SELECT kind, subject_id, user_id FROM mail_queue
             WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $1
               AND (claimed_until IS NULL OR claimed_until < $1)
             ORDER BY next_attempt_at {}{}",
            super::limit(limit),
            super::claim_lock(conn, "mail_queue")
        ),
        params![now],
        |row| Ok((row.text("kind")?, row.text("subject_id")?, row.text("user_id")?)),
    )?;
    let mut claimed = Vec::with_capacity(due.len());
    for (kind, subject_id, user_id) in due {
        // Conditional: on PostgreSQL another instance may have claimed it since the read.
        let attempts = conn.first(
            "UPDATE mail_queue SET claimed_until = $4, attempts = attempts + 1
             WHERE kind = $1 AND subject_id = $2 AND user_id = $3 AND sent_at IS NULL AND failed_at IS NULL
               AND (claimed_until IS NULL OR claimed_until < $5)
             RETURNING attempts",
            params![&kind, &subject_id, &user_id, claim_until, now],
            |row| row.int("attempts"),
        )?;
        if let Some(attempts) = attempts {
            claimed.push(Job { kind, subject_id, user_id, attempts });
        }
    }
    Ok(claimed)
}

pub fn mark_sent(conn: &mut dyn Conn, job: &Job, now: i64) -> DbResult<()> {
    conn.execute(
        "UPDATE mail_queue SET sent_at = $4, claimed_until = NULL, last_error = NULL
         WHERE kind = $1 AND subject_id = $2 AND user_id = $3",
        params![&job.kind, &job.subject_id, &job.user_id, now],
    )?;
    Ok(())
}

/// A failed attempt: try again at `next_attempt_at`, or never (`give_up`).
pub fn mark_failed(
    conn: &mut dyn Conn,
    job: &Job,
    error: &str,
    next_attempt_at: i64,
    give_up: bool,
    now: i64,
) -> DbResult<()> {
    conn.execute(
        "UPDATE mail_queue SET claimed_until = NULL, last_error = $4, next_attempt_at = $5, failed_at = $6
         WHERE kind = $1 AND subject_id = $2 AND user_id = $3",
        params![&job.kind, &job.subject_id, &job.user_id, error, next_attempt_at, give_up.then_some(now)],
    )?;
    Ok(())
}

/// Mails not sent yet (waiting or being retried), for health and tests.
pub fn pending(conn: &mut dyn Conn) -> DbResult<i64> {
    let sql = "SELECT COUNT(*) AS pending FROM mail_queue WHERE sent_at IS NULL AND failed_at IS NULL";
    Ok(conn.first(sql, &[], |row| row.int("pending"))?.unwrap_or(0))
}

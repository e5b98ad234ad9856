//! `push_subscriptions` (one per browser and device) and `push_queue` (pushes decided in
//! a transaction, sent by a worker afterwards).

use super::{Conn, DbResult};
use crate::domain::push::Subscription;
use crate::params;

/// What a queued push is about; its `subject_id` names the record.
pub const MESSAGE: &str = "message";
pub const ANNOUNCEMENT: &str = "announcement";
/// A father answered "running late" to a session (the subject is his `rsvps` row).
pub const RUNNING_LATE: &str = "running-late";
/// A father's text for his case manager: `subject_id` is the text.
pub const TEXT: &str = "text";

/// Saves the browser's subscription for `user_id`, in the session (refresh-token family)
/// `session_id` that saved it. The endpoint is the device: saved again by the same session,
/// or with the same keys (the browser's own, which only that browser holds: another account
/// signing in on it), it is updated in place and whatever was still queued for its previous
/// account is dropped. Anyone else who knows the endpoint cannot move it while the session
/// that saved it lasts: false, and nothing changed.
pub fn save(conn: &mut dyn Conn, user_id: &str, session_id: &str, s: &Subscription, now: i64) -> DbResult<bool> {
    let saved = conn.execute(
        "INSERT INTO push_subscriptions (endpoint, user_id, session_id, p256dh, auth, user_agent, last_updated, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
         ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, session_id = excluded.session_id,
             p256dh = excluded.p256dh, auth = excluded.auth, user_agent = excluded.user_agent,
             last_updated = excluded.last_updated
         WHERE push_subscriptions.session_id = excluded.session_id
            OR (push_subscriptions.p256dh = excluded.p256dh AND push_subscriptions.auth = excluded.auth)
            OR NOT EXISTS (SELECT 1 FROM refresh_tokens t
                           WHERE t.family_id = push_subscriptions.session_id
                             AND t.user_id = push_subscriptions.user_id
                             AND t.revoked_at IS NULL AND t.rotated_at IS NULL AND t.expires_at > $7)",
        params![&s.endpoint, user_id, session_id, &s.p256dh, &s.auth, &s.user_agent, now],
    )?;
    if saved == 0 {
        return Ok(false);
    }
    conn.execute("DELETE FROM push_queue WHERE endpoint = $1 AND user_id <> $2", params![&s.endpoint, user_id])?;
    // Every subscription is a POST per message: an account keeps its most recent few.
    conn.execute(
        &format!(
            "DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint NOT IN (
                 SELECT endpoint FROM push_subscriptions WHERE user_id = $1
                 ORDER BY last_updated DESC, created_at DESC {})",
            super::limit(MAX_DEVICES)
        ),
        params![user_id],
    )?;
    Ok(true)
}

/// The devices one account can have notified at once.
pub const MAX_DEVICES: i64 = 10;

/// Forgets the user's subscription at `endpoint` (another user's is left alone).
pub fn remove(conn: &mut dyn Conn, user_id: &str, endpoint: &str) -> DbResult<()> {
    conn.execute("DELETE FROM push_subscriptions WHERE endpoint = $1 AND user_id = $2", params![endpoint, user_id])?;
    Ok(())
}

/// A session ended (signed out, or its refresh token reused): its device's subscriptions
/// go, with their queued pushes.
pub fn forget_session(conn: &mut dyn Conn, session_id: &str) -> DbResult<u64> {
    conn.execute("DELETE FROM push_subscriptions WHERE session_id = $1", params![session_id])
}

/// Every session of the user but `keep` ended (a password change or reset): the other
/// devices' subscriptions go, those saved without a session too.
pub fn forget_other_sessions(conn: &mut dyn Conn, user_id: &str, keep: Option<&str>) -> DbResult<u64> {
    conn.execute(
        "DELETE FROM push_subscriptions WHERE user_id = $1 AND (session_id IS NULL OR session_id <> $2)",
        params![user_id, keep.unwrap_or("")],
    )
}

/// Forgets a subscription its push service says is gone (404 or 410), or that may no
/// longer be called; its queued pushes go with it.
pub fn remove_gone(conn: &mut dyn Conn, endpoint: &str) -> DbResult<()> {
    conn.execute("DELETE FROM push_subscriptions WHERE endpoint = $1", params![endpoint])?;
    Ok(())
}

/// The user's subscriptions, newest first.
pub fn of_user(conn: &mut dyn Conn, user_id: &str) -> DbResult<Vec<Subscription>> {
    conn.all(
        "SELECT endpoint, p256dh, auth, user_agent, last_updated FROM push_subscriptions
         WHERE user_id = $1 ORDER BY last_updated DESC",
        params![user_id],
        |row| {
            Ok(Subscription {
                endpoint: row.text("endpoint")?,
                p256dh: row.text("p256dh")?,
                auth: row.text("auth")?,
                user_agent: row.text("user_agent")?,
                last_updated: row.int("last_updated")?,
            })
        },
    )
}

/// Queues a new message's push to every device of everyone else in its conversation,
/// due at `due`: a recipient who gets the message live before then is not pushed
/// ([`delivered_live`]).
pub fn queue_message(
    conn: &mut dyn Conn,
    message_id: &str,
    conversation_id: &str,
    sender_id: &str,
    due: i64,
    now: i64,
) -> DbResult<u64> {
    // The conversation's people, found from the conversation rather than by asking every
    // subscription.
    conn.execute(
        &format!(
            "INSERT INTO push_queue (kind, subject_id, endpoint, user_id, next_attempt_at, created_at)
             SELECT CAST($1 AS TEXT), CAST($2 AS TEXT), s.endpoint, s.user_id, CAST($5 AS BIGINT), CAST($6 AS BIGINT)
             FROM push_subscriptions s
             WHERE s.user_id <> $4 AND s.user_id IN ({})
             ON CONFLICT DO NOTHING",
            super::messages::people_sql(3)
        ),
        params![MESSAGE, message_id, conversation_id, sender_id, due, now],
    )
}

/// Queues an announcement's push to the devices of its audience but its author: the
/// fathers of `group_id` now, or everyone (the same people its e-mail goes to).
pub fn queue_announcement(
    conn: &mut dyn Conn,
    announcement_id: &str,
    group_id: Option<&str>,
    author_id: &str,
    now: i64,
) -> DbResult<u64> {
    conn.execute(
        &format!(
            "INSERT INTO push_queue (kind, subject_id, endpoint, user_id, next_attempt_at, created_at)
             SELECT CAST($1 AS TEXT), CAST($2 AS TEXT), s.endpoint, s.user_id, CAST($3 AS BIGINT), CAST($3 AS BIGINT)
             FROM push_subscriptions s JOIN ({}) r ON r.id = s.user_id
             ON CONFLICT DO NOTHING",
            super::announcements::recipients("$5", "$4")
        ),
        params![ANNOUNCEMENT, announcement_id, now, author_id, group_id],
    )
}

/// Queues a "running late" notice to the devices of the group's facilitators.
pub fn queue_running_late(conn: &mut dyn Conn, rsvp_id: &str, group_id: &str, now: i64) -> DbResult<u64> {
    conn.execute(
        "INSERT INTO push_queue (kind, subject_id, endpoint, user_id, next_attempt_at, created_at)
         SELECT CAST($1 AS TEXT), CAST($2 AS TEXT), s.endpoint, s.user_id, CAST($4 AS BIGINT), CAST($4 AS BIGINT)
         FROM push_subscriptions s JOIN group_facilitators f ON f.user_id = s.user_id
         WHERE f.group_id = $3
         ON CONFLICT DO NOTHING",
        params![RUNNING_LATE, rsvp_id, group_id, now],
    )
}

/// Queues a father's inbound text's push to the devices of his case managers (his record's
/// and each of his programs').
pub fn queue_text(conn: &mut dyn Conn, text_id: &str, father_id: &str, now: i64) -> DbResult<u64> {
    conn.execute(
        &format!(
            "INSERT INTO push_queue (kind, subject_id, endpoint, user_id, next_attempt_at, created_at)
             SELECT CAST($1 AS TEXT), CAST($2 AS TEXT), s.endpoint, s.user_id, CAST($4 AS BIGINT), CAST($4 AS BIGINT)
             FROM push_subscriptions s
             WHERE s.user_id IN ({})
             ON CONFLICT DO NOTHING",
            super::programs::case_managers_sql("$3")
        ),
        params![TEXT, text_id, father_id, now],
    )
}

/// The recipient's client confirmed it got these messages live: no push for them.
pub fn delivered_live(conn: &mut dyn Conn, user_id: &str, message_ids: &[String]) -> DbResult<u64> {
    let mut cancelled = 0;
    for message_id in message_ids {
        cancelled += conn.execute(
            "DELETE FROM push_queue WHERE subject_id = $1 AND user_id = $2 AND kind = $3 AND claimed_until IS NULL",
            params![message_id, user_id, MESSAGE],
        )?;
    }
    Ok(cancelled)
}

/// A subject is gone (an announcement deleted): whatever is still queued about it goes.
pub fn drop_subject(conn: &mut dyn Conn, kind: &str, subject_id: &str) -> DbResult<u64> {
    conn.execute("DELETE FROM push_queue WHERE kind = $1 AND subject_id = $2", params![kind, subject_id])
}

/// A push to send, claimed by this worker, with the subscription to send it to.
#[derive(Clone, Debug)]
pub struct Job {
    pub kind: String,
    pub subject_id: String,
    pub user_id: String,
    pub subscription: Subscription,
    /// Including this one.
    pub attempts: i64,
    /// Whether the session that saved the subscription is still signed in (true for a
    /// subscription saved without one).
    pub session_live: bool,
}

/// Claims up to `limit` due pushes until `claim_until`: one claimed by another worker
/// (whose claim has not run out) is skipped, so each is sent by one worker at a time.
pub fn claim_due(conn: &mut dyn Conn, now: i64, claim_until: i64, limit: i64) -> DbResult<Vec<Job>> {
    let due = conn.all(
        &format!(
            "SELECT q.kind, q.subject_id, q.endpoint, q.user_id, s.p256dh, s.auth, s.user_agent, s.last_updated,
                CASE WHEN s.session_id IS NULL OR EXISTS (
                    SELECT 1 FROM refresh_tokens t WHERE t.family_id = s.session_id AND t.user_id = s.user_id
                      AND t.revoked_at IS NULL AND t.expires_at > $1) THEN 1 ELSE 0 END AS session_live
         FROM push_queue q JOIN push_subscriptions s ON s.endpoint = q.endpoint
         WHERE q.next_attempt_at <= $1 AND (q.claimed_until IS NULL OR q.claimed_until < $1)
         ORDER BY q.next_attempt_at {}{}",
            super::limit(limit),
            super::claim_lock(conn, "q")
        ),
        params![now],
        |row| {
            Ok(Job {
                kind: row.text("kind")?,
                subject_id: row.text("subject_id")?,
                subscription: Subscription {
                    endpoint: row.text("endpoint")?,
                    p256dh: row.text("p256dh")?,
                    auth: row.text("auth")?,
                    user_agent: row.text("user_agent")?,
                    last_updated: row.int("last_updated")?,
                },
                user_id: row.text("user_id")?,
                // Set by the claim below.
                attempts: 0,
                session_live: row.int("session_live")? == 1,
            })
        },
    )?;
    let mut claimed = Vec::with_capacity(due.len());
    for mut job in due {
        // Conditional: on PostgreSQL another instance may have claimed it since the read.
        let attempts = conn.first(
            "UPDATE push_queue SET claimed_until = $4, attempts = attempts + 1
             WHERE kind = $1 AND subject_id = $2 AND endpoint = $3 AND (claimed_until IS NULL OR claimed_until < $5)
             RETURNING attempts",
            params![&job.kind, &job.subject_id, &job.subscription.endpoint, claim_until, now],
            |row| row.int("attempts"),
        )?;
        if let Some(attempts) = attempts {
            job.attempts = attempts;
            claimed.push(job);
        }
    }
    Ok(claimed)
}

/// Sent, or given up: the push leaves the queue.
pub fn done(conn: &mut dyn Conn, job: &Job) -> DbResult<()> {
    conn.execute(
        "DELETE FROM push_queue WHERE kind = $1 AND subject_id = $2 AND endpoint = $3",
        params![&job.kind, &job.subject_id, &job.subscription.endpoint],
    )?;
    Ok(())
}

/// A failed attempt: try again at `next_attempt_at`.
pub fn retry(conn: &mut dyn Conn, job: &Job, error: &str, next_attempt_at: i64) -> DbResult<()> {
    conn.execute(
        "UPDATE push_queue SET claimed_until = NULL, last_error = $4, next_attempt_at = $5
         WHERE kind = $1 AND subject_id = $2 AND endpoint = $3",
        params![&job.kind, &job.subject_id, &job.subscription.endpoint, error, next_attempt_at],
    )?;
    Ok(())
}

/// Pushes waiting or being retried, for health and tests.
pub fn pending(conn: &mut dyn Conn) -> DbResult<i64> {
    Ok(conn.first("SELECT COUNT(*) AS pending FROM push_queue", &[], |row| row.int("pending"))?.unwrap_or(0))
}

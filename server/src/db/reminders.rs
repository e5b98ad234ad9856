//! `reminder_claims`: the reminders of sessions and events that have been decided, one row
//! per item, start time and offset, and the pushes and e-mails each queues.

use super::{Conn, DbResult, Row};
use crate::domain::calendar::ItemKind;
use crate::domain::reminder::HORIZON_MS;
use crate::params;

/// What a queued push or mail of a reminder is about: its `subject_id` is the claim's id.
pub const REMINDER: &str = "reminder";

/// Where a reminder's item is kept, and whom it is for.
trait Reminded {
    fn column(self) -> &'static str;
    fn audience(self) -> &'static str;
}

impl Reminded for ItemKind {
    fn column(self) -> &'static str {
        match self {
            ItemKind::Session => "session_id",
            ItemKind::Event => "event_id",
        }
    }

    /// `father_id, user_id` of the fathers with an account the item is for (`$1` its id):
    /// a session's group's current members, an event's group's or every father; not those
    /// who said they cannot come.
    fn audience(self) -> &'static str {
        match self {
            ItemKind::Session => {
                "SELECT f.id AS father_id, f.user_id FROM sessions s JOIN cycles c ON c.id = s.cycle_id
                 JOIN group_members m ON m.group_id = c.group_id AND m.left_at IS NULL
                 JOIN fathers f ON f.id = m.father_id
                 WHERE s.id = $1 AND f.user_id IS NOT NULL
                   AND NOT EXISTS (SELECT 1 FROM rsvps r WHERE r.session_id = s.id AND r.father_id = f.id AND r.answer = 'no')"
            }
            ItemKind::Event => {
                "SELECT f.id AS father_id, f.user_id FROM events e JOIN fathers f ON f.user_id IS NOT NULL
                 WHERE e.id = $1
                   AND (e.group_id IS NULL OR EXISTS (SELECT 1 FROM group_members m
                        WHERE m.group_id = e.group_id AND m.father_id = f.id AND m.left_at IS NULL))
                   AND NOT EXISTS (SELECT 1 FROM rsvps r WHERE r.event_id = e.id AND r.father_id = f.id AND r.answer = 'no')"
            }
        }
    }
}

/// An item whose reminder at `offset_minutes` is due and not decided yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Due {
    pub kind: ItemKind,
    pub item_id: String,
    pub starts_at: i64,
    pub offset_minutes: i64,
}

/// The offset due at `$1` for an item starting at `{starts}` (`domain::reminder::due_offset`
/// in SQL): the two-hour one within two hours of the start, the day-before one otherwise.
fn due_offset_sql(starts: &str) -> String {
    format!("CASE WHEN {starts} - $1 <= 7200000 THEN 120 ELSE 1440 END")
}

/// Items starting within the next day (scheduled sessions, events) whose due reminder has
/// no claim for their current start time, soonest first. Read by the start-time indexes:
/// the cost is the next day's items, not the program's size.
pub fn due(conn: &mut dyn Conn, now: i64, limit: i64) -> DbResult<Vec<Due>> {
    let (session_offset, event_offset) = (due_offset_sql("s.starts_at"), due_offset_sql("e.starts_at"));
    conn.all(
        &format!(
            "SELECT 'session' AS kind, s.id, s.starts_at, {session_offset} AS offset_minutes FROM sessions s
             WHERE s.starts_at > $1 AND s.starts_at <= $2 AND s.status = 'scheduled'
               AND NOT EXISTS (SELECT 1 FROM reminder_claims r WHERE r.session_id = s.id
                   AND r.starts_at = s.starts_at AND r.offset_minutes = {session_offset})
             UNION ALL
             SELECT 'event', e.id, e.starts_at, {event_offset} FROM events e
             WHERE e.starts_at > $1 AND e.starts_at <= $2
               AND NOT EXISTS (SELECT 1 FROM reminder_claims r WHERE r.event_id = e.id
                   AND r.starts_at = e.starts_at AND r.offset_minutes = {event_offset})
             ORDER BY 3, 2 {}",
            super::limit(limit)
        ),
        params![now, now + HORIZON_MS],
        |row| {
            Ok(Due {
                kind: row.word("kind", |word| ItemKind::parse(word).ok_or(()))?,
                item_id: row.text("id")?,
                starts_at: row.int("starts_at")?,
                offset_minutes: row.int("offset_minutes")?,
            })
        },
    )
}

/// What deciding a reminder queued.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Decided {
    pub recipients: u64,
    pub pushes: u64,
    pub mails: u64,
    pub texts: u64,
}

/// Decides `due`'s reminder under the id `claim_id` at `now` (the scheduler's clock): the
/// claim row, then a push to every device of each father it is for (push on) and an
/// e-mail to each (e-mail on, e-mail consent not revoked), in this transaction, due at `queued_at` (the queues' real
/// time). None when another scheduler claimed it first (the unique index decides:
/// on PostgreSQL a second insert waits for the first's commit, then does nothing).
pub fn claim(conn: &mut dyn Conn, due: &Due, claim_id: &str, now: i64, queued_at: i64) -> DbResult<Option<Decided>> {
    let inserted = conn.execute(
        &format!(
            "INSERT INTO reminder_claims (id, {}, starts_at, offset_minutes, claimed_at) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT DO NOTHING",
            due.kind.column()
        ),
        params![claim_id, &due.item_id, due.starts_at, due.offset_minutes, now],
    )?;
    if inserted == 0 {
        return Ok(None);
    }
    let audience = due.kind.audience();
    let recipients = conn
        .first(&format!("SELECT COUNT(*) AS recipients FROM ({audience}) a"), params![&due.item_id], |row| {
            row.int("recipients")
        })?
        .unwrap_or(0);
    let pushes = conn.execute(
        &format!(
            "INSERT INTO push_queue (kind, subject_id, endpoint, user_id, next_attempt_at, created_at)
             SELECT CAST($2 AS TEXT), CAST($3 AS TEXT), s.endpoint, s.user_id, CAST($4 AS BIGINT), CAST($4 AS BIGINT)
             FROM ({audience}) a JOIN users u ON u.id = a.user_id AND u.reminder_push
             JOIN push_subscriptions s ON s.user_id = u.id
             ON CONFLICT DO NOTHING"
        ),
        params![&due.item_id, REMINDER, claim_id, queued_at],
    )?;
    let mails = conn.execute(
        &format!(
            "INSERT INTO mail_queue (kind, subject_id, user_id, next_attempt_at, created_at)
             SELECT CAST($2 AS TEXT), CAST($3 AS TEXT), u.id, CAST($4 AS BIGINT), CAST($4 AS BIGINT)
             FROM ({audience}) a JOIN users u ON u.id = a.user_id AND u.reminder_email
             WHERE {}
             ON CONFLICT DO NOTHING",
            super::consents::email_allowed_sql("u.id")
        ),
        params![&due.item_id, REMINDER, claim_id, queued_at],
    )?;
    let recipients = u64::try_from(recipients).unwrap_or(0);
    conn.execute("UPDATE reminder_claims SET recipients = $2 WHERE id = $1", params![claim_id, recipients as i64])?;
    Ok(Some(Decided { recipients, pushes, mails, texts: 0 }))
}

/// A due item's title and place, when it is still at the time it is due for.
pub fn title_and_place(conn: &mut dyn Conn, due: &Due) -> DbResult<Option<(String, String)>> {
    let sql = match due.kind {
        ItemKind::Session => {
            "SELECT title, location FROM sessions WHERE id = $1 AND starts_at = $2 AND status = 'scheduled'"
        }
        ItemKind::Event => "SELECT title, location FROM events WHERE id = $1 AND starts_at = $2",
    };
    conn.first(sql, params![&due.item_id, due.starts_at], |row| Ok((row.text("title")?, row.text("location")?)))
}

/// A reminder as its recipient is to read it now.
#[derive(Clone, Debug)]
pub struct Reminder {
    pub kind: ItemKind,
    pub item_id: String,
    /// The session's cycle (its page's address), for a session.
    pub cycle_id: Option<String>,
    pub title: String,
    pub location: String,
    pub starts_at: i64,
    pub offset_minutes: i64,
    /// The recipient's father record.
    pub father_id: String,
}

/// Claim `claim_id`'s reminder for `user_id`, if it still applies: the item has not moved
/// since (a moved item has a claim of its own), is not cancelled, and he is still one of
/// the fathers it is for. Whether it has started is the caller's to judge, with its clock.
pub fn for_recipient(conn: &mut dyn Conn, claim_id: &str, user_id: &str) -> DbResult<Option<Reminder>> {
    let claim = conn.first(
        "SELECT session_id, event_id, starts_at, offset_minutes FROM reminder_claims WHERE id = $1",
        params![claim_id],
        |row| {
            let item = (row.opt_text("session_id")?, row.opt_text("event_id")?);
            Ok((item, row.int("starts_at")?, row.int("offset_minutes")?))
        },
    )?;
    let Some((item, starts_at, offset_minutes)) = claim else { return Ok(None) };
    let (kind, item_id) = match item {
        (Some(session), _) => (ItemKind::Session, session),
        (None, Some(event)) => (ItemKind::Event, event),
        (None, None) => return Ok(None),
    };
    let sql = match kind {
        ItemKind::Session => {
            "SELECT s.cycle_id, s.title, s.location FROM sessions s WHERE s.id = $1 AND s.starts_at = $2 AND s.status = 'scheduled'"
        }
        ItemKind::Event => "SELECT NULL AS cycle_id, e.title, e.location FROM events e WHERE e.id = $1 AND e.starts_at = $2",
    };
    let item = conn.first(sql, params![&item_id, starts_at], |row| {
        Ok((row.opt_text("cycle_id")?, row.text("title")?, row.text("location")?))
    })?;
    let Some((cycle_id, title, location)) = item else { return Ok(None) };
    let father = conn.first(
        &format!("SELECT a.father_id FROM ({}) a WHERE a.user_id = $2", kind.audience()),
        params![&item_id, user_id],
        |row| row.text("father_id"),
    )?;
    let Some(father_id) = father else { return Ok(None) };
    Ok(Some(Reminder { kind, item_id, cycle_id, title, location, starts_at, offset_minutes, father_id }))
}

/// The items a father said he cannot come to (he is not reminded of them), from now on.
pub fn declined(conn: &mut dyn Conn, father_id: &str) -> DbResult<Vec<String>> {
    conn.all(
        "SELECT COALESCE(session_id, event_id) AS item_id FROM rsvps WHERE father_id = $1 AND answer = 'no'",
        params![father_id],
        |row| row.text("item_id"),
    )
}

/// The claims decided, for tests and the bench.
pub fn claims(conn: &mut dyn Conn) -> DbResult<Vec<(String, i64, i64, i64)>> {
    conn.all(
        "SELECT COALESCE(session_id, event_id) AS item_id, starts_at, offset_minutes, recipients FROM reminder_claims
         ORDER BY claimed_at, id",
        &[],
        |row: &Row| {
            Ok((row.text("item_id")?, row.int("starts_at")?, row.int("offset_minutes")?, row.int("recipients")?))
        },
    )
}

//! `texts`: every text to or from a father, and the queue the outgoing ones wait in
//! (`next_attempt_at` set while waiting), claimed once across instances like the e-mail
//! queue, at the pace `sms_pace` keeps for all of them together.

use super::scope::Scope;
use super::{Binds, Conn, DbResult, Row};
use crate::domain::consent::ConsentKind;
use crate::domain::sms::{self, Encoding, InboxRow, Text, TextDirection, TextKind, TextStatus};
use crate::domain::Language;
use crate::{binds, params};

/// Whether the father whose row is aliased `f` may be texted now: a valid number, not
/// anonymised, and his latest sms consent standing (none: no).
pub fn allowed_sql(f: &str) -> String {
    format!(
        "({f}.phone_valid AND {f}.anonymised_at IS NULL AND {})",
        super::consents::standing_sql(&format!("{f}.id"), ConsentKind::Sms, false)
    )
}

const COLUMNS: &str = "t.id, t.father_id, t.direction, t.kind, t.body, t.status, t.encoding, t.segments,
     t.provider_id, t.error_code, t.sent_by, u.display_name AS sent_by_name, t.created_at, t.updated_at";
const FROM: &str = "texts t LEFT JOIN users u ON u.id = t.sent_by";

fn from_row(row: &Row) -> DbResult<Text> {
    Ok(Text {
        id: row.text("id")?,
        father_id: row.text("father_id")?,
        direction: row.word("direction", TextDirection::parse)?,
        kind: row.word("kind", TextKind::parse)?,
        body: row.text("body")?,
        status: row.word("status", TextStatus::parse)?,
        encoding: row.word("encoding", Encoding::parse)?,
        segments: row.int("segments")?,
        provider_id: row.opt_text("provider_id")?,
        error_code: row.opt_text("error_code")?,
        sent_by: row.opt_text("sent_by")?,
        sent_by_name: row.opt_text("sent_by_name")?,
        created_at: row.time("created_at")?,
        updated_at: row.time("updated_at")?,
    })
}

/// A text to write: an outgoing one to queue (`status: queued`), or one already sent
/// (an answer in a webhook's reply) or received.
#[derive(Clone, Debug)]
pub struct NewText<'a> {
    pub father_id: &'a str,
    pub direction: TextDirection,
    pub kind: TextKind,
    pub body: &'a str,
    pub status: TextStatus,
    pub phone: &'a str,
    pub provider_id: Option<&'a str>,
    pub sent_by: Option<&'a str>,
    pub subject_id: Option<&'a str>,
    /// A reminder's item: (session, event).
    pub item: (Option<&'a str>, Option<&'a str>),
    pub expires_at: Option<i64>,
    /// An inbound text staff should read.
    pub unread: bool,
}

impl<'a> NewText<'a> {
    /// An outgoing text to queue.
    pub fn queued(father_id: &'a str, phone: &'a str, kind: TextKind, body: &'a str) -> NewText<'a> {
        NewText {
            father_id,
            direction: TextDirection::Out,
            kind,
            body,
            status: TextStatus::Queued,
            phone,
            provider_id: None,
            sent_by: None,
            subject_id: None,
            item: (None, None),
            expires_at: None,
            unread: false,
        }
    }
}

/// Writes a text; a queued one is due at once. Returns its id, or None when the father
/// already has a text of this kind about this subject (a reminder or announcement once).
pub fn insert(conn: &mut dyn Conn, t: &NewText, now: i64) -> DbResult<Option<String>> {
    let id = uuid::Uuid::now_v7().to_string();
    let cost = sms::cost(t.body);
    let due = (t.status == TextStatus::Queued).then_some(now);
    let inserted = conn.execute(
        "INSERT INTO texts (id, father_id, direction, kind, body, status, encoding, segments, phone, provider_id,
             sent_by, subject_id, session_id, event_id, expires_at, next_attempt_at, unread, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18)
         ON CONFLICT DO NOTHING",
        params![
            &id,
            t.father_id,
            t.direction.as_str(),
            t.kind.as_str(),
            t.body,
            t.status.as_str(),
            cost.encoding.as_str(),
            cost.segments,
            t.phone,
            t.provider_id,
            t.sent_by,
            t.subject_id,
            t.item.0,
            t.item.1,
            t.expires_at,
            due,
            t.unread,
            now
        ],
    )?;
    Ok((inserted == 1).then_some(id))
}

/// Queues an announcement's text to every father of its audience (the group's current
/// members, or every father still in some program) who may be texted, in his language: one statement,
/// however many fathers. Returns how many were queued.
pub fn queue_announcement(
    conn: &mut dyn Conn,
    announcement_id: &str,
    group_id: Option<&str>,
    bodies: [(Language, &str); 2],
    now: i64,
) -> DbResult<u64> {
    let [(_, en), (_, es)] = bodies;
    let (en_cost, es_cost) = (sms::cost(en), sms::cost(es));
    let audience = match group_id {
        Some(_) => {
            "EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = $9 AND m.father_id = f.id AND m.left_at IS NULL)"
                .to_owned()
        }
        None => format!("{} AND CAST($9 AS TEXT) IS NULL", super::programs::in_any_program_sql("f")),
    };
    conn.execute(
        &format!(
            "INSERT INTO texts (id, father_id, direction, kind, body, status, encoding, segments, phone, subject_id,
                 next_attempt_at, created_at, updated_at)
             SELECT {id}, f.id, 'out', 'announcement',
                 CASE WHEN f.preferred_language = 'es' THEN $2 ELSE $1 END, 'queued',
                 CASE WHEN f.preferred_language = 'es' THEN $4 ELSE $3 END,
                 CASE WHEN f.preferred_language = 'es' THEN CAST($6 AS BIGINT) ELSE CAST($5 AS BIGINT) END,
                 f.phone, CAST($7 AS TEXT), CAST($8 AS BIGINT), CAST($8 AS BIGINT), CAST($8 AS BIGINT)
             FROM fathers f WHERE {audience} AND {allowed}
             ON CONFLICT DO NOTHING",
            id = numbered_id_sql(conn),
            allowed = allowed_sql("f"),
        ),
        params![
            en,
            es,
            en_cost.encoding.as_str(),
            es_cost.encoding.as_str(),
            en_cost.segments,
            es_cost.segments,
            announcement_id,
            now,
            group_id,
            &uuid::Uuid::now_v7().to_string()[..24]
        ],
    )
}

/// Ids for rows one statement inserts: a UUID v7 made here whose last twelve hex digits
/// are the row's number in the statement (`$10` the first 24 characters), so every row
/// has an id as unique as the UUID and of its shape.
fn numbered_id_sql(conn: &dyn Conn) -> &'static str {
    match conn.backend() {
        super::Backend::Postgres => "CAST($10 AS TEXT) || lpad(to_hex(row_number() OVER ()), 12, '0')",
        super::Backend::Sqlite => "$10 || printf('%012x', row_number() OVER ())",
    }
}

/// The fathers a reminder's item is for (a session's group's current members, an event's
/// group's or every father still in some program; not those who said they cannot come), who want
/// reminders by text and may be texted: `(father id, phone, language)`.
pub fn reminder_recipients(
    conn: &mut dyn Conn,
    session_id: Option<&str>,
    event_id: Option<&str>,
) -> DbResult<Vec<(String, String, Language)>> {
    let allowed = allowed_sql("f");
    let in_a_program = super::programs::in_any_program_sql("f");
    let (sql, id) = match (session_id, event_id) {
        (Some(session), _) => (
            format!(
                "SELECT f.id, f.phone, f.preferred_language FROM sessions s JOIN cycles c ON c.id = s.cycle_id
                 JOIN group_members m ON m.group_id = c.group_id AND m.left_at IS NULL
                 JOIN fathers f ON f.id = m.father_id
                 WHERE s.id = $1 AND f.reminders_sms AND {allowed}
                   AND NOT EXISTS (SELECT 1 FROM rsvps r WHERE r.session_id = s.id AND r.father_id = f.id AND r.answer = 'no')"
            ),
            session,
        ),
        (None, Some(event)) => (
            format!(
                "SELECT f.id, f.phone, f.preferred_language FROM events e JOIN fathers f ON {in_a_program} OR e.group_id IS NOT NULL
                 WHERE e.id = $1 AND f.reminders_sms AND {allowed}
                   AND (e.group_id IS NULL OR EXISTS (SELECT 1 FROM group_members m
                        WHERE m.group_id = e.group_id AND m.father_id = f.id AND m.left_at IS NULL))
                   AND NOT EXISTS (SELECT 1 FROM rsvps r WHERE r.event_id = e.id AND r.father_id = f.id AND r.answer = 'no')"
            ),
            event,
        ),
        (None, None) => return Ok(Vec::new()),
    };
    conn.all(&sql, params![id], |row| {
        Ok((row.text("id")?, row.text("phone")?, row.word("preferred_language", Language::parse)?))
    })
}

/// A queued text claimed by this sender, to send at `send_at` (the shared pace).
#[derive(Clone, Debug)]
pub struct Claimed {
    pub id: String,
    pub father_id: String,
    pub phone: String,
    pub body: String,
    pub segments: i64,
    pub attempts: i64,
    pub created_at: i64,
    pub send_at: i64,
}

/// Why a claimed text is not sent after all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dropped {
    /// A reminder whose item has started, moved or been cancelled.
    Expired,
    /// He revoked his sms consent (or never gave it), or was anonymised.
    NoConsent,
    /// His number changed or is no longer valid.
    NoPhone,
}

impl Dropped {
    pub fn code(self) -> &'static str {
        match self {
            Dropped::Expired => "expired",
            Dropped::NoConsent => "no-consent",
            Dropped::NoPhone => "no-phone",
        }
    }
}

/// Claims up to `limit` due texts until `claim_until`, each once across instances (a text
/// another sender holds is skipped), and gives each its time to leave: at most `rate`
/// segments a second for all senders together (`sms_pace`, locked by this transaction;
/// None: no limit). `program_now` is the program's clock, which a reminder's expiry is
/// read by (tests move it); the queue runs on real time. A text that may no longer be sent — his consent revoked, his number
/// changed, a reminder's item started, moved or cancelled — is marked failed here instead,
/// by the rules as they stand now, not as they stood when it was queued.
pub fn claim_due(
    conn: &mut dyn Conn,
    now: i64,
    program_now: i64,
    claim_until: i64,
    limit: i64,
    rate: Option<f64>,
) -> DbResult<Vec<Claimed>> {
    let due = conn.all(
        &format!(
            "SELECT t.id FROM texts t
             WHERE t.next_attempt_at IS NOT NULL AND t.next_attempt_at <= $1
               AND (t.claimed_until IS NULL OR t.claimed_until < $1)
             ORDER BY t.next_attempt_at {}{}",
            super::limit(limit),
            super::claim_lock(conn, "t")
        ),
        params![now],
        |row| row.text("id"),
    )?;
    if due.is_empty() {
        return Ok(Vec::new());
    }
    let mut pace = match rate {
        None => None,
        Some(rate) => {
            let lock = super::for_update(conn);
            let next_free = conn
                .first(&format!("SELECT next_free_at FROM sms_pace WHERE id = 1{lock}"), &[], |row| {
                    row.int("next_free_at")
                })?
                .unwrap_or(0);
            Some((rate, next_free.max(now)))
        }
    };
    let allowed = allowed_sql("f");
    let mut claimed = Vec::with_capacity(due.len());
    for id in due {
        // Conditional: on PostgreSQL another instance may have claimed it since the read.
        let read = conn.first(
            &format!(
                "UPDATE texts SET claimed_until = $2, attempts = attempts + 1
                 WHERE id = $1 AND next_attempt_at IS NOT NULL AND (claimed_until IS NULL OR claimed_until < $3)
                 RETURNING father_id, phone, body, segments, attempts, created_at, kind, expires_at,
                     (SELECT {allowed} FROM fathers f WHERE f.id = texts.father_id) AS consent,
                     (SELECT f.phone = texts.phone AND f.phone_valid FROM fathers f WHERE f.id = texts.father_id)
                         AS same_phone,
                     subject_id"
            ),
            params![&id, claim_until, now],
            |row| {
                let text = Claimed {
                    id: id.clone(),
                    father_id: row.text("father_id")?,
                    phone: row.text("phone")?,
                    body: row.text("body")?,
                    segments: row.int("segments")?,
                    attempts: row.int("attempts")?,
                    created_at: row.int("created_at")?,
                    send_at: now,
                };
                let (kind, expires_at) = (row.text("kind")?, row.opt_int("expires_at")?);
                let consent = row.opt_bool("consent")?.unwrap_or(false);
                let same_phone = row.opt_bool("same_phone")?.unwrap_or(false);
                let subject = row.opt_text("subject_id")?;
                Ok((text, kind, expires_at, consent, same_phone, subject))
            },
        )?;
        let Some((text, kind, expires_at, consent, same_phone, subject)) = read else { continue };
        let dropped = if !same_phone {
            Some(Dropped::NoPhone)
        } else if !consent {
            Some(Dropped::NoConsent)
        } else if kind == TextKind::Reminder.as_str()
            && (expires_at.is_some_and(|at| at <= program_now) || !reminder_stands(conn, subject.as_deref())?)
        {
            Some(Dropped::Expired)
        } else {
            None
        };
        if let Some(dropped) = dropped {
            fail(conn, &text.id, dropped.code(), now)?;
            continue;
        }
        let text = match &mut pace {
            None => text,
            Some((rate, next_free)) => {
                let send_at = *next_free;
                *next_free += ((text.segments.max(1) as f64) * 1000.0 / *rate).ceil() as i64;
                Claimed { send_at, ..text }
            }
        };
        claimed.push(text);
    }
    if let Some((_, next_free)) = pace {
        conn.execute("UPDATE sms_pace SET next_free_at = $1 WHERE id = 1", params![next_free])?;
    }
    Ok(claimed)
}

/// Whether a reminder claim's item is still at the time it was claimed for and not
/// cancelled (a moved item has a claim, and texts, of its own).
fn reminder_stands(conn: &mut dyn Conn, claim_id: Option<&str>) -> DbResult<bool> {
    let Some(claim_id) = claim_id else { return Ok(false) };
    conn.exists(
        "SELECT 1 FROM reminder_claims r
             LEFT JOIN sessions s ON s.id = r.session_id
             LEFT JOIN events e ON e.id = r.event_id
             WHERE r.id = $1
               AND ((s.id IS NOT NULL AND s.starts_at = r.starts_at AND s.status = 'scheduled')
                 OR (e.id IS NOT NULL AND e.starts_at = r.starts_at))",
        params![claim_id],
    )
}

/// The provider took it. A status report that came before this answer (the provider may
/// call back first) is applied now; its error code is answered (21610: he opted out).
pub fn mark_sent(
    conn: &mut dyn Conn,
    id: &str,
    provider_id: &str,
    status: TextStatus,
    now: i64,
) -> DbResult<Option<String>> {
    conn.execute(
        &format!(
            "UPDATE texts SET provider_id = $2, next_attempt_at = NULL, claimed_until = NULL, updated_at = $4,
                 status = CASE WHEN {} < {} THEN $3 ELSE status END
             WHERE id = $1",
            rank_sql("status"),
            rank_sql("$3")
        ),
        params![id, provider_id, status.as_str(), now],
    )?;
    let early = conn.first(
        "DELETE FROM text_status_early WHERE provider_id = $1 RETURNING status, error_code",
        params![provider_id],
        |row| Ok((row.text("status")?, row.opt_text("error_code")?)),
    )?;
    let Some((reported, error)) = early else { return Ok(None) };
    let Ok(reported) = TextStatus::parse(&reported) else { return Ok(None) };
    apply_status(conn, provider_id, reported, error.as_deref(), now)?;
    Ok(error)
}

/// Not sent now: again at `next_attempt_at`.
pub fn mark_retry(conn: &mut dyn Conn, id: &str, next_attempt_at: i64, error: &str, now: i64) -> DbResult<()> {
    conn.execute(
        "UPDATE texts SET next_attempt_at = $2, claimed_until = NULL, error_code = $3, updated_at = $4 WHERE id = $1",
        params![id, next_attempt_at, error, now],
    )?;
    Ok(())
}

/// Never sent: failed, and why.
pub fn fail(conn: &mut dyn Conn, id: &str, code: &str, now: i64) -> DbResult<()> {
    conn.execute(
        "UPDATE texts SET status = 'failed', error_code = $2, next_attempt_at = NULL, claimed_until = NULL, updated_at = $3
         WHERE id = $1",
        params![id, code, now],
    )?;
    Ok(())
}

/// A status word's rank in SQL (`TextStatus::rank`).
fn rank_sql(status: &str) -> String {
    format!("(CASE {status} WHEN 'queued' THEN 0 WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 ELSE 3 END)")
}

/// A status callback: moves the text forward only (a repeated or late callback changes
/// nothing). Returns its father and phone when it moved, None otherwise.
pub fn apply_status(
    conn: &mut dyn Conn,
    provider_id: &str,
    status: TextStatus,
    error_code: Option<&str>,
    now: i64,
) -> DbResult<Option<(String, String)>> {
    let rows = conn.all(
        &format!(
            "UPDATE texts SET status = $2, error_code = COALESCE($3, error_code), updated_at = $4
             WHERE provider_id = $1 AND direction = 'out' AND {} < {}
             RETURNING father_id, phone",
            rank_sql("status"),
            rank_sql("$2")
        ),
        params![provider_id, status.as_str(), error_code, now],
        |row| Ok((row.text("father_id")?, row.text("phone")?)),
    )?;
    if rows.is_empty() && !conn.exists("SELECT 1 FROM texts WHERE provider_id = $1", params![provider_id])? {
        // No text has this id yet: the send's answer is still on its way. Kept (the furthest
        // report only) for `mark_sent` to apply.
        conn.execute(
            &format!(
                "INSERT INTO text_status_early (provider_id, status, error_code, received_at) VALUES ($1, $2, $3, $4)
                 ON CONFLICT (provider_id) DO UPDATE SET status = excluded.status,
                     error_code = COALESCE(excluded.error_code, text_status_early.error_code)
                 WHERE {} < {}",
                rank_sql("text_status_early.status"),
                rank_sql("excluded.status")
            ),
            params![provider_id, status.as_str(), error_code, now],
        )?;
    }
    Ok(rows.into_iter().next())
}

/// One text of a father in `scope`.
/// The text the provider knows by `provider_id`.
pub fn id_by_provider_id(conn: &mut dyn Conn, provider_id: &str) -> DbResult<Option<String>> {
    conn.first("SELECT id FROM texts WHERE provider_id = $1", params![provider_id], |row| row.text("id"))
}

pub fn find(conn: &mut dyn Conn, id: &str) -> DbResult<Option<Text>> {
    conn.first(&format!("SELECT {COLUMNS} FROM {FROM} WHERE t.id = $1"), params![id], from_row)
}

/// A father's texts both ways, newest first, older than `before` (a text id) when given.
pub fn page(
    conn: &mut dyn Conn,
    scope: &Scope,
    father_id: &str,
    before: Option<&str>,
    limit: i64,
) -> DbResult<Vec<Text>> {
    let mut binds = binds![father_id, before];
    let in_scope = scope.covers_sql("t.father_id", &mut binds);
    conn.all(
        &format!(
            "SELECT {COLUMNS} FROM {FROM}
             WHERE t.father_id = $1 AND {in_scope}
               AND (CAST($2 AS TEXT) IS NULL
                    OR (t.created_at, t.id) < (SELECT b.created_at, b.id FROM texts b WHERE b.id = CAST($2 AS TEXT)))
             ORDER BY t.created_at DESC, t.id DESC {}",
            super::limit(limit)
        ),
        &binds,
        from_row,
    )
}

/// The staff's inbox: one row per father in `scope` who has texts, with his last text and
/// how many of his are unread; unread first, then latest first.
pub fn inbox(conn: &mut dyn Conn, scope: &Scope, limit: i64) -> DbResult<Vec<InboxRow>> {
    let mut binds = Binds::new();
    let in_scope = scope.covers_sql("f.id", &mut binds);
    conn.all(
        &format!(
            "SELECT {COLUMNS}, f.first_name || ' ' || f.last_name AS father_name,
                 (SELECT COUNT(*) FROM texts n WHERE n.father_id = f.id AND n.unread) AS unread
             FROM fathers f
             JOIN texts t ON t.id = (SELECT l.id FROM texts l WHERE l.father_id = f.id
                                     ORDER BY l.created_at DESC, l.id DESC LIMIT 1)
             LEFT JOIN users u ON u.id = t.sent_by
             WHERE {in_scope}
             ORDER BY CASE WHEN EXISTS (SELECT 1 FROM texts n WHERE n.father_id = f.id AND n.unread) THEN 0 ELSE 1 END,
                 t.created_at DESC, t.id DESC {}",
            super::limit(limit)
        ),
        &binds,
        |row| {
            let last = from_row(row)?;
            Ok(InboxRow {
                father_id: last.father_id.clone(),
                last,
                father_name: row.text("father_name")?,
                unread: row.int("unread")?,
            })
        },
    )
}

/// Staff read his thread: none of his texts is unread now.
pub fn mark_read(conn: &mut dyn Conn, father_id: &str) -> DbResult<u64> {
    conn.execute("UPDATE texts SET unread = FALSE WHERE father_id = $1 AND unread", params![father_id])
}

/// A father a number belongs to (the records with that phone, not anonymised).
#[derive(Clone, Debug)]
pub struct NumberOwner {
    pub father_id: String,
    pub name: String,
    pub language: Language,
}

/// Every father whose valid phone is `phone`, the one texted last first, then the newest.
pub fn owners_of(conn: &mut dyn Conn, phone: &str) -> DbResult<Vec<NumberOwner>> {
    conn.all(
        "SELECT f.id, f.first_name || ' ' || f.last_name AS name, f.preferred_language FROM fathers f
         WHERE f.phone = $1 AND f.phone_valid AND f.anonymised_at IS NULL
         ORDER BY (SELECT MAX(t.created_at) FROM texts t WHERE t.father_id = f.id AND t.direction = 'out') DESC NULLS LAST,
             f.created_at DESC, f.id",
        params![phone],
        |row| {
            Ok(NumberOwner {
                father_id: row.text("id")?,
                name: row.text("name")?,
                language: row.word("preferred_language", Language::parse)?,
            })
        },
    )
}

/// A reminder text's father and item (session or event).
pub type Reminded = (String, Option<String>, Option<String>);

/// The latest reminder text sent to `phone` since `since`: its father, session, event.
pub fn last_reminder(conn: &mut dyn Conn, phone: &str, since: i64) -> DbResult<Option<Reminded>> {
    conn.first(
        "SELECT t.father_id, t.session_id, t.event_id FROM texts t
         WHERE t.phone = $1 AND t.created_at >= $2 AND t.direction = 'out' AND t.kind = 'reminder'
           AND t.status IN ('sent', 'delivered')
         ORDER BY t.created_at DESC, t.id DESC LIMIT 1",
        params![phone, since],
        |row| Ok((row.text("father_id")?, row.opt_text("session_id")?, row.opt_text("event_id")?)),
    )
}

/// Texts waiting to be sent, for the metrics and tests.
pub fn pending(conn: &mut dyn Conn) -> DbResult<i64> {
    Ok(conn
        .first("SELECT COUNT(*) AS pending FROM texts WHERE next_attempt_at IS NOT NULL", &[], |row| {
            row.int("pending")
        })?
        .unwrap_or(0))
}

/// Whether a father may be texted now, and if not, why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    Yes,
    NoPhone,
    NoConsent,
}

pub fn may_text(conn: &mut dyn Conn, father_id: &str) -> DbResult<Reach> {
    let reach = conn.first(
        &format!(
            "SELECT f.phone_valid AND f.anonymised_at IS NULL AS textable, {} AS allowed FROM fathers f WHERE f.id = $1",
            allowed_sql("f")
        ),
        params![father_id],
        |row| Ok((row.bool("textable")?, row.bool("allowed")?)),
    )?;
    let Some(reach) = reach else { return Ok(Reach::NoPhone) };
    Ok(match reach {
        (false, _) => Reach::NoPhone,
        (true, false) => Reach::NoConsent,
        (true, true) => Reach::Yes,
    })
}

/// He may not be texted any more: what was waiting for him fails (`no-consent`).
pub fn drop_queued(conn: &mut dyn Conn, father_id: &str, now: i64) -> DbResult<u64> {
    conn.execute(
        "UPDATE texts SET status = 'failed', error_code = 'no-consent', next_attempt_at = NULL, updated_at = $2
         WHERE father_id = $1 AND next_attempt_at IS NOT NULL AND claimed_until IS NULL",
        params![father_id, now],
    )
}

/// The texts of a period for the funder report: sent (handed to the provider, delivered
/// or not), delivered, failed, and the fathers at least one reached.
pub fn report(conn: &mut dyn Conn, scope: &Scope, from: i64, to: i64) -> DbResult<(i64, i64, i64, i64)> {
    let mut binds = binds![from, to];
    let in_scope = scope.covers_sql("t.father_id", &mut binds);
    let counts = conn.first(
        &format!(
            "SELECT
             COALESCE(SUM(CASE WHEN t.status IN ('sent', 'delivered', 'undelivered') THEN 1 ELSE 0 END), 0) AS sent,
             COALESCE(SUM(CASE WHEN t.status = 'delivered' THEN 1 ELSE 0 END), 0) AS delivered,
             COALESCE(SUM(CASE WHEN t.status IN ('failed', 'undelivered') THEN 1 ELSE 0 END), 0) AS failed,
             COUNT(DISTINCT CASE WHEN t.status IN ('sent', 'delivered') THEN t.father_id END) AS reached
         FROM texts t WHERE t.direction = 'out' AND t.created_at >= $1 AND t.created_at < $2 AND {in_scope}"
        ),
        &binds,
        |row| Ok((row.int("sent")?, row.int("delivered")?, row.int("failed")?, row.int("reached")?)),
    )?;
    Ok(counts.unwrap_or((0, 0, 0, 0)))
}

/// A subject is gone (an announcement deleted): its texts still waiting fail (`withdrawn`).
pub fn drop_subject(conn: &mut dyn Conn, kind: &str, subject_id: &str, now: i64) -> DbResult<u64> {
    conn.execute(
        "UPDATE texts SET status = 'failed', error_code = 'withdrawn', next_attempt_at = NULL, updated_at = $3
         WHERE kind = $1 AND subject_id = $2 AND next_attempt_at IS NOT NULL AND claimed_until IS NULL",
        params![kind, subject_id, now],
    )
}

/// Every text of a father, oldest first (his data's export).
pub fn all_of(conn: &mut dyn Conn, father_id: &str) -> DbResult<Vec<Text>> {
    conn.all(
        &format!("SELECT {COLUMNS} FROM {FROM} WHERE t.father_id = $1 ORDER BY t.created_at, t.id"),
        params![father_id],
        from_row,
    )
}

/// Unread texts of the fathers in `scope`, read by the partial index of unread texts.
pub fn unread_total(conn: &mut dyn Conn, scope: &Scope) -> DbResult<i64> {
    let mut binds = Binds::new();
    let in_scope = scope.covers_sql("t.father_id", &mut binds);
    Ok(conn
        .first(&format!("SELECT COUNT(*) AS unread FROM texts t WHERE t.unread AND {in_scope}"), &binds, |row| {
            row.int("unread")
        })?
        .unwrap_or(0))
}

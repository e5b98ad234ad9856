//! Texts (docs/PRODUCT.md, "Texts"): staff text a father from his page, his replies land in
//! a shared inbox, reminders and announcements go by text too — only ever to a father with
//! a valid number and a standing sms consent, checked when a text is queued and again when
//! it is sent. A worker on every instance sends the queue (`db::texts::claim_due`: each
//! text once, at the pace `FM_SMS_RATE` sets for all instances together); the provider's
//! webhooks (`/api/sms/inbound`, `/api/sms/status`), signed, bring his texts and the
//! texts' fate back.

mod inbound;

pub use inbound::{inbound, status};

use std::time::Duration;

use serde::Deserialize;
use utoipa::ToSchema;

use crate::auth::Viewer;
use crate::db::{self, Table};
use crate::domain::phone::{self, PhoneRegion};
use crate::domain::sms::{self, InboxRow, Text, TextKind, MAX_BODY_CHARS};
use crate::domain::{ActivityType, Language, NewActivity, Sentence};
use crate::error::{AppError, AppResult, Record};
use crate::infra::live::Announced;
use crate::infra::sms::Outcome;
use crate::infra::worker;
use crate::services::form::schema;
use crate::state::AppState;

/// The most texts one page of a thread holds.
pub const MAX_PAGE: i64 = 100;
/// How many fathers the inbox lists.
const INBOX_ROWS: i64 = 200;
/// How often the sender looks when nobody wakes it.
const POLL: Duration = Duration::from_secs(1);
/// Texts claimed at once; each send has a 30 s time-out, and at one segment a second a
/// batch waits its pace for at most a few seconds more.
const BATCH: i64 = 10;
/// A claim outlives its batch's pace and sends.
const CLAIM_MS: i64 = 10 * 60 * 1000;
/// A text the provider keeps refusing for now (429, 5xx) is given up after a day.
const GIVE_UP_AFTER_MS: i64 = 24 * 3600 * 1000;

/// A father's texts both ways, newest first (staff with him in scope; otherwise 404).
pub async fn page(
    state: &AppState,
    viewer: &Viewer,
    father_id: String,
    before: Option<String>,
    limit: i64,
) -> AppResult<Vec<Text>> {
    let viewer = viewer.clone();
    state
        .db
        .run(move |conn| {
            viewer.staff_reaching(conn, &father_id)?;
            Ok(db::texts::page(conn, &viewer.scope(), &father_id, before.as_deref(), limit)?)
        })
        .await
}

/// The staff's inbox: the fathers in their scope who have texts, unread first.
pub async fn inbox(state: &AppState, viewer: &Viewer) -> AppResult<Vec<InboxRow>> {
    viewer.staff()?;
    let scope = viewer.scope();
    Ok(state.db.run(move |conn| db::texts::inbox(conn, &scope, INBOX_ROWS)).await?)
}

/// How many texts from the fathers in a staff member's scope nobody has read (0 for a
/// father): the navigation's count.
pub async fn unread_total(state: &AppState, viewer: &Viewer) -> AppResult<i64> {
    if !viewer.is_staff() {
        return Ok(0);
    }
    let scope = viewer.scope();
    Ok(state.db.run(move |conn| db::texts::unread_total(conn, &scope)).await?)
}

/// Staff read his thread: nothing of his is unread for anyone now (one shared inbox).
pub async fn mark_read(state: &AppState, viewer: &Viewer, father_id: String) -> AppResult<()> {
    let viewer = viewer.clone();
    state
        .db
        .transaction(move |conn| {
            viewer.staff_reaching(conn, &father_id)?;
            db::texts::mark_read(conn, &father_id)?;
            Ok(())
        })
        .await
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewText {
    /// 1–1600 characters (trimmed).
    #[schema(schema_with = schema::string::required_text::<MAX_BODY_CHARS>)]
    pub body: String,
}

/// A staff member texts a father in their scope: queued (202) and sent by the worker;
/// 409 when he has no valid number or no standing sms consent.
pub async fn send_message(state: &AppState, viewer: &Viewer, father_id: String, body: String) -> AppResult<Text> {
    let body = sms::parse_body(&body).map_err(|m| AppError::field("body", m))?;
    let viewer = viewer.clone();
    let now = db::now_millis();
    let (text, announced) = state
        .db
        .transaction(move |conn| {
            let staff = viewer.staff_reaching(conn, &father_id)?.clone();
            // Locked: a consent revoked at this moment waits for this text, or it for that.
            db::lock(conn, Table::Fathers, &father_id)?;
            let father = db::fathers::find(conn, &father_id)?.ok_or_else(|| AppError::not_found(Record::Father))?;
            match db::texts::may_text(conn, &father_id)? {
                Reach::Yes => {}
                Reach::NoPhone => return Err(AppError::Conflict(crate::catalogue::text_no_phone())),
                Reach::NoConsent => return Err(AppError::Conflict(crate::catalogue::text_no_consent())),
            }
            let new = db::texts::NewText {
                sent_by: Some(&staff.id),
                ..db::texts::NewText::queued(&father.id, &father.phone, TextKind::Message, &body)
            };
            let id = db::texts::insert(conn, &new, now)?
                .ok_or_else(|| AppError::Internal(anyhow::anyhow!("a text was not written")))?;
            let name = father.full_name();
            db::activities::insert(
                conn,
                &NewActivity::by(&staff.id, ActivityType::Texted, Sentence::Texted.says(&[("father", &name)]))
                    .about("father", &father.id),
            )?;
            let announced = Announced::Text(id.clone());
            crate::infra::live::notify(conn, &announced)?;
            let text = db::texts::find(conn, &id)?.ok_or_else(|| AppError::not_found(Record::Text))?;
            Ok::<_, AppError>((text, announced))
        })
        .await?;
    state.live.after_commit(&state.db, &announced).await;
    state.text_queue.wake();
    Ok(text)
}

pub use db::texts::Reach;

/// In a consent's transaction: a new sms consent sends the confirmation carriers require,
/// in his language, when his number can take it. True when one was queued.
pub fn queue_confirmation(conn: &mut dyn db::Conn, father_id: &str, program: &str, now: i64) -> db::DbResult<bool> {
    let Some(father) = db::fathers::find(conn, father_id)? else { return Ok(false) };
    if !father.phone_valid || father.anonymised_at.is_some() {
        return Ok(false);
    }
    let body = sms::confirmation(father.preferred_language, program);
    let text = db::texts::NewText::queued(&father.id, &father.phone, TextKind::Confirmation, &body);
    Ok(db::texts::insert(conn, &text, now)?.is_some())
}

/// In a reminder's claim transaction: the reminder by text to each father it is for who
/// wants reminders by text and may be texted, in his language; it is not sent once the
/// item has started. Returns how many were queued.
pub fn queue_reminders(
    conn: &mut dyn db::Conn,
    claim_id: &str,
    item: &db::reminders::Due,
    words: impl Fn(Language) -> Option<(String, String)>,
    now: i64,
) -> db::DbResult<u64> {
    let (session, event) = match item.kind {
        crate::domain::calendar::ItemKind::Session => (Some(item.item_id.as_str()), None),
        crate::domain::calendar::ItemKind::Event => (None, Some(item.item_id.as_str())),
    };
    let mut queued = 0;
    for (father_id, phone, language) in db::texts::reminder_recipients(conn, session, event)? {
        let Some((heading, details)) = words(language) else { continue };
        let body = sms::reminder(language, &heading, &details);
        let text = db::texts::NewText {
            subject_id: Some(claim_id),
            item: (session, event),
            expires_at: Some(item.starts_at),
            ..db::texts::NewText::queued(&father_id, &phone, TextKind::Reminder, &body)
        };
        queued += u64::from(db::texts::insert(conn, &text, now)?.is_some());
    }
    Ok(queued)
}

/// An announcement's text in each language: its title and where to read it (`text: true`).
pub fn announcement_bodies(state: &AppState, title: &str) -> (String, String) {
    let link = format!("{}/announcement", state.config.public_url);
    let program = &state.config.program_name;
    (sms::announcement(Language::En, program, title, &link), sms::announcement(Language::Es, program, title, &link))
}

/// Runs for the life of the server: sends the queue.
pub async fn run(state: AppState) {
    worker::run(&state.text_queue, POLL, BATCH, "the text queue", || send_due(&state)).await;
}

/// Claims a batch of due texts and sends each at its time; returns how many were claimed.
pub async fn send_due(state: &AppState) -> Result<usize, db::DbError> {
    let (now, program_now) = (db::now_millis(), state.clock.now_millis());
    let rate = state.config.sms_rate;
    let claimed = state
        .db
        .transaction(move |conn| db::texts::claim_due(conn, now, program_now, now + CLAIM_MS, BATCH, rate))
        .await?;
    let count = claimed.len();
    let sends = claimed.into_iter().map(|text| send_one(state, text));
    for result in futures_util::future::join_all(sends).await {
        result?;
    }
    Ok(count)
}

/// Waits for the text's turn, sends it, and records what the provider said.
async fn send_one(state: &AppState, text: db::texts::Claimed) -> Result<(), db::DbError> {
    let wait = text.send_at - db::now_millis();
    if wait > 0 {
        tokio::time::sleep(Duration::from_millis(wait as u64)).await;
    }
    let callback = format!("{}/api/sms/status", state.config.public_url);
    let outcome = state.sms.send(&text.id, &text.phone, &text.body, &callback).await;
    let now = db::now_millis();
    let id = text.id.clone();
    let announced = Announced::Text(id.clone());
    match outcome {
        Outcome::Accepted { provider_id, status } => {
            metrics::counter!("fm_texts_total", "outcome" => "sent").increment(1);
            let announce = announced.clone();
            let (father_id, phone) = (text.father_id.clone(), text.phone.clone());
            state
                .db
                .transaction(move |conn| {
                    let early_error = db::texts::mark_sent(conn, &id, &provider_id, status, now)?;
                    if early_error.as_deref() == Some(crate::infra::sms::OPTED_OUT) {
                        opted_out(conn, &phone, Some(&father_id), now)?;
                    }
                    crate::infra::live::notify(conn, &announce)
                })
                .await?;
        }
        Outcome::Retry { after, error } => {
            let give_up = now - text.created_at >= GIVE_UP_AFTER_MS;
            tracing::warn!(error, text = text.id, attempts = text.attempts, give_up, "text not sent");
            let next = now + after.map_or_else(|| retry_delay(text.attempts), |d| d.as_millis() as i64);
            if give_up {
                metrics::counter!("fm_texts_total", "outcome" => "failed").increment(1);
            }
            state
                .db
                .transaction(move |conn| match give_up {
                    true => db::texts::fail(conn, &id, "gave-up", now),
                    false => db::texts::mark_retry(conn, &id, next, &error, now),
                })
                .await?;
        }
        Outcome::Refused { code, error } => {
            metrics::counter!("fm_texts_total", "outcome" => "failed").increment(1);
            tracing::warn!(error, code, text = text.id, "text refused by the provider");
            let (father_id, phone) = (text.father_id.clone(), text.phone.clone());
            let announce = announced.clone();
            state
                .db
                .transaction(move |conn| {
                    db::texts::fail(conn, &id, &code, now)?;
                    if code == crate::infra::sms::OPTED_OUT {
                        opted_out(conn, &phone, Some(&father_id), now)?;
                    }
                    crate::infra::live::notify(conn, &announce)
                })
                .await?;
        }
    }
    state.live.after_commit(&state.db, &announced).await;
    Ok(())
}

/// The delay before the next try of a text the provider could not take now: 5 seconds,
/// doubling, at most an hour.
pub fn retry_delay(attempts: i64) -> i64 {
    let exponent = u32::try_from(attempts.clamp(1, 11) - 1).unwrap_or(0);
    (5_000_i64 * 2_i64.pow(exponent)).min(3_600_000)
}

/// The number opted out (STOP, or the carrier's 21610): every father with that number
/// has his sms consent revoked at once (`father`: only him).
pub(crate) fn opted_out(conn: &mut dyn db::Conn, phone: &str, father: Option<&str>, now: i64) -> db::DbResult<u64> {
    let owners = match father {
        Some(father) => vec![father.to_owned()],
        None => db::texts::owners_of(conn, phone)?.into_iter().map(|o| o.father_id).collect(),
    };
    let mut revoked = 0;
    for father_id in owners {
        revoked += db::consents::revoke_current(conn, &father_id, crate::domain::consent::ConsentKind::Sms, now)?;
        // What was waiting for him goes nowhere now.
        db::texts::drop_queued(conn, &father_id, now)?;
    }
    Ok(revoked)
}

/// Numbers kept from before phones were checked: each one that reads as a possible number
/// in the program's region is rewritten in E.164 and may be texted; the others stay as
/// they are, shown as not valid and never texted. Runs at start-up (after migrations).
pub async fn check_stored_phones(db: &db::Db, region: PhoneRegion) -> anyhow::Result<()> {
    let unchecked = db.run(db::fathers::unchecked_phones).await?;
    let mut fixed = 0;
    for (id, stored) in unchecked {
        let Ok(e164) = phone::parse(&stored, region) else { continue };
        let updated = db.transaction(move |conn| db::fathers::set_checked_phone(conn, &id, &stored, &e164)).await?;
        fixed += u64::from(updated);
    }
    if fixed > 0 {
        tracing::info!(fixed, "stored phone numbers rewritten in E.164");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_grow_from_five_seconds_to_an_hour() {
        assert_eq!(retry_delay(1), 5_000);
        assert_eq!(retry_delay(2), 10_000);
        assert_eq!(retry_delay(5), 80_000);
        assert_eq!(retry_delay(11), 3_600_000);
        assert_eq!(retry_delay(40), 3_600_000);
        // Attempts every hour at most: a day holds about thirty.
        let day: i64 = (1..40).map(retry_delay).sum();
        assert!(day > GIVE_UP_AFTER_MS / 2, "{day}");
    }
}

//! Reminders of sessions and events (docs/PRODUCT.md, "Reminders, RSVP and check-in").
//!
//! A loop in every instance looks each half-minute (and when an item is created or moved)
//! for items starting within a day whose due reminder — the day-before one, or the
//! two-hour one — has no claim for their current start time. Claiming is an insert that a
//! unique index lets only one instance make; the same transaction queues the pushes and
//! e-mails, which the push and mail workers send, reading the item again then: a reminder
//! of an item moved, cancelled, started or left meanwhile is not sent. Because the loop
//! runs at start-up too, a reminder due while every server was down goes out then, if its
//! item has not started. Times are read from `state.clock`, which tests move.

pub mod links;

use std::time::Duration;

use chrono::{DateTime, Utc};
use serde::Serialize;

use crate::auth::Viewer;
use crate::db::{self, reminders::Due};
use crate::domain::calendar::CalendarItem;
use crate::domain::calendar::ItemKind;
use crate::domain::reminder;
use crate::domain::Language;
use crate::error::AppResult;
use crate::infra::worker;
use crate::state::AppState;

/// How often the scheduler looks when nobody wakes it: a reminder of an item created
/// late goes out within a minute.
const POLL: Duration = Duration::from_secs(30);
/// Items decided per look; after a full batch it looks again at once.
const BATCH: i64 = 50;

/// Runs for the life of the server.
pub async fn run(state: AppState) {
    worker::run(&state.reminders, POLL, BATCH, "the reminders", || decide_due(&state)).await;
}

/// Finds the items whose reminder is due and decides each (one transaction each, so one
/// busy item does not hold the others); returns how many were found.
pub async fn decide_due(state: &AppState) -> Result<usize, db::DbError> {
    let now = state.clock.now_millis();
    let due = state.db.run(move |conn| db::reminders::due(conn, now, BATCH)).await?;
    let found = due.len();
    let (mut pushes, mut mails, mut texts) = (0, 0, 0);
    for item in due {
        let decided = decide(state, item, now).await?;
        if let Some(decided) = decided {
            metrics::counter!("fm_reminders_total").increment(decided.recipients);
            pushes += decided.pushes;
            mails += decided.mails;
            texts += decided.texts;
        }
    }
    if texts > 0 {
        state.text_queue.wake();
    }
    if pushes > 0 {
        state.push_queue.wake();
    }
    if mails > 0 {
        state.mail_queue.wake();
    }
    Ok(found)
}

async fn decide(state: &AppState, item: Due, now: i64) -> Result<Option<db::reminders::Decided>, db::DbError> {
    let claim_id = uuid::Uuid::now_v7().to_string();
    // The queues run on real time; only the decision reads the (movable) clock.
    let queued_at = db::now_millis();
    let zone = state.config.time_zone;
    state
        .db
        .transaction(move |conn| {
            let Some(decided) = db::reminders::claim(conn, &item, &claim_id, now, queued_at)? else { return Ok(None) };
            // By text too, worded as at the decision (a text cannot be reworded once sent).
            let Some((title, place)) = db::reminders::title_and_place(conn, &item)? else { return Ok(Some(decided)) };
            let starts = DateTime::from_timestamp_millis(item.starts_at).unwrap_or_default();
            let at = DateTime::from_timestamp_millis(now).unwrap_or_default();
            let words = |language| {
                let when = reminder::when(language, starts, zone);
                Some((
                    reminder::heading(language, starts, at, zone, &title),
                    reminder::details(language, &when, &place),
                ))
            };
            let texts = crate::services::texts::queue_reminders(conn, &claim_id, &item, words, queued_at)?;
            Ok(Some(db::reminders::Decided { texts, ..decided }))
        })
        .await
}

/// A reminder as its recipient reads it, when it still applies to him now.
pub struct Shown {
    pub heading: String,
    pub details: String,
    /// The item's page in the app (a path).
    pub path: String,
    pub reminder: db::reminders::Reminder,
}

/// Reads claim `claim_id`'s reminder for `user_id` in `language`: None once the item has
/// started, moved, been cancelled, or stopped being his.
pub async fn shown(
    state: &AppState,
    claim_id: &str,
    user_id: &str,
    language: Language,
) -> Result<Option<Shown>, db::DbError> {
    let (claim_id, user_id) = (claim_id.to_owned(), user_id.to_owned());
    let found = state.db.run(move |conn| db::reminders::for_recipient(conn, &claim_id, &user_id)).await?;
    let now = state.clock.now_millis();
    let Some(reminder) = found.filter(|r| r.starts_at > now) else { return Ok(None) };
    let starts = chrono::DateTime::from_timestamp_millis(reminder.starts_at).unwrap_or_default();
    let zone = state.config.time_zone;
    let when = reminder::when(language, starts, zone);
    let now = chrono::DateTime::from_timestamp_millis(now).unwrap_or_default();
    Ok(Some(Shown {
        heading: reminder::heading(language, starts, now, zone, &reminder.title),
        details: reminder::details(language, &when, &reminder.location),
        path: item_path(&reminder),
        reminder,
    }))
}

/// The item's page in the web app.
fn item_path(r: &db::reminders::Reminder) -> String {
    match (r.kind, &r.cycle_id) {
        (ItemKind::Session, Some(cycle)) => format!("/cycles/{cycle}/sessions/{}", r.item_id),
        _ => format!("/calendar/{}", r.item_id),
    }
}

/// When a father's next reminder comes, and of what.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NextReminder {
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub at: DateTime<Utc>,
    /// 1440 (a day before) or 120 (two hours before).
    pub offset_minutes: i64,
    pub item: CalendarItem,
}

/// Upcoming items looked at for the next reminder: more than a day's worth for anyone.
const LOOK_AHEAD: i64 = 10;

/// The signed-in father's next reminder: the soonest reminder time still ahead among his
/// next sessions and events (not those he said he cannot come to); none when he turned
/// every kind of reminder off, or for staff.
pub async fn next_for(state: &AppState, viewer: &Viewer) -> AppResult<Option<NextReminder>> {
    let prefs = viewer.user().reminders;
    let Some(father) = viewer.own_father_id().map(str::to_owned) else { return Ok(None) };
    if viewer.is_staff() || !(prefs.push || prefs.email) {
        return Ok(None);
    }
    let now = state.clock.now_millis();
    let items = state
        .db
        .run(move |conn| {
            let groups = db::groups::groups_of(conn, &father)?;
            let items = db::calendar::next_items(conn, Some(&groups), now, LOOK_AHEAD)?;
            let declined = db::reminders::declined(conn, &father)?;
            Ok::<_, db::DbError>(items.into_iter().filter(|i| !declined.contains(&i.id)).collect::<Vec<_>>())
        })
        .await?;
    let next = items
        .into_iter()
        .filter_map(|item| {
            let (starts, _, _) = item.span.to_stored();
            reminder::next_after(starts, now).map(|(at, offset)| (at, offset, item))
        })
        .min_by_key(|(at, _, _)| *at);
    Ok(next.map(|(at, offset_minutes, item)| NextReminder {
        at: DateTime::from_timestamp_millis(at).unwrap_or_default(),
        offset_minutes,
        item,
    }))
}

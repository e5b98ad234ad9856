//! Sends the pushes queued in `push_queue`, off the request path.
//!
//! A new message or announcement queues one row per subscription of each recipient in
//! its own transaction; a worker on every instance claims due rows and sends them. A
//! message's pushes wait `Config::push_live_grace`: a recipient whose client confirms
//! it got the message on its stream meanwhile (`POST /api/stream/received`) is not
//! pushed. A push service answering 404 or 410 says the subscription is gone: it is
//! deleted. 429, 5xx or no answer: retried with the queues' backoff
//! (`infra::worker::backoff`); anything else is given up. What a push says is read when
//! it is sent, in the recipient's language and as he may see it then: a message removed
//! or an announcement narrowed meanwhile is not pushed. A subscription whose session
//! ended or whose endpoint left `FM_PUSH_ALLOWED` is removed instead of called.

use std::time::Duration;

use futures_util::future::join_all;

use crate::db::{self, push::Job};
use crate::domain::message::Reader;
use crate::domain::push::{Payload, RunningLateSession};
use crate::infra::worker;
use crate::state::AppState;

/// How often the worker looks for due pushes when nobody wakes it.
const POLL: Duration = Duration::from_millis(500);
/// Pushes claimed and sent at once; each request has a 30 s time-out.
const BATCH: i64 = 50;
const CLAIM_MS: i64 = 5 * 60 * 1000;
/// A push not delivered after this many attempts (a few hours) is stale: given up.
pub const MAX_ATTEMPTS: i64 = 8;

/// Runs for the life of the server.
pub async fn run(state: AppState) {
    worker::run(&state.push_queue, POLL, BATCH, "the push queue", || send_due(&state)).await;
}

/// What became of one attempt.
enum Outcome {
    Sent,
    /// Nothing to say any more (the message was removed, the reader left the group or the
    /// announcement's audience).
    Moot,
    /// 404 or 410: the browser dropped the subscription.
    Gone,
    /// The subscription may no longer be called: its session ended, or its endpoint is no
    /// longer on `FM_PUSH_ALLOWED`. It is removed.
    Unwanted(&'static str),
    Retry(String),
    GiveUp(String),
}

impl Outcome {
    fn name(&self) -> &'static str {
        match self {
            Outcome::Sent => "sent",
            Outcome::Moot => "moot",
            Outcome::Gone => "gone",
            Outcome::Unwanted(_) => "dropped",
            Outcome::Retry(_) => "retry",
            Outcome::GiveUp(_) => "failed",
        }
    }
}

/// Claims a batch of due pushes and sends them side by side; returns how many were claimed.
async fn send_due(state: &AppState) -> Result<usize, db::DbError> {
    let now = db::now_millis();
    let jobs = state.db.transaction(move |conn| db::push::claim_due(conn, now, now + CLAIM_MS, BATCH)).await?;
    let claimed = jobs.len();
    let outcomes = join_all(jobs.iter().map(|job| send(state, job))).await;
    for (job, outcome) in jobs.into_iter().zip(outcomes) {
        let now = db::now_millis();
        let outcome = match outcome {
            Outcome::Retry(error) if job.attempts >= MAX_ATTEMPTS => Outcome::GiveUp(error),
            other => other,
        };
        let endpoint = job.subscription.endpoint.clone();
        metrics::counter!("fm_push_total", "outcome" => outcome.name()).increment(1);
        match &outcome {
            Outcome::Sent | Outcome::Moot => {}
            Outcome::Gone => tracing::info!(user = job.user_id, "push subscription gone; removed"),
            Outcome::Unwanted(why) => tracing::info!(user = job.user_id, why, "push subscription removed"),
            Outcome::Retry(error) | Outcome::GiveUp(error) => {
                tracing::warn!(error, user = job.user_id, attempts = job.attempts, "push not delivered");
            }
        }
        state
            .db
            .transaction(move |conn| match outcome {
                Outcome::Sent | Outcome::Moot | Outcome::GiveUp(_) => db::push::done(conn, &job),
                Outcome::Gone | Outcome::Unwanted(_) => db::push::remove_gone(conn, &endpoint),
                Outcome::Retry(error) => db::push::retry(conn, &job, &error, worker::next_attempt(now, job.attempts)),
            })
            .await?;
    }
    Ok(claimed)
}

async fn send(state: &AppState, job: &Job) -> Outcome {
    // Checked at every send, not only when saved: the list may have narrowed since, and a
    // signed-out device must not hear more.
    if !crate::domain::push::endpoint_allowed(&state.config.push_allowed, &job.subscription.endpoint) {
        return Outcome::Unwanted("its push service is not in FM_PUSH_ALLOWED");
    }
    if !job.session_live {
        return Outcome::Unwanted("its session ended");
    }
    let payload = match payload(state, job).await {
        Ok(Some(payload)) => payload,
        Ok(None) => return Outcome::Moot,
        Err(err) => return Outcome::Retry(format!("{err:#}")),
    };
    let body = serde_json::to_vec(&payload).expect("a payload serialises");
    let request = match state.vapid.request(&job.subscription, &body) {
        Ok(request) => request,
        Err(err) => return Outcome::GiveUp(format!("{err:#}")),
    };
    match state.push_client.execute(request).await {
        Ok(res) if res.status().is_success() => Outcome::Sent,
        Ok(res) if matches!(res.status().as_u16(), 404 | 410) => Outcome::Gone,
        Ok(res) if res.status().as_u16() == 429 || res.status().is_server_error() => {
            Outcome::Retry(format!("the push service answered {}", res.status()))
        }
        Ok(res) => Outcome::GiveUp(format!("the push service answered {}", res.status())),
        Err(err) => Outcome::Retry(format!("{err}")),
    }
}

/// A reminder as it reads now, in the recipient's language; none once the item started,
/// moved, was cancelled or is no longer his (or he turned push reminders off).
async fn reminder_payload(state: &AppState, job: &Job) -> Result<Option<Payload>, db::DbError> {
    let user_id = job.user_id.clone();
    let Some(user) = state.db.run(move |conn| db::users::find(conn, &user_id)).await? else { return Ok(None) };
    if !user.reminders.push {
        return Ok(None);
    }
    let shown = crate::services::reminders::shown(state, &job.subject_id, &user.id, user.preferred_language).await?;
    Ok(shown.map(|s| Payload::reminder(s.heading, s.details, s.path)))
}

/// What the push says to its recipient now, or nothing when it no longer applies.
async fn payload(state: &AppState, job: &Job) -> Result<Option<Payload>, db::DbError> {
    if job.kind == db::reminders::REMINDER {
        return reminder_payload(state, job).await;
    }
    let (kind, subject, user_id) = (job.kind.clone(), job.subject_id.clone(), job.user_id.clone());
    let zone = state.config.time_zone;
    state
        .db
        .run(move |conn| {
            let Some(user) = db::users::find(conn, &user_id)? else { return Ok(None) };
            let language = user.preferred_language;
            match kind.as_str() {
                db::push::MESSAGE => {
                    let Some(message) = db::messages::find_message(conn, &subject)?.filter(|m| !m.deleted) else {
                        return Ok(None);
                    };
                    let Some(c) = db::messages::brief(conn, &message.conversation_id, &user.id, user.is_admin)? else {
                        return Ok(None);
                    };
                    let message = message.seen_by(&Reader { user_id: &user.id, staff: user.is_admin });
                    let sender = message.sender_name.as_deref().unwrap_or("?");
                    let group = (c.kind == "group").then_some(c.title.as_str());
                    Ok(Some(Payload::message(language, sender, group, &message.body, &message.conversation_id)))
                }
                db::push::ANNOUNCEMENT => {
                    // As the recipient may read it now: narrowed or deleted since it was
                    // queued, it is not pushed.
                    let reader = db::announcements::Reader::of(conn, &user)?;
                    Ok(db::announcements::find(conn, &reader, &subject)?
                        .map(|a| Payload::announcement(language, &a.title, &a.body)))
                }
                db::push::RUNNING_LATE => {
                    // Still "late", and he still runs the group: else nothing to say.
                    let Some(late) = db::rsvps::running_late(conn, &subject)? else { return Ok(None) };
                    if !user.is_director() && !db::scope::facilitates(conn, &user.id, &late.group_id)? {
                        return Ok(None);
                    }
                    let when = late.starts_at.with_timezone(&zone).format("%H:%M").to_string();
                    let session = RunningLateSession {
                        id: &late.session_id,
                        cycle_id: &late.cycle_id,
                        title: &late.session_title,
                        when: &when,
                    };
                    Ok(Some(Payload::running_late(language, &late.name, &session, &late.rsvp.note)))
                }
                db::push::TEXT => {
                    // As he may read it now: a father out of his scope since is not pushed.
                    let Some(text) = db::texts::find(conn, &subject)? else { return Ok(None) };
                    let scope = db::scope::Scope::of_staff(&user);
                    let Some(father) = db::fathers::find_in(conn, &scope, &text.father_id)? else { return Ok(None) };
                    let name = father.full_name();
                    Ok(Some(Payload::text(language, &name, &text.body, &father.id)))
                }
                _ => Ok(None),
            }
        })
        .await
}

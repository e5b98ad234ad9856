//! Sends the e-mail queued in `mail_queue`, off the request path.
//!
//! A request that decides to send mail (an announcement with "also e-mail") writes one
//! row per recipient in its own transaction and returns; a worker on every instance
//! claims due rows, sends them, and marks them sent. SMTP down: each mail is retried
//! with backoff (30 s doubling to an hour, for about a day) and survives a restart,
//! since it lives in the database. The row's key keeps a recipient from being queued
//! twice; a claim keeps two instances from sending one row at once. Only a crash
//! between the SMTP server's acceptance and the row's update can send a mail twice.

use std::time::Duration;

use crate::db::{self, mail_queue::Job};
use crate::infra::{mail, worker};
use crate::services::reminders;
use crate::state::AppState;

/// How often the worker looks for due mail when nobody wakes it.
const POLL: Duration = Duration::from_secs(1);
/// Mails claimed at once; each send has a 30 s time-out, so a claim outlives its batch.
const BATCH: i64 = 10;
const CLAIM_MS: i64 = 10 * 60 * 1000;
/// After this many failed attempts (about a day at the queues' backoff) a mail is given up.
pub const MAX_ATTEMPTS: i64 = 30;

/// Runs for the life of the server.
pub async fn run(state: AppState) {
    worker::run(&state.mail_queue, POLL, BATCH, "the mail queue", || send_due(&state)).await;
}

/// Claims a batch of due mail and tries each; returns how many were claimed.
async fn send_due(state: &AppState) -> Result<usize, db::DbError> {
    let now = db::now_millis();
    let jobs = state.db.transaction(move |conn| db::mail_queue::claim_due(conn, now, now + CLAIM_MS, BATCH)).await?;
    let claimed = jobs.len();
    for job in jobs {
        let outcome = send(state, &job).await;
        let now = db::now_millis();
        let result = match outcome {
            Ok(()) => {
                metrics::counter!("fm_mail_total", "outcome" => "sent").increment(1);
                state.db.transaction(move |conn| db::mail_queue::mark_sent(conn, &job, now)).await
            }
            Err(err) => {
                metrics::counter!("fm_mail_total", "outcome" => "failed").increment(1);
                let give_up = job.attempts >= MAX_ATTEMPTS;
                let next = worker::next_attempt(now, job.attempts);
                tracing::warn!(error = %format!("{err:#}"), to_user = job.user_id, attempts = job.attempts, give_up, "e-mail not sent");
                let error = format!("{err:#}");
                state
                    .db
                    .transaction(move |conn| db::mail_queue::mark_failed(conn, &job, &error, next, give_up, now))
                    .await
            }
        };
        result?;
    }
    Ok(claimed)
}

/// Sends one queued mail as it reads now, to a recipient still in its audience. A
/// recipient or a subject gone since it was queued, or an audience that no longer holds
/// him, needs no mail: that counts as done.
async fn send(state: &AppState, job: &Job) -> anyhow::Result<()> {
    if job.kind == db::reminders::REMINDER {
        return send_reminder(state, job).await;
    }
    anyhow::ensure!(job.kind == db::mail_queue::ANNOUNCEMENT, "no mail of kind {:?} is known", job.kind);
    let (user_id, subject_id) = (job.user_id.clone(), job.subject_id.clone());
    let found = state
        .db
        .run(move |conn| {
            let Some(user) = db::users::find(conn, &user_id)? else { return Ok(None) };
            // He revoked his e-mail consent since it was queued: not sent.
            if !db::consents::email_allowed(conn, &user_id)? {
                return Ok(None);
            }
            // As the recipient may read it now: narrowed or deleted since it was queued,
            // it is not sent.
            let reader = db::announcements::Reader::of(conn, &user)?;
            let announcement = db::announcements::find(conn, &reader, &subject_id)?;
            Ok::<_, db::DbError>(announcement.map(|a| (user, a)))
        })
        .await?;
    let Some((user, announcement)) = found else { return Ok(()) };
    let link = format!("{}/announcement", state.config.public_url.trim_end_matches('/'));
    let email =
        mail::announcement(user.preferred_language, &user.display_name, &announcement.title, &announcement.body, &link);
    state.mailer.send(&user.email, &email).await
}

/// A reminder e-mail as it reads now, with its answer links; nothing once the item
/// started, moved, was cancelled or is no longer his, or he turned e-mail reminders off or
/// revoked his e-mail consent.
async fn send_reminder(state: &AppState, job: &Job) -> anyhow::Result<()> {
    let user_id = job.user_id.clone();
    let found = state
        .db
        .run(move |conn| {
            let user = db::users::find(conn, &user_id)?;
            Ok::<_, db::DbError>(match user {
                Some(user) if db::consents::email_allowed(conn, &user_id)? => Some(user),
                _ => None,
            })
        })
        .await?;
    let Some(user) = found else { return Ok(()) };
    if !user.reminders.email {
        return Ok(());
    }
    let language = user.preferred_language;
    let Some(shown) = reminders::shown(state, &job.subject_id, &user.id, language).await? else { return Ok(()) };
    let base = state.config.public_url.trim_end_matches('/');
    let answers = ["yes", "no", "late"]
        .into_iter()
        .map(|answer| {
            let link = reminders::links::Link {
                kind: shown.reminder.kind,
                item_id: shown.reminder.item_id.clone(),
                father_id: shown.reminder.father_id.clone(),
                answer: answer.to_owned(),
                expires: shown.reminder.starts_at,
            };
            (answer_label(language, answer).to_owned(), format!("{base}/rsvp?token={}", link.token(&state.rsvp_key)))
        })
        .collect::<Vec<_>>();
    let email = mail::reminder(
        language,
        &user.display_name,
        &shown.heading,
        &shown.details,
        &format!("{base}{}", shown.path),
        &answers,
    );
    state.mailer.send(&user.email, &email).await
}

/// An answer's words on its link.
fn answer_label(language: crate::domain::Language, answer: &str) -> &'static str {
    use crate::domain::Language::{En, Es};
    match (language, answer) {
        (En, "yes") => "I'll be there",
        (En, "no") => "Can't make it",
        (En, _) => "Running late",
        (Es, "yes") => "Ahí estaré",
        (Es, "no") => "No puedo ir",
        (Es, _) => "Llegaré tarde",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_stop_after_about_a_day() {
        let total: Duration = (1..MAX_ATTEMPTS).map(worker::backoff).sum();
        assert!(total > Duration::from_secs(20 * 3600) && total < Duration::from_secs(30 * 3600), "{total:?}");
    }
}

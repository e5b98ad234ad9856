//! Makes each uploaded photo's variants, off the request path: a worker on every
//! instance claims photos still "processing" (the photo row is the job, so it survives a
//! restart), reads the original, decodes it once under the decode limit, writes the
//! 400 px and 2048 px JPEGs (upright, without metadata) and marks the photo ready. A file
//! that is not a readable image fails for good at once; a store or database that is down
//! is retried with the queues' backoff, and given up after a few attempts.

use std::time::Duration;

use crate::db::{self, gallery::Job};
use crate::infra::images::ImageError;
use crate::infra::worker;
use crate::state::AppState;

/// The variants: a grid's thumbnail and the viewer's photo.
pub const SIDES: [u32; 2] = [400, 2048];
const POLL: Duration = Duration::from_secs(2);
/// Photos claimed at once; processing is bound by the decode slots anyway.
const BATCH: i64 = 4;
const CLAIM_MS: i64 = 10 * 60 * 1000;
pub const MAX_ATTEMPTS: i64 = 6;

/// Runs for the life of the server.
pub async fn run(state: AppState) {
    worker::run(&state.gallery_work, POLL, BATCH, "photos waiting for processing", || process_due(&state)).await;
}

async fn process_due(state: &AppState) -> Result<usize, db::DbError> {
    let now = db::now_millis();
    let jobs = state.db.transaction(move |conn| db::gallery::claim_due(conn, now, now + CLAIM_MS, BATCH)).await?;
    let claimed = jobs.len();
    let results = futures_util::future::join_all(jobs.iter().map(|job| process(state, job))).await;
    for (job, result) in jobs.into_iter().zip(results) {
        let now = db::now_millis();
        let id = job.photo_id.clone();
        let outcome = match &result {
            Ok(()) => "ready",
            Err(Failure::Unreadable(_)) => "unreadable",
            Err(Failure::Again(_)) => "retry",
        };
        metrics::counter!("fm_photos_processed_total", "outcome" => outcome).increment(1);
        match result {
            Ok(()) => {}
            Err(Failure::Unreadable(reason)) => {
                tracing::info!(photo = id, reason, "photo cannot be processed");
                state.db.transaction(move |conn| db::gallery::mark_failed(conn, &id, &reason, now, true)).await?;
            }
            Err(Failure::Again(error)) => {
                let give_up = job.attempts >= MAX_ATTEMPTS;
                tracing::warn!(photo = id, error, attempts = job.attempts, give_up, "photo processing failed");
                let next = worker::next_attempt(now, job.attempts);
                state.db.transaction(move |conn| db::gallery::mark_failed(conn, &id, &error, next, give_up)).await?;
            }
        }
    }
    Ok(claimed)
}

enum Failure {
    /// The file is not an image we can read: no retry will change that.
    Unreadable(String),
    /// The store, the database or the machine: worth another try.
    Again(String),
}

async fn process(state: &AppState, job: &Job) -> Result<(), Failure> {
    let again = |e: &dyn std::fmt::Display| Failure::Again(e.to_string());
    let original = state.storage.get(&job.original_key).await.map_err(|e| again(&e))?;
    let Some(original) = original else { return Err(Failure::Unreadable("the original is missing".into())) };
    let variants = match state.decodes.scaled_jpegs(original, &SIDES).await.map_err(|e| again(&e))? {
        Ok(variants) => variants,
        Err(err @ (ImageError::NotAnImage | ImageError::TooLarge)) => return Err(Failure::Unreadable(err.to_string())),
    };
    let [thumb, large] = <[_; 2]>::try_from(variants).map_err(|_| Failure::Again("two variants expected".into()))?;
    let keys = SIDES.map(|side| format!("{}{}-{side}.jpg", super::media::VARIANT_PREFIX, job.photo_id));
    state.storage.put(&keys[0], thumb.jpeg).await.map_err(|e| again(&e))?;
    state.storage.put(&keys[1], large.jpeg).await.map_err(|e| again(&e))?;
    let (id, [thumb_key, large_key]) = (job.photo_id.clone(), keys.clone());
    let (width, height) = (i64::from(large.width), i64::from(large.height));
    let ready = state
        .db
        .transaction(move |conn| db::gallery::mark_ready(conn, &id, &thumb_key, &large_key, width, height))
        .await
        .map_err(|e| again(&e))?;
    if !ready {
        // Deleted while it was being processed: its variants go too.
        for key in keys {
            let _ = state.storage.delete(&key).await;
        }
    }
    Ok(())
}

//! What every queue's worker shares (the e-mail and push queues, the photos waiting for
//! their variants): rows in the database are the jobs, a worker on every instance claims
//! a batch of due ones, and it is woken when something is queued on its instance, or
//! looks again after a while (what another instance queued, what is due for a retry).

use std::future::Future;
use std::time::Duration;

use tokio::sync::Notify;

/// Wakes a worker when something was queued, so the work leaves at once.
#[derive(Default)]
pub struct Wake(Notify);

impl Wake {
    pub fn wake(&self) {
        self.0.notify_one();
    }

    /// Waits until woken, or `timeout` has passed (a loop that is not a queue's worker).
    pub async fn wait(&self, timeout: Duration) {
        let _ = tokio::time::timeout(timeout, self.0.notified()).await;
    }
}

/// Runs a worker for the life of the server: `work` claims and handles a batch and says
/// how many it claimed; after a full batch it goes on at once, otherwise it waits until
/// woken or `poll` has passed. `what` names the queue in the log when it cannot be read.
pub async fn run<F, Fut, E>(wake: &Wake, poll: Duration, batch: i64, what: &str, mut work: F)
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<usize, E>>,
    E: std::fmt::Display,
{
    loop {
        let full_batch = match work().await {
            Ok(claimed) => claimed as i64 == batch,
            Err(err) => {
                tracing::warn!(error = %err, "{what} could not be read");
                false
            }
        };
        if !full_batch {
            let _ = tokio::time::timeout(poll, wake.0.notified()).await;
        }
    }
}

/// The delay before attempt `attempts + 1`: 30 s doubling to an hour.
pub fn backoff(attempts: i64) -> Duration {
    let exponent = u32::try_from(attempts.clamp(1, 8) - 1).unwrap_or(0);
    Duration::from_secs(30 * 2_u64.pow(exponent)).min(Duration::from_secs(3600))
}

/// The time of the next attempt, `now` and [`backoff`] in milliseconds.
pub fn next_attempt(now: i64, attempts: i64) -> i64 {
    now + i64::try_from(backoff(attempts).as_millis()).unwrap_or(i64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_back_off_to_an_hour() {
        assert_eq!(backoff(1), Duration::from_secs(30));
        assert_eq!(backoff(2), Duration::from_secs(60));
        assert_eq!(backoff(7), Duration::from_secs(1920));
        assert_eq!(backoff(8), Duration::from_secs(3600));
        assert_eq!(backoff(29), Duration::from_secs(3600));
        assert_eq!(next_attempt(1_000, 1), 31_000);
    }
}

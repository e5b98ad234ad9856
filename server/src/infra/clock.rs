//! The time the program's time-driven rules read (reminders, RSVP and check-in windows).
//! It is the real time, moved forward by what a test asks, so no test waits for hours.

use std::sync::atomic::{AtomicI64, Ordering};
use std::time::Duration;

#[derive(Default)]
pub struct Clock {
    /// Milliseconds added to the real time: always 0 outside tests.
    ahead: AtomicI64,
}

impl Clock {
    /// Milliseconds since the epoch, as stored.
    pub fn now_millis(&self) -> i64 {
        crate::db::now_millis() + self.ahead.load(Ordering::Relaxed)
    }

    /// Moves this clock forward (tests; the scheduler's bench).
    pub fn advance(&self, by: Duration) {
        self.ahead.fetch_add(i64::try_from(by.as_millis()).unwrap_or(i64::MAX), Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_moved_forward_reads_later_by_as_much() {
        let clock = Clock::default();
        let before = clock.now_millis();
        clock.advance(Duration::from_secs(3 * 3600));
        let after = clock.now_millis();
        assert!(after - before >= 3 * 3600 * 1000);
        assert!(after - before < 3 * 3600 * 1000 + 60_000);
    }
}

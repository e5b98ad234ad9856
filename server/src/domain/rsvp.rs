//! A father's answer to a session or an event (RSVP), and the rules of checking in to a
//! session with its code: when a code works, and when a father checking in is late.

use chrono::{DateTime, Utc};
use rand::{Rng, TryRngCore};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::program::{vocabulary, AttendanceStatus};

vocabulary!(
    /// A father's answer: coming, not coming, or coming late.
    RsvpAnswer, "Answer" {
        Yes => "yes",
        No => "no",
        Late => "late",
    }
);

vocabulary!(
    /// How an attendance mark was made: by staff on the roster, or by the father checking in.
    AttendanceMethod, "Method" {
        Staff => "staff",
        CheckIn => "check-in",
    }
);

/// The longest note a father may leave with his answer.
pub const MAX_NOTE: usize = 500;

/// A father's answer as he and staff see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Rsvp {
    pub answer: RsvpAnswer,
    /// Trimmed; empty when he left none.
    pub note: String,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub answered_at: DateTime<Utc>,
}

/// How many answered what, of an item's audience.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct RsvpCounts {
    pub yes: i64,
    pub no: i64,
    pub late: i64,
}

impl RsvpCounts {
    pub fn add(&mut self, answer: RsvpAnswer) {
        match answer {
            RsvpAnswer::Yes => self.yes += 1,
            RsvpAnswer::No => self.no += 1,
            RsvpAnswer::Late => self.late += 1,
        }
    }
}

const MINUTE_MS: i64 = 60 * 1000;
/// A session's check-in code works from this long before its start…
pub const CHECK_IN_OPENS_BEFORE_MS: i64 = 30 * MINUTE_MS;
/// …and a father checking in more than this long after the start is late.
pub const LATE_AFTER_MS: i64 = 10 * MINUTE_MS;

/// When a session's code works: [starts − 30 minutes, ends), in milliseconds.
pub fn check_in_window(starts_at: i64, ends_at: i64) -> (i64, i64) {
    (starts_at - CHECK_IN_OPENS_BEFORE_MS, ends_at)
}

/// Whether `now` falls in a code's window.
pub fn within(window: (i64, i64), now: i64) -> bool {
    window.0 <= now && now < window.1
}

/// The mark a father checking in at `now` gets.
pub fn check_in_status(starts_at: i64, now: i64) -> AttendanceStatus {
    if now - starts_at > LATE_AFTER_MS {
        AttendanceStatus::Late
    } else {
        AttendanceStatus::Present
    }
}

/// A new check-in code: six digits from the operating system's CSPRNG (a code is a
/// credential for the session's members for an hour or two).
pub fn new_code() -> String {
    // `unwrap_err`: panics only if the operating system cannot give random bytes at all.
    format!("{:06}", rand::rngs::OsRng.unwrap_err().random_range(0..1_000_000))
}

/// Whether `input` has a code's shape (six digits, spaces around ignored): anything else
/// is refused before it reaches the database.
pub fn parse_code(input: &str) -> Option<&str> {
    let code = input.trim();
    (code.len() == 6 && code.bytes().all(|b| b.is_ascii_digit())).then_some(code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_works_from_half_an_hour_before_the_start_to_the_end() {
        let (starts, ends) = (10 * 60 * MINUTE_MS, 11 * 60 * MINUTE_MS);
        let window = check_in_window(starts, ends);
        for (now, works) in [
            (starts - 31 * MINUTE_MS, false),
            (starts - 30 * MINUTE_MS, true),
            (starts, true),
            (ends - 1, true),
            (ends, false),
        ] {
            assert_eq!(within(window, now), works, "{now}");
        }
    }

    #[test]
    fn more_than_ten_minutes_after_the_start_is_late() {
        let starts = 1_000_000_000;
        for (after, status) in [
            (-20 * MINUTE_MS, AttendanceStatus::Present),
            (9 * MINUTE_MS, AttendanceStatus::Present),
            (10 * MINUTE_MS, AttendanceStatus::Present),
            (10 * MINUTE_MS + 1, AttendanceStatus::Late),
            (11 * MINUTE_MS, AttendanceStatus::Late),
        ] {
            assert_eq!(check_in_status(starts, starts + after), status, "{after}");
        }
    }

    #[test]
    fn codes_are_six_digits() {
        for _ in 0..100 {
            let code = new_code();
            assert_eq!(parse_code(&code), Some(code.as_str()));
        }
        assert_eq!(parse_code(" 012345 "), Some("012345"));
        for bad in ["12345", "1234567", "12a456", "", "１２３４５６"] {
            assert_eq!(parse_code(bad), None, "{bad}");
        }
    }
}

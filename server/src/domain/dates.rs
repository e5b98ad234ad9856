//! The dates and instants the program takes from outside: one rule, years 1900 to 9999,
//! checked wherever a date or a timestamp enters (queries and bodies).
//!
//! chrono reads years up to ±262,143, where a day added (a report's end, a generated
//! session, a week) overflows and panics. A program's records span a few decades; 1900 to
//! 9999 holds every birth date and every plan while leaving every sum far from chrono's
//! limits, and four-digit years are what RFC 3339 and the CSV exports write.

use chrono::{DateTime, Duration, FixedOffset, NaiveDate, Utc};

use crate::catalogue::{self, Message};

pub const FIRST_YEAR: i32 = 1900;
pub const LAST_YEAR: i32 = 9999;

/// How every instant is written out (the contract's HTTP conventions): RFC 3339 in UTC
/// with exactly three fractional digits, `2026-05-01T18:00:00.000Z`, so that instants sort
/// as text. chrono's own `Serialize` drops a zero fraction and writes up to nine digits.
pub fn instant_text(at: &DateTime<Utc>) -> String {
    at.to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

/// The one serialiser of instants in answers: `#[serde(serialize_with =
/// "crate::domain::dates::instant")]` on every `DateTime<Utc>` field, `opt_instant` on an
/// `Option` (the `meta` tests hold every answer in the document to it). Written in one
/// piece: chrono's `Serialize` goes through `collect_str`, which escapes each fragment.
pub fn instant<S: serde::Serializer>(at: &DateTime<Utc>, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&instant_text(at))
}

/// [`instant`] for an optional instant (null when absent).
pub fn opt_instant<S: serde::Serializer>(at: &Option<DateTime<Utc>>, serializer: S) -> Result<S::Ok, S::Error> {
    match at {
        Some(at) => instant(at, serializer),
        None => serializer.serialize_none(),
    }
}

/// Why a date from outside was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DateError {
    /// Not in the expected format, or not a day of the calendar.
    Malformed,
    /// Before 1900 or after 9999.
    OutOfRange,
}

impl DateError {
    /// The field's message: `malformed` when the format was wrong, else the range rule for
    /// `label`.
    pub fn message(self, label: &str, malformed: Message) -> Message {
        match self {
            DateError::Malformed => malformed,
            DateError::OutOfRange => out_of_range(label),
        }
    }
}

/// The message for a date outside the years the program keeps.
pub fn out_of_range(label: &str) -> Message {
    catalogue::years_kept(label, FIRST_YEAR, LAST_YEAR)
}

/// Whether a day lies within the years the program keeps.
pub fn in_range(day: NaiveDate) -> bool {
    (FIRST_YEAR..=LAST_YEAR).contains(&chrono::Datelike::year(&day))
}

/// A day written `YYYY-MM-DD` (spaces around it ignored).
pub fn parse_day(input: &str) -> Result<NaiveDate, DateError> {
    let day = NaiveDate::parse_from_str(input.trim(), "%Y-%m-%d").map_err(|_| DateError::Malformed)?;
    in_range(day).then_some(day).ok_or(DateError::OutOfRange)
}

/// An RFC 3339 instant with its offset, whose date is in range both where it was written
/// and in UTC.
pub fn parse_instant(input: &str) -> Result<DateTime<FixedOffset>, DateError> {
    let instant = DateTime::parse_from_rfc3339(input.trim()).map_err(|_| DateError::Malformed)?;
    let inside = in_range(instant.date_naive()) && in_range(instant.with_timezone(&Utc).date_naive());
    inside.then_some(instant).ok_or(DateError::OutOfRange)
}

/// An RFC 3339 instant, in UTC.
pub fn parse_utc(input: &str) -> Result<DateTime<Utc>, DateError> {
    parse_instant(input).map(|t| t.with_timezone(&Utc))
}

/// An instant a body or a query names `label`, in UTC; the message names it too.
pub fn parse_utc_field(input: &str, label: &str) -> Result<DateTime<Utc>, Message> {
    parse_utc(input).map_err(|err| err.message(label, catalogue::not_a_date_time(label)))
}

/// How far ahead of the server's clock a past event may be dated: a phone's clock a little
/// fast is not a consent or a call from the future.
pub const CLOCK_SKEW: Duration = Duration::minutes(5);

/// An instant of something that has happened (a consent signed, a call made): never later
/// than `now`, give or take a phone's clock.
pub fn in_the_past(at: DateTime<Utc>, now: DateTime<Utc>, message: Message) -> Result<DateTime<Utc>, Message> {
    if at > now + CLOCK_SKEW {
        Err(message)
    } else {
        Ok(at)
    }
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    #[test]
    fn a_past_event_may_be_dated_a_few_minutes_ahead_but_not_in_the_future() {
        let now = Utc.with_ymd_and_hms(2026, 3, 1, 12, 0, 0).unwrap();
        let past = |at| super::in_the_past(at, now, crate::catalogue::consent_in_future());
        assert!(past(now - super::Duration::days(400)).is_ok());
        assert!(past(now + super::Duration::minutes(5)).is_ok(), "clock skew");
        assert_eq!(past(now + super::Duration::minutes(6)), Err(crate::catalogue::consent_in_future()));
    }

    #[test]
    fn every_instant_is_written_with_three_fractional_digits_so_they_sort_as_text() {
        let mut written = Vec::new();
        for millis in
            [-2_208_988_800_000, 0, 1_780_000_000_000, 1_780_000_000_001, 1_780_000_000_100, 1_780_000_000_123]
        {
            let at = Utc.timestamp_millis_opt(millis).unwrap();
            let text = instant(&at, serde_json::value::Serializer).unwrap();
            assert_eq!(opt_instant(&Some(at), serde_json::value::Serializer).unwrap(), text);
            let text = text.as_str().unwrap().to_owned();
            assert_eq!(text.len(), "2026-05-01T18:00:00.000Z".len(), "{text}");
            assert_eq!(parse_utc(&text).unwrap(), at);
            written.push(text);
        }
        assert_eq!(written[2], "2026-05-28T20:26:40.000Z");
        assert_eq!(written[5], "2026-05-28T20:26:40.123Z");
        let mut sorted = written.clone();
        sorted.sort();
        assert_eq!(sorted, written, "text order is time order");
        // A sub-millisecond fraction is not written (the database keeps milliseconds).
        let fine = Utc.timestamp_nanos(1_780_000_000_123_456_789);
        assert_eq!(instant_text(&fine), "2026-05-28T20:26:40.123Z");
        assert_eq!(opt_instant(&None, serde_json::value::Serializer).unwrap(), serde_json::Value::Null);
    }

    use super::*;

    #[test]
    fn days_within_the_years_kept_are_taken() {
        assert_eq!(parse_day(" 2026-02-28 ").unwrap().to_string(), "2026-02-28");
        assert!(parse_day("1900-01-01").is_ok());
        assert!(parse_day("9999-12-31").is_ok());
        for far in ["+262142-12-31", "1899-12-31", "+10000-01-01", "-0001-01-01", "0000-01-01"] {
            assert_eq!(parse_day(far), Err(DateError::OutOfRange), "{far}");
        }
        for bad in ["2026-02-30", "March", "", "\n", "10000-01-01"] {
            assert_eq!(parse_day(bad), Err(DateError::Malformed), "{bad:?}");
        }
    }

    #[test]
    fn instants_are_in_range_where_written_and_in_utc() {
        assert!(parse_instant("2026-05-01T18:00:00-05:00").is_ok());
        assert!(parse_instant("9999-12-31T23:59:59Z").is_ok());
        // 9999-12-31 here is 10000-01-01 in UTC.
        assert_eq!(parse_instant("9999-12-31T23:00:00-05:00"), Err(DateError::OutOfRange));
        assert_eq!(parse_instant("1900-01-01T00:00:00+01:00"), Err(DateError::OutOfRange));
        assert_eq!(parse_instant("1200-01-01T00:00:00Z"), Err(DateError::OutOfRange));
        assert_eq!(parse_instant("2026-05-01"), Err(DateError::Malformed));
    }

    #[test]
    fn the_message_names_the_field_and_the_rule() {
        let malformed = crate::catalogue::not_a_date("from");
        assert_eq!(DateError::Malformed.message("from", malformed.clone()), malformed);
        let out_of_range = DateError::OutOfRange.message("from", malformed).to_string();
        assert_eq!(out_of_range, "from must fall between the years 1900 and 9999.");
    }
}

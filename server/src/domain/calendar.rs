//! The calendar's records: events, the items the calendar shows (events and workshop
//! sessions), and when they happen.
//!
//! A timed item happens between two instants (stored and sent in UTC, shown in the
//! viewer's time zone). An all-day item is a span of dates, the same dates wherever it
//! is read: it is never "midnight UTC", which would fall on the day before west of
//! Greenwich.

use crate::catalogue::{self, Message};
use chrono::{DateTime, Days, FixedOffset, NaiveDate, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use super::dates::{self, DateError};

const DAY_MS: i64 = 24 * 60 * 60 * 1000;
/// The longest range `GET /api/calendar` answers.
pub const MAX_RANGE_DAYS: i64 = 400;
/// The longest an event may last. The calendar finds events by their start, so this
/// bounds how far before a range it looks (a longer programme is several events).
pub const MAX_EVENT_DAYS: i64 = 31;

/// When an item happens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Span {
    Timed {
        starts: DateTime<Utc>,
        ends: DateTime<Utc>,
    },
    /// First and last day, inclusive.
    AllDay {
        first: NaiveDate,
        last: NaiveDate,
    },
}

impl Span {
    /// As stored: instants in ms; all-day as the UTC midnight of the first day and of
    /// the day after the last, so ranges overlap-test the same way.
    pub fn to_stored(self) -> (i64, i64, bool) {
        match self {
            Span::Timed { starts, ends } => (starts.timestamp_millis(), ends.timestamp_millis(), false),
            Span::AllDay { first, last } => (midnight_ms(first), midnight_ms(last) + DAY_MS, true),
        }
    }

    pub fn from_stored(starts: i64, ends: i64, all_day: bool) -> Span {
        if all_day {
            let first = day_of(starts);
            let last = day_of(ends - 1).max(first);
            Span::AllDay { first, last }
        } else {
            Span::Timed { starts: instant(starts), ends: instant(ends) }
        }
    }

    /// `startsAt` and `endsAt` as the API sends them: RFC 3339 instants, or dates
    /// (`endsAt` the last day) for all-day items.
    pub fn api_strings(self) -> (String, String) {
        match self {
            Span::Timed { starts, ends } => (super::dates::instant_text(&starts), super::dates::instant_text(&ends)),
            Span::AllDay { first, last } => (first.to_string(), last.to_string()),
        }
    }

    pub fn is_all_day(self) -> bool {
        matches!(self, Span::AllDay { .. })
    }
}

fn midnight_ms(day: NaiveDate) -> i64 {
    day.and_hms_opt(0, 0, 0).expect("midnight exists").and_utc().timestamp_millis()
}

fn day_of(ms: i64) -> NaiveDate {
    instant(ms).date_naive()
}

fn instant(ms: i64) -> DateTime<Utc> {
    DateTime::from_timestamp_millis(ms).unwrap_or_default()
}

/// Parses an event's start and end. All-day events take dates (an instant's own date
/// is used); timed ones take RFC 3339 instants. Errors name the field.
pub fn parse_span(starts: &str, ends: &str, all_day: bool) -> Result<Span, (&'static str, Message)> {
    let span = if all_day {
        let first = parse_day(starts).map_err(|err| ("startsAt", err.message("The start", catalogue::start_day())))?;
        let last = parse_day(ends).map_err(|err| ("endsAt", err.message("The end", catalogue::end_day())))?;
        if last < first {
            return Err(("endsAt", catalogue::end_before_start()));
        }
        if (last - first).num_days() >= MAX_EVENT_DAYS {
            return Err(("endsAt", catalogue::event_too_long(MAX_EVENT_DAYS)));
        }
        Span::AllDay { first, last }
    } else {
        let starts = dates::parse_instant(starts)
            .map_err(|err| ("startsAt", err.message("The start", catalogue::start_instant())))?;
        let ends =
            dates::parse_instant(ends).map_err(|err| ("endsAt", err.message("The end", catalogue::end_instant())))?;
        if ends < starts {
            return Err(("endsAt", catalogue::end_before_start()));
        }
        if (ends - starts).num_milliseconds() > MAX_EVENT_DAYS * DAY_MS {
            return Err(("endsAt", catalogue::event_too_long(MAX_EVENT_DAYS)));
        }
        Span::Timed { starts: starts.with_timezone(&Utc), ends: ends.with_timezone(&Utc) }
    };
    Ok(span)
}

/// A date, or an instant's own date.
fn parse_day(input: &str) -> Result<NaiveDate, DateError> {
    match dates::parse_day(input) {
        Err(DateError::Malformed) => dates::parse_instant(input).map(|t| t.date_naive()),
        day => day,
    }
}

/// What `GET /api/calendar?from=&to=` asks for: instants with the viewer's UTC offset.
/// The offset says which dates the viewer's days are, for all-day items.
#[derive(Clone, Copy, Debug)]
pub struct Range {
    pub from: DateTime<FixedOffset>,
    pub to: DateTime<FixedOffset>,
}

impl Range {
    pub fn parse(from: Option<&str>, to: Option<&str>) -> Result<Range, (&'static str, Message)> {
        let instant = |value: Option<&str>| value.ok_or(DateError::Malformed).and_then(dates::parse_instant);
        let from = instant(from).map_err(|err| ("from", err.message("from", catalogue::not_a_date_time("from"))))?;
        let to = instant(to).map_err(|err| ("to", err.message("to", catalogue::not_a_date_time("to"))))?;
        if to < from {
            return Err(("to", catalogue::to_before_from()));
        }
        if (to - from).num_milliseconds() > MAX_RANGE_DAYS * DAY_MS {
            return Err(("to", catalogue::range_too_long(MAX_RANGE_DAYS)));
        }
        Ok(Range { from, to })
    }

    /// A range of whole UTC days around now (the feed's).
    pub fn around(now: DateTime<Utc>, days_before: u64, days_after: u64) -> Range {
        let utc = FixedOffset::east_opt(0).expect("UTC is an offset");
        Range {
            from: (now - Days::new(days_before)).with_timezone(&utc),
            to: (now + Days::new(days_after)).with_timezone(&utc),
        }
    }

    /// Bounds for timed items, in ms: [from, to).
    pub fn timed_ms(&self) -> (i64, i64) {
        (self.from.timestamp_millis(), self.to.timestamp_millis())
    }

    /// Bounds for all-day items, in ms as they are stored: the viewer's first and last
    /// day of the range, by his offset.
    pub fn all_day_ms(&self) -> (i64, i64) {
        let first = self.from.date_naive();
        let last = if self.to > self.from { (self.to - chrono::Duration::milliseconds(1)).date_naive() } else { first };
        (midnight_ms(first), midnight_ms(last) + DAY_MS)
    }

    /// Where an item sorts: its start, or for an all-day item the start of its first day
    /// in the viewer's offset.
    pub fn sort_key(&self, span: Span) -> i64 {
        match span {
            Span::Timed { starts, .. } => starts.timestamp_millis(),
            Span::AllDay { first, .. } => midnight_ms(first) - i64::from(self.from.offset().local_minus_utc()) * 1000,
        }
    }
}

/// A calendar event as the API sends it.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Event {
    pub id: String,
    pub title: String,
    pub description: String,
    /// RFC 3339 instant, or the first day (YYYY-MM-DD) of an all-day event.
    pub starts_at: String,
    /// RFC 3339 instant, or the last day (YYYY-MM-DD, inclusive) of an all-day event.
    pub ends_at: String,
    pub all_day: bool,
    pub location: String,
    /// Null: everyone.
    pub group_id: Option<String>,
    pub group_name: Option<String>,
    pub created_by: Option<String>,
    pub created_by_name: Option<String>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub created_at: DateTime<Utc>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub updated_at: DateTime<Utc>,
    #[serde(skip)]
    pub span: Option<Span>,
    #[serde(skip)]
    pub sequence: i64,
}

impl Event {
    pub fn span(&self) -> Span {
        self.span.expect("events are built with their span")
    }

    pub fn set_span(&mut self, span: Span) {
        (self.starts_at, self.ends_at) = span.api_strings();
        self.all_day = span.is_all_day();
        self.span = Some(span);
    }
}

/// What a calendar entry is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ItemKind {
    Event,
    Session,
}

impl ItemKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ItemKind::Event => "event",
            ItemKind::Session => "session",
        }
    }

    pub fn parse(kind: &str) -> Option<ItemKind> {
        match kind {
            "event" => Some(ItemKind::Event),
            "session" => Some(ItemKind::Session),
            _ => None,
        }
    }
}

/// One entry of the calendar: an event or a workshop session.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CalendarItem {
    pub kind: ItemKind,
    pub id: String,
    pub title: String,
    pub starts_at: String,
    pub ends_at: String,
    pub all_day: bool,
    pub location: String,
    pub group_id: Option<String>,
    pub group_name: Option<String>,
    /// A session's status; events are "scheduled".
    #[schema(value_type = super::program::SessionStatus)]
    pub status: String,
    /// The cycle of a session (its page is /cycles/{cycleId}/sessions/{id}); null for events.
    pub cycle_id: Option<String>,
    /// Fathers only: his own answer to the item, null while he has given none. Absent for staff.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<super::rsvp::Rsvp>, required = false)]
    pub my_rsvp: Option<Option<super::rsvp::Rsvp>>,
    /// Staff only (`/api/calendar`): how many of the item's audience answered what. Absent
    /// for fathers. Serialised last: `services::calendar` writes the counts into a cached
    /// answer by this field's place.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = super::rsvp::RsvpCounts, required = false)]
    pub rsvps: Option<super::rsvp::RsvpCounts>,
    #[serde(skip)]
    pub span: Span,
    #[serde(skip)]
    pub description: String,
    #[serde(skip)]
    pub sequence: i64,
    #[serde(skip)]
    pub created_at: DateTime<Utc>,
    #[serde(skip)]
    pub updated_at: DateTime<Utc>,
}

impl CalendarItem {
    pub fn from_event(e: Event) -> CalendarItem {
        CalendarItem {
            kind: ItemKind::Event,
            span: e.span(),
            id: e.id,
            title: e.title,
            starts_at: e.starts_at,
            ends_at: e.ends_at,
            all_day: e.all_day,
            location: e.location,
            group_id: e.group_id,
            group_name: e.group_name,
            status: "scheduled".into(),
            cycle_id: None,
            my_rsvp: None,
            rsvps: None,
            description: e.description,
            sequence: e.sequence,
            created_at: e.created_at,
            updated_at: e.updated_at,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_all_day_event_keeps_its_dates_whatever_the_viewers_offset() {
        let span = parse_span("2026-03-08", "2026-03-09", true).unwrap();
        let (starts, ends, all_day) = span.to_stored();
        assert!(all_day);
        assert_eq!(Span::from_stored(starts, ends, true), span);
        assert_eq!(span.api_strings(), ("2026-03-08".into(), "2026-03-09".into()));
        // A day in Chicago (UTC-6) and a day in Madrid (UTC+1) both see exactly those dates.
        for (from, to, expected) in [
            ("2026-03-09T00:00:00-06:00", "2026-03-10T00:00:00-06:00", true),
            ("2026-03-10T00:00:00-06:00", "2026-03-11T00:00:00-06:00", false),
            ("2026-03-07T00:00:00+01:00", "2026-03-08T00:00:00+01:00", false),
            ("2026-03-08T00:00:00+01:00", "2026-03-09T00:00:00+01:00", true),
        ] {
            let range = Range::parse(Some(from), Some(to)).unwrap();
            let (lo, hi) = range.all_day_ms();
            assert_eq!(starts < hi && ends > lo, expected, "{from} – {to}");
        }
    }

    #[test]
    fn an_instant_given_for_an_all_day_event_counts_by_its_own_date() {
        let span = parse_span("2026-12-24T00:00:00-08:00", "2026-12-25T23:00:00-08:00", true).unwrap();
        assert_eq!(span.api_strings(), ("2026-12-24".into(), "2026-12-25".into()));
    }

    #[test]
    fn bad_spans_name_their_field() {
        assert_eq!(parse_span("nope", "2026-01-01T00:00:00Z", false).unwrap_err().0, "startsAt");
        assert_eq!(parse_span("2026-01-02T00:00:00Z", "2026-01-01T00:00:00Z", false).unwrap_err().0, "endsAt");
        assert_eq!(parse_span("2026-01-02", "2026-01-01", true).unwrap_err().0, "endsAt");
        assert_eq!(parse_span("2026-01-01", "2026-02-01", true).unwrap_err().0, "endsAt");
        assert!(parse_span("2026-01-01", "2026-01-31", true).is_ok());
        assert_eq!(parse_span("2026-01-01T00:00:00Z", "2026-02-01T00:00:01Z", false).unwrap_err().0, "endsAt");
    }

    #[test]
    fn ranges_are_checked() {
        assert_eq!(Range::parse(None, Some("2026-01-01T00:00:00Z")).unwrap_err().0, "from");
        assert_eq!(Range::parse(Some("2026-01-01"), Some("2026-01-01T00:00:00Z")).unwrap_err().0, "from");
        assert_eq!(Range::parse(Some("2026-02-01T00:00:00Z"), Some("2026-01-01T00:00:00Z")).unwrap_err().0, "to");
        assert_eq!(Range::parse(Some("2026-01-01T00:00:00Z"), Some("2027-02-06T00:00:00Z")).unwrap_err().0, "to");
        assert!(Range::parse(Some("2026-01-01T00:00:00Z"), Some("2027-02-05T00:00:00Z")).is_ok());
        let far = Range::parse(Some("+262142-12-31T00:00:00Z"), Some("+262142-12-31T00:00:00Z")).unwrap_err();
        assert_eq!(far.0, "from");
        let far = Range::parse(Some("9999-12-31T00:00:00Z"), Some("10000-01-01T00:00:00Z")).unwrap_err();
        assert_eq!(far.0, "to");
        let past = Range::parse(Some("0001-01-01T00:00:00Z"), Some("0001-01-02T00:00:00Z")).unwrap_err();
        assert_eq!(
            (past.0, past.1.to_string()),
            ("from", "from must fall between the years 1900 and 9999.".to_owned())
        );
        assert_eq!(parse_span("+262142-12-31", "+262142-12-31", true).unwrap_err().0, "startsAt");
        assert_eq!(parse_span("2026-01-01T00:00:00Z", "9999-12-31T23:00:00-05:00", false).unwrap_err().0, "endsAt");
    }
}

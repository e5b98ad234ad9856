//! Each user's private iCalendar feed, for Google Calendar, Apple Calendar or Outlook to
//! subscribe to: `FM_PUBLIC_URL/ics/<token>.ics`.
//!
//! The token is HMAC-SHA256, under a key derived from the server's secret, of the user
//! and a 128-bit random nonce: so the URL can be shown again (it is recomputed), the
//! database keeps only the nonce and the token's SHA-256, and rotating (a new nonce)
//! makes the old URL open nothing at once. Whoever has the URL sees what its owner may
//! see, as he may see it now: a father who leaves a group stops seeing its sessions.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use chrono::{Days, Utc};
use icalendar::{Calendar, Component, EventLike, EventStatus, Property};
use rand::RngCore;
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::tokens::digest;
use crate::auth::Viewer;
use crate::db;
use crate::domain::calendar::{CalendarItem, Range, Span};
use crate::error::AppResult;
use crate::state::AppState;

/// What the feed holds: half a year back (a subscribed calendar keeps history) and
/// just over a year ahead.
const DAYS_BACK: u64 = 183;
const DAYS_AHEAD: u64 = 400;

/// The label the feed key is derived with (`SigningKey::derive`): a key of its own, so a
/// feed token can never be mistaken for anything the server's secret signs elsewhere.
pub const KEY_LABEL: &str = "fatherhood-matters calendar feed";

fn token(state: &AppState, user_id: &str, nonce: &str) -> String {
    state.feed_key.sign(&[user_id, nonce])
}

fn new_nonce() -> String {
    let mut bytes = [0u8; 16];
    rand::rng().fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

fn url(state: &AppState, token: &str) -> String {
    format!("{}/ics/{token}.ics", state.config.public_url.trim_end_matches('/'))
}

#[derive(Serialize, ToSchema)]
pub struct FeedUrl {
    /// The private iCalendar URL: whoever has it sees this user's calendar.
    pub url: String,
}

/// The user's feed URL, creating his feed the first time.
pub async fn feed_url(state: &AppState, user_id: String) -> AppResult<String> {
    let nonce = new_nonce();
    let hash = digest(&token(state, &user_id, &nonce));
    let uid = user_id.clone();
    let nonce = state.db.transaction(move |conn| db::calendar::feed_nonce(conn, &uid, &nonce, &hash)).await?;
    Ok(url(state, &token(state, &user_id, &nonce)))
}

/// A new URL for the user's feed; the old one answers 404 from now on.
pub async fn rotate(state: &AppState, user_id: String) -> AppResult<String> {
    let nonce = new_nonce();
    let token = token(state, &user_id, &nonce);
    let hash = digest(&token);
    state.db.transaction(move |conn| db::calendar::rotate_feed(conn, &user_id, &nonce, &hash)).await?;
    Ok(url(state, &token))
}

/// The calendar behind a token, as iCalendar text; None for an unknown, rotated or
/// deleted user's token.
pub async fn render(state: &AppState, token: &str) -> AppResult<Option<String>> {
    let hash = digest(token);
    let owner = state
        .db
        .run(move |conn| {
            let Some(user_id) = db::calendar::feed_owner(conn, &hash)? else { return Ok(None) };
            db::users::find(conn, &user_id)
        })
        .await?;
    let Some(user) = owner else { return Ok(None) };
    let viewer = Viewer::of(&state.db, user).await?;
    let now = db::now();
    let items = super::items(state, &viewer, Range::around(now, DAYS_BACK, DAYS_AHEAD)).await?;
    Ok(Some(to_ics(&items, state.config.public_url.trim_end_matches('/'), now)))
}

/// RFC 5545: one VEVENT per item, with a UID that stays the same for the item's life,
/// a SEQUENCE that grows with each change, and cancelled sessions marked so.
///
/// Times are written as UTC (`…Z`) by `utc` rather than through the crate's strftime
/// formatting, which was most of a feed's cost (measured: docs/benchmarks.md).
pub fn to_ics(items: &[CalendarItem], public_url: &str, now: chrono::DateTime<Utc>) -> String {
    let mut calendar = Calendar::new();
    calendar.name("Fatherhood Matters").ttl(&chrono::Duration::hours(1));
    let stamp = utc(now);
    for item in items {
        let mut event = icalendar::Event::new();
        let link = match &item.cycle_id {
            Some(cycle) => format!("{public_url}/cycles/{cycle}/sessions/{}", item.id),
            None => format!("{public_url}/calendar/{}", item.id),
        };
        event
            .uid(&format!("{}-{}@fatherhood-matters", item.kind.as_str(), item.id))
            .summary(&text(&item.title))
            .add_property("DTSTAMP", &stamp)
            .add_property("LAST-MODIFIED", utc(item.updated_at))
            .sequence(u32::try_from(item.sequence).unwrap_or(u32::MAX))
            .url(&link)
            .status(if item.status == "cancelled" { EventStatus::Cancelled } else { EventStatus::Confirmed });
        match item.span {
            Span::Timed { starts, ends } => {
                event.add_property("DTSTART", utc(starts)).add_property("DTEND", utc(ends));
            }
            // DTEND of an all-day event is the day after its last (exclusive).
            Span::AllDay { first, last } => {
                let after = last.checked_add_days(Days::new(1)).unwrap_or(last);
                event.append_property(date("DTSTART", first)).append_property(date("DTEND", after));
            }
        }
        if !item.location.is_empty() {
            event.location(&text(&item.location));
        }
        if !item.description.is_empty() {
            event.description(&text(&item.description));
        }
        calendar.push(event.done());
    }
    calendar.done().to_string()
}

/// Staff's text as one iCalendar TEXT value. The crate escapes `\n` (as `\\n`) but
/// passes a carriage return as it is, and a bare `\r` or the `\r` of a pasted `\r\n` would
/// end the content line early for a strict reader: every line break becomes `\n`, and
/// the other control characters TEXT forbids (RFC 5545 §3.3.11) go.
fn text(value: &str) -> String {
    value
        .replace("\r\n", "\n")
        .replace('\r', "\n")
        .chars()
        .filter(|c| !c.is_control() || matches!(c, '\n' | '\t'))
        .collect()
}

/// A UTC date-time value: 20260501T180000Z.
fn utc(t: chrono::DateTime<Utc>) -> String {
    use chrono::{Datelike, Timelike};
    format!("{:04}{:02}{:02}T{:02}{:02}{:02}Z", t.year(), t.month(), t.day(), t.hour(), t.minute(), t.second())
}

/// A DATE value property: DTSTART;VALUE=DATE:20260501.
fn date(name: &str, day: chrono::NaiveDate) -> Property {
    use chrono::Datelike;
    Property::new(name, format!("{:04}{:02}{:02}", day.year(), day.month(), day.day()))
        .add_parameter("VALUE", "DATE")
        .done()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::calendar::ItemKind;

    #[test]
    fn staff_line_breaks_of_every_kind_stay_inside_their_value() {
        let now = chrono::DateTime::parse_from_rfc3339("2026-03-08T07:05:09Z").unwrap().with_timezone(&Utc);
        let item = CalendarItem {
            kind: ItemKind::Event,
            id: "e1".into(),
            title: "Picnic\rBREAK:injected".into(),
            starts_at: String::new(),
            ends_at: String::new(),
            all_day: false,
            location: "Park\r\nNorth gate\u{0}".into(),
            group_id: None,
            group_name: None,
            status: "scheduled".into(),
            cycle_id: None,
            my_rsvp: None,
            rsvps: None,
            span: Span::Timed { starts: now, ends: now },
            description: "Bring food\r\rand chairs\nand kids\u{b}".into(),
            sequence: 0,
            created_at: now,
            updated_at: now,
        };
        let ics = to_ics(&[item], "https://dads.example.org", now);
        // Content lines end with CRLF, and nothing else breaks one.
        let lines: Vec<&str> = ics.split("\r\n").collect();
        assert!(lines.iter().all(|l| !l.contains(['\r', '\n'])), "{ics:?}");
        assert!(!ics.contains(['\u{0}', '\u{b}']), "{ics:?}");
        let unfolded = ics.replace("\r\n ", "");
        assert!(unfolded.contains("\r\nSUMMARY:Picnic\\nBREAK:injected\r\n"), "{unfolded:?}");
        assert!(unfolded.contains("\r\nLOCATION:Park\\nNorth gate\r\n"), "{unfolded:?}");
        assert!(unfolded.contains("\r\nDESCRIPTION:Bring food\\n\\nand chairs\\nand kids\r\n"), "{unfolded:?}");
        assert!(!unfolded.lines().any(|l| l.starts_with("BREAK")), "no line of its own");
    }

    #[test]
    fn times_are_written_as_rfc5545_utc_and_dates() {
        let t = chrono::DateTime::parse_from_rfc3339("2026-03-08T07:05:09-06:00").unwrap().with_timezone(&Utc);
        assert_eq!(utc(t), "20260308T130509Z");
        let day = chrono::NaiveDate::from_ymd_opt(2026, 1, 2).unwrap();
        let event = icalendar::Event::new().append_property(date("DTSTART", day)).done();
        assert!(event.to_string().contains("\r\nDTSTART;VALUE=DATE:20260102\r\n"), "{}", event.to_string());
    }
}

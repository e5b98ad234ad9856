//! Reminders of sessions and events: when each is due, and what it says.

use chrono::{DateTime, Utc};

use super::Language;

/// Minutes before the start a reminder is sent: a day before, and two hours before.
pub const OFFSETS: [i64; 2] = [24 * 60, 2 * 60];

const MINUTE_MS: i64 = 60_000;

/// The furthest ahead a reminder looks: the largest offset.
pub const HORIZON_MS: i64 = 24 * 60 * MINUTE_MS;

/// The reminder due at `now` for an item starting at `starts_at`: the latest offset whose
/// time has come, so an item created or moved late gets only the nearest one; none once
/// it has started or while no offset has come.
pub fn due_offset(starts_at: i64, now: i64) -> Option<i64> {
    if now >= starts_at {
        return None;
    }
    OFFSETS.iter().copied().filter(|offset| starts_at - offset * MINUTE_MS <= now).min()
}

/// When the next reminder of an item starting at `starts_at` comes after `now`, and its
/// offset: the next offset time still ahead.
pub fn next_after(starts_at: i64, now: i64) -> Option<(i64, i64)> {
    OFFSETS
        .iter()
        .map(|offset| (starts_at - offset * MINUTE_MS, *offset))
        .filter(|(at, _)| *at > now)
        .min_by_key(|(at, _)| *at)
}

/// "Tuesday, March 3, 5:30 PM" in the program's time zone, in the reader's language.
pub fn when(language: Language, starts_at: DateTime<Utc>, zone: chrono_tz::Tz) -> String {
    let local = starts_at.with_timezone(&zone);
    match language {
        Language::En => local.format("%A, %B %-d, %-I:%M %p").to_string(),
        Language::Es => {
            use chrono::{Datelike, Timelike};
            const DAYS: [&str; 7] = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"];
            const MONTHS: [&str; 12] = [
                "enero",
                "febrero",
                "marzo",
                "abril",
                "mayo",
                "junio",
                "julio",
                "agosto",
                "septiembre",
                "octubre",
                "noviembre",
                "diciembre",
            ];
            format!(
                "{} {} de {}, {}:{:02}",
                DAYS[local.weekday().num_days_from_monday() as usize],
                local.day(),
                MONTHS[local.month0() as usize],
                local.hour(),
                local.minute()
            )
        }
    }
}

/// The hour from which an item later the same day is "tonight".
const EVENING_HOUR: u32 = 17;

/// A reminder's heading, by the item's local date in the program's time zone as it is when
/// the reminder is read (`now`): "Today: …" (or "Tonight: …" from 5 PM), "Tomorrow: …", or
/// the weekday further ahead — never by the reminder's offset alone, since a session created
/// or moved late is reminded 2 to 24 hours ahead, which may still be today.
pub fn heading(
    language: Language,
    starts_at: DateTime<Utc>,
    now: DateTime<Utc>,
    zone: chrono_tz::Tz,
    title: &str,
) -> String {
    use chrono::{Datelike, Timelike};
    let (start, today) = (starts_at.with_timezone(&zone), now.with_timezone(&zone).date_naive());
    let days_ahead = (start.date_naive() - today).num_days();
    let evening = start.hour() >= EVENING_HOUR;
    let day = match (language, days_ahead, evening) {
        (Language::En, ..=0, false) => "Today",
        (Language::En, ..=0, true) => "Tonight",
        (Language::En, 1, _) => "Tomorrow",
        (Language::Es, ..=0, false) => "Hoy",
        (Language::Es, ..=0, true) => "Esta noche",
        (Language::Es, 1, _) => "Mañana",
        (Language::En, ..) => ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
            [start.weekday().num_days_from_monday() as usize],
        (Language::Es, ..) => ["Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado", "Domingo"]
            [start.weekday().num_days_from_monday() as usize],
    };
    format!("{day}: {title}")
}

/// The line under the heading: the time and the place.
pub fn details(language: Language, when: &str, place: &str) -> String {
    match (language, place.trim().is_empty()) {
        (_, true) => when.to_owned(),
        (Language::En, false) => format!("{when} at {}", place.trim()),
        (Language::Es, false) => format!("{when} en {}", place.trim()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOUR: i64 = 60 * MINUTE_MS;

    #[test]
    fn the_latest_reminder_whose_time_has_come_is_the_one_due() {
        let start = 100 * HOUR;
        for (now, due) in [
            (start - 30 * HOUR, None),
            (start - 24 * HOUR - 1, None),
            (start - 24 * HOUR, Some(1440)),
            (start - 5 * HOUR, Some(1440)),
            (start - 2 * HOUR - 1, Some(1440)),
            // Created or moved within two hours: only the two-hour one.
            (start - 2 * HOUR, Some(120)),
            (start - 1, Some(120)),
            (start, None),
            (start + HOUR, None),
        ] {
            assert_eq!(due_offset(start, now), due, "{} h before", (start - now) as f64 / HOUR as f64);
        }
    }

    #[test]
    fn the_next_reminder_is_the_next_offset_time_ahead() {
        let start = 100 * HOUR;
        assert_eq!(next_after(start, start - 30 * HOUR), Some((start - 24 * HOUR, 1440)));
        assert_eq!(next_after(start, start - 24 * HOUR), Some((start - 2 * HOUR, 120)));
        assert_eq!(next_after(start, start - HOUR), None);
    }

    #[test]
    fn a_reminder_says_when_in_the_programs_zone_and_the_readers_language() {
        let t = DateTime::parse_from_rfc3339("2026-03-03T23:30:00Z").unwrap().with_timezone(&Utc);
        let zone = chrono_tz::America::Chicago;
        assert_eq!(when(Language::En, t, zone), "Tuesday, March 3, 5:30 PM");
        assert_eq!(when(Language::Es, t, zone), "martes 3 de marzo, 17:30");
        assert_eq!(details(Language::En, "Tuesday", " Room 2 "), "Tuesday at Room 2");
        assert_eq!(details(Language::Es, "martes", ""), "martes");
    }

    #[test]
    fn a_heading_follows_the_items_local_day_not_the_reminders_offset() {
        let zone = chrono_tz::America::Chicago;
        let at = |text: &str| DateTime::parse_from_rfc3339(text).unwrap().with_timezone(&Utc);
        // Tuesday 2026-03-03, 9:00 in Chicago (15:00 UTC).
        let now = at("2026-03-03T15:00:00Z");
        for (starts, en, es) in [
            // 2 PM today: a session moved to this afternoon, reminded 5 hours ahead.
            ("2026-03-03T20:00:00Z", "Today: Session 3", "Hoy: Session 3"),
            // 6:30 PM today (00:30 UTC tomorrow): still today in Chicago.
            ("2026-03-04T00:30:00Z", "Tonight: Session 3", "Esta noche: Session 3"),
            // 11:30 PM today, 14.5 hours ahead.
            ("2026-03-04T05:30:00Z", "Tonight: Session 3", "Esta noche: Session 3"),
            // 8 AM tomorrow, 23 hours ahead.
            ("2026-03-04T14:00:00Z", "Tomorrow: Session 3", "Mañana: Session 3"),
            // 6:30 PM tomorrow, more than a day ahead.
            ("2026-03-05T00:30:00Z", "Tomorrow: Session 3", "Mañana: Session 3"),
            // Thursday.
            ("2026-03-05T15:00:00Z", "Thursday: Session 3", "Jueves: Session 3"),
        ] {
            assert_eq!(heading(Language::En, at(starts), now, zone, "Session 3"), en, "{starts}");
            assert_eq!(heading(Language::Es, at(starts), now, zone, "Session 3"), es, "{starts}");
        }
        // Read late in the evening, a session early tomorrow morning is tomorrow's.
        let late = at("2026-03-04T04:00:00Z"); // 10 PM Tuesday
        assert_eq!(heading(Language::En, at("2026-03-04T13:00:00Z"), late, zone, "S"), "Tomorrow: S");
    }
}

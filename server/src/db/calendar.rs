//! `events`, the calendar's view of `sessions`, and `calendar_feeds`.

use super::{Conn, DbError, DbResult, OldRow, Value};
use std::collections::HashMap;

use crate::domain::calendar::{CalendarItem, Event, ItemKind, Range, Span, MAX_EVENT_DAYS};
use crate::params;

const EVENT_COLUMNS: &str = "e.id, e.title, e.description, e.starts_at, e.ends_at, e.all_day, e.location, e.group_id,
     g.name, e.created_by, u.display_name, e.sequence, e.created_at, e.updated_at";
const EVENT_FROM: &str =
    "events e LEFT JOIN father_groups g ON g.id = e.group_id LEFT JOIN users u ON u.id = e.created_by";

fn event_from_row(row: &OldRow) -> DbResult<Event> {
    let span = Span::from_stored(row.int(3)?, row.int(4)?, row.bool(5)?);
    let mut event = Event {
        id: row.text(0)?,
        title: row.text(1)?,
        description: row.text(2)?,
        starts_at: String::new(),
        ends_at: String::new(),
        all_day: false,
        location: row.text(6)?,
        group_id: row.opt_text(7)?,
        group_name: row.opt_text(8)?,
        created_by: row.opt_text(9)?,
        created_by_name: row.opt_text(10)?,
        sequence: row.int(11)?,
        created_at: row.time(12)?,
        updated_at: row.time(13)?,
        span: None,
    };
    event.set_span(span);
    Ok(event)
}

/// The columns an insert and an update both write, `$1`…`$9`.
fn values(e: &Event) -> Vec<Value> {
    let (starts, ends, all_day) = e.span().to_stored();
    vec![
        Value::from(&e.id),
        Value::from(&e.title),
        Value::from(&e.description),
        Value::from(starts),
        Value::from(ends),
        Value::from(all_day),
        Value::from(&e.location),
        Value::from(e.group_id.as_deref()),
        Value::from(e.updated_at),
    ]
}

pub fn insert_event(conn: &mut dyn Conn, e: &Event) -> DbResult<()> {
    let mut values = values(e);
    values.extend([Value::from(e.created_by.as_deref()), Value::from(e.created_at)]);
    conn.execute(
        "INSERT INTO events (id, title, description, starts_at, ends_at, all_day, location, group_id, updated_at,
                             created_by, created_at, sequence)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 0)",
        &values,
    )?;
    Ok(())
}

/// Writes an event read (and locked) in this transaction; bumps its sequence.
pub fn update_event(conn: &mut dyn Conn, e: &Event) -> DbResult<bool> {
    Ok(conn.execute(
        "UPDATE events SET title = $2, description = $3, starts_at = $4, ends_at = $5, all_day = $6, location = $7,
                           group_id = $8, updated_at = $9, sequence = sequence + 1
         WHERE id = $1",
        &values(e),
    )? == 1)
}

pub fn delete_event(conn: &mut dyn Conn, id: &str) -> DbResult<bool> {
    Ok(conn.execute("DELETE FROM events WHERE id = $1", params![id])? == 1)
}

pub fn find_event(conn: &mut dyn Conn, id: &str) -> DbResult<Option<Event>> {
    conn.query_opt(&format!("SELECT {EVENT_COLUMNS} FROM {EVENT_FROM} WHERE e.id = $1"), params![id])?
        .as_ref()
        .map(event_from_row)
        .transpose()
}

/// `$next, $next+1, …` for `ids`, whose values are appended to `values`.
fn placeholders(ids: &[String], next: usize, values: &mut Vec<Value>) -> String {
    values.extend(ids.iter().map(Value::from));
    (0..ids.len()).map(|i| format!("${}", next + i)).collect::<Vec<_>>().join(", ")
}

/// `AND (the audience is everyone OR one of `groups`)`, numbering parameters from `next`;
/// nothing when `groups` is None (staff see all).
fn audience(column: &str, groups: Option<&[String]>, next: usize, values: &mut Vec<Value>) -> String {
    match groups {
        None => String::new(),
        Some([]) => format!(" AND {column} IS NULL"),
        Some(groups) => format!(" AND ({column} IS NULL OR {column} IN ({}))", placeholders(groups, next, values)),
    }
}

/// Events visible to `groups` (None: all), by start.
pub fn list_events(conn: &mut dyn Conn, groups: Option<&[String]>, limit: i64, offset: i64) -> DbResult<Vec<Event>> {
    let mut values = Vec::new();
    let filter = audience("e.group_id", groups, 1, &mut values);
    let page = super::limit_offset_vec(limit, offset, &mut values);
    conn.query(
        &format!("SELECT {EVENT_COLUMNS} FROM {EVENT_FROM} WHERE 1 = 1{filter} ORDER BY e.starts_at, e.id {page}"),
        &values,
    )?
    .iter()
    .map(event_from_row)
    .collect()
}

/// Events overlapping the range, visible to `groups` (None: all).
pub fn events_in(conn: &mut dyn Conn, range: &Range, groups: Option<&[String]>) -> DbResult<Vec<Event>> {
    let (from, to) = range.timed_ms();
    let (day_from, day_to) = range.all_day_ms();
    // Both halves can use the index on starts_at: an event starts before the range
    // ends, and (bounded length) not more than MAX_EVENT_DAYS before it begins.
    let earliest = from.min(day_from) - (MAX_EVENT_DAYS + 1) * 24 * 60 * 60 * 1000;
    let latest = to.max(day_to);
    let mut values = vec![
        Value::from(from),
        Value::from(to),
        Value::from(day_from),
        Value::from(day_to),
        Value::from(earliest),
        Value::from(latest),
    ];
    let filter = audience("e.group_id", groups, 7, &mut values);
    conn.query(
        &format!(
            "SELECT {EVENT_COLUMNS} FROM {EVENT_FROM}
             WHERE e.starts_at >= $5 AND e.starts_at < $6
               AND ((e.all_day = FALSE AND e.starts_at < $2 AND e.ends_at > $1)
                 OR (e.all_day = TRUE AND e.starts_at < $4 AND e.ends_at > $3)){filter}"
        ),
        &values,
    )?
    .iter()
    .map(event_from_row)
    .collect()
}

/// Bounds on the starts (ms, [from, to)) of the sessions and of the events that can overlap
/// the range: what [`sessions_in`] and [`events_in`] search, and no narrower.
pub fn starts_bounds(range: &Range) -> ((i64, i64), (i64, i64)) {
    let (from, to) = range.timed_ms();
    let (day_from, day_to) = range.all_day_ms();
    let sessions = (from - DAY_MS, to);
    let events = (from.min(day_from) - (MAX_EVENT_DAYS + 1) * DAY_MS, to.max(day_to));
    (sessions, events)
}

/// Workshop sessions overlapping the range, of `groups`' cycles (None: all).
///
/// The sessions are read alone and their cycles and groups once each, joined here: a
/// month of a large program is over a thousand sessions of a few hundred cycles.
pub fn sessions_in(conn: &mut dyn Conn, range: &Range, groups: Option<&[String]>) -> DbResult<Vec<CalendarItem>> {
    if groups.is_some_and(<[String]>::is_empty) {
        return Ok(Vec::new());
    }
    let (from, to) = range.timed_ms();
    // A session lasts less than a day (sessions are checked on the way in), so the
    // index on starts_at bounds the search from both sides.
    let earliest = from - 24 * 60 * 60 * 1000;
    let mut values = vec![Value::from(from), Value::from(to), Value::from(earliest)];
    let filter = match groups {
        None => String::new(),
        Some(groups) => {
            format!(
                " AND s.cycle_id IN (SELECT id FROM cycles WHERE group_id IN ({}))",
                placeholders(groups, 4, &mut values)
            )
        }
    };
    let rows = conn.query(
        &format!(
            "SELECT s.id, s.cycle_id, s.title, s.starts_at, s.ends_at, s.location, s.status, s.sequence,
                    s.created_at, s.updated_at
             FROM sessions s WHERE s.starts_at >= $3 AND s.starts_at < $2 AND s.ends_at > $1{filter}"
        ),
        &values,
    )?;
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let cycles = cycles_shown(conn, groups)?;
    rows.iter()
        .map(|row| {
            let cycle_id = row.text(1)?;
            let cycle =
                cycles.get(&cycle_id).ok_or_else(|| DbError::Other(format!("session of unknown cycle {cycle_id}")))?;
            session_item(row, cycle_id, cycle)
        })
        .collect()
}

/// A session row (`s.id, s.cycle_id, s.title, s.starts_at, s.ends_at, s.location,
/// s.status, s.sequence, s.created_at, s.updated_at`) as a calendar item of `cycle`
/// (`cycle_id`, already read from the row: a text column is read once).
fn session_item(row: &OldRow, cycle_id: String, cycle: &CycleShown) -> DbResult<CalendarItem> {
    let span = Span::from_stored(row.int(3)?, row.int(4)?, false);
    let (starts_at, ends_at) = span.api_strings();
    Ok(CalendarItem {
        kind: ItemKind::Session,
        id: row.text(0)?,
        title: format!("{} · {}", row.text(2)?, cycle.title),
        cycle_id: Some(cycle_id),
        my_rsvp: None,
        rsvps: None,
        starts_at,
        ends_at,
        all_day: false,
        span,
        location: row.text(5)?,
        group_id: Some(cycle.group_id.clone()),
        group_name: Some(cycle.group_name.clone()),
        status: row.text(6)?,
        sequence: row.int(7)?,
        created_at: row.time(8)?,
        updated_at: row.time(9)?,
        description: cycle.description.clone(),
    })
}

/// The next `limit` items not over yet at `now` (ms), of `groups` (None: all): scheduled
/// sessions and events, by start. Each half reads at most `limit` rows by the index on
/// `starts_at`, however large the program.
pub fn next_items(conn: &mut dyn Conn, groups: Option<&[String]>, now: i64, limit: i64) -> DbResult<Vec<CalendarItem>> {
    // Sessions last less than a day; events at most MAX_EVENT_DAYS.
    let mut values = vec![Value::from(now), Value::from(now - DAY_MS)];
    let limited = super::limit(limit);
    const COLUMNS: &str = "s.id, s.cycle_id, s.title, s.starts_at, s.ends_at, s.location, s.status, s.sequence,
                    s.created_at, s.updated_at, c.title, c.description, c.group_id, g.name";
    let sql = match groups {
        // Everyone's: the sessions first, in the order of the index on (starts_at, id), then
        // their cycles (left to itself the planner walks every cycle's sessions and sorts).
        None => format!(
            "SELECT {COLUMNS}
             FROM (SELECT * FROM sessions s WHERE s.starts_at >= $2 AND s.ends_at > $1 AND s.status = 'scheduled'
                   ORDER BY s.starts_at, s.id {limited}) s
             JOIN cycles c ON c.id = s.cycle_id JOIN father_groups g ON g.id = c.group_id
             ORDER BY s.starts_at, s.id"
        ),
        Some([]) => return next_events(conn, groups, now, limit),
        // A few groups': their cycles first, then each cycle's sessions by (cycle_id, starts_at).
        Some(groups) => format!(
            "SELECT {COLUMNS}
             FROM cycles c JOIN father_groups g ON g.id = c.group_id JOIN sessions s ON s.cycle_id = c.id
             WHERE c.group_id IN ({}) AND s.starts_at >= $2 AND s.ends_at > $1 AND s.status = 'scheduled'
             ORDER BY s.starts_at, s.id {limited}",
            placeholders(groups, 3, &mut values)
        ),
    };
    let rows = conn.query(&sql, &values)?;
    let mut items = rows
        .iter()
        .map(|row| {
            let cycle = CycleShown {
                title: row.text(10)?,
                description: row.text(11)?,
                group_id: row.text(12)?,
                group_name: row.text(13)?,
            };
            session_item(row, row.text(1)?, &cycle)
        })
        .collect::<DbResult<Vec<_>>>()?;
    items.extend(next_events(conn, groups, now, limit)?);
    let start = |item: &CalendarItem| item.span.to_stored().0;
    items.sort_by(|a, b| start(a).cmp(&start(b)).then_with(|| a.id.cmp(&b.id)));
    items.truncate(usize::try_from(limit).unwrap_or(0));
    Ok(items)
}

/// The next `limit` events not over at `now`, for `groups` (None: all), by start.
fn next_events(conn: &mut dyn Conn, groups: Option<&[String]>, now: i64, limit: i64) -> DbResult<Vec<CalendarItem>> {
    let mut values = vec![Value::from(now), Value::from(now - (MAX_EVENT_DAYS + 1) * DAY_MS)];
    let filter = audience("e.group_id", groups, 3, &mut values);
    let events = conn.query(
        &format!(
            "SELECT {EVENT_COLUMNS} FROM {EVENT_FROM} WHERE e.starts_at >= $2 AND e.ends_at > $1{filter}
             ORDER BY e.starts_at, e.id {}",
            super::limit(limit)
        ),
        &values,
    )?;
    events.iter().map(|row| Ok(CalendarItem::from_event(event_from_row(row)?))).collect()
}

const DAY_MS: i64 = 24 * 60 * 60 * 1000;

struct CycleShown {
    title: String,
    description: String,
    group_id: String,
    group_name: String,
}

/// The cycles (of `groups`, or all) by id, with their group's name.
fn cycles_shown(conn: &mut dyn Conn, groups: Option<&[String]>) -> DbResult<HashMap<String, CycleShown>> {
    let mut values = Vec::new();
    let filter = match groups {
        None => String::new(),
        Some(groups) => format!(" WHERE c.group_id IN ({})", placeholders(groups, 1, &mut values)),
    };
    conn.query(
        &format!(
            "SELECT c.id, c.title, c.description, c.group_id, g.name
             FROM cycles c JOIN father_groups g ON g.id = c.group_id{filter}"
        ),
        &values,
    )?
    .iter()
    .map(|row| {
        Ok((
            row.text(0)?,
            CycleShown {
                title: row.text(1)?,
                description: row.text(2)?,
                group_id: row.text(3)?,
                group_name: row.text(4)?,
            },
        ))
    })
    .collect()
}

/// The calendar's revision: database triggers move it with every change to events,
/// sessions, cycles, groups and memberships (migrations 0006, 0021).
pub fn revision(conn: &mut dyn Conn) -> DbResult<i64> {
    super::revisions::read(conn, super::revisions::Counter::Calendar)
}

// ------------------------------------------------------------------------ feeds

/// A user's feed nonce, creating his feed with `nonce` and `token_hash` the first time.
pub fn feed_nonce(conn: &mut dyn Conn, user_id: &str, nonce: &str, token_hash: &str) -> DbResult<String> {
    conn.execute(
        "INSERT INTO calendar_feeds (user_id, nonce, token_hash, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO NOTHING",
        params![user_id, nonce, token_hash, super::now_millis()],
    )?;
    conn.query_opt("SELECT nonce FROM calendar_feeds WHERE user_id = $1", params![user_id])?
        .ok_or_else(|| DbError::Other("the feed just created is gone".into()))?
        .text(0)
}

/// Replaces a user's feed token: the old one opens nothing from the commit on.
pub fn rotate_feed(conn: &mut dyn Conn, user_id: &str, nonce: &str, token_hash: &str) -> DbResult<()> {
    conn.execute(
        "INSERT INTO calendar_feeds (user_id, nonce, token_hash, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO UPDATE SET nonce = excluded.nonce, token_hash = excluded.token_hash,
                                             rotations = calendar_feeds.rotations + 1",
        params![user_id, nonce, token_hash, super::now_millis()],
    )?;
    Ok(())
}

/// Whose feed a token's hash opens.
pub fn feed_owner(conn: &mut dyn Conn, token_hash: &str) -> DbResult<Option<String>> {
    conn.query_opt("SELECT user_id FROM calendar_feeds WHERE token_hash = $1", params![token_hash])?
        .map(|row| row.text(0))
        .transpose()
}

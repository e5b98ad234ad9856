//! `events`, the calendar's view of `sessions`, and `calendar_feeds`.

use super::{Binds, Conn, DbError, DbResult, Row, Value};
use std::collections::HashMap;

use crate::domain::calendar::{CalendarItem, Event, ItemKind, Range, Span, MAX_EVENT_DAYS};
use crate::domain::program::SessionStatus;
use crate::{binds, params};

const EVENT_COLUMNS: &str = "e.id, e.title, e.description, e.starts_at, e.ends_at, e.all_day, e.location, e.group_id,
     g.name AS group_name, e.created_by, u.display_name AS created_by_name, e.sequence, e.created_at, e.updated_at";
const EVENT_FROM: &str =
    "events e LEFT JOIN father_groups g ON g.id = e.group_id LEFT JOIN users u ON u.id = e.created_by";

fn event_from_row(row: &Row) -> DbResult<Event> {
    let (id, title, description) = (row.text("id")?, row.text("title")?, row.text("description")?);
    let span = Span::from_stored(row.int("starts_at")?, row.int("ends_at")?, row.bool("all_day")?);
    let mut event = Event {
        id,
        title,
        description,
        starts_at: String::new(),
        ends_at: String::new(),
        all_day: false,
        location: row.text("location")?,
        group_id: row.opt_text("group_id")?,
        group_name: row.opt_text("group_name")?,
        created_by: row.opt_text("created_by")?,
        created_by_name: row.opt_text("created_by_name")?,
        sequence: row.int("sequence")?,
        created_at: row.time("created_at")?,
        updated_at: row.time("updated_at")?,
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
    conn.first(&format!("SELECT {EVENT_COLUMNS} FROM {EVENT_FROM} WHERE e.id = $1"), params![id], event_from_row)
}

/// `AND (the audience is everyone OR one of `groups`)`, the groups bound in `binds`;
/// nothing when `groups` is None (staff see all).
fn audience(column: &str, groups: Option<&[String]>, binds: &mut Binds) -> String {
    match groups {
        None => String::new(),
        Some(groups) => format!(" AND ({column} IS NULL OR {column} IN ({}))", binds.list(groups)),
    }
}

/// Events visible to `groups` (None: all), by start.
pub fn list_events(conn: &mut dyn Conn, groups: Option<&[String]>, limit: i64, offset: i64) -> DbResult<Vec<Event>> {
    let mut binds = Binds::new();
    let filter = audience("e.group_id", groups, &mut binds);
    let page = super::limit_offset(limit, offset, &mut binds);
    conn.all(
        &format!("SELECT {EVENT_COLUMNS} FROM {EVENT_FROM} WHERE 1 = 1{filter} ORDER BY e.starts_at, e.id {page}"),
        &binds,
        event_from_row,
    )
}

/// Events overlapping the range, visible to `groups` (None: all).
pub fn events_in(conn: &mut dyn Conn, range: &Range, groups: Option<&[String]>) -> DbResult<Vec<Event>> {
    let (from, to) = range.timed_ms();
    let (day_from, day_to) = range.all_day_ms();
    // Both halves can use the index on starts_at (see starts_bounds).
    let (_, (earliest, latest)) = starts_bounds(range);
    let mut binds = binds![from, to, day_from, day_to, earliest, latest];
    let filter = audience("e.group_id", groups, &mut binds);
    conn.all(
        &format!(
            "SELECT {EVENT_COLUMNS} FROM {EVENT_FROM}
             WHERE e.starts_at >= $5 AND e.starts_at < $6
               AND ((e.all_day = FALSE AND e.starts_at < $2 AND e.ends_at > $1)
                 OR (e.all_day = TRUE AND e.starts_at < $4 AND e.ends_at > $3)){filter}"
        ),
        &binds,
        event_from_row,
    )
}

/// Bounds on the starts (ms, [from, to)) of the sessions and of the events that can overlap
/// the range: what [`sessions_in`] and [`events_in`] search, and no narrower. A session
/// lasts less than a day (checked on the way in); an event starts before the range ends,
/// and (bounded length) not more than MAX_EVENT_DAYS before it begins.
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
    // The index on starts_at bounds the search from both sides (see starts_bounds).
    let ((earliest, _), _) = starts_bounds(range);
    let mut binds = binds![from, to, earliest];
    let filter = match groups {
        None => String::new(),
        Some(groups) => {
            format!(" AND s.cycle_id IN (SELECT id FROM cycles WHERE group_id IN ({}))", binds.list(groups))
        }
    };
    let sessions = conn.all(
        &format!(
            "SELECT {SESSION_COLUMNS}
             FROM sessions s WHERE s.starts_at >= $3 AND s.starts_at < $2 AND s.ends_at > $1{filter}"
        ),
        &binds,
        session_from_row,
    )?;
    if sessions.is_empty() {
        return Ok(Vec::new());
    }
    let cycles = cycles_shown(conn, groups)?;
    sessions
        .into_iter()
        .map(|session| {
            let cycle = cycles
                .get(&session.cycle_id)
                .ok_or_else(|| DbError::Other(format!("session of unknown cycle {}", session.cycle_id)))?;
            Ok(session.item(cycle))
        })
        .collect()
}

/// The columns of a session the calendar shows (`SessionRow`).
const SESSION_COLUMNS: &str =
    "s.id, s.cycle_id, s.title, s.starts_at, s.ends_at, s.location, s.status, s.sequence, s.created_at, s.updated_at";

/// A session as the calendar shows it, before its cycle is joined to it.
struct SessionRow {
    id: String,
    cycle_id: String,
    title: String,
    span: Span,
    location: String,
    status: String,
    sequence: i64,
    created_at: chrono::DateTime<chrono::Utc>,
    updated_at: chrono::DateTime<chrono::Utc>,
}

fn session_from_row(row: &Row) -> DbResult<SessionRow> {
    Ok(SessionRow {
        id: row.text("id")?,
        cycle_id: row.text("cycle_id")?,
        title: row.text("title")?,
        span: Span::from_stored(row.int("starts_at")?, row.int("ends_at")?, false),
        location: row.text("location")?,
        // Checked as the sessions' own reader checks it; the item carries its word.
        status: row.word("status", SessionStatus::parse)?.as_str().to_owned(),
        sequence: row.int("sequence")?,
        created_at: row.time("created_at")?,
        updated_at: row.time("updated_at")?,
    })
}

impl SessionRow {
    /// The session as a calendar item of `cycle`.
    fn item(self, cycle: &CycleShown) -> CalendarItem {
        let (starts_at, ends_at) = self.span.api_strings();
        CalendarItem {
            kind: ItemKind::Session,
            id: self.id,
            title: format!("{} · {}", self.title, cycle.title),
            cycle_id: Some(self.cycle_id),
            my_rsvp: None,
            rsvps: None,
            starts_at,
            ends_at,
            all_day: false,
            span: self.span,
            location: self.location,
            group_id: Some(cycle.group_id.clone()),
            group_name: Some(cycle.group_name.clone()),
            status: self.status,
            sequence: self.sequence,
            created_at: self.created_at,
            updated_at: self.updated_at,
            description: cycle.description.clone(),
        }
    }
}

/// The next `limit` items not over yet at `now` (ms), of `groups` (None: all): scheduled
/// sessions and events, by start. Each half reads at most `limit` rows by the index on
/// `starts_at`, however large the program.
pub fn next_items(conn: &mut dyn Conn, groups: Option<&[String]>, now: i64, limit: i64) -> DbResult<Vec<CalendarItem>> {
    // Sessions last less than a day; events at most MAX_EVENT_DAYS.
    let mut binds = binds![now, now - DAY_MS];
    let limited = super::limit(limit);
    const CYCLE_COLUMNS: &str =
        "c.title AS cycle_title, c.description AS cycle_description, c.group_id, g.name AS group_name";
    let sql = match groups {
        // Everyone's: the sessions first, in the order of the index on (starts_at, id), then
        // their cycles (left to itself the planner walks every cycle's sessions and sorts).
        None => format!(
            "SELECT {SESSION_COLUMNS}, {CYCLE_COLUMNS}
             FROM (SELECT * FROM sessions s WHERE s.starts_at >= $2 AND s.ends_at > $1 AND s.status = 'scheduled'
                   ORDER BY s.starts_at, s.id {limited}) s
             JOIN cycles c ON c.id = s.cycle_id JOIN father_groups g ON g.id = c.group_id
             ORDER BY s.starts_at, s.id"
        ),
        Some([]) => return next_events(conn, groups, now, limit),
        // A few groups': their cycles first, then each cycle's sessions by (cycle_id, starts_at).
        Some(groups) => format!(
            "SELECT {SESSION_COLUMNS}, {CYCLE_COLUMNS}
             FROM cycles c JOIN father_groups g ON g.id = c.group_id JOIN sessions s ON s.cycle_id = c.id
             WHERE c.group_id IN ({}) AND s.starts_at >= $2 AND s.ends_at > $1 AND s.status = 'scheduled'
             ORDER BY s.starts_at, s.id {limited}",
            binds.list(groups)
        ),
    };
    let mut items = conn.all(&sql, &binds, |row| {
        let session = session_from_row(row)?;
        let cycle = CycleShown {
            title: row.text("cycle_title")?,
            description: row.text("cycle_description")?,
            group_id: row.text("group_id")?,
            group_name: row.text("group_name")?,
        };
        Ok(session.item(&cycle))
    })?;
    items.extend(next_events(conn, groups, now, limit)?);
    let start = |item: &CalendarItem| item.span.to_stored().0;
    items.sort_by(|a, b| start(a).cmp(&start(b)).then_with(|| a.id.cmp(&b.id)));
    items.truncate(usize::try_from(limit).unwrap_or(0));
    Ok(items)
}

/// The next `limit` events not over at `now`, for `groups` (None: all), by start.
fn next_events(conn: &mut dyn Conn, groups: Option<&[String]>, now: i64, limit: i64) -> DbResult<Vec<CalendarItem>> {
    let mut binds = binds![now, now - (MAX_EVENT_DAYS + 1) * DAY_MS];
    let filter = audience("e.group_id", groups, &mut binds);
    conn.all(
        &format!(
            "SELECT {EVENT_COLUMNS} FROM {EVENT_FROM} WHERE e.starts_at >= $2 AND e.ends_at > $1{filter}
             ORDER BY e.starts_at, e.id {}",
            super::limit(limit)
        ),
        &binds,
        |row| Ok(CalendarItem::from_event(event_from_row(row)?)),
    )
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
    let mut binds = Binds::new();
    let filter = format!(" WHERE {}", super::in_list("c.group_id", groups, &mut binds));
    Ok(conn
        .all(
            &format!(
                "SELECT c.id, c.title, c.description, c.group_id, g.name
             FROM cycles c JOIN father_groups g ON g.id = c.group_id{filter}"
            ),
            &binds,
            |row| {
                Ok((
                    row.text("id")?,
                    CycleShown {
                        title: row.text("title")?,
                        description: row.text("description")?,
                        group_id: row.text("group_id")?,
                        group_name: row.text("name")?,
                    },
                ))
            },
        )?
        .into_iter()
        .collect())
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
    conn.first("SELECT nonce FROM calendar_feeds WHERE user_id = $1", params![user_id], |row| row.text("nonce"))?
        .ok_or_else(|| DbError::Other("the feed just created is gone".into()))
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
    conn.first("SELECT user_id FROM calendar_feeds WHERE token_hash = $1", params![token_hash], |row| {
        row.text("user_id")
    })
}

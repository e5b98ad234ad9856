//! The calendar: events staff put on it, the workshop sessions it shows with them, and
//! each user's private iCalendar feed. A father sees events for everyone and for his
//! groups, and his groups' sessions; anything else is "not found" to him.

pub mod feed;

use std::collections::HashMap;

use serde::Deserialize;
use utoipa::ToSchema;

use crate::auth::Viewer;
use crate::catalogue;
use crate::db::{self, Table};
use crate::domain::calendar::{parse_span, CalendarItem, Event, Range};
use crate::domain::program::AttendanceCounts;
use crate::domain::rsvp::RsvpCounts;
use crate::domain::{ActivityType, NewActivity, Sentence};
use crate::error::{AppError, AppResult, Record};
use crate::services::form::{schema, Form};
use crate::services::groups::check_audience;
use crate::state::AppState;

/// The calendar for a range: events and sessions the viewer may see, by start.
pub async fn items(state: &AppState, viewer: &Viewer, range: Range) -> AppResult<Vec<CalendarItem>> {
    let groups = viewer.visible_groups(&state.db).await?;
    Ok(state.db.run(move |conn| items_in(conn, &range, groups.as_deref())).await?)
}

/// What was recorded at each session of the range that has ended (staff; over the fathers
/// in the reader's scope): the calendar shows past sessions by who came, not by answers.
#[derive(serde::Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PastAttendance {
    pub session_id: String,
    #[serde(flatten)]
    pub counts: AttendanceCounts,
}

pub async fn past_attendance(state: &AppState, viewer: &Viewer, range: Range) -> AppResult<Vec<PastAttendance>> {
    viewer.staff()?;
    let scope = viewer.scope();
    let (sessions, _) = db::calendar::starts_bounds(&range);
    let now = state.clock.now_millis();
    let recorded =
        state.db.run(move |conn| db::attendance::recorded_between(conn, sessions.0, sessions.1, now, &scope)).await?;
    Ok(recorded.into_iter().map(|(session_id, counts)| PastAttendance { session_id, counts }).collect())
}

/// `items` as JSON, with each item's answers: a father's own (`myRsvp`), staff's counts
/// (`rsvps`). Staff's calendar of a large program is thousands of items a month; it is
/// read once per revision of the calendar (moved by database triggers on every table it
/// shows, see migration 0006) and then reused, on whichever server.
///
/// Answers do not move that revision: they come often, from many fathers, and would empty
/// the cache and contend on its one row. So the cached answer holds every item with zero
/// counts, and each request reads the counts of the range (one grouped query, usually a
/// few rows) and writes them into a copy ([`with_counts`]): always current, whatever the
/// cache holds.
///
/// Staff who are shown some groups only (`program`, or a confidential program they do not
/// work in) share the cached answer of those groups.
pub async fn items_json(
    state: &AppState,
    viewer: &Viewer,
    range: Range,
    program: Option<String>,
) -> AppResult<bytes::Bytes> {
    let groups = viewer.visible_groups_in(&state.db, program).await?;
    let father = viewer.own_father_id().map(str::to_owned);
    let pages = state.calendar_pages.clone();
    let staff = viewer.is_staff();
    Ok(state
        .db
        .run(move |conn| {
            if staff {
                return staff_items_json(conn, &range, groups.as_deref(), &pages);
            }
            let mut items = items_in(conn, &range, groups.as_deref())?;
            crate::services::rsvp::attach_my_answers(conn, father.as_deref(), &mut items)?;
            to_json(&items)
        })
        .await?)
}

fn to_json(items: &[CalendarItem]) -> db::DbResult<bytes::Bytes> {
    let mut json = Vec::with_capacity(items.len() * 360 + 2);
    serde_json::to_writer(&mut json, items).map_err(|e| db::DbError::Other(e.to_string()))?;
    Ok(bytes::Bytes::from(json))
}

fn staff_items_json(
    conn: &mut dyn db::Conn,
    range: &Range,
    groups: Option<&[String]>,
    pages: &crate::infra::page_cache::PageCache,
) -> db::DbResult<bytes::Bytes> {
    // The groups in the key: the revision moves with every change to a group, so the same
    // revision and groups are the same answer, whoever asks.
    let mut key = format!("{} {}", range.from.to_rfc3339(), range.to.to_rfc3339());
    if let Some(groups) = groups {
        key.push_str(" groups");
        groups.iter().for_each(|group| {
            key.push(' ');
            key.push_str(group);
        });
    }
    let revision = db::calendar::revision(conn)?;
    let cached = match pages.get(revision, &key) {
        Some(answer) => answer,
        None => {
            let mut items = items_in(conn, range, groups)?;
            for item in &mut items {
                item.rsvps = Some(RsvpCounts::default());
            }
            let answer = to_json(&items)?;
            pages.put(revision, key, answer.clone());
            answer
        }
    };
    let (sessions, events) = db::calendar::starts_bounds(range);
    let counts = db::rsvps::counts_starting_between(conn, sessions, events)?;
    Ok(with_counts(&cached, &counts))
}

/// An item's start in the JSON of a list of items: `kind` and `id` are its first fields.
/// A string value cannot hold it, as JSON escapes every quote inside one.
const ITEM_START: &str = "{\"kind\":\"";
/// An item's `rsvps` with no answers: its last field, and the item's end.
const NO_ANSWERS: &str = "\"rsvps\":{\"yes\":0,\"no\":0,\"late\":0}}";

/// Staff's calendar answer (`NO_ANSWERS` in every item) with the items in `counts` given
/// their counts. Each answered item is found by one scan forward, so the whole answer is
/// read once.
fn with_counts(json: &bytes::Bytes, counts: &HashMap<String, RsvpCounts>) -> bytes::Bytes {
    let Ok(text) = std::str::from_utf8(json) else { return json.clone() };
    if counts.is_empty() {
        return json.clone();
    }
    let mut out = String::with_capacity(text.len() + counts.len() * 8);
    let mut copied = 0;
    for (start, _) in text.match_indices(ITEM_START) {
        let id = text[start + ITEM_START.len()..]
            .split_once("\",\"id\":\"")
            .and_then(|(_, rest)| rest.split_once('"'))
            .map(|(id, _)| id);
        let Some(n) = id.and_then(|id| counts.get(id)) else { continue };
        let Some(at) = text[start..].find(NO_ANSWERS).map(|i| start + i) else { continue };
        out.push_str(&text[copied..at]);
        out.push_str(&format!("\"rsvps\":{{\"yes\":{},\"no\":{},\"late\":{}}}}}", n.yes, n.no, n.late));
        copied = at + NO_ANSWERS.len();
    }
    out.push_str(&text[copied..]);
    bytes::Bytes::from(out)
}

fn items_in(conn: &mut dyn db::Conn, range: &Range, groups: Option<&[String]>) -> db::DbResult<Vec<CalendarItem>> {
    let events = db::calendar::events_in(conn, range, groups)?;
    let mut items = db::calendar::sessions_in(conn, range, groups)?;
    items.extend(events.into_iter().map(CalendarItem::from_event));
    items.sort_by_cached_key(|item| (range.sort_key(item.span), item.id.clone()));
    Ok(items)
}

// Each field's limit, for the document and for `apply` alike.
pub const MAX_TITLE: usize = 200;
pub const MAX_DESCRIPTION: usize = 5000;
pub const MAX_LOCATION: usize = 200;

/// An event's fields as a form sends them; absent fields are left as they are.
#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct EventInput {
    #[schema(schema_with = schema::required_text::<MAX_TITLE>)]
    title: Option<String>,
    #[schema(schema_with = schema::text::<MAX_DESCRIPTION>)]
    description: Option<String>,
    /// RFC 3339; for an all-day event a date (YYYY-MM-DD).
    #[schema(schema_with = schema::day_or_instant)]
    starts_at: Option<String>,
    /// RFC 3339; for an all-day event the last day (YYYY-MM-DD).
    #[schema(schema_with = schema::day_or_instant)]
    ends_at: Option<String>,
    all_day: Option<bool>,
    #[schema(schema_with = schema::text::<MAX_LOCATION>)]
    location: Option<String>,
    /// Null or absent on create: everyone. On edit, null moves it to everyone.
    #[serde(deserialize_with = "crate::extract::nullable")]
    #[schema(value_type = Option<String>)]
    group_id: Option<Option<String>>,
}

/// A new event's body, as the document describes it.
pub type NewEvent = crate::extract::New<EventInput>;

impl crate::extract::Creatable for EventInput {
    const REQUIRED: &'static [&'static str] = &["title", "startsAt", "endsAt"];
}

impl EventInput {
    fn apply(self, e: &mut Event, creating: bool) -> AppResult<()> {
        let mut form = Form::new(creating);
        form.required_text("title", "Title", MAX_TITLE, self.title, &mut e.title);
        form.text("description", "Description", MAX_DESCRIPTION, self.description, &mut e.description);
        form.text("location", "Location", MAX_LOCATION, self.location, &mut e.location);
        form.reference(self.group_id, &mut e.group_id);
        let all_day = self.all_day.unwrap_or(e.all_day);
        let switching = e.span.is_some() && all_day != e.all_day;
        match (self.starts_at, self.ends_at) {
            (None, None) if !creating && !switching => {}
            (starts, ends) => {
                let (old_starts, old_ends) = (e.starts_at.clone(), e.ends_at.clone());
                let starts = starts.or((!creating && !switching).then_some(old_starts));
                let ends = ends.or((!creating && !switching).then_some(old_ends));
                match (starts, ends) {
                    (Some(starts), Some(ends)) => match parse_span(&starts, &ends, all_day) {
                        Ok(span) => e.set_span(span),
                        Err((field, message)) => form.add(field, message),
                    },
                    (starts, ends) => {
                        if starts.is_none() {
                            form.add("startsAt", catalogue::start_required());
                        }
                        if ends.is_none() {
                            form.add("endsAt", catalogue::end_required());
                        }
                    }
                }
            }
        }
        form.finish()
    }
}

fn log(conn: &mut dyn db::Conn, staff: &str, action: ActivityType, sentence: Sentence, e: &Event) -> db::DbResult<()> {
    db::activities::insert(
        conn,
        &NewActivity::by(staff, action, sentence.says(&[("title", &e.title)])).about("event", &e.id),
    )
}

pub async fn create_event(state: &AppState, viewer: &Viewer, input: EventInput) -> AppResult<Event> {
    let staff = viewer.staff()?.id.clone();
    let owned = viewer.clone();
    let now = db::now();
    let mut event = Event {
        id: uuid::Uuid::now_v7().to_string(),
        title: String::new(),
        description: String::new(),
        starts_at: String::new(),
        ends_at: String::new(),
        all_day: false,
        location: String::new(),
        group_id: None,
        group_name: None,
        created_by: Some(staff.clone()),
        created_by_name: None,
        created_at: now,
        updated_at: now,
        span: None,
        sequence: 0,
    };
    input.apply(&mut event, true)?;
    let id = event.id.clone();
    state
        .db
        .transaction(move |conn| {
            check_audience(conn, &owned, event.group_id.as_deref())?;
            db::calendar::insert_event(conn, &event)?;
            log(conn, &staff, ActivityType::Created, Sentence::EventCreated, &event)?;
            Ok::<_, AppError>(())
        })
        .await?;
    // A reminder may be due already: within the minute, or now on this instance.
    state.reminders.wake();
    get_event(state, viewer, id).await
}

/// An event the viewer may see (404 otherwise: a father learns nothing of other groups').
pub async fn get_event(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Event> {
    let groups = viewer.visible_groups(&state.db).await?;
    state
        .db
        .run(move |conn| db::calendar::find_event(conn, &id))
        .await?
        .filter(|e| match (&groups, &e.group_id) {
            (None, _) | (Some(_), None) => true,
            (Some(groups), Some(group)) => groups.contains(group),
        })
        .ok_or_else(|| AppError::not_found(Record::Event))
}

pub async fn list_events(state: &AppState, viewer: &Viewer, limit: i64, offset: i64) -> AppResult<Vec<Event>> {
    let groups = viewer.visible_groups(&state.db).await?;
    Ok(state.db.run(move |conn| db::calendar::list_events(conn, groups.as_deref(), limit, offset)).await?)
}

pub async fn update_event(state: &AppState, viewer: &Viewer, id: String, input: EventInput) -> AppResult<Event> {
    let staff = viewer.staff()?.id.clone();
    let owned = viewer.clone();
    let event_id = id.clone();
    state
        .db
        .transaction(move |conn| {
            db::lock(conn, Table::Events, &id)?;
            let mut event = db::calendar::find_event(conn, &id)?.ok_or_else(|| AppError::not_found(Record::Event))?;
            check_audience(conn, &owned, event.group_id.as_deref())?;
            input.apply(&mut event, false)?;
            check_audience(conn, &owned, event.group_id.as_deref())?;
            event.updated_at = db::now();
            db::calendar::update_event(conn, &event)?;
            log(conn, &staff, ActivityType::Updated, Sentence::EventUpdated, &event)?;
            Ok::<_, AppError>(())
        })
        .await?;
    state.reminders.wake();
    get_event(state, viewer, event_id).await
}

pub async fn delete_event(state: &AppState, viewer: &Viewer, id: String) -> AppResult<()> {
    let staff = viewer.staff()?.id.clone();
    let owned = viewer.clone();
    state
        .db
        .transaction(move |conn| {
            let event = db::calendar::find_event(conn, &id)?.ok_or_else(|| AppError::not_found(Record::Event))?;
            check_audience(conn, &owned, event.group_id.as_deref())?;
            if !db::calendar::delete_event(conn, &id)? {
                return Err(AppError::not_found(Record::Event));
            }
            log(conn, &staff, ActivityType::Deleted, Sentence::EventDeleted, &event)?;
            Ok(())
        })
        .await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::calendar::{ItemKind, Span};

    fn item(kind: ItemKind, id: &str, title: &str) -> CalendarItem {
        let now = chrono::Utc::now();
        CalendarItem {
            kind,
            id: id.into(),
            title: title.into(),
            starts_at: String::new(),
            ends_at: String::new(),
            all_day: false,
            location: String::new(),
            group_id: None,
            group_name: None,
            status: "scheduled".into(),
            cycle_id: None,
            my_rsvp: None,
            rsvps: Some(RsvpCounts::default()),
            span: Span::Timed { starts: now, ends: now },
            description: String::new(),
            sequence: 0,
            created_at: now,
            updated_at: now,
        }
    }

    #[test]
    fn counts_are_written_into_the_items_they_belong_to_only() {
        // A title that looks like the markers: JSON escapes its quotes, so it is not one.
        let tricky = r#"{"kind":"session","id":"s2" "rsvps":{"yes":0,"no":0,"late":0}}"#;
        let items = [
            item(ItemKind::Session, "s1", "One"),
            item(ItemKind::Event, "e1", tricky),
            item(ItemKind::Session, "s2", "Two"),
        ];
        let json = to_json(&items).unwrap();
        let counts = HashMap::from([
            ("s2".to_owned(), RsvpCounts { yes: 3, no: 1, late: 2 }),
            ("gone".to_owned(), RsvpCounts { yes: 9, no: 9, late: 9 }),
        ]);
        let written: serde_json::Value = serde_json::from_slice(&with_counts(&json, &counts)).unwrap();
        assert_eq!(written[0]["rsvps"], serde_json::json!({"yes": 0, "no": 0, "late": 0}));
        assert_eq!(written[1]["title"], tricky);
        assert_eq!(written[1]["rsvps"], serde_json::json!({"yes": 0, "no": 0, "late": 0}));
        assert_eq!(written[2]["rsvps"], serde_json::json!({"yes": 3, "no": 1, "late": 2}));
        assert_eq!(with_counts(&json, &HashMap::new()), json);
    }
}

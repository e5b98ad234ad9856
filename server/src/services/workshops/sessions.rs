//! Sessions of a cycle: created, edited, completed or cancelled (the transition rule
//! lives in `SessionStatus::can_become`), deleted. Every change and what it implies —
//! the activities of a completion, course completion when the cycle is thereby
//! finished — is one transaction.

use chrono::{DateTime, Duration, Utc};
use serde::Deserialize;
use utoipa::ToSchema;

use super::completion;
use super::cycles::{get_cycle, new_session, MAX_LOCATION, MAX_TITLE};
use crate::auth::Viewer;
use crate::catalogue;
use crate::db::{self, Table};
use crate::domain::dates;
use crate::domain::program::{parse_text, SessionStatus};
use crate::domain::records::Session;
use crate::domain::{ActivityType, NewActivity, Sentence, Summary};
use crate::error::{AppError, AppResult, Record};
use crate::services::form::{schema, Form};
use crate::state::AppState;

/// The longest notes of a session (its title and location are as long as its cycle's).
pub const MAX_NOTES: usize = 4000;
/// The highest number a session of a cycle may have.
pub const MAX_NUMBER: i64 = 1000;

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct SessionInput {
    #[serde(deserialize_with = "crate::extract::whole_number")]
    // = MAX_NUMBER (utoipa takes a literal; `http::openapi`'s test checks it)
    #[schema(minimum = 1, maximum = 1000)]
    number: Option<i64>,
    /// Default: "Session <number>".
    #[schema(schema_with = schema::required_text::<MAX_TITLE>)]
    title: Option<String>,
    /// RFC 3339, years 1900–9999.
    #[schema(schema_with = schema::instant)]
    starts_at: Option<String>,
    /// RFC 3339, years 1900–9999 (default: 90 minutes after the start), at most 24 hours
    /// after the start.
    #[schema(schema_with = schema::instant)]
    ends_at: Option<String>,
    #[schema(schema_with = schema::text::<MAX_LOCATION>)]
    location: Option<String>,
    #[schema(schema_with = schema::text::<MAX_NOTES>)]
    notes: Option<String>,
    /// A new session is scheduled; a change follows the transition rule.
    #[schema(value_type = Option<SessionStatus>)]
    status: Option<String>,
}

/// A new session's body, as the document describes it.
pub type NewSession = crate::extract::New<SessionInput>;

impl crate::extract::Creatable for SessionInput {
    const REQUIRED: &'static [&'static str] = &["startsAt"];
    const ONE_VALUE_ON_CREATE: &'static [(&'static str, &'static str)] = &[("status", "scheduled")];
}

impl SessionInput {
    /// Applies everything but the status, which has its own rule.
    fn apply(&mut self, s: &mut Session, creating: bool) -> AppResult<()> {
        let mut form = Form::new(creating);
        let number =
            |n: i64| if (1..=MAX_NUMBER).contains(&n) { Ok(n) } else { Err(catalogue::session_number_range()) };
        form.set("number", self.number, number, &mut s.number);
        // Not needed on a new session (it is named after its number), never blank.
        form.set("title", self.title.take(), |t| parse_text(&t, "Title", MAX_TITLE, true), &mut s.title);
        let starts_at = |t: String| dates::parse_utc_field(&t, "Starts at");
        form.require("startsAt", "Starts at", self.starts_at.take(), starts_at, &mut s.starts_at);
        match self.ends_at.take() {
            None if creating => s.ends_at = s.starts_at + Duration::minutes(90),
            sent => form.set("endsAt", sent, |t| dates::parse_utc_field(&t, "Ends at"), &mut s.ends_at),
        }
        form.text("location", "Location", MAX_LOCATION, self.location.take(), &mut s.location);
        form.set("notes", self.notes.take(), |n| parse_text(&n, "Notes", MAX_NOTES, false).map(Some), &mut s.notes);
        if s.ends_at <= s.starts_at {
            form.add("endsAt", catalogue::session_ends_after_start());
        } else if s.ends_at - s.starts_at > Duration::hours(24) {
            // The calendar finds sessions by their start, counting on this bound.
            form.add("endsAt", catalogue::session_too_long());
        }
        form.finish()
    }
}

fn number_taken(err: db::DbError) -> AppError {
    match err {
        db::DbError::UniqueViolation => AppError::field("number", crate::catalogue::session_number_taken()),
        other => other.into(),
    }
}

pub async fn create_session(
    state: &AppState,
    viewer: &Viewer,
    cycle_id: String,
    mut input: SessionInput,
) -> AppResult<Session> {
    let staff = viewer.staff()?.id.clone();
    if input.status.as_deref().is_some_and(|s| s != "scheduled") {
        return Err(AppError::field("status", catalogue::new_session_scheduled()));
    }
    let now = db::now();
    let owned = viewer.clone();
    state
        .db
        .transaction(move |conn| {
            // Two sessions added at once take their numbers one after the other.
            db::lock(conn, Table::Cycles, &cycle_id)?;
            let cycle = db::cycles::find(conn, &cycle_id)?.ok_or_else(|| AppError::not_found(Record::Cycle))?;
            owned.staff_running(conn, &cycle.group_id)?;
            let number = db::sessions::next_number(conn, &cycle.id)?;
            let mut session = new_session(&cycle, number, format!("Session {number}"), now, now, now);
            input.apply(&mut session, true)?;
            db::sessions::insert(conn, &session).map_err(number_taken)?;
            log(
                conn,
                &staff,
                ActivityType::Created,
                &session,
                Sentence::SessionAdded.says(&[("session", &session.title), ("cycle", &session.cycle_title)]),
            )?;
            Ok(session)
        })
        .await
        // A reminder may be due already: sent now rather than at the scheduler's next look.
        .inspect(|_| state.reminders.wake())
}

fn log(conn: &mut dyn db::Conn, staff: &str, action: ActivityType, s: &Session, summary: Summary) -> db::DbResult<()> {
    db::activities::insert(conn, &NewActivity::by(staff, action, summary).about("session", &s.id))
}

/// What a viewer may see of a session: a father does not see the facilitator's notes.
pub fn shown_to(viewer: &Viewer, mut session: Session) -> Session {
    if !viewer.is_staff() {
        session.notes = None;
        session.next_statuses.clear();
    }
    session
}

pub async fn get_session(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Session> {
    let groups = viewer.visible_groups(&state.db).await?;
    let session = state
        .db
        .run(move |conn| db::sessions::find(conn, &id))
        .await?
        .ok_or_else(|| AppError::not_found(Record::Session))?;
    if groups.is_some_and(|g| !g.contains(&session.group_id)) {
        return Err(AppError::not_found(Record::Session));
    }
    Ok(shown_to(viewer, session))
}

pub async fn cycle_sessions(state: &AppState, viewer: &Viewer, cycle_id: String) -> AppResult<Vec<Session>> {
    get_cycle(state, viewer, cycle_id.clone()).await?;
    let sessions = state.db.run(move |conn| db::sessions::of_cycle(conn, &cycle_id)).await?;
    Ok(sessions.into_iter().map(|s| shown_to(viewer, s)).collect())
}

pub async fn sessions_between(
    state: &AppState,
    viewer: &Viewer,
    from: DateTime<Utc>,
    to: DateTime<Utc>,
    limit: i64,
) -> AppResult<Vec<Session>> {
    let groups = viewer.visible_groups(&state.db).await?;
    let (from, to) = (from.timestamp_millis(), to.timestamp_millis());
    let sessions = state.db.run(move |conn| db::sessions::between(conn, from, to, groups.as_deref(), limit)).await?;
    Ok(sessions.into_iter().map(|s| shown_to(viewer, s)).collect())
}

/// Edits a session. A status change must follow the transition rule. Completing a
/// session writes 'completed' and, per father on the roster, 'attended' or 'missed
/// session'; completing or cancelling the cycle's last open session finishes the cycle
/// and awards the course. All of it in one transaction: answered means all happened.
pub async fn update_session(
    state: &AppState,
    viewer: &Viewer,
    id: String,
    mut input: SessionInput,
) -> AppResult<Session> {
    let today = state.config.today();
    let staff = viewer.staff()?.id.clone();
    let next =
        input.status.take().map(|s| SessionStatus::parse(&s).map_err(|m| AppError::field("status", m))).transpose()?;
    let owned = viewer.clone();
    state
        .db
        .transaction(move |conn| {
            // Two staff completing the same session at once: the second waits here and
            // then sees it completed, so its activities are written once.
            db::lock(conn, Table::Sessions, &id)?;
            let mut session = db::sessions::find(conn, &id)?.ok_or_else(|| AppError::not_found(Record::Session))?;
            owned.staff_running(conn, &session.group_id)?;
            let previous = session.status;
            input.apply(&mut session, false)?;
            if let Some(next) = next.filter(|n| *n != previous) {
                if !previous.can_become(next) {
                    return Err(AppError::Conflict(crate::catalogue::session_transition(
                        previous.as_str(),
                        next.as_str(),
                    )));
                }
                session.status = next;
                session.next_statuses = next.next();
            }
            session.updated_at = db::now();
            if !db::sessions::update(conn, &session, previous).map_err(number_taken)? {
                return Err(AppError::Conflict(catalogue::session_changed()));
            }
            match (previous, session.status) {
                (SessionStatus::Scheduled, SessionStatus::Completed) => {
                    completion::record_session(conn, &staff, &session)?;
                }
                (before, after) if before != after => log(
                    conn,
                    &staff,
                    ActivityType::Updated,
                    &session,
                    Sentence::SessionStatus.says(&[
                        ("session", &session.title),
                        ("cycle", &session.cycle_title),
                        ("status", after.as_str()),
                    ]),
                )?,
                _ => log(
                    conn,
                    &staff,
                    ActivityType::Updated,
                    &session,
                    Sentence::SessionUpdated.says(&[("session", &session.title), ("cycle", &session.cycle_title)]),
                )?,
            }
            if session.status != previous {
                completion::evaluate(conn, &staff, &session.cycle_id, today)?;
            }
            Ok::<_, AppError>(session)
        })
        .await
        .inspect(|_| state.reminders.wake())
}

/// Deletes a session with its attendance. Deleting the cycle's last open session
/// finishes the cycle: completion is evaluated in the same transaction.
pub async fn delete_session(state: &AppState, viewer: &Viewer, id: String) -> AppResult<()> {
    let today = state.config.today();
    let staff = viewer.staff()?.id.clone();
    let owned = viewer.clone();
    state
        .db
        .transaction(move |conn| {
            let session = db::sessions::find(conn, &id)?.ok_or_else(|| AppError::not_found(Record::Session))?;
            owned.staff_running(conn, &session.group_id)?;
            if !db::sessions::delete(conn, &id)? {
                return Err(AppError::not_found(Record::Session));
            }
            log(
                conn,
                &staff,
                ActivityType::Deleted,
                &session,
                Sentence::SessionDeleted.says(&[("session", &session.title), ("cycle", &session.cycle_title)]),
            )?;
            completion::evaluate(conn, &staff, &session.cycle_id, today)?;
            Ok::<_, AppError>(())
        })
        .await
}

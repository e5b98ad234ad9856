//! Workshop cycles, their sessions, attendance, and course completion.

use std::collections::{BTreeMap, HashMap};

use chrono::{DateTime, Datelike, Duration, NaiveDate, NaiveTime, TimeZone, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::fathers::{csv_field, record};
use super::{not_found, Viewer};
use crate::db::{self, program::Mark};
use crate::domain::program::{parse_date, parse_text, AttendanceStatus, SessionStatus, COMPLETED_COURSE};
use crate::domain::progress::{self, Progress};
use crate::domain::records::{Cycle, CycleProgress, Milestone, RosterEntry, Session};
use crate::domain::{ActivityType, NewActivity, User};
use crate::error::{AppError, AppResult, FieldErrors};
use crate::state::AppState;

/// At most this many sessions are generated for one cycle.
const MAX_GENERATED: usize = 200;

// ------------------------------------------------------------------ cycles

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct CycleInput {
    title: Option<String>,
    description: Option<String>,
    group_id: Option<String>,
    facilitator_id: Option<String>,
    location: Option<String>,
    start_date: Option<String>,
    end_date: Option<String>,
    completion_threshold: Option<f64>,
    /// Only on create: generate the cycle's sessions from this rule.
    schedule: Option<Schedule>,
}

/// Weekly sessions on chosen weekdays from the cycle's start date, until a count is
/// reached or the end date passes, skipping given dates.
#[derive(Deserialize, Serialize, ToSchema, Clone, Debug)]
#[serde(rename_all = "camelCase")]
pub struct Schedule {
    /// ISO weekdays: 1 = Monday … 7 = Sunday.
    pub weekdays: Vec<u32>,
    /// Local start time, HH:MM.
    pub start_time: String,
    pub duration_minutes: i64,
    /// Stop after this many sessions (otherwise at `until`, or the cycle's end date).
    pub count: Option<usize>,
    pub until: Option<String>,
    #[serde(default)]
    pub skip_dates: Vec<String>,
    /// IANA time zone of the program, e.g. "America/Chicago" (default UTC).
    pub timezone: Option<String>,
}

/// When one generated session starts and ends.
pub type Slot = (DateTime<Utc>, DateTime<Utc>);

/// The start and end instants of the sessions a schedule yields.
pub fn generate(schedule: &Schedule, start: NaiveDate, cycle_end: NaiveDate) -> Result<Vec<Slot>, FieldErrors> {
    let mut errors = FieldErrors::default();
    if schedule.weekdays.is_empty() || schedule.weekdays.iter().any(|d| !(1..=7).contains(d)) {
        errors.add("schedule.weekdays", "Choose at least one weekday (1 = Monday … 7 = Sunday).");
    }
    let time = NaiveTime::parse_from_str(schedule.start_time.trim(), "%H:%M");
    if time.is_err() {
        errors.add("schedule.startTime", "Start time must be HH:MM.");
    }
    if !(1..=24 * 60).contains(&schedule.duration_minutes) {
        errors.add("schedule.durationMinutes", "Duration must be between 1 and 1440 minutes.");
    }
    let tz: chrono_tz::Tz = match schedule.timezone.as_deref().unwrap_or("UTC").parse() {
        Ok(tz) => tz,
        Err(_) => {
            errors.add("schedule.timezone", "Unknown time zone.");
            chrono_tz::UTC
        }
    };
    let until = match &schedule.until {
        Some(d) => errors.check("schedule.until", parse_date(d, "Until")).unwrap_or(cycle_end),
        None => cycle_end,
    };
    let skip: Vec<NaiveDate> = schedule
        .skip_dates
        .iter()
        .filter_map(|d| errors.check("schedule.skipDates", parse_date(d, "Skipped date")))
        .collect();
    if schedule.count.is_some_and(|c| c == 0 || c > MAX_GENERATED) {
        errors.add("schedule.count", format!("Count must be between 1 and {MAX_GENERATED}."));
    }
    let (Ok(time), true) = (time, errors.is_empty()) else { return Err(errors) };
    let limit = schedule.count.unwrap_or(MAX_GENERATED);
    let mut out = Vec::new();
    let mut day = start;
    while out.len() < limit && (schedule.count.is_some() || day <= until) && day <= start + Duration::days(3 * 366) {
        if schedule.weekdays.contains(&day.weekday().number_from_monday()) && !skip.contains(&day) {
            // A local time that does not exist (spring forward) moves to the next valid one.
            let local = tz
                .from_local_datetime(&day.and_time(time))
                .earliest()
                .or_else(|| tz.from_local_datetime(&(day.and_time(time) + Duration::hours(1))).earliest());
            if let Some(local) = local {
                let starts = local.with_timezone(&Utc);
                out.push((starts, starts + Duration::minutes(schedule.duration_minutes)));
            }
        }
        day += Duration::days(1);
    }
    Ok(out)
}

impl CycleInput {
    fn apply(&mut self, c: &mut Cycle, creating: bool) -> AppResult<()> {
        let mut errors = FieldErrors::default();
        match self.title.take() {
            Some(t) => {
                if let Some(t) = errors.check("title", parse_text(&t, "Title", 150, true)) {
                    c.title = t;
                }
            }
            None if creating => errors.add("title", "Title is required."),
            None => {}
        }
        if let Some(d) = self.description.take() {
            if let Some(d) = errors.check("description", parse_text(&d, "Description", 4000, false)) {
                c.description = d;
            }
        }
        if let Some(l) = self.location.take() {
            if let Some(l) = errors.check("location", parse_text(&l, "Location", 200, false)) {
                c.location = l;
            }
        }
        match self.group_id.take() {
            Some(g) if !g.trim().is_empty() => c.group_id = g.trim().to_owned(),
            _ if creating => errors.add("groupId", "Group is required."),
            _ => {}
        }
        if let Some(f) = self.facilitator_id.take() {
            c.facilitator_id = Some(f).filter(|f| !f.trim().is_empty());
        }
        match self.start_date.take() {
            Some(d) => {
                if let Some(d) = errors.check("startDate", parse_date(&d, "Start date")) {
                    c.start_date = d;
                }
            }
            None if creating => errors.add("startDate", "Start date is required."),
            None => {}
        }
        match self.end_date.take() {
            Some(d) => {
                if let Some(d) = errors.check("endDate", parse_date(&d, "End date")) {
                    c.end_date = d;
                }
            }
            None if creating => errors.add("endDate", "End date is required."),
            None => {}
        }
        if let Some(t) = self.completion_threshold {
            if (0.0..=1.0).contains(&t) && t > 0.0 {
                c.completion_threshold = t;
            } else {
                errors.add("completionThreshold", "Completion threshold must be a share between 0 and 1, e.g. 0.8.");
            }
        }
        if c.end_date < c.start_date {
            errors.add("endDate", "End date must not be before the start date.");
        }
        errors.finish()
    }
}

fn check_cycle_references(conn: &mut dyn db::Conn, c: &Cycle) -> AppResult<String> {
    let Some(group) = db::groups::find(conn, &c.group_id)? else {
        return Err(AppError::field("groupId", "No such group."));
    };
    if let Some(id) = &c.facilitator_id {
        if !db::users::find(conn, id)?.is_some_and(|u| u.is_admin) {
            return Err(AppError::field("facilitatorId", "The facilitator must be a staff account."));
        }
    }
    Ok(group.name)
}

pub async fn create_cycle(state: &AppState, viewer: &Viewer, mut input: CycleInput) -> AppResult<Cycle> {
    viewer.staff()?;
    let now = db::now();
    let today = now.date_naive();
    let mut cycle = Cycle {
        id: uuid::Uuid::now_v7().to_string(),
        title: String::new(),
        description: String::new(),
        group_id: String::new(),
        group_name: String::new(),
        facilitator_id: None,
        location: String::new(),
        start_date: today,
        end_date: today,
        completion_threshold: 0.8,
        session_count: 0,
        completed_count: 0,
        created_at: now,
        updated_at: now,
    };
    let schedule = input.schedule.take();
    input.apply(&mut cycle, true)?;
    let slots = match &schedule {
        Some(s) => generate(s, cycle.start_date, cycle.end_date).map_err(|e| e.finish().unwrap_err())?,
        None => Vec::new(),
    };
    let id = cycle.id.clone();
    state
        .db
        .transaction(move |conn| {
            cycle.group_name = check_cycle_references(conn, &cycle)?;
            db::program::insert_cycle(conn, &cycle)?;
            for (i, (starts_at, ends_at)) in slots.into_iter().enumerate() {
                let number = i as i64 + 1;
                db::program::insert_session(
                    conn,
                    &new_session(&cycle, number, format!("Session {number}"), starts_at, ends_at, now),
                )?;
            }
            Ok::<_, AppError>(())
        })
        .await?;
    get_cycle(state, viewer, id).await
}

fn new_session(
    cycle: &Cycle,
    number: i64,
    title: String,
    starts_at: DateTime<Utc>,
    ends_at: DateTime<Utc>,
    now: DateTime<Utc>,
) -> Session {
    Session {
        id: uuid::Uuid::now_v7().to_string(),
        cycle_id: cycle.id.clone(),
        cycle_title: cycle.title.clone(),
        group_id: cycle.group_id.clone(),
        number,
        title,
        starts_at,
        ends_at,
        location: cycle.location.clone(),
        notes: String::new(),
        status: SessionStatus::Scheduled,
        created_at: now,
        updated_at: now,
    }
}

/// The groups whose workshops a viewer may see (None: all).
async fn visible_groups(state: &AppState, viewer: &Viewer) -> AppResult<Option<Vec<String>>> {
    match viewer {
        Viewer::Staff(_) => Ok(None),
        Viewer::Father { father_id: Some(father), .. } => {
            let father = father.clone();
            Ok(Some(state.db.run(move |conn| db::groups::groups_of(conn, &father)).await?))
        }
        Viewer::Father { father_id: None, .. } => Ok(Some(Vec::new())),
    }
}

pub async fn get_cycle(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Cycle> {
    let groups = visible_groups(state, viewer).await?;
    let cycle =
        state.db.run(move |conn| db::program::find_cycle(conn, &id)).await?.ok_or_else(|| not_found("cycle"))?;
    if groups.is_some_and(|g| !g.contains(&cycle.group_id)) {
        return Err(not_found("cycle"));
    }
    Ok(cycle)
}

pub async fn list_cycles(state: &AppState, viewer: &Viewer, limit: i64, offset: i64) -> AppResult<Vec<Cycle>> {
    let groups = visible_groups(state, viewer).await?;
    Ok(state.db.run(move |conn| db::program::list_cycles(conn, groups.as_deref(), limit, offset)).await?)
}

pub async fn update_cycle(state: &AppState, viewer: &Viewer, id: String, mut input: CycleInput) -> AppResult<Cycle> {
    viewer.staff()?;
    if input.schedule.is_some() {
        return Err(AppError::field(
            "schedule",
            "Sessions are generated only when a cycle is created; add sessions one by one.",
        ));
    }
    let cycle = state
        .db
        .transaction(move |conn| {
            let mut cycle = db::program::find_cycle(conn, &id)?.ok_or_else(|| not_found("cycle"))?;
            let threshold_before = cycle.completion_threshold;
            input.apply(&mut cycle, false)?;
            cycle.group_name = check_cycle_references(conn, &cycle)?;
            cycle.updated_at = db::now();
            db::program::update_cycle(conn, &cycle)?;
            Ok::<_, AppError>((cycle, threshold_before))
        })
        .await?;
    let (cycle, threshold_before) = cycle;
    if cycle.completion_threshold < threshold_before {
        evaluate_completion(state, viewer.user(), &cycle.id).await?;
    }
    Ok(cycle)
}

pub async fn delete_cycle(state: &AppState, viewer: &Viewer, id: String) -> AppResult<()> {
    viewer.staff()?;
    if state.db.run(move |conn| db::program::delete_cycle(conn, &id)).await? {
        Ok(())
    } else {
        Err(not_found("cycle"))
    }
}

// ---------------------------------------------------------------- sessions

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct SessionInput {
    number: Option<i64>,
    title: Option<String>,
    starts_at: Option<DateTime<Utc>>,
    ends_at: Option<DateTime<Utc>>,
    location: Option<String>,
    notes: Option<String>,
    /// scheduled, completed or cancelled; see the transition rule.
    status: Option<String>,
}

impl SessionInput {
    /// Applies everything but the status, which has its own rule.
    fn apply(&mut self, s: &mut Session, creating: bool) -> AppResult<()> {
        let mut errors = FieldErrors::default();
        if let Some(n) = self.number {
            if (1..=1000).contains(&n) {
                s.number = n;
            } else {
                errors.add("number", "Number must be between 1 and 1000.");
            }
        }
        if let Some(t) = self.title.take() {
            if let Some(t) = errors.check("title", parse_text(&t, "Title", 150, true)) {
                s.title = t;
            }
        }
        match self.starts_at {
            Some(t) => s.starts_at = t,
            None if creating => errors.add("startsAt", "Starts at is required."),
            None => {}
        }
        match self.ends_at {
            Some(t) => s.ends_at = t,
            None if creating => s.ends_at = s.starts_at + Duration::minutes(90),
            None => {}
        }
        if let Some(l) = self.location.take() {
            if let Some(l) = errors.check("location", parse_text(&l, "Location", 200, false)) {
                s.location = l;
            }
        }
        if let Some(n) = self.notes.take() {
            if let Some(n) = errors.check("notes", parse_text(&n, "Notes", 4000, false)) {
                s.notes = n;
            }
        }
        if s.ends_at <= s.starts_at {
            errors.add("endsAt", "A session must end after it starts.");
        }
        errors.finish()
    }
}

pub async fn create_session(
    state: &AppState,
    viewer: &Viewer,
    cycle_id: String,
    mut input: SessionInput,
) -> AppResult<Session> {
    viewer.staff()?;
    if input.status.as_deref().is_some_and(|s| s != "scheduled") {
        return Err(AppError::field("status", "A new session is scheduled; complete or cancel it afterwards."));
    }
    let now = db::now();
    state
        .db
        .transaction(move |conn| {
            let cycle = db::program::find_cycle(conn, &cycle_id)?.ok_or_else(|| not_found("cycle"))?;
            let number = db::program::next_session_number(conn, &cycle.id)?;
            let mut session = new_session(&cycle, number, format!("Session {number}"), now, now, now);
            input.apply(&mut session, true)?;
            db::program::insert_session(conn, &session)?;
            Ok(session)
        })
        .await
}

pub async fn get_session(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Session> {
    let groups = visible_groups(state, viewer).await?;
    let session =
        state.db.run(move |conn| db::program::find_session(conn, &id)).await?.ok_or_else(|| not_found("session"))?;
    if groups.is_some_and(|g| !g.contains(&session.group_id)) {
        return Err(not_found("session"));
    }
    Ok(session)
}

pub async fn cycle_sessions(state: &AppState, viewer: &Viewer, cycle_id: String) -> AppResult<Vec<Session>> {
    get_cycle(state, viewer, cycle_id.clone()).await?;
    Ok(state.db.run(move |conn| db::program::cycle_sessions(conn, &cycle_id)).await?)
}

pub async fn sessions_between(
    state: &AppState,
    viewer: &Viewer,
    from: DateTime<Utc>,
    to: DateTime<Utc>,
    limit: i64,
) -> AppResult<Vec<Session>> {
    let groups = visible_groups(state, viewer).await?;
    let (from, to) = (from.timestamp_millis(), to.timestamp_millis());
    Ok(state.db.run(move |conn| db::program::sessions_between(conn, from, to, groups.as_deref(), limit)).await?)
}

/// Edits a session. A status change must follow the transition rule; completing a
/// session writes 'completed' and, per father on the roster, 'attended' or 'missed
/// session', then evaluates course completion if it was the cycle's last.
pub async fn update_session(
    state: &AppState,
    viewer: &Viewer,
    id: String,
    mut input: SessionInput,
) -> AppResult<Session> {
    let staff = viewer.staff()?.clone();
    let next =
        input.status.take().map(|s| SessionStatus::parse(&s).map_err(|m| AppError::field("status", m))).transpose()?;
    let (session, previous, roster) = state
        .db
        .transaction(move |conn| {
            let mut session = db::program::find_session(conn, &id)?.ok_or_else(|| not_found("session"))?;
            let previous = session.status;
            input.apply(&mut session, false)?;
            if let Some(next) = next.filter(|n| *n != previous) {
                if !previous.can_become(next) {
                    return Err(AppError::Conflict(format!(
                        "A {} session cannot become {}. Allowed: scheduled → completed, scheduled → cancelled, cancelled → scheduled.",
                        previous.as_str(),
                        next.as_str()
                    )));
                }
                session.status = next;
            }
            session.updated_at = db::now();
            db::program::update_session(conn, &session)?;
            let roster = if previous != SessionStatus::Completed && session.status == SessionStatus::Completed {
                Some(db::program::roster(conn, &session)?)
            } else {
                None
            };
            Ok::<_, AppError>((session, previous, roster))
        })
        .await?;
    if let Some(roster) = roster {
        record_completion(state, &staff, &session, &roster).await?;
        evaluate_completion(state, &staff, &session.cycle_id).await?;
    } else if previous == SessionStatus::Completed {
        // Times or notes of a completed session changed: nothing to re-evaluate.
    }
    Ok(session)
}

async fn record_completion(state: &AppState, staff: &User, session: &Session, roster: &[RosterEntry]) -> AppResult<()> {
    state
        .record(NewActivity {
            from_user: Some(staff.id.clone()),
            action: ActivityType::Completed,
            to_user: None,
            description: format!("Completed {} of {}", session.title, session.cycle_title),
            subject: Some(("session".into(), session.id.clone())),
        })
        .await;
    let ids: Vec<String> = roster.iter().map(|r| r.father_id.clone()).collect();
    let users: HashMap<String, Option<String>> = state
        .db
        .run(move |conn| {
            ids.iter()
                .map(|id| Ok((id.clone(), db::fathers::find(conn, id)?.and_then(|f| f.user_id))))
                .collect::<db::DbResult<_>>()
        })
        .await?;
    for entry in roster {
        let attended = entry.status.is_some_and(AttendanceStatus::attended);
        let (action, verb) =
            if attended { (ActivityType::Attended, "attended") } else { (ActivityType::MissedSession, "missed") };
        state
            .record(NewActivity {
                from_user: Some(staff.id.clone()),
                action,
                to_user: users.get(&entry.father_id).cloned().flatten(),
                description: format!("{} {} {verb} {}", entry.first_name, entry.last_name, session.title),
                subject: Some(("father".into(), entry.father_id.clone())),
            })
            .await;
    }
    Ok(())
}

pub async fn delete_session(state: &AppState, viewer: &Viewer, id: String) -> AppResult<()> {
    viewer.staff()?;
    if state.db.run(move |conn| db::program::delete_session(conn, &id)).await? {
        Ok(())
    } else {
        Err(not_found("session"))
    }
}

// -------------------------------------------------------------- attendance

/// The roster with what was recorded. A father sees only his own line.
pub async fn roster(state: &AppState, viewer: &Viewer, session_id: String) -> AppResult<Vec<RosterEntry>> {
    let session = get_session(state, viewer, session_id).await?;
    let own = viewer.own_father_id().map(str::to_owned);
    let staff = viewer.is_staff();
    let roster = state.db.run(move |conn| db::program::roster(conn, &session)).await?;
    Ok(roster.into_iter().filter(|r| staff || own.as_deref() == Some(r.father_id.as_str())).collect())
}

#[derive(Deserialize, ToSchema, Clone)]
#[serde(rename_all = "camelCase")]
pub struct MarkInput {
    pub father_id: String,
    pub status: String,
    pub minutes: Option<i64>,
    pub note: Option<String>,
}

/// Saves a roster in one transaction; fathers not in `marks` are left as they are.
/// Correcting a completed session of a finished cycle re-evaluates course completion.
pub async fn save_attendance(
    state: &AppState,
    viewer: &Viewer,
    session_id: String,
    marks: Vec<MarkInput>,
) -> AppResult<Vec<RosterEntry>> {
    let staff = viewer.staff()?.clone();
    if marks.len() > 500 {
        return Err(AppError::invalid("At most 500 fathers at a time."));
    }
    let marked_by = staff.id.clone();
    let (session, roster) = state
        .db
        .transaction(move |conn| {
            let session = db::program::find_session(conn, &session_id)?.ok_or_else(|| not_found("session"))?;
            let roster = db::program::roster(conn, &session)?;
            let mut errors = FieldErrors::default();
            let mut parsed = Vec::with_capacity(marks.len());
            for (i, mark) in marks.iter().enumerate() {
                let field = |name: &str| format!("[{i}].{name}");
                if !roster.iter().any(|r| r.father_id == mark.father_id) {
                    errors.add(&field("fatherId"), "This father is not on the session's roster.");
                }
                let status = errors.check(&field("status"), AttendanceStatus::parse(&mark.status));
                if mark.minutes.is_some_and(|m| !(0..=24 * 60).contains(&m)) {
                    errors.add(&field("minutes"), "Minutes must be between 0 and 1440.");
                }
                let note =
                    errors.check(&field("note"), parse_text(mark.note.as_deref().unwrap_or(""), "Note", 1000, false));
                if let (Some(status), Some(note)) = (status, note) {
                    parsed.push((mark.father_id.clone(), status, mark.minutes, note));
                }
            }
            errors.finish()?;
            let now = db::now();
            for (father_id, status, minutes, note) in &parsed {
                let mark = Mark { father_id, status: *status, minutes: *minutes, note };
                db::program::upsert_attendance(conn, &session.id, &mark, &marked_by, now.timestamp_millis())?;
            }
            // The answer is the roster read above with these marks applied: exactly what
            // reading it again would give, without a second query on the writer's thread.
            let mut roster = roster;
            for (father_id, status, minutes, note) in parsed {
                if let Some(entry) = roster.iter_mut().find(|r| r.father_id == father_id) {
                    entry.status = Some(status);
                    entry.minutes = minutes;
                    entry.note = note;
                    entry.marked_by = Some(marked_by.clone());
                    entry.marked_at = Some(now);
                }
            }
            Ok::<_, AppError>((session, roster))
        })
        .await?;
    if session.status == SessionStatus::Completed {
        evaluate_completion(state, &staff, &session.cycle_id).await?;
    }
    Ok(roster)
}

// ------------------------------------------------------- progress & completion

/// Each enrolled father's standing in a cycle.
pub async fn cycle_progress(state: &AppState, viewer: &Viewer, cycle_id: String) -> AppResult<Vec<CycleProgress>> {
    let cycle = get_cycle(state, viewer, cycle_id).await?;
    let mut rows = compute_cycle_progress(state, &cycle).await?;
    if let Some(own) = viewer.own_father_id() {
        rows.retain(|r| r.father_id == own);
    } else if !viewer.is_staff() {
        rows.clear();
    }
    Ok(rows)
}

/// What a cycle's progress is computed from, read in one go.
struct Snapshot {
    sessions: Vec<Session>,
    facts: Vec<db::program::AttendanceFact>,
    members: Vec<crate::domain::records::Member>,
    completed: Vec<String>,
}

fn load_snapshot(conn: &mut dyn db::Conn, cycle_id: &str, group_id: &str) -> db::DbResult<Snapshot> {
    let sessions = db::program::cycle_sessions(conn, cycle_id)?;
    let members = db::groups::members(conn, group_id)?;
    let facts = db::program::cycle_facts(conn, cycle_id, &sessions, &members)?;
    let completed = conn
        .query(
            "SELECT father_id FROM milestones WHERE cycle_id = $1 AND kind = $2",
            crate::params![cycle_id, COMPLETED_COURSE],
        )?
        .iter()
        .map(|r| r.text(0))
        .collect::<db::DbResult<_>>()?;
    Ok(Snapshot { sessions, facts, members, completed })
}

fn progress_rows(snapshot: &Snapshot) -> Vec<CycleProgress> {
    let mut by_father: HashMap<&str, Vec<progress::SessionRecord>> = HashMap::new();
    for fact in &snapshot.facts {
        by_father.entry(fact.father_id.as_str()).or_default().push(record(fact));
    }
    snapshot
        .members
        .iter()
        .map(|m| CycleProgress {
            father_id: m.father_id.clone(),
            first_name: m.first_name.clone(),
            last_name: m.last_name.clone(),
            joined_at: m.joined_at,
            progress: progress::progress(
                by_father.get(m.father_id.as_str()).map_or(&[][..], Vec::as_slice),
                Some(m.joined_at),
            ),
            completed_course: snapshot.completed.contains(&m.father_id),
        })
        .collect()
}

async fn compute_cycle_progress(state: &AppState, cycle: &Cycle) -> AppResult<Vec<CycleProgress>> {
    let (id, group) = (cycle.id.clone(), cycle.group_id.clone());
    let snapshot = state.db.run(move |conn| load_snapshot(conn, &id, &group)).await?;
    Ok(progress_rows(&snapshot))
}

/// Once every non-cancelled session of the cycle is completed, each father whose
/// attended share reaches the threshold gets one 'completed course' milestone and
/// activity — never two, however often this runs.
pub async fn evaluate_completion(state: &AppState, staff: &User, cycle_id: &str) -> AppResult<()> {
    let id = cycle_id.to_owned();
    let Some(cycle) = state.db.run(move |conn| db::program::find_cycle(conn, &id)).await? else { return Ok(()) };
    let id = cycle.id.clone();
    if !state.db.run(move |conn| db::program::cycle_finished(conn, &id)).await? {
        return Ok(());
    }
    let rows = compute_cycle_progress(state, &cycle).await?;
    let now = db::now();
    let due: Vec<Milestone> = rows
        .iter()
        .filter(|r| {
            !r.completed_course && r.progress.countable > 0 && r.progress.rate + 1e-9 >= cycle.completion_threshold
        })
        .map(|r| Milestone {
            id: uuid::Uuid::now_v7().to_string(),
            father_id: r.father_id.clone(),
            father_name: format!("{} {}", r.first_name, r.last_name),
            title: format!("Completed {}", cycle.title),
            kind: COMPLETED_COURSE.into(),
            achieved_at: now.date_naive(),
            note: format!("Attended {} of {} sessions.", r.progress.attended, r.progress.countable),
            cycle_id: Some(cycle.id.clone()),
            created_by: Some(staff.id.clone()),
            created_at: now,
        })
        .collect();
    if due.is_empty() {
        return Ok(());
    }
    let inserted: Vec<(Milestone, Option<String>)> = state
        .db
        .transaction(move |conn| {
            let mut inserted = Vec::new();
            for milestone in due {
                if db::program::insert_milestone(conn, &milestone)? {
                    let user = db::fathers::find(conn, &milestone.father_id)?.and_then(|f| f.user_id);
                    inserted.push((milestone, user));
                }
            }
            Ok::<_, db::DbError>(inserted)
        })
        .await?;
    for (milestone, user) in inserted {
        state
            .record(NewActivity {
                from_user: Some(staff.id.clone()),
                action: ActivityType::CompletedCourse,
                to_user: user,
                description: format!("{} completed {}", milestone.father_name, cycle.title),
                subject: Some(("father".into(), milestone.father_id.clone())),
            })
            .await;
    }
    Ok(())
}

/// The attendance matrix of a cycle: fathers × sessions, with rates.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Matrix {
    pub cycle: Cycle,
    pub sessions: Vec<Session>,
    pub rows: Vec<MatrixRow>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MatrixRow {
    pub father_id: String,
    pub first_name: String,
    pub last_name: String,
    /// One entry per session, in order: the mark, or null (not marked, or before he joined).
    pub marks: Vec<Option<AttendanceStatus>>,
    /// Per session: whether it counts for him (completed, and after he joined).
    pub counts: Vec<bool>,
    #[serde(flatten)]
    pub progress: Progress,
}

pub async fn matrix(state: &AppState, viewer: &Viewer, cycle_id: String) -> AppResult<Matrix> {
    viewer.staff()?;
    let cycle = get_cycle(state, viewer, cycle_id).await?;
    let (id, group) = (cycle.id.clone(), cycle.group_id.clone());
    let mut snapshot = state.db.run(move |conn| load_snapshot(conn, &id, &group)).await?;
    let sessions = std::mem::take(&mut snapshot.sessions);
    let index: HashMap<&str, usize> = sessions.iter().enumerate().map(|(i, s)| (s.id.as_str(), i)).collect();
    let mut marks: BTreeMap<&str, Vec<Option<AttendanceStatus>>> = BTreeMap::new();
    for fact in &snapshot.facts {
        if let Some(&i) = index.get(fact.session_id.as_str()) {
            marks.entry(fact.father_id.as_str()).or_insert_with(|| vec![None; sessions.len()])[i] = fact.status;
        }
    }
    let rows = progress_rows(&snapshot)
        .into_iter()
        .map(|p| MatrixRow {
            marks: marks.get(p.father_id.as_str()).cloned().unwrap_or_else(|| vec![None; sessions.len()]),
            counts: sessions
                .iter()
                .map(|s| s.status == SessionStatus::Completed && p.joined_at <= s.starts_at)
                .collect(),
            father_id: p.father_id,
            first_name: p.first_name,
            last_name: p.last_name,
            progress: p.progress,
        })
        .collect();
    Ok(Matrix { cycle, sessions, rows })
}

/// One row per father, one column per session (its date), then the rate.
pub async fn matrix_csv(state: &AppState, viewer: &Viewer, cycle_id: String) -> AppResult<String> {
    let m = matrix(state, viewer, cycle_id).await?;
    let mut out = String::from("father");
    for s in &m.sessions {
        out.push(',');
        out.push_str(&csv_field(&format!("{} ({})", s.title, s.starts_at.format("%Y-%m-%d"))));
    }
    out.push_str(",rate\n");
    for row in &m.rows {
        out.push_str(&csv_field(&format!("{} {}", row.first_name, row.last_name)));
        for (mark, counts) in row.marks.iter().zip(&row.counts) {
            out.push(',');
            out.push_str(match (mark, counts) {
                (Some(status), _) => status.as_str(),
                (None, true) => "absent",
                (None, false) => "",
            });
        }
        out.push_str(&format!(",{:.0}%\n", row.progress.rate * 100.0));
    }
    Ok(out)
}

/// Fathers at risk in cycles running now (or ended in the last two weeks).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AtRisk {
    pub father_id: String,
    pub first_name: String,
    pub last_name: String,
    pub cycle_id: String,
    pub cycle_title: String,
    #[serde(flatten)]
    pub progress: Progress,
}

pub async fn at_risk(state: &AppState, viewer: &Viewer) -> AppResult<Vec<AtRisk>> {
    viewer.staff()?;
    let today = db::now().date_naive();
    let cycles = state.db.run(|conn| db::program::list_cycles(conn, None, 500, 0)).await?;
    let mut out = Vec::new();
    for cycle in cycles.into_iter().filter(|c| c.start_date <= today && c.end_date + Duration::days(14) >= today) {
        for row in compute_cycle_progress(state, &cycle).await? {
            if row.progress.at_risk {
                out.push(AtRisk {
                    father_id: row.father_id,
                    first_name: row.first_name,
                    last_name: row.last_name,
                    cycle_id: cycle.id.clone(),
                    cycle_title: cycle.title.clone(),
                    progress: row.progress,
                });
            }
        }
    }
    out.sort_by_key(|row| std::cmp::Reverse(row.progress.consecutive_absences));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn schedule(weekdays: Vec<u32>) -> Schedule {
        Schedule {
            weekdays,
            start_time: "18:30".into(),
            duration_minutes: 90,
            count: None,
            until: None,
            skip_dates: vec![],
            timezone: Some("America/Chicago".into()),
        }
    }

    fn d(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn weekly_sessions_until_the_end_date_in_local_time() {
        // 2026-03-03 is a Tuesday; US daylight saving starts 2026-03-08.
        let slots = generate(&schedule(vec![2, 4]), d("2026-03-03"), d("2026-03-12")).unwrap();
        let starts: Vec<String> = slots.iter().map(|(s, _)| s.to_rfc3339()).collect();
        assert_eq!(
            starts,
            [
                "2026-03-04T00:30:00+00:00", // Tue 18:30 CST
                "2026-03-06T00:30:00+00:00", // Thu
                "2026-03-10T23:30:00+00:00", // Tue 18:30 CDT
                "2026-03-12T23:30:00+00:00", // Thu
            ]
        );
        assert_eq!(slots[0].1 - slots[0].0, Duration::minutes(90));
    }

    #[test]
    fn a_count_and_skipped_dates() {
        let mut s = schedule(vec![2]);
        s.count = Some(3);
        s.skip_dates = vec!["2026-03-10".into()];
        let slots = generate(&s, d("2026-03-03"), d("2026-03-04")).unwrap();
        let days: Vec<String> =
            slots.iter().map(|(s, _)| s.with_timezone(&chrono_tz::America::Chicago).date_naive().to_string()).collect();
        assert_eq!(days, ["2026-03-03", "2026-03-17", "2026-03-24"], "the count wins over the end date");
    }

    #[test]
    fn bad_rules_name_their_fields() {
        let mut s = schedule(vec![0, 8]);
        s.start_time = "6pm".into();
        s.timezone = Some("Mars/Olympus".into());
        let err = generate(&s, d("2026-03-03"), d("2026-03-12")).unwrap_err().finish().unwrap_err();
        let AppError::Invalid { fields, .. } = err else { panic!("not a validation error") };
        for field in ["schedule.weekdays", "schedule.startTime", "schedule.timezone"] {
            assert!(fields.contains_key(field), "{field} missing in {fields:?}");
        }
    }
}

//! Workshop cycles: created for a group, optionally with weekly sessions generated
//! from a rule in the program's time zone.

use chrono::{DateTime, Datelike, Duration, NaiveDate, NaiveTime, TimeZone, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::completion;
use crate::auth::Viewer;
use crate::catalogue;
use crate::db::{self, Table};
use crate::domain::program::{parse_date, SessionStatus};
use crate::domain::records::{Cycle, Session};
use crate::domain::{ActivityType, NewActivity, Sentence, Summary};
use crate::error::{AppError, AppResult, FieldErrors, Record};
use crate::services::form::{schema, Form};
use crate::state::AppState;

/// At most this many sessions are generated for one cycle.
pub const MAX_GENERATED: usize = 200;
/// The longest session a schedule makes, in minutes: a day.
pub const MAX_DURATION_MINUTES: i64 = 24 * 60;

// Each field's limit, for the document and for `apply` alike. A cycle's title and
// location are its sessions' too.
pub const MAX_TITLE: usize = 150;
pub const MAX_DESCRIPTION: usize = 4000;
pub const MAX_LOCATION: usize = 200;

// ------------------------------------------------------------------ cycles

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct CycleInput {
    #[schema(schema_with = schema::required_text::<MAX_TITLE>)]
    title: Option<String>,
    #[schema(schema_with = schema::text::<MAX_DESCRIPTION>)]
    description: Option<String>,
    group_id: Option<String>,
    /// Blank: none.
    facilitator_id: Option<String>,
    #[schema(schema_with = schema::text::<MAX_LOCATION>)]
    location: Option<String>,
    #[schema(schema_with = schema::day)]
    start_date: Option<String>,
    /// Not before the start date.
    #[schema(schema_with = schema::day)]
    end_date: Option<String>,
    /// The share of sessions attended that completes the course.
    #[schema(exclusive_minimum = 0, maximum = 1)]
    completion_threshold: Option<f64>,
    /// Only on create: generate the cycle's sessions from this rule.
    schedule: Option<Schedule>,
}

/// A new cycle's body, as the document describes it.
pub type NewCycle = crate::extract::New<CycleInput>;

impl crate::extract::Creatable for CycleInput {
    const REQUIRED: &'static [&'static str] = &["title", "groupId", "startDate", "endDate"];
}

/// Weekly sessions on chosen weekdays from the cycle's start date, until a count is
/// reached or the end date passes, skipping given dates.
#[derive(Deserialize, Serialize, ToSchema, Clone, Debug)]
#[serde(rename_all = "camelCase")]
pub struct Schedule {
    /// ISO weekdays: 1 = Monday … 7 = Sunday.
    #[serde(deserialize_with = "crate::extract::whole_numbers")]
    #[schema(schema_with = weekdays)]
    pub weekdays: Vec<u32>,
    /// Local start time, HH:MM.
    #[schema(pattern = r"^\s*([01]\d|2[0-3]):[0-5]\d\s*$")]
    pub start_time: String,
    #[serde(deserialize_with = "crate::extract::whole")]
    // = MAX_DURATION_MINUTES (utoipa takes a literal; `http::openapi`'s test checks it)
    #[schema(minimum = 1, maximum = 1440)]
    pub duration_minutes: i64,
    /// Stop after this many sessions (otherwise at `until`, or the cycle's end date).
    #[serde(default, deserialize_with = "crate::extract::whole_number")]
    // = MAX_GENERATED (utoipa takes a literal; `http::openapi`'s test checks it)
    #[schema(minimum = 1, maximum = 200)]
    pub count: Option<usize>,
    #[schema(schema_with = schema::day)]
    pub until: Option<String>,
    #[serde(default)]
    #[schema(schema_with = days)]
    pub skip_dates: Vec<String>,
    /// IANA time zone of the program, e.g. "America/Chicago" (default UTC).
    pub timezone: Option<String>,
}

fn weekdays() -> utoipa::openapi::schema::Array {
    let weekday = utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::Integer)
        .minimum(Some(1))
        .maximum(Some(7));
    utoipa::openapi::schema::ArrayBuilder::new().items(weekday).min_items(Some(1)).build()
}

fn days() -> utoipa::openapi::schema::Array {
    utoipa::openapi::schema::ArrayBuilder::new().items(utoipa::openapi::RefOr::T(schema::string::day())).build()
}

/// When one generated session starts and ends.
pub type Slot = (DateTime<Utc>, DateTime<Utc>);

/// The start and end instants of the sessions a schedule yields.
pub fn generate(schedule: &Schedule, start: NaiveDate, cycle_end: NaiveDate) -> Result<Vec<Slot>, FieldErrors> {
    let mut errors = FieldErrors::default();
    if schedule.weekdays.is_empty() || schedule.weekdays.iter().any(|d| !(1..=7).contains(d)) {
        errors.add("schedule.weekdays", catalogue::weekdays_required());
    }
    let time = NaiveTime::parse_from_str(schedule.start_time.trim(), "%H:%M");
    if time.is_err() {
        errors.add("schedule.startTime", catalogue::start_time_format());
    }
    if !(1..=MAX_DURATION_MINUTES).contains(&schedule.duration_minutes) {
        errors.add("schedule.durationMinutes", catalogue::duration_range());
    }
    let tz: chrono_tz::Tz = match schedule.timezone.as_deref().unwrap_or("UTC").parse() {
        Ok(tz) => tz,
        Err(_) => {
            errors.add("schedule.timezone", catalogue::unknown_time_zone());
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
        errors.add("schedule.count", crate::catalogue::count_range(MAX_GENERATED));
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
        let mut form = Form::new(creating);
        form.required_text("title", "Title", MAX_TITLE, self.title.take(), &mut c.title);
        form.text("description", "Description", MAX_DESCRIPTION, self.description.take(), &mut c.description);
        form.text("location", "Location", MAX_LOCATION, self.location.take(), &mut c.location);
        let group = self.group_id.take().filter(|g| !g.trim().is_empty());
        form.require("groupId", "Group", group, |g| Ok(g.trim().to_owned()), &mut c.group_id);
        form.reference(self.facilitator_id.take().map(Some), &mut c.facilitator_id);
        form.require(
            "startDate",
            "Start date",
            self.start_date.take(),
            |d| parse_date(&d, "Start date"),
            &mut c.start_date,
        );
        form.require("endDate", "End date", self.end_date.take(), |d| parse_date(&d, "End date"), &mut c.end_date);
        let threshold = |t: f64| {
            if (0.0..=1.0).contains(&t) && t > 0.0 {
                Ok(t)
            } else {
                Err(catalogue::threshold_range())
            }
        };
        form.set("completionThreshold", self.completion_threshold, threshold, &mut c.completion_threshold);
        if c.end_date < c.start_date {
            form.add("endDate", catalogue::end_date_before_start());
        }
        form.finish()
    }
}

fn check_cycle_references(conn: &mut dyn db::Conn, c: &Cycle) -> AppResult<String> {
    let Some(group_name) = db::groups::name(conn, &c.group_id)? else {
        return Err(AppError::field("groupId", catalogue::no_such_group()));
    };
    if let Some(id) = &c.facilitator_id {
        if !db::users::find(conn, id)?.is_some_and(|u| u.is_admin) {
            return Err(AppError::field("facilitatorId", catalogue::facilitator_staff()));
        }
    }
    Ok(group_name)
}

pub async fn create_cycle(state: &AppState, viewer: &Viewer, mut input: CycleInput) -> AppResult<Cycle> {
    let staff = viewer.staff()?.id.clone();
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
    let owned = viewer.clone();
    state
        .db
        .transaction(move |conn| {
            cycle.group_name = check_cycle_references(conn, &cycle)?;
            owned.staff_running(conn, &cycle.group_id)?;
            db::cycles::insert(conn, &cycle)?;
            for (i, (starts_at, ends_at)) in slots.into_iter().enumerate() {
                let number = i as i64 + 1;
                db::sessions::insert(
                    conn,
                    &new_session(&cycle, number, format!("Session {number}"), starts_at, ends_at, now),
                )?;
            }
            log(
                conn,
                &staff,
                ActivityType::Created,
                &cycle,
                Sentence::CycleCreated.says(&[("cycle", &cycle.title), ("group", &cycle.group_name)]),
            )?;
            Ok::<_, AppError>(())
        })
        .await?;
    get_cycle(state, viewer, id).await
}

fn log(
    conn: &mut dyn db::Conn,
    staff: &str,
    action: ActivityType,
    cycle: &Cycle,
    summary: Summary,
) -> db::DbResult<()> {
    db::activities::insert(conn, &NewActivity::by(staff, action, summary).about("cycle", &cycle.id))
}

pub(super) fn new_session(
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
        notes: Some(String::new()),
        status: SessionStatus::Scheduled,
        next_statuses: SessionStatus::Scheduled.next(),
        created_at: now,
        updated_at: now,
    }
}

pub async fn get_cycle(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Cycle> {
    let groups = viewer.visible_groups(&state.db).await?;
    let cycle = state
        .db
        .run(move |conn| db::cycles::find(conn, &id))
        .await?
        .ok_or_else(|| AppError::not_found(Record::Cycle))?;
    if groups.is_some_and(|g| !g.contains(&cycle.group_id)) {
        return Err(AppError::not_found(Record::Cycle));
    }
    Ok(cycle)
}

pub async fn list_cycles(state: &AppState, viewer: &Viewer, limit: i64, offset: i64) -> AppResult<Vec<Cycle>> {
    let groups = viewer.visible_groups(&state.db).await?;
    Ok(state.db.run(move |conn| db::cycles::list(conn, groups.as_deref(), limit, offset)).await?)
}

/// Changes a cycle. Its group cannot change once attendance was taken (those marks
/// belong to the old group's members). A lower threshold can complete the course for
/// more fathers: completion is evaluated again, in the same transaction.
pub async fn update_cycle(state: &AppState, viewer: &Viewer, id: String, mut input: CycleInput) -> AppResult<Cycle> {
    let today = state.config.today();
    let staff = viewer.staff()?.id.clone();
    if input.schedule.is_some() {
        return Err(AppError::field("schedule", catalogue::sessions_only_on_create()));
    }
    let owned = viewer.clone();
    state
        .db
        .transaction(move |conn| {
            db::lock(conn, Table::Cycles, &id)?;
            let mut cycle = db::cycles::find(conn, &id)?.ok_or_else(|| AppError::not_found(Record::Cycle))?;
            owned.staff_running(conn, &cycle.group_id)?;
            let (group_before, threshold_before) = (cycle.group_id.clone(), cycle.completion_threshold);
            input.apply(&mut cycle, false)?;
            if cycle.group_id != group_before && db::attendance::cycle_has_attendance(conn, &cycle.id)? {
                return Err(AppError::Conflict(catalogue::cycle_group_fixed()));
            }
            cycle.group_name = check_cycle_references(conn, &cycle)?;
            owned.staff_running(conn, &cycle.group_id)?;
            cycle.updated_at = db::now();
            db::cycles::update(conn, &cycle)?;
            log(conn, &staff, ActivityType::Updated, &cycle, Sentence::CycleUpdated.says(&[("cycle", &cycle.title)]))?;
            if cycle.completion_threshold < threshold_before {
                completion::evaluate(conn, &staff, &cycle.id, today)?;
            }
            Ok::<_, AppError>(cycle)
        })
        .await
}

/// Deletes a cycle and its sessions, as long as no attendance was taken in it (409).
pub async fn delete_cycle(state: &AppState, viewer: &Viewer, id: String) -> AppResult<()> {
    let staff = viewer.staff()?.id.clone();
    let owned = viewer.clone();
    state
        .db
        .transaction(move |conn| {
            db::lock(conn, Table::Cycles, &id)?;
            let cycle = db::cycles::find(conn, &id)?.ok_or_else(|| AppError::not_found(Record::Cycle))?;
            owned.staff_running(conn, &cycle.group_id)?;
            // Attendance is the program's record, kept for years (funders): never erased with a cycle.
            if db::attendance::cycle_has_attendance(conn, &id)? {
                return Err(AppError::Conflict(catalogue::cycle_has_attendance()));
            }
            db::cycles::delete(conn, &id)?;
            log(conn, &staff, ActivityType::Deleted, &cycle, Sentence::CycleDeleted.says(&[("cycle", &cycle.title)]))?;
            Ok::<_, AppError>(())
        })
        .await
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

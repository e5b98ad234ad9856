//! Home, the dashboard, the funder report, certificates and attendance letters: what is
//! next for me, how the program is doing, and the papers a father takes to court.
//!
//! Every attendance figure here comes from `domain::progress`, the arithmetic behind a
//! father's progress page and a cycle's matrix, so the three always agree.

mod letters;
mod report;
mod today;

use std::collections::BTreeMap;
use std::sync::Arc;

use chrono::{DateTime, Datelike, Days, NaiveDate, Utc};
use serde::Serialize;
use utoipa::ToSchema;

pub use letters::{attendance_letter, certificates, AttendanceLetter, Certificate, LetterSession};
pub use report::{incentives_csv, report, report_csv, GroupFigures, KindCount, Report, ReportFigures};
pub use today::{today, FollowUpCounts, Today, TodaySession};

use crate::auth::Viewer;
use crate::db;
use crate::db::programs::Knows;
use crate::domain::announcement::Announcement;
use crate::domain::calendar::{CalendarItem, ItemKind};
use crate::domain::progress::Progress;
use crate::domain::records::Milestone;
use crate::domain::report::midnight;
use crate::domain::standing::{AtRisk, Counts, Standing, Week};
use crate::domain::Activity;
use crate::error::AppResult;
use crate::services::announcements::{self, Unread};
use crate::state::AppState;

/// `GET /api/home`: what the signed-in user needs first.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Home {
    /// The next session or event not over yet, of the user's groups (staff: any); a
    /// father's carries his answer (`myRsvp`).
    pub next: Option<CalendarItem>,
    /// Whether the father has checked in to `next` (a session); false for staff and for an
    /// event. Home says so instead of asking whether he will come.
    pub checked_in: bool,
    /// The latest pinned announcement the user may read.
    pub pinned: Option<Announcement>,
    pub unread: Unread,
}

pub async fn home(state: &AppState, viewer: &Viewer) -> AppResult<Home> {
    let now = db::now_millis();
    let reader = announcements::reader(viewer);
    let (user_id, admin) = (viewer.user().id.clone(), viewer.user().is_admin);
    let (staff, father) = (viewer.is_staff(), viewer.own_father_id().map(str::to_owned));
    let (scope, knows) = (viewer.scope(), viewer.knows());
    // One trip to the database: home is every user's first request.
    let home = state
        .db
        .run(move |conn| {
            let groups = match (staff, &father) {
                (true, _) => db::programs::groups_shown(conn, &knows, None)?,
                (false, Some(father)) => Some(db::groups::groups_of(conn, father)?),
                (false, None) => Some(Vec::new()),
            };
            let mut next = db::calendar::next_items(conn, groups.as_deref(), now, 1)?;
            if !staff {
                crate::services::rsvp::attach_my_answers(conn, father.as_deref(), &mut next)?;
            }
            let next = next.into_iter().next();
            let checked_in = match (&next, &father) {
                (Some(item), Some(father)) if !staff && item.kind == ItemKind::Session => {
                    db::attendance::checked_in(conn, &item.id, father)?
                }
                _ => false,
            };
            // Pinned announcements come first, newest first.
            let pinned = db::announcements::list(conn, &reader, 1, 0)?.into_iter().find(|a| a.pinned);
            let unread = Unread {
                messages: db::messages::unread_total(conn, &user_id, admin)?,
                announcements: db::announcements::unread_count(conn, &reader)?,
                texts: if staff { db::texts::unread_total(conn, &scope)? } else { 0 },
            };
            Ok::<_, db::DbError>(Home { next, checked_in, pinned, unread })
        })
        .await?;
    Ok(home)
}

/// `GET /api/dashboard`: staff see the program, a father his own standing.
#[derive(Serialize, ToSchema)]
#[serde(untagged)]
pub enum Dashboard {
    Staff(StaffDashboard),
    Father(FatherDashboard),
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StaffDashboard {
    pub counts: Counts,
    /// The last 12 weeks (Monday to Sunday in the program's time zone), oldest first;
    /// the last is this week so far.
    pub attendance_by_week: Vec<Week>,
    /// Fathers of cycles running now (or ended in the last two weeks) with two or more
    /// absences in a row or under 50 %.
    pub at_risk: Vec<AtRisk>,
    /// The next sessions and events.
    pub upcoming: Vec<CalendarItem>,
    /// The latest activity, each entry with its subject (father, session, group…).
    pub activity: Vec<Activity>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FatherDashboard {
    /// Over every cycle of every group he has been in.
    pub attendance: Progress,
    pub milestones: Vec<Milestone>,
    pub upcoming: Vec<CalendarItem>,
}

const WEEKS: u64 = 12;
const UPCOMING: i64 = 8;
const ACTIVITY: i64 = 15;

pub async fn dashboard(state: &AppState, viewer: &Viewer, program: Option<String>) -> AppResult<Dashboard> {
    let now = db::now_millis();
    if !viewer.is_staff() {
        return Ok(Dashboard::Father(father_dashboard(state, viewer, now).await?));
    }
    let program = program.filter(|id| !id.trim().is_empty());
    // A director's standing is the organisation's, shared; a staff member's is his scope's;
    // of one program, the fathers of his scope enrolled in it and its groups.
    let scope = match &program {
        Some(id) => {
            let (owned, id) = (viewer.clone(), id.clone());
            state.db.read_point(move |conn| crate::services::programs::check_knows(conn, &owned, &id)).await?;
            viewer.scope().within(program.clone().unwrap_or_default())
        }
        None => viewer.scope(),
    };
    // Groups of a confidential program he does not work in are not counted.
    let groups = viewer.visible_groups_in(&state.db, program).await?;
    let standing = if scope.is_all() {
        standing(state).await?
    } else {
        Arc::new(compute_standing(state, &scope, &viewer.knows(), groups.clone()).await?)
    };
    let me = viewer.user().id.clone();
    let (upcoming, activity) = state
        .db
        .run(move |conn| {
            let upcoming = db::calendar::next_items(conn, groups.as_deref(), now, UPCOMING)?;
            let activity = match scope {
                db::scope::Scope::All => db::activities::list(conn, &db::activities::Before::Start, ACTIVITY)?,
                _ => db::activities::list_for_staff(conn, &me, &scope, ACTIVITY)?,
            };
            Ok::<_, db::DbError>((upcoming, activity))
        })
        .await?;
    Ok(Dashboard::Staff(StaffDashboard {
        counts: standing.counts.clone(),
        attendance_by_week: standing.weeks.clone(),
        at_risk: standing.at_risk.clone(),
        upcoming,
        activity,
    }))
}

/// The heavy part of the staff dashboard, computed at most once per program revision and
/// minute on each server (see migration 0010): a large program's weeks and at-risk list
/// take a few hundred milliseconds, and the dashboard is everyone's landing page. When only
/// the minute has turned, the last answer is served while one task computes the next; when
/// the program has changed, requests wait for one computation rather than each making it.
async fn standing(state: &AppState) -> AppResult<Arc<Standing>> {
    let minute = db::now_millis() / 60_000;
    let revision = state.db.run(db::report::revision).await?;
    let cache = &state.dashboard;
    match cache.get() {
        Some((r, m, standing)) if r == revision && m == minute => return Ok(standing),
        Some((r, _, standing)) if r == revision => {
            // Only the minute turned: this answer now, the next one computed aside.
            if let Ok(guard) = Arc::clone(&cache.computing).try_lock_owned() {
                let state = state.clone();
                tokio::spawn(async move {
                    match compute_standing(&state, &db::scope::Scope::All, &Knows::All, None).await {
                        Ok(fresh) => state.dashboard.put(revision, minute, Arc::new(fresh)),
                        Err(err) => tracing::warn!(error = %err, "the dashboard could not be computed"),
                    }
                    drop(guard);
                });
            }
            return Ok(standing);
        }
        _ => {}
    }
    let _one_at_a_time = cache.computing.lock().await;
    if let Some((r, m, standing)) = cache.get() {
        if r == revision && m == minute {
            return Ok(standing);
        }
    }
    let standing = Arc::new(compute_standing(state, &db::scope::Scope::All, &Knows::All, None).await?);
    cache.put(revision, minute, Arc::clone(&standing));
    Ok(standing)
}

/// `knows`: the programs the reader may know of, whose enrolments give the fathers' statuses.
async fn compute_standing(
    state: &AppState,
    scope: &db::scope::Scope,
    knows: &Knows,
    groups: Option<Vec<String>>,
) -> AppResult<Standing> {
    let (counting, facting, knows) = (scope.clone(), scope.clone(), knows.clone());
    let zone = state.config.time_zone;
    let today = state.config.today();
    let monday = today - Days::new(u64::from(today.weekday().num_days_from_monday()));
    let mondays: Vec<NaiveDate> = (0..WEEKS).rev().map(|back| monday - Days::new(7 * back)).collect();
    let starts: Vec<DateTime<Utc>> = mondays.iter().map(|&day| midnight(day, zone)).collect();
    let (week_from, week_to) = (midnight(monday, zone), midnight(monday + Days::new(7), zone));
    let (from, to) = (starts[0].timestamp_millis(), week_to.timestamp_millis());
    let (counts, facts) = state
        .db
        .run(move |conn| {
            let counts = db::report::program_counts(
                conn,
                &counting,
                &knows,
                groups.as_deref(),
                today,
                week_from.timestamp_millis(),
                week_to.timestamp_millis(),
            )?;
            Ok::<_, db::DbError>((counts, db::report::attendance_facts(conn, &facting, groups.as_deref(), from, to)?))
        })
        .await?;
    let weeks = facts
        .attendance_by_week(&starts)
        .into_iter()
        .zip(mondays)
        .map(|(a, week_start)| Week {
            week_start,
            rate: a.attendance_rate,
            sessions: a.sessions_held,
            attended: a.attended,
            countable: a.countable,
        })
        .collect();
    let by_status: BTreeMap<String, i64> = counts.fathers_by_status.into_iter().collect();
    Ok(Standing {
        counts: Counts {
            fathers: by_status.values().sum(),
            enrolled: by_status.get("enrolled").copied().unwrap_or(0),
            by_status,
            groups: counts.groups,
            active_cycles: counts.active_cycles,
            sessions_this_week: counts.sessions_this_week,
        },
        weeks,
        at_risk: crate::services::workshops::reports::at_risk_now(state, scope.clone()).await?,
    })
}

async fn father_dashboard(state: &AppState, viewer: &Viewer, now: i64) -> AppResult<FatherDashboard> {
    let groups = viewer.visible_groups(&state.db).await?;
    let father = viewer.own_father_id().map(str::to_owned);
    let upcoming = state
        .db
        .run(move |conn| {
            let mut upcoming = db::calendar::next_items(conn, groups.as_deref(), now, UPCOMING)?;
            crate::services::rsvp::attach_my_answers(conn, father.as_deref(), &mut upcoming)?;
            Ok::<_, db::DbError>(upcoming)
        })
        .await?;
    let Some(father) = viewer.own_father_id().map(str::to_owned) else {
        return Ok(FatherDashboard { attendance: Progress::default(), milestones: Vec::new(), upcoming });
    };
    let attendance = crate::services::fathers::progress(state, viewer, father.clone()).await?;
    let milestones =
        state.db.run(move |conn| db::milestones::list(conn, &db::scope::Scope::All, Some(&father), 100, 0)).await?;
    Ok(FatherDashboard { attendance, milestones, upcoming })
}

//! `GET /api/today`: a staff member's day at a glance, on the desk or on a phone. Today's
//! sessions of the groups he runs (a director: every group) with who said they are coming
//! and who has arrived, his open follow-ups by when, and his unread messages. One request:
//! it is what a facilitator opens on a Monday morning, and again in the room as fathers
//! check in.

use chrono::{Days, NaiveDate};
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::Viewer;
use crate::db::{self, scope::Scope};
use crate::domain::calendar::{CalendarItem, Range};
use crate::domain::casework::FollowUpWhen;
use crate::domain::program::AttendanceCounts;
use crate::domain::report::midnight;
use crate::error::AppResult;
use crate::services::rsvp::SessionCounts;
use crate::state::AppState;

/// Follow-ups are counted up to this many; the screen shows "99+" past 99.
pub const FOLLOW_UPS_COUNTED: i64 = 100;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Today {
    /// The program's day (its time zone), YYYY-MM-DD.
    #[schema(format = Date)]
    pub day: String,
    /// Today's sessions of the groups he facilitates (a director: of every group), by start.
    pub sessions: Vec<TodaySession>,
    /// His open follow-ups (of the fathers in his scope), counted up to 100.
    pub follow_ups: FollowUpCounts,
    /// Messages he has not read yet.
    pub unread_messages: i64,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TodaySession {
    /// The session as the calendar shows it (its id, title, times, place, group, status, cycle).
    pub session: CalendarItem,
    /// The answers of the group's current members in his scope (`none`: not answered yet).
    pub rsvps: SessionCounts,
    /// What has been recorded so far, over the fathers in his scope.
    pub attendance: AttendanceCounts,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FollowUpCounts {
    /// Due before today.
    pub overdue: i64,
    /// Due today.
    pub today: i64,
    /// Due today or in the six days after.
    pub week: i64,
}

pub async fn today(state: &AppState, viewer: &Viewer) -> AppResult<Today> {
    let user = viewer.staff()?.clone();
    let scope = viewer.scope();
    let day = state.today();
    let range = day_range(day, state.config.time_zone);
    let follow_up_days = [FollowUpWhen::Overdue, FollowUpWhen::Today, FollowUpWhen::Week].map(|w| w.days(day));
    let today = state
        .db
        .run(move |conn| {
            let groups = match scope {
                Scope::All => None,
                _ => Some(db::scope::groups_facilitated_by(conn, &user.id)?),
            };
            let mut sessions = Vec::new();
            for session in db::calendar::sessions_in(conn, &range, groups.as_deref())? {
                let group_id = session.group_id.clone().unwrap_or_default();
                let members = db::rsvps::session_members(conn, &session.id, &group_id, &scope)?;
                let rsvps = SessionCounts::of(members.iter().map(|member| member.rsvp.as_ref().map(|r| r.answer)));
                let attendance = db::attendance::recorded(conn, &session.id, &scope)?;
                sessions.push(TodaySession { session, rsvps, attendance });
            }
            sessions.sort_by_key(|s| (s.session.span.to_stored().0, s.session.id.clone()));
            let [overdue, due_today, week] = follow_up_days.map(|(first, last)| {
                db::contacts::follow_ups(conn, &scope, first, last, FOLLOW_UPS_COUNTED, 0).map(|list| list.len() as i64)
            });
            Ok::<_, db::DbError>(Today {
                day: day.to_string(),
                sessions,
                follow_ups: FollowUpCounts { overdue: overdue?, today: due_today?, week: week? },
                unread_messages: db::messages::unread_total(conn, &user.id, true)?,
            })
        })
        .await?;
    Ok(today)
}

/// The program's day `day`, midnight to midnight in its time zone.
fn day_range(day: NaiveDate, zone: chrono_tz::Tz) -> Range {
    let next = day.checked_add_days(Days::new(1)).unwrap_or(day);
    let offset = chrono::FixedOffset::east_opt(0).expect("UTC");
    Range { from: midnight(day, zone).with_timezone(&offset), to: midnight(next, zone).with_timezone(&offset) }
}

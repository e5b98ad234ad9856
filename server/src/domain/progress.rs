//! Attendance arithmetic, kept pure so every rule has a unit test: which sessions
//! count for a father, his rate, hours, consecutive absences, and "at risk".

use chrono::{DateTime, Utc};
use serde::Serialize;

use super::program::{AttendanceStatus, SessionStatus};

/// One session as it matters to one father.
#[derive(Clone, Debug)]
pub struct SessionRecord {
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    pub status: SessionStatus,
    /// None: no attendance taken for him.
    pub attendance: Option<AttendanceStatus>,
    pub minutes: Option<i64>,
    /// Whether he was a member of the group when it started: sessions before he joined
    /// or after he left neither count for nor against him.
    pub member: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Progress {
    /// Completed sessions held since he joined.
    pub countable: i64,
    pub attended: i64,
    /// attended ÷ countable, 0 when nothing counts yet.
    pub rate: f64,
    pub hours: f64,
    /// Absences (absent, or not marked) in a row, most recent first; excused ones are skipped.
    pub consecutive_absences: i64,
    #[serde(serialize_with = "crate::domain::dates::opt_instant")]
    pub last_attended: Option<DateTime<Utc>>,
    pub at_risk: bool,
}

/// Below this attendance rate a father is at risk.
pub const AT_RISK_RATE: f64 = 0.5;
/// This many absences in a row put a father at risk.
pub const AT_RISK_ABSENCES: i64 = 2;

/// A session counts for a father when it took place (completed) while he was a member.
pub fn counts(record: &SessionRecord) -> bool {
    record.status == SessionStatus::Completed && record.member
}

/// The hours one attended session counts for: the minutes recorded for him, else the
/// session's length.
pub fn hours_attended(record: &SessionRecord) -> f64 {
    record.minutes.unwrap_or_else(|| (record.ends_at - record.starts_at).num_minutes()).max(0) as f64 / 60.0
}

/// Progress over `records` (any order) of one father.
pub fn progress(records: &[SessionRecord]) -> Progress {
    let mut countable: Vec<&SessionRecord> = records.iter().filter(|r| counts(r)).collect();
    countable.sort_by_key(|r| r.starts_at);
    let attended: Vec<&&SessionRecord> =
        countable.iter().filter(|r| r.attendance.is_some_and(super::program::AttendanceStatus::attended)).collect();
    let hours = attended.iter().map(|r| hours_attended(r)).sum::<f64>();
    let mut consecutive_absences = 0;
    for record in countable.iter().rev() {
        match record.attendance {
            Some(status) if status.attended() => break,
            Some(AttendanceStatus::Excused) => continue,
            _ => consecutive_absences += 1,
        }
    }
    let rate = if countable.is_empty() { 0.0 } else { attended.len() as f64 / countable.len() as f64 };
    Progress {
        countable: countable.len() as i64,
        attended: attended.len() as i64,
        rate,
        hours: (hours * 100.0).round() / 100.0,
        consecutive_absences,
        last_attended: attended.last().map(|r| r.starts_at),
        at_risk: !countable.is_empty() && (consecutive_absences >= AT_RISK_ABSENCES || rate < AT_RISK_RATE),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{Duration, TimeZone};
    use AttendanceStatus::*;

    fn week(n: i64, status: SessionStatus, attendance: Option<AttendanceStatus>) -> SessionRecord {
        let starts_at = Utc.with_ymd_and_hms(2026, 1, 6, 18, 0, 0).unwrap() + Duration::weeks(n);
        SessionRecord {
            starts_at,
            ends_at: starts_at + Duration::minutes(90),
            status,
            attendance,
            minutes: None,
            member: true,
        }
    }

    #[test]
    fn rate_hours_and_last_attended() {
        let records = [
            week(0, SessionStatus::Completed, Some(Present)),
            week(1, SessionStatus::Completed, Some(Late)),
            week(2, SessionStatus::Completed, Some(Absent)),
            week(3, SessionStatus::Completed, Some(Makeup)),
            week(4, SessionStatus::Cancelled, None),
            week(5, SessionStatus::Scheduled, None),
        ];
        let p = progress(&records);
        assert_eq!((p.countable, p.attended), (4, 3), "cancelled and future sessions do not count");
        assert_eq!(p.rate, 0.75);
        assert_eq!(p.hours, 4.5);
        assert_eq!(p.last_attended, Some(records[3].starts_at));
        assert_eq!(p.consecutive_absences, 0);
        assert!(!p.at_risk);
    }

    #[test]
    fn minutes_attended_replace_the_session_length() {
        let mut late = week(0, SessionStatus::Completed, Some(Late));
        late.minutes = Some(30);
        assert_eq!(progress(&[late]).hours, 0.5);
    }

    #[test]
    fn sessions_before_he_joined_or_after_he_left_do_not_count_for_or_against_him() {
        let records = [
            SessionRecord { member: false, ..week(0, SessionStatus::Completed, None) },
            SessionRecord { member: false, ..week(1, SessionStatus::Completed, None) },
            week(2, SessionStatus::Completed, Some(Present)),
            SessionRecord { member: false, ..week(3, SessionStatus::Completed, None) },
        ];
        let p = progress(&records);
        assert_eq!((p.countable, p.attended, p.rate), (1, 1, 1.0));
        assert!(!p.at_risk);
    }

    #[test]
    fn two_absences_in_a_row_put_him_at_risk_and_excused_ones_are_skipped() {
        let records = [
            week(0, SessionStatus::Completed, Some(Present)),
            week(1, SessionStatus::Completed, Some(Present)),
            week(2, SessionStatus::Completed, Some(Present)),
            week(3, SessionStatus::Completed, Some(Absent)),
            week(4, SessionStatus::Completed, Some(Excused)),
            week(5, SessionStatus::Completed, None),
        ];
        let p = progress(&records);
        assert_eq!(p.consecutive_absences, 2, "absent, (excused skipped), not marked");
        assert!(p.at_risk);
    }

    #[test]
    fn under_half_attendance_is_at_risk_and_nothing_yet_is_not() {
        let records = [
            week(0, SessionStatus::Completed, Some(Absent)),
            week(1, SessionStatus::Completed, Some(Present)),
            week(2, SessionStatus::Completed, Some(Excused)),
        ];
        let p = progress(&records);
        assert!(p.rate < 0.5 && p.at_risk);
        assert!(!progress(&[]).at_risk);
    }
}

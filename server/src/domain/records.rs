//! The program's records as the API shows them.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::consent::ConsentState;
use super::program::{AttendanceStatus, FatherStatus, FatherType, SessionStatus, Setting};
use super::progress::Progress;
use super::Language;

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Child {
    /// Not blank.
    // max_length = MAX_NAME (utoipa takes a literal; `http::openapi`'s test checks it)
    #[schema(
        min_length = 1,
        max_length = 100,
        pattern = r"[^\t\n\x0B\f\r \x85\xA0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]"
    )]
    pub name: String,
    #[serde(default, deserialize_with = "crate::extract::whole_number")]
    pub birth_year: Option<i32>,
}

/// The records' dates as chrono writes them, in one piece. chrono's own `Serialize` goes
/// through serde_json's `collect_str`, which escapes each fragment chrono writes (a few
/// characters at a time): 12 % of the CPU of a page of 50 summaries went there
/// (docs/benchmarks.md, overhead). Instants go through `dates::instant`, for the same reason.
pub(crate) mod in_one_piece {
    use chrono::NaiveDate;
    use serde::Serializer;

    pub fn opt_date<S: Serializer>(date: &Option<NaiveDate>, serializer: S) -> Result<S::Ok, S::Error> {
        match date {
            Some(date) => serializer.serialize_str(&date.to_string()),
            None => serializer.serialize_none(),
        }
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn the_dates_are_written_as_chrono_writes_them() {
            for day in ["1900-01-01", "2026-01-31", "9999-12-31"] {
                let date: NaiveDate = day.parse().unwrap();
                let ours = opt_date(&Some(date), serde_json::value::Serializer).unwrap();
                assert_eq!(ours, serde_json::to_value(date).unwrap(), "{day}");
            }
            assert_eq!(opt_date(&None, serde_json::value::Serializer).unwrap(), serde_json::Value::Null);
        }
    }
}

/// A participant record. `notes` is only ever filled for staff.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Father {
    pub id: String,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone: String,
    #[schema(value_type = String)]
    pub preferred_language: Language,
    #[serde(serialize_with = "in_one_piece::opt_date")]
    #[schema(value_type = Option<String>, format = Date)]
    pub date_of_birth: Option<NaiveDate>,
    pub address: String,
    pub children: Vec<Child>,
    pub father_type: Option<FatherType>,
    pub setting: Option<Setting>,
    pub referral_source: String,
    pub status: FatherStatus,
    #[serde(serialize_with = "in_one_piece::opt_date")]
    #[schema(value_type = Option<String>, format = Date)]
    pub enrollment_date: Option<NaiveDate>,
    #[serde(serialize_with = "in_one_piece::opt_date")]
    #[schema(value_type = Option<String>, format = Date)]
    pub exit_date: Option<NaiveDate>,
    pub exit_reason: String,
    pub case_manager_id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub notes: Option<String>,
    pub photo_key: Option<String>,
    pub user_id: Option<String>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub created_at: DateTime<Utc>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub updated_at: DateTime<Utc>,
    /// Three unsuccessful contacts in a row (anything but 'reached') and none reached since
    /// (case management); kept by the contacts, never sent in a change.
    pub unreachable: bool,
    /// Each kind of consent: true while his latest consent of that kind stands (kept by
    /// `/api/fathers/{id}/consents`, never sent in a change; not on the list's summaries).
    pub consents: ConsentState,
    /// The flags his form submissions raise (a positive screening…), newest first: only for
    /// his case manager and directors reading his record; empty for anyone else.
    pub flags: Vec<crate::domain::form::RaisedFlag>,
    /// When retention anonymised the record (`FM_RETENTION_DAYS` after his exit); null
    /// otherwise. Never sent in a change.
    #[serde(serialize_with = "crate::domain::dates::opt_instant")]
    pub anonymised_at: Option<DateTime<Utc>>,
    /// Staff reading an exited record not anonymised yet: the program day retention will
    /// anonymise it on. Absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>, format = Date, required = false)]
    pub anonymised_on: Option<NaiveDate>,
    /// Whether his phone is an E.164 number a text can go to; false for a number kept from
    /// before numbers were checked that is not one (shown as it is, never texted).
    pub phone_valid: bool,
    /// Whether his reminders also go by text (with his sms consent); default true.
    pub reminders_sms: bool,
    /// His enrolments, latest first (the one `status` and `caseManagerId` are): those in
    /// programs the reader may know of. Read with the record by id; empty in other answers.
    pub enrolments: Vec<crate::domain::programs::Enrolment>,
}

impl Father {
    /// His name as staff read it in lists, sentences and messages: first, then last.
    pub fn full_name(&self) -> String {
        format!("{} {}", self.first_name, self.last_name)
    }
}

/// A father as lists show him: the contract's key fields and what a list, a picker or
/// the CSV export needs. The long fields (address, children, exit reason, case notes)
/// are only on the record itself (`GET /api/fathers/{id}`).
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FatherSummary {
    pub id: String,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone: String,
    #[schema(value_type = String)]
    pub preferred_language: Language,
    pub father_type: Option<FatherType>,
    pub setting: Option<Setting>,
    pub referral_source: String,
    pub status: FatherStatus,
    #[serde(serialize_with = "in_one_piece::opt_date")]
    #[schema(value_type = Option<String>, format = Date)]
    pub enrollment_date: Option<NaiveDate>,
    #[serde(serialize_with = "in_one_piece::opt_date")]
    #[schema(value_type = Option<String>, format = Date)]
    pub exit_date: Option<NaiveDate>,
    pub case_manager_id: Option<String>,
    pub photo_key: Option<String>,
    pub user_id: Option<String>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub created_at: DateTime<Utc>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub updated_at: DateTime<Utc>,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Member {
    pub father_id: String,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub joined_at: DateTime<Utc>,
    pub first_name: String,
    /// Fathers see fellow members as first name and last initial only.
    pub last_name: String,
    /// Staff: his portrait's stored key. Fathers: a token that changes with the portrait
    /// (never the key), and null for a fellow father without photo consent.
    pub photo_key: Option<String>,
    /// Whether his photo consent stands (fathers see his portrait only then).
    #[serde(skip)]
    pub photo_consent: bool,
}

/// A father who was a member of a group and left it (shown to staff only).
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FormerMember {
    pub father_id: String,
    pub first_name: String,
    pub last_name: String,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub joined_at: DateTime<Utc>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub left_at: DateTime<Utc>,
}

/// One period of a father's membership in a group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    pub joined_at: DateTime<Utc>,
    pub left_at: Option<DateTime<Utc>>,
}

impl Period {
    /// Whether he was a member at `t`.
    pub fn covers(&self, t: DateTime<Utc>) -> bool {
        self.joined_at <= t && self.left_at.is_none_or(|left| t < left)
    }
}

/// A father who has been a member of a cycle's group, with every period he was.
#[derive(Clone, Debug)]
pub struct CycleMember {
    pub father_id: String,
    pub first_name: String,
    pub last_name: String,
    /// Oldest first.
    pub periods: Vec<Period>,
}

impl CycleMember {
    pub fn member_at(&self, t: DateTime<Utc>) -> bool {
        self.periods.iter().any(|p| p.covers(t))
    }

    /// His latest period.
    pub fn latest(&self) -> Period {
        *self.periods.last().expect("a member has a period")
    }
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Group {
    pub id: String,
    /// The program it belongs to.
    pub program_id: String,
    pub name: String,
    pub description: String,
    /// The first of `facilitatorIds`. Deprecated: read `facilitatorIds`; kept for one release.
    #[schema(deprecated)]
    pub facilitator_id: Option<String>,
    /// The staff accounts that facilitate it: the group's members are in their scope, and
    /// they run its cycles, sessions and attendance.
    pub facilitator_ids: Vec<String>,
    /// Their names, in the same order: what a father reads of who runs his group.
    pub facilitator_names: Vec<String>,
    pub meeting_day: String,
    pub meeting_time: String,
    pub location: String,
    pub members: Vec<Member>,
    /// Its current members, all of them: `members` holds only those in the reader's scope.
    pub member_count: i64,
    /// Those who left (staff only): absent for fathers, and when no one has left.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub former_members: Vec<FormerMember>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub created_at: DateTime<Utc>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub updated_at: DateTime<Utc>,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Cycle {
    pub id: String,
    pub title: String,
    pub description: String,
    pub group_id: String,
    pub group_name: String,
    pub facilitator_id: Option<String>,
    pub location: String,
    #[schema(value_type = String, format = Date)]
    pub start_date: NaiveDate,
    #[schema(value_type = String, format = Date)]
    pub end_date: NaiveDate,
    /// Share of countable sessions attended that completes the course (0–1).
    pub completion_threshold: f64,
    pub session_count: i64,
    pub completed_count: i64,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub created_at: DateTime<Utc>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub updated_at: DateTime<Utc>,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Session {
    pub id: String,
    pub cycle_id: String,
    pub cycle_title: String,
    pub group_id: String,
    pub number: i64,
    pub title: String,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub starts_at: DateTime<Utc>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub ends_at: DateTime<Utc>,
    pub location: String,
    /// Staff only: absent for fathers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub notes: Option<String>,
    pub status: SessionStatus,
    /// The statuses staff may move it to from its status (the transition rule); empty for
    /// fathers, who never change it.
    pub next_statuses: Vec<SessionStatus>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub created_at: DateTime<Utc>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub updated_at: DateTime<Utc>,
}

/// One line of a session's roster: a father expected there, and what was recorded.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RosterEntry {
    pub father_id: String,
    pub first_name: String,
    pub last_name: String,
    pub status: Option<AttendanceStatus>,
    pub minutes: Option<i64>,
    /// Staff only: absent for fathers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    pub marked_by: Option<String>,
    #[serde(serialize_with = "crate::domain::dates::opt_instant")]
    pub marked_at: Option<DateTime<Utc>>,
    /// How the mark was made (null while unmarked).
    pub method: Option<super::rsvp::AttendanceMethod>,
    /// His answer to the session, null when he gave none.
    pub rsvp: Option<super::rsvp::Rsvp>,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Milestone {
    pub id: String,
    pub father_id: String,
    pub father_name: String,
    pub title: String,
    pub kind: String,
    #[schema(value_type = String, format = Date)]
    pub achieved_at: NaiveDate,
    pub note: String,
    pub cycle_id: Option<String>,
    pub created_by: Option<String>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub created_at: DateTime<Utc>,
}

/// A father's standing in one cycle.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CycleProgress {
    pub father_id: String,
    pub first_name: String,
    pub last_name: String,
    /// The start of his latest membership in the cycle's group, and its end if he left.
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub joined_at: DateTime<Utc>,
    #[serde(serialize_with = "crate::domain::dates::opt_instant")]
    pub left_at: Option<DateTime<Utc>>,
    #[serde(flatten)]
    pub progress: Progress,
    pub completed_course: bool,
}

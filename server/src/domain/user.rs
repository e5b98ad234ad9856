use crate::catalogue::{self, Message};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::program::vocabulary;
use super::Language;

vocabulary!(
    /// What a staff account may do: a director everything, staff within his scope (the
    /// fathers of the groups he facilitates and of his caseload).
    StaffRole, "Staff role" {
        Director => "director",
        Staff => "staff",
    }
);

/// An account as every answer shows it. It has no password field: hashes never leave `db`.
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct User {
    pub id: String,
    pub email: String,
    pub display_name: String,
    pub first_name: String,
    pub last_name: String,
    #[schema(value_type = String, example = "en")]
    pub preferred_language: Language,
    pub is_admin: bool,
    /// `director` or `staff` for a staff account (`isAdmin`), null for a father.
    pub staff_role: Option<StaffRole>,
    /// How he is reminded of his sessions and events.
    pub reminders: ReminderPreferences,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub created_at: DateTime<Utc>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub updated_at: DateTime<Utc>,
    #[serde(serialize_with = "crate::domain::dates::opt_instant")]
    pub last_sign_in_at: Option<DateTime<Utc>>,
}

/// How a father is reminded of his sessions and events: by Web Push unless he turns it
/// off, by e-mail only when he turns it on, by text (with his sms consent) unless he or
/// staff turn it off (`sms` is kept on his father record, `remindersSms`; true without one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize, utoipa::ToSchema)]
pub struct ReminderPreferences {
    pub push: bool,
    pub email: bool,
    pub sms: bool,
}

impl Default for ReminderPreferences {
    fn default() -> Self {
        ReminderPreferences { push: true, email: false, sms: true }
    }
}

impl User {
    /// A director: every record, every account, the whole program's report.
    pub fn is_director(&self) -> bool {
        self.is_admin && self.staff_role == Some(StaffRole::Director)
    }
}

/// A staff account as every staff member may know it: who facilitates a group, who
/// manages a father's case.
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StaffMember {
    pub id: String,
    pub display_name: String,
    pub staff_role: StaffRole,
}

/// The longest name of a person, or part of one (shown, first, last, a child's), in
/// characters.
pub const MAX_NAME: usize = 100;

/// A person's shown name: required, at most [`MAX_NAME`] characters.
pub struct DisplayName(String);

impl DisplayName {
    pub fn parse(input: &str) -> Result<DisplayName, Message> {
        let name = input.trim();
        if name.is_empty() {
            Err(catalogue::display_name_required())
        } else if input.chars().count() > MAX_NAME {
            Err(catalogue::display_name_too_long())
        } else {
            Ok(DisplayName(name.to_owned()))
        }
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

/// Optional name parts (first, last): trimmed, at most [`MAX_NAME`] characters.
pub fn parse_name_part(input: &str, label: &'static str) -> Result<String, Message> {
    let name = input.trim();
    if input.chars().count() > MAX_NAME {
        Err(catalogue::too_long(label, MAX_NAME))
    } else {
        Ok(name.to_owned())
    }
}

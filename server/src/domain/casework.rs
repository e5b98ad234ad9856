//! Case management: the contacts staff log with a father, their follow-ups, and referrals
//! to partner services (docs/PRODUCT.md, "The case manager's day"). The vocabularies, the
//! records as the API shows them, and the pure rules: when a father is unreachable, which
//! days a follow-up list covers, when a referral's history grows.

use chrono::{DateTime, Days, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::program::vocabulary;

vocabulary!(
    /// How staff reached out to a father.
    ContactMethod, "Method" {
        Call => "call",
        Text => "text",
        Email => "email",
        Visit => "visit",
        Meeting => "meeting",
        Other => "other",
    }
);

vocabulary!(
    /// What came of a contact: only `reached` is a success.
    ContactOutcome, "Outcome" {
        Reached => "reached",
        NoAnswer => "no-answer",
        LeftMessage => "left-message",
        WrongNumber => "wrong-number",
    }
);

vocabulary!(
    /// The kind of service a father is referred to.
    ReferralType, "Type" {
        Employment => "employment",
        Education => "education",
        Legal => "legal",
        ChildSupport => "child-support",
        Housing => "housing",
        Health => "health",
        MentalHealth => "mental-health",
        SubstanceUse => "substance-use",
        DomesticViolence => "domestic-violence",
        Other => "other",
    }
);

vocabulary!(
    /// Where a referral stands.
    ReferralStatus, "Status" {
        Made => "made",
        Accepted => "accepted",
        InProgress => "in-progress",
        Completed => "completed",
        Declined => "declined",
        NoShow => "no-show",
    }
);

/// One contact with a father, as staff log it.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CaseContact {
    pub id: String,
    pub father_id: String,
    /// Its author (null once his account is gone).
    pub staff_id: Option<String>,
    /// The author's name when he logged it.
    pub staff_name: String,
    /// When the contact took place.
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub at: DateTime<Utc>,
    pub method: ContactMethod,
    pub outcome: ContactOutcome,
    pub minutes: i64,
    /// Null for a sensitive contact's note to anyone but its author, the father's case
    /// manager and directors.
    pub note: Option<String>,
    pub sensitive: bool,
    /// A day to follow up by, or null.
    #[schema(value_type = Option<String>, format = Date)]
    pub follow_up_due: Option<NaiveDate>,
    /// When the follow-up was done; null while it is open.
    #[serde(serialize_with = "crate::domain::dates::opt_instant")]
    pub follow_up_done_at: Option<DateTime<Utc>>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub created_at: DateTime<Utc>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub updated_at: DateTime<Utc>,
}

/// An open follow-up: its contact, with the father's name.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FollowUp {
    #[serde(flatten)]
    pub contact: CaseContact,
    pub father_name: String,
}

/// A referral in the list of every referral in a reader's scope: with the father's name.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReferralEntry {
    #[serde(flatten)]
    pub referral: Referral,
    pub father_name: String,
}

/// A referral of a father to a partner service.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Referral {
    pub id: String,
    pub father_id: String,
    #[serde(rename = "type")]
    pub kind: ReferralType,
    /// The partner organisation (blank when not known yet).
    pub partner: String,
    pub status: ReferralStatus,
    pub note: String,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub made_at: DateTime<Utc>,
    /// Who made it (null once the account is gone).
    pub made_by: Option<String>,
    /// Every status it has had, oldest first; the first is the one it was made with.
    pub history: Vec<ReferralStep>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub updated_at: DateTime<Utc>,
}

/// One status of a referral: which, when, by whom (null once the account is gone).
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct ReferralStep {
    pub status: ReferralStatus,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub at: DateTime<Utc>,
    pub by: Option<String>,
}

/// How many unsuccessful contacts in a row make a father unreachable.
pub const UNREACHABLE_AFTER: usize = 3;

/// Whether a father is unreachable, from his latest contacts' outcomes, newest first:
/// the last three all unsuccessful (anything but `reached`). A `reached` contact clears it
/// until three more fail.
pub fn unreachable(latest_first: &[ContactOutcome]) -> bool {
    latest_first.len() >= UNREACHABLE_AFTER
        && latest_first[..UNREACHABLE_AFTER].iter().all(|o| *o != ContactOutcome::Reached)
}

/// Whether a referral's status change is one its history records: any change, not a
/// status set again to what it is.
pub fn appends_to_history(current: ReferralStatus, next: ReferralStatus) -> bool {
    current != next
}

vocabulary!(
    /// Which open follow-ups: past due, due today, or due within the coming seven days
    /// (today included), in the program's time zone.
    FollowUpWhen, "When" {
        Overdue => "overdue",
        Today => "today",
        Week => "week",
    }
);

impl FollowUpWhen {
    /// The due days it covers, [first, last] inclusive (None: unbounded), for `today`.
    pub fn days(self, today: NaiveDate) -> (Option<NaiveDate>, Option<NaiveDate>) {
        match self {
            FollowUpWhen::Overdue => (None, today.checked_sub_days(Days::new(1))),
            FollowUpWhen::Today => (Some(today), Some(today)),
            FollowUpWhen::Week => (Some(today), today.checked_add_days(Days::new(6))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ContactOutcome::*;

    #[test]
    fn three_unsuccessful_contacts_in_a_row_make_a_father_unreachable() {
        let table: &[(&[ContactOutcome], bool)] = &[
            (&[], false),
            (&[NoAnswer], false),
            (&[NoAnswer, LeftMessage], false),
            (&[NoAnswer, LeftMessage, WrongNumber], true),
            (&[NoAnswer, NoAnswer, NoAnswer, Reached], true),
            (&[Reached, NoAnswer, NoAnswer, NoAnswer], false),
            (&[NoAnswer, Reached, NoAnswer, NoAnswer], false),
            (&[NoAnswer, NoAnswer, Reached], false),
        ];
        for (outcomes, expected) in table {
            assert_eq!(unreachable(outcomes), *expected, "{outcomes:?}");
        }
    }

    #[test]
    fn only_a_change_of_status_is_history() {
        assert!(appends_to_history(ReferralStatus::Made, ReferralStatus::Accepted));
        assert!(!appends_to_history(ReferralStatus::Accepted, ReferralStatus::Accepted));
    }

    #[test]
    fn follow_up_windows_are_whole_days_around_today() {
        let today = NaiveDate::from_ymd_opt(2026, 3, 10).unwrap();
        let day = |d| NaiveDate::from_ymd_opt(2026, 3, d);
        assert_eq!(FollowUpWhen::Overdue.days(today), (None, day(9)));
        assert_eq!(FollowUpWhen::Today.days(today), (day(10), day(10)));
        assert_eq!(FollowUpWhen::Week.days(today), (day(10), day(16)));
    }

    #[test]
    fn vocabularies_read_the_contracts_words() {
        assert_eq!(ContactOutcome::parse("no-answer"), Ok(NoAnswer));
        assert_eq!(ReferralType::parse("mental-health"), Ok(ReferralType::MentalHealth));
        assert_eq!(ReferralStatus::parse("no-show"), Ok(ReferralStatus::NoShow));
        assert!(ContactMethod::parse("fax").is_err());
    }
}

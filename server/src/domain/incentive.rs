//! The incentive ledger (docs/PRODUCT.md, "Incentives"): what a father was given, for what,
//! by whom. An incentive is never edited or deleted, only voided by a director with a
//! reason. The vocabulary, the record as the API shows it, and the pure rules: the amounts
//! allowed, which earlier incentive makes a new one "the same reward", and how an amount
//! reads in a spreadsheet.

use crate::catalogue::{self, Message};
use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::program::vocabulary;

vocabulary!(
    /// What kind of incentive a father was given.
    IncentiveKind, "Kind" {
        GiftCard => "gift-card",
        Transport => "transport",
        Food => "food",
        Childcare => "childcare",
        Other => "other",
    }
);

/// The smallest incentive, in cents.
pub const MIN_AMOUNT_CENTS: i64 = 1;
/// The largest incentive, in cents: $1,000. A bigger number is a slip of the keyboard.
pub const MAX_AMOUNT_CENTS: i64 = 100_000;
/// The longest reference (a card's last digits, a receipt number).
pub const MAX_REFERENCE: usize = 40;
/// The longest reason, and the longest reason to void one.
pub const MAX_REASON: usize = 500;

/// One incentive on a father's ledger.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Incentive {
    pub id: String,
    pub father_id: String,
    pub kind: IncentiveKind,
    /// In cents (1–100000).
    pub amount_cents: i64,
    /// A card's last digits, a receipt number (blank when none).
    pub reference: String,
    pub reason: String,
    /// The session it rewards, or null (none, or the session was deleted).
    pub session_id: Option<String>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub given_at: DateTime<Utc>,
    /// Who gave it (null once the account is gone).
    pub given_by: Option<String>,
    /// His name when he gave it.
    pub given_by_name: String,
    /// Given again on purpose, after the server said it was the same reward.
    pub confirmed_duplicate: bool,
    /// Null while it stands; voided ones stay on the ledger, marked.
    #[serde(serialize_with = "crate::domain::dates::opt_instant")]
    pub voided_at: Option<DateTime<Utc>>,
    /// The director who voided it (null once the account is gone).
    pub voided_by: Option<String>,
    pub void_reason: Option<String>,
}

/// Whether an amount (cents) is one an incentive may have.
pub fn parse_amount(cents: i64) -> Result<i64, Message> {
    if (MIN_AMOUNT_CENTS..=MAX_AMOUNT_CENTS).contains(&cents) {
        Ok(cents)
    } else {
        Err(catalogue::incentive_amount_range())
    }
}

/// What makes an earlier incentive the same reward as a new one: for a session, the same
/// father, kind and session; without one, the same father, kind and amount on the same
/// day of the program. A voided incentive is no reward at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SameReward {
    Session { session_id: String },
    Day { amount_cents: i64, day: NaiveDate },
}

impl SameReward {
    /// The rule for an incentive with this session (or none), amount and program day.
    pub fn of(session_id: Option<&str>, amount_cents: i64, day: NaiveDate) -> SameReward {
        match session_id {
            Some(session) => SameReward::Session { session_id: session.to_owned() },
            None => SameReward::Day { amount_cents, day },
        }
    }
}

/// The sentence a duplicate is refused with (409), whichever way it was found.
pub fn duplicate_message(rule: &SameReward) -> Message {
    match rule {
        SameReward::Session { .. } => catalogue::incentive_same_session(),
        SameReward::Day { .. } => catalogue::incentive_same_day(),
    }
}

/// Cents as dollars with two decimals, as a spreadsheet reads them ("12.50").
pub fn dollars(cents: i64) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    format!("{sign}{}.{:02}", cents.unsigned_abs() / 100, cents.unsigned_abs() % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_are_a_cent_to_a_thousand_dollars() {
        let table = [(0, false), (1, true), (2500, true), (100_000, true), (100_001, false), (-5, false)];
        for (cents, allowed) in table {
            assert_eq!(parse_amount(cents).is_ok(), allowed, "{cents}");
        }
    }

    #[test]
    fn the_same_reward_is_the_session_or_else_the_amount_and_day() {
        let day = NaiveDate::from_ymd_opt(2026, 3, 2).unwrap();
        assert_eq!(SameReward::of(Some("s1"), 2500, day), SameReward::Session { session_id: "s1".into() });
        assert_eq!(SameReward::of(None, 2500, day), SameReward::Day { amount_cents: 2500, day });
        assert!(duplicate_message(&SameReward::of(Some("s1"), 1, day)).to_string().contains("for this session"));
    }

    #[test]
    fn cents_read_as_dollars() {
        let table = [(0, "0.00"), (5, "0.05"), (1250, "12.50"), (100_000, "1000.00"), (-1250, "-12.50")];
        for (cents, text) in table {
            assert_eq!(dollars(cents), text);
        }
    }

    #[test]
    fn kinds_round_trip_through_their_words() {
        for kind in IncentiveKind::ALL {
            assert_eq!(IncentiveKind::parse(kind.as_str()), Ok(*kind));
        }
        assert!(IncentiveKind::parse("cash").is_err());
    }
}

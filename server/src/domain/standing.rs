//! How the program stands: the staff dashboard's heavy part (counts, attendance by week,
//! fathers at risk), computed at most once per program revision and minute on each
//! server and kept in the state (`infra::memo`), so it is a type of its own here.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use serde::Serialize;
use utoipa::ToSchema;

use super::progress::Progress;

pub struct Standing {
    pub counts: Counts,
    pub weeks: Vec<Week>,
    pub at_risk: Vec<AtRisk>,
}

#[derive(Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Counts {
    pub fathers: i64,
    pub enrolled: i64,
    /// Fathers by status (enrolled, active, completed, exited…).
    pub by_status: BTreeMap<String, i64>,
    pub groups: i64,
    pub active_cycles: i64,
    /// Sessions this week (Monday to Sunday), cancelled ones aside.
    pub sessions_this_week: i64,
}

#[derive(Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Week {
    /// Its Monday, in the program's time zone.
    pub week_start: NaiveDate,
    /// Attended ÷ countable over the week's held sessions; 0 when nothing counts.
    pub rate: f64,
    /// Sessions held (completed) that week.
    pub sessions: i64,
    pub attended: i64,
    pub countable: i64,
}

/// Fathers at risk in cycles running now (or ended in the last two weeks), and fathers
/// unreachable (case management: three unsuccessful contacts in a row).
#[derive(Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AtRisk {
    pub father_id: String,
    pub first_name: String,
    pub last_name: String,
    /// The cycle he is at risk in; null on a row that is there only for `unreachable`.
    pub cycle_id: Option<String>,
    pub cycle_title: Option<String>,
    /// His attendance in that cycle (all zero on a row without a cycle).
    #[serde(flatten)]
    pub progress: Progress,
    /// Three unsuccessful contacts in a row, none reached since.
    pub unreachable: bool,
}

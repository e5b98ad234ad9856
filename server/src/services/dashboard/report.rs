//! The funder report: for any range of whole days in the program's time zone, the
//! unduplicated counts and dosage a grant report asks for, for the program and per group.

use std::collections::{HashMap, HashSet};

use chrono::NaiveDate;
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::Viewer;
use crate::db;
use crate::domain::report::{Attendance, DayRange};
use crate::error::{AppError, AppResult};
use crate::infra::csv::Csv;
use crate::state::AppState;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Report {
    pub from: NaiveDate,
    pub to: NaiveDate,
    /// The program's time zone, whose days the range covers.
    pub time_zone: String,
    pub total: ReportFigures,
    pub milestones_by_kind: Vec<KindCount>,
    /// Every group, by name.
    pub groups: Vec<GroupFigures>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReportFigures {
    #[serde(flatten)]
    pub attendance: Attendance,
    /// Fathers whose enrollment date falls in the range (per group: who joined it).
    pub newly_enrolled: i64,
    /// Fathers who completed a course in the range (per group: one of its cycles).
    pub completed_course: i64,
    /// Fathers whose exit date falls in the range (per group: who left it).
    pub exited: i64,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GroupFigures {
    pub group_id: String,
    pub group_name: String,
    #[serde(flatten)]
    pub figures: ReportFigures,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct KindCount {
    pub kind: String,
    pub count: i64,
}

pub async fn report(state: &AppState, viewer: &Viewer, from: Option<&str>, to: Option<&str>) -> AppResult<Report> {
    viewer.staff()?;
    let range = DayRange::parse(from, to).map_err(|(field, message)| AppError::field(field, message))?;
    let zone = state.config.time_zone;
    let (start, end) = range.instants(zone);
    let (start, end) = (start.timestamp_millis(), end.timestamp_millis());
    // A director's report is the program's; a staff member's counts the fathers in his scope.
    let scope = viewer.scope();
    let (facts, counts) = state
        .db
        .run(move |conn| {
            let facts = db::report::attendance_facts(conn, &scope, start, end)?;
            Ok::<_, db::DbError>((facts, db::report::dated_counts(conn, &scope, range.from, range.to, start, end)?))
        })
        .await?;
    let (total, per_group) = facts.attendance();
    let completed: HashSet<&str> = counts.completions.iter().map(|(father, _)| father.as_str()).collect();
    let mut completed_in_group: HashMap<&str, HashSet<&str>> = HashMap::new();
    for (father, group) in &counts.completions {
        if let Some(group) = group {
            completed_in_group.entry(group.as_str()).or_default().insert(father.as_str());
        }
    }
    let groups = facts
        .groups
        .iter()
        .zip(per_group)
        .map(|((id, name), attendance)| GroupFigures {
            figures: ReportFigures {
                attendance,
                newly_enrolled: counts.joined_by_group.get(id).copied().unwrap_or(0),
                completed_course: completed_in_group.get(id.as_str()).map_or(0, |f| f.len() as i64),
                exited: counts.left_by_group.get(id).copied().unwrap_or(0),
            },
            group_id: id.clone(),
            group_name: name.clone(),
        })
        .collect();
    Ok(Report {
        from: range.from,
        to: range.to,
        time_zone: zone.name().to_owned(),
        total: ReportFigures {
            attendance: total,
            newly_enrolled: counts.newly_enrolled,
            completed_course: completed.len() as i64,
            exited: counts.exited,
        },
        milestones_by_kind: counts
            .milestones_by_kind
            .into_iter()
            .map(|(kind, count)| KindCount { kind, count })
            .collect(),
        groups,
    })
}

/// The report as a spreadsheet: the program's row, one row per group, then the
/// milestones by kind. Every cell is defused against formulas (`csv::field`). Answers the
/// file's name too, made of the parsed dates (never of the query as it came).
pub async fn report_csv(
    state: &AppState,
    viewer: &Viewer,
    from: Option<&str>,
    to: Option<&str>,
) -> AppResult<(String, String)> {
    let r = report(state, viewer, from, to).await?;
    let filename = format!("report-{}-{}.csv", r.from, r.to);
    let mut csv = Csv::new(&[
        "group",
        "fathers served",
        "newly enrolled",
        "completed a course",
        "exited",
        "sessions held",
        "hours attended",
        "sessions attended",
        "sessions counted",
        "attendance rate",
    ]);
    let row = |name: &str, f: &ReportFigures| {
        let a = &f.attendance;
        [
            name.to_owned(),
            a.fathers_served.to_string(),
            f.newly_enrolled.to_string(),
            f.completed_course.to_string(),
            f.exited.to_string(),
            a.sessions_held.to_string(),
            format!("{:.2}", a.hours_attended),
            a.attended.to_string(),
            a.countable.to_string(),
            format!("{:.1}%", a.attendance_rate * 100.0),
        ]
    };
    csv.row(&row(&format!("All groups ({} to {})", r.from, r.to), &r.total));
    for g in &r.groups {
        csv.row(&row(&g.group_name, &g.figures));
    }
    csv.row(&[""; 0]);
    csv.row(&["milestone", "count"]);
    for k in &r.milestones_by_kind {
        csv.row(&[k.kind.clone(), k.count.to_string()]);
    }
    Ok((filename, csv.finish()))
}

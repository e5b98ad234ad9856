//! Reports on the program: each father's standing in a cycle, a cycle's attendance
//! matrix (and its CSV), fathers at risk.

use std::collections::HashMap;

use chrono::Duration;
use serde::Serialize;
use utoipa::ToSchema;

use super::completion::progress_rows;
use super::cycles::get_cycle;
use crate::auth::Viewer;
use crate::db;
use crate::db::scope::Scope;
use crate::domain::program::{AttendanceStatus, SessionStatus};
use crate::domain::progress::Progress;
use crate::domain::records::{Cycle, CycleProgress, Session};
use crate::domain::standing::AtRisk;
use crate::error::AppResult;
use crate::infra::csv::Csv;
use crate::state::AppState;

/// Each father's standing in a cycle: staff see everyone in their scope who has been in
/// it, a father only himself.
pub async fn cycle_progress(state: &AppState, viewer: &Viewer, cycle_id: String) -> AppResult<Vec<CycleProgress>> {
    let cycle = get_cycle(state, viewer, cycle_id).await?;
    compute(state, &cycle, viewer.scope()).await
}

async fn compute(state: &AppState, cycle: &Cycle, scope: Scope) -> AppResult<Vec<CycleProgress>> {
    let (id, group) = (cycle.id.clone(), cycle.group_id.clone());
    let snapshot = state.db.run(move |conn| db::attendance::cycle_snapshot(conn, &id, &group, &scope)).await?;
    Ok(progress_rows(&snapshot))
}

/// The attendance matrix of a cycle: fathers × sessions, with rates.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Matrix {
    pub cycle: Cycle,
    pub sessions: Vec<Session>,
    pub rows: Vec<MatrixRow>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MatrixRow {
    pub father_id: String,
    pub first_name: String,
    pub last_name: String,
    /// When he left the group, if he did (his marks stay).
    #[serde(serialize_with = "crate::domain::dates::opt_instant")]
    pub left_at: Option<chrono::DateTime<chrono::Utc>>,
    /// One entry per session, in order: the mark, or null (not marked, or not a member then).
    pub marks: Vec<Option<AttendanceStatus>>,
    /// Per session: whether it counts for him (completed, while he was a member).
    pub counts: Vec<bool>,
    #[serde(flatten)]
    pub progress: Progress,
}

pub async fn matrix(state: &AppState, viewer: &Viewer, cycle_id: String) -> AppResult<Matrix> {
    viewer.staff()?;
    let cycle = get_cycle(state, viewer, cycle_id).await?;
    let (id, group, scope) = (cycle.id.clone(), cycle.group_id.clone(), viewer.scope());
    let snapshot = state.db.run(move |conn| db::attendance::cycle_snapshot(conn, &id, &group, &scope)).await?;
    let width = snapshot.sessions.len();
    let mut marks: HashMap<usize, Vec<Option<AttendanceStatus>>> = HashMap::new();
    for &(s, m, status, _) in &snapshot.marks {
        marks.entry(m).or_insert_with(|| vec![None; width])[s] = status;
    }
    let rows = progress_rows(&snapshot)
        .into_iter()
        .enumerate()
        .map(|(i, p)| {
            let member = &snapshot.members[i];
            MatrixRow {
                marks: marks.remove(&i).unwrap_or_else(|| vec![None; width]),
                counts: snapshot
                    .sessions
                    .iter()
                    .map(|s| s.status == SessionStatus::Completed && member.member_at(s.starts_at))
                    .collect(),
                father_id: p.father_id,
                first_name: p.first_name,
                last_name: p.last_name,
                left_at: p.left_at,
                progress: p.progress,
            }
        })
        .collect();
    Ok(Matrix { cycle, sessions: snapshot.sessions, rows })
}

/// One row per father, one column per session (its date), then the rate.
pub async fn matrix_csv(state: &AppState, viewer: &Viewer, cycle_id: String) -> AppResult<String> {
    let m = matrix(state, viewer, cycle_id).await?;
    let mut header = vec!["father".to_owned()];
    header.extend(m.sessions.iter().map(|s| format!("{} ({})", s.title, s.starts_at.format("%Y-%m-%d"))));
    header.push("rate".into());
    let mut csv = Csv::new(&header);
    for row in &m.rows {
        let mut cells = vec![format!("{} {}", row.first_name, row.last_name)];
        cells.extend(row.marks.iter().zip(&row.counts).map(|(mark, counts)| {
            match (mark, counts) {
                (Some(status), _) => status.as_str(),
                (None, true) => "absent",
                (None, false) => "",
            }
            .to_owned()
        }));
        cells.push(format!("{:.0}%", row.progress.rate * 100.0));
        csv.row(&cells);
    }
    Ok(csv.finish())
}

pub async fn at_risk(state: &AppState, viewer: &Viewer) -> AppResult<Vec<AtRisk>> {
    viewer.staff()?;
    at_risk_now(state, viewer.scope()).await
}

/// Fathers in `scope` at risk in cycles running now (or ended in the last two weeks),
/// without asking who is looking (the dashboard has asked).
pub async fn at_risk_now(state: &AppState, scope: Scope) -> AppResult<Vec<AtRisk>> {
    let today = db::now().date_naive();
    let cycles = state.db.run(|conn| db::cycles::list(conn, None, 500, 0)).await?;
    let mut out = Vec::new();
    for cycle in cycles.into_iter().filter(|c| c.start_date <= today && c.end_date + Duration::days(14) >= today) {
        // Those who left the group are no longer the program's to follow up here.
        for row in compute(state, &cycle, scope.clone()).await?.into_iter().filter(|r| r.left_at.is_none()) {
            if row.progress.at_risk {
                out.push(AtRisk {
                    father_id: row.father_id,
                    first_name: row.first_name,
                    last_name: row.last_name,
                    cycle_id: Some(cycle.id.clone()),
                    cycle_title: Some(cycle.title.clone()),
                    progress: row.progress,
                    unreachable: false,
                });
            }
        }
    }
    out.sort_by_key(|row| std::cmp::Reverse(row.progress.consecutive_absences));
    add_unreachable(state, scope, &mut out).await?;
    Ok(out)
}

/// Case management's part of the at-risk list: the unreachable fathers in `scope` (three
/// unsuccessful contacts in a row). Rows of theirs already in the list are marked; the others
/// come after them, without a cycle.
async fn add_unreachable(state: &AppState, scope: Scope, out: &mut Vec<AtRisk>) -> AppResult<()> {
    let unreachable = state.db.run(move |conn| db::contacts::unreachable_fathers(conn, &scope)).await?;
    for (father_id, first_name, last_name) in unreachable {
        let mut listed = false;
        for row in out.iter_mut().filter(|row| row.father_id == father_id) {
            row.unreachable = true;
            listed = true;
        }
        if !listed {
            out.push(AtRisk {
                father_id,
                first_name,
                last_name,
                cycle_id: None,
                cycle_title: None,
                progress: Progress::default(),
                unreachable: true,
            });
        }
    }
    Ok(())
}

//! What the funder report and the dashboard read: a range's attendance facts, and counts
//! by date. Each is a handful of queries by index, whatever the range.

use std::collections::HashMap;

use chrono::NaiveDate;

use super::scope::Scope;
use super::{Conn, DbResult, Value};
use crate::domain::program::{AttendanceStatus, SessionStatus, COMPLETED_COURSE};
use crate::domain::program::{FatherType, Setting};
use crate::domain::records::Period;
use crate::domain::report::{Facts, MemberFact, Profile, SessionFact};
use crate::domain::Language;
use crate::params;

/// Every group, by name, and the sessions starting in [from, to) (ms) with their marks
/// and the memberships of their groups that overlap the range.
pub fn attendance_facts(conn: &mut dyn Conn, scope: &Scope, from: i64, to: i64) -> DbResult<Facts> {
    let mut facts = Facts::default();
    let mut group_at = HashMap::new();
    for row in conn.query("SELECT id, name FROM father_groups ORDER BY name, id", &[])? {
        let id = row.text(0)?;
        group_at.insert(id.clone(), facts.groups.len());
        facts.groups.push((id, row.text(1)?));
    }
    let mut session_at = HashMap::new();
    for row in conn.query(
        "SELECT s.id, c.group_id, s.starts_at, s.ends_at, s.status
         FROM sessions s JOIN cycles c ON c.id = s.cycle_id
         WHERE s.starts_at >= $1 AND s.starts_at < $2",
        params![from, to],
    )? {
        let Some(&group) = group_at.get(&row.text(1)?) else { continue };
        session_at.insert(row.text(0)?, facts.sessions.len());
        facts.sessions.push(SessionFact {
            group,
            starts_at: row.time(2)?,
            ends_at: row.time(3)?,
            status: row.word(4, SessionStatus::parse)?,
        });
    }
    let mut member_at: HashMap<(usize, String), usize> = HashMap::new();
    let mut params = params![from, to].to_vec();
    let in_scope = scope.covers_sql_vec("gm.father_id", &mut params);
    for row in conn.query(
        &format!(
            "SELECT gm.group_id, gm.father_id, gm.joined_at, gm.left_at FROM group_members gm
             WHERE gm.joined_at < $2 AND (gm.left_at IS NULL OR gm.left_at > $1) AND {in_scope}"
        ),
        &params,
    )? {
        let Some(&group) = group_at.get(&row.text(0)?) else { continue };
        let father_id = row.text(1)?;
        let period = Period { joined_at: row.time(2)?, left_at: row.opt_time(3)? };
        let m = *member_at.entry((group, father_id.clone())).or_insert_with(|| {
            facts.members.push(MemberFact::new(group, father_id));
            facts.members.len() - 1
        });
        facts.members[m].periods.push(period);
    }
    for row in conn.query(
        "SELECT a.session_id, a.father_id, a.status, a.minutes
         FROM sessions s JOIN attendance a ON a.session_id = s.id
         WHERE s.starts_at >= $1 AND s.starts_at < $2",
        params![from, to],
    )? {
        let Some(&s) = session_at.get(&row.text(0)?) else { continue };
        if let Some(&m) = member_at.get(&(facts.sessions[s].group, row.text(1)?)) {
            facts.members[m].marks.push((s, Some(row.word(2, AttendanceStatus::parse)?), row.opt_int(3)?));
        }
    }
    Ok(facts)
}

/// Counts by date in [first, last] (days, inclusive): fathers enrolled and exited, the
/// fathers who completed a course (by group of the course), milestones by kind, and per
/// group the fathers who joined in [from, to) (ms) and the exits of its members.
pub struct DatedCounts {
    pub newly_enrolled: i64,
    pub exited: i64,
    /// (father, group of the course, if it still exists)
    pub completions: Vec<(String, Option<String>)>,
    pub milestones_by_kind: Vec<(String, i64)>,
    pub joined_by_group: HashMap<String, i64>,
    /// The fathers of `exited` who were members of the group in [from, to).
    pub exited_by_group: HashMap<String, i64>,
}

pub fn dated_counts(
    conn: &mut dyn Conn,
    scope: &Scope,
    first: NaiveDate,
    last: NaiveDate,
    from: i64,
    to: i64,
) -> DbResult<DatedCounts> {
    let (first, last) = (first.to_string(), last.to_string());
    // Each statement's values: the two bounds, then the scope's.
    let bounded = |params: &[Value], father: &str| {
        let mut params = params.to_vec();
        let in_scope = scope.covers_sql_vec(father, &mut params);
        (params, in_scope)
    };
    let days = params![&first, &last];
    let count = |conn: &mut dyn Conn, column: &str| -> DbResult<i64> {
        let (params, in_scope) = bounded(days, "fa.id");
        conn.query_opt(
            &format!("SELECT COUNT(*) FROM fathers fa WHERE fa.{column} >= $1 AND fa.{column} <= $2 AND {in_scope}"),
            &params,
        )?
        .map_or(Ok(0), |row| row.int(0))
    };
    let newly_enrolled = count(conn, "enrollment_date")?;
    let exited = count(conn, "exit_date")?;
    let (mut params, in_scope) = bounded(days, "m.father_id");
    params.push(Value::from(COMPLETED_COURSE));
    let completions = conn
        .query(
            &format!(
                "SELECT m.father_id, c.group_id FROM milestones m LEFT JOIN cycles c ON c.id = m.cycle_id
                 WHERE m.kind = ${} AND m.achieved_at >= $1 AND m.achieved_at <= $2 AND {in_scope}",
                params.len()
            ),
            &params,
        )?
        .iter()
        .map(|row| Ok((row.text(0)?, row.opt_text(1)?)))
        .collect::<DbResult<_>>()?;
    let (params, in_scope) = bounded(days, "mk.father_id");
    let milestones_by_kind = conn
        .query(
            &format!(
                "SELECT mk.kind, COUNT(*) FROM milestones mk
                 WHERE mk.achieved_at >= $1 AND mk.achieved_at <= $2 AND {in_scope}
                 GROUP BY mk.kind ORDER BY mk.kind"
            ),
            &params,
        )?
        .iter()
        .map(|row| Ok((row.text(0)?, row.int(1)?)))
        .collect::<DbResult<_>>()?;
    let by_group = |conn: &mut dyn Conn, column: &str| -> DbResult<HashMap<String, i64>> {
        let (params, in_scope) = bounded(params![from, to], "gm.father_id");
        conn.query(
            &format!(
                "SELECT gm.group_id, COUNT(DISTINCT gm.father_id) FROM group_members gm
                 WHERE gm.{column} >= $1 AND gm.{column} < $2 AND {in_scope} GROUP BY gm.group_id"
            ),
            &params,
        )?
        .iter()
        .map(|row| Ok((row.text(0)?, row.int(1)?)))
        .collect()
    };
    // A group's exits are the program's exits of its members in the range: each father who
    // left the program is counted in every group he was in, never in a group he was not.
    let (mut params, in_scope) = bounded(days, "fa.id");
    params.extend([Value::from(to), Value::from(from)]);
    let exited_by_group = conn
        .query(
            &format!(
                "SELECT gm.group_id, COUNT(DISTINCT fa.id) FROM fathers fa JOIN group_members gm ON gm.father_id = fa.id
                 WHERE fa.exit_date >= $1 AND fa.exit_date <= $2 AND {in_scope}
                   AND gm.joined_at < ${} AND (gm.left_at IS NULL OR gm.left_at >= ${})
                 GROUP BY gm.group_id",
                params.len() - 1,
                params.len()
            ),
            &params,
        )?
        .iter()
        .map(|row| Ok((row.text(0)?, row.int(1)?)))
        .collect::<DbResult<_>>()?;
    Ok(DatedCounts {
        newly_enrolled,
        exited,
        completions,
        milestones_by_kind,
        joined_by_group: by_group(conn, "joined_at")?,
        exited_by_group,
    })
}

/// The answers the report's demographics count, of the fathers `ids`; a few hundred ids
/// to a statement.
pub fn profiles(conn: &mut dyn Conn, ids: &[&str]) -> DbResult<Vec<Profile>> {
    let mut profiles = Vec::with_capacity(ids.len());
    for chunk in ids.chunks(500) {
        let marks: Vec<String> = (1..=chunk.len()).map(|i| format!("${i}")).collect();
        let values: Vec<Value> = chunk.iter().map(|id| Value::from(*id)).collect();
        let rows = conn.query(
            &format!(
                "SELECT date_of_birth, father_type, setting, preferred_language FROM fathers WHERE id IN ({})",
                marks.join(", ")
            ),
            &values,
        )?;
        for row in &rows {
            profiles.push(Profile {
                date_of_birth: row.opt_date(0)?,
                father_type: row.opt_text(1)?.and_then(|t| FatherType::parse(&t).ok()),
                setting: row.opt_text(2)?.and_then(|s| Setting::parse(&s).ok()),
                language: row.word(3, Language::parse)?,
            });
        }
    }
    Ok(profiles)
}

/// The staff dashboard's counts.
pub struct ProgramCounts {
    pub fathers_by_status: Vec<(String, i64)>,
    pub groups: i64,
    pub active_cycles: i64,
    pub sessions_this_week: i64,
}

/// `today` is the program's date; the week is [week_from, week_to) in ms.
/// The fathers are those in `scope`; groups, cycles and sessions are the program's.
pub fn program_counts(
    conn: &mut dyn Conn,
    scope: &Scope,
    today: NaiveDate,
    week_from: i64,
    week_to: i64,
) -> DbResult<ProgramCounts> {
    let mut params = Vec::new();
    let in_scope = scope.covers_sql_vec("fa.id", &mut params);
    let fathers_by_status = conn
        .query(
            &format!(
                "SELECT fa.status, COUNT(*) FROM fathers fa WHERE {in_scope} GROUP BY fa.status ORDER BY fa.status"
            ),
            &params,
        )?
        .iter()
        .map(|row| Ok((row.text(0)?, row.int(1)?)))
        .collect::<DbResult<_>>()?;
    let one = |conn: &mut dyn Conn, sql: &str, params: &[super::Value]| -> DbResult<i64> {
        conn.query_opt(sql, params)?.map_or(Ok(0), |row| row.int(0))
    };
    let today = today.to_string();
    Ok(ProgramCounts {
        fathers_by_status,
        groups: one(conn, "SELECT COUNT(*) FROM father_groups", &[])?,
        active_cycles: one(
            conn,
            "SELECT COUNT(*) FROM cycles WHERE start_date <= $1 AND end_date >= $1",
            params![&today],
        )?,
        sessions_this_week: one(
            conn,
            "SELECT COUNT(*) FROM sessions WHERE starts_at >= $1 AND starts_at < $2 AND status <> 'cancelled'",
            params![week_from, week_to],
        )?,
    })
}

/// The program's revision for the dashboard: triggers move it with every change to
/// fathers, groups, memberships, facilitators, cycles, sessions and attendance (migrations 0010, 0021).
pub fn revision(conn: &mut dyn Conn) -> DbResult<i64> {
    super::revisions::read(conn, super::revisions::Counter::Program)
}

/// A course as a certificate names it.
pub struct CourseNamed {
    pub title: String,
    pub group_name: String,
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
}

/// The cycles `ids` with their group's name, by id.
pub fn courses(conn: &mut dyn Conn, ids: &[String]) -> DbResult<HashMap<String, CourseNamed>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let marks = (1..=ids.len()).map(|i| format!("${i}")).collect::<Vec<_>>().join(", ");
    let values: Vec<super::Value> = ids.iter().map(super::Value::from).collect();
    conn.query(
        &format!(
            "SELECT c.id, c.title, g.name, c.start_date, c.end_date
             FROM cycles c JOIN father_groups g ON g.id = c.group_id WHERE c.id IN ({marks})"
        ),
        &values,
    )?
    .iter()
    .map(|row| {
        Ok((
            row.text(0)?,
            CourseNamed {
                title: row.text(1)?,
                group_name: row.text(2)?,
                start_date: row.date(3)?,
                end_date: row.date(4)?,
            },
        ))
    })
    .collect()
}

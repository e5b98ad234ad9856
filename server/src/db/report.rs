//! What the funder report and the dashboard read: a range's attendance facts, and counts
//! by date. Each is a handful of queries by index, whatever the range.

use std::collections::HashMap;

use chrono::NaiveDate;

use super::programs::Knows;
use super::scope::Scope;
use super::{Binds, Conn, DbResult, Value};
use crate::domain::program::{AttendanceStatus, SessionStatus, COMPLETED_COURSE};
use crate::domain::program::{FatherType, Setting};
use crate::domain::records::Period;
use crate::domain::report::{Facts, MemberFact, Profile, SessionFact};
use crate::domain::Language;
use crate::{binds, params};

/// Every group (of `groups` when given), by name, and the sessions starting in [from, to)
/// (ms) with their marks and the memberships of their groups that overlap the range.
pub fn attendance_facts(
    conn: &mut dyn Conn,
    scope: &Scope,
    groups: Option<&[String]>,
    from: i64,
    to: i64,
) -> DbResult<Facts> {
    let mut facts = Facts::default();
    let mut group_at = HashMap::new();
    conn.each_row("SELECT id, name FROM father_groups ORDER BY name, id", &[], &mut |row| {
        let id = row.text("id")?;
        if groups.is_some_and(|shown| !shown.contains(&id)) {
            return Ok(true);
        }
        group_at.insert(id.clone(), facts.groups.len());
        facts.groups.push((id, row.text("name")?));
        Ok(true)
    })?;
    let mut session_at = HashMap::new();
    conn.each_row(
        "SELECT s.id, c.group_id, s.starts_at, s.ends_at, s.status
         FROM sessions s JOIN cycles c ON c.id = s.cycle_id
         WHERE s.starts_at >= $1 AND s.starts_at < $2",
        params![from, to],
        &mut |row| {
            let Some(&group) = group_at.get(&row.text("group_id")?) else { return Ok(true) };
            session_at.insert(row.text("id")?, facts.sessions.len());
            facts.sessions.push(SessionFact {
                group,
                starts_at: row.time("starts_at")?,
                ends_at: row.time("ends_at")?,
                status: row.word("status", SessionStatus::parse)?,
            });
            Ok(true)
        },
    )?;
    let mut member_at: HashMap<(usize, String), usize> = HashMap::new();
    let mut binds = binds![from, to];
    let in_scope = scope.covers_sql("gm.father_id", &mut binds);
    conn.each_row(
        &format!(
            "SELECT gm.group_id, gm.father_id, gm.joined_at, gm.left_at FROM group_members gm
             WHERE gm.joined_at < $2 AND (gm.left_at IS NULL OR gm.left_at > $1) AND {in_scope}"
        ),
        &binds,
        &mut |row| {
            let Some(&group) = group_at.get(&row.text("group_id")?) else { return Ok(true) };
            let father_id = row.text("father_id")?;
            let period = Period { joined_at: row.time("joined_at")?, left_at: row.opt_time("left_at")? };
            let m = *member_at.entry((group, father_id.clone())).or_insert_with(|| {
                facts.members.push(MemberFact::new(group, father_id));
                facts.members.len() - 1
            });
            facts.members[m].periods.push(period);
            Ok(true)
        },
    )?;
    conn.each_row(
        "SELECT a.session_id, a.father_id, a.status, a.minutes
         FROM sessions s JOIN attendance a ON a.session_id = s.id
         WHERE s.starts_at >= $1 AND s.starts_at < $2",
        params![from, to],
        &mut |row| {
            let Some(&s) = session_at.get(&row.text("session_id")?) else { return Ok(true) };
            if let Some(&m) = member_at.get(&(facts.sessions[s].group, row.text("father_id")?)) {
                let status = row.word("status", AttendanceStatus::parse)?;
                facts.members[m].marks.push((s, Some(status), row.opt_int("minutes")?));
            }
            Ok(true)
        },
    )?;
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
    knows: &Knows,
    first: NaiveDate,
    last: NaiveDate,
    from: i64,
    to: i64,
) -> DbResult<DatedCounts> {
    let (first, last) = (first.to_string(), last.to_string());
    // Each statement's values: the two bounds, then the scope's.
    let bounded = |values: &[Value], father: &str| {
        let mut binds = Binds::starting_with(values.to_vec());
        let in_scope = scope.covers_sql(father, &mut binds);
        (binds, in_scope)
    };
    let days = params![&first, &last];
    // A program's report counts its own enrolments' dates; any other, each father's record's
    // (his latest enrolment's), so a father in two programs is counted once.
    let program = match scope {
        Scope::Program(id) => Some(id.as_str()),
        _ => None,
    };
    let count = |conn: &mut dyn Conn, record: &str, enrolment: &str| -> DbResult<i64> {
        // A program's scope binds its id third.
        let (mut binds, in_scope) = bounded(days, "fa.id");
        let sql = match program {
            Some(_) => format!(
                "SELECT COUNT(DISTINCT e.father_id) AS fathers FROM enrolments e
                 WHERE e.program_id = $3 AND e.{enrolment} >= $1 AND e.{enrolment} <= $2"
            ),
            // His record's date, or his latest enrolment's the reader may know of.
            None => {
                let known = super::fathers::latest_known_join(knows, "fa", &mut binds);
                let day = super::fathers::known_column(knows, "fa", record, enrolment);
                format!(
                    "SELECT COUNT(*) AS fathers FROM fathers fa {known}
                     WHERE {day} >= $1 AND {day} <= $2 AND {in_scope}"
                )
            }
        };
        Ok(conn.first(&sql, &binds, |row| row.int("fathers"))?.unwrap_or(0))
    };
    let newly_enrolled = count(conn, "enrollment_date", "enrolled_at")?;
    let exited = count(conn, "exit_date", "exited_at")?;
    let (mut binds, in_scope) = bounded(days, "m.father_id");
    let kind = binds.add(COMPLETED_COURSE);
    let completions = conn.all(
        &format!(
            "SELECT m.father_id, c.group_id FROM milestones m LEFT JOIN cycles c ON c.id = m.cycle_id
             WHERE m.kind = {kind} AND m.achieved_at >= $1 AND m.achieved_at <= $2 AND {in_scope}"
        ),
        &binds,
        |row| Ok((row.text("father_id")?, row.opt_text("group_id")?)),
    )?;
    let (binds, in_scope) = bounded(days, "mk.father_id");
    let milestones_by_kind = conn.all(
        &format!(
            "SELECT mk.kind, COUNT(*) AS milestones FROM milestones mk
             WHERE mk.achieved_at >= $1 AND mk.achieved_at <= $2 AND {in_scope}
             GROUP BY mk.kind ORDER BY mk.kind"
        ),
        &binds,
        |row| Ok((row.text("kind")?, row.int("milestones")?)),
    )?;
    let by_group = |conn: &mut dyn Conn, column: &str| -> DbResult<HashMap<String, i64>> {
        let (binds, in_scope) = bounded(params![from, to], "gm.father_id");
        Ok(conn
            .all(
                &format!(
                    "SELECT gm.group_id, COUNT(DISTINCT gm.father_id) AS fathers FROM group_members gm
                 WHERE gm.{column} >= $1 AND gm.{column} < $2 AND {in_scope} GROUP BY gm.group_id"
                ),
                &binds,
                |row| Ok((row.text("group_id")?, row.int("fathers")?)),
            )?
            .into_iter()
            .collect())
    };
    // A group's exits are the program's exits of its members in the range: each father who
    // left the program is counted in every group he was in, never in a group he was not.
    let (mut binds, in_scope) = bounded(days, "fa.id");
    let (range_to, range_from) = (binds.add(to), binds.add(from));
    let (exits, exit_date) = match program {
        Some(_) => {
            ("enrolments fa_e JOIN fathers fa ON fa.id = fa_e.father_id AND fa_e.program_id = $3", "fa_e.exited_at")
        }
        None => ("fathers fa", "fa.exit_date"),
    };
    let exited_by_group = conn.all(
        &format!(
            "SELECT gm.group_id, COUNT(DISTINCT fa.id) AS fathers FROM {exits} JOIN group_members gm ON gm.father_id = fa.id
             WHERE {exit_date} >= $1 AND {exit_date} <= $2 AND {in_scope}
               AND gm.joined_at < {range_to} AND (gm.left_at IS NULL OR gm.left_at >= {range_from})
             GROUP BY gm.group_id"
        ),
        &binds,
        |row| Ok((row.text("group_id")?, row.int("fathers")?)),
    )?
        .into_iter()
        .collect();
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
        let mut binds = Binds::new();
        let list = binds.list(chunk.iter().copied());
        conn.each_row(
            &format!(
                "SELECT date_of_birth, father_type, setting, preferred_language FROM fathers WHERE id IN ({list})"
            ),
            &binds,
            &mut |row| {
                profiles.push(Profile {
                    date_of_birth: row.opt_date("date_of_birth")?,
                    father_type: row.opt_word("father_type", FatherType::parse)?,
                    setting: row.opt_word("setting", Setting::parse)?,
                    language: row.word("preferred_language", Language::parse)?,
                });
                Ok(true)
            },
        )?;
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
/// The counts of the fathers in `scope`, and of the groups `groups` (None: all) with their
/// cycles and sessions.
pub fn program_counts(
    conn: &mut dyn Conn,
    scope: &Scope,
    knows: &Knows,
    groups: Option<&[String]>,
    today: NaiveDate,
    week_from: i64,
    week_to: i64,
) -> DbResult<ProgramCounts> {
    let mut binds = Binds::new();
    let in_scope = scope.covers_sql("fa.id", &mut binds);
    // Of one program, each father by his latest enrolment in it (his record's status is his
    // latest enrolment's, in whichever program).
    let sql = match scope.program() {
        Some(program) => format!(
            "SELECT e.status, COUNT(*) AS fathers FROM enrolments e JOIN fathers fa ON fa.id = e.father_id
             WHERE e.program_id = {} AND {in_scope} AND NOT EXISTS (
                 SELECT 1 FROM enrolments later WHERE later.father_id = e.father_id AND later.program_id = e.program_id
                   AND (later.created_at > e.created_at OR (later.created_at = e.created_at AND later.id > e.id)))
             GROUP BY e.status ORDER BY e.status",
            binds.add(program)
        ),
        // Each father by his latest enrolment the reader may know of, as his record shows him.
        None => {
            let known = super::fathers::latest_known_join(knows, "fa", &mut binds);
            let status = super::fathers::known_column(knows, "fa", "status", "status");
            format!(
                "SELECT {status} AS status, COUNT(*) AS fathers FROM fathers fa {known} WHERE {in_scope}
                 GROUP BY {status} ORDER BY {status}"
            )
        }
    };
    let fathers_by_status = conn.all(&sql, &binds, |row| Ok((row.text("status")?, row.int("fathers")?)))?;
    // Each statement answers one count, named `total`.
    let one = |conn: &mut dyn Conn, sql: &str, params: &[Value]| -> DbResult<i64> {
        Ok(conn.first(sql, params, |row| row.int("total"))?.unwrap_or(0))
    };
    let today = today.to_string();
    let (mut group_binds, mut cycles, mut sessions) = (Binds::new(), binds![&today], binds![week_from, week_to]);
    let groups_shown = super::in_list("g.id", groups, &mut group_binds);
    let cycles_shown = super::in_list("c.group_id", groups, &mut cycles);
    let sessions_shown = match groups {
        None => "TRUE".to_owned(),
        Some(_) => format!(
            "s.cycle_id IN (SELECT c.id FROM cycles c WHERE {})",
            super::in_list("c.group_id", groups, &mut sessions)
        ),
    };
    Ok(ProgramCounts {
        fathers_by_status,
        groups: one(conn, &format!("SELECT COUNT(*) AS total FROM father_groups g WHERE {groups_shown}"), &group_binds)?,
        active_cycles: one(
            conn,
            &format!("SELECT COUNT(*) AS total FROM cycles c WHERE c.start_date <= $1 AND c.end_date >= $1 AND {cycles_shown}"),
            &cycles,
        )?,
        sessions_this_week: one(
            conn,
            &format!(
                "SELECT COUNT(*) AS total FROM sessions s
                 WHERE s.starts_at >= $1 AND s.starts_at < $2 AND s.status <> 'cancelled' AND {sessions_shown}"
            ),
            &sessions,
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
    let mut binds = Binds::new();
    let list = binds.list(ids);
    Ok(conn
        .all(
            &format!(
                "SELECT c.id, c.title, g.name, c.start_date, c.end_date
             FROM cycles c JOIN father_groups g ON g.id = c.group_id WHERE c.id IN ({list})"
            ),
            &binds,
            |row| {
                Ok((
                    row.text("id")?,
                    CourseNamed {
                        title: row.text("title")?,
                        group_name: row.text("name")?,
                        start_date: row.date("start_date")?,
                        end_date: row.date("end_date")?,
                    },
                ))
            },
        )?
        .into_iter()
        .collect())
}

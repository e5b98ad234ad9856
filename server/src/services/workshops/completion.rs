//! Progress in a cycle and course completion. The writes here run inside the caller's
//! transaction (completing, cancelling or deleting a session, correcting attendance,
//! lowering a threshold), so a change and what it implies commit together.

use std::collections::HashMap;

use crate::db::{self, attendance::CycleSnapshot, Conn};
use crate::domain::program::{AttendanceStatus, SessionStatus, COMPLETED_COURSE};
use crate::domain::progress::{self, SessionRecord};
use crate::domain::records::{CycleProgress, Milestone, Session};
use crate::domain::{ActivityType, NewActivity, Sentence, Summary};

/// One father's sessions of the snapshot, as the progress arithmetic takes them.
fn records(snapshot: &CycleSnapshot, member: usize) -> Vec<SessionRecord> {
    let m = &snapshot.members[member];
    let mut marks: Vec<(Option<AttendanceStatus>, Option<i64>)> = vec![(None, None); snapshot.sessions.len()];
    for &(s, who, status, minutes) in &snapshot.marks {
        if who == member {
            marks[s] = (status, minutes);
        }
    }
    snapshot
        .sessions
        .iter()
        .zip(marks)
        .map(|(s, (attendance, minutes))| SessionRecord {
            starts_at: s.starts_at,
            ends_at: s.ends_at,
            status: s.status,
            attendance,
            minutes,
            member: m.member_at(s.starts_at),
        })
        .collect()
}

pub(super) fn progress_rows(snapshot: &CycleSnapshot) -> Vec<CycleProgress> {
    snapshot
        .members
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let latest = m.latest();
            CycleProgress {
                father_id: m.father_id.clone(),
                first_name: m.first_name.clone(),
                last_name: m.last_name.clone(),
                joined_at: latest.joined_at,
                left_at: latest.left_at,
                progress: progress::progress(&records(snapshot, i)),
                completed_course: snapshot.completed.contains(&m.father_id),
            }
        })
        .collect()
}

fn activity(
    staff: &str,
    action: ActivityType,
    to_user: Option<String>,
    summary: Summary,
    subject: (&str, &str),
) -> NewActivity {
    NewActivity::by(staff, action, summary).about(subject.0, subject.1).to(to_user)
}

/// What completing a session writes: 'completed' for the session, and 'attended' or
/// 'missed session' for each father on its roster.
pub(super) fn record_session(conn: &mut dyn Conn, staff: &str, session: &Session) -> db::DbResult<()> {
    db::activities::insert(
        conn,
        &activity(
            staff,
            ActivityType::Completed,
            None,
            Sentence::SessionCompleted.says(&[("session", &session.title), ("cycle", &session.cycle_title)]),
            ("session", &session.id),
        ),
    )?;
    let roster = db::attendance::roster(conn, session, &db::scope::Scope::All)?;
    let ids: Vec<&str> = roster.iter().map(|r| r.father_id.as_str()).collect();
    let accounts = db::fathers::user_ids(conn, &ids)?;
    for entry in &roster {
        let attended = entry.status.is_some_and(AttendanceStatus::attended);
        let (action, sentence) = if attended {
            (ActivityType::Attended, Sentence::Attended)
        } else {
            (ActivityType::MissedSession, Sentence::Missed)
        };
        let father = format!("{} {}", entry.first_name, entry.last_name);
        db::activities::insert(
            conn,
            &activity(
                staff,
                action,
                accounts.get(&entry.father_id).cloned().flatten(),
                sentence.says(&[("father", &father), ("session", &session.title)]),
                ("father", &entry.father_id),
            ),
        )?;
    }
    Ok(())
}

/// Once the cycle is finished (no session left scheduled, at least one completed),
/// each father who was still a member at its last session and whose attended share
/// reaches the threshold gets one 'completed course' milestone and activity — never
/// two, however often this runs (a partial unique index guards it too).
pub fn evaluate(conn: &mut dyn Conn, staff: &str, cycle_id: &str, today: chrono::NaiveDate) -> db::DbResult<()> {
    if !db::sessions::cycle_finished(conn, cycle_id)? {
        return Ok(());
    }
    let Some(cycle) = db::cycles::find(conn, cycle_id)? else { return Ok(()) };
    let snapshot = db::attendance::cycle_snapshot(conn, &cycle.id, &cycle.group_id, &db::scope::Scope::All)?;
    let Some(last) =
        snapshot.sessions.iter().filter(|s| s.status == SessionStatus::Completed).map(|s| s.starts_at).max()
    else {
        return Ok(());
    };
    let now = db::now();
    let due: Vec<(usize, CycleProgress)> = progress_rows(&snapshot)
        .into_iter()
        .enumerate()
        .filter(|(i, r)| {
            snapshot.members[*i].member_at(last)
                && !r.completed_course
                && r.progress.countable > 0
                && r.progress.rate + 1e-9 >= cycle.completion_threshold
        })
        .collect();
    if due.is_empty() {
        return Ok(());
    }
    let ids: Vec<&str> = due.iter().map(|(_, r)| r.father_id.as_str()).collect();
    let accounts: HashMap<String, Option<String>> = db::fathers::user_ids(conn, &ids)?;
    for (_, row) in &due {
        let name = format!("{} {}", row.first_name, row.last_name);
        let milestone = Milestone {
            id: uuid::Uuid::now_v7().to_string(),
            father_id: row.father_id.clone(),
            father_name: name.clone(),
            title: format!("Completed {}", cycle.title),
            kind: COMPLETED_COURSE.into(),
            // The program's day (a course completed on a Monday evening in Chicago is
            // Monday's, though it is Tuesday in UTC): reports count by it.
            achieved_at: today,
            note: format!("Attended {} of {} sessions.", row.progress.attended, row.progress.countable),
            cycle_id: Some(cycle.id.clone()),
            created_by: Some(staff.to_owned()),
            created_at: now,
        };
        if db::milestones::insert(conn, &milestone)? {
            db::activities::insert(
                conn,
                &activity(
                    staff,
                    ActivityType::CompletedCourse,
                    accounts.get(&row.father_id).cloned().flatten(),
                    Sentence::CourseCompleted.says(&[("father", &name), ("cycle", &cycle.title)]),
                    ("father", &row.father_id),
                ),
            )?;
        }
    }
    Ok(())
}

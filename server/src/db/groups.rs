//! `father_groups` and `group_members`.

use std::collections::HashMap;

use super::programs::ProgramFilter;
use super::scope::{self, Scope};
use super::{Binds, Conn, DbResult, Row, Value};
use crate::domain::records::{CycleMember, FormerMember, Group, Member, Period};
use crate::{binds, params};

const COLUMNS: &str =
    "g.id, g.program_id, g.name, g.description, g.facilitator_id, g.meeting_day, g.meeting_time, g.location, g.created_at, g.updated_at,
     (SELECT COUNT(*) FROM group_members mc WHERE mc.group_id = g.id AND mc.left_at IS NULL) AS member_count";

fn from_row(row: &Row) -> DbResult<Group> {
    Ok(Group {
        id: row.text("id")?,
        program_id: row.text("program_id")?,
        name: row.text("name")?,
        description: row.text("description")?,
        facilitator_id: None,
        facilitator_ids: Vec::new(),
        facilitator_names: Vec::new(),
        meeting_day: row.text("meeting_day")?,
        meeting_time: row.text("meeting_time")?,
        location: row.text("location")?,
        members: Vec::new(),
        created_at: row.time("created_at")?,
        updated_at: row.time("updated_at")?,
        member_count: row.int("member_count")?,
        former_members: Vec::new(),
    })
}

/// The columns an insert and an update both write, `$1`…`$9`.
fn values(g: &Group) -> Vec<Value> {
    vec![
        Value::from(&g.id),
        Value::from(&g.name),
        Value::from(&g.description),
        Value::from(g.facilitator_id.as_deref()),
        Value::from(&g.meeting_day),
        Value::from(&g.meeting_time),
        Value::from(&g.location),
        Value::from(g.updated_at),
        Value::from(&g.program_id),
    ]
}

pub fn insert(conn: &mut dyn Conn, g: &Group) -> DbResult<()> {
    let mut values = values(g);
    values.push(Value::from(g.created_at));
    conn.execute(
        "INSERT INTO father_groups (id, name, description, facilitator_id, meeting_day, meeting_time, location,
                                    updated_at, program_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
        &values,
    )?;
    Ok(())
}

pub fn update(conn: &mut dyn Conn, g: &Group) -> DbResult<bool> {
    let changed = conn.execute(
        "UPDATE father_groups SET name = $2, description = $3, facilitator_id = $4, meeting_day = $5,
                                  meeting_time = $6, location = $7, updated_at = $8, program_id = $9
         WHERE id = $1",
        &values(g),
    )?;
    Ok(changed == 1)
}

pub fn delete(conn: &mut dyn Conn, id: &str) -> DbResult<bool> {
    Ok(conn.execute("DELETE FROM father_groups WHERE id = $1", params![id])? == 1)
}

pub fn has_cycles(conn: &mut dyn Conn, id: &str) -> DbResult<bool> {
    conn.exists("SELECT 1 FROM cycles WHERE group_id = $1 LIMIT 1", params![id])
}

/// A group's name, without its members; None when there is no such group.
pub fn name(conn: &mut dyn Conn, id: &str) -> DbResult<Option<String>> {
    conn.first("SELECT name FROM father_groups WHERE id = $1", params![id], |row| row.text("name"))
}

/// Its facilitators, from `group_facilitators`; the deprecated single one is the first.
fn set_facilitators_of(group: &mut Group, facilitators: Vec<(String, String)>) {
    group.facilitator_id = facilitators.first().map(|(id, _)| id.clone());
    (group.facilitator_ids, group.facilitator_names) = facilitators.into_iter().unzip();
}

/// A group with its facilitators and the current and former members in `scope` (a staff
/// member who does not facilitate it sees only the members on his caseload).
pub fn find(conn: &mut dyn Conn, id: &str, scope: &Scope) -> DbResult<Option<Group>> {
    let Some(mut group) =
        conn.first(&format!("SELECT {COLUMNS} FROM father_groups g WHERE g.id = $1"), params![id], from_row)?
    else {
        return Ok(None);
    };
    let facilitators = scope::facilitators_of(conn, &[id])?.remove(id).unwrap_or_default();
    set_facilitators_of(&mut group, facilitators);
    group.members = members(conn, id, scope)?;
    group.former_members = former_members(conn, id, scope)?;
    Ok(Some(group))
}

/// The groups `user_id` facilitates, by name: id, name and current member count (a staff
/// member's page; no member list is read).
pub fn facilitated_by(conn: &mut dyn Conn, user_id: &str) -> DbResult<Vec<(String, String, i64)>> {
    conn.all(
        "SELECT g.id, g.name,
                (SELECT COUNT(*) FROM group_members mc WHERE mc.group_id = g.id AND mc.left_at IS NULL) AS member_count
         FROM group_facilitators gf JOIN father_groups g ON g.id = gf.group_id
         WHERE gf.user_id = $1 ORDER BY g.name, g.id",
        params![user_id],
        |row| Ok((row.text("id")?, row.text("name")?, row.int("member_count")?)),
    )
}

/// Its current members in `scope`.
pub fn members(conn: &mut dyn Conn, group_id: &str, scope: &Scope) -> DbResult<Vec<Member>> {
    let mut binds = binds![group_id];
    let in_scope = scope.covers_sql("m.father_id", &mut binds);
    conn.all(
        &format!(
            "SELECT m.father_id, m.joined_at, f.first_name, f.last_name, f.photo_key, {} AS photo_consent
             FROM group_members m JOIN fathers f ON f.id = m.father_id
             WHERE m.group_id = $1 AND m.left_at IS NULL AND {in_scope} ORDER BY f.last_name, f.first_name, f.id",
            portrait_consent_sql()
        ),
        &binds,
        member_from_row,
    )
}

/// Periods that ended, of fathers in `scope` who are not members again, latest first.
fn former_members(conn: &mut dyn Conn, group_id: &str, scope: &Scope) -> DbResult<Vec<FormerMember>> {
    let mut binds = binds![group_id];
    let in_scope = scope.covers_sql("m.father_id", &mut binds);
    conn.all(
        &format!(
            "SELECT m.father_id, f.first_name, f.last_name, m.joined_at, m.left_at
             FROM group_members m JOIN fathers f ON f.id = m.father_id
             WHERE m.group_id = $1 AND m.left_at IS NOT NULL AND {in_scope} AND NOT EXISTS (
                 SELECT 1 FROM group_members o WHERE o.group_id = m.group_id AND o.father_id = m.father_id
                                                 AND o.left_at IS NULL)
             ORDER BY m.left_at DESC, f.last_name, f.first_name"
        ),
        &binds,
        |row| {
            Ok(FormerMember {
                father_id: row.text("father_id")?,
                first_name: row.text("first_name")?,
                last_name: row.text("last_name")?,
                joined_at: row.time("joined_at")?,
                left_at: row.time("left_at")?,
            })
        },
    )
}

/// Everyone who has ever been a member, with his periods: what a cycle's progress is
/// computed from. By name.
pub fn periods(conn: &mut dyn Conn, group_id: &str, scope: &Scope) -> DbResult<Vec<CycleMember>> {
    let mut binds = binds![group_id];
    let in_scope = scope.covers_sql("m.father_id", &mut binds);
    let mut out: Vec<CycleMember> = Vec::new();
    conn.each_row(
        &format!(
            "SELECT m.father_id, f.first_name, f.last_name, m.joined_at, m.left_at
             FROM group_members m JOIN fathers f ON f.id = m.father_id
             WHERE m.group_id = $1 AND {in_scope} ORDER BY f.last_name, f.first_name, f.id, m.joined_at"
        ),
        &binds,
        &mut |row| {
            let father_id = row.text("father_id")?;
            let period = Period { joined_at: row.time("joined_at")?, left_at: row.opt_time("left_at")? };
            match out.last_mut() {
                Some(last) if last.father_id == father_id => last.periods.push(period),
                _ => out.push(CycleMember {
                    father_id,
                    first_name: row.text("first_name")?,
                    last_name: row.text("last_name")?,
                    periods: vec![period],
                }),
            }
            Ok(true)
        },
    )?;
    Ok(out)
}

/// Whether the member `f` may be shown to fellow fathers in his portrait: while his photo
/// consent stands.
fn portrait_consent_sql() -> String {
    super::consents::standing_sql("f.id", crate::domain::consent::ConsentKind::Photo, false)
}

fn member_from_row(row: &Row) -> DbResult<Member> {
    Ok(Member {
        father_id: row.text("father_id")?,
        joined_at: row.time("joined_at")?,
        first_name: row.text("first_name")?,
        last_name: row.text("last_name")?,
        photo_key: row.opt_text("photo_key")?,
        photo_consent: row.bool("photo_consent")?,
    })
}

/// All groups (or only those `father_id` belongs to), by name, with their facilitators
/// and their members in `scope`.
pub fn list(
    conn: &mut dyn Conn,
    father_id: Option<&str>,
    scope: &Scope,
    programs: &ProgramFilter,
    limit: i64,
    offset: i64,
) -> DbResult<Vec<Group>> {
    let mut groups = match father_id {
        Some(father) => {
            let mut binds = binds![father];
            let page = super::limit_offset(limit, offset, &mut binds);
            conn.all(
                &format!(
                    "SELECT {COLUMNS} FROM father_groups g
                     WHERE EXISTS (SELECT 1 FROM group_members m WHERE m.group_id = g.id AND m.father_id = $1
                                                                  AND m.left_at IS NULL)
                     ORDER BY g.name, g.id {page}"
                ),
                &binds,
                from_row,
            )?
        }
        None => {
            let mut binds = Binds::new();
            let known = programs.sql("g.program_id", &mut binds);
            let page = super::limit_offset(limit, offset, &mut binds);
            conn.all(
                &format!("SELECT {COLUMNS} FROM father_groups g WHERE {known} ORDER BY g.name, g.id {page}"),
                &binds,
                from_row,
            )?
        }
    };
    // One query for every listed group's members, not one per group.
    let mut by_group: HashMap<String, Vec<Member>> = HashMap::new();
    if !groups.is_empty() {
        let mut binds = Binds::new();
        let ids = binds.list(groups.iter().map(|g| &g.id));
        let in_scope = scope.covers_sql("m.father_id", &mut binds);
        conn.each_row(
            &format!(
                "SELECT m.father_id, m.joined_at, f.first_name, f.last_name, f.photo_key, {} AS photo_consent, m.group_id
                 FROM group_members m JOIN fathers f ON f.id = m.father_id
                 WHERE m.group_id IN ({ids}) AND m.left_at IS NULL AND {in_scope}
                 ORDER BY f.last_name, f.first_name, f.id",
                portrait_consent_sql(),
            ),
            &binds,
            &mut |row| {
                let member = member_from_row(row)?;
                by_group.entry(row.text("group_id")?).or_default().push(member);
                Ok(true)
            },
        )?;
    }
    let ids: Vec<&str> = groups.iter().map(|g| g.id.as_str()).collect();
    let mut facilitators = scope::facilitators_of(conn, &ids)?;
    for group in &mut groups {
        group.members = by_group.remove(&group.id).unwrap_or_default();
        set_facilitators_of(group, facilitators.remove(&group.id).unwrap_or_default());
    }
    Ok(groups)
}

/// Starts a membership; false when he already is a member (his joinedAt is kept).
pub fn add_member(conn: &mut dyn Conn, group_id: &str, father_id: &str, joined_at: i64) -> DbResult<bool> {
    let added = conn.execute(
        "INSERT INTO group_members (group_id, father_id, joined_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
        params![group_id, father_id, joined_at],
    )?;
    Ok(added == 1)
}

/// When his latest membership of the group ended, if he was a member before.
pub fn last_left_at(conn: &mut dyn Conn, group_id: &str, father_id: &str) -> DbResult<Option<i64>> {
    Ok(conn
        .first(
            "SELECT MAX(left_at) AS last_left_at FROM group_members WHERE group_id = $1 AND father_id = $2",
            params![group_id, father_id],
            |row| row.opt_int("last_left_at"),
        )?
        .flatten())
}

/// Ends his membership at `left_at`; false when he is not a member. The period stays:
/// the sessions of it remain in his history.
pub fn remove_member(conn: &mut dyn Conn, group_id: &str, father_id: &str, left_at: i64) -> DbResult<bool> {
    Ok(conn.execute(
        "UPDATE group_members SET left_at = $3 WHERE group_id = $1 AND father_id = $2 AND left_at IS NULL",
        params![group_id, father_id, left_at],
    )? == 1)
}

pub fn is_member(conn: &mut dyn Conn, group_id: &str, father_id: &str) -> DbResult<bool> {
    conn.exists(
        "SELECT 1 FROM group_members WHERE group_id = $1 AND father_id = $2 AND left_at IS NULL",
        params![group_id, father_id],
    )
}

/// The ids of the groups a father belongs to now.
pub fn groups_of(conn: &mut dyn Conn, father_id: &str) -> DbResult<Vec<String>> {
    conn.all("SELECT group_id FROM group_members WHERE father_id = $1 AND left_at IS NULL", params![father_id], |r| {
        r.text("group_id")
    })
}

/// The accounts of a group's current members.
pub fn member_accounts(conn: &mut dyn Conn, group_id: &str) -> DbResult<Vec<String>> {
    conn.all(
        "SELECT f.user_id FROM group_members m JOIN fathers f ON f.id = m.father_id
         WHERE m.group_id = $1 AND m.left_at IS NULL AND f.user_id IS NOT NULL",
        params![group_id],
        |r| r.text("user_id"),
    )
}

/// Whether two fathers are members of a common group now.
pub fn share_a_group(conn: &mut dyn Conn, father_id: &str, other_id: &str) -> DbResult<bool> {
    conn.exists(
        "SELECT 1 FROM group_members a JOIN group_members b ON b.group_id = a.group_id
             WHERE a.father_id = $1 AND a.left_at IS NULL AND b.father_id = $2 AND b.left_at IS NULL LIMIT 1",
        params![father_id, other_id],
    )
}

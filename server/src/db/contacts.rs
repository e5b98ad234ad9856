//! The `contacts` table: what staff logged with a father, with its follow-up; and the
//! father's `unreachable` flag it decides. Every read is limited to the reader's scope in
//! SQL, and a sensitive contact's note is read as null by whoever may not see it
//! ([`note_sql`]), so no note leaves the database for the wrong reader.

use chrono::NaiveDate;

use super::scope::Scope;
use super::{Binds, Conn, DbResult, Row};
use crate::domain::casework::{self, CaseContact, ContactMethod, ContactOutcome, FollowUp};
use crate::{binds, params};

/// Where a query finds the contact's father: joined as `f`, or only by key (his names are
/// then `ss`'s, a row of `staff_scope`).
#[derive(Clone, Copy)]
enum Father {
    Joined,
    ByKey,
}

/// A contact's note as `scope`'s reader may see it: a sensitive one only by its author,
/// the father's case manager (in any of his programs) and directors; null for anyone else.
fn note_sql(scope: &Scope, binds: &mut Binds, father: Father) -> String {
    match scope {
        Scope::All => "c.note".into(),
        Scope::Staff(user_id) => {
            let n = binds.add(user_id);
            let case_manager = match father {
                Father::Joined => {
                    format!("(f.case_manager_id = {n} OR {})", super::programs::enrolment_case_manager_sql("f.id", n))
                }
                Father::ByKey => format!(
                    "(EXISTS (SELECT 1 FROM fathers cm WHERE cm.id = c.father_id AND cm.case_manager_id = {n}) OR {})",
                    super::programs::enrolment_case_manager_sql("c.father_id", n)
                ),
            };
            format!("CASE WHEN NOT c.sensitive OR c.staff_id = {n} OR {case_manager} THEN c.note ELSE NULL END")
        }
        // A program's report reads no notes; were one read, a sensitive one stays hidden.
        Scope::Own(_) | Scope::Program(_) => "CASE WHEN NOT c.sensitive THEN c.note ELSE NULL END".into(),
        Scope::Within(inner, _) => note_sql(inner, binds, father),
    }
}

/// The columns of a contact (the note as `note` says) and its father's name.
fn columns(note: &str, father: Father) -> String {
    let names = match father {
        Father::Joined => "f",
        Father::ByKey => "ss",
    };
    format!(
        "c.id, c.father_id, c.staff_id, c.staff_name, c.at, c.method, c.outcome, c.minutes, {note} AS note, c.sensitive,
         c.follow_up_due, c.follow_up_done_at, c.created_at, c.updated_at,
         {names}.first_name || ' ' || {names}.last_name AS father_name"
    )
}

fn from_row(row: &Row) -> DbResult<FollowUp> {
    Ok(FollowUp {
        contact: CaseContact {
            id: row.text("id")?,
            father_id: row.text("father_id")?,
            staff_id: row.opt_text("staff_id")?,
            staff_name: row.text("staff_name")?,
            at: row.time("at")?,
            method: row.word("method", ContactMethod::parse)?,
            outcome: row.word("outcome", ContactOutcome::parse)?,
            minutes: row.int("minutes")?,
            note: row.opt_text("note")?,
            sensitive: row.bool("sensitive")?,
            follow_up_due: row.opt_date("follow_up_due")?,
            follow_up_done_at: row.opt_time("follow_up_done_at")?,
            created_at: row.time("created_at")?,
            updated_at: row.time("updated_at")?,
        },
        father_name: row.text("father_name")?,
    })
}

pub fn insert(conn: &mut dyn Conn, c: &CaseContact) -> DbResult<()> {
    conn.execute(
        "INSERT INTO contacts (id, father_id, staff_id, staff_name, at, method, outcome, minutes, note, sensitive,
             follow_up_due, follow_up_done_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)",
        params![
            &c.id,
            &c.father_id,
            c.staff_id.as_deref(),
            &c.staff_name,
            c.at,
            c.method.as_str(),
            c.outcome.as_str(),
            c.minutes,
            c.note.as_deref().unwrap_or_default(),
            c.sensitive,
            c.follow_up_due,
            c.follow_up_done_at,
            c.created_at,
            c.updated_at
        ],
    )?;
    Ok(())
}

/// Writes what a change may change (its author and father stay). The note is written only
/// when `note` is Some.
pub fn update(conn: &mut dyn Conn, c: &CaseContact) -> DbResult<bool> {
    Ok(conn.execute(
        "UPDATE contacts SET at = $2, method = $3, outcome = $4, minutes = $5, note = COALESCE($6, note),
             sensitive = $7, follow_up_due = $8, follow_up_done_at = $9, updated_at = $10
         WHERE id = $1",
        params![
            &c.id,
            c.at,
            c.method.as_str(),
            c.outcome.as_str(),
            c.minutes,
            c.note.as_deref(),
            c.sensitive,
            c.follow_up_due,
            c.follow_up_done_at,
            c.updated_at
        ],
    )? == 1)
}

/// Marks the follow-up done at `now` (once: a second call keeps the first time).
pub fn mark_done(conn: &mut dyn Conn, id: &str, now: i64) -> DbResult<bool> {
    Ok(conn.execute(
        "UPDATE contacts SET follow_up_done_at = COALESCE(follow_up_done_at, $2), updated_at = $2 WHERE id = $1",
        params![id, now],
    )? == 1)
}

pub fn delete(conn: &mut dyn Conn, id: &str) -> DbResult<bool> {
    Ok(conn.execute("DELETE FROM contacts WHERE id = $1", params![id])? == 1)
}

/// A contact of a father in `scope`, its note as the reader may see it.
pub fn find(conn: &mut dyn Conn, scope: &Scope, id: &str) -> DbResult<Option<CaseContact>> {
    let mut binds = binds![id];
    let note = note_sql(scope, &mut binds, Father::Joined);
    let in_scope = scope.covers_sql("c.father_id", &mut binds);
    conn.first(
        &format!(
            "SELECT {} FROM contacts c JOIN fathers f ON f.id = c.father_id WHERE c.id = $1 AND {in_scope}",
            columns(&note, Father::Joined)
        ),
        &binds,
        |r| from_row(r).map(|f| f.contact),
    )
}

/// A father's contacts, newest first (none when he is out of `scope`).
pub fn list(
    conn: &mut dyn Conn,
    scope: &Scope,
    father_id: &str,
    limit: i64,
    offset: i64,
) -> DbResult<Vec<CaseContact>> {
    let mut binds = binds![father_id];
    let note = note_sql(scope, &mut binds, Father::Joined);
    let in_scope = scope.covers_sql("c.father_id", &mut binds);
    let page = super::limit_offset(limit, offset, &mut binds);
    conn.all(
        &format!(
            "SELECT {} FROM contacts c JOIN fathers f ON f.id = c.father_id
             WHERE c.father_id = $1 AND {in_scope}
             ORDER BY c.at DESC, c.id DESC {page}",
            columns(&note, Father::Joined)
        ),
        &binds,
        |r| from_row(r).map(|f| f.contact),
    )
}

/// Every contact with a father, oldest first, for his data export: with their notes for a
/// director (`staff_notes`); for the father himself without the notes, and without the
/// sensitive contacts at all.
pub fn exported(conn: &mut dyn Conn, father_id: &str, staff_notes: bool) -> DbResult<Vec<CaseContact>> {
    let (note, shown) = if staff_notes { ("c.note", "") } else { ("NULL", " AND NOT c.sensitive") };
    conn.all(
        &format!(
            "SELECT {} FROM contacts c JOIN fathers f ON f.id = c.father_id
             WHERE c.father_id = $1{shown} ORDER BY c.at, c.id",
            columns(note, Father::Joined)
        ),
        params![father_id],
        |r| from_row(r).map(|f| f.contact),
    )
}

/// Open follow-ups of the fathers in `scope` due in [first, last] (either end open when
/// None), earliest due first.
pub fn follow_ups(
    conn: &mut dyn Conn,
    scope: &Scope,
    first: Option<NaiveDate>,
    last: Option<NaiveDate>,
    limit: i64,
    offset: i64,
) -> DbResult<Vec<FollowUp>> {
    let (sql, binds) = follow_ups_query(scope, first, last, limit, offset);
    conn.all(&sql, &binds, from_row)
}

fn follow_ups_query(
    scope: &Scope,
    first: Option<NaiveDate>,
    last: Option<NaiveDate>,
    limit: i64,
    offset: i64,
) -> (String, Binds) {
    let mut binds = Binds::new();
    let father = if matches!(scope, Scope::Staff(_)) { Father::ByKey } else { Father::Joined };
    let note = note_sql(scope, &mut binds, father);
    let mut bounds = String::new();
    // A staff member's list starts from the fathers of his scope with an open follow-up due
    // by the range's end (`staff_scope.follow_up_due`, their earliest: migration 0018), then
    // reads their open follow-ups by index (CROSS JOIN keeps SQLite to that order); their
    // names are the scope rows', so no father's record is read (but a sensitive note's). A
    // director's walks every open follow-up in order.
    let (from, in_scope) = match scope {
        Scope::Staff(user) => {
            let user = binds.add(user);
            let mut in_scope =
                format!("ss.user_id = {user} AND ss.follow_up_due IS NOT NULL AND c.father_id = ss.father_id");
            if let Some(last) = last {
                in_scope.push_str(&format!(" AND ss.follow_up_due <= {}", binds.add(last)));
            }
            ("staff_scope ss CROSS JOIN contacts c", in_scope)
        }
        _ => ("contacts c JOIN fathers f ON f.id = c.father_id", scope.covers_sql("c.father_id", &mut binds)),
    };
    if let Some(first) = first {
        bounds.push_str(&format!(" AND c.follow_up_due >= {}", binds.add(first)));
    }
    if let Some(last) = last {
        bounds.push_str(&format!(" AND c.follow_up_due <= {}", binds.add(last)));
    }
    let page = super::limit_offset(limit, offset, &mut binds);
    let sql = format!(
        "SELECT {} FROM {from}
             WHERE c.follow_up_due IS NOT NULL AND c.follow_up_done_at IS NULL{bounds} AND {in_scope}
             ORDER BY c.follow_up_due, c.at, c.id {page}",
        columns(&note, father)
    );
    (sql, binds)
}

/// Decides the father's `unreachable` flag from his latest contacts
/// (`casework::unreachable`), in the transaction that changed them; true when it changed.
pub fn refresh_unreachable(conn: &mut dyn Conn, father_id: &str) -> DbResult<bool> {
    let outcomes: Vec<ContactOutcome> = conn.all(
        &format!(
            "SELECT outcome FROM contacts WHERE father_id = $1 ORDER BY at DESC, id DESC {}",
            super::limit(casework::UNREACHABLE_AFTER as i64)
        ),
        params![father_id],
        |row| row.word("outcome", ContactOutcome::parse),
    )?;
    let unreachable = casework::unreachable(&outcomes);
    Ok(conn.execute(
        "UPDATE fathers SET unreachable = $2 WHERE id = $1 AND unreachable <> $2",
        params![father_id, unreachable],
    )? == 1)
}

/// The unreachable fathers in `scope`: (id, first name, last name), by name.
pub fn unreachable_fathers(conn: &mut dyn Conn, scope: &Scope) -> DbResult<Vec<(String, String, String)>> {
    let mut binds = Binds::new();
    let in_scope = scope.covers_sql("f.id", &mut binds);
    conn.all(
        &format!(
            "SELECT f.id, f.first_name, f.last_name FROM fathers f WHERE f.unreachable AND {in_scope}
             ORDER BY f.last_name, f.first_name, f.id"
        ),
        &binds,
        |row| Ok((row.text("id")?, row.text("first_name")?, row.text("last_name")?)),
    )
}

/// Contacts in [from, to) (ms) with fathers in `scope`: how many, and their minutes; and
/// the same per group, for the fathers who were its members at some time in the range.
pub struct ContactCounts {
    pub count: i64,
    pub minutes: i64,
    /// group id → (count, minutes)
    pub by_group: std::collections::HashMap<String, (i64, i64)>,
}

pub fn report_counts(conn: &mut dyn Conn, scope: &Scope, from: i64, to: i64) -> DbResult<ContactCounts> {
    let mut binds = binds![from, to];
    let in_scope = scope.covers_sql("c.father_id", &mut binds);
    let total = conn.first(
        &format!(
            "SELECT COUNT(*) AS contacts, CAST(COALESCE(SUM(c.minutes), 0) AS BIGINT) AS minutes FROM contacts c
             WHERE c.at >= $1 AND c.at < $2 AND {in_scope}"
        ),
        &binds,
        |row| Ok((row.int("contacts")?, row.int("minutes")?)),
    )?;
    let by_group = conn
        .all(
            &format!(
                "SELECT gm.group_id, COUNT(*) AS contacts, CAST(COALESCE(SUM(c.minutes), 0) AS BIGINT) AS minutes
                 FROM contacts c
                 JOIN (SELECT DISTINCT group_id, father_id FROM group_members
                       WHERE joined_at < $2 AND (left_at IS NULL OR left_at > $1)) gm ON gm.father_id = c.father_id
                 WHERE c.at >= $1 AND c.at < $2 AND {in_scope}
                 GROUP BY gm.group_id"
            ),
            &binds,
            |row| Ok((row.text("group_id")?, (row.int("contacts")?, row.int("minutes")?))),
        )?
        .into_iter()
        .collect();
    let (count, minutes) = total.unwrap_or_default();
    Ok(ContactCounts { count, minutes, by_group })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// How SQLite plans `scope`'s follow-ups this week, on a database with every migration.
    fn plan(scope: &Scope) -> String {
        let (_dir, mut conn) = super::super::sqlite::migrated_for_tests();
        let today = NaiveDate::from_ymd_opt(2026, 11, 27).unwrap();
        let (sql, params) = follow_ups_query(scope, Some(today), Some(today + chrono::Days::new(6)), 50, 0);
        super::super::sqlite::plan_for_tests(&mut conn, &sql, &params)
    }

    #[test]
    fn a_staff_members_follow_ups_start_from_his_fathers_with_one_due() {
        let plan = plan(&Scope::Staff("u-1".into()));
        assert!(plan.starts_with("SEARCH ss USING COVERING INDEX staff_scope_follow_ups"), "{plan}");
        assert!(plan.contains("INDEX contacts_open_by_father"), "{plan}");
    }

    #[test]
    fn the_follow_ups_are_prepared_once_for_every_reader() {
        let (_dir, conn) = super::super::sqlite::migrated_for_tests();
        let today = NaiveDate::from_ymd_opt(2026, 11, 27).unwrap();
        for scope in [Scope::All, Scope::Staff("u-1".into())] {
            let (sql, params) = follow_ups_query(&scope, Some(today), Some(today + chrono::Days::new(6)), 50, 0);
            assert_eq!(super::super::sqlite::SqliteConn::statement_reprepared(&conn, &sql, &params), 0, "{scope:?}");
        }
    }

    #[test]
    fn a_directors_follow_ups_walk_the_open_ones_in_order() {
        let plan = plan(&Scope::All);
        assert!(plan.starts_with("SEARCH c USING INDEX contacts_follow_ups"), "{plan}");
        assert!(!plan.contains("TEMP B-TREE"), "{plan}");
    }
}

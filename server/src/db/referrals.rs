//! The `referrals` table and `referral_history`: a father's referrals to partner services
//! and every status each has had. Reads are limited to the reader's scope in SQL.

use std::collections::{BTreeMap, HashMap};

use super::scope::Scope;
use super::{Binds, Conn, DbResult, Row};
use crate::domain::casework::{Referral, ReferralEntry, ReferralStatus, ReferralStep, ReferralType};
use crate::{binds, params};

const COLUMNS: &str = "r.id, r.father_id, r.type, r.partner, r.status, r.note, r.made_at, r.made_by, r.updated_at";
/// The same, the note left blank (a father's own export).
const COLUMNS_WITHOUT_NOTE: &str =
    "r.id, r.father_id, r.type, r.partner, r.status, '' AS note, r.made_at, r.made_by, r.updated_at";

fn from_row(row: &Row) -> DbResult<Referral> {
    Ok(Referral {
        id: row.text("id")?,
        father_id: row.text("father_id")?,
        kind: row.word("type", ReferralType::parse)?,
        partner: row.text("partner")?,
        status: row.word("status", ReferralStatus::parse)?,
        note: row.text("note")?,
        made_at: row.time("made_at")?,
        made_by: row.opt_text("made_by")?,
        history: Vec::new(),
        updated_at: row.time("updated_at")?,
    })
}

/// Fills in each referral's history, oldest first.
fn with_history(conn: &mut dyn Conn, mut referrals: Vec<Referral>) -> DbResult<Vec<Referral>> {
    if referrals.is_empty() {
        return Ok(referrals);
    }
    let mut binds = Binds::new();
    let ids = binds.list(referrals.iter().map(|r| &r.id));
    let mut steps: HashMap<String, Vec<ReferralStep>> = HashMap::new();
    conn.each_row(
        &format!(
            "SELECT referral_id, status, at, by_user FROM referral_history WHERE referral_id IN ({ids})
             ORDER BY referral_id, position"
        ),
        &binds,
        &mut |row| {
            steps.entry(row.text("referral_id")?).or_default().push(ReferralStep {
                status: row.word("status", ReferralStatus::parse)?,
                at: row.time("at")?,
                by: row.opt_text("by_user")?,
            });
            Ok(true)
        },
    )?;
    for r in &mut referrals {
        r.history = steps.remove(&r.id).unwrap_or_default();
    }
    Ok(referrals)
}

/// A new referral and the first step of its history (its status, when and by whom it was made).
pub fn insert(conn: &mut dyn Conn, r: &Referral) -> DbResult<()> {
    conn.execute(
        "INSERT INTO referrals (id, father_id, type, partner, status, note, made_at, made_by, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        params![
            &r.id,
            &r.father_id,
            r.kind.as_str(),
            &r.partner,
            r.status.as_str(),
            &r.note,
            r.made_at,
            r.made_by.as_deref(),
            r.updated_at
        ],
    )?;
    append(conn, &r.id, &ReferralStep { status: r.status, at: r.made_at, by: r.made_by.clone() })
}

/// Writes what a change may change (its father and author stay).
pub fn update(conn: &mut dyn Conn, r: &Referral) -> DbResult<bool> {
    Ok(conn.execute(
        "UPDATE referrals SET type = $2, partner = $3, status = $4, note = $5, made_at = $6, updated_at = $7
         WHERE id = $1",
        params![&r.id, r.kind.as_str(), &r.partner, r.status.as_str(), &r.note, r.made_at, r.updated_at],
    )? == 1)
}

/// Appends a step to a referral's history (the referral is locked by the caller).
pub fn append(conn: &mut dyn Conn, referral_id: &str, step: &ReferralStep) -> DbResult<()> {
    let next = conn
        .first(
            "SELECT COALESCE(MAX(position), -1) + 1 AS next FROM referral_history WHERE referral_id = $1",
            params![referral_id],
            |row| row.int("next"),
        )?
        .unwrap_or(0);
    conn.execute(
        "INSERT INTO referral_history (referral_id, position, status, at, by_user) VALUES ($1, $2, $3, $4, $5)",
        params![referral_id, next, step.status.as_str(), step.at, step.by.as_deref()],
    )?;
    Ok(())
}

pub fn delete(conn: &mut dyn Conn, id: &str) -> DbResult<bool> {
    Ok(conn.execute("DELETE FROM referrals WHERE id = $1", params![id])? == 1)
}

/// A referral of a father in `scope`, with its history.
pub fn find(conn: &mut dyn Conn, scope: &Scope, id: &str) -> DbResult<Option<Referral>> {
    let mut binds = binds![id];
    let in_scope = scope.covers_sql("r.father_id", &mut binds);
    let found =
        conn.first(&format!("SELECT {COLUMNS} FROM referrals r WHERE r.id = $1 AND {in_scope}"), &binds, from_row)?;
    Ok(with_history(conn, found.into_iter().collect())?.pop())
}

/// A father's referrals, newest first (none when he is out of `scope`).
pub fn list(conn: &mut dyn Conn, scope: &Scope, father_id: &str, limit: i64, offset: i64) -> DbResult<Vec<Referral>> {
    let mut binds = binds![father_id];
    let in_scope = scope.covers_sql("r.father_id", &mut binds);
    let page = super::limit_offset(limit, offset, &mut binds);
    let referrals = conn.all(
        &format!(
            "SELECT {COLUMNS} FROM referrals r WHERE r.father_id = $1 AND {in_scope}
             ORDER BY r.made_at DESC, r.id DESC {page}"
        ),
        &binds,
        from_row,
    )?;
    with_history(conn, referrals)
}

/// Every referral of a father, oldest first, with its history, for his data export: with
/// the notes for a director (`staff_notes`), without them for the father himself.
pub fn exported(conn: &mut dyn Conn, father_id: &str, staff_notes: bool) -> DbResult<Vec<Referral>> {
    let columns = if staff_notes { COLUMNS } else { COLUMNS_WITHOUT_NOTE };
    let referrals = conn.all(
        &format!("SELECT {columns} FROM referrals r WHERE r.father_id = $1 ORDER BY r.made_at, r.id"),
        params![father_id],
        from_row,
    )?;
    with_history(conn, referrals)
}

/// What the list of every referral in scope is narrowed to.
#[derive(Clone, Debug, Default)]
pub struct ReferralFilter {
    pub status: Option<ReferralStatus>,
    pub kind: Option<ReferralType>,
}

/// The referrals of the fathers in `scope`, open ones first (made, accepted, in progress),
/// then newest first, each with the father's name and its history.
pub fn list_in_scope(
    conn: &mut dyn Conn,
    scope: &Scope,
    filter: &ReferralFilter,
    limit: i64,
    offset: i64,
) -> DbResult<Vec<ReferralEntry>> {
    let mut binds = Binds::new();
    let mut clauses = vec![scope.covers_sql("r.father_id", &mut binds)];
    if let Some(status) = filter.status {
        clauses.push(format!("r.status = {}", binds.add(status.as_str())));
    }
    if let Some(kind) = filter.kind {
        clauses.push(format!("r.type = {}", binds.add(kind.as_str())));
    }
    let page = super::limit_offset(limit, offset, &mut binds);
    let rows = conn.all(
        &format!(
            "SELECT {COLUMNS}, f.first_name, f.last_name FROM referrals r JOIN fathers f ON f.id = r.father_id
             WHERE {}
             ORDER BY CASE WHEN r.status IN ('made', 'accepted', 'in-progress') THEN 0 ELSE 1 END,
                      r.made_at DESC, r.id DESC
             {page}",
            clauses.join(" AND ")
        ),
        &binds,
        |row| {
            let referral = from_row(row)?;
            Ok((referral, format!("{} {}", row.text("first_name")?, row.text("last_name")?).trim().to_owned()))
        },
    )?;
    let (referrals, names): (Vec<Referral>, Vec<String>) = rows.into_iter().unzip();
    Ok(with_history(conn, referrals)?
        .into_iter()
        .zip(names)
        .map(|(referral, father_name)| ReferralEntry { referral, father_name })
        .collect())
}

/// Referrals made in [from, to) (ms) for fathers in `scope`: the fathers referred
/// (unduplicated), how many by type and by current status; for the program and per group
/// (the fathers who were its members at some time in the range).
#[derive(Default)]
pub struct ReferralCounts {
    pub fathers: i64,
    pub by_type: BTreeMap<String, i64>,
    pub by_status: BTreeMap<String, i64>,
}

pub fn report_counts(
    conn: &mut dyn Conn,
    scope: &Scope,
    from: i64,
    to: i64,
) -> DbResult<(ReferralCounts, HashMap<String, ReferralCounts>)> {
    let mut binds = binds![from, to];
    let in_scope = scope.covers_sql("r.father_id", &mut binds);
    let members = "JOIN (SELECT DISTINCT group_id, father_id FROM group_members
                         WHERE joined_at < $2 AND (left_at IS NULL OR left_at > $1)) gm ON gm.father_id = r.father_id";
    let made = format!("r.made_at >= $1 AND r.made_at < $2 AND {in_scope}");
    let mut total = ReferralCounts::default();
    let mut groups: HashMap<String, ReferralCounts> = HashMap::new();
    let fathers = format!("SELECT COUNT(DISTINCT r.father_id) AS fathers FROM referrals r WHERE {made}");
    total.fathers = conn.first(&fathers, &binds, |row| row.int("fathers"))?.unwrap_or(0);
    conn.each_row(
        &format!(
            "SELECT gm.group_id, COUNT(DISTINCT r.father_id) AS fathers FROM referrals r {members} WHERE {made}
             GROUP BY gm.group_id"
        ),
        &binds,
        &mut |row| {
            groups.entry(row.text("group_id")?).or_default().fathers = row.int("fathers")?;
            Ok(true)
        },
    )?;
    for column in ["type", "status"] {
        conn.each_row(
            &format!("SELECT r.{column}, COUNT(*) AS referrals FROM referrals r WHERE {made} GROUP BY r.{column}"),
            &binds,
            &mut |row| {
                let counts = if column == "type" { &mut total.by_type } else { &mut total.by_status };
                counts.insert(row.text(column)?, row.int("referrals")?);
                Ok(true)
            },
        )?;
        conn.each_row(
            &format!(
                "SELECT gm.group_id, r.{column}, COUNT(*) AS referrals FROM referrals r {members} WHERE {made}
                 GROUP BY gm.group_id, r.{column}"
            ),
            &binds,
            &mut |row| {
                let group = groups.entry(row.text("group_id")?).or_default();
                let counts = if column == "type" { &mut group.by_type } else { &mut group.by_status };
                counts.insert(row.text(column)?, row.int("referrals")?);
                Ok(true)
            },
        )?;
    }
    Ok((total, groups))
}

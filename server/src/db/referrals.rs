//! The `referrals` table and `referral_history`: a father's referrals to partner services
//! and every status each has had. Reads are limited to the reader's scope in SQL.

use std::collections::{BTreeMap, HashMap};

use super::scope::Scope;
use super::{Conn, DbResult, OldRow, Value};
use crate::domain::casework::{Referral, ReferralEntry, ReferralStatus, ReferralStep, ReferralType};
use crate::params;

const COLUMNS: &str = "r.id, r.father_id, r.type, r.partner, r.status, r.note, r.made_at, r.made_by, r.updated_at";
/// The same, the note left blank (a father's own export).
const COLUMNS_WITHOUT_NOTE: &str =
    "r.id, r.father_id, r.type, r.partner, r.status, '', r.made_at, r.made_by, r.updated_at";

fn from_row(row: &OldRow) -> DbResult<Referral> {
    Ok(Referral {
        id: row.text(0)?,
        father_id: row.text(1)?,
        kind: row.word(2, ReferralType::parse)?,
        partner: row.text(3)?,
        status: row.word(4, ReferralStatus::parse)?,
        note: row.text(5)?,
        made_at: row.time(6)?,
        made_by: row.opt_text(7)?,
        history: Vec::new(),
        updated_at: row.time(8)?,
    })
}

/// Fills in each referral's history, oldest first.
fn with_history(conn: &mut dyn Conn, mut referrals: Vec<Referral>) -> DbResult<Vec<Referral>> {
    if referrals.is_empty() {
        return Ok(referrals);
    }
    let placeholders: Vec<String> = (1..=referrals.len()).map(|i| format!("${i}")).collect();
    let ids: Vec<Value> = referrals.iter().map(|r| Value::from(&r.id)).collect();
    let mut steps: HashMap<String, Vec<ReferralStep>> = HashMap::new();
    for row in conn.query(
        &format!(
            "SELECT referral_id, status, at, by_user FROM referral_history WHERE referral_id IN ({})
             ORDER BY referral_id, position",
            placeholders.join(", ")
        ),
        &ids,
    )? {
        steps.entry(row.text(0)?).or_default().push(ReferralStep {
            status: row.word(1, ReferralStatus::parse)?,
            at: row.time(2)?,
            by: row.opt_text(3)?,
        });
    }
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
        .query_opt(
            "SELECT COALESCE(MAX(position), -1) + 1 FROM referral_history WHERE referral_id = $1",
            params![referral_id],
        )?
        .map_or(Ok(0), |row| row.int(0))?;
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
    let mut params = vec![Value::from(id)];
    let in_scope = scope.covers_sql_vec("r.father_id", &mut params);
    let found = conn
        .query_opt(&format!("SELECT {COLUMNS} FROM referrals r WHERE r.id = $1 AND {in_scope}"), &params)?
        .map(|r| from_row(&r))
        .transpose()?;
    Ok(with_history(conn, found.into_iter().collect())?.pop())
}

/// A father's referrals, newest first (none when he is out of `scope`).
pub fn list(conn: &mut dyn Conn, scope: &Scope, father_id: &str, limit: i64, offset: i64) -> DbResult<Vec<Referral>> {
    let mut params = vec![Value::from(father_id)];
    let in_scope = scope.covers_sql_vec("r.father_id", &mut params);
    let page = super::limit_offset_vec(limit, offset, &mut params);
    let rows = conn.query(
        &format!(
            "SELECT {COLUMNS} FROM referrals r WHERE r.father_id = $1 AND {in_scope}
             ORDER BY r.made_at DESC, r.id DESC {page}"
        ),
        &params,
    )?;
    let referrals = rows.iter().map(from_row).collect::<DbResult<Vec<_>>>()?;
    with_history(conn, referrals)
}

/// Every referral of a father, oldest first, with its history, for his data export: with
/// the notes for a director (`staff_notes`), without them for the father himself.
pub fn exported(conn: &mut dyn Conn, father_id: &str, staff_notes: bool) -> DbResult<Vec<Referral>> {
    let columns = if staff_notes { COLUMNS } else { COLUMNS_WITHOUT_NOTE };
    let rows = conn.query(
        &format!("SELECT {columns} FROM referrals r WHERE r.father_id = $1 ORDER BY r.made_at, r.id"),
        params![father_id],
    )?;
    let referrals = rows.iter().map(from_row).collect::<DbResult<Vec<_>>>()?;
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
    let mut params = Vec::new();
    let mut clauses = vec![scope.covers_sql_vec("r.father_id", &mut params)];
    if let Some(status) = filter.status {
        params.push(Value::from(status.as_str()));
        clauses.push(format!("r.status = ${}", params.len()));
    }
    if let Some(kind) = filter.kind {
        params.push(Value::from(kind.as_str()));
        clauses.push(format!("r.type = ${}", params.len()));
    }
    let page = super::limit_offset_vec(limit, offset, &mut params);
    let rows = conn.query(
        &format!(
            "SELECT {COLUMNS}, f.first_name, f.last_name FROM referrals r JOIN fathers f ON f.id = r.father_id
             WHERE {}
             ORDER BY CASE WHEN r.status IN ('made', 'accepted', 'in-progress') THEN 0 ELSE 1 END,
                      r.made_at DESC, r.id DESC
             {page}",
            clauses.join(" AND ")
        ),
        &params,
    )?;
    let mut names = Vec::with_capacity(rows.len());
    let mut referrals = Vec::with_capacity(rows.len());
    for row in &rows {
        referrals.push(from_row(row)?);
        names.push(format!("{} {}", row.text(9)?, row.text(10)?).trim().to_owned());
    }
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
    let mut params = vec![Value::from(from), Value::from(to)];
    let in_scope = scope.covers_sql_vec("r.father_id", &mut params);
    let members = "JOIN (SELECT DISTINCT group_id, father_id FROM group_members
                         WHERE joined_at < $2 AND (left_at IS NULL OR left_at > $1)) gm ON gm.father_id = r.father_id";
    let made = format!("r.made_at >= $1 AND r.made_at < $2 AND {in_scope}");
    let mut total = ReferralCounts::default();
    let mut groups: HashMap<String, ReferralCounts> = HashMap::new();
    total.fathers =
        conn.query(&format!("SELECT COUNT(DISTINCT r.father_id) FROM referrals r WHERE {made}"), &params)?[0].int(0)?;
    for row in conn.query(
        &format!("SELECT gm.group_id, COUNT(DISTINCT r.father_id) FROM referrals r {members} WHERE {made} GROUP BY gm.group_id"),
        &params,
    )? {
        groups.entry(row.text(0)?).or_default().fathers = row.int(1)?;
    }
    for column in ["type", "status"] {
        for row in conn
            .query(&format!("SELECT r.{column}, COUNT(*) FROM referrals r WHERE {made} GROUP BY r.{column}"), &params)?
        {
            let counts = if column == "type" { &mut total.by_type } else { &mut total.by_status };
            counts.insert(row.text(0)?, row.int(1)?);
        }
        for row in conn.query(
            &format!(
                "SELECT gm.group_id, r.{column}, COUNT(*) FROM referrals r {members} WHERE {made}
                 GROUP BY gm.group_id, r.{column}"
            ),
            &params,
        )? {
            let group = groups.entry(row.text(0)?).or_default();
            let counts = if column == "type" { &mut group.by_type } else { &mut group.by_status };
            counts.insert(row.text(1)?, row.int(2)?);
        }
    }
    Ok((total, groups))
}

//! The `incentives` table: the ledger of what fathers were given. Rows are inserted and
//! voided, never updated otherwise nor deleted. Reads are limited to the reader's scope in
//! SQL. The unique index `incentives_one_reward` (migration 0020) backs the "same reward"
//! check for sessions; the caller locks the father's row first, which serialises the check
//! for rewards without a session.

use std::collections::{BTreeMap, HashMap};

use super::scope::Scope;
use super::{Conn, DbResult, Row};
use crate::domain::incentive::{Incentive, IncentiveKind, SameReward};
use crate::{binds, params};

const COLUMNS: &str = "i.id, i.father_id, i.kind, i.amount_cents, i.reference, i.reason, i.session_id, i.given_at,
     i.given_by, i.given_by_name, i.confirmed_duplicate, i.voided_at, i.voided_by, i.void_reason";

fn from_row(row: &Row) -> DbResult<Incentive> {
    Ok(Incentive {
        id: row.text("id")?,
        father_id: row.text("father_id")?,
        kind: row.word("kind", IncentiveKind::parse)?,
        amount_cents: row.int("amount_cents")?,
        reference: row.text("reference")?,
        reason: row.text("reason")?,
        session_id: row.opt_text("session_id")?,
        given_at: row.time("given_at")?,
        given_by: row.opt_text("given_by")?,
        given_by_name: row.text("given_by_name")?,
        confirmed_duplicate: row.bool("confirmed_duplicate")?,
        voided_at: row.opt_time("voided_at")?,
        voided_by: row.opt_text("voided_by")?,
        void_reason: row.opt_text("void_reason")?,
    })
}

pub fn insert(conn: &mut dyn Conn, i: &Incentive, now: i64) -> DbResult<()> {
    conn.execute(
        "INSERT INTO incentives (id, father_id, kind, amount_cents, reference, reason, session_id, given_at,
             given_by, given_by_name, confirmed_duplicate, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
        params![
            &i.id,
            &i.father_id,
            i.kind.as_str(),
            i.amount_cents,
            &i.reference,
            &i.reason,
            i.session_id.as_deref(),
            i.given_at,
            i.given_by.as_deref(),
            &i.given_by_name,
            i.confirmed_duplicate,
            now
        ],
    )?;
    Ok(())
}

/// An incentive of a father in `scope`.
pub fn find(conn: &mut dyn Conn, scope: &Scope, id: &str) -> DbResult<Option<Incentive>> {
    let mut binds = binds![id];
    let in_scope = scope.covers_sql("i.father_id", &mut binds);
    conn.first(&format!("SELECT {COLUMNS} FROM incentives i WHERE i.id = $1 AND {in_scope}"), &binds, from_row)
}

/// A father's ledger, newest first, voided ones included (none when he is out of `scope`).
pub fn list(conn: &mut dyn Conn, scope: &Scope, father_id: &str) -> DbResult<Vec<Incentive>> {
    let mut binds = binds![father_id];
    let in_scope = scope.covers_sql("i.father_id", &mut binds);
    conn.all(
        &format!(
            "SELECT {COLUMNS} FROM incentives i WHERE i.father_id = $1 AND {in_scope}
             ORDER BY i.given_at DESC, i.id DESC"
        ),
        &binds,
        from_row,
    )
}

/// Whether the father already has this reward, not voided: the same kind for the same
/// session, or without a session the same kind and amount given in [day_from, day_to) (ms,
/// the program's day). The caller holds the father's row lock.
pub fn has_same_reward(
    conn: &mut dyn Conn,
    father_id: &str,
    kind: IncentiveKind,
    rule: &SameReward,
    day_from: i64,
    day_to: i64,
) -> DbResult<bool> {
    match rule {
        SameReward::Session { session_id } => conn.exists(
            "SELECT 1 FROM incentives
             WHERE father_id = $1 AND kind = $2 AND session_id = $3 AND voided_at IS NULL LIMIT 1",
            params![father_id, kind.as_str(), session_id.as_str()],
        ),
        SameReward::Day { amount_cents, .. } => conn.exists(
            "SELECT 1 FROM incentives
             WHERE father_id = $1 AND kind = $2 AND session_id IS NULL AND amount_cents = $3
               AND given_at >= $4 AND given_at < $5 AND voided_at IS NULL LIMIT 1",
            params![father_id, kind.as_str(), *amount_cents, day_from, day_to],
        ),
    }
}

/// Voids an incentive that stands; false when there is none, or it was voided already.
pub fn void(conn: &mut dyn Conn, id: &str, by: &str, reason: &str, now: i64) -> DbResult<bool> {
    Ok(conn.execute(
        "UPDATE incentives SET voided_at = $2, voided_by = $3, void_reason = $4 WHERE id = $1 AND voided_at IS NULL",
        params![id, now, by, reason],
    )? == 1)
}

/// Incentives given in a range, voided ones left out: how many, their cents, and both by
/// kind.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IncentiveCounts {
    pub count: i64,
    pub amount_cents: i64,
    /// kind → (count, cents)
    pub by_kind: BTreeMap<String, (i64, i64)>,
}

/// Incentives given in [from, to) (ms) to fathers in `scope`, voided ones left out: for the
/// program, and per group (to the fathers who were its members at some time in the range).
pub fn report_counts(
    conn: &mut dyn Conn,
    scope: &Scope,
    from: i64,
    to: i64,
) -> DbResult<(IncentiveCounts, HashMap<String, IncentiveCounts>)> {
    let mut binds = binds![from, to];
    let in_scope = scope.covers_sql("i.father_id", &mut binds);
    let given = format!("i.given_at >= $1 AND i.given_at < $2 AND i.voided_at IS NULL AND {in_scope}");
    let mut total = IncentiveCounts::default();
    conn.each_row(
        &format!(
            "SELECT i.kind, COUNT(*) AS given, CAST(COALESCE(SUM(i.amount_cents), 0) AS BIGINT) AS cents
             FROM incentives i WHERE {given} GROUP BY i.kind"
        ),
        &binds,
        &mut |row| {
            let (kind, count, cents) = (row.text("kind")?, row.int("given")?, row.int("cents")?);
            total.add(kind, count, cents);
            Ok(true)
        },
    )?;
    let mut groups: HashMap<String, IncentiveCounts> = HashMap::new();
    conn.each_row(
        &format!(
            "SELECT gm.group_id, i.kind, COUNT(*) AS given, CAST(COALESCE(SUM(i.amount_cents), 0) AS BIGINT) AS cents
             FROM incentives i
             JOIN (SELECT DISTINCT group_id, father_id FROM group_members
                   WHERE joined_at < $2 AND (left_at IS NULL OR left_at > $1)) gm ON gm.father_id = i.father_id
             WHERE {given}
             GROUP BY gm.group_id, i.kind"
        ),
        &binds,
        &mut |row| {
            let (group, kind) = (row.text("group_id")?, row.text("kind")?);
            let (count, cents) = (row.int("given")?, row.int("cents")?);
            groups.entry(group).or_default().add(kind, count, cents);
            Ok(true)
        },
    )?;
    Ok((total, groups))
}

impl IncentiveCounts {
    fn add(&mut self, kind: String, count: i64, cents: i64) {
        self.count += count;
        self.amount_cents += cents;
        let entry = self.by_kind.entry(kind).or_default();
        entry.0 += count;
        entry.1 += cents;
    }
}

/// One line of the ledger's CSV: the incentive, its father's name, and the session it
/// rewards (title and start) if any.
pub struct LedgerLine {
    pub incentive: Incentive,
    pub father_name: String,
    pub session: Option<(String, chrono::DateTime<chrono::Utc>)>,
}

/// Every incentive given in [from, to) (ms) to fathers in `scope`, voided ones included,
/// in the order they were given.
pub fn ledger(conn: &mut dyn Conn, scope: &Scope, from: i64, to: i64) -> DbResult<Vec<LedgerLine>> {
    let mut binds = binds![from, to];
    let in_scope = scope.covers_sql("i.father_id", &mut binds);
    conn.all(
        &format!(
            "SELECT {COLUMNS}, f.first_name, f.last_name, s.title AS session_title, s.starts_at
             FROM incentives i JOIN fathers f ON f.id = i.father_id LEFT JOIN sessions s ON s.id = i.session_id
             WHERE i.given_at >= $1 AND i.given_at < $2 AND {in_scope}
             ORDER BY i.given_at, i.id"
        ),
        &binds,
        |row| {
            let incentive = from_row(row)?;
            let father_name = format!("{} {}", row.text("first_name")?, row.text("last_name")?).trim().to_owned();
            let session = match row.opt_text("session_title")? {
                Some(title) => Some((title, row.time("starts_at")?)),
                None => None,
            };
            Ok(LedgerLine { incentive, father_name, session })
        },
    )
}

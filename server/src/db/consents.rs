//! `consents`: every consent a father gave, never deleted (revoking dates the row). A
//! kind's current state is its latest row by `granted_at`, then id (the index
//! `consents_father` reads it), one SQL expression ([`standing_sql`]) wherever a query
//! needs it: the father's record, the gallery's `consent_missing`, e-mail's recipients.

use super::scope::Scope;
use super::{Conn, DbResult, Row, Value};
use crate::domain::consent::{Consent, ConsentKind, ConsentState};
use crate::params;

/// Whether the father whose id is the SQL expression `father` has his latest consent of
/// `kind` standing: TRUE while it is not revoked, FALSE once it is, and `absent` when he
/// has none of that kind (photos: no consent; e-mail: an address he gave us). Never NULL.
pub fn standing_sql(father: &str, kind: ConsentKind, absent: bool) -> String {
    format!(
        "COALESCE((SELECT sc.revoked_at IS NULL FROM consents sc WHERE sc.father_id = {father} AND sc.kind = '{}'
                   ORDER BY sc.granted_at DESC, sc.id DESC LIMIT 1), {absent})",
        kind.as_str()
    )
}

/// Whether the account whose id is the SQL expression `user` may be e-mailed: the father
/// record linked to it has not revoked his e-mail consent. Absent consent counts as given
/// (accounts from before consents were recorded keep their mail); staff have no record.
pub fn email_allowed_sql(user: &str) -> String {
    format!(
        "NOT EXISTS (SELECT 1 FROM fathers ef WHERE ef.user_id = {user} AND NOT {})",
        standing_sql("ef.id", ConsentKind::Email, true)
    )
}

/// Whether an account may be e-mailed now ([`email_allowed_sql`]): the mail worker asks
/// again before sending what was queued.
pub fn email_allowed(conn: &mut dyn Conn, user_id: &str) -> DbResult<bool> {
    conn.query_opt(&format!("SELECT 1 WHERE {}", email_allowed_sql("$1")), params![user_id]).map(|row| row.is_some())
}

const COLUMNS: &str = "c.id, c.father_id, c.kind, c.version, c.granted_at, c.witnessed_by, c.witness_name,
     c.revoked_at, c.revoked_by, c.note";

fn from_row(row: &Row) -> DbResult<Consent> {
    Ok(Consent {
        id: row.text(0)?,
        father_id: row.text(1)?,
        kind: row.word(2, ConsentKind::parse)?,
        version: row.text(3)?,
        granted_at: row.time(4)?,
        witnessed_by: row.opt_text(5)?,
        witness_name: row.text(6)?,
        revoked_at: row.opt_time(7)?,
        revoked_by: row.opt_text(8)?,
        note: row.text(9)?,
    })
}

pub fn insert(conn: &mut dyn Conn, c: &Consent, now: i64) -> DbResult<()> {
    conn.execute(
        "INSERT INTO consents (id, father_id, kind, version, granted_at, witnessed_by, witness_name, revoked_at,
             revoked_by, note, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
        params![
            &c.id,
            &c.father_id,
            c.kind.as_str(),
            &c.version,
            c.granted_at,
            c.witnessed_by.as_deref(),
            &c.witness_name,
            c.revoked_at,
            c.revoked_by.as_deref(),
            &c.note,
            now
        ],
    )?;
    Ok(())
}

/// A consent of a father in `scope` (a father's scope is himself).
pub fn find(conn: &mut dyn Conn, scope: &Scope, id: &str) -> DbResult<Option<Consent>> {
    let mut params = vec![Value::from(id)];
    let in_scope = scope.covers_sql("c.father_id", &mut params);
    conn.query_opt(&format!("SELECT {COLUMNS} FROM consents c WHERE c.id = $1 AND {in_scope}"), &params)?
        .map(|row| from_row(&row))
        .transpose()
}

/// A father's consents, newest first (none when he is out of `scope`).
pub fn list(conn: &mut dyn Conn, scope: &Scope, father_id: &str) -> DbResult<Vec<Consent>> {
    let mut params = vec![Value::from(father_id)];
    let in_scope = scope.covers_sql("c.father_id", &mut params);
    conn.query(
        &format!(
            "SELECT {COLUMNS} FROM consents c WHERE c.father_id = $1 AND {in_scope}
             ORDER BY c.granted_at DESC, c.id DESC"
        ),
        &params,
    )?
    .iter()
    .map(from_row)
    .collect()
}

/// Revokes a consent at `now` by `by`, once: a consent already revoked keeps its first
/// revocation. True when this call revoked it.
pub fn revoke(conn: &mut dyn Conn, id: &str, by: &str, now: i64) -> DbResult<bool> {
    Ok(conn.execute(
        "UPDATE consents SET revoked_at = $2, revoked_by = $3 WHERE id = $1 AND revoked_at IS NULL",
        params![id, now, by],
    )? == 1)
}

/// Revokes a father's standing consent of `kind` (his latest, if not revoked), by no one
/// (he said so himself, by text). Returns how many were revoked (0 or 1).
pub fn revoke_current(conn: &mut dyn Conn, father_id: &str, kind: ConsentKind, now: i64) -> DbResult<u64> {
    conn.execute(
        "UPDATE consents SET revoked_at = $3 WHERE id = (SELECT c.id FROM consents c WHERE c.father_id = $1 AND c.kind = $2
             ORDER BY c.granted_at DESC, c.id DESC LIMIT 1) AND revoked_at IS NULL",
        params![father_id, kind.as_str(), now],
    )
}

/// Each kind's current state for one father.
pub fn current(conn: &mut dyn Conn, father_id: &str) -> DbResult<ConsentState> {
    let row = conn.query_opt(&format!("SELECT {}", state_columns("$1")), params![father_id])?;
    row.map_or(Ok(ConsentState::default()), |row| state_from_row(&row, 0))
}

/// One column per kind (in `ConsentKind::ALL`'s order): whether the latest consent of that
/// kind of the father whose id is the SQL expression `father` stands. A query answering a
/// record in full reads them with it, rather than asking again for each record.
pub fn state_columns(father: &str) -> String {
    ConsentKind::ALL.iter().map(|kind| standing_sql(father, *kind, false)).collect::<Vec<_>>().join(", ")
}

/// The state read by [`state_columns`], from the row's column `first` on.
pub fn state_from_row(row: &Row, first: usize) -> DbResult<ConsentState> {
    let latest = ConsentKind::ALL.iter().enumerate().map(|(i, kind)| row.bool(first + i).map(|stands| (*kind, stands)));
    Ok(ConsentState::from_latest(latest.collect::<DbResult<Vec<_>>>()?))
}

/// The version of the latest consent of `kind` anyone recorded: the form the program uses
/// now, the default for the next one.
pub fn latest_version(conn: &mut dyn Conn, kind: ConsentKind) -> DbResult<Option<String>> {
    conn.query_opt(
        "SELECT version FROM consents WHERE kind = $1 ORDER BY granted_at DESC, id DESC LIMIT 1",
        params![kind.as_str()],
    )?
    .map(|row| row.text(0))
    .transpose()
}

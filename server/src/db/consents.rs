//! `consents`: every consent a father gave, never deleted (revoking dates the row). A
//! kind's current state is its latest row by `granted_at`, then id. Triggers keep each
//! father's states in `father_states.consent_bits` (migrations 0026 and 0030: two bits per kind) in the writing
//! transaction; every read of a state reads them there: the father's record, the gallery's
//! `consent_missing`, texts' and e-mail's recipients.

use super::scope::Scope;
use super::{Conn, DbResult, Row};
use crate::domain::consent::{Consent, ConsentKind, ConsentState};
use crate::{binds, params};

/// The bits `father_states.consent_bits` gives a kind: (he has a consent of it, his latest one stands).
/// Kind i of `ConsentKind::ALL` has bits 2i and 2i+1, as the migration's triggers write them.
fn kind_bits(kind: ConsentKind) -> (i64, i64) {
    let index = ConsentKind::ALL.iter().position(|k| *k == kind).unwrap_or_default();
    (1 << (2 * index), 2 << (2 * index))
}

/// Each kind's state from a father's `father_states.consent_bits` (0 when he has no row).
pub fn state_from_bits(bits: i64) -> ConsentState {
    ConsentState::from_latest(ConsentKind::ALL.iter().map(|kind| (*kind, bits & kind_bits(*kind).1 != 0)))
}

/// Whether the father whose id is the SQL expression `father` has his latest consent of
/// `kind` standing: TRUE while it is not revoked, FALSE once it is, and `absent` when he
/// has none of that kind (photos: no consent; e-mail: an address he gave us). Never NULL.
pub fn standing_sql(father: &str, kind: ConsentKind, absent: bool) -> String {
    let (recorded, standing) = kind_bits(kind);
    format!(
        "COALESCE((SELECT CASE WHEN (sc.consent_bits & {recorded}) = 0 THEN {absent} ELSE (sc.consent_bits & {standing}) <> 0 END
                   FROM father_states sc WHERE sc.father_id = {father}), {absent})"
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
    conn.exists(&format!("SELECT 1 WHERE {}", email_allowed_sql("$1")), params![user_id])
}

const COLUMNS: &str = "c.id, c.father_id, c.kind, c.version, c.granted_at, c.witnessed_by, c.witness_name,
     c.revoked_at, c.revoked_by, c.note";

fn from_row(row: &Row) -> DbResult<Consent> {
    Ok(Consent {
        id: row.text("id")?,
        father_id: row.text("father_id")?,
        kind: row.word("kind", ConsentKind::parse)?,
        version: row.text("version")?,
        granted_at: row.time("granted_at")?,
        witnessed_by: row.opt_text("witnessed_by")?,
        witness_name: row.text("witness_name")?,
        revoked_at: row.opt_time("revoked_at")?,
        revoked_by: row.opt_text("revoked_by")?,
        note: row.text("note")?,
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
    let mut binds = binds![id];
    let in_scope = scope.covers_sql("c.father_id", &mut binds);
    conn.first(&format!("SELECT {COLUMNS} FROM consents c WHERE c.id = $1 AND {in_scope}"), &binds, from_row)
}

/// A father's consents, newest first (none when he is out of `scope`).
pub fn list(conn: &mut dyn Conn, scope: &Scope, father_id: &str) -> DbResult<Vec<Consent>> {
    let mut binds = binds![father_id];
    let in_scope = scope.covers_sql("c.father_id", &mut binds);
    conn.all(
        &format!(
            "SELECT {COLUMNS} FROM consents c WHERE c.father_id = $1 AND {in_scope}
             ORDER BY c.granted_at DESC, c.id DESC"
        ),
        &binds,
        from_row,
    )
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
    // His row first, as every consent write takes it: the trigger keeping his states takes it
    // after the consent's row, and a staff revocation holding it would wait on us in a circle.
    super::lock(conn, super::Table::Fathers, father_id)?;
    conn.execute(
        "UPDATE consents SET revoked_at = $3 WHERE id = (SELECT c.id FROM consents c WHERE c.father_id = $1 AND c.kind = $2
             ORDER BY c.granted_at DESC, c.id DESC LIMIT 1) AND revoked_at IS NULL",
        params![father_id, kind.as_str(), now],
    )
}

/// Each kind's current state for one father.
pub fn current(conn: &mut dyn Conn, father_id: &str) -> DbResult<ConsentState> {
    let bits =
        conn.first("SELECT consent_bits FROM father_states WHERE father_id = $1", params![father_id], |row| {
            row.int("consent_bits")
        })?;
    Ok(state_from_bits(bits.unwrap_or_default()))
}

/// The version of the latest consent of `kind` anyone recorded: the form the program uses
/// now, the default for the next one.
pub fn latest_version(conn: &mut dyn Conn, kind: ConsentKind) -> DbResult<Option<String>> {
    conn.first(
        "SELECT version FROM consents WHERE kind = $1 ORDER BY granted_at DESC, id DESC LIMIT 1",
        params![kind.as_str()],
        |row| row.text("version"),
    )
}

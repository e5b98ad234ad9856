//! `consents`: every consent a father gave, never deleted (revoking dates the row). A
//! kind's current state is its latest row by `granted_at`, then id (the index
//! `consents_father` reads it), one SQL expression ([`standing_sql`]) wherever a query
//! needs it: the father's record, the gallery's `consent_missing`, e-mail's recipients.

use super::scope::Scope;
use super::{Conn, DbResult, Row};
use crate::domain::consent::{Consent, ConsentKind, ConsentState};
use crate::{binds, params};

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
    conn.execute(
        "UPDATE consents SET revoked_at = $3 WHERE id = (SELECT c.id FROM consents c WHERE c.father_id = $1 AND c.kind = $2
             ORDER BY c.granted_at DESC, c.id DESC LIMIT 1) AND revoked_at IS NULL",
        params![father_id, kind.as_str(), now],
    )
}

/// Each kind's current state for one father.
pub fn current(conn: &mut dyn Conn, father_id: &str) -> DbResult<ConsentState> {
    let state = conn.first(&format!("SELECT {}", state_columns("$1")), params![father_id], state_from_row)?;
    Ok(state.unwrap_or_default())
}

/// One column per kind (in `ConsentKind::ALL`'s order): whether the latest consent of that
/// kind of the father whose id is the SQL expression `father` stands. A query answering a
/// record in full reads them with it, rather than asking again for each record.
pub fn state_columns(father: &str) -> String {
    let columns = ConsentKind::ALL
        .iter()
        .map(|kind| format!("{} AS {}", standing_sql(father, *kind, false), state_column(*kind)));
    columns.collect::<Vec<_>>().join(", ")
}

/// The name of the column [`state_columns`] gives a kind.
fn state_column(kind: ConsentKind) -> &'static str {
    match kind {
        ConsentKind::Program => "consent_program",
        ConsentKind::DataSharing => "consent_data_sharing",
        ConsentKind::Photo => "consent_photo",
        ConsentKind::Sms => "consent_sms",
        ConsentKind::Email => "consent_email",
    }
}

/// The state read by [`state_columns`].
pub fn state_from_row(row: &Row) -> DbResult<ConsentState> {
    let latest = ConsentKind::ALL.iter().map(|kind| row.bool(state_column(*kind)).map(|stands| (*kind, stands)));
    Ok(ConsentState::from_latest(latest.collect::<DbResult<Vec<_>>>()?))
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

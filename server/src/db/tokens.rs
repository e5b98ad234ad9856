//! Refresh tokens and password-reset tokens. Only SHA-256 digests are stored.

use super::{Conn, DbResult};
use crate::params;

pub struct NewRefreshToken<'a> {
    pub token_hash: &'a str,
    pub user_id: &'a str,
    pub family_id: &'a str,
    pub now: i64,
    pub expires_at: i64,
}

pub fn insert_refresh(conn: &mut dyn Conn, t: NewRefreshToken<'_>) -> DbResult<()> {
    conn.execute(
        "INSERT INTO refresh_tokens (token_hash, user_id, family_id, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5)",
        params![t.token_hash, t.user_id, t.family_id, t.now, t.expires_at],
    )?;
    Ok(())
}

pub struct StoredRefreshToken {
    pub user_id: String,
    pub family_id: String,
    pub expires_at: i64,
    pub rotated_at: Option<i64>,
    pub revoked_at: Option<i64>,
}

pub fn find_refresh(conn: &mut dyn Conn, token_hash: &str) -> DbResult<Option<StoredRefreshToken>> {
    conn.first(
        "SELECT user_id, family_id, expires_at, rotated_at, revoked_at
         FROM refresh_tokens WHERE token_hash = $1",
        params![token_hash],
        |row| {
            Ok(StoredRefreshToken {
                user_id: row.text("user_id")?,
                family_id: row.text("family_id")?,
                expires_at: row.int("expires_at")?,
                rotated_at: row.opt_int("rotated_at")?,
                revoked_at: row.opt_int("revoked_at")?,
            })
        },
    )
}

/// Marks a token as exchanged. False when another request exchanged it first.
pub fn mark_rotated(conn: &mut dyn Conn, token_hash: &str, now: i64) -> DbResult<bool> {
    let changed = conn.execute(
        "UPDATE refresh_tokens SET rotated_at = $2 WHERE token_hash = $1 AND rotated_at IS NULL",
        params![token_hash, now],
    )?;
    Ok(changed == 1)
}

pub fn revoke_family(conn: &mut dyn Conn, family_id: &str, now: i64) -> DbResult<()> {
    conn.execute(
        "UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL",
        params![family_id, now],
    )?;
    Ok(())
}

/// Revokes every session of a user except the family `keep` (the caller's own).
pub fn revoke_user_sessions(conn: &mut dyn Conn, user_id: &str, keep: Option<&str>, now: i64) -> DbResult<()> {
    conn.execute(
        "UPDATE refresh_tokens SET revoked_at = $2
         WHERE user_id = $1 AND revoked_at IS NULL AND family_id <> $3",
        params![user_id, now, keep.unwrap_or("")],
    )?;
    Ok(())
}

/// Drops tokens that expired more than a day ago; they can only ever answer 401.
pub fn purge_expired(conn: &mut dyn Conn, now: i64) -> DbResult<u64> {
    let day = 24 * 3600 * 1000;
    let refresh = conn.execute("DELETE FROM refresh_tokens WHERE expires_at < $1", params![now - day])?;
    let resets = conn.execute("DELETE FROM password_resets WHERE expires_at < $1", params![now - day])?;
    Ok(refresh + resets)
}

pub fn insert_reset(conn: &mut dyn Conn, token_hash: &str, user_id: &str, now: i64, expires_at: i64) -> DbResult<()> {
    conn.execute(
        "INSERT INTO password_resets (token_hash, user_id, created_at, expires_at)
         VALUES ($1, $2, $3, $4)",
        params![token_hash, user_id, now, expires_at],
    )?;
    Ok(())
}

/// Consumes a reset token: the user it belongs to, if it is unused and unexpired.
/// One conditional UPDATE, so of two requests racing with one token only one gets it.
/// Every other outstanding reset token of that user is spent with it.
pub fn consume_reset(conn: &mut dyn Conn, token_hash: &str, now: i64) -> DbResult<Option<String>> {
    let Some(user_id) = conn.first(
        "UPDATE password_resets SET used_at = $2
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
         RETURNING user_id",
        params![token_hash, now],
        |row| row.text("user_id"),
    )?
    else {
        return Ok(None);
    };
    conn.execute(
        "UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL",
        params![&user_id, now],
    )?;
    Ok(Some(user_id))
}

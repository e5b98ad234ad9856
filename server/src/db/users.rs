//! The `users` table.

use super::{Conn, DbResult, Row};
use crate::domain::{Language, User};
use crate::params;

const COLUMNS: &str = "id, email, display_name, first_name, last_name, preferred_language, \
                       is_admin, created_at, updated_at, last_sign_in_at";

fn from_row(row: &Row) -> DbResult<User> {
    Ok(User {
        id: row.text(0)?,
        email: row.text(1)?,
        display_name: row.text(2)?,
        first_name: row.text(3)?,
        last_name: row.text(4)?,
        preferred_language: Language::parse(&row.text(5)?).unwrap_or_default(),
        is_admin: row.bool(6)?,
        created_at: row.time(7)?,
        updated_at: row.time(8)?,
        last_sign_in_at: row.opt_time(9)?,
    })
}

/// Everything needed to insert an account; the id and timestamps are in `user`.
pub struct NewUser<'a> {
    pub user: &'a User,
    pub password_hash: &'a str,
}

pub fn insert(conn: &mut dyn Conn, new: NewUser<'_>) -> DbResult<()> {
    let u = new.user;
    conn.execute(
        "INSERT INTO users (id, email, display_name, first_name, last_name, preferred_language,
                            is_admin, password_hash, created_at, updated_at, last_sign_in_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
        params![
            &u.id,
            &u.email,
            &u.display_name,
            &u.first_name,
            &u.last_name,
            u.preferred_language.code(),
            u.is_admin,
            new.password_hash,
            u.created_at,
            u.updated_at,
            u.last_sign_in_at,
        ],
    )?;
    Ok(())
}

pub fn find(conn: &mut dyn Conn, id: &str) -> DbResult<Option<User>> {
    conn.query_opt(&format!("SELECT {COLUMNS} FROM users WHERE id = $1"), params![id])?
        .map(|row| from_row(&row))
        .transpose()
}

/// The account and its password hash, for sign-in. `email` must be normalised.
pub fn find_credentials(conn: &mut dyn Conn, email: &str) -> DbResult<Option<(User, String)>> {
    conn.query_opt(&format!("SELECT {COLUMNS}, password_hash FROM users WHERE email = $1"), params![email])?
        .map(|row| Ok((from_row(&row)?, row.text(10)?)))
        .transpose()
}

pub fn password_hash(conn: &mut dyn Conn, id: &str) -> DbResult<Option<String>> {
    conn.query_opt("SELECT password_hash FROM users WHERE id = $1", params![id])?.map(|row| row.text(0)).transpose()
}

pub fn set_password_hash(conn: &mut dyn Conn, id: &str, hash: &str, now: i64) -> DbResult<bool> {
    let changed =
        conn.execute("UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1", params![id, hash, now])?;
    Ok(changed == 1)
}

pub fn record_sign_in(conn: &mut dyn Conn, id: &str, now: i64) -> DbResult<()> {
    conn.execute("UPDATE users SET last_sign_in_at = $2 WHERE id = $1", params![id, now])?;
    Ok(())
}

/// Writes the editable profile fields of `user` back (names, language, role).
pub fn update_profile(conn: &mut dyn Conn, user: &User) -> DbResult<bool> {
    let changed = conn.execute(
        "UPDATE users SET display_name = $2, first_name = $3, last_name = $4,
                          preferred_language = $5, is_admin = $6, updated_at = $7
         WHERE id = $1",
        params![
            &user.id,
            &user.display_name,
            &user.first_name,
            &user.last_name,
            user.preferred_language.code(),
            user.is_admin,
            user.updated_at,
        ],
    )?;
    Ok(changed == 1)
}

pub fn count(conn: &mut dyn Conn) -> DbResult<i64> {
    conn.query("SELECT COUNT(*) FROM users", &[])?[0].int(0)
}

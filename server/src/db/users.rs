//! The `users` table.

use super::{Binds, Conn, DbResult, Row, Value};
use crate::domain::StaffRole;
use crate::domain::{Language, ReminderPreferences, StaffMember, User};
use crate::{binds, params};

/// The account `$user` (an alias of `users`) is a director: an admin with that role, or with
/// none (an account made before roles were is one). A macro, so a query built with `concat!`
/// holds the very same text.
macro_rules! is_director {
    ($user:literal) => {
        concat!($user, ".is_admin AND (", $user, ".staff_role IS NULL OR ", $user, ".staff_role = 'director')")
    };
}
pub(crate) use is_director;

/// The directors' account ids, as a query whose column is `id`.
pub const DIRECTOR_IDS: &str = concat!("SELECT u.id FROM users u WHERE ", is_director!("u"));

const COLUMNS: &str = "id, email, display_name, first_name, last_name, preferred_language, \
                       is_admin, created_at, updated_at, last_sign_in_at, staff_role, reminder_push, reminder_email, \
                       COALESCE((SELECT rf.reminders_sms FROM fathers rf WHERE rf.user_id = users.id), TRUE) AS reminders_sms";

fn from_row(row: &Row) -> DbResult<User> {
    let is_admin = row.bool("is_admin")?;
    Ok(User {
        id: row.text("id")?,
        email: row.text("email")?,
        display_name: row.text("display_name")?,
        first_name: row.text("first_name")?,
        last_name: row.text("last_name")?,
        preferred_language: row.word("preferred_language", Language::parse)?,
        is_admin,
        created_at: row.time("created_at")?,
        updated_at: row.time("updated_at")?,
        last_sign_in_at: row.opt_time("last_sign_in_at")?,
        // An admin without a role was made by a statement that predates roles (an
        // operator's UPDATE, an old tool): a director, as every admin was then.
        staff_role: match row.opt_word("staff_role", StaffRole::parse)? {
            None if is_admin => Some(StaffRole::Director),
            role if is_admin => role,
            _ => None,
        },
        reminders: ReminderPreferences {
            push: row.bool("reminder_push")?,
            email: row.bool("reminder_email")?,
            sms: row.bool("reminders_sms")?,
        },
    })
}

/// Everything needed to insert an account; the id and timestamps are in `user`.
pub struct NewUser<'a> {
    pub user: &'a User,
    pub password_hash: &'a str,
}

/// What the list's search matches: names and e-mail, lower-cased once on write.
fn search_text(u: &User) -> String {
    format!("{} {} {} {}", u.display_name, u.first_name, u.last_name, u.email).to_lowercase()
}

/// Tells every server that the account list changed (see `revision`) when `changed`, and
/// passes it on. Called after the change itself, so a reader that sees the new revision
/// also sees the change.
fn bump_revision(conn: &mut dyn Conn, changed: bool) -> DbResult<bool> {
    if changed {
        super::revisions::bump(conn, super::revisions::Counter::Users)?;
    }
    Ok(changed)
}

/// The account list's revision: it moves with every insert, update and delete of an
/// account, whichever server (or `fatherhood` command) made it.
pub fn revision(conn: &mut dyn Conn) -> DbResult<i64> {
    super::revisions::read(conn, super::revisions::Counter::Users)
}

pub fn insert(conn: &mut dyn Conn, new: NewUser<'_>) -> DbResult<()> {
    let u = new.user;
    conn.execute(
        "INSERT INTO users (id, email, display_name, first_name, last_name, preferred_language,
                            is_admin, password_hash, created_at, updated_at, last_sign_in_at, search_text,
                            staff_role)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
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
            search_text(u),
            u.staff_role.map(StaffRole::as_str),
        ],
    )?;
    bump_revision(conn, true).map(drop)
}

pub fn find(conn: &mut dyn Conn, id: &str) -> DbResult<Option<User>> {
    conn.first(&format!("SELECT {COLUMNS} FROM users WHERE id = $1"), params![id], from_row)
}

/// Fathers' accounts no record is linked to (they registered themselves), newest first.
pub fn unlinked(conn: &mut dyn Conn, limit: i64) -> DbResult<Vec<User>> {
    conn.all(
        &format!(
            "SELECT {COLUMNS} FROM users WHERE users.is_admin = FALSE
               AND NOT EXISTS (SELECT 1 FROM fathers f WHERE f.user_id = users.id)
             ORDER BY users.created_at DESC, users.id DESC LIMIT $1"
        ),
        params![limit],
        from_row,
    )
}

/// The account behind an access token, provided its session (refresh-token family)
/// has not been ended by sign-out, password reset or token theft.
pub fn find_in_session(conn: &mut dyn Conn, id: &str, session_id: &str) -> DbResult<Option<User>> {
    conn.first(
        &format!(
            "SELECT {COLUMNS} FROM users WHERE users.id = $1 AND EXISTS (
                SELECT 1 FROM refresh_tokens r
                WHERE r.family_id = $2 AND r.user_id = users.id AND r.revoked_at IS NULL)"
        ),
        params![id, session_id],
        from_row,
    )
}

/// The account and its password hash, for sign-in. `email` must be normalised.
pub fn find_credentials(conn: &mut dyn Conn, email: &str) -> DbResult<Option<(User, String)>> {
    conn.first(&format!("SELECT {COLUMNS}, password_hash FROM users WHERE email = $1"), params![email], |row| {
        Ok((from_row(row)?, row.text("password_hash")?))
    })
}

pub fn password_hash(conn: &mut dyn Conn, id: &str) -> DbResult<Option<String>> {
    conn.first("SELECT password_hash FROM users WHERE id = $1", params![id], |row| row.text("password_hash"))
}

pub fn set_password_hash(conn: &mut dyn Conn, id: &str, hash: &str, now: i64) -> DbResult<bool> {
    let changed =
        conn.execute("UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1", params![id, hash, now])?;
    bump_revision(conn, changed == 1)
}

/// False when the account is gone.
pub fn record_sign_in(conn: &mut dyn Conn, id: &str, now: i64) -> DbResult<bool> {
    let changed = conn.execute("UPDATE users SET last_sign_in_at = $2 WHERE id = $1", params![id, now])?;
    bump_revision(conn, changed == 1)
}

pub fn count(conn: &mut dyn Conn) -> DbResult<i64> {
    Ok(conn.first("SELECT COUNT(*) AS users FROM users", &[], |row| row.int("users"))?.unwrap_or(0))
}

/// Where a page of accounts starts: after so many, or just after an account (newest first).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Start {
    Offset(i64),
    After { created_at_millis: i64, id: String },
}

impl Start {
    pub fn after(user: &User) -> Start {
        Start::After { created_at_millis: user.created_at.timestamp_millis(), id: user.id.clone() }
    }
}

/// A page of accounts, newest first; `search` matches names and e-mail, case-insensitively.
/// After an account, the order's index is sought to: a deep page costs what the first does.
pub fn list(conn: &mut dyn Conn, search: Option<&str>, limit: i64, start: &Start) -> DbResult<Vec<User>> {
    let mut clauses = vec![];
    let mut binds = Binds::new();
    if let Some(q) = search {
        clauses.push(super::contains_sql("search_text", q, &mut binds));
    }
    let offset = match start {
        Start::Offset(offset) => *offset,
        Start::After { created_at_millis, id } => {
            let (created_at, id) = (binds.add(*created_at_millis), binds.add(id));
            clauses.push(format!("(created_at, id) < ({created_at}, {id})"));
            0
        }
    };
    let condition = if clauses.is_empty() { String::new() } else { format!("WHERE {}", clauses.join(" AND ")) };
    let page = super::limit_offset(limit, offset, &mut binds);
    let sql = format!("SELECT {COLUMNS} FROM users {condition} ORDER BY created_at DESC, id DESC {page}");
    conn.all(&sql, &binds, from_row)
}

/// Columns to change on an account; `None` leaves a column as it is.
#[derive(Default)]
pub struct UserChanges {
    pub email: Option<String>,
    pub display_name: Option<String>,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub preferred_language: Option<Language>,
    /// Some(None): not staff any more (a father's account); Some(Some(role)): staff.
    pub staff_role: Option<Option<StaffRole>>,
    pub reminders: Option<ReminderPreferences>,
}

/// Changes only the given columns — a concurrent change to another column stays — and
/// answers the account as it now is; None when there is no such account.
pub fn update(conn: &mut dyn Conn, id: &str, changes: &UserChanges, now: i64) -> DbResult<Option<User>> {
    let mut binds = binds![id, now];
    let mut sets = String::from("updated_at = $2");
    let mut set = |column: &str, value: Value| {
        let place = binds.add(value);
        sets.push_str(&format!(", {column} = {place}"));
    };
    if let Some(v) = &changes.email {
        set("email", Value::from(v));
    }
    if let Some(v) = &changes.display_name {
        set("display_name", Value::from(v));
    }
    if let Some(v) = &changes.first_name {
        set("first_name", Value::from(v));
    }
    if let Some(v) = &changes.last_name {
        set("last_name", Value::from(v));
    }
    if let Some(v) = changes.preferred_language {
        set("preferred_language", Value::from(v.code()));
    }
    if let Some(reminders) = changes.reminders {
        set("reminder_push", Value::from(reminders.push));
        set("reminder_email", Value::from(reminders.email));
        // Kept on his record, which staff set too; before the UPDATE, which answers it.
        conn.execute("UPDATE fathers SET reminders_sms = $2 WHERE user_id = $1", params![id, reminders.sms])?;
    }
    if let Some(role) = changes.staff_role {
        set("is_admin", Value::from(role.is_some()));
        set("staff_role", Value::from(role.map(StaffRole::as_str)));
    }
    let sql = format!("UPDATE users SET {sets} WHERE id = $1 RETURNING {COLUMNS}");
    let Some(user) = conn.first(&sql, &binds, from_row)? else {
        return Ok(None);
    };
    // From the row as it now is; the UPDATE above holds its lock until the commit.
    conn.execute("UPDATE users SET search_text = $2 WHERE id = $1", params![id, search_text(&user)])?;
    bump_revision(conn, true)?;
    Ok(Some(user))
}

pub fn delete(conn: &mut dyn Conn, id: &str) -> DbResult<bool> {
    let deleted = conn.execute("DELETE FROM users WHERE id = $1", params![id])?;
    bump_revision(conn, deleted == 1)
}

/// The directors' ids, locked until the transaction ends (see `db::for_update`): a
/// transaction that may remove a director decides on the set as it is, and a concurrent
/// one that would remove another waits, then sees the outcome (on PostgreSQL the row of a
/// director demoted meanwhile no longer matches once the lock is granted).
pub fn lock_directors(conn: &mut dyn Conn) -> DbResult<Vec<String>> {
    let lock = super::for_update(conn);
    conn.all(
        &format!(
            "SELECT id FROM users WHERE is_admin = $1 AND (staff_role IS NULL OR staff_role = $2) ORDER BY id{lock}"
        ),
        params![true, "director"],
        |row| row.text("id"),
    )
}

/// Every staff account, by name: a program has a handful.
pub fn staff(conn: &mut dyn Conn) -> DbResult<Vec<StaffMember>> {
    conn.all(
        "SELECT id, display_name, staff_role FROM users WHERE is_admin = $1 ORDER BY display_name, id",
        params![true],
        |row| {
            Ok(StaffMember {
                id: row.text("id")?,
                display_name: row.text("display_name")?,
                // An admin without a role predates roles: a director (see `from_row`).
                staff_role: row.opt_word("staff_role", StaffRole::parse)?.unwrap_or(StaffRole::Director),
            })
        },
    )
}

/// Accounts that never signed in and were created before `created_before` (ms), oldest first.
pub fn never_signed_in(conn: &mut dyn Conn, created_before: i64, limit: i64) -> DbResult<Vec<User>> {
    conn.all(
        &format!(
            "SELECT {COLUMNS} FROM users WHERE last_sign_in_at IS NULL AND created_at < $1
             ORDER BY created_at, id {}",
            super::limit(limit)
        ),
        params![created_before],
        from_row,
    )
}

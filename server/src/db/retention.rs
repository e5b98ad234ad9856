//! Retention (docs/OPERATIONS.md, "What is kept, and for how long"): the fathers whose
//! record is past it, and the erasure of one record. What reports count stays — his status,
//! dates, group memberships, attendance marks and minutes, milestones, the incentive ledger
//! — and whatever identifies him or was written about him goes.

use chrono::NaiveDate;

use super::{Conn, DbResult};
use crate::params;

/// What an anonymised record is called: "Former participant", as first and last name.
pub const FIRST_NAME: &str = "Former";
pub const LAST_NAME: &str = "participant";

/// A father past retention: exited before `cutoff` and not anonymised yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Due {
    pub father_id: String,
    /// His name as the record holds it, for whoever reviews what retention does.
    pub name: String,
    pub exit_date: NaiveDate,
}

/// How long after an exit date is recorded retention leaves the record alone, whatever the
/// date says: a date typed wrong (1990 for 2019) can be corrected before anything is erased.
pub const GRACE_MS: i64 = 30 * 24 * 3600 * 1000;

/// Which records retention may touch: exited before `cutoff` (the program's today less the
/// retention), the exit recorded before `recorded_before` (now less [`GRACE_MS`]).
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub cutoff: NaiveDate,
    pub recorded_before: i64,
}

/// The fathers past retention and not anonymised yet, earliest exit first.
pub fn due(conn: &mut dyn Conn, limits: Limits) -> DbResult<Vec<Due>> {
    conn.all(
        "SELECT id, exit_date, first_name, last_name FROM fathers
         WHERE exit_date < $1 AND exit_recorded_at <= $2 AND anonymised_at IS NULL ORDER BY exit_date, id",
        params![limits.cutoff, limits.recorded_before],
        due_from_row,
    )
}

/// A record read from `id, exit_date, first_name, last_name`.
fn due_from_row(row: &super::Row) -> DbResult<Due> {
    let (father_id, exit_date) = (row.text("id")?, row.date("exit_date")?);
    let name = format!("{} {}", row.text("first_name")?, row.text("last_name")?).trim().to_owned();
    Ok(Due { father_id, name, exit_date })
}

/// Records not anonymised yet that exited before `day`, each with when its exit was recorded.
pub fn exited_before(conn: &mut dyn Conn, day: NaiveDate) -> DbResult<Vec<(Due, i64)>> {
    conn.all(
        "SELECT id, exit_date, first_name, last_name, exit_recorded_at FROM fathers
         WHERE exit_date < $1 AND anonymised_at IS NULL ORDER BY exit_date, id",
        params![day],
        |row| Ok((due_from_row(row)?, row.opt_int("exit_recorded_at")?.unwrap_or(0))),
    )
}

/// What an anonymisation left to do after its transaction, and what the record was.
#[derive(Clone, Debug)]
pub struct Erased {
    /// His name before: the activities about him are renamed.
    pub name: String,
    /// His name as fellow fathers saw it ("Otto O."), when it has an initial.
    pub fellow_name: Option<String>,
    /// His portrait's stored key: queued for deletion.
    pub photo_key: Option<String>,
    /// His account: deleted by the caller (its rules are the accounts').
    pub user_id: Option<String>,
    /// His e-mail and phone before: erased wherever the activity log wrote them.
    pub email: String,
    pub phone: String,
}

/// Anonymises the record if it is still due (within `limits`, not anonymised): the
/// conditional UPDATE decides, so of two instances doing it at once one does and the other
/// finds nothing (the caller holds the row's lock on PostgreSQL, so the second reads the
/// first's result). None when there was nothing to do.
pub fn anonymise(conn: &mut dyn Conn, father_id: &str, limits: Limits, now: i64) -> DbResult<Option<Erased>> {
    let before = conn.first(
        "SELECT first_name, last_name, photo_key, user_id, email, phone FROM fathers
         WHERE id = $1 AND exit_date < $2 AND exit_recorded_at <= $3 AND anonymised_at IS NULL",
        params![father_id, limits.cutoff, limits.recorded_before],
        |row| {
            let (first, last) = (row.text("first_name")?, row.text("last_name")?);
            Ok(Erased {
                name: format!("{first} {last}").trim().to_owned(),
                fellow_name: Some(crate::domain::message::fellow_name(&first, &last)).filter(|n| n.contains(' ')),
                photo_key: row.opt_text("photo_key")?,
                user_id: row.opt_text("user_id")?,
                email: row.text("email")?,
                phone: row.text("phone")?,
            })
        },
    )?;
    let Some(erased) = before else {
        return Ok(None);
    };
    let search_text = format!("{FIRST_NAME} {LAST_NAME}").to_lowercase();
    let changed = conn.execute(
        "UPDATE fathers SET first_name = $2, last_name = $3, email = '', phone = '', phone_valid = FALSE, address = '',
             date_of_birth = NULL, children = '[]', notes = '', exit_reason = '', referral_source = '',
             photo_key = NULL, user_id = NULL, search_text = $4, anonymised_at = $5, updated_at = $5
         WHERE id = $1 AND exit_date < $6 AND exit_recorded_at <= $7 AND anonymised_at IS NULL",
        params![father_id, FIRST_NAME, LAST_NAME, search_text.as_str(), now, limits.cutoff, limits.recorded_before],
    )?;
    if changed != 1 {
        return Ok(None);
    }
    // What staff wrote about him, and what he wrote in his answers; the facts stay.
    conn.execute("UPDATE contacts SET note = '' WHERE father_id = $1", params![father_id])?;
    conn.execute("UPDATE referrals SET note = '' WHERE father_id = $1", params![father_id])?;
    conn.execute("UPDATE attendance SET note = '' WHERE father_id = $1", params![father_id])?;
    conn.execute("UPDATE milestones SET note = '' WHERE father_id = $1", params![father_id])?;
    conn.execute("UPDATE rsvps SET note = '' WHERE father_id = $1", params![father_id])?;
    conn.execute("UPDATE consents SET note = '' WHERE father_id = $1", params![father_id])?;
    // His texts' words and number go; that they were sent, delivered or failed stays.
    conn.execute(
        "UPDATE texts SET body = '', phone = '', unread = FALSE, next_attempt_at = NULL WHERE father_id = $1",
        params![father_id],
    )?;
    // His answers on forms and their corrections go; their scores and flags stay, so a
    // report's pre/post change and its screenings counted do not move.
    conn.execute(
        "UPDATE submissions SET answers = '{}', declined = '[]', current_answers = '{}', current_declined = '[]'
         WHERE father_id = $1",
        params![father_id],
    )?;
    conn.execute(
        "UPDATE submission_amendments SET answers = '{}', reason = ''
         WHERE submission_id IN (SELECT id FROM submissions WHERE father_id = $1)",
        params![father_id],
    )?;
    // He is no longer known to be in any photo. A photo hidden because of him stays hidden
    // (`consent_missing` is left as it is): nobody can ask him for consent any more.
    conn.execute("DELETE FROM photo_tags WHERE father_id = $1", params![father_id])?;
    // An import's record of what it changed holds his old details: it goes, and an undo
    // leaves him alone.
    conn.execute("DELETE FROM import_rows WHERE father_id = $1", params![father_id])?;
    Ok(Some(erased))
}

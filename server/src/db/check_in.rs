//! `check_in_codes`: one code per session, unique across sessions (migration 0019), and
//! the attendance marks fathers make with them.

use super::{Conn, DbResult};
use crate::domain::program::AttendanceStatus;
use crate::domain::rsvp::AttendanceMethod;
use crate::params;

/// A session's code and when it works (milliseconds, [valid_from, expires_at)).
pub struct Code {
    pub session_id: String,
    pub code: String,
    pub valid_from: i64,
    pub expires_at: i64,
}

/// Gives the session `code`, replacing its previous one (which stops working at once).
/// A code another session holds is a `UniqueViolation`: the caller draws another.
pub fn replace(conn: &mut dyn Conn, code: &Code, created_by: &str, now: i64) -> DbResult<()> {
    conn.execute(
        "INSERT INTO check_in_codes (session_id, code, created_by, created_at, valid_from, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (session_id) DO UPDATE SET code = excluded.code, created_by = excluded.created_by,
             created_at = excluded.created_at, valid_from = excluded.valid_from, expires_at = excluded.expires_at",
        params![&code.session_id, &code.code, created_by, now, code.valid_from, code.expires_at],
    )?;
    Ok(())
}

fn code_from(row: &super::Row) -> DbResult<Code> {
    Ok(Code {
        session_id: row.text("session_id")?,
        code: row.text("code")?,
        valid_from: row.int("valid_from")?,
        expires_at: row.int("expires_at")?,
    })
}

/// The session's code, if it has one.
pub fn of_session(conn: &mut dyn Conn, session_id: &str) -> DbResult<Option<Code>> {
    conn.first(
        "SELECT session_id, code, valid_from, expires_at FROM check_in_codes WHERE session_id = $1",
        params![session_id],
        code_from,
    )
}

/// The code's session and window, if some session holds it.
pub fn find(conn: &mut dyn Conn, code: &str) -> DbResult<Option<Code>> {
    conn.first(
        "SELECT session_id, code, valid_from, expires_at FROM check_in_codes WHERE code = $1",
        params![code],
        code_from,
    )
}

/// Marks the father as checked in, unless he already has a mark (staff's, or an earlier
/// check-in): that one is left as it is. Answers the mark he has now and whether it is
/// this one.
pub fn mark(
    conn: &mut dyn Conn,
    session_id: &str,
    father_id: &str,
    status: AttendanceStatus,
    user_id: &str,
    now: i64,
) -> DbResult<(AttendanceStatus, bool)> {
    let written = conn.execute(
        "INSERT INTO attendance (session_id, father_id, status, minutes, note, marked_by, marked_at, method)
         VALUES ($1, $2, $3, NULL, '', $4, $5, $6)
         ON CONFLICT (session_id, father_id) DO NOTHING",
        params![session_id, father_id, status.as_str(), user_id, now, AttendanceMethod::CheckIn.as_str()],
    )? == 1;
    let status = conn
        .first(
            "SELECT status FROM attendance WHERE session_id = $1 AND father_id = $2",
            params![session_id, father_id],
            |row| row.word("status", AttendanceStatus::parse),
        )?
        .ok_or_else(|| super::DbError::Other("the mark just made is gone".into()))?;
    Ok((status, written))
}

/// One father's mark at a session as a live event tells it.
pub struct MarkNow {
    pub status: AttendanceStatus,
    pub method: AttendanceMethod,
    pub marked_by: Option<String>,
    pub marked_at: chrono::DateTime<chrono::Utc>,
}

pub fn mark_now(conn: &mut dyn Conn, session_id: &str, father_id: &str) -> DbResult<Option<MarkNow>> {
    conn.first(
        "SELECT status, method, marked_by, marked_at FROM attendance WHERE session_id = $1 AND father_id = $2",
        params![session_id, father_id],
        |row| {
            Ok(MarkNow {
                status: row.word("status", AttendanceStatus::parse)?,
                method: row.word("method", AttendanceMethod::parse)?,
                marked_by: row.opt_text("marked_by")?,
                marked_at: row.time("marked_at")?,
            })
        },
    )
}

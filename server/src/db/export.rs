//! What a father's data export reads that no other area lists this way: his memberships,
//! his attendance marks with their sessions, his consents, the messages he sent and the
//! photos he is tagged in. Each reads his rows only (by his record's or account's id); who
//! may ask is decided by the caller.

use super::gallery::Looker;
use super::{Conn, DbResult};
use crate::domain::export::{ExportAttendance, ExportMembership, ExportMessage, ExportTaggedPhoto};
use crate::domain::program::AttendanceStatus;
use crate::{binds, params};

/// His stays in groups, oldest first, with the groups' names.
pub fn memberships(conn: &mut dyn Conn, father_id: &str) -> DbResult<Vec<ExportMembership>> {
    conn.all(
        "SELECT m.group_id, g.name, m.joined_at, m.left_at FROM group_members m JOIN father_groups g ON g.id = m.group_id
         WHERE m.father_id = $1 ORDER BY m.joined_at, m.group_id",
        params![father_id], |row| {
        Ok(ExportMembership {
            group_id: row.text("group_id")?,
            group_name: row.text("name")?,
            joined_at: row.time("joined_at")?,
            left_at: row.opt_time("left_at")?,
        })
    })
}

/// His attendance marks by the session's start; the facilitators' notes only when `notes`.
pub fn attendance(conn: &mut dyn Conn, father_id: &str, notes: bool) -> DbResult<Vec<ExportAttendance>> {
    let note = if notes { "a.note" } else { "NULL" };
    conn.all(
        &format!(
            "SELECT a.session_id, s.title AS session_title, c.title AS cycle_title, s.starts_at, a.status, a.minutes, a.method,
                 a.marked_at, {note} AS note
             FROM attendance a JOIN sessions s ON s.id = a.session_id JOIN cycles c ON c.id = s.cycle_id
             WHERE a.father_id = $1 ORDER BY s.starts_at, a.session_id"
        ),
        params![father_id], |row| {
        Ok(ExportAttendance {
            session_id: row.text("session_id")?,
            session_title: row.text("session_title")?,
            cycle_title: row.text("cycle_title")?,
            starts_at: row.time("starts_at")?,
            status: Some(row.word("status", AttendanceStatus::parse)?),
            minutes: row.opt_int("minutes")?,
            method: row.text("method")?,
            marked_at: row.time("marked_at")?,
            note: row.opt_text("note")?,
        })
    })
}

/// The messages an account sent, oldest first, with their conversation's kind and, for a
/// group's, the group's name.
pub fn messages_sent(conn: &mut dyn Conn, user_id: &str) -> DbResult<Vec<ExportMessage>> {
    conn.all(
        "SELECT m.id, m.conversation_id, c.kind, g.name AS group_name, m.sent_at, m.body, m.deleted_at
         FROM messages m JOIN conversations c ON c.id = m.conversation_id
         LEFT JOIN father_groups g ON g.id = c.group_id
         WHERE m.sender_id = $1 ORDER BY m.id",
        params![user_id],
        |row| {
            Ok(ExportMessage {
                id: row.text("id")?,
                conversation_id: row.text("conversation_id")?,
                conversation_kind: row.text("kind")?,
                group_name: row.opt_text("group_name")?,
                sent_at: row.time("sent_at")?,
                body: row.text("body")?,
                removed_at: row.opt_time("deleted_at")?,
            })
        },
    )
}

/// The gallery photos he is tagged in, oldest first, as `looker` sees the gallery: a
/// father's own export lists exactly the photos he could open (in his albums' audience,
/// ready, not hidden for want of someone's consent); staff's every one.
pub fn tagged_photos(conn: &mut dyn Conn, father_id: &str, looker: &Looker) -> DbResult<Vec<ExportTaggedPhoto>> {
    let mut binds = binds![father_id];
    let audience = looker.audience_sql(&mut binds);
    conn.all(
        &format!(
            "SELECT p.id, p.album_id, al.title, p.caption, p.created_at
             FROM photo_tags t JOIN photos p ON p.id = t.photo_id JOIN albums al ON al.id = p.album_id
             WHERE t.father_id = $1{audience}{} ORDER BY p.id",
            looker.photos_shown()
        ),
        &binds,
        |row| {
            Ok(ExportTaggedPhoto {
                photo_id: row.text("id")?,
                album_id: row.text("album_id")?,
                album_title: row.text("title")?,
                caption: row.text("caption")?,
                created_at: row.time("created_at")?,
            })
        },
    )
}

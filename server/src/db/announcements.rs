//! `announcements` and `announcement_reads`.

use super::{Binds, Conn, DbResult, Row};
use crate::domain::announcement::Announcement;
use crate::{binds, params};

/// `$1` is the reader's user id throughout: it decides `unread`.
const SELECT: &str = "SELECT a.id, a.title, a.body, a.group_id, g.name AS group_name, a.pinned, a.author_id,
            u.display_name AS author_name,
            a.created_at, a.updated_at,
            CASE WHEN a.created_at > COALESCE(r.read_at, -1) AND (a.author_id IS NULL OR a.author_id <> $1)
                 THEN 1 ELSE 0 END AS unread
     FROM announcements a
     LEFT JOIN father_groups g ON g.id = a.group_id
     LEFT JOIN users u ON u.id = a.author_id
     LEFT JOIN announcement_reads r ON r.user_id = $1";

fn from_row(row: &Row) -> DbResult<Announcement> {
    Ok(Announcement {
        id: row.text("id")?,
        title: row.text("title")?,
        body: row.text("body")?,
        group_id: row.opt_text("group_id")?,
        group_name: row.opt_text("group_name")?,
        pinned: row.bool("pinned")?,
        author_id: row.opt_text("author_id")?,
        author_name: row.opt_text("author_name")?,
        created_at: row.time("created_at")?,
        updated_at: row.time("updated_at")?,
        unread: row.int("unread")? == 1,
    })
}

/// The accounts an announcement is sent to (its e-mails, its pushes): everyone, or the
/// fathers of its group now — never its author. `group` and `author` name the statement's
/// parameters holding them (a NULL group: everyone). One rule for both queues.
pub(super) fn recipients(group: &str, author: &str) -> String {
    format!(
        "SELECT u.id FROM users u WHERE CAST({group} AS TEXT) IS NULL AND u.id <> {author}
         UNION
         SELECT f.user_id FROM group_members m JOIN fathers f ON f.id = m.father_id
         WHERE m.group_id = {group} AND m.left_at IS NULL AND f.user_id IS NOT NULL AND f.user_id <> {author}"
    )
}

/// Who reads: staff see every announcement; a father those for everyone and for the
/// groups he is a member of now.
pub enum Reader {
    /// Staff read every announcement but those of groups in programs they may not know of.
    Staff {
        user_id: String,
        knows: super::programs::Knows,
    },
    Father {
        user_id: String,
        father_id: Option<String>,
    },
}

impl Reader {
    /// How `user` reads announcements now: staff, or a father with his record (if any).
    pub fn of(conn: &mut dyn Conn, user: &crate::domain::User) -> DbResult<Reader> {
        if user.is_admin {
            return Ok(Reader::Staff { user_id: user.id.clone(), knows: super::programs::Knows::of(user) });
        }
        let father_id = super::fathers::find_by_user(conn, &user.id)?.map(|f| f.id);
        Ok(Reader::Father { user_id: user.id.clone(), father_id })
    }

    fn user_id(&self) -> &str {
        match self {
            Reader::Staff { user_id, .. } | Reader::Father { user_id, .. } => user_id,
        }
    }

    /// The statement's binds, starting with the reader's user id (`$1`).
    fn binds(&self) -> Binds {
        binds![self.user_id()]
    }

    /// The audience condition, its parameters bound.
    fn audience(&self, binds: &mut Binds) -> String {
        match self {
            Reader::Staff { knows: super::programs::Knows::All, .. } => String::new(),
            Reader::Staff { knows, .. } => format!(
                " AND (a.group_id IS NULL OR EXISTS (SELECT 1 FROM father_groups ag WHERE ag.id = a.group_id AND {}))",
                knows.sql("ag.program_id", binds)
            ),
            Reader::Father { father_id: None, .. } => " AND a.group_id IS NULL".into(),
            Reader::Father { father_id: Some(father), .. } => format!(
                " AND (a.group_id IS NULL OR a.group_id IN (
                     SELECT m.group_id FROM group_members m WHERE m.father_id = {} AND m.left_at IS NULL))",
                binds.add(father)
            ),
        }
    }
}

pub fn insert(conn: &mut dyn Conn, a: &Announcement) -> DbResult<()> {
    conn.execute(
        "INSERT INTO announcements (id, title, body, group_id, pinned, author_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        params![
            &a.id,
            &a.title,
            &a.body,
            a.group_id.as_deref(),
            a.pinned,
            a.author_id.as_deref(),
            a.created_at,
            a.updated_at
        ],
    )?;
    Ok(())
}

/// Writes an announcement read (and locked) in this transaction.
pub fn update(conn: &mut dyn Conn, a: &Announcement) -> DbResult<bool> {
    Ok(conn.execute(
        "UPDATE announcements SET title = $2, body = $3, group_id = $4, pinned = $5, updated_at = $6 WHERE id = $1",
        params![&a.id, &a.title, &a.body, a.group_id.as_deref(), a.pinned, a.updated_at],
    )? == 1)
}

pub fn delete(conn: &mut dyn Conn, id: &str) -> DbResult<bool> {
    Ok(conn.execute("DELETE FROM announcements WHERE id = $1", params![id])? == 1)
}

/// One announcement, if the reader is in its audience.
pub fn find(conn: &mut dyn Conn, reader: &Reader, id: &str) -> DbResult<Option<Announcement>> {
    let mut binds = reader.binds();
    let audience = reader.audience(&mut binds);
    let id = binds.add(id);
    conn.first(&format!("{SELECT} WHERE a.id = {id}{audience}"), &binds, from_row)
}

/// Pinned first, then newest.
pub fn list(conn: &mut dyn Conn, reader: &Reader, limit: i64, offset: i64) -> DbResult<Vec<Announcement>> {
    let mut binds = reader.binds();
    let audience = reader.audience(&mut binds);
    let page = super::limit_offset(limit, offset, &mut binds);
    conn.all(
        &format!(
            "{SELECT} WHERE 1 = 1{audience}
             ORDER BY a.pinned DESC, a.created_at DESC, a.id DESC {page}"
        ),
        &binds,
        from_row,
    )
}

/// How many announcements the reader has not read.
pub fn unread_count(conn: &mut dyn Conn, reader: &Reader) -> DbResult<i64> {
    let mut binds = reader.binds();
    let audience = reader.audience(&mut binds);
    let unread = conn.first(
        &format!(
            "SELECT COUNT(*) AS unread FROM announcements a
             WHERE a.created_at > COALESCE((SELECT read_at FROM announcement_reads WHERE user_id = $1), -1)
               AND (a.author_id IS NULL OR a.author_id <> $1){audience}"
        ),
        &binds,
        |row| row.int("unread"),
    )?;
    Ok(unread.unwrap_or(0))
}

/// Everything published up to `at` counts as read for the user from now on.
pub fn mark_read(conn: &mut dyn Conn, user_id: &str, at: i64) -> DbResult<()> {
    conn.execute(
        "INSERT INTO announcement_reads (user_id, read_at) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET read_at = CASE WHEN excluded.read_at > announcement_reads.read_at
                                                       THEN excluded.read_at ELSE announcement_reads.read_at END",
        params![user_id, at],
    )?;
    Ok(())
}

//! `conversations`, `conversation_members`, `messages` and `conversation_reads`.
//!
//! Who takes part in a group's conversation is not stored: it is all staff and the
//! accounts of the group's current members, decided by the same condition everywhere
//! (`PARTICIPATES`), so a father who leaves a group loses its conversation at once.

use super::{Conn, DbResult, Row};
use crate::domain::message::{Contact, Conversation, Message, Participant};
use crate::params;

/// `c` is a conversation `$1` (a user id) takes part in; `$2` says whether he is staff.
const PARTICIPATES: &str = "(
    (c.kind = 'direct' AND EXISTS (SELECT 1 FROM conversation_members cm
                                   WHERE cm.conversation_id = c.id AND cm.user_id = $1))
    OR (c.kind = 'group' AND ($2 OR EXISTS (
        SELECT 1 FROM fathers f JOIN group_members m ON m.father_id = f.id
        WHERE f.user_id = $1 AND m.group_id = c.group_id AND m.left_at IS NULL))))";

/// The group conversation's id, fixed by its group's.
pub fn group_conversation_id(group_id: &str) -> String {
    format!("group-{group_id}")
}

/// Gives a new group its conversation (called with the group's insert).
pub fn create_group_conversation(conn: &mut dyn Conn, group_id: &str, now: i64) -> DbResult<()> {
    conn.execute(
        "INSERT INTO conversations (id, kind, group_id, created_at) VALUES ($1, 'group', $2, $3)",
        params![group_conversation_id(group_id), group_id, now],
    )?;
    Ok(())
}

fn pair_key(a: &str, b: &str) -> String {
    if a < b {
        format!("{a} {b}")
    } else {
        format!("{b} {a}")
    }
}

/// The direct conversation of two people, created the first time; true when created.
pub fn open_direct(conn: &mut dyn Conn, a: &str, b: &str, now: i64) -> DbResult<(String, bool)> {
    let key = pair_key(a, b);
    let id = uuid::Uuid::now_v7().to_string();
    let created = conn.execute(
        "INSERT INTO conversations (id, kind, pair_key, created_at) VALUES ($1, 'direct', $2, $3)
         ON CONFLICT (pair_key) DO NOTHING",
        params![&id, &key, now],
    )? == 1;
    if created {
        for user in [a, b] {
            conn.execute(
                "INSERT INTO conversation_members (conversation_id, user_id) VALUES ($1, $2)",
                params![&id, user],
            )?;
        }
        return Ok((id, true));
    }
    let row = conn
        .query_opt("SELECT id FROM conversations WHERE pair_key = $1", params![&key])?
        .ok_or_else(|| super::DbError::Other("the direct conversation just found is gone".into()))?;
    Ok((row.text(0)?, false))
}

/// Whether the user takes part in the conversation.
pub fn participates(conn: &mut dyn Conn, conversation_id: &str, user_id: &str, staff: bool) -> DbResult<bool> {
    Ok(!conn
        .query(
            &format!("SELECT 1 FROM conversations c WHERE c.id = $3 AND {PARTICIPATES}"),
            params![user_id, staff, conversation_id],
        )?
        .is_empty())
}

/// What a write needs to know of a conversation the user takes part in: its kind, its
/// title (the group's name, or the other person's) and, for a direct one, the other
/// person — without the participants, last message and unread count a page shows.
pub struct Brief {
    pub kind: String,
    pub title: String,
    pub other: Option<String>,
}

pub fn brief(conn: &mut dyn Conn, id: &str, user_id: &str, staff: bool) -> DbResult<Option<Brief>> {
    let Some(row) = conn.query_opt(
        &format!(
            "SELECT c.kind, g.name, o.id, o.display_name
             FROM conversations c LEFT JOIN father_groups g ON g.id = c.group_id
             LEFT JOIN conversation_members om ON om.conversation_id = c.id AND om.user_id <> $1
             LEFT JOIN users o ON o.id = om.user_id
             WHERE c.id = $3 AND {PARTICIPATES}"
        ),
        params![user_id, staff, id],
    )?
    else {
        return Ok(None);
    };
    let kind = row.text(0)?;
    let other = row.opt_text(2)?;
    let title = match row.opt_text(1)? {
        Some(group) => group,
        None => row.opt_text(3)?.unwrap_or_default(),
    };
    Ok(Some(Brief { kind, title, other }))
}

const CONVERSATION_COLUMNS: &str = "c.id, c.kind, c.group_id, g.name,
    (SELECT COUNT(*) FROM messages x WHERE x.conversation_id = c.id AND x.deleted_at IS NULL
        AND (x.sender_id IS NULL OR x.sender_id <> $1)
        AND x.id > COALESCE((SELECT r.read_up_to FROM conversation_reads r
                             WHERE r.conversation_id = c.id AND r.user_id = $1), ''))";

/// The user's conversations, most recent activity first, with participants, the last
/// message and his unread count.
pub fn list(conn: &mut dyn Conn, user_id: &str, staff: bool) -> DbResult<Vec<Conversation>> {
    let rows = conn.query(
        &format!(
            "SELECT {CONVERSATION_COLUMNS} FROM conversations c LEFT JOIN father_groups g ON g.id = c.group_id
             WHERE {PARTICIPATES} ORDER BY COALESCE(c.last_message_at, c.created_at) DESC, c.id DESC"
        ),
        params![user_id, staff],
    )?;
    let mut conversations = Vec::with_capacity(rows.len());
    for row in &rows {
        conversations.push(conversation_from_row(conn, row, user_id)?);
    }
    Ok(conversations)
}

/// One conversation, if the user takes part in it.
pub fn find(conn: &mut dyn Conn, id: &str, user_id: &str, staff: bool) -> DbResult<Option<Conversation>> {
    let Some(row) = conn.query_opt(
        &format!(
            "SELECT {CONVERSATION_COLUMNS} FROM conversations c LEFT JOIN father_groups g ON g.id = c.group_id
             WHERE c.id = $3 AND {PARTICIPATES}"
        ),
        params![user_id, staff, id],
    )?
    else {
        return Ok(None);
    };
    conversation_from_row(conn, &row, user_id).map(Some)
}

fn conversation_from_row(conn: &mut dyn Conn, row: &Row, user_id: &str) -> DbResult<Conversation> {
    let id = row.text(0)?;
    let kind = row.text(1)?;
    let group_id = row.opt_text(2)?;
    let group_name = row.opt_text(3)?;
    let participants = participants(conn, &id, group_id.as_deref())?;
    let title = match group_name {
        Some(name) => name,
        None => participants.iter().find(|p| p.user_id != user_id).map(|p| p.display_name.clone()).unwrap_or_default(),
    };
    let last_message = page(conn, &id, None, 1)?.into_iter().next();
    Ok(Conversation { id, kind, group_id, title, participants, last_message, unread_count: row.int(4)? })
}

/// A direct conversation's two people; a group's staff and current members' accounts.
fn participants(conn: &mut dyn Conn, id: &str, group_id: Option<&str>) -> DbResult<Vec<Participant>> {
    let rows = match group_id {
        None => conn.query(
            "SELECT u.id, u.display_name FROM conversation_members cm JOIN users u ON u.id = cm.user_id
             WHERE cm.conversation_id = $1 ORDER BY u.display_name, u.id",
            params![id],
        )?,
        // Two index lookups (the staff, the group's members) rather than a pass over every account.
        Some(group) => conn.query(
            "SELECT u.id, u.display_name FROM users u WHERE u.is_admin
             UNION
             SELECT u.id, u.display_name FROM group_members m JOIN fathers f ON f.id = m.father_id
             JOIN users u ON u.id = f.user_id WHERE m.group_id = $1 AND m.left_at IS NULL
             ORDER BY 2, 1",
            params![group],
        )?,
    };
    rows.iter().map(|r| Ok(Participant { user_id: r.text(0)?, display_name: r.text(1)? })).collect()
}

/// The user ids of everyone in a conversation.
pub fn participant_ids(conn: &mut dyn Conn, conversation_id: &str) -> DbResult<Vec<String>> {
    let group = conn
        .query_opt("SELECT group_id FROM conversations WHERE id = $1", params![conversation_id])?
        .map(|row| row.opt_text(0))
        .transpose()?
        .flatten();
    Ok(participants(conn, conversation_id, group.as_deref())?.into_iter().map(|p| p.user_id).collect())
}

/// Messages after `after` (an id) in all the user's conversations, oldest first: what a
/// stream that reconnects missed.
pub fn since(conn: &mut dyn Conn, user_id: &str, staff: bool, after: &str, limit: i64) -> DbResult<Vec<Message>> {
    conn.query(
        &format!(
            "SELECT {MESSAGE_COLUMNS} FROM messages m LEFT JOIN users u ON u.id = m.sender_id
             JOIN conversations c ON c.id = m.conversation_id
             WHERE m.id > $3 AND {PARTICIPATES} ORDER BY m.id LIMIT $4"
        ),
        params![user_id, staff, after, limit],
    )?
    .iter()
    .map(message_from_row)
    .collect()
}

const MESSAGE_COLUMNS: &str = "m.id, m.conversation_id, m.sender_id, u.display_name, m.body, m.sent_at, m.deleted_at";

fn message_from_row(row: &Row) -> DbResult<Message> {
    let deleted = row.opt_int(6)?.is_some();
    Ok(Message {
        id: row.text(0)?,
        conversation_id: row.text(1)?,
        sender_id: row.opt_text(2)?,
        sender_name: row.opt_text(3)?,
        body: if deleted { String::new() } else { row.text(4)? },
        sent_at: row.time(5)?,
        deleted,
    })
}

/// Newest first, older than `before` (a message id) when given.
pub fn page(conn: &mut dyn Conn, conversation_id: &str, before: Option<&str>, limit: i64) -> DbResult<Vec<Message>> {
    let rows = match before {
        None => conn.query(
            &format!(
                "SELECT {MESSAGE_COLUMNS} FROM messages m LEFT JOIN users u ON u.id = m.sender_id
                 WHERE m.conversation_id = $1 ORDER BY m.id DESC LIMIT $2"
            ),
            params![conversation_id, limit],
        )?,
        Some(before) => conn.query(
            &format!(
                "SELECT {MESSAGE_COLUMNS} FROM messages m LEFT JOIN users u ON u.id = m.sender_id
                 WHERE m.conversation_id = $1 AND m.id < $2 ORDER BY m.id DESC LIMIT $3"
            ),
            params![conversation_id, before, limit],
        )?,
    };
    rows.iter().map(message_from_row).collect()
}

pub fn find_message(conn: &mut dyn Conn, id: &str) -> DbResult<Option<Message>> {
    conn.query_opt(
        &format!("SELECT {MESSAGE_COLUMNS} FROM messages m LEFT JOIN users u ON u.id = m.sender_id WHERE m.id = $1"),
        params![id],
    )?
    .as_ref()
    .map(message_from_row)
    .transpose()
}

/// Writes a message, moves its conversation to the top and the sender's read position
/// to it.
pub fn insert(conn: &mut dyn Conn, m: &Message) -> DbResult<()> {
    conn.execute(
        "INSERT INTO messages (id, conversation_id, sender_id, body, sent_at) VALUES ($1, $2, $3, $4, $5)",
        params![&m.id, &m.conversation_id, m.sender_id.as_deref(), &m.body, m.sent_at],
    )?;
    conn.execute(
        "UPDATE conversations SET last_message_at = $2 WHERE id = $1",
        params![&m.conversation_id, m.sent_at],
    )?;
    if let Some(sender) = &m.sender_id {
        mark_read(conn, &m.conversation_id, sender, &m.id)?;
    }
    Ok(())
}

/// Empties a message, which stays in the thread as removed; false when already removed.
pub fn delete(conn: &mut dyn Conn, id: &str, now: i64) -> DbResult<bool> {
    Ok(conn.execute(
        "UPDATE messages SET body = '', deleted_at = $2 WHERE id = $1 AND deleted_at IS NULL",
        params![id, now],
    )? == 1)
}

/// Moves the reader's position forward to `up_to` (never back).
pub fn mark_read(conn: &mut dyn Conn, conversation_id: &str, user_id: &str, up_to: &str) -> DbResult<()> {
    conn.execute(
        "INSERT INTO conversation_reads (conversation_id, user_id, read_up_to) VALUES ($1, $2, $3)
         ON CONFLICT (conversation_id, user_id) DO UPDATE SET read_up_to =
             CASE WHEN excluded.read_up_to > conversation_reads.read_up_to
                  THEN excluded.read_up_to ELSE conversation_reads.read_up_to END",
        params![conversation_id, user_id, up_to],
    )?;
    Ok(())
}

/// Unread messages over all the user's conversations.
pub fn unread_total(conn: &mut dyn Conn, user_id: &str, staff: bool) -> DbResult<i64> {
    conn.query_opt(
        &format!(
            "SELECT COUNT(*) FROM messages x JOIN conversations c ON c.id = x.conversation_id
             WHERE {PARTICIPATES} AND x.deleted_at IS NULL AND (x.sender_id IS NULL OR x.sender_id <> $1)
               AND x.id > COALESCE((SELECT r.read_up_to FROM conversation_reads r
                                    WHERE r.conversation_id = c.id AND r.user_id = $1), '')"
        ),
        params![user_id, staff],
    )?
    .map_or(Ok(0), |row| row.int(0))
}

/// Whom the user may open a direct conversation with: a father, the staff (a handful);
/// staff, anyone but themselves, found by name or e-mail.
pub fn contacts(
    conn: &mut dyn Conn,
    user_id: &str,
    staff: bool,
    search: Option<&str>,
    limit: i64,
) -> DbResult<Vec<Contact>> {
    let rows = match (staff, search) {
        (false, _) => conn.query(
            "SELECT id, display_name, is_admin FROM users WHERE is_admin AND id <> $1
             ORDER BY display_name, id LIMIT $2",
            params![user_id, limit],
        )?,
        (true, Some(q)) => conn.query(
            "SELECT id, display_name, is_admin FROM users WHERE id <> $1 AND search_text LIKE $2
             ORDER BY display_name, id LIMIT $3",
            params![user_id, super::like_pattern(q), limit],
        )?,
        (true, None) => conn.query(
            "SELECT id, display_name, is_admin FROM users WHERE id <> $1 ORDER BY display_name, id LIMIT $2",
            params![user_id, limit],
        )?,
    };
    rows.iter().map(|r| Ok(Contact { user_id: r.text(0)?, display_name: r.text(1)?, is_staff: r.bool(2)? })).collect()
}

//! `conversations`, `conversation_members`, `messages` and `conversation_reads`.
//!
//! Who takes part in a group's conversation is not stored: the directors, the group's
//! facilitators, the managers of its program and the accounts of its current members,
//! decided by the same condition everywhere (`PARTICIPATES`, `GROUP_STAFF`), so a father
//! who leaves a group, or a staff member who stops facilitating it, loses its conversation
//! at once.

use std::collections::HashMap;

use super::{Conn, DbResult, Row};
use crate::domain::message::{
    fellow_name, fellow_name_of_display, Contact, Conversation, Message, Participant, Reader,
};
use crate::{binds, params};

/// The staff account `p` takes part in the group conversation `c`: a director (an admin
/// without a role predates roles and is one), one of the group's facilitators, or a manager
/// of the group's program. A macro, so `PARTICIPATES` holds the very same text.
macro_rules! group_staff {
    () => {
        concat!(
            "p.is_admin AND ((",
            super::users::is_director!("p"),
            ")
    OR EXISTS (SELECT 1 FROM group_facilitators gf WHERE gf.group_id = c.group_id AND gf.user_id = p.id)
    OR EXISTS (SELECT 1 FROM father_groups pg JOIN program_staff ps ON ps.program_id = pg.program_id
               WHERE pg.id = c.group_id AND ps.user_id = p.id AND ps.role = 'manager'))"
        )
    };
}
const GROUP_STAFF: &str = group_staff!();

/// `c` is a conversation `$1` (a user id) takes part in; `$2` says whether he is staff.
/// A staff member's role and facilitation are read as they are now, not as his token says.
const PARTICIPATES: &str = concat!(
    "(
    (c.kind = 'direct' AND EXISTS (SELECT 1 FROM conversation_members cm
                                   WHERE cm.conversation_id = c.id AND cm.user_id = $1))
    OR (c.kind = 'group' AND (
        ($2 AND EXISTS (SELECT 1 FROM users p WHERE p.id = $1 AND ",
    group_staff!(),
    "))
        OR EXISTS (
        SELECT 1 FROM fathers f JOIN group_members m ON m.father_id = f.id
        WHERE f.user_id = $1 AND m.group_id = c.group_id AND m.left_at IS NULL))))"
);

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
    let found = conn
        .first("SELECT id FROM conversations WHERE pair_key = $1", params![&key], |row| row.text("id"))?
        .ok_or_else(|| super::DbError::Other("the direct conversation just found is gone".into()))?;
    Ok((found, false))
}

/// Whether the user takes part in the conversation.
pub fn participates(conn: &mut dyn Conn, conversation_id: &str, user_id: &str, staff: bool) -> DbResult<bool> {
    conn.exists(
        &format!("SELECT 1 FROM conversations c WHERE c.id = $3 AND {PARTICIPATES}"),
        params![user_id, staff, conversation_id],
    )
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
    conn.first(
        &format!(
            "SELECT c.kind, g.name AS group_name, o.id AS other_id, o.display_name AS other_name
             FROM conversations c LEFT JOIN father_groups g ON g.id = c.group_id
             LEFT JOIN conversation_members om ON om.conversation_id = c.id AND om.user_id <> $1
             LEFT JOIN users o ON o.id = om.user_id
             WHERE c.id = $3 AND {PARTICIPATES}"
        ),
        params![user_id, staff, id],
        |row| {
            let kind = row.text("kind")?;
            let group_name = row.opt_text("group_name")?;
            let other = row.opt_text("other_id")?;
            let title = match group_name {
                Some(group) => group,
                None => row.opt_text("other_name")?.unwrap_or_default(),
            };
            Ok(Brief { kind, title, other })
        },
    )
}

/// Whether message `x` of conversation `c` is unread by the user `$1`: not deleted, not his
/// own, after what he has read. One text for a conversation's count and the total, so the
/// list and the badge cannot disagree.
macro_rules! unread_by_reader {
    () => {
        "x.deleted_at IS NULL AND (x.sender_id IS NULL OR x.sender_id <> $1)
         AND x.id > COALESCE((SELECT r.read_up_to FROM conversation_reads r
                              WHERE r.conversation_id = c.id AND r.user_id = $1), '')"
    };
}

/// The columns of a conversation as the user `$1` sees it, then its last message's
/// ([`MESSAGE_COLUMNS`]), from `conversations c` joined as in [`CONVERSATION_FROM`].
const CONVERSATION_COLUMNS: &str = concat!(
    "c.id AS conversation, c.kind, c.group_id, g.name AS group_name,
    (SELECT COUNT(*) FROM messages x WHERE x.conversation_id = c.id AND ",
    unread_by_reader!(),
    ") AS unread_count"
);

/// A conversation with its group and its last message (found by the thread's index).
const CONVERSATION_FROM: &str = "conversations c LEFT JOIN father_groups g ON g.id = c.group_id
    LEFT JOIN messages m ON m.id = (SELECT MAX(lm.id) FROM messages lm WHERE lm.conversation_id = c.id)
    LEFT JOIN users u ON u.id = m.sender_id LEFT JOIN fathers sf ON sf.user_id = m.sender_id";

/// The user's conversations, most recent activity first, with participants, the last
/// message and his unread count: two queries, however many conversations he has.
pub fn list(conn: &mut dyn Conn, user_id: &str, staff: bool) -> DbResult<Vec<Conversation>> {
    let rows = conn.all(
        &format!(
            "SELECT {CONVERSATION_COLUMNS}, {MESSAGE_COLUMNS} FROM {CONVERSATION_FROM}
             WHERE {PARTICIPATES} ORDER BY COALESCE(c.last_message_at, c.created_at) DESC, c.id DESC"
        ),
        params![user_id, staff],
        conversation_from_row,
    )?;
    let mut people = participants_of(conn, user_id, staff, None)?;
    Ok(rows.into_iter().map(|row| row.seen_by(&mut people, user_id, staff)).collect())
}

/// One conversation, if the user takes part in it.
pub fn find(conn: &mut dyn Conn, id: &str, user_id: &str, staff: bool) -> DbResult<Option<Conversation>> {
    let Some(row) = conn.first(
        &format!("SELECT {CONVERSATION_COLUMNS}, {MESSAGE_COLUMNS} FROM {CONVERSATION_FROM} WHERE c.id = $3 AND {PARTICIPATES}"),
        params![user_id, staff, id],
        conversation_from_row,
    )?
    else {
        return Ok(None);
    };
    let mut people = participants_of(conn, user_id, staff, Some(id))?;
    Ok(Some(row.seen_by(&mut people, user_id, staff)))
}

/// A conversation's row as read, before its participants are joined to it.
struct ConversationRow {
    id: String,
    kind: String,
    group_id: Option<String>,
    group_name: Option<String>,
    unread_count: i64,
    last_message: Option<Message>,
}

fn conversation_from_row(row: &Row) -> DbResult<ConversationRow> {
    Ok(ConversationRow {
        id: row.text("conversation")?,
        kind: row.text("kind")?,
        group_id: row.opt_text("group_id")?,
        group_name: row.opt_text("group_name")?,
        unread_count: row.int("unread_count")?,
        // No last message: its columns are NULL, its id among them.
        last_message: match row.opt_text("id")? {
            Some(_) => Some(message_from_row(row)?),
            None => None,
        },
    })
}

impl ConversationRow {
    /// The conversation as the user sees it, with its participants (taken from `people`).
    fn seen_by(self, people: &mut HashMap<String, Vec<Participant>>, user_id: &str, staff: bool) -> Conversation {
        let reader = Reader { user_id, staff };
        let participants: Vec<Participant> =
            people.remove(&self.id).unwrap_or_default().into_iter().map(|p| p.seen_by(&reader)).collect();
        let title = match self.group_name {
            Some(name) => name,
            None => participants
                .iter()
                .find(|p| p.user_id.as_deref() != Some(user_id))
                .map(|p| p.display_name.clone())
                .unwrap_or_default(),
        };
        Conversation {
            id: self.id,
            kind: self.kind,
            group_id: self.group_id,
            title,
            participants,
            last_message: self.last_message.map(|m| m.seen_by(&reader)),
            unread_count: self.unread_count,
        }
    }
}

/// The people of every conversation the user takes part in (or of `only`), by
/// conversation, each ordered by name: a direct conversation's two, a group's staff and
/// current members' accounts. One query for them all.
fn participants_of(
    conn: &mut dyn Conn,
    user_id: &str,
    staff: bool,
    only: Option<&str>,
) -> DbResult<HashMap<String, Vec<Participant>>> {
    let only_one = if only.is_some() { " AND c.id = $3" } else { "" };
    // The names are the first SELECT's.
    let sql = format!(
        "SELECT c.id AS conversation_id, p.id AS user_id, p.display_name, p.is_admin, pf.first_name, pf.last_name
         FROM conversations c JOIN conversation_members dm ON dm.conversation_id = c.id
         JOIN users p ON p.id = dm.user_id LEFT JOIN fathers pf ON pf.user_id = p.id
         WHERE c.kind = 'direct'{only_one} AND {PARTICIPATES}
         UNION ALL
         SELECT c.id, p.id, p.display_name, p.is_admin, NULL, NULL
         FROM conversations c JOIN users p ON {GROUP_STAFF}
         WHERE c.kind = 'group'{only_one} AND {PARTICIPATES}
         UNION ALL
         SELECT c.id, p.id, p.display_name, p.is_admin, pf.first_name, pf.last_name
         FROM conversations c JOIN group_members gm ON gm.group_id = c.group_id AND gm.left_at IS NULL
         JOIN fathers pf ON pf.id = gm.father_id JOIN users p ON p.id = pf.user_id
         WHERE c.kind = 'group' AND NOT p.is_admin{only_one} AND {PARTICIPATES}"
    );
    let binds = match only {
        Some(id) => params![user_id, staff, id],
        None => params![user_id, staff],
    };
    let mut people: HashMap<String, Vec<Participant>> = HashMap::new();
    conn.each_row(&sql, binds, &mut |row| {
        let conversation_id = row.text("conversation_id")?;
        let participant_id = row.text("user_id")?;
        let display_name = row.text("display_name")?;
        let father_name = person_father_name(
            row.bool("is_admin")?,
            row.opt_text("first_name")?,
            row.opt_text("last_name")?,
            &display_name,
        );
        people.entry(conversation_id).or_default().push(Participant {
            user_id: Some(participant_id),
            display_name,
            father_name,
        });
        Ok(true)
    })?;
    for list in people.values_mut() {
        list.sort_by(|a, b| (&a.display_name, &a.user_id).cmp(&(&b.display_name, &b.user_id)));
        list.dedup_by(|a, b| a.user_id == b.user_id);
    }
    Ok(people)
}

/// How other fathers name an account: nothing for staff (they see staff as they are),
/// first name and last initial for a father.
fn person_father_name(
    is_staff: bool,
    first: Option<String>,
    last: Option<String>,
    display_name: &str,
) -> Option<String> {
    if is_staff {
        return None;
    }
    Some(match (first, last) {
        (Some(first), last) => fellow_name(&first, last.as_deref().unwrap_or_default()),
        (None, _) => fellow_name_of_display(display_name),
    })
}

/// The accounts of the conversation whose id is `$n`: a direct one's two; a group's
/// directors, facilitators and current members' accounts.
pub(super) fn people_sql(n: usize) -> String {
    format!(
        "SELECT cm.user_id FROM conversation_members cm WHERE cm.conversation_id = ${n}
         UNION
         SELECT p.id FROM conversations c JOIN users p ON {GROUP_STAFF} WHERE c.id = ${n} AND c.kind = 'group'
         UNION
         SELECT f.user_id FROM conversations c JOIN group_members m ON m.group_id = c.group_id
         JOIN fathers f ON f.id = m.father_id
         WHERE c.id = ${n} AND c.kind = 'group' AND m.left_at IS NULL AND f.user_id IS NOT NULL"
    )
}

/// Who is to hear of a conversation's events: its people ([`people_sql`]).
pub fn audience(conn: &mut dyn Conn, conversation_id: &str) -> DbResult<Vec<String>> {
    conn.all(&people_sql(1), params![conversation_id], |row| row.text("user_id"))
}

/// Messages after `after` (an id) in all the user's conversations, oldest first: what a
/// stream that reconnects missed.
pub fn since(conn: &mut dyn Conn, user_id: &str, staff: bool, after: &str, limit: i64) -> DbResult<Vec<Message>> {
    conn.all(
        &format!(
            "SELECT {MESSAGE_COLUMNS} FROM {MESSAGE_FROM}
             JOIN conversations c ON c.id = m.conversation_id
             WHERE m.id > $3 AND {PARTICIPATES} ORDER BY m.id {}",
            super::limit(limit)
        ),
        params![user_id, staff, after],
        message_from_row,
    )
}

/// A message `m`, its sender `u` and the sender's father record `sf` (see [`MESSAGE_FROM`]).
const MESSAGE_COLUMNS: &str = "m.id, m.conversation_id, m.sender_id, u.display_name AS sender_name, m.body, m.sent_at,
    m.deleted_at, u.is_admin AS sender_is_admin, sf.first_name AS sender_first_name, sf.last_name AS sender_last_name";
const MESSAGE_FROM: &str =
    "messages m LEFT JOIN users u ON u.id = m.sender_id LEFT JOIN fathers sf ON sf.user_id = m.sender_id";

fn message_from_row(row: &Row) -> DbResult<Message> {
    let id = row.text("id")?;
    let conversation_id = row.text("conversation_id")?;
    let sender_id = row.opt_text("sender_id")?;
    let sender_name = row.opt_text("sender_name")?;
    // A removed message's body is not read.
    let deleted = row.opt_int("deleted_at")?.is_some();
    let body = if deleted { String::new() } else { row.text("body")? };
    let sent_at = row.time("sent_at")?;
    let sender_father_name = match &sender_name {
        Some(name) => person_father_name(
            row.bool("sender_is_admin")?,
            row.opt_text("sender_first_name")?,
            row.opt_text("sender_last_name")?,
            name,
        ),
        None => None,
    };
    Ok(Message { id, conversation_id, sender_id, sender_name, body, sent_at, deleted, sender_father_name })
}

/// Newest first, older than `before` (a message id) when given.
pub fn page(conn: &mut dyn Conn, conversation_id: &str, before: Option<&str>, limit: i64) -> DbResult<Vec<Message>> {
    match before {
        None => conn.all(
            &format!(
                "SELECT {MESSAGE_COLUMNS} FROM {MESSAGE_FROM}
                 WHERE m.conversation_id = $1 ORDER BY m.id DESC {}",
                super::limit(limit)
            ),
            params![conversation_id],
            message_from_row,
        ),
        Some(before) => conn.all(
            &format!(
                "SELECT {MESSAGE_COLUMNS} FROM {MESSAGE_FROM}
                 WHERE m.conversation_id = $1 AND m.id < $2 ORDER BY m.id DESC {}",
                super::limit(limit)
            ),
            params![conversation_id, before],
            message_from_row,
        ),
    }
}

pub fn find_message(conn: &mut dyn Conn, id: &str) -> DbResult<Option<Message>> {
    conn.first(&format!("SELECT {MESSAGE_COLUMNS} FROM {MESSAGE_FROM} WHERE m.id = $1"), params![id], message_from_row)
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
    Ok(conn
        .first(
            &format!(
                "SELECT COUNT(*) AS unread FROM messages x JOIN conversations c ON c.id = x.conversation_id
                 WHERE {PARTICIPATES} AND {}",
                unread_by_reader!()
            ),
            params![user_id, staff],
            |row| row.int("unread"),
        )?
        .unwrap_or(0))
}

/// Whom the user may open a direct conversation with: a father, the staff (a handful);
/// staff, anyone but themselves, found by name or e-mail.
/// `staff`: the staff member's scope (None for a father). Staff reach every staff account
/// and the fathers' accounts in their scope; a father reaches staff.
pub fn contacts(
    conn: &mut dyn Conn,
    user_id: &str,
    staff: Option<&super::scope::Scope>,
    search: Option<&str>,
    limit: i64,
) -> DbResult<Vec<Contact>> {
    match staff {
        None => conn.all(
            &format!(
                "SELECT id, display_name, is_admin FROM users WHERE is_admin AND id <> $1
                 ORDER BY display_name, id {}",
                super::limit(limit)
            ),
            params![user_id],
            contact_from_row,
        ),
        Some(scope) => {
            let mut binds = binds![user_id];
            let mut condition = String::new();
            if let Some(q) = search {
                condition.push_str(&format!(" AND {}", super::contains_sql("search_text", q, &mut binds)));
            }
            if !scope.is_all() {
                let in_scope = scope.covers_sql("sf.id", &mut binds);
                condition.push_str(&format!(
                    " AND (is_admin OR id IN (SELECT sf.user_id FROM fathers sf WHERE sf.user_id IS NOT NULL AND {in_scope}))"
                ));
            }
            conn.all(
                &format!(
                    "SELECT id, display_name, is_admin FROM users WHERE id <> $1{condition}
                     ORDER BY display_name, id {}",
                    super::limit(limit)
                ),
                &binds,
                contact_from_row,
            )
        }
    }
}

fn contact_from_row(row: &Row) -> DbResult<Contact> {
    Ok(Contact { user_id: row.text("id")?, display_name: row.text("display_name")?, is_staff: row.bool("is_admin")? })
}

//! Messages: each group's conversation (its fathers' accounts, its facilitators, the managers of its
//! program and the directors) and direct
//! conversations between a father and a staff member or between two staff members.
//! Someone who is not in a conversation learns nothing of it (404).

use serde::Deserialize;
use utoipa::ToSchema;

use crate::catalogue;
use crate::db;
use crate::domain::message::{parse_body, Contact, Conversation, Message, Reader, MAX_MESSAGE_CHARS};
use crate::domain::{ActivityType, NewActivity, Sentence, User};
use crate::error::{AppError, AppResult, Record};
use crate::infra::live::Announced;
use crate::services::form::schema;
use crate::state::AppState;

/// The most messages one page holds.
pub const MAX_PAGE: i64 = 100;

pub async fn list(state: &AppState, user: &User) -> AppResult<Vec<Conversation>> {
    let (id, staff) = (user.id.clone(), user.is_admin);
    Ok(state.db.run(move |conn| db::messages::list(conn, &id, staff)).await?)
}

pub async fn get(state: &AppState, user: &User, id: String) -> AppResult<Conversation> {
    let (user_id, staff) = (user.id.clone(), user.is_admin);
    state
        .db
        .run(move |conn| db::messages::find(conn, &id, &user_id, staff))
        .await?
        .ok_or_else(|| AppError::not_found(Record::Conversation))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OpenConversation {
    /// The other person.
    pub user_id: String,
}

/// The direct conversation with `other`, opened the first time (true when it was).
/// A father may talk to staff only; staff to anyone.
pub async fn open_direct(state: &AppState, user: &User, other: String) -> AppResult<(Conversation, bool)> {
    if other == user.id {
        return Err(AppError::field("userId", catalogue::not_yourself()));
    }
    let (me, staff) = (user.id.clone(), user.is_admin);
    let scope = db::scope::Scope::of_staff(user);
    let (id, created) = state
        .db
        .transaction(move |conn| {
            let Some(them) = db::users::find(conn, &other)? else {
                return Err(AppError::field("userId", catalogue::no_such_person()));
            };
            if !staff && !them.is_admin {
                return Err(AppError::Forbidden(catalogue::message_whom()));
            }
            // Staff reach the fathers in their scope; for the others, no such person.
            if staff && !them.is_admin && !scope.is_all() {
                let reachable = match db::fathers::find_by_user(conn, &them.id)? {
                    Some(record) => scope.covers(conn, &record.id)?,
                    None => false,
                };
                if !reachable {
                    return Err(AppError::field("userId", catalogue::no_such_person()));
                }
            }
            Ok(db::messages::open_direct(conn, &me, &other, db::now_millis())?)
        })
        .await?;
    Ok((get(state, user, id).await?, created))
}

/// Whom the user may message directly (`search`: staff look anyone up by name or e-mail).
pub async fn contacts(state: &AppState, user: &User, search: Option<String>) -> AppResult<Vec<Contact>> {
    let id = user.id.clone();
    let scope = user.is_admin.then(|| db::scope::Scope::of_staff(user));
    let search = search.map(|q| q.trim().to_owned()).filter(|q| !q.is_empty());
    let limit = if scope.is_some() { 20 } else { 100 };
    Ok(state.db.run(move |conn| db::messages::contacts(conn, &id, scope.as_ref(), search.as_deref(), limit)).await?)
}

/// Newest first, older than `before` when given.
pub async fn page(
    state: &AppState,
    user: &User,
    conversation: String,
    before: Option<String>,
    limit: i64,
) -> AppResult<Vec<Message>> {
    let (user_id, staff) = (user.id.clone(), user.is_admin);
    state
        .db
        .run(move |conn| {
            if !db::messages::participates(conn, &conversation, &user_id, staff)? {
                return Err(AppError::not_found(Record::Conversation));
            }
            let reader = Reader { user_id: &user_id, staff };
            let page = db::messages::page(conn, &conversation, before.as_deref(), limit)?;
            Ok(page.into_iter().map(|m| m.seen_by(&reader)).collect())
        })
        .await
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewMessage {
    /// Plain text, 1–4000 characters, not only spaces; kept as typed.
    #[schema(schema_with = schema::string::required_text::<MAX_MESSAGE_CHARS>)]
    pub body: String,
}

/// Sends a message: it, its conversation's order, the sender's read position and the
/// 'messaged' activity are one transaction.
pub async fn send(state: &AppState, user: &User, conversation: String, body: String) -> AppResult<Message> {
    let body = parse_body(&body).map_err(|m| AppError::field("body", m))?;
    let (user_id, staff) = (user.id.clone(), user.is_admin);
    let grace = state.config.push_live_grace;
    let draft = Message {
        id: String::new(),
        conversation_id: conversation,
        sender_id: Some(user_id.clone()),
        sender_name: Some(user.display_name.clone()),
        body,
        sent_at: db::now(),
        deleted: false,
        sender_father_name: None,
    };
    let message = state
        .db
        .transaction(move |conn| {
            let Some(c) = db::messages::brief(conn, &draft.conversation_id, &user_id, staff)? else {
                return Err(AppError::not_found(Record::Conversation));
            };
            // The id orders the thread and the stream's replay. Taken here, inside the write
            // transaction, SQLite's single writer makes id order the order of commits.
            let stored = Message { id: uuid::Uuid::now_v7().to_string(), sent_at: db::now(), ..draft.clone() };
            db::messages::insert(conn, &stored)?;
            crate::infra::live::notify(conn, &Announced::Message(stored.id.clone()))?;
            let now = stored.sent_at.timestamp_millis();
            let due = now + i64::try_from(grace.as_millis()).unwrap_or(i64::MAX);
            db::push::queue_message(conn, &stored.id, &stored.conversation_id, &user_id, due, now)?;
            db::activities::insert(
                conn,
                &NewActivity::by(
                    &user_id,
                    ActivityType::Messaged,
                    if c.kind == "direct" {
                        Sentence::MessagedTo.says(&[("name", &c.title)])
                    } else {
                        Sentence::Messaged.says(&[("conversation", &c.title)])
                    },
                )
                .about("conversation", &stored.conversation_id)
                .to(c.other),
            )?;
            Ok::<_, AppError>(stored)
        })
        .await?;
    state.live.after_commit(&state.db, &Announced::Message(message.id.clone())).await;
    Ok(message)
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReadUpTo {
    /// The newest message read.
    pub up_to: String,
}

/// Everything up to `up_to` (a message of the conversation) counts as read for the user.
pub async fn mark_read(state: &AppState, user: &User, conversation: String, up_to: String) -> AppResult<()> {
    let (user_id, staff) = (user.id.clone(), user.is_admin);
    // The reader's other tabs and devices hear of it, on whichever instance they are.
    let read =
        Announced::Read { user_id: user.id.clone(), conversation_id: conversation.clone(), up_to: up_to.clone() };
    let announced = read.clone();
    state
        .db
        .transaction(move |conn| {
            if !db::messages::participates(conn, &conversation, &user_id, staff)? {
                return Err(AppError::not_found(Record::Conversation));
            }
            if db::messages::find_message(conn, &up_to)?.is_none_or(|m| m.conversation_id != conversation) {
                return Err(AppError::field("upTo", catalogue::no_such_message()));
            }
            db::messages::mark_read(conn, &conversation, &user_id, &up_to)?;
            Ok(crate::infra::live::notify(conn, &read)?)
        })
        .await?;
    state.live.after_commit(&state.db, &announced).await;
    Ok(())
}

/// Removes a message: its sender may, and staff may in a group's conversation. It stays
/// in the thread as "message removed".
pub async fn delete(state: &AppState, user: &User, id: String) -> AppResult<()> {
    let (user_id, staff) = (user.id.clone(), user.is_admin);
    let removed = state
        .db
        .transaction(move |conn| {
            let message = db::messages::find_message(conn, &id)?.ok_or_else(|| AppError::not_found(Record::Message))?;
            let Some(c) = db::messages::brief(conn, &message.conversation_id, &user_id, staff)? else {
                return Err(AppError::not_found(Record::Message));
            };
            let own = message.sender_id.as_deref() == Some(user_id.as_str());
            let moderates = staff && c.kind == "group";
            if !(own || moderates) {
                return Err(AppError::Forbidden(catalogue::message_remove_own()));
            }
            db::messages::delete(conn, &id, db::now_millis())?;
            crate::infra::live::notify(conn, &Announced::Removal(id.clone()))?;
            Ok(id)
        })
        .await?;
    state.live.after_commit(&state.db, &Announced::Removal(removed)).await;
    Ok(())
}

/// How far before the last message a reconnecting stream saw its replay starts: on
/// PostgreSQL two sends can commit in the other order than their ids, so a message with a
/// smaller id may become visible after a larger one was delivered.
const REPLAY_OVERLAP_MS: u64 = 10_000;

/// What a reconnecting stream may have missed since `after` (the last message id it saw):
/// every message from a little before it on, so some it already has come again — clients
/// keep messages by id.
pub async fn since(state: &AppState, user: &User, after: String) -> AppResult<Vec<Message>> {
    let (id, staff) = (user.id.clone(), user.is_admin);
    let from = replay_start(&after);
    let missed = state.db.run(move |conn| db::messages::since(conn, &id, staff, &from, 500)).await?;
    let reader = Reader { user_id: &user.id, staff };
    Ok(missed.into_iter().map(|m| m.seen_by(&reader)).collect())
}

/// The smallest UUID v7 of the millisecond [`REPLAY_OVERLAP_MS`] before `after`'s; an id
/// that is not a UUID v7 is compared as it is.
fn replay_start(after: &str) -> String {
    let Some((seconds, nanos)) = uuid::Uuid::parse_str(after).ok().and_then(|u| u.get_timestamp()).map(|t| t.to_unix())
    else {
        return after.to_owned();
    };
    let ms = (seconds * 1000 + u64::from(nanos) / 1_000_000).saturating_sub(REPLAY_OVERLAP_MS);
    let hex = format!("{ms:012x}");
    // Just below any id of that millisecond: the replay is `id > start`.
    format!("{}-{}-7000-0000-000000000000", &hex[..8], &hex[8..])
}

pub async fn unread_total(state: &AppState, user: &User) -> AppResult<i64> {
    let (id, staff) = (user.id.clone(), user.is_admin);
    Ok(state.db.run(move |conn| db::messages::unread_total(conn, &id, staff)).await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_replay_starts_a_little_before_the_last_message_seen() {
        let seen = uuid::Uuid::now_v7();
        let start = replay_start(&seen.to_string());
        assert!(start < seen.to_string());
        let (secs, nanos) = seen.get_timestamp().unwrap().to_unix();
        let seen_ms = secs * 1000 + u64::from(nanos) / 1_000_000;
        let ten_seconds_earlier = uuid::Uuid::new_v7(uuid::Timestamp::from_unix(
            uuid::NoContext,
            (seen_ms - REPLAY_OVERLAP_MS) / 1000,
            ((seen_ms - REPLAY_OVERLAP_MS) % 1000) as u32 * 1_000_000,
        ));
        assert!(start < ten_seconds_earlier.to_string(), "{start} {ten_seconds_earlier}");
        let eleven_seconds_earlier = uuid::Uuid::new_v7(uuid::Timestamp::from_unix(
            uuid::NoContext,
            (seen_ms - REPLAY_OVERLAP_MS - 1000) / 1000,
            0,
        ));
        assert!(start > eleven_seconds_earlier.to_string());
        assert_eq!(replay_start("not-a-uuid"), "not-a-uuid");
    }
}

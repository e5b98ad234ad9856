//! Conversations and their messages.

use crate::catalogue;
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

/// The longest message, in characters.
pub const MAX_MESSAGE_CHARS: usize = 4000;

/// Someone the user may start a direct conversation with.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Contact {
    pub user_id: String,
    pub display_name: String,
    pub is_staff: bool,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Participant {
    /// Null for a fellow father seen by a father: fathers see each other by name only.
    pub user_id: Option<String>,
    /// A fellow father seen by a father: first name and last initial.
    pub display_name: String,
    /// How fathers other than himself name him, when he is a father.
    #[serde(skip)]
    pub father_name: Option<String>,
}

impl Participant {
    /// The participant as `reader` sees him (see [`Message::seen_by`]).
    pub fn seen_by(mut self, reader: &Reader) -> Participant {
        if let Some(short) = self.father_name.take().filter(|_| reader.sees_as_fellow(self.user_id.as_deref())) {
            self.display_name = short;
            self.user_id = None;
        }
        self
    }
}

/// Who reads a conversation: staff see everyone as he is; a father sees fellow fathers
/// by first name and last initial, without their account ids (docs/PRODUCT.md, "Who uses it": the rule for
/// fathers seen by other fathers, as in a group's member list).
#[derive(Clone, Copy, Debug)]
pub struct Reader<'a> {
    pub user_id: &'a str,
    pub staff: bool,
}

impl Reader<'_> {
    fn sees_as_fellow(&self, other: Option<&str>) -> bool {
        !self.staff && other != Some(self.user_id)
    }
}

/// A father's name as other fathers see it: first name and last initial ("Luis G.").
pub fn fellow_name(first: &str, last: &str) -> String {
    let first = first.trim();
    match last.trim().chars().next() {
        Some(initial) => format!("{first} {initial}."),
        None => first.to_owned(),
    }
}

/// [`fellow_name`] for an account without a father record: its display name's first
/// word and the initial of its last.
pub fn fellow_name_of_display(display_name: &str) -> String {
    let mut words = display_name.split_whitespace();
    let first = words.next().unwrap_or_default();
    fellow_name(first, words.next_back().unwrap_or_default())
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Conversation {
    pub id: String,
    /// "group" (a group's fathers and all staff) or "direct" (two people).
    pub kind: String,
    pub group_id: Option<String>,
    /// The group's name, or the other person's name.
    pub title: String,
    pub participants: Vec<Participant>,
    pub last_message: Option<Message>,
    pub unread_count: i64,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Message {
    pub id: String,
    pub conversation_id: String,
    pub sender_id: Option<String>,
    pub sender_name: Option<String>,
    /// Plain text; empty once deleted.
    pub body: String,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub sent_at: DateTime<Utc>,
    pub deleted: bool,
    /// How fathers other than the sender name him, when the sender is a father.
    #[serde(skip)]
    pub sender_father_name: Option<String>,
}

impl Message {
    /// The message as `reader` sees it: a father sees a fellow father's message under his
    /// first name and last initial, without his account id; staff and the sender see it whole.
    pub fn seen_by(mut self, reader: &Reader) -> Message {
        if let Some(short) = self.sender_father_name.take().filter(|_| reader.sees_as_fellow(self.sender_id.as_deref()))
        {
            self.sender_name = Some(short);
            self.sender_id = None;
        }
        self
    }
}

/// A message body: 1–4000 characters, not only spaces; kept as typed (line breaks too).
pub fn parse_body(input: &str) -> Result<String, catalogue::Message> {
    if input.trim().is_empty() {
        Err(catalogue::message_required())
    } else if input.chars().count() > MAX_MESSAGE_CHARS {
        Err(catalogue::message_too_long(MAX_MESSAGE_CHARS))
    } else {
        Ok(input.to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fathers_see_fellow_fathers_by_first_name_and_last_initial() {
        assert_eq!(fellow_name("Luis", "García"), "Luis G.");
        assert_eq!(fellow_name(" Ángel ", " Ñúñez"), "Ángel Ñ.");
        assert_eq!(fellow_name("Sam", ""), "Sam");
        assert_eq!(fellow_name_of_display("Marcus Anthony Lee"), "Marcus L.");
        assert_eq!(fellow_name_of_display("Prince"), "Prince");
        let message = Message {
            id: "m".into(),
            conversation_id: "c".into(),
            sender_id: Some("luis".into()),
            sender_name: Some("Luis García".into()),
            body: "hi".into(),
            sent_at: Utc::now(),
            deleted: false,
            sender_father_name: Some("Luis G.".into()),
        };
        let by_fellow = message.clone().seen_by(&Reader { user_id: "marcus", staff: false });
        assert_eq!((by_fellow.sender_id, by_fellow.sender_name.as_deref()), (None, Some("Luis G.")));
        let by_himself = message.clone().seen_by(&Reader { user_id: "luis", staff: false });
        assert_eq!(by_himself.sender_name.as_deref(), Some("Luis García"));
        let by_staff = message.seen_by(&Reader { user_id: "ana", staff: true });
        assert_eq!(
            (by_staff.sender_id.as_deref(), by_staff.sender_name.as_deref()),
            (Some("luis"), Some("Luis García"))
        );
    }

    #[test]
    fn bodies_are_one_to_four_thousand_characters() {
        assert!(parse_body("  \n ").is_err());
        assert_eq!(parse_body("Hi\nthere").unwrap(), "Hi\nthere");
        assert!(parse_body(&"ñ".repeat(4000)).is_ok());
        assert!(parse_body(&"ñ".repeat(4001)).is_err());
    }
}

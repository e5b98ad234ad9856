//! Conversations and their messages.

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
    pub user_id: String,
    pub display_name: String,
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
    pub sent_at: DateTime<Utc>,
    pub deleted: bool,
}

/// A message body: 1–4000 characters, not only spaces; kept as typed (line breaks too).
pub fn parse_body(input: &str) -> Result<String, String> {
    if input.trim().is_empty() {
        Err("Message is required.".into())
    } else if input.chars().count() > MAX_MESSAGE_CHARS {
        Err(format!("Message must be at most {MAX_MESSAGE_CHARS} characters."))
    } else {
        Ok(input.to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bodies_are_one_to_four_thousand_characters() {
        assert!(parse_body("  \n ").is_err());
        assert_eq!(parse_body("Hi\nthere").unwrap(), "Hi\nthere");
        assert!(parse_body(&"ñ".repeat(4000)).is_ok());
        assert!(parse_body(&"ñ".repeat(4001)).is_err());
    }
}

//! Program news: an announcement to everyone or to one group.

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Announcement {
    pub id: String,
    pub title: String,
    /// Plain text; line breaks are kept, links are made clickable when shown, never HTML.
    pub body: String,
    /// Null: everyone.
    pub group_id: Option<String>,
    pub group_name: Option<String>,
    pub pinned: bool,
    pub author_id: Option<String>,
    pub author_name: Option<String>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub created_at: DateTime<Utc>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub updated_at: DateTime<Utc>,
    /// Published after the reader last read the announcements (never his own).
    pub unread: bool,
}

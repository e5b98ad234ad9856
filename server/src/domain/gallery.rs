//! The gallery: albums for everyone or one group, and their photos.

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Album {
    pub id: String,
    pub title: String,
    pub description: String,
    /// Null: everyone.
    pub group_id: Option<String>,
    pub group_name: Option<String>,
    pub cycle_id: Option<String>,
    pub event_id: Option<String>,
    /// The chosen cover (for a father: null when that photo is not shown to him).
    pub cover_photo_id: Option<String>,
    /// The cover's thumbnail (the chosen cover, else the first photo ready that the reader
    /// is shown), signed.
    pub cover_url: Option<String>,
    /// The photos the reader sees: staff every one, a father the ready ones without a
    /// father pictured who has no photo consent.
    pub photo_count: i64,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub created_at: DateTime<Utc>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub updated_at: DateTime<Utc>,
    /// Internal: the cover's thumbnail key, signed into `cover_url` on the way out.
    #[serde(skip)]
    pub cover_key: Option<String>,
}

/// Where a photo is: its variants being made, ready to show, or failed for good. Staff
/// see every status; a father only ready photos.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PhotoStatus {
    Processing,
    Ready,
    /// Its processing failed for good (the file could not be read as an image): shown to
    /// staff only, to delete or upload again.
    Failed,
}

impl PhotoStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            PhotoStatus::Processing => "processing",
            PhotoStatus::Ready => "ready",
            PhotoStatus::Failed => "failed",
        }
    }

    pub fn parse(text: &str) -> Option<PhotoStatus> {
        match text {
            "processing" => Some(PhotoStatus::Processing),
            "ready" => Some(PhotoStatus::Ready),
            "failed" => Some(PhotoStatus::Failed),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Photo {
    pub id: String,
    pub album_id: String,
    pub caption: String,
    /// Of the large variant (at most 2048 px); null until ready.
    pub width: Option<i64>,
    pub height: Option<i64>,
    pub status: PhotoStatus,
    /// At most 400 px, signed for at most an hour; null until ready.
    pub thumb_url: Option<String>,
    /// At most 2048 px, signed for at most an hour; null until ready.
    pub url: Option<String>,
    pub uploaded_by: Option<String>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub created_at: DateTime<Utc>,
    /// The fathers pictured (staff only: a father reads `[]`).
    pub tags: Vec<String>,
    /// A father pictured has no photo consent, so fathers do not see it (staff only: a
    /// father reads false, and never gets such a photo).
    pub consent_missing: bool,
    #[serde(skip)]
    pub thumb_key: Option<String>,
    #[serde(skip)]
    pub large_key: Option<String>,
}

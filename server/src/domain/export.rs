//! A father's data export (docs/PRODUCT.md, "A father's data"): everything recorded about
//! him, as a director downloads it, or as he downloads his own (without staff notes). Only
//! what is his: groups by name, sessions by title and date, staff by name — never another
//! father.

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use super::casework::{CaseContact, Referral};
use super::consent::Consent;
use super::incentive::Incentive;
use super::program::AttendanceStatus;
use super::records::{Father, Milestone};
use super::User;

/// Everything recorded about one father (and his account).
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FatherExport {
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub exported_at: DateTime<Utc>,
    /// His account, if he has one (null for a record without one).
    pub account: Option<User>,
    /// His record (null for an account no record is linked to). Case notes only in a
    /// director's export.
    pub father: Option<Father>,
    /// Every stay in a group, oldest first.
    pub memberships: Vec<ExportMembership>,
    /// Every attendance mark, by the session's start.
    pub attendance: Vec<ExportAttendance>,
    pub milestones: Vec<Milestone>,
    /// Contacts staff logged with him, oldest first. His own export leaves out the notes
    /// and the sensitive contacts.
    pub contacts: Vec<CaseContact>,
    /// Referrals with their history. His own export leaves out the notes.
    pub referrals: Vec<Referral>,
    /// Every consent he gave, revoked ones included, newest first (as his page lists them).
    pub consents: Vec<Consent>,
    /// His incentive ledger, voided ones included, newest first.
    pub incentives: Vec<Incentive>,
    /// The messages he sent (not those sent to him), oldest first.
    pub messages: Vec<ExportMessage>,
    /// Every text to and from his number, oldest first.
    pub texts: Vec<super::sms::Text>,
    /// Forms filled in about him, newest first: every one in a director's export (its
    /// reading logged when it holds sensitive answers); in his own, those of self-service
    /// forms, sensitive answers left out.
    pub submissions: Vec<super::form::Submission>,
    pub photos: ExportPhotos,
}

/// One stay of his in a group.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportMembership {
    pub group_id: String,
    pub group_name: String,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub joined_at: DateTime<Utc>,
    /// Null while he is a member.
    #[serde(serialize_with = "crate::domain::dates::opt_instant")]
    pub left_at: Option<DateTime<Utc>>,
}

/// One attendance mark of his, with the session it is for.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportAttendance {
    pub session_id: String,
    pub session_title: String,
    pub cycle_title: String,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub starts_at: DateTime<Utc>,
    pub status: Option<AttendanceStatus>,
    pub minutes: Option<i64>,
    /// `staff` or `check-in`.
    pub method: String,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub marked_at: DateTime<Utc>,
    /// The facilitator's note: only in a director's export.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// A message he sent.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportMessage {
    pub id: String,
    pub conversation_id: String,
    /// `group` or `direct`.
    pub conversation_kind: String,
    /// The group's name, for a group's conversation (a direct one names nobody: the other
    /// person is not his data).
    pub group_name: Option<String>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub sent_at: DateTime<Utc>,
    /// Blank once removed.
    pub body: String,
    #[serde(serialize_with = "crate::domain::dates::opt_instant")]
    pub removed_at: Option<DateTime<Utc>>,
}

/// His portrait, and the gallery photos he is tagged in.
#[derive(Clone, Debug, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportPhotos {
    /// Whether his record has a portrait (`GET /api/fathers/{id}/photo`).
    pub portrait: bool,
    pub tagged: Vec<ExportTaggedPhoto>,
}

/// A gallery photo he is tagged in.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportTaggedPhoto {
    pub photo_id: String,
    pub album_id: String,
    pub album_title: String,
    pub caption: String,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub created_at: DateTime<Utc>,
}

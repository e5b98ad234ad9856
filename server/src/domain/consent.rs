//! Consent (docs/PRODUCT.md, "Consent"): what a father agreed to, dated, witnessed by a staff
//! member, and revocable. Never deleted: revoking dates the row, and a new consent of the
//! same kind is a new row. A kind's current state is its latest row (by `grantedAt`, then
//! id): given while that row is not revoked; no row at all is no consent.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::program::vocabulary;

vocabulary!(
    /// What a father consents to: taking part in the program, sharing his data with
    /// partners, being photographed for the gallery, text messages, e-mail.
    ConsentKind, "Kind" {
        Program => "program",
        DataSharing => "data-sharing",
        Photo => "photo",
        Sms => "sms",
        Email => "email",
    }
);

impl ConsentKind {
    /// Whether a father may revoke it himself. Photo, text and e-mail consent are his to
    /// withdraw at any time (photo consent is never a condition of service); taking part in
    /// the program and data sharing have consequences staff explain, so he asks them.
    pub fn revocable_by_father(self) -> bool {
        matches!(self, ConsentKind::Photo | ConsentKind::Sms | ConsentKind::Email)
    }
}

/// The longest version label of a consent form ("2026-01", "v3 (Spanish)").
pub const MAX_VERSION: usize = 40;
/// The longest note on a consent.
pub const MAX_NOTE: usize = 1000;

/// One consent as the API shows it.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Consent {
    pub id: String,
    pub father_id: String,
    pub kind: ConsentKind,
    /// The version of the consent form he agreed to.
    pub version: String,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub granted_at: DateTime<Utc>,
    /// The staff member who witnessed it (null once his account is gone).
    pub witnessed_by: Option<String>,
    /// The witness's name when it was recorded, kept after his account is gone.
    pub witness_name: String,
    /// When it was revoked; null while it stands.
    #[serde(serialize_with = "crate::domain::dates::opt_instant")]
    pub revoked_at: Option<DateTime<Utc>>,
    /// Who revoked it: the father's account or a staff member's (null once it is gone).
    pub revoked_by: Option<String>,
    pub note: String,
}

/// The current state of each kind for one father: true while his latest consent of that
/// kind stands. On his record (`Father.consents`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsentState {
    pub program: bool,
    pub data_sharing: bool,
    pub photo: bool,
    pub sms: bool,
    pub email: bool,
}

impl ConsentState {
    /// From each kind's latest consent: whether it stands (kinds without one stay false).
    pub fn from_latest(latest: impl IntoIterator<Item = (ConsentKind, bool)>) -> ConsentState {
        let mut state = ConsentState::default();
        for (kind, stands) in latest {
            *state.of(kind) = stands;
        }
        state
    }

    fn of(&mut self, kind: ConsentKind) -> &mut bool {
        match kind {
            ConsentKind::Program => &mut self.program,
            ConsentKind::DataSharing => &mut self.data_sharing,
            ConsentKind::Photo => &mut self.photo,
            ConsentKind::Sms => &mut self.sms,
            ConsentKind::Email => &mut self.email,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ConsentKind::*;

    #[test]
    fn a_father_revokes_photo_text_and_email_consent_himself_and_asks_staff_for_the_rest() {
        let table = [(Program, false), (DataSharing, false), (Photo, true), (Sms, true), (Email, true)];
        assert_eq!(table.len(), ConsentKind::ALL.len(), "every kind has its row");
        for (kind, his_to_revoke) in table {
            assert_eq!(kind.revocable_by_father(), his_to_revoke, "{kind:?}");
        }
    }

    #[test]
    fn the_state_of_a_kind_is_its_latest_consent_and_none_is_no_consent() {
        assert_eq!(ConsentState::from_latest([]), ConsentState::default());
        let state = ConsentState::from_latest([(Photo, true), (Email, false), (DataSharing, true)]);
        assert_eq!(state, ConsentState { program: false, data_sharing: true, photo: true, sms: false, email: false });
    }

    #[test]
    fn the_kinds_are_the_contracts_words() {
        assert_eq!(ConsentKind::parse("data-sharing"), Ok(DataSharing));
        assert_eq!(ConsentKind::parse(" email "), Ok(Email));
        assert!(ConsentKind::parse("Photo").is_err());
        assert_eq!(serde_json::to_value(Sms).unwrap(), "sms");
    }
}

//! Consents (docs/PRODUCT.md, "Consent"): staff with a father in scope record and revoke
//! them; a father reads his own and revokes his photo, text and e-mail consent himself.
//! Recording takes two taps: everything but the kind has a default (now, the form's
//! version in use, witnessed by the caller). A photo consent recorded or revoked decides
//! again, in its transaction, which photos he is tagged in are hidden from fathers.

use serde::Deserialize;
use utoipa::ToSchema;

use crate::auth::Viewer;
use crate::catalogue;
use crate::db::{self, gallery::Recheck, Table};
use crate::domain::consent::{Consent, ConsentKind, MAX_NOTE, MAX_VERSION};
use crate::domain::dates::{in_the_past, parse_utc_field};
use crate::error::{AppError, AppResult, Record};
use crate::services::form::{schema, Form};
use crate::state::AppState;

/// The version of a consent when none was ever recorded of its kind.
const FIRST_VERSION: &str = "1";

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct ConsentInput {
    #[schema(value_type = Option<ConsentKind>)]
    kind: Option<String>,
    /// The consent form's version (default: the version of the latest consent of this
    /// kind recorded in the program, or "1"); blank is the default.
    #[schema(schema_with = schema::text::<MAX_VERSION>)]
    version: Option<String>,
    /// When he gave it (default now); not in the future (a few minutes of clock skew aside).
    #[schema(schema_with = schema::instant)]
    granted_at: Option<String>,
    #[schema(schema_with = schema::text::<MAX_NOTE>)]
    note: Option<String>,
}

/// A new consent's body, as the document describes it.
pub type NewConsent = crate::extract::New<ConsentInput>;

impl crate::extract::Creatable for ConsentInput {
    const REQUIRED: &'static [&'static str] = &["kind"];
}

impl ConsentInput {
    /// Applies the fields to a new consent; `version` is left blank when not sent, for
    /// the caller to fill with the kind's default.
    fn apply(self, c: &mut Consent) -> AppResult<()> {
        let now = c.granted_at;
        let mut form = Form::new(true);
        form.require("kind", "Kind", self.kind, |k| ConsentKind::parse(&k), &mut c.kind);
        form.text("version", "Version", MAX_VERSION, self.version, &mut c.version);
        let granted_at = |t: String| {
            parse_utc_field(&t, "Granted at").and_then(|at| in_the_past(at, now, catalogue::consent_in_future()))
        };
        form.set("grantedAt", self.granted_at, granted_at, &mut c.granted_at);
        form.text("note", "Note", MAX_NOTE, self.note, &mut c.note);
        form.finish()
    }
}

/// A father's consents, newest first (staff with him in scope; a father 403, staff
/// without him 404).
pub async fn list(state: &AppState, viewer: &Viewer, father_id: String) -> AppResult<Vec<Consent>> {
    let viewer = viewer.clone();
    state
        .db
        .run(move |conn| {
            viewer.staff_reaching(conn, &father_id)?;
            Ok(db::consents::list(conn, &viewer.scope(), &father_id)?)
        })
        .await
}

/// The signed-in father's own consents, newest first (none without a linked record).
pub async fn mine(state: &AppState, viewer: &Viewer) -> AppResult<Vec<Consent>> {
    if viewer.is_staff() {
        return Err(AppError::Forbidden(catalogue::fathers_only()));
    }
    let Some(father_id) = viewer.own_father_id().map(str::to_owned) else { return Ok(Vec::new()) };
    let scope = viewer.scope();
    Ok(state.db.run(move |conn| db::consents::list(conn, &scope, &father_id)).await?)
}

/// Records a consent witnessed by the caller (staff with the father in scope).
pub async fn create(state: &AppState, viewer: &Viewer, father_id: String, input: ConsentInput) -> AppResult<Consent> {
    let viewer = viewer.clone();
    let program = state.config.program_name.clone();
    let consent = state
        .db
        .transaction(move |conn| {
            let staff = viewer.staff_reaching(conn, &father_id)?;
            let now = db::now();
            let mut consent = Consent {
                id: uuid::Uuid::now_v7().to_string(),
                father_id: father_id.clone(),
                kind: ConsentKind::Program,
                version: String::new(),
                granted_at: now,
                witnessed_by: Some(staff.id.clone()),
                witness_name: staff.display_name.clone(),
                revoked_at: None,
                revoked_by: None,
                note: String::new(),
            };
            input.apply(&mut consent)?;
            if consent.version.is_empty() {
                consent.version =
                    db::consents::latest_version(conn, consent.kind)?.unwrap_or_else(|| FIRST_VERSION.to_owned());
            }
            // Locked first: a tag change naming him waits for this, or this for it.
            db::lock(conn, Table::Fathers, &father_id)?;
            db::consents::insert(conn, &consent, now.timestamp_millis())?;
            follow(conn, &consent)?;
            // Carriers require a confirmation of every sms opt-in (when it stands now:
            // a consent dated before a later revocation does not).
            if consent.kind == ConsentKind::Sms && db::consents::current(conn, &father_id)?.sms {
                crate::services::texts::queue_confirmation(conn, &father_id, &program, now.timestamp_millis())?;
            }
            Ok::<_, AppError>(consent)
        })
        .await?;
    state.text_queue.wake();
    Ok(consent)
}

/// Revokes a consent: staff with its father in scope, any kind; the father himself his
/// photo, text and e-mail consent (the others: 403, ask staff). Another father's, or one
/// out of scope: 404. Revoking it again answers it as it is, first revocation kept.
pub async fn revoke(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Consent> {
    let viewer = viewer.clone();
    state
        .db
        .transaction(move |conn| {
            let scope = viewer.scope();
            let consent = db::consents::find(conn, &scope, &id)?.ok_or_else(|| AppError::not_found(Record::Consent))?;
            if !viewer.is_staff() && !consent.kind.revocable_by_father() {
                return Err(AppError::Forbidden(catalogue::consent_ask_staff()));
            }
            db::lock(conn, Table::Fathers, &consent.father_id)?;
            if db::consents::revoke(conn, &id, &viewer.user().id, db::now_millis())? {
                follow(conn, &consent)?;
            }
            db::consents::find(conn, &scope, &id)?.ok_or_else(|| AppError::not_found(Record::Consent))
        })
        .await
}

/// What a consent recorded or revoked implies, in its transaction: a photo consent decides
/// again which photos he is tagged in are hidden from fathers; an sms consent revoked
/// fails the texts still waiting for him.
fn follow(conn: &mut dyn db::Conn, consent: &Consent) -> db::DbResult<()> {
    match consent.kind {
        ConsentKind::Photo => {
            db::gallery::refresh_consent_missing(conn, Recheck::TaggedWith(&consent.father_id))?;
        }
        ConsentKind::Sms if !db::consents::current(conn, &consent.father_id)?.sms => {
            db::texts::drop_queued(conn, &consent.father_id, db::now_millis())?;
        }
        _ => {}
    }
    Ok(())
}

//! Referrals of a father to partner services, followed through their status: staff with
//! the father in scope make and change them, each status change appended to the history in
//! its transaction; only directors delete one. Fathers never see them (404).

use serde::Deserialize;
use utoipa::ToSchema;

use crate::auth::Viewer;
use crate::db::{self, Table};
use crate::domain::casework::{appends_to_history, Referral, ReferralStatus, ReferralStep, ReferralType};
use crate::domain::dates::parse_utc_field;
use crate::domain::program::parse_text;
use crate::domain::{ActivityType, NewActivity, Sentence};
use crate::error::{AppError, AppResult, Record};
use crate::services::contacts::{staff_with, MAX_NOTE};
use crate::services::form::{schema, Form};
use crate::state::AppState;

/// The longest name of a partner organisation.
pub const MAX_PARTNER: usize = 200;

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct ReferralInput {
    #[serde(rename = "type")]
    #[schema(value_type = Option<ReferralType>)]
    kind: Option<String>,
    /// The partner organisation.
    #[schema(schema_with = schema::text::<MAX_PARTNER>)]
    partner: Option<String>,
    /// Default 'made'. A change is appended to the history.
    #[schema(value_type = Option<ReferralStatus>)]
    status: Option<String>,
    #[schema(schema_with = schema::text::<MAX_NOTE>)]
    note: Option<String>,
    /// When it was made (default now).
    #[schema(schema_with = schema::instant)]
    made_at: Option<String>,
}

/// A new referral's body, as the document describes it.
pub type NewReferral = crate::extract::New<ReferralInput>;

impl crate::extract::Creatable for ReferralInput {
    const REQUIRED: &'static [&'static str] = &["type"];
}

impl ReferralInput {
    fn apply(self, r: &mut Referral, creating: bool) -> AppResult<()> {
        let mut form = Form::new(creating);
        form.require("type", "Type", self.kind, |t| ReferralType::parse(&t), &mut r.kind);
        form.text("partner", "Partner", MAX_PARTNER, self.partner, &mut r.partner);
        form.set("status", self.status, |s| ReferralStatus::parse(&s), &mut r.status);
        form.set("note", self.note, |n| parse_text(&n, "Note", MAX_NOTE, false), &mut r.note);
        form.set("madeAt", self.made_at, |t| parse_utc_field(&t, "Made at"), &mut r.made_at);
        form.finish()
    }
}

/// The referral, if the viewer may see it (404 outside his scope; fathers always).
fn referral_for(conn: &mut dyn db::Conn, viewer: &Viewer, id: &str) -> AppResult<Referral> {
    if !viewer.is_staff() {
        return Err(AppError::not_found(Record::Referral));
    }
    db::referrals::find(conn, &viewer.scope(), id)?.ok_or_else(|| AppError::not_found(Record::Referral))
}

/// A father's referrals, newest first, each with its history.
pub async fn list(
    state: &AppState,
    viewer: &Viewer,
    father_id: String,
    limit: i64,
    offset: i64,
) -> AppResult<Vec<Referral>> {
    let viewer = viewer.clone();
    state
        .db
        .run(move |conn| {
            staff_with(&viewer, conn, &father_id)?;
            Ok(db::referrals::list(conn, &viewer.scope(), &father_id, limit, offset)?)
        })
        .await
}

/// Every referral of the fathers in the viewer's scope (staff; fathers 403), open ones first.
pub async fn list_in_scope(
    state: &AppState,
    viewer: &Viewer,
    filter: db::referrals::ReferralFilter,
    limit: i64,
    offset: i64,
) -> AppResult<Vec<crate::domain::casework::ReferralEntry>> {
    viewer.staff()?;
    let scope = viewer.scope();
    Ok(state.db.run(move |conn| db::referrals::list_in_scope(conn, &scope, &filter, limit, offset)).await?)
}

/// Makes a referral, with its first history step and a 'referred' activity.
pub async fn create(state: &AppState, viewer: &Viewer, father_id: String, input: ReferralInput) -> AppResult<Referral> {
    let viewer = viewer.clone();
    state
        .db
        .transaction(move |conn| {
            let staff = staff_with(&viewer, conn, &father_id)?.id.clone();
            let now = db::now();
            let mut referral = Referral {
                id: uuid::Uuid::now_v7().to_string(),
                father_id: father_id.clone(),
                kind: ReferralType::Other,
                partner: String::new(),
                status: ReferralStatus::Made,
                note: String::new(),
                made_at: now,
                made_by: Some(staff.clone()),
                history: Vec::new(),
                updated_at: now,
            };
            input.apply(&mut referral, true)?;
            db::referrals::insert(conn, &referral)?;
            let father = db::fathers::find(conn, &father_id)?.ok_or_else(|| AppError::not_found(Record::Father))?;
            let name = father.full_name();
            db::activities::insert(
                conn,
                &NewActivity::by(
                    &staff,
                    ActivityType::Referred,
                    Sentence::Referred.says(&[("father", &name), ("type", referral.kind.as_str())]),
                )
                .about("father", &father_id),
            )?;
            referral_for(conn, &viewer, &referral.id)
        })
        .await
}

/// Changes a referral; a new status is appended to its history (the same one again is not).
pub async fn update(state: &AppState, viewer: &Viewer, id: String, input: ReferralInput) -> AppResult<Referral> {
    let viewer = viewer.clone();
    state
        .db
        .transaction(move |conn| {
            db::lock(conn, Table::Referrals, &id)?;
            let mut referral = referral_for(conn, &viewer, &id)?;
            let staff = viewer.staff()?.id.clone();
            let before = referral.status;
            input.apply(&mut referral, false)?;
            let now = db::now();
            referral.updated_at = now;
            db::referrals::update(conn, &referral)?;
            if appends_to_history(before, referral.status) {
                db::referrals::append(conn, &id, &ReferralStep { status: referral.status, at: now, by: Some(staff) })?;
            }
            referral_for(conn, &viewer, &id)
        })
        .await
}

/// Deletes a referral and its history (directors; other staff 403).
pub async fn delete(state: &AppState, viewer: &Viewer, id: String) -> AppResult<()> {
    let viewer = viewer.clone();
    state
        .db
        .transaction(move |conn| {
            referral_for(conn, &viewer, &id)?;
            viewer.director()?;
            db::referrals::delete(conn, &id)?;
            Ok(())
        })
        .await
}

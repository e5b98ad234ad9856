//! The incentive ledger (docs/PRODUCT.md, "Incentives"): staff with a father in scope give
//! him incentives and read his ledger; the staff running a group give one to each father
//! of a session's roster at once; only a director voids one, with a reason. Nothing is ever
//! edited or deleted. Fathers read none of it here (403): theirs come in their export.
//!
//! The same reward twice is refused (409) unless the request confirms it
//! (`allowDuplicate`): each father's row is locked before his ledger is read, so two staff
//! giving at once are decided one after the other, and the unique index
//! `incentives_one_reward` refuses a second reward for a session whatever happens.

use std::collections::{BTreeSet, HashSet};

use chrono::{DateTime, Days, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::Viewer;
use crate::catalogue;
use crate::db::{self, scope::Scope, Table};
use crate::domain::dates::parse_utc_field;
use crate::domain::incentive::{
    duplicate_message, parse_amount, Incentive, IncentiveKind, SameReward, MAX_REASON, MAX_REFERENCE,
};
use crate::domain::program::parse_text;
use crate::domain::report::midnight;
use crate::domain::User;
use crate::error::{AppError, AppResult, FieldErrors, Record};
use crate::services::form::schema;
use crate::state::AppState;

/// The most fathers one session's form gives to at once.
pub const MAX_FATHERS: usize = 500;

/// An incentive for one father.
#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct NewIncentive {
    #[schema(required = true, value_type = IncentiveKind)]
    kind: Option<String>,
    /// In cents: 1–100000 ($1,000).
    #[serde(deserialize_with = "crate::extract::whole_number")]
    // = MIN_AMOUNT_CENTS, MAX_AMOUNT_CENTS (utoipa takes a literal; `http::openapi`'s test checks it)
    #[schema(required = true, value_type = i64, minimum = 1, maximum = 100000)]
    amount_cents: Option<i64>,
    /// A card's last digits, a receipt number.
    #[schema(schema_with = schema::text::<MAX_REFERENCE>)]
    reference: Option<String>,
    #[schema(schema_with = schema::text::<MAX_REASON>)]
    reason: Option<String>,
    /// The session it rewards: one whose roster he was on (a member of its group at its
    /// start, or marked for it). Null or blank: none.
    #[schema(value_type = Option<String>)]
    session_id: Option<String>,
    /// When it was given (default now).
    #[schema(schema_with = schema::instant)]
    given_at: Option<String>,
    /// Give it even though he already has the same reward (default false).
    #[schema(value_type = Option<bool>)]
    allow_duplicate: Option<bool>,
}

// It repeats `NewIncentive`'s terms rather than `#[serde(flatten)]` them: a flattened field's
// decoding error loses its name ("invalid type…" instead of "amountCents: invalid type…").
/// One incentive for each father of a session's roster (the form after attendance).
#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct NewSessionIncentives {
    #[schema(required = true, value_type = IncentiveKind)]
    kind: Option<String>,
    /// In cents: 1–100000 ($1,000).
    #[serde(deserialize_with = "crate::extract::whole_number")]
    // = MIN_AMOUNT_CENTS, MAX_AMOUNT_CENTS (utoipa takes a literal; `http::openapi`'s test checks it)
    #[schema(required = true, value_type = i64, minimum = 1, maximum = 100000)]
    amount_cents: Option<i64>,
    #[schema(schema_with = schema::text::<MAX_REFERENCE>)]
    reference: Option<String>,
    #[schema(schema_with = schema::text::<MAX_REASON>)]
    reason: Option<String>,
    /// Fathers on the session's roster, 1–500 (a repeated id counts once).
    #[schema(required = true, schema_with = schema::ids::<MAX_FATHERS>)]
    father_ids: Vec<String>,
    /// Give it also to those who already have it for this session (default false).
    #[schema(value_type = Option<bool>)]
    allow_duplicate: Option<bool>,
}

/// What a session's form gave: the incentives created, and the fathers skipped because
/// they already had this one for the session.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionIncentives {
    pub created: Vec<Incentive>,
    pub duplicates: Vec<String>,
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct VoidIncentive {
    /// Why it is voided (1–500 characters), kept on the ledger.
    #[schema(required = true, schema_with = schema::string::required_text::<MAX_REASON>)]
    reason: String,
}

/// The fields every incentive has, parsed: kind, amount, reference, reason.
struct Terms {
    kind: IncentiveKind,
    amount_cents: i64,
    reference: String,
    reason: String,
}

impl Terms {
    fn parse(
        errors: &mut FieldErrors,
        kind: Option<String>,
        amount_cents: Option<i64>,
        reference: Option<String>,
        reason: Option<String>,
    ) -> Option<Terms> {
        let kind = match kind {
            Some(kind) => errors.check("kind", IncentiveKind::parse(&kind)),
            None => {
                errors.add("kind", catalogue::kind_required());
                None
            }
        };
        let amount_cents = match amount_cents {
            Some(cents) => errors.check("amountCents", parse_amount(cents)),
            None => {
                errors.add("amountCents", catalogue::amount_required());
                None
            }
        };
        let reference = errors.check(
            "reference",
            parse_text(reference.as_deref().unwrap_or_default(), "Reference", MAX_REFERENCE, false),
        );
        let reason =
            errors.check("reason", parse_text(reason.as_deref().unwrap_or_default(), "Reason", MAX_REASON, false));
        Some(Terms { kind: kind?, amount_cents: amount_cents?, reference: reference?, reason: reason? })
    }

    /// A new incentive on these terms for `father_id`, given by `staff` at `given_at`.
    fn incentive(
        &self,
        father_id: &str,
        session_id: Option<String>,
        given_at: DateTime<Utc>,
        staff: &User,
    ) -> Incentive {
        Incentive {
            id: uuid::Uuid::now_v7().to_string(),
            father_id: father_id.to_owned(),
            kind: self.kind,
            amount_cents: self.amount_cents,
            reference: self.reference.clone(),
            reason: self.reason.clone(),
            session_id,
            given_at,
            given_by: Some(staff.id.clone()),
            given_by_name: staff.display_name.clone(),
            confirmed_duplicate: false,
            voided_at: None,
            voided_by: None,
            void_reason: None,
        }
    }
}

/// A reference to another record: null or blank is none.
fn reference(id: Option<String>) -> Option<String> {
    id.map(|id| id.trim().to_owned()).filter(|id| !id.is_empty())
}

/// A father's ledger, newest first, voided ones included (staff with him in scope: 404
/// otherwise; a father 403).
pub async fn list(state: &AppState, viewer: &Viewer, father_id: String) -> AppResult<Vec<Incentive>> {
    let viewer = viewer.clone();
    state
        .db
        .run(move |conn| {
            viewer.staff_reaching(conn, &father_id)?;
            Ok(db::incentives::list(conn, &viewer.scope(), &father_id)?)
        })
        .await
}

/// Gives a father an incentive (staff with him in scope).
pub async fn give(state: &AppState, viewer: &Viewer, father_id: String, input: NewIncentive) -> AppResult<Incentive> {
    viewer.staff()?;
    let mut errors = FieldErrors::default();
    let terms = Terms::parse(&mut errors, input.kind, input.amount_cents, input.reference, input.reason);
    let given_at = match input.given_at {
        Some(at) => errors.check("givenAt", parse_utc_field(&at, "Given at")),
        None => Some(db::now()),
    };
    errors.finish()?;
    let (terms, given_at) = (terms.expect("checked"), given_at.expect("checked"));
    let session_id = reference(input.session_id);
    let allow_duplicate = input.allow_duplicate.unwrap_or(false);
    let (viewer, zone) = (viewer.clone(), state.config.time_zone);
    state
        .db
        .transaction(move |conn| {
            let staff = viewer.staff_reaching(conn, &father_id)?.clone();
            // His ledger is read and written under his row's lock (PostgreSQL; SQLite's
            // writer runs one transaction at a time).
            db::lock(conn, Table::Fathers, &father_id)?;
            if let Some(session_id) = &session_id {
                let session = db::sessions::find(conn, session_id)?
                    .ok_or_else(|| AppError::field("sessionId", catalogue::no_such_session()))?;
                let roster = db::attendance::roster(conn, &session, &Scope::All)?;
                if !roster.iter().any(|entry| entry.father_id == father_id) {
                    return Err(AppError::field("sessionId", catalogue::incentive_not_on_roster()));
                }
            }
            let incentive = terms.incentive(&father_id, session_id, given_at, &staff);
            match record(conn, incentive, allow_duplicate, zone)? {
                Recorded::Given(incentive) => Ok(*incentive),
                Recorded::Duplicate(rule) => Err(AppError::Conflict(duplicate_message(&rule))),
            }
        })
        .await
}

/// Gives each listed father of a session's roster one incentive for it, in one
/// transaction (the group's facilitators or a director). Those who already have it are
/// skipped and named, unless `allowDuplicate`.
pub async fn give_for_session(
    state: &AppState,
    viewer: &Viewer,
    session_id: String,
    input: NewSessionIncentives,
) -> AppResult<SessionIncentives> {
    viewer.staff()?;
    let mut errors = FieldErrors::default();
    let terms = Terms::parse(&mut errors, input.kind, input.amount_cents, input.reference, input.reason);
    // Sorted, so that two forms lock the same fathers in the same order.
    let fathers: BTreeSet<String> = input.father_ids.iter().map(|id| id.trim().to_owned()).collect();
    if fathers.is_empty() || fathers.contains("") {
        errors.add("fatherIds", catalogue::incentive_fathers_required());
    } else if fathers.len() > MAX_FATHERS {
        errors.add("fatherIds", catalogue::attendance_too_many());
    }
    errors.finish()?;
    let terms = terms.expect("checked");
    let allow_duplicate = input.allow_duplicate.unwrap_or(false);
    let (viewer, zone) = (viewer.clone(), state.config.time_zone);
    state
        .db
        .transaction(move |conn| {
            let session = db::sessions::find(conn, &session_id)?.ok_or_else(|| AppError::not_found(Record::Session))?;
            let staff = viewer.staff_running(conn, &session.group_id)?.clone();
            // The roster as he sees it: a father outside his scope is not found, whether or
            // not he was ever on it.
            let scope = viewer.scope();
            let roster: HashSet<String> =
                db::attendance::roster(conn, &session, &scope)?.into_iter().map(|entry| entry.father_id).collect();
            if !scope.covers_all(conn, fathers.iter().map(String::as_str))? {
                return Err(AppError::not_found(Record::Father));
            }
            if !fathers.iter().all(|father| roster.contains(father)) {
                return Err(AppError::field("fatherIds", catalogue::incentive_fathers_on_roster()));
            }
            for father in &fathers {
                db::lock(conn, Table::Fathers, father)?;
            }
            let given_at = db::now();
            let mut answer = SessionIncentives { created: Vec::new(), duplicates: Vec::new() };
            for father in &fathers {
                let incentive = terms.incentive(father, Some(session_id.clone()), given_at, &staff);
                match record(conn, incentive, allow_duplicate, zone)? {
                    Recorded::Given(incentive) => answer.created.push(*incentive),
                    Recorded::Duplicate(_) => answer.duplicates.push(father.clone()),
                }
            }
            Ok(answer)
        })
        .await
}

enum Recorded {
    Given(Box<Incentive>),
    /// He already has it, and the request did not confirm giving it again.
    Duplicate(SameReward),
}

/// Writes the incentive unless it is the same reward as one he has (which `allow` gives
/// again, marked as confirmed). The father's row is locked by the caller.
fn record(conn: &mut dyn db::Conn, mut incentive: Incentive, allow: bool, zone: chrono_tz::Tz) -> AppResult<Recorded> {
    let day = incentive.given_at.with_timezone(&zone).date_naive();
    let rule = SameReward::of(incentive.session_id.as_deref(), incentive.amount_cents, day);
    let (from, to) = (midnight(day, zone).timestamp_millis(), midnight(day + Days::new(1), zone).timestamp_millis());
    let duplicate = db::incentives::has_same_reward(conn, &incentive.father_id, incentive.kind, &rule, from, to)?;
    if duplicate && !allow {
        return Ok(Recorded::Duplicate(rule));
    }
    incentive.confirmed_duplicate = duplicate;
    db::incentives::insert(conn, &incentive, db::now_millis()).map_err(|err| match err {
        // The index behind the check: a second reward for the session got in first.
        db::DbError::UniqueViolation => AppError::Conflict(duplicate_message(&rule)),
        other => other.into(),
    })?;
    Ok(Recorded::Given(Box::new(incentive)))
}

/// Voids an incentive (directors; staff and fathers 403): it stays on the ledger with who
/// voided it, when and why. Voiding one already voided is 409.
pub async fn void(state: &AppState, viewer: &Viewer, id: String, input: VoidIncentive) -> AppResult<Incentive> {
    let director = viewer.director()?.id.clone();
    let reason = parse_text(&input.reason, "Reason", MAX_REASON, true).map_err(|m| AppError::field("reason", m))?;
    state
        .db
        .transaction(move |conn| {
            if !db::incentives::void(conn, &id, &director, &reason, db::now_millis())? {
                return match db::incentives::find(conn, &Scope::All, &id)? {
                    Some(_) => Err(AppError::Conflict(catalogue::incentive_already_voided())),
                    None => Err(AppError::not_found(Record::Incentive)),
                };
            }
            db::incentives::find(conn, &Scope::All, &id)?.ok_or_else(|| AppError::not_found(Record::Incentive))
        })
        .await
}

/// Incentives are never deleted: every DELETE is refused (405).
pub fn never_deleted() -> AppError {
    AppError::MethodNotAllowed(catalogue::incentive_never_deleted())
}

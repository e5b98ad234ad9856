//! Staff-side account management (docs/PRODUCT.md, "Accounts": the original createUser, updateUser,
//! deleteAuthUser) and the clean-up of accounts nobody ever used. Every change is
//! written to the activity log.

mod bodies;

pub use bodies::{CleanupBody, CleanupResult, Created, NewUserBody, ProfileChanges, UserChanges};

use chrono::Duration;

use crate::auth::password;
use crate::catalogue;
use crate::db;
use crate::domain::StaffRole;
use crate::domain::{ActivityType, Email, Language, NewActivity, Password, Sentence, StaffMember, Summary, User};
use crate::error::{AppError, AppResult};
use crate::services::identity;
use crate::state::AppState;

/// A link in a welcome e-mail lives longer than a reset link: people do not read
/// their mail within the hour.
pub const WELCOME_LINK_LIFETIME: Duration = Duration::days(7);

pub struct NewAccount {
    pub email: Email,
    pub display_name: String,
    pub first_name: String,
    pub last_name: String,
    pub preferred_language: Language,
    /// None: a father's account.
    pub staff_role: Option<StaffRole>,
}

/// A page of the account list as JSON, newest first; `search` matches names and e-mail.
/// Read once per revision of the accounts (see `page_cache`), then reused.
fn encoded(value: &impl serde::Serialize) -> Result<bytes::Bytes, db::DbError> {
    serde_json::to_vec(value).map(bytes::Bytes::from).map_err(|e| db::DbError::Other(e.to_string()))
}

/// A page of accounts as JSON, and where the next starts when the page is full. Both are
/// kept until an account changes.
pub async fn list_json(
    state: &AppState,
    search: Option<String>,
    limit: i64,
    start: db::users::Start,
) -> AppResult<(bytes::Bytes, Option<db::users::Start>)> {
    let pages = state.user_pages.clone();
    let answer = state
        .db
        .run(move |conn| {
            let revision = db::users::revision(conn)?;
            let key = format!(
                "{limit} {} {}",
                String::from_utf8_lossy(&encoded(&start)?),
                search.as_deref().unwrap_or_default()
            );
            let next_key = format!("next {key}");
            if let (Some(answer), Some(next)) = (pages.get(revision, &key), pages.get(revision, &next_key)) {
                return Ok((answer, serde_json::from_slice(&next).unwrap_or(None)));
            }
            let users = db::users::list(conn, search.as_deref(), limit, &start)?;
            let next = (users.len() as i64 == limit).then(|| users.last().map(db::users::Start::after)).flatten();
            let answer = encoded(&users)?;
            pages.put(revision, key, answer.clone());
            pages.put(revision, next_key, encoded(&next)?);
            Ok::<_, db::DbError>((answer, next))
        })
        .await?;
    Ok(answer)
}

/// A father's account waiting to be linked to his record, with the records that are
/// likely his.
#[derive(serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountToLink {
    pub user: User,
    pub likely: Vec<db::fathers::LikelyRecord>,
}

/// How many accounts to link are listed at once: more is a backlog to work through.
pub const TO_LINK_LIMIT: i64 = 200;

/// Directors: the accounts fathers made themselves that no record is linked to yet, newest
/// first (a director links one from the record, `userId`).
pub async fn to_link(state: &AppState, viewer: &crate::auth::Viewer) -> AppResult<Vec<AccountToLink>> {
    viewer.director()?;
    Ok(state
        .db
        .run(|conn| {
            let users = db::users::unlinked(conn, TO_LINK_LIMIT)?;
            users
                .into_iter()
                .map(|user| Ok(AccountToLink { likely: db::fathers::likely_records(conn, &user)?, user }))
                .collect::<db::DbResult<Vec<_>>>()
        })
        .await?)
}

/// The program's staff accounts, for any staff member (fathers get 403).
pub async fn staff(state: &AppState, viewer: &crate::auth::Viewer) -> AppResult<Vec<StaffMember>> {
    viewer.staff()?;
    Ok(state.db.run(db::users::staff).await?)
}

/// Creates an account with a generated password and e-mails the person a link to set
/// their own. The e-mail is sent before answering: staff are told if it failed.
pub async fn create(state: &AppState, actor: &User, new: NewAccount) -> AppResult<User> {
    let generated = Password::parse(&password::generate()).map_err(|m| anyhow::anyhow!(m))?;
    let (user, link) = identity::create_invited_account(
        state,
        identity::Registration {
            email: new.email,
            password: generated,
            display_name: new.display_name,
            first_name: new.first_name,
            last_name: new.last_name,
            preferred_language: new.preferred_language,
            staff_role: new.staff_role,
        },
        identity::CreatedBy::Staff(actor.id.clone()),
        WELCOME_LINK_LIFETIME,
        |_, _| Ok(()),
    )
    .await?;
    send_welcome(state, &user, &link).await?;
    Ok(user)
}

/// The welcome e-mail of an account staff made, in its language, with the link to choose a
/// password. Sent before answering: staff are told if it failed.
pub async fn send_welcome(state: &AppState, user: &User, link: &str) -> AppResult<()> {
    let mail = crate::infra::mail::welcome(user.preferred_language, &user.display_name, link);
    if let Err(err) = state.mailer.send(&user.email, &mail).await {
        tracing::error!(error = ?err, user_id = %user.id, "welcome e-mail failed");
        return Err(AppError::Unavailable(crate::catalogue::welcome_not_sent(&user.email)));
    }
    Ok(())
}

/// Changes applied by staff to someone's account; `None` leaves a field as it is.
#[derive(Default)]
pub struct AccountChanges {
    pub email: Option<Email>,
    pub display_name: Option<String>,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub preferred_language: Option<Language>,
    pub role: RoleChange,
}

/// What a change does to an account's role.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RoleChange {
    #[default]
    Keep,
    /// `isAdmin: true` alone: staff, keeping a staff account's role.
    Staff,
    /// This role (None: a father's account).
    To(Option<StaffRole>),
}

impl RoleChange {
    fn applied_to(self, current: Option<StaffRole>) -> Option<Option<StaffRole>> {
        match self {
            RoleChange::Keep => None,
            RoleChange::Staff => Some(Some(current.unwrap_or(StaffRole::Staff))),
            RoleChange::To(role) => Some(role),
        }
    }
}

/// Refuses what would leave the program without a director, or what an actor who is no
/// longer a director (demoted a moment ago, on another server) tries. Decided on the
/// directors as they are, locked until the caller's transaction ends: two directors
/// demoting each other at once leave one.
fn check_directors(conn: &mut dyn db::Conn, actor: &str, target: &str, removes_director: bool) -> AppResult<()> {
    let directors = db::users::lock_directors(conn)?;
    if !directors.iter().any(|a| a == actor) {
        return Err(AppError::directors_only());
    }
    if removes_director && directors == [target] {
        return Err(AppError::Conflict(crate::catalogue::last_director()));
    }
    Ok(())
}

pub async fn update(state: &AppState, actor: &User, id: String, changes: AccountChanges) -> AppResult<User> {
    let actor_id = actor.id.clone();
    let updated = state
        .db
        .transaction(move |conn| {
            let current = db::users::find(conn, &id)?.ok_or_else(|| AppError::NotFound(catalogue::no_such_user()))?;
            let staff_role = changes.role.applied_to(current.staff_role);
            let removes_director =
                current.is_director() && staff_role.is_some_and(|role| role != Some(StaffRole::Director));
            check_directors(conn, &actor_id, &id, removes_director)?;
            if staff_role == Some(None) {
                // A father's account cares for nobody and facilitates nothing.
                db::scope::forget_staff(conn, &id)?;
            }
            let columns = db::users::UserChanges {
                email: changes.email.map(|e| e.as_str().to_owned()),
                display_name: changes.display_name,
                first_name: changes.first_name,
                last_name: changes.last_name,
                preferred_language: changes.preferred_language,
                staff_role,
                reminders: None,
            };
            let Some(user) = db::users::update(conn, &id, &columns, db::now_millis()).map_err(email_taken)? else {
                return Ok(None);
            };
            db::activities::insert(
                conn,
                &activity(
                    &actor_id,
                    ActivityType::Updated,
                    &user.id,
                    Sentence::UserUpdated.says(&[("name", &user.display_name)]),
                ),
            )?;
            Ok::<_, AppError>(Some(user))
        })
        .await?
        .ok_or_else(|| AppError::NotFound(catalogue::no_such_user()))?;
    state.sessions.forget_user(&updated.id);
    Ok(updated)
}

/// A user's own profile edit: only the columns it names are written, so it can never
/// undo what staff changed a moment ago (role, e-mail) from a stale copy.
pub async fn update_own_profile(state: &AppState, user: &User, changes: db::users::UserChanges) -> AppResult<User> {
    let id = user.id.clone();
    let updated = state
        .db
        .transaction(move |conn| {
            let Some(user) = db::users::update(conn, &id, &changes, db::now_millis())? else { return Ok(None) };
            db::activities::insert(
                conn,
                &activity(
                    &id,
                    ActivityType::Updated,
                    &id,
                    Sentence::ProfileUpdated.says(&[("name", &user.display_name)]),
                ),
            )?;
            Ok::<_, AppError>(Some(user))
        })
        .await?
        .ok_or_else(|| AppError::Unauthenticated(catalogue::sign_in_required()))?;
    state.sessions.forget_user(&updated.id);
    Ok(updated)
}

fn email_taken(err: db::DbError) -> AppError {
    match err {
        db::DbError::UniqueViolation => AppError::Conflict(catalogue::email_taken()),
        other => other.into(),
    }
}

/// Removes the login. Program records that point at the account (a father's record,
/// attendance, milestones) stay; the activity log keeps the id.
pub async fn delete(state: &AppState, actor: &User, id: String) -> AppResult<()> {
    let (actor_id, target) = (actor.id.clone(), id.clone());
    let deleted = state
        .db
        .transaction(move |conn| {
            check_directors(conn, &actor_id, &target, true)?;
            if !db::users::delete(conn, &target)? {
                return Ok(false);
            }
            db::activities::insert(
                conn,
                &activity(&actor_id, ActivityType::Deleted, &target, Sentence::UserDeleted.says(&[("id", &target)])),
            )?;
            Ok::<_, AppError>(true)
        })
        .await?;
    state.sessions.forget_user(&id);
    if !deleted {
        return Err(AppError::NotFound(catalogue::no_such_user()));
    }
    Ok(())
}

/// The oldest a clean-up looks back, in days (a hundred years).
pub const MAX_CLEANUP_DAYS: i64 = 36_500;
/// The most accounts one clean-up removes.
pub const MAX_CLEANUP_IDS: usize = 5000;

/// An age in days as a clean-up takes it: 0 to [`MAX_CLEANUP_DAYS`].
pub fn cleanup_days(days: i64) -> AppResult<i64> {
    match days {
        d @ 0..=MAX_CLEANUP_DAYS => Ok(d),
        _ => Err(AppError::field("days", catalogue::cleanup_days())),
    }
}

/// Accounts that never signed in and are older than `days`.
pub async fn cleanup_candidates(state: &AppState, days: i64) -> AppResult<Vec<User>> {
    let cutoff = (db::now() - Duration::days(days)).timestamp_millis();
    Ok(state.db.run(move |conn| db::users::never_signed_in(conn, cutoff, 5000)).await?)
}

/// Removes those of `ids` that are still clean-up candidates (never signed in, older
/// than `days`); anything else is left alone. Each removal is logged.
pub async fn cleanup(state: &AppState, actor: &User, ids: Vec<String>, days: i64) -> AppResult<usize> {
    let cutoff = (db::now() - Duration::days(days)).timestamp_millis();
    let actor_id = actor.id.clone();
    let removed = state
        .db
        .transaction(move |conn| {
            let mut removed = Vec::new();
            for id in ids {
                let Some(user) = db::users::find(conn, &id)? else { continue };
                let candidate = user.last_sign_in_at.is_none() && user.created_at.timestamp_millis() < cutoff;
                if !candidate {
                    continue;
                }
                match check_directors(conn, &actor_id, &id, user.is_director()) {
                    Ok(()) => {}
                    Err(AppError::Conflict(_)) => continue,
                    Err(other) => return Err(other),
                }
                if db::users::delete(conn, &id)? {
                    db::activities::insert(
                        conn,
                        &activity(&actor_id, ActivityType::Deleted, &id, Sentence::UserDeleted.says(&[("id", &id)])),
                    )?;
                    removed.push(id);
                }
            }
            Ok::<_, AppError>(removed)
        })
        .await?;
    for id in &removed {
        state.sessions.forget_user(id);
    }
    Ok(removed.len())
}

fn activity(actor: &str, action: ActivityType, to_user: &str, summary: Summary) -> NewActivity {
    NewActivity::by(actor, action, summary).about("user", to_user).to(Some(to_user.to_owned()))
}

//! The identity rules: registration, sign-in, refresh-token rotation, sign-out,
//! password reset and change. Handlers call these; these call `db` and `mail`.
//!
//! Every action is one transaction with everything it writes (the account, its
//! activity, the refresh token): an answer means all of it happened.

mod bodies;

pub use bodies::{
    ForgotAnswer, ForgotBody, PasswordChange, RegisterBody, ResetAnswer, ResetBody, SessionAnswer, SignInBody,
};

use chrono::{DateTime, Duration, Utc};

use crate::auth::{password, tokens};
use crate::catalogue;
use crate::db::{self, now_millis, tokens::NewRefreshToken, users::NewUser, Conn};
use crate::domain::StaffRole;
use crate::domain::{ActivityType, Email, Language, NewActivity, Password, Sentence, User};
use crate::error::{AppError, AppResult};
use crate::state::AppState;

pub const REFRESH_LIFETIME: Duration = Duration::days(30);
pub const RESET_LIFETIME: Duration = Duration::hours(1);
/// A refresh token presented again within this window of its rotation is a race
/// between two tabs, not theft: it is refused without revoking the family.
const REUSE_GRACE: Duration = Duration::seconds(10);

/// An access token and the refresh token that renews it.
pub struct Session {
    pub user: User,
    pub access_token: String,
    pub expires_at: DateTime<Utc>,
    pub refresh_token: String,
}

pub struct Registration {
    pub email: Email,
    pub password: Password,
    pub display_name: String,
    pub first_name: String,
    pub last_name: String,
    pub preferred_language: Language,
    /// None for a father's account.
    pub staff_role: Option<StaffRole>,
}

/// Who made an account, for its 'created' activity.
#[derive(Clone)]
pub enum CreatedBy {
    /// The person registered himself.
    Himself,
    /// A staff member (their id).
    Staff(String),
    /// `fatherhood create-admin` or `seed-demo` on the server.
    Operator,
}

/// A refresh token about to be stored: the secret for the browser and its family.
struct NewSessionToken {
    secret: String,
    family: String,
    issued_at: DateTime<Utc>,
}

impl NewSessionToken {
    fn new(family: String) -> NewSessionToken {
        NewSessionToken { secret: tokens::random_token(), family, issued_at: Utc::now() }
    }

    fn store(&self, conn: &mut dyn Conn, user_id: &str) -> db::DbResult<()> {
        let now = self.issued_at.timestamp_millis();
        db::tokens::insert_refresh(
            conn,
            NewRefreshToken {
                token_hash: &tokens::digest(&self.secret),
                user_id,
                family_id: &self.family,
                now,
                expires_at: now + REFRESH_LIFETIME.num_milliseconds(),
            },
        )
    }

    /// The session answer, once the token is stored.
    fn into_session(self, state: &AppState, user: User) -> AppResult<Session> {
        let (access_token, expires_at) = state.keys.issue(&user.id, &self.family, self.issued_at)?;
        Ok(Session { user, access_token, expires_at, refresh_token: self.secret })
    }
}

fn new_user(r: &Registration) -> User {
    let now = db::now();
    User {
        id: uuid::Uuid::now_v7().to_string(),
        email: r.email.as_str().to_owned(),
        display_name: r.display_name.clone(),
        first_name: r.first_name.clone(),
        last_name: r.last_name.clone(),
        preferred_language: r.preferred_language,
        is_admin: r.staff_role.is_some(),
        staff_role: r.staff_role,
        reminders: Default::default(),
        created_at: now,
        updated_at: now,
        last_sign_in_at: None,
    }
}

/// Inserts an account and its 'created' activity in the caller's transaction.
fn insert_account(conn: &mut dyn Conn, user: &User, hash: &str, by: &CreatedBy) -> AppResult<()> {
    db::users::insert(conn, NewUser { user, password_hash: hash }).map_err(|err| match err {
        db::DbError::UniqueViolation => AppError::Conflict(crate::catalogue::email_taken()),
        other => other.into(),
    })?;
    let name = [("name", user.display_name.as_str())];
    let (from_user, summary) = match by {
        CreatedBy::Himself => (Some(user.id.clone()), Sentence::Registered.says(&name)),
        CreatedBy::Staff(staff) => (Some(staff.clone()), Sentence::UserCreated.says(&name)),
        CreatedBy::Operator => (None, Sentence::UserCreated.says(&name)),
    };
    db::activities::insert(
        conn,
        &NewActivity::new(from_user, ActivityType::Created, summary).about("user", &user.id).to(Some(user.id.clone())),
    )?;
    Ok(())
}

/// Creates an account with the given password. 409 when the e-mail is taken.
pub async fn create_account(state: &AppState, r: Registration, by: CreatedBy) -> AppResult<User> {
    let hash = password::hash(r.password.expose().to_owned()).await?;
    let user = new_user(&r);
    let stored = user.clone();
    state.db.transaction(move |conn| insert_account(conn, &stored, &hash, &by)).await?;
    Ok(user)
}

/// Creates an account for someone else, with a link to set their own password
/// (valid for `link_lifetime`), in one transaction. Returns the account and the link.
pub async fn create_invited_account(
    state: &AppState,
    r: Registration,
    by: CreatedBy,
    link_lifetime: Duration,
    then: impl FnOnce(&mut dyn Conn, &User) -> AppResult<()> + Send + 'static,
) -> AppResult<(User, String)> {
    let hash = password::hash(r.password.expose().to_owned()).await?;
    let user = new_user(&r);
    let stored = user.clone();
    let reset = tokens::random_token();
    let reset_hash = tokens::digest(&reset);
    state
        .db
        .transaction(move |conn| {
            insert_account(conn, &stored, &hash, &by)?;
            let now = now_millis();
            db::tokens::insert_reset(conn, &reset_hash, &stored.id, now, now + link_lifetime.num_milliseconds())?;
            // What the account is made for (a father's record to link), in the same transaction.
            then(conn, &stored)
        })
        .await?;
    Ok((user, reset_link(state, &reset)))
}

/// Self-registration: a father account, signed in at once.
pub async fn register(state: &AppState, r: Registration) -> AppResult<Session> {
    if !state.config.registration_open {
        return Err(AppError::Forbidden(catalogue::registration_closed()));
    }
    let r = Registration { staff_role: None, ..r };
    let hash = password::hash(r.password.expose().to_owned()).await?;
    let now = db::now();
    let user = User { last_sign_in_at: Some(now), ..new_user(&r) };
    let token = NewSessionToken::new(uuid::Uuid::now_v7().to_string());
    let (stored, token) = state
        .db
        .transaction(move |conn| {
            insert_account(conn, &user, &hash, &CreatedBy::Himself)?;
            token.store(conn, &user.id)?;
            Ok::<_, AppError>((user, token))
        })
        .await?;
    token.into_session(state, stored)
}

pub async fn sign_in(state: &AppState, email: &str, password_input: String) -> AppResult<Session> {
    let failed = || AppError::Unauthenticated(crate::catalogue::sign_in_failed());
    let email = Email::parse(email).map_err(|_| failed())?;
    let lookup = email.as_str().to_owned();
    let found = state.db.run(move |conn| db::users::find_credentials(conn, &lookup)).await?;
    let (user, hash) = match found {
        Some((user, hash)) => (Some(user), Some(hash)),
        None => (None, None),
    };
    // Runs argon2 even for unknown addresses, so the timing tells nothing.
    let ok = password::verify(password_input, hash).await?;
    let (true, Some(user)) = (ok, user) else {
        return Err(failed());
    };
    let now = db::now();
    let user = User { last_sign_in_at: Some(now), ..user };
    let token = NewSessionToken::new(uuid::Uuid::now_v7().to_string());
    let (user, token) = state
        .db
        .transaction(move |conn| {
            // The account may have been deleted since its password was checked.
            if !db::users::record_sign_in(conn, &user.id, now.timestamp_millis())? {
                return Err(failed());
            }
            db::activities::insert(
                conn,
                &NewActivity::by(
                    &user.id,
                    ActivityType::SignedIn,
                    Sentence::SignedIn.says(&[("name", &user.display_name)]),
                )
                .to(Some(user.id.clone())),
            )?;
            token.store(conn, &user.id)?;
            Ok::<_, AppError>((user, token))
        })
        .await?;
    token.into_session(state, user)
}

enum Exchange {
    Rotated(Box<User>, NewSessionToken),
    Refused,
    /// A rotated token came back after the grace window: its family was revoked.
    Stolen {
        user_id: String,
    },
}

/// Exchanges a refresh token for a new one of the same family. A token used twice
/// (outside the grace window) means it was copied: the whole family is revoked.
pub async fn refresh(state: &AppState, token: Option<&str>) -> AppResult<Session> {
    let refused = || AppError::Unauthenticated(catalogue::session_ended());
    let hash = tokens::digest(token.ok_or_else(refused)?);
    let now = now_millis();
    let exchange = state
        .db
        .transaction(move |conn| -> AppResult<_> {
            let Some(stored) = db::tokens::find_refresh(conn, &hash)? else {
                return Ok(Exchange::Refused);
            };
            if stored.revoked_at.is_some() || stored.expires_at <= now {
                return Ok(Exchange::Refused);
            }
            if let Some(rotated_at) = stored.rotated_at {
                if now - rotated_at > REUSE_GRACE.num_milliseconds() {
                    tracing::warn!(user_id = %stored.user_id, "refresh token reused: revoking its family");
                    db::tokens::revoke_family(conn, &stored.family_id, now)?;
                    db::push::forget_session(conn, &stored.family_id)?;
                    return Ok(Exchange::Stolen { user_id: stored.user_id });
                }
                return Ok(Exchange::Refused);
            }
            // Conditional: of two requests racing with one token, one rotates it.
            if !db::tokens::mark_rotated(conn, &hash, now)? {
                return Ok(Exchange::Refused);
            }
            let Some(user) = db::users::find(conn, &stored.user_id)? else { return Ok(Exchange::Refused) };
            let token = NewSessionToken::new(stored.family_id);
            token.store(conn, &user.id)?;
            Ok(Exchange::Rotated(Box::new(user), token))
        })
        .await?;
    match exchange {
        Exchange::Rotated(user, token) => token.into_session(state, *user),
        Exchange::Refused => Err(refused()),
        Exchange::Stolen { user_id } => {
            state.sessions.forget_user(&user_id);
            Err(refused())
        }
    }
}

/// Ends the session the cookie belongs to (its whole family). Unknown tokens are ignored.
pub async fn sign_out(state: &AppState, token: Option<&str>) -> AppResult<()> {
    let Some(token) = token else { return Ok(()) };
    let hash = tokens::digest(token);
    let signed_out = state
        .db
        .transaction(move |conn| -> AppResult<_> {
            let Some(stored) = db::tokens::find_refresh(conn, &hash)? else { return Ok(None) };
            db::tokens::revoke_family(conn, &stored.family_id, now_millis())?;
            // The device signed out: it is notified no more.
            db::push::forget_session(conn, &stored.family_id)?;
            Ok(Some(stored.user_id))
        })
        .await?;
    if let Some(user_id) = signed_out {
        state.sessions.forget_user(&user_id);
    }
    Ok(())
}

/// The link a reset (or welcome) e-mail carries.
fn reset_link(state: &AppState, token: &str) -> String {
    format!("{}/forgot-password?token={token}", state.config.public_url)
}

/// Sends a reset e-mail when the address has an account. The answer is the same either way.
pub async fn forgot_password(state: &AppState, email: &str) -> AppResult<()> {
    let Ok(email) = Email::parse(email) else { return Ok(()) };
    let lookup = email.as_str().to_owned();
    let found = state.db.run(move |conn| db::users::find_credentials(conn, &lookup)).await?;
    if let Some((user, _)) = found {
        let token = tokens::random_token();
        let hash = tokens::digest(&token);
        let user_id = user.id.clone();
        state
            .db
            .transaction(move |conn| {
                let now = now_millis();
                db::tokens::insert_reset(conn, &hash, &user_id, now, now + RESET_LIFETIME.num_milliseconds())
            })
            .await?;
        let mail =
            crate::infra::mail::password_reset(user.preferred_language, &user.display_name, &reset_link(state, &token));
        state.mailer.send_in_background(user.email, mail);
    }
    Ok(())
}

/// Sets a new password with a reset token; every session of the user ends.
pub async fn reset_password(state: &AppState, token: &str, new_password: Password) -> AppResult<()> {
    let hash = password::hash(new_password.expose().to_owned()).await?;
    let token_hash = tokens::digest(token);
    let reset = state
        .db
        .transaction(move |conn| -> AppResult<_> {
            let now = now_millis();
            let Some(user_id) = db::tokens::consume_reset(conn, &token_hash, now)? else {
                return Ok(None);
            };
            db::users::set_password_hash(conn, &user_id, &hash, now)?;
            db::tokens::revoke_user_sessions(conn, &user_id, None, now)?;
            db::push::forget_other_sessions(conn, &user_id, None)?;
            Ok(Some(user_id))
        })
        .await?;
    match reset {
        Some(user_id) => {
            state.sessions.forget_user(&user_id);
            Ok(())
        }
        None => Err(AppError::invalid(catalogue::reset_link_invalid())),
    }
}

/// Changes the password of a signed-in user who knows the current one; the user's
/// other sessions end, the one in `keep_session` (a refresh-token family) stays.
pub async fn change_password(
    state: &AppState,
    user: &User,
    current: String,
    new_password: Password,
    keep_session: String,
) -> AppResult<()> {
    let id = user.id.clone();
    let stored = state.db.run(move |conn| db::users::password_hash(conn, &id)).await?;
    if !password::verify(current, stored).await? {
        return Err(AppError::field("currentPassword", catalogue::current_password_incorrect()));
    }
    let hash = password::hash(new_password.expose().to_owned()).await?;
    let id = user.id.clone();
    state
        .db
        .transaction(move |conn| -> AppResult<_> {
            let now = now_millis();
            db::users::set_password_hash(conn, &id, &hash, now)?;
            db::tokens::revoke_user_sessions(conn, &id, Some(&keep_session), now)?;
            // A stolen phone stops hearing previews with the sessions it held.
            db::push::forget_other_sessions(conn, &id, Some(&keep_session))?;
            Ok(())
        })
        .await?;
    state.sessions.forget_user(&user.id);
    Ok(())
}

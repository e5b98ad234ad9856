//! The identity rules: registration, sign-in, refresh-token rotation, sign-out,
//! password reset and change. Handlers call these; these call `db` and `mail`.

use chrono::{DateTime, Duration, Utc};

use super::{password, tokens};
use crate::db::{self, now_millis, tokens::NewRefreshToken, users::NewUser};
use crate::domain::{ActivityType, Email, Language, NewActivity, Password, User};
use crate::error::{AppError, AppResult};
use crate::state::AppState;

pub const REFRESH_LIFETIME: Duration = Duration::days(30);
pub const RESET_LIFETIME: Duration = Duration::hours(1);
/// A refresh token presented again within this window of its rotation is a race
/// between two tabs, not theft: it is refused without revoking the family.
const REUSE_GRACE: Duration = Duration::seconds(10);

pub const SIGN_IN_FAILED: &str = "Incorrect email or password.";

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
    pub is_admin: bool,
}

/// Creates an account with the given password. 409 when the e-mail is taken.
pub async fn create_account(state: &AppState, r: Registration) -> AppResult<User> {
    let hash = password::hash(r.password.expose().to_owned()).await?;
    let now = db::now();
    let user = User {
        id: uuid::Uuid::now_v7().to_string(),
        email: r.email.as_str().to_owned(),
        display_name: r.display_name,
        first_name: r.first_name,
        last_name: r.last_name,
        preferred_language: r.preferred_language,
        is_admin: r.is_admin,
        created_at: now,
        updated_at: now,
        last_sign_in_at: None,
    };
    let stored = user.clone();
    state
        .db
        .transaction(move |conn| db::users::insert(conn, NewUser { user: &stored, password_hash: &hash }))
        .await
        .map_err(|err| match err {
            db::DbError::UniqueViolation => AppError::Conflict("An account with this email already exists.".into()),
            other => other.into(),
        })?;
    Ok(user)
}

/// Self-registration: a father account, signed in at once.
pub async fn register(state: &AppState, r: Registration) -> AppResult<Session> {
    if !state.config.registration_open {
        return Err(AppError::Forbidden("Registration is closed. Please ask the program staff for an account.".into()));
    }
    let user = create_account(state, Registration { is_admin: false, ..r }).await?;
    let now = db::now();
    let id = user.id.clone();
    state.db.transaction(move |conn| db::users::record_sign_in(conn, &id, now.timestamp_millis())).await?;
    start_session(state, User { last_sign_in_at: Some(now), ..user }).await
}

pub async fn sign_in(state: &AppState, email: &str, password_input: String) -> AppResult<Session> {
    let failed = || AppError::Unauthenticated(SIGN_IN_FAILED.into());
    let email = Email::parse(email).map_err(|_| failed())?;
    let lookup = email.as_str().to_owned();
    let found = state.db.run(move |conn| db::users::find_credentials(conn, &lookup)).await?;
    let (user, hash) = match found {
        Some((user, hash)) => (Some(user), Some(hash)),
        None => (None, None),
    };
    // Runs argon2 even for unknown addresses, so the timing tells nothing.
    let ok = password::verify(password_input, hash).await?;
    let user = match (ok, user) {
        (true, Some(user)) => user,
        _ => return Err(failed()),
    };
    let now = db::now();
    let id = user.id.clone();
    state.db.transaction(move |conn| db::users::record_sign_in(conn, &id, now.timestamp_millis())).await?;
    let user = User { last_sign_in_at: Some(now), ..user };
    state
        .record(NewActivity {
            from_user: Some(user.id.clone()),
            action: ActivityType::SignedIn,
            to_user: Some(user.id.clone()),
            description: format!("{} signed in", user.display_name),
            subject: None,
        })
        .await;
    start_session(state, user).await
}

/// Issues a refresh token of a new family and an access token.
pub async fn start_session(state: &AppState, user: User) -> AppResult<Session> {
    let family = uuid::Uuid::now_v7().to_string();
    issue(state, user, family).await
}

async fn issue(state: &AppState, user: User, family: String) -> AppResult<Session> {
    let refresh_token = tokens::random_token();
    let hash = tokens::digest(&refresh_token);
    let now = Utc::now();
    let user_id = user.id.clone();
    let family_id = family.clone();
    state
        .db
        .transaction(move |conn| {
            db::tokens::insert_refresh(
                conn,
                NewRefreshToken {
                    token_hash: &hash,
                    user_id: &user_id,
                    family_id: &family_id,
                    now: now.timestamp_millis(),
                    expires_at: (now + REFRESH_LIFETIME).timestamp_millis(),
                },
            )
        })
        .await?;
    let (access_token, expires_at) = state.keys.issue(&user.id, &family, now)?;
    Ok(Session { user, access_token, expires_at, refresh_token })
}

enum Exchange {
    Rotated { user_id: String, family_id: String },
    Refused,
}

/// Exchanges a refresh token for a new one of the same family. A token used twice
/// (outside the grace window) means it was copied: the whole family is revoked.
pub async fn refresh(state: &AppState, token: Option<&str>) -> AppResult<Session> {
    let refused = || AppError::Unauthenticated("Your session has ended. Please sign in again.".into());
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
                }
                return Ok(Exchange::Refused);
            }
            if !db::tokens::mark_rotated(conn, &hash, now)? {
                return Ok(Exchange::Refused);
            }
            Ok(Exchange::Rotated { user_id: stored.user_id, family_id: stored.family_id })
        })
        .await?;
    let Exchange::Rotated { user_id, family_id } = exchange else {
        // A reused token may just have revoked its family.
        state.sessions.forget_all();
        return Err(refused());
    };
    let user = state.db.run(move |conn| db::users::find(conn, &user_id)).await?.ok_or_else(refused)?;
    issue(state, user, family_id).await
}

/// Ends the session the cookie belongs to (its whole family). Unknown tokens are ignored.
pub async fn sign_out(state: &AppState, token: Option<&str>) -> AppResult<()> {
    let Some(token) = token else { return Ok(()) };
    let hash = tokens::digest(token);
    state
        .db
        .run(move |conn| -> AppResult<_> {
            if let Some(stored) = db::tokens::find_refresh(conn, &hash)? {
                db::tokens::revoke_family(conn, &stored.family_id, now_millis())?;
            }
            Ok(())
        })
        .await?;
    state.sessions.forget_all();
    Ok(())
}

/// Creates a single-use reset token for `user` and returns the link to e-mail.
pub async fn reset_link(state: &AppState, user_id: &str, lifetime: Duration) -> AppResult<String> {
    let token = tokens::random_token();
    let hash = tokens::digest(&token);
    let now = Utc::now();
    let user_id = user_id.to_owned();
    state
        .db
        .run(move |conn| {
            db::tokens::insert_reset(conn, &hash, &user_id, now.timestamp_millis(), (now + lifetime).timestamp_millis())
        })
        .await?;
    Ok(format!("{}/forgot-password?token={token}", state.config.public_url))
}

/// Sends a reset e-mail when the address has an account. The answer is the same either way.
pub async fn forgot_password(state: &AppState, email: &str) -> AppResult<()> {
    let Ok(email) = Email::parse(email) else { return Ok(()) };
    let lookup = email.as_str().to_owned();
    let found = state.db.run(move |conn| db::users::find_credentials(conn, &lookup)).await?;
    if let Some((user, _)) = found {
        let link = reset_link(state, &user.id, RESET_LIFETIME).await?;
        let mail = crate::mail::password_reset(user.preferred_language, &user.display_name, &link);
        state.mailer.send_in_background(user.email, mail);
    }
    Ok(())
}

/// Sets a new password with a reset token; every session of the user ends.
pub async fn reset_password(state: &AppState, token: &str, new_password: Password) -> AppResult<()> {
    let hash = password::hash(new_password.expose().to_owned()).await?;
    let token_hash = tokens::digest(token);
    let done = state
        .db
        .transaction(move |conn| -> AppResult<_> {
            let now = now_millis();
            let Some(user_id) = db::tokens::consume_reset(conn, &token_hash, now)? else {
                return Ok(false);
            };
            db::users::set_password_hash(conn, &user_id, &hash, now)?;
            db::tokens::revoke_user_sessions(conn, &user_id, None, now)?;
            Ok(true)
        })
        .await?;
    state.sessions.forget_all();
    if done {
        Ok(())
    } else {
        Err(AppError::invalid("This password reset link is invalid or has expired. Please request a new one."))
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
        return Err(AppError::field("currentPassword", "Current password is incorrect."));
    }
    let hash = password::hash(new_password.expose().to_owned()).await?;
    let id = user.id.clone();
    state
        .db
        .transaction(move |conn| -> AppResult<_> {
            let now = now_millis();
            db::users::set_password_hash(conn, &id, &hash, now)?;
            Ok(db::tokens::revoke_user_sessions(conn, &id, Some(&keep_session), now)?)
        })
        .await?;
    state.sessions.forget_all();
    Ok(())
}

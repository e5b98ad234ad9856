//! `/api/auth/*`: register, sign in, refresh, sign out, forgot and reset password.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::Json;
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::error::AppResult;
use crate::extract::{ClientAddr, ValidJson};
use crate::services::identity::{
    self, ForgotAnswer, ForgotBody, RegisterBody, ResetAnswer, ResetBody, Session, SessionAnswer, SignInBody,
    REFRESH_LIFETIME,
};
use crate::state::AppState;

pub const REFRESH_COOKIE: &str = "fm_refresh";
const COOKIE_PATH: &str = "/api/auth";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(register))
        .routes(routes!(sign_in))
        .routes(routes!(refresh))
        .routes(routes!(sign_out))
        .routes(routes!(forgot_password))
        .routes(routes!(reset_password))
}

/// The answer body plus the refresh cookie (httpOnly, SameSite=Strict, only sent to /api/auth).
fn answer(state: &AppState, jar: CookieJar, session: Session) -> (CookieJar, Json<SessionAnswer>) {
    let cookie = Cookie::build((REFRESH_COOKIE, session.refresh_token))
        .path(COOKIE_PATH)
        .http_only(true)
        .same_site(SameSite::Strict)
        .secure(state.config.secure_cookies())
        .max_age(time_duration(REFRESH_LIFETIME))
        .build();
    let body = SessionAnswer { user: session.user, access_token: session.access_token, expires_at: session.expires_at };
    (jar.add(cookie), Json(body))
}

fn time_duration(d: chrono::Duration) -> time::Duration {
    time::Duration::seconds(d.num_seconds())
}

fn removal() -> Cookie<'static> {
    Cookie::build((REFRESH_COOKIE, "")).path(COOKIE_PATH).build()
}

/// Creates a father account and signs it in.
#[utoipa::path(post, path = "/api/auth/register", tag = "auth", request_body = RegisterBody,
    responses((status = 201, body = SessionAnswer), (status = 400), (status = 403), (status = 409), (status = 429)))]
async fn register(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    jar: CookieJar,
    ValidJson(body): ValidJson<RegisterBody>,
) -> AppResult<impl IntoResponse> {
    state.throttle.check(&state.db, addr, None).await?;
    let registration = body.parse()?;
    let session = identity::register(&state, registration).await?;
    Ok((StatusCode::CREATED, answer(&state, jar, session)))
}

/// Signs in with e-mail and password. Every failure has the same message.
#[utoipa::path(post, path = "/api/auth/signin", tag = "auth", request_body = SignInBody,
    responses((status = 200, body = SessionAnswer), (status = 401), (status = 429)))]
async fn sign_in(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    jar: CookieJar,
    ValidJson(body): ValidJson<SignInBody>,
) -> AppResult<impl IntoResponse> {
    let account = body.email.trim().to_lowercase();
    state.throttle.check(&state.db, addr, Some(&account)).await?;
    let session = identity::sign_in(&state, &body.email, body.password).await?;
    Ok(answer(&state, jar, session))
}

/// Exchanges the refresh cookie for a new access token and a new cookie.
#[utoipa::path(post, path = "/api/auth/refresh", tag = "auth",
    responses((status = 200, body = SessionAnswer), (status = 401), (status = 429)))]
async fn refresh(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    jar: CookieJar,
) -> AppResult<impl IntoResponse> {
    state.throttle.refresh(addr)?;
    let token = jar.get(REFRESH_COOKIE).map(|c| c.value().to_owned());
    match identity::refresh(&state, token.as_deref()).await {
        Ok(session) => Ok(answer(&state, jar, session).into_response()),
        Err(err) => Ok((jar.remove(removal()), err).into_response()),
    }
}

/// Ends this device's session.
#[utoipa::path(post, path = "/api/auth/signout", tag = "auth", responses((status = 204)))]
async fn sign_out(State(state): State<AppState>, jar: CookieJar) -> AppResult<impl IntoResponse> {
    let token = jar.get(REFRESH_COOKIE).map(|c| c.value().to_owned());
    identity::sign_out(&state, token.as_deref()).await?;
    Ok((jar.remove(removal()), StatusCode::NO_CONTENT))
}

/// Sends a password-reset link if the address has an account; the answer never says which.
#[utoipa::path(post, path = "/api/auth/forgot-password", tag = "auth", request_body = ForgotBody,
    responses((status = 200, body = ForgotAnswer), (status = 429)))]
async fn forgot_password(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    ValidJson(body): ValidJson<ForgotBody>,
) -> AppResult<Json<ForgotAnswer>> {
    let account = body.email.trim().to_lowercase();
    state.throttle.check(&state.db, addr, Some(&account)).await?;
    identity::forgot_password(&state, &body.email).await?;
    Ok(Json(ForgotAnswer { success: true, message: "Password reset email sent!" }))
}

/// Sets a new password with the e-mailed token (single use, one hour).
#[utoipa::path(post, path = "/api/auth/reset-password", tag = "auth", request_body = ResetBody,
    responses((status = 200, body = ResetAnswer),
        (status = 400, description = "`resetLinkInvalid`: the token is that of a reset link still valid"),
        (status = 429)))]
async fn reset_password(
    State(state): State<AppState>,
    ClientAddr(addr): ClientAddr,
    ValidJson(body): ValidJson<ResetBody>,
) -> AppResult<Json<ResetAnswer>> {
    state.throttle.check(&state.db, addr, None).await?;
    let (token, password) = body.parse()?;
    identity::reset_password(&state, &token, password).await?;
    Ok(Json(ResetAnswer { success: true }))
}

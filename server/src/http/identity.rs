//! `/api/auth/*`: register, sign in, refresh, sign out, forgot and reset password.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::Json;
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::catalogue;
use crate::domain::{parse_name_part, DisplayName, Email, Language, Password, User};
use crate::error::{AppResult, FieldErrors};
use crate::extract::{ClientAddr, ValidJson};
use crate::services::form::schema;
use crate::services::identity::{self, Registration, Session, REFRESH_LIFETIME};
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

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionAnswer {
    user: User,
    access_token: String,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    expires_at: DateTime<Utc>,
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

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
#[derive(Default)]
pub struct RegisterBody {
    #[schema(required = true, schema_with = schema::string::email)]
    email: String,
    #[schema(required = true, schema_with = schema::string::password)]
    password: String,
    #[schema(required = true, schema_with = schema::string::required_text::<100>)]
    display_name: String,
    #[schema(schema_with = schema::text::<100>)]
    first_name: Option<String>,
    #[schema(schema_with = schema::text::<100>)]
    last_name: Option<String>,
    #[schema(value_type = Option<Language>)]
    preferred_language: Option<String>,
}

impl RegisterBody {
    fn parse(self) -> AppResult<Registration> {
        let mut errors = FieldErrors::default();
        let email = errors.check("email", Email::parse(&self.email));
        let password = errors.check("password", Password::parse(&self.password));
        let display_name = errors.check("displayName", DisplayName::parse(&self.display_name));
        let first_name =
            errors.check("firstName", parse_name_part(self.first_name.as_deref().unwrap_or(""), "First name"));
        let last_name = errors.check("lastName", parse_name_part(self.last_name.as_deref().unwrap_or(""), "Last name"));
        let language = errors
            .check("preferredLanguage", self.preferred_language.as_deref().map_or(Ok(Language::En), Language::parse));
        errors.finish()?;
        Ok(Registration {
            email: email.expect("checked"),
            password: password.expect("checked"),
            display_name: display_name.expect("checked").into_inner(),
            first_name: first_name.expect("checked"),
            last_name: last_name.expect("checked"),
            preferred_language: language.expect("checked"),
            staff_role: None,
        })
    }
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

#[derive(Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct SignInBody {
    email: String,
    password: String,
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

#[derive(Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct ForgotBody {
    email: String,
}

#[derive(Serialize, ToSchema)]
pub struct ForgotAnswer {
    success: bool,
    message: &'static str,
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

#[derive(Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct ResetBody {
    /// From the e-mailed link.
    #[schema(required = true, schema_with = schema::string::not_empty)]
    token: String,
    #[schema(required = true, schema_with = schema::string::password)]
    password: String,
}

#[derive(Serialize, ToSchema)]
pub struct ResetAnswer {
    success: bool,
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
    let mut errors = FieldErrors::default();
    if body.token.trim().is_empty() {
        errors.add("token", catalogue::token_required());
    }
    let password = errors.check("password", Password::parse(&body.password));
    errors.finish()?;
    identity::reset_password(&state, body.token.trim(), password.expect("checked")).await?;
    Ok(Json(ResetAnswer { success: true }))
}

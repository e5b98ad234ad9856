//! What `/api/auth/*` and `/api/me/password` read and answer: each body parsed through
//! [`Form`], every bad field in one 400 answer.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::Registration;
use crate::catalogue;
use crate::domain::{parse_name_part, DisplayName, Email, Language, Password, User, MAX_NAME};
use crate::error::AppResult;
use crate::services::form::{schema, Form};

// A signed-in session; its refresh token goes in a cookie, never in the body.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionAnswer {
    pub user: User,
    pub access_token: String,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub expires_at: DateTime<Utc>,
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct RegisterBody {
    #[schema(required = true, schema_with = schema::string::email)]
    email: String,
    #[schema(required = true, schema_with = schema::string::password)]
    password: String,
    #[schema(required = true, schema_with = schema::string::required_text::<MAX_NAME>)]
    display_name: String,
    #[schema(schema_with = schema::text::<MAX_NAME>)]
    first_name: Option<String>,
    #[schema(schema_with = schema::text::<MAX_NAME>)]
    last_name: Option<String>,
    #[schema(value_type = Option<Language>)]
    preferred_language: Option<String>,
}

impl RegisterBody {
    /// A father's registration.
    pub fn parse(self) -> AppResult<Registration> {
        let mut form = Form::new(true);
        let email = form.value("email", Email::parse(&self.email));
        let password = form.value("password", Password::parse(&self.password));
        let display_name = form.value("displayName", DisplayName::parse(&self.display_name));
        let first_name =
            form.value("firstName", parse_name_part(self.first_name.as_deref().unwrap_or(""), "First name"));
        let last_name = form.value("lastName", parse_name_part(self.last_name.as_deref().unwrap_or(""), "Last name"));
        let language = self.preferred_language.as_deref().map_or(Ok(Language::En), Language::parse);
        let language = form.value("preferredLanguage", language);
        form.finish_with(|| {
            Some(Registration {
                email: email?,
                password: password?,
                display_name: display_name?.into_inner(),
                first_name: first_name?,
                last_name: last_name?,
                preferred_language: language?,
                staff_role: None,
            })
        })
    }
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct SignInBody {
    pub email: String,
    pub password: String,
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct ForgotBody {
    pub email: String,
}

#[derive(Serialize, ToSchema)]
pub struct ForgotAnswer {
    pub success: bool,
    pub message: &'static str,
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

impl ResetBody {
    /// The link's token (trimmed) and the new password.
    pub fn parse(self) -> AppResult<(String, Password)> {
        let mut form = Form::new(true);
        if self.token.trim().is_empty() {
            form.add("token", catalogue::token_required());
        }
        let password = form.value("password", Password::parse(&self.password));
        form.finish_with(|| Some((self.token.trim().to_owned(), password?)))
    }
}

#[derive(Serialize, ToSchema)]
pub struct ResetAnswer {
    pub success: bool,
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct PasswordChange {
    #[schema(required = true, schema_with = schema::string::not_empty)]
    current_password: String,
    #[schema(required = true, schema_with = schema::string::password)]
    new_password: String,
}

impl PasswordChange {
    /// The password as typed, and the new one.
    pub fn parse(self) -> AppResult<(String, Password)> {
        let mut form = Form::new(true);
        if self.current_password.is_empty() {
            form.add("currentPassword", catalogue::current_password_required());
        }
        let new_password = form.value("newPassword", Password::parse(&self.new_password));
        form.finish_with(|| Some((self.current_password, new_password?)))
    }
}

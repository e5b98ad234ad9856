//! What `/api/users`, `/api/admin/cleanup*` and `PATCH /api/me` read and answer: each body
//! parsed through [`Form`], every bad field in one 400 answer.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{cleanup_days, AccountChanges, NewAccount, RoleChange, MAX_CLEANUP_IDS};
use crate::catalogue::{self, Message};
use crate::db::users::UserChanges as ColumnChanges;
use crate::domain::{parse_name_part, DisplayName, Email, Language, ReminderPreferences, StaffRole, User, MAX_NAME};
use crate::error::{AppError, AppResult};
use crate::services::form::{schema, Form};

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct NewUserBody {
    #[schema(required = true, schema_with = schema::string::email)]
    email: String,
    #[schema(required = true, schema_with = schema::string::required_text::<MAX_NAME>)]
    display_name: String,
    #[schema(schema_with = schema::string::text::<MAX_NAME>)]
    first_name: String,
    #[schema(schema_with = schema::string::text::<MAX_NAME>)]
    last_name: String,
    #[schema(value_type = Option<Language>)]
    preferred_language: Option<String>,
    /// A staff account (default: a father's).
    is_admin: Option<bool>,
    /// A staff account's role: `staff` unless `director` is given (only with `isAdmin` true
    /// or absent).
    #[schema(value_type = Option<StaffRole>)]
    staff_role: Option<String>,
}

impl NewUserBody {
    pub fn parse(self) -> AppResult<NewAccount> {
        let mut form = Form::new(true);
        let staff_role = new_role(self.is_admin, self.staff_role.as_deref(), &mut form);
        let email = form.value("email", Email::parse(&self.email));
        let display_name = form.value("displayName", DisplayName::parse(&self.display_name));
        let first_name = form.value("firstName", parse_name_part(&self.first_name, "First name"));
        let last_name = form.value("lastName", parse_name_part(&self.last_name, "Last name"));
        let language = self.preferred_language.as_deref().map_or(Ok(Language::En), Language::parse);
        let language = form.value("preferredLanguage", language);
        form.finish_with(|| {
            Some(NewAccount {
                email: email?,
                display_name: display_name?.into_inner(),
                first_name: first_name?,
                last_name: last_name?,
                preferred_language: language?,
                staff_role,
            })
        })
    }
}

/// The role a new account gets from `isAdmin` and `staffRole`.
fn new_role(is_admin: Option<bool>, role: Option<&str>, form: &mut Form) -> Option<StaffRole> {
    let role = role.and_then(|r| form.value("staffRole", StaffRole::parse(r)));
    match (is_admin, role) {
        (Some(false), Some(_)) => {
            form.add("staffRole", catalogue::staff_role_needs_staff());
            None
        }
        (_, Some(role)) => Some(role),
        (Some(true), None) => Some(StaffRole::Staff),
        (_, None) => None,
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserChanges {
    #[schema(schema_with = schema::email)]
    email: Option<String>,
    #[schema(schema_with = schema::required_text::<MAX_NAME>)]
    display_name: Option<String>,
    #[schema(schema_with = schema::text::<MAX_NAME>)]
    first_name: Option<String>,
    #[schema(schema_with = schema::text::<MAX_NAME>)]
    last_name: Option<String>,
    #[schema(value_type = Option<Language>)]
    preferred_language: Option<String>,
    /// false: a father's account; true alone: staff (a staff account keeps its role).
    is_admin: Option<bool>,
    /// `director` or `staff` (a staff account), null: a father's account.
    #[serde(default, deserialize_with = "crate::extract::nullable")]
    #[schema(value_type = Option<StaffRole>, nullable)]
    staff_role: Option<Option<String>>,
    /// Accepted for compatibility with the original createUser payload (docs/PRODUCT.md,
    /// "Accounts"); the server sets it.
    #[schema(ignore)]
    #[allow(dead_code)]
    updated_at: Option<serde_json::Value>,
    #[schema(ignore)]
    #[allow(dead_code)]
    id: Option<serde_json::Value>,
}

impl UserChanges {
    pub fn parse(self) -> AppResult<AccountChanges> {
        let mut form = Form::new(false);
        let mut changes = AccountChanges::default();
        form.set("email", self.email, |e| Email::parse(&e).map(Some), &mut changes.email);
        form.set("displayName", self.display_name, display_name, &mut changes.display_name);
        form.set("firstName", self.first_name, first_name, &mut changes.first_name);
        form.set("lastName", self.last_name, last_name, &mut changes.last_name);
        form.set("preferredLanguage", self.preferred_language, language, &mut changes.preferred_language);
        changes.role = role_change(self.is_admin, self.staff_role, &mut form);
        form.finish()?;
        Ok(changes)
    }
}

// The rules of a change's fields, as the change's columns take them.
fn display_name(name: String) -> Result<Option<String>, Message> {
    DisplayName::parse(&name).map(|name| Some(name.into_inner()))
}

fn first_name(name: String) -> Result<Option<String>, Message> {
    parse_name_part(&name, "First name").map(Some)
}

fn last_name(name: String) -> Result<Option<String>, Message> {
    parse_name_part(&name, "Last name").map(Some)
}

fn language(code: String) -> Result<Option<Language>, Message> {
    Language::parse(&code).map(Some)
}

/// What `isAdmin` and `staffRole` in a change do to the account's role.
fn role_change(is_admin: Option<bool>, role: Option<Option<String>>, form: &mut Form) -> RoleChange {
    match role {
        Some(Some(role)) => match form.value("staffRole", StaffRole::parse(&role)) {
            Some(_) if is_admin == Some(false) => {
                form.add("staffRole", catalogue::staff_role_needs_staff());
                RoleChange::Keep
            }
            Some(role) => RoleChange::To(Some(role)),
            None => RoleChange::Keep,
        },
        Some(None) if is_admin == Some(true) => {
            form.add("staffRole", catalogue::staff_needs_role());
            RoleChange::Keep
        }
        Some(None) => RoleChange::To(None),
        None => match is_admin {
            Some(true) => RoleChange::Staff,
            Some(false) => RoleChange::To(None),
            None => RoleChange::Keep,
        },
    }
}

#[derive(Serialize, ToSchema)]
pub struct Created {
    pub uid: String,
    pub user: User,
}

/// Fields a user may change about themselves. Anything else is refused, not ignored.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProfileChanges {
    #[schema(schema_with = schema::required_text::<MAX_NAME>)]
    display_name: Option<String>,
    #[schema(schema_with = schema::text::<MAX_NAME>)]
    first_name: Option<String>,
    #[schema(schema_with = schema::text::<MAX_NAME>)]
    last_name: Option<String>,
    #[schema(value_type = Option<Language>)]
    preferred_language: Option<String>,
    /// How he is reminded of his sessions and events (`push` and `email` both required).
    reminders: Option<RemindersChange>,
    #[schema(ignore)]
    is_admin: Option<serde_json::Value>,
    #[schema(ignore)]
    email: Option<serde_json::Value>,
}

/// How he wants to be reminded: `sms` absent is left as it is.
#[derive(Deserialize, ToSchema)]
pub struct RemindersChange {
    push: bool,
    email: bool,
    sms: Option<bool>,
}

impl ProfileChanges {
    /// The columns `user`'s change of himself writes: 403 for his role or e-mail.
    pub fn parse(self, user: &User) -> AppResult<ColumnChanges> {
        if self.is_admin.is_some() || self.email.is_some() {
            return Err(AppError::Forbidden(catalogue::own_role_or_email()));
        }
        let mut form = Form::new(false);
        let mut changes = ColumnChanges::default();
        form.set("displayName", self.display_name, display_name, &mut changes.display_name);
        form.set("firstName", self.first_name, first_name, &mut changes.first_name);
        form.set("lastName", self.last_name, last_name, &mut changes.last_name);
        form.set("preferredLanguage", self.preferred_language, language, &mut changes.preferred_language);
        changes.reminders = self.reminders.map(|r| ReminderPreferences {
            push: r.push,
            email: r.email,
            sms: r.sms.unwrap_or(user.reminders.sms),
        });
        form.finish()?;
        Ok(changes)
    }
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct CleanupBody {
    /// At most 5000 at a time.
    // = MAX_CLEANUP_IDS (a literal here: `http::openapi`'s test holds it to the constant)
    #[schema(max_items = 5000)]
    user_ids: Vec<String>,
    /// The age the candidates were listed with (default 0: any age). Ids that are not
    /// candidates — they signed in, or are younger — are left alone.
    #[serde(deserialize_with = "crate::extract::whole_number")]
    // = MAX_CLEANUP_DAYS (a literal here: `http::openapi`'s test holds it to the constant)
    #[schema(minimum = 0, maximum = 36500)]
    days: Option<i64>,
}

impl CleanupBody {
    /// The ids to remove and the age they were listed with.
    pub fn parse(self) -> AppResult<(Vec<String>, i64)> {
        if self.user_ids.len() > MAX_CLEANUP_IDS {
            return Err(AppError::field("userIds", catalogue::cleanup_too_many()));
        }
        Ok((self.user_ids, cleanup_days(self.days.unwrap_or(0))?))
    }
}

#[derive(Serialize, ToSchema)]
pub struct CleanupResult {
    pub deleted: usize,
}

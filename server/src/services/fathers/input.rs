//! A father record's fields as a client sends them, and the one rule that applies them
//! to a record: every bad field noted, what a father may change on his own kept apart.

use serde::Deserialize;
use utoipa::ToSchema;

use crate::domain::program::{parse_date, parse_text, FatherStatus, FatherType, Setting};
use crate::domain::records::{Child, Father};
use crate::domain::{Email, Language};
use crate::error::{AppResult, FieldErrors};

/// Fields of a father record as sent by a client. On create, first and last name are
/// required; on update, absent fields are left as they are.
#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct FatherInput {
    first_name: Option<String>,
    last_name: Option<String>,
    email: Option<String>,
    phone: Option<String>,
    preferred_language: Option<String>,
    /// YYYY-MM-DD, or null to clear
    #[serde(deserialize_with = "crate::extract::nullable")]
    date_of_birth: Option<Option<String>>,
    address: Option<String>,
    children: Option<Vec<Child>>,
    #[serde(deserialize_with = "crate::extract::nullable")]
    father_type: Option<Option<String>>,
    #[serde(deserialize_with = "crate::extract::nullable")]
    setting: Option<Option<String>>,
    referral_source: Option<String>,
    status: Option<String>,
    #[serde(deserialize_with = "crate::extract::nullable")]
    enrollment_date: Option<Option<String>>,
    #[serde(deserialize_with = "crate::extract::nullable")]
    exit_date: Option<Option<String>>,
    exit_reason: Option<String>,
    #[serde(deserialize_with = "crate::extract::nullable")]
    case_manager_id: Option<Option<String>>,
    notes: Option<String>,
    #[serde(deserialize_with = "crate::extract::nullable")]
    user_id: Option<Option<String>>,
}

/// The fields a father may change on his own record.
pub(super) const CONTACT_FIELDS: &str = "email, phone, address, preferredLanguage";

impl FatherInput {
    pub(super) fn touches_more_than_contact(&self) -> bool {
        self.first_name.is_some()
            || self.last_name.is_some()
            || self.date_of_birth.is_some()
            || self.children.is_some()
            || self.father_type.is_some()
            || self.setting.is_some()
            || self.referral_source.is_some()
            || self.status.is_some()
            || self.enrollment_date.is_some()
            || self.exit_date.is_some()
            || self.exit_reason.is_some()
            || self.case_manager_id.is_some()
            || self.notes.is_some()
            || self.user_id.is_some()
    }

    /// Applies the input to `f`, collecting every invalid field.
    pub(super) fn apply(self, f: &mut Father, creating: bool) -> AppResult<()> {
        let mut errors = FieldErrors::default();
        let name = |v: Option<String>, label: &str, field: &str, errors: &mut FieldErrors, current: &mut String| {
            if let Some(v) = v {
                if let Some(v) = errors.check(field, parse_text(&v, label, 100, true)) {
                    *current = v;
                }
            } else if creating {
                errors.add(field, format!("{label} is required."));
            }
        };
        name(self.first_name, "First name", "firstName", &mut errors, &mut f.first_name);
        name(self.last_name, "Last name", "lastName", &mut errors, &mut f.last_name);
        if let Some(email) = self.email {
            if email.trim().is_empty() {
                f.email = String::new();
            } else if let Some(email) = errors.check("email", Email::parse(&email)) {
                f.email = email.as_str().to_owned();
            }
        }
        if let Some(phone) = self.phone {
            if let Some(phone) = errors.check("phone", parse_text(&phone, "Phone", 40, false)) {
                f.phone = phone;
            }
        }
        if let Some(code) = self.preferred_language {
            if let Some(language) = errors.check("preferredLanguage", Language::parse(&code)) {
                f.preferred_language = language;
            }
        }
        let mut date =
            |v: Option<Option<String>>, label: &str, field: &str, target: &mut Option<chrono::NaiveDate>| match v {
                Some(Some(d)) if !d.trim().is_empty() => {
                    if let Some(d) = errors.check(field, parse_date(&d, label)) {
                        *target = Some(d);
                    }
                }
                Some(_) => *target = None,
                None => {}
            };
        date(self.date_of_birth, "Date of birth", "dateOfBirth", &mut f.date_of_birth);
        date(self.enrollment_date, "Enrollment date", "enrollmentDate", &mut f.enrollment_date);
        date(self.exit_date, "Exit date", "exitDate", &mut f.exit_date);
        if let Some(address) = self.address {
            if let Some(address) = errors.check("address", parse_text(&address, "Address", 300, false)) {
                f.address = address;
            }
        }
        if let Some(children) = self.children {
            if children.len() > 30 || children.iter().any(|c| c.name.trim().is_empty() || c.name.chars().count() > 100)
            {
                errors.add("children", "Each child needs a name of at most 100 characters (at most 30 children).");
            } else {
                f.children = children.into_iter().map(|c| Child { name: c.name.trim().to_owned(), ..c }).collect();
            }
        }
        match self.father_type {
            Some(Some(t)) if !t.trim().is_empty() => f.father_type = errors.check("fatherType", FatherType::parse(&t)),
            Some(_) => f.father_type = None,
            None => {}
        }
        match self.setting {
            Some(Some(s)) if !s.trim().is_empty() => f.setting = errors.check("setting", Setting::parse(&s)),
            Some(_) => f.setting = None,
            None => {}
        }
        if let Some(source) = self.referral_source {
            if let Some(source) = errors.check("referralSource", parse_text(&source, "Referral source", 200, false)) {
                f.referral_source = source;
            }
        }
        if let Some(status) = self.status {
            if let Some(status) = errors.check("status", FatherStatus::parse(&status)) {
                f.status = status;
            }
        }
        if let Some(reason) = self.exit_reason {
            if let Some(reason) = errors.check("exitReason", parse_text(&reason, "Exit reason", 500, false)) {
                f.exit_reason = reason;
            }
        }
        if let Some(manager) = self.case_manager_id {
            f.case_manager_id = manager.filter(|m| !m.trim().is_empty());
        }
        if let Some(notes) = self.notes {
            if let Some(notes) = errors.check("notes", parse_text(&notes, "Notes", 10_000, false)) {
                f.notes = Some(notes);
            }
        }
        if let Some(user) = self.user_id {
            f.user_id = user.filter(|u| !u.trim().is_empty());
        }
        if f.status == FatherStatus::Exited && f.exit_date.is_none() {
            f.exit_date = Some(crate::db::now().date_naive());
        }
        errors.finish()
    }
}

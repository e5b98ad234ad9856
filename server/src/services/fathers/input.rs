//! A father record's fields as a client sends them, and the one rule that applies them
//! to a record: every bad field noted, what a father may change on his own kept apart.

use chrono::NaiveDate;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::catalogue;
use crate::domain::phone::{self, PhoneRegion, MAX_PHONE};
use crate::domain::program::{parse_date, parse_text, FatherStatus, FatherType, Setting};
use crate::domain::records::{Child, Father};
use crate::domain::{Email, Language, MAX_NAME};
use crate::error::AppResult;
use crate::services::form::{schema, Form};

// Each field's limit, for the document and for `apply` alike (names: `MAX_NAME`).
pub const MAX_ADDRESS: usize = 300;
pub const MAX_CHILDREN: usize = 30;
pub const MAX_REFERRAL_SOURCE: usize = 200;
pub const MAX_EXIT_REASON: usize = 500;
pub const MAX_NOTES: usize = 10_000;

/// Fields of a father record as sent by a client. On create, first and last name are
/// required; on update, absent fields are left as they are.
#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct FatherInput {
    #[schema(schema_with = schema::required_text::<MAX_NAME>)]
    first_name: Option<String>,
    #[schema(schema_with = schema::required_text::<MAX_NAME>)]
    last_name: Option<String>,
    /// An address, or blank for none.
    #[schema(schema_with = schema::email_or_blank)]
    email: Option<String>,
    /// Any way of writing a phone number (kept in E.164; without `+`, read in the program's
    /// region, `FM_PHONE_REGION`), or blank for none.
    #[schema(schema_with = schema::text::<MAX_PHONE>)]
    phone: Option<String>,
    /// Whether his reminders also go by text (with his sms consent).
    reminders_sms: Option<bool>,
    #[schema(value_type = Option<Language>)]
    preferred_language: Option<String>,
    /// Null or blank clears it.
    #[serde(deserialize_with = "crate::extract::nullable")]
    #[schema(schema_with = schema::clearable_day)]
    date_of_birth: Option<Option<String>>,
    #[schema(schema_with = schema::text::<MAX_ADDRESS>)]
    address: Option<String>,
    // = MAX_CHILDREN (utoipa takes a literal; `http::openapi`'s test checks it)
    #[schema(max_items = 30)]
    children: Option<Vec<Child>>,
    #[serde(deserialize_with = "crate::extract::nullable")]
    #[schema(schema_with = schema::clearable_word::<FatherType>)]
    father_type: Option<Option<String>>,
    #[serde(deserialize_with = "crate::extract::nullable")]
    #[schema(schema_with = schema::clearable_word::<Setting>)]
    setting: Option<Option<String>>,
    #[schema(schema_with = schema::text::<MAX_REFERRAL_SOURCE>)]
    referral_source: Option<String>,
    #[schema(value_type = Option<FatherStatus>)]
    status: Option<String>,
    #[serde(deserialize_with = "crate::extract::nullable")]
    #[schema(schema_with = schema::clearable_day)]
    enrollment_date: Option<Option<String>>,
    /// Set to today when the status becomes exited without one.
    #[serde(deserialize_with = "crate::extract::nullable")]
    #[schema(schema_with = schema::clearable_day)]
    exit_date: Option<Option<String>>,
    #[schema(schema_with = schema::text::<MAX_EXIT_REASON>)]
    exit_reason: Option<String>,
    #[serde(deserialize_with = "crate::extract::nullable")]
    #[schema(value_type = Option<String>)]
    case_manager_id: Option<Option<String>>,
    #[schema(schema_with = schema::text::<MAX_NOTES>)]
    notes: Option<String>,
    /// The program he is enrolled in (on create only; needed once there are two programs).
    program_id: Option<String>,
    /// The father's own account, when he has one.
    #[serde(deserialize_with = "crate::extract::nullable")]
    #[schema(value_type = Option<String>)]
    user_id: Option<Option<String>>,
}

/// A new record's body, as the document describes it.
pub type NewFather = crate::extract::New<FatherInput>;

impl crate::extract::Creatable for FatherInput {
    const REQUIRED: &'static [&'static str] = &["firstName", "lastName"];
}

/// The fields a father may change on his own record.
pub(super) const CONTACT_FIELDS: &str = "email, phone, address, preferredLanguage";

impl FatherInput {
    /// The program a new record is enrolled in, as sent.
    pub(super) fn program_id(&self) -> Option<String> {
        self.program_id.clone()
    }

    /// Whether it names a case manager or links an account: a director's decision (staff
    /// do not manage accounts, so they cannot give one a record's data, nor learn from the
    /// answer whether an account is linked elsewhere).
    pub(super) fn is_directors(&self) -> bool {
        self.case_manager_id.is_some() || self.user_id.is_some()
    }

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
            || self.reminders_sms.is_some()
    }

    /// Applies the input to `f`, collecting every invalid field. `today` is the program's:
    /// an exit is dated today when none is given, and never after it.
    pub(crate) fn apply(self, f: &mut Father, creating: bool, today: NaiveDate, region: PhoneRegion) -> AppResult<()> {
        // An exit date decides when retention erases him: checked whenever what it is
        // measured against is sent, not only when it is.
        let dates_sent = self.exit_date.is_some() || self.enrollment_date.is_some() || self.status.is_some();
        let mut form = Form::new(creating);
        form.required_text("firstName", "First name", MAX_NAME, self.first_name, &mut f.first_name);
        form.required_text("lastName", "Last name", MAX_NAME, self.last_name, &mut f.last_name);
        let email = |e: String| match e.trim() {
            "" => Ok(String::new()),
            _ => Email::parse(&e).map(|e| e.as_str().to_owned()),
        };
        form.set("email", self.email, email, &mut f.email);
        // A number kept from before numbers were checked, sent back unchanged with the rest
        // of the form, stays as it is: it is shown as not valid, and does not stop the save.
        let kept = f.phone.clone();
        let phone = |p: String| match p.trim() {
            "" => Ok(String::new()),
            same if !creating && same == kept.trim() => Ok(kept.clone()),
            typed => phone::parse(typed, region),
        };
        form.set("phone", self.phone, phone, &mut f.phone);
        f.phone_valid = phone::is_textable(&f.phone);
        if let Some(on) = self.reminders_sms {
            f.reminders_sms = on;
        }
        form.set("preferredLanguage", self.preferred_language, |c| Language::parse(&c), &mut f.preferred_language);
        form.clearable("dateOfBirth", self.date_of_birth, |d| parse_date(&d, "Date of birth"), &mut f.date_of_birth);
        let enrolled = |d: String| parse_date(&d, "Enrollment date");
        form.clearable("enrollmentDate", self.enrollment_date, enrolled, &mut f.enrollment_date);
        form.clearable("exitDate", self.exit_date, |d| parse_date(&d, "Exit date"), &mut f.exit_date);
        form.text("address", "Address", MAX_ADDRESS, self.address, &mut f.address);
        let children = |children: Vec<Child>| {
            if children.len() > MAX_CHILDREN
                || children.iter().any(|c| c.name.trim().is_empty() || c.name.chars().count() > MAX_NAME)
            {
                Err(catalogue::children_invalid())
            } else {
                Ok(children.into_iter().map(|c| Child { name: c.name.trim().to_owned(), ..c }).collect())
            }
        };
        form.set("children", self.children, children, &mut f.children);
        form.clearable("fatherType", self.father_type, |t| FatherType::parse(&t), &mut f.father_type);
        form.clearable("setting", self.setting, |s| Setting::parse(&s), &mut f.setting);
        form.text(
            "referralSource",
            "Referral source",
            MAX_REFERRAL_SOURCE,
            self.referral_source,
            &mut f.referral_source,
        );
        form.set("status", self.status, |s| FatherStatus::parse(&s), &mut f.status);
        form.text("exitReason", "Exit reason", MAX_EXIT_REASON, self.exit_reason, &mut f.exit_reason);
        form.reference(self.case_manager_id, &mut f.case_manager_id);
        form.set("notes", self.notes, |n| parse_text(&n, "Notes", MAX_NOTES, false).map(Some), &mut f.notes);
        form.reference(self.user_id, &mut f.user_id);
        if f.status == FatherStatus::Exited && f.exit_date.is_none() {
            f.exit_date = Some(today);
        }
        if dates_sent {
            match (f.exit_date, f.enrollment_date) {
                (Some(exit), _) if exit > today => form.add("exitDate", catalogue::exit_date_in_future()),
                (Some(exit), Some(enrolled)) if exit < enrolled => {
                    form.add("exitDate", catalogue::exit_date_before_enrollment());
                }
                _ => {}
            }
        }
        form.finish()
    }
}

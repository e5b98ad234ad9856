//! Participant records. Staff manage them; a father reads his own and edits his contact details.

use serde::Deserialize;
use utoipa::ToSchema;

use super::{not_found, Viewer};
use crate::db::{self, fathers::Filter, Table};
use crate::domain::program::{parse_date, parse_text, FatherStatus, FatherType, Setting};
use crate::domain::progress::{self, Progress, SessionRecord};
use crate::domain::records::{Child, Father, FatherSummary};
use crate::domain::{ActivityType, Email, Language, NewActivity, Sentence, Summary};
use crate::error::{AppError, AppResult, FieldErrors};
use crate::state::AppState;

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
const CONTACT_FIELDS: &str = "email, phone, address, preferredLanguage";

impl FatherInput {
    fn touches_more_than_contact(&self) -> bool {
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
    fn apply(self, f: &mut Father, creating: bool) -> AppResult<()> {
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

/// What a father may see of his own record: everything but staff notes.
fn shown_to(viewer: &Viewer, mut father: Father) -> Father {
    if !viewer.is_staff() {
        father.notes = None;
    }
    father
}

/// Checks that referenced accounts exist (case manager must be staff).
fn check_references(conn: &mut dyn db::Conn, f: &Father) -> AppResult<()> {
    let mut errors = FieldErrors::default();
    if let Some(manager) = &f.case_manager_id {
        match db::users::find(conn, manager)? {
            Some(user) if user.is_admin => {}
            _ => errors.add("caseManagerId", "The case manager must be a staff account."),
        }
    }
    if let Some(user_id) = &f.user_id {
        if db::users::find(conn, user_id)?.is_none() {
            errors.add("userId", "No such user account.");
        }
    }
    errors.finish()
}

/// A change to a record, in his activity (subject: the father).
fn log(conn: &mut dyn db::Conn, actor: &str, action: ActivityType, f: &Father, summary: Summary) -> db::DbResult<()> {
    db::activities::insert(conn, &NewActivity::by(actor, action, summary).about("father", &f.id).to(f.user_id.clone()))
}

pub async fn create(state: &AppState, viewer: &Viewer, input: FatherInput) -> AppResult<Father> {
    let staff = viewer.staff()?.id.clone();
    let now = db::now();
    let mut father = Father {
        id: uuid::Uuid::now_v7().to_string(),
        first_name: String::new(),
        last_name: String::new(),
        email: String::new(),
        phone: String::new(),
        preferred_language: Language::En,
        date_of_birth: None,
        address: String::new(),
        children: Vec::new(),
        father_type: None,
        setting: None,
        referral_source: String::new(),
        status: FatherStatus::Enrolled,
        enrollment_date: Some(now.date_naive()),
        exit_date: None,
        exit_reason: String::new(),
        case_manager_id: None,
        notes: Some(String::new()),
        photo_key: None,
        user_id: None,
        created_at: now,
        updated_at: now,
    };
    input.apply(&mut father, true)?;
    let stored = father.clone();
    state
        .db
        .transaction(move |conn| {
            check_references(conn, &stored)?;
            db::fathers::insert(conn, &stored).map_err(linked_twice)?;
            let name = format!("{} {}", stored.first_name, stored.last_name);
            log(conn, &staff, ActivityType::Created, &stored, Sentence::FatherAdded.says(&[("father", &name)]))?;
            Ok::<_, AppError>(())
        })
        .await?;
    Ok(father)
}

fn linked_twice(err: db::DbError) -> AppError {
    match err {
        db::DbError::UniqueViolation => {
            AppError::Conflict("That user account is already linked to another father.".into())
        }
        other => other.into(),
    }
}

pub async fn get(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Father> {
    if !viewer.is_staff() && viewer.own_father_id() != Some(id.as_str()) {
        return Err(not_found("father"));
    }
    let father = state.db.run(move |conn| db::fathers::find(conn, &id)).await?.ok_or_else(|| not_found("father"))?;
    Ok(shown_to(viewer, father))
}

/// Changes a record. Only the fields sent are applied, to the record as it is now
/// (locked until the change commits): two staff editing different fields of one record
/// at once both keep their change.
pub async fn update(state: &AppState, viewer: &Viewer, id: String, input: FatherInput) -> AppResult<Father> {
    if !viewer.is_staff() {
        if viewer.own_father_id() != Some(id.as_str()) {
            return Err(not_found("father"));
        }
        if input.touches_more_than_contact() {
            return Err(AppError::Forbidden(format!("You can change only your contact details ({CONTACT_FIELDS}).")));
        }
    }
    let actor = viewer.user().id.clone();
    let updated = state
        .db
        .transaction(move |conn| {
            db::lock(conn, Table::Fathers, &id)?;
            let mut father = db::fathers::find(conn, &id)?.ok_or_else(|| not_found("father"))?;
            input.apply(&mut father, false)?;
            father.updated_at = db::now();
            check_references(conn, &father)?;
            db::fathers::update(conn, &father).map_err(linked_twice)?;
            let name = format!("{} {}", father.first_name, father.last_name);
            log(conn, &actor, ActivityType::Updated, &father, Sentence::FatherUpdated.says(&[("father", &name)]))?;
            Ok::<_, AppError>(father)
        })
        .await?;
    Ok(shown_to(viewer, updated))
}

/// Deletes a record with its attendance and milestones; his photo is queued for
/// deletion in the same transaction and deleted from the store after it.
pub async fn delete(state: &AppState, viewer: &Viewer, id: String) -> AppResult<()> {
    let staff = viewer.staff()?.id.clone();
    let photo = state
        .db
        .transaction(move |conn| {
            let father = db::fathers::find(conn, &id)?.ok_or_else(|| not_found("father"))?;
            let Some(photo) = db::fathers::delete(conn, &id)? else { return Err(not_found("father")) };
            if let Some(key) = &photo {
                db::objects::enqueue(conn, key)?;
            }
            let name = format!("{} {}", father.first_name, father.last_name);
            // The subject is gone; the line stays in the feed.
            log(
                conn,
                &staff,
                ActivityType::Deleted,
                &Father { user_id: None, ..father },
                Sentence::FatherDeleted.says(&[("father", &name)]),
            )?;
            Ok::<_, AppError>(photo)
        })
        .await?;
    if let Some(key) = photo {
        crate::storage::delete_queued(state, key).await;
    }
    Ok(())
}

pub async fn list(
    state: &AppState,
    viewer: &Viewer,
    filter: Filter,
    limit: i64,
    start: db::fathers::Start,
) -> AppResult<Vec<FatherSummary>> {
    viewer.staff()?;
    Ok(state.db.run(move |conn| db::fathers::list(conn, &filter, limit, &start)).await?)
}

/// The signed-in father's own record.
pub async fn mine(state: &AppState, viewer: &Viewer) -> AppResult<Father> {
    let id = viewer.own_father_id().ok_or_else(|| not_found("father record linked to your account"))?;
    get(state, viewer, id.to_owned()).await
}

/// Attendance across every cycle of every group he has been in.
pub async fn progress(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Progress> {
    get(state, viewer, id.clone()).await?;
    let facts = state.db.run(move |conn| db::program::father_facts(conn, &id)).await?;
    let records: Vec<SessionRecord> = facts.iter().map(record).collect();
    Ok(progress::progress(&records))
}

/// His sessions, newest first, with what was recorded (the facilitator's notes only for staff).
pub async fn history(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Vec<db::program::HistoryEntry>> {
    get(state, viewer, id.clone()).await?;
    let staff = viewer.is_staff();
    let history = state.db.run(move |conn| db::program::history(conn, &id, 500)).await?;
    Ok(history.into_iter().map(|e| if staff { e } else { db::program::HistoryEntry { note: None, ..e } }).collect())
}

/// The activity log about him (staff).
pub async fn activity(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Vec<crate::domain::Activity>> {
    viewer.staff()?;
    get(state, viewer, id.clone()).await?;
    Ok(state.db.run(move |conn| db::activities::about(conn, "father", &id, 100)).await?)
}

/// The longest side of a stored photo, in pixels: enough for a phone, small to send.
const PHOTO_SIZE: u32 = 512;
pub const MAX_PHOTO_BYTES: usize = 10 * 1024 * 1024;

/// Stores a new photo for a father (staff, or the father himself): any JPEG, PNG, WebP
/// or GIF by content, decoded within limits (so only real images of a sane size are
/// kept), turned upright, scaled down and re-encoded as JPEG without its metadata. The
/// photo it replaces is deleted once the new one is in place.
pub async fn set_photo(
    state: &AppState,
    viewer: &Viewer,
    id: String,
    filename: &str,
    bytes: Vec<u8>,
) -> AppResult<Father> {
    if !viewer.is_staff() && viewer.own_father_id() != Some(id.as_str()) {
        return Err(not_found("father"));
    }
    state.throttle.upload(&viewer.user().id)?;
    get(state, viewer, id.clone()).await?;
    let encoded =
        state.decodes.scaled_jpeg(bytes, PHOTO_SIZE).await?.map_err(|err| AppError::field("photo", err.to_string()))?;
    let stem = std::path::Path::new(filename).file_stem().and_then(|s| s.to_str()).unwrap_or("photo");
    let key = crate::storage::photo_key(db::now_millis(), &format!("{stem}.jpg"));
    state.storage.put(&key, encoded.jpeg).await?;
    let (stored_key, father_id, actor) = (key.clone(), id.clone(), viewer.user().id.clone());
    let outcome = state
        .db
        .transaction(move |conn| {
            let Some(old) = db::fathers::set_photo(conn, &father_id, &stored_key, db::now_millis())? else {
                return Err(not_found("father"));
            };
            if let Some(old) = &old {
                db::objects::enqueue(conn, old)?;
            }
            let father = db::fathers::find(conn, &father_id)?.ok_or_else(|| not_found("father"))?;
            let name = format!("{} {}", father.first_name, father.last_name);
            log(conn, &actor, ActivityType::Updated, &father, Sentence::FatherPhoto.says(&[("father", &name)]))?;
            Ok::<_, AppError>((father, old))
        })
        .await;
    let (updated, old) = match outcome {
        Ok(done) => done,
        Err(err) => {
            // Nothing refers to the new object: take it away again.
            if state.storage.delete(&key).await.is_err() {
                tracing::warn!(key, "an unused photo stays in the store");
            }
            return Err(err);
        }
    };
    if let Some(old) = old {
        crate::storage::delete_queued(state, old).await;
    }
    Ok(shown_to(viewer, updated))
}

/// A father's photo: for staff, for him, and for fellow members of his groups.
pub async fn photo(state: &AppState, viewer: &Viewer, id: String) -> AppResult<bytes::Bytes> {
    let own = viewer.own_father_id().map(str::to_owned);
    let staff = viewer.is_staff();
    let father_id = id.clone();
    let key = state
        .db
        .run(move |conn| {
            let Some(father) = db::fathers::find(conn, &father_id)? else { return Ok(None) };
            let allowed = staff
                || own.as_deref() == Some(father_id.as_str())
                || match own {
                    Some(me) => db::groups::share_a_group(conn, &me, &father_id)?,
                    None => false,
                };
            Ok::<_, db::DbError>(if allowed { father.photo_key } else { None })
        })
        .await?
        .ok_or_else(|| not_found("photo"))?;
    state.storage.get(&key).await?.ok_or_else(|| not_found("photo"))
}

pub fn record(fact: &db::program::AttendanceFact) -> SessionRecord {
    let time = |ms| chrono::DateTime::from_timestamp_millis(ms).unwrap_or_default();
    SessionRecord {
        starts_at: time(fact.starts_at),
        ends_at: time(fact.ends_at),
        status: fact.session_status,
        attendance: fact.status,
        minutes: fact.minutes,
        member: fact.member,
    }
}

/// CSV of the records matching `filter`, for staff.
pub async fn csv(state: &AppState, viewer: &Viewer, filter: Filter) -> AppResult<String> {
    viewer.staff()?;
    let fathers =
        state.db.run(move |conn| db::fathers::list(conn, &filter, 100_000, &db::fathers::Start::Offset(0))).await?;
    let mut csv = crate::csv::Csv::new(&[
        "id",
        "firstName",
        "lastName",
        "email",
        "phone",
        "status",
        "enrollmentDate",
        "exitDate",
        "fatherType",
        "setting",
        "referralSource",
    ]);
    for f in fathers {
        let date = |d: Option<chrono::NaiveDate>| d.map(|d| d.to_string()).unwrap_or_default();
        csv.row(&[
            f.id,
            f.first_name,
            f.last_name,
            f.email,
            f.phone,
            f.status.as_str().to_owned(),
            date(f.enrollment_date),
            date(f.exit_date),
            f.father_type.map(|t| t.as_str().to_owned()).unwrap_or_default(),
            f.setting.map(|s| s.as_str().to_owned()).unwrap_or_default(),
            f.referral_source,
        ]);
    }
    Ok(csv.finish())
}

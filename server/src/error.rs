//! The one error type. Every failure becomes the contract's shape:
//! `{"error": {"code", "key", "params", "message", "fields"?, "fieldKeys"?}}`, each sentence a
//! [`Message`] from the catalogue (crate::catalogue), `message` and `fields` in the caller's
//! language ([`speak_callers_language`]); internal detail is logged, never sent.

use std::collections::BTreeMap;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Serialize;

use crate::catalogue::{self, Message};
use crate::db::DbError;
use crate::domain::Language;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("{message}")]
    Invalid { message: Message, fields: BTreeMap<String, Message> },
    #[error("{0}")]
    Unauthenticated(Message),
    #[error("{0}")]
    Forbidden(Message),
    #[error("{0}")]
    NotFound(Message),
    /// A method the path never takes (an incentive is never deleted): 405.
    #[error("{0}")]
    MethodNotAllowed(Message),
    #[error("{0}")]
    Conflict(Message),
    /// A conflict the client resolves itself: 409 `aborted` with what it needs to do so.
    #[error("{message}")]
    ConflictWith { message: Message, conflicts: serde_json::Value },
    #[error("{0}")]
    TooManyRequests(Message),
    #[error("{0}")]
    PayloadTooLarge(Message),
    #[error("{0}")]
    Unavailable(Message),
    #[error("{0}")]
    Timeout(Message),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

pub type AppResult<T> = Result<T, AppError>;

/// The kind of record a 404 says is not there (or not the caller's to see): each has its
/// own sentence, so the answer reads right in either language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Record {
    Album,
    Announcement,
    /// A session's open check-in code.
    CheckInCode,
    Consent,
    Contact,
    Conversation,
    Cycle,
    Event,
    Father,
    /// The calendar feed a private address names.
    Feed,
    /// A version of a form.
    Form,
    Group,
    Import,
    Incentive,
    /// A group's member.
    Member,
    Message,
    Milestone,
    /// The father record linked to the caller's own account.
    OwnRecord,
    Photo,
    Program,
    /// A father's enrolment in a program.
    Enrolment,
    Referral,
    Session,
    StaffMember,
    Submission,
    Text,
    User,
}

impl Record {
    fn missing(self) -> Message {
        match self {
            Record::Album => catalogue::no_such_album(),
            Record::Announcement => catalogue::no_such_announcement(),
            Record::CheckInCode => catalogue::no_check_in_code(),
            Record::Consent => catalogue::no_such_consent(),
            Record::Contact => catalogue::no_such_contact(),
            Record::Conversation => catalogue::no_such_conversation(),
            Record::Cycle => catalogue::no_such_cycle(),
            Record::Event => catalogue::no_such_event(),
            Record::Father => catalogue::no_such_father(),
            Record::Form => catalogue::no_such_form(),
            Record::Feed => catalogue::no_such_feed(),
            Record::Group => catalogue::no_such_group(),
            Record::Import => catalogue::no_such_import(),
            Record::Incentive => catalogue::no_such_incentive(),
            Record::Member => catalogue::no_such_member(),
            Record::Message => catalogue::no_such_message(),
            Record::Milestone => catalogue::no_such_milestone(),
            Record::OwnRecord => catalogue::no_linked_record(),
            Record::Photo => catalogue::no_such_photo(),
            Record::Program => catalogue::no_such_program(),
            Record::Enrolment => catalogue::no_such_enrolment(),
            Record::Referral => catalogue::no_such_referral(),
            Record::Session => catalogue::no_such_session(),
            Record::Submission => catalogue::no_such_submission(),
            Record::StaffMember => catalogue::no_such_staff_member(),
            Record::Text => catalogue::no_such_text(),
            Record::User => catalogue::no_such_user(),
        }
    }
}

impl AppError {
    pub fn invalid(message: Message) -> AppError {
        AppError::Invalid { message, fields: BTreeMap::new() }
    }

    /// A bad field, under the form-level message (docs/PRODUCT.md, "Form messages").
    pub fn field(field: &str, message: Message) -> AppError {
        AppError::Invalid { message: catalogue::invalid_form(), fields: BTreeMap::from([(field.to_owned(), message)]) }
    }

    /// 404 for something that is not there, or that the asker may not know of, in the
    /// record's own sentence.
    pub fn not_found(what: Record) -> AppError {
        AppError::NotFound(what.missing())
    }

    /// 403 for a father (or anyone not staff) asking for what only staff may do.
    pub fn staff_only() -> AppError {
        AppError::Forbidden(catalogue::staff_only())
    }

    /// 403 for staff asking for what only a director may do (accounts, roles, the whole
    /// program's feed and report).
    pub fn directors_only() -> AppError {
        AppError::Forbidden(catalogue::director_only())
    }

    pub fn status(&self) -> StatusCode {
        match self {
            AppError::Invalid { .. } => StatusCode::BAD_REQUEST,
            AppError::Unauthenticated(_) => StatusCode::UNAUTHORIZED,
            AppError::Forbidden(_) => StatusCode::FORBIDDEN,
            AppError::NotFound(_) => StatusCode::NOT_FOUND,
            AppError::MethodNotAllowed(_) => StatusCode::METHOD_NOT_ALLOWED,
            AppError::Conflict(_) | AppError::ConflictWith { .. } => StatusCode::CONFLICT,
            AppError::TooManyRequests(_) => StatusCode::TOO_MANY_REQUESTS,
            AppError::PayloadTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            AppError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            AppError::Timeout(_) => StatusCode::GATEWAY_TIMEOUT,
            AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The status-to-code mapping (docs/PRODUCT.md, "Error codes").
    pub fn code(&self) -> &'static str {
        match self {
            AppError::Invalid { .. } | AppError::PayloadTooLarge(_) => "invalid-argument",
            AppError::Unauthenticated(_) => "unauthenticated",
            AppError::Forbidden(_) => "permission-denied",
            AppError::NotFound(_) => "not-found",
            AppError::MethodNotAllowed(_) => "unimplemented",
            AppError::Conflict(_) | AppError::ConflictWith { .. } => "aborted",
            AppError::TooManyRequests(_) => "resource-exhausted",
            AppError::Unavailable(_) => "unavailable",
            AppError::Timeout(_) => "deadline-exceeded",
            AppError::Internal(_) => "internal",
        }
    }
}

/// Collects field errors while parsing a body, so one answer names every bad field.
#[derive(Debug, Default)]
pub struct FieldErrors(BTreeMap<String, Message>);

impl FieldErrors {
    /// Keeps the parsed value, or records the message under `field`.
    pub fn check<T>(&mut self, field: &str, result: Result<T, Message>) -> Option<T> {
        match result {
            Ok(value) => Some(value),
            Err(message) => {
                self.0.entry(field.to_owned()).or_insert(message);
                None
            }
        }
    }

    pub fn add(&mut self, field: &str, message: Message) {
        self.0.entry(field.to_owned()).or_insert(message);
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// `Ok` when nothing was recorded.
    pub fn finish(self) -> AppResult<()> {
        if self.0.is_empty() {
            Ok(())
        } else {
            Err(AppError::Invalid { message: catalogue::invalid_form(), fields: self.0 })
        }
    }
}

impl From<DbError> for AppError {
    fn from(err: DbError) -> Self {
        match err {
            DbError::UniqueViolation => AppError::Conflict(catalogue::record_exists()),
            DbError::ForeignKeyViolation => AppError::Conflict(catalogue::changed_meanwhile()),
            DbError::UnstorableText => AppError::invalid(catalogue::text_control_characters()),
            DbError::Contention => AppError::Conflict(catalogue::contention()),
            DbError::Unavailable(detail) => {
                tracing::error!(error = %detail, "database unavailable");
                AppError::Unavailable(catalogue::database_unavailable())
            }
            other => AppError::Internal(other.into()),
        }
    }
}

impl AppError {
    /// The sentence the answer is about.
    fn message(&self) -> Message {
        match self {
            AppError::Invalid { message, .. } | AppError::ConflictWith { message, .. } => message.clone(),
            AppError::Unauthenticated(message)
            | AppError::Forbidden(message)
            | AppError::NotFound(message)
            | AppError::MethodNotAllowed(message)
            | AppError::Conflict(message)
            | AppError::TooManyRequests(message)
            | AppError::PayloadTooLarge(message)
            | AppError::Unavailable(message)
            | AppError::Timeout(message) => message.clone(),
            AppError::Internal(_) => catalogue::internal(),
        }
    }
}

/// An error answer before it is put into words, in the caller's language.
struct Answer {
    code: &'static str,
    message: Message,
    fields: BTreeMap<String, Message>,
    conflicts: Option<serde_json::Value>,
}

#[derive(Serialize)]
struct Body<'a> {
    error: Detail<'a>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Detail<'a> {
    code: &'static str,
    key: &'static str,
    params: BTreeMap<&'static str, &'a str>,
    message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    fields: Option<BTreeMap<&'a str, String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    field_keys: Option<BTreeMap<&'a str, &'static str>>,
    /// The values in each field's sentence, for fields whose sentence has any.
    #[serde(skip_serializing_if = "Option::is_none")]
    field_params: Option<BTreeMap<&'a str, BTreeMap<&'static str, &'a str>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    conflicts: Option<&'a serde_json::Value>,
}

fn params_of(message: &Message) -> BTreeMap<&'static str, &str> {
    message.params().iter().map(|(name, value)| (*name, value.as_str())).collect()
}

impl Answer {
    fn response(&self, status: StatusCode, language: Language) -> Response {
        let has_fields = !self.fields.is_empty();
        let field_params: BTreeMap<&str, BTreeMap<&'static str, &str>> = self
            .fields
            .iter()
            .filter(|(_, message)| !message.params().is_empty())
            .map(|(field, message)| (field.as_str(), params_of(message)))
            .collect();
        let detail = Detail {
            code: self.code,
            key: self.message.key(),
            params: params_of(&self.message),
            message: self.message.render(language),
            fields: has_fields.then(|| {
                self.fields.iter().map(|(field, message)| (field.as_str(), message.render(language))).collect()
            }),
            field_keys: has_fields
                .then(|| self.fields.iter().map(|(field, message)| (field.as_str(), message.key())).collect()),
            field_params: (!field_params.is_empty()).then_some(field_params),
            conflicts: self.conflicts.as_ref(),
        };
        (status, Json(Body { error: detail })).into_response()
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let status = self.status();
        if let AppError::Internal(err) = &self {
            tracing::error!(error = ?err, "internal error");
        }
        let message = self.message();
        let code = self.code();
        let (fields, conflicts) = match self {
            AppError::Invalid { fields, .. } => (fields, None),
            AppError::ConflictWith { conflicts, .. } => (BTreeMap::new(), Some(conflicts)),
            _ => (BTreeMap::new(), None),
        };
        // English outside a request's handling (a panic caught, the deadline's answer).
        let language = LANGUAGE.try_with(|language| *language).unwrap_or(Language::En);
        Answer { code, message, fields, conflicts }.response(status, language)
    }
}

/// The language an `Accept-Language` header prefers among those the product speaks (the
/// highest `q`, the first of equals); English when it names neither.
pub fn preferred_language(header: &str) -> Language {
    let mut best: Option<(f32, Language)> = None;
    for range in header.split(',') {
        let mut parts = range.split(';');
        let tag = parts.next().unwrap_or("").trim();
        let q = parts
            .find_map(|part| part.trim().strip_prefix("q=").map(|q| q.trim().parse::<f32>().unwrap_or(0.0)))
            .unwrap_or(1.0);
        let primary = tag.split('-').next().unwrap_or("").to_ascii_lowercase();
        let language = match primary.as_str() {
            "es" => Language::Es,
            "en" => Language::En,
            _ => continue,
        };
        if q > 0.0 && best.is_none_or(|(best_q, _)| q > best_q) {
            best = Some((q, language));
        }
    }
    best.map_or(Language::En, |(_, language)| language)
}

tokio::task_local! {
    /// The language of the request being answered, set by [`speak_callers_language`].
    static LANGUAGE: Language;
}

/// The language of the request being answered (English outside one): for an answer that
/// words sentences of its own, such as an import's row errors.
pub fn callers_language() -> Language {
    LANGUAGE.try_with(|language| *language).unwrap_or(Language::En)
}

/// Middleware: an error answer is worded in the language the request's `Accept-Language`
/// prefers (its key and values stay the same). The language is known while the request is
/// handled, so the answer is written once, in that language.
pub async fn speak_callers_language(request: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let language = request
        .headers()
        .get(axum::http::header::ACCEPT_LANGUAGE)
        .and_then(|value| value.to_str().ok())
        .map_or(Language::En, preferred_language);
    LANGUAGE.scope(language, next.run(request)).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_status_has_its_product_code() {
        let table = [
            (AppError::invalid(catalogue::invalid_form()), 400, "invalid-argument"),
            (AppError::Unauthenticated(catalogue::sign_in_required()), 401, "unauthenticated"),
            (AppError::staff_only(), 403, "permission-denied"),
            (AppError::not_found(Record::Father), 404, "not-found"),
            (AppError::MethodNotAllowed(catalogue::incentive_never_deleted()), 405, "unimplemented"),
            (AppError::Conflict(catalogue::contention()), 409, "aborted"),
            (
                AppError::ConflictWith { message: catalogue::marks_changed(), conflicts: serde_json::json!([]) },
                409,
                "aborted",
            ),
            (AppError::TooManyRequests(catalogue::too_many_attempts()), 429, "resource-exhausted"),
            (AppError::Internal(anyhow::anyhow!("x")), 500, "internal"),
            (AppError::Unavailable(catalogue::database_unavailable()), 503, "unavailable"),
            (AppError::Timeout(catalogue::request_timed_out()), 504, "deadline-exceeded"),
        ];
        for (err, status, code) in table {
            assert_eq!(err.status().as_u16(), status);
            assert_eq!(err.code(), code);
        }
    }

    #[test]
    fn the_caller_s_language_is_the_one_accept_language_prefers() {
        assert_eq!(preferred_language("es-MX,es;q=0.9,en;q=0.8"), Language::Es);
        assert_eq!(preferred_language("en-US,en;q=0.9,es;q=0.8"), Language::En);
        assert_eq!(preferred_language("fr-FR, es;q=0.5"), Language::Es);
        assert_eq!(preferred_language("en;q=0.2, es;q=0.7"), Language::Es);
        assert_eq!(preferred_language("es;q=0, de"), Language::En);
        assert_eq!(preferred_language(""), Language::En);
    }
}

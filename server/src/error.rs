//! The one error type. Every failure becomes the contract's shape:
//! `{"error": {"code", "message", "fields"?}}`; internal detail is logged, never sent.

use std::collections::BTreeMap;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Serialize;

use crate::db::DbError;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("{message}")]
    Invalid { message: String, fields: BTreeMap<String, String> },
    #[error("{0}")]
    Unauthenticated(String),
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(String),
    /// A method the path never takes (an incentive is never deleted): 405.
    #[error("{0}")]
    MethodNotAllowed(String),
    #[error("{0}")]
    Conflict(String),
    /// A conflict the client resolves itself: 409 `aborted` with what it needs to do so.
    #[error("{message}")]
    ConflictWith { message: String, conflicts: serde_json::Value },
    #[error("{0}")]
    TooManyRequests(String),
    #[error("{0}")]
    PayloadTooLarge(String),
    #[error("{0}")]
    Unavailable(String),
    #[error("{0}")]
    Timeout(String),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

pub type AppResult<T> = Result<T, AppError>;

/// The form-level message (docs/PRODUCT.md, "Form messages"), used for every validation failure.
pub const INVALID_FORM: &str = "Sorry, not all fields are filled out correctly.";

impl AppError {
    pub fn invalid(message: impl Into<String>) -> AppError {
        AppError::Invalid { message: message.into(), fields: BTreeMap::new() }
    }

    pub fn field(field: &str, message: impl Into<String>) -> AppError {
        AppError::Invalid { message: INVALID_FORM.into(), fields: BTreeMap::from([(field.to_owned(), message.into())]) }
    }

    /// 404 for something that is not there, or that the asker may not know of.
    pub fn not_found(what: &str) -> AppError {
        AppError::NotFound(format!("No such {what}."))
    }

    /// 403 for a father (or anyone not staff) asking for what only staff may do.
    pub fn staff_only() -> AppError {
        AppError::Forbidden("Only program staff can do this.".into())
    }

    /// 403 for staff asking for what only a director may do (accounts, roles, the whole
    /// program's feed and report).
    pub fn directors_only() -> AppError {
        AppError::Forbidden("Only a program director can do this.".into())
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
pub struct FieldErrors(BTreeMap<String, String>);

impl FieldErrors {
    /// Keeps the parsed value, or records the message under `field`.
    pub fn check<T, E: Into<String>>(&mut self, field: &str, result: Result<T, E>) -> Option<T> {
        match result {
            Ok(value) => Some(value),
            Err(message) => {
                self.0.entry(field.to_owned()).or_insert_with(|| message.into());
                None
            }
        }
    }

    pub fn add(&mut self, field: &str, message: impl Into<String>) {
        self.0.entry(field.to_owned()).or_insert_with(|| message.into());
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// `Ok` when nothing was recorded.
    pub fn finish(self) -> AppResult<()> {
        if self.0.is_empty() {
            Ok(())
        } else {
            Err(AppError::Invalid { message: INVALID_FORM.into(), fields: self.0 })
        }
    }
}

impl From<DbError> for AppError {
    fn from(err: DbError) -> Self {
        match err {
            DbError::UniqueViolation => AppError::Conflict("That record already exists.".into()),
            DbError::ForeignKeyViolation => AppError::Conflict(
                "Something this refers to was changed or removed in the meantime. Please reload and try again.".into(),
            ),
            DbError::UnstorableText => AppError::invalid(crate::domain::text::REFUSED_MESSAGE),
            DbError::Contention => {
                AppError::Conflict("Someone else was changing the same thing. Please try again.".into())
            }
            DbError::Unavailable(detail) => {
                tracing::error!(error = %detail, "database unavailable");
                AppError::Unavailable("The database is not available right now. Please try again shortly.".into())
            }
            other => AppError::Internal(other.into()),
        }
    }
}

#[derive(Serialize)]
struct Body<'a> {
    error: Detail<'a>,
}

#[derive(Serialize)]
struct Detail<'a> {
    code: &'static str,
    message: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    fields: Option<&'a BTreeMap<String, String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    conflicts: Option<&'a serde_json::Value>,
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let status = self.status();
        let message = match &self {
            AppError::Internal(err) => {
                tracing::error!(error = ?err, "internal error");
                "Something went wrong on our side. Please try again.".to_owned()
            }
            other => other.to_string(),
        };
        let fields = match &self {
            AppError::Invalid { fields, .. } if !fields.is_empty() => Some(fields),
            _ => None,
        };
        let conflicts = match &self {
            AppError::ConflictWith { conflicts, .. } => Some(conflicts),
            _ => None,
        };
        let body = Body { error: Detail { code: self.code(), message: &message, fields, conflicts } };
        (status, Json(body)).into_response()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_status_has_its_product_code() {
        let table = [
            (AppError::invalid("x"), 400, "invalid-argument"),
            (AppError::Unauthenticated("x".into()), 401, "unauthenticated"),
            (AppError::Forbidden("x".into()), 403, "permission-denied"),
            (AppError::NotFound("x".into()), 404, "not-found"),
            (AppError::MethodNotAllowed("x".into()), 405, "unimplemented"),
            (AppError::Conflict("x".into()), 409, "aborted"),
            (AppError::ConflictWith { message: "x".into(), conflicts: serde_json::json!([]) }, 409, "aborted"),
            (AppError::TooManyRequests("x".into()), 429, "resource-exhausted"),
            (AppError::Internal(anyhow::anyhow!("x")), 500, "internal"),
            (AppError::Unavailable("x".into()), 503, "unavailable"),
            (AppError::Timeout("x".into()), 504, "deadline-exceeded"),
        ];
        for (err, status, code) in table {
            assert_eq!(err.status().as_u16(), status);
            assert_eq!(err.code(), code);
        }
    }
}

//! Checking in: a session's facilitator (or a director) shows a six-digit code, as a QR
//! code of its URL; a father of the group who enters it is marked present, or late past
//! ten minutes after the start, as his own mark (`method: check-in`). A mark staff made is
//! his mark. Codes work from 30 minutes before the start to the end; guesses are throttled
//! like sign-ins, in the database so that every server counts together.

use std::net::IpAddr;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::answering_father;
use crate::auth::Viewer;
use crate::catalogue;
use crate::db::{self, check_in::Code, Table};
use crate::domain::program::{AttendanceStatus, SessionStatus};
use crate::domain::records::Session;
use crate::domain::rsvp::{self, check_in_status, check_in_window, within};
use crate::error::{AppError, AppResult, Record};
use crate::infra::live::{self, Announced};
use crate::state::AppState;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CheckInCode {
    /// Six digits.
    pub code: String,
    /// `FM_PUBLIC_URL/check-in?code=<code>`, for a QR code.
    pub url: String,
    /// The session's end: the code works until then.
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub expires_at: chrono::DateTime<chrono::Utc>,
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(default, deny_unknown_fields)]
pub struct CheckInInput {
    /// The six digits the facilitator shows.
    #[schema(required = true)]
    code: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CheckedIn {
    pub session_id: String,
    /// His mark now: the one this check-in made, or the one he already had.
    pub status: AttendanceStatus,
}

fn invalid_code() -> AppError {
    AppError::invalid(catalogue::check_in_code_invalid())
}

/// A session that is over (completed) or off (cancelled) takes no check-ins.
fn open_for_check_in(session: &Session) -> AppResult<()> {
    match session.status {
        SessionStatus::Scheduled => Ok(()),
        SessionStatus::Cancelled => Err(AppError::Conflict(catalogue::session_cancelled())),
        SessionStatus::Completed => Err(AppError::Conflict(catalogue::session_completed())),
    }
}

fn shown(state: &AppState, code: Code) -> CheckInCode {
    CheckInCode {
        url: format!("{}/check-in?code={}", state.config.public_url.trim_end_matches('/'), code.code),
        expires_at: chrono::DateTime::from_timestamp_millis(code.expires_at).unwrap_or_default(),
        code: code.code,
    }
}

/// How many codes to draw before giving up on finding one no other session holds (with
/// a few dozen codes live among a million, the first nearly always does).
const DRAWS: usize = 8;

/// `POST /api/sessions/{id}/check-in-code`: a new code for the session, replacing its last.
pub async fn create_code(state: &AppState, viewer: &Viewer, session_id: String) -> AppResult<CheckInCode> {
    let now = state.clock.now_millis();
    for _ in 0..DRAWS {
        let (viewer, session_id, code) = (viewer.clone(), session_id.clone(), rsvp::new_code());
        let made = state
            .db
            .transaction(move |conn| {
                db::lock(conn, Table::Sessions, &session_id)?;
                let session =
                    db::sessions::find(conn, &session_id)?.ok_or_else(|| AppError::not_found(Record::Session))?;
                let by = viewer.staff_running(conn, &session.group_id)?.id.clone();
                open_for_check_in(&session)?;
                let (valid_from, expires_at) = window(&session);
                if !within((valid_from, expires_at), now) {
                    return Err(AppError::Conflict(catalogue::check_in_code_window()).into());
                }
                let code = Code { session_id, code, valid_from, expires_at };
                db::check_in::replace(conn, &code, &by, now)?;
                Ok(code)
            })
            .await;
        match made {
            Ok(code) => return Ok(shown(state, code)),
            // Another session holds this code: draw again.
            Err(Drawn::Taken) => continue,
            Err(Drawn::Refused(err)) => return Err(err),
        }
    }
    Err(db::DbError::Contention.into())
}

/// Why drawing a code did not give one.
enum Drawn {
    Taken,
    Refused(AppError),
}

impl From<AppError> for Drawn {
    fn from(err: AppError) -> Self {
        Drawn::Refused(err)
    }
}

impl From<db::DbError> for Drawn {
    fn from(err: db::DbError) -> Self {
        match err {
            db::DbError::UniqueViolation => Drawn::Taken,
            other => Drawn::Refused(other.into()),
        }
    }
}

/// `GET /api/sessions/{id}/check-in-code`: the session's code while it still works.
pub async fn current_code(state: &AppState, viewer: &Viewer, session_id: String) -> AppResult<CheckInCode> {
    let now = state.clock.now_millis();
    let viewer = viewer.clone();
    let code = state
        .db
        .run(move |conn| {
            let session = db::sessions::find(conn, &session_id)?.ok_or_else(|| AppError::not_found(Record::Session))?;
            viewer.staff_running(conn, &session.group_id)?;
            let (_, ends) = window(&session);
            Ok::<_, AppError>(db::check_in::of_session(conn, &session_id)?.map(|c| Code { expires_at: ends, ..c }))
        })
        .await?;
    code.filter(|c| now < c.expires_at)
        .map(|code| shown(state, code))
        .ok_or_else(|| AppError::not_found(Record::CheckInCode))
}

/// When the session's code works, by its times now.
fn window(session: &Session) -> (i64, i64) {
    check_in_window(session.starts_at.timestamp_millis(), session.ends_at.timestamp_millis())
}

/// `POST /api/check-in`: a father checks in with the code he was shown.
pub async fn check_in(state: &AppState, viewer: &Viewer, address: IpAddr, input: CheckInInput) -> AppResult<CheckedIn> {
    // Staff are refused before anything is counted. An account not linked to a record yet
    // is told so whatever the code (the same answer for every code: it reveals none), and
    // staff find him in the accounts to link.
    let father_id = match answering_father(viewer, Record::Session) {
        Ok(id) => id.to_owned(),
        Err(AppError::NotFound(_)) => return Err(AppError::Forbidden(crate::catalogue::check_in_not_linked())),
        Err(err) => return Err(err),
    };
    let user_id = viewer.user().id.clone();
    let counted = state.throttle.check_in(&state.db, address, &user_id).await?;
    let code = rsvp::parse_code(&input.code).ok_or_else(invalid_code)?.to_owned();
    let now = state.clock.now_millis();
    let (checked_in, marked) = state
        .db
        .transaction(move |conn| {
            let code = db::check_in::find(conn, &code)?.ok_or_else(invalid_code)?;
            let session = db::sessions::find(conn, &code.session_id)?.ok_or_else(invalid_code)?;
            // The window of the session as it is now: moved since the code was made, it moved too.
            if !within(window(&session), now) {
                return Err(invalid_code());
            }
            // A live code of a session that is not his says no more than a wrong one.
            if !db::groups::is_member(conn, &session.group_id, &father_id)? {
                return Err(invalid_code());
            }
            open_for_check_in(&session)?;
            let status = check_in_status(session.starts_at.timestamp_millis(), now);
            let (status, marked) = db::check_in::mark(conn, &session.id, &father_id, status, &user_id, now)?;
            if marked {
                live::notify(conn, &Announced::Attendance { session_id: session.id.clone(), father_id })?;
            }
            Ok::<_, AppError>((CheckedIn { session_id: session.id, status }, marked))
        })
        .await?;
    if marked {
        let father_id = viewer.own_father_id().unwrap_or_default().to_owned();
        let announced = Announced::Attendance { session_id: checked_in.session_id.clone(), father_id };
        state.live.after_commit(&state.db, &announced).await;
        // A father's first check-in is no guess: it does not use up his address's allowance
        // (a whole class may check in over one Wi-Fi). Repeats do, so they cannot buy guesses.
        state.throttle.forgive(&state.db, counted).await;
    }
    Ok(checked_in)
}

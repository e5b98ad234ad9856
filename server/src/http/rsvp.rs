//! RSVP and check-in: a father's answer to a session or an event, a session's answers for
//! staff, a session's check-in code, and a father checking in with it.

use axum::extract::{Path, State};
use axum::Json;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::auth::Viewer;
use crate::domain::rsvp::Rsvp;
use crate::error::AppResult;
use crate::extract::{ClientAddr, ValidJson};
use crate::services::rsvp::check_in::{self, CheckInCode, CheckInInput, CheckedIn};
use crate::services::rsvp::{self, LinkAnswer, LinkInput, RsvpInput, SessionRsvps};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(answer_session))
        .routes(routes!(answer_event))
        .routes(routes!(session_rsvps))
        .routes(routes!(create_check_in_code, get_check_in_code))
        .routes(routes!(check_in))
        .routes(routes!(answer_by_link))
}

/// Records the answer a reminder e-mail's link carries, without signing in: the link is
/// signed for one father, one item and one answer, and works until the item starts
/// (400 not a link the server made; 409 started; 404 no longer his).
#[utoipa::path(post, path = "/api/rsvp-links", tag = "rsvp", request_body = LinkInput,
    responses((status = 200, body = LinkAnswer),
        (status = 400, description = "`token`: a reminder e-mail's link the server signed"),
        (status = 404), (status = 409)))]
async fn answer_by_link(
    State(state): State<AppState>,
    ValidJson(input): ValidJson<LinkInput>,
) -> AppResult<Json<LinkAnswer>> {
    Ok(Json(rsvp::answer_by_link(&state, &input.token).await?))
}

/// A father's answer to a session of his group (current members only), until it starts.
/// Staff: 403; not his group's: 404; started or cancelled: 409. "late" tells the group's
/// facilitators and the directors live (`running-late` on `/api/stream`) and the
/// facilitators by push, once per change to "late".
#[utoipa::path(put, path = "/api/sessions/{id}/rsvp", tag = "rsvp", request_body = RsvpInput,
    responses((status = 200, body = Rsvp), (status = 400), (status = 403), (status = 404), (status = 409)),
    security(("bearer" = [])))]
async fn answer_session(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(input): ValidJson<RsvpInput>,
) -> AppResult<Json<Rsvp>> {
    Ok(Json(rsvp::answer_session(&state, &viewer, id, input).await?))
}

/// A father's answer to an event for everyone or for his group, until it starts. Staff:
/// 403; not for him: 404; started: 409.
#[utoipa::path(put, path = "/api/events/{id}/rsvp", tag = "rsvp", request_body = RsvpInput,
    responses((status = 200, body = Rsvp), (status = 400), (status = 403), (status = 404), (status = 409)),
    security(("bearer" = [])))]
async fn answer_event(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
    ValidJson(input): ValidJson<RsvpInput>,
) -> AppResult<Json<Rsvp>> {
    Ok(Json(rsvp::answer_event(&state, &viewer, id, input).await?))
}

/// Staff: the answers of the session's group's current members in the reader's scope,
/// counted (`none`: no answer yet), and who answered yes or late but was marked absent.
#[utoipa::path(get, path = "/api/sessions/{id}/rsvps", tag = "rsvp",
    responses((status = 200, body = SessionRsvps), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn session_rsvps(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<Json<SessionRsvps>> {
    Ok(Json(rsvp::session_rsvps(&state, &viewer, id).await?))
}

/// The group's facilitators or a director: a new check-in code for the session, replacing
/// its last one. It works from 30 minutes before the start to the end; asked outside that
/// time, or for a cancelled or completed session: 409.
#[utoipa::path(post, path = "/api/sessions/{id}/check-in-code", tag = "rsvp",
    responses((status = 200, body = CheckInCode), (status = 403), (status = 404), (status = 409)),
    security(("bearer" = [])))]
async fn create_check_in_code(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<Json<CheckInCode>> {
    Ok(Json(check_in::create_code(&state, &viewer, id).await?))
}

/// The group's facilitators or a director: the session's code while it still works (404
/// when it has none or it expired).
#[utoipa::path(get, path = "/api/sessions/{id}/check-in-code", tag = "rsvp",
    responses((status = 200, body = CheckInCode), (status = 403), (status = 404)), security(("bearer" = [])))]
async fn get_check_in_code(
    State(state): State<AppState>,
    viewer: Viewer,
    Path(id): Path<String>,
) -> AppResult<Json<CheckInCode>> {
    Ok(Json(check_in::current_code(&state, &viewer, id).await?))
}

/// A father checks in with the code: marked present, or late when more than 10 minutes
/// after the start (`method: check-in`); a mark he already has (staff's, or an earlier
/// check-in) stays and is answered. A wrong or expired code: 400; not a current member of
/// the session's group: 404; cancelled or completed session: 409; staff: 403. Throttled
/// like sign-in (429).
#[utoipa::path(post, path = "/api/check-in", tag = "rsvp", request_body = CheckInInput,
    responses((status = 200, body = CheckedIn),
        (status = 400, description = "`checkInCodeInvalid`: a code a session holds within its check-in window, of a \
        session in his groups (a wrong code, an expired one and one of a session outside his groups get the same \
        answer)"),
        (status = 403), (status = 409), (status = 429)),
    security(("bearer" = [])))]
async fn check_in(
    State(state): State<AppState>,
    viewer: Viewer,
    ClientAddr(addr): ClientAddr,
    ValidJson(input): ValidJson<CheckInInput>,
) -> AppResult<Json<CheckedIn>> {
    Ok(Json(check_in::check_in(&state, &viewer, addr, input).await?))
}

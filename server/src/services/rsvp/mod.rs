//! RSVP: a father answers whether he comes to a session or an event of his (yes, no, late,
//! with a note) until it starts; staff see the answers and who said yes and did not come.
//! "Late" tells the group's facilitators and the directors at once (live) and the
//! facilitators by push, once per change to "late". Checking in with a session's code is
//! `check_in`.

pub mod check_in;

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::Viewer;
use crate::catalogue;
use crate::db::{self, rsvps::Item};
use crate::domain::calendar::{CalendarItem, ItemKind};
use crate::domain::program::parse_text;
use crate::domain::rsvp::{Rsvp, RsvpAnswer, RsvpCounts, MAX_NOTE};
use crate::error::{AppError, AppResult, FieldErrors, Record};
use crate::infra::live::{self, Announced};
use crate::services::form::schema;
use crate::services::workshops::sessions::get_session;
use crate::state::AppState;

/// A father's answer to a session or an event.
#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct RsvpInput {
    #[schema(required = true, value_type = RsvpAnswer)]
    answer: String,
    /// Optional; trimmed, at most 500 characters.
    #[schema(schema_with = schema::text::<MAX_NOTE>)]
    note: Option<String>,
}

impl RsvpInput {
    fn parse(self) -> AppResult<(RsvpAnswer, String)> {
        let mut errors = FieldErrors::default();
        let answer = if self.answer.trim().is_empty() {
            errors.add("answer", catalogue::answer_required());
            None
        } else {
            errors.check("answer", RsvpAnswer::parse(&self.answer))
        };
        let note = errors.check("note", parse_text(self.note.as_deref().unwrap_or(""), "Note", MAX_NOTE, false));
        errors.finish()?;
        Ok((answer.expect("checked"), note.expect("checked")))
    }
}

/// Only a father answers, for himself: staff get 403; a father whose account is linked
/// to no record has no items to answer (404).
/// What a 404 about an item of this kind names.
fn record_of(kind: ItemKind) -> Record {
    match kind {
        ItemKind::Session => Record::Session,
        ItemKind::Event => Record::Event,
    }
}

fn answering_father(viewer: &Viewer, what: Record) -> AppResult<&str> {
    match viewer {
        Viewer::Staff(_) => Err(AppError::Forbidden(catalogue::fathers_only())),
        Viewer::Father { father_id: Some(id), .. } => Ok(id),
        Viewer::Father { father_id: None, .. } => Err(AppError::not_found(what)),
    }
}

/// `PUT /api/sessions/{id}/rsvp`.
pub async fn answer_session(
    state: &AppState,
    viewer: &Viewer,
    session_id: String,
    input: RsvpInput,
) -> AppResult<Rsvp> {
    answer(state, viewer, ItemKind::Session, session_id, input).await
}

/// `PUT /api/events/{id}/rsvp`.
pub async fn answer_event(state: &AppState, viewer: &Viewer, event_id: String, input: RsvpInput) -> AppResult<Rsvp> {
    answer(state, viewer, ItemKind::Event, event_id, input).await
}

async fn answer(state: &AppState, viewer: &Viewer, kind: ItemKind, id: String, input: RsvpInput) -> AppResult<Rsvp> {
    let what = record_of(kind);
    let father_id = answering_father(viewer, what)?.to_owned();
    let (answer, note) = input.parse()?;
    record(state, kind, id, father_id, answer, note).await
}

/// Records `father_id`'s answer to an item of his that has not started (the audience and
/// the start are conditions of the writing statement); "late" to a session tells its
/// facilitators.
pub(crate) async fn record(
    state: &AppState,
    kind: ItemKind,
    id: String,
    father_id: String,
    answer: RsvpAnswer,
    note: String,
) -> AppResult<Rsvp> {
    let what = record_of(kind);
    let now = state.clock.now_millis();
    let new_id = uuid::Uuid::now_v7().to_string();
    let stored_note = note.clone();
    let running_late = state
        .db
        .transaction(move |conn| {
            let item = match kind {
                ItemKind::Session => Item::Session(&id),
                ItemKind::Event => Item::Event(&id),
            };
            let previous = db::rsvps::previous(conn, item, &father_id)?;
            let Some(rsvp_id) = db::rsvps::answer(conn, &new_id, item, &father_id, answer, &stored_note, now)? else {
                return Err(match db::rsvps::refusal(conn, item, &father_id, now)? {
                    db::rsvps::Refusal::NotFound => AppError::not_found(what),
                    db::rsvps::Refusal::Cancelled => AppError::Conflict(catalogue::session_cancelled()),
                    db::rsvps::Refusal::Started => AppError::Conflict(catalogue::answers_closed()),
                });
            };
            // Facilitators hear of "late" once per change to it, not at every re-answer.
            if answer != RsvpAnswer::Late || previous == Some(RsvpAnswer::Late) || kind != ItemKind::Session {
                return Ok(None);
            }
            let session = db::sessions::find(conn, &id)?.ok_or_else(|| AppError::not_found(what))?;
            db::push::queue_running_late(conn, &rsvp_id, &session.group_id, now)?;
            let announced = Announced::RunningLate(rsvp_id);
            live::notify(conn, &announced)?;
            Ok::<_, AppError>(Some(announced))
        })
        .await?;
    if let Some(announced) = running_late {
        state.live.after_commit(&state.db, &announced).await;
        state.push_queue.wake();
    }
    let answered_at = chrono::DateTime::from_timestamp_millis(now).unwrap_or_default();
    Ok(Rsvp { answer, note, answered_at })
}

/// What an answer link of a reminder e-mail recorded, and of what.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LinkAnswer {
    pub answer: RsvpAnswer,
    pub item: LinkedItem,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LinkedItem {
    pub kind: ItemKind,
    pub id: String,
    pub title: String,
    /// RFC 3339 instant, or the first day (YYYY-MM-DD) of an all-day event.
    pub starts_at: String,
    /// A session's cycle (its page is /cycles/{cycleId}/sessions/{id}); null for an event.
    pub cycle_id: Option<String>,
}

/// The answer link of a reminder e-mail.
#[derive(serde::Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LinkInput {
    /// The `token` of the link's `/rsvp?token=…`.
    // = reminders::links::MAX_TOKEN (utoipa takes a literal; `http::openapi`'s test checks it)
    #[schema(max_length = 400)]
    pub token: String,
}

/// `POST /api/rsvp-links`: the answer an e-mail's link carries, recorded without signing
/// in. The link is signed for one father, item and answer (`reminders::links`), and good
/// until the item starts; the father must still be in its audience.
pub async fn answer_by_link(state: &AppState, token: &str) -> AppResult<LinkAnswer> {
    let invalid = || AppError::field("token", catalogue::rsvp_link_invalid());
    let link = crate::services::reminders::links::Link::verify(token, &state.rsvp_key).ok_or_else(invalid)?;
    let answer = RsvpAnswer::parse(&link.answer).map_err(|_| invalid())?;
    if state.clock.now_millis() >= link.expires {
        return Err(AppError::Conflict(catalogue::rsvp_link_expired()));
    }
    let (kind, id) = (link.kind, link.item_id.clone());
    record(state, kind, id.clone(), link.father_id, answer, String::new()).await?;
    let item = state
        .db
        .run(move |conn| {
            Ok::<_, db::DbError>(match kind {
                ItemKind::Session => db::sessions::find(conn, &id)?.map(|s| LinkedItem {
                    kind,
                    id: s.id,
                    title: s.title,
                    starts_at: crate::domain::dates::instant_text(&s.starts_at),
                    cycle_id: Some(s.cycle_id),
                }),
                ItemKind::Event => db::calendar::find_event(conn, &id)?.map(|e| LinkedItem {
                    kind,
                    title: e.title,
                    starts_at: e.starts_at,
                    id: e.id,
                    cycle_id: None,
                }),
            })
        })
        .await?
        .ok_or_else(invalid)?;
    Ok(LinkAnswer { answer, item })
}

/// `GET /api/sessions/{id}/rsvps`: the answers of a session's group's current members.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionRsvps {
    pub counts: SessionCounts,
    /// The members who answered, by name.
    pub answers: Vec<MemberRsvp>,
    /// Those who answered yes or late and were marked absent (members or not any more).
    pub no_shows: Vec<NoShow>,
}

#[derive(Serialize, ToSchema)]
pub struct SessionCounts {
    pub yes: i64,
    pub no: i64,
    pub late: i64,
    /// Current members who have not answered.
    pub none: i64,
}

impl SessionCounts {
    /// The counts of the members' answers (`None`: not answered yet).
    pub fn of(answers: impl IntoIterator<Item = Option<RsvpAnswer>>) -> Self {
        let (mut counts, mut none) = (RsvpCounts::default(), 0);
        for answer in answers {
            match answer {
                Some(answer) => counts.add(answer),
                None => none += 1,
            }
        }
        SessionCounts { yes: counts.yes, no: counts.no, late: counts.late, none }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MemberRsvp {
    pub father_id: String,
    pub name: String,
    pub answer: RsvpAnswer,
    pub note: String,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub answered_at: chrono::DateTime<chrono::Utc>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NoShow {
    pub father_id: String,
    pub name: String,
    pub answer: RsvpAnswer,
}

/// Staff, over the fathers in their scope (as the roster shows them).
pub async fn session_rsvps(state: &AppState, viewer: &Viewer, session_id: String) -> AppResult<SessionRsvps> {
    viewer.staff()?;
    let session = get_session(state, viewer, session_id).await?;
    let scope = viewer.scope();
    let (members, no_shows) = state
        .db
        .run(move |conn| {
            let members = db::rsvps::session_members(conn, &session.id, &session.group_id, &scope)?;
            Ok::<_, db::DbError>((members, db::rsvps::no_shows(conn, &session.id, &scope)?))
        })
        .await?;
    let counts = SessionCounts::of(members.iter().map(|member| member.rsvp.as_ref().map(|r| r.answer)));
    let answers = members
        .into_iter()
        .filter_map(|member| {
            let rsvp = member.rsvp?;
            Some(MemberRsvp {
                father_id: member.father_id,
                name: member.name,
                answer: rsvp.answer,
                note: rsvp.note,
                answered_at: rsvp.answered_at,
            })
        })
        .collect();
    Ok(SessionRsvps {
        counts,
        answers,
        no_shows: no_shows.into_iter().map(|(father_id, name, answer)| NoShow { father_id, name, answer }).collect(),
    })
}

/// Gives a father's calendar items his answers (`myRsvp`, null when none); a father
/// without a record has none. Staff's items are left as they are.
pub fn attach_my_answers(
    conn: &mut dyn db::Conn,
    father_id: Option<&str>,
    items: &mut [CalendarItem],
) -> db::DbResult<()> {
    let answers = match father_id {
        Some(father_id) => {
            let ids =
                |kind: ItemKind| items.iter().filter(|i| i.kind == kind).map(|i| i.id.as_str()).collect::<Vec<_>>();
            db::rsvps::of_father(conn, father_id, &ids(ItemKind::Session), &ids(ItemKind::Event))?
        }
        None => HashMap::new(),
    };
    for item in items {
        item.my_rsvp = Some(answers.get(&item.id).cloned());
    }
    Ok(())
}

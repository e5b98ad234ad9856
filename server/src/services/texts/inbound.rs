//! The provider's webhooks: a father's text to the program's number, and where the
//! program's texts have got to. Both are believed only with the provider's signature over
//! the public address they were posted to (403 and nothing recorded otherwise).
//!
//! An inbound text is read once: its `MessageSid` is kept with it, so the provider
//! posting it again (it retries a webhook that timed out) changes nothing more.

use crate::db::{self, texts::NewText};
use crate::domain::consent::{Consent, ConsentKind};
use crate::domain::phone;
use crate::domain::rsvp::RsvpAnswer;
use crate::domain::sms::{self, Inbound, TextDirection, TextKind, TextStatus};
use crate::error::{AppError, AppResult};
use crate::infra::live::Announced;
use crate::infra::sms::{read_inbound, read_status};
use crate::state::AppState;

/// How long after a reminder text a 1, 2 or 3 answers it.
const ANSWER_WINDOW_MS: i64 = 24 * 3600 * 1000;

/// TwiML: nothing to answer.
const NO_REPLY: &str = r#"<?xml version="1.0" encoding="UTF-8"?><Response/>"#;

fn reply(body: &str) -> String {
    format!(r#"<?xml version="1.0" encoding="UTF-8"?><Response><Message>{}</Message></Response>"#, escape_xml(body))
}

fn escape_xml(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;").replace('\'', "&apos;")
}

fn check_signature(
    state: &AppState,
    path: &str,
    params: &[(String, String)],
    signature: Option<&str>,
) -> AppResult<()> {
    let url = format!("{}{path}", state.config.public_url);
    if state.sms.verify(&url, params, signature) {
        Ok(())
    } else {
        metrics::counter!("fm_sms_webhooks_refused_total").increment(1);
        Err(AppError::Forbidden(crate::catalogue::sms_not_signed()))
    }
}

/// `POST /api/sms/status`: a text moved on at the provider; only ever forward. Error
/// 21610 (the number opted out at the carrier) revokes his sms consent.
pub async fn status(state: &AppState, params: Vec<(String, String)>, signature: Option<&str>) -> AppResult<()> {
    check_signature(state, "/api/sms/status", &params, signature)?;
    let Some(report) = read_status(&params) else { return Ok(()) };
    let now = db::now_millis();
    let moved = state
        .db
        .transaction(move |conn| {
            let moved =
                db::texts::apply_status(conn, &report.provider_id, report.status, report.error_code.as_deref(), now)?;
            let Some((father_id, phone)) = moved else { return Ok::<_, AppError>(None) };
            if report.error_code.as_deref() == Some(crate::infra::sms::OPTED_OUT) {
                super::opted_out(conn, &phone, Some(&father_id), now)?;
            }
            let text = db::texts::id_by_provider_id(conn, &report.provider_id)?;
            let announced = text.map(Announced::Text);
            if let Some(announced) = &announced {
                crate::infra::live::notify(conn, announced)?;
            }
            Ok(announced)
        })
        .await?;
    if let Some(announced) = moved {
        state.live.after_commit(&state.db, &announced).await;
    }
    Ok(())
}

/// What reading an inbound text decided: the TwiML answer, and what to tell after the
/// commit.
struct Heard {
    twiml: String,
    announced: Vec<Announced>,
    /// A 1, 2 or 3 to record as an RSVP (after the text's own transaction, by the RSVP rules).
    answer: Option<Answer>,
}

struct Answer {
    father_id: String,
    language: crate::domain::Language,
    phone: String,
    item: (Option<String>, Option<String>),
    answer: RsvpAnswer,
}

/// `POST /api/sms/inbound`: a father's text. STOP and its synonyms revoke the sms consent
/// of every father with the number, START records it again (and confirms), HELP is
/// answered; a 1, 2 or 3 within a day of a reminder answers it; anything else lands in his
/// thread, unread, live for the staff who have him in scope and by push to his case
/// manager. A number no father has: nothing is stored (a count in the metrics).
pub async fn inbound(state: &AppState, params: Vec<(String, String)>, signature: Option<&str>) -> AppResult<String> {
    check_signature(state, "/api/sms/inbound", &params, signature)?;
    let Some(text) = read_inbound(&params) else { return Ok(NO_REPLY.into()) };
    // Carriers send E.164; a test or another provider may not.
    let from = phone::parse(&text.from, state.config.phone_region).unwrap_or(text.from.clone());
    // Kept as words: control characters (which PostgreSQL would refuse) go, line breaks stay.
    let body: String = text.body.chars().filter(|c| !c.is_control() || *c == '\n').take(sms::MAX_BODY_CHARS).collect();
    let now = state.clock.now_millis();
    let real_now = db::now_millis();
    let program = state.config.program_name.clone();
    let contact = state.config.program_contact.clone();
    let provider_id = text.provider_id.clone();
    let heard = state
        .db
        .transaction(move |conn| {
            let owners = db::texts::owners_of(conn, &from)?;
            let Some(owner) = owners.first().cloned() else {
                metrics::counter!("fm_sms_inbound_unknown_total").increment(1);
                return Ok::<_, AppError>(None);
            };
            let asks = sms::read_inbound(&body);
            // A 1, 2 or 3 answers the last reminder of a day; without one it is words.
            let reminder = match asks {
                Inbound::Answer(_) => db::texts::last_reminder(conn, &from, now - ANSWER_WINDOW_MS)?,
                _ => None,
            };
            let asks = match (asks, &reminder) {
                (Inbound::Answer(_), None) => Inbound::Words,
                (asks, _) => asks,
            };
            let father_id = match &reminder {
                Some((father, _, _)) => father.clone(),
                None => owner.father_id.clone(),
            };
            let words = asks == Inbound::Words;
            let received = NewText {
                direction: TextDirection::In,
                status: TextStatus::Received,
                provider_id: provider_id.as_deref(),
                unread: words,
                ..NewText::queued(&father_id, &from, TextKind::Message, &body)
            };
            // Kept with its provider id: the same webhook again stops here.
            let Some(received_id) = db::texts::insert(conn, &received, real_now)? else { return Ok(None) };
            let mut announced = vec![Announced::Text(received_id.clone())];
            let language = owners.iter().find(|o| o.father_id == father_id).map_or(owner.language, |o| o.language);
            let mut answer = None;
            let reply_body = match asks {
                Inbound::Stop => {
                    super::opted_out(conn, &from, None, real_now)?;
                    None
                }
                Inbound::Start => {
                    for o in &owners {
                        consent_by_text(conn, &o.father_id, real_now)?;
                    }
                    Some((TextKind::Confirmation, sms::confirmation(language, &program)))
                }
                Inbound::Help => Some((TextKind::Help, sms::help(language, &program, contact.as_deref()))),
                Inbound::Answer(rsvp) => {
                    let (_, session, event) = reminder.clone().unwrap_or_default();
                    answer = Some(Answer {
                        father_id: father_id.clone(),
                        language,
                        phone: from.clone(),
                        item: (session, event),
                        answer: rsvp,
                    });
                    None
                }
                Inbound::Words => {
                    db::push::queue_text(conn, &received_id, &father_id, real_now)?;
                    None
                }
            };
            let twiml = match reply_body {
                None => NO_REPLY.to_owned(),
                Some((kind, body)) => {
                    let sent = NewText { status: TextStatus::Sent, ..NewText::queued(&father_id, &from, kind, &body) };
                    if let Some(id) = db::texts::insert(conn, &sent, real_now)? {
                        announced.push(Announced::Text(id));
                    }
                    reply(&body)
                }
            };
            for a in &announced {
                crate::infra::live::notify(conn, a)?;
            }
            Ok(Some(Heard { twiml, announced, answer }))
        })
        .await?;
    let Some(heard) = heard else { return Ok(NO_REPLY.into()) };
    for a in &heard.announced {
        state.live.after_commit(&state.db, a).await;
    }
    state.push_queue.wake();
    match heard.answer {
        None => Ok(heard.twiml),
        Some(answer) => answer_reminder(state, answer).await,
    }
}

/// A START: a new sms consent, recorded by no staff member (he asked, by text).
fn consent_by_text(conn: &mut dyn db::Conn, father_id: &str, now: i64) -> db::DbResult<()> {
    let version = db::consents::latest_version(conn, ConsentKind::Sms)?.unwrap_or_else(|| "1".to_owned());
    let at = chrono::DateTime::from_timestamp_millis(now).unwrap_or_default();
    let consent = Consent {
        id: uuid::Uuid::now_v7().to_string(),
        father_id: father_id.to_owned(),
        kind: ConsentKind::Sms,
        version,
        granted_at: at,
        witnessed_by: None,
        witness_name: String::new(),
        revoked_at: None,
        revoked_by: None,
        note: "Replied START by text.".to_owned(),
    };
    db::consents::insert(conn, &consent, now)
}

/// Records a 1, 2 or 3 as his answer to the reminded item, by the RSVP rules (his item, not
/// started, not cancelled), and answers with what was recorded.
async fn answer_reminder(state: &AppState, answer: Answer) -> AppResult<String> {
    use crate::domain::calendar::ItemKind;
    let (kind, item_id) = match answer.item {
        (Some(session), _) => (ItemKind::Session, session),
        (None, Some(event)) => (ItemKind::Event, event),
        (None, None) => return Ok(NO_REPLY.into()),
    };
    let id = item_id.clone();
    let title = state
        .db
        .run(move |conn| {
            Ok::<_, db::DbError>(match kind {
                ItemKind::Session => db::sessions::find(conn, &id)?.map(|s| s.title),
                ItemKind::Event => db::calendar::find_event(conn, &id)?.map(|e| e.title),
            })
        })
        .await?
        .unwrap_or_default();
    let recorded =
        crate::services::rsvp::record(state, kind, item_id, answer.father_id.clone(), answer.answer, String::new())
            .await;
    let body = match recorded {
        Ok(_) => sms::answered(answer.language, Some(answer.answer), &title),
        Err(AppError::Conflict(_)) => sms::answered(answer.language, None, &title),
        // No longer his (he left the group): the words stay in his thread for staff.
        Err(AppError::NotFound(_)) => return Ok(NO_REPLY.into()),
        Err(other) => return Err(other),
    };
    let now = db::now_millis();
    let (father_id, phone, reply_body) = (answer.father_id, answer.phone, body.clone());
    let announced = state
        .db
        .transaction(move |conn| {
            let sent = NewText {
                status: TextStatus::Sent,
                ..NewText::queued(&father_id, &phone, TextKind::Reply, &reply_body)
            };
            let id = db::texts::insert(conn, &sent, now)?;
            let announced = id.map(Announced::Text);
            if let Some(a) = &announced {
                crate::infra::live::notify(conn, a)?;
            }
            Ok::<_, db::DbError>(announced)
        })
        .await?;
    if let Some(a) = announced {
        state.live.after_commit(&state.db, &a).await;
    }
    Ok(reply(&body))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reply_is_escaped_twiml() {
        assert_eq!(
            reply("Tom & Jerry <3"),
            r#"<?xml version="1.0" encoding="UTF-8"?><Response><Message>Tom &amp; Jerry &lt;3</Message></Response>"#
        );
    }
}

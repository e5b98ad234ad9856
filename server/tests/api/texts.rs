//! Texts: staff text a father who agreed, from his page; his replies land in a shared
//! inbox; reminders and announcements go by text too; STOP, START and HELP are obeyed; a
//! 1, 2 or 3 answers the last reminder. The provider is a fake Twilio on 127.0.0.1 that
//! speaks Twilio's wire format: Basic auth checked, 201 with a sid, scriptable refusals.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode as AxumStatus};
use axum::response::IntoResponse;
use base64::Engine;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use tokio::sync::Notify;

use crate::helpers::{assert_error, TestDb};
use crate::messages::Stream;
use crate::program::Program;
use fatherhood::domain::sms::ProviderUrl;

crate::on_both_databases!(
    a_case_manager_texts_a_father_who_agreed_and_sees_it_delivered,
    no_text_goes_to_a_father_without_consent_or_a_valid_number,
    an_announcement_to_everyone_reaches_a_father_still_in_another_program,
    an_event_for_everyone_is_reminded_to_a_father_still_in_another_program,
    stop_start_and_help_are_obeyed_for_every_father_with_the_number,
    a_reply_of_1_2_or_3_answers_the_last_reminder,
    his_words_reach_staff_live_unread_and_only_in_scope,
    webhooks_are_believed_only_with_the_providers_signature,
    status_callbacks_only_move_a_text_forward,
    the_provider_is_retried_given_up_on_and_its_opt_out_obeyed,
    the_pace_holds_across_the_senders,
    phones_are_kept_in_e164_and_old_ones_checked_at_start_up,
);

/// How long a test waits for something the server does in the background.
const PATIENCE: Duration = Duration::from_secs(15);
const SID: &str = "AC0123";
const TOKEN: &str = "test-token";
/// The program's number.
const FROM: &str = "+15125550000";
/// The address the tests' servers are configured with (`helpers::spawn_app`): signatures
/// are over it, not over the address the tests call.
const PUBLIC_URL: &str = "http://fatherhood.example";

/// What the fake provider answers to a send.
#[derive(Clone, Debug)]
enum Scripted {
    /// 429 with `Retry-After` seconds.
    TooMany(u64),
    /// 500.
    Broken,
    /// 400 with Twilio's error code.
    Refuse(u32),
}

#[derive(Clone, Debug)]
struct Received {
    to: String,
    body: String,
    sid: String,
    callback: String,
    at: Instant,
}

#[derive(Default)]
struct Provider {
    /// A server's address: the provider reports "delivered" to it before it answers the send
    /// (Twilio may call back before its answer arrives).
    calls_back_first: Mutex<Option<String>>,
    received: Mutex<Vec<Received>>,
    refused_auth: Mutex<usize>,
    script: Mutex<VecDeque<Scripted>>,
    arrived: Notify,
}

/// A fake Twilio Messages API on 127.0.0.1.
#[derive(Clone)]
struct FakeTwilio {
    port: u16,
    provider: Arc<Provider>,
}

async fn messages_json(
    State(provider): State<Arc<Provider>>,
    Path(account): Path<String>,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> axum::response::Response {
    let expected = format!("Basic {}", base64::engine::general_purpose::STANDARD.encode(format!("{SID}:{TOKEN}")));
    let authorised = headers.get("authorization").and_then(|v| v.to_str().ok()) == Some(expected.as_str());
    if !authorised || account != SID {
        *provider.refused_auth.lock().unwrap() += 1;
        return (AxumStatus::UNAUTHORIZED, axum::Json(json!({"code": 20003, "message": "Authenticate"})))
            .into_response();
    }
    let form: Vec<(String, String)> = url::form_urlencoded::parse(&body).into_owned().collect();
    let field = |name: &str| form.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone()).unwrap_or_default();
    assert_eq!(field("From"), FROM, "texts come from the program's number");
    let scripted = provider.script.lock().unwrap().pop_front();
    let answer = match scripted {
        Some(Scripted::TooMany(after)) => {
            (AxumStatus::TOO_MANY_REQUESTS, [("retry-after", after.to_string())], axum::Json(json!({"code": 20429})))
                .into_response()
        }
        Some(Scripted::Broken) => (AxumStatus::INTERNAL_SERVER_ERROR, "upstream trouble").into_response(),
        Some(Scripted::Refuse(code)) => (
            AxumStatus::BAD_REQUEST,
            axum::Json(json!({"code": code, "message": "Attempt to send to unsubscribed recipient", "status": 400})),
        )
            .into_response(),
        None => {
            let sid = format!("SM{}", uuid::Uuid::new_v4().simple());
            let early = provider.calls_back_first.lock().unwrap().clone();
            if let Some(server) = early {
                let params = owned(&[("MessageSid", &sid), ("MessageStatus", "delivered")]);
                let signature =
                    fatherhood::infra::sms::signature_of(TOKEN, &format!("{PUBLIC_URL}/api/sms/status"), &params);
                let res = reqwest::Client::new()
                    .post(format!("{server}/api/sms/status"))
                    .header("X-Twilio-Signature", signature)
                    .form(&params)
                    .send()
                    .await
                    .unwrap();
                assert_eq!(res.status(), StatusCode::NO_CONTENT);
            }
            provider.received.lock().unwrap().push(Received {
                to: field("To"),
                body: field("Body"),
                sid: sid.clone(),
                callback: field("StatusCallback"),
                at: Instant::now(),
            });
            (AxumStatus::CREATED, axum::Json(json!({"sid": sid, "status": "queued"}))).into_response()
        }
    };
    provider.arrived.notify_waiters();
    answer
}

impl FakeTwilio {
    async fn start() -> FakeTwilio {
        let provider = Arc::new(Provider::default());
        let app = axum::Router::new()
            .route("/2010-04-01/Accounts/{account}/Messages.json", axum::routing::post(messages_json))
            .with_state(provider.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        FakeTwilio { port, provider }
    }

    fn url(&self) -> ProviderUrl {
        ProviderUrl::parse(&format!("twilio+http://{SID}:{TOKEN}@127.0.0.1:{}?from=%2B15125550000", self.port)).unwrap()
    }

    fn received(&self) -> Vec<Received> {
        self.provider.received.lock().unwrap().clone()
    }

    fn script(&self, answers: &[Scripted]) {
        self.provider.script.lock().unwrap().extend(answers.iter().cloned());
    }

    /// Waits until `count` texts were taken, and answers them all.
    async fn wait_for(&self, count: usize) -> Vec<Received> {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let arrived = self.provider.arrived.notified();
            let received = self.received();
            if received.len() >= count {
                return received;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(!left.is_zero(), "{count} texts expected, {} arrived: {received:?}", received.len());
            let _ = tokio::time::timeout(left.min(Duration::from_millis(200)), arrived).await;
        }
    }
}

/// A program whose texts go to a fake Twilio, sent as fast as it takes them.
async fn program(db: TestDb) -> (Program, FakeTwilio) {
    program_at(db, None).await
}

async fn program_at(db: TestDb, rate: Option<f64>) -> (Program, FakeTwilio) {
    let twilio = FakeTwilio::start().await;
    let url = twilio.url();
    let p = Program::start_with(db, move |c| {
        c.sms_url = Some(url);
        c.sms_rate = rate;
        c.metrics_addr = Some("127.0.0.1:0".parse().unwrap());
    })
    .await;
    (p, twilio)
}

/// A father with this number (written as people write it) and his language.
async fn father(p: &Program, first: &str, phone: &str, language: &str) -> String {
    let f = p
        .post(
            "/api/fathers",
            json!({"firstName": first, "lastName": "Ruiz", "phone": phone, "preferredLanguage": language}),
        )
        .await;
    f["id"].as_str().unwrap().to_owned()
}

async fn consent_to_texts(p: &Program, father: &str) -> Value {
    p.post(&format!("/api/fathers/{father}/consents"), json!({"kind": "sms"})).await
}

async fn thread(p: &Program, father: &str) -> Vec<Value> {
    p.get(&format!("/api/fathers/{father}/texts")).await.as_array().unwrap().clone()
}

/// Waits until the father's newest text satisfies `done`.
async fn wait_for_text(p: &Program, father: &str, done: impl Fn(&Value) -> bool) -> Value {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let texts = thread(p, father).await;
        if let Some(text) = texts.iter().find(|t| done(t)) {
            return text.clone();
        }
        assert!(Instant::now() < deadline, "no such text: {texts:?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Posts a provider webhook signed as Twilio signs it (or with `signature` as given).
async fn webhook(p: &Program, path: &str, params: &[(&str, &str)], signature: Option<String>) -> reqwest::Response {
    let owned: Vec<(String, String)> = params.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    let signature = signature
        .unwrap_or_else(|| fatherhood::infra::sms::signature_of(TOKEN, &format!("{PUBLIC_URL}{path}"), &owned));
    let mut req = p.app.client.post(p.app.url(path)).form(&owned);
    if !signature.is_empty() {
        req = req.header("X-Twilio-Signature", signature);
    }
    req.send().await.unwrap()
}

/// A father's text to the program: the TwiML answer.
async fn texts_in(p: &Program, from: &str, body: &str) -> String {
    let sid = format!("SM{}", uuid::Uuid::new_v4().simple());
    let res =
        webhook(p, "/api/sms/inbound", &[("From", from), ("To", FROM), ("Body", body), ("MessageSid", &sid)], None)
            .await;
    assert_eq!(res.status(), StatusCode::OK);
    assert!(res.headers()["content-type"].to_str().unwrap().starts_with("text/xml"));
    res.text().await.unwrap()
}

async fn status_callback(p: &Program, sid: &str, status: &str, error: Option<&str>) -> StatusCode {
    let mut params = vec![("MessageSid", sid), ("MessageStatus", status), ("AccountSid", SID)];
    if let Some(code) = error {
        params.push(("ErrorCode", code));
    }
    webhook(p, "/api/sms/status", &params, None).await.status()
}

async fn sms_consent(p: &Program, father: &str) -> bool {
    p.get(&format!("/api/fathers/{father}")).await["consents"]["sms"].as_bool().unwrap()
}

async fn count(p: &Program, sql: &'static str) -> i64 {
    p.app.state.db.run(move |conn| crate::helpers::scalar_int(conn, sql, &[])).await.unwrap()
}

async fn a_case_manager_texts_a_father_who_agreed_and_sees_it_delivered(db: TestDb) {
    let (p, twilio) = program(db).await;
    let sam = father(&p, "Sam", "(512) 555-0101", "es").await;
    let record = p.get(&format!("/api/fathers/{sam}")).await;
    assert_eq!((record["phone"].as_str(), record["phoneValid"].as_bool()), (Some("+15125550101"), Some(true)));
    assert_eq!(record["remindersSms"], true);

    // Before he agrees: refused, and why.
    let res = p.call(Method::POST, &format!("/api/fathers/{sam}/texts"), Some(json!({"body": "Hola"})), &p.staff).await;
    let body = assert_error(res, StatusCode::CONFLICT, "aborted").await;
    assert!(body["error"]["message"].as_str().unwrap().contains("sms consent"), "{body}");

    // He agrees: the confirmation carriers require goes out, in Spanish.
    consent_to_texts(&p, &sam).await;
    let confirmation = &twilio.wait_for(1).await[0];
    assert_eq!(confirmation.to, "+15125550101");
    assert!(confirmation.body.contains("Msg & data rates may apply") && confirmation.body.contains("STOP"));
    assert!(
        confirmation.body.contains("Fatherhood Matters of Travis County") && confirmation.body.contains("mensajes")
    );
    assert_eq!(confirmation.callback, format!("{PUBLIC_URL}/api/sms/status"));

    // A text from his page: queued at once, its cost known before it is sent.
    let res = p
        .call(
            Method::POST,
            &format!("/api/fathers/{sam}/texts"),
            Some(json!({"body": " ¿Nos vemos el martes? "})),
            &p.staff,
        )
        .await;
    assert_eq!(res.status(), StatusCode::ACCEPTED);
    let text: Value = res.json().await.unwrap();
    assert_eq!(
        (text["status"].as_str(), text["direction"].as_str(), text["kind"].as_str()),
        (Some("queued"), Some("out"), Some("message"))
    );
    assert_eq!((text["encoding"].as_str(), text["segments"].as_i64()), (Some("GSM-7"), Some(1)));
    assert_eq!(text["body"], "¿Nos vemos el martes?");
    let sent = &twilio.wait_for(2).await[1];
    assert_eq!((sent.to.as_str(), sent.body.as_str()), ("+15125550101", "¿Nos vemos el martes?"));
    let id = text["id"].as_str().unwrap().to_owned();
    let shown = wait_for_text(&p, &sam, |t| t["id"] == id.as_str() && t["status"] == "sent").await;
    assert_eq!(shown["providerId"], sent.sid.as_str());

    // The provider says it was delivered.
    assert_eq!(status_callback(&p, &sent.sid, "delivered", None).await, StatusCode::NO_CONTENT);
    wait_for_text(&p, &sam, |t| t["id"] == id.as_str() && t["status"] == "delivered").await;

    // An accented Spanish text costs more: one character outside GSM-7 makes it UCS-2.
    let long = format!("Llegó {}", "a".repeat(65));
    let text = p.post(&format!("/api/fathers/{sam}/texts"), json!({"body": long})).await;
    assert_eq!((text["encoding"].as_str(), text["segments"].as_i64()), (Some("UCS-2"), Some(2)));
    let too_long = "a".repeat(1601);
    let res =
        p.call(Method::POST, &format!("/api/fathers/{sam}/texts"), Some(json!({"body": too_long})), &p.staff).await;
    assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;

    // The activity feed says so; the funder report counts it.
    assert!(p.activities().await.iter().any(|(action, d)| action == "texted" && d == "Texted Sam Ruiz"));
    twilio.wait_for(3).await;
    let today = chrono::Utc::now().date_naive();
    let range = format!("from={}&to={}", today - chrono::Duration::days(1), today + chrono::Duration::days(1));
    let report = p.get(&format!("/api/reports/summary?{range}")).await;
    let texts = &report["texts"];
    assert_eq!(texts["delivered"], 1, "{texts}");
    assert_eq!(texts["fathersReached"], 1, "{texts}");
    assert!(texts["sent"].as_i64().unwrap() >= 2, "{texts}");
}

async fn no_text_goes_to_a_father_without_consent_or_a_valid_number(db: TestDb) {
    let (p, twilio) = program(db).await;
    let (sam, lee, max) = (
        father(&p, "Sam", "512-555-0101", "en").await,
        father(&p, "Lee", "512 555 0102", "en").await,
        father(&p, "Max", "+1 512 555 0103", "en").await,
    );
    consent_to_texts(&p, &sam).await;
    consent_to_texts(&p, &max).await;
    twilio.wait_for(2).await;
    // Max's number is from before numbers were checked: kept as it was, never texted.
    p.app
        .sql(
            "UPDATE fathers SET phone = $1, phone_valid = FALSE WHERE id = $2",
            vec!["call his sister".into(), max.clone().into()],
        )
        .await;
    let record = p.get(&format!("/api/fathers/{max}")).await;
    assert_eq!((record["phone"].as_str(), record["phoneValid"].as_bool()), (Some("call his sister"), Some(false)));
    let res = p.call(Method::POST, &format!("/api/fathers/{max}/texts"), Some(json!({"body": "Hi"})), &p.staff).await;
    let body = assert_error(res, StatusCode::CONFLICT, "aborted").await;
    assert!(body["error"]["message"].as_str().unwrap().contains("phone number"), "{body}");
    let res = p.call(Method::POST, &format!("/api/fathers/{lee}/texts"), Some(json!({"body": "Hi"})), &p.staff).await;
    assert_error(res, StatusCode::CONFLICT, "aborted").await;

    // An announcement "also texted" reaches the consenting part of its audience only.
    p.post("/api/announcements", json!({"title": "Picnic Saturday", "body": "Bring the kids.", "text": true})).await;
    let received = twilio.wait_for(3).await;
    let announced: Vec<&Received> = received.iter().filter(|r| r.body.contains("Picnic Saturday")).collect();
    assert_eq!(announced.len(), 1, "{received:?}");
    assert_eq!(announced[0].to, "+15125550101");
    assert!(announced[0].body.contains(&format!("{PUBLIC_URL}/announcement")), "{}", announced[0].body);

    // A consent revoked while a text waits: the text is not sent.
    twilio.script(&[Scripted::Broken]);
    let text = p.post(&format!("/api/fathers/{sam}/texts"), json!({"body": "Are you coming?"})).await;
    let id = text["id"].as_str().unwrap().to_owned();
    wait_for_text(&p, &sam, |t| t["id"] == id.as_str() && t["errorCode"].is_string()).await;
    let consents = p.get(&format!("/api/fathers/{sam}/consents")).await;
    let consent = consents.as_array().unwrap().iter().find(|c| c["kind"] == "sms").unwrap().clone();
    p.post(&format!("/api/consents/{}/revoke", consent["id"].as_str().unwrap()), json!({})).await;
    let failed = wait_for_text(&p, &sam, |t| t["id"] == id.as_str() && t["status"] == "failed").await;
    assert_eq!(failed["errorCode"], "no-consent");
    assert_eq!(twilio.received().len(), 3, "nothing more went out");
    let res = p.call(Method::POST, &format!("/api/fathers/{sam}/texts"), Some(json!({"body": "Hi"})), &p.staff).await;
    assert_error(res, StatusCode::CONFLICT, "aborted").await;
}

/// Sam (+15125550101) and Max, both agreeing to texts. Sam joined a re-entry program and has
/// left it; he is still in the first one, though his record (his latest enrolment) says
/// exited. Max has left the only program he was in.
async fn sam_still_in_a_program_and_max_in_none(db: TestDb) -> (Program, FakeTwilio) {
    let (p, twilio) = program(db).await;
    let (sam, max) = (father(&p, "Sam", "512-555-0101", "en").await, father(&p, "Max", "512-555-0103", "en").await);
    consent_to_texts(&p, &sam).await;
    consent_to_texts(&p, &max).await;
    twilio.wait_for(2).await;
    let reentry = p.post("/api/programs", json!({"name": "Re-entry", "code": "RE"})).await;
    let enrolment = p
        .post(&format!("/api/fathers/{sam}/enrolments"), json!({"programId": reentry["id"], "status": "enrolled"}))
        .await;
    p.patch(
        &format!("/api/enrolments/{}", enrolment["id"].as_str().unwrap()),
        json!({"status": "exited", "exitReason": "Finished his parole"}),
    )
    .await;
    assert_eq!(p.get(&format!("/api/fathers/{sam}")).await["status"], "exited");
    p.patch(&format!("/api/fathers/{max}"), json!({"status": "exited", "exitReason": "Moved away"})).await;
    (p, twilio)
}

async fn an_announcement_to_everyone_reaches_a_father_still_in_another_program(db: TestDb) {
    let (p, twilio) = sam_still_in_a_program_and_max_in_none(db).await;
    p.post("/api/announcements", json!({"title": "Picnic Saturday", "body": "Bring the kids.", "text": true})).await;
    let received = twilio.wait_for(3).await;
    let announced: Vec<&str> =
        received.iter().filter(|r| r.body.contains("Picnic Saturday")).map(|r| r.to.as_str()).collect();
    assert_eq!(announced, vec!["+15125550101"], "Sam only: {received:?}");
    // Nothing else is on its way to Max.
    assert_eq!(count(&p, "SELECT COUNT(*) FROM texts WHERE kind = 'announcement'").await, 1);
}

async fn an_event_for_everyone_is_reminded_to_a_father_still_in_another_program(db: TestDb) {
    let (p, twilio) = sam_still_in_a_program_and_max_in_none(db).await;
    let at = |hours| {
        (chrono::Utc::now() + chrono::Duration::hours(hours)).to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
    };
    p.post("/api/events", json!({"title": "Family day", "startsAt": at(3), "endsAt": at(5)})).await;
    // An hour on, the two-hour reminder is due.
    p.app.state.clock.advance(Duration::from_secs(3600));
    fatherhood::services::reminders::decide_due(&p.app.state).await.unwrap();
    let received = twilio.wait_for(3).await;
    let mut reminded: Vec<&str> =
        received.iter().filter(|r| r.body.contains("Family day")).map(|r| r.to.as_str()).collect();
    reminded.dedup();
    assert_eq!(reminded, vec!["+15125550101"], "Sam only: {received:?}");
    let to_others = "SELECT COUNT(*) FROM texts WHERE kind = 'reminder' AND phone <> '+15125550101'";
    assert_eq!(count(&p, to_others).await, 0, "nothing on its way to Max");
}

async fn stop_start_and_help_are_obeyed_for_every_father_with_the_number(db: TestDb) {
    let (p, twilio) = program(db).await;
    // Two brothers share one phone.
    let (sam, ben) = (father(&p, "Sam", "(512) 555-0101", "es").await, father(&p, "Ben", "(512) 555-0101", "en").await);
    consent_to_texts(&p, &sam).await;
    consent_to_texts(&p, &ben).await;
    twilio.wait_for(2).await;

    let twiml = texts_in(&p, "+15125550101", "  Stop ").await;
    assert_eq!(twiml, r#"<?xml version="1.0" encoding="UTF-8"?><Response/>"#);
    assert!(!sms_consent(&p, &sam).await && !sms_consent(&p, &ben).await, "both revoked at once");
    let res = p.call(Method::POST, &format!("/api/fathers/{sam}/texts"), Some(json!({"body": "Hi"})), &p.staff).await;
    assert_error(res, StatusCode::CONFLICT, "aborted").await;
    for synonym in ["STOPALL", "unsubscribe", "Cancel", "END", "quit", "revoke", "OPTOUT"] {
        assert!(texts_in(&p, "+15125550101", synonym).await.ends_with("<Response/>"), "{synonym}");
    }

    // START: texts again, and the confirmation is the reply.
    let twiml = texts_in(&p, "+15125550101", "start").await;
    assert!(twiml.contains("<Message>") && twiml.contains("Msg &amp; data rates may apply"), "{twiml}");
    assert!(sms_consent(&p, &sam).await && sms_consent(&p, &ben).await);
    let texts = thread(&p, &sam).await.into_iter().chain(thread(&p, &ben).await).collect::<Vec<_>>();
    assert!(texts.iter().any(|t| t["kind"] == "confirmation" && t["status"] == "sent"), "{texts:?}");

    // HELP: the program's name and whom to ask.
    let twiml = texts_in(&p, "+15125550101", "HELP").await;
    assert!(twiml.contains("Fatherhood Matters of Travis County") && twiml.contains("(512) 555-0100"), "{twiml}");
    let twiml = texts_in(&p, "+15125550101", "info").await;
    assert!(twiml.contains("(512) 555-0100"), "{twiml}");
    // Keywords are not words for staff: nothing unread.
    let inbox = p.get("/api/texts/inbox").await;
    assert!(inbox.as_array().unwrap().iter().all(|row| row["unread"] == 0), "{inbox}");
}

async fn a_reply_of_1_2_or_3_answers_the_last_reminder(db: TestDb) {
    let (p, twilio) = program(db).await;
    let sam = father(&p, "Sam", "(512) 555-0101", "en").await;
    // Lee never agreed to texts; Max agreed but turned reminders by text off.
    let (lee, max) = (father(&p, "Lee", "(512) 555-0102", "en").await, father(&p, "Max", "(512) 555-0103", "en").await);
    let group = p.group_with("Tuesday", &[&sam, &lee, &max]).await;
    let (cycle, _) = p.cycle(&group, 1).await;
    consent_to_texts(&p, &sam).await;
    consent_to_texts(&p, &max).await;
    p.patch(&format!("/api/fathers/{max}"), json!({"remindersSms": false})).await;
    twilio.wait_for(2).await;

    // Before any reminder, "1" is words for staff.
    texts_in(&p, "+15125550101", "1").await;
    assert_eq!(p.get("/api/texts/inbox").await[0]["unread"], 1);

    let starts = chrono::Utc::now() + chrono::Duration::hours(3);
    let session = p
        .post(
            &format!("/api/cycles/{cycle}/sessions"),
            json!({"title": "Communication", "startsAt": starts.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)}),
        )
        .await;
    let session = session["id"].as_str().unwrap().to_owned();
    // An hour on, the two-hour reminder is due: by text too, ending with the answers.
    p.app.state.clock.advance(Duration::from_secs(3600));
    fatherhood::services::reminders::decide_due(&p.app.state).await.unwrap();
    let reminder = twilio.wait_for(3).await[2].clone();
    assert_eq!(reminder.to, "+15125550101");
    assert!(
        reminder.body.contains("Communication") && reminder.body.ends_with("Reply 1 yes, 2 no, 3 late"),
        "{}",
        reminder.body
    );
    wait_for_text(&p, &sam, |t| t["kind"] == "reminder" && t["status"] == "sent").await;
    // Sam's only (the day-before one, already late when the session was added, may have gone too).
    assert_eq!(count(&p, "SELECT COUNT(*) FROM texts WHERE kind = 'reminder' AND phone <> '+15125550101'").await, 0);

    let twiml = texts_in(&p, "+15125550101", " 3 ").await;
    assert!(twiml.contains("a little late at Communication"), "{twiml}");
    let rsvps = p.get(&format!("/api/sessions/{session}/rsvps")).await;
    assert_eq!(rsvps["counts"]["late"], 1, "{rsvps}");
    let twiml = texts_in(&p, "+15125550101", "2").await;
    assert!(twiml.contains("miss you"), "{twiml}");
    assert_eq!(p.get(&format!("/api/sessions/{session}/rsvps")).await["counts"]["no"], 1);
    let texts = thread(&p, &sam).await;
    assert!(texts.iter().any(|t| t["kind"] == "reply" && t["direction"] == "out"), "{texts:?}");

    // Once it has started, an answer is too late, and says so.
    p.app.state.clock.advance(Duration::from_secs(2 * 3600 + 60));
    let twiml = texts_in(&p, "+15125550101", "1").await;
    assert!(twiml.contains("already started"), "{twiml}");
    assert_eq!(p.get(&format!("/api/sessions/{session}/rsvps")).await["counts"]["no"], 1);
}

async fn his_words_reach_staff_live_unread_and_only_in_scope(db: TestDb) {
    let (p, twilio) = program(db).await;
    // Sam's case manager hears of his texts by push on her phone.
    let (manager, manager_token) = crate::roles::staff_member(&p, "manager@example.org").await;
    let sam = p
        .post(
            "/api/fathers",
            json!({"firstName": "Sam", "lastName": "Ruiz", "phone": "(512) 555-0101", "caseManagerId": manager}),
        )
        .await["id"]
        .as_str()
        .unwrap()
        .to_owned();
    // He is in a re-entry program too, with a case manager of its own, who hears of them as well.
    let (reentry_manager, reentry_token) = crate::roles::staff_member(&p, "reentry@example.org").await;
    let reentry = p.post("/api/programs", json!({"name": "Re-entry", "code": "RE"})).await;
    p.post(
        &format!("/api/fathers/{sam}/enrolments"),
        json!({"programId": reentry["id"], "status": "enrolled", "caseManagerId": reentry_manager}),
    )
    .await;
    let (her_phone, his_phone) = (crate::push::Browser::new("manager"), crate::push::Browser::new("reentry"));
    let push = crate::push::PushService::start(&crate::push::vapid_key(&p).await, &[&her_phone, &his_phone], &[]).await;
    crate::push::subscribe(&p, &manager_token, her_phone.subscription(&push)).await;
    crate::push::subscribe(&p, &reentry_token, his_phone.subscription(&push)).await;
    let base = format!("http://{}", p.app.addr);
    let mut staff_stream = Stream::open(&base, &p.staff, None).await;
    // A case manager whose scope does not hold Sam hears nothing of him.
    let (_, outsider) = crate::roles::staff_member(&p, "cm@example.org").await;
    let mut outsider_stream = Stream::open(&base, &outsider, None).await;

    let twiml = texts_in(&p, "+15125550101", "Running late, car trouble").await;
    assert!(twiml.ends_with("<Response/>"));
    assert!(staff_stream.receives("Running late, car trouble", PATIENCE).await, "{}", staff_stream.seen_text());
    assert!(staff_stream.seen_text().contains("event: text"), "{}", staff_stream.seen_text());
    assert!(!outsider_stream.receives("car trouble", Duration::from_secs(1)).await);
    let pushed = push.wait_for("manager", 1).await;
    assert_eq!(pushed[0]["title"], "Text from Sam Ruiz");
    assert_eq!(pushed[0]["body"], "Running late, car trouble");
    assert_eq!(pushed[0]["url"], format!("/fathers/{sam}#texts"));
    assert_eq!(push.wait_for("reentry", 1).await[0]["body"], "Running late, car trouble");
    let inbox = p.get("/api/texts/inbox").await;
    assert_eq!((inbox[0]["fatherName"].as_str(), inbox[0]["unread"].as_i64()), (Some("Sam Ruiz"), Some(1)));
    assert_eq!(p.get("/api/unread").await["texts"], 1, "the navigation's count");
    let outsiders_count = p.call(Method::GET, "/api/unread", None, &outsider).await.json::<Value>().await.unwrap();
    assert_eq!(outsiders_count["texts"], 0);
    assert_eq!(inbox[0]["last"]["direction"], "in");
    assert_eq!(inbox[0]["last"]["status"], "received");
    let outsiders = p.call(Method::GET, "/api/texts/inbox", None, &outsider).await;
    assert_eq!(outsiders.json::<Value>().await.unwrap(), json!([]));
    let res = p.call(Method::GET, &format!("/api/fathers/{sam}/texts"), None, &outsider).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    let res = p.call(Method::POST, &format!("/api/fathers/{sam}/texts/read"), None, &outsider).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;

    // The provider posting it again stores nothing more.
    let params = [("From", "+15125550101"), ("To", FROM), ("Body", "Twice?"), ("MessageSid", "SMsame")];
    for _ in 0..2 {
        assert_eq!(webhook(&p, "/api/sms/inbound", &params, None).await.status(), StatusCode::OK);
    }
    assert_eq!(count(&p, "SELECT COUNT(*) FROM texts WHERE body = 'Twice?'").await, 1);

    // Read by one, read for all.
    let res = p.call(Method::POST, &format!("/api/fathers/{sam}/texts/read"), None, &p.staff).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert_eq!(p.get("/api/texts/inbox").await[0]["unread"], 0);

    // A number no father has: nothing stored.
    let before = count(&p, "SELECT COUNT(*) FROM texts").await;
    assert!(texts_in(&p, "+15125559999", "Who is this?").await.ends_with("<Response/>"));
    assert_eq!(count(&p, "SELECT COUNT(*) FROM texts").await, before);

    // A father never reads the staff's texts.
    let token = p.father_account("sam@example.org", &sam).await;
    let res = p.call(Method::GET, "/api/texts/inbox", None, &token).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    let res = p.call(Method::GET, &format!("/api/fathers/{sam}/texts"), None, &token).await;
    assert!(res.status() == StatusCode::FORBIDDEN || res.status() == StatusCode::NOT_FOUND, "{}", res.status());
    assert!(twilio.received().is_empty());
}

async fn webhooks_are_believed_only_with_the_providers_signature(db: TestDb) {
    let (p, _twilio) = program(db).await;
    let sam = father(&p, "Sam", "(512) 555-0101", "en").await;
    consent_to_texts(&p, &sam).await;
    let params = [("From", "+15125550101"), ("To", FROM), ("Body", "STOP"), ("MessageSid", "SMforged")];
    let signed_elsewhere =
        fatherhood::infra::sms::signature_of(TOKEN, "http://evil.example/api/sms/inbound", &owned(&params));
    let wrong_key = fatherhood::infra::sms::signature_of(
        "not-the-token",
        &format!("{PUBLIC_URL}/api/sms/inbound"),
        &owned(&params),
    );
    for signature in [String::new(), "garbage".to_owned(), signed_elsewhere, wrong_key] {
        let res = webhook(&p, "/api/sms/inbound", &params, Some(signature)).await;
        assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    }
    // A parameter changed after signing: refused too.
    let good = fatherhood::infra::sms::signature_of(TOKEN, &format!("{PUBLIC_URL}/api/sms/inbound"), &owned(&params));
    let tampered = [("From", "+15125550101"), ("To", FROM), ("Body", "START"), ("MessageSid", "SMforged")];
    let res = webhook(&p, "/api/sms/inbound", &tampered, Some(good)).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    assert!(sms_consent(&p, &sam).await, "nothing recorded");
    assert_eq!(count(&p, "SELECT COUNT(*) FROM texts WHERE direction = 'in'").await, 0);
    let res =
        webhook(&p, "/api/sms/status", &[("MessageSid", "SM1"), ("MessageStatus", "failed")], Some(String::new()))
            .await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
}

fn owned(params: &[(&str, &str)]) -> Vec<(String, String)> {
    params.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
}

async fn status_callbacks_only_move_a_text_forward(db: TestDb) {
    let (p, twilio) = program(db).await;
    let sam = father(&p, "Sam", "(512) 555-0101", "en").await;
    consent_to_texts(&p, &sam).await;
    let confirmation = twilio.wait_for(1).await[0].clone();
    let text = wait_for_text(&p, &sam, |t| t["kind"] == "confirmation" && t["status"] == "sent").await;
    let status = |t: &Value| t["status"].as_str().unwrap().to_owned();
    // Out of order: delivered, then a late "sending", then "sent" repeated.
    for reported in ["delivered", "sending", "sent", "sent", "queued"] {
        assert_eq!(status_callback(&p, &confirmation.sid, reported, None).await, StatusCode::NO_CONTENT);
    }
    let now = wait_for_text(&p, &sam, |t| t["id"] == text["id"]).await;
    assert_eq!(status(&now), "delivered");
    // An unknown sid or status changes nothing and is not an error.
    assert_eq!(status_callback(&p, "SMnobody", "delivered", None).await, StatusCode::NO_CONTENT);
    assert_eq!(status_callback(&p, &confirmation.sid, "teleported", None).await, StatusCode::NO_CONTENT);

    // Undelivered is final, with why.
    let sent = p.post(&format!("/api/fathers/{sam}/texts"), json!({"body": "See you"})).await;
    let sid = twilio.wait_for(2).await[1].sid.clone();
    wait_for_text(&p, &sam, |t| t["id"] == sent["id"] && t["status"] == "sent").await;
    status_callback(&p, &sid, "undelivered", Some("30003")).await;
    status_callback(&p, &sid, "delivered", None).await;
    let text = wait_for_text(&p, &sam, |t| t["id"] == sent["id"]).await;
    assert_eq!((status(&text), text["errorCode"].as_str()), ("undelivered".to_owned(), Some("30003")));

    // The report comes before the send's answer: applied once the answer names the text.
    *twilio.provider.calls_back_first.lock().unwrap() = Some(format!("http://{}", p.app.addr));
    let early = p.post(&format!("/api/fathers/{sam}/texts"), json!({"body": "Quick one"})).await;
    twilio.wait_for(3).await;
    wait_for_text(&p, &sam, |t| t["id"] == early["id"] && t["status"] == "delivered").await;
}

async fn the_provider_is_retried_given_up_on_and_its_opt_out_obeyed(db: TestDb) {
    let (p, twilio) = program(db).await;
    let sam = father(&p, "Sam", "(512) 555-0101", "en").await;
    // Busy, then broken: retried (after its Retry-After), then taken.
    twilio.script(&[Scripted::TooMany(1), Scripted::Broken]);
    consent_to_texts(&p, &sam).await;
    let text = wait_for_text(&p, &sam, |t| t["kind"] == "confirmation" && t["errorCode"].is_string()).await;
    assert_eq!(text["status"], "queued", "waiting to be tried again");
    // The second try's delay grows from 5 seconds: brought forward rather than waited for.
    let deadline = Instant::now() + PATIENCE;
    while twilio.received().is_empty() {
        assert!(Instant::now() < deadline, "never retried");
        p.app
            .sql(
                "UPDATE texts SET next_attempt_at = 0 WHERE next_attempt_at IS NOT NULL AND claimed_until IS NULL",
                vec![],
            )
            .await;
        p.app.state.text_queue.wake();
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    wait_for_text(&p, &sam, |t| t["kind"] == "confirmation" && t["status"] == "sent").await;

    // A day of refusals: given up.
    twilio.script(&[Scripted::Broken]);
    let text = p.post(&format!("/api/fathers/{sam}/texts"), json!({"body": "Still there?"})).await;
    wait_for_text(&p, &sam, |t| t["id"] == text["id"] && t["errorCode"].is_string()).await;
    p.app
        .sql(
            "UPDATE texts SET created_at = created_at - 90000000, next_attempt_at = 0 WHERE next_attempt_at IS NOT NULL",
            vec![],
        )
        .await;
    twilio.script(&[Scripted::Broken]);
    p.app.state.text_queue.wake();
    let failed = wait_for_text(&p, &sam, |t| t["id"] == text["id"] && t["status"] == "failed").await;
    assert_eq!(failed["errorCode"], "gave-up");

    // The carrier says he opted out (21610): failed, and his sms consent is revoked.
    twilio.script(&[Scripted::Refuse(21610)]);
    let text = p.post(&format!("/api/fathers/{sam}/texts"), json!({"body": "Hello?"})).await;
    let failed = wait_for_text(&p, &sam, |t| t["id"] == text["id"] && t["status"] == "failed").await;
    assert_eq!(failed["errorCode"], "21610");
    assert!(!sms_consent(&p, &sam).await);
    assert_eq!(*twilio.provider.refused_auth.lock().unwrap(), 0, "every request carried the account's credentials");
    // The metrics count sends and failures (the process's counters: at least these).
    let metrics =
        reqwest::get(format!("http://{}/metrics", p.app.metrics_addr.unwrap())).await.unwrap().text().await.unwrap();
    let sample = |outcome: &str| {
        metrics
            .lines()
            .filter(|l| l.starts_with("fm_texts_total{") && l.contains(&format!("outcome=\"{outcome}\"")))
            .filter_map(|l| l.rsplit(' ').next()?.parse::<f64>().ok())
            .sum::<f64>()
    };
    assert!(sample("sent") >= 1.0 && sample("failed") >= 2.0, "{metrics}");
}

async fn the_pace_holds_across_the_senders(db: TestDb) {
    // Four segments a second: eight one-segment texts take at least 1.75 s from first to last.
    let (p, twilio) = program_at(db, Some(4.0)).await;
    let mut fathers = Vec::new();
    for i in 0..8 {
        let f = father(&p, &format!("F{i}"), &format!("(512) 555-01{:02}", 10 + i), "en").await;
        consent_to_texts(&p, &f).await;
        fathers.push(f);
    }
    let received = twilio.wait_for(8).await;
    let first = received.iter().map(|r| r.at).min().unwrap();
    let last = received.iter().map(|r| r.at).max().unwrap();
    assert!(last - first >= Duration::from_millis(1700), "{:?}", last - first);
    let mut to: Vec<&str> = received.iter().map(|r| r.to.as_str()).collect();
    to.sort();
    to.dedup();
    assert_eq!(to.len(), 8, "each once");
}

async fn phones_are_kept_in_e164_and_old_ones_checked_at_start_up(db: TestDb) {
    let (p, _twilio) = program(db).await;
    for not_a_number in ["555-0101", "call me", "123", "+1 512 555 01234"] {
        let res = p
            .call(
                Method::POST,
                "/api/fathers",
                Some(json!({"firstName": "X", "lastName": "Y", "phone": not_a_number})),
                &p.staff,
            )
            .await;
        let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
        assert!(body["error"]["fields"]["phone"].as_str().unwrap().contains("not a phone number"), "{body}");
    }
    let mexico =
        p.post("/api/fathers", json!({"firstName": "Juan", "lastName": "Paz", "phone": "+52 55 1234 5678"})).await;
    assert_eq!(mexico["phone"], "+525512345678");
    let blank = p.post("/api/fathers", json!({"firstName": "No", "lastName": "Phone", "phone": ""})).await;
    assert_eq!((blank["phone"].as_str(), blank["phoneValid"].as_bool()), (Some(""), Some(false)));
    // Found as people write the number.
    let sam = father(&p, "Sam", "(512) 555-0101", "en").await;
    let found = p.get("/api/fathers?q=555-0101").await;
    assert_eq!(found[0]["id"], sam.as_str());

    // Numbers kept from before: those that read as numbers are rewritten, the others kept.
    let (old, odd) = (p.father("Old", "Number").await, p.father("Odd", "Number").await);
    p.app
        .sql(
            "UPDATE fathers SET phone = $1, phone_valid = FALSE WHERE id = $2",
            vec!["512.555.0177".into(), old.clone().into()],
        )
        .await;
    p.app
        .sql(
            "UPDATE fathers SET phone = $1, phone_valid = FALSE WHERE id = $2",
            vec!["ask at front desk".into(), odd.clone().into()],
        )
        .await;
    fatherhood::services::texts::check_stored_phones(&p.app.state.db, Default::default()).await.unwrap();
    let old = p.get(&format!("/api/fathers/{old}")).await;
    assert_eq!((old["phone"].as_str(), old["phoneValid"].as_bool()), (Some("+15125550177"), Some(true)));
    let odd = p.get(&format!("/api/fathers/{odd}")).await;
    assert_eq!((odd["phone"].as_str(), odd["phoneValid"].as_bool()), (Some("ask at front desk"), Some(false)));
    // Sent back unchanged with the rest of the form, it does not stop the save; a new one is checked.
    let odd_id = odd["id"].as_str().unwrap();
    let saved =
        p.patch(&format!("/api/fathers/{odd_id}"), json!({"phone": "ask at front desk", "address": "1 Main St"})).await;
    assert_eq!((saved["phone"].as_str(), saved["address"].as_str()), (Some("ask at front desk"), Some("1 Main St")));
    let res = p
        .call(Method::PATCH, &format!("/api/fathers/{odd_id}"), Some(json!({"phone": "ask his sister"})), &p.staff)
        .await;
    assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;

    // His own reminders by text: on by default, off from his profile or by staff.
    let token = p.father_account("sam@example.org", &sam).await;
    let me: Value = p.call(Method::GET, "/api/me", None, &token).await.json().await.unwrap();
    assert_eq!(me["reminders"]["sms"], true);
    let res = p
        .call(
            Method::PATCH,
            "/api/me",
            Some(json!({"reminders": {"push": true, "email": false, "sms": false}})),
            &token,
        )
        .await;
    assert_eq!(res.json::<Value>().await.unwrap()["reminders"]["sms"], false);
    assert_eq!(p.get(&format!("/api/fathers/{sam}")).await["remindersSms"], false);
    // A change without `sms` leaves it as it is.
    let res =
        p.call(Method::PATCH, "/api/me", Some(json!({"reminders": {"push": false, "email": false}})), &token).await;
    assert_eq!(res.json::<Value>().await.unwrap()["reminders"]["sms"], false);
    p.patch(&format!("/api/fathers/{sam}"), json!({"remindersSms": true})).await;
    let me: Value = p.call(Method::GET, "/api/me", None, &token).await.json().await.unwrap();
    assert_eq!(me["reminders"]["sms"], true);
}

/// Several instances on one PostgreSQL database send each text once, at one pace, and a
/// father's text reaches a staff stream on the other instance.
mod instances {
    use super::*;
    use crate::helpers::{spawn_app_with, PgSchema, ReadJson, TestApp, PASSWORD};

    /// Two servers on one fresh PostgreSQL database, texting through one fake provider at `rate`.
    async fn two_instances(rate: Option<f64>) -> (PgSchema, FakeTwilio, TestApp, TestApp) {
        let schema = PgSchema::create().await;
        let twilio = FakeTwilio::start().await;
        let app = || {
            let (schema_url, url) = (schema.url.clone(), twilio.url());
            spawn_app_with(TestDb::Sqlite, move |c| {
                c.database_url = schema_url;
                c.sms_url = Some(url);
                c.sms_rate = rate;
            })
        };
        let (a, b) = (app().await, app().await);
        (schema, twilio, a, b)
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn two_instances_send_each_text_once_and_hear_each_reply() {
        let (schema, twilio, a, b) = two_instances(None).await;
        a.register("coordinator@example.org").await;
        a.sql("UPDATE users SET is_admin = TRUE WHERE email = $1", vec!["coordinator@example.org".into()]).await;
        let token = |app: &crate::helpers::TestApp| {
            reqwest::Client::new()
                .post(app.url("/api/auth/signin"))
                .json(&json!({"email": "coordinator@example.org", "password": PASSWORD}))
        };
        let staff_on_a: Value = token(&a).read_json().await;
        let staff_on_a = staff_on_a["accessToken"].as_str().unwrap().to_owned();
        let staff_on_b: Value = token(&b).read_json().await;
        let staff_on_b = staff_on_b["accessToken"].as_str().unwrap().to_owned();
        let mut fathers = Vec::new();
        for i in 0..30 {
            let f: Value = a
                .post_as(
                    "/api/fathers",
                    &staff_on_a,
                    json!({"firstName": format!("F{i}"), "lastName": "Ruiz", "phone": format!("(512) 555-01{:02}", 10 + i)}),
                )
                .await
                .json()
                .await
                .unwrap();
            let id = f["id"].as_str().unwrap().to_owned();
            a.sql(
                "INSERT INTO consents (id, father_id, kind, version, granted_at, witness_name, note, created_at)
                 VALUES ($1, $2, 'sms', '1', 0, '', '', 0)",
                vec![uuid::Uuid::now_v7().to_string().into(), id.clone().into()],
            )
            .await;
            fathers.push(id);
        }
        // One announcement, texted to thirty fathers: both instances' senders share the queue.
        let res = a
            .post_as("/api/announcements", &staff_on_a, json!({"title": "Picnic", "body": "Saturday.", "text": true}))
            .await;
        assert_eq!(res.status(), reqwest::StatusCode::CREATED);
        b.state.text_queue.wake();
        let received = twilio.wait_for(30).await;
        let mut to: Vec<String> = received.iter().map(|r| r.to.clone()).collect();
        to.sort();
        to.dedup();
        assert_eq!(to.len(), 30, "each father once");
        // Nothing more arrives: no text was sent twice.
        tokio::time::sleep(Duration::from_millis(500)).await;
        assert_eq!(twilio.received().len(), 30);

        // A father's words, posted to instance A, reach a stream on instance B.
        let mut stream = Stream::open(&format!("http://{}", b.addr), &staff_on_b, None).await;
        let params = owned(&[("From", "+15125550110"), ("To", FROM), ("Body", "On my way"), ("MessageSid", "SMab")]);
        let signature = fatherhood::infra::sms::signature_of(TOKEN, &format!("{PUBLIC_URL}/api/sms/inbound"), &params);
        let res = a
            .client
            .post(a.url("/api/sms/inbound"))
            .header("X-Twilio-Signature", signature)
            .form(&params)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), reqwest::StatusCode::OK);
        assert!(stream.receives("On my way", PATIENCE).await, "{}", stream.seen_text());
        drop(schema);
    }

    /// Two instances' senders together keep `FM_SMS_RATE`: four segments a second, eight
    /// texts, at least 1.75 s from the first to the last.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn two_instances_keep_one_pace() {
        let (schema, twilio, a, b) = two_instances(Some(4.0)).await;
        let now = fatherhood::db::now_millis();
        a.state
            .db
            .transaction(move |conn| {
                for i in 0..8 {
                    let father = format!("00000000-0000-7000-c000-{i:012}");
                    let phone = format!("+1512555{:04}", 110 + i);
                    conn.execute(
                        "INSERT INTO fathers (id, first_name, last_name, phone, phone_valid, created_at, updated_at)
                         VALUES ($1, 'Dad', 'Pace', $2, TRUE, $3, $3)",
                        &[father.as_str().into(), phone.as_str().into(), now.into()],
                    )?;
                    conn.execute(
                        "INSERT INTO consents (id, father_id, kind, version, granted_at, witness_name, note, created_at)
                         VALUES ($1, $2, 'sms', '1', 0, '', '', 0)",
                        &[uuid::Uuid::now_v7().to_string().into(), father.as_str().into()],
                    )?;
                    let text = fatherhood::db::texts::NewText::queued(
                        &father,
                        &phone,
                        fatherhood::domain::sms::TextKind::Message,
                        "See you Tuesday",
                    );
                    fatherhood::db::texts::insert(conn, &text, now)?;
                }
                Ok::<_, fatherhood::db::DbError>(())
            })
            .await
            .unwrap();
        a.state.text_queue.wake();
        b.state.text_queue.wake();
        let received = twilio.wait_for(8).await;
        let first = received.iter().map(|r| r.at).min().unwrap();
        let last = received.iter().map(|r| r.at).max().unwrap();
        // At 4 a second, eight take 1.75 s from the first slot to the last; unpaced, they all
        // land within a blink. The bound leaves room for the first send arriving late (its
        // connection made on a busy machine), which shortens the span the fake measures.
        assert!(last - first >= Duration::from_millis(1200), "{:?}", last - first);
        tokio::time::sleep(Duration::from_millis(500)).await;
        assert_eq!(twilio.received().len(), 8, "each once");
        drop(schema);
    }
}

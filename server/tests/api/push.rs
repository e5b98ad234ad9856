//! Web Push: a father whose app is closed hears of a new message or announcement from
//! his phone's push service, in his language; a push service on 127.0.0.1 plays the
//! browser vendor's part, checks the VAPID signature and decrypts what it receives with
//! the subscription's private key, which only the "browser" (this test) holds.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode as AxumStatus};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use p256::elliptic_curve::sec1::ToEncodedPoint;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_error, TestDb};
use crate::messages::Stream;
use crate::program::Program;

crate::on_both_databases!(
    a_closed_app_hears_of_a_message_by_push_and_an_open_one_does_not,
    an_announcement_is_pushed_to_its_audience,
    a_push_service_that_says_gone_removes_the_subscription,
    subscriptions_point_only_at_allowed_push_services,
    an_announcement_narrowed_after_publishing_reaches_only_its_audience_now,
    a_push_service_no_longer_allowed_is_never_called,
    signing_out_or_changing_the_password_silences_the_other_devices,
    fellow_fathers_are_named_by_first_name_and_initial_in_pushes,
);

/// A browser's side of one subscription: the key pair and secret it made.
pub(crate) struct Browser {
    name: String,
    secret: p256::SecretKey,
    auth: [u8; 16],
}

impl Browser {
    pub(crate) fn new(name: &str) -> Browser {
        let mut bytes = [0u8; 32];
        loop {
            bytes.iter_mut().for_each(|b| *b = rand_byte());
            if let Ok(secret) = p256::SecretKey::from_slice(&bytes) {
                return Browser { name: name.into(), secret, auth: std::array::from_fn(|_| rand_byte()) };
            }
        }
    }

    /// The `PushSubscription` JSON the browser would give, plus its user agent.
    pub(crate) fn subscription(&self, push: &PushService) -> Value {
        let public = self.secret.public_key().to_encoded_point(false);
        json!({
            "endpoint": format!("{}/push/{}", push.base, self.name),
            "expirationTime": null,
            "keys": {"p256dh": URL_SAFE_NO_PAD.encode(public.as_bytes()), "auth": URL_SAFE_NO_PAD.encode(self.auth)},
            "userAgent": "Mozilla/5.0 (Linux; Android 10) Chrome/120 Mobile",
        })
    }
}

fn rand_byte() -> u8 {
    uuid::Uuid::new_v4().as_bytes()[0]
}

struct Shared {
    /// What was received and decrypted, by subscription name.
    received: HashMap<String, Vec<Value>>,
    browsers: HashMap<String, (p256::SecretKey, [u8; 16])>,
    vapid_key: String,
    base: String,
    /// Answer for a name instead of 201.
    answers: HashMap<String, u16>,
    problems: Vec<String>,
}

/// The push service: `POST /push/{name}`.
pub(crate) struct PushService {
    base: String,
    shared: Arc<Mutex<Shared>>,
}

impl PushService {
    pub(crate) async fn start(vapid_key: &str, browsers: &[&Browser], answers: &[(&str, u16)]) -> PushService {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let shared = Arc::new(Mutex::new(Shared {
            received: HashMap::new(),
            browsers: browsers.iter().map(|b| (b.name.clone(), (b.secret.clone(), b.auth))).collect(),
            vapid_key: vapid_key.to_owned(),
            base: base.clone(),
            answers: answers.iter().map(|(n, s)| (n.to_string(), *s)).collect(),
            problems: vec![],
        }));
        let app = axum::Router::new().route("/push/{name}", axum::routing::post(receive)).with_state(shared.clone());
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        PushService { base, shared }
    }

    pub(crate) fn received(&self, name: &str) -> Vec<Value> {
        let shared = self.shared.lock().unwrap();
        assert!(shared.problems.is_empty(), "the push service refused: {:?}", shared.problems);
        shared.received.get(name).cloned().unwrap_or_default()
    }

    pub(crate) async fn wait_for(&self, name: &str, count: usize) -> Vec<Value> {
        for _ in 0..300 {
            let got = self.received(name);
            if got.len() >= count {
                return got;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("{name} got {:?}, not {count} pushes", self.received(name));
    }
}

/// Checks what a real push service checks (RFC 8292, RFC 8030), then decrypts as the
/// browser would (RFC 8291) and keeps the payload.
async fn receive(
    State(shared): State<Arc<Mutex<Shared>>>,
    Path(name): Path<String>,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> AxumStatus {
    let mut shared = shared.lock().unwrap();
    match check(&shared, &name, &headers, &body) {
        Ok(payload) => {
            if let Some(status) = shared.answers.get(&name) {
                return AxumStatus::from_u16(*status).unwrap();
            }
            shared.received.entry(name).or_default().push(payload);
            AxumStatus::CREATED
        }
        Err(problem) => {
            shared.problems.push(problem);
            AxumStatus::UNAUTHORIZED
        }
    }
}

fn check(shared: &Shared, name: &str, headers: &HeaderMap, body: &[u8]) -> Result<Value, String> {
    let header = |n: &str| headers.get(n).and_then(|v| v.to_str().ok()).unwrap_or_default().to_owned();
    if header("content-encoding") != "aes128gcm" {
        return Err(format!("content-encoding {:?}", header("content-encoding")));
    }
    if header("ttl").parse::<u64>().is_err() {
        return Err("no TTL".into());
    }
    // Authorization: vapid t=<JWT>, k=<the server's public key>
    let auth = header("authorization");
    let rest = auth.strip_prefix("vapid ").ok_or(format!("not VAPID: {auth}"))?;
    let mut parts = rest.split(',').map(str::trim);
    let token = parts.next().and_then(|p| p.strip_prefix("t=")).ok_or("no t=")?;
    let key = parts.next().and_then(|p| p.strip_prefix("k=")).ok_or("no k=")?;
    if key != shared.vapid_key {
        return Err("k is not the key the browser subscribed with".into());
    }
    let point = URL_SAFE_NO_PAD.decode(key).map_err(|e| e.to_string())?;
    let decoding = jsonwebtoken::DecodingKey::from_ec_components(
        &URL_SAFE_NO_PAD.encode(&point[1..33]),
        &URL_SAFE_NO_PAD.encode(&point[33..65]),
    )
    .map_err(|e| e.to_string())?;
    let mut validation = jsonwebtoken::Validation::new(jsonwebtoken::Algorithm::ES256);
    validation.set_audience(&[&shared.base]);
    validation.set_required_spec_claims(&["exp", "aud", "sub"]);
    let claims = jsonwebtoken::decode::<Value>(token, &decoding, &validation).map_err(|e| format!("JWT: {e}"))?.claims;
    let exp = claims["exp"].as_i64().unwrap_or(0);
    if exp > chrono::Utc::now().timestamp() + 24 * 3600 {
        return Err("exp more than 24 hours ahead".into());
    }
    let sub = claims["sub"].as_str().unwrap_or_default();
    if !(sub.starts_with("mailto:") || sub.starts_with("https:")) {
        return Err(format!("sub {sub:?}"));
    }
    let (secret, auth) = shared.browsers.get(name).ok_or(format!("no browser {name}"))?;
    let plain = web_push_native::decrypt(body.to_vec(), secret, &web_push_native::Auth::from(*auth))
        .map_err(|e| format!("cannot decrypt: {e}"))?;
    serde_json::from_slice(&plain).map_err(|e| e.to_string())
}

pub(crate) async fn vapid_key(p: &Program) -> String {
    let res = reqwest::get(p.app.url("/api/push/public-key")).await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    res.json::<Value>().await.unwrap()["key"].as_str().unwrap().to_owned()
}

pub(crate) async fn subscribe(p: &Program, token: &str, subscription: Value) {
    let res = p.call(Method::PUT, "/api/push/subscription", Some(subscription), token).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT, "{}", res.text().await.unwrap());
}

pub(crate) async fn pending(p: &Program) -> i64 {
    p.app.state.db.run(|conn| fatherhood::db::push::pending(conn)).await.unwrap()
}

/// Waits (up to 15 s) until the number of queued pushes is as `wanted` says.
pub(crate) async fn wait_for_pending(p: &Program, wanted: impl Fn(i64) -> bool) {
    for _ in 0..300 {
        if wanted(pending(p).await) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{} pushes queued, not as the test waits for", pending(p).await);
}

/// Waits until the one push left failed and its retry is written down (no longer claimed):
/// only then may the test bring the retry forward, or the worker's own "retry in 30 s",
/// written after it, would push it back.
async fn wait_for_retry_recorded(p: &Program) {
    let waiting = "SELECT COUNT(*) FROM push_queue WHERE claimed_until IS NULL AND last_error IS NOT NULL";
    for _ in 0..300 {
        let retries = p.app.state.db.run(|conn| crate::helpers::scalar_int(conn, waiting, &[])).await.unwrap();
        if retries == 1 && pending(p).await == 1 {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{} pushes queued, none waiting for its retry", pending(p).await);
}

/// Waits until nothing is left in the push queue: every push sent, dropped or given up.
pub(crate) async fn wait_until_sent(p: &Program) {
    wait_for_pending(p, |n| n == 0).await;
}

async fn user_id(p: &Program, token: &str) -> String {
    let me = p.call(Method::GET, "/api/me", None, token).await.json::<Value>().await.unwrap();
    me["id"].as_str().unwrap().to_owned()
}

async fn subscriptions(p: &Program) -> i64 {
    p.app
        .state
        .db
        .run(|conn| crate::helpers::scalar_int(conn, "SELECT COUNT(*) FROM push_subscriptions", &[]))
        .await
        .unwrap()
}

/// Sam (Spanish) and Pete in the Tuesday group, each with a phone subscribed.
struct Group {
    p: Program,
    sam: String,
    pete: String,
    group: String,
    push: PushService,
}

async fn group_with_phones(db: TestDb) -> Group {
    // A message's push waits for an open app to confirm it; on a busy test machine, longer.
    let p = Program::start_with(db, |config| config.push_live_grace = Duration::from_secs(5)).await;
    let (sam_father, pete_father) = (p.father("Sam", "Ruiz").await, p.father("Pete", "Ng").await);
    p.group_with("Tuesday group", &[&sam_father, &pete_father]).await;
    let sam = p.father_account("sam@example.org", &sam_father).await;
    let pete = p.father_account("pete@example.org", &pete_father).await;
    p.app.sql("UPDATE users SET preferred_language = 'es' WHERE email = $1", vec!["sam@example.org".into()]).await;
    let rename = "UPDATE users SET display_name = $1 WHERE email = $2";
    p.app.sql(rename, vec!["Sam Ruiz".into(), "sam@example.org".into()]).await;
    p.app.sql(rename, vec!["Ana Staff".into(), "coordinator@example.org".into()]).await;
    let (sams_phone, petes_phone, staff_phone) = (Browser::new("sam"), Browser::new("pete"), Browser::new("staff"));
    let push = PushService::start(&vapid_key(&p).await, &[&sams_phone, &petes_phone, &staff_phone], &[]).await;
    subscribe(&p, &sam, sams_phone.subscription(&push)).await;
    subscribe(&p, &pete, petes_phone.subscription(&push)).await;
    subscribe(&p, &p.staff, staff_phone.subscription(&push)).await;
    let conversations = p.call(Method::GET, "/api/conversations", None, &sam).await.json::<Value>().await.unwrap();
    let group = conversations[0]["id"].as_str().unwrap().to_owned();
    Group { p, sam, pete, group, push }
}

async fn a_closed_app_hears_of_a_message_by_push_and_an_open_one_does_not(db: TestDb) {
    let Group { p, sam, pete, group, push } = group_with_phones(db).await;
    let base = format!("http://{}", p.app.addr);
    // Pete has the app open: it shows the message and says so. Sam's phone sleeps in his
    // pocket with a stream that still looks open (nothing is read from it, nothing confirmed).
    let mut petes_app = Stream::open(&base, &pete, None).await;
    let _sams_sleeping_phone = Stream::open(&base, &sam, None).await;
    let res = p
        .call(
            Method::POST,
            &format!("/api/conversations/{group}/messages"),
            Some(json!({"body": "Room 4 tonight"})),
            &p.staff,
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let message = res.json::<Value>().await.unwrap()["id"].as_str().unwrap().to_owned();
    assert!(petes_app.receives("Room 4 tonight", Duration::from_secs(10)).await);
    let res = p.call(Method::POST, "/api/stream/received", Some(json!({"messageIds": [message.clone()]})), &pete).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);

    let to_sam = push.wait_for("sam", 1).await;
    assert_eq!(
        to_sam[0],
        json!({"title": "Ana Staff · Tuesday group", "body": "Room 4 tonight", "url": format!("/messages/{group}")}),
        "the sender's name and the group, for a reader of Spanish too; a stream that proves nothing does not stop it"
    );
    wait_until_sent(&p).await;
    assert!(push.received("pete").is_empty(), "Pete saw it live: {:?}", push.received("pete"));
    assert!(push.received("staff").is_empty(), "never to its sender");

    // A confirmation names 1–100 ids; anyone else's confirmation changes nothing for Sam.
    for bad in [json!({"messageIds": []}), json!({"messageIds": vec!["x"; 101]}), json!({"ids": ["x"]})] {
        let res = p.call(Method::POST, "/api/stream/received", Some(bad), &pete).await;
        assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    }

    // A direct message to Sam, in Spanish.
    let staff_id = p.call(Method::GET, "/api/me", None, &p.staff).await.json::<Value>().await.unwrap()["id"].clone();
    let direct = p.call(Method::POST, "/api/conversations", Some(json!({"userId": staff_id})), &sam).await;
    let direct = direct.json::<Value>().await.unwrap()["id"].as_str().unwrap().to_owned();
    let res = p
        .call(Method::POST, &format!("/api/conversations/{direct}/messages"), Some(json!({"body": "Gracias"})), &sam)
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let to_staff = push.wait_for("staff", 1).await;
    assert_eq!(to_staff[0]["title"], "Message from Sam Ruiz");
    assert_eq!(to_staff[0]["url"], format!("/messages/{direct}"));
    let res = p
        .call(
            Method::POST,
            &format!("/api/conversations/{direct}/messages"),
            Some(json!({"body": "De nada"})),
            &p.staff,
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let to_sam = push.wait_for("sam", 2).await;
    assert_eq!(to_sam[1]["title"], "Mensaje de Ana Staff");
    assert!(push.received("pete").is_empty(), "a direct message is nobody else's");
}

async fn an_announcement_is_pushed_to_its_audience(db: TestDb) {
    let Group { p, push, .. } = group_with_phones(db).await;
    let res =
        p.post("/api/announcements", json!({"title": "Family day", "body": "Saturday at noon in the park."})).await;
    assert_eq!(res["title"], "Family day", "{res}");
    let to_sam = push.wait_for("sam", 1).await;
    assert_eq!(
        to_sam[0],
        json!({"title": "Anuncio: Family day", "body": "Saturday at noon in the park.", "url": "/announcement"})
    );
    let to_pete = push.wait_for("pete", 1).await;
    assert_eq!(to_pete[0]["title"], "Announcement: Family day");
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert!(push.received("staff").is_empty(), "not to its author");
    assert_eq!(push.received("sam").len(), 1, "once");
}

async fn a_push_service_that_says_gone_removes_the_subscription(db: TestDb) {
    let p = Program::start(db).await;
    let sam_father = p.father("Sam", "Ruiz").await;
    let sam = p.father_account("sam@example.org", &sam_father).await;
    let (old_phone, broken_phone) = (Browser::new("old"), Browser::new("broken"));
    let push =
        PushService::start(&vapid_key(&p).await, &[&old_phone, &broken_phone], &[("old", 410), ("broken", 503)]).await;
    subscribe(&p, &sam, old_phone.subscription(&push)).await;
    subscribe(&p, &sam, broken_phone.subscription(&push)).await;
    assert_eq!(subscriptions(&p).await, 2);

    p.post("/api/announcements", json!({"title": "Family day", "body": "Saturday."})).await;
    // 410: the subscription is gone. 503: kept, and the push waits for a retry.
    // The two answers are handled one after the other: wait for both.
    let db = p.app.state.db.clone();
    let failed_push = || {
        let db = db.clone();
        async move {
            db.run(|conn| {
                conn.first("SELECT attempts, last_error FROM push_queue WHERE last_error IS NOT NULL", &[], |row| {
                    Ok((row.int("attempts")?, row.text("last_error")?))
                })
            })
            .await
            .unwrap()
        }
    };
    for _ in 0..300 {
        if subscriptions(&p).await == 1 && failed_push().await.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(subscriptions(&p).await, 1);
    let (attempts, error): (i64, String) = failed_push().await.expect("the push waits");
    assert_eq!(attempts, 1);
    assert!(error.contains("503"), "{error}");
}

async fn subscriptions_point_only_at_allowed_push_services(db: TestDb) {
    let p = Program::start(db).await;
    let phone = Browser::new("phone");
    let push = PushService::start(&vapid_key(&p).await, &[&phone], &[]).await;
    let mut subscription = phone.subscription(&push);

    let res = reqwest::Client::new().put(p.app.url("/api/push/subscription")).json(&subscription).send().await.unwrap();
    assert_error(res, StatusCode::UNAUTHORIZED, "unauthenticated").await;
    for hostile in ["http://169.254.169.254/latest/meta-data/", "http://localhost:5432/", "https://push.evil.example/x"]
    {
        subscription["endpoint"] = json!(hostile);
        let res = p.call(Method::PUT, "/api/push/subscription", Some(subscription.clone()), &p.staff).await;
        let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
        assert!(body["error"]["fields"]["endpoint"].is_string(), "{body}");
    }
    let mut bad_key = phone.subscription(&push);
    bad_key["keys"]["p256dh"] = json!("AAAA");
    let res = p.call(Method::PUT, "/api/push/subscription", Some(bad_key), &p.staff).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert!(body["error"]["fields"]["keys.p256dh"].is_string(), "{body}");
    assert_eq!(subscriptions(&p).await, 0);

    // Saved twice (the 7-day refresh) it is one subscription; another account signing in
    // on the same phone takes it over; removing someone else's does nothing.
    let sam_father = p.father("Sam", "Ruiz").await;
    let sam = p.father_account("sam@example.org", &sam_father).await;
    let good = phone.subscription(&push);
    subscribe(&p, &p.staff, good.clone()).await;
    subscribe(&p, &p.staff, good.clone()).await;
    subscribe(&p, &sam, good.clone()).await;
    assert_eq!(subscriptions(&p).await, 1);
    // Someone who knows the endpoint but not the phone's keys cannot take it over while
    // Sam's session lasts: refused, and Sam's pushes still go to his phone.
    let lee_father = p.father("Lee", "Adams").await;
    let lee = p.father_account("lee@example.org", &lee_father).await;
    let mut stolen = Browser::new("elsewhere").subscription(&push);
    stolen["endpoint"] = good["endpoint"].clone();
    let res = p.call(Method::PUT, "/api/push/subscription", Some(stolen.clone()), &lee).await;
    assert_error(res, StatusCode::CONFLICT, "aborted").await;
    let program = &p;
    let owner = |endpoint: Value| async move {
        let endpoint = endpoint.as_str().unwrap().to_owned();
        program
            .app
            .state
            .db
            .run(move |conn| {
                crate::helpers::scalar_text(
                    conn,
                    "SELECT user_id FROM push_subscriptions WHERE endpoint = $1",
                    &[endpoint.into()],
                )
            })
            .await
            .unwrap()
    };
    assert_eq!(owner(good["endpoint"].clone()).await, user_id(&p, &sam).await);
    // Nor may the account that had it before, with other keys than the phone's.
    let res = p.call(Method::PUT, "/api/push/subscription", Some(stolen.clone()), &p.staff).await;
    assert_error(res, StatusCode::CONFLICT, "aborted").await;
    let endpoint = json!({"endpoint": good["endpoint"]});
    let res = p.call(Method::DELETE, "/api/push/subscription", Some(endpoint.clone()), &p.staff).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert_eq!(subscriptions(&p).await, 1, "not his to remove");
    let res = p.call(Method::DELETE, "/api/push/subscription", Some(endpoint), &sam).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert_eq!(subscriptions(&p).await, 0);

    // However many endpoints someone invents, his account keeps its ten most recent devices.
    for device in 0..12 {
        let mut another = phone.subscription(&push);
        another["endpoint"] = json!(format!("{}/push/device{device}", push.base));
        subscribe(&p, &sam, another).await;
    }
    assert_eq!(subscriptions(&p).await, fatherhood::db::push::MAX_DEVICES);
}

async fn an_announcement_narrowed_after_publishing_reaches_only_its_audience_now(db: TestDb) {
    let Group { p, sam, pete, push, .. } = group_with_phones(db).await;
    // Lee, of the Thursday group, has a phone too.
    let lee_father = p.father("Lee", "Adams").await;
    let thursday = p.group_with("Thursday group", &[&lee_father]).await;
    let lee = p.father_account("lee@example.org", &lee_father).await;
    let lees_phone = Browser::new("lee");
    push.shared.lock().unwrap().browsers.insert("lee".into(), (lees_phone.secret.clone(), lees_phone.auth));
    subscribe(&p, &lee, lees_phone.subscription(&push)).await;
    let tuesday = p.get("/api/groups").await.as_array().unwrap().iter().find(|g| g["name"] == "Tuesday group").unwrap()
        ["id"]
        .as_str()
        .unwrap()
        .to_owned();

    // Published to everyone while Lee's push service is down: his push waits for a retry.
    push.shared.lock().unwrap().answers.insert("lee".into(), 503);
    let published = p.post("/api/announcements", json!({"title": "Schedule", "body": "Nothing yet."})).await;
    let id = published["id"].as_str().unwrap().to_owned();
    wait_for_retry_recorded(&p).await;
    assert_eq!(pending(&p).await, 1, "Lee's push waits");
    assert_eq!(push.wait_for("sam", 1).await[0]["body"], "Nothing yet.");

    // Then narrowed to the Tuesday group, with what only its fathers may read; the retry
    // comes due and Lee's phone is back.
    p.patch(&format!("/api/announcements/{id}"), json!({"groupId": tuesday, "body": "Custody hearing notes."})).await;
    push.shared.lock().unwrap().answers.remove("lee");
    p.app.sql("UPDATE push_queue SET next_attempt_at = 0", vec![]).await;
    p.app.state.push_queue.wake();
    wait_until_sent(&p).await;
    assert!(push.received("lee").is_empty(), "Lee is no longer in its audience: {:?}", push.received("lee"));

    // Its e-mails are checked as they are sent, too: one queued for Lee (published to
    // everyone) and one for Pete; Pete's goes out with what it says now, Lee's never.
    let (lee_id, pete_id) = (user_id(&p, &lee).await, user_id(&p, &pete).await);
    let queue = "INSERT INTO mail_queue (kind, subject_id, user_id, next_attempt_at, created_at)
                 VALUES ('announcement', $1, $2, 0, 0)";
    p.app.sql(queue, vec![id.clone().into(), lee_id.into()]).await;
    p.app.sql(queue, vec![id.clone().into(), pete_id.into()]).await;
    p.app.state.mail_queue.wake();
    let mail = p.app.mail.wait_for("pete@example.org").await;
    assert!(mail.text.contains("Custody hearing notes."), "{}", mail.text);
    wait_for_mail_queue(&p).await;
    assert_eq!(p.app.mail.count_to("lee@example.org"), 0, "never to a father outside its audience now");

    // Deleted, nothing more about it goes out: what was still queued is dropped with it.
    push.shared.lock().unwrap().answers.insert("sam".into(), 503);
    let news = p.post("/api/announcements", json!({"title": "Picnic", "body": "Sunday."})).await;
    wait_for_pending(&p, |n| n >= 1).await;
    let res =
        p.call(Method::DELETE, &format!("/api/announcements/{}", news["id"].as_str().unwrap()), None, &p.staff).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert_eq!(pending(&p).await, 0, "dropped with the announcement");
    let _ = (sam, thursday);
}

/// Waits until every queued e-mail was sent or given up.
async fn wait_for_mail_queue(p: &Program) {
    for _ in 0..300 {
        let pending = p.app.state.db.run(|conn| fatherhood::db::mail_queue::pending(conn)).await.unwrap();
        if pending == 0 {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("e-mail still queued");
}

async fn a_push_service_no_longer_allowed_is_never_called(db: TestDb) {
    let Group { p, push, .. } = group_with_phones(db).await;
    // Data restored from another installation, or FM_PUSH_ALLOWED narrowed since Pete's
    // phone subscribed: his endpoint now points where this server may not POST.
    let moved = "UPDATE push_subscriptions SET endpoint = 'https://push.elsewhere.example/pete' WHERE endpoint LIKE $1";
    p.app.sql(moved, vec![format!("{}/push/pete", push.base).into()]).await;
    p.post("/api/announcements", json!({"title": "Family day", "body": "Saturday."})).await;
    push.wait_for("sam", 1).await;
    wait_until_sent(&p).await;
    let left = p
        .app
        .state
        .db
        .run(|conn| conn.all("SELECT endpoint FROM push_subscriptions ORDER BY endpoint", &[], |r| r.text("endpoint")))
        .await
        .unwrap();
    assert!(left.iter().all(|e| !e.contains("elsewhere")), "the subscription is dropped: {left:?}");
    assert_eq!(left.len(), 2, "Sam's and the staff's stay: {left:?}");
}

async fn signing_out_or_changing_the_password_silences_the_other_devices(db: TestDb) {
    let p = Program::start(db).await;
    let sam_father = p.father("Sam", "Ruiz").await;
    p.father_account("sam@example.org", &sam_father).await;
    let (phone, tablet, stolen) = (Browser::new("phone"), Browser::new("tablet"), Browser::new("stolen"));
    let push = PushService::start(&vapid_key(&p).await, &[&phone, &tablet, &stolen], &[]).await;
    // Sam signs in on three devices, each a browser of its own with its own session.
    let mut devices = Vec::new();
    for browser in [&phone, &tablet, &stolen] {
        let client = p.app.new_browser();
        let res = client
            .post(p.app.url("/api/auth/signin"))
            .json(&json!({"email": "sam@example.org", "password": crate::helpers::PASSWORD}))
            .send()
            .await
            .unwrap();
        let token = res.json::<Value>().await.unwrap()["accessToken"].as_str().unwrap().to_owned();
        subscribe(&p, &token, browser.subscription(&push)).await;
        devices.push((client, token));
    }
    assert_eq!(subscriptions(&p).await, 3);

    // He signs out on the tablet: the tablet hears no more.
    let (tablet_client, _) = &devices[1];
    let res = tablet_client.post(p.app.url("/api/auth/signout")).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert_eq!(subscriptions(&p).await, 2);

    // His phone was stolen: from his other phone he changes the password.
    let (_, phone_token) = &devices[0];
    let res = p
        .call(
            Method::POST,
            "/api/me/password",
            Some(json!({"currentPassword": crate::helpers::PASSWORD, "newPassword": "a brand new passphrase 2"})),
            phone_token,
        )
        .await;
    assert!(res.status().is_success(), "{}", res.status());
    assert_eq!(subscriptions(&p).await, 1);

    p.post("/api/announcements", json!({"title": "Family day", "body": "Saturday."})).await;
    push.wait_for("phone", 1).await;
    wait_until_sent(&p).await;
    assert!(push.received("tablet").is_empty() && push.received("stolen").is_empty());

    // A session that ends otherwise (its refresh token expires) stops its pushes too.
    let expire = "UPDATE refresh_tokens SET expires_at = 0 WHERE user_id = (SELECT id FROM users WHERE email = $1)";
    p.app.sql(expire, vec!["sam@example.org".into()]).await;
    p.post("/api/announcements", json!({"title": "Picnic", "body": "Sunday."})).await;
    wait_until_sent(&p).await;
    assert_eq!(push.received("phone").len(), 1, "no push to a device whose session ended");
    assert_eq!(subscriptions(&p).await, 0);
}

async fn fellow_fathers_are_named_by_first_name_and_initial_in_pushes(db: TestDb) {
    let Group { p, sam, group, push, .. } = group_with_phones(db).await;
    // Sam's account is named "Sam Ruiz"; Pete reads him as "Sam R.".
    let res = p
        .call(Method::POST, &format!("/api/conversations/{group}/messages"), Some(json!({"body": "Hola"})), &sam)
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    assert_eq!(push.wait_for("pete", 1).await[0]["title"], "Sam R. · Tuesday group");
    assert_eq!(push.wait_for("staff", 1).await[0]["title"], "Sam Ruiz · Tuesday group", "staff see the whole name");
}

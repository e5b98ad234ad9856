//! `spawn_app`: the real application on port 0 with a fresh database (an SQLite file
//! in a temp dir, or a fresh PostgreSQL schema), its e-mail going over SMTP to a sink.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use fatherhood::config::{Config, Throttle};
use fatherhood::state::AppState;
use reqwest::{Response, StatusCode};
use serde_json::{json, Value};

/// Runs each named story on both databases: `sqlite::name` and `postgres::name`.
#[macro_export]
macro_rules! on_both_databases {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name($crate::helpers::TestDb::Sqlite).await
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    super::$name($crate::helpers::TestDb::Postgres).await
                }
            )*
        }
    };
}

#[derive(Clone, Copy, Debug)]
pub enum TestDb {
    Sqlite,
    Postgres,
}

pub const PASSWORD: &str = "correct horse battery";

pub struct TestApp {
    pub addr: SocketAddr,
    pub state: AppState,
    /// A browser: keeps the refresh cookie between calls.
    pub client: reqwest::Client,
    pub mail: MailSink,
    /// Where `GET /metrics` answers, when the test set `metrics_addr`.
    pub metrics_addr: Option<SocketAddr>,
    _data_dir: tempfile::TempDir,
    _schema: Option<PgSchema>,
}

pub async fn spawn_app(db: TestDb) -> TestApp {
    spawn_app_with(db, |_| {}).await
}

pub async fn spawn_app_with(db: TestDb, adjust: impl FnOnce(&mut Config)) -> TestApp {
    spawn_app_prepared(db, adjust, |_| {}).await
}

/// An app whose state the test prepares before it serves and its workers start (a clock
/// moved forward, as after a while the servers were down).
pub async fn spawn_app_prepared(
    db: TestDb,
    adjust: impl FnOnce(&mut Config),
    prepare: impl FnOnce(&AppState),
) -> TestApp {
    // FM_TEST_LOG=1 shows the servers' warnings and errors (an internal error's cause).
    if std::env::var("FM_TEST_LOG").is_ok() {
        let _ = tracing_subscriber::fmt().with_env_filter("warn").try_init();
    }
    let data_dir = tempfile::tempdir().expect("temp dir");
    let mail = MailSink::start();
    let (database_url, schema) = match db {
        TestDb::Sqlite => (format!("sqlite://{}", data_dir.path().join("test.db").display()), None),
        TestDb::Postgres => {
            let schema = PgSchema::create().await;
            (schema.url.clone(), Some(schema))
        }
    };
    let mut config = Config {
        addr: "127.0.0.1:0".parse().unwrap(),
        data_dir: data_dir.path().to_path_buf(),
        database_url,
        // Deliberately not the address the tests call: links must come from here.
        public_url: "http://fatherhood.example".into(),
        smtp_url: Some(format!("smtp://{}", mail.addr)),
        mail_from: "Fatherhood Matters <no-reply@fatherhood.example>".into(),
        storage_url: format!("file://{}", data_dir.path().join("storage").display()),
        s3: Default::default(),
        registration_open: true,
        trusted_proxies: vec![],
        throttle: Throttle::default(),
        // The fake push services of the tests listen on 127.0.0.1.
        push_allowed: fatherhood::domain::push::AllowedOrigin::parse_list("http://127.0.0.1").unwrap(),
        push_live_grace: fatherhood::domain::push::LIVE_GRACE,
        vapid_private_key: None,
        vapid_subject: "mailto:no-reply@fatherhood.example".into(),
        // Not UTC, so a day's bounds are tested where they differ from UTC's.
        time_zone: "America/Chicago".parse().unwrap(),
        program_name: "Fatherhood Matters of Travis County".into(),
        retention_days: fatherhood::config::DEFAULT_RETENTION_DAYS,
        metrics_addr: None,
        deadlines: Default::default(),
        // Texts go to the outbox unless a test points them at its fake provider.
        sms_url: None,
        sms_rate: None,
        phone_region: Default::default(),
        program_contact: Some("(512) 555-0100".into()),
    };
    adjust(&mut config);
    let app = fatherhood::startup::Application::build(config).await.expect("the app builds");
    let addr = app.local_addr();
    let metrics_addr = app.metrics_addr();
    let state = app.state().clone();
    prepare(&state);
    tokio::spawn(app.run_until_stopped());
    let client = reqwest::Client::builder().cookie_store(true).build().unwrap();
    TestApp { addr, state, client, mail, metrics_addr, _data_dir: data_dir, _schema: schema }
}

impl TestApp {
    /// The server's FM_DATA_DIR (its database, stored files and secrets).
    pub fn data_dir(&self) -> &std::path::Path {
        self._data_dir.path()
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{}", self.addr, path)
    }

    pub async fn post(&self, path: &str, body: Value) -> Response {
        self.client.post(self.url(path)).json(&body).send().await.expect("request")
    }

    pub async fn get_as(&self, path: &str, token: &str) -> Response {
        self.client.get(self.url(path)).bearer_auth(token).send().await.expect("request")
    }

    pub async fn patch_as(&self, path: &str, token: &str, body: Value) -> Response {
        self.client.patch(self.url(path)).bearer_auth(token).json(&body).send().await.expect("request")
    }

    pub async fn post_as(&self, path: &str, token: &str, body: Value) -> Response {
        self.client.post(self.url(path)).bearer_auth(token).json(&body).send().await.expect("request")
    }

    /// Registers a father account and returns the session answer.
    pub async fn register(&self, email: &str) -> Value {
        let res = self
            .post("/api/auth/register", json!({"email": email, "password": PASSWORD, "displayName": "Sam Father"}))
            .await;
        assert_eq!(res.status(), StatusCode::CREATED, "register {email}");
        res.json().await.unwrap()
    }

    pub async fn sign_in(&self, email: &str, password: &str) -> Response {
        self.post("/api/auth/signin", json!({"email": email, "password": password})).await
    }

    /// Runs raw SQL against the test database (to age a token, say), as another
    /// server or an operator would: behind this server's back.
    pub async fn sql(&self, sql: &'static str, params: Vec<fatherhood::db::Value>) -> u64 {
        self.state.db.transaction(move |conn| conn.execute(sql, &params)).await.expect("sql")
    }

    /// A second browser: no cookies shared with `client`.
    pub fn new_browser(&self) -> reqwest::Client {
        reqwest::Client::builder().cookie_store(true).build().unwrap()
    }
}

/// Sends a request that must be answered, and reads its JSON body.
// Only awaited in place by the tests: the future need not be declared `Send`.
#[allow(async_fn_in_trait)]
pub trait ReadJson {
    async fn read_json<T: serde::de::DeserializeOwned>(self) -> T;
}

impl ReadJson for reqwest::RequestBuilder {
    async fn read_json<T: serde::de::DeserializeOwned>(self) -> T {
        self.send().await.unwrap().json().await.unwrap()
    }
}

/// Every instant in an answer is written as the contract says, with three fractional
/// digits (`2026-05-01T18:00:00.000Z`), so that instants sort as text: checked on every
/// answer `Program` reads.
pub fn assert_instants_sort_as_text(answer: &Value, context: &str) {
    fn looks_like_an_instant(text: &str) -> bool {
        let bytes = text.as_bytes();
        bytes.len() >= 19
            && bytes[4] == b'-'
            && bytes[7] == b'-'
            && bytes[10] == b'T'
            && bytes[13] == b':'
            && bytes[..4].iter().all(u8::is_ascii_digit)
    }
    fn exact(text: &str) -> bool {
        let bytes = text.as_bytes();
        bytes.len() == 24
            && text.ends_with('Z')
            && bytes[19] == b'.'
            && chrono::DateTime::parse_from_rfc3339(text).is_ok()
            && bytes[20..23].iter().all(u8::is_ascii_digit)
    }
    match answer {
        Value::String(text) if looks_like_an_instant(text) => {
            assert!(exact(text), "{context}: the instant {text:?} is not written with three fractional digits in UTC");
        }
        Value::Array(items) => items.iter().for_each(|item| assert_instants_sort_as_text(item, context)),
        Value::Object(fields) => fields.values().for_each(|item| assert_instants_sort_as_text(item, context)),
        _ => {}
    }
}

/// The error body of the contract, asserted in one place.
pub async fn assert_error(res: Response, status: StatusCode, code: &str) -> Value {
    assert_eq!(res.status(), status);
    let body: Value = res.json().await.expect("a JSON error body");
    assert_eq!(body["error"]["code"], code, "{body}");
    assert!(body["error"]["message"].as_str().is_some_and(|m| !m.is_empty()), "{body}");
    // The sentence by its key, one the catalogue holds, with its values; each bad field's too.
    let known = |key: &Value| fatherhood::catalogue::CATALOGUE.iter().any(|entry| key == entry.key);
    assert!(known(&body["error"]["key"]), "an unknown key: {body}");
    assert!(body["error"]["params"].is_object(), "{body}");
    if let Some(fields) = body["error"]["fields"].as_object() {
        let keys = body["error"]["fieldKeys"].as_object().expect("fieldKeys beside fields");
        assert_eq!(fields.keys().collect::<Vec<_>>(), keys.keys().collect::<Vec<_>>(), "{body}");
        assert!(keys.values().all(known), "an unknown field key: {body}");
    }
    body
}

// ---------------------------------------------------------------- e-mail sink

#[derive(Clone, Debug)]
pub struct Mail {
    pub to: Vec<String>,
    pub subject: String,
    pub text: String,
}

#[derive(Clone)]
pub struct MailSink {
    pub addr: SocketAddr,
    received: Arc<Mutex<Vec<Mail>>>,
}

#[derive(Clone)]
struct SinkHandler {
    received: Arc<Mutex<Vec<Mail>>>,
    to: Vec<String>,
    data: Vec<u8>,
}

impl mailin_embedded::Handler for SinkHandler {
    fn data_start(&mut self, _domain: &str, _from: &str, _is8bit: bool, to: &[String]) -> mailin_embedded::Response {
        self.to = to.to_vec();
        self.data.clear();
        mailin_embedded::response::OK
    }

    fn data(&mut self, buf: &[u8]) -> std::io::Result<()> {
        self.data.extend_from_slice(buf);
        Ok(())
    }

    fn data_end(&mut self) -> mailin_embedded::Response {
        let parsed = mail_parser::MessageParser::default().parse(&self.data).expect("a parsable message");
        let mail = Mail {
            to: self.to.clone(),
            subject: parsed.subject().unwrap_or_default().to_owned(),
            text: parsed.body_text(0).map(std::borrow::Cow::into_owned).unwrap_or_default(),
        };
        self.received.lock().unwrap().push(mail);
        mailin_embedded::response::OK
    }
}

impl MailSink {
    /// A real SMTP server on 127.0.0.1, port 0.
    pub fn start() -> MailSink {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let received = Arc::new(Mutex::new(Vec::new()));
        let handler = SinkHandler { received: received.clone(), to: vec![], data: vec![] };
        let mut server = mailin_embedded::Server::new(handler);
        server.with_name("sink.test").with_num_threads(1).with_tcp_listener(listener);
        std::thread::spawn(move || {
            let _ = server.serve();
        });
        MailSink { addr, received }
    }

    /// The first message to `to`, waiting up to fifteen seconds for it (CI machines are busy).
    pub async fn wait_for(&self, to: &str) -> Mail {
        self.wait_for_count(to, 1).await;
        self.received.lock().unwrap().iter().find(|m| m.to.iter().any(|t| t == to)).unwrap().clone()
    }

    /// Waits until `count` messages reached `to`.
    pub async fn wait_for_count(&self, to: &str, count: usize) {
        for _ in 0..300 {
            if self.count_to(to) >= count {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("{} of {count} e-mails reached {to}", self.count_to(to));
    }

    /// Forgets what was received so far.
    pub fn clear(&self) {
        self.received.lock().unwrap().clear();
    }

    pub fn count_to(&self, to: &str) -> usize {
        self.received.lock().unwrap().iter().filter(|m| m.to.iter().any(|t| t == to)).count()
    }
}

/// The reset token of the link in a mail: FM_PUBLIC_URL/forgot-password?token=…
pub fn reset_token(mail: &Mail) -> String {
    let prefix = "http://fatherhood.example/forgot-password?token=";
    let start = mail.text.find(prefix).unwrap_or_else(|| panic!("no reset link in: {}", mail.text)) + prefix.len();
    mail.text[start..].split_whitespace().next().unwrap().to_owned()
}

// ------------------------------------------------------------------ PostgreSQL

/// A schema of its own in the test database, dropped when the test ends.
pub struct PgSchema {
    base: String,
    name: String,
    pub url: String,
}

pub fn postgres_base_url() -> String {
    std::env::var("FM_TEST_DATABASE_URL").unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".into())
}

impl PgSchema {
    pub fn name(&self) -> &str {
        &self.name
    }

    pub async fn create() -> PgSchema {
        let base = postgres_base_url();
        let name = format!("t_{}", uuid::Uuid::new_v4().simple());
        let (b, n) = (base.clone(), name.clone());
        tokio::task::spawn_blocking(move || {
            let mut client = postgres::Client::connect(&b, postgres::NoTls).unwrap_or_else(|e| {
                panic!("PostgreSQL is not reachable at {b} ({e}). Start it, or skip these tests with `-- --skip postgres::`")
            });
            client.batch_execute(&format!("CREATE SCHEMA {n}")).unwrap();
        })
        .await
        .unwrap();
        let separator = if base.contains('?') { '&' } else { '?' };
        let url = format!("{base}{separator}options=-csearch_path%3D{name}");
        PgSchema { base, name, url }
    }
}

impl Drop for PgSchema {
    fn drop(&mut self) {
        let (base, name) = (self.base.clone(), self.name.clone());
        // A plain thread: the synchronous client must not run on the async runtime.
        let _ = std::thread::spawn(move || {
            if let Ok(mut client) = postgres::Client::connect(&base, postgres::NoTls) {
                let _ = client.batch_execute(&format!("DROP SCHEMA IF EXISTS {name} CASCADE"));
            }
        })
        .join();
    }
}

/// The `fatherhood` binary on `data_dir`, with a clean environment and throttling out of
/// the way (tests that measure it set their own limits).
pub fn fatherhood(data_dir: &std::path::Path) -> std::process::Command {
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_fatherhood"));
    cmd.env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("FM_DATA_DIR", data_dir)
        .env("RUST_LOG", "warn")
        .env("FM_THROTTLE_PER_ADDRESS", "100000")
        .env("FM_THROTTLE_PER_ACCOUNT", "100000");
    cmd
}

/// Runs a command to success; answers its standard output.
pub fn run(cmd: &mut std::process::Command) -> String {
    let out = cmd.output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// `fatherhood serve` as its own process on `data_dir`, its output kept in a log file there,
/// killed when dropped.
pub struct ServerProcess {
    child: std::process::Child,
    pub url: String,
    pub port: u16,
    log: std::path::PathBuf,
}

/// A loopback port nobody is listening on right now.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

impl ServerProcess {
    /// Starts it with `env` added and waits until it is ready. A busy CI machine gets half
    /// a minute's patience; a port taken between choosing and binding gets another port.
    pub async fn start(data_dir: &std::path::Path, env: &[(&str, &str)]) -> ServerProcess {
        let started = std::time::Instant::now();
        'spawn: loop {
            let port = free_port();
            let log = data_dir.join(format!("server-{port}.log"));
            let file = std::fs::File::create(&log).unwrap();
            let mut cmd = fatherhood(data_dir);
            cmd.arg("serve")
                .env("FM_ADDR", format!("127.0.0.1:{port}"))
                .envs(env.iter().copied())
                .stdout(std::process::Stdio::from(file.try_clone().unwrap()))
                .stderr(std::process::Stdio::from(file));
            let mut server =
                ServerProcess { child: cmd.spawn().unwrap(), url: format!("http://127.0.0.1:{port}"), port, log };
            loop {
                if reqwest::get(format!("{}/readyz", server.url)).await.is_ok_and(|r| r.status().is_success()) {
                    return server;
                }
                if let Ok(Some(status)) = server.child.try_wait() {
                    let output = server.output();
                    if output.contains("in use") && started.elapsed() < std::time::Duration::from_secs(20) {
                        continue 'spawn;
                    }
                    panic!("the server on {} stopped ({status}): {output}", data_dir.display());
                }
                assert!(
                    started.elapsed() < std::time::Duration::from_secs(30),
                    "the server on {} did not start: {}",
                    data_dir.display(),
                    server.output()
                );
                tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            }
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.url)
    }

    /// What it has written to standard output and error so far.
    pub fn output(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// SIGKILL: no shutdown, no flush, as a power cut or the OOM killer would.
    pub fn kill(&mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }

    /// Signs in; answers the access token.
    pub async fn sign_in(&self, email: &str, password: &str) -> String {
        ServerProcess::sign_in_at(&self.url, email, password).await
    }

    /// Signs in at `url` (a server, or a proxy in front of several).
    pub async fn sign_in_at(url: &str, email: &str, password: &str) -> String {
        let res = reqwest::Client::new()
            .post(format!("{url}/api/auth/signin"))
            .json(&serde_json::json!({"email": email, "password": password}))
            .send()
            .await
            .unwrap();
        assert!(res.status().is_success(), "{}", res.status());
        res.json::<Value>().await.unwrap()["accessToken"].as_str().unwrap().to_owned()
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A real 4 × 4 PNG.
pub fn tiny_png() -> Vec<u8> {
    let mut bytes = std::io::Cursor::new(Vec::new());
    image::DynamicImage::new_rgb8(4, 4).write_to(&mut bytes, image::ImageFormat::Png).unwrap();
    bytes.into_inner()
}

/// The one number a test's query answers (its only column of its only row): the query is
/// read as a scalar subquery, so its column needs no name.
pub fn scalar_int(
    conn: &mut dyn fatherhood::db::Conn,
    sql: &str,
    params: &[fatherhood::db::Value],
) -> fatherhood::db::DbResult<i64> {
    Ok(conn.first(&format!("SELECT ({sql}) AS answer"), params, |row| row.int("answer"))?.expect("a row"))
}

/// The one text a test's query answers, as [`scalar_int`] reads a number.
pub fn scalar_text(
    conn: &mut dyn fatherhood::db::Conn,
    sql: &str,
    params: &[fatherhood::db::Value],
) -> fatherhood::db::DbResult<String> {
    Ok(conn.first(&format!("SELECT ({sql}) AS answer"), params, |row| row.text("answer"))?.expect("a row"))
}

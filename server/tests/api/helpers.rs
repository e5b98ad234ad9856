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
    _data_dir: tempfile::TempDir,
    _schema: Option<PgSchema>,
}

pub async fn spawn_app(db: TestDb) -> TestApp {
    spawn_app_with(db, |_| {}).await
}

pub async fn spawn_app_with(db: TestDb, adjust: impl FnOnce(&mut Config)) -> TestApp {
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
        vapid_private_key: None,
        vapid_subject: "mailto:no-reply@fatherhood.example".into(),
        // Not UTC, so a day's bounds are tested where they differ from UTC's.
        time_zone: "America/Chicago".parse().unwrap(),
        program_name: "Fatherhood Matters of Travis County".into(),
    };
    adjust(&mut config);
    let app = fatherhood::startup::Application::build(config).await.expect("the app builds");
    let addr = app.local_addr();
    let state = app.state().clone();
    tokio::spawn(app.run_until_stopped());
    let client = reqwest::Client::builder().cookie_store(true).build().unwrap();
    TestApp { addr, state, client, mail, _data_dir: data_dir, _schema: schema }
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

/// The error body of the contract, asserted in one place.
pub async fn assert_error(res: Response, status: StatusCode, code: &str) -> Value {
    assert_eq!(res.status(), status);
    let body: Value = res.json().await.expect("a JSON error body");
    assert_eq!(body["error"]["code"], code, "{body}");
    assert!(body["error"]["message"].as_str().is_some_and(|m| !m.is_empty()), "{body}");
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
            text: parsed.body_text(0).map(|t| t.into_owned()).unwrap_or_default(),
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

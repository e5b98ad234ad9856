//! What a request pays beyond reading its rows (issue 29), each part on its own, so each
//! cost is a number written next to it (docs/benchmarks.md, "overhead"):
//! - `auth`: the access token's check (HS256, claims) and the checked-session cache's hit;
//! - `layers`: the whole middleware stack around `GET /healthz` (no database, no
//!   authentication) against the same route on a bare axum router, and what the metrics,
//!   the request span's path and the request deadline do per request;
//! - `point`: one father read by id where `Db::read_point` reads it (on the calling thread,
//!   SQLite) against the same read handed to a blocking thread and back (`Db::run`);
//! - `page`: a page of 50 fathers' summaries read through `db::fathers::list` (values,
//!   rows, per-row conversion) against the same rows read straight from rusqlite into the
//!   same struct, and the JSON writing of that page;
//! - `body`: the edge's refusal of control characters (`domain::text`) on a whole roster's
//!   save, against parsing that body, which every save does anyway.
//!
//! `cargo bench -p fatherhood --bench overhead` (SQLite in a temporary directory).

use std::sync::OnceLock;

use axum::body::Body;
use axum::http::Request;
use axum::response::IntoResponse;
use chrono::{TimeZone, Utc};
use divan::{black_box, Bencher};
use fatherhood::auth::jwt::AccessKeys;
use fatherhood::auth::session_cache::{Checked, SessionCache};
use fatherhood::db::fathers::{Filter, Start};
use fatherhood::db::programs::Knows;
use fatherhood::db::scope::Scope;
use fatherhood::db::{Conn, Value};
use fatherhood::domain::records::FatherSummary;
use fatherhood::domain::{Language, ReminderPreferences, User};
use fatherhood::state::AppState;
use tower::ServiceExt;

const FATHERS: usize = 1_000;
const PAGE: i64 = 50;
const SUMMARY_COLUMNS: &str = "id, first_name, last_name, email, phone, preferred_language, father_type, setting, \
     referral_source, status, enrollment_date, exit_date, case_manager_id, photo_key, user_id, created_at, updated_at";

fn main() {
    divan::main();
}

/// A server's state on a fresh SQLite database holding `FATHERS` fathers; its directory
/// lives as long as the process.
fn state() -> &'static (tokio::runtime::Runtime, AppState, tempfile::TempDir) {
    static STATE: OnceLock<(tokio::runtime::Runtime, AppState, tempfile::TempDir)> = OnceLock::new();
    STATE.get_or_init(|| {
        let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(1).enable_all().build().unwrap();
        let dir = tempfile::tempdir().unwrap();
        std::env::set_var("FM_DATA_DIR", dir.path());
        std::env::set_var("RUST_LOG", "warn");
        let config = fatherhood::config::Config::from_env().unwrap();
        let state = runtime.block_on(fatherhood::startup::state(config)).unwrap();
        runtime.block_on(state.db.transaction(seed)).unwrap();
        (runtime, state, dir)
    })
}

fn seed(conn: &mut dyn Conn) -> fatherhood::db::DbResult<()> {
    let (first, last) = (["James", "Carlos", "Marcus", "Luis"], ["Smith", "Garcia", "Williams", "Lopez", "Brown"]);
    for i in 0..FATHERS {
        let id = format!("0195f1a4-7c2e-7d3a-9b1e-{i:012}");
        let values: Vec<Value> = vec![
            id.into(),
            first[i % first.len()].into(),
            last[i % last.len()].into(),
            format!("father{i}@example.org").into(),
            format!("555-{i:05}").into(),
            "en".into(),
            "1990-01-01".into(),
            format!("{i} Main St").into(),
            r#"[{"name": "Mia", "birthYear": 2018}]"#.into(),
            "biological".into(),
            "community".into(),
            "Court".into(),
            "enrolled".into(),
            "2026-01-01".into(),
            1_780_000_000_000_i64.into(),
        ];
        conn.execute(
            "INSERT INTO fathers (id, first_name, last_name, email, phone, preferred_language, date_of_birth,
                 address, children, father_type, setting, referral_source, status, enrollment_date, exit_date,
                 exit_reason, case_manager_id, notes, photo_key, user_id, search_text, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, NULL, '', NULL, '', NULL, NULL,
                     '', $15, $15)",
            &values,
        )?;
    }
    Ok(())
}

fn user() -> User {
    let at = Utc.timestamp_millis_opt(1_780_000_000_000).unwrap();
    User {
        id: "0195f1a4-7c2e-7d3a-9b1e-2f4c6a8d0e12".into(),
        email: "coordinator@example.org".into(),
        display_name: "Ana Coordinator".into(),
        first_name: "Ana".into(),
        last_name: "Coordinator".into(),
        preferred_language: Language::default(),
        is_admin: true,
        staff_role: None,
        reminders: ReminderPreferences { push: true, email: false, sms: true },
        created_at: at,
        updated_at: at,
        last_sign_in_at: Some(at),
    }
}

mod body {
    use super::*;
    use fatherhood::domain::text::json_may_hold_refused;

    /// A roster of 500 marks with notes (about 60 KB), as a coordinator's phone sends it.
    fn roster() -> Vec<u8> {
        let marks: Vec<serde_json::Value> = (0..500)
            .map(|i| {
                serde_json::json!({"fatherId": format!("0195f1a4-7c2e-7d3a-9b1e-{i:012}"), "status": "present",
                    "minutes": 90, "note": "Came with his daughter; asked about the GED class, señor Núñez said yes",
                    "expected": "2026-05-01T18:00:00.000Z"})
            })
            .collect();
        serde_json::to_vec(&marks).unwrap()
    }

    /// What every JSON body pays at the edge: a scan of its bytes.
    #[divan::bench]
    fn control_character_scan(bencher: Bencher) {
        let body = roster();
        bencher.bench(|| assert!(!json_may_hold_refused(black_box(&body))));
    }

    /// The baseline: parsing the same body, which the save does in any case.
    #[divan::bench]
    fn parse(bencher: Bencher) {
        let body = roster();
        bencher.bench(|| serde_json::from_slice::<serde_json::Value>(black_box(&body)).unwrap());
    }
}

mod auth {
    use super::*;

    /// What every signed-in request does first: the bearer token's signature and claims.
    #[divan::bench]
    fn access_token_check(bencher: Bencher) {
        let keys = AccessKeys::new(b"0123456789abcdef0123456789abcdef0123456789abcdef");
        let (token, _) = keys
            .issue("0195f1a4-7c2e-7d3a-9b1e-2f4c6a8d0e12", "0195f1a4-7c2e-7d3a-9b1e-000000000001", Utc::now())
            .unwrap();
        bencher.bench(|| keys.verify(black_box(&token)).unwrap());
    }

    /// A token seen in the last two seconds: a hit in the checked-token cache (the account
    /// cloned out of it), instead of the signature check above and the session's read.
    #[divan::bench]
    fn session_cache_hit(bencher: Bencher) {
        let keys = AccessKeys::new(b"0123456789abcdef0123456789abcdef0123456789abcdef");
        let cache = SessionCache::default();
        let user = user();
        let session = "0195f1a4-7c2e-7d3a-9b1e-000000000001";
        let (token, expires) = keys.issue(&user.id, session, Utc::now()).unwrap();
        cache.put(&token, &Checked::new(user, session.into(), expires.timestamp()), cache.generation());
        let now = Utc::now().timestamp();
        bencher.bench(|| cache.get(black_box(&token), now).unwrap());
    }
}

mod layers {
    use super::*;

    fn healthz() -> Request<Body> {
        Request::get("/healthz").body(Body::empty()).unwrap()
    }

    /// `GET /healthz` through the whole router: every layer (request id, span, metrics,
    /// panic catcher, deadline, body limit, security headers) around a handler that does nothing.
    #[divan::bench]
    fn whole_stack_healthz(bencher: Bencher) {
        let (runtime, state, _) = state();
        let router = fatherhood::http::router(state.clone());
        bencher.bench(|| runtime.block_on(router.clone().oneshot(healthz())).unwrap());
    }

    /// The same route on an axum router with no layer: what the stack adds is the difference.
    #[divan::bench]
    fn bare_router_healthz(bencher: Bencher) {
        let (runtime, _, _) = state();
        let router: axum::Router =
            axum::Router::new().route("/healthz", axum::routing::get(|| async { axum::http::StatusCode::OK }));
        bencher.bench(|| runtime.block_on(router.clone().oneshot(healthz())).unwrap());
    }

    /// A handler's work that waits once (as a read from the pool does): the cost of the
    /// request deadline is the difference between these two.
    async fn waits_once() -> u64 {
        tokio::task::yield_now().await;
        black_box(1)
    }

    /// The work under the request deadline (`tokio::time::timeout`): a timer entry made,
    /// registered at the first wait and removed when the work ends.
    #[divan::bench]
    fn deadline_around_work(bencher: Bencher) {
        let (runtime, _, _) = state();
        bencher.bench(|| {
            // Made inside the runtime: a timer needs its time driver.
            runtime
                .block_on(async { tokio::time::timeout(std::time::Duration::from_secs(30), waits_once()).await })
                .unwrap()
        });
    }

    /// The same work without a deadline.
    #[divan::bench]
    fn work_without_deadline(bencher: Bencher) {
        let (runtime, _, _) = state();
        bencher.bench(|| runtime.block_on(waits_once()));
    }

    /// The request span's path, made loggable (credentials redacted) for every request.
    #[divan::bench]
    fn loggable_path(bencher: Bencher) {
        bencher.bench(|| {
            fatherhood::infra::telemetry::loggable_path(black_box("/api/fathers/0195f1a4-7c2e-7d3a-9b1e-2f4c6a8d0e12"))
                .len()
        });
    }

    /// The metrics of one request: a latency histogram by method and route, a counter by
    /// method, route and status (`telemetry::record_request`'s two lookups).
    #[divan::bench]
    fn request_metrics(bencher: Bencher) {
        let _ = fatherhood::infra::telemetry::recorder();
        bencher.bench(|| {
            let (route, method, status) = ("/api/fathers/{id}".to_owned(), "GET".to_owned(), 200_u16.to_string());
            metrics::histogram!("fm_http_request_duration_seconds", "method" => method.clone(), "route" => route.clone())
                .record(black_box(0.000_05));
            metrics::counter!("fm_http_requests_total", "method" => method, "route" => route, "status" => status)
                .increment(1);
        });
    }
}

mod point {
    use super::*;

    fn read(inline: bool) -> Option<fatherhood::domain::records::Father> {
        let (runtime, state, _) = state();
        let id = "0195f1a4-7c2e-7d3a-9b1e-000000000421".to_owned();
        let work = move |conn: &mut dyn Conn| {
            fatherhood::db::fathers::find_shown(conn, &Scope::All, &fatherhood::db::programs::Knows::All, &id)
        };
        let father =
            if inline { runtime.block_on(state.db.read_point(work)) } else { runtime.block_on(state.db.run(work)) };
        father.unwrap().map(|shown| shown.father)
    }

    /// The read by id as the server does it on SQLite (`Db::read_point`).
    #[divan::bench]
    fn read_by_id_on_the_calling_thread(bencher: Bencher) {
        assert!(read(true).is_some());
        bencher.bench(|| read(true));
    }

    /// The same read handed to a blocking thread and back, as `Db::run` does.
    #[divan::bench]
    fn read_by_id_through_a_blocking_thread(bencher: Bencher) {
        assert!(read(false).is_some());
        bencher.bench(|| read(false));
    }
}

mod page {
    use super::*;

    fn summaries() -> Vec<FatherSummary> {
        let (_, state, _) = state();
        state
            .db
            .run_blocking(|conn| {
                fatherhood::db::fathers::list(
                    conn,
                    &Scope::All,
                    &Knows::All,
                    &Filter::default(),
                    PAGE,
                    &Start::Offset(0),
                )
            })
            .unwrap()
    }

    /// A page of 50 through the server's database layer: the statement, every value copied
    /// into a `Row`, each row converted (enums parsed, dates parsed, times made).
    #[divan::bench]
    fn list_50_through_db_layer(bencher: Bencher) {
        bencher.bench(summaries);
    }

    /// The same 50 rows read straight from rusqlite into strings (the bare page's per-row work).
    #[divan::bench]
    fn list_50_bare_rusqlite(bencher: Bencher) {
        let (_, _, dir) = state();
        let conn = rusqlite::Connection::open(dir.path().join("fatherhood.db")).unwrap();
        let sql = format!("SELECT {SUMMARY_COLUMNS} FROM fathers ORDER BY last_name, first_name, id LIMIT {PAGE}");
        // On this thread: a rusqlite connection is not `Sync`.
        bencher.bench_local(|| {
            let mut stmt = conn.prepare_cached(&sql).unwrap();
            let rows = stmt
                .query_map([], |row| {
                    Ok((
                        (row.get::<_, String>(0)?, row.get::<_, String>(1)?, row.get::<_, String>(2)?),
                        (row.get::<_, String>(3)?, row.get::<_, String>(4)?, row.get::<_, String>(5)?),
                        (row.get::<_, Option<String>>(6)?, row.get::<_, Option<String>>(7)?, row.get::<_, String>(8)?),
                        (
                            row.get::<_, String>(9)?,
                            row.get::<_, Option<String>>(10)?,
                            row.get::<_, Option<String>>(11)?,
                        ),
                        (row.get::<_, Option<String>>(12)?, row.get::<_, Option<String>>(13)?),
                        (row.get::<_, Option<String>>(14)?, row.get::<_, i64>(15)?, row.get::<_, i64>(16)?),
                    ))
                })
                .unwrap();
            rows.collect::<rusqlite::Result<Vec<_>>>().unwrap()
        });
    }

    /// Writing the page as the handler does (`Json` into a response).
    #[divan::bench]
    fn json_50_summaries(bencher: Bencher) {
        let page = summaries();
        bencher.bench(|| axum::Json(black_box(&page)).into_response());
    }
}

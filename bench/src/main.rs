//! The baseline of `make bench`: the least a server on the same stack can do for a
//! primary-key read. axum + tokio + rusqlite, with the real server's SQLite set-up
//! (WAL, `synchronous=FULL`, the same pragmas and r2d2 pool size) and its way of
//! reaching the database (`spawn_blocking` + a pooled connection), but nothing else:
//! no middleware, no authentication, no value conversion layer.
//!
//! `GET /user/{id}` answers one `users` row as JSON; `GET /users?offset=N` a page of 50;
//! `GET /healthz` an empty 200 without touching the database (the framework's own cost).
//! For the program: `PUT /roster` saves a roster of 30 attendance marks in one transaction
//! (30 upserts, committed on a pooled connection), `GET /matrix` answers the join of one
//! cycle's 12 sessions with its 30 fathers' marks (360 rows) as JSON.
//! For the fathers list (on the real server's database, `--existing`): `GET /fathers` a page
//! of 50 father summaries in name order from the covering index of migration 0013, first
//! page or `?cursor=` (the real list's own cursor format, answered in `x-next-cursor`), and
//! `GET /father/{id}` one father's record — what a minimal handler of the real
//! `GET /api/fathers` and `GET /api/fathers/{id}` does, without authentication.
//! The table has the real column list (server/migrations/0001_identity.sql) and is
//! seeded with `--rows` rows whose ids are [`user_id`]`(0..rows)`.
//!
//! `--seed-only` tops up an existing database (the real server's too: same table) to
//! `--rows` users and exits, so both servers can be measured on tables of one size;
//! `--existing` serves a database as it is, seeding nothing (the real server's, beside it).
//!
//! `--postgres URL` serves the PostgreSQL baseline instead (`pg.rs`).

use std::net::SocketAddr;
use std::process::ExitCode;

use axum::extract::{Path, Query, State};
use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use chrono::{DateTime, TimeZone, Utc};
use r2d2_sqlite::SqliteConnectionManager;
use rusqlite::OptionalExtension;
use serde::{Deserialize, Serialize};

mod pg;

type Pool = r2d2::Pool<SqliteConnectionManager>;

const USAGE: &str = "\
fatherhood-bench: the bare baseline server of `make bench`

usage: fatherhood-bench --addr HOST:PORT --db PATH --rows N
       fatherhood-bench --addr HOST:PORT --db PATH --existing
       fatherhood-bench --db PATH --rows N --seed-only
       fatherhood-bench --addr HOST:PORT --postgres URL

  --addr HOST:PORT  where to listen (default 127.0.0.1:8090)
  --db PATH         the SQLite file; created and seeded if needed
  --rows N          how many users the table holds (default 10000)
  --seed-only       top the table up to N rows and exit (works on the real server's database)
  --existing        serve the database as it is, seeding nothing (the real server's)
  --postgres URL    serve the PostgreSQL baseline from the real server's migrated, seeded database:
                    PUT /roster?session=ID (the roster save's upserts in one transaction),
                    GET /fathers?after=CURSOR (a page of 50 of the fathers list)

Row n (0-based) has the id 00000000-0000-7000-8000-<n as 12 digits>.
Routes: GET /user/{id}, GET /users?offset=N (50 rows, oldest first), GET /healthz (no database),
PUT /roster (30 upserts in one transaction; body: [{fatherId, status}]), GET /matrix (12 × 30 join);
on the real server's database: GET /fathers[?cursor=C] (50 summaries in name order), GET /father/{id}.";

/// A cycle of 12 sessions, 30 fathers, every mark taken: the program's bare tables.
const PROGRAM_SCHEMA: &str = "CREATE TABLE IF NOT EXISTS bare_fathers (
    id TEXT PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS bare_sessions (
    id TEXT PRIMARY KEY, cycle_id TEXT NOT NULL, number BIGINT NOT NULL, starts_at BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS bare_sessions_cycle ON bare_sessions (cycle_id, number);
CREATE TABLE IF NOT EXISTS bare_attendance (
    session_id TEXT NOT NULL, father_id TEXT NOT NULL, status TEXT NOT NULL, minutes BIGINT,
    marked_at BIGINT NOT NULL, PRIMARY KEY (session_id, father_id)
);";
const CYCLE: &str = "bench-cycle";
const ROSTER_SESSION: &str = "bench-session-01";

/// Same as the real server (server/src/db/sqlite.rs).
const PRAGMAS: &str = "PRAGMA journal_mode = WAL;
                       PRAGMA synchronous = FULL;
                       PRAGMA foreign_keys = ON;
                       PRAGMA busy_timeout = 5000;";

/// The real `users` table (server/migrations/0001_identity.sql).
const SCHEMA: &str = "CREATE TABLE IF NOT EXISTS users (
    id                 TEXT PRIMARY KEY,
    email              TEXT NOT NULL UNIQUE,
    display_name       TEXT NOT NULL,
    first_name         TEXT NOT NULL DEFAULT '',
    last_name          TEXT NOT NULL DEFAULT '',
    preferred_language TEXT NOT NULL DEFAULT 'en',
    is_admin           BOOLEAN NOT NULL DEFAULT FALSE,
    password_hash      TEXT NOT NULL,
    created_at         BIGINT NOT NULL,
    updated_at         BIGINT NOT NULL,
    last_sign_in_at    BIGINT
);
CREATE INDEX IF NOT EXISTS users_created_at ON users (created_at);";

const COLUMNS: &str = "id, email, display_name, first_name, last_name, preferred_language, \
                       is_admin, created_at, updated_at, last_sign_in_at";

/// An argon2id PHC string of the real length, so rows are as wide as real ones.
const FAKE_HASH: &str = "$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hiZW5jaGJlbmNoYg$\
                         YmVuY2hiZW5jaGJlbmNoYmVuY2hiZW5jaGJlbmNoYmVu";

const PAGE: i64 = 50;

/// The id of seeded row `n`: UUID-shaped (36 characters) like the real UUID v7 ids.
fn user_id(n: u64) -> String {
    format!("00000000-0000-7000-8000-{n:012}")
}

struct Args {
    addr: SocketAddr,
    db: String,
    rows: u64,
    seed_only: bool,
    existing: bool,
    postgres: Option<String>,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        addr: ([127, 0, 0, 1], 8090).into(),
        db: String::new(),
        rows: 10_000,
        seed_only: false,
        existing: false,
        postgres: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let mut value = |name: &str| it.next().ok_or_else(|| format!("{name} needs a value"));
        match arg.as_str() {
            "--addr" => args.addr = value("--addr")?.parse().map_err(|e| format!("--addr: {e}"))?,
            "--db" => args.db = value("--db")?,
            "--rows" => args.rows = value("--rows")?.parse().map_err(|e| format!("--rows: {e}"))?,
            "--seed-only" => args.seed_only = true,
            "--existing" => args.existing = true,
            "--postgres" => args.postgres = Some(value("--postgres")?),
            "-h" | "--help" => return Err(String::new()),
            other => return Err(format!("unknown argument {other}")),
        }
    }
    if args.db.is_empty() && args.postgres.is_none() {
        return Err("--db is required".into());
    }
    Ok(args)
}

/// The real server's pool (server/src/db/sqlite.rs): same pragmas, same size.
fn pool(path: &str) -> Result<Pool, r2d2::Error> {
    let manager = SqliteConnectionManager::file(path).with_init(|conn| conn.execute_batch(PRAGMAS));
    let size = std::thread::available_parallelism().map_or(4, |n| n.get() as u32 * 2).max(4);
    r2d2::Pool::builder().max_size(size).build(manager)
}

/// Creates the table if needed and inserts rows until it holds `rows`; returns how many it added.
fn seed(conn: &mut rusqlite::Connection, rows: u64) -> rusqlite::Result<u64> {
    conn.execute_batch(SCHEMA)?;
    let existing: i64 = conn.query_row("SELECT COUNT(*) FROM users", [], |r| r.get(0))?;
    let existing = u64::try_from(existing).unwrap_or(0);
    if existing >= rows {
        return Ok(0);
    }
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX));
    let tx = conn.transaction()?;
    {
        let mut insert = tx.prepare(
            "INSERT INTO users (id, email, display_name, first_name, last_name, preferred_language,
                                is_admin, password_hash, created_at, updated_at, last_sign_in_at)
             VALUES (?1, ?2, ?3, ?4, ?5, 'en', FALSE, ?6, ?7, ?7, NULL)",
        )?;
        for n in existing..rows {
            let created = now - i64::try_from(rows - n).unwrap_or(0) * 1000;
            insert.execute(rusqlite::params![
                user_id(n),
                format!("father{n}@bench.example.org"),
                format!("Father {n}"),
                "Father",
                format!("Number {n}"),
                FAKE_HASH,
                created,
            ])?;
        }
    }
    tx.commit()?;
    Ok(rows - existing)
}

fn seed_program(conn: &mut rusqlite::Connection) -> rusqlite::Result<()> {
    conn.execute_batch(PROGRAM_SCHEMA)?;
    let tx = conn.transaction()?;
    for f in 0..30 {
        tx.execute(
            "INSERT OR IGNORE INTO bare_fathers (id, first_name, last_name) VALUES (?1, 'Father', ?2)",
            rusqlite::params![user_id(f), format!("Number {f}")],
        )?;
    }
    for s in 1..=12_i64 {
        let session = format!("bench-session-{s:02}");
        tx.execute(
            "INSERT OR IGNORE INTO bare_sessions (id, cycle_id, number, starts_at) VALUES (?1, ?2, ?3, ?4)",
            rusqlite::params![session, CYCLE, s, s * 604_800_000],
        )?;
        for f in 0..30 {
            tx.execute(
                "INSERT OR IGNORE INTO bare_attendance (session_id, father_id, status, minutes, marked_at)
                 VALUES (?1, ?2, 'present', 90, 0)",
                rusqlite::params![session, user_id(f)],
            )?;
        }
    }
    tx.commit()
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Mark {
    father_id: String,
    status: String,
}

/// 30 upserts in one write transaction on a pooled connection, committed durably.
/// Each save stamps its marks with the time, as the real one does: SQLite leaves a row
/// it would overwrite with the same bytes untouched, so a save of unchanged values writes
/// no page, appends nothing to the WAL and commits without an fsync — not a write at all.
async fn save_roster(State(pool): State<Pool>, Json(marks): Json<Vec<Mark>>) -> Result<StatusCode, Failure> {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX));
    run(&pool, move |conn| {
        let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        {
            let mut upsert = tx.prepare_cached(
                "INSERT INTO bare_attendance (session_id, father_id, status, minutes, marked_at) VALUES (?1, ?2, ?3, NULL, ?4)
                 ON CONFLICT (session_id, father_id) DO UPDATE SET status = excluded.status, marked_at = excluded.marked_at",
            )?;
            for mark in &marks {
                upsert.execute(rusqlite::params![ROSTER_SESSION, mark.father_id, mark.status, now])?;
            }
        }
        tx.commit()
    })
    .await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Cell {
    session_id: String,
    number: i64,
    father_id: String,
    first_name: String,
    last_name: String,
    status: Option<String>,
    minutes: Option<i64>,
}

/// One cycle's sessions × its fathers with their marks: 360 rows of a join.
async fn matrix(State(pool): State<Pool>) -> Result<Json<Vec<Cell>>, Failure> {
    let cells = run(&pool, |conn| {
        let mut stmt = conn.prepare_cached(
            "SELECT s.id, s.number, f.id, f.first_name, f.last_name, a.status, a.minutes
             FROM bare_sessions s CROSS JOIN bare_fathers f
             LEFT JOIN bare_attendance a ON a.session_id = s.id AND a.father_id = f.id
             WHERE s.cycle_id = ?1 ORDER BY s.number, f.last_name, f.id",
        )?;
        let rows = stmt.query_map([CYCLE], |row| {
            Ok(Cell {
                session_id: row.get(0)?,
                number: row.get(1)?,
                father_id: row.get(2)?,
                first_name: row.get(3)?,
                last_name: row.get(4)?,
                status: row.get(5)?,
                minutes: row.get(6)?,
            })
        })?;
        rows.collect::<rusqlite::Result<Vec<Cell>>>()
    })
    .await?;
    Ok(Json(cells))
}

/// The row as the real `GET /api/me` shows it (camelCase), timestamps as epoch milliseconds.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct User {
    id: String,
    email: String,
    display_name: String,
    first_name: String,
    last_name: String,
    preferred_language: String,
    is_admin: bool,
    created_at: i64,
    updated_at: i64,
    last_sign_in_at: Option<i64>,
}

impl User {
    fn from_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<User> {
        Ok(User {
            id: row.get(0)?,
            email: row.get(1)?,
            display_name: row.get(2)?,
            first_name: row.get(3)?,
            last_name: row.get(4)?,
            preferred_language: row.get(5)?,
            is_admin: row.get(6)?,
            created_at: row.get(7)?,
            updated_at: row.get(8)?,
            last_sign_in_at: row.get(9)?,
        })
    }
}

enum Failure {
    NotFound,
    BadCursor,
    Internal(String),
}

impl IntoResponse for Failure {
    fn into_response(self) -> Response {
        match self {
            Failure::NotFound => (StatusCode::NOT_FOUND, "no such row").into_response(),
            Failure::BadCursor => (StatusCode::BAD_REQUEST, "not a cursor of this list").into_response(),
            Failure::Internal(message) => {
                eprintln!("fatherhood-bench: {message}");
                (StatusCode::INTERNAL_SERVER_ERROR, "internal error").into_response()
            }
        }
    }
}

/// Runs `work` with a pooled connection on a blocking thread, as the real `Db::run` does.
async fn run<T, F>(pool: &Pool, work: F) -> Result<T, Failure>
where
    T: Send + 'static,
    F: FnOnce(&mut rusqlite::Connection) -> rusqlite::Result<T> + Send + 'static,
{
    let pool = pool.clone();
    tokio::task::spawn_blocking(move || {
        let mut conn = pool.get().map_err(|e| Failure::Internal(format!("pool: {e}")))?;
        work(&mut conn).map_err(|e| Failure::Internal(format!("sqlite: {e}")))
    })
    .await
    .map_err(|e| Failure::Internal(format!("database task failed: {e}")))?
}

async fn get_user(State(pool): State<Pool>, Path(id): Path<String>) -> Result<Json<User>, Failure> {
    let user = run(&pool, move |conn| {
        conn.prepare_cached(&format!("SELECT {COLUMNS} FROM users WHERE id = ?1"))?
            .query_row([&id], User::from_row)
            .optional()
    })
    .await?;
    user.map(Json).ok_or(Failure::NotFound)
}

#[derive(Deserialize)]
struct PageQuery {
    #[serde(default)]
    offset: i64,
}

async fn list_users(State(pool): State<Pool>, Query(page): Query<PageQuery>) -> Result<Json<Vec<User>>, Failure> {
    let offset = page.offset.max(0);
    let users = run(&pool, move |conn| {
        let mut stmt = conn
            .prepare_cached(&format!("SELECT {COLUMNS} FROM users ORDER BY created_at, id LIMIT {PAGE} OFFSET ?1"))?;
        let rows = stmt.query_map([offset], User::from_row)?;
        rows.collect::<rusqlite::Result<Vec<User>>>()
    })
    .await?;
    Ok(Json(users))
}

/// The real list's columns in its order (server/src/db/fathers.rs, `summary_columns`): all
/// of them in the name index (migration 0013), so a page never reads the table.
const FATHER_SUMMARY_COLUMNS: &str = "id, first_name, last_name, email, phone, preferred_language, father_type, \
     setting, referral_source, status, enrollment_date, exit_date, case_manager_id, photo_key, user_id, \
     created_at, updated_at";

/// A row of the real list (`FatherSummary`): the same JSON names, timestamps as RFC 3339.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct FatherSummary {
    id: String,
    first_name: String,
    last_name: String,
    email: String,
    phone: String,
    preferred_language: String,
    father_type: Option<String>,
    setting: Option<String>,
    referral_source: String,
    status: String,
    enrollment_date: Option<String>,
    exit_date: Option<String>,
    case_manager_id: Option<String>,
    photo_key: Option<String>,
    user_id: Option<String>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

fn time(row: &rusqlite::Row<'_>, i: usize) -> rusqlite::Result<DateTime<Utc>> {
    let millis: i64 = row.get(i)?;
    Utc.timestamp_millis_opt(millis).single().ok_or(rusqlite::Error::IntegralValueOutOfRange(i, millis))
}

fn opt_time(row: &rusqlite::Row<'_>, i: usize) -> rusqlite::Result<Option<DateTime<Utc>>> {
    match row.get::<_, Option<i64>>(i)? {
        None => Ok(None),
        Some(_) => time(row, i).map(Some),
    }
}

impl FatherSummary {
    fn from_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<FatherSummary> {
        Ok(FatherSummary {
            id: row.get(0)?,
            first_name: row.get(1)?,
            last_name: row.get(2)?,
            email: row.get(3)?,
            phone: row.get(4)?,
            preferred_language: row.get(5)?,
            father_type: row.get(6)?,
            setting: row.get(7)?,
            referral_source: row.get(8)?,
            status: row.get(9)?,
            enrollment_date: row.get(10)?,
            exit_date: row.get(11)?,
            case_manager_id: row.get(12)?,
            photo_key: row.get(13)?,
            user_id: row.get(14)?,
            created_at: time(row, 15)?,
            updated_at: time(row, 16)?,
        })
    }
}

/// The real list's cursor (server/src/db/fathers.rs, `After::Name`): base64url of its JSON,
/// so one list of cursors serves both servers.
#[derive(Serialize, Deserialize)]
#[serde(tag = "by", rename_all = "camelCase")]
enum After {
    #[serde(rename_all = "camelCase")]
    Name { last_name: String, first_name: String, id: String },
}

#[derive(Deserialize)]
struct FatherPageQuery {
    cursor: Option<String>,
}

/// 50 fathers in name order, first page or just after the cursor's row (a seek in the index).
async fn list_fathers(State(pool): State<Pool>, Query(query): Query<FatherPageQuery>) -> Result<Response, Failure> {
    let after = match query.cursor.as_deref().filter(|c| !c.is_empty()) {
        None => None,
        Some(cursor) => {
            let bytes = URL_SAFE_NO_PAD.decode(cursor).map_err(|_| Failure::BadCursor)?;
            Some(serde_json::from_slice::<After>(&bytes).map_err(|_| Failure::BadCursor)?)
        }
    };
    let fathers = run(&pool, move |conn| {
        let order = format!("ORDER BY last_name, first_name, id LIMIT {PAGE}");
        match after {
            None => {
                let mut stmt = conn.prepare_cached(&format!("SELECT {FATHER_SUMMARY_COLUMNS} FROM fathers {order}"))?;
                let rows = stmt.query_map([], FatherSummary::from_row)?;
                rows.collect::<rusqlite::Result<Vec<_>>>()
            }
            Some(After::Name { last_name, first_name, id }) => {
                let mut stmt = conn.prepare_cached(&format!(
                    "SELECT {FATHER_SUMMARY_COLUMNS} FROM fathers \
                     WHERE (last_name, first_name, id) > (?1, ?2, ?3) {order}"
                ))?;
                let rows = stmt.query_map([last_name, first_name, id], FatherSummary::from_row)?;
                rows.collect::<rusqlite::Result<Vec<_>>>()
            }
        }
    })
    .await?;
    let next = (fathers.len() as i64 == PAGE).then(|| fathers.last()).flatten().map(|last| After::Name {
        last_name: last.last_name.clone(),
        first_name: last.first_name.clone(),
        id: last.id.clone(),
    });
    let mut response = Json(fathers).into_response();
    if let Some(next) = next {
        let cursor = URL_SAFE_NO_PAD.encode(serde_json::to_vec(&next).map_err(|e| Failure::Internal(e.to_string()))?);
        let value = HeaderValue::from_str(&cursor).map_err(|e| Failure::Internal(e.to_string()))?;
        response.headers_mut().insert("x-next-cursor", value);
    }
    Ok(response)
}

/// The real record's columns (server/src/db/fathers.rs, `COLUMNS`): the summary's, then the
/// long fields.
const FATHER_COLUMNS: &str = "f.id, f.first_name, f.last_name, f.email, f.phone, f.preferred_language, \
     f.father_type, f.setting, f.referral_source, f.status, f.enrollment_date, f.exit_date, f.case_manager_id, \
     f.photo_key, f.user_id, f.created_at, f.updated_at, f.date_of_birth, f.address, f.children, f.exit_reason, \
     f.notes, f.unreachable, f.anonymised_at";

/// A father's record as the real `GET /api/fathers/{id}` shows it to a director (`Father`, its
/// field order) with his enrolments (issue 45), but for the consents and the flag probe.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Father {
    id: String,
    first_name: String,
    last_name: String,
    email: String,
    phone: String,
    preferred_language: String,
    date_of_birth: Option<String>,
    address: String,
    children: serde_json::Value,
    father_type: Option<String>,
    setting: Option<String>,
    referral_source: String,
    status: String,
    enrollment_date: Option<String>,
    exit_date: Option<String>,
    exit_reason: String,
    case_manager_id: Option<String>,
    notes: String,
    photo_key: Option<String>,
    user_id: Option<String>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    unreachable: bool,
    anonymised_at: Option<DateTime<Utc>>,
    enrolments: Vec<Enrolment>,
}

/// One of a father's enrolments as the real record lists them (`Enrolment`), latest first.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Enrolment {
    id: String,
    father_id: String,
    program_id: String,
    program_name: String,
    status: String,
    enrolled_at: Option<String>,
    exited_at: Option<String>,
    exit_reason: String,
    case_manager_id: Option<String>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

/// The enrolments' columns, after [`FATHER_COLUMNS`] (from position 24) in the read by id.
const ENROLMENT_COLUMNS: &str = "e.id, e.program_id, p.name, e.status, e.enrolled_at, e.exited_at, \
     e.exit_reason, e.case_manager_id, e.created_at, e.updated_at";

impl Enrolment {
    /// The enrolment on `row`, if the father has any (a LEFT JOIN's row).
    fn from_row(row: &rusqlite::Row<'_>, father_id: &str) -> rusqlite::Result<Option<Enrolment>> {
        let Some(id) = row.get::<_, Option<String>>(24)? else { return Ok(None) };
        Ok(Some(Enrolment {
            id,
            father_id: father_id.to_owned(),
            program_id: row.get(25)?,
            program_name: row.get(26)?,
            status: row.get(27)?,
            enrolled_at: row.get(28)?,
            exited_at: row.get(29)?,
            exit_reason: row.get(30)?,
            case_manager_id: row.get(31)?,
            created_at: time(row, 32)?,
            updated_at: time(row, 33)?,
        }))
    }
}

impl Father {
    fn from_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<Father> {
        let children: String = row.get(19)?;
        Ok(Father {
            id: row.get(0)?,
            first_name: row.get(1)?,
            last_name: row.get(2)?,
            email: row.get(3)?,
            phone: row.get(4)?,
            preferred_language: row.get(5)?,
            date_of_birth: row.get(17)?,
            address: row.get(18)?,
            children: serde_json::from_str(&children)
                .map_err(|e| rusqlite::Error::FromSqlConversionFailure(19, rusqlite::types::Type::Text, e.into()))?,
            father_type: row.get(6)?,
            setting: row.get(7)?,
            referral_source: row.get(8)?,
            status: row.get(9)?,
            enrollment_date: row.get(10)?,
            exit_date: row.get(11)?,
            exit_reason: row.get(20)?,
            case_manager_id: row.get(12)?,
            notes: row.get(21)?,
            photo_key: row.get(13)?,
            user_id: row.get(14)?,
            created_at: time(row, 15)?,
            updated_at: time(row, 16)?,
            unreachable: row.get(22)?,
            anonymised_at: opt_time(row, 23)?,
            enrolments: Vec::new(),
        })
    }
}

async fn get_father(State(pool): State<Pool>, Path(id): Path<String>) -> Result<Json<Father>, Failure> {
    let father = run(&pool, move |conn| {
        // One statement, as the real read: a row per enrolment, the record's from the first.
        let mut statement = conn.prepare_cached(&format!(
            "SELECT {FATHER_COLUMNS}, {ENROLMENT_COLUMNS} FROM fathers f \
             LEFT JOIN enrolments e ON e.father_id = f.id LEFT JOIN programs p ON p.id = e.program_id \
             WHERE f.id = ?1 ORDER BY e.created_at DESC, e.id DESC"
        ))?;
        let mut rows = statement.query([&id])?;
        let mut father: Option<Father> = None;
        while let Some(row) = rows.next()? {
            let shown = match &mut father {
                Some(shown) => shown,
                None => father.insert(Father::from_row(row)?),
            };
            if let Some(enrolment) = Enrolment::from_row(row, &shown.id)? {
                shown.enrolments.push(enrolment);
            }
        }
        Ok(father)
    })
    .await?;
    father.map(Json).ok_or(Failure::NotFound)
}

fn router(pool: Pool) -> Router {
    Router::new()
        .route("/user/{id}", get(get_user))
        .route("/users", get(list_users))
        .route("/roster", axum::routing::put(save_roster))
        .route("/matrix", get(matrix))
        .route("/fathers", get(list_fathers))
        .route("/father/{id}", get(get_father))
        .route("/healthz", get(|| async { StatusCode::OK }))
        .with_state(pool)
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
}

async fn serve(args: Args) -> Result<(), String> {
    let pool = pool(&args.db).map_err(|e| format!("opening {}: {e}", args.db))?;
    let seed_pool = pool.clone();
    let (rows, seed_only, existing) = (args.rows, args.seed_only, args.existing);
    let added = tokio::task::spawn_blocking(move || {
        if existing {
            return Ok(0);
        }
        let mut conn = seed_pool.get().map_err(|e| e.to_string())?;
        let added = seed(&mut conn, rows).map_err(|e| e.to_string())?;
        // Not into another server's database (`--seed-only` tops up the real one).
        if !seed_only {
            seed_program(&mut conn).map_err(|e| e.to_string())?;
        }
        Ok::<_, String>(added)
    })
    .await
    .map_err(|e| e.to_string())?
    .map_err(|e| format!("seeding {}: {e}", args.db))?;
    if args.seed_only {
        println!("{}: added {added} users, {rows} in all", args.db);
        return Ok(());
    }
    let listener =
        tokio::net::TcpListener::bind(args.addr).await.map_err(|e| format!("listening on {}: {e}", args.addr))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    if existing {
        println!("fatherhood-bench listening on http://{addr} (on {} as it is)", args.db);
    } else {
        println!("fatherhood-bench listening on http://{addr} ({rows} users; e.g. GET /user/{})", user_id(rows / 2));
    }
    axum::serve(listener, router(pool)).with_graceful_shutdown(shutdown_signal()).await.map_err(|e| e.to_string())
}

#[tokio::main]
async fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(args) => args,
        Err(message) if message.is_empty() => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("fatherhood-bench: {message}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let served = match &args.postgres {
        Some(url) => pg::serve(args.addr, url, shutdown_signal()).await,
        None => serve(args).await,
    };
    match served {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("fatherhood-bench: {message}");
            ExitCode::FAILURE
        }
    }
}

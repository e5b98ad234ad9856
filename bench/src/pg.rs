//! `--postgres URL`: the bare baseline on PostgreSQL, for scripts/bench-postgres.sh. The
//! real server's driver (the synchronous `postgres` crate), its pool (r2d2, 16 connections,
//! statements prepared once per connection) and its way of reaching the database
//! (`spawn_blocking` + a pooled connection), and nothing else: no middleware, no
//! authentication, no value conversion layer, no triggers.
//!
//! Run on the real server's database (migrated and seeded), so both read the same rows:
//! - `PUT /roster?session=ID` (body `[{fatherId, status}]`): the real roster save's upserts,
//!   one per mark, in one transaction, into `bare_attendance` — a copy of `attendance` with
//!   its columns, keys and rows but not its foreign keys or triggers.
//! - `GET /fathers?after=CURSOR`: a page of 50 fathers with the real list's columns, in its
//!   order, from its index (`fathers_name`, migration 0013), written as the SQLite baseline
//!   writes it (`FatherSummary`, RFC 3339 instants); `after` is the real list's
//!   `x-next-cursor`, decoded as the real server decodes it.

use std::collections::HashMap;
use std::net::SocketAddr;

use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, put};
use axum::{Json, Router};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use chrono::{DateTime, TimeZone, Utc};
use postgres::{NoTls, Statement};
use serde::Deserialize;

use super::{After, FatherSummary, FATHER_SUMMARY_COLUMNS};

/// The real upsert (server/src/db/attendance.rs), on the copy of the table.
const UPSERT: &str =
    "INSERT INTO bare_attendance (session_id, father_id, status, minutes, note, marked_by, marked_at, method)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'staff')
     ON CONFLICT (session_id, father_id) DO UPDATE SET
         status = excluded.status, minutes = excluded.minutes, note = excluded.note,
         marked_by = excluded.marked_by, marked_at = excluded.marked_at,
         method = CASE WHEN bare_attendance.status = excluded.status
             AND bare_attendance.minutes IS NOT DISTINCT FROM excluded.minutes AND bare_attendance.note = excluded.note
             THEN bare_attendance.method ELSE excluded.method END";

const FIRST_PAGE: &str = "first page";
const AFTER_PAGE: &str = "page after";

/// Made once, before the instances serve: the copy of `attendance`, filled with its rows so
/// the bare upserts meet an index of the same size.
const BARE_TABLE: &str = "CREATE TABLE IF NOT EXISTS bare_attendance (LIKE attendance INCLUDING ALL);
    INSERT INTO bare_attendance SELECT * FROM attendance WHERE NOT EXISTS (SELECT 1 FROM bare_attendance);
    ANALYZE bare_attendance;";

/// A pooled client with its statements prepared when it connects.
struct Client {
    client: Option<postgres::Client>,
    statements: HashMap<&'static str, Statement>,
}

impl Client {
    fn client(&mut self) -> &mut postgres::Client {
        self.client.as_mut().expect("present until dropped")
    }
}

impl Drop for Client {
    /// The synchronous client blocks on its own runtime when closed, which aborts on an
    /// async thread (where the pool is dropped at shutdown): closed on a thread of its own.
    fn drop(&mut self) {
        if let Some(client) = self.client.take() {
            let _ = std::thread::spawn(move || drop(client)).join();
        }
    }
}

struct Manager(postgres::Config);

impl r2d2::ManageConnection for Manager {
    type Connection = Client;
    type Error = postgres::Error;

    fn connect(&self) -> Result<Client, postgres::Error> {
        let mut client = self.0.connect(NoTls)?;
        let mut statements = HashMap::new();
        statements.insert(UPSERT, client.prepare(UPSERT)?);
        statements.insert(
            FIRST_PAGE,
            client.prepare(&format!(
                "SELECT {FATHER_SUMMARY_COLUMNS} FROM fathers ORDER BY last_name, first_name, id LIMIT 50"
            ))?,
        );
        statements.insert(
            AFTER_PAGE,
            client.prepare(&format!(
                "SELECT {FATHER_SUMMARY_COLUMNS} FROM fathers WHERE (last_name, first_name, id) > ($1, $2, $3)
                 ORDER BY last_name, first_name, id LIMIT 50"
            ))?,
        );
        Ok(Client { client: Some(client), statements })
    }

    fn is_valid(&self, conn: &mut Client) -> Result<(), postgres::Error> {
        conn.client().simple_query("").map(drop)
    }

    fn has_broken(&self, conn: &mut Client) -> bool {
        conn.client.as_ref().is_none_or(postgres::Client::is_closed)
    }
}

type Pool = r2d2::Pool<Manager>;

pub enum Failure {
    BadRequest(&'static str),
    Internal(String),
}

impl IntoResponse for Failure {
    fn into_response(self) -> Response {
        match self {
            Failure::BadRequest(message) => (StatusCode::BAD_REQUEST, message).into_response(),
            Failure::Internal(message) => {
                eprintln!("fatherhood-bench: {message}");
                (StatusCode::INTERNAL_SERVER_ERROR, "internal error").into_response()
            }
        }
    }
}

/// Runs `work` with a pooled connection on a blocking thread.
async fn run<T, F>(pool: &Pool, work: F) -> Result<T, Failure>
where
    T: Send + 'static,
    F: FnOnce(&mut Client) -> Result<T, postgres::Error> + Send + 'static,
{
    let pool = pool.clone();
    tokio::task::spawn_blocking(move || {
        let mut conn = pool.get().map_err(|e| Failure::Internal(format!("pool: {e}")))?;
        work(&mut conn).map_err(|e| Failure::Internal(format!("postgres: {e}")))
    })
    .await
    .map_err(|e| Failure::Internal(format!("database task failed: {e}")))?
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Mark {
    father_id: String,
    status: String,
}

#[derive(Deserialize)]
struct RosterQuery {
    session: String,
}

/// One upsert per mark in one transaction, committed (durably: the server's settings).
async fn save_roster(
    State(pool): State<Pool>,
    Query(query): Query<RosterQuery>,
    Json(marks): Json<Vec<Mark>>,
) -> Result<StatusCode, Failure> {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX));
    run(&pool, move |conn| {
        let upsert = conn.statements[UPSERT].clone();
        let mut tx = conn.client().transaction()?;
        for mark in &marks {
            tx.execute(&upsert, &[&query.session, &mark.father_id, &mark.status, &None::<i64>, &"", &"bench", &now])?;
        }
        tx.commit()
    })
    .await?;
    Ok(StatusCode::NO_CONTENT)
}

impl FatherSummary {
    fn from_pg_row(row: &postgres::Row) -> Result<FatherSummary, postgres::Error> {
        Ok(FatherSummary {
            id: row.try_get(0)?,
            first_name: row.try_get(1)?,
            last_name: row.try_get(2)?,
            email: row.try_get(3)?,
            phone: row.try_get(4)?,
            preferred_language: row.try_get(5)?,
            father_type: row.try_get(6)?,
            setting: row.try_get(7)?,
            referral_source: row.try_get(8)?,
            status: row.try_get(9)?,
            enrollment_date: row.try_get(10)?,
            exit_date: row.try_get(11)?,
            case_manager_id: row.try_get(12)?,
            photo_key: row.try_get(13)?,
            user_id: row.try_get(14)?,
            created_at: time(row.try_get(15)?),
            updated_at: time(row.try_get(16)?),
        })
    }
}

/// A stored instant (epoch milliseconds) as the real server answers it (RFC 3339).
fn time(millis: i64) -> DateTime<Utc> {
    Utc.timestamp_millis_opt(millis).single().unwrap_or_default()
}

#[derive(Deserialize)]
struct PageQuery {
    after: Option<String>,
}

async fn list_fathers(
    State(pool): State<Pool>,
    Query(page): Query<PageQuery>,
) -> Result<Json<Vec<FatherSummary>>, Failure> {
    let after = match page.after {
        None => None,
        Some(cursor) => {
            let bytes = URL_SAFE_NO_PAD.decode(cursor.trim()).map_err(|_| Failure::BadRequest("bad cursor"))?;
            let After::Name { last_name, first_name, id } =
                serde_json::from_slice(&bytes).map_err(|_| Failure::BadRequest("bad cursor"))?;
            Some((last_name, first_name, id))
        }
    };
    let fathers = run(&pool, move |conn| {
        let rows = match &after {
            None => {
                let first = conn.statements[FIRST_PAGE].clone();
                conn.client().query(&first, &[])?
            }
            Some((last_name, first_name, id)) => {
                let after = conn.statements[AFTER_PAGE].clone();
                conn.client().query(&after, &[last_name, first_name, id])?
            }
        };
        rows.iter().map(FatherSummary::from_pg_row).collect::<Result<Vec<_>, _>>()
    })
    .await?;
    Ok(Json(fathers))
}

pub async fn serve(
    addr: SocketAddr,
    url: &str,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<(), String> {
    let config: postgres::Config = url.parse().map_err(|e| format!("--postgres: {e}"))?;
    let setup = config.clone();
    tokio::task::spawn_blocking(move || setup.connect(NoTls)?.batch_execute(BARE_TABLE))
        .await
        .map_err(|e| e.to_string())?
        .map_err(|e| format!("making bare_attendance: {e}"))?;
    // The real server's pool size (server/src/db/postgres.rs).
    let pool = r2d2::Pool::builder().max_size(16).build(Manager(config)).map_err(|e| format!("connecting: {e}"))?;
    let router = Router::new()
        .route("/roster", put(save_roster))
        .route("/fathers", get(list_fathers))
        .route("/healthz", get(|| async { StatusCode::OK }))
        .with_state(pool);
    let listener = tokio::net::TcpListener::bind(addr).await.map_err(|e| format!("listening on {addr}: {e}"))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    println!("fatherhood-bench listening on http://{addr} (PostgreSQL)");
    axum::serve(listener, router).with_graceful_shutdown(shutdown).await.map_err(|e| e.to_string())
}

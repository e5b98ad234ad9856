//! SQLite: the embedded default. Durability first: WAL with `synchronous=FULL`, so a
//! write that was acknowledged survives a power cut; foreign keys enforced.

use std::borrow::Cow;
use std::path::Path;

use r2d2_sqlite::SqliteConnectionManager;
use rusqlite::types::{ToSqlOutput, ValueRef};
use rusqlite::ToSql;

use super::{Backend, Conn, DbError, DbResult, Row, Value};

pub(super) fn pool(path: &str) -> anyhow::Result<r2d2::Pool<SqliteConnectionManager>> {
    if let Some(dir) = Path::new(path).parent() {
        if !dir.as_os_str().is_empty() {
            std::fs::create_dir_all(dir)?;
        }
    }
    let manager = SqliteConnectionManager::file(path).with_init(|conn| {
        conn.execute_batch(
            "PRAGMA journal_mode = WAL;
             PRAGMA synchronous = FULL;
             PRAGMA foreign_keys = ON;
             PRAGMA busy_timeout = 5000;",
        )
    });
    let size = std::thread::available_parallelism().map_or(4, |n| n.get() as u32 * 2).max(4);
    Ok(r2d2::Pool::builder().max_size(size).min_idle(Some(1)).build(manager)?)
}

pub(super) fn backup(conn: &rusqlite::Connection, target: &Path) -> anyhow::Result<()> {
    conn.backup(rusqlite::MAIN_DB, target, None)?;
    Ok(())
}

pub(super) struct SqliteConn<'a>(pub &'a mut rusqlite::Connection);

/// `$1` → `?1`: SQLite would accept `$1` as a *named* parameter numbered by first
/// appearance, which silently mis-binds `$2 … $1`; `?NNN` is positional.
fn placeholders(sql: &str) -> Cow<'_, str> {
    if sql.contains('$') {
        Cow::Owned(sql.replace('$', "?"))
    } else {
        Cow::Borrowed(sql)
    }
}

impl ToSql for Value {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(match self {
            Value::Null => ToSqlOutput::Borrowed(ValueRef::Null),
            Value::Int(v) => ToSqlOutput::Borrowed(ValueRef::Integer(*v)),
            Value::Real(v) => ToSqlOutput::Borrowed(ValueRef::Real(*v)),
            Value::Text(v) => ToSqlOutput::Borrowed(ValueRef::Text(v.as_bytes())),
            Value::Bool(v) => ToSqlOutput::Borrowed(ValueRef::Integer(i64::from(*v))),
        })
    }
}

fn map_error(err: rusqlite::Error) -> DbError {
    match &err {
        rusqlite::Error::SqliteFailure(e, _)
            if e.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE
                || e.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_PRIMARYKEY =>
        {
            DbError::UniqueViolation
        }
        _ => DbError::Sqlite(err),
    }
}

impl Conn for SqliteConn<'_> {
    fn query(&mut self, sql: &str, params: &[Value]) -> DbResult<Vec<Row>> {
        let mut stmt = self.0.prepare_cached(&placeholders(sql)).map_err(map_error)?;
        let columns = stmt.column_count();
        let mut rows = stmt.query(rusqlite::params_from_iter(params)).map_err(map_error)?;
        let mut out = Vec::new();
        while let Some(row) = rows.next().map_err(map_error)? {
            let mut values = Vec::with_capacity(columns);
            for i in 0..columns {
                values.push(match row.get_ref(i).map_err(map_error)? {
                    ValueRef::Null => Value::Null,
                    ValueRef::Integer(v) => Value::Int(v),
                    ValueRef::Real(v) => Value::Real(v),
                    ValueRef::Text(v) => Value::Text(String::from_utf8_lossy(v).into_owned()),
                    ValueRef::Blob(_) => return Err(DbError::ColumnType(i)),
                });
            }
            out.push(Row::new(values));
        }
        Ok(out)
    }

    fn execute(&mut self, sql: &str, params: &[Value]) -> DbResult<u64> {
        let mut stmt = self.0.prepare_cached(&placeholders(sql)).map_err(map_error)?;
        let changed = stmt.execute(rusqlite::params_from_iter(params)).map_err(map_error)?;
        Ok(changed as u64)
    }

    fn batch(&mut self, sql: &str) -> DbResult<()> {
        self.0.execute_batch(sql).map_err(map_error)
    }

    fn backend(&self) -> Backend {
        Backend::Sqlite
    }
}

/// Group commit. Every write transaction on SQLite goes to one writer thread, which
/// runs whatever transactions are waiting together — each inside its own SAVEPOINT, so
/// one that fails is rolled back alone — and makes them durable with a single COMMIT
/// (one fsync). Callers are answered only after that COMMIT: nothing acknowledged is
/// lost, and under load many transactions share the cost of one disk flush instead of
/// queueing behind SQLite's lock (whose busy handler sleeps for milliseconds).
pub(super) struct Writer {
    jobs: std::sync::Mutex<std::sync::mpsc::Sender<Job>>,
}

/// Runs a caller's transaction body on the writer's connection and returns what to do
/// once the batch's COMMIT is known: `None` if it succeeded, its error otherwise.
pub(super) type Job = Box<dyn FnOnce(&mut dyn Conn) -> Finish + Send>;
pub(super) type Finish = Box<dyn FnOnce(Option<&str>) + Send>;

/// The most transactions committed together.
const MAX_BATCH: usize = 128;

impl Writer {
    pub(super) fn start(path: &str) -> anyhow::Result<Writer> {
        let mut conn = rusqlite::Connection::open(path)?;
        conn.execute_batch(
            "PRAGMA journal_mode = WAL;
             PRAGMA synchronous = FULL;
             PRAGMA foreign_keys = ON;
             PRAGMA busy_timeout = 5000;",
        )?;
        let (tx, rx) = std::sync::mpsc::channel::<Job>();
        std::thread::Builder::new().name("sqlite-writer".into()).spawn(move || {
            while let Ok(first) = rx.recv() {
                let mut batch = vec![first];
                while batch.len() < MAX_BATCH {
                    match rx.try_recv() {
                        Ok(job) => batch.push(job),
                        Err(_) => break,
                    }
                }
                commit_batch(&mut conn, batch);
            }
        })?;
        Ok(Writer { jobs: std::sync::Mutex::new(tx) })
    }

    pub(super) fn submit(&self, job: Job) -> DbResult<()> {
        self.jobs
            .lock()
            .map_err(|_| DbError::Other("the writer lock is poisoned".into()))?
            .send(job)
            .map_err(|_| DbError::Other("the database writer has stopped".into()))
    }
}

fn commit_batch(conn: &mut rusqlite::Connection, batch: Vec<Job>) {
    let mut sql = SqliteConn(conn);
    if let Err(err) = sql.batch("BEGIN IMMEDIATE") {
        let message = err.to_string();
        for job in batch {
            // A job that cannot run is answered with the failure; it never saw the database.
            let finish = job(&mut Unavailable(message.clone()));
            finish(Some(&message));
        }
        return;
    }
    let finishes: Vec<Finish> = batch.into_iter().map(|job| job(&mut sql)).collect();
    let outcome = sql.batch("COMMIT").map_err(|e| e.to_string());
    if outcome.is_err() {
        let _ = sql.batch("ROLLBACK");
    }
    let failure = outcome.err();
    for finish in finishes {
        finish(failure.as_deref());
    }
}

/// Stands in for the connection when a batch could not even begin.
struct Unavailable(String);

impl Conn for Unavailable {
    fn query(&mut self, _: &str, _: &[Value]) -> DbResult<Vec<Row>> {
        Err(DbError::Other(self.0.clone()))
    }
    fn execute(&mut self, _: &str, _: &[Value]) -> DbResult<u64> {
        Err(DbError::Other(self.0.clone()))
    }
    fn batch(&mut self, _: &str) -> DbResult<()> {
        Err(DbError::Other(self.0.clone()))
    }
    fn backend(&self) -> Backend {
        Backend::Sqlite
    }
}

#[cfg(test)]
mod tests {
    use super::placeholders;

    #[test]
    fn numbered_placeholders_become_positional() {
        assert_eq!(placeholders("a = $2 AND b = $1"), "a = ?2 AND b = ?1");
        assert_eq!(placeholders("SELECT 1"), "SELECT 1");
    }
}

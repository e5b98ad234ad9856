//! All SQL lives under this module. One set of queries serves SQLite and PostgreSQL:
//! statements are written with PostgreSQL's `$1` placeholders and portable SQL; the
//! only dialect differences (placeholder syntax, connection set-up, locking) live in
//! `sqlite.rs` and `postgres.rs` behind the [`Conn`] trait.
//!
//! Work runs on blocking threads (`Db::run`) because both drivers are synchronous;
//! rusqlite is several times faster than the async alternatives on SQLite.

pub mod migrate;
mod postgres;
mod row;
mod sqlite;
mod value;

pub mod activities;
pub mod announcements;
pub mod attendance;
pub mod calendar;
pub mod check_in;
pub mod consents;
pub mod contacts;
pub mod cycles;
pub mod export;
pub mod fathers;
pub mod forms;
pub mod gallery;
pub mod groups;
pub mod imports;
pub mod incentives;
pub mod mail_queue;
pub mod messages;
pub mod milestones;
pub mod objects;
pub mod programs;
pub mod push;
pub mod queues;
pub mod referrals;
pub mod reminders;
pub mod report;
pub mod retention;
pub mod revisions;
pub mod rsvps;
pub mod scope;
pub mod secrets;
pub mod sessions;
pub mod texts;
pub mod throttle;
pub mod tokens;
pub mod users;

use std::time::Duration;

pub use row::Row;
pub use value::{Binds, Placeholder, Value};

/// A failure inside the data layer. Callers see `UniqueViolation`, `ForeignKeyViolation`
/// and `Contention` as conflicts (409), `Unavailable` as 503; everything else is an
/// internal error whose detail is only logged.
#[derive(Debug, thiserror::Error)]
pub enum DbError {
    #[error("unique constraint violated")]
    UniqueViolation,
    /// A referenced row is gone, or a row still referenced was to be deleted: another
    /// request changed the data in between.
    #[error("foreign key constraint violated")]
    ForeignKeyViolation,
    /// PostgreSQL gave up on this transaction to let a concurrent one finish (deadlock,
    /// serialization failure); trying again may well succeed.
    #[error("concurrent transactions collided")]
    Contention,
    /// The database cannot be reached or cannot take writes right now (server down,
    /// connection lost, disk full, I/O error, busy past the time-out).
    #[error("database unavailable: {0}")]
    Unavailable(String),
    #[error("sqlite: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("postgres: {0}")]
    Postgres(#[from] ::postgres::Error),
    /// A text the database cannot store (PostgreSQL: a NUL, SQLSTATE 22021). The edge
    /// refuses such text first (`domain::text`); this answers 400 if any gets past it.
    #[error("text the database cannot store")]
    UnstorableText,
    #[error("column {0} holds a value of another type")]
    ColumnType(String),
    /// A reader named a column its statement does not select: a defect the tests meet.
    #[error("the statement selects no column {0}")]
    NoColumn(String),
    /// A stored word (a status, a kind) the code has no variant for: data written by a newer
    /// version, or by hand.
    #[error("column {column} holds '{word}', which is not a word this version knows")]
    UnknownWord { column: String, word: String },
    #[error("{0}")]
    Other(String),
}

pub type DbResult<T> = Result<T, DbError>;

/// One connection, whichever the backend. Repository functions take `&mut dyn Conn`
/// so the same function runs inside or outside a transaction, on either database.
pub trait Conn {
    /// Runs a query and hands its rows to `each` in turn, until it answers `false`.
    fn each_row(
        &mut self,
        sql: &str,
        params: &[Value],
        each: &mut dyn FnMut(&Row<'_>) -> DbResult<bool>,
    ) -> DbResult<()>;
    fn execute(&mut self, sql: &str, params: &[Value]) -> DbResult<u64>;
    fn batch(&mut self, sql: &str) -> DbResult<()>;
    fn backend(&self) -> Backend;
}

impl dyn Conn + '_ {
    /// Every row of a query, each read into a `T` by `read`.
    pub fn all<T>(
        &mut self,
        sql: &str,
        params: &[Value],
        mut read: impl FnMut(&Row<'_>) -> DbResult<T>,
    ) -> DbResult<Vec<T>> {
        let mut out = Vec::new();
        self.each_row(sql, params, &mut |row| {
            out.push(read(row)?);
            Ok(true)
        })?;
        Ok(out)
    }

    /// The first row of a query, if there is one, read into a `T` by `read`.
    pub fn first<T>(
        &mut self,
        sql: &str,
        params: &[Value],
        read: impl FnOnce(&Row<'_>) -> DbResult<T>,
    ) -> DbResult<Option<T>> {
        let (mut read, mut out) = (Some(read), None);
        self.each_row(sql, params, &mut |row| {
            if let Some(read) = read.take() {
                out = Some(read(row)?);
            }
            Ok(false)
        })?;
        Ok(out)
    }

    /// Whether a query finds any row.
    pub fn exists(&mut self, sql: &str, params: &[Value]) -> DbResult<bool> {
        Ok(self.first(sql, params, |_| Ok(()))?.is_some())
    }
}

/// Tables whose rows a transaction may lock before reading them to change them.
#[derive(Clone, Copy, Debug)]
pub enum Table {
    Users,
    Fathers,
    Groups,
    Cycles,
    Sessions,
    Milestones,
    Events,
    Announcements,
    Albums,
    Contacts,
    Referrals,
    Photos,
    Forms,
    Submissions,
    Programs,
}

impl Table {
    fn name(self) -> &'static str {
        match self {
            Table::Users => "users",
            Table::Fathers => "fathers",
            Table::Groups => "father_groups",
            Table::Cycles => "cycles",
            Table::Sessions => "sessions",
            Table::Milestones => "milestones",
            Table::Events => "events",
            Table::Announcements => "announcements",
            Table::Albums => "albums",
            Table::Contacts => "contacts",
            Table::Referrals => "referrals",
            Table::Photos => "photos",
            Table::Forms => "forms",
            Table::Submissions => "submissions",
            Table::Programs => "programs",
        }
    }
}

/// Locks a row until the transaction ends, so what is read next is what gets changed:
/// a concurrent transaction that wants the same row waits for this one to commit.
/// PostgreSQL needs it (READ COMMITTED lets two transactions read the same row and
/// both write); on SQLite every write transaction already runs alone on the writer
/// thread under `BEGIN IMMEDIATE`, so there is nothing to do. Returns whether the row exists.
pub fn lock(conn: &mut dyn Conn, table: Table, id: &str) -> DbResult<bool> {
    match conn.backend() {
        Backend::Sqlite => Ok(true),
        Backend::Postgres => {
            conn.exists(&format!("SELECT 1 FROM {} WHERE id = $1 FOR UPDATE", table.name()), crate::params![id])
        }
    }
}

/// `FOR UPDATE` where the database needs it (see [`lock`]), for a query that reads the
/// rows a transaction is about to decide on (e.g. every admin, before removing one).
pub fn for_update(conn: &dyn Conn) -> &'static str {
    match conn.backend() {
        Backend::Sqlite => "",
        Backend::Postgres => " FOR UPDATE",
    }
}

/// For a worker's claim of queued rows (`… FOR UPDATE OF table SKIP LOCKED` on PostgreSQL):
/// the claim locks what it reads and passes over what another transaction holds, so it never
/// waits. A claim that waited could deadlock: it takes its rows in the queue's order while a
/// transaction dropping a subject's rows (an announcement deleted) takes them in another, and
/// PostgreSQL would fail one of them, a 409 to the staff member deleting. A row passed over
/// is being changed by someone else; the next round sees what they left. Nothing on SQLite,
/// where every write transaction runs alone.
pub fn claim_lock(conn: &dyn Conn, table: &str) -> String {
    match conn.backend() {
        Backend::Sqlite => String::new(),
        Backend::Postgres => format!(" FOR UPDATE OF {table} SKIP LOCKED"),
    }
}

/// `column IN (…)` for an optional id list: `TRUE` without one, no row for an empty one.
fn in_list(column: &str, ids: Option<&[String]>, binds: &mut Binds) -> String {
    match ids {
        None => "TRUE".to_owned(),
        Some(ids) => format!("{column} IN ({})", binds.list(ids)),
    }
}

pub struct PoolStatus {
    pub size: usize,
    pub in_use: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

#[derive(Clone)]
enum Pool {
    Sqlite(r2d2::Pool<r2d2_sqlite::SqliteConnectionManager>, std::sync::Arc<sqlite::Writer>),
    Postgres(r2d2::Pool<postgres::Manager>),
}

/// The database handle kept in the application state; cheap to clone.
///
/// The pool's connections are read-only (SQLite `query_only`, PostgreSQL
/// `default_transaction_read_only`): the one way to change data is [`Db::transaction`],
/// and the databases themselves refuse a write that tries another.
#[derive(Clone)]
pub struct Db {
    pool: Pool,
    url: std::sync::Arc<str>,
    /// One permit per pooled connection. Work waits here, as a task, for a free
    /// connection instead of on a blocking thread: then only as many blocking threads run
    /// as there are connections, and the same few stay warm, rather than dozens queueing
    /// on the pool's lock (measured: fewer context switches, and allocations stay local).
    permits: std::sync::Arc<tokio::sync::Semaphore>,
}

impl Db {
    /// Opens a pool for `sqlite://path` or `postgres://…`.
    pub fn connect(url: &str) -> anyhow::Result<Db> {
        let url = url.to_owned();
        let (pool, size) = if let Some(path) = url.strip_prefix("sqlite://") {
            let pool = sqlite::pool(path)?;
            let size = pool.max_size();
            (Pool::Sqlite(pool, std::sync::Arc::new(sqlite::Writer::start(path)?)), size)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let pool = postgres::pool(&url)?;
            let size = pool.max_size();
            (Pool::Postgres(pool), size)
        } else {
            anyhow::bail!("DATABASE_URL must start with sqlite:// or postgres://");
        };
        Ok(Db { pool, url: url.into(), permits: std::sync::Arc::new(tokio::sync::Semaphore::new(size as usize)) })
    }

    /// The pool's size and how many of its connections work is using now.
    pub fn pool_status(&self) -> PoolStatus {
        let size = match &self.pool {
            Pool::Sqlite(pool, _) => pool.max_size(),
            Pool::Postgres(pool) => pool.max_size(),
        } as usize;
        PoolStatus { size, in_use: size.saturating_sub(self.permits.available_permits()) }
    }

    pub fn backend(&self) -> Backend {
        match self.pool {
            Pool::Sqlite(..) => Backend::Sqlite,
            Pool::Postgres(_) => Backend::Postgres,
        }
    }

    /// Runs `work` with a pooled connection on a blocking thread. `work` may fail with
    /// any error a database error converts into, so domain rules can refuse inside.
    pub async fn run<T, E, F>(&self, work: F) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<DbError> + Send + 'static,
        F: FnOnce(&mut dyn Conn) -> Result<T, E> + Send + 'static,
    {
        let waiting = std::time::Instant::now();
        let permit = self.permits.clone().acquire_owned().await.map_err(|e| E::from(DbError::Other(e.to_string())))?;
        metrics::histogram!("fm_db_wait_seconds").record(waiting.elapsed().as_secs_f64());
        let db = self.clone();
        tokio::task::spawn_blocking(move || {
            let result = db.run_blocking(work);
            drop(permit);
            result
        })
        .await
        .map_err(|e| E::from(DbError::Other(format!("database task failed: {e}"))))?
    }

    /// Runs a read bounded to a few index probes (one record by its key) where it costs
    /// least. On SQLite that is the calling task's own thread: the read is a few µs of
    /// work in memory, while handing it to a blocking thread and back (a futex wake and
    /// two context switches) cost about 15 µs of CPU a request, a third of a read by id
    /// (issue 29's profiles). A WAL reader never waits for the writer, so the worker is
    /// held only for the probes. On PostgreSQL a read is a network round trip: it goes to
    /// a blocking thread, as [`Db::run`] does. Anything that may read many rows uses `run`.
    pub async fn read_point<T, E, F>(&self, work: F) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<DbError> + Send + 'static,
        F: FnOnce(&mut dyn Conn) -> Result<T, E> + Send + 'static,
    {
        if !matches!(self.pool, Pool::Sqlite(..)) {
            return self.run(work).await;
        }
        let waiting = std::time::Instant::now();
        let _permit = self.permits.acquire().await.map_err(|e| E::from(DbError::Other(e.to_string())))?;
        metrics::histogram!("fm_db_wait_seconds").record(waiting.elapsed().as_secs_f64());
        self.run_blocking(work)
    }

    /// Runs `work` inside one transaction: committed when it returns `Ok`, rolled back
    /// otherwise. On SQLite it joins the writer's next group commit (see `sqlite::Writer`).
    pub async fn transaction<T, E, F>(&self, work: F) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<DbError> + Send + 'static,
        F: FnOnce(&mut dyn Conn) -> Result<T, E> + Send + 'static,
    {
        if let Pool::Sqlite(_, writer) = &self.pool {
            return group_commit(writer, work).await;
        }
        self.run(move |conn| {
            // The pool's sessions are read-only by default: this is the way to write.
            conn.batch("BEGIN READ WRITE")?;
            match work(conn) {
                Ok(value) => {
                    conn.batch("COMMIT")?;
                    Ok(value)
                }
                Err(err) => {
                    if let Err(rollback) = conn.batch("ROLLBACK") {
                        tracing::error!(error = %rollback, "rollback failed");
                    }
                    Err(err)
                }
            }
        })
        .await
    }

    pub fn run_blocking<T, E: From<DbError>>(&self, work: impl FnOnce(&mut dyn Conn) -> Result<T, E>) -> Result<T, E> {
        match &self.pool {
            Pool::Sqlite(pool, _) => {
                let mut conn = pool.get().map_err(unavailable)?;
                work(&mut sqlite::SqliteConn(&mut conn))
            }
            Pool::Postgres(pool) => {
                let mut conn = pool.get().map_err(unavailable)?;
                work(&mut postgres::PgConn(&mut conn))
            }
        }
    }

    /// Applies pending migrations on a connection of their own (the pool's are
    /// read-only); safe to run from several processes at once.
    pub async fn migrate(&self, settings: &migrate::Settings) -> DbResult<Vec<String>> {
        let (url, settings) = (self.url.clone(), settings.clone());
        tokio::task::spawn_blocking(move || migrate::run(&url, &settings))
            .await
            .map_err(|e| DbError::Other(format!("migration task failed: {e}")))?
    }

    /// True when, within a second, the database answers a read and takes a (trivial)
    /// write transaction: on SQLite that proves the writer thread is alive and can take
    /// the write lock; on PostgreSQL that the server is a writable primary.
    pub async fn ping(&self) -> bool {
        let read = self.run(|conn| conn.exists("SELECT 1", &[]).map(drop));
        let write = self.transaction(|conn| conn.exists("SELECT 1", &[]).map(drop));
        let both = async {
            (read.await as DbResult<()>)?;
            write.await as DbResult<()>
        };
        matches!(tokio::time::timeout(Duration::from_secs(1), both).await, Ok(Ok(())))
    }

    /// Replaces the SQLite database at `database_url` with a backup (the server stopped).
    pub fn restore_sqlite(database_url: &str, source: &std::path::Path, replace: bool) -> anyhow::Result<()> {
        match database_url.strip_prefix("sqlite://") {
            Some(path) => sqlite::restore(path, source, replace),
            None => anyhow::bail!(
                "the database is PostgreSQL: use pg_restore (e.g. `pg_restore --clean --if-exists -d \"$DATABASE_URL\" backup.dump`)"
            ),
        }
    }

    /// Copies a consistent snapshot of an SQLite database to `target` while the server runs.
    pub fn backup_sqlite(&self, target: &std::path::Path) -> anyhow::Result<()> {
        match &self.pool {
            Pool::Sqlite(pool, _) => sqlite::backup(&*pool.get()?, target),
            Pool::Postgres(_) => {
                anyhow::bail!("the database is PostgreSQL: use pg_dump (e.g. `pg_dump \"$DATABASE_URL\" > backup.sql`)")
            }
        }
    }
}

/// Hands a transaction to the SQLite writer and waits for its batch to commit.
async fn group_commit<T, E, F>(writer: &sqlite::Writer, work: F) -> Result<T, E>
where
    T: Send + 'static,
    E: From<DbError> + Send + 'static,
    F: FnOnce(&mut dyn Conn) -> Result<T, E> + Send + 'static,
{
    let (answer, answered) = tokio::sync::oneshot::channel::<Result<T, E>>();
    let job: sqlite::Job = Box::new(move |conn: &mut dyn Conn| {
        let result = match conn.batch("SAVEPOINT tx") {
            Err(err) => Err(E::from(err)),
            Ok(()) => {
                let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| work(&mut *conn)))
                    .unwrap_or_else(|_| Err(E::from(DbError::Other("a transaction panicked".into()))));
                let end = if outcome.is_ok() { "RELEASE tx" } else { "ROLLBACK TO tx; RELEASE tx" };
                match conn.batch(end) {
                    Ok(()) => outcome,
                    Err(err) => {
                        // Its savepoint may still be open: undo it, so the batch's COMMIT
                        // cannot make durable the work of a transaction told it failed.
                        let _ = conn.batch("ROLLBACK TO tx; RELEASE tx");
                        Err(E::from(err))
                    }
                }
            }
        };
        Box::new(move |commit_failure: Option<&str>| {
            let result = match (result, commit_failure) {
                // A COMMIT fails for the disk's or the machine's reasons (full, I/O), never
                // the request's: the database cannot take the work now (503, try again).
                (Ok(_), Some(failure)) => Err(E::from(DbError::Unavailable(format!("commit failed: {failure}")))),
                (result, _) => result,
            };
            let _ = answer.send(result);
        })
    });
    writer.submit(job)?;
    answered.await.map_err(|_| E::from(DbError::Unavailable("the database writer stopped mid-batch".into())))?
}

fn unavailable(err: r2d2::Error) -> DbError {
    DbError::Unavailable(format!("no database connection: {err}"))
}

/// `column LIKE '%term%'`, a case-insensitive substring search over lower-cased text, the
/// term bound: its `%` and `_` are looked for as themselves (a search for `sam_r@` finds that
/// address), escaped with `!`, named because the two databases disagree on the default.
pub(crate) fn contains_sql(column: &str, term: &str, binds: &mut Binds) -> String {
    let pattern = binds.add(format!("%{}%", like_escaped(&term.trim().to_lowercase())));
    format!("{column} LIKE {pattern} ESCAPE '!'")
}

/// `text` with LIKE's wildcards and its escape character (`!`) escaped.
pub(crate) fn like_escaped(text: &str) -> String {
    text.replace('!', "!!").replace('%', "!%").replace('_', "!_")
}

/// `LIMIT n`, written into the statement rather than bound. SQLite plans with a bound
/// LIMIT's value, so a statement with `LIMIT ?` is prepared again on every run and the
/// statement cache saves nothing (`a_bound_limit_would_prepare_the_statement_every_time`);
/// an integer written in is as safe as a bound one, and a list uses few page sizes.
pub(crate) fn limit(n: i64) -> String {
    format!("LIMIT {n}")
}

/// `LIMIT n`, then `OFFSET $k` only for a page after the first. A statement with a bound
/// offset has a parameter PostgreSQL plans around: it plans such a statement again on every
/// run (its generic plan, blind to the offset, looks dearer than a plan for offset 0), about
/// 35 µs of the database's CPU a page, so the first page of the fathers list cost 1.5 times
/// the same query without it (pgbench, docs/benchmarks.md). A first page, or a page after a
/// cursor, has no offset at all.
pub(crate) fn limit_offset(limit: i64, offset: i64, binds: &mut Binds) -> String {
    if offset == 0 {
        return self::limit(limit);
    }
    format!("{} OFFSET {}", self::limit(limit), binds.add(offset))
}

/// Milliseconds since the Unix epoch: how every timestamp is stored, on both databases.
pub fn now_millis() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

/// The current time at the precision it is stored with, so an answer given before
/// and after a round trip through the database shows the same instant.
pub fn now() -> chrono::DateTime<chrono::Utc> {
    chrono::DateTime::from_timestamp_millis(now_millis()).expect("the present is representable")
}

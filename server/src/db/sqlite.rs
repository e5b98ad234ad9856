//! SQLite: the embedded default. Durability first: WAL with `synchronous=FULL`, so a
//! write that was acknowledged survives a power cut; foreign keys enforced.

use std::path::Path;

use r2d2_sqlite::SqliteConnectionManager;
use rusqlite::types::{ToSqlOutput, ValueRef};
use rusqlite::ToSql;

use super::row::Cells;
use super::{Backend, Conn, DbError, DbResult, Row, Value};

/// Statements kept prepared per connection (rusqlite's cache, least recently used out; its
/// default is 16). A page's size is written into its statement (`db::limit`), so a list is a
/// statement per page size in use, and the app's lists, records and sign-in checks together
/// are more than 16.
const STATEMENT_CACHE: usize = 128;

/// Every connection's settings; durability first.
const PRAGMAS: &str = "PRAGMA journal_mode = WAL;
     PRAGMA synchronous = FULL;
     PRAGMA foreign_keys = ON;
     PRAGMA busy_timeout = 5000;";

/// The readers' pool. `query_only`: a write must go through the writer (`Db::transaction`),
/// and SQLite refuses one that does not. Readers do not map the file (`mmap_size`): SQLite
/// drops a reader's whole mapping whenever another connection has written, so with it every
/// read after a write unmapped and faulted in the file again; a roster save under load
/// measured half the throughput with a 256 MB mapping.
pub(super) fn pool(path: &str) -> anyhow::Result<r2d2::Pool<SqliteConnectionManager>> {
    create_private(path)?;
    // The file and its WAL mode are set up once, by a writable connection.
    open_writable(path)?;
    let manager = SqliteConnectionManager::file(path).with_init(|conn| {
        conn.set_prepared_statement_cache_capacity(STATEMENT_CACHE);
        conn.execute_batch(&format!("{PRAGMAS} PRAGMA query_only = ON;"))
    });
    let size = std::thread::available_parallelism().map_or(4, |n| n.get() as u32 * 2).max(4);
    Ok(r2d2::Pool::builder().max_size(size).min_idle(Some(1)).build(manager)?)
}

/// Creates the database file 0600 (its `-wal` and `-shm` files take its mode) in a 0700
/// folder; one an earlier version created readable by others is narrowed. It holds the
/// signing keys.
fn create_private(path: &str) -> anyhow::Result<()> {
    use anyhow::Context;
    if let Some(dir) = Path::new(path).parent().filter(|dir| !dir.as_os_str().is_empty()) {
        crate::private_files::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    }
    crate::private_files::create_empty(path).with_context(|| format!("cannot create {path}"))?;
    for file in [path.to_owned(), format!("{path}-wal"), format!("{path}-shm")] {
        if crate::private_files::tighten(&file).with_context(|| format!("cannot restrict {file}"))? {
            tracing::warn!(file = %file, "the database file was readable by other users: now 0600");
        }
    }
    Ok(())
}

/// A connection that may write: the writer's, and the migrations'.
pub(super) fn open_writable(path: &str) -> rusqlite::Result<rusqlite::Connection> {
    let conn = rusqlite::Connection::open(path)?;
    conn.set_prepared_statement_cache_capacity(STATEMENT_CACHE);
    conn.execute_batch(PRAGMAS)?;
    Ok(conn)
}

/// Copies the database, as of one moment, to `target`: written beside it first and
/// renamed into place, so a failed backup never leaves a truncated file under its name.
pub(super) fn backup(conn: &rusqlite::Connection, target: &Path) -> anyhow::Result<()> {
    let partial = partial_path(target);
    let _ = std::fs::remove_file(&partial);
    // 0600 before a byte is copied: a backup holds the signing keys, as the database does.
    crate::private_files::create_empty(&partial)?;
    conn.backup(rusqlite::MAIN_DB, &partial, None)?;
    // One file, whatever journal the copy was made in: nothing of it is left in a WAL.
    rusqlite::Connection::open(&partial)?.pragma_update(None, "journal_mode", "DELETE")?;
    std::fs::rename(&partial, target)?;
    Ok(())
}

fn partial_path(target: &Path) -> std::path::PathBuf {
    let mut name = target.file_name().unwrap_or_default().to_os_string();
    name.push(".partial");
    target.with_file_name(name)
}

/// Replaces the database at `path` with the backup `source`, after checking that the
/// backup is whole and is ours. Refuses to overwrite a database that holds accounts
/// unless `replace`. The server must be stopped: its connections would keep old pages.
pub(super) fn restore(path: &str, source: &Path, replace: bool) -> anyhow::Result<()> {
    use anyhow::Context;
    let backup = rusqlite::Connection::open_with_flags(source, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
        .with_context(|| format!("cannot open {}", source.display()))?;
    let integrity: String = backup
        .query_row("PRAGMA integrity_check", [], |row| row.get(0))
        .with_context(|| format!("{} is not an SQLite database", source.display()))?;
    anyhow::ensure!(integrity == "ok", "{} is damaged: {integrity}", source.display());
    let ours: i64 = backup.query_row(
        "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name IN ('users', 'schema_migrations')",
        [],
        |row| row.get(0),
    )?;
    anyhow::ensure!(ours == 2, "{} is not a Fatherhood Matters backup", source.display());
    drop(backup);

    create_private(path)?;
    let mut target = open_writable(path)?;
    let has_users: bool = target
        .query_row("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'users'", [], |row| {
            row.get::<_, i64>(0)
        })
        .map(|tables| tables > 0)?
        && target.query_row("SELECT EXISTS (SELECT 1 FROM users)", [], |row| row.get(0))?;
    anyhow::ensure!(
        !has_users || replace,
        "the database at {path} already holds accounts: stop the server and pass --replace to overwrite it"
    );
    target.restore(rusqlite::MAIN_DB, source, None::<fn(rusqlite::backup::Progress)>)?;
    Ok(())
}

pub(super) struct SqliteConn<'a>(pub &'a mut rusqlite::Connection);

/// Binds a statement written with PostgreSQL's `$1`, `$2`…: SQLite reads `$1` as a *named*
/// parameter (its tokenizer leaves a `$` inside a string literal, a quoted name or a comment
/// alone), numbered by first appearance, so each of the statement's parameters is bound by
/// its name, not by its position (`$2 … $1` would otherwise swap). As on PostgreSQL, every
/// value is a parameter of the statement and every parameter is given a value: never a NULL
/// bound in silence.
fn bind(stmt: &mut rusqlite::Statement<'_>, params: &[Value]) -> DbResult<()> {
    let count = stmt.parameter_count();
    if count != params.len() {
        return Err(DbError::Other(format!("{} values for a statement of {count} parameters", params.len())));
    }
    for index in 1..=count {
        let value = stmt
            .parameter_name(index)
            .and_then(|name| name.strip_prefix('$')?.parse::<usize>().ok())
            .and_then(|n| params.get(n.checked_sub(1)?))
            .ok_or_else(|| {
                DbError::Other(format!("the statement's parameter {index} is not one of $1…${}", params.len()))
            })?;
        stmt.raw_bind_parameter(index, value).map_err(map_error)?;
    }
    Ok(())
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
    use rusqlite::ffi;
    let rusqlite::Error::SqliteFailure(e, _) = &err else { return DbError::Sqlite(err) };
    match e.extended_code {
        ffi::SQLITE_CONSTRAINT_UNIQUE | ffi::SQLITE_CONSTRAINT_PRIMARYKEY => DbError::UniqueViolation,
        ffi::SQLITE_CONSTRAINT_FOREIGNKEY => DbError::ForeignKeyViolation,
        _ => match e.code {
            // Busy past the time-out, out of disk, an I/O error: the database cannot
            // take the work now, which is not the request's fault.
            rusqlite::ErrorCode::DatabaseBusy
            | rusqlite::ErrorCode::DatabaseLocked
            | rusqlite::ErrorCode::DiskFull
            | rusqlite::ErrorCode::SystemIoFailure
            | rusqlite::ErrorCode::CannotOpen
            | rusqlite::ErrorCode::OutOfMemory => DbError::Unavailable(err.to_string()),
            _ => DbError::Sqlite(err),
        },
    }
}

/// A database with every migration applied, in a directory removed when it is dropped: what
/// the query-plan tests look at.
#[cfg(test)]
pub(crate) fn migrated_for_tests() -> (tempfile::TempDir, rusqlite::Connection) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("plan.db");
    let settings = super::migrate::Settings { program_name: "Fatherhood Matters".into() };
    super::migrate::run(&format!("sqlite://{}", path.display()), &settings).unwrap();
    let conn = rusqlite::Connection::open(&path).unwrap();
    (dir, conn)
}

/// How SQLite plans `sql`: the detail of each step, joined by "; ".
#[cfg(test)]
pub(crate) fn plan_for_tests(conn: &mut rusqlite::Connection, sql: &str, params: &[Value]) -> String {
    let conn: &mut dyn Conn = &mut SqliteConn(conn);
    let steps = conn.all(&format!("EXPLAIN QUERY PLAN {sql}"), params, |row| row.text("detail")).unwrap();
    steps.join("; ")
}

#[cfg(test)]
impl SqliteConn<'_> {
    /// How many times SQLite prepared `sql` again over three runs with `params`: more than
    /// none means its plan depends on a bound value and the statement cache saves nothing.
    pub(crate) fn statement_reprepared(conn: &rusqlite::Connection, sql: &str, params: &[Value]) -> i32 {
        let mut stmt = conn.prepare(sql).unwrap();
        for _ in 0..3 {
            bind(&mut stmt, params).unwrap();
            stmt.raw_query().next().unwrap();
        }
        stmt.get_status(rusqlite::StatementStatus::RePrepare)
    }
}

/// A text column as a `String`: checked by the standard library's fast UTF-8 check, and only
/// if that fails (never for text we wrote) repaired as `from_utf8_lossy` does. The lossy
/// walk on every column was 1.5 % of a page of the fathers list (docs/benchmarks.md).
fn text(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_owned(),
        Err(_) => String::from_utf8_lossy(bytes).into_owned(),
    }
}

/// rusqlite's row, read at a position for [`Row`], with its statement's column names, taken
/// once per statement: rusqlite asks SQLite for a name (and checks its UTF-8) on every call,
/// which is every column of every row.
struct SqliteCells<'s> {
    row: &'s rusqlite::Row<'s>,
    names: &'s ColumnNames,
}

/// A statement's column names, copied out of it in two allocations (one text, one list of
/// where each name ends) rather than one per name: the statement is borrowed mutably to bind
/// and step while its rows are read.
struct ColumnNames {
    all: String,
    ends: Vec<usize>,
}

impl ColumnNames {
    fn of(stmt: &rusqlite::Statement<'_>) -> ColumnNames {
        let (mut all, mut ends) = (String::new(), Vec::with_capacity(stmt.column_count()));
        for name in (0..stmt.column_count()).map(|i| stmt.column_name(i).unwrap_or_default()) {
            all.push_str(name);
            ends.push(all.len());
        }
        ColumnNames { all, ends }
    }

    fn len(&self) -> usize {
        self.ends.len()
    }

    fn get(&self, i: usize) -> &str {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.all[start..self.ends[i]]
    }
}

impl SqliteCells<'_> {
    fn get(&self, i: usize) -> Option<ValueRef<'_>> {
        self.row.get_ref(i).ok()
    }
}

impl Cells for SqliteCells<'_> {
    fn len(&self) -> usize {
        self.names.len()
    }

    fn name(&self, i: usize) -> &str {
        self.names.get(i)
    }

    fn text(&self, i: usize) -> Option<DbResult<Option<String>>> {
        match self.get(i)? {
            ValueRef::Null => Some(Ok(None)),
            ValueRef::Text(v) => Some(Ok(Some(text(v)))),
            _ => None,
        }
    }

    /// A BOOLEAN is an integer here.
    fn int(&self, i: usize) -> Option<DbResult<Option<i64>>> {
        match self.get(i)? {
            ValueRef::Null => Some(Ok(None)),
            ValueRef::Integer(v) => Some(Ok(Some(v))),
            _ => None,
        }
    }

    fn real(&self, i: usize) -> Option<DbResult<Option<f64>>> {
        match self.get(i)? {
            ValueRef::Null => Some(Ok(None)),
            ValueRef::Real(v) => Some(Ok(Some(v))),
            ValueRef::Integer(v) => Some(Ok(Some(v as f64))),
            _ => None,
        }
    }
}

impl Conn for SqliteConn<'_> {
    fn each_row(
        &mut self,
        sql: &str,
        params: &[Value],
        each: &mut dyn FnMut(&Row<'_>) -> DbResult<bool>,
    ) -> DbResult<()> {
        let mut stmt = self.0.prepare_cached(sql).map_err(map_error)?;
        let names = ColumnNames::of(&stmt);
        bind(&mut stmt, params)?;
        let mut rows = stmt.raw_query();
        while let Some(row) = rows.next().map_err(map_error)? {
            if !each(&Row::new(&SqliteCells { row, names: &names }))? {
                break;
            }
        }
        Ok(())
    }

    fn execute(&mut self, sql: &str, params: &[Value]) -> DbResult<u64> {
        let mut stmt = self.0.prepare_cached(sql).map_err(map_error)?;
        bind(&mut stmt, params)?;
        let changed = stmt.raw_execute().map_err(map_error)?;
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
///
/// The thread survives a panic in a batch (the batch is rolled back and its callers
/// told so), and is started again if it ever ends; `Db::ping` sends it a transaction,
/// so a writer that cannot commit shows on `/readyz`.
pub(super) struct Writer {
    path: String,
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
        Ok(Writer { path: path.to_owned(), jobs: std::sync::Mutex::new(spawn(path)?) })
    }

    pub(super) fn submit(&self, job: Job) -> DbResult<()> {
        let mut jobs = self.jobs.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        // Counted before it is sent: the writer may take it (and count it down) at once.
        metrics::gauge!("fm_db_writer_queue").increment(1.0);
        let sent = match jobs.send(job) {
            Ok(()) => Ok(()),
            Err(std::sync::mpsc::SendError(job)) => {
                // The thread is gone (it should never end): start another and go on.
                tracing::error!("the database writer had stopped; starting it again");
                match spawn(&self.path) {
                    Ok(restarted) => {
                        *jobs = restarted;
                        jobs.send(job).map_err(|_| DbError::Unavailable("the database writer has stopped".into()))
                    }
                    Err(e) => Err(DbError::Unavailable(format!("cannot restart the writer: {e}"))),
                }
            }
        };
        if sent.is_err() {
            metrics::gauge!("fm_db_writer_queue").decrement(1.0);
        }
        sent
    }
}

fn spawn(path: &str) -> anyhow::Result<std::sync::mpsc::Sender<Job>> {
    let mut conn = open_writable(path)?;
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
            metrics::gauge!("fm_db_writer_queue").decrement(batch.len() as f64);
            metrics::histogram!("fm_db_group_commit_size").record(batch.len() as f64);
            let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| commit_batch(&mut conn, batch)));
            if run.is_err() {
                // The callers of the batch that were not answered see their answer
                // channel dropped: an error. Nothing of theirs may be committed.
                tracing::error!("the database writer panicked; its open transaction is rolled back");
                if !conn.is_autocommit() {
                    let _ = conn.execute_batch("ROLLBACK");
                }
            }
        }
    })?;
    Ok(tx)
}

/// Runs a batch in as few transactions as it can. Normally one: BEGIN, each job in its
/// savepoint, COMMIT, then every job is told the COMMIT's outcome. If SQLite ends the
/// transaction by itself in the middle (it rolls the whole transaction back on a full
/// disk, an I/O error, out of memory), every job run so far in it is told it failed —
/// its work is gone — and the rest go on in a new transaction; a job must never run
/// outside one, where its savepoint would commit on its own.
fn commit_batch(conn: &mut rusqlite::Connection, batch: Vec<Job>) {
    let mut jobs = batch.into_iter().peekable();
    while jobs.peek().is_some() {
        if let Err(err) = conn.execute_batch("BEGIN IMMEDIATE") {
            let message = map_error(err).to_string();
            for job in jobs {
                // A job that cannot run is answered with the failure; it never saw the database.
                let finish = job(&mut Unavailable(message.clone()));
                finish(Some(&message));
            }
            return;
        }
        let mut finishes: Vec<Finish> = Vec::new();
        let mut rolled_back = false;
        for job in jobs.by_ref() {
            finishes.push(job(&mut SqliteConn(conn)));
            if conn.is_autocommit() {
                rolled_back = true;
                break;
            }
        }
        let failure = if rolled_back {
            Some("the database rolled the transaction back (I/O error, full disk or out of memory)".to_owned())
        } else {
            match conn.execute_batch("COMMIT") {
                Ok(()) => None,
                Err(err) => {
                    if !conn.is_autocommit() {
                        let _ = conn.execute_batch("ROLLBACK");
                    }
                    Some(map_error(err).to_string())
                }
            }
        };
        if let Some(failure) = &failure {
            tracing::error!(error = failure, transactions = finishes.len(), "a group commit failed");
        }
        for finish in finishes {
            finish(failure.as_deref());
        }
    }
}

/// Stands in for the connection when a batch could not even begin.
struct Unavailable(String);

impl Conn for Unavailable {
    fn each_row(&mut self, _: &str, _: &[Value], _: &mut dyn FnMut(&Row<'_>) -> DbResult<bool>) -> DbResult<()> {
        Err(DbError::Unavailable(self.0.clone()))
    }
    fn execute(&mut self, _: &str, _: &[Value]) -> DbResult<u64> {
        Err(DbError::Unavailable(self.0.clone()))
    }
    fn batch(&mut self, _: &str) -> DbResult<()> {
        Err(DbError::Unavailable(self.0.clone()))
    }
    fn backend(&self) -> Backend {
        Backend::Sqlite
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(path: &str) -> i64 {
        let conn = rusqlite::Connection::open(path).unwrap();
        conn.query_row("SELECT COUNT(*) FROM t", [], |r| r.get(0)).unwrap()
    }

    /// A job as `Db::transaction` makes it, reduced: run `work`, report what the
    /// batch's COMMIT said through `told`.
    fn job(
        work: impl FnOnce(&mut dyn Conn) -> DbResult<()> + Send + 'static,
        told: std::sync::mpsc::Sender<bool>,
    ) -> Job {
        Box::new(move |conn: &mut dyn Conn| {
            let ok = work(conn).is_ok();
            Box::new(move |failure: Option<&str>| {
                let _ = told.send(ok && failure.is_none());
            })
        })
    }

    #[test]
    fn the_writer_survives_a_panic_in_a_batch_and_keeps_committing() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("w.db").display().to_string();
        open_writable(&path).unwrap().execute_batch("CREATE TABLE t (x INTEGER)").unwrap();
        let writer = Writer::start(&path).unwrap();
        writer.submit(Box::new(|_: &mut dyn Conn| -> Finish { panic!("a bug outside any transaction") })).unwrap();
        // A job that shared the panicking batch is told it failed (its answer is dropped)
        // and nothing of it is kept; one after it commits.
        let mut answers = Vec::new();
        for _ in 0..3 {
            let (told, answer) = std::sync::mpsc::channel();
            writer.submit(job(|conn| conn.execute("INSERT INTO t VALUES (1)", &[]).map(drop), told)).unwrap();
            let answer = answer.recv_timeout(std::time::Duration::from_secs(5));
            answers.push(answer);
            if answer == Ok(true) {
                break;
            }
        }
        assert_eq!(answers.last(), Some(&Ok(true)), "{answers:?}");
        assert_eq!(count(&path), 1);
    }

    #[test]
    fn when_sqlite_rolls_a_batch_back_itself_no_one_is_told_otherwise() {
        // SQLite ends the whole transaction by itself on a full disk or an I/O error; a
        // job's own ROLLBACK does the same to the batch. Whatever each job is told must
        // match what is in the database afterwards.
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("w.db").display().to_string();
        let mut conn = open_writable(&path).unwrap();
        conn.execute_batch("CREATE TABLE t (x INTEGER)").unwrap();
        let (told, answers) = std::sync::mpsc::channel();
        let insert =
            |x: i64| move |conn: &mut dyn Conn| conn.execute("INSERT INTO t VALUES ($1)", &[Value::Int(x)]).map(drop);
        type Work = Box<dyn FnOnce(&mut dyn Conn) -> DbResult<()> + Send>;
        let savepoint = |work: Work| {
            move |conn: &mut dyn Conn| {
                conn.batch("SAVEPOINT tx")?;
                let outcome = work(conn);
                conn.batch(if outcome.is_ok() { "RELEASE tx" } else { "ROLLBACK TO tx; RELEASE tx" })?;
                outcome
            }
        };
        let batch: Vec<Job> = vec![
            job(savepoint(Box::new(insert(1))), told.clone()),
            job(
                savepoint(Box::new(|conn: &mut dyn Conn| {
                    conn.execute("INSERT INTO t VALUES (2)", &[])?;
                    conn.batch("ROLLBACK")
                })),
                told.clone(),
            ),
            job(savepoint(Box::new(insert(3))), told.clone()),
        ];
        commit_batch(&mut conn, batch);
        let answers: Vec<bool> = answers.try_iter().collect();
        let stored: Vec<i64> = conn
            .prepare("SELECT x FROM t ORDER BY x")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        for (i, x) in [1, 2, 3].into_iter().enumerate() {
            assert_eq!(answers[i], stored.contains(&x), "job {x} was told {} but stored is {stored:?}", answers[i]);
        }
        assert_eq!(answers, [false, false, true], "the third ran again in a transaction of its own");
    }

    #[test]
    fn a_bound_limit_would_prepare_the_statement_every_time() {
        // Why `db::limit` writes LIMIT into the statement (OFFSET stays bound).
        let conn = rusqlite::Connection::open_in_memory().unwrap();
        conn.execute_batch("CREATE TABLE t (x INTEGER PRIMARY KEY); INSERT INTO t VALUES (1), (2), (3);").unwrap();
        let bound = SqliteConn::statement_reprepared(&conn, "SELECT x FROM t ORDER BY x LIMIT $1", &[Value::Int(2)]);
        let written =
            SqliteConn::statement_reprepared(&conn, "SELECT x FROM t ORDER BY x LIMIT 2 OFFSET $1", &[Value::Int(1)]);
        assert!(bound > 0, "SQLite no longer plans with a bound LIMIT's value: `db::limit` may bind it again");
        assert_eq!(written, 0);
    }

    /// The columns `names` of the first row of `sql` with `params`, bound by [`bind`].
    fn read(sql: &str, params: &[Value], names: &[&str]) -> DbResult<Vec<String>> {
        let mut conn = rusqlite::Connection::open_in_memory().unwrap();
        let mut found = Vec::new();
        SqliteConn(&mut conn).each_row(sql, params, &mut |row| {
            found = names.iter().map(|name| row.text(name)).collect::<DbResult<_>>()?;
            Ok(false)
        })?;
        Ok(found)
    }

    #[test]
    fn numbered_placeholders_are_bound_by_their_number() {
        let (a, b) = (Value::from("a"), Value::from("b"));
        let swapped = read("SELECT $2 AS x, $1 AS y, $2 AS z", &[a.clone(), b.clone()], &["x", "y", "z"]);
        assert_eq!(swapped.unwrap(), ["b", "a", "b"]);
        // A value no parameter names, or a parameter without its value, is refused.
        assert!(read("SELECT $2 AS x", &[a.clone(), b], &["x"]).is_err());
        assert!(read("SELECT $1 AS x, $2 AS y", &[a], &["x", "y"]).is_err());
    }

    #[test]
    fn a_dollar_in_a_text_a_name_or_a_comment_is_not_a_parameter() {
        let sql = "SELECT '$1' AS a, $1 AS b, 'it''s $2' AS c /* $3 */, '$' || $1 || 'é$' AS \"d$1\" -- $4\n";
        let found = read(sql, &[Value::from("v")], &["a", "b", "c", "d$1"]);
        assert_eq!(found.unwrap(), ["$1", "v", "it's $2", "$vé$"]);
    }
}

//! The backup and restore drill: a copy taken while the program is being written to
//! restores, into a fresh data directory, to exactly what the copy holds, and the
//! restored program serves again. PostgreSQL's path is pg_dump / pg_restore.

use std::path::Path;
use std::process::Command;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use serde_json::{json, Value};

use crate::helpers::{fatherhood, run, ReadJson, ServerProcess as Server};

const ADMIN: &str = "boss@example.org";
const ADMIN_PASSWORD: &str = "a long admin password";

/// Every table, every row, in a fixed order: what "identical" means here.
fn dump(db: &Path) -> Vec<(String, Vec<Vec<rusqlite::types::Value>>)> {
    let conn = rusqlite::Connection::open_with_flags(db, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        .unwrap()
        .query_map([], |row| row.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    tables
        .into_iter()
        .map(|table| {
            let mut statement = conn.prepare(&format!("SELECT * FROM \"{table}\" ORDER BY 1, 2")).unwrap();
            let columns = statement.column_count();
            let rows = statement
                .query_map([], |row| (0..columns).map(|i| row.get::<_, rusqlite::types::Value>(i)).collect())
                .unwrap()
                .map(Result::unwrap)
                .collect();
            (table, rows)
        })
        .collect()
}

fn fathers_named(db: &Path) -> std::collections::HashSet<String> {
    let conn = rusqlite::Connection::open_with_flags(db, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    let mut statement = conn.prepare("SELECT last_name FROM fathers").unwrap();
    statement.query_map([], |row| row.get(0)).unwrap().map(Result::unwrap).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_taken_during_writes_restores_to_a_fresh_directory_exactly() {
    let live = tempfile::tempdir().unwrap();
    run(fatherhood(live.path()).arg("migrate"));
    run(fatherhood(live.path()).args(["create-admin", "--email", ADMIN]).env("FM_ADMIN_PASSWORD", ADMIN_PASSWORD));
    let server = Server::start(live.path(), &[]).await;
    let token = server.sign_in(ADMIN, ADMIN_PASSWORD).await;

    // Staff keep adding fathers; each one the server acknowledged is remembered.
    let acknowledged = Arc::new(Mutex::new(Vec::<String>::new()));
    let stop = Arc::new(AtomicBool::new(false));
    let writer = {
        let (url, acknowledged, stop) = (server.url.clone(), acknowledged.clone(), stop.clone());
        tokio::spawn(async move {
            let client = reqwest::Client::new();
            let mut n = 0;
            while !stop.load(Ordering::Relaxed) {
                n += 1;
                let name = format!("Backup{n}");
                let res = client
                    .post(format!("{url}/api/fathers"))
                    .bearer_auth(&token)
                    .json(&json!({"firstName": "Dad", "lastName": name}))
                    .send()
                    .await
                    .unwrap();
                assert_eq!(res.status(), 201, "{}", res.text().await.unwrap());
                acknowledged.lock().unwrap().push(name);
            }
        })
    };
    while acknowledged.lock().unwrap().len() < 20 {
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }

    let before_backup = acknowledged.lock().unwrap().clone();
    let copy = live.path().join("nightly.db");
    let backup = {
        let (dir, copy) = (live.path().to_owned(), copy.clone());
        tokio::task::spawn_blocking(move || run(fatherhood(&dir).arg("backup").arg(&copy))).await.unwrap()
    };
    assert!(backup.contains("Backup written"), "{backup}");
    stop.store(true, Ordering::Relaxed);
    writer.await.unwrap();
    let after_backup = acknowledged.lock().unwrap().len();
    assert!(after_backup > before_backup.len(), "writes went on during the backup");

    // The copy holds every write acknowledged before it began, and is one moment's state.
    let in_copy = fathers_named(&copy);
    assert!(before_backup.iter().all(|name| in_copy.contains(name)), "an acknowledged write is missing");
    let conn = rusqlite::Connection::open(&copy).unwrap();
    let check: String = conn.query_row("PRAGMA integrity_check", [], |row| row.get(0)).unwrap();
    assert_eq!(check, "ok");
    let broken_links = conn.prepare("PRAGMA foreign_key_check").unwrap().query([]).unwrap().next().unwrap().is_some();
    assert!(!broken_links, "the copy has rows pointing at rows it lacks");
    drop(conn);

    // Restored into a fresh data directory: every table identical to the copy.
    let fresh = tempfile::tempdir().unwrap();
    let restored = run(fatherhood(fresh.path()).arg("restore").arg(&copy));
    assert!(restored.contains("Restored"), "{restored}");
    assert_eq!(dump(&fresh.path().join("fatherhood.db")), dump(&copy));

    // A database with accounts is not overwritten by mistake.
    let again = fatherhood(fresh.path()).arg("restore").arg(&copy).output().unwrap();
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("--replace"));
    run(fatherhood(fresh.path()).arg("restore").arg("--replace").arg(&copy));

    // Something else is refused before anything is touched.
    let junk = fresh.path().join("junk.db");
    std::fs::write(&junk, b"not a database at all").unwrap();
    let refused = fatherhood(fresh.path()).arg("restore").arg("--replace").arg(&junk).output().unwrap();
    assert!(!refused.status.success());
    assert_eq!(dump(&fresh.path().join("fatherhood.db")), dump(&copy));

    // The restored program serves: staff sign in and find the fathers of the copy.
    drop(server);
    let server = Server::start(fresh.path(), &[]).await;
    let token = server.sign_in(ADMIN, ADMIN_PASSWORD).await;
    let fathers: Vec<Value> = reqwest::Client::new()
        .get(format!("{}/api/fathers?limit=500", server.url))
        .bearer_auth(&token)
        .read_json()
        .await;
    assert_eq!(fathers.len(), in_copy.len());
}

mod postgres {
    use super::*;
    use crate::helpers::{spawn_app_with, PgSchema, TestDb};

    /// PostgreSQL is backed up with its own tools: pg_dump of the schema while the app
    /// runs, pg_restore into an empty one, and every table holds the same rows.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn pg_dump_and_pg_restore_carry_every_table() {
        if Command::new("pg_dump").arg("--version").output().is_err() {
            eprintln!(
                "#### pg_dump is not installed (Debian: postgresql-client): SKIPPING the PostgreSQL backup drill"
            );
            return;
        }
        let source = PgSchema::create().await;
        let app = spawn_app_with(TestDb::Sqlite, |c| c.database_url = source.url.clone()).await;
        app.register("dad@example.org").await;
        app.register("another.dad@example.org").await;

        let dump_file = tempfile::NamedTempFile::new().unwrap();
        let base = crate::helpers::postgres_base_url();
        let dumped = Command::new("pg_dump")
            .args(["--format=custom", "--no-owner", "--schema", source.name(), "--file"])
            .arg(dump_file.path())
            .arg(&base)
            .output()
            .unwrap();
        assert!(dumped.status.success(), "{}", String::from_utf8_lossy(&dumped.stderr));

        // Restored into a fresh database, as after losing the server.
        let fresh = format!("fm_restore_{}", uuid::Uuid::new_v4().simple());
        let admin_sql = |sql: String| {
            let url = base.clone();
            tokio::task::spawn_blocking(move || {
                let mut client = ::postgres::Client::connect(&url, ::postgres::NoTls).unwrap();
                client.batch_execute(&sql).unwrap();
            })
        };
        admin_sql(format!("CREATE DATABASE {fresh}")).await.unwrap();
        let fresh_url = database_url(&base, &fresh);
        let restored = Command::new("pg_restore")
            .args(["--no-owner", "--exit-on-error", "--dbname", &fresh_url])
            .arg(dump_file.path())
            .output()
            .unwrap();
        assert!(restored.status.success(), "{}", String::from_utf8_lossy(&restored.stderr));

        let tables = |url: String, schema: String| {
            tokio::task::spawn_blocking(move || {
                let mut client = ::postgres::Client::connect(&url, ::postgres::NoTls).unwrap();
                let names: Vec<String> = client
                    .query(
                        "SELECT table_name::text FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1",
                        &[&schema],
                    )
                    .unwrap()
                    .iter()
                    .map(|row| row.get(0))
                    .collect();
                names
                    .into_iter()
                    .map(|table| {
                        let rows: Vec<String> = client
                            .query(&format!("SELECT t::text FROM {schema}.\"{table}\" t ORDER BY 1"), &[])
                            .unwrap()
                            .iter()
                            .map(|row| row.get(0))
                            .collect();
                        (table, rows)
                    })
                    .collect::<Vec<_>>()
            })
        };
        let schema = source.name().to_owned();
        let before = tables(base.clone(), schema.clone()).await.unwrap();
        let after = tables(fresh_url, schema).await.unwrap();
        admin_sql(format!("DROP DATABASE {fresh} WITH (FORCE)")).await.unwrap();
        assert!(before.iter().any(|(table, rows)| table == "users" && rows.len() == 2), "{before:?}");
        assert_eq!(before.len(), after.len());
        assert_eq!(before, after);
    }

    /// The base URL with another database name (and no options).
    fn database_url(base: &str, database: &str) -> String {
        let without_query = base.split('?').next().unwrap();
        let (server, _) = without_query.rsplit_once('/').unwrap();
        format!("{server}/{database}")
    }
}

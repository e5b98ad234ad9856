//! What the server keeps on disk — the database with its signing keys, backups, mails
//! with reset links, photos' originals — is its own account's alone: folders 0700, files
//! 0600, whatever umask the operator's shell had.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use serde_json::json;

use crate::helpers::{fatherhood, run, tiny_png, ServerProcess};

const ADMIN: &str = "boss@example.org";
const ADMIN_PASSWORD: &str = "a long admin password";

fn mode(path: &Path) -> u32 {
    std::fs::metadata(path).unwrap_or_else(|e| panic!("{}: {e}", path.display())).permissions().mode() & 0o777
}

/// The files directly in `dir` (none when it does not exist yet).
fn files_in(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir).map_or_else(|_| vec![], |d| d.map(|e| e.unwrap().path()).filter(|p| p.is_file()).collect())
}

/// Waits, up to a generous cap, until `dir` holds a finished file (not one still being
/// written aside: the outbox's `.….partial`, object_store's `…#n`).
async fn first_file_in(dir: &Path) -> PathBuf {
    let started = Instant::now();
    let finished = |file: &PathBuf| {
        let name = file.file_name().unwrap().to_string_lossy();
        !name.starts_with('.') && !name.contains('#')
    };
    loop {
        if let Some(file) = files_in(dir).into_iter().find(finished) {
            return file;
        }
        assert!(started.elapsed() < Duration::from_secs(20), "nothing arrived in {}", dir.display());
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_data_directory_and_everything_in_it_are_the_servers_alone() {
    let parent = tempfile::tempdir().unwrap();
    // A permissive parent, as /var/lib is: the server must not rely on it.
    std::fs::set_permissions(parent.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
    let data = parent.path().join("data");
    run(fatherhood(&data).arg("migrate"));
    run(fatherhood(&data).args(["create-admin", "--email", ADMIN]).env("FM_ADMIN_PASSWORD", ADMIN_PASSWORD));
    let server = ServerProcess::start(&data, &[]).await;
    let token = server.sign_in(ADMIN, ADMIN_PASSWORD).await;
    let client = reqwest::Client::new();

    // A reset link goes to the outbox (no FM_SMTP_URL).
    let res = client.post(server.url("/api/auth/forgot-password")).json(&json!({"email": ADMIN})).send().await.unwrap();
    assert!(res.status().is_success());
    let mail = first_file_in(&data.join("outbox")).await;

    // A photo's original (GPS and all) goes to local storage.
    let album = client
        .post(server.url("/api/albums"))
        .bearer_auth(&token)
        .json(&json!({"title": "Family day"}))
        .send()
        .await
        .unwrap()
        .json::<serde_json::Value>()
        .await
        .unwrap();
    let form = reqwest::multipart::Form::new()
        .part("file", reqwest::multipart::Part::bytes(tiny_png()).file_name("family.png"));
    let res = client
        .post(server.url(&format!("/api/albums/{}/photos", album["id"].as_str().unwrap())))
        .bearer_auth(&token)
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 201);
    let original = first_file_in(&data.join("storage/photos")).await;
    let variant = first_file_in(&data.join("storage/variants")).await;

    // A backup taken while it serves.
    let backups = parent.path().join("backups");
    std::fs::create_dir(&backups).unwrap();
    let copy = backups.join("fatherhood-copy.db");
    run(fatherhood(&data).arg("backup").arg(&copy));

    assert_eq!(mode(&data), 0o700, "the data directory");
    for folder in [data.join("outbox"), data.join("storage"), data.join("storage/photos")] {
        assert_eq!(mode(&folder), 0o700, "{}", folder.display());
    }
    let db = data.join("fatherhood.db");
    for file in
        [db.clone(), data.join("fatherhood.db-wal"), data.join("fatherhood.db-shm"), copy, mail, original, variant]
    {
        assert_eq!(mode(&file), 0o600, "{}", file.display());
    }
    // Nothing in the data directory is left readable by others (but the test's own logs).
    for file in files_in(&data).into_iter().filter(|f| !f.file_name().unwrap().to_string_lossy().starts_with("server-"))
    {
        assert_eq!(mode(&file) & 0o077, 0, "{}", file.display());
    }
}

#[test]
fn a_database_an_earlier_version_left_readable_is_narrowed() {
    let dir = tempfile::tempdir().unwrap();
    run(fatherhood(dir.path()).arg("migrate"));
    let db = dir.path().join("fatherhood.db");
    std::fs::set_permissions(&db, std::fs::Permissions::from_mode(0o644)).unwrap();
    run(fatherhood(dir.path()).arg("migrate"));
    assert_eq!(mode(&db), 0o600);
}

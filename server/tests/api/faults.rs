//! Faults, with the real binary: killed with SIGKILL in the middle of a storm of
//! writes, every write it acknowledged is there after a restart (SQLite and PostgreSQL);
//! with PostgreSQL stopped under load the API answers 503, and the same server answers
//! 200 again once PostgreSQL is back; with the disk full, writes answer 503 and the
//! server takes them again once space is freed.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{free_port, PgSchema, ServerProcess as Server};

const ADMIN: &str = "boss@example.org";
const ADMIN_PASSWORD: &str = "a long admin password";

/// `fatherhood serve` on `database_url`, logging at info (some tests read the log).
async fn start(data_dir: &Path, database_url: &str) -> Server {
    start_with(data_dir, database_url, &[]).await
}

async fn start_with(data_dir: &Path, database_url: &str, env: &[(&str, &str)]) -> Server {
    let mut all = vec![("DATABASE_URL", database_url), ("RUST_LOG", "info")];
    all.extend_from_slice(env);
    Server::start(data_dir, &all).await
}

async fn sign_in(server: &Server) -> String {
    server.sign_in(ADMIN, ADMIN_PASSWORD).await
}

fn fatherhood(data_dir: &Path, database_url: &str) -> Command {
    let mut cmd = crate::helpers::fatherhood(data_dir);
    cmd.env("DATABASE_URL", database_url);
    cmd
}

fn create_admin(data_dir: &Path, database_url: &str) {
    let out = fatherhood(data_dir, database_url)
        .args(["create-admin", "--email", ADMIN])
        .env("FM_ADMIN_PASSWORD", ADMIN_PASSWORD)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
}

/// The kill lands while writes are in flight; every one the clients heard 201 for is found.
async fn kill_in_a_storm(database_url: &str, data_dir: &Path) -> Server {
    create_admin(data_dir, database_url);
    let mut server = start(data_dir, database_url).await;
    let token = sign_in(&server).await;

    let acknowledged = Arc::new(Mutex::new(Vec::<String>::new()));
    let mut clients = Vec::new();
    for client in 0..16 {
        let (url, token, acknowledged) = (server.url("/api/fathers"), token.clone(), acknowledged.clone());
        clients.push(tokio::spawn(async move {
            let http = reqwest::Client::new();
            for i in 0.. {
                let body = json!({"firstName": format!("Storm{client}"), "lastName": format!("N{i}")});
                let Ok(res) = http.post(&url).bearer_auth(&token).json(&body).send().await else { return };
                if res.status() != StatusCode::CREATED {
                    return;
                }
                let Ok(father) = res.json::<Value>().await else { return };
                acknowledged.lock().unwrap().push(father["id"].as_str().unwrap().to_owned());
            }
        }));
    }
    // Kill once the storm is well under way, however fast this machine writes: a fixed
    // delay made the test depend on how busy the cores were.
    let started = Instant::now();
    while acknowledged.lock().unwrap().len() < 60 {
        assert!(started.elapsed() < Duration::from_secs(60), "the storm stalled: {}", server.output());
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    server.kill();
    for client in clients {
        client.await.unwrap();
    }
    let acknowledged = acknowledged.lock().unwrap().clone();
    assert!(acknowledged.len() > 50, "the storm wrote only {} records", acknowledged.len());

    let server = start(data_dir, database_url).await;
    let token = sign_in(&server).await;
    let http = reqwest::Client::new();
    let mut missing = Vec::new();
    for id in &acknowledged {
        let res = http.get(server.url(&format!("/api/fathers/{id}"))).bearer_auth(&token).send().await.unwrap();
        if res.status() != StatusCode::OK {
            missing.push(id.clone());
        }
    }
    assert!(missing.is_empty(), "{} of {} acknowledged records lost: {missing:?}", missing.len(), acknowledged.len());
    server
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sqlite_keeps_every_acknowledged_write_through_a_kill() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("fatherhood.db").display());
    let server = kill_in_a_storm(&url, dir.path()).await;

    // Without FM_SMTP_URL a reset link goes to the outbox, and never to the log.
    let res = reqwest::Client::new()
        .post(server.url("/api/auth/forgot-password"))
        .json(&json!({"email": ADMIN}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let outbox = dir.path().join("outbox");
    let started = Instant::now();
    let mail = loop {
        let found = std::fs::read_dir(&outbox)
            .ok()
            .and_then(|mut d| d.find(|e| e.as_ref().is_ok_and(|e| e.path().extension().is_some_and(|x| x == "eml"))))
            .map(|e| e.unwrap().path());
        if let Some(path) = found {
            break std::fs::read_to_string(path).unwrap();
        }
        assert!(started.elapsed() < Duration::from_secs(10), "no mail in the outbox");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let text = mail_parser::MessageParser::default().parse(mail.as_bytes()).unwrap().body_text(0).unwrap().into_owned();
    let token = text
        .split("token=")
        .nth(1)
        .unwrap()
        .split(|c: char| !c.is_ascii_alphanumeric() && c != '-' && c != '_')
        .next()
        .unwrap();
    assert!(token.len() >= 40, "{text}");
    tokio::time::sleep(Duration::from_millis(200)).await;
    let log = server.output();
    assert!(log.contains("outbox"), "the log says a mail went to the outbox: {log}");
    assert!(!log.contains(token), "the reset token is in the log");
}

/// "Also e-mail" while the SMTP server is down: the mails wait in the database through
/// a SIGKILL, and once SMTP is back each recipient gets the announcement once.
async fn queued_mail_survives_a_restart_with_smtp_down(database_url: &str, data_dir: &Path) {
    create_admin(data_dir, database_url);
    // A port nobody listens on: SMTP is down.
    let dead_smtp = format!("smtp://127.0.0.1:{}", free_port());
    let mut server = start_with(data_dir, database_url, &[("FM_SMTP_URL", &dead_smtp)]).await;
    let http = reqwest::Client::new();
    for email in ["ana@example.org", "ben@example.org"] {
        let res = http
            .post(server.url("/api/auth/register"))
            .json(&json!({"email": email, "password": ADMIN_PASSWORD, "displayName": "A Father"}))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::CREATED);
    }
    let token = sign_in(&server).await;
    let res = http
        .post(server.url("/api/announcements"))
        .bearer_auth(&token)
        .json(&json!({"title": "Family day", "body": "Saturday at noon.", "email": true}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::CREATED, "publishing does not wait for SMTP");

    // Behind the server's back, as an operator would look: both mails were tried and failed.
    let db = fatherhood::db::Db::connect(database_url).unwrap();
    let started = Instant::now();
    loop {
        let failed: i64 = db
            .run(|conn| {
                crate::helpers::scalar_int(
                    conn,
                    "SELECT COUNT(*) FROM mail_queue WHERE attempts >= 1 AND last_error IS NOT NULL AND sent_at IS NULL",
                    &[],
                )
            })
            .await
            .unwrap();
        if failed == 2 {
            break;
        }
        assert!(started.elapsed() < Duration::from_secs(15), "the mails were not tried: {}", server.output());
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    server.kill();

    let sink = crate::helpers::MailSink::start();
    let smtp = format!("smtp://{}", sink.addr);
    let server = start_with(data_dir, database_url, &[("FM_SMTP_URL", &smtp)]).await;
    // Time passes: the retry is due now rather than in 30 seconds.
    db.transaction(|conn| conn.execute("UPDATE mail_queue SET next_attempt_at = 0", &[])).await.unwrap();
    for email in ["ana@example.org", "ben@example.org"] {
        let mail = sink.wait_for(email).await;
        assert_eq!(mail.subject, "Family day — Fatherhood Matters");
    }
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(sink.count_to("ana@example.org"), 1);
    assert_eq!(sink.count_to("ben@example.org"), 1);
    assert_eq!(sink.count_to(ADMIN), 0);
    let pending = db.run(|conn| fatherhood::db::mail_queue::pending(conn)).await.unwrap();
    assert_eq!(pending, 0, "{}", server.output());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sqlite_queued_mail_survives_a_restart_with_smtp_down() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("fatherhood.db").display());
    queued_mail_survives_a_restart_with_smtp_down(&url, dir.path()).await;
}

mod postgres {
    use super::*;

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn queued_mail_survives_a_restart_with_smtp_down() {
        let dir = tempfile::tempdir().unwrap();
        let schema = PgSchema::create().await;
        super::queued_mail_survives_a_restart_with_smtp_down(&schema.url, dir.path()).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn keeps_every_acknowledged_write_through_a_kill() {
        let dir = tempfile::tempdir().unwrap();
        let schema = PgSchema::create().await;
        kill_in_a_storm(&schema.url, dir.path()).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn answers_503_while_the_database_is_down_and_recovers_by_itself() {
        let Some(cluster) = Cluster::start() else { return };
        let dir = tempfile::tempdir().unwrap();
        let url = cluster.url();
        create_admin(dir.path(), &url);
        let server = start(dir.path(), &url).await;
        let token = sign_in(&server).await;
        let http = reqwest::Client::builder().timeout(Duration::from_secs(75)).build().unwrap();
        let call = |path: &str| http.get(server.url(path)).bearer_auth(&token).send();
        assert_eq!(call("/api/fathers").await.unwrap().status(), StatusCode::OK);

        // Under load, the database stops hard.
        let load_url = server.url("/api/fathers");
        let (load_token, stop) = (token.clone(), Arc::new(std::sync::atomic::AtomicBool::new(false)));
        let seen = Arc::new(Mutex::new(Vec::new()));
        let mut load = Vec::new();
        for _ in 0..4 {
            let (url, token, stop, seen) = (load_url.clone(), load_token.clone(), stop.clone(), seen.clone());
            load.push(tokio::spawn(async move {
                let http = reqwest::Client::new();
                while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                    let body = json!({"firstName": "Load", "lastName": "Test"});
                    if let Ok(res) = http.post(&url).bearer_auth(&token).json(&body).send().await {
                        seen.lock().unwrap().push(res.status());
                    }
                }
            }));
        }
        tokio::time::sleep(Duration::from_millis(300)).await;
        cluster.stop();
        let stopped = Instant::now();
        let res = call("/api/fathers").await.unwrap();
        assert!(stopped.elapsed() < Duration::from_secs(20), "answered only after {:?}", stopped.elapsed());
        assert_eq!(res.status(), StatusCode::SERVICE_UNAVAILABLE);
        let body: Value = res.json().await.unwrap();
        assert_eq!(body["error"]["code"], "unavailable");
        assert_eq!(reqwest::get(server.url("/readyz")).await.unwrap().status(), StatusCode::SERVICE_UNAVAILABLE);
        tokio::time::sleep(Duration::from_millis(500)).await;

        // Back again: the same server recovers on its own.
        cluster.start_again();
        let back = Instant::now();
        loop {
            let res = call("/api/fathers").await.unwrap();
            if res.status() == StatusCode::OK {
                break;
            }
            assert_eq!(res.status(), StatusCode::SERVICE_UNAVAILABLE);
            assert!(back.elapsed() < Duration::from_secs(30), "not back after {:?}", back.elapsed());
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        assert_eq!(reqwest::get(server.url("/readyz")).await.unwrap().status(), StatusCode::OK);
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
        for task in load {
            task.await.unwrap();
        }
        let seen = seen.lock().unwrap().clone();
        assert!(seen.contains(&StatusCode::SERVICE_UNAVAILABLE), "the load saw the outage");
        let unexpected: Vec<_> =
            seen.iter().filter(|s| **s != StatusCode::CREATED && **s != StatusCode::SERVICE_UNAVAILABLE).collect();
        assert!(unexpected.is_empty(), "only 201 or 503, never {unexpected:?}\n{}", server.output());
    }
}

/// A throwaway PostgreSQL cluster of this test's own (initdb + pg_ctl as the postgres
/// user), which it may stop and start. None, with a loud message, where that cannot be.
struct Cluster {
    dir: PathBuf,
    port: u16,
    bin: PathBuf,
}

impl Cluster {
    fn start() -> Option<Cluster> {
        let bin = std::fs::read_dir("/usr/lib/postgresql")
            .ok()
            .and_then(|d| d.filter_map(Result::ok).map(|e| e.path().join("bin")).find(|b| b.join("initdb").exists()));
        let runuser = Path::new("/usr/sbin/runuser").exists() || Path::new("/sbin/runuser").exists();
        let (Some(bin), true) = (bin, runuser) else {
            eprintln!("################################################################");
            eprintln!("## SKIPPED: no PostgreSQL server binaries (initdb) or runuser here:");
            eprintln!("## the database-outage test needs a cluster of its own to stop.");
            eprintln!("################################################################");
            return None;
        };
        let dir = std::env::temp_dir().join(format!("fm-pg-{}", uuid::Uuid::new_v4().simple()));
        std::fs::create_dir_all(&dir).unwrap();
        let cluster = Cluster { dir, port: free_port(), bin };
        cluster.as_postgres(&format!("chown postgres {}", cluster.dir.display()), true);
        cluster.pg(&format!("initdb -D {} -A trust -U postgres --no-sync", cluster.data().display()));
        cluster.start_again();
        Some(cluster)
    }

    fn data(&self) -> PathBuf {
        self.dir.join("data")
    }

    fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }

    fn as_postgres(&self, command: &str, as_root: bool) {
        let status = if as_root {
            Command::new("sh").arg("-c").arg(command).status().unwrap()
        } else {
            Command::new("runuser").args(["-u", "postgres", "--", "sh", "-c", command]).status().unwrap()
        };
        assert!(status.success(), "{command}");
    }

    fn pg(&self, command: &str) {
        self.as_postgres(&format!("{}/{command}", self.bin.display()), false);
    }

    fn start_again(&self) {
        self.pg(&format!(
            "pg_ctl -D {} -l {}/log -w -o '-p {} -k {} -c listen_addresses=127.0.0.1 -c fsync=off' start >/dev/null",
            self.data().display(),
            self.dir.display(),
            self.port,
            self.dir.display()
        ));
    }

    fn stop(&self) {
        self.pg(&format!("pg_ctl -D {} -m immediate -w stop >/dev/null", self.data().display()));
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let _ = Command::new("runuser")
            .args(["-u", "postgres", "--"])
            .arg(self.bin.join("pg_ctl"))
            .args(["-D", &self.data().display().to_string(), "-m", "immediate", "stop"])
            .output();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// A small file system of its own (tmpfs), unmounted when dropped; None, said loudly, where
/// this machine does not let the tests mount one (not root, or a container without the right).
struct SmallDisk {
    dir: tempfile::TempDir,
}

impl SmallDisk {
    fn mount(megabytes: u32) -> Option<SmallDisk> {
        let dir = tempfile::tempdir().unwrap();
        let mounted = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={megabytes}m"), "tmpfs"])
            .arg(dir.path())
            .output()
            .is_ok_and(|out| out.status.success());
        if !mounted {
            eprintln!("#### cannot mount a small tmpfs here (needs root): SKIPPING the disk-full test");
            return None;
        }
        Some(SmallDisk { dir })
    }

    fn path(&self) -> &Path {
        self.dir.path()
    }

    /// Writes `name` until the file system refuses another byte.
    fn fill(&self, name: &str) {
        use std::io::Write;
        let mut file = std::fs::File::create(self.path().join(name)).unwrap();
        let chunk = vec![0x5a_u8; 64 * 1024];
        while file.write_all(&chunk).is_ok() {}
        let _ = file.flush();
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(self.dir.path()).output();
    }
}

/// The disk fills up under the server (its SQLite database and stored files): writes answer
/// 503 `unavailable` in words, reads go on, nothing acknowledged is lost, and once space is
/// freed the same server takes writes again by itself.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_disk_refuses_writes_clearly_and_recovers_by_itself() {
    let Some(disk) = SmallDisk::mount(24) else { return };
    let data = disk.path().join("data");
    let url = format!("sqlite://{}", data.join("fatherhood.db").display());
    create_admin(&data, &url);
    let mut server = start(&data, &url).await;
    let token = sign_in(&server).await;
    let http = reqwest::Client::new();
    let add = |name: String| {
        let (http, url, token) = (http.clone(), server.url("/api/fathers"), token.clone());
        async move { http.post(url).bearer_auth(token).json(&json!({"firstName": "Dad", "lastName": name})).send().await }
    };
    let mut acknowledged = vec![];
    for name in ["Before1", "Before2"] {
        assert_eq!(add(name.into()).await.unwrap().status(), StatusCode::CREATED);
        acknowledged.push(name.to_owned());
    }

    disk.fill("filler");
    let mut refused = None;
    for n in 0..500 {
        let name = format!("Full{n}");
        let res = add(name.clone()).await.unwrap();
        match res.status() {
            StatusCode::CREATED => acknowledged.push(name),
            _ => {
                refused = Some(res);
                break;
            }
        }
    }
    let res = refused.expect("a write was refused once the disk was full");
    assert_eq!(res.status(), StatusCode::SERVICE_UNAVAILABLE, "{}", server.output());
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"]["code"], "unavailable", "{body}");
    assert!(body["error"]["message"].as_str().unwrap().contains("try again"), "{body}");
    // A photo has nowhere to go either: the same clear answer.
    let father = http
        .get(server.url("/api/fathers?limit=1"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap()
        .json::<Vec<Value>>()
        .await
        .unwrap()[0]["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let photo = http
        .put(server.url(&format!("/api/fathers/{father}/photo?filename=dad.png")))
        .bearer_auth(&token)
        .header("content-type", "image/png")
        .body(crate::helpers::tiny_png())
        .send()
        .await
        .unwrap();
    assert_eq!(photo.status(), StatusCode::SERVICE_UNAVAILABLE, "{}", photo.text().await.unwrap());

    // Reads go on, with everything acknowledged.
    let listed = |server: &Server| {
        let (http, url, token) = (http.clone(), server.url("/api/fathers?limit=500"), token.clone());
        async move {
            let fathers: Vec<Value> = http.get(url).bearer_auth(token).send().await.unwrap().json().await.unwrap();
            fathers.iter().map(|f| f["lastName"].as_str().unwrap().to_owned()).collect::<Vec<_>>()
        }
    };
    let names = listed(&server).await;
    assert!(acknowledged.iter().all(|name| names.contains(name)), "{acknowledged:?} vs {names:?}");

    // Space again: the same server writes without a restart.
    std::fs::remove_file(disk.path().join("filler")).unwrap();
    let freed = Instant::now();
    loop {
        let res = add("After".into()).await.unwrap();
        if res.status() == StatusCode::CREATED {
            acknowledged.push("After".into());
            break;
        }
        assert!(freed.elapsed() < Duration::from_secs(15), "still {} after freeing space", res.status());
        tokio::time::sleep(Duration::from_millis(200)).await;
    }

    // And after a hard stop nothing it acknowledged is missing.
    server.kill();
    let server = start(&data, &url).await;
    let names = listed(&server).await;
    assert!(acknowledged.iter().all(|name| names.contains(name)), "{acknowledged:?} vs {names:?}");
}

//! The `fatherhood` binary's commands, run as an operator would.

use std::process::Command;

fn fatherhood(data_dir: &std::path::Path) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_fatherhood"));
    cmd.env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("FM_DATA_DIR", data_dir)
        .env("RUST_LOG", "warn");
    cmd
}

#[test]
fn create_admin_makes_an_admin_once_and_refuses_a_taken_email() {
    let dir = tempfile::tempdir().unwrap();

    let first = fatherhood(dir.path())
        .args(["create-admin", "--email", "Boss@Example.org"])
        .env("FM_ADMIN_PASSWORD", "a long admin password")
        .output()
        .unwrap();
    assert!(first.status.success(), "{}", String::from_utf8_lossy(&first.stderr));
    assert!(String::from_utf8_lossy(&first.stdout).contains("boss@example.org"));

    let again = fatherhood(dir.path())
        .args(["create-admin", "--email", "boss@example.org"])
        .env("FM_ADMIN_PASSWORD", "a long admin password")
        .output()
        .unwrap();
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("already exists"));

    let no_password = fatherhood(dir.path()).args(["create-admin", "--email", "x@example.org"]).output().unwrap();
    assert!(!no_password.status.success());
    assert!(String::from_utf8_lossy(&no_password.stderr).contains("FM_ADMIN_PASSWORD"));
}

#[test]
fn migrate_and_backup_make_a_consistent_copy() {
    let dir = tempfile::tempdir().unwrap();
    let migrate = fatherhood(dir.path()).arg("migrate").output().unwrap();
    assert!(migrate.status.success(), "{}", String::from_utf8_lossy(&migrate.stderr));
    let created = fatherhood(dir.path())
        .args(["create-admin", "--email", "boss@example.org"])
        .env("FM_ADMIN_PASSWORD", "a long admin password")
        .output()
        .unwrap();
    assert!(created.status.success());

    let copy = dir.path().join("copy.db");
    let backup = fatherhood(dir.path()).arg("backup").arg(&copy).output().unwrap();
    assert!(backup.status.success(), "{}", String::from_utf8_lossy(&backup.stderr));

    let conn = rusqlite::Connection::open(&copy).unwrap();
    let admins: i64 = conn.query_row("SELECT COUNT(*) FROM users WHERE is_admin", [], |r| r.get(0)).unwrap();
    assert_eq!(admins, 1);
}

mod postgres {
    #[test]
    fn backup_of_postgresql_points_to_pg_dump() {
        let dir = tempfile::tempdir().unwrap();
        let out = super::fatherhood(dir.path())
            .env("DATABASE_URL", crate::helpers::postgres_base_url())
            .args(["backup", "/tmp/never-written.db"])
            .output()
            .unwrap();
        assert!(!out.status.success());
        assert!(String::from_utf8_lossy(&out.stderr).contains("pg_dump"));
    }
}

#[test]
fn seed_demo_fills_an_empty_database_once() {
    let dir = tempfile::tempdir().unwrap();

    let seeded = fatherhood(dir.path()).arg("seed-demo").env("FM_ADMIN_PASSWORD", "demo password 1").output().unwrap();
    assert!(seeded.status.success(), "{}", String::from_utf8_lossy(&seeded.stderr));
    assert!(String::from_utf8_lossy(&seeded.stdout).contains("60 fathers in 5 groups, 3 workshop cycles"));

    let conn = rusqlite::Connection::open(dir.path().join("fatherhood.db")).unwrap();
    let count = |sql: &str| -> i64 { conn.query_row(sql, [], |r| r.get(0)).unwrap() };
    // 60 in the first program; a re-entry program with five of them and three of its own.
    assert_eq!(count("SELECT COUNT(*) FROM fathers"), 63);
    assert_eq!(count("SELECT COUNT(*) FROM father_groups"), 6);
    assert_eq!(count("SELECT COUNT(*) FROM programs"), 2);
    let in_both = "SELECT COUNT(*) FROM (SELECT father_id FROM enrolments GROUP BY father_id HAVING COUNT(*) = 2) b";
    assert_eq!(count(in_both), 5);
    assert_eq!(count("SELECT COUNT(*) FROM cycles"), 3);
    assert!(count("SELECT COUNT(*) FROM attendance") > 150, "past sessions have attendance");
    assert!(count("SELECT COUNT(*) FROM sessions WHERE status = 'scheduled'") > 0, "and future ones are scheduled");
    assert!(count("SELECT COUNT(*) FROM milestones WHERE kind = 'completed course'") > 0);
    assert!(count("SELECT COUNT(DISTINCT kind) FROM milestones") >= 3);
    // A staff member with two groups and a caseload, and his casework.
    let staff = "(SELECT id FROM users WHERE email = 'facilitator@demo.fatherhood.test' AND staff_role = 'staff')";
    assert!(String::from_utf8_lossy(&seeded.stdout).contains("facilitator@demo.fatherhood.test"));
    assert_eq!(count(&format!("SELECT COUNT(*) FROM group_facilitators WHERE user_id = {staff}")), 2);
    assert_eq!(count(&format!("SELECT COUNT(*) FROM fathers WHERE case_manager_id = {staff}")), 6);
    // His groups' 24 and caseload's 6, and the 8 fathers of the re-entry program he manages.
    assert_eq!(count(&format!("SELECT COUNT(*) FROM staff_scope WHERE user_id = {staff}")), 38);
    assert!(count("SELECT COUNT(*) FROM contacts WHERE follow_up_due IS NOT NULL AND follow_up_done_at IS NULL") >= 4);
    // A sensitive note, and the follow-up a positive screening opened.
    assert_eq!(count("SELECT COUNT(*) FROM contacts WHERE sensitive"), 2);
    // The sample forms filled in: the survey before and after, so the report shows change.
    assert_eq!(count("SELECT COUNT(*) FROM forms"), 3);
    let survey = "(SELECT id FROM forms WHERE kind = 'assessment')";
    let pre = count(&format!("SELECT COUNT(*) FROM submissions WHERE form_id = {survey} AND phase = 'pre'"));
    let post = count(&format!("SELECT COUNT(*) FROM submissions WHERE form_id = {survey} AND phase = 'post'"));
    assert!(post > 0 && pre > post, "{pre} before, {post} after");
    assert_eq!(count("SELECT COUNT(*) FROM submission_flags WHERE flag = 'positive'"), 1);
    assert_eq!(count("SELECT COUNT(*) FROM fathers WHERE unreachable"), 1);
    assert_eq!(count("SELECT COUNT(DISTINCT status) FROM referrals"), 5);
    // The running cycle's next session has answers: yes, one who cannot come, one running late.
    assert_eq!(count("SELECT COUNT(DISTINCT answer) FROM rsvps"), 3);
    assert!(count("SELECT COUNT(*) FROM rsvps") >= 6);

    // The father's side: three fathers with the app (one in Spanish) who wrote to their
    // group and to Sam, and one who registered himself and waits to be linked.
    assert_eq!(count("SELECT COUNT(*) FROM users WHERE NOT is_admin"), 4);
    assert_eq!(count("SELECT COUNT(*) FROM fathers WHERE user_id IS NOT NULL"), 3);
    assert_eq!(
        count("SELECT COUNT(*) FROM users u JOIN fathers f ON f.user_id = u.id WHERE u.preferred_language = 'es'"),
        1
    );
    assert_eq!(count("SELECT COUNT(*) FROM users u WHERE NOT is_admin AND NOT EXISTS (SELECT 1 FROM fathers f WHERE f.user_id = u.id)"), 1);
    assert!(count("SELECT COUNT(*) FROM messages") >= 3);
    let printed = String::from_utf8_lossy(&seeded.stdout);
    assert!(printed.contains("Fathers with the app sign in with the same password:"), "{printed}");
    assert!(printed.contains("waits to be linked to his record"), "{printed}");

    let again = fatherhood(dir.path()).arg("seed-demo").output().unwrap();
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("not empty"));
}

/// `FM_LOG_FORMAT=json`: one JSON object a line, and a request's lines carry its id.
#[test]
fn json_logs_follow_a_request_by_its_id() {
    use std::io::{BufRead, BufReader, Read, Write};

    let dir = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut server = fatherhood(dir.path())
        .arg("serve")
        .env("FM_ADDR", format!("127.0.0.1:{port}"))
        .env("FM_LOG_FORMAT", "json")
        .env("RUST_LOG", "info,tower_http=debug")
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(server.stderr.take().unwrap()).lines();
    let started = lines.by_ref().map(Result::unwrap).find(|line| line.contains("listening")).expect("it starts");
    let started: serde_json::Value = serde_json::from_str(&started).unwrap();
    assert_eq!(started["level"], "INFO");

    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
    stream
        .write_all(b"GET /api/version HTTP/1.1\r\nHost: x\r\nx-request-id: trace-me-7\r\nConnection: close\r\n\r\n")
        .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    assert!(answer.to_lowercase().contains("x-request-id: trace-me-7"), "{answer}");

    let logged = lines.map(Result::unwrap).find(|line| line.contains("trace-me-7")).expect("the request is logged");
    server.kill().unwrap();
    server.wait().unwrap();
    let logged: serde_json::Value = serde_json::from_str(&logged).unwrap();
    assert_eq!(logged["span"]["id"], "trace-me-7", "{logged}");
    assert_eq!(logged["span"]["route"], "/api/version", "{logged}");
}

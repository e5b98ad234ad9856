//! The reminder scheduler's work (issue 27): a program of 10,000 fathers with accounts in
//! 300 groups of about 33, each group with one session in the coming week, every father
//! with a phone subscribed and one in ten with e-mail reminders on. The scheduler's clock
//! walks the week minute by minute, as the servers' loop would look (twice a minute; once
//! here), and the bench reports:
//! - reminders decided per second while they are due (claim, pushes and e-mails queued),
//! - the database time an idle look costs, and so per minute of idle scheduling.
//!
//! `cargo bench -p fatherhood --bench reminders` (SQLite in a temporary directory);
//! `BENCH_DATABASE_URL=postgres://…` for PostgreSQL. Prints one JSON line per database.

use std::time::{Duration, Instant};

use fatherhood::config::Config;
use fatherhood::db::{self, Value};
use fatherhood::services::reminders::decide_due;

const FATHERS: usize = 10_000;
const GROUPS: usize = 300;
const WEEK_MINUTES: u64 = 7 * 24 * 60;

fn main() -> anyhow::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build()?;
    runtime.block_on(run())
}

async fn run() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    std::env::set_var("FM_DATA_DIR", dir.path());
    if let Ok(url) = std::env::var("BENCH_DATABASE_URL") {
        std::env::set_var("DATABASE_URL", url);
    }
    std::env::set_var("RUST_LOG", "warn");
    let config = Config::from_env()?;
    let backend = if config.database_url.starts_with("postgres") { "postgres" } else { "sqlite" };
    let state = fatherhood::startup::state(config).await?;
    let start = db::now_millis() + 3_600_000;
    state.db.transaction(move |conn| seed(conn, start)).await?;

    let mut busy = Duration::ZERO;
    let mut idle = Vec::new();
    for minute in 0..WEEK_MINUTES + 24 * 60 {
        if minute > 0 {
            state.clock.advance(Duration::from_secs(60));
        }
        let began = Instant::now();
        let found = decide_due(&state).await?;
        let took = began.elapsed();
        if found > 0 {
            busy += took;
            // A full batch is followed by another look at once, as the loop does.
            let mut more = found;
            while more == 50 {
                let began = Instant::now();
                more = decide_due(&state).await?;
                busy += began.elapsed();
            }
        } else {
            idle.push(took);
        }
    }
    let claims = state.db.run(|conn| db::reminders::claims(conn)).await?;
    let reminded: i64 = claims.iter().map(|c| c.3).sum();
    idle.sort();
    let idle_median = idle[idle.len() / 2];
    let line = serde_json::json!({
        "database": backend,
        "fathers": FATHERS,
        "groups": GROUPS,
        "claims": claims.len(),
        "reminders": reminded,
        "reminders_per_second": (reminded as f64 / busy.as_secs_f64()).round(),
        "idle_look_ms": (idle_median.as_secs_f64() * 1000.0 * 1000.0).round() / 1000.0,
        "idle_db_ms_per_minute": (2.0 * idle_median.as_secs_f64() * 1000.0 * 1000.0).round() / 1000.0,
    });
    println!("{line}");
    Ok(())
}

/// The program: accounts, fathers, groups with members, a cycle and one session a group,
/// spread over the week from `start`, a phone per father.
fn seed(conn: &mut dyn db::Conn, start: i64) -> Result<(), db::DbError> {
    let now = db::now_millis();
    for g in 0..GROUPS {
        let group = format!("00000000-0000-7000-8000-{g:012}");
        conn.execute(
            "INSERT INTO father_groups (id, name, description, created_at, updated_at, program_id)
             VALUES ($1, $2, '', $3, $3, (SELECT id FROM programs ORDER BY created_at, id LIMIT 1))",
            &[Value::from(group.as_str()), Value::from(format!("Group {g}")), Value::from(now)],
        )?;
        let cycle = format!("00000000-0000-7000-9000-{g:012}");
        conn.execute(
            "INSERT INTO cycles (id, group_id, title, description, start_date, end_date, created_at, updated_at)
             VALUES ($1, $2, 'Nurturing Fathers', '', '2026-01-01', '2027-12-31', $3, $3)",
            &[Value::from(cycle.as_str()), Value::from(group.as_str()), Value::from(now)],
        )?;
        let starts = start + (g as i64) * (7 * 24 * 3_600_000 / GROUPS as i64);
        conn.execute(
            "INSERT INTO sessions (id, cycle_id, number, title, starts_at, ends_at, created_at, updated_at)
             VALUES ($1, $2, 1, 'Session 1', $3, $4, $5, $5)",
            &[
                Value::from(format!("00000000-0000-7000-a000-{g:012}")),
                Value::from(cycle.as_str()),
                Value::from(starts),
                Value::from(starts + 90 * 60_000),
                Value::from(now),
            ],
        )?;
    }
    for f in 0..FATHERS {
        let (user, father) = (format!("00000000-0000-7000-b000-{f:012}"), format!("00000000-0000-7000-c000-{f:012}"));
        conn.execute(
            "INSERT INTO users (id, email, display_name, first_name, last_name, preferred_language, is_admin,
                                password_hash, created_at, updated_at, search_text, reminder_email)
             VALUES ($1, $2, 'Dad', 'Dad', 'Bench', 'en', FALSE, 'x', $3, $3, 'dad', $4)",
            &[
                Value::from(user.as_str()),
                Value::from(format!("dad{f}@bench.test")),
                Value::from(now),
                Value::from(f % 10 == 0),
            ],
        )?;
        conn.execute(
            "INSERT INTO fathers (id, first_name, last_name, user_id, created_at, updated_at)
             VALUES ($1, 'Dad', $2, $3, $4, $4)",
            &[
                Value::from(father.as_str()),
                Value::from(format!("Bench {f}")),
                Value::from(user.as_str()),
                Value::from(now),
            ],
        )?;
        conn.execute(
            "INSERT INTO group_members (group_id, father_id, joined_at) VALUES ($1, $2, $3)",
            &[
                Value::from(format!("00000000-0000-7000-8000-{:012}", f % GROUPS)),
                Value::from(father.as_str()),
                Value::from(0_i64),
            ],
        )?;
        conn.execute(
            "INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, user_agent, last_updated, created_at)
             VALUES ($1, $2, 'k', 'a', 'bench', $3, $3)",
            &[Value::from(format!("http://127.0.0.1:9/push/{f}")), Value::from(user.as_str()), Value::from(now)],
        )?;
    }
    Ok(())
}

//! Texts (issue 42): what the queue and the consent rule cost.
//! - **Queue throughput**: 2,000 texts handed to a fake provider on 127.0.0.1 that answers
//!   201 at once, with `FM_SMS_RATE` unlimited, by one instance's sender and (PostgreSQL) by
//!   two instances' senders sharing the queue; against the bare baseline of the same 2,000
//!   form posts made straight to the fake provider by one client, ten at a time (a sender's
//!   batch).
//! - **The consent predicate on an announcement's fan-out** to 10,000 fathers who all may
//!   be texted: `db::texts::queue_announcement` (the audience, a valid number and the latest
//!   sms consent standing, in one INSERT … SELECT) against the same statement without the
//!   consent predicate; medians of five.
//!
//! `cargo bench -p fatherhood --bench texts` (SQLite in a temporary directory);
//! `BENCH_DATABASE_URL=postgres://…` for PostgreSQL. Prints one JSON line.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use fatherhood::config::Config;
use fatherhood::db::{self, Value};
use fatherhood::domain::Language;
use fatherhood::state::AppState;

const FATHERS: usize = 10_000;
const SENT: usize = 2_000;

fn main() -> anyhow::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build()?;
    runtime.block_on(run())
}

/// The fake provider: answers every send 201 with a sid, and counts them.
async fn fake_provider(count: Arc<AtomicUsize>) -> anyhow::Result<u16> {
    let app = axum::Router::new().route(
        "/2010-04-01/Accounts/{account}/Messages.json",
        axum::routing::post(move || {
            let n = count.fetch_add(1, Ordering::Relaxed);
            async move {
                (
                    axum::http::StatusCode::CREATED,
                    axum::Json(serde_json::json!({"sid": format!("SM{n:030}"), "status": "queued"})),
                )
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let port = listener.local_addr()?.port();
    tokio::spawn(async move { axum::serve(listener, app).await });
    Ok(port)
}

async fn instance(port: u16, dir: &std::path::Path) -> anyhow::Result<AppState> {
    std::env::set_var("FM_DATA_DIR", dir);
    std::env::set_var("FM_SMS_URL", format!("twilio+http://AC0:token@127.0.0.1:{port}?from=%2B15125550000"));
    std::env::set_var("FM_SMS_RATE", "unlimited");
    let config = Config::from_env()?;
    fatherhood::startup::state(config).await
}

async fn run() -> anyhow::Result<()> {
    let (dir_a, dir_b) = (tempfile::tempdir()?, tempfile::tempdir()?);
    if let Ok(url) = std::env::var("BENCH_DATABASE_URL") {
        std::env::set_var("DATABASE_URL", url);
    } else {
        std::env::set_var("DATABASE_URL", format!("sqlite://{}", dir_a.path().join("bench.db").display()));
    }
    std::env::set_var("RUST_LOG", "warn");
    let count = Arc::new(AtomicUsize::new(0));
    let port = fake_provider(count.clone()).await?;
    let a = instance(port, dir_a.path()).await?;
    let postgres = matches!(a.db.backend(), db::Backend::Postgres);
    a.db.transaction(seed).await?;

    // ---- The consent predicate on the fan-out.
    let (mut with, mut without) = (Vec::new(), Vec::new());
    for round in 0..5 {
        for predicate in [true, false] {
            a.db.transaction(|conn| conn.execute("DELETE FROM texts", &[])).await?;
            let began = Instant::now();
            let queued =
                a.db.transaction(move |conn| match predicate {
                    true => db::texts::queue_announcement(
                        conn,
                        &format!("announcement-{round}"),
                        None,
                        [
                            (Language::En, "Picnic Saturday http://x/announcement"),
                            (Language::Es, "Picnic el sábado http://x/announcement"),
                        ],
                        db::now_millis(),
                    ),
                    false => without_consent(conn, round),
                })
                .await?;
            let took = began.elapsed();
            assert_eq!(queued as usize, FATHERS, "every father is in the audience");
            if predicate {
                with.push(took);
            } else {
                without.push(took);
            }
        }
    }
    let median = |mut v: Vec<Duration>| {
        v.sort();
        v[v.len() / 2]
    };
    let (with, without) = (median(with), median(without));

    // ---- The bare baseline: the same number of posts straight to the provider, ten at a time.
    let client = reqwest::Client::new();
    let url = format!("http://127.0.0.1:{port}/2010-04-01/Accounts/AC0/Messages.json");
    let began = Instant::now();
    for _ in 0..SENT / 10 {
        let posts = (0..10).map(|i| {
            client
                .post(&url)
                .basic_auth("AC0", Some("token"))
                .form(&[
                    ("To", "+15125550101"),
                    ("From", "+15125550000"),
                    ("Body", format!("Text {i}").as_str()),
                    ("StatusCallback", "http://x/api/sms/status"),
                ])
                .send()
        });
        for answer in futures_util::future::join_all(posts).await {
            answer?.error_for_status()?;
        }
    }
    let bare = SENT as f64 / began.elapsed().as_secs_f64();

    // ---- The queue: one instance's sender, then (PostgreSQL) two.
    let one = drain(std::slice::from_ref(&a), &count).await?;
    let two = if postgres {
        let b = instance(port, dir_b.path()).await?;
        Some(drain(&[a.clone(), b], &count).await?)
    } else {
        None
    };
    let line = serde_json::json!({
        "database": if postgres { "postgres" } else { "sqlite" },
        "fathers": FATHERS,
        "fan_out_ms": (with.as_secs_f64() * 1e4).round() / 10.0,
        "fan_out_without_consent_ms": (without.as_secs_f64() * 1e4).round() / 10.0,
        "consent_ratio": ((with.as_secs_f64() / without.as_secs_f64()) * 100.0).round() / 100.0,
        "bare_posts_per_second": bare.round(),
        "queue_one_per_second": one.round(),
        "queue_one_ratio": ((one / bare) * 100.0).round() / 100.0,
        "queue_two_per_second": two.map(f64::round),
        "queue_two_ratio": two.map(|two| ((two / bare) * 100.0).round() / 100.0),
    });
    println!("{line}");
    Ok(())
}

/// Queues `SENT` texts and lets the senders of `instances` send them all: texts a second.
async fn drain(instances: &[AppState], count: &AtomicUsize) -> anyhow::Result<f64> {
    let a = instances[0].clone();
    a.db.transaction(|conn| {
        conn.execute("DELETE FROM texts", &[])?;
        queue_first(conn)
    })
    .await?;
    let before = count.load(Ordering::Relaxed);
    let began = Instant::now();
    let senders = instances.iter().cloned().map(|state| async move {
        loop {
            let claimed = fatherhood::services::texts::send_due(&state).await?;
            if claimed == 0 && state.db.run(db::texts::pending).await? == 0 {
                return Ok::<_, anyhow::Error>(());
            }
        }
    });
    for sender in futures_util::future::join_all(senders).await {
        sender?;
    }
    let took = began.elapsed();
    let sent = count.load(Ordering::Relaxed) - before;
    assert_eq!(sent, SENT, "each text sent once");
    Ok(SENT as f64 / took.as_secs_f64())
}

/// `SENT` texts waiting, to the first fathers.
fn queue_first(conn: &mut dyn db::Conn) -> Result<u64, db::DbError> {
    conn.execute(
        &format!(
            "INSERT INTO texts (id, father_id, direction, kind, body, status, encoding, segments, phone, next_attempt_at,
                 created_at, updated_at)
             SELECT 'text-' || f.id, f.id, 'out', 'message', 'See you Tuesday', 'queued', 'GSM-7', 1, f.phone, 0, 0, 0
             FROM fathers f ORDER BY f.id LIMIT {SENT}"
        ),
        &[],
    )
}

/// The baseline: the fan-out statement as it is, but for the consent predicate.
fn without_consent(conn: &mut dyn db::Conn, round: usize) -> Result<u64, db::DbError> {
    let id = match conn.backend() {
        db::Backend::Postgres => "CAST($3 AS TEXT) || lpad(to_hex(row_number() OVER ()), 12, '0')",
        db::Backend::Sqlite => "$3 || printf('%012x', row_number() OVER ())",
    };
    conn.execute(
        &format!(
            "INSERT INTO texts (id, father_id, direction, kind, body, status, encoding, segments, phone, subject_id,
                 next_attempt_at, created_at, updated_at)
             SELECT {id}, f.id, 'out', 'announcement',
                 CASE WHEN f.preferred_language = 'es' THEN 'Picnic el sábado' ELSE 'Picnic Saturday' END, 'queued',
                 CASE WHEN f.preferred_language = 'es' THEN 'UCS-2' ELSE 'GSM-7' END, 1,
                 f.phone, CAST($1 AS TEXT), CAST($2 AS BIGINT), CAST($2 AS BIGINT), CAST($2 AS BIGINT)
             FROM fathers f WHERE f.status <> 'exited' AND (f.phone_valid AND f.anonymised_at IS NULL)
             ON CONFLICT DO NOTHING"
        ),
        &[
            Value::from(format!("baseline-{round}")),
            Value::from(db::now_millis()),
            Value::from(&uuid::Uuid::now_v7().to_string()[..24]),
        ],
    )
}

/// 10,000 fathers with valid numbers, each with a standing sms consent.
fn seed(conn: &mut dyn db::Conn) -> Result<(), db::DbError> {
    let now = db::now_millis();
    for f in 0..FATHERS {
        let father = format!("00000000-0000-7000-c000-{f:012}");
        conn.execute(
            "INSERT INTO fathers (id, first_name, last_name, phone, phone_valid, preferred_language, created_at, updated_at)
             VALUES ($1, 'Dad', $2, $3, TRUE, $4, $5, $5)",
            &[
                Value::from(father.as_str()),
                Value::from(format!("Bench {f}")),
                Value::from(format!("+1512{:07}", 1_000_000 + f)),
                Value::from(if f % 3 == 0 { "es" } else { "en" }),
                Value::from(now),
            ],
        )?;
        conn.execute(
            "INSERT INTO consents (id, father_id, kind, version, granted_at, witness_name, note, created_at)
             VALUES ($1, $2, 'sms', '1', $3, '', '', $3)",
            &[Value::from(format!("00000000-0000-7000-d000-{f:012}")), Value::from(father.as_str()), Value::from(now)],
        )?;
    }
    Ok(())
}

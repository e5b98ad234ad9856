//! Load test of live delivery (`make bench`, scripts/bench-messages.sh): many open
//! `GET /api/stream`s, messages posted into group conversations at a steady rate, and the
//! time from each POST until every participant's stream has the message.
//!
//! It seeds its own people straight into the database (either kind, through the server's
//! own `db` layer): a staff member and `--fathers` fathers with accounts, in groups of
//! `--group-size`, each with a session; their access tokens are signed with the server's
//! key from `--data-dir`, so no sign-in (argon2) is needed for a thousand people.
//!
//! ```text
//! bench_live --database-url URL --data-dir DIR --streams http://a[,http://b] --send http://a \
//!            [--fathers 1000] [--group-size 20] [--rate 20] [--seconds 20] [--out result.json]
//! ```

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::Context;
use fatherhood::db::Db;
use serde_json::json;

struct Args {
    database_url: String,
    data_dir: String,
    streams: Vec<String>,
    send: String,
    fathers: usize,
    group_size: usize,
    rate: u64,
    seconds: u64,
    out: Option<String>,
}

fn args() -> anyhow::Result<Args> {
    let mut map = HashMap::new();
    let mut it = std::env::args().skip(1);
    while let Some(name) = it.next() {
        let name = name.strip_prefix("--").context("arguments are --name value")?.to_owned();
        map.insert(name, it.next().context("a value after each --name")?);
    }
    let get = |n: &str| map.get(n).cloned().with_context(|| format!("--{n} is required"));
    let num = |n: &str, d: u64| map.get(n).map_or(Ok(d), |v| v.parse().with_context(|| format!("--{n}")));
    Ok(Args {
        database_url: get("database-url")?,
        data_dir: get("data-dir")?,
        streams: get("streams")?.split(',').map(str::to_owned).collect(),
        send: get("send")?,
        fathers: num("fathers", 1000)? as usize,
        group_size: num("group-size", 20)? as usize,
        rate: num("rate", 20)?,
        seconds: num("seconds", 20)?,
        out: map.get("out").cloned(),
    })
}

struct Person {
    user_id: String,
    session_id: String,
}

struct Seeded {
    staff: Person,
    /// Each father and his group's conversation.
    fathers: Vec<(Person, String)>,
    conversations: Vec<String>,
}

async fn seed(db: &Db, fathers: usize, group_size: usize) -> anyhow::Result<Seeded> {
    let run = uuid::Uuid::new_v4().simple().to_string()[..8].to_owned();
    let seeded = db
        .transaction(move |conn| {
            let now = fatherhood::db::now_millis();
            let mut person = |name: String, admin: bool| -> fatherhood::db::DbResult<Person> {
                let (user_id, session_id) = (uuid::Uuid::new_v4().to_string(), uuid::Uuid::new_v4().to_string());
                let email = format!("{name}@bench-{run}.test");
                conn.execute(
                    "INSERT INTO users (id, email, display_name, is_admin, password_hash, created_at, updated_at, search_text)
                     VALUES ($1, $2, $3, $4, 'x', $5, $5, $2)",
                    &[user_id.clone().into(), email.into(), name.into(), admin.into(), now.into()],
                )?;
                conn.execute(
                    "INSERT INTO refresh_tokens (token_hash, user_id, family_id, created_at, expires_at)
                     VALUES ($1, $2, $3, $4, $5)",
                    &[uuid::Uuid::new_v4().to_string().into(), user_id.clone().into(), session_id.clone().into(),
                      now.into(), (now + 86_400_000).into()],
                )?;
                Ok(Person { user_id, session_id })
            };
            let staff = person(format!("staff-{run}"), true)?;
            let mut people = Vec::with_capacity(fathers);
            for i in 0..fathers {
                people.push(person(format!("father{i}-{run}"), false)?);
            }
            let mut out = Vec::with_capacity(fathers);
            let mut conversations = Vec::new();
            for (g, members) in people.into_iter().collect::<Vec<_>>().chunks_mut(group_size).enumerate() {
                let group = uuid::Uuid::new_v4().to_string();
                conn.execute(
                    "INSERT INTO father_groups (id, name, created_at, updated_at, program_id)
                     VALUES ($1, $2, $3, $3, (SELECT id FROM programs ORDER BY created_at, id LIMIT 1))",
                    &[group.clone().into(), format!("Bench group {g}").into(), now.into()],
                )?;
                fatherhood::db::messages::create_group_conversation(conn, &group, now)?;
                let conversation = fatherhood::db::messages::group_conversation_id(&group);
                for member in members.iter_mut() {
                    let father = uuid::Uuid::new_v4().to_string();
                    conn.execute(
                        "INSERT INTO fathers (id, first_name, last_name, user_id, created_at, updated_at)
                         VALUES ($1, 'Bench', 'Father', $2, $3, $3)",
                        &[father.clone().into(), member.user_id.clone().into(), now.into()],
                    )?;
                    conn.execute(
                        "INSERT INTO group_members (group_id, father_id, joined_at) VALUES ($1, $2, $3)",
                        &[group.clone().into(), father.into(), now.into()],
                    )?;
                    let taken = std::mem::replace(member, Person { user_id: String::new(), session_id: String::new() });
                    out.push((taken, conversation.clone()));
                }
                conversations.push(conversation);
            }
            Ok::<_, fatherhood::db::DbError>(Seeded { staff, fathers: out, conversations })
        })
        .await?;
    Ok(seeded)
}

/// Percentile of sorted milliseconds.
fn pct(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args = args()?;
    let db = Db::connect(&args.database_url)?;
    let seeded = seed(&db, args.fathers, args.group_size).await?;
    let key = std::fs::read_to_string(format!("{}/secrets/access-token.key", args.data_dir))
        .context("the server's key: start the server on --data-dir first")?;
    let keys = fatherhood::auth::jwt::AccessKeys::new(key.trim().as_bytes());
    let token = |p: &Person| keys.issue(&p.user_id, &p.session_id, chrono::Utc::now()).map(|(t, _)| t);
    let staff_token = token(&seeded.staff)?;

    // Message n was posted at sent[n]; arrivals are (n, when), one per stream that got it.
    let sent: Arc<Mutex<HashMap<u64, Instant>>> = Arc::default();
    let (arrived_tx, mut arrived_rx) = tokio::sync::mpsc::unbounded_channel::<(u64, Instant)>();
    let (open_tx, mut open_rx) = tokio::sync::mpsc::unbounded_channel::<()>();
    let client = reqwest::Client::builder().pool_max_idle_per_host(0).build()?;
    let conversation_of: HashMap<String, usize> =
        seeded.conversations.iter().cloned().enumerate().map(|(i, c)| (c, i)).collect();
    let mut members_per_conversation = vec![0u64; seeded.conversations.len()];
    for (i, (father, conversation)) in seeded.fathers.iter().enumerate() {
        members_per_conversation[conversation_of[conversation]] += 1;
        let url = format!("{}/api/stream", args.streams[i % args.streams.len()]);
        let (client, token, arrived, open) = (client.clone(), token(father)?, arrived_tx.clone(), open_tx.clone());
        tokio::spawn(async move {
            let mut res = match client.get(&url).bearer_auth(token).send().await {
                Ok(res) if res.status().is_success() => res,
                other => {
                    eprintln!("a stream did not open: {other:?}");
                    return;
                }
            };
            let _ = open.send(());
            let mut buffer = String::new();
            while let Ok(Some(chunk)) = res.chunk().await {
                let now = Instant::now();
                buffer.push_str(&String::from_utf8_lossy(&chunk));
                while let Some(end) = buffer.find('\n') {
                    let line: String = buffer.drain(..=end).collect();
                    // data: {"id":…,"body":"bench 17",…}
                    if let Some(n) = line.split("\"body\":\"bench ").nth(1).and_then(|r| r.split('"').next()) {
                        if let Ok(n) = n.parse() {
                            let _ = arrived.send((n, now));
                        }
                    }
                }
            }
        });
    }
    drop(arrived_tx);
    let opening = Instant::now();
    for _ in 0..seeded.fathers.len() {
        tokio::time::timeout(Duration::from_secs(60), open_rx.recv()).await.context("streams did not all open")?;
    }
    let opened_in = opening.elapsed();
    eprintln!("{} streams open in {:.1} s", seeded.fathers.len(), opened_in.as_secs_f64());

    // The sender: `rate` messages a second, round the conversations, each POST on its own task.
    let total = args.rate * args.seconds;
    let mut expected = 0u64;
    let post_times: Arc<Mutex<Vec<f64>>> = Arc::default();
    let mut ticker = tokio::time::interval(Duration::from_micros(1_000_000 / args.rate));
    let mut posts = Vec::new();
    for n in 0..total {
        ticker.tick().await;
        let c = (n as usize * 7) % seeded.conversations.len();
        expected += members_per_conversation[c];
        let url = format!("{}/api/conversations/{}/messages", args.send, seeded.conversations[c]);
        let (client, token, sent, post_times) = (client.clone(), staff_token.clone(), sent.clone(), post_times.clone());
        posts.push(tokio::spawn(async move {
            let started = Instant::now();
            sent.lock().unwrap().insert(n, started);
            let res = client.post(&url).bearer_auth(token).json(&json!({"body": format!("bench {n}")})).send().await;
            assert!(res.is_ok_and(|r| r.status() == 201), "a message was refused");
            post_times.lock().unwrap().push(started.elapsed().as_secs_f64() * 1000.0);
        }));
    }
    for post in posts {
        post.await?;
    }
    // Collect arrivals until all came or a quiet 3 s passed.
    let mut delivery = Vec::with_capacity(expected as usize);
    while (delivery.len() as u64) < expected {
        match tokio::time::timeout(Duration::from_secs(3), arrived_rx.recv()).await {
            Ok(Some((n, at))) => {
                let started = sent.lock().unwrap()[&n];
                delivery.push(at.duration_since(started).as_secs_f64() * 1000.0);
            }
            _ => break,
        }
    }
    delivery.sort_by(f64::total_cmp);
    let mut posts = post_times.lock().unwrap().clone();
    posts.sort_by(f64::total_cmp);
    let result = json!({
        "streams": seeded.fathers.len(),
        "instances": args.streams.len(),
        "messages": total,
        "rate": args.rate,
        "expected": expected,
        "delivered": delivery.len(),
        "delivery_p50_ms": pct(&delivery, 0.50),
        "delivery_p99_ms": pct(&delivery, 0.99),
        "delivery_max_ms": delivery.last().copied().unwrap_or(f64::NAN),
        "post_p50_ms": pct(&posts, 0.50),
        "post_p99_ms": pct(&posts, 0.99),
        "streams_opened_s": opened_in.as_secs_f64(),
        "staff_token": staff_token,
        "conversation": seeded.conversations[0],
    });
    println!("{result}");
    if let Some(out) = args.out {
        std::fs::write(out, result.to_string())?;
    }
    anyhow::ensure!(delivery.len() as u64 == expected, "{} of {expected} deliveries arrived", delivery.len());
    Ok(())
}

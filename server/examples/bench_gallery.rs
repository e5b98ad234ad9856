//! Load test of the gallery (`make bench`, scripts/bench-gallery.sh), against a running
//! server whose process id is given, on its database and data directory:
//!
//! 1. `--photos` uploads of a 12-megapixel JPEG, one after another, until all are ready:
//!    upload time, photos a minute, and the server's CPU time per photo (from /proc).
//! 2. 20 uploads of 25 MB at once: the server's peak resident memory (VmHWM) before and after.
//! 3. An album of 100 small photos for the page and thumbnail measurements (wrk, in the
//!    script): prints the album id, a thumbnail URL and a staff token.
//!
//! ```text
//! bench_gallery --database-url URL --data-dir DIR --base http://… --pid PID [--photos 8] --out result.json
//! ```

use std::collections::HashMap;
use std::io::Cursor;
use std::time::{Duration, Instant};

use anyhow::Context;
use fatherhood::db::Db;
use image::{DynamicImage, ImageFormat, Rgb, RgbImage};
use serde_json::{json, Value};

fn args() -> anyhow::Result<HashMap<String, String>> {
    let mut map = HashMap::new();
    let mut it = std::env::args().skip(1);
    while let Some(name) = it.next() {
        let name = name.strip_prefix("--").context("arguments are --name value")?.to_owned();
        map.insert(name, it.next().context("a value after each --name")?);
    }
    Ok(map)
}

/// A photo-like 4000 × 3000 JPEG: smooth gradients with some texture, about what a
/// phone camera's file weighs.
fn twelve_megapixels() -> Vec<u8> {
    let image = RgbImage::from_fn(4000, 3000, |x, y| {
        let noise = ((x.wrapping_mul(7919) ^ y.wrapping_mul(104_729)) % 23) as u8;
        Rgb([(x / 16) as u8 ^ noise, (y / 12) as u8, ((x + y) / 28) as u8 ^ (noise / 2)])
    });
    let mut out = Cursor::new(Vec::new());
    DynamicImage::ImageRgb8(image).write_to(&mut out, ImageFormat::Jpeg).unwrap();
    out.into_inner()
}

/// User + system CPU seconds the process has used.
fn cpu_seconds(pid: &str) -> anyhow::Result<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat"))?;
    let fields: Vec<&str> = stat.rsplit_once(')').context("stat")?.1.split_whitespace().collect();
    let ticks: f64 = fields[11].parse::<f64>()? + fields[12].parse::<f64>()?;
    Ok(ticks / 100.0)
}

/// Peak resident memory of the process so far, in MB.
fn peak_mb(pid: &str) -> anyhow::Result<f64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status"))?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:")).context("VmHWM")?;
    Ok(line.split_whitespace().nth(1).context("VmHWM value")?.parse::<f64>()? / 1024.0)
}

async fn staff_token(db: &Db, data_dir: &str) -> anyhow::Result<String> {
    let (user, session) = (uuid::Uuid::new_v4().to_string(), uuid::Uuid::new_v4().to_string());
    let (u, s) = (user.clone(), session.clone());
    db.transaction(move |conn| {
        let now = fatherhood::db::now_millis();
        conn.execute(
            "INSERT INTO users (id, email, display_name, is_admin, password_hash, created_at, updated_at, search_text)
             VALUES ($1, $2, 'Bench Staff', TRUE, 'x', $3, $3, '')",
            &[u.clone().into(), format!("{u}@bench.test").into(), now.into()],
        )?;
        conn.execute(
            "INSERT INTO refresh_tokens (token_hash, user_id, family_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)",
            &[uuid::Uuid::new_v4().to_string().into(), u.into(), s.into(), now.into(), (now + 86_400_000).into()],
        )
    })
    .await?;
    let key = std::fs::read_to_string(format!("{data_dir}/secrets/access-token.key"))?;
    let keys = fatherhood::auth::jwt::AccessKeys::new(key.trim().as_bytes());
    Ok(keys.issue(&user, &session, chrono::Utc::now())?.0)
}

struct Client {
    http: reqwest::Client,
    base: String,
    token: String,
}

impl Client {
    async fn album(&self, title: &str) -> anyhow::Result<String> {
        let res = self
            .http
            .post(format!("{}/api/albums", self.base))
            .bearer_auth(&self.token)
            .json(&json!({"title": title}))
            .send()
            .await?;
        Ok(res.json::<Value>().await?["id"].as_str().context("album id")?.to_owned())
    }

    async fn upload(&self, album: &str, name: String, bytes: Vec<u8>) -> anyhow::Result<Value> {
        let form = reqwest::multipart::Form::new().part("file", reqwest::multipart::Part::bytes(bytes).file_name(name));
        let res = self
            .http
            .post(format!("{}/api/albums/{album}/photos", self.base))
            .bearer_auth(&self.token)
            .multipart(form)
            .send()
            .await?;
        anyhow::ensure!(res.status().as_u16() == 201, "upload answered {}", res.status());
        Ok(res.json().await?)
    }

    async fn all_ready(&self, album: &str, count: usize) -> anyhow::Result<Vec<Value>> {
        loop {
            let res = self
                .http
                .get(format!("{}/api/albums/{album}/photos?limit=500", self.base))
                .bearer_auth(&self.token)
                .send()
                .await?;
            let photos: Vec<Value> = res.json().await?;
            if photos.len() >= count && photos.iter().all(|p| p["status"] != "processing") {
                anyhow::ensure!(photos.iter().all(|p| p["status"] == "ready"), "a photo failed");
                return Ok(photos);
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args = args()?;
    let get = |n: &str| args.get(n).cloned().with_context(|| format!("--{n} is required"));
    let (data_dir, pid) = (get("data-dir")?, get("pid")?);
    let photos: usize = args.get("photos").map_or(Ok(8), |v| v.parse())?;
    let db = Db::connect(&get("database-url")?)?;
    let client = Client { http: reqwest::Client::new(), base: get("base")?, token: staff_token(&db, &data_dir).await? };

    // 1. 12-megapixel photos, one after another.
    let jpeg = twelve_megapixels();
    let album = client.album("Twelve megapixels").await?;
    let (cpu_before, started) = (cpu_seconds(&pid)?, Instant::now());
    let mut upload_ms = Vec::new();
    for i in 0..photos {
        let sent = Instant::now();
        client.upload(&album, format!("IMG_{i:04}.jpg"), jpeg.clone()).await?;
        upload_ms.push(sent.elapsed().as_secs_f64() * 1000.0);
    }
    client.all_ready(&album, photos).await?;
    let elapsed = started.elapsed().as_secs_f64();
    let cpu_per_photo = (cpu_seconds(&pid)? - cpu_before) / photos as f64;
    upload_ms.sort_by(f64::total_cmp);

    // 2. Twenty 25 MB uploads at once (a JPEG padded to the limit: the check reads the header).
    let peak_before = peak_mb(&pid)?;
    let mut big = twelve_megapixels();
    big.resize(25 * 1024 * 1024 - 4096, 0);
    let burst = client.album("Burst").await?;
    let uploads = (0..20).map(|i| client.upload(&burst, format!("big{i}.jpg"), big.clone()));
    for result in futures_util::future::join_all(uploads).await {
        result?;
    }
    client.all_ready(&burst, 20).await?;
    let peak_after = peak_mb(&pid)?;

    // 3. An album of 100 small photos for the page and thumbnail measurements.
    let small = {
        let mut out = Cursor::new(Vec::new());
        DynamicImage::new_rgb8(800, 600).write_to(&mut out, ImageFormat::Jpeg)?;
        out.into_inner()
    };
    let hundred = client.album("A hundred").await?;
    for chunk in (0..100).collect::<Vec<_>>().chunks(10) {
        let uploads = chunk.iter().map(|i| client.upload(&hundred, format!("s{i}.jpg"), small.clone()));
        for result in futures_util::future::join_all(uploads).await {
            result?;
        }
    }
    let page = client.all_ready(&hundred, 100).await?;

    let result = json!({
        "photos": photos,
        "jpeg_mb": jpeg.len() as f64 / 1e6,
        "upload_p50_ms": upload_ms[upload_ms.len() / 2],
        "upload_max_ms": upload_ms.last(),
        "photos_per_minute": photos as f64 * 60.0 / elapsed,
        "cpu_seconds_per_photo": cpu_per_photo,
        "peak_mb_before_burst": peak_before,
        "peak_mb_after_burst": peak_after,
        "album": hundred,
        "thumb_url": page[0]["thumbUrl"],
        "token": client.token,
    });
    println!("{result}");
    if let Some(out) = args.get("out") {
        std::fs::write(out, result.to_string())?;
    }
    Ok(())
}

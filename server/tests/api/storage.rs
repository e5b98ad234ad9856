//! Photos in an S3-compatible store (`FM_STORAGE_URL=s3://bucket`), against moto's S3
//! server started on 127.0.0.1 by the test, with explicit keys and endpoint: nothing
//! leaves this machine, and a store that goes away is answered with 503.

use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fatherhood::config::S3Settings;
use fatherhood::db::Value as Db;
use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_error, spawn_app_with, ReadJson, TestApp, TestDb, PASSWORD};

crate::on_both_databases!(
    photos_live_in_an_s3_bucket_and_a_lost_store_answers_503,
    an_albums_photos_live_in_the_bucket_and_a_lost_store_leaves_no_half_upload,
);

/// An app whose files are in moto's bucket `photos`.
async fn app_on_s3(db: TestDb, s3: &S3Server) -> TestApp {
    let created = reqwest::Client::new().put(format!("{}/photos", s3.endpoint)).send().await.unwrap();
    assert!(created.status().is_success(), "bucket: {}", created.status());
    let endpoint = s3.endpoint.clone();
    spawn_app_with(db, move |config| {
        config.storage_url = "s3://photos".into();
        config.s3 = S3Settings {
            endpoint: Some(endpoint),
            access_key_id: Some("test-key".into()),
            secret_access_key: Some("test-secret".into()),
            session_token: None,
            region: Some("us-east-1".into()),
            allow_http: true,
        };
    })
    .await
}

/// moto's S3 server on a free loopback port; killed when dropped.
struct S3Server {
    child: Child,
    endpoint: String,
}

impl S3Server {
    /// None, with a loud message, where moto is not installed (`.ci/run` installs it).
    async fn start() -> Option<S3Server> {
        let program = std::env::var("FM_TEST_MOTO_SERVER").unwrap_or_else(|_| "moto_server".into());
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let Ok(child) = Command::new(&program)
            .args(["-H", "127.0.0.1", "-p", &port.to_string()])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
        else {
            eprintln!("################################################################");
            eprintln!("## SKIPPED: {program} (moto's S3 server, PyPI moto[server]) is not");
            eprintln!("## installed; set FM_TEST_MOTO_SERVER or run .ci/run to install it.");
            eprintln!("################################################################");
            return None;
        };
        let server = S3Server { child, endpoint: format!("http://127.0.0.1:{port}") };
        let started = Instant::now();
        while reqwest::get(&server.endpoint).await.is_err() {
            assert!(started.elapsed() < Duration::from_secs(30), "moto did not start");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        Some(server)
    }
}

impl Drop for S3Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

async fn staff_token(app: &TestApp) -> String {
    app.register("coordinator@example.org").await;
    app.sql("UPDATE users SET is_admin = $1", vec![Db::from(true)]).await;
    let res = app.sign_in("coordinator@example.org", PASSWORD).await;
    res.json::<Value>().await.unwrap()["accessToken"].as_str().unwrap().to_owned()
}

fn png() -> Vec<u8> {
    let mut out = std::io::Cursor::new(Vec::new());
    image::DynamicImage::new_rgb8(64, 48).write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

/// A photo of noise 1,400 px square: about 6 MB of PNG, more than one 5 MB part of a
/// multipart upload.
fn large_png() -> Vec<u8> {
    let mut seed = 0x2545_f491_u32;
    let noise = image::RgbImage::from_fn(1400, 1400, |_, _| {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        let [r, g, b, _] = seed.to_le_bytes();
        image::Rgb([r, g, b])
    });
    let mut out = std::io::Cursor::new(Vec::new());
    noise.write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

async fn photos_live_in_an_s3_bucket_and_a_lost_store_answers_503(db: TestDb) {
    let Some(s3) = S3Server::start().await else { return };
    let app = app_on_s3(db, &s3).await;
    let token = staff_token(&app).await;
    let father: Value = app
        .client
        .post(app.url("/api/fathers"))
        .bearer_auth(&token)
        .json(&json!({"firstName": "Sam", "lastName": "Ruiz"}))
        .read_json()
        .await;
    let id = father["id"].as_str().unwrap();
    let upload = || {
        app.client
            .put(app.url(&format!("/api/fathers/{id}/photo?filename=sam.png")))
            .bearer_auth(&token)
            .body(png())
            .send()
    };

    let res = upload().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let first = res.json::<Value>().await.unwrap()["photoKey"].as_str().unwrap().to_owned();
    let in_bucket = |key: String| {
        let storage = app.state.storage.clone();
        async move { storage.get(&key).await.unwrap().is_some() }
    };
    assert!(in_bucket(first.clone()).await, "the photo is in the bucket");
    let photo = app.client.get(app.url(&format!("/api/fathers/{id}/photo"))).bearer_auth(&token).send().await.unwrap();
    assert_eq!(photo.status(), StatusCode::OK);
    assert!(image::load_from_memory(&photo.bytes().await.unwrap()).is_ok());

    let second = upload().await.unwrap().json::<Value>().await.unwrap()["photoKey"].as_str().unwrap().to_owned();
    assert!(in_bucket(second.clone()).await);
    assert!(!in_bucket(first.clone()).await, "the replaced photo left the bucket");

    // The store goes away: 503 in the contract's shape, soon, for uploads and reads.
    drop(s3);
    let started = Instant::now();
    assert_error(upload().await.unwrap(), StatusCode::SERVICE_UNAVAILABLE, "unavailable").await;
    let photo = app.client.get(app.url(&format!("/api/fathers/{id}/photo"))).bearer_auth(&token).send().await.unwrap();
    assert_error(photo, StatusCode::SERVICE_UNAVAILABLE, "unavailable").await;
    assert!(started.elapsed() < Duration::from_secs(60), "answered after {:?}", started.elapsed());
    let father: Value = app.client.get(app.url(&format!("/api/fathers/{id}"))).bearer_auth(&token).read_json().await;
    assert_eq!(father["photoKey"], second.as_str(), "a failed upload changes nothing");
}

async fn an_albums_photos_live_in_the_bucket_and_a_lost_store_leaves_no_half_upload(db: TestDb) {
    let Some(s3) = S3Server::start().await else { return };
    let app = app_on_s3(db, &s3).await;
    let token = staff_token(&app).await;
    let album: Value = app
        .client
        .post(app.url("/api/albums"))
        .bearer_auth(&token)
        .json(&json!({"title": "Family day"}))
        .read_json()
        .await;
    let album = album["id"].as_str().unwrap().to_owned();
    let large = large_png();
    assert!(large.len() > 5 * 1024 * 1024, "{} bytes", large.len());
    let upload = || {
        let form = reqwest::multipart::Form::new()
            .part("file", reqwest::multipart::Part::bytes(large.clone()).file_name("day.png"));
        app.client.post(app.url(&format!("/api/albums/{album}/photos"))).bearer_auth(&token).multipart(form).send()
    };
    let res = upload().await.unwrap();
    assert_eq!(res.status(), StatusCode::CREATED);
    let id = res.json::<Value>().await.unwrap()["id"].as_str().unwrap().to_owned();
    let photo = loop {
        let photo: Value = app.client.get(app.url(&format!("/api/photos/{id}"))).bearer_auth(&token).read_json().await;
        if photo["status"] == "ready" {
            break photo;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    let thumb = reqwest::get(app.url(photo["thumbUrl"].as_str().unwrap())).await.unwrap();
    assert_eq!(thumb.status(), StatusCode::OK);
    assert!(image::load_from_memory(&thumb.bytes().await.unwrap()).is_ok(), "served from the bucket");
    assert!(app.state.storage.get(&format!("variants/{id}-400.jpg")).await.unwrap().is_some());
    // The original went up in parts, and came together whole.
    let photo_id = id.clone();
    let rows = app
        .state
        .db
        .run(move |conn| {
            crate::helpers::scalar_text(
                conn,
                "SELECT original_key FROM photos WHERE id = $1",
                &[Db::from(photo_id.as_str())],
            )
        })
        .await
        .unwrap();
    let original = app.state.storage.get(&rows).await.unwrap().expect("the original");
    assert!(original == large, "the stored original is the upload, byte for byte");

    // The store goes away: the upload answers 503 and leaves no photo behind.
    drop(s3);
    assert_error(upload().await.unwrap(), StatusCode::SERVICE_UNAVAILABLE, "unavailable").await;
    let photos: Value =
        app.client.get(app.url(&format!("/api/albums/{album}/photos"))).bearer_auth(&token).read_json().await;
    assert_eq!(photos.as_array().unwrap().len(), 1, "{photos}");
}

//! The gallery: albums for everyone or one group; photos checked by content, stored as
//! they came, turned into upright variants without metadata off the request path, and
//! served only through signed URLs.

use std::io::Cursor;
use std::time::Duration;

use image::{DynamicImage, ImageFormat};
use reqwest::multipart::{Form, Part};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::consents::{record, revoke};
use crate::contacts::Casework;
use crate::helpers::{assert_error, TestDb};
use crate::program::Program;

crate::on_both_databases!(
    a_groups_album_is_seen_by_its_fathers_only,
    a_photo_comes_back_upright_small_and_without_its_gps,
    only_real_photos_within_the_limits_are_taken,
    a_photo_left_half_processed_by_a_dead_worker_is_finished,
    deleting_an_album_deletes_its_files,
    two_staff_editing_one_album_keep_both_changes,
    an_upload_racing_its_albums_deletion_leaves_no_file_behind,
    a_slow_phone_uploads_past_the_request_deadline_and_a_stalled_one_is_told,
    a_father_sees_ready_photos_only_and_staff_see_the_failed_ones,
    an_original_a_crash_left_without_its_row_is_swept_once_no_upload_can_claim_it,
    a_photo_of_a_father_without_photo_consent_is_hidden_from_fathers_wherever_photos_reach_them,
    staff_tag_who_is_pictured_on_upload_or_later_within_their_scope,
    a_fathers_own_export_lists_exactly_the_photos_he_could_open,
);

fn encoded(image: &DynamicImage, format: ImageFormat) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    image.write_to(&mut out, format).unwrap();
    out.into_inner()
}

/// A JPEG 60 × 30 as the sensor saw it, whose EXIF says "rotate 90° clockwise to view"
/// (orientation 6) and where it was taken (GPS).
fn phone_jpeg() -> Vec<u8> {
    let jpeg = encoded(&DynamicImage::new_rgb8(60, 30), ImageFormat::Jpeg);
    // TIFF, big-endian: IFD0 with Orientation = 6 and a GPS IFD pointer; the GPS IFD
    // with GPSLatitudeRef = "N".
    let mut tiff = b"MM\0\x2a\0\0\0\x08".to_vec();
    tiff.extend([0, 2]); // two entries
    tiff.extend([0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0]); // Orientation, SHORT, 1, 6
    tiff.extend([0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 38]); // GPSInfo, LONG, 1, offset 38
    tiff.extend([0, 0, 0, 0]); // no next IFD
    tiff.extend([0, 1]); // GPS IFD: one entry
    tiff.extend([0x00, 0x01, 0, 2, 0, 0, 0, 2, b'N', 0, 0, 0]); // GPSLatitudeRef, ASCII, 2, "N"
    tiff.extend([0, 0, 0, 0]);
    let mut app1 = b"Exif\0\0".to_vec();
    app1.extend(tiff);
    let length = u16::try_from(app1.len() + 2).unwrap().to_be_bytes();
    let mut out = jpeg[..2].to_vec(); // SOI
    out.extend([0xFF, 0xE1, length[0], length[1]]);
    out.extend(app1);
    out.extend(&jpeg[2..]);
    out
}

/// A PNG whose header declares `width` × `height` (what a decompression bomb starts with),
/// followed by a little compressed data.
fn png_declaring(width: u32, height: u32) -> Vec<u8> {
    fn chunk(out: &mut Vec<u8>, kind: &[u8], data: &[u8]) {
        out.extend(u32::try_from(data.len()).unwrap().to_be_bytes());
        let mut crc = crc32fast::Hasher::new();
        crc.update(kind);
        crc.update(data);
        out.extend(kind);
        out.extend(data);
        out.extend(crc.finalize().to_be_bytes());
    }
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut header = width.to_be_bytes().to_vec();
    header.extend(height.to_be_bytes());
    header.extend([8, 0, 0, 0, 0]); // 8-bit greyscale
    chunk(&mut png, b"IHDR", &header);
    chunk(&mut png, b"IDAT", &[0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]);
    chunk(&mut png, b"IEND", &[]);
    png
}

/// Sends only the head of an upload declaring `length` bytes, and reads the answer.
async fn declare_upload(p: &Program, album: &str, length: usize) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut socket = tokio::net::TcpStream::connect(p.app.addr).await.unwrap();
    let head = format!(
        "POST /api/albums/{album}/photos HTTP/1.1\r\nHost: {}\r\nAuthorization: Bearer {}\r\n\
         Content-Type: multipart/form-data; boundary=x\r\nContent-Length: {length}\r\n\r\n",
        p.app.addr, p.staff
    );
    socket.write_all(head.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    let mut buffer = [0u8; 4096];
    while !String::from_utf8_lossy(&answer).contains("}}") {
        let read = tokio::time::timeout(Duration::from_secs(10), socket.read(&mut buffer)).await;
        match read {
            Ok(Ok(n)) if n > 0 => answer.extend_from_slice(&buffer[..n]),
            _ => break,
        }
    }
    String::from_utf8_lossy(&answer).into_owned()
}

async fn album(p: &Program, title: &str, group: Option<&str>) -> String {
    let a = p.post("/api/albums", json!({"title": title, "description": "", "groupId": group})).await;
    a["id"].as_str().unwrap_or_else(|| panic!("{a}")).to_owned()
}

async fn upload(p: &Program, album: &str, name: &str, bytes: Vec<u8>) -> reqwest::Response {
    let form = Form::new().part("file", Part::bytes(bytes).file_name(name.to_owned())).text("caption", "Family day");
    p.app
        .client
        .post(p.app.url(&format!("/api/albums/{album}/photos")))
        .bearer_auth(&p.staff)
        .multipart(form)
        .send()
        .await
        .unwrap()
}

async fn uploaded(p: &Program, album: &str, name: &str, bytes: Vec<u8>) -> Value {
    let res = upload(p, album, name, bytes).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let photo: Value = res.json().await.unwrap();
    assert_eq!(photo["status"], "processing", "answered before the variants are made");
    photo
}

/// Waits until the worker has made the photo's variants.
async fn ready(p: &Program, id: &str) -> Value {
    for _ in 0..300 {
        let photo = p.get(&format!("/api/photos/{id}")).await;
        if photo["status"] != "processing" {
            return photo;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("photo {id} was never processed");
}

async fn fetch(p: &Program, url: &str) -> reqwest::Response {
    reqwest::get(p.app.url(url)).await.unwrap()
}

async fn a_groups_album_is_seen_by_its_fathers_only(db: TestDb) {
    let p = Program::start(db).await;
    let (sam, lee) = (p.father("Sam", "Ruiz").await, p.father("Lee", "Adams").await);
    let tuesday = p.group_with("Tuesday group", &[&sam]).await;
    p.group_with("Thursday group", &[&lee]).await;
    let (sam, lee) = (p.father_account("sam@example.org", &sam).await, p.father_account("lee@example.org", &lee).await);
    let graduation = album(&p, "Graduation", Some(&tuesday)).await;
    let picnic = album(&p, "Picnic", None).await;
    let photo = uploaded(&p, &graduation, "cap.png", encoded(&DynamicImage::new_rgb8(8, 8), ImageFormat::Png)).await;
    let photo_id = photo["id"].as_str().unwrap();
    ready(&p, photo_id).await;

    let titles = |albums: Value| {
        albums.as_array().unwrap().iter().map(|a| a["title"].as_str().unwrap().to_owned()).collect::<Vec<_>>()
    };
    let sams = p.call(Method::GET, "/api/albums", None, &sam).await.json::<Value>().await.unwrap();
    assert_eq!(titles(sams.clone()), ["Picnic", "Graduation"]);
    assert_eq!(sams[1]["photoCount"], 1);
    assert!(sams[1]["coverUrl"].as_str().unwrap().starts_with("/media/variants/"), "{sams}");
    let lees = p.call(Method::GET, "/api/albums", None, &lee).await.json::<Value>().await.unwrap();
    assert_eq!(titles(lees), ["Picnic"]);
    for path in [
        format!("/api/albums/{graduation}"),
        format!("/api/albums/{graduation}/photos"),
        format!("/api/photos/{photo_id}"),
    ] {
        let res = p.call(Method::GET, &path, None, &lee).await;
        assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
        assert_eq!(p.call(Method::GET, &path, None, &sam).await.status(), StatusCode::OK, "{path}");
    }
    // Fathers look, staff change.
    let res = p.call(Method::PATCH, &format!("/api/albums/{picnic}"), Some(json!({"title": "Mine"})), &sam).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    let res = p.call(Method::DELETE, &format!("/api/photos/{photo_id}"), None, &sam).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    let form = Form::new().part("file", Part::bytes(phone_jpeg()).file_name("x.jpg"));
    let res = p
        .app
        .client
        .post(p.app.url(&format!("/api/albums/{picnic}/photos")))
        .bearer_auth(&sam)
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    // A group with albums is not deleted from under them.
    let res = p.call(Method::DELETE, &format!("/api/groups/{tuesday}"), None, &p.staff).await;
    assert_error(res, StatusCode::CONFLICT, "aborted").await;
    // Moving the album to everyone shows it to Lee.
    let moved = p.patch(&format!("/api/albums/{graduation}"), json!({"groupId": null, "coverPhotoId": photo_id})).await;
    assert_eq!(moved["coverPhotoId"], photo_id);
    assert_eq!(p.call(Method::GET, &format!("/api/photos/{photo_id}"), None, &lee).await.status(), StatusCode::OK);
}

async fn a_photo_comes_back_upright_small_and_without_its_gps(db: TestDb) {
    let p = Program::start(db).await;
    let a = album(&p, "Family day", None).await;
    let original = phone_jpeg();
    assert!(original.windows(4).any(|w| w == b"Exif"), "the test photo carries EXIF");
    let photo = uploaded(&p, &a, "IMG_0001.JPG", original).await;
    let photo = ready(&p, photo["id"].as_str().unwrap()).await;
    assert_eq!(photo["status"], "ready");
    assert_eq!((photo["width"].as_i64(), photo["height"].as_i64()), (Some(30), Some(60)), "turned upright");
    assert_eq!(photo["caption"], "Family day");

    for url in [photo["thumbUrl"].as_str().unwrap(), photo["url"].as_str().unwrap()] {
        let res = fetch(&p, url).await;
        assert_eq!(res.status(), StatusCode::OK);
        assert_eq!(res.headers()["content-type"], "image/jpeg");
        assert!(res.headers()["cache-control"].to_str().unwrap().starts_with("private"));
        let etag = res.headers()["etag"].to_str().unwrap().to_owned();
        let bytes = res.bytes().await.unwrap();
        assert!(!bytes.windows(4).any(|w| w == b"Exif"), "no EXIF, so no GPS");
        assert!(!bytes.windows(2).any(|w| w == [0xFF, 0xE1]), "no APP1 segment at all");
        let decoded = image::load_from_memory_with_format(&bytes, ImageFormat::Jpeg).unwrap();
        assert_eq!((decoded.width(), decoded.height()), (30, 60));
        // The browser asks again with the ETag: nothing to send.
        let again = p.app.client.get(p.app.url(url)).header("if-none-match", &etag).send().await.unwrap();
        assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
    }
    // A signature that does not match, or none: 403.
    let url = photo["url"].as_str().unwrap();
    let forged = format!("{}A", url.trim_end_matches(|c: char| c != '=').trim_end_matches('='));
    for bad in [forged, url.split('?').next().unwrap().to_owned(), url.replace("-2048.jpg", "-400.jpg")] {
        assert_eq!(fetch(&p, &bad).await.status(), StatusCode::FORBIDDEN, "{bad}");
    }
}

async fn only_real_photos_within_the_limits_are_taken(db: TestDb) {
    let p = Program::start(db).await;
    let a = album(&p, "Family day", None).await;
    // By content, not by name: a PNG called .jpg is fine, a web page called .jpg is not.
    let png = encoded(&DynamicImage::new_rgb8(10, 10), ImageFormat::Png);
    uploaded(&p, &a, "photo.jpg", png).await;
    uploaded(&p, &a, "wave.gif", encoded(&DynamicImage::new_rgba8(10, 10), ImageFormat::Gif)).await;
    let res = upload(&p, &a, "photo.jpg", b"<html><script>alert(1)</script></html>".to_vec()).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert!(body["error"]["fields"]["file"].as_str().unwrap().contains("JPEG, PNG, WebP or GIF"), "{body}");
    // A bomb: a tiny file whose header declares 400 megapixels, answered before decoding.
    let bomb = png_declaring(20_000, 20_000);
    let started = std::time::Instant::now();
    let res = upload(&p, &a, "bomb.png", bomb).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert!(body["error"]["fields"]["file"].as_str().unwrap().contains("megapixels"), "{body}");
    assert!(started.elapsed() < Duration::from_secs(5), "answered in {:?}", started.elapsed());
    assert_eq!(p.app.client.get(p.app.url("/healthz")).send().await.unwrap().status(), StatusCode::OK);
    // Over 25 MB: 413 in the contract's shape, before the body is sent at all.
    let answer = declare_upload(&p, &a, 26 * 1024 * 1024).await;
    assert!(answer.starts_with("HTTP/1.1 413"), "{answer}");
    assert!(answer.contains(r#""code":"invalid-argument""#) && answer.contains("25 MB"), "{answer}");
    // Nothing refused was kept.
    let photos = p.get(&format!("/api/albums/{a}/photos")).await;
    assert_eq!(photos.as_array().unwrap().len(), 2);
    let stored = std::fs::read_dir(p.app.data_dir().join("storage/photos")).unwrap().count();
    assert_eq!(stored, 2, "only the two photos' originals");
}

async fn a_photo_left_half_processed_by_a_dead_worker_is_finished(db: TestDb) {
    let p = Program::start(db).await;
    let a = album(&p, "Family day", None).await;
    // As a crash would leave it: the original stored, the row claimed by a worker that
    // is gone (its claim has run out).
    let key = "photos/1_left-behind.png";
    p.app.state.storage.put(key, encoded(&DynamicImage::new_rgb8(5, 5), ImageFormat::Png)).await.unwrap();
    let id = uuid::Uuid::now_v7().to_string();
    p.app
        .sql(
            "INSERT INTO photos (id, album_id, caption, original_key, status, attempts, next_attempt_at, claimed_until, created_at)
             VALUES ($1, $2, '', $3, 'processing', 1, 0, 1, 0)",
            vec![id.clone().into(), a.clone().into(), key.into()],
        )
        .await;
    let photo = ready(&p, &id).await;
    assert_eq!(photo["status"], "ready");
    // One that can never be read fails for good, and says so.
    let broken = uuid::Uuid::now_v7().to_string();
    p.app.state.storage.put("photos/2_broken.jpg", b"\xFF\xD8\xFF\xE0 not really".to_vec()).await.unwrap();
    p.app
        .sql(
            "INSERT INTO photos (id, album_id, caption, original_key, status, next_attempt_at, created_at)
             VALUES ($1, $2, '', 'photos/2_broken.jpg', 'processing', 0, 0)",
            vec![broken.clone().into(), a.into()],
        )
        .await;
    p.app.state.gallery_work.wake();
    assert_eq!(ready(&p, &broken).await["status"], "failed");
}

async fn deleting_an_album_deletes_its_files(db: TestDb) {
    let p = Program::start(db).await;
    let a = album(&p, "Family day", None).await;
    for i in 0..2 {
        let photo =
            uploaded(&p, &a, &format!("p{i}.png"), encoded(&DynamicImage::new_rgb8(4, 4), ImageFormat::Png)).await;
        ready(&p, photo["id"].as_str().unwrap()).await;
    }
    let files =
        |dir: &str| std::fs::read_dir(p.app.data_dir().join("storage").join(dir)).map_or(0, std::iter::Iterator::count);
    assert_eq!((files("photos"), files("variants")), (2, 4), "two originals, four variants");
    let res = p.call(Method::DELETE, &format!("/api/albums/{a}"), None, &p.staff).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    for _ in 0..100 {
        if files("photos") + files("variants") == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!((files("photos"), files("variants")), (0, 0));
    let res = p.call(Method::GET, &format!("/api/albums/{a}"), None, &p.staff).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
}

async fn two_staff_editing_one_album_keep_both_changes(db: TestDb) {
    let p = Program::start(db).await;
    let a = album(&p, "Family day", None).await;
    let path = format!("/api/albums/{a}");
    for round in 0..8 {
        let (title, description) = (format!("Family day {round}"), format!("Round {round} at the park"));
        let (first, second) = tokio::join!(
            p.call(Method::PATCH, &path, Some(json!({"title": title})), &p.staff),
            p.call(Method::PATCH, &path, Some(json!({"description": description})), &p.staff),
        );
        assert_eq!((first.status(), second.status()), (StatusCode::OK, StatusCode::OK));
        let album = p.get(&path).await;
        assert_eq!((album["title"].as_str(), album["description"].as_str()), (Some(&*title), Some(&*description)));

        // One makes a photo the cover while the other deletes it: never a cover that is
        // gone (which would refuse every later edit of the album).
        let photo = uploaded(&p, &a, "cover.png", encoded(&DynamicImage::new_rgb8(4, 4), ImageFormat::Png)).await;
        let id = photo["id"].as_str().unwrap();
        let photo_path = format!("/api/photos/{id}");
        let (cover, deleted) = tokio::join!(
            p.call(Method::PATCH, &path, Some(json!({"coverPhotoId": id})), &p.staff),
            p.call(Method::DELETE, &photo_path, None, &p.staff),
        );
        assert_eq!(deleted.status(), StatusCode::NO_CONTENT);
        assert!(matches!(cover.status(), StatusCode::OK | StatusCode::BAD_REQUEST), "{}", cover.status());
        let album = p.get(&path).await;
        assert_eq!(album["coverPhotoId"], Value::Null, "round {round}: the deleted photo is not the cover");
    }
}

async fn an_upload_racing_its_albums_deletion_leaves_no_file_behind(db: TestDb) {
    let p = Program::start(db).await;
    let files =
        |dir: &str| std::fs::read_dir(p.app.data_dir().join("storage").join(dir)).map_or(0, std::iter::Iterator::count);
    for round in 0..6 {
        let a = album(&p, "Family day", None).await;
        let album_path = format!("/api/albums/{a}");
        let (uploaded, deleted) = tokio::join!(
            upload(&p, &a, "late.png", encoded(&DynamicImage::new_rgb8(4, 4), ImageFormat::Png)),
            p.call(Method::DELETE, &album_path, None, &p.staff),
        );
        assert_eq!(deleted.status(), StatusCode::NO_CONTENT);
        // Either it arrived first and went with the album, or it found the album gone.
        assert!(matches!(uploaded.status(), StatusCode::CREATED | StatusCode::NOT_FOUND), "{}", uploaded.status());
        for _ in 0..200 {
            if files("photos") + files("variants") == 0 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert_eq!((files("photos"), files("variants")), (0, 0), "round {round}: a file was left behind");
    }
}

/// A multipart form with one file, as a phone would send it, in `pieces` parts.
fn form_in_pieces(name: &str, bytes: &[u8], pieces: usize) -> (String, Vec<Vec<u8>>) {
    let boundary = "phone-boundary-7d3f";
    let mut body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{name}\"\r\n\
         Content-Type: application/octet-stream\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(bytes);
    body.extend(format!("\r\n--{boundary}--\r\n").into_bytes());
    let size = body.len().div_ceil(pieces);
    (format!("multipart/form-data; boundary={boundary}"), body.chunks(size).map(<[u8]>::to_vec).collect())
}

/// Sends `pieces` one every `every`, as a phone on a poor network does.
fn trickle(
    pieces: Vec<Vec<u8>>,
    every: Duration,
) -> impl futures_util::Stream<Item = Result<Vec<u8>, std::io::Error>> + Send + 'static {
    futures_util::stream::unfold(pieces.into_iter(), move |mut rest| async move {
        let piece = rest.next()?;
        tokio::time::sleep(every).await;
        Some((Ok(piece), rest))
    })
}

async fn a_slow_phone_uploads_past_the_request_deadline_and_a_stalled_one_is_told(db: TestDb) {
    // Deadlines shortened: 2 s for a request, 3 s of silence for a body.
    let p = Program::start_with(db, |config| {
        config.deadlines.request = Duration::from_secs(2);
        config.deadlines.body_idle = Duration::from_secs(3);
    })
    .await;
    let a = album(&p, "Family day", None).await;
    let url = p.app.url(&format!("/api/albums/{a}/photos"));
    let photo = encoded(&DynamicImage::new_rgb8(64, 64), ImageFormat::Png);

    // Twenty pieces a quarter of a second apart: five seconds, over twice the deadline.
    let (content_type, pieces) = form_in_pieces("slow.png", &photo, 20);
    let started = std::time::Instant::now();
    let res = p
        .app
        .client
        .post(&url)
        .bearer_auth(&p.staff)
        .header("content-type", &content_type)
        .body(reqwest::Body::wrap_stream(trickle(pieces, Duration::from_millis(250))))
        .send()
        .await
        .unwrap();
    let took = started.elapsed();
    let (status, text) = (res.status(), res.text().await.unwrap());
    assert_eq!(status, StatusCode::CREATED, "{text}");
    assert!(took > Duration::from_secs(4), "the upload really took longer than the deadline: {took:?}");
    let uploaded: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(ready(&p, uploaded["id"].as_str().unwrap()).await["status"], "ready");

    // Half a photo, then silence with the connection open (a phone that lost its network):
    // told so once the body has been idle for 3 s, in the contract's shape; nothing kept.
    let (content_type, pieces) = form_in_pieces("stalled.png", &photo, 2);
    let length = pieces.iter().map(Vec::len).sum::<usize>();
    let head =
        format!("POST /api/albums/{a}/photos HTTP/1.1\r\nContent-Type: {content_type}\r\nContent-Length: {length}\r\n");
    let answer = answer_to_half_a_request(&p, &head, &pieces[0]).await;
    assert!(answer.starts_with("HTTP/1.1 400"), "{answer}");
    assert!(answer.contains(r#""file":"The upload stopped arriving. Please try again.""#), "{answer}");
    assert_eq!(p.get(&format!("/api/albums/{a}/photos")).await.as_array().unwrap().len(), 1);

    // A father's own photo, from his phone, is read the same way: slowly is fine, stalled
    // is told.
    let sam = p.father("Sam", "Ruiz").await;
    let pieces = photo.chunks(photo.len().div_ceil(20)).map(<[u8]>::to_vec).collect();
    let res = p
        .app
        .client
        .put(p.app.url(&format!("/api/fathers/{sam}/photo?filename=sam.png")))
        .bearer_auth(&p.staff)
        .header("content-type", "image/png")
        .body(reqwest::Body::wrap_stream(trickle(pieces, Duration::from_millis(250))))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK, "{}", res.status());
    let head = format!(
        "PUT /api/fathers/{sam}/photo HTTP/1.1\r\nContent-Type: image/png\r\nContent-Length: {}\r\n",
        photo.len()
    );
    let answer = answer_to_half_a_request(&p, &head, &photo[..photo.len() / 2]).await;
    assert!(answer.starts_with("HTTP/1.1 400"), "{answer}");
    assert!(answer.contains(r#""file":"The upload stopped arriving. Please try again.""#), "{answer}");

    // Any other request is still held to the deadline: a JSON body that stops is a 504.
    let head = "POST /api/fathers HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n";
    let answer = answer_to_half_a_request(&p, head, br#"{"firstName": "Sam", "#).await;
    assert!(answer.starts_with("HTTP/1.1 504"), "{answer}");
    assert!(answer.contains(r#""code":"deadline-exceeded""#), "{answer}");
}

async fn a_father_sees_ready_photos_only_and_staff_see_the_failed_ones(db: TestDb) {
    let p = Program::start(db).await;
    let sam = p.father("Sam", "Ruiz").await;
    let sam = p.father_account("sam@example.org", &sam).await;
    let a = album(&p, "Family day", None).await;
    let good = uploaded(&p, &a, "good.png", encoded(&DynamicImage::new_rgb8(8, 8), ImageFormat::Png)).await;
    let good = good["id"].as_str().unwrap().to_owned();
    ready(&p, &good).await;
    // One that failed for good, and one whose variants are still to come.
    let (failed, processing) = (uuid::Uuid::now_v7().to_string(), uuid::Uuid::now_v7().to_string());
    for (id, status) in [(&failed, "failed"), (&processing, "processing")] {
        p.app
            .sql(
                "INSERT INTO photos (id, album_id, caption, original_key, status, next_attempt_at, created_at)
                 VALUES ($1, $2, '', $3, $4, 9000000000000000, 0)",
                vec![id.clone().into(), a.clone().into(), format!("photos/1_{status}.png").into(), status.into()],
            )
            .await;
    }
    // Even chosen as the cover, the failed photo is not what anyone is shown.
    p.patch(&format!("/api/albums/{a}"), json!({"coverPhotoId": failed})).await;

    let (program, sam) = (&p, &sam);
    let as_sam = move |path: String| async move { program.call(Method::GET, &path, None, sam).await };
    let albums: Value = as_sam("/api/albums".into()).await.json().await.unwrap();
    assert_eq!(albums[0]["photoCount"], 1, "{albums}");
    let album: Value = as_sam(format!("/api/albums/{a}")).await.json().await.unwrap();
    assert_eq!(album["photoCount"], 1, "{album}");
    assert!(album["coverUrl"].as_str().unwrap().contains(&good), "the ready photo's thumbnail: {album}");
    let photos: Value = as_sam(format!("/api/albums/{a}/photos")).await.json().await.unwrap();
    let ids: Vec<&str> = photos.as_array().unwrap().iter().map(|p| p["id"].as_str().unwrap()).collect();
    assert_eq!(ids, [good.as_str()]);
    for hidden in [&failed, &processing] {
        assert_error(as_sam(format!("/api/photos/{hidden}")).await, StatusCode::NOT_FOUND, "not-found").await;
    }

    // Staff see all three, the failed one as failed, to delete or upload again.
    assert_eq!(p.get(&format!("/api/albums/{a}")).await["photoCount"], 3);
    let photos = p.get(&format!("/api/albums/{a}/photos")).await;
    let statuses: Vec<&str> = photos.as_array().unwrap().iter().map(|p| p["status"].as_str().unwrap()).collect();
    assert_eq!(statuses, ["ready", "failed", "processing"]);
    assert_eq!(p.get(&format!("/api/photos/{failed}")).await["status"], "failed");

    // The API's document names the status a client may meet.
    let doc: Value = p.app.client.get(p.app.url("/api/openapi.json")).send().await.unwrap().json().await.unwrap();
    let status = &doc["components"]["schemas"]["PhotoStatus"];
    assert_eq!(status["enum"], json!(["processing", "ready", "failed"]), "{status}");
}

async fn an_original_a_crash_left_without_its_row_is_swept_once_no_upload_can_claim_it(db: TestDb) {
    use fatherhood::infra::storage::UNREFERENCED_AFTER;
    let p = Program::start(db).await;
    let a = album(&p, "Family day", None).await;
    let photo = uploaded(&p, &a, "kept.png", encoded(&DynamicImage::new_rgb8(8, 8), ImageFormat::Png)).await;
    ready(&p, photo["id"].as_str().unwrap()).await;
    // A father's own photo lives under photos/ too.
    let sam = p.father("Sam", "Ruiz").await;
    let storage = &p.app.state.storage;
    storage.put("photos/2_sam.jpg", phone_jpeg()).await.unwrap();
    p.app.sql("UPDATE fathers SET photo_key = 'photos/2_sam.jpg' WHERE id = $1", vec![sam.into()]).await;
    // What a crash between storing an upload and writing its row leaves: an original, GPS
    // and all, that no row refers to.
    storage.put("photos/3_crashed.jpg", phone_jpeg()).await.unwrap();
    let originals = || {
        let mut names: Vec<String> = std::fs::read_dir(p.app.data_dir().join("storage/photos"))
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        names
    };
    assert_eq!(originals().len(), 3);

    // Just stored, it might be an upload on its way to writing its row: kept.
    assert_eq!(p.app.state.storage.sweep_unreferenced(&p.app.state.db, UNREFERENCED_AFTER).await.unwrap(), 0);
    assert_eq!(originals().len(), 3);
    // Old enough, it is no one's: deleted, and only it.
    assert_eq!(p.app.state.storage.sweep_unreferenced(&p.app.state.db, Duration::ZERO).await.unwrap(), 1);
    let left = originals();
    assert_eq!(left.len(), 2, "{left:?}");
    assert!(
        left.iter().any(|name| name.starts_with("2_sam")) && !left.iter().any(|name| name.starts_with("3_crashed"))
    );
    let photo = p.get(&format!("/api/photos/{}", photo["id"].as_str().unwrap())).await;
    assert_eq!(fetch(&p, photo["url"].as_str().unwrap()).await.status(), StatusCode::OK, "its variants stay");
}

/// Sends `head` (its request line and headers, without the blank line), the staff's token
/// and `part` of the body, then nothing while the connection stays open; reads the answer
/// (a generous half minute at most).
async fn answer_to_half_a_request(p: &Program, head: &str, part: &[u8]) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut socket = tokio::net::TcpStream::connect(p.app.addr).await.unwrap();
    let head = format!("{head}Host: {}\r\nAuthorization: Bearer {}\r\n\r\n", p.app.addr, p.staff);
    socket.write_all(head.as_bytes()).await.unwrap();
    socket.write_all(part).await.unwrap();
    let mut answer = Vec::new();
    let mut buffer = [0u8; 4096];
    let read_all = async {
        while !String::from_utf8_lossy(&answer).contains("}}") {
            match socket.read(&mut buffer).await {
                Ok(n) if n > 0 => answer.extend_from_slice(&buffer[..n]),
                _ => break,
            }
        }
    };
    tokio::time::timeout(Duration::from_secs(30), read_all).await.expect("answered while the body is still awaited");
    String::from_utf8_lossy(&answer).into_owned()
}

/// Uploads a photo as `token`, with a `tags` part per father pictured.
async fn upload_tagged(p: &Program, token: &str, album: &str, tags: &[&str]) -> reqwest::Response {
    let png = encoded(&DynamicImage::new_rgb8(8, 8), ImageFormat::Png);
    let mut form = Form::new().part("file", Part::bytes(png).file_name("dads.png"));
    for father in tags {
        form = form.text("tags", father.to_string());
    }
    let path = p.app.url(&format!("/api/albums/{album}/photos"));
    p.app.client.post(path).bearer_auth(token).multipart(form).send().await.unwrap()
}

/// A ready photo uploaded by the director with its tags.
async fn tagged_photo(p: &Program, album: &str, tags: &[&str]) -> Value {
    let res = upload_tagged(p, &p.staff, album, tags).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let photo: Value = res.json().await.unwrap();
    ready(p, photo["id"].as_str().unwrap()).await
}

fn photo_ids(list: &Value) -> Vec<&str> {
    list.as_array().unwrap().iter().map(|p| p["id"].as_str().unwrap()).collect()
}

/// Sam is pictured in the family photo; Lee, another father, looks at the album. Sam
/// withdraws his photo consent from his phone: the photo is gone for every father, in
/// every list, count, cover and URL, at once; staff still see it, marked.
async fn a_photo_of_a_father_without_photo_consent_is_hidden_from_fathers_wherever_photos_reach_them(db: TestDb) {
    let p = Program::start(db).await;
    let (sam, lee) = (p.father("Sam", "Ruiz").await, p.father("Lee", "Adams").await);
    let sams = p.father_account("sam@example.org", &sam).await;
    let lees = p.father_account("lee@example.org", &lee).await;
    let consent = record(&p, &p.staff, &sam, json!({"kind": "photo"})).await;
    let a = album(&p, "Family day", None).await;
    let family = tagged_photo(&p, &a, &[&sam]).await;
    let group_shot = tagged_photo(&p, &a, &[]).await;
    let (family_id, group_shot_id) = (family["id"].as_str().unwrap(), group_shot["id"].as_str().unwrap());
    p.patch(&format!("/api/albums/{a}"), json!({"coverPhotoId": family_id})).await;
    assert_eq!((family["tags"].clone(), family["consentMissing"].clone()), (json!([sam]), json!(false)));

    let (program, lees) = (&p, lees.as_str());
    let as_lee = move |path: String| async move { program.call(Method::GET, &path, None, lees).await };
    let read = |path: String| async move { as_lee(path).await.json::<Value>().await.unwrap() };
    // With Sam's consent, Lee sees both, the family photo as the cover; fathers see no tags.
    let album_path = format!("/api/albums/{a}");
    let shown = read(album_path.clone()).await;
    assert_eq!((shown["photoCount"].as_i64(), shown["coverPhotoId"].as_str()), (Some(2), Some(family_id)));
    let photos = read(format!("{album_path}/photos")).await;
    assert_eq!(photo_ids(&photos), [family_id, group_shot_id]);
    assert_eq!((photos[0]["tags"].clone(), photos[0]["consentMissing"].clone()), (json!([]), json!(false)));
    // The URLs Lee's phone holds now: the photo's, and the album's cover.
    let held: Vec<String> = [&photos[0]["thumbUrl"], &photos[0]["url"], &shown["coverUrl"]]
        .iter()
        .map(|url| url.as_str().unwrap().to_owned())
        .collect();
    for url in &held {
        assert!(url.contains(family_id) && url.contains("&for=father&"), "{url}");
        let res = fetch(&p, url).await;
        assert_eq!(res.status(), StatusCode::OK);
        assert_eq!(res.headers()["cache-control"], "private, no-cache", "his browser asks before reusing it");
    }

    // Sam withdraws his photo consent himself.
    revoke(&p, &sams, &consent).await;

    // Gone for Lee at once: the album list and the album's count and cover...
    let albums = read("/api/albums".into()).await;
    assert_eq!(albums[0]["photoCount"], 1, "{albums}");
    assert!(albums[0]["coverUrl"].as_str().unwrap().contains(group_shot_id), "another photo is the cover: {albums}");
    let shown = read(album_path.clone()).await;
    assert_eq!(shown["photoCount"], 1);
    assert_eq!(shown["coverPhotoId"], Value::Null, "not even the hidden cover's id");
    assert!(!shown.to_string().contains(family_id), "{shown}");
    // ...every page of its photos, by offset of the cursor or from the start...
    assert_eq!(photo_ids(&read(format!("{album_path}/photos")).await), [group_shot_id]);
    assert_eq!(photo_ids(&read(format!("{album_path}/photos?limit=1")).await), [group_shot_id]);
    assert_eq!(photo_ids(&read(format!("{album_path}/photos?after={family_id}&limit=1")).await), [group_shot_id]);
    assert_eq!(read(format!("{album_path}/photos?after={group_shot_id}")).await, json!([]));
    // ...by id...
    assert_error(as_lee(format!("/api/photos/{family_id}")).await, StatusCode::NOT_FOUND, "not-found").await;
    // ...and the URLs handed to him before: no longer served, however long they had left.
    for url in &held {
        assert_error(fetch(&p, url).await, StatusCode::NOT_FOUND, "not-found").await;
        let revalidated = p.app.client.get(p.app.url(url)).header("if-none-match", format!("\"{family_id}-400.jpg\""));
        assert_eq!(revalidated.send().await.unwrap().status(), StatusCode::NOT_FOUND, "no 304 for a copy he kept");
    }
    // Sam, pictured, no longer sees it either.
    let res = p.call(Method::GET, &format!("/api/photos/{family_id}"), None, &sams).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;

    // Staff see it, marked, with a URL minted now that works for them; made into a
    // father's URL, the signature no longer holds.
    let staffs = p.get(&format!("/api/photos/{family_id}")).await;
    assert_eq!((staffs["consentMissing"].clone(), staffs["tags"].clone()), (json!(true), json!([sam])));
    assert_eq!(p.get(&album_path).await["photoCount"], 2);
    let staff_url = staffs["thumbUrl"].as_str().unwrap();
    assert!(!staff_url.contains("for="), "{staff_url}");
    assert_eq!(fetch(&p, staff_url).await.status(), StatusCode::OK);
    let forged = staff_url.replace("&sig=", "&for=father&sig=");
    assert_eq!(fetch(&p, &forged).await.status(), StatusCode::FORBIDDEN);
    let listed = p.get(&format!("{album_path}/photos")).await;
    let marks: Vec<bool> = listed.as_array().unwrap().iter().map(|p| p["consentMissing"].as_bool().unwrap()).collect();
    assert_eq!(marks, [true, false]);

    // Consent given again: back for fathers, and the URL he kept works again.
    record(&p, &p.staff, &sam, json!({"kind": "photo"})).await;
    assert_eq!(read(album_path.clone()).await["coverPhotoId"], family_id);
    assert_eq!(photo_ids(&read(format!("{album_path}/photos")).await), [family_id, group_shot_id]);
    assert_eq!(as_lee(format!("/api/photos/{family_id}")).await.status(), StatusCode::OK);
    assert_eq!(fetch(&p, &held[0]).await.status(), StatusCode::OK);
}

/// A facilitator tags the fathers of his group as he uploads, or later; a father outside
/// his groups and caseload he can neither add nor take away; a father without photo
/// consent tagged hides the photo from fathers from the moment it exists.
async fn staff_tag_who_is_pictured_on_upload_or_later_within_their_scope(db: TestDb) {
    let c = Casework::start(db).await;
    let p = &c.p;
    let (sam, facilitator) = (c.sam.as_str(), c.facilitator.token.as_str());
    let lee = p.father("Lee", "Adams").await;
    let a = album(p, "Family day", None).await;

    // Uploaded with Sam tagged, who has no photo consent: hidden from fathers at once.
    let res = upload_tagged(p, facilitator, &a, &[sam]).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let photo: Value = res.json().await.unwrap();
    assert_eq!((photo["tags"].clone(), photo["consentMissing"].clone()), (json!([sam]), json!(true)));
    let id = photo["id"].as_str().unwrap().to_owned();
    let tags_path = format!("/api/photos/{id}/tags");
    let c = &c;
    let put = |token: &str, tags: Value| {
        let (token, path) = (token.to_owned(), tags_path.clone());
        async move { c.call(Method::PUT, &path, Some(tags), &token).await }
    };
    let sams = p.father_account("sam@example.org", sam).await;
    ready(p, &id).await;
    let res = p.call(Method::GET, &format!("/api/photos/{id}"), None, &sams).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;

    // Lee is no father of his: not to be added, on upload or later.
    let body =
        assert_error(put(facilitator, json!([sam, lee])).await, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fields"]["tags"], "Tag and untag only fathers in your groups or caseload.");
    let res = upload_tagged(p, facilitator, &a, &[&lee]).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert!(body["error"]["fields"]["tags"].is_string(), "{body}");
    assert_eq!(
        p.get(&format!("/api/albums/{a}/photos")).await.as_array().unwrap().len(),
        1,
        "nothing refused was kept"
    );
    // No such father, and more than 50: refused by name.
    let body = assert_error(
        put(&c.director, json!([sam, "no-such-father"])).await,
        StatusCode::BAD_REQUEST,
        "invalid-argument",
    )
    .await;
    assert_eq!(body["error"]["fields"]["tags"], "No such father.");
    let crowd: Vec<String> = (0..51).map(|_| sam.to_owned()).collect();
    let body = assert_error(put(&c.director, json!(crowd)).await, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fields"]["tags"], "Tag at most 50 fathers in a photo.");
    assert_eq!(p.get(&format!("/api/photos/{id}")).await["tags"], json!([sam]));

    // The director tags Lee too; the facilitator keeps Lee's tag when he saves the set,
    // but may not take it away.
    let mut both = vec![sam.to_owned(), lee.clone()];
    both.sort();
    let tagged: Value = put(&c.director, json!([lee, sam, sam])).await.json().await.unwrap();
    assert_eq!(tagged["tags"], json!(both), "each once");
    assert_eq!(put(facilitator, json!(both)).await.status(), StatusCode::OK);
    let body = assert_error(put(facilitator, json!([sam])).await, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fields"]["tags"], "Tag and untag only fathers in your groups or caseload.");

    // Both give photo consent: shown. Lee withdraws his (staff on his word): hidden again.
    record(p, &c.manager.token, sam, json!({"kind": "photo"})).await;
    assert_eq!(p.get(&format!("/api/photos/{id}")).await["consentMissing"], true, "Lee has none yet");
    let lees = record(p, &c.director, &lee, json!({"kind": "photo"})).await;
    assert_eq!(p.get(&format!("/api/photos/{id}")).await["consentMissing"], false);
    let shown: Value = p.call(Method::GET, &format!("/api/photos/{id}"), None, &sams).await.json().await.unwrap();
    assert_eq!(
        (shown["tags"].clone(), shown["consentMissing"].clone()),
        (json!([]), json!(false)),
        "a father sees no tags"
    );
    revoke(p, &c.director, &lees).await;
    assert_eq!(p.get(&format!("/api/photos/{id}")).await["consentMissing"], true);
    // Untagged by the director (a wrong tag): shown again.
    let untagged: Value = put(&c.director, json!([sam])).await.json().await.unwrap();
    assert_eq!((untagged["tags"].clone(), untagged["consentMissing"].clone()), (json!([sam]), json!(false)));
    // Lee tagged again: the photo is hidden while he has no consent. His record has a
    // consent's history, so it is never deleted (he is exited): the photo stays hidden until
    // staff confirm who is pictured.
    put(&c.director, json!([sam, lee])).await;
    assert_eq!(p.get(&format!("/api/photos/{id}")).await["consentMissing"], true);
    assert_eq!(
        c.call(Method::DELETE, &format!("/api/fathers/{lee}"), None, &c.director).await.status(),
        StatusCode::CONFLICT
    );
    let photo = p.get(&format!("/api/photos/{id}")).await;
    assert_eq!(photo["consentMissing"], true);
    let res = p.call(Method::GET, &format!("/api/photos/{id}"), None, &sams).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    let confirmed: Value = put(&c.director, json!([sam])).await.json().await.unwrap();
    assert_eq!(confirmed["consentMissing"], false, "saving the tags decides again");

    // Fathers look, staff tag; staff outside a group's album are refused its photos.
    assert_error(put(&sams, json!([])).await, StatusCode::FORBIDDEN, "permission-denied").await;
    let groups = album(p, "Tuesday only", Some(&c.group)).await;
    let photo = tagged_photo(p, &groups, &[]).await;
    let path = format!("/api/photos/{}/tags", photo["id"].as_str().unwrap());
    let res = c.call(Method::PUT, &path, Some(json!([sam])), &c.outsider.token).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    let res = c.call(Method::PUT, "/api/photos/no-such-photo/tags", Some(json!([])), &c.director).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    // An empty list untags everyone.
    let cleared: Value = c.call(Method::PUT, &path, Some(json!([])), facilitator).await.json().await.unwrap();
    assert_eq!(cleared["tags"], json!([]));
}

/// Sam asks for his data: it lists the photos he is tagged in that he could open himself —
/// not one in another group's album, nor one hidden because a father pictured with him has
/// no photo consent (their ids, album titles and captions included). A director's export of
/// his record lists every one.
async fn a_fathers_own_export_lists_exactly_the_photos_he_could_open(db: TestDb) {
    let p = Program::start(db).await;
    let (sam, lee) = (p.father("Sam", "Ruiz").await, p.father("Lee", "Adams").await);
    let sams = p.father_account("sam@example.org", &sam).await;
    record(&p, &p.staff, &sam, json!({"kind": "photo"})).await;
    let tuesday = p.group_with("Tuesday", &[&sam]).await;
    let thursday = p.group_with("Thursday", &[&lee]).await;
    let everyone = album(&p, "Family day", None).await;
    let his_group = album(&p, "Tuesday cookout", Some(&tuesday)).await;
    let another_group = album(&p, "Thursday fishing trip", Some(&thursday)).await;
    let shown = tagged_photo(&p, &everyone, &[&sam]).await;
    let in_his_group = tagged_photo(&p, &his_group, &[&sam]).await;
    let elsewhere = tagged_photo(&p, &another_group, &[&sam]).await;
    // Lee has no photo consent: the photo of both is hidden from every father.
    let with_lee = tagged_photo(&p, &everyone, &[&sam, &lee]).await;
    assert_eq!(with_lee["consentMissing"], true);
    let id = |photo: &Value| photo["id"].as_str().unwrap().to_owned();
    let listed = |export: &Value| -> Vec<String> {
        let mut ids: Vec<String> = export["photos"]["tagged"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["photoId"].as_str().unwrap().to_owned())
            .collect();
        ids.sort();
        ids
    };
    let sorted = |mut ids: Vec<String>| {
        ids.sort();
        ids
    };

    let res = p.call(Method::GET, "/api/me/export", None, &sams).await;
    assert_eq!(res.status(), StatusCode::OK);
    let his: Value = res.json().await.unwrap();
    assert_eq!(listed(&his), sorted(vec![id(&shown), id(&in_his_group)]));
    let text = his.to_string();
    for hidden in [id(&elsewhere), id(&with_lee), "Thursday fishing trip".to_owned()] {
        assert!(!text.contains(&hidden), "{hidden} in {text}");
    }
    // Each listed photo opens for him.
    for photo in [&shown, &in_his_group] {
        let res = p.call(Method::GET, &format!("/api/photos/{}", id(photo)), None, &sams).await;
        assert_eq!(res.status(), StatusCode::OK);
    }
    let director = p.get(&format!("/api/fathers/{sam}/export")).await;
    assert_eq!(listed(&director), sorted(vec![id(&shown), id(&in_his_group), id(&elsewhere), id(&with_lee)]));
}

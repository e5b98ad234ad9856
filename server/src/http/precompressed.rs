//! Static files with the brotli and gzip copies the web build writes next to them
//! (`app.js`, `app.js.br`, `app.js.gz`): the smallest copy the client accepts is sent as it
//! is, so nothing is compressed while a request waits.

use std::borrow::Cow;

use axum::body::Body;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::Response;

/// One stored file: its bytes and the SHA-256 of those bytes (its ETag).
pub struct StoredFile {
    pub data: Cow<'static, [u8]>,
    pub sha256: [u8; 32],
}

/// Where the files come from: the embedded `web/dist` in the server, a map in tests.
pub trait FileSource {
    fn file(&self, path: &str) -> Option<StoredFile>;
}

/// A content coding, in the order the server prefers them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    Brotli,
    Gzip,
}

impl Encoding {
    const PREFERRED: [Encoding; 2] = [Encoding::Brotli, Encoding::Gzip];

    fn token(self) -> &'static str {
        match self {
            Encoding::Brotli => "br",
            Encoding::Gzip => "gzip",
        }
    }

    /// The suffix of the stored copy in this coding.
    fn suffix(self) -> &'static str {
        match self {
            Encoding::Brotli => ".br",
            Encoding::Gzip => ".gz",
        }
    }
}

/// Whether `Accept-Encoding` allows `encoding`: named with a non-zero weight, or covered
/// by `*` with one when it is not named (RFC 9110 §12.5.3).
pub fn accepts(headers: &HeaderMap, encoding: Encoding) -> bool {
    let mut wildcard = false;
    for value in headers.get_all(header::ACCEPT_ENCODING) {
        let Ok(value) = value.to_str() else { continue };
        for item in value.split(',') {
            let mut parts = item.split(';');
            let coding = parts.next().unwrap_or("").trim();
            let weight = parts
                .filter_map(|param| param.trim().strip_prefix("q=").or_else(|| param.trim().strip_prefix("Q=")))
                .find_map(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            if coding.eq_ignore_ascii_case(encoding.token()) {
                return weight > 0.0;
            }
            if coding == "*" {
                wildcard = weight > 0.0;
            }
        }
    }
    wildcard
}

/// The answer for one file: the best stored copy the request accepts (br, then gzip, else
/// the file itself) with its type, length, ETag and caching, or 304 when the client's copy
/// is current. `None` when the file does not exist.
pub fn respond(
    files: &impl FileSource,
    path: &str,
    request: &HeaderMap,
    content_type: &str,
    cache_control: &'static str,
) -> Option<Response> {
    let plain = files.file(path)?;
    let mut has_variants = false;
    let mut chosen = None;
    for encoding in Encoding::PREFERRED {
        let Some(copy) = files.file(&format!("{path}{}", encoding.suffix())) else { continue };
        has_variants = true;
        if chosen.is_none() && accepts(request, encoding) {
            chosen = Some((encoding, copy));
        }
    }
    let (encoding, file) = match chosen {
        Some((encoding, copy)) => (Some(encoding), copy),
        None => (None, plain),
    };

    let etag = etag(&file.sha256);
    let not_modified = request
        .get(header::IF_NONE_MATCH)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|tags| tags.split(',').any(|tag| tag.trim() == etag || tag.trim() == "*"));

    let mut response = if not_modified {
        let mut response = Response::new(Body::empty());
        *response.status_mut() = StatusCode::NOT_MODIFIED;
        response
    } else {
        let length = file.data.len();
        let mut response = Response::new(Body::from(file.data));
        response.headers_mut().insert(header::CONTENT_LENGTH, HeaderValue::from(length));
        response
    };
    let headers = response.headers_mut();
    if let Ok(value) = HeaderValue::from_str(content_type) {
        headers.insert(header::CONTENT_TYPE, value);
    }
    if let Some(encoding) = encoding {
        headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding.token()));
    }
    // The answer depends on Accept-Encoding whenever a compressed copy exists, even when the
    // file itself was sent: a cache must not hand it to a client that accepts br.
    if has_variants {
        headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    }
    if let Ok(value) = HeaderValue::from_str(&etag) {
        headers.insert(header::ETAG, value);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache_control));
    Some(response)
}

/// A strong validator of the bytes sent: each coding of a file has its own.
fn etag(sha256: &[u8; 32]) -> String {
    let hex: String = sha256[..16].iter().map(|byte| format!("{byte:02x}")).collect();
    format!("\"{hex}\"")
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use axum::body::to_bytes;
    use sha2::{Digest, Sha256};

    use super::*;

    struct MapSource(HashMap<&'static str, &'static [u8]>);

    impl FileSource for MapSource {
        fn file(&self, path: &str) -> Option<StoredFile> {
            self.0.get(path).map(|data| StoredFile { data: Cow::Borrowed(*data), sha256: Sha256::digest(data).into() })
        }
    }

    fn source() -> MapSource {
        MapSource(HashMap::from([
            ("app.js", b"plain".as_slice()),
            ("app.js.br", b"brotli".as_slice()),
            ("app.js.gz", b"gzip".as_slice()),
            ("only-gzip.css", b"plain css".as_slice()),
            ("only-gzip.css.gz", b"gzip css".as_slice()),
            ("icon.png", b"png".as_slice()),
        ]))
    }

    fn request(accept_encoding: Option<&str>) -> HeaderMap {
        let mut headers = HeaderMap::new();
        if let Some(value) = accept_encoding {
            headers.insert(header::ACCEPT_ENCODING, HeaderValue::from_str(value).unwrap());
        }
        headers
    }

    async fn answer(path: &str, headers: &HeaderMap) -> (Response, Vec<u8>) {
        let response = respond(&source(), path, headers, "text/javascript", "no-cache").expect("the file exists");
        let (parts, body) = response.into_parts();
        let bytes = to_bytes(body, usize::MAX).await.unwrap().to_vec();
        (Response::from_parts(parts, Body::empty()), bytes)
    }

    fn header_of(response: &Response, name: header::HeaderName) -> Option<&str> {
        response.headers().get(name).map(|value| value.to_str().unwrap())
    }

    #[test]
    fn accept_encoding_is_read_with_its_weights() {
        assert!(accepts(&request(Some("gzip, deflate, br, zstd")), Encoding::Brotli));
        assert!(accepts(&request(Some("gzip;q=0.5")), Encoding::Gzip));
        assert!(!accepts(&request(Some("gzip;q=0, br")), Encoding::Gzip));
        assert!(accepts(&request(Some("*")), Encoding::Brotli));
        assert!(!accepts(&request(Some("*, br;q=0")), Encoding::Brotli));
        assert!(!accepts(&request(Some("identity")), Encoding::Gzip));
        assert!(!accepts(&request(None), Encoding::Gzip));
    }

    #[tokio::test]
    async fn brotli_is_preferred_then_gzip_then_the_file_itself() {
        let (br, body) = answer("app.js", &request(Some("gzip, deflate, br"))).await;
        assert_eq!(header_of(&br, header::CONTENT_ENCODING), Some("br"));
        assert_eq!(body, b"brotli");
        assert_eq!(header_of(&br, header::CONTENT_LENGTH), Some("6"));

        let (gzip, body) = answer("app.js", &request(Some("gzip"))).await;
        assert_eq!(header_of(&gzip, header::CONTENT_ENCODING), Some("gzip"));
        assert_eq!(body, b"gzip");

        let (plain, body) = answer("app.js", &request(None)).await;
        assert_eq!(header_of(&plain, header::CONTENT_ENCODING), None);
        assert_eq!(body, b"plain");

        // A file with only a gzip copy is sent gzipped to a client that prefers br.
        let (css, body) = answer("only-gzip.css", &request(Some("br, gzip"))).await;
        assert_eq!(header_of(&css, header::CONTENT_ENCODING), Some("gzip"));
        assert_eq!(body, b"gzip css");
    }

    #[tokio::test]
    async fn every_coding_varies_on_accept_encoding_and_has_its_own_etag() {
        let mut etags = Vec::new();
        for accept in [Some("br"), Some("gzip"), None] {
            let (response, _) = answer("app.js", &request(accept)).await;
            assert_eq!(header_of(&response, header::VARY), Some("accept-encoding"), "{accept:?}");
            assert_eq!(header_of(&response, header::CONTENT_TYPE), Some("text/javascript"));
            assert_eq!(header_of(&response, header::CACHE_CONTROL), Some("no-cache"));
            etags.push(header_of(&response, header::ETAG).unwrap().to_owned());
        }
        etags.dedup();
        assert_eq!(etags.len(), 3, "{etags:?}");

        // Nothing depends on the header when there is no compressed copy.
        let (png, _) = answer("icon.png", &request(Some("br"))).await;
        assert_eq!(header_of(&png, header::VARY), None);
        assert_eq!(header_of(&png, header::CONTENT_ENCODING), None);
    }

    #[tokio::test]
    async fn a_current_copy_is_answered_not_modified() {
        let (first, _) = answer("app.js", &request(Some("br"))).await;
        let etag = header_of(&first, header::ETAG).unwrap().to_owned();

        let mut again = request(Some("br"));
        again.insert(header::IF_NONE_MATCH, HeaderValue::from_str(&etag).unwrap());
        let (response, body) = answer("app.js", &again).await;
        assert_eq!(response.status(), StatusCode::NOT_MODIFIED);
        assert!(body.is_empty());
        assert_eq!(header_of(&response, header::ETAG), Some(etag.as_str()));

        // The same validator is not the gzip copy's.
        let mut other_coding = request(Some("gzip"));
        other_coding.insert(header::IF_NONE_MATCH, HeaderValue::from_str(&etag).unwrap());
        let (response, body) = answer("app.js", &other_coding).await;
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(body, b"gzip");
    }

    #[test]
    fn a_missing_file_has_no_answer() {
        assert!(respond(&source(), "nothing.js", &request(Some("br")), "text/javascript", "no-cache").is_none());
        // A compressed copy alone is not a file.
        let only_copy = MapSource(HashMap::from([("lonely.js.br", b"x".as_slice())]));
        assert!(respond(&only_copy, "lonely.js", &request(Some("br")), "text/javascript", "no-cache").is_none());
    }
}

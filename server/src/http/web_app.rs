//! The built web app (`web/dist`), embedded in the binary. Hashed assets are cached
//! for a year; `index.html` never, so a new build reaches everyone on their next load.
//! Any other path that is not an API path is answered with the app, so deep links work.
//! The build writes brotli and gzip copies of its text files; `precompressed` picks one.

use axum::http::{header, HeaderMap, HeaderValue, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;

use super::precompressed::{self, FileSource, StoredFile};
use crate::error::AppError;

#[derive(RustEmbed)]
#[folder = "$CARGO_MANIFEST_DIR/../web/dist"]
#[allow_missing = true]
struct Dist;

/// The build id written by the web build into `dist/version.json`.
pub fn build_id() -> String {
    Dist::get("version.json")
        .and_then(|file| serde_json::from_slice::<serde_json::Value>(&file.data).ok())
        .and_then(|v| v.get("buildId").and_then(|id| id.as_str()).map(str::to_owned))
        .unwrap_or_else(|| "development".into())
}

impl FileSource for Dist {
    fn file(&self, path: &str) -> Option<StoredFile> {
        Dist::get(path).map(|file| StoredFile { sha256: file.metadata.sha256_hash(), data: file.data })
    }
}

pub async fn serve(uri: Uri, request: HeaderMap) -> Response {
    let path = uri.path().trim_start_matches('/');
    if path == "api" || path.starts_with("api/") {
        return AppError::NotFound(crate::catalogue::no_such_endpoint(path)).into_response();
    }
    if !path.is_empty() && path != "index.html" {
        let cache = if path.starts_with("assets/") { "public, max-age=31536000, immutable" } else { "no-cache" };
        let mime = mime_guess::from_path(path).first_or_octet_stream();
        if let Some(response) = precompressed::respond(&Dist, path, &request, mime.as_ref(), cache) {
            return with_policy(response);
        }
        // A missing hashed asset must fail loudly so the app's chunk-reload guard sees it.
        if path.starts_with("assets/") {
            return (StatusCode::NOT_FOUND, "Not found").into_response();
        }
    }
    match precompressed::respond(&Dist, "index.html", &request, "text/html; charset=utf-8", "no-store") {
        Some(index) => with_policy(index),
        None => (
            StatusCode::SERVICE_UNAVAILABLE,
            "The web app has not been built. Run `make run` (or `npm run build` in web/).",
        )
            .into_response(),
    }
}

/// The policy the web app runs under: its own scripts and styles only, no framing.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
     img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; worker-src 'self'; \
     manifest-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

fn with_policy(mut response: Response) -> Response {
    response.headers_mut().insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(CONTENT_SECURITY_POLICY));
    response
}

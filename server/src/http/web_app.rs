//! The built web app (`web/dist`), embedded in the binary. Hashed assets are cached
//! for a year; `index.html` never, so a new build reaches everyone on their next load.
//! Any other path that is not an API path is answered with the app, so deep links work.

use axum::body::Body;
use axum::http::{header, HeaderValue, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;

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

pub async fn serve(uri: Uri) -> Response {
    let path = uri.path().trim_start_matches('/');
    if path == "api" || path.starts_with("api/") {
        return AppError::NotFound(format!("No such API endpoint: /{path}")).into_response();
    }
    if !path.is_empty() && path != "index.html" {
        if let Some(file) = Dist::get(path) {
            let cache = if path.starts_with("assets/") { "public, max-age=31536000, immutable" } else { "no-cache" };
            let mime = mime_guess::from_path(path).first_or_octet_stream();
            return file_response(file.data.into_owned(), mime.as_ref(), cache);
        }
        // A missing hashed asset must fail loudly so the app's chunk-reload guard sees it.
        if path.starts_with("assets/") {
            return (StatusCode::NOT_FOUND, "Not found").into_response();
        }
    }
    match Dist::get("index.html") {
        Some(index) => file_response(index.data.into_owned(), "text/html; charset=utf-8", "no-store"),
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

fn file_response(body: Vec<u8>, content_type: &str, cache: &'static str) -> Response {
    let mut response = Response::new(Body::from(body));
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(CONTENT_SECURITY_POLICY));
    if let Ok(value) = HeaderValue::from_str(content_type) {
        headers.insert(header::CONTENT_TYPE, value);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    response
}

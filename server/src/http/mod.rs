//! HTTP: one module per area, each exposing `router()`; merged here with the
//! cross-cutting layers (time-out, body limit, security headers, tracing).

mod accounts;
mod activities;
mod announcements;
mod calendar;
mod consents;
mod contacts;
mod cycles;
mod dashboard;
mod fathers;
mod forms;
mod gallery;
mod groups;
mod identity;
mod imports;
mod incentives;
mod me;
mod messages;
mod meta;
mod metrics;
mod milestones;
pub mod openapi;
mod paging;
mod precompressed;
mod programs;
mod push;
mod referrals;
mod reminders;
mod retention;
mod rsvp;
mod sessions;
mod staff;
mod stream;
mod texts;
mod web_app;

use axum::body::Body;
use axum::extract::{DefaultBodyLimit, MatchedPath, Request, State};
use axum::http::{header, HeaderName, HeaderValue, Method};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use tower::ServiceBuilder;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::compression::predicate::{NotForContentType, Predicate, SizeAbove};
use tower_http::compression::CompressionLayer;
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::{TimeoutBody, TimeoutError};
use tower_http::trace::TraceLayer;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};
use utoipa_axum::router::OpenApiRouter;

pub use identity::REFRESH_COOKIE;
pub use metrics::router as metrics_router;
pub use web_app::build_id;

use crate::error::{AppError, AppResult};
use crate::state::AppState;

/// The header carrying each request's id, in answers and in logs.
pub const REQUEST_ID: &str = "x-request-id";

/// Routes whose body a slow client may take minutes to send (a photo from a phone: an
/// album's, or a father's own): the request deadline does not cover reading it
/// (`config::Deadlines`).
const SLOW_BODY_ROUTES: &[(Method, &str)] =
    &[(Method::POST, "/api/albums/{id}/photos"), (Method::PUT, "/api/fathers/{id}/photo")];
/// JSON bodies are small; uploads (a later area) get their own limit.
pub const BODY_LIMIT: usize = 1024 * 1024;
/// API answers smaller than this are sent as they are: compressing them saves less than
/// it costs (a TCP packet holds about 1,400 bytes).
pub const COMPRESS_ABOVE_BYTES: u16 = 1400;

#[derive(OpenApi)]
#[openapi(
    info(title = "Fatherhood Matters API", description = "The API the web app and integrations use. Errors: {\"error\": {\"code\", \"message\", \"fields\"?}}."),
    // The items of a refused attendance save's `error.conflicts` (409): no handler names them.
    components(schemas(crate::services::workshops::attendance::MarkConflict, crate::domain::imports::ImportField)),
    modifiers(&BearerAuth)
)]
struct ApiDoc;

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).bearer_format("JWT").build()),
        );
    }
}

/// The whole API description, generated from the handlers' annotations.
pub fn openapi() -> utoipa::openapi::OpenApi {
    let mut doc = api_routes().split_for_parts().1;
    openapi::document_errors(&mut doc);
    doc
}

fn api_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(ApiDoc::openapi())
        .merge(meta::router())
        .merge(identity::router())
        .merge(me::router())
        .merge(reminders::router())
        .merge(accounts::router())
        .merge(activities::router())
        .merge(fathers::router())
        .merge(groups::router())
        .merge(programs::router())
        .merge(imports::router())
        .merge(cycles::router())
        .merge(sessions::router())
        .merge(rsvp::router())
        .merge(milestones::router())
        .merge(contacts::router())
        .merge(consents::router())
        .merge(referrals::router())
        .merge(forms::router())
        .merge(incentives::router())
        .merge(calendar::router())
        .merge(announcements::router())
        .merge(messages::router())
        .merge(stream::router())
        .merge(push::router())
        .merge(gallery::router())
        .merge(dashboard::router())
        .merge(retention::router())
        .merge(staff::router())
        .merge(texts::router())
}

/// One program alone (`?programId=`): on the calendar, its groups (with the events for
/// everyone; a program confidential to the caller has none); on the report, its own (a
/// director's or its manager's).
#[derive(serde::Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ProgramQuery {
    pub program_id: Option<String>,
}

pub fn router(state: AppState) -> Router {
    let (api, mut doc) = api_routes().split_for_parts();
    openapi::document_errors(&mut doc);
    let api = api
        .route("/api/openapi.json", get(move || async move { Json(doc) }))
        .layer(axum::middleware::from_fn(refuse_control_characters_in_path))
        .layer(SetResponseHeaderLayer::if_not_present(header::CACHE_CONTROL, HeaderValue::from_static("no-store")))
        .layer(api_compression());

    Router::new()
        .merge(api)
        .merge(calendar::feed_router())
        .merge(gallery::media_router())
        .fallback(web_app::serve)
        .layer(
            // The whole stack below costs 4.8 µs a request over a bare router (divan
            // `layers::whole_stack_healthz` against `bare_router_healthz`, docs/benchmarks.md).
            ServiceBuilder::new()
                // Every answer carries the request's id (the proxy's, or a new one), and
                // so does every log line written while it is handled. An id that is not a
                // short token is replaced: it goes into every log line of the request.
                .map_request(drop_unusable_request_id)
                .layer(SetRequestIdLayer::x_request_id(MakeRequestUuid))
                .layer(PropagateRequestIdLayer::x_request_id())
                // The fields are worked out inside the macro, so only when the span is kept.
                .layer(TraceLayer::new_for_http().make_span_with(|request: &Request| {
                    tracing::info_span!(
                        "request",
                        id = request.headers().get(REQUEST_ID).and_then(|id| id.to_str().ok()).unwrap_or_default(),
                        method = %request.method(),
                        route = request.extensions().get::<MatchedPath>().map(MatchedPath::as_str),
                        uri = %crate::infra::telemetry::loggable_path(request.uri().path()),
                    )
                }))
                .layer(axum::middleware::from_fn(crate::infra::telemetry::record_request))
                // Every error answer, the deadline's and a panic's included, in the caller's language.
                .layer(axum::middleware::from_fn(crate::error::speak_callers_language))
                .layer(CatchPanicLayer::custom(|_| {
                    AppError::Internal(anyhow::anyhow!("a request handler panicked")).into_response()
                }))
                .layer(axum::middleware::from_fn_with_state(state.clone(), deadline))
                .layer(DefaultBodyLimit::max(BODY_LIMIT))
                // JSON needs no sources at all (OWASP's REST advice); the web app's own
                // files carry the full policy (`web_app::CONTENT_SECURITY_POLICY`).
                .layer(always("content-security-policy", "default-src 'none'; frame-ancestors 'none'"))
                .layer(always("x-content-type-options", "nosniff"))
                .layer(always("x-frame-options", "DENY"))
                .layer(always("referrer-policy", "same-origin"))
                .layer(always("permissions-policy", "camera=(), microphone=(), geolocation=()")),
        )
        .with_state(state)
}

/// Large JSON (lists, reports, CSV) goes out as br or gzip. Never the live stream: a
/// compressor would hold its events back until a block fills. The web app's files are
/// compressed at build time and the gallery's media already are, so neither is under this.
fn api_compression() -> CompressionLayer<impl Predicate> {
    CompressionLayer::new()
        .no_deflate()
        .no_zstd()
        .compress_when(SizeAbove::new(COMPRESS_ABOVE_BYTES).and(NotForContentType::SSE).and(NotForContentType::IMAGES))
}

/// The longest request id kept from a client or proxy.
const MAX_REQUEST_ID: usize = 128;

fn drop_unusable_request_id(mut request: Request) -> Request {
    let usable = |id: &HeaderValue| {
        id.len() <= MAX_REQUEST_ID && id.as_bytes().iter().all(|b| b.is_ascii_alphanumeric() || b"-_.:".contains(b))
    };
    if request.headers().get(REQUEST_ID).is_some_and(|id| !usable(id)) {
        request.headers_mut().remove(REQUEST_ID);
    }
    request
}

fn too_long() -> AppError {
    AppError::Timeout(crate::catalogue::request_timed_out())
}

/// A path whose decoded text holds a control character (`/api/fathers/x%00y`) names nothing:
/// refused at the edge, as such text is in a body or a query (`domain::text`), on either
/// database alike.
async fn refuse_control_characters_in_path(request: Request, next: Next) -> Response {
    let decoded = percent_encoding::percent_decode_str(request.uri().path()).decode_utf8_lossy();
    if crate::domain::text::has_refused(&decoded) {
        return crate::error::AppError::invalid(crate::catalogue::text_control_characters()).into_response();
    }
    next.run(request).await
}

/// The request deadline: 504 `deadline-exceeded` past it. A slow client's upload is not
/// held to it while its body arrives (a 25 MB photo at 40 KB/s takes ten minutes): its
/// body must keep coming (an idle time-out between reads), the whole is bounded by the
/// upload deadline, and the handler holds its own work after the body to the request
/// deadline (`within_deadline`). Its cost, a timer made and dropped: 0.7 µs a request
/// (divan `layers::deadline_around_work` against `work_without_deadline`, docs/benchmarks.md).
async fn deadline(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let deadlines = state.config.deadlines;
    let slow_body = request.extensions().get::<MatchedPath>().is_some_and(|route| {
        SLOW_BODY_ROUTES.iter().any(|(method, slow)| method == request.method() && *slow == route.as_str())
    });
    let (request, limit) = if slow_body {
        (request.map(|body| Body::new(TimeoutBody::new(deadlines.body_idle, body))), deadlines.upload)
    } else {
        (request, deadlines.request)
    };
    tokio::time::timeout(limit, next.run(request)).await.unwrap_or_else(|_| too_long().into_response())
}

/// The server's own work in a handler that first read a slow client's body, held to the
/// request deadline as every other request is.
pub async fn within_deadline<T>(
    state: &AppState,
    work: impl std::future::Future<Output = AppResult<T>>,
) -> AppResult<T> {
    tokio::time::timeout(state.config.deadlines.request, work).await.unwrap_or_else(|_| Err(too_long()))
}

/// Whether reading a body failed because it stopped arriving (the idle time-out).
pub fn body_stalled(err: &(dyn std::error::Error + 'static)) -> bool {
    std::iter::successors(Some(err), |err| err.source()).any(<dyn std::error::Error + 'static>::is::<TimeoutError>)
}

/// A header every answer carries unless its handler set its own. A layer that sets it
/// in place, rather than a middleware function, so no answer's future is boxed.
fn always(name: &'static str, value: &'static str) -> SetResponseHeaderLayer<HeaderValue> {
    SetResponseHeaderLayer::if_not_present(HeaderName::from_static(name), HeaderValue::from_static(value))
}

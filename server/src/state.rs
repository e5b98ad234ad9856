//! What every handler can reach, built once at start-up.

use std::sync::Arc;

use crate::auth::jwt::AccessKeys;
use crate::auth::throttle::Throttle;
use crate::config::Config;
use crate::db::Db;
use crate::mail::Mailer;
use crate::storage::Storage;

/// Cheap to clone: axum clones the state several times for every request, so it is one
/// reference count rather than one per part (each an atomic shared by every core).
#[derive(Clone)]
pub struct AppState(Arc<Shared>);

impl AppState {
    pub fn new(shared: Shared) -> AppState {
        AppState(Arc::new(shared))
    }
}

impl std::ops::Deref for AppState {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

pub struct Shared {
    pub config: Arc<Config>,
    pub db: Db,
    pub keys: Arc<AccessKeys>,
    pub mailer: Arc<Mailer>,
    pub throttle: Throttle,
    pub storage: Storage,
    /// Image decodes running at once (uploads).
    pub decodes: crate::images::Decodes,
    pub sessions: crate::auth::session_cache::SessionCache,
    /// Pages of the account list, reused until an account changes.
    pub user_pages: Arc<crate::page_cache::PageCache>,
    /// Wakes the worker that sends queued e-mail.
    pub mail_queue: Arc<crate::mail::queue::MailQueue>,
    /// Derives the private calendar feeds' tokens (see `calendar::feed`).
    pub feed_key: Arc<crate::calendar::feed::FeedKey>,
    /// Staff's calendar answers, reused until the calendar changes.
    pub calendar_pages: Arc<crate::page_cache::PageCache>,
    /// Fans live events out to the open streams.
    pub live: Arc<crate::live::Hub>,
    /// The server's Web Push identity.
    pub vapid: Arc<crate::push::Vapid>,
    /// Wakes the worker that sends queued pushes; holds its HTTP client.
    pub push_queue: Arc<crate::push::queue::PushQueue>,
    /// Signs the gallery's media URLs (see `gallery::media`).
    pub media_key: Arc<crate::gallery::media::MediaKey>,
    /// Wakes the worker that makes uploaded photos' variants.
    pub gallery_work: Arc<crate::gallery::processing::GalleryWork>,
    /// The staff dashboard's heavy part, reused until the program changes.
    pub dashboard: Arc<crate::dashboard::DashboardCache>,
    /// Identifies the web build being served; the client reloads when it changes.
    pub build_id: Arc<str>,
}

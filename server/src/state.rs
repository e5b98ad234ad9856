//! What every handler can reach, built once at start-up: the configuration and the
//! infrastructure's handles. It names no service's type (a service takes the state, so
//! the state must not take the service): what a service keeps here is an infrastructure
//! type over domain values (`Memo<Standing>`, a `PageCache` of answers, a `Wake`).

use std::sync::Arc;

use crate::auth::jwt::AccessKeys;
use crate::auth::session_cache::SessionCache;
use crate::auth::signing::SigningKey;
use crate::auth::throttle::Throttle;
use crate::config::Config;
use crate::db::Db;
use crate::domain::standing::Standing;
use crate::infra::clock::Clock;
use crate::infra::images::Decodes;
use crate::infra::live::Hub;
use crate::infra::mail::Mailer;
use crate::infra::memo::Memo;
use crate::infra::page_cache::PageCache;
use crate::infra::push::Vapid;
use crate::infra::storage::Storage;
use crate::infra::worker::Wake;

/// Cheap to clone: axum clones the state several times for every request, so it is one
/// reference count rather than one per part (each an atomic shared by every core).
#[derive(Clone)]
pub struct AppState(Arc<Shared>);

impl AppState {
    pub fn new(shared: Shared) -> AppState {
        AppState(Arc::new(shared))
    }

    /// The program's today (its time zone) by the state's clock, which tests move.
    pub fn today(&self) -> chrono::NaiveDate {
        let now = chrono::DateTime::from_timestamp_millis(self.clock.now_millis()).unwrap_or_default();
        now.with_timezone(&self.config.time_zone).date_naive()
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
    pub decodes: Decodes,
    pub sessions: SessionCache,
    /// Pages of the account list, reused until an account changes.
    pub user_pages: Arc<PageCache>,
    /// Wakes the worker that sends queued e-mail (`services::mail`).
    pub mail_queue: Arc<Wake>,
    /// Derives the private calendar feeds' tokens (see `services::calendar::feed`).
    pub feed_key: Arc<SigningKey>,
    /// Staff's calendar answers, reused until the calendar changes.
    pub calendar_pages: Arc<PageCache>,
    /// Fans live events out to the open streams.
    pub live: Arc<Hub>,
    /// The server's Web Push identity.
    pub vapid: Arc<Vapid>,
    /// Wakes the worker that sends queued pushes (`services::push::delivery`).
    pub push_queue: Arc<Wake>,
    /// What pushes are sent with (`infra::push::client`).
    pub push_client: reqwest::Client,
    /// Signs the gallery's media URLs (see `services::gallery::media`).
    pub media_key: Arc<SigningKey>,
    /// Wakes the worker that makes uploaded photos' variants.
    pub gallery_work: Arc<Wake>,
    /// The staff dashboard's heavy part, reused until the program changes.
    pub dashboard: Memo<Standing>,
    /// What time-driven rules read as now (reminders, RSVP, check-in); tests move it.
    pub clock: Arc<Clock>,
    /// Wakes the reminder scheduler (`services::reminders`): an item was created or moved.
    pub reminders: Arc<Wake>,
    /// Wakes the retention loop (`services::retention`): tests moved the clock.
    pub retention: Arc<Wake>,
    /// Signs the answer links of reminder e-mails (see `services::reminders::links`).
    pub rsvp_key: Arc<SigningKey>,
    /// Where texts go (`FM_SMS_URL`): Twilio, or the outbox folder.
    pub sms: crate::infra::sms::Provider,
    /// Wakes the worker that sends queued texts (`services::texts`).
    pub text_queue: Arc<Wake>,
    /// Identifies the web build being served; the client reloads when it changes.
    pub build_id: Arc<str>,
}

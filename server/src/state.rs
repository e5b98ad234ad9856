//! What every handler can reach, built once at start-up.

use std::sync::Arc;

use crate::auth::jwt::AccessKeys;
use crate::auth::throttle::Throttle;
use crate::config::Config;
use crate::db::Db;
use crate::domain::NewActivity;
use crate::mail::Mailer;
use crate::storage::Storage;

#[derive(Clone)]
pub struct AppState {
    pub config: Arc<Config>,
    pub db: Db,
    // Arc: axum clones the state for every request; these own heap data.
    pub keys: Arc<AccessKeys>,
    pub mailer: Arc<Mailer>,
    pub throttle: Throttle,
    pub storage: Storage,
    pub sessions: crate::auth::session_cache::SessionCache,
    /// Pages of the account list, reused until an account changes.
    pub user_pages: Arc<crate::page_cache::PageCache>,
    /// Identifies the web build being served; the client reloads when it changes.
    pub build_id: Arc<str>,
}

impl AppState {
    /// Writes an activity. A failure is logged and never fails the action that caused
    /// it (specification §8: activity logging failures are only logged).
    pub async fn record(&self, activity: NewActivity) {
        let action = activity.action.as_str();
        if let Err(err) = self.db.transaction(move |conn| crate::db::activities::insert(conn, &activity)).await {
            tracing::error!(error = %err, action, "activity could not be written");
        }
    }
}

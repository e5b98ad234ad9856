//! Throttling of credential calls, per client address and per account, so that
//! neither one address nor a botnet can guess one account's password quickly.

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::Arc;

use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::config;
use crate::error::AppError;

#[derive(Clone)]
pub struct Throttle {
    by_address: Arc<DefaultKeyedRateLimiter<IpAddr>>,
    by_account: Arc<DefaultKeyedRateLimiter<String>>,
    refreshes: Arc<DefaultKeyedRateLimiter<IpAddr>>,
    /// Expensive calls of a signed-in user (password changes: two argon2 runs each;
    /// uploads: an image decode each), by user id.
    by_user: Arc<DefaultKeyedRateLimiter<String>>,
    uploads: Arc<DefaultKeyedRateLimiter<String>>,
}

/// Password changes per user per minute.
const PASSWORD_CHANGES_PER_MINUTE: u32 = 5;

fn refused() -> AppError {
    AppError::TooManyRequests("Too many attempts. Please wait a minute and try again.".into())
}

fn per_minute(n: u32) -> Quota {
    Quota::per_minute(NonZeroU32::new(n.max(1)).expect("at least one"))
}

impl Throttle {
    pub fn new(limits: config::Throttle) -> Throttle {
        Throttle {
            by_address: Arc::new(RateLimiter::keyed(per_minute(limits.per_address_per_minute))),
            by_account: Arc::new(RateLimiter::keyed(per_minute(limits.per_account_per_minute))),
            refreshes: Arc::new(RateLimiter::keyed(per_minute(limits.refreshes_per_address_per_minute))),
            by_user: Arc::new(RateLimiter::keyed(per_minute(PASSWORD_CHANGES_PER_MINUTE))),
            uploads: Arc::new(RateLimiter::keyed(per_minute(limits.uploads_per_account_per_minute))),
        }
    }

    /// Counts one token refresh from `address`.
    pub fn refresh(&self, address: IpAddr) -> Result<(), AppError> {
        self.refreshes.check_key(&address).map_err(|_| refused())
    }

    /// Counts one password change by `user_id` (and one credential call from `address`).
    pub fn password_change(&self, address: IpAddr, user_id: &str) -> Result<(), AppError> {
        self.by_address.check_key(&address).map_err(|_| refused())?;
        self.by_user.check_key(&user_id.to_owned()).map_err(|_| refused())
    }

    /// Counts one upload by `user_id`.
    pub fn upload(&self, user_id: &str) -> Result<(), AppError> {
        self.uploads
            .check_key(&user_id.to_owned())
            .map_err(|_| AppError::TooManyRequests("Too many uploads. Please wait a minute and try again.".into()))
    }

    /// Counts one attempt from `address`, optionally against `account` (a normalised e-mail).
    pub fn check(&self, address: IpAddr, account: Option<&str>) -> Result<(), AppError> {
        self.by_address.check_key(&address).map_err(|_| refused())?;
        if let Some(account) = account {
            self.by_account.check_key(&account.to_owned()).map_err(|_| refused())?;
        }
        Ok(())
    }

    /// Forgets keys that are back to a full allowance; called periodically.
    pub fn shrink(&self) {
        self.by_address.retain_recent();
        self.by_account.retain_recent();
        self.refreshes.retain_recent();
        self.by_user.retain_recent();
        self.uploads.retain_recent();
    }
}

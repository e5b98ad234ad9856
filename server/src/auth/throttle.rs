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
}

fn per_minute(n: u32) -> Quota {
    Quota::per_minute(NonZeroU32::new(n.max(1)).expect("at least one"))
}

impl Throttle {
    pub fn new(limits: config::Throttle) -> Throttle {
        Throttle {
            by_address: Arc::new(RateLimiter::keyed(per_minute(limits.per_address_per_minute))),
            by_account: Arc::new(RateLimiter::keyed(per_minute(limits.per_account_per_minute))),
        }
    }

    /// Counts one attempt from `address`, optionally against `account` (a normalised e-mail).
    pub fn check(&self, address: IpAddr, account: Option<&str>) -> Result<(), AppError> {
        let refused = || AppError::TooManyRequests("Too many attempts. Please wait a minute and try again.".into());
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
    }
}

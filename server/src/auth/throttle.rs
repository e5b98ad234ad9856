//! Throttling of credential calls, per client address and per account, so that
//! neither one address nor a botnet can guess one account's password quickly.
//!
//! Credential attempts (sign-in, registration, resets, password changes) are counted in
//! the database, so several servers on one database allow together what one allows. The
//! count is a sliding minute: this minute's attempts plus the last minute's, weighted by
//! how much of it is still within the last sixty seconds. Token refreshes and uploads
//! are not guesses: they are limited in each server's memory.

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::Arc;

use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::catalogue;
use crate::config;
use crate::db::{self, Db};
use crate::error::AppError;

#[derive(Clone)]
pub struct Throttle {
    limits: config::Throttle,
    refreshes: Arc<DefaultKeyedRateLimiter<IpAddr>>,
    /// Uploads (an image decode each), by user id.
    uploads: Arc<DefaultKeyedRateLimiter<String>>,
}

/// Attempts counted by [`Throttle::check_in`], which [`Throttle::forgive`] can take back.
pub struct Counted {
    keys: Vec<String>,
    minute: i64,
}

/// Password changes per user per minute.
const PASSWORD_CHANGES_PER_MINUTE: u32 = 5;

fn refused() -> AppError {
    AppError::TooManyRequests(catalogue::too_many_attempts())
}

fn per_minute(n: u32) -> Quota {
    Quota::per_minute(NonZeroU32::new(n.max(1)).expect("at least one"))
}

impl Throttle {
    pub fn new(limits: config::Throttle) -> Throttle {
        Throttle {
            limits,
            refreshes: Arc::new(RateLimiter::keyed(per_minute(limits.refreshes_per_address_per_minute))),
            uploads: Arc::new(RateLimiter::keyed(per_minute(limits.uploads_per_account_per_minute))),
        }
    }

    /// Counts one token refresh from `address`.
    pub fn refresh(&self, address: IpAddr) -> Result<(), AppError> {
        self.refreshes.check_key(&address).map_err(|_| refused())
    }

    /// Counts one password change by `user_id` (two argon2 runs, and a guess at the
    /// current password) and one credential call from `address`.
    pub async fn password_change(&self, db: &Db, address: IpAddr, user_id: &str) -> Result<(), AppError> {
        self.count(
            db,
            vec![
                (format!("address:{address}"), self.limits.per_address_per_minute),
                (format!("password-change:{user_id}"), PASSWORD_CHANGES_PER_MINUTE),
            ],
        )
        .await
        .map(drop)
    }

    /// Counts one upload by `user_id`.
    pub fn upload(&self, user_id: &str) -> Result<(), AppError> {
        self.uploads
            .check_key(&user_id.to_owned())
            .map_err(|_| AppError::TooManyRequests(catalogue::too_many_uploads()))
    }

    /// Counts one attempt from `address`, optionally against `account` (a normalised e-mail).
    pub async fn check(&self, db: &Db, address: IpAddr, account: Option<&str>) -> Result<(), AppError> {
        let mut keys = vec![(format!("address:{address}"), self.limits.per_address_per_minute)];
        if let Some(account) = account {
            keys.push((format!("account:{account}"), self.limits.per_account_per_minute));
        }
        self.count(db, keys).await.map(drop)
    }

    /// Counts one check-in attempt (a guess at a six-digit code, `services::rsvp::check_in`)
    /// from `address` by `user_id`, with the limits of sign-in, under keys of its own.
    pub async fn check_in(&self, db: &Db, address: IpAddr, user_id: &str) -> Result<Counted, AppError> {
        let keys = vec![
            (format!("check-in-address:{address}"), self.limits.per_address_per_minute),
            (format!("check-in-account:{user_id}"), self.limits.per_account_per_minute),
        ];
        let names = keys.iter().map(|(key, _)| key.clone()).collect();
        let minute = self.count(db, keys).await?;
        Ok(Counted { keys: names, minute })
    }

    /// Takes back what `counted` counted: an attempt that turned out not to be a guess.
    pub async fn forgive(&self, db: &Db, counted: Counted) {
        let Counted { keys, minute } = counted;
        let forgiven = db
            .transaction(move |conn| {
                for key in &keys {
                    db::throttle::forgive_attempt(conn, key, minute)?;
                }
                Ok::<_, db::DbError>(())
            })
            .await;
        if let Err(err) = forgiven {
            tracing::warn!(error = %err, "forgiving a check-in attempt failed");
        }
    }

    /// Counts one attempt against each key; refused when any is over its limit. Answers
    /// the minute it was counted in.
    async fn count(&self, db: &Db, keys: Vec<(String, u32)>) -> Result<i64, AppError> {
        let now = crate::db::now_millis();
        let (minute, into_minute) = (now.div_euclid(60_000), now.rem_euclid(60_000));
        let over = db
            .transaction(move |conn| {
                let mut over = false;
                for (key, limit) in &keys {
                    let this_minute = db::throttle::count_attempt(conn, key, minute)?;
                    let last_minute = db::throttle::attempts(conn, key, minute - 1)?;
                    over |= sliding_count(this_minute, last_minute, into_minute) > f64::from(*limit);
                }
                Ok::<_, AppError>(over)
            })
            .await?;
        if over {
            Err(refused())
        } else {
            Ok(minute)
        }
    }

    /// Forgets keys that are back to a full allowance; called periodically.
    pub async fn shrink(&self, db: &Db) {
        self.refreshes.retain_recent();
        self.uploads.retain_recent();
        let before = crate::db::now_millis().div_euclid(60_000) - 1;
        if let Err(err) = db.transaction(move |conn| db::throttle::forget_before(conn, before)).await {
            tracing::warn!(error = %err, "forgetting old credential attempts failed");
        }
    }
}

/// Attempts within the last sixty seconds, estimated from the two minutes' counts: all of
/// this minute's, and the share of the last minute's that falls within them.
fn sliding_count(this_minute: i64, last_minute: i64, millis_into_minute: i64) -> f64 {
    let share_of_last = 1.0 - millis_into_minute as f64 / 60_000.0;
    this_minute as f64 + last_minute as f64 * share_of_last
}

#[cfg(test)]
mod tests {
    use super::sliding_count;

    #[test]
    fn attempts_just_before_the_minute_turned_still_count() {
        // Ten attempts at the end of one minute, one just after: eleven within a minute.
        assert!(sliding_count(1, 10, 500) > 10.0);
        // Ten spread over both minutes stay within ten.
        assert!(sliding_count(5, 5, 600) <= 10.0);
        // A minute later the old ones are forgotten.
        assert_eq!(sliding_count(1, 0, 59_000), 1.0);
    }
}

//! A short-lived cache of checked sessions, so an authenticated read costs one
//! database round trip (its own) instead of two. Anything that changes an account or
//! ends a session calls `forget_user`, so in this process a change is seen at once;
//! another server process (PostgreSQL scale-out) sees it within `LIFETIME`.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::domain::User;

pub const LIFETIME: Duration = Duration::from_secs(2);
const MAX_ENTRIES: usize = 10_000;

#[derive(Clone, Default)]
pub struct SessionCache {
    inner: Arc<Inner>,
}

#[derive(Default)]
struct Inner {
    /// By session id (a UUID: one account's), so a lookup borrows it instead of building a key.
    entries: Mutex<HashMap<String, (User, Instant)>>,
    /// Bumped by every `forget_user`; an answer read before a bump is not cached after it.
    generation: AtomicU64,
}

impl SessionCache {
    pub fn generation(&self) -> u64 {
        self.inner.generation.load(Ordering::SeqCst)
    }

    /// A checked session's account, cloned out: 0.26 µs a hit (divan `auth::session_cache_hit`).
    pub fn get(&self, user_id: &str, session_id: &str) -> Option<User> {
        let entries = self.inner.entries.lock().ok()?;
        let (user, at) = entries.get(session_id)?;
        (user.id == user_id && at.elapsed() < LIFETIME).then(|| user.clone())
    }

    /// Keeps `user` for its session, unless something changed since `generation` was read.
    pub fn put(&self, session_id: &str, user: &User, generation: u64) {
        let Ok(mut entries) = self.inner.entries.lock() else { return };
        if self.generation() != generation {
            return;
        }
        if entries.len() >= MAX_ENTRIES {
            entries.retain(|_, (_, at)| at.elapsed() < LIFETIME);
            if entries.len() >= MAX_ENTRIES {
                entries.clear();
            }
        }
        entries.insert(session_id.to_owned(), (user.clone(), Instant::now()));
    }

    /// Forgets every checked session of one account (changed, deleted, signed out).
    pub fn forget_user(&self, user_id: &str) {
        self.inner.generation.fetch_add(1, Ordering::SeqCst);
        if let Ok(mut entries) = self.inner.entries.lock() {
            entries.retain(|_, (user, _)| user.id != user_id);
        }
    }
}

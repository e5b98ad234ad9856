//! One value computed at most once per revision of its data and minute, on each server
//! (the staff dashboard's standing, see migration 0010): the last one is kept with the
//! revision and minute it was computed at, and one computation runs at a time.

use std::sync::{Arc, Mutex};

pub struct Memo<T> {
    current: Mutex<Option<(i64, i64, Arc<T>)>>,
    /// Held while the value is being computed, so requests wait for one computation
    /// rather than each making it.
    pub computing: Arc<tokio::sync::Mutex<()>>,
}

impl<T> Default for Memo<T> {
    fn default() -> Self {
        Memo { current: Mutex::new(None), computing: Arc::default() }
    }
}

impl<T> Memo<T> {
    /// The value kept, with the revision and minute it was computed at.
    pub fn get(&self) -> Option<(i64, i64, Arc<T>)> {
        self.current.lock().ok().and_then(|c| c.clone())
    }

    pub fn put(&self, revision: i64, minute: i64, value: Arc<T>) {
        if let Ok(mut current) = self.current.lock() {
            *current = Some((revision, minute, value));
        }
    }
}

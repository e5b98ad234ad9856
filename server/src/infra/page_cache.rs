//! Answers reused until the data under them changes. A list that many people reload and
//! few change (the account list) is read as JSON once per revision of its data rather
//! than once per request. The revision lives in the database (`db::revisions`), moved by
//! every write, so the cache is right whichever server or command made the change; a
//! request costs one read of the revision's slots instead of the whole page.

use std::collections::HashMap;
use std::sync::Mutex;

use bytes::Bytes;

/// Distinct pages (query, limit, offset) kept for one revision, and their bytes in all;
/// searches typed letter by letter each leave one, so past either the cache starts over
/// rather than grow (a page of 500 accounts is ≈ 130 KB).
const MAX_PAGES: usize = 256;
const MAX_BYTES: usize = 8 << 20;

#[derive(Default)]
pub struct PageCache {
    pages: Mutex<Pages>,
}

#[derive(Default)]
struct Pages {
    revision: i64,
    answers: HashMap<String, Bytes>,
    bytes: usize,
}

impl PageCache {
    /// The answer stored for `key` at exactly `revision`.
    pub fn get(&self, revision: i64, key: &str) -> Option<Bytes> {
        let pages = self.pages.lock().ok()?;
        if pages.revision == revision {
            pages.answers.get(key).cloned()
        } else {
            None
        }
    }

    /// Keeps `answer`, read at `revision`. A different revision drops every older answer.
    pub fn put(&self, revision: i64, key: String, answer: Bytes) {
        let Ok(mut pages) = self.pages.lock() else { return };
        if pages.revision != revision || pages.answers.len() >= MAX_PAGES || pages.bytes + answer.len() > MAX_BYTES {
            pages.answers.clear();
            pages.bytes = 0;
            pages.revision = revision;
        }
        pages.bytes += answer.len();
        if let Some(replaced) = pages.answers.insert(key, answer) {
            pages.bytes -= replaced.len();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_is_reused_only_at_its_own_revision() {
        let cache = PageCache::default();
        cache.put(7, "q=smith".into(), Bytes::from_static(b"[1]"));
        assert_eq!(cache.get(7, "q=smith"), Some(Bytes::from_static(b"[1]")));
        assert_eq!(cache.get(8, "q=smith"), None, "a newer revision means the data changed");
        assert_eq!(cache.get(7, "q=jones"), None);
    }

    #[test]
    fn a_new_revision_drops_the_old_answers() {
        let cache = PageCache::default();
        cache.put(1, "a".into(), Bytes::from_static(b"old"));
        cache.put(2, "b".into(), Bytes::from_static(b"new"));
        assert_eq!(cache.get(1, "a"), None);
        assert_eq!(cache.get(2, "a"), None);
        assert_eq!(cache.get(2, "b"), Some(Bytes::from_static(b"new")));
    }

    #[test]
    fn it_never_grows_past_its_bound() {
        let cache = PageCache::default();
        for i in 0..=MAX_PAGES {
            cache.put(1, format!("q={i}"), Bytes::new());
        }
        assert!(cache.pages.lock().unwrap().answers.len() <= MAX_PAGES);
        let big = Bytes::from(vec![b' '; MAX_BYTES / 3]);
        for i in 0..4 {
            cache.put(1, format!("big {i}"), big.clone());
        }
        assert!(cache.pages.lock().unwrap().bytes <= MAX_BYTES, "nor past its bytes");
    }
}

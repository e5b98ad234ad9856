//! Signed media URLs: `/media/{key}?exp=…&sig=…`, an HMAC over the key and the expiry, so
//! an `<img>` loads a photo's variant without headers for at most an hour. Only variant
//! keys are ever signed, so an original (with its GPS) cannot be fetched.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};

/// Where variants live in the store: `variants/{photo id}-{size}.jpg`.
pub const VARIANT_PREFIX: &str = "variants/";
/// A URL is valid for at most this long…
const LIFETIME_SECS: i64 = 3600;
/// …and the same URL is handed out for this long, so browsers reuse what they cached.
const WINDOW_SECS: i64 = 1800;

pub struct MediaKey([u8; 32]);

impl MediaKey {
    /// A key of its own, derived from the server's secret.
    pub fn derive(secret: &[u8]) -> MediaKey {
        let mut hasher = Sha256::new();
        hasher.update(b"fatherhood-matters media url\0");
        hasher.update(secret);
        MediaKey(hasher.finalize().into())
    }

    fn signature(&self, key: &str, expires: i64) -> String {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.0).expect("HMAC takes a key of any length");
        mac.update(key.as_bytes());
        mac.update(b"\0");
        mac.update(expires.to_string().as_bytes());
        URL_SAFE_NO_PAD.encode(mac.finalize().into_bytes())
    }

    /// The URL of a variant, valid for 30 to 60 minutes from `now` (seconds).
    pub fn url(&self, key: &str, now: i64) -> String {
        let expires = (now / WINDOW_SECS) * WINDOW_SECS + LIFETIME_SECS;
        format!("/media/{key}?exp={expires}&sig={}", self.signature(key, expires))
    }

    /// Whether a request for `key` carries a valid, unexpired signature.
    pub fn verify(&self, key: &str, expires: i64, signature: &str, now: i64) -> bool {
        let Ok(given) = URL_SAFE_NO_PAD.decode(signature) else { return false };
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.0).expect("HMAC takes a key of any length");
        mac.update(key.as_bytes());
        mac.update(b"\0");
        mac.update(expires.to_string().as_bytes());
        key.starts_with(VARIANT_PREFIX)
            && expires >= now
            && expires <= now + LIFETIME_SECS
            && mac.verify_slice(&given).is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(url: &str) -> (String, i64, String) {
        let (path, query) = url.split_once('?').unwrap();
        let key = path.strip_prefix("/media/").unwrap().to_owned();
        let mut exp = 0;
        let mut sig = String::new();
        for pair in query.split('&') {
            match pair.split_once('=').unwrap() {
                ("exp", v) => exp = v.parse().unwrap(),
                ("sig", v) => sig = v.to_owned(),
                _ => {}
            }
        }
        (key, exp, sig)
    }

    #[test]
    fn a_signed_url_works_for_at_most_an_hour_and_only_for_its_key() {
        let media = MediaKey::derive(b"secret");
        let now = 1_800_000_000;
        let (key, exp, sig) = parts(&media.url("variants/p1-400.jpg", now));
        assert!(exp > now + 1700 && exp <= now + 3600, "{exp}");
        assert!(media.verify(&key, exp, &sig, now));
        assert!(media.verify(&key, exp, &sig, exp));
        assert!(!media.verify(&key, exp, &sig, exp + 1), "expired");
        assert!(!media.verify("variants/p2-400.jpg", exp, &sig, now), "another photo");
        assert!(!media.verify(&key, exp + 3600, &sig, now), "a later expiry");
        assert!(!MediaKey::derive(b"other").verify(&key, exp, &sig, now), "another server");
        assert_eq!(media.url("variants/p1-400.jpg", now), media.url("variants/p1-400.jpg", now + 60), "cacheable");
        let original = media.url("photos/1_dad.jpg", now);
        let (key, exp, sig) = parts(&original);
        assert!(!media.verify(&key, exp, &sig, now), "never an original");
    }
}

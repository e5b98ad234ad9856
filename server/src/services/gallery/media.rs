//! Signed media URLs: `/media/{key}?exp=…&sig=…`, an HMAC over the key and the expiry, so
//! an `<img>` loads a photo's variant without headers for at most an hour. Only variant
//! keys are ever signed, so an original (with its GPS) cannot be fetched.

use crate::auth::signing::SigningKey;

/// The label the media key is derived with (`SigningKey::derive`).
pub const KEY_LABEL: &str = "fatherhood-matters media url";
/// Where variants live in the store: `variants/{photo id}-{size}.jpg`.
pub const VARIANT_PREFIX: &str = "variants/";
/// A URL is valid for at most this long…
const LIFETIME_SECS: i64 = 3600;
/// …and the same URL is handed out for this long, so browsers reuse what they cached.
const WINDOW_SECS: i64 = 1800;

/// The URL of a variant, valid for 30 to 60 minutes from `now` (seconds).
pub fn url(media: &SigningKey, key: &str, now: i64) -> String {
    let expires = (now / WINDOW_SECS) * WINDOW_SECS + LIFETIME_SECS;
    format!("/media/{key}?exp={expires}&sig={}", media.sign(&[key, &expires.to_string()]))
}

/// Whether a request for `key` carries a valid, unexpired signature.
pub fn verify(media: &SigningKey, key: &str, expires: i64, signature: &str, now: i64) -> bool {
    key.starts_with(VARIANT_PREFIX)
        && expires >= now
        && expires <= now + LIFETIME_SECS
        && media.verify(&[key, &expires.to_string()], signature)
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
        let media = SigningKey::derive(KEY_LABEL, b"secret");
        let now = 1_800_000_000;
        let (key, exp, sig) = parts(&url(&media, "variants/p1-400.jpg", now));
        assert!(exp > now + 1700 && exp <= now + 3600, "{exp}");
        assert!(verify(&media, &key, exp, &sig, now));
        assert!(verify(&media, &key, exp, &sig, exp));
        assert!(!verify(&media, &key, exp, &sig, exp + 1), "expired");
        assert!(!verify(&media, "variants/p2-400.jpg", exp, &sig, now), "another photo");
        assert!(!verify(&media, &key, exp + 3600, &sig, now), "a later expiry");
        assert!(!verify(&SigningKey::derive(KEY_LABEL, b"other"), &key, exp, &sig, now), "another server");
        assert_eq!(url(&media, "variants/p1-400.jpg", now), url(&media, "variants/p1-400.jpg", now + 60), "cacheable");
        let original = url(&media, "photos/1_dad.jpg", now);
        let (key, exp, sig) = parts(&original);
        assert!(!verify(&media, &key, exp, &sig, now), "never an original");
    }
}

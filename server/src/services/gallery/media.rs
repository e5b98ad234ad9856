//! Signed media URLs: `/media/{key}?exp=…&sig=…`, an HMAC over the key and the expiry, so
//! an `<img>` loads a photo's variant without headers for at most an hour. Only variant
//! keys are ever signed, so an original (with its GPS) cannot be fetched.
//!
//! A URL handed to a father says so inside its signature (`&for=father`): serving it looks
//! the photo up and answers 404 once it is hidden from fathers (a father pictured revoked
//! his photo consent), and the browser is told to ask again before every reuse of its copy.
//! So a URL a father was given stops working the moment the photo is hidden, however long
//! its signature has left. Staff's URLs are checked by their signature alone.

use crate::auth::signing::SigningKey;

/// The label the media key is derived with (`SigningKey::derive`).
pub const KEY_LABEL: &str = "fatherhood-matters media url";
/// Where variants live in the store: `variants/{photo id}-{size}.jpg`.
pub const VARIANT_PREFIX: &str = "variants/";
/// A URL is valid for at most this long…
const LIFETIME_SECS: i64 = 3600;
/// …and the same URL is handed out for this long, so browsers reuse what they cached.
const WINDOW_SECS: i64 = 1800;

/// Whom a URL was handed to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Audience {
    Staff,
    /// Checked against the photo's consent at every request.
    Father,
}

impl Audience {
    /// The `for` parameter of its URLs (none for staff).
    pub const FATHER: &'static str = "father";

    /// From the URL's `for` parameter; None for a value no URL carries.
    pub fn parse(marker: Option<&str>) -> Option<Audience> {
        match marker {
            None => Some(Audience::Staff),
            Some(Audience::FATHER) => Some(Audience::Father),
            Some(_) => None,
        }
    }
}

/// What the signature covers: the key and the expiry, and the audience when it is a father.
fn signed_parts<'a>(key: &'a str, expires: &'a str, audience: Audience) -> Vec<&'a str> {
    match audience {
        Audience::Staff => vec![key, expires],
        Audience::Father => vec![key, expires, Audience::FATHER],
    }
}

/// The URL of a variant for `audience`, valid for 30 to 60 minutes from `now` (seconds).
pub fn url(media: &SigningKey, key: &str, now: i64, audience: Audience) -> String {
    let expires = ((now / WINDOW_SECS) * WINDOW_SECS + LIFETIME_SECS).to_string();
    let signature = media.sign(&signed_parts(key, &expires, audience));
    match audience {
        Audience::Staff => format!("/media/{key}?exp={expires}&sig={signature}"),
        Audience::Father => format!("/media/{key}?exp={expires}&for={}&sig={signature}", Audience::FATHER),
    }
}

/// Whether a request for `key` carries a valid, unexpired signature for `audience`.
pub fn verify(media: &SigningKey, key: &str, expires: i64, audience: Audience, signature: &str, now: i64) -> bool {
    key.starts_with(VARIANT_PREFIX)
        && expires >= now
        && expires <= now + LIFETIME_SECS
        && media.verify(&signed_parts(key, &expires.to_string(), audience), signature)
}

/// The photo a variant's key belongs to: `variants/{photo id}-{size}.jpg`.
pub fn photo_of(key: &str) -> Option<&str> {
    key.strip_prefix(VARIANT_PREFIX)?.rsplit_once('-').map(|(id, _size)| id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Audience::*;

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
        let (key, exp, sig) = parts(&url(&media, "variants/p1-400.jpg", now, Staff));
        assert!(exp > now + 1700 && exp <= now + 3600, "{exp}");
        assert!(verify(&media, &key, exp, Staff, &sig, now));
        assert!(verify(&media, &key, exp, Staff, &sig, exp));
        assert!(!verify(&media, &key, exp, Staff, &sig, exp + 1), "expired");
        assert!(!verify(&media, "variants/p2-400.jpg", exp, Staff, &sig, now), "another photo");
        assert!(!verify(&media, &key, exp + 3600, Staff, &sig, now), "a later expiry");
        assert!(!verify(&SigningKey::derive(KEY_LABEL, b"other"), &key, exp, Staff, &sig, now), "another server");
        let cacheable = url(&media, "variants/p1-400.jpg", now + 60, Staff);
        assert_eq!(url(&media, "variants/p1-400.jpg", now, Staff), cacheable, "cacheable");
        let original = url(&media, "photos/1_dad.jpg", now, Staff);
        let (key, exp, sig) = parts(&original);
        assert!(!verify(&media, &key, exp, Staff, &sig, now), "never an original");
    }

    #[test]
    fn a_fathers_url_says_so_inside_its_signature() {
        let media = SigningKey::derive(KEY_LABEL, b"secret");
        let now = 1_800_000_000;
        let fathers = url(&media, "variants/p1-400.jpg", now, Father);
        assert!(fathers.contains("&for=father&"), "{fathers}");
        let (key, exp, sig) = parts(&fathers);
        assert!(verify(&media, &key, exp, Father, &sig, now));
        assert!(!verify(&media, &key, exp, Staff, &sig, now), "the marker taken off is a wrong signature");
        let (_, _, staff_sig) = parts(&url(&media, "variants/p1-400.jpg", now, Staff));
        assert!(!verify(&media, &key, exp, Father, &staff_sig, now), "nor can a staff URL be made a father's");
        assert_eq!(Audience::parse(None), Some(Staff));
        assert_eq!(Audience::parse(Some("father")), Some(Father));
        assert_eq!(Audience::parse(Some("staff")), None);
    }

    #[test]
    fn a_variants_key_names_its_photo() {
        let id = "0195f1a4-7c2e-7d3a-9b1e-2f4c6a8d0e12";
        assert_eq!(photo_of(&format!("variants/{id}-400.jpg")), Some(id));
        assert_eq!(photo_of(&format!("variants/{id}-2048.jpg")), Some(id));
        assert_eq!(photo_of("photos/1_dad.jpg"), None);
    }
}

//! Keys of their own, derived from the server's secret for one use each (the private
//! calendar feeds' tokens, the gallery's signed media URLs), so a value signed for one
//! use can never be taken for another's.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};

pub struct SigningKey([u8; 32]);

impl SigningKey {
    /// SHA-256 of the use's label, a NUL byte and the server's secret.
    pub fn derive(label: &str, secret: &[u8]) -> SigningKey {
        let mut hasher = Sha256::new();
        hasher.update(label.as_bytes());
        hasher.update(b"\0");
        hasher.update(secret);
        SigningKey(hasher.finalize().into())
    }

    fn mac(&self, parts: &[&str]) -> Hmac<Sha256> {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.0).expect("HMAC takes a key of any length");
        for (i, part) in parts.iter().enumerate() {
            if i > 0 {
                mac.update(b"\0");
            }
            mac.update(part.as_bytes());
        }
        mac
    }

    /// HMAC-SHA256 over the parts, NUL between them, base64url.
    pub fn sign(&self, parts: &[&str]) -> String {
        URL_SAFE_NO_PAD.encode(self.mac(parts).finalize().into_bytes())
    }

    /// Whether `signature` is [`SigningKey::sign`]'s for these parts (compared in constant time).
    pub fn verify(&self, parts: &[&str], signature: &str) -> bool {
        let Ok(given) = URL_SAFE_NO_PAD.decode(signature) else { return false };
        self.mac(parts).verify_slice(&given).is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signature_holds_for_its_key_label_and_parts_only() {
        let key = SigningKey::derive("feed", b"secret");
        let signature = key.sign(&["user", "nonce"]);
        assert!(key.verify(&["user", "nonce"], &signature));
        assert!(!key.verify(&["user", "other"], &signature));
        assert!(!key.verify(&["usern", "once"], &signature), "parts are kept apart");
        assert!(!SigningKey::derive("media", b"secret").verify(&["user", "nonce"], &signature), "another use");
        assert!(!SigningKey::derive("feed", b"other").verify(&["user", "nonce"], &signature), "another server");
        assert!(!key.verify(&["user", "nonce"], "not base64!"));
    }
}

//! Opaque random tokens (refresh, password reset) and their stored digests.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use rand::RngCore;
use sha2::{Digest, Sha256};

/// 256 random bits from the OS generator, URL-safe.
pub fn random_token() -> String {
    let mut bytes = [0u8; 32];
    // ThreadRng is a CSPRNG (ChaCha) seeded from the operating system.
    rand::rng().fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

/// What the database keeps instead of the token: a leaked table grants nothing.
pub fn digest(token: &str) -> String {
    let hash = Sha256::digest(token.as_bytes());
    hash.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_long_unique_and_stored_as_digests() {
        let a = random_token();
        assert_eq!(a.len(), 43);
        assert_ne!(a, random_token());
        assert_eq!(digest(&a).len(), 64);
        assert_eq!(digest(&a), digest(&a));
        assert_ne!(digest(&a), a);
    }
}

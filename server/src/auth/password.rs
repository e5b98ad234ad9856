//! argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane). Hashing is CPU-bound
//! for tens of milliseconds, so it always runs on a blocking thread.

use std::sync::LazyLock;

use argon2::password_hash::{rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};

fn argon2() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).expect("valid argon2 parameters");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// A real hash of a random password, verified against when the e-mail is unknown so
/// that a wrong address costs as much time as a wrong password.
static DUMMY_HASH: LazyLock<String> = LazyLock::new(|| hash_blocking(&uuid::Uuid::new_v4().to_string()));

fn hash_blocking(password: &str) -> String {
    let salt = SaltString::generate(&mut OsRng);
    argon2()
        .hash_password(password.as_bytes(), &salt)
        .expect("argon2 hashing cannot fail with valid parameters")
        .to_string()
}

fn verify_blocking(password: &str, hash: &str) -> bool {
    match PasswordHash::new(hash) {
        Ok(parsed) => argon2().verify_password(password.as_bytes(), &parsed).is_ok(),
        Err(_) => false,
    }
}

pub async fn hash(password: String) -> anyhow::Result<String> {
    Ok(tokio::task::spawn_blocking(move || hash_blocking(&password)).await?)
}

/// Checks `password` against `hash`, or against the dummy hash when there is no account.
pub async fn verify(password: String, hash: Option<String>) -> anyhow::Result<bool> {
    Ok(tokio::task::spawn_blocking(move || match hash {
        Some(hash) => verify_blocking(&password, &hash),
        None => {
            verify_blocking(&password, &DUMMY_HASH);
            false
        }
    })
    .await?)
}

/// Computes the dummy hash ahead of the first sign-in so it does not slow that one down.
pub fn warm_up() {
    LazyLock::force(&DUMMY_HASH);
}

/// The alphabet of generated passwords (docs/PRODUCT.md, "Passwords").
pub const GENERATED_ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*";
pub const GENERATED_LENGTH: usize = 16;

/// A 16-character password for an account staff create. Nobody is told it: the new
/// user sets their own through the e-mailed link.
pub fn generate() -> String {
    use rand::Rng;
    // ThreadRng is a CSPRNG seeded from the operating system; random_range is unbiased.
    let mut rng = rand::rng();
    (0..GENERATED_LENGTH).map(|_| GENERATED_ALPHABET[rng.random_range(0..GENERATED_ALPHABET.len())] as char).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_passwords_have_sixteen_characters_from_the_alphabet() {
        let mut seen = std::collections::HashSet::new();
        for _ in 0..2000 {
            let p = generate();
            assert_eq!(p.chars().count(), 16);
            assert!(p.bytes().all(|b| GENERATED_ALPHABET.contains(&b)), "{p}");
            seen.extend(p.bytes());
        }
        assert_eq!(seen.len(), GENERATED_ALPHABET.len(), "every character of the alphabet is drawn");
        assert_ne!(generate(), generate());
    }

    #[test]
    fn hashes_are_argon2id_with_owasp_parameters_and_verify() {
        let hash = hash_blocking("correct horse");
        assert!(hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{hash}");
        assert!(verify_blocking("correct horse", &hash));
        assert!(!verify_blocking("wrong horse", &hash));
        assert!(!verify_blocking("x", "not a hash"));
    }
}

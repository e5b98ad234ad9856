//! Web Push delivery: the server's VAPID identity and the client that sends pushes.
//! Browsers' subscriptions and the queue's worker are a service (`services::push`). A push is an RFC 8291 (aes128gcm) encrypted POST carrying an
//! RFC 8292 (VAPID) authorization, made by `web-push-native` (RustCrypto, no OpenSSL);
//! the VAPID JWT is signed with the `jsonwebtoken` crate the sessions already use.

use std::path::Path;

use anyhow::Context;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use p256::elliptic_curve::sec1::ToEncodedPoint;
use p256::pkcs8::EncodePrivateKey;

use crate::auth::secrets;
use crate::domain::push::Subscription;

/// Each push request's time-out.
const REQUEST_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(30);

/// The server's VAPID key pair: push services accept pushes for a subscription only from
/// the key it was made with, so it is generated once and kept (or given by the operator).
pub struct Vapid {
    signing: jsonwebtoken::EncodingKey,
    /// The public key, base64url of the uncompressed point: what browsers subscribe with.
    public: String,
    /// Who runs this server (`mailto:` or `https:`), told to push services.
    subject: String,
}

impl Vapid {
    /// `FM_VAPID_PRIVATE_KEY` when given, else the installation's key (in the database),
    /// generated the first time.
    pub async fn load(
        db: &crate::db::Db,
        data_dir: &Path,
        given: Option<&str>,
        subject: String,
    ) -> anyhow::Result<Vapid> {
        let encoded = match given {
            Some(key) => key.trim().to_owned(),
            None => secrets::shared(db, data_dir, "vapid-private.key", generate).await?,
        };
        Vapid::from_base64(&encoded, subject)
    }

    fn from_base64(encoded: &str, subject: String) -> anyhow::Result<Vapid> {
        let bytes =
            URL_SAFE_NO_PAD.decode(encoded.trim_end_matches('=')).context("the VAPID private key must be base64url")?;
        let secret = p256::SecretKey::from_slice(&bytes).context("the VAPID private key must be a P-256 key")?;
        Vapid::from_secret(&secret, subject)
    }

    fn from_secret(secret: &p256::SecretKey, subject: String) -> anyhow::Result<Vapid> {
        let der = secret.to_pkcs8_der().context("encoding the VAPID key")?;
        let public = URL_SAFE_NO_PAD.encode(secret.public_key().to_encoded_point(false).as_bytes());
        Ok(Vapid { signing: jsonwebtoken::EncodingKey::from_ec_der(der.as_bytes()), public, subject })
    }

    pub fn public_key(&self) -> &str {
        &self.public
    }

    /// The `Authorization` header for a push to `endpoint`: a JWT for the push service's
    /// origin, valid for 12 hours, and the public key to check it with.
    fn authorization(&self, endpoint: &url::Url) -> anyhow::Result<String> {
        #[derive(serde::Serialize)]
        struct Claims<'a> {
            aud: String,
            exp: i64,
            sub: &'a str,
        }
        let claims = Claims {
            aud: endpoint.origin().ascii_serialization(),
            exp: chrono::Utc::now().timestamp() + 12 * 3600,
            sub: &self.subject,
        };
        let header = jsonwebtoken::Header::new(jsonwebtoken::Algorithm::ES256);
        let token = jsonwebtoken::encode(&header, &claims, &self.signing).context("signing the VAPID token")?;
        Ok(format!("vapid t={token}, k={}", self.public))
    }

    /// The encrypted, signed request that delivers `payload` to one subscription.
    pub fn request(&self, to: &Subscription, payload: &[u8]) -> anyhow::Result<reqwest::Request> {
        let endpoint = url::Url::parse(&to.endpoint)?;
        let ua_public = p256::PublicKey::from_sec1_bytes(&URL_SAFE_NO_PAD.decode(&to.p256dh)?)?;
        let auth: [u8; 16] = URL_SAFE_NO_PAD
            .decode(&to.auth)?
            .try_into()
            .map_err(|_| anyhow::anyhow!("the subscription's secret is not 16 bytes"))?;
        let builder =
            web_push_native::WebPushBuilder::new(to.endpoint.parse()?, ua_public, web_push_native::Auth::from(auth))
                .with_valid_duration(std::time::Duration::from_secs(24 * 3600));
        let mut request = builder.build(payload.to_vec()).map_err(|e| anyhow::anyhow!("encrypting the push: {e}"))?;
        request.headers_mut().insert(axum::http::header::AUTHORIZATION, self.authorization(&endpoint)?.parse()?);
        request.headers_mut().insert("urgency", axum::http::HeaderValue::from_static("high"));
        Ok(reqwest::Request::try_from(request)?)
    }
}

/// A new private key: 32 random bytes that make a valid P-256 scalar, base64url.
fn generate() -> String {
    loop {
        let bytes: [u8; 32] = rand::random();
        if p256::SecretKey::from_slice(&bytes).is_ok() {
            return URL_SAFE_NO_PAD.encode(bytes);
        }
    }
}

/// The client pushes are POSTed with.
pub fn client() -> reqwest::Client {
    reqwest::Client::builder()
        // An endpoint was checked against FM_PUSH_ALLOWED; a redirect would leave it.
        .redirect(reqwest::redirect::Policy::none())
        .timeout(REQUEST_TIMEOUT)
        .build()
        .expect("an HTTP client with rustls can be built")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_key_is_made_once_and_kept() {
        let dir = tempfile::tempdir().unwrap();
        let db = crate::db::Db::connect(&format!("sqlite://{}", dir.path().join("t.db").display())).unwrap();
        db.migrate(&crate::db::migrate::Settings { program_name: "Fatherhood Matters".into() }).await.unwrap();
        let first = Vapid::load(&db, dir.path(), None, "mailto:a@b.org".into()).await.unwrap();
        let again = Vapid::load(&db, dir.path(), None, "mailto:a@b.org".into()).await.unwrap();
        assert_eq!(first.public_key(), again.public_key());
        assert_eq!(URL_SAFE_NO_PAD.decode(first.public_key()).unwrap().len(), 65);
        let given = Vapid::load(&db, dir.path(), Some(&generate()), "mailto:a@b.org".into()).await.unwrap();
        assert_ne!(given.public_key(), first.public_key());
        assert!(Vapid::load(&db, dir.path(), Some("not a key"), String::new()).await.is_err());
    }
}

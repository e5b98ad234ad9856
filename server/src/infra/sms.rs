//! The SMS provider: one small interface — send a text, verify a webhook's signature, read
//! an inbound text or a status report — with Twilio's Programmable Messaging API as its
//! implementation (docs/OPERATIONS.md, "Texts"), and an outbox folder when no provider is
//! configured (each text a JSON file in `$FM_DATA_DIR/sms-outbox/`, counted as sent).

use std::path::PathBuf;
use std::time::Duration;

use anyhow::Context;
use base64::Engine;
use hmac::{Hmac, Mac};
use subtle::ConstantTimeEq;

use crate::domain::sms::{ProviderUrl, TextStatus};

/// Where texts go.
#[derive(Clone)]
pub enum Provider {
    /// No provider: written to this folder, one JSON file each.
    Outbox(PathBuf),
    Twilio {
        url: ProviderUrl,
        client: reqwest::Client,
    },
}

/// What the provider said to a text.
#[derive(Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Taken: its id at the provider, and where it is.
    Accepted { provider_id: String, status: TextStatus },
    /// Not now (429, 5xx, no answer): try again, after `after` when the provider said.
    Retry { after: Option<Duration>, error: String },
    /// Never (a 4xx): the provider's error code (21610: the number opted out at the carrier).
    Refused { code: String, error: String },
}

/// A text a father sent to the program's number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InboundText {
    pub from: String,
    pub body: String,
    pub provider_id: Option<String>,
}

/// Where a text the program sent has got to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatusReport {
    pub provider_id: String,
    pub status: TextStatus,
    pub error_code: Option<String>,
}

/// Twilio's error for a number that opted out at the carrier (it answered STOP to the
/// program's number before we heard it): his sms consent is revoked.
pub const OPTED_OUT: &str = "21610";

impl Provider {
    pub fn new(url: Option<&ProviderUrl>, outbox: PathBuf) -> anyhow::Result<Provider> {
        Ok(match url {
            None => Provider::Outbox(outbox),
            Some(url) => Provider::Twilio {
                url: url.clone(),
                client: reqwest::Client::builder()
                    .timeout(Duration::from_secs(30))
                    .connect_timeout(Duration::from_secs(10))
                    .redirect(reqwest::redirect::Policy::none())
                    .build()
                    .context("the SMS provider's HTTP client")?,
            },
        })
    }

    /// Sends `body` to `to` (E.164); the provider reports on it to `status_callback`.
    pub async fn send(&self, id: &str, to: &str, body: &str, status_callback: &str) -> Outcome {
        match self {
            Provider::Outbox(dir) => match write_to_outbox(dir, id, to, body).await {
                Ok(()) => Outcome::Accepted { provider_id: format!("outbox-{id}"), status: TextStatus::Sent },
                Err(err) => Outcome::Retry { after: None, error: format!("the SMS outbox: {err:#}") },
            },
            Provider::Twilio { url, client } => send_to_twilio(client, url, to, body, status_callback).await,
        }
    }

    /// Whether a webhook's `X-Twilio-Signature` is the provider's, over `url` (the public
    /// address it was posted to) and the posted parameters, compared in constant time.
    /// Without a provider nothing is: there is no token to sign with.
    pub fn verify(&self, url: &str, params: &[(String, String)], signature: Option<&str>) -> bool {
        let (Provider::Twilio { url: provider, .. }, Some(given)) = (self, signature) else { return false };
        let expected = signature_of(&provider.auth_token, url, params);
        expected.as_bytes().ct_eq(given.trim().as_bytes()).into()
    }
}

/// Twilio's request signature: base64 of HMAC-SHA1, keyed with the auth token, over the
/// URL followed by each parameter's name and value, sorted by name (then value).
pub fn signature_of(auth_token: &str, url: &str, params: &[(String, String)]) -> String {
    let mut sorted: Vec<&(String, String)> = params.iter().collect();
    sorted.sort();
    let mut mac = Hmac::<sha1::Sha1>::new_from_slice(auth_token.as_bytes()).expect("HMAC takes a key of any length");
    mac.update(url.as_bytes());
    for (name, value) in sorted {
        mac.update(name.as_bytes());
        mac.update(value.as_bytes());
    }
    base64::engine::general_purpose::STANDARD.encode(mac.finalize().into_bytes())
}

fn param<'a>(params: &'a [(String, String)], name: &str) -> Option<&'a str> {
    params.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
}

/// An inbound text's parameters (`From`, `Body`, `MessageSid`); None without a sender.
pub fn read_inbound(params: &[(String, String)]) -> Option<InboundText> {
    let from = param(params, "From")?.trim().to_owned();
    (!from.is_empty()).then(|| InboundText {
        from,
        body: param(params, "Body").unwrap_or_default().to_owned(),
        provider_id: param(params, "MessageSid").or_else(|| param(params, "SmsSid")).map(str::to_owned),
    })
}

/// A status callback's parameters (`MessageSid`, `MessageStatus`, `ErrorCode`); None when
/// it names no text or a status we do not follow.
pub fn read_status(params: &[(String, String)]) -> Option<StatusReport> {
    let provider_id = param(params, "MessageSid").or_else(|| param(params, "SmsSid"))?.to_owned();
    let status = TextStatus::from_provider(param(params, "MessageStatus").or_else(|| param(params, "SmsStatus"))?)?;
    let error_code = param(params, "ErrorCode").map(str::trim).filter(|c| !c.is_empty()).map(str::to_owned);
    Some(StatusReport { provider_id, status, error_code })
}

async fn write_to_outbox(dir: &std::path::Path, id: &str, to: &str, body: &str) -> anyhow::Result<()> {
    let file = dir.join(format!("{id}.json"));
    let partial = dir.join(format!(".{id}.partial"));
    let json = serde_json::to_vec_pretty(&serde_json::json!({"id": id, "to": to, "body": body}))?;
    let (folder, written) = (dir.to_path_buf(), partial.clone());
    // Written aside and renamed: whoever reads the outbox never sees half a text.
    tokio::task::spawn_blocking(move || {
        crate::private_files::create_dir_all(&folder)?;
        crate::private_files::write(&written, json)
    })
    .await??;
    tokio::fs::rename(&partial, &file).await?;
    tracing::info!(file = %file.display(), "text written to the SMS outbox (no FM_SMS_URL)");
    Ok(())
}

async fn send_to_twilio(
    client: &reqwest::Client,
    url: &ProviderUrl,
    to: &str,
    body: &str,
    status_callback: &str,
) -> Outcome {
    let endpoint = format!("{}/2010-04-01/Accounts/{}/Messages.json", url.base, url.account_sid);
    let form = [("To", to), ("From", url.from.as_str()), ("Body", body), ("StatusCallback", status_callback)];
    let answer = client.post(&endpoint).basic_auth(&url.account_sid, Some(&url.auth_token)).form(&form).send().await;
    let response = match answer {
        Ok(response) => response,
        Err(err) => return Outcome::Retry { after: None, error: format!("the SMS provider did not answer: {err}") },
    };
    let status = response.status();
    let retry_after = response
        .headers()
        .get(reqwest::header::RETRY_AFTER)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok())
        .map(|s| Duration::from_secs(s.min(24 * 3600)));
    // An answer is a small JSON object; more is not read.
    let text = read_at_most(response, 64 * 1024).await;
    let json: serde_json::Value = serde_json::from_str(&text).unwrap_or_default();
    if status.is_success() {
        return match json.get("sid").and_then(|s| s.as_str()) {
            Some(sid) if !sid.is_empty() => Outcome::Accepted { provider_id: sid.to_owned(), status: TextStatus::Sent },
            _ => Outcome::Refused { code: "no-sid".into(), error: "the SMS provider answered without a sid".into() },
        };
    }
    let message = json.get("message").and_then(|m| m.as_str()).unwrap_or_default().to_owned();
    if status.as_u16() == 429 || status.is_server_error() {
        return Outcome::Retry { after: retry_after, error: format!("the SMS provider answered {status} {message}") };
    }
    let code = match json.get("code") {
        Some(serde_json::Value::Number(n)) => n.to_string(),
        Some(serde_json::Value::String(s)) if !s.is_empty() => s.clone(),
        _ => format!("http-{}", status.as_u16()),
    };
    Outcome::Refused { code, error: format!("the SMS provider refused it: {status} {message}") }
}

/// At most `limit` bytes of an answer's body, as text.
async fn read_at_most(mut response: reqwest::Response, limit: usize) -> String {
    let mut body = Vec::new();
    while let Ok(Some(chunk)) = response.chunk().await {
        body.extend_from_slice(&chunk);
        if body.len() >= limit {
            body.truncate(limit);
            break;
        }
    }
    String::from_utf8_lossy(&body).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    }

    #[test]
    fn the_signature_is_twilios() {
        // Computed apart, with Python's hmac: base64(HMAC-SHA1(token, url + sorted name-value pairs)).
        let posted = params(&[
            ("From", "+15551234567"),
            ("Body", "Hola, ¿a qué hora?"),
            ("MessageSid", "SM0123"),
            ("To", "+15550100000"),
        ]);
        let url = "https://fm.example.org/api/sms/inbound";
        assert_eq!(signature_of("secret-token", url, &posted), "HalP/Q96dZqjpa3kdxblAFJsWck=");
        let provider = Provider::Twilio {
            url: ProviderUrl::parse("twilio://AC1:secret-token@api.twilio.com?from=%2B15550100000").unwrap(),
            client: reqwest::Client::new(),
        };
        assert!(provider.verify(url, &posted, Some("HalP/Q96dZqjpa3kdxblAFJsWck=")));
        assert!(!provider.verify(url, &posted, Some("HalP/Q96dZqjpa3kdxblAFJsWcj=")));
        assert!(!provider.verify(url, &posted, None));
        assert!(!provider.verify(
            "https://elsewhere.example.org/api/sms/inbound",
            &posted,
            Some("HalP/Q96dZqjpa3kdxblAFJsWck=")
        ));
        // Without a provider there is no token: nothing is believed.
        assert!(!Provider::Outbox(PathBuf::from("/nonexistent")).verify(url, &posted, Some("x")));
    }

    #[test]
    fn webhooks_are_read_by_twilios_names() {
        let inbound =
            read_inbound(&params(&[("From", "+15551234567"), ("Body", " STOP "), ("MessageSid", "SM1")])).unwrap();
        assert_eq!(
            inbound,
            InboundText { from: "+15551234567".into(), body: " STOP ".into(), provider_id: Some("SM1".into()) }
        );
        assert_eq!(read_inbound(&params(&[("Body", "hi")])), None);
        let status =
            read_status(&params(&[("MessageSid", "SM1"), ("MessageStatus", "undelivered"), ("ErrorCode", "30003")]));
        assert_eq!(
            status,
            Some(StatusReport {
                provider_id: "SM1".into(),
                status: TextStatus::Undelivered,
                error_code: Some("30003".into())
            })
        );
        assert_eq!(read_status(&params(&[("MessageSid", "SM1"), ("MessageStatus", "teleported")])), None);
    }
}

//! Configuration from the environment, as the contract lists it.

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;

use anyhow::Context;

use crate::domain::push::AllowedOrigin;

/// How long a father's record is kept after his exit before it is anonymised: seven years.
pub const DEFAULT_RETENTION_DAYS: i64 = 2555;
/// The longest retention `FM_RETENTION_DAYS` takes: a thousand years (any date arithmetic
/// with it stays within the years a date may have).
pub const MAX_RETENTION_DAYS: i64 = 365_000;

#[derive(Clone, Debug)]
pub struct Config {
    pub addr: SocketAddr,
    pub data_dir: PathBuf,
    pub database_url: String,
    /// Base of every link we send out (e-mails, feeds); never taken from a request.
    pub public_url: String,
    pub smtp_url: Option<String>,
    pub mail_from: String,
    pub storage_url: String,
    /// For `s3://` storage: read from the `AWS_*` variables, and nowhere else.
    pub s3: S3Settings,
    pub registration_open: bool,
    /// Peers whose `X-Forwarded-For` is believed. Empty: the socket address is the client.
    pub trusted_proxies: Vec<IpAddr>,
    pub throttle: Throttle,
    /// Where push subscriptions may point (`FM_PUSH_ALLOWED`): the server POSTs there.
    pub push_allowed: Vec<crate::domain::push::AllowedOrigin>,
    /// How long a new message's push waits for the recipient's client to say it got the
    /// message live (fixed at 2 s; tests on a busy machine give it longer).
    pub push_live_grace: std::time::Duration,
    /// `FM_VAPID_PRIVATE_KEY` (base64url); unset: generated once and kept in the database,
    /// shared by every server on it (`auth::secrets::shared`).
    pub vapid_private_key: Option<String>,
    /// `FM_VAPID_SUBJECT`: a `mailto:` or `https:` contact for push services.
    pub vapid_subject: String,
    /// `FM_TIME_ZONE` (IANA, default UTC): the program's days and weeks, for reports,
    /// the dashboard and "this week".
    pub time_zone: chrono_tz::Tz,
    /// `FM_PROGRAM_NAME`: who signs certificates and attendance letters.
    pub program_name: String,
    /// `FM_RETENTION_DAYS` (default 2555, seven years; a whole number of at least 1): a
    /// father whose exit date is more than this many days before the program's today is
    /// anonymised (`services::retention`).
    pub retention_days: i64,
    /// `FM_METRICS_ADDR`: a second listener serving only `GET /metrics`; unset, none.
    pub metrics_addr: Option<SocketAddr>,
    /// How long a request may take (tests shorten them).
    pub deadlines: Deadlines,
    /// `FM_SMS_URL`: where texts go (`twilio://Sid:Token@host?from=+1…`); unset, to the
    /// outbox folder.
    pub sms_url: Option<crate::domain::sms::ProviderUrl>,
    /// `FM_SMS_RATE`: segments a second all instances together may send (default 1, a US
    /// long code's limit); `unlimited` (or 0) for none.
    pub sms_rate: Option<f64>,
    /// `FM_PHONE_REGION`: the region of numbers written without `+`.
    pub phone_region: crate::domain::phone::PhoneRegion,
    /// `FM_PROGRAM_CONTACT`: the number or e-mail the answer to HELP gives.
    pub program_contact: Option<String>,
}

/// How long a request may take. The server's own work is bounded by `request`; a photo's
/// body, which a phone on a poor network may take minutes to send, is not: it must keep
/// arriving (`body_idle`), within `upload` altogether.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deadlines {
    /// Any request, start to answer (the function time-out: 504; docs/PRODUCT.md, "Requests,
    /// retries and time-outs"). An upload's work once its body has arrived has as long again.
    pub request: std::time::Duration,
    /// An upload whose body sends nothing for this long is refused (400): the client
    /// stalled or went away; a slow one sends something every few hundred milliseconds.
    pub body_idle: std::time::Duration,
    /// The longest an upload may take altogether: 25 MB at about 14 KB/s. Only staff may
    /// upload, and only so many a minute; this bounds the connection and spool file even
    /// of a client that trickles a byte at a time.
    pub upload: std::time::Duration,
}

impl Default for Deadlines {
    fn default() -> Self {
        Deadlines {
            request: std::time::Duration::from_secs(70),
            body_idle: std::time::Duration::from_secs(30),
            upload: std::time::Duration::from_secs(30 * 60),
        }
    }
}

/// S3 settings: `AWS_ENDPOINT` (an S3-compatible server), `AWS_ACCESS_KEY_ID`,
/// `AWS_SECRET_ACCESS_KEY`, `AWS_SESSION_TOKEN`, `AWS_REGION` (or
/// `AWS_DEFAULT_REGION`), `AWS_ALLOW_HTTP=true` for a plain-HTTP endpoint.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct S3Settings {
    pub endpoint: Option<String>,
    pub access_key_id: Option<String>,
    pub secret_access_key: Option<String>,
    pub session_token: Option<String>,
    pub region: Option<String>,
    pub allow_http: bool,
}

/// Limits per minute: credential calls (sign-in, register, reset) per client address
/// and per account; token refreshes per address; password changes and uploads per account.
#[derive(Clone, Copy, Debug)]
pub struct Throttle {
    pub per_address_per_minute: u32,
    pub per_account_per_minute: u32,
    pub refreshes_per_address_per_minute: u32,
    pub uploads_per_account_per_minute: u32,
}

impl Default for Throttle {
    fn default() -> Self {
        Throttle {
            per_address_per_minute: 30,
            per_account_per_minute: 10,
            // A tab renews every 15 minutes; a whole class on one Wi-Fi stays far below.
            refreshes_per_address_per_minute: 120,
            uploads_per_account_per_minute: 20,
        }
    }
}

impl Config {
    pub fn from_env() -> anyhow::Result<Config> {
        Config::from_lookup(|name| std::env::var(name).ok())
    }

    /// The configuration from any source of variables (the environment, or a test's map).
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> anyhow::Result<Config> {
        let var = |name: &str| lookup(name).filter(|v| !v.trim().is_empty());
        let number = |name: &str, default: u32| -> anyhow::Result<u32> {
            var(name).map_or(Ok(default), |v| v.trim().parse().with_context(|| format!("{name} must be a number")))
        };
        let addr: SocketAddr = var("FM_ADDR")
            .unwrap_or_else(|| "127.0.0.1:8080".into())
            .parse()
            .context("FM_ADDR must be host:port, e.g. 127.0.0.1:8080")?;
        let data_dir = PathBuf::from(var("FM_DATA_DIR").unwrap_or_else(|| "./data".into()));
        let database_url =
            var("DATABASE_URL").unwrap_or_else(|| format!("sqlite://{}", data_dir.join("fatherhood.db").display()));
        let public_url = var("FM_PUBLIC_URL").unwrap_or_else(|| format!("http://{addr}"));
        let storage_url =
            var("FM_STORAGE_URL").unwrap_or_else(|| format!("file://{}", data_dir.join("storage").display()));
        let registration_open = match var("FM_REGISTRATION").as_deref() {
            None | Some("open") => true,
            Some("closed") => false,
            Some(other) => anyhow::bail!("FM_REGISTRATION must be 'open' or 'closed', not '{other}'"),
        };
        let trusted_proxies = var("FM_TRUSTED_PROXIES")
            .map(|list| {
                list.split(',')
                    .map(|ip| ip.trim().parse().context("FM_TRUSTED_PROXIES must list IP addresses"))
                    .collect::<anyhow::Result<Vec<IpAddr>>>()
            })
            .transpose()?
            .unwrap_or_default();
        let defaults = Throttle::default();
        let throttle = Throttle {
            per_address_per_minute: number("FM_THROTTLE_PER_ADDRESS", defaults.per_address_per_minute)?,
            per_account_per_minute: number("FM_THROTTLE_PER_ACCOUNT", defaults.per_account_per_minute)?,
            ..defaults
        };
        let s3 = S3Settings {
            endpoint: var("AWS_ENDPOINT").or_else(|| var("AWS_ENDPOINT_URL")),
            access_key_id: var("AWS_ACCESS_KEY_ID"),
            secret_access_key: var("AWS_SECRET_ACCESS_KEY"),
            session_token: var("AWS_SESSION_TOKEN"),
            region: var("AWS_REGION").or_else(|| var("AWS_DEFAULT_REGION")),
            allow_http: var("AWS_ALLOW_HTTP").is_some_and(|v| matches!(v.trim(), "true" | "1" | "yes")),
        };
        let push_allowed = AllowedOrigin::parse_list(
            &var("FM_PUSH_ALLOWED").unwrap_or_else(|| crate::domain::push::PUBLIC_PUSH_SERVICES.into()),
        )
        .map_err(|e| anyhow::anyhow!("FM_PUSH_ALLOWED: {e}"))?;
        let mail_from = var("FM_MAIL_FROM").unwrap_or_else(|| "Fatherhood Matters <no-reply@localhost>".into());
        let vapid_subject =
            var("FM_VAPID_SUBJECT").unwrap_or_else(|| crate::domain::push::default_subject(&public_url, &mail_from));
        let time_zone = match var("FM_TIME_ZONE") {
            None => chrono_tz::UTC,
            Some(name) => name
                .trim()
                .parse()
                .map_err(|_| anyhow::anyhow!("FM_TIME_ZONE must be an IANA time zone such as America/Chicago"))?,
        };
        let retention_days = match var("FM_RETENTION_DAYS") {
            None => DEFAULT_RETENTION_DAYS,
            Some(days) => match days.trim().parse::<i64>() {
                Ok(days) if (1..=MAX_RETENTION_DAYS).contains(&days) => days,
                _ => anyhow::bail!(
                    "FM_RETENTION_DAYS must be a whole number of days from 1 to {MAX_RETENTION_DAYS} (default {DEFAULT_RETENTION_DAYS}, seven years), not '{days}'"
                ),
            },
        };
        let metrics_addr = var("FM_METRICS_ADDR")
            .map(|v| v.trim().parse().context("FM_METRICS_ADDR must be host:port, e.g. 127.0.0.1:9090"))
            .transpose()?;
        let sms_rate = match var("FM_SMS_RATE").as_deref().map(str::trim) {
            None => Some(1.0),
            Some("unlimited" | "0") => None,
            Some(rate) => match rate.parse::<f64>() {
                Ok(rate) if rate.is_finite() && rate > 0.0 && rate <= 10_000.0 => Some(rate),
                _ => anyhow::bail!(
                    "FM_SMS_RATE must be a number of segments a second (e.g. 1 or 0.5), or 'unlimited', not '{rate}'"
                ),
            },
        };
        let phone_region = match var("FM_PHONE_REGION") {
            None => crate::domain::phone::PhoneRegion::default(),
            Some(code) => crate::domain::phone::PhoneRegion::parse(&code).ok_or_else(|| {
                anyhow::anyhow!("FM_PHONE_REGION must be a region code such as US or MX, not '{code}'")
            })?,
        };
        let sms_url = var("FM_SMS_URL")
            .map(|url| crate::domain::sms::ProviderUrl::parse(&url).map_err(|e| anyhow::anyhow!("FM_SMS_URL: {e}")))
            .transpose()?;
        let config = Config {
            sms_url,
            sms_rate,
            phone_region,
            program_contact: var("FM_PROGRAM_CONTACT").map(|c| c.trim().to_owned()),
            metrics_addr,
            deadlines: Deadlines::default(),
            addr,
            data_dir,
            database_url,
            public_url: public_url.trim_end_matches('/').to_owned(),
            smtp_url: var("FM_SMTP_URL"),
            mail_from,
            storage_url,
            s3,
            registration_open,
            trusted_proxies,
            throttle,
            push_allowed,
            push_live_grace: crate::domain::push::LIVE_GRACE,
            vapid_private_key: var("FM_VAPID_PRIVATE_KEY"),
            vapid_subject,
            time_zone,
            program_name: var("FM_PROGRAM_NAME").unwrap_or_else(|| "Fatherhood Matters".into()).trim().to_owned(),
            retention_days,
        };
        url::Url::parse(&config.public_url).context("FM_PUBLIC_URL must be an absolute URL")?;
        Ok(config)
    }

    /// Today in the program's time zone.
    pub fn today(&self) -> chrono::NaiveDate {
        chrono::Utc::now().with_timezone(&self.time_zone).date_naive()
    }

    /// Cookies get `Secure` when the public address is HTTPS.
    pub fn secure_cookies(&self) -> bool {
        self.public_url.starts_with("https://")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn from(vars: &[(&str, &str)]) -> anyhow::Result<Config> {
        let vars: std::collections::HashMap<String, String> =
            vars.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        Config::from_lookup(|name| vars.get(name).cloned())
    }

    #[test]
    fn the_embedded_defaults() {
        let config = from(&[]).unwrap();
        assert_eq!(config.addr.to_string(), "127.0.0.1:8080");
        assert_eq!(config.database_url, "sqlite://./data/fatherhood.db");
        assert_eq!(config.storage_url, "file://./data/storage");
        assert_eq!(config.public_url, "http://127.0.0.1:8080");
        assert_eq!(config.s3, S3Settings::default());
        assert!(config.registration_open);
        assert_eq!((config.time_zone, config.program_name.as_str()), (chrono_tz::UTC, "Fatherhood Matters"));
        assert_eq!(config.metrics_addr, None);
        assert_eq!(config.retention_days, 2555);
        assert_eq!((config.sms_url.is_none(), config.sms_rate), (true, Some(1.0)));
        assert_eq!(config.phone_region, crate::domain::phone::PhoneRegion::default());
        assert_eq!(config.program_contact, None);
    }

    #[test]
    fn texts_have_a_provider_a_pace_and_a_region() {
        let config = from(&[
            ("FM_SMS_URL", "twilio://AC123:secret@api.twilio.com?from=%2B15550100000"),
            ("FM_SMS_RATE", "0.5"),
            ("FM_PHONE_REGION", "mx"),
            ("FM_PROGRAM_CONTACT", "(555) 010-0000"),
        ])
        .unwrap();
        assert_eq!(config.sms_rate, Some(0.5));
        assert_eq!(config.phone_region, crate::domain::phone::PhoneRegion::parse("MX").unwrap());
        assert_eq!(config.program_contact.as_deref(), Some("(555) 010-0000"));
        assert_eq!(from(&[("FM_SMS_RATE", "unlimited")]).unwrap().sms_rate, None);
        for (name, bad) in [
            ("FM_SMS_RATE", "fast"),
            ("FM_SMS_RATE", "-1"),
            ("FM_PHONE_REGION", "Atlantis"),
            ("FM_SMS_URL", "smtp://127.0.0.1"),
            ("FM_SMS_URL", "twilio://AC123:secret@api.twilio.com"),
            ("FM_SMS_URL", "twilio://AC123@api.twilio.com?from=%2B15550100000"),
            ("FM_SMS_URL", "twilio+http://AC1:t@example.com?from=%2B15550100000"),
        ] {
            let err = from(&[(name, bad)]).unwrap_err().to_string();
            assert!(err.contains(name), "{bad}: {err}");
        }
    }

    #[test]
    fn retention_is_a_positive_number_of_days() {
        assert_eq!(from(&[("FM_RETENTION_DAYS", " 30 ")]).unwrap().retention_days, 30);
        for bad in ["0", "-1", "seven years", "2.5", "365001"] {
            let err = from(&[("FM_RETENTION_DAYS", bad)]).unwrap_err().to_string();
            assert!(err.contains("FM_RETENTION_DAYS"), "{bad}: {err}");
        }
    }

    #[test]
    fn metrics_get_a_listener_of_their_own() {
        let config = from(&[("FM_METRICS_ADDR", "127.0.0.1:9464")]).unwrap();
        assert_eq!(config.metrics_addr, Some("127.0.0.1:9464".parse().unwrap()));
        let err = from(&[("FM_METRICS_ADDR", "everywhere")]).unwrap_err().to_string();
        assert!(err.contains("FM_METRICS_ADDR"), "{err}");
    }

    #[test]
    fn the_program_has_its_time_zone_and_name() {
        let config =
            from(&[("FM_TIME_ZONE", "America/Chicago"), ("FM_PROGRAM_NAME", "Dads of Travis County")]).unwrap();
        assert_eq!(config.time_zone, chrono_tz::America::Chicago);
        assert_eq!(config.program_name, "Dads of Travis County");
        let err = from(&[("FM_TIME_ZONE", "Mars/Olympus")]).unwrap_err().to_string();
        assert!(err.contains("FM_TIME_ZONE"), "{err}");
    }

    #[test]
    fn s3_settings_come_from_the_aws_variables() {
        let config = from(&[
            ("FM_STORAGE_URL", "s3://photos"),
            ("AWS_ENDPOINT", "http://127.0.0.1:9000"),
            ("AWS_ACCESS_KEY_ID", "key"),
            ("AWS_SECRET_ACCESS_KEY", "secret"),
            ("AWS_REGION", "us-west-2"),
            ("AWS_ALLOW_HTTP", "true"),
        ])
        .unwrap();
        assert_eq!(config.storage_url, "s3://photos");
        assert_eq!(
            config.s3,
            S3Settings {
                endpoint: Some("http://127.0.0.1:9000".into()),
                access_key_id: Some("key".into()),
                secret_access_key: Some("secret".into()),
                session_token: None,
                region: Some("us-west-2".into()),
                allow_http: true,
            }
        );
    }

    #[test]
    fn bad_values_are_refused_with_their_names() {
        let err = from(&[("FM_REGISTRATION", "maybe")]).unwrap_err().to_string();
        assert!(err.contains("FM_REGISTRATION"), "{err}");
        let err = from(&[("FM_THROTTLE_PER_ADDRESS", "lots")]).unwrap_err().to_string();
        assert!(err.contains("FM_THROTTLE_PER_ADDRESS"), "{err}");
        assert!(from(&[("FM_PUBLIC_URL", "not a url")]).is_err());
        let err = from(&[("FM_PUSH_ALLOWED", "http://127.0.0.1/push")]).unwrap_err().to_string();
        assert!(err.contains("FM_PUSH_ALLOWED"), "{err}");
    }

    #[test]
    fn push_services_are_the_public_ones_unless_told() {
        let public = from(&[]).unwrap().push_allowed;
        assert_eq!(public, AllowedOrigin::parse_list(crate::domain::push::PUBLIC_PUSH_SERVICES).unwrap());
        let local = from(&[("FM_PUSH_ALLOWED", "https://fcm.googleapis.com, http://127.0.0.1")]).unwrap();
        assert_eq!(local.push_allowed.len(), 2);
        assert_eq!(local.vapid_subject, "mailto:no-reply@localhost");
        let told = from(&[("FM_VAPID_SUBJECT", "mailto:ops@dads.org"), ("FM_VAPID_PRIVATE_KEY", "abc")]).unwrap();
        assert_eq!(told.vapid_subject, "mailto:ops@dads.org");
        assert_eq!(told.vapid_private_key.as_deref(), Some("abc"));
    }
}

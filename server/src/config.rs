//! Configuration from the environment, as the contract lists it.

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;

use anyhow::Context;

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
    pub registration_open: bool,
    /// Peers whose `X-Forwarded-For` is believed. Empty: the socket address is the client.
    pub trusted_proxies: Vec<IpAddr>,
    pub throttle: Throttle,
}

/// Sign-in and other credential calls allowed per minute, per client address and per account.
#[derive(Clone, Copy, Debug)]
pub struct Throttle {
    pub per_address_per_minute: u32,
    pub per_account_per_minute: u32,
}

impl Default for Throttle {
    fn default() -> Self {
        Throttle { per_address_per_minute: 30, per_account_per_minute: 10 }
    }
}

fn var(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.trim().is_empty())
}

fn number(name: &str, default: u32) -> anyhow::Result<u32> {
    var(name).map_or(Ok(default), |v| v.parse().with_context(|| format!("{name} must be a number")))
}

impl Config {
    pub fn from_env() -> anyhow::Result<Config> {
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
        };
        let config = Config {
            addr,
            data_dir,
            database_url,
            public_url: public_url.trim_end_matches('/').to_owned(),
            smtp_url: var("FM_SMTP_URL"),
            mail_from: var("FM_MAIL_FROM").unwrap_or_else(|| "Fatherhood Matters <no-reply@localhost>".into()),
            storage_url,
            registration_open,
            trusted_proxies,
            throttle,
        };
        url::Url::parse(&config.public_url).context("FM_PUBLIC_URL must be an absolute URL")?;
        Ok(config)
    }

    /// Cookies get `Secure` when the public address is HTTPS.
    pub fn secure_cookies(&self) -> bool {
        self.public_url.starts_with("https://")
    }
}

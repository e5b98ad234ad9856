//! Web Push: a browser's subscription, checked at the edge, and what a push says.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use serde::{Deserialize, Serialize};

use super::Language;

/// One browser on one device, as its `PushSubscription` gave it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Subscription {
    /// The push service URL the server will POST to: allowed origins only.
    pub endpoint: String,
    /// The browser's P-256 public key (base64url, uncompressed point).
    pub p256dh: String,
    /// The browser's 16-byte authentication secret (base64url).
    pub auth: String,
    pub user_agent: String,
    /// When the browser last saved it (ms); the app saves it again once it is 7 days old.
    pub last_updated: i64,
}

/// The longest push service URL a subscription may name.
pub const MAX_ENDPOINT: usize = 2048;

/// The browser's `PushSubscription` JSON plus the user agent.
#[derive(Debug, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubscriptionInput {
    /// The push service's URL (at most 2048 characters).
    // = MAX_ENDPOINT (utoipa takes a literal; `http::openapi`'s test checks it)
    #[schema(format = "uri", max_length = 2048)]
    pub endpoint: String,
    #[serde(default)]
    pub expiration_time: Option<f64>,
    pub keys: SubscriptionKeys,
    #[serde(default)]
    pub user_agent: Option<String>,
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct SubscriptionKeys {
    pub p256dh: String,
    pub auth: String,
}

/// Where a subscription's endpoint may point: `FM_PUSH_ALLOWED`'s origins. An entry
/// without a port allows any port of that host; `*.` allows its subdomains.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AllowedOrigin {
    scheme: String,
    host: String,
    port: Option<u16>,
}

/// The public push services of the browsers people use.
pub const PUBLIC_PUSH_SERVICES: &str = "https://fcm.googleapis.com,https://updates.push.services.mozilla.com,\
https://*.push.apple.com,https://*.notify.windows.com";

impl AllowedOrigin {
    pub fn parse_list(list: &str) -> Result<Vec<AllowedOrigin>, String> {
        list.split(',').map(str::trim).filter(|o| !o.is_empty()).map(AllowedOrigin::parse).collect()
    }

    fn parse(origin: &str) -> Result<AllowedOrigin, String> {
        let bad = || format!("'{origin}' is not an origin such as https://push.example.com");
        // `*.` is not part of URL syntax: parse the rest and put it back.
        let (wildcard, plain) = match origin.split_once("://*.") {
            Some((scheme, rest)) => (true, format!("{scheme}://{rest}")),
            None => (false, origin.to_owned()),
        };
        let url = url::Url::parse(&plain).map_err(|_| bad())?;
        let host = url.host_str().ok_or_else(bad)?;
        let bare = url.path() == "/" && url.query().is_none() && url.fragment().is_none() && url.username().is_empty();
        if !matches!(url.scheme(), "http" | "https") || !bare {
            return Err(bad());
        }
        let host = if wildcard { format!("*.{host}") } else { host.to_owned() };
        Ok(AllowedOrigin { scheme: url.scheme().into(), host, port: url.port() })
    }

    fn allows(&self, url: &url::Url) -> bool {
        let Some(host) = url.host_str() else { return false };
        let host_matches = match self.host.strip_prefix("*.") {
            Some(domain) => host.strip_suffix(domain).is_some_and(|sub| sub.ends_with('.') && sub.len() > 1),
            None => host == self.host,
        };
        url.scheme() == self.scheme && host_matches && self.port.is_none_or(|p| url.port_or_known_default() == Some(p))
    }
}

impl SubscriptionInput {
    /// A subscription the server can encrypt for and may call, or the field that is wrong.
    pub fn parse(
        self,
        allowed: &[AllowedOrigin],
        now: i64,
    ) -> Result<Subscription, (&'static str, crate::catalogue::Message)> {
        let endpoint = self.endpoint.trim();
        let url = url::Url::parse(endpoint)
            .ok()
            .filter(|_| endpoint.len() <= MAX_ENDPOINT)
            .ok_or(("endpoint", crate::catalogue::push_endpoint_invalid()))?;
        if !may_call(allowed, &url) {
            return Err(("endpoint", crate::catalogue::push_service_not_allowed()));
        }
        let p256dh = decode(&self.keys.p256dh)
            .filter(|key| p256::PublicKey::from_sec1_bytes(key).is_ok() && key.len() == 65)
            .ok_or(("keys.p256dh", crate::catalogue::push_key_invalid()))?;
        let auth = decode(&self.keys.auth)
            .filter(|secret| secret.len() == 16)
            .ok_or(("keys.auth", crate::catalogue::push_secret_invalid()))?;
        let user_agent: String = self.user_agent.unwrap_or_default().trim().chars().take(300).collect();
        Ok(Subscription {
            endpoint: url.to_string(),
            p256dh: URL_SAFE_NO_PAD.encode(p256dh),
            auth: URL_SAFE_NO_PAD.encode(auth),
            user_agent,
            last_updated: now,
        })
    }
}

/// Whether the server may POST to `url`: on an allowed origin, without credentials.
fn may_call(allowed: &[AllowedOrigin], url: &url::Url) -> bool {
    url.username().is_empty() && url.password().is_none() && allowed.iter().any(|o| o.allows(url))
}

/// Whether a stored endpoint may still be called: `FM_PUSH_ALLOWED` may have narrowed since
/// it was saved, or the data come from another installation.
pub fn endpoint_allowed(allowed: &[AllowedOrigin], endpoint: &str) -> bool {
    url::Url::parse(endpoint).is_ok_and(|url| may_call(allowed, &url))
}

/// Browsers give base64url with or without padding; some give standard base64.
fn decode(value: &str) -> Option<Vec<u8>> {
    let value = value.trim().trim_end_matches('=');
    if value.len() > 200 {
        return None;
    }
    URL_SAFE_NO_PAD.decode(value.replace('+', "-").replace('/', "_")).ok()
}

/// What the service worker shows: `{title, body, url}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Payload {
    pub title: String,
    pub body: String,
    pub url: String,
}

/// How much of a message or announcement a notification shows.
const PREVIEW_CHARS: usize = 180;

fn preview(text: &str) -> String {
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if text.chars().count() <= PREVIEW_CHARS {
        return text;
    }
    let cut: String = text.chars().take(PREVIEW_CHARS - 1).collect();
    format!("{}…", cut.trim_end())
}

impl Payload {
    /// A new message: who wrote, where (a group's name), and the start of it.
    pub fn message(
        language: Language,
        sender: &str,
        group: Option<&str>,
        body: &str,
        conversation_id: &str,
    ) -> Payload {
        let title = match (language, group) {
            (_, Some(group)) => format!("{sender} · {group}"),
            (Language::En, None) => format!("Message from {sender}"),
            (Language::Es, None) => format!("Mensaje de {sender}"),
        };
        Payload { title, body: preview(body), url: format!("/messages/{conversation_id}") }
    }

    pub fn announcement(language: Language, title: &str, body: &str) -> Payload {
        let title = match language {
            Language::En => format!("Announcement: {title}"),
            Language::Es => format!("Anuncio: {title}"),
        };
        Payload { title, body: preview(body), url: "/announcement".into() }
    }

    /// A father answered "running late": to the group's facilitators. `when` is the
    /// session's start as the program's clock reads it (e.g. "18:00").
    /// A father's text to the program, for his case manager: who, and the start of it.
    pub fn text(language: Language, father: &str, body: &str, father_id: &str) -> Payload {
        let title = match language {
            Language::En => format!("Text from {father}"),
            Language::Es => format!("Mensaje de texto de {father}"),
        };
        Payload { title, body: preview(body), url: format!("/fathers/{father_id}#texts") }
    }

    pub fn running_late(language: Language, name: &str, session: &RunningLateSession<'_>, note: &str) -> Payload {
        let title = match language {
            Language::En => format!("{name} is running late"),
            Language::Es => format!("{name} llegará tarde"),
        };
        let mut body = format!("{} · {}", session.title, session.when);
        if !note.trim().is_empty() {
            body = format!("{body}\n{}", note.trim());
        }
        Payload {
            title,
            body: preview_lines(&body),
            url: format!("/cycles/{}/sessions/{}", session.cycle_id, session.id),
        }
    }
}

/// The session a "running late" push is about.
pub struct RunningLateSession<'a> {
    pub id: &'a str,
    pub cycle_id: &'a str,
    pub title: &'a str,
    pub when: &'a str,
}

/// `preview` that keeps the first line break (title and time above, the note below).
fn preview_lines(text: &str) -> String {
    match text.split_once('\n') {
        Some((first, rest)) => format!("{}\n{}", preview(first), preview(rest)),
        None => preview(text),
    }
}

impl Payload {
    /// A reminder of a session or an event: what, when and where; it opens the item.
    pub fn reminder(heading: String, details: String, url: String) -> Payload {
        Payload { title: heading, body: preview(&details), url }
    }
}

/// How long a message's push waits for its recipient's open streams: a client that says
/// it got the message live meanwhile is not pushed (`Config::push_live_grace`, which
/// tests on a busy machine lengthen).
pub const LIVE_GRACE: std::time::Duration = std::time::Duration::from_secs(2);

/// The VAPID subject when the operator gives none: the public address when it is HTTPS
/// (RFC 8292 allows `https:`), else the sender address of the e-mails.
pub fn default_subject(public_url: &str, mail_from: &str) -> String {
    if public_url.starts_with("https://") {
        return public_url.to_owned();
    }
    let address = mail_from.rsplit_once('<').map_or(mail_from, |(_, a)| a.trim_end_matches('>')).trim();
    format!("mailto:{address}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(endpoint: &str) -> SubscriptionInput {
        // A valid P-256 point: the generator, uncompressed.
        let point = p256::PublicKey::from_secret_scalar(&p256::NonZeroScalar::from_uint(1u32.into()).unwrap());
        let key = p256::elliptic_curve::sec1::ToEncodedPoint::to_encoded_point(&point, false);
        SubscriptionInput {
            endpoint: endpoint.into(),
            expiration_time: None,
            keys: SubscriptionKeys {
                p256dh: URL_SAFE_NO_PAD.encode(key.as_bytes()),
                auth: "AAAAAAAAAAAAAAAAAAAAAA==".into(),
            },
            user_agent: Some("Phone".into()),
        }
    }

    #[test]
    fn only_allowed_push_services_are_accepted() {
        let allowed = AllowedOrigin::parse_list(&format!("{PUBLIC_PUSH_SERVICES},http://127.0.0.1")).unwrap();
        for ok in [
            "https://fcm.googleapis.com/fcm/send/abc",
            "https://updates.push.services.mozilla.com/wpush/v2/x",
            "https://web.push.apple.com/QG",
            "https://wns2-by3p.notify.windows.com/w/?token=x",
            "http://127.0.0.1:4567/push/1",
        ] {
            assert!(input(ok).parse(&allowed, 0).is_ok(), "{ok}");
        }
        for refused in [
            "http://fcm.googleapis.com/fcm/send/abc",
            "https://fcm.googleapis.com.evil.example/x",
            "https://evilpush.apple.com/x",
            "https://push.apple.com/x",
            "http://169.254.169.254/latest/meta-data",
            "http://localhost:4567/x",
            "https://user:pw@fcm.googleapis.com/x",
            "file:///etc/passwd",
            "not a url",
        ] {
            assert_eq!(input(refused).parse(&allowed, 0).unwrap_err().0, "endpoint", "{refused}");
        }
        let only_port = AllowedOrigin::parse_list("http://127.0.0.1:9000").unwrap();
        assert!(input("http://127.0.0.1:9000/x").parse(&only_port, 0).is_ok());
        assert!(input("http://127.0.0.1:9001/x").parse(&only_port, 0).is_err());
        assert!(AllowedOrigin::parse_list("ftp://x").is_err());
        assert!(AllowedOrigin::parse_list("https://x/path").is_err());
    }

    #[test]
    fn keys_must_be_usable() {
        let allowed = AllowedOrigin::parse_list("http://127.0.0.1").unwrap();
        let mut bad = input("http://127.0.0.1/x");
        bad.keys.p256dh = URL_SAFE_NO_PAD.encode([4u8; 65]);
        assert_eq!(bad.parse(&allowed, 0).unwrap_err().0, "keys.p256dh");
        let mut bad = input("http://127.0.0.1/x");
        bad.keys.auth = "short".into();
        assert_eq!(bad.parse(&allowed, 0).unwrap_err().0, "keys.auth");
        let ok = input("http://127.0.0.1/x").parse(&allowed, 42).unwrap();
        assert_eq!(ok.auth, "AAAAAAAAAAAAAAAAAAAAAA");
        assert_eq!(ok.last_updated, 42);
    }

    #[test]
    fn a_push_speaks_the_recipients_language_and_stays_short() {
        let p = Payload::message(Language::Es, "Sam", None, "Hola", "c1");
        assert_eq!(p, Payload { title: "Mensaje de Sam".into(), body: "Hola".into(), url: "/messages/c1".into() });
        assert_eq!(
            Payload::message(Language::En, "Sam", Some("Tuesday group"), "Hi", "c1").title,
            "Sam · Tuesday group"
        );
        let long = Payload::announcement(Language::En, "Family day", &"word ".repeat(100));
        assert_eq!(long.title, "Announcement: Family day");
        assert!(long.body.chars().count() <= PREVIEW_CHARS && long.body.ends_with('…'));
        let session = RunningLateSession { id: "s1", cycle_id: "c1", title: "Session 3", when: "18:00" };
        let late = Payload::running_late(Language::Es, "Sam Ruiz", &session, " bus  late ");
        assert_eq!(
            late,
            Payload {
                title: "Sam Ruiz llegará tarde".into(),
                body: "Session 3 · 18:00\nbus late".into(),
                url: "/cycles/c1/sessions/s1".into()
            }
        );
        assert_eq!(Payload::running_late(Language::En, "Sam Ruiz", &session, "").body, "Session 3 · 18:00");
        assert_eq!(Payload::running_late(Language::En, "Sam Ruiz", &session, "").title, "Sam Ruiz is running late");
    }

    #[test]
    fn the_subject_names_whoever_runs_the_server() {
        assert_eq!(default_subject("https://dads.example.org", "x"), "https://dads.example.org");
        assert_eq!(
            default_subject("http://127.0.0.1:8080", "Fatherhood Matters <no-reply@dads.org>"),
            "mailto:no-reply@dads.org"
        );
    }
}

//! Text messages (docs/PRODUCT.md, "Texts"): what a text is, what it costs (its encoding and
//! segments, computed before it is sent), how an inbound text is read (STOP, START, HELP,
//! an answer by 1, 2 or 3, or words for staff), and every text the program writes, in the
//! father's language and as short as the language allows.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::program::vocabulary;
use super::rsvp::RsvpAnswer;
use super::Language;

/// The longest text staff may send: ten segments of Unicode, as Twilio allows.
pub const MAX_BODY_CHARS: usize = 1600;

vocabulary!(
    /// Whether the program sent it or the father did.
    TextDirection, "Direction" {
        Out => "out",
        In => "in",
    }
);

vocabulary!(
    /// Why a text was written.
    TextKind, "Kind" {
        Message => "message",
        Reminder => "reminder",
        Announcement => "announcement",
        Confirmation => "confirmation",
        Help => "help",
        Reply => "reply",
    }
);

vocabulary!(
    /// Where a text is: waiting, handed to the provider, on his phone, or not (final), or
    /// received from him.
    TextStatus, "Status" {
        Queued => "queued",
        Sent => "sent",
        Delivered => "delivered",
        Undelivered => "undelivered",
        Failed => "failed",
        Received => "received",
    }
);

impl TextStatus {
    /// How far along a text is: a status callback moves it only forward (queued → sent →
    /// delivered; undelivered and failed are final), so a late or repeated callback
    /// changes nothing.
    pub fn rank(self) -> u8 {
        match self {
            TextStatus::Queued => 0,
            TextStatus::Sent => 1,
            TextStatus::Delivered => 2,
            TextStatus::Undelivered | TextStatus::Failed | TextStatus::Received => 3,
        }
    }

    /// A provider's status word (`MessageStatus`): the ones between sent and delivered
    /// (`sending`, `accepted`, `queued` at the provider) count as sent.
    pub fn from_provider(status: &str) -> Option<TextStatus> {
        match status {
            "accepted" | "scheduled" | "queued" | "sending" | "sent" => Some(TextStatus::Sent),
            "delivered" | "read" => Some(TextStatus::Delivered),
            "undelivered" => Some(TextStatus::Undelivered),
            "failed" | "canceled" => Some(TextStatus::Failed),
            _ => None,
        }
    }
}

vocabulary!(
    /// The alphabet a text is sent in: GSM-7 (160 characters a segment) unless one of its
    /// characters is outside it, then UCS-2 (70).
    Encoding, "Encoding" {
        Gsm7 => "GSM-7",
        Ucs2 => "UCS-2",
    }
);

/// A text to or from a father.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Text {
    pub id: String,
    pub father_id: String,
    pub direction: TextDirection,
    pub kind: TextKind,
    pub body: String,
    pub status: TextStatus,
    pub encoding: Encoding,
    pub segments: i64,
    /// The provider's id for it (Twilio's `sid`).
    pub provider_id: Option<String>,
    /// Why it failed: the provider's error code, or `expired` (a reminder of an item that
    /// had started), `no-consent`, `no-phone`, `gave-up` (the provider kept failing for a
    /// day), `withdrawn` (its announcement was deleted).
    pub error_code: Option<String>,
    /// The staff member who wrote it (a staff message).
    pub sent_by: Option<String>,
    pub sent_by_name: Option<String>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub created_at: DateTime<Utc>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub updated_at: DateTime<Utc>,
}

/// Where texts go (`FM_SMS_URL`): Twilio's Messages API, as
/// `twilio://<AccountSid>:<AuthToken>@<host>[:port]?from=<E.164>` (HTTPS), or
/// `twilio+http://…` (plain HTTP, to a test double on this machine only).
#[derive(Clone, PartialEq, Eq)]
pub struct ProviderUrl {
    /// `https://host[:port]` or `http://127.0.0.1:port`.
    pub base: String,
    pub account_sid: String,
    pub auth_token: String,
    /// The program's number, E.164.
    pub from: String,
}

impl std::fmt::Debug for ProviderUrl {
    // The token signs webhooks and sends texts: never in a log.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ProviderUrl({}, {}, from {})", self.base, self.account_sid, self.from)
    }
}

impl ProviderUrl {
    pub fn parse(text: &str) -> Result<ProviderUrl, String> {
        let url = url::Url::parse(text.trim())
            .map_err(|_| "must be twilio://AccountSid:AuthToken@host?from=+1…".to_owned())?;
        let secure = match url.scheme() {
            "twilio" => true,
            "twilio+http" => false,
            other => {
                return Err(format!(
                    "the scheme must be twilio:// (or twilio+http:// for a local test double), not {other}://"
                ))
            }
        };
        let host = url.host_str().filter(|h| !h.is_empty()).ok_or("names no host")?;
        let loopback = matches!(host, "127.0.0.1" | "[::1]" | "localhost");
        if !secure && !loopback {
            return Err("twilio+http:// (plain HTTP) is for a test double on 127.0.0.1 only".into());
        }
        let decode = |part: &str| {
            percent_encoding::percent_decode_str(part)
                .decode_utf8()
                .map(std::borrow::Cow::into_owned)
                .unwrap_or_default()
        };
        let (account_sid, auth_token) = (decode(url.username()), url.password().map(decode).unwrap_or_default());
        if account_sid.is_empty() || auth_token.is_empty() {
            return Err("needs the account's SID and auth token, as twilio://AccountSid:AuthToken@host".into());
        }
        // Read from the raw query, percent-decoded only: a form decoder would read the `+` of
        // `?from=+15551234567`, as people write it, as a space.
        let from = url
            .query()
            .unwrap_or_default()
            .split('&')
            .find_map(|pair| pair.strip_prefix("from="))
            .map(decode)
            .unwrap_or_default();
        if !crate::domain::phone::is_textable(&from) {
            return Err("needs ?from= the program's number in E.164 (e.g. ?from=%2B15550100000)".into());
        }
        let port = url.port().map(|p| format!(":{p}")).unwrap_or_default();
        let scheme = if secure { "https" } else { "http" };
        Ok(ProviderUrl { base: format!("{scheme}://{host}{port}"), account_sid, auth_token, from })
    }
}

/// A father in the staff's texts inbox: his last text and how many he sent that nobody
/// has read.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InboxRow {
    pub father_id: String,
    pub father_name: String,
    pub last: Text,
    pub unread: i64,
}

/// What a text costs: its alphabet and the segments it is sent in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cost {
    pub encoding: Encoding,
    pub segments: i64,
}

/// GSM 03.38's basic alphabet: one septet each.
const GSM7_BASIC: &str = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?\
¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
/// Its extension table: an escape and the character, two septets each.
const GSM7_EXTENDED: &str = "^{}\\[~]|€\u{c}";

/// Septets a character takes in GSM-7, or None when it is outside the alphabet.
fn gsm7_septets(c: char) -> Option<i64> {
    if GSM7_BASIC.contains(c) {
        Some(1)
    } else if GSM7_EXTENDED.contains(c) {
        Some(2)
    } else {
        None
    }
}

/// The encoding and segments of `body`: GSM-7 when every character is in its alphabet,
/// 160 septets in one segment or 153 a part (an escape and its character never split);
/// otherwise UCS-2, 70 UTF-16 units or 67 a part (a surrogate pair never split).
pub fn cost(body: &str) -> Cost {
    let septets: Option<Vec<i64>> = body.chars().map(gsm7_septets).collect();
    let (encoding, units, single, part) = match septets {
        Some(septets) => (Encoding::Gsm7, septets, 160, 153),
        None => (Encoding::Ucs2, body.chars().map(|c| c.len_utf16() as i64).collect(), 70, 67),
    };
    let total: i64 = units.iter().sum();
    if total <= single {
        return Cost { encoding, segments: 1 };
    }
    let (mut segments, mut filled) = (1, 0);
    for unit in units {
        if filled + unit > part {
            segments += 1;
            filled = 0;
        }
        filled += unit;
    }
    Cost { encoding, segments }
}

/// A staff member's text: trimmed, 1–1600 characters.
pub fn parse_body(body: &str) -> Result<String, crate::catalogue::Message> {
    let body = body.trim();
    match body.chars().count() {
        0 => Err(crate::catalogue::text_body_required()),
        n if n > MAX_BODY_CHARS => Err(crate::catalogue::text_too_long()),
        _ => Ok(body.to_owned()),
    }
}

/// What an inbound text asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Inbound {
    /// STOP and its synonyms: no more texts.
    Stop,
    /// START, UNSTOP or YES: texts again.
    Start,
    /// HELP or INFO.
    Help,
    /// 1, 2 or 3: an answer to the last reminder.
    Answer(RsvpAnswer),
    /// Anything else: words for staff.
    Words,
}

/// Reads an inbound text: a keyword only when it is the whole body, trimmed, in any case.
pub fn read_inbound(body: &str) -> Inbound {
    match body.trim().to_uppercase().as_str() {
        "STOP" | "STOPALL" | "UNSUBSCRIBE" | "CANCEL" | "END" | "QUIT" | "REVOKE" | "OPTOUT" => Inbound::Stop,
        "START" | "UNSTOP" | "YES" => Inbound::Start,
        "HELP" | "INFO" => Inbound::Help,
        "1" => Inbound::Answer(RsvpAnswer::Yes),
        "2" => Inbound::Answer(RsvpAnswer::No),
        "3" => Inbound::Answer(RsvpAnswer::Late),
        _ => Inbound::Words,
    }
}

/// The confirmation a new sms consent sends, as carriers require: who, how often, the
/// rates, HELP and STOP.
pub fn confirmation(language: Language, program: &str) -> String {
    match language {
        Language::En => format!(
            "{program}: you will get texts about your sessions and events, a few a month. Msg & data rates may apply. Reply HELP for help, STOP to stop."
        ),
        Language::Es => format!(
            "{program}: te enviaremos mensajes de tus sesiones y eventos, unos pocos al mes. Msg & data rates may apply (pueden aplicar tarifas). Responde HELP para ayuda, STOP para no recibir mas."
        ),
    }
}

/// The answer to HELP: the program and whom to ask.
pub fn help(language: Language, program: &str, contact: Option<&str>) -> String {
    let contact = contact.map(str::trim).filter(|c| !c.is_empty());
    match (language, contact) {
        (Language::En, Some(contact)) => {
            format!("{program}: texts about your sessions and events. For help: {contact}. Reply STOP to stop.")
        }
        (Language::En, None) => {
            format!("{program}: texts about your sessions and events. For help, ask your case manager. Reply STOP to stop.")
        }
        (Language::Es, Some(contact)) => {
            format!("{program}: mensajes de tus sesiones y eventos. Ayuda: {contact}. Responde STOP para no recibir mas.")
        }
        (Language::Es, None) => format!(
            "{program}: mensajes de tus sesiones y eventos. Para ayuda, habla con tu coordinador. Responde STOP para no recibir mas."
        ),
    }
}

/// A reminder by text: its heading and details (`domain::reminder`), then how to answer.
pub fn reminder(language: Language, heading: &str, details: &str) -> String {
    match language {
        Language::En => format!("{heading}, {details}. Reply 1 yes, 2 no, 3 late"),
        Language::Es => format!("{heading}, {details}. Responde 1 voy, 2 no voy, 3 llego tarde"),
    }
}

/// An announcement by text: its title and where to read it.
pub fn announcement(language: Language, program: &str, title: &str, link: &str) -> String {
    match language {
        Language::En => format!("{program}: {title} {link}"),
        Language::Es => format!("{program}: {title} {link}"),
    }
}

/// The answer to a 1, 2 or 3: what was recorded, or that it was too late.
pub fn answered(language: Language, answer: Option<RsvpAnswer>, title: &str) -> String {
    match (language, answer) {
        (Language::En, Some(RsvpAnswer::Yes)) => format!("Thanks! See you at {title}."),
        (Language::En, Some(RsvpAnswer::No)) => format!("Thanks for letting us know. We will miss you at {title}."),
        (Language::En, Some(RsvpAnswer::Late)) => format!("Thanks! We will expect you a little late at {title}."),
        (Language::En, None) => format!("{title} has already started, so your answer was not recorded."),
        (Language::Es, Some(RsvpAnswer::Yes)) => format!("¡Gracias! Te esperamos en {title}."),
        (Language::Es, Some(RsvpAnswer::No)) => format!("Gracias por avisar. Te extrañaremos en {title}."),
        (Language::Es, Some(RsvpAnswer::Late)) => format!("¡Gracias! Te esperamos un poco tarde en {title}."),
        (Language::Es, None) => format!("{title} ya empezo, asi que no guardamos tu respuesta."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cost_of(body: &str) -> (Encoding, i64) {
        let c = cost(body);
        (c.encoding, c.segments)
    }

    #[test]
    fn gsm7_fits_160_in_one_segment_and_153_a_part() {
        assert_eq!(cost_of(&"a".repeat(160)), (Encoding::Gsm7, 1));
        assert_eq!(cost_of(&"a".repeat(161)), (Encoding::Gsm7, 2));
        assert_eq!(cost_of(&"a".repeat(306)), (Encoding::Gsm7, 2));
        assert_eq!(cost_of(&"a".repeat(307)), (Encoding::Gsm7, 3));
        assert_eq!(cost_of(""), (Encoding::Gsm7, 1));
    }

    #[test]
    fn an_extended_character_takes_two_septets_and_never_splits() {
        assert_eq!(cost_of(&"€".repeat(80)), (Encoding::Gsm7, 1));
        assert_eq!(cost_of(&format!("{}€", "a".repeat(159))), (Encoding::Gsm7, 2));
        // 152 septets, then an escape pair that does not fit the first part's 153.
        assert_eq!(cost_of(&format!("{}€{}", "a".repeat(152), "a".repeat(152))), (Encoding::Gsm7, 3));
    }

    #[test]
    fn one_character_outside_gsm7_makes_the_text_ucs2() {
        assert_eq!(cost_of(&"a".repeat(70).replacen('a', "á", 1)), (Encoding::Ucs2, 1));
        assert_eq!(cost_of(&format!("{}á", "a".repeat(70))), (Encoding::Ucs2, 2));
        assert_eq!(cost_of(&"á".repeat(134)), (Encoding::Ucs2, 2));
        assert_eq!(cost_of(&"á".repeat(135)), (Encoding::Ucs2, 3));
        // An emoji is two UTF-16 units, never split across parts.
        assert_eq!(cost_of(&"🙂".repeat(35)), (Encoding::Ucs2, 1));
        // 134 units would fill two parts, but the pair does not split: three.
        let straddling = format!("{}🙂{}", "á".repeat(66), "á".repeat(66));
        assert_eq!(cost_of(&straddling), (Encoding::Ucs2, 3));
    }

    #[test]
    fn spanish_accents_are_split_between_the_alphabets() {
        for inside in ["é", "ñ", "ü", "¿", "¡", "Ñ", "É"] {
            assert_eq!(cost(inside).encoding, Encoding::Gsm7, "{inside}");
        }
        for outside in ["á", "í", "ó", "ú", "Á", "ç"] {
            assert_eq!(cost(outside).encoding, Encoding::Ucs2, "{outside}");
        }
    }

    #[test]
    fn keywords_are_the_whole_body_in_any_case() {
        for stop in ["STOP", " stop ", "StopAll", "unsubscribe", "cancel", "END", "quit", "revoke", "optout"] {
            assert_eq!(read_inbound(stop), Inbound::Stop, "{stop}");
        }
        for start in ["START", "unstop", "yes"] {
            assert_eq!(read_inbound(start), Inbound::Start, "{start}");
        }
        assert_eq!(read_inbound("help"), Inbound::Help);
        assert_eq!(read_inbound("Info"), Inbound::Help);
        assert_eq!(read_inbound(" 1 "), Inbound::Answer(RsvpAnswer::Yes));
        assert_eq!(read_inbound("2"), Inbound::Answer(RsvpAnswer::No));
        assert_eq!(read_inbound("3"), Inbound::Answer(RsvpAnswer::Late));
        for words in ["please stop by later", "12", "1 maybe", "help me with the form"] {
            assert_eq!(read_inbound(words), Inbound::Words, "{words}");
        }
    }

    #[test]
    fn the_programs_own_texts_stay_short() {
        for language in [Language::En, Language::Es] {
            let confirmation = confirmation(language, "Fatherhood Matters");
            assert!(confirmation.contains("Msg & data rates may apply") && confirmation.contains("STOP"));
            assert!(confirmation.contains("HELP"));
            assert!(cost(&confirmation).segments <= 2, "{confirmation}");
            let help = help(language, "Fatherhood Matters", Some("(555) 010-0000"));
            assert!(help.contains("(555) 010-0000") && cost(&help).segments == 1, "{help}");
            // The Spanish answers stay in GSM-7: no character of theirs costs a segment.
            let reminder = reminder(language, "Mañana: Budgeting", "martes 3 de marzo, 17:30 en Room 2");
            assert_eq!(cost(&reminder), Cost { encoding: Encoding::Gsm7, segments: 1 }, "{reminder}");
        }
    }

    #[test]
    fn a_staff_text_is_one_to_1600_characters() {
        assert_eq!(parse_body("  See you Tuesday  "), Ok("See you Tuesday".to_owned()));
        assert!(parse_body("   ").is_err());
        assert!(parse_body(&"a".repeat(1600)).is_ok());
        assert!(parse_body(&"a".repeat(1601)).is_err());
    }

    #[test]
    fn the_provider_is_named_by_a_url() {
        for written in
            ["twilio://AC1:tok@api.twilio.com?from=+15551234567", "twilio://AC1:tok@api.twilio.com?from=%2B15551234567"]
        {
            let url = ProviderUrl::parse(written).unwrap();
            assert_eq!(url.from, "+15551234567", "{written}");
            assert_eq!(
                (url.base.as_str(), url.account_sid.as_str(), url.auth_token.as_str()),
                ("https://api.twilio.com", "AC1", "tok")
            );
        }
        let local = ProviderUrl::parse("twilio+http://AC1:tok@127.0.0.1:4010?from=%2B15551234567").unwrap();
        assert_eq!(local.base, "http://127.0.0.1:4010");
        assert!(!format!("{local:?}").contains("tok"), "the token is never logged");
        for bad in [
            "twilio+http://AC1:tok@example.com?from=%2B15551234567",
            "twilio://AC1@api.twilio.com?from=%2B15551234567",
            "twilio://AC1:tok@api.twilio.com",
            "https://AC1:tok@api.twilio.com?from=%2B15551234567",
        ] {
            assert!(ProviderUrl::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn status_callbacks_only_move_forward() {
        assert!(TextStatus::Sent.rank() > TextStatus::Queued.rank());
        assert!(TextStatus::Delivered.rank() > TextStatus::Sent.rank());
        assert!(TextStatus::Failed.rank() > TextStatus::Delivered.rank());
        assert_eq!(TextStatus::from_provider("sending"), Some(TextStatus::Sent));
        assert_eq!(TextStatus::from_provider("delivered"), Some(TextStatus::Delivered));
        assert_eq!(TextStatus::from_provider("bogus"), None);
    }
}

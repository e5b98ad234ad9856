//! The answer links of a reminder e-mail: one per answer, signed for one father, one item
//! and that answer, and good until the item starts, so a tap answers without signing in.
//! The key is the server's secret derived for this use only (`state.rsvp_key`): a link
//! cannot be made from a feed token or a media URL, nor changed to another answer.

use crate::auth::signing::SigningKey;
use crate::domain::calendar::ItemKind;

/// The longest token a link may carry: a longer one is not read.
pub const MAX_TOKEN: usize = 400;

/// What a link says: this father answers this item so, until `expires` (ms).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    pub kind: ItemKind,
    pub item_id: String,
    pub father_id: String,
    pub answer: String,
    pub expires: i64,
}

impl Link {
    fn parts(&self) -> [String; 5] {
        [
            self.kind.as_str().to_owned(),
            self.item_id.clone(),
            self.father_id.clone(),
            self.answer.clone(),
            self.expires.to_string(),
        ]
    }

    /// `kind.item.father.answer.expires.signature`: ids are UUIDs and the signature
    /// base64url, so no part holds a dot.
    pub fn token(&self, key: &SigningKey) -> String {
        let parts = self.parts();
        let refs: Vec<&str> = parts.iter().map(String::as_str).collect();
        format!("{}.{}", parts.join("."), key.sign(&refs))
    }

    /// The link a token names, when `key` signed it (expiry not judged here).
    pub fn verify(token: &str, key: &SigningKey) -> Option<Link> {
        if token.len() > MAX_TOKEN {
            return None;
        }
        let parts: Vec<&str> = token.split('.').collect();
        let [kind, item_id, father_id, answer, expires, signature] = parts.as_slice() else { return None };
        if !key.verify(&[kind, item_id, father_id, answer, expires], signature) {
            return None;
        }
        Some(Link {
            kind: ItemKind::parse(kind)?,
            item_id: (*item_id).to_owned(),
            father_id: (*father_id).to_owned(),
            answer: (*answer).to_owned(),
            expires: expires.parse().ok()?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn link() -> Link {
        Link {
            kind: ItemKind::Session,
            item_id: "0190-a".into(),
            father_id: "0190-f".into(),
            answer: "yes".into(),
            expires: 1_800_000_000_000,
        }
    }

    #[test]
    fn a_link_is_read_back_only_as_it_was_signed() {
        let key = SigningKey::derive("rsvp-link", b"secret");
        let token = link().token(&key);
        assert_eq!(Link::verify(&token, &key), Some(link()));
        // Another answer, another father, another key, a cut token: refused.
        assert_eq!(Link::verify(&token.replacen(".yes.", ".no.", 1), &key), None);
        assert_eq!(Link::verify(&token.replacen("0190-f", "0190-g", 1), &key), None);
        assert_eq!(Link::verify(&token, &SigningKey::derive("media", b"secret")), None);
        assert_eq!(Link::verify(&token[..token.len() - 2], &key), None);
        assert_eq!(Link::verify("a.b", &key), None);
    }
}

//! The characters no text the program keeps may hold: control characters (C0, DEL, C1)
//! other than tab, line feed and carriage return. A NUL cannot be stored by PostgreSQL at
//! all (SQLSTATE 22021) and would be stored by SQLite; the others make names and notes that
//! print wrong, sort wrong and break the CSV and iCalendar files made from them. Refused at
//! the edge, in every JSON body, query string and multipart text, with one 400.

/// Whether `c` is refused in any text.
pub fn refused(c: char) -> bool {
    c.is_control() && !matches!(c, '\t' | '\n' | '\r')
}

/// Whether `text` holds a refused character.
pub fn has_refused(text: &str) -> bool {
    text.chars().any(refused)
}

/// Whether a JSON document's strings (keys and values) may hold a refused character, read
/// from its bytes without parsing it: JSON writes one only as an escape (`\u0000`, `\b`,
/// `\f`; a raw one is invalid JSON) or, for DEL and C1, raw. Cheap enough for every body; a
/// document it flags is parsed to say where.
pub fn json_may_hold_refused(body: &[u8]) -> bool {
    let mut i = 0;
    while i < body.len() {
        match body[i] {
            b'\\' => match body.get(i + 1) {
                Some(b'u') => {
                    let code = body
                        .get(i + 2..i + 6)
                        .and_then(|hex| std::str::from_utf8(hex).ok())
                        .and_then(|hex| u32::from_str_radix(hex, 16).ok());
                    if code.and_then(char::from_u32).is_some_and(refused) {
                        return true;
                    }
                    i += 6;
                }
                Some(b'b' | b'f') => return true,
                _ => i += 2,
            },
            0x7F => return true,
            0xC2 if matches!(body.get(i + 1), Some(0x80..=0x9F)) => return true,
            _ => i += 1,
        }
    }
    false
}

/// The path of the first string in `value` (a key or a value) that holds a refused
/// character, as the error's field names it: `body`, `[2].note`, `children[0].name`.
pub fn refused_in(value: &serde_json::Value) -> Option<String> {
    fn walk(value: &serde_json::Value, path: &str) -> Option<String> {
        match value {
            serde_json::Value::String(text) => has_refused(text).then(|| path.to_owned()),
            serde_json::Value::Array(items) => {
                items.iter().enumerate().find_map(|(i, item)| walk(item, &format!("{path}[{i}]")))
            }
            serde_json::Value::Object(fields) => fields.iter().find_map(|(key, item)| {
                let here = if path.is_empty() { key.clone() } else { format!("{path}.{key}") };
                if has_refused(key) {
                    return Some(here);
                }
                walk(item, &here)
            }),
            _ => None,
        }
    }
    walk(value, "")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_refused_but_tabs_and_line_breaks_are_not() {
        for c in ['\0', '\u{1}', '\u{8}', '\u{b}', '\u{c}', '\u{1b}', '\u{1f}', '\u{7f}', '\u{80}', '\u{9f}'] {
            assert!(refused(c), "{c:?}");
        }
        for c in ['\t', '\n', '\r', ' ', 'a', 'ñ', '\u{a0}', '€', '\u{200b}', '😀'] {
            assert!(!refused(c), "{c:?}");
        }
    }

    #[test]
    fn a_json_body_is_flagged_exactly_when_a_string_may_hold_one() {
        for body in [
            r#"{"body": "a\u0000b"}"#,
            r#"{"body": "\u001F"}"#,
            r#"{"body": "\u007f"}"#,
            r#"{"body": "\u0085"}"#,
            r#"{"a\u0000": 1}"#,
            r#"["\b"]"#,
            r#"{"note": "\f"}"#,
            "{\"note\": \"\u{7f}\"}",
            "{\"note\": \"\u{85}\"}",
        ] {
            assert!(json_may_hold_refused(body.as_bytes()), "{body}");
        }
        for body in [
            r#"{"body": "line\nbreak\ttab\r"}"#,
            r#"{"body": "\\u0000 is how you write it"}"#,
            r#"{"body": "\\b"}"#,
            r#"{"name": "Jos\u00e9 Nu\u00f1ez", "emoji": "\ud83d\ude00"}"#,
            r#"{"name": "José Núñez ¿¡"}"#,
            r#"{"n": 1, "ok": true, "list": []}"#,
        ] {
            assert!(!json_may_hold_refused(body.as_bytes()), "{body}");
        }
    }

    #[test]
    fn the_field_that_holds_one_is_named() {
        let body = serde_json::json!({"firstName": "Sam", "children": [{"name": "Ok"}, {"name": "A\u{0}"}]});
        assert_eq!(refused_in(&body).as_deref(), Some("children[1].name"));
        let list = serde_json::json!([{"fatherId": "x", "note": "fine"}, {"fatherId": "y", "note": "\u{1b}[31m"}]);
        assert_eq!(refused_in(&list).as_deref(), Some("[1].note"));
        assert_eq!(refused_in(&serde_json::json!({"body": "fine\n"})), None);
    }
}

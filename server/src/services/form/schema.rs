//! What the rules of [`super::Form`] look like in the OpenAPI document, for an input's
//! fields: `#[schema(schema_with = schema::required_text::<MAX_TITLE>)]`, the constant the
//! matching `form.required_text(…, MAX_TITLE, …)` names. Each function states
//! exactly what the matching `Form` rule accepts, so that a client generated from the
//! document (and the fuzzer, `scripts/fuzz-api.sh`) neither sends what the server refuses
//! nor expects refused what it takes. Every field is nullable here: in a change, null or
//! absent leaves it as it is; [`crate::extract::New`] makes a create's required fields
//! non-null.

use utoipa::openapi::schema::{
    ArrayBuilder, KnownFormat, ObjectBuilder, OneOfBuilder, Schema, SchemaFormat, SchemaType, Type,
};
use utoipa::openapi::RefOr;
use utoipa::PartialSchema;

/// The characters Rust's `str::trim` removes (Unicode White_Space), as a character class
/// that JSON Schema's (ECMA-262), Python's and Rust's regular expressions read alike.
const SPACE: &str = r"\t\n\x0B\f\r \x85\xA0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000";

/// A year the product stores (1900–9999), as a pattern's start.
const YEAR: &str = r"^(19\d\d|[2-9]\d\d\d)-";

fn string_or_null() -> ObjectBuilder {
    ObjectBuilder::new().schema_type(SchemaType::from_iter([Type::String, Type::Null]))
}

/// The same rules for fields that are a `String` (not an `Option`): never null.
pub mod string {
    use super::*;

    fn string() -> ObjectBuilder {
        ObjectBuilder::new().schema_type(Type::String)
    }

    /// Text of at most `MAX` characters, blank allowed.
    pub fn text<const MAX: usize>() -> Schema {
        string().max_length(Some(MAX)).into()
    }

    /// Text of at most `MAX` characters, not blank.
    pub fn required_text<const MAX: usize>() -> Schema {
        string().min_length(Some(1)).max_length(Some(MAX)).pattern(Some(not_blank())).into()
    }

    /// Anything but the empty string.
    pub fn not_empty() -> Schema {
        string().min_length(Some(1)).into()
    }

    /// An e-mail address as `Email::parse` takes it.
    pub fn email() -> Schema {
        string().max_length(Some(254)).pattern(Some(format!("^{SPACE_AROUND}{EMAIL}{SPACE_AROUND}$"))).into()
    }

    /// A calendar day, `YYYY-MM-DD`, in the years 1900–9999.
    pub fn day() -> Schema {
        string()
            .format(Some(SchemaFormat::KnownFormat(KnownFormat::Date)))
            .pattern(Some(format!(r"{YEAR}\d\d-\d\d$")))
            .into()
    }

    /// A new password: 8–256 characters, as typed.
    pub fn password() -> Schema {
        string()
            .min_length(Some(crate::domain::MIN_PASSWORD_CHARS))
            .max_length(Some(crate::domain::MAX_PASSWORD_CHARS))
            .into()
    }
}

/// Free text of at most `MAX` characters (`Form::text`); blank is allowed.
pub fn text<const MAX: usize>() -> Schema {
    string_or_null().max_length(Some(MAX)).into()
}

/// Free text of at most `MAX` characters that may not be blank (`Form::required_text`).
pub fn required_text<const MAX: usize>() -> Schema {
    string_or_null().min_length(Some(1)).max_length(Some(MAX)).pattern(Some(not_blank())).into()
}

/// A list of 1 to `MAX` ids, none blank.
pub fn ids<const MAX: usize>() -> Schema {
    let id = ObjectBuilder::new().schema_type(Type::String).min_length(Some(1)).pattern(Some(not_blank()));
    ArrayBuilder::new().items(id).min_items(Some(1)).max_items(Some(MAX)).into()
}

/// At least one character `trim` keeps.
pub fn not_blank() -> String {
    format!("[^{SPACE}]")
}

/// Nothing but what `trim` removes: the empty string included.
fn blank() -> String {
    format!("^[{SPACE}]*$")
}

/// A calendar day, `YYYY-MM-DD`, in the years 1900–9999.
pub fn day() -> Schema {
    string_or_null()
        .format(Some(SchemaFormat::KnownFormat(KnownFormat::Date)))
        .pattern(Some(format!(r"{YEAR}\d\d-\d\d$")))
        .into()
}

/// An RFC 3339 instant with its offset, written in the years 1900–9999 (its UTC date must
/// be in them too, which a pattern cannot say).
pub fn instant() -> Schema {
    string_or_null()
        .format(Some(SchemaFormat::KnownFormat(KnownFormat::DateTime)))
        .pattern(Some(YEAR.to_owned()))
        .into()
}

/// A day `Form::clearable` reads: null or blank clears it.
pub fn clearable_day() -> Schema {
    clearable(string::day().into())
}

/// A vocabulary's word (`T`'s enum) `Form::clearable` reads: null or blank clears it.
pub fn clearable_word<T: PartialSchema>() -> Schema {
    clearable(T::schema())
}

/// A filter by a vocabulary's word (`T`'s enum); empty: no filter.
pub fn word_or_empty<T: PartialSchema>() -> Schema {
    OneOfBuilder::new()
        .item(T::schema())
        .item(ObjectBuilder::new().schema_type(Type::String).max_length(Some(0)))
        .into()
}

fn clearable(value: RefOr<Schema>) -> Schema {
    OneOfBuilder::new()
        .item(ObjectBuilder::new().schema_type(Type::Null))
        .item(value)
        .item(ObjectBuilder::new().schema_type(Type::String).pattern(Some(blank())))
        .into()
}

/// An e-mail address as `Email::parse` takes it (spaces around it ignored), or blank.
pub fn email_or_blank() -> Schema {
    string_or_null().max_length(Some(254)).pattern(Some(format!("^{SPACE_AROUND}({EMAIL})?{SPACE_AROUND}$"))).into()
}

/// An e-mail address as `Email::parse` takes it (spaces around it ignored).
pub fn email() -> Schema {
    string_or_null().max_length(Some(254)).pattern(Some(format!("^{SPACE_AROUND}{EMAIL}{SPACE_AROUND}$"))).into()
}

/// A day or an instant (an event's start and end: a day when it lasts all day).
pub fn day_or_instant() -> Schema {
    OneOfBuilder::new()
        .item(ObjectBuilder::new().schema_type(Type::Null))
        .item(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .format(Some(SchemaFormat::KnownFormat(KnownFormat::Date)))
                .pattern(Some(format!(r"{YEAR}\d\d-\d\d$"))),
        )
        .item(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .format(Some(SchemaFormat::KnownFormat(KnownFormat::DateTime)))
                .pattern(Some(YEAR.to_owned())),
        )
        .into()
}

/// The addresses every client may count on `Email::parse` taking: a local part of RFC 5321's
/// atoms (ASCII letters, digits and ``!#$%&'*+/=?^_`{|}~-``) joined by dots, at most 64
/// characters long (up to four atoms; a pattern cannot count a whole that repeats), and a
/// domain of at least two labels of letters, digits and inner hyphens (an international one
/// in its `xn--` form). `Email::parse` takes a few more, which are not promised: what the mail
/// library can send to, international addresses included.
const EMAIL: &str = concat!(
    "(",
    r"[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,64}",
    r"|[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,31}\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,32}",
    r"|[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,20}(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,20}){2}",
    r"|[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,15}(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,15}){3}",
    r")@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+",
);

/// The spaces `trim` removes around an address that are not control characters (which no
/// text may hold, `domain::text`).
const SPACE_AROUND: &str = r"[\t\n\r \xA0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*";

//! Phone numbers: a father's `phone` is kept in E.164 (`+15551234567`), the one form a text
//! provider takes and the one an inbound text's `From` carries, so a number is found by
//! equality. The rules are libphonenumber's (the `phonenumber` crate's metadata): a number
//! written without `+` is read in the program's region (`FM_PHONE_REGION`); one whose length
//! no number of its country has is refused. "Possible" rather than "valid": a valid number
//! must sit in an assigned range, and programs test with 555 numbers, which are not.

use crate::catalogue::{self, Message};
use phonenumber::country::Id as Region;
use phonenumber::metadata::DATABASE;
use phonenumber::{Mode, PhoneNumber};

/// The region numbers without `+` are read in (`FM_PHONE_REGION`, default `US`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PhoneRegion(Region);

impl Default for PhoneRegion {
    fn default() -> Self {
        PhoneRegion(Region::US)
    }
}

impl PhoneRegion {
    /// A region code such as `US` or `MX` (either case).
    pub fn parse(code: &str) -> Option<PhoneRegion> {
        code.trim().to_uppercase().parse::<Region>().ok().map(PhoneRegion)
    }
}

/// The longest number as typed, in characters.
pub const MAX_PHONE: usize = 40;

/// A number as typed (spaces, dashes, brackets, a leading `+` or not) in E.164, or the
/// message a form shows when it is not a possible phone number.
pub fn parse(typed: &str, region: PhoneRegion) -> Result<String, Message> {
    let typed = typed.trim();
    if typed.chars().count() > MAX_PHONE || !typed.chars().any(|c| c.is_ascii_digit()) {
        return Err(catalogue::phone_invalid());
    }
    let number = phonenumber::parse(Some(region.0), typed).map_err(|_| catalogue::phone_invalid())?;
    if number.extension().is_some() || !is_possible(&number) {
        return Err(catalogue::phone_invalid());
    }
    Ok(number.format().mode(Mode::E164).to_string())
}

/// Whether a stored phone can be texted: it is already E.164 and a possible number
/// (a number kept from before E.164 that does not parse is shown as it is, never texted).
pub fn is_textable(stored: &str) -> bool {
    stored.starts_with('+')
        && phonenumber::parse(None, stored)
            .is_ok_and(|n| is_possible(&n) && n.format().mode(Mode::E164).to_string() == stored)
}

/// A stored E.164 number as written in its country ("(512) 555-0101"), for search.
pub fn national(stored: &str) -> Option<String> {
    is_textable(stored)
        .then(|| phonenumber::parse(None, stored).ok())
        .flatten()
        .map(|n| n.format().mode(Mode::National).to_string())
}

/// Whether the national number has a length numbers of its country have: the lengths of
/// every kind of number (fixed, mobile, toll-free…) of the country the code is chiefly
/// for, not those only dialled locally (a US number without its area code).
fn is_possible(number: &PhoneNumber) -> bool {
    let Ok(national) = u16::try_from(number.national().to_string().len()) else { return false };
    let Some(regions) = DATABASE.by_code(&number.code().value()) else { return false };
    let Some(main) = regions.iter().find(|m| m.is_main_country_for_code()).or(regions.first()) else { return false };
    let d = main.descriptors();
    [
        d.fixed_line(),
        d.mobile(),
        d.toll_free(),
        d.premium_rate(),
        d.shared_cost(),
        d.personal_number(),
        d.voip(),
        d.pager(),
        d.uan(),
        d.voicemail(),
    ]
    .into_iter()
    .flatten()
    .any(|kind| kind.possible_length().contains(&national))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_kept_in_e164_read_in_the_programs_region() {
        let us = PhoneRegion::default();
        for typed in ["(555) 123-4567", "555.123.4567", "5551234567", "+1 555 123 4567", " 1-555-123-4567 "] {
            assert_eq!(parse(typed, us).as_deref(), Ok("+15551234567"), "{typed}");
        }
        assert_eq!(parse("+52 55 1234 5678", us).as_deref(), Ok("+525512345678"));
        let mexico = PhoneRegion::parse("mx").unwrap();
        assert_eq!(parse("55 1234 5678", mexico).as_deref(), Ok("+525512345678"));
    }

    #[test]
    fn what_is_not_a_possible_number_is_refused() {
        let us = PhoneRegion::default();
        for typed in ["", "call me", "123", "555-1234", "+1 555 123 45678", "5551234567 ext. 12", "+999 123"] {
            assert!(parse(typed, us).is_err(), "{typed}");
        }
    }

    #[test]
    fn only_a_stored_e164_number_is_texted() {
        assert!(is_textable("+15551234567"));
        assert!(!is_textable("(555) 123-4567"));
        assert!(!is_textable("+1 555 123 4567"));
        assert!(!is_textable("+1555"));
        assert!(!is_textable(""));
    }

    #[test]
    fn a_number_is_found_as_people_write_it() {
        assert_eq!(national("+15125550101").as_deref(), Some("(512) 555-0101"));
        assert_eq!(national("555-0101"), None);
    }

    #[test]
    fn regions_are_read_by_code() {
        assert_eq!(PhoneRegion::parse("US"), Some(PhoneRegion::default()));
        assert_eq!(PhoneRegion::parse("Atlantis"), None);
    }
}

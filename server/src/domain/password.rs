use crate::catalogue::{self, Message};
/// A new password as typed by a person: at least 8 characters (the contract), at
/// most 256 so nobody can make the server hash a megabyte.
pub struct Password(String);

pub const MIN_PASSWORD_CHARS: usize = 8;
pub const MAX_PASSWORD_CHARS: usize = 256;

impl Password {
    pub fn parse(input: &str) -> Result<Password, Message> {
        let chars = input.chars().count();
        if chars == 0 {
            Err(catalogue::password_required())
        } else if chars < MIN_PASSWORD_CHARS {
            Err(catalogue::password_too_short())
        } else if chars > MAX_PASSWORD_CHARS {
            Err(catalogue::password_too_long())
        } else {
            Ok(Password(input.to_owned()))
        }
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for Password {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Password(***)")
    }
}

#[cfg(test)]
mod tests {
    use super::Password;

    #[test]
    fn length_rules() {
        assert!(Password::parse("").is_err());
        assert!(Password::parse("1234567").is_err());
        assert!(Password::parse("12345678").is_ok());
        assert!(Password::parse("ñññññññ").is_err(), "counts characters, not bytes");
        assert!(Password::parse(&"x".repeat(257)).is_err());
    }
}

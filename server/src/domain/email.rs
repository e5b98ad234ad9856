use crate::catalogue::{self, Message};
/// An e-mail address, trimmed and lower-cased so that one mailbox is one account.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    /// The product's messages (docs/PRODUCT.md, "Form messages"): 'Email is required.' /
    /// 'Please enter a valid email address.'
    pub fn parse(input: &str) -> Result<Email, Message> {
        let email = input.trim().to_lowercase();
        if email.is_empty() {
            return Err(catalogue::email_required());
        }
        let valid = email.len() <= 254
            && !email.chars().any(|c| c.is_whitespace() || c.is_control())
            && match email.split_once('@') {
                Some((local, domain)) => {
                    !local.is_empty()
                        && local.len() <= 64
                        && !domain.contains('@')
                        && domain.contains('.')
                        && !domain.starts_with('.')
                        && !domain.ends_with('.')
                        && !domain.contains("..")
                }
                None => false,
            };
        // What the mail library can address, too (international domains, quoted parts):
        // an account's welcome e-mail must be sendable once the account exists.
        let valid = valid && email.parse::<lettre::Address>().is_ok();
        if valid {
            Ok(Email(email))
        } else {
            Err(catalogue::email_invalid())
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::Email;

    #[test]
    fn addresses_are_normalised() {
        assert_eq!(Email::parse("  Dad@Example.ORG ").unwrap().as_str(), "dad@example.org");
    }

    #[test]
    fn malformed_addresses_are_refused_with_the_product_message() {
        for bad in [
            "dad",
            "dad@",
            "@example.org",
            "dad@example",
            "da d@example.org",
            "a@b@c.org",
            "dad@.org",
            "dad@example..org",
            // Ours would take these; the mail library cannot address them, and an account
            // whose welcome e-mail cannot leave must not be created.
            "d\u{ad}ad@example.org",
        ] {
            assert_eq!(Email::parse(bad), Err(crate::catalogue::email_invalid()), "{bad}");
        }
        assert_eq!(Email::parse("   "), Err(crate::catalogue::email_required()));
    }
}

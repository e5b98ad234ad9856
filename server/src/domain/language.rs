use crate::catalogue::{self, Message};
use serde::{Deserialize, Serialize};

/// The languages the whole product speaks. English is the default (docs/PRODUCT.md, "Languages").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub enum Language {
    #[default]
    #[serde(rename = "en")]
    En,
    #[serde(rename = "es")]
    Es,
}

impl Language {
    pub fn parse(input: &str) -> Result<Language, Message> {
        match input.trim() {
            "en" => Ok(Language::En),
            "es" => Ok(Language::Es),
            _ => Err(catalogue::language_invalid()),
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Es => "es",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Language;

    #[test]
    fn only_english_and_spanish() {
        assert_eq!(Language::parse("es"), Ok(Language::Es));
        assert_eq!(Language::parse("en"), Ok(Language::En));
        assert!(Language::parse("fr").is_err());
        assert_eq!(Language::default(), Language::En);
    }
}

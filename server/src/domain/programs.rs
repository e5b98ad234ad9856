//! Programs (grants) above groups, the staff who work in each, and a father's enrolments
//! (CONTRACT.md, "Programs"). The vocabularies of the work inside a program are in
//! `domain::program`.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};

use super::program::{vocabulary, FatherStatus};
use crate::catalogue::{self, Message};

/// The longest program name.
pub const MAX_PROGRAM_NAME: usize = 200;
/// The longest program code.
pub const MAX_PROGRAM_CODE: usize = 20;

vocabulary!(
    /// What a staff member is in a program: its manager (every father and group of it in his
    /// scope, its report) or one of its staff.
    ProgramRole, "Program role" {
        Manager => "manager",
        Staff => "staff",
    }
);

/// A program: one grant's work, above its groups.
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Program {
    pub id: String,
    pub name: String,
    /// Short and unique: capitals, digits and '-' (the report's and the import's name for it).
    pub code: String,
    /// Invisible to staff who do not work in it: its groups, its enrolments, and that a
    /// father is in it.
    pub confidential: bool,
    #[serde(serialize_with = "crate::domain::dates::opt_instant")]
    pub archived_at: Option<DateTime<Utc>>,
    /// Who works in it.
    pub staff: Vec<ProgramStaffMember>,
    /// How many groups it holds.
    pub group_count: i64,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub created_at: DateTime<Utc>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub updated_at: DateTime<Utc>,
}

/// A staff account working in a program.
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramStaffMember {
    pub user_id: String,
    pub display_name: String,
    pub role: ProgramRole,
}

/// A father's time in one program.
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Enrolment {
    pub id: String,
    pub father_id: String,
    pub program_id: String,
    pub program_name: String,
    pub status: FatherStatus,
    #[serde(serialize_with = "super::records::in_one_piece::opt_date")]
    #[schema(value_type = Option<String>, format = Date)]
    pub enrolled_at: Option<NaiveDate>,
    #[serde(serialize_with = "super::records::in_one_piece::opt_date")]
    #[schema(value_type = Option<String>, format = Date)]
    pub exited_at: Option<NaiveDate>,
    pub exit_reason: String,
    pub case_manager_id: Option<String>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub created_at: DateTime<Utc>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub updated_at: DateTime<Utc>,
}

impl Enrolment {
    /// Still going: referred or enrolled (one such a program at a time).
    pub fn is_open(&self) -> bool {
        matches!(self.status, FatherStatus::Referred | FatherStatus::Enrolled)
    }
}

/// A program code as given: at most 20 characters as sent, trimmed, in capitals, 1–20
/// letters, digits or '-'.
pub fn parse_program_code(input: &str) -> Result<String, Message> {
    let code = input.trim().to_uppercase();
    if code.is_empty() {
        return Err(catalogue::required("Code"));
    }
    if input.chars().count() > MAX_PROGRAM_CODE
        || !code.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '-')
    {
        return Err(catalogue::program_code_invalid());
    }
    Ok(code)
}

/// A code for a program made without one (the first program): its name's initials.
pub fn program_code_of(name: &str) -> String {
    let initials: String = name
        .split_whitespace()
        .filter_map(|word| word.chars().find(char::is_ascii_alphanumeric))
        .map(|c| c.to_ascii_uppercase())
        .take(MAX_PROGRAM_CODE)
        .collect();
    if initials.is_empty() {
        "P1".into()
    } else {
        initials
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_is_short_capitals_digits_and_dashes() {
        assert_eq!(parse_program_code(" re-entry2 ").unwrap(), "RE-ENTRY2");
        assert!(parse_program_code("").is_err());
        assert!(parse_program_code("two words").is_err());
        assert!(parse_program_code(&"A".repeat(21)).is_err());
        assert!(parse_program_code(&format!(" {}", "A".repeat(20))).is_err(), "counted as sent");
        assert_eq!(program_code_of("Fatherhood Matters"), "FM");
        assert_eq!(program_code_of("¡Papás 2026!"), "P2");
        assert_eq!(program_code_of("  "), "P1");
    }
}

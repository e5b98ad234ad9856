//! Domain types: each input is parsed once at the edge into a type that cannot be invalid.

mod activity;
mod email;
mod language;
mod password;
mod user;

pub use activity::{without_identifiers, Activity, ActivityType, NewActivity, Sentence, Subject, Summary};
pub use email::Email;
pub use language::Language;
pub use password::{Password, MAX_PASSWORD_CHARS, MIN_PASSWORD_CHARS};
pub use user::{parse_name_part, DisplayName, ReminderPreferences, StaffMember, StaffRole, User, MAX_NAME};

pub mod announcement;
pub mod calendar;
pub mod casework;
pub mod consent;
pub mod dates;
pub mod export;
pub mod form;
pub mod gallery;
pub mod imports;
pub mod incentive;
pub mod message;
pub mod phone;
pub mod program;
pub mod programs;
pub mod progress;
pub mod push;
pub mod records;
pub mod reminder;
pub mod report;
pub mod rsvp;
pub mod sms;
pub mod standing;
pub mod text;

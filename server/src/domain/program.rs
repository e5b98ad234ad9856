//! The program's vocabularies: statuses and kinds, each parsed once at the edge.

use crate::catalogue::{self, Message};
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

/// Generates a closed vocabulary: its stored/JSON names, `parse` and `as_str`.
macro_rules! vocabulary {
    ($(#[$meta:meta])* $name:ident, $label:literal { $($variant:ident => $text:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum $name {
            $(#[serde(rename = $text)] $variant),+
        }

        // Written out rather than derived: the derive cannot read a `rename` that arrives
        // through a macro, and documented the variants' Rust names instead of the API's.
        impl utoipa::PartialSchema for $name {
            fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
                utoipa::openapi::schema::ObjectBuilder::new()
                    .schema_type(utoipa::openapi::schema::Type::String)
                    .description(Some($label))
                    .enum_values(Some([$($text),+]))
                    .into()
            }
        }

        impl utoipa::ToSchema for $name {}

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            pub fn as_str(self) -> &'static str {
                match self { $($name::$variant => $text),+ }
            }

            pub fn parse(input: &str) -> Result<$name, $crate::catalogue::Message> {
                match input.trim() {
                    $($text => Ok($name::$variant),)+
                    other => Err($crate::catalogue::one_of($label, [$($text),+].join(", "), other)),
                }
            }
        }
    };
}
pub(crate) use vocabulary;

vocabulary!(
    /// Where a father is in the program: referred → enrolled → completed, or exited.
    FatherStatus, "Status" {
        Referred => "referred",
        Enrolled => "enrolled",
        Completed => "completed",
        Exited => "exited",
    }
);

vocabulary!(FatherType, "Father type" {
    Biological => "biological",
    Step => "step",
    Expectant => "expectant",
    FatherFigure => "father figure",
});

vocabulary!(Setting, "Setting" {
    Community => "community",
    Incarcerated => "incarcerated",
});

vocabulary!(
    /// How a father took part in one session.
    AttendanceStatus, "Attendance status" {
        Present => "present",
        Late => "late",
        Excused => "excused",
        Absent => "absent",
        Makeup => "makeup",
    }
);

impl AttendanceStatus {
    /// Make-up (the session delivered one-to-one later) counts as attended.
    pub fn attended(self) -> bool {
        matches!(self, AttendanceStatus::Present | AttendanceStatus::Late | AttendanceStatus::Makeup)
    }
}

vocabulary!(
    /// A workshop session's state. Transitions: see [`SessionStatus::can_become`].
    SessionStatus, "Session status" {
        Scheduled => "scheduled",
        Completed => "completed",
        Cancelled => "cancelled",
    }
);

impl SessionStatus {
    /// The one place the transition rule lives: scheduled → completed, scheduled →
    /// cancelled, cancelled → scheduled. Staying the same is not a transition.
    pub fn can_become(self, next: SessionStatus) -> bool {
        use SessionStatus::*;
        matches!((self, next), (Scheduled, Completed | Cancelled) | (Cancelled, Scheduled))
    }

    /// Every status this one may become, in the vocabulary's order.
    pub fn next(self) -> Vec<SessionStatus> {
        SessionStatus::ALL.iter().copied().filter(|next| self.can_become(*next)).collect()
    }
}

/// The kind of the milestone written automatically when a father completes a course.
pub const COMPLETED_COURSE: &str = "completed course";

/// The longest milestone kind, in characters.
pub const MAX_MILESTONE_KIND: usize = 60;

/// A milestone kind: 'completed course' or a custom kind such as 'employment'.
pub fn parse_milestone_kind(input: &str) -> Result<String, Message> {
    let kind = input.trim().to_lowercase();
    if kind.is_empty() {
        Err(catalogue::kind_required())
    } else if input.chars().count() > MAX_MILESTONE_KIND {
        Err(catalogue::kind_too_long())
    } else {
        Ok(kind)
    }
}

/// A calendar date as `YYYY-MM-DD`.
pub fn parse_date(input: &str, label: &str) -> Result<NaiveDate, Message> {
    super::dates::parse_day(input).map_err(|err| err.message(label, catalogue::not_a_date(label)))
}

/// Free text with a length limit; `required` turns empty into 'X is required.'.
pub fn parse_text(input: &str, label: &str, max: usize, required: bool) -> Result<String, Message> {
    let text = input.trim();
    if required && text.is_empty() {
        Err(catalogue::required(label))
    } else if input.chars().count() > max {
        // Counted as sent, spaces included, as the document's `maxLength` counts.
        Err(catalogue::too_long(label, max))
    } else {
        Ok(text.to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn session_status_transition_table() {
        use SessionStatus::*;
        let table = [
            (Scheduled, Scheduled, false),
            (Scheduled, Completed, true),
            (Scheduled, Cancelled, true),
            (Completed, Scheduled, false),
            (Completed, Completed, false),
            (Completed, Cancelled, false),
            (Cancelled, Scheduled, true),
            (Cancelled, Completed, false),
            (Cancelled, Cancelled, false),
        ];
        assert_eq!(table.len(), SessionStatus::ALL.len() * SessionStatus::ALL.len(), "every pair is listed");
        for (from, to, allowed) in table {
            assert_eq!(from.can_become(to), allowed, "{from:?} → {to:?}");
            assert_eq!(from.next().contains(&to), allowed, "{from:?} → {to:?}");
        }
    }

    #[test]
    fn makeup_counts_as_attended_and_excused_does_not() {
        let attended: Vec<_> = AttendanceStatus::ALL.iter().filter(|s| s.attended()).map(|s| s.as_str()).collect();
        assert_eq!(attended, ["present", "late", "makeup"]);
    }

    #[test]
    fn vocabularies_parse_their_own_names_only() {
        for status in FatherStatus::ALL {
            assert_eq!(FatherStatus::parse(status.as_str()), Ok(*status));
        }
        assert_eq!(FatherType::parse("father figure"), Ok(FatherType::FatherFigure));
        let err = AttendanceStatus::parse("here").unwrap_err();
        assert!(err.to_string().contains("present, late, excused, absent, makeup"), "{err}");
    }

    #[test]
    fn dates_and_texts() {
        assert!(parse_date("2026-02-30", "Start date").is_err());
        assert_eq!(parse_date(" 2026-02-28 ", "Start date").unwrap().to_string(), "2026-02-28");
        assert_eq!(parse_text("  ", "Title", 10, true), Err(catalogue::required("Title")));
        assert!(parse_text("x".repeat(11).as_str(), "Title", 10, false).is_err());
        assert_eq!(parse_milestone_kind(" Employment "), Ok("employment".into()));
    }
}

/// What has been recorded at a session, over the fathers a reader may see: the facilitator's
/// today and the calendar's past sessions show who came rather than who answered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttendanceCounts {
    /// Fathers marked, whatever the mark.
    pub marked: i64,
    /// Marked present, late or make-up.
    pub attended: i64,
    /// Of those marks, the ones the fathers made themselves with the check-in code.
    pub checked_in: i64,
}

/// The eleven activity types of the specification, as stored and shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActivityType {
    Completed,
    Created,
    Joined,
    Messaged,
    SignedIn,
    Deleted,
    Updated,
    Attended,
    CompletedCourse,
    MissedSession,
    Announced,
}

impl ActivityType {
    pub const ALL: [ActivityType; 11] = [
        ActivityType::Completed,
        ActivityType::Created,
        ActivityType::Joined,
        ActivityType::Messaged,
        ActivityType::SignedIn,
        ActivityType::Deleted,
        ActivityType::Updated,
        ActivityType::Attended,
        ActivityType::CompletedCourse,
        ActivityType::MissedSession,
        ActivityType::Announced,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            ActivityType::Completed => "completed",
            ActivityType::Created => "created",
            ActivityType::Joined => "joined",
            ActivityType::Messaged => "messaged",
            ActivityType::SignedIn => "signed in",
            ActivityType::Deleted => "deleted",
            ActivityType::Updated => "updated",
            ActivityType::Attended => "attended",
            ActivityType::CompletedCourse => "completed course",
            ActivityType::MissedSession => "missed session",
            ActivityType::Announced => "announced",
        }
    }

    pub fn parse(input: &str) -> Option<ActivityType> {
        ActivityType::ALL.into_iter().find(|t| t.as_str() == input)
    }
}

/// An activity about to be written: who did what to whom, and what it is about.
pub struct NewActivity {
    pub from_user: Option<String>,
    pub action: ActivityType,
    pub to_user: Option<String>,
    pub description: String,
    /// (kind, id) of the thing the feed should link to, e.g. ("session", id).
    pub subject: Option<(String, String)>,
}

#[cfg(test)]
mod tests {
    use super::ActivityType;

    #[test]
    fn every_type_round_trips_through_its_stored_name() {
        for t in ActivityType::ALL {
            assert_eq!(ActivityType::parse(t.as_str()), Some(t));
        }
        assert_eq!(ActivityType::parse("signed in"), Some(ActivityType::SignedIn));
        assert_eq!(ActivityType::parse("nope"), None);
    }
}

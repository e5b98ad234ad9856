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

impl NewActivity {
    /// What `actor` did; see `about` and `to`.
    pub fn by(actor: &str, action: ActivityType, description: String) -> NewActivity {
        NewActivity { from_user: Some(actor.to_owned()), action, to_user: None, description, subject: None }
    }

    /// The thing it is about, e.g. ("father", id), which the feed links to.
    pub fn about(self, kind: &str, id: &str) -> NewActivity {
        NewActivity { subject: Some((kind.to_owned(), id.to_owned())), ..self }
    }

    /// The account it concerns (shown as its "to" user), if any.
    pub fn to(self, user: Option<String>) -> NewActivity {
        NewActivity { to_user: user, ..self }
    }
}

/// What the thing an activity is about is, for linking from the feed.
#[derive(Clone, Debug, serde::Serialize, utoipa::ToSchema)]
pub struct Subject {
    pub kind: String,
    pub id: String,
}

/// An activity as the feed shows it, with the names of the accounts it mentions
/// (null once an account is gone).
#[derive(Clone, Debug, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Activity {
    pub id: String,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub from_user: Option<String>,
    pub from_user_name: Option<String>,
    /// One of the eleven activity types, e.g. "created", "signed in", "completed course".
    pub action: String,
    pub to_user: Option<String>,
    pub to_user_name: Option<String>,
    pub description: String,
    pub subject: Option<Subject>,
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

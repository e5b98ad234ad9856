use std::collections::BTreeMap;

/// The activity types (docs/PRODUCT.md, "Activities", and the case manager's 'contacted' and
/// 'referred'), as stored and shown.
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
    Contacted,
    Referred,
}

impl ActivityType {
    pub const ALL: [ActivityType; 13] = [
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
        ActivityType::Contacted,
        ActivityType::Referred,
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
            ActivityType::Contacted => "contacted",
            ActivityType::Referred => "referred",
        }
    }

    pub fn parse(input: &str) -> Option<ActivityType> {
        ActivityType::ALL.into_iter().find(|t| t.as_str() == input)
    }
}

/// What an activity says, as data: which sentence and the names in it, so each reader sees it
/// in his own language. `description` keeps the same sentence in English.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sentence {
    Registered,
    UserCreated,
    SignedIn,
    UserUpdated,
    ProfileUpdated,
    UserDeleted,
    Announced,
    AnnouncementUpdated,
    AnnouncementDeleted,
    Messaged,
    AlbumCreated,
    AlbumUpdated,
    AlbumDeleted,
    PhotoAdded,
    PhotoDeleted,
    EventCreated,
    EventUpdated,
    EventDeleted,
    MilestoneAdded,
    MilestoneChanged,
    MilestoneRemoved,
    FatherAdded,
    FatherUpdated,
    FatherDeleted,
    FatherPhoto,
    GroupCreated,
    GroupUpdated,
    GroupDeleted,
    Joined,
    Left,
    CycleCreated,
    CycleUpdated,
    CycleDeleted,
    SessionAdded,
    SessionUpdated,
    SessionStatus,
    SessionDeleted,
    SessionCompleted,
    Attended,
    Missed,
    CourseCompleted,
    Contacted,
    Referred,
    FatherAnonymised,
}

impl Sentence {
    pub const ALL: [Sentence; 44] = [
        Sentence::Registered,
        Sentence::UserCreated,
        Sentence::SignedIn,
        Sentence::UserUpdated,
        Sentence::ProfileUpdated,
        Sentence::UserDeleted,
        Sentence::Announced,
        Sentence::AnnouncementUpdated,
        Sentence::AnnouncementDeleted,
        Sentence::Messaged,
        Sentence::AlbumCreated,
        Sentence::AlbumUpdated,
        Sentence::AlbumDeleted,
        Sentence::PhotoAdded,
        Sentence::PhotoDeleted,
        Sentence::EventCreated,
        Sentence::EventUpdated,
        Sentence::EventDeleted,
        Sentence::MilestoneAdded,
        Sentence::MilestoneChanged,
        Sentence::MilestoneRemoved,
        Sentence::FatherAdded,
        Sentence::FatherUpdated,
        Sentence::FatherDeleted,
        Sentence::FatherPhoto,
        Sentence::GroupCreated,
        Sentence::GroupUpdated,
        Sentence::GroupDeleted,
        Sentence::Joined,
        Sentence::Left,
        Sentence::CycleCreated,
        Sentence::CycleUpdated,
        Sentence::CycleDeleted,
        Sentence::SessionAdded,
        Sentence::SessionUpdated,
        Sentence::SessionStatus,
        Sentence::SessionDeleted,
        Sentence::SessionCompleted,
        Sentence::Attended,
        Sentence::Missed,
        Sentence::CourseCompleted,
        Sentence::Contacted,
        Sentence::Referred,
        Sentence::FatherAnonymised,
    ];

    /// (key, English) — the key is what the API sends and the web app's locales translate;
    /// `{name}` is where a name goes.
    fn text(self) -> (&'static str, &'static str) {
        match self {
            Sentence::Registered => ("registered", "{name} registered"),
            Sentence::UserCreated => ("userCreated", "Created new user {name}"),
            Sentence::SignedIn => ("signedIn", "{name} signed in"),
            Sentence::UserUpdated => ("userUpdated", "Updated user {name}"),
            Sentence::ProfileUpdated => ("profileUpdated", "{name} updated their profile"),
            Sentence::UserDeleted => ("userDeleted", "Deleted user with ID: {id}"),
            Sentence::Announced => ("announced", "Announced {title}"),
            Sentence::AnnouncementUpdated => ("announcementUpdated", "Updated announcement {title}"),
            Sentence::AnnouncementDeleted => ("announcementDeleted", "Deleted announcement {title}"),
            Sentence::Messaged => ("messaged", "Sent a message in {conversation}"),
            Sentence::AlbumCreated => ("albumCreated", "Created album {title}"),
            Sentence::AlbumUpdated => ("albumUpdated", "Updated album {title}"),
            Sentence::AlbumDeleted => ("albumDeleted", "Deleted album {title}"),
            Sentence::PhotoAdded => ("photoAdded", "Added a photo"),
            Sentence::PhotoDeleted => ("photoDeleted", "Deleted a photo"),
            Sentence::EventCreated => ("eventCreated", "Created event {title}"),
            Sentence::EventUpdated => ("eventUpdated", "Updated event {title}"),
            Sentence::EventDeleted => ("eventDeleted", "Deleted event {title}"),
            Sentence::MilestoneAdded => ("milestoneAdded", "Added milestone '{title}' ({kind}) of {father}"),
            Sentence::MilestoneChanged => ("milestoneChanged", "Changed milestone '{title}' ({kind}) of {father}"),
            Sentence::MilestoneRemoved => ("milestoneRemoved", "Removed milestone '{title}' ({kind}) of {father}"),
            Sentence::FatherAdded => ("fatherAdded", "Added the record of {father}"),
            Sentence::FatherUpdated => ("fatherUpdated", "Updated the record of {father}"),
            Sentence::FatherDeleted => ("fatherDeleted", "Deleted the record of {father}"),
            Sentence::FatherPhoto => ("fatherPhoto", "New photo of {father}"),
            Sentence::GroupCreated => ("groupCreated", "Created group {group}"),
            Sentence::GroupUpdated => ("groupUpdated", "Updated group {group}"),
            Sentence::GroupDeleted => ("groupDeleted", "Deleted group {group}"),
            Sentence::Joined => ("joined", "{father} joined {group}"),
            Sentence::Left => ("left", "{father} left {group}"),
            Sentence::CycleCreated => ("cycleCreated", "Created cycle {cycle} for {group}"),
            Sentence::CycleUpdated => ("cycleUpdated", "Updated cycle {cycle}"),
            Sentence::CycleDeleted => ("cycleDeleted", "Deleted cycle {cycle}"),
            Sentence::SessionAdded => ("sessionAdded", "Added {session} to {cycle}"),
            Sentence::SessionUpdated => ("sessionUpdated", "Updated {session} of {cycle}"),
            Sentence::SessionStatus => ("sessionStatus", "{session} of {cycle} is now {status}"),
            Sentence::SessionDeleted => ("sessionDeleted", "Deleted {session} of {cycle}"),
            Sentence::SessionCompleted => ("sessionCompleted", "Completed {session} of {cycle}"),
            Sentence::Attended => ("attended", "{father} attended {session}"),
            Sentence::Missed => ("missed", "{father} missed {session}"),
            Sentence::CourseCompleted => ("courseCompleted", "{father} completed {cycle}"),
            // Never the contact's note, nor the referral's: activities are read more widely.
            Sentence::Contacted => ("contacted", "Logged a contact with {father}"),
            Sentence::Referred => ("referred", "Referred {father} ({type})"),
            // Retention (FM_RETENTION_DAYS): no name, there is none left to give.
            Sentence::FatherAnonymised => ("fatherAnonymised", "Anonymised a former participant's record"),
        }
    }

    pub fn key(self) -> &'static str {
        self.text().0
    }

    /// This sentence with `names` filled in.
    pub fn says(self, names: &[(&str, &str)]) -> Summary {
        Summary {
            key: self.key().to_owned(),
            names: names.iter().map(|(name, value)| ((*name).to_owned(), (*value).to_owned())).collect(),
        }
    }
}

/// A sentence and its names, as stored and sent (`{"key": "joined", "names": {"father": …}}`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
pub struct Summary {
    /// Which sentence, e.g. "joined", "sessionStatus".
    pub key: String,
    /// The names it mentions, e.g. {"father": "Marcus Hill", "group": "Tuesday Dads"}; a
    /// session's `status` is its value (scheduled, completed, cancelled).
    pub names: BTreeMap<String, String>,
}

impl Summary {
    /// The sentence in English, as `description` keeps it.
    pub fn english(&self) -> String {
        let template = Sentence::ALL.iter().find(|s| s.key() == self.key).map_or("", |s| s.text().1);
        self.names.iter().fold(template.to_owned(), |text, (name, value)| text.replace(&format!("{{{name}}}"), value))
    }
}

/// An activity about to be written: who did what to whom, and what it is about.
pub struct NewActivity {
    pub from_user: Option<String>,
    pub action: ActivityType,
    pub to_user: Option<String>,
    pub description: String,
    pub summary: Summary,
    /// (kind, id) of the thing the feed should link to, e.g. ("session", id).
    pub subject: Option<(String, String)>,
}

impl NewActivity {
    /// What `actor` (none: the operator) did; see `about` and `to`.
    pub fn new(actor: Option<String>, action: ActivityType, summary: Summary) -> NewActivity {
        NewActivity { from_user: actor, action, to_user: None, description: summary.english(), summary, subject: None }
    }

    /// What `actor` did; see `about` and `to`.
    pub fn by(actor: &str, action: ActivityType, summary: Summary) -> NewActivity {
        NewActivity::new(Some(actor.to_owned()), action, summary)
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
    /// One of the activity types, e.g. "created", "signed in", "completed course".
    pub action: String,
    pub to_user: Option<String>,
    pub to_user_name: Option<String>,
    /// The English sentence; `summary` is the same as data, for the reader's language
    /// (null for activities written before it was kept).
    pub description: String,
    pub summary: Option<Summary>,
    pub subject: Option<Subject>,
}

#[cfg(test)]
mod tests {
    use super::{ActivityType, Sentence};

    #[test]
    fn a_summary_says_in_english_what_the_description_always_said() {
        let joined = Sentence::Joined.says(&[("father", "Marcus Hill"), ("group", "Tuesday Dads")]);
        assert_eq!(joined.key, "joined");
        assert_eq!(joined.english(), "Marcus Hill joined Tuesday Dads");
        assert_eq!(Sentence::UserDeleted.says(&[("id", "u1")]).english(), "Deleted user with ID: u1");
        assert_eq!(Sentence::PhotoAdded.says(&[]).english(), "Added a photo");
    }

    #[test]
    fn every_sentence_has_its_own_key() {
        let mut keys: Vec<&str> = Sentence::ALL.iter().map(|s| s.key()).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), Sentence::ALL.len());
    }

    #[test]
    fn every_type_round_trips_through_its_stored_name() {
        for t in ActivityType::ALL {
            assert_eq!(ActivityType::parse(t.as_str()), Some(t));
        }
        assert_eq!(ActivityType::parse("signed in"), Some(ActivityType::SignedIn));
        assert_eq!(ActivityType::parse("nope"), None);
    }
}

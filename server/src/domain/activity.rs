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
    Texted,
    /// Read a father's sensitive answers (a form submission).
    ViewedSensitive,
}

impl ActivityType {
    pub const ALL: [ActivityType; 15] = [
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
        ActivityType::Texted,
        ActivityType::ViewedSensitive,
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
            ActivityType::Texted => "texted",
            ActivityType::ViewedSensitive => "viewed-sensitive",
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
    /// A direct message names the person it went to, never as a place ("in Sam Facilitator").
    MessagedTo,
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
    FatherInvited,
    CaseloadReassigned,
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
    Texted,
    FormPublished,
    FormSubmitted,
    SubmissionAmended,
    ViewedSensitive,
    ViewedSensitiveExport,
}

impl Sentence {
    pub const ALL: [Sentence; 53] = [
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
        Sentence::MessagedTo,
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
        Sentence::FatherInvited,
        Sentence::CaseloadReassigned,
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
        Sentence::Texted,
        Sentence::FormPublished,
        Sentence::FormSubmitted,
        Sentence::SubmissionAmended,
        Sentence::ViewedSensitive,
        Sentence::ViewedSensitiveExport,
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
            Sentence::MessagedTo => ("messagedTo", "Sent a message to {name}"),
            Sentence::Texted => ("texted", "Texted {father}"),
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
            Sentence::FatherInvited => ("fatherInvited", "Invited {father} to the app"),
            Sentence::CaseloadReassigned => ("caseloadReassigned", "Gave {from}'s caseload to {to}"),
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
            Sentence::FormPublished => ("formPublished", "Published {form}, version {version}"),
            // Never an answer: activities are read more widely than the answers.
            Sentence::FormSubmitted => ("formSubmitted", "Filled in {form} for {father}"),
            Sentence::SubmissionAmended => ("submissionAmended", "Amended {form} of {father}"),
            Sentence::ViewedSensitive => ("viewedSensitive", "Read the sensitive answers of {father} on {form}"),
            Sentence::ViewedSensitiveExport => {
                ("viewedSensitiveExport", "Read the sensitive answers of {father} in his data export")
            }
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

/// `text` with every occurrence of each of `identifiers` (a name, an e-mail, a phone
/// number) replaced by `replacement`: regardless of ASCII case, and only as a whole word,
/// so "Al Smith" is found in "Sent a message in al smith" but not in "Hal Smithers".
/// Identifiers shorter than three characters are not looked for.
pub fn without_identifiers(text: &str, identifiers: &[String], replacement: &str) -> String {
    let mut identifiers: Vec<&str> = identifiers.iter().map(|i| i.trim()).filter(|i| i.chars().count() >= 3).collect();
    // The longest first: "Otto Oldfield" before "Otto O.".
    identifiers.sort_by_key(|i| std::cmp::Reverse(i.len()));
    let mut text = text.to_owned();
    for identifier in identifiers {
        let needle = identifier.to_ascii_lowercase();
        let mut out = String::with_capacity(text.len());
        let mut rest = text.as_str();
        loop {
            let lower = rest.to_ascii_lowercase();
            let Some(at) = find_word(&lower, &needle, &out) else {
                out.push_str(rest);
                break;
            };
            out.push_str(&rest[..at]);
            out.push_str(replacement);
            rest = &rest[at + needle.len()..];
        }
        text = out;
    }
    text
}

/// Where `needle` first occurs in `haystack` as a whole word (`before`: the text already
/// written ahead of `haystack`, whose last character counts as the one before it).
fn find_word(haystack: &str, needle: &str, before: &str) -> Option<usize> {
    let word = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
    let mut from = 0;
    while let Some(found) = haystack[from..].find(needle) {
        let at = from + found;
        let prior = if at == 0 { before.chars().next_back() } else { haystack[..at].chars().next_back() };
        let next = haystack[at + needle.len()..].chars().next();
        let edge = |c: Option<char>, side: Option<char>| !(word(c) && word(side));
        if edge(prior, needle.chars().next()) && edge(next, needle.chars().next_back()) {
            return Some(at);
        }
        from = at + haystack[at..].chars().next().map_or(1, char::len_utf8);
    }
    None
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
    #[serde(serialize_with = "crate::domain::dates::instant")]
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
    use super::{without_identifiers, ActivityType, Sentence};

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

    #[test]
    fn identifiers_are_replaced_as_whole_words_in_any_ascii_case() {
        let ids = ["Otto Oldfield".to_owned(), "otto@example.org".to_owned(), "Otto O.".to_owned(), "55".to_owned()];
        for (text, expected) in [
            ("Added the record of Otto Oldfield", "Added the record of X"),
            ("Sent a message in otto oldfield", "Sent a message in X"),
            ("Sent a message in Otto O.", "Sent a message in X"),
            ("Created new user otto@example.org", "Created new user X"),
            ("Otto Oldfield signed in; Otto Oldfield again", "X signed in; X again"),
            ("Added the record of Otto Oldfields", "Added the record of Otto Oldfields"),
            ("Hotto Oldfield", "Hotto Oldfield"),
            ("Room 55", "Room 55"),
            ("Añadió a Otto Oldfield", "Añadió a X"),
        ] {
            assert_eq!(without_identifiers(text, &ids, "X"), expected, "{text}");
        }
    }
}

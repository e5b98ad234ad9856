//! Father groups and their members.

use serde::Deserialize;
use utoipa::ToSchema;

use crate::auth::Viewer;
use crate::catalogue;
use crate::db::programs::{Knows, ProgramFilter};
use crate::db::{self, Table};
use crate::domain::records::Group;
use crate::domain::{ActivityType, NewActivity, Sentence, Summary};
use crate::error::{AppError, AppResult, Record};
use crate::services::form::{schema, Form};
use crate::state::AppState;

// Each field's limit, for the document and for `apply` alike.
pub const MAX_NAME: usize = 100;
pub const MAX_DESCRIPTION: usize = 2000;
pub const MAX_FACILITATORS: usize = 50;
pub const MAX_MEETING_DAY: usize = 40;
pub const MAX_MEETING_TIME: usize = 40;
pub const MAX_LOCATION: usize = 200;

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct GroupInput {
    #[schema(schema_with = schema::required_text::<MAX_NAME>)]
    name: Option<String>,
    #[schema(schema_with = schema::text::<MAX_DESCRIPTION>)]
    description: Option<String>,
    /// Deprecated: send `facilitatorIds`. The group's one facilitator (blank: none).
    #[schema(deprecated)]
    facilitator_id: Option<String>,
    /// The staff accounts that facilitate it (a director sets them; a staff member who
    /// creates a group facilitates it).
    // = MAX_FACILITATORS (utoipa takes a literal; `http::openapi`'s test checks it)
    #[schema(max_items = 50)]
    facilitator_ids: Option<Vec<String>>,
    #[schema(schema_with = schema::text::<MAX_MEETING_DAY>)]
    meeting_day: Option<String>,
    #[schema(schema_with = schema::text::<MAX_MEETING_TIME>)]
    meeting_time: Option<String>,
    #[schema(schema_with = schema::text::<MAX_LOCATION>)]
    location: Option<String>,
    /// The program it belongs to: needed on create once there are two programs; a director
    /// moves a group to another.
    program_id: Option<String>,
}

/// A new group's body, as the document describes it.
pub type NewGroup = crate::extract::New<GroupInput>;

impl crate::extract::Creatable for GroupInput {
    const REQUIRED: &'static [&'static str] = &["name"];
}

impl GroupInput {
    fn apply(self, g: &mut Group, creating: bool) -> AppResult<()> {
        let mut form = Form::new(creating);
        form.required_text("name", "Name", MAX_NAME, self.name, &mut g.name);
        form.text("description", "Description", MAX_DESCRIPTION, self.description, &mut g.description);
        form.text("meetingDay", "Meeting day", MAX_MEETING_DAY, self.meeting_day, &mut g.meeting_day);
        form.text("meetingTime", "Meeting time", MAX_MEETING_TIME, self.meeting_time, &mut g.meeting_time);
        form.text("location", "Location", MAX_LOCATION, self.location, &mut g.location);
        form.finish()
    }

    /// The facilitators it sets, if it sets them (the deprecated single field too).
    fn facilitators(&mut self) -> Option<Vec<String>> {
        let ids = match (self.facilitator_ids.take(), self.facilitator_id.take()) {
            (Some(ids), _) => ids,
            (None, Some(one)) if one.trim().is_empty() => Vec::new(),
            (None, Some(one)) => vec![one],
            (None, None) => return None,
        };
        let mut ids: Vec<String> = ids.into_iter().map(|id| id.trim().to_owned()).collect();
        ids.sort();
        ids.dedup();
        Some(ids)
    }
}

/// A new group and its conversation: every group has one from the start.
pub fn insert(conn: &mut dyn db::Conn, g: &Group) -> db::DbResult<()> {
    db::groups::insert(conn, g)?;
    db::messages::create_group_conversation(conn, &g.id, g.created_at.timestamp_millis())
}

/// Sets the group's facilitators, each a staff account.
fn set_facilitators(conn: &mut dyn db::Conn, group: &mut Group, ids: Vec<String>) -> AppResult<()> {
    if ids.len() > MAX_FACILITATORS {
        return Err(AppError::field("facilitatorIds", catalogue::facilitators_too_many(MAX_FACILITATORS)));
    }
    for id in &ids {
        if !db::users::find(conn, id)?.is_some_and(|u| u.is_admin) {
            return Err(AppError::field("facilitatorIds", catalogue::facilitator_not_staff()));
        }
    }
    db::scope::set_facilitators(conn, &group.id, &ids)?;
    let stored = db::scope::facilitators_of(conn, &[group.id.as_str()])?.remove(&group.id).unwrap_or_default();
    group.facilitator_id = stored.first().map(|(id, _)| id.clone());
    (group.facilitator_ids, group.facilitator_names) = stored.into_iter().unzip();
    Ok(())
}

/// Whether the viewer may post to this audience (an announcement, an event, an album):
/// everyone, or a group he runs (a director: any group). 400 for a group that does not exist.
pub fn check_audience(conn: &mut dyn db::Conn, viewer: &Viewer, group_id: Option<&str>) -> AppResult<()> {
    let Some(group) = group_id else { return Ok(()) };
    if db::groups::name(conn, group)?.is_none() {
        return Err(AppError::field("groupId", catalogue::no_such_group()));
    }
    viewer.staff_running(conn, group)?;
    Ok(())
}

/// Who sets a group's facilitators: a director (staff get 403).
fn check_may_set_facilitators(viewer: &Viewer, facilitators: &Option<Vec<String>>) -> AppResult<()> {
    if facilitators.is_some() {
        viewer.director()?;
    }
    Ok(())
}

fn log(
    conn: &mut dyn db::Conn,
    staff: &str,
    action: ActivityType,
    to_user: Option<String>,
    summary: Summary,
    subject: (&str, &str),
) -> db::DbResult<()> {
    db::activities::insert(conn, &NewActivity::by(staff, action, summary).about(subject.0, subject.1).to(to_user))
}

/// What a father's phone may know of a portrait: that it is there and when it changed (to
/// cache it), not where it is stored.
fn portrait_token(key: &str) -> String {
    use sha2::Digest;
    let digest = sha2::Sha256::digest(key.as_bytes());
    digest.iter().take(8).map(|b| format!("{b:02x}")).collect()
}

/// What a father sees of a group: fellow members as first name and last initial, their
/// portraits only while their photo consent stands, and nothing of those who left.
fn shown_to(viewer: &Viewer, mut group: Group) -> Group {
    if !viewer.is_staff() {
        group.former_members.clear();
        group.facilitator_ids.clear();
        group.facilitator_id = None;
        let own = viewer.own_father_id();
        for member in &mut group.members {
            member.last_name = member.last_name.chars().next().map(|c| format!("{c}.")).unwrap_or_default();
            let shown = member.photo_consent || own == Some(member.father_id.as_str());
            member.photo_key = member.photo_key.take().filter(|_| shown).map(|key| portrait_token(&key));
        }
    }
    group
}

/// A new group. A staff member who creates one facilitates it; a director sets its
/// facilitators.
pub async fn create(state: &AppState, viewer: &Viewer, mut input: GroupInput) -> AppResult<Group> {
    let staff = viewer.staff()?.id.clone();
    let facilitators = input.facilitators();
    check_may_set_facilitators(viewer, &facilitators)?;
    let facilitators =
        facilitators.unwrap_or_else(|| if viewer.is_director() { Vec::new() } else { vec![staff.clone()] });
    let now = db::now();
    let program = input.program_id.take();
    let owned = viewer.clone();
    let mut group = Group {
        id: uuid::Uuid::now_v7().to_string(),
        program_id: String::new(),
        name: String::new(),
        description: String::new(),
        facilitator_id: None,
        facilitator_ids: Vec::new(),
        facilitator_names: Vec::new(),
        meeting_day: String::new(),
        meeting_time: String::new(),
        location: String::new(),
        members: Vec::new(),
        member_count: 0,
        former_members: Vec::new(),
        created_at: now,
        updated_at: now,
    };
    input.apply(&mut group, true)?;
    state
        .db
        .transaction(move |conn| {
            group.program_id = crate::services::programs::program_for_new(conn, &owned, program.as_deref())?;
            insert(conn, &group)?;
            set_facilitators(conn, &mut group, facilitators)?;
            let stored = &group;
            log(
                conn,
                &staff,
                ActivityType::Created,
                None,
                Sentence::GroupCreated.says(&[("group", &stored.name)]),
                ("group", &stored.id),
            )?;
            Ok::<_, AppError>(group)
        })
        .await
}

pub async fn get(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Group> {
    let father = viewer.own_father_id().map(str::to_owned);
    let staff = viewer.is_staff();
    // A father sees his fellow members: the group's, not his own scope.
    let scope = if staff { viewer.scope() } else { db::scope::Scope::All };
    let knows = viewer.knows();
    let group = state
        .db
        .run(move |conn| {
            if !staff && !father.is_some_and(|f| db::groups::is_member(conn, &id, &f).unwrap_or(false)) {
                return Ok(None);
            }
            let Some(group) = db::groups::find(conn, &id, &scope)? else { return Ok(None) };
            // A confidential program's group does not exist for staff outside it.
            if staff && !db::programs::knows_program(conn, &knows, &group.program_id)? {
                return Ok(None);
            }
            Ok::<_, db::DbError>(Some(group))
        })
        .await?
        .ok_or_else(|| AppError::not_found(Record::Group))?;
    Ok(shown_to(viewer, group))
}

/// Groups by name: for staff, those of the programs they may know of (`program`: of one).
pub async fn list(
    state: &AppState,
    viewer: &Viewer,
    program: Option<String>,
    limit: i64,
    offset: i64,
) -> AppResult<Vec<Group>> {
    let groups = match viewer {
        Viewer::Staff(_) => {
            let scope = viewer.scope();
            let programs = ProgramFilter { knows: viewer.knows(), only: program };
            state.db.run(move |conn| db::groups::list(conn, None, &scope, &programs, limit, offset)).await?
        }
        Viewer::Father { father_id: Some(father), .. } => {
            let father = father.clone();
            let (all, programs) = (db::scope::Scope::All, ProgramFilter::known(Knows::All));
            state.db.run(move |conn| db::groups::list(conn, Some(&father), &all, &programs, limit, offset)).await?
        }
        Viewer::Father { father_id: None, .. } => Vec::new(),
    };
    Ok(groups.into_iter().map(|g| shown_to(viewer, g)).collect())
}

/// Changes a group: its director or facilitators; only a director changes who facilitates.
pub async fn update(state: &AppState, viewer: &Viewer, id: String, mut input: GroupInput) -> AppResult<Group> {
    viewer.staff()?;
    let facilitators = input.facilitators();
    check_may_set_facilitators(viewer, &facilitators)?;
    let scope = viewer.scope();
    let viewer = viewer.clone();
    state
        .db
        .transaction(move |conn| {
            db::lock(conn, Table::Groups, &id)?;
            let mut group = db::groups::find(conn, &id, &scope)?.ok_or_else(|| AppError::not_found(Record::Group))?;
            let staff = viewer.staff_running(conn, &id)?.id.clone();
            if let Some(program) = input.program_id.take().filter(|p| p.trim() != group.program_id) {
                viewer.director()?;
                group.program_id = crate::services::programs::program_for_new(conn, &viewer, Some(&program))?;
            }
            input.apply(&mut group, false)?;
            if let Some(ids) = facilitators {
                set_facilitators(conn, &mut group, ids)?;
            }
            group.updated_at = db::now();
            db::groups::update(conn, &group)?;
            log(
                conn,
                &staff,
                ActivityType::Updated,
                None,
                Sentence::GroupUpdated.says(&[("group", &group.name)]),
                ("group", &group.id),
            )?;
            Ok::<_, AppError>(group)
        })
        .await
}

/// Deleting a group that has workshop cycles is refused: the cycles' attendance would
/// lose its roster. A cycle created for it at the same moment makes the delete fail on
/// the foreign key instead (409 either way).
pub async fn delete(state: &AppState, viewer: &Viewer, id: String) -> AppResult<()> {
    viewer.staff()?;
    let viewer = viewer.clone();
    state
        .db
        .transaction(move |conn| {
            let name = db::groups::name(conn, &id)?.ok_or_else(|| AppError::not_found(Record::Group))?;
            let staff = viewer.staff_running(conn, &id)?.id.clone();
            if db::groups::has_cycles(conn, &id)? {
                return Err(AppError::Conflict(catalogue::group_has_cycles()));
            }
            if db::gallery::group_has_albums(conn, &id)? {
                return Err(AppError::Conflict(catalogue::group_has_albums()));
            }
            db::groups::delete(conn, &id)?;
            log(
                conn,
                &staff,
                ActivityType::Deleted,
                None,
                Sentence::GroupDeleted.says(&[("group", &name)]),
                ("group", &id),
            )?;
            Ok(())
        })
        .await
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct NewMember {
    #[schema(required = true, schema_with = schema::string::not_empty)]
    pub father_id: String,
    /// When he joined (RFC 3339, years 1900–9999; default now). Sessions before it neither
    /// count for nor against him.
    #[schema(schema_with = schema::instant)]
    pub joined_at: Option<String>,
}

/// Adds a father to a group and writes a 'joined' activity. Adding a member again
/// keeps his join date; a father who left starts a new membership, which cannot begin
/// before his last one ended.
pub async fn add_member(
    state: &AppState,
    viewer: &Viewer,
    group_id: String,
    father_id: String,
    joined_at: Option<chrono::DateTime<chrono::Utc>>,
) -> AppResult<Group> {
    viewer.staff()?;
    let g = group_id.clone();
    let owned = viewer.clone();
    state
        .db
        .transaction(move |conn| {
            let viewer = owned;
            let group_name = db::groups::name(conn, &g)?.ok_or_else(|| AppError::not_found(Record::Group))?;
            let staff = viewer.staff_running(conn, &g)?.id.clone();
            // A father out of his scope is not one he can name.
            let father = match db::fathers::find(conn, &father_id)? {
                Some(father) if viewer.scope().covers(conn, &father.id)? => father,
                _ => return Err(AppError::field("fatherId", catalogue::no_such_father())),
            };
            let joined = joined_at.map_or_else(db::now_millis, |t| t.timestamp_millis());
            if db::groups::last_left_at(conn, &g, &father_id)?.is_some_and(|left| joined < left) {
                return Err(AppError::field("joinedAt", catalogue::membership_overlap()));
            }
            if db::groups::add_member(conn, &g, &father_id, joined)? {
                log(
                    conn,
                    &staff,
                    ActivityType::Joined,
                    father.user_id.clone(),
                    Sentence::Joined.says(&[("father", &father.full_name()), ("group", &group_name)]),
                    ("father", &father.id),
                )?;
            }
            Ok::<_, AppError>(())
        })
        .await?;
    get(state, viewer, group_id).await
}

/// Ends a father's membership. His period stays, so the sessions he attended or missed
/// while a member keep counting in his history and progress.
pub async fn remove_member(state: &AppState, viewer: &Viewer, group_id: String, father_id: String) -> AppResult<()> {
    viewer.staff()?;
    let viewer = viewer.clone();
    state
        .db
        .transaction(move |conn| {
            let group_name = db::groups::name(conn, &group_id)?.ok_or_else(|| AppError::not_found(Record::Group))?;
            let staff = viewer.staff_running(conn, &group_id)?.id.clone();
            if !viewer.scope().covers(conn, &father_id)? {
                return Err(AppError::not_found(Record::Member));
            }
            if !db::groups::remove_member(conn, &group_id, &father_id, db::now_millis())? {
                return Err(AppError::not_found(Record::Member));
            }
            let father = db::fathers::find(conn, &father_id)?.ok_or_else(|| AppError::not_found(Record::Father))?;
            log(
                conn,
                &staff,
                ActivityType::Updated,
                father.user_id.clone(),
                Sentence::Left.says(&[("father", &father.full_name()), ("group", &group_name)]),
                ("father", &father.id),
            )?;
            Ok(())
        })
        .await
}

//! Father groups and their members.

use serde::Deserialize;
use utoipa::ToSchema;

use super::{not_found, Viewer};
use crate::db;
use crate::domain::program::parse_text;
use crate::domain::records::Group;
use crate::domain::{ActivityType, NewActivity};
use crate::error::{AppError, AppResult, FieldErrors};
use crate::state::AppState;

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct GroupInput {
    name: Option<String>,
    description: Option<String>,
    facilitator_id: Option<String>,
    meeting_day: Option<String>,
    meeting_time: Option<String>,
    location: Option<String>,
}

impl GroupInput {
    fn apply(self, g: &mut Group, creating: bool) -> AppResult<()> {
        let mut errors = FieldErrors::default();
        match self.name {
            Some(name) => {
                if let Some(name) = errors.check("name", parse_text(&name, "Name", 100, true)) {
                    g.name = name;
                }
            }
            None if creating => errors.add("name", "Name is required."),
            None => {}
        }
        let mut text = |v: Option<String>, field: &str, label: &str, max: usize, target: &mut String| {
            if let Some(v) = v {
                if let Some(v) = errors.check(field, parse_text(&v, label, max, false)) {
                    *target = v;
                }
            }
        };
        text(self.description, "description", "Description", 2000, &mut g.description);
        text(self.meeting_day, "meetingDay", "Meeting day", 40, &mut g.meeting_day);
        text(self.meeting_time, "meetingTime", "Meeting time", 40, &mut g.meeting_time);
        text(self.location, "location", "Location", 200, &mut g.location);
        if let Some(facilitator) = self.facilitator_id {
            g.facilitator_id = Some(facilitator).filter(|f| !f.trim().is_empty());
        }
        errors.finish()
    }
}

fn check_facilitator(conn: &mut dyn db::Conn, g: &Group) -> AppResult<()> {
    if let Some(id) = &g.facilitator_id {
        if !db::users::find(conn, id)?.is_some_and(|u| u.is_admin) {
            return Err(AppError::field("facilitatorId", "The facilitator must be a staff account."));
        }
    }
    Ok(())
}

/// What a father sees of a group: fellow members as first name and last initial.
fn shown_to(viewer: &Viewer, mut group: Group) -> Group {
    if !viewer.is_staff() {
        for member in &mut group.members {
            member.last_name = member.last_name.chars().next().map(|c| format!("{c}.")).unwrap_or_default();
        }
    }
    group
}

pub async fn create(state: &AppState, viewer: &Viewer, input: GroupInput) -> AppResult<Group> {
    viewer.staff()?;
    let now = db::now();
    let mut group = Group {
        id: uuid::Uuid::now_v7().to_string(),
        name: String::new(),
        description: String::new(),
        facilitator_id: None,
        meeting_day: String::new(),
        meeting_time: String::new(),
        location: String::new(),
        members: Vec::new(),
        created_at: now,
        updated_at: now,
    };
    input.apply(&mut group, true)?;
    let stored = group.clone();
    state
        .db
        .transaction(move |conn| {
            check_facilitator(conn, &stored)?;
            Ok::<_, AppError>(db::groups::insert(conn, &stored)?)
        })
        .await?;
    Ok(group)
}

pub async fn get(state: &AppState, viewer: &Viewer, id: String) -> AppResult<Group> {
    let father = viewer.own_father_id().map(str::to_owned);
    let staff = viewer.is_staff();
    let group = state
        .db
        .run(move |conn| {
            if !staff && !father.is_some_and(|f| db::groups::is_member(conn, &id, &f).unwrap_or(false)) {
                return Ok(None);
            }
            db::groups::find(conn, &id)
        })
        .await?
        .ok_or_else(|| not_found("group"))?;
    Ok(shown_to(viewer, group))
}

pub async fn list(state: &AppState, viewer: &Viewer, limit: i64, offset: i64) -> AppResult<Vec<Group>> {
    let groups = match viewer {
        Viewer::Staff(_) => state.db.run(move |conn| db::groups::list(conn, None, limit, offset)).await?,
        Viewer::Father { father_id: Some(father), .. } => {
            let father = father.clone();
            state.db.run(move |conn| db::groups::list(conn, Some(&father), limit, offset)).await?
        }
        Viewer::Father { father_id: None, .. } => Vec::new(),
    };
    Ok(groups.into_iter().map(|g| shown_to(viewer, g)).collect())
}

pub async fn update(state: &AppState, viewer: &Viewer, id: String, input: GroupInput) -> AppResult<Group> {
    viewer.staff()?;
    state
        .db
        .transaction(move |conn| {
            let mut group = db::groups::find(conn, &id)?.ok_or_else(|| not_found("group"))?;
            input.apply(&mut group, false)?;
            check_facilitator(conn, &group)?;
            group.updated_at = db::now();
            db::groups::update(conn, &group)?;
            Ok::<_, AppError>(group)
        })
        .await
}

/// Deleting a group that has workshop cycles is refused: the cycles' attendance would lose its roster.
pub async fn delete(state: &AppState, viewer: &Viewer, id: String) -> AppResult<()> {
    viewer.staff()?;
    state
        .db
        .transaction(move |conn| {
            if db::groups::has_cycles(conn, &id)? {
                return Err(AppError::Conflict("This group has workshop cycles. Delete its cycles first.".into()));
            }
            if db::groups::delete(conn, &id)? {
                Ok(())
            } else {
                Err(not_found("group"))
            }
        })
        .await
}

/// Adds a father to a group and writes a 'joined' activity. Adding a member again
/// keeps his original join date.
pub async fn add_member(
    state: &AppState,
    viewer: &Viewer,
    group_id: String,
    father_id: String,
    joined_at: Option<chrono::DateTime<chrono::Utc>>,
) -> AppResult<Group> {
    let staff = viewer.staff()?.clone();
    let (g, f) = (group_id.clone(), father_id.clone());
    let (added, father, group) = state
        .db
        .transaction(move |conn| {
            let group = db::groups::find(conn, &g)?.ok_or_else(|| not_found("group"))?;
            let Some(father) = db::fathers::find(conn, &f)? else {
                return Err(AppError::field("fatherId", "No such father."));
            };
            let joined = joined_at.map_or_else(db::now_millis, |t| t.timestamp_millis());
            let added = db::groups::add_member(conn, &g, &f, joined)?;
            Ok::<_, AppError>((added, father, group))
        })
        .await?;
    if added {
        state
            .record(NewActivity {
                from_user: Some(staff.id.clone()),
                action: ActivityType::Joined,
                to_user: father.user_id.clone(),
                description: format!("{} {} joined {}", father.first_name, father.last_name, group.name),
                subject: Some(("father".into(), father.id.clone())),
            })
            .await;
    }
    get(state, viewer, group_id).await
}

pub async fn remove_member(state: &AppState, viewer: &Viewer, group_id: String, father_id: String) -> AppResult<()> {
    viewer.staff()?;
    if state.db.run(move |conn| db::groups::remove_member(conn, &group_id, &father_id)).await? {
        Ok(())
    } else {
        Err(not_found("member"))
    }
}

//! Milestones: 'completed course' ones are written by the workshops; staff add
//! custom ones (employment, reunification, child support current, …).

use serde::Deserialize;
use utoipa::ToSchema;

use crate::auth::Viewer;
use crate::catalogue;
use crate::db::{self, Table};
use crate::domain::program::{parse_date, parse_milestone_kind, MAX_MILESTONE_KIND};
use crate::domain::records::Milestone;
use crate::domain::{ActivityType, NewActivity, Sentence};
use crate::error::{AppError, AppResult, Record};
use crate::services::form::{schema, Form};
use crate::state::AppState;

// Each field's limit, for the document and for `apply` alike.
pub const MAX_TITLE: usize = 150;
pub const MAX_NOTE: usize = 2000;

#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct MilestoneInput {
    father_id: Option<String>,
    #[schema(schema_with = schema::required_text::<MAX_TITLE>)]
    title: Option<String>,
    /// 'completed course' or a kind of the program's own, e.g. 'employment'.
    #[schema(schema_with = schema::required_text::<MAX_MILESTONE_KIND>)]
    kind: Option<String>,
    /// Default today.
    #[schema(schema_with = schema::day)]
    achieved_at: Option<String>,
    #[schema(schema_with = schema::text::<MAX_NOTE>)]
    note: Option<String>,
}

/// A new milestone's body, as the document describes it.
pub type NewMilestone = crate::extract::New<MilestoneInput>;

impl crate::extract::Creatable for MilestoneInput {
    const REQUIRED: &'static [&'static str] = &["fatherId", "title", "kind"];
}

impl MilestoneInput {
    fn apply(self, m: &mut Milestone, creating: bool) -> AppResult<()> {
        let mut form = Form::new(creating);
        form.required_text("title", "Title", MAX_TITLE, self.title, &mut m.title);
        form.require("kind", "Kind", self.kind, |k| parse_milestone_kind(&k), &mut m.kind);
        form.set("achievedAt", self.achieved_at, |d| parse_date(&d, "Achieved at"), &mut m.achieved_at);
        form.text("note", "Note", MAX_NOTE, self.note, &mut m.note);
        form.finish()
    }
}

/// All milestones (staff), or one father's. A father sees only his own.
pub async fn list(
    state: &AppState,
    viewer: &Viewer,
    father_id: Option<String>,
    limit: i64,
    offset: i64,
) -> AppResult<Vec<Milestone>> {
    let father = match viewer {
        Viewer::Staff(_) => father_id,
        Viewer::Father { father_id: own, .. } => match (father_id, own) {
            (Some(asked), Some(own)) if &asked == own => Some(asked),
            (None, Some(own)) => Some(own.clone()),
            (None, None) => return Ok(Vec::new()),
            _ => return Err(AppError::Forbidden(catalogue::own_milestones_only())),
        },
    };
    let scope = viewer.scope();
    Ok(state.db.run(move |conn| db::milestones::list(conn, &scope, father.as_deref(), limit, offset)).await?)
}

/// A milestone change, in his activity (subject: the father).
fn log(conn: &mut dyn db::Conn, staff: &str, action: ActivityType, m: &Milestone, sentence: Sentence) -> AppResult<()> {
    let user = db::fathers::find(conn, &m.father_id)?.and_then(|f| f.user_id);
    db::activities::insert(
        conn,
        &NewActivity::by(
            staff,
            action,
            sentence.says(&[("title", &m.title), ("kind", &m.kind), ("father", &m.father_name)]),
        )
        .about("father", &m.father_id)
        .to(user),
    )?;
    Ok(())
}

pub async fn create(state: &AppState, viewer: &Viewer, input: MilestoneInput) -> AppResult<Milestone> {
    let staff = viewer.staff()?;
    let now = db::now();
    let Some(father_id) = input.father_id.clone().filter(|f| !f.trim().is_empty()) else {
        return Err(AppError::field("fatherId", catalogue::father_required()));
    };
    let mut milestone = Milestone {
        id: uuid::Uuid::now_v7().to_string(),
        father_id,
        father_name: String::new(),
        title: String::new(),
        kind: String::new(),
        achieved_at: now.date_naive(),
        note: String::new(),
        cycle_id: None,
        created_by: Some(staff.id.clone()),
        created_at: now,
    };
    input.apply(&mut milestone, true)?;
    let staff = staff.id.clone();
    let scope = viewer.scope();
    state
        .db
        .transaction(move |conn| {
            let Some(father) = db::fathers::find_in(conn, &scope, &milestone.father_id)? else {
                return Err(AppError::field("fatherId", catalogue::no_such_father()));
            };
            milestone.father_name = father.full_name();
            db::milestones::insert(conn, &milestone)?;
            log(conn, &staff, ActivityType::Created, &milestone, Sentence::MilestoneAdded)?;
            Ok(milestone)
        })
        .await
}

pub async fn update(state: &AppState, viewer: &Viewer, id: String, input: MilestoneInput) -> AppResult<Milestone> {
    let staff = viewer.staff()?.id.clone();
    if input.father_id.is_some() {
        return Err(AppError::field("fatherId", catalogue::milestone_father_fixed()));
    }
    let scope = viewer.scope();
    state
        .db
        .transaction(move |conn| {
            db::lock(conn, Table::Milestones, &id)?;
            let mut milestone =
                db::milestones::find(conn, &scope, &id)?.ok_or_else(|| AppError::not_found(Record::Milestone))?;
            input.apply(&mut milestone, false)?;
            db::milestones::update(conn, &milestone)?;
            log(conn, &staff, ActivityType::Updated, &milestone, Sentence::MilestoneChanged)?;
            Ok(milestone)
        })
        .await
}

pub async fn delete(state: &AppState, viewer: &Viewer, id: String) -> AppResult<()> {
    let staff = viewer.staff()?.id.clone();
    let scope = viewer.scope();
    state
        .db
        .transaction(move |conn| {
            let milestone =
                db::milestones::find(conn, &scope, &id)?.ok_or_else(|| AppError::not_found(Record::Milestone))?;
            db::milestones::delete(conn, &id)?;
            log(conn, &staff, ActivityType::Deleted, &milestone, Sentence::MilestoneRemoved)?;
            Ok(())
        })
        .await
}

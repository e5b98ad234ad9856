//! A director's view of his staff: one staff member's groups, caseload and open follow-ups,
//! and a leaver's caseload handed to a colleague in one action.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::auth::Viewer;
use crate::catalogue;
use crate::db::{self, scope::Scope};
use crate::domain::{ActivityType, NewActivity, Sentence, StaffMember, User};
use crate::error::{AppError, AppResult, Record};
use crate::state::AppState;

/// Open follow-ups are counted up to this many (shown "99+").
const FOLLOW_UPS_COUNTED: i64 = 100;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StaffPage {
    pub member: StaffMember,
    pub email: String,
    /// The groups he facilitates, by name, with their current member counts.
    pub groups: Vec<StaffGroup>,
    /// The fathers whose case manager he is.
    pub caseload: i64,
    /// Open follow-ups of the fathers in his scope (up to 100).
    pub open_follow_ups: i64,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StaffGroup {
    pub id: String,
    pub name: String,
    pub member_count: i64,
}

fn staff_member(user: User) -> AppResult<(StaffMember, String)> {
    let role = user.staff_role.ok_or_else(|| AppError::not_found(Record::StaffMember))?;
    Ok((StaffMember { id: user.id, display_name: user.display_name, staff_role: role }, user.email))
}

/// `GET /api/staff/{id}`: directors.
pub async fn page(state: &AppState, viewer: &Viewer, id: String) -> AppResult<StaffPage> {
    viewer.director()?;
    state
        .db
        .run(move |conn| {
            let user = db::users::find(conn, &id)?
                .filter(|u| u.is_admin)
                .ok_or_else(|| AppError::not_found(Record::StaffMember))?;
            let (member, email) = staff_member(user)?;
            let groups = db::groups::facilitated_by(conn, &id)?
                .into_iter()
                .map(|(id, name, member_count)| StaffGroup { id, name, member_count })
                .collect();
            let caseload = db::fathers::caseload_count(conn, &id)?;
            let scope = Scope::Staff(id.clone());
            let open = db::contacts::follow_ups(conn, &scope, None, None, FOLLOW_UPS_COUNTED, 0)?.len() as i64;
            Ok(StaffPage { member, email, groups, caseload, open_follow_ups: open })
        })
        .await
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReassignInput {
    /// The staff account that becomes their case manager.
    pub to: String,
}

#[derive(Serialize, ToSchema)]
pub struct Reassigned {
    /// How many fathers changed case manager.
    pub moved: i64,
}

/// `POST /api/staff/{id}/caseload`: every father whose case manager is `id` gets `to` as his
/// case manager, in one transaction (directors). 400 when `to` is not another staff account.
pub async fn reassign(state: &AppState, viewer: &Viewer, from: String, input: ReassignInput) -> AppResult<Reassigned> {
    let director = viewer.director()?.id.clone();
    if input.to == from {
        return Err(AppError::field("to", catalogue::caseload_to_another()));
    }
    state
        .db
        .transaction(move |conn| {
            let from_user = db::users::find(conn, &from)?
                .filter(|u| u.is_admin)
                .ok_or_else(|| AppError::not_found(Record::StaffMember))?;
            let to_user = db::users::find(conn, &input.to)?
                .filter(|u| u.is_admin)
                .ok_or_else(|| AppError::field("to", catalogue::new_case_manager_staff()))?;
            let moved = db::fathers::reassign_caseload(conn, &from, &input.to, db::now_millis())?;
            if !moved.is_empty() {
                let summary = Sentence::CaseloadReassigned
                    .says(&[("from", &from_user.display_name), ("to", &to_user.display_name)]);
                db::activities::insert(
                    conn,
                    &NewActivity::by(&director, ActivityType::Updated, summary).about("user", &from),
                )?;
            }
            Ok(Reassigned { moved: moved.len() as i64 })
        })
        .await
}

//! The program: fathers, groups, workshop cycles, sessions, attendance, milestones.
//! Each service function takes the `Viewer` and enforces what that person may see
//! or change; handlers in `http` only translate.

pub mod attendance;
pub mod completion;
pub mod cycles;
pub mod fathers;
pub mod groups;
pub mod milestones;
pub mod reports;
pub mod sessions;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;

use crate::domain::User;
use crate::error::AppError;
use crate::extract::AuthUser;
use crate::state::AppState;

/// Who is asking: staff see and manage everything; a father sees his own record and
/// what belongs to his groups.
pub enum Viewer {
    Staff(User),
    Father { user: User, father_id: Option<String> },
}

impl Viewer {
    pub fn user(&self) -> &User {
        match self {
            Viewer::Staff(user) | Viewer::Father { user, .. } => user,
        }
    }

    pub fn is_staff(&self) -> bool {
        matches!(self, Viewer::Staff(_))
    }

    /// Staff only; a father gets 403.
    pub fn staff(&self) -> Result<&User, AppError> {
        match self {
            Viewer::Staff(user) => Ok(user),
            Viewer::Father { .. } => Err(forbidden()),
        }
    }

    /// What `user` is to the program: staff, or a father (with his record, if linked).
    pub async fn of(state: &AppState, user: User) -> Result<Viewer, AppError> {
        if user.is_admin {
            return Ok(Viewer::Staff(user));
        }
        let id = user.id.clone();
        let father = state.db.run(move |conn| crate::db::fathers::find_by_user(conn, &id)).await?;
        Ok(Viewer::Father { user, father_id: father.map(|f| f.id) })
    }

    /// The father record of a signed-in father (None for staff or an unlinked account).
    pub fn own_father_id(&self) -> Option<&str> {
        match self {
            Viewer::Father { father_id, .. } => father_id.as_deref(),
            Viewer::Staff(_) => None,
        }
    }
}

/// The groups whose workshops a viewer may see (None: all).
pub(crate) async fn visible_groups(state: &AppState, viewer: &Viewer) -> Result<Option<Vec<String>>, AppError> {
    match viewer {
        Viewer::Staff(_) => Ok(None),
        Viewer::Father { father_id: Some(father), .. } => {
            let father = father.clone();
            Ok(Some(state.db.run(move |conn| crate::db::groups::groups_of(conn, &father)).await?))
        }
        Viewer::Father { father_id: None, .. } => Ok(Some(Vec::new())),
    }
}

/// A cycle the viewer may see (404 otherwise).
async fn get_cycle_for(
    state: &AppState,
    viewer: &Viewer,
    id: String,
) -> Result<crate::domain::records::Cycle, AppError> {
    cycles::get_cycle(state, viewer, id).await
}

pub fn forbidden() -> AppError {
    AppError::Forbidden("Only program staff can do this.".into())
}

pub fn not_found(what: &str) -> AppError {
    AppError::NotFound(format!("No such {what}."))
}

impl FromRequestParts<AppState> for Viewer {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let AuthUser(user) = AuthUser::from_request_parts(parts, state).await?;
        Viewer::of(state, user).await
    }
}

//! Who is asking: staff see and manage everything; a father sees his own record and
//! what belongs to his groups. Every service function takes the `Viewer` and enforces
//! what that person may see or change (the extractor is in `extract`).

use crate::db::{self, Db};
use crate::domain::User;
use crate::error::AppError;

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
            Viewer::Father { .. } => Err(AppError::staff_only()),
        }
    }

    /// What `user` is to the program: staff, or a father (with his record, if linked).
    pub async fn of(db: &Db, user: User) -> Result<Viewer, AppError> {
        if user.is_admin {
            return Ok(Viewer::Staff(user));
        }
        let id = user.id.clone();
        let father = db.run(move |conn| db::fathers::find_by_user(conn, &id)).await?;
        Ok(Viewer::Father { user, father_id: father.map(|f| f.id) })
    }

    /// The father record of a signed-in father (None for staff or an unlinked account).
    pub fn own_father_id(&self) -> Option<&str> {
        match self {
            Viewer::Father { father_id, .. } => father_id.as_deref(),
            Viewer::Staff(_) => None,
        }
    }

    /// The groups whose workshops, events and albums he may see (None: all).
    pub async fn visible_groups(&self, db: &Db) -> Result<Option<Vec<String>>, AppError> {
        match self {
            Viewer::Staff(_) => Ok(None),
            Viewer::Father { father_id: Some(father), .. } => {
                let father = father.clone();
                Ok(Some(db.run(move |conn| db::groups::groups_of(conn, &father)).await?))
            }
            Viewer::Father { father_id: None, .. } => Ok(Some(Vec::new())),
        }
    }
}

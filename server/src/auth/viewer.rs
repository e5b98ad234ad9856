//! Who is asking: a director sees and manages everything; a staff member the fathers in
//! his scope (`db::scope`) and the groups he facilitates; a father his own record and what
//! belongs to his groups. Every service function takes the `Viewer` and enforces what that
//! person may see or change (the extractor is in `extract`).

use crate::catalogue;
use crate::db::scope::Scope;
use crate::db::{self, Db};
use crate::domain::User;
use crate::error::{AppError, Record};

#[derive(Clone)]
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

    /// Whose father records he may read: see `db::scope`.
    pub fn scope(&self) -> Scope {
        match self {
            Viewer::Staff(user) if user.is_director() => Scope::All,
            Viewer::Staff(user) => Scope::Staff(user.id.clone()),
            Viewer::Father { father_id, .. } => Scope::Own(father_id.clone()),
        }
    }

    pub fn is_director(&self) -> bool {
        matches!(self, Viewer::Staff(user) if user.is_director())
    }

    /// Whether he reads the sensitive answers and flags of a father whose case managers (one
    /// a program, `db::programs::case_managers_of`) are `case_managers`: a director, or one of
    /// them; no one else (fathers included).
    pub fn reads_sensitive(&self, case_managers: &[String]) -> bool {
        match self {
            Viewer::Staff(user) => user.is_director() || case_managers.contains(&user.id),
            Viewer::Father { .. } => false,
        }
    }

    /// Directors only; staff and fathers get 403.
    pub fn director(&self) -> Result<&User, AppError> {
        match self {
            Viewer::Staff(user) if user.is_director() => Ok(user),
            Viewer::Staff(_) => Err(AppError::directors_only()),
            Viewer::Father { .. } => Err(AppError::staff_only()),
        }
    }

    /// Staff with `father_id` in scope: 403 for a father, 404 for staff outside the scope
    /// (and for a record that does not exist), the staff account otherwise. Checked in
    /// the caller's transaction.
    pub fn staff_reaching(&self, conn: &mut dyn db::Conn, father_id: &str) -> Result<&User, AppError> {
        let user = self.staff()?;
        if !self.scope().covers(conn, father_id)? {
            return Err(AppError::not_found(Record::Father));
        }
        Ok(user)
    }

    /// Staff who may run the group (its cycles, sessions, attendance, members): a
    /// director, one of its facilitators, or a manager of its program; other staff get 403.
    pub fn staff_running(&self, conn: &mut dyn db::Conn, group_id: &str) -> Result<&User, AppError> {
        let user = self.staff()?;
        if user.is_director() || db::scope::runs(conn, &user.id, group_id)? {
            Ok(user)
        } else {
            Err(AppError::Forbidden(catalogue::facilitators_only()))
        }
    }

    /// Which programs he may know of: a director every one; anyone else those that are not
    /// confidential and those he works in.
    pub fn knows(&self) -> db::programs::Knows {
        db::programs::Knows::of(self.user())
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
        let father = db.read_point(move |conn| db::fathers::find_by_user(conn, &id)).await?;
        Ok(Viewer::Father { user, father_id: father.map(|f| f.id) })
    }

    /// The father record of a signed-in father (None for staff or an unlinked account).
    pub fn own_father_id(&self) -> Option<&str> {
        match self {
            Viewer::Father { father_id, .. } => father_id.as_deref(),
            Viewer::Staff(_) => None,
        }
    }

    /// The groups whose workshops, events and albums he may see (None: all): a father his
    /// own; staff every group but those of confidential programs they do not work in.
    pub async fn visible_groups(&self, db: &Db) -> Result<Option<Vec<String>>, AppError> {
        self.visible_groups_in(db, None).await
    }

    /// [`Viewer::visible_groups`], and for staff of `program` alone if given (a program
    /// confidential to them has none).
    pub async fn visible_groups_in(&self, db: &Db, program: Option<String>) -> Result<Option<Vec<String>>, AppError> {
        match self {
            Viewer::Staff(_) => {
                let knows = self.knows();
                Ok(db.read_point(move |conn| db::programs::groups_shown(conn, &knows, program.as_deref())).await?)
            }
            Viewer::Father { father_id: Some(father), .. } => {
                let father = father.clone();
                Ok(Some(db.run(move |conn| db::groups::groups_of(conn, &father)).await?))
            }
            Viewer::Father { father_id: None, .. } => Ok(Some(Vec::new())),
        }
    }
}

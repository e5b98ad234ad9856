//! Whose records a reader may see (docs/PRODUCT.md, "Who uses it"): a director every
//! father; a staff member the fathers now in a group he facilitates and those whose case
//! manager he is; a father himself. One SQL condition says it, added to every query that
//! reads fathers or what belongs to them, so nothing out of scope is ever read and then
//! filtered out.
//!
//! A staff member's scope is read from `staff_scope` (migration 0017): a row per staff
//! account and father, kept by triggers from the view `staff_scope_of` (the definition
//! above), with the father's names so that his list in name order reads one index range.

use super::{Binds, Conn, DbResult};
use crate::params;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Scope {
    /// A director: every father.
    All,
    /// A staff member (his account id): his groups' current members and his caseload.
    Staff(String),
    /// A father (his record's id, None when no record is linked to his account): himself.
    Own(Option<String>),
    /// The fathers ever enrolled in a program (its id): a program's report, which its
    /// manager and directors read.
    Program(String),
    /// Those of a scope ever enrolled in a program (its id): a dashboard of one program.
    Within(Box<Scope>, String),
}

impl Scope {
    /// A staff account's scope: everything for a director, his own for staff.
    pub fn of_staff(user: &crate::domain::User) -> Scope {
        if user.is_director() {
            Scope::All
        } else {
            Scope::Staff(user.id.clone())
        }
    }

    /// The condition that the father whose id is the SQL expression `father_id` is in
    /// scope. Its value, if it has one, is bound in `binds`.
    pub fn covers_sql(&self, father_id: &str, binds: &mut Binds) -> String {
        // Unqualified, `father_id` would name the subquery's own column.
        assert!(father_id.contains('.'), "a scope's father must be a qualified column: {father_id}");
        match self {
            Scope::All => "TRUE".into(),
            Scope::Staff(id) => {
                // A probe of the primary key per father: `IN (SELECT …)` would read every
                // row of his scope first, for one record as for a page.
                format!(
                    "EXISTS (SELECT 1 FROM staff_scope ss WHERE ss.user_id = {} AND ss.father_id = {father_id})",
                    binds.add(id)
                )
            }
            Scope::Own(Some(id)) => format!("{father_id} = {}", binds.add(id)),
            Scope::Own(None) => "FALSE".into(),
            Scope::Program(id) => format!(
                "EXISTS (SELECT 1 FROM enrolments se WHERE se.program_id = {} AND se.father_id = {father_id})",
                binds.add(id)
            ),
            Scope::Within(inner, id) => {
                let inner = inner.covers_sql(father_id, binds);
                format!(
                    "({inner} AND EXISTS (SELECT 1 FROM enrolments se WHERE se.program_id = {} AND se.father_id = {father_id}))",
                    binds.add(id)
                )
            }
        }
    }

    /// Binds the value [`Scope::covers_sql`] names, alone: for a query whose text was
    /// built once for this kind of scope ([`Scope::KINDS`]).
    pub fn bind(&self, binds: &mut Binds) {
        match self {
            Scope::Staff(id) | Scope::Own(Some(id)) | Scope::Program(id) => {
                binds.add(id);
            }
            Scope::All | Scope::Own(None) => {}
            Scope::Within(inner, id) => {
                inner.bind(binds);
                binds.add(id);
            }
        }
    }

    /// How many kinds of scope there are: the text of `covers_sql` depends on the kind
    /// alone (and where its value goes), not on whose scope it is.
    pub const KINDS: usize = 10;

    /// This scope's kind, below [`Scope::KINDS`].
    pub fn kind(&self) -> usize {
        match self {
            Scope::All => 0,
            Scope::Staff(_) => 1,
            Scope::Own(Some(_)) => 2,
            Scope::Own(None) => 3,
            Scope::Program(_) => 4,
            // One program of another scope (never of a scope already within one).
            Scope::Within(inner, _) => 5 + inner.kind() % 5,
        }
    }

    /// Whether one father is in scope (false for a father that does not exist).
    pub fn covers(&self, conn: &mut dyn Conn, father_id: &str) -> DbResult<bool> {
        let mut binds = Binds::new();
        let father = binds.add(father_id);
        let condition = self.covers_sql("f.id", &mut binds);
        conn.exists(&format!("SELECT 1 FROM fathers f WHERE f.id = {father} AND {condition}"), &binds)
    }

    /// Whether every one of `father_ids` is in scope (repeats count once; true for none):
    /// one query, so a save of a whole roster confirms its fathers in its own transaction.
    pub fn covers_all<'a>(&self, conn: &mut dyn Conn, father_ids: impl IntoIterator<Item = &'a str>) -> DbResult<bool> {
        let ids: std::collections::BTreeSet<&str> = father_ids.into_iter().collect();
        if ids.is_empty() || self.is_all() {
            return Ok(true);
        }
        let mut binds = Binds::new();
        let list = binds.list(ids.iter().copied());
        let condition = self.covers_sql("f.id", &mut binds);
        let sql = format!("SELECT COUNT(*) AS covered FROM fathers f WHERE f.id IN ({list}) AND {condition}");
        let covered = conn.first(&sql, &binds, |row| row.int("covered"))?.unwrap_or(0);
        Ok(usize::try_from(covered).unwrap_or(0) == ids.len())
    }

    /// The scope's fathers of one program (its id) alone.
    pub fn within(self, program: String) -> Scope {
        match self {
            Scope::Within(inner, _) => Scope::Within(inner, program),
            other => Scope::Within(Box::new(other), program),
        }
    }

    /// The program a scope is of, if it is of one.
    pub fn program(&self) -> Option<&str> {
        match self {
            Scope::Program(id) | Scope::Within(_, id) => Some(id),
            _ => None,
        }
    }

    /// Whether the reader sees every father.
    pub fn is_all(&self) -> bool {
        matches!(self, Scope::All)
    }
}

/// Whether `user_id` facilitates the group now.
pub fn facilitates(conn: &mut dyn Conn, user_id: &str, group_id: &str) -> DbResult<bool> {
    conn.exists("SELECT 1 FROM group_facilitators WHERE group_id = $1 AND user_id = $2", params![group_id, user_id])
}

/// Whether `user_id` runs the group: facilitates it, or manages its program.
pub fn runs(conn: &mut dyn Conn, user_id: &str, group_id: &str) -> DbResult<bool> {
    conn.exists(
        "SELECT 1 FROM group_facilitators WHERE group_id = $1 AND user_id = $2
         UNION ALL
         SELECT 1 FROM father_groups g JOIN program_staff ps ON ps.program_id = g.program_id
         WHERE g.id = $1 AND ps.user_id = $2 AND ps.role = 'manager'",
        params![group_id, user_id],
    )
}

/// The groups `user_id` facilitates now.
pub fn groups_facilitated_by(conn: &mut dyn Conn, user_id: &str) -> DbResult<Vec<String>> {
    conn.all("SELECT group_id FROM group_facilitators WHERE user_id = $1 ORDER BY group_id", params![user_id], |row| {
        row.text("group_id")
    })
}

/// An account that is no longer staff facilitates no group, works in no program and manages
/// no caseload.
pub fn forget_staff(conn: &mut dyn Conn, user_id: &str) -> DbResult<()> {
    conn.execute("DELETE FROM group_facilitators WHERE user_id = $1", params![user_id])?;
    conn.execute("DELETE FROM program_staff WHERE user_id = $1", params![user_id])?;
    conn.execute("UPDATE fathers SET case_manager_id = NULL WHERE case_manager_id = $1", params![user_id])?;
    conn.execute("UPDATE enrolments SET case_manager_id = NULL WHERE case_manager_id = $1", params![user_id])?;
    Ok(())
}

/// A group's facilitators (account id and name), by group, for the given groups.
pub fn facilitators_of(
    conn: &mut dyn Conn,
    group_ids: &[&str],
) -> DbResult<std::collections::HashMap<String, Vec<(String, String)>>> {
    let mut by_group: std::collections::HashMap<String, Vec<(String, String)>> = Default::default();
    if group_ids.is_empty() {
        return Ok(by_group);
    }
    let mut binds = Binds::new();
    let list = binds.list(group_ids.iter().copied());
    conn.each_row(
        &format!(
            "SELECT gf.group_id, gf.user_id, u.display_name FROM group_facilitators gf JOIN users u ON u.id = gf.user_id
             WHERE gf.group_id IN ({list}) ORDER BY gf.group_id, gf.user_id"
        ),
        &binds,
        &mut |row| {
            let facilitator = (row.text("user_id")?, row.text("display_name")?);
            by_group.entry(row.text("group_id")?).or_default().push(facilitator);
            Ok(true)
        },
    )?;
    Ok(by_group)
}

/// Makes `user_ids` the group's facilitators (every one a staff account: the caller checks).
pub fn set_facilitators(conn: &mut dyn Conn, group_id: &str, user_ids: &[String]) -> DbResult<()> {
    conn.execute("DELETE FROM group_facilitators WHERE group_id = $1", params![group_id])?;
    for user in user_ids {
        conn.execute(
            "INSERT INTO group_facilitators (group_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            params![group_id, user],
        )?;
    }
    Ok(())
}

/// The directors (an admin without a role is one, see `db::users`) and the accounts `others`
/// selects (`$1` its key).
fn directors_and(conn: &mut dyn Conn, others: &str, key: &str) -> DbResult<Vec<String>> {
    conn.all(&format!("{} UNION {others}", super::users::DIRECTOR_IDS), params![key], |row| row.text("id"))
}

/// The staff accounts who see this father on a roster: the directors and every staff
/// member whose scope holds him (his groups' facilitators, his case manager).
pub fn staff_seeing(conn: &mut dyn Conn, father_id: &str) -> DbResult<Vec<String>> {
    directors_and(conn, "SELECT ss.user_id FROM staff_scope ss WHERE ss.father_id = $1", father_id)
}

/// The staff accounts who run the group: the directors and its facilitators.
pub fn staff_running(conn: &mut dyn Conn, group_id: &str) -> DbResult<Vec<String>> {
    directors_and(conn, "SELECT f.user_id FROM group_facilitators f WHERE f.group_id = $1", group_id)
}

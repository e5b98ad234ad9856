//! `programs`, `program_staff` and `enrolments` (migration 0027).
//!
//! Who may know a program: a director every one; a staff member every program that is not
//! confidential, and the confidential ones he works in. One SQL condition says it
//! ([`Knows::sql`]), added to every query that reads programs or enrolments.

use std::collections::HashMap;

use super::{Binds, Conn, DbResult, Row, Value};
use crate::domain::program::FatherStatus;
use crate::domain::programs::{Enrolment, Program, ProgramRole, ProgramStaffMember};
use crate::{binds, params};

/// Whose knowledge of programs a query is limited to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Knows {
    /// A director: every program.
    All,
    /// A staff member, or a father reading his own record (his account id): the programs
    /// that are not confidential, and those he works in.
    Account(String),
}

impl Knows {
    /// How many kinds of knowledge there are: the text of `sql` depends on the kind alone.
    pub const KINDS: usize = 2;

    /// This knowledge's kind, below [`Knows::KINDS`].
    pub fn kind(&self) -> usize {
        match self {
            Knows::All => 0,
            Knows::Account(_) => 1,
        }
    }

    /// Binds the value [`Knows::sql`] names, alone: for a query whose text was built once
    /// for this kind ([`Knows::KINDS`]).
    pub fn bind(&self, binds: &mut Binds) {
        if let Knows::Account(user) = self {
            binds.add(user);
        }
    }

    /// What a staff account may know of: every program for a director.
    pub fn of(user: &crate::domain::User) -> Knows {
        if user.is_director() {
            Knows::All
        } else {
            Knows::Account(user.id.clone())
        }
    }

    /// The condition that some program is unknown to the reader (never for a director). Most
    /// readers know every program: a query skips on it, once, what only a program hidden from
    /// the reader would change.
    pub fn hides_any_sql(&self, binds: &mut Binds) -> String {
        match self {
            Knows::All => "FALSE".into(),
            Knows::Account(user) => format!(
                "EXISTS (SELECT 1 FROM programs hp WHERE hp.confidential AND NOT EXISTS (
                     SELECT 1 FROM program_staff hps WHERE hps.program_id = hp.id AND hps.user_id = {}))",
                binds.add(user)
            ),
        }
    }

    /// The condition that the program whose id is the SQL expression `program_id` is known.
    pub fn sql(&self, program_id: &str, binds: &mut Binds) -> String {
        match self {
            Knows::All => "TRUE".into(),
            Knows::Account(user) => format!(
                "EXISTS (SELECT 1 FROM programs kp WHERE kp.id = {program_id} AND (NOT kp.confidential OR EXISTS (
                     SELECT 1 FROM program_staff kps WHERE kps.program_id = kp.id AND kps.user_id = {})))",
                binds.add(user)
            ),
        }
    }
}

/// The programs a list holds: those the reader may know of, and of them the one asked for.
#[derive(Clone, Debug)]
pub struct ProgramFilter {
    pub knows: Knows,
    /// `?programId=`: only this program's.
    pub only: Option<String>,
}

impl ProgramFilter {
    /// Everything the reader may know of.
    pub fn known(knows: Knows) -> ProgramFilter {
        ProgramFilter { knows, only: None }
    }

    /// The condition on the SQL expression `program_id`.
    pub fn sql(&self, program_id: &str, binds: &mut Binds) -> String {
        let known = self.knows.sql(program_id, binds);
        match &self.only {
            Some(only) => format!("{program_id} = {} AND {known}", binds.add(only)),
            None => known,
        }
    }
}

/// The groups whose calendar, cycles and sessions a staff member sees: every group (None)
/// but those of confidential programs he does not work in; with `only`, that program's
/// alone (none if it is confidential to him). Most staff hide nothing: one probe says so.
pub fn groups_shown(conn: &mut dyn Conn, knows: &Knows, only: Option<&str>) -> DbResult<Option<Vec<String>>> {
    if only.is_none() {
        let mut binds = Binds::new();
        let hides = knows.hides_any_sql(&mut binds);
        if !conn.exists(&format!("SELECT 1 WHERE {hides}"), &binds)? {
            return Ok(None);
        }
    }
    let mut binds = Binds::new();
    let filter = ProgramFilter { knows: knows.clone(), only: only.map(str::to_owned) }.sql("g.program_id", &mut binds);
    let groups =
        conn.all(&format!("SELECT g.id FROM father_groups g WHERE {filter} ORDER BY g.id"), &binds, |r| r.text("id"))?;
    Ok(Some(groups))
}

/// The staff accounts who may know of the group's program if it is confidential (its
/// staff and the directors); None when it is not, and every staff member may.
pub fn staff_knowing_group(conn: &mut dyn Conn, group_id: &str) -> DbResult<Option<Vec<String>>> {
    let confidential = conn.exists(
        "SELECT 1 FROM father_groups g JOIN programs p ON p.id = g.program_id WHERE g.id = $1 AND p.confidential",
        params![group_id],
    )?;
    if !confidential {
        return Ok(None);
    }
    let staff = conn.all(
        &format!(
            "{} UNION
             SELECT ps.user_id AS id FROM father_groups g JOIN program_staff ps ON ps.program_id = g.program_id
             WHERE g.id = $1",
            super::users::DIRECTOR_IDS
        ),
        params![group_id],
        |row| row.text("id"),
    )?;
    Ok(Some(staff))
}

/// Whether the reader may know of the program.
pub fn knows_program(conn: &mut dyn Conn, knows: &Knows, program_id: &str) -> DbResult<bool> {
    let mut binds = Binds::new();
    let id = binds.add(program_id);
    let known = knows.sql("p.id", &mut binds);
    conn.exists(&format!("SELECT 1 FROM programs p WHERE p.id = {id} AND {known}"), &binds)
}

const PROGRAM_COLUMNS: &str = "p.id, p.name, p.code, p.confidential, p.archived_at, p.created_at, p.updated_at,
     (SELECT COUNT(*) FROM father_groups g WHERE g.program_id = p.id) AS group_count";

fn program_from_row(row: &Row) -> DbResult<Program> {
    Ok(Program {
        id: row.text("id")?,
        name: row.text("name")?,
        code: row.text("code")?,
        confidential: row.bool("confidential")?,
        archived_at: row.opt_time("archived_at")?,
        staff: Vec::new(),
        group_count: row.int("group_count")?,
        created_at: row.time("created_at")?,
        updated_at: row.time("updated_at")?,
    })
}

/// Every program, by name (a director's list).
pub fn all(conn: &mut dyn Conn) -> DbResult<Vec<Program>> {
    let programs = conn.all(
        &format!("SELECT {PROGRAM_COLUMNS} FROM programs p ORDER BY p.archived_at IS NOT NULL, p.name, p.id"),
        &[],
        program_from_row,
    )?;
    with_staff(conn, programs)
}

/// The programs `user_id` works in, by name.
pub fn worked_in_by(conn: &mut dyn Conn, user_id: &str) -> DbResult<Vec<Program>> {
    let programs = conn.all(
        &format!(
            "SELECT {PROGRAM_COLUMNS} FROM program_staff ps JOIN programs p ON p.id = ps.program_id
             WHERE ps.user_id = $1 ORDER BY p.archived_at IS NOT NULL, p.name, p.id"
        ),
        params![user_id],
        program_from_row,
    )?;
    with_staff(conn, programs)
}

pub fn find(conn: &mut dyn Conn, id: &str) -> DbResult<Option<Program>> {
    let Some(program) = conn.first(
        &format!("SELECT {PROGRAM_COLUMNS} FROM programs p WHERE p.id = $1"),
        params![id],
        program_from_row,
    )?
    else {
        return Ok(None);
    };
    Ok(with_staff(conn, vec![program])?.pop())
}

fn with_staff(conn: &mut dyn Conn, mut programs: Vec<Program>) -> DbResult<Vec<Program>> {
    if programs.is_empty() {
        return Ok(programs);
    }
    let mut binds = Binds::new();
    let list = binds.list(programs.iter().map(|p| p.id.as_str()));
    let mut by_program: HashMap<String, Vec<ProgramStaffMember>> = HashMap::new();
    conn.each_row(
        &format!(
            "SELECT ps.program_id, ps.user_id, ps.role, u.display_name FROM program_staff ps JOIN users u ON u.id = ps.user_id
             WHERE ps.program_id IN ({list}) ORDER BY ps.program_id, ps.role, u.display_name, u.id"
        ),
        &binds,
        &mut |row| {
            let member = ProgramStaffMember {
                user_id: row.text("user_id")?,
                display_name: row.text("display_name")?,
                role: row.word("role", ProgramRole::parse)?,
            };
            by_program.entry(row.text("program_id")?).or_default().push(member);
            Ok(true)
        },
    )?;
    for program in &mut programs {
        program.staff = by_program.remove(&program.id).unwrap_or_default();
    }
    Ok(programs)
}

pub fn insert(conn: &mut dyn Conn, p: &Program) -> DbResult<()> {
    conn.execute(
        "INSERT INTO programs (id, name, code, confidential, archived_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
        params![
            p.id.as_str(),
            p.name.as_str(),
            p.code.as_str(),
            p.confidential,
            p.archived_at,
            p.created_at,
            p.updated_at
        ],
    )?;
    Ok(())
}

pub fn update(conn: &mut dyn Conn, p: &Program) -> DbResult<bool> {
    Ok(conn.execute(
        "UPDATE programs SET name = $2, code = $3, confidential = $4, archived_at = $5, updated_at = $6 WHERE id = $1",
        params![p.id.as_str(), p.name.as_str(), p.code.as_str(), p.confidential, p.archived_at, p.updated_at],
    )? == 1)
}

/// Makes `staff` the program's staff, each with a role (every one a staff account: the caller checks).
pub fn set_staff(conn: &mut dyn Conn, program_id: &str, staff: &[(String, ProgramRole)]) -> DbResult<()> {
    conn.execute("DELETE FROM program_staff WHERE program_id = $1", params![program_id])?;
    for (user, role) in staff {
        conn.execute(
            "INSERT INTO program_staff (program_id, user_id, role) VALUES ($1, $2, $3)",
            params![program_id, user.as_str(), role.as_str()],
        )?;
    }
    Ok(())
}

/// What `user_id` is in the program, if he works in it.
pub fn role_of(conn: &mut dyn Conn, program_id: &str, user_id: &str) -> DbResult<Option<ProgramRole>> {
    conn.first(
        "SELECT role FROM program_staff WHERE program_id = $1 AND user_id = $2",
        params![program_id, user_id],
        |row| row.word("role", ProgramRole::parse),
    )
}

/// The programs not archived, oldest first: when there is one, it is where a new group or
/// father goes without being told.
pub fn open_ids(conn: &mut dyn Conn) -> DbResult<Vec<String>> {
    conn.all("SELECT id FROM programs WHERE archived_at IS NULL ORDER BY created_at, id", &[], |row| row.text("id"))
}

/// An account that is no longer staff works in no program.
pub fn forget_staff(conn: &mut dyn Conn, user_id: &str) -> DbResult<()> {
    conn.execute("DELETE FROM program_staff WHERE user_id = $1", params![user_id])?;
    Ok(())
}

const ENROLMENT_COLUMNS: &str = "e.id, e.father_id, e.program_id, p.name AS program_name, e.status, e.enrolled_at,
     e.exited_at, e.exit_reason, e.case_manager_id, e.created_at, e.updated_at";

fn enrolment_from_row(row: &Row) -> DbResult<Enrolment> {
    Ok(Enrolment {
        id: row.text("id")?,
        father_id: row.text("father_id")?,
        program_id: row.text("program_id")?,
        program_name: row.text("program_name")?,
        status: row.word("status", FatherStatus::parse)?,
        enrolled_at: row.opt_date("enrolled_at")?,
        exited_at: row.opt_date("exited_at")?,
        exit_reason: row.text("exit_reason")?,
        case_manager_id: row.opt_text("case_manager_id")?,
        created_at: row.time("created_at")?,
        updated_at: row.time("updated_at")?,
    })
}

/// A father's enrolments the reader may know of, latest first.
pub fn enrolments_of(conn: &mut dyn Conn, father_id: &str, knows: &Knows) -> DbResult<Vec<Enrolment>> {
    let mut binds = binds![father_id];
    let known = knows.sql("e.program_id", &mut binds);
    conn.all(
        &format!(
            "SELECT {ENROLMENT_COLUMNS} FROM enrolments e JOIN programs p ON p.id = e.program_id
             WHERE e.father_id = $1 AND {known} ORDER BY e.created_at DESC, e.id DESC"
        ),
        &binds,
        enrolment_from_row,
    )
}

pub fn find_enrolment(conn: &mut dyn Conn, id: &str) -> DbResult<Option<Enrolment>> {
    conn.first(
        &format!("SELECT {ENROLMENT_COLUMNS} FROM enrolments e JOIN programs p ON p.id = e.program_id WHERE e.id = $1"),
        params![id],
        enrolment_from_row,
    )
}

/// A father's latest enrolment (the most recently made), whoever may know of it: the one his
/// record's status, dates and case manager are.
pub fn latest_enrolment(conn: &mut dyn Conn, father_id: &str) -> DbResult<Option<Enrolment>> {
    conn.first(
        &format!(
            "SELECT {ENROLMENT_COLUMNS} FROM enrolments e JOIN programs p ON p.id = e.program_id
             WHERE e.father_id = $1 ORDER BY e.created_at DESC, e.id DESC LIMIT 1"
        ),
        params![father_id],
        enrolment_from_row,
    )
}

/// Whether the father whose row is aliased `f` is still in some program: his record (his
/// latest enrolment) not exited, or any other enrolment open. A father who left one grant
/// but is in another still hears what the whole organisation is told.
pub fn in_any_program_sql(f: &str) -> String {
    format!(
        "({f}.status <> 'exited' OR EXISTS (SELECT 1 FROM enrolments open_e
             WHERE open_e.father_id = {f}.id AND open_e.status <> 'exited'))"
    )
}

/// A father's case managers: his record's and each of his enrolments' (one a program he is
/// or was in), each once.
pub fn case_managers_of(conn: &mut dyn Conn, father_id: &str) -> DbResult<Vec<String>> {
    conn.all(&case_managers_sql("$1"), params![father_id], |row| row.text("case_manager_id"))
}

/// The statement of `case_managers_of` for the father whose id is the SQL expression
/// `father_id`: one column, `case_manager_id`, never NULL.
pub fn case_managers_sql(father_id: &str) -> String {
    format!(
        "SELECT case_manager_id FROM fathers WHERE id = {father_id} AND case_manager_id IS NOT NULL
         UNION SELECT case_manager_id FROM enrolments WHERE father_id = {father_id} AND case_manager_id IS NOT NULL"
    )
}

/// Whether the staff member bound at `user` is the case manager of one of the enrolments of
/// the father whose id is `father_id` (an SQL expression).
pub fn enrolment_case_manager_sql(father_id: &str, user: super::Placeholder) -> String {
    format!("EXISTS (SELECT 1 FROM enrolments cme WHERE cme.father_id = {father_id} AND cme.case_manager_id = {user})")
}

fn enrolment_values(e: &Enrolment) -> Vec<Value> {
    vec![
        Value::from(&e.id),
        Value::from(&e.father_id),
        Value::from(&e.program_id),
        Value::from(e.status.as_str()),
        Value::from(e.enrolled_at),
        Value::from(e.exited_at),
        Value::from(&e.exit_reason),
        Value::from(e.case_manager_id.as_deref()),
        Value::from(e.created_at),
        Value::from(e.updated_at),
    ]
}

/// Inserts an enrolment; a second open one in the same program is `UniqueViolation`.
pub fn insert_enrolment(conn: &mut dyn Conn, e: &Enrolment) -> DbResult<()> {
    conn.execute(
        "INSERT INTO enrolments (id, father_id, program_id, status, enrolled_at, exited_at, exit_reason, case_manager_id,
                                 created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
        &enrolment_values(e),
    )?;
    Ok(())
}

/// Writes an enrolment's status, dates, exit and case manager; reopening one beside another
/// open one in its program is `UniqueViolation`.
pub fn update_enrolment(conn: &mut dyn Conn, e: &Enrolment) -> DbResult<bool> {
    Ok(conn.execute(
        "UPDATE enrolments SET status = $2, enrolled_at = $3, exited_at = $4, exit_reason = $5, case_manager_id = $6,
                               updated_at = $7
         WHERE id = $1",
        params![
            e.id.as_str(),
            e.status.as_str(),
            e.enrolled_at,
            e.exited_at,
            e.exit_reason.as_str(),
            e.case_manager_id.as_deref(),
            e.updated_at
        ],
    )? == 1)
}

/// Writes his record's status, dates, exit and case manager into his latest enrolment, the
/// one they are (a change made on his record rather than on an enrolment).
pub fn mirror_record(conn: &mut dyn Conn, father: &crate::domain::records::Father) -> DbResult<()> {
    let Some(mut latest) = latest_enrolment(conn, &father.id)? else { return Ok(()) };
    let same = latest.status == father.status
        && latest.enrolled_at == father.enrollment_date
        && latest.exited_at == father.exit_date
        && latest.exit_reason == father.exit_reason
        && latest.case_manager_id == father.case_manager_id;
    if !same {
        latest.status = father.status;
        latest.enrolled_at = father.enrollment_date;
        latest.exited_at = father.exit_date;
        latest.exit_reason.clone_from(&father.exit_reason);
        latest.case_manager_id.clone_from(&father.case_manager_id);
        latest.updated_at = father.updated_at;
        update_enrolment(conn, &latest)?;
    }
    Ok(())
}

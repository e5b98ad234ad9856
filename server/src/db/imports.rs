//! The `imports` and `import_rows` tables: fathers imported from a spreadsheet, and what
//! each import did to each record, for its undo.

use super::scope::Scope;
use super::{Binds, Conn, DbResult, Row};
use crate::domain::imports::{Import, ImportCounts};
use crate::params;

/// What an import matches a row against, of one record in the importer's scope.
#[derive(Clone, Debug)]
pub struct Known {
    pub id: String,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone: String,
    pub date_of_birth: Option<chrono::NaiveDate>,
}

/// Every record in `scope` that is not anonymised, as an import matches rows against them:
/// one read for the whole file, rather than one per row.
pub fn known_in(conn: &mut dyn Conn, scope: &Scope) -> DbResult<Vec<Known>> {
    let mut binds = Binds::new();
    let in_scope = scope.covers_sql("f.id", &mut binds);
    conn.all(
        &format!(
            "SELECT f.id, f.first_name, f.last_name, f.email, f.phone, f.date_of_birth FROM fathers f
             WHERE f.anonymised_at IS NULL AND {in_scope}"
        ),
        &binds,
        |row| {
            Ok(Known {
                id: row.text("id")?,
                first_name: row.text("first_name")?,
                last_name: row.text("last_name")?,
                email: row.text("email")?,
                phone: row.text("phone")?,
                date_of_birth: row.opt_date("date_of_birth")?,
            })
        },
    )
}

fn from_row(row: &Row) -> DbResult<Import> {
    let count = |name: &str| row.int(name).map(|n| u32::try_from(n).unwrap_or(0));
    Ok(Import {
        id: row.text("id")?,
        program_id: row.text("program_id")?,
        counts: ImportCounts {
            create: count("created_count")?,
            update: count("updated_count")?,
            skip: count("skipped_count")?,
            error: 0,
        },
        created_at: row.time("created_at")?,
        created_by: row.opt_text("created_by")?,
        undone_at: row.opt_time("undone_at")?,
    })
}

const COLUMNS: &str = "id, program_id, created_by, created_at, created_count, updated_count, skipped_count, undone_at";

pub fn insert(conn: &mut dyn Conn, import: &Import) -> DbResult<()> {
    conn.execute(
        "INSERT INTO imports (id, program_id, created_by, created_at, created_count, updated_count, skipped_count)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
        params![
            import.id.as_str(),
            import.program_id.as_str(),
            import.created_by.clone(),
            import.created_at,
            i64::from(import.counts.create),
            i64::from(import.counts.update),
            i64::from(import.counts.skip)
        ],
    )?;
    Ok(())
}

pub fn find(conn: &mut dyn Conn, id: &str) -> DbResult<Option<Import>> {
    conn.first(&format!("SELECT {COLUMNS} FROM imports WHERE id = $1"), params![id], from_row)
}

/// The imports into these programs (every program's: None), newest first.
pub fn list(conn: &mut dyn Conn, programs: Option<&[String]>, limit: i64) -> DbResult<Vec<Import>> {
    let mut binds = Binds::new();
    let only = match programs {
        Some(ids) => format!("WHERE program_id IN ({})", binds.list(ids.iter().map(String::as_str))),
        None => String::new(),
    };
    let limit = binds.add(limit);
    conn.all(
        &format!("SELECT {COLUMNS} FROM imports {only} ORDER BY created_at DESC, id DESC LIMIT {limit}"),
        &binds,
        from_row,
    )
}

/// Marks the import undone, once: false when it already was (a second undo, or one at the
/// same moment, finds it so).
pub fn mark_undone(conn: &mut dyn Conn, id: &str, at: chrono::DateTime<chrono::Utc>) -> DbResult<bool> {
    Ok(conn.execute("UPDATE imports SET undone_at = $2 WHERE id = $1 AND undone_at IS NULL", params![id, at])? == 1)
}

/// What an import did to one record.
#[derive(Clone, Debug)]
pub struct Done {
    pub line: u64,
    pub father_id: String,
    /// Whether it created the record (otherwise it changed it).
    pub created: bool,
    /// The fields it changed, as they were (an empty object for a record it created) and as
    /// it left them, by the contract's names.
    pub before: serde_json::Map<String, serde_json::Value>,
    pub after: serde_json::Map<String, serde_json::Value>,
    /// The record's `updated_at` as the import left it, in milliseconds.
    pub left_at: i64,
}

pub fn insert_row(conn: &mut dyn Conn, import_id: &str, done: &Done) -> DbResult<()> {
    let line = i64::try_from(done.line).unwrap_or(i64::MAX);
    conn.execute(
        "INSERT INTO import_rows (import_id, line, father_id, action, before, after, left_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
        params![
            import_id,
            line,
            done.father_id.as_str(),
            if done.created { "create" } else { "update" },
            serde_json::Value::Object(done.before.clone()).to_string(),
            serde_json::Value::Object(done.after.clone()).to_string(),
            done.left_at
        ],
    )?;
    Ok(())
}

/// What the import did to records that are still there, in the file's order.
pub fn rows_of(conn: &mut dyn Conn, import_id: &str) -> DbResult<Vec<Done>> {
    conn.all(
        "SELECT line, father_id, action, before, after, left_at FROM import_rows WHERE import_id = $1 ORDER BY line",
        params![import_id],
        |row| {
            Ok(Done {
                line: u64::try_from(row.int("line")?).unwrap_or(0),
                father_id: row.text("father_id")?,
                created: row.text("action")? == "create",
                before: row.json("before")?,
                after: row.json("after")?,
                left_at: row.int("left_at")?,
            })
        },
    )
}

/// A record's `updated_at` in milliseconds, locked to the end of the transaction (None: gone).
pub fn father_written_at(conn: &mut dyn Conn, father_id: &str) -> DbResult<Option<i64>> {
    let lock = super::for_update(conn);
    conn.first(&format!("SELECT updated_at FROM fathers WHERE id = $1{lock}"), params![father_id], |row| {
        row.int("updated_at")
    })
}

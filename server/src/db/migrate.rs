//! Schema migrations: plain SQL files under `server/migrations/`, shared by both
//! databases (only portable types: TEXT, BIGINT, BOOLEAN, DOUBLE PRECISION). A file
//! is never edited once applied; a change is a new file.

use super::{now_millis, Backend, Conn, DbError, DbResult};
use crate::params;

/// The SQL of a migration: one file for both databases, or one each where they cannot
/// share a statement (triggers).
enum Sql {
    Both(&'static str),
    Each { sqlite: &'static str, postgres: &'static str },
}

const MIGRATIONS: &[(i64, &str, Sql)] = &[
    (1, "identity", Sql::Both(include_str!("../../migrations/0001_identity.sql"))),
    (2, "program", Sql::Both(include_str!("../../migrations/0002_program.sql"))),
    (3, "user list", Sql::Both(include_str!("../../migrations/0003_user_list.sql"))),
    (4, "hardening", Sql::Both(include_str!("../../migrations/0004_hardening.sql"))),
    (5, "calendar and announcements", Sql::Both(include_str!("../../migrations/0005_calendar_announcements.sql"))),
    (
        6,
        "calendar revision",
        Sql::Each {
            sqlite: include_str!("../../migrations/0006_calendar_revision.sqlite.sql"),
            postgres: include_str!("../../migrations/0006_calendar_revision.postgres.sql"),
        },
    ),
    (7, "messages", Sql::Both(include_str!("../../migrations/0007_messages.sql"))),
    (8, "push", Sql::Both(include_str!("../../migrations/0008_push.sql"))),
    (9, "gallery", Sql::Both(include_str!("../../migrations/0009_gallery.sql"))),
    (
        10,
        "dashboard",
        Sql::Each {
            sqlite: include_str!("../../migrations/0010_dashboard.sqlite.sql"),
            postgres: include_str!("../../migrations/0010_dashboard.postgres.sql"),
        },
    ),
    (11, "activity summary", Sql::Both(include_str!("../../migrations/0011_activity_summary.sql"))),
    (12, "instances", Sql::Both(include_str!("../../migrations/0012_instances.sql"))),
    (
        13,
        "fathers list index",
        Sql::Each {
            sqlite: include_str!("../../migrations/0013_fathers_list_index.sqlite.sql"),
            postgres: include_str!("../../migrations/0013_fathers_list_index.postgres.sql"),
        },
    ),
    (14, "push sessions", Sql::Both(include_str!("../../migrations/0014_push_sessions.sql"))),
    (
        15,
        "staff roles",
        Sql::Each {
            sqlite: include_str!("../../migrations/0015_staff_roles.sqlite.sql"),
            postgres: include_str!("../../migrations/0015_staff_roles.postgres.sql"),
        },
    ),
    (16, "case management", Sql::Both(include_str!("../../migrations/0016_case_management.sql"))),
    (
        17,
        "staff scope",
        Sql::Each {
            sqlite: include_str!("../../migrations/0017_staff_scope.sqlite.sql"),
            postgres: include_str!("../../migrations/0017_staff_scope.postgres.sql"),
        },
    ),
    (
        18,
        "staff follow-ups",
        Sql::Each {
            sqlite: include_str!("../../migrations/0018_staff_follow_ups.sqlite.sql"),
            postgres: include_str!("../../migrations/0018_staff_follow_ups.postgres.sql"),
        },
    ),
    (19, "reminders, rsvp and check-in", Sql::Both(include_str!("../../migrations/0019_reminders_rsvp.sql"))),
    (20, "consent, incentives and retention", Sql::Both(include_str!("../../migrations/0020_consent_incentives.sql"))),
    (
        21,
        "revision slots",
        Sql::Each {
            sqlite: include_str!("../../migrations/0021_revision_slots.sqlite.sql"),
            postgres: include_str!("../../migrations/0021_revision_slots.postgres.sql"),
        },
    ),
    (
        22,
        "revision slot never waited for",
        Sql::Each {
            sqlite: include_str!("../../migrations/0022_revision_slot_free.sqlite.sql"),
            postgres: include_str!("../../migrations/0022_revision_slot_free.postgres.sql"),
        },
    ),
    (23, "when an exit was recorded", Sql::Both(include_str!("../../migrations/0023_exit_recorded_at.sql"))),
    (24, "texts", Sql::Both(include_str!("../../migrations/0024_texts.sql"))),
    (25, "forms", Sql::Both(include_str!("../../migrations/0025_forms.sql"))),
    (
        26,
        "consent states",
        Sql::Each {
            sqlite: include_str!("../../migrations/0026_consent_states.sqlite.sql"),
            postgres: include_str!("../../migrations/0026_consent_states.postgres.sql"),
        },
    ),
    (
        27,
        "programs",
        Sql::Each {
            sqlite: include_str!("../../migrations/0027_programs.sqlite.sql"),
            postgres: include_str!("../../migrations/0027_programs.postgres.sql"),
        },
    ),
    (28, "imports", Sql::Both(include_str!("../../migrations/0028_imports.sql"))),
    (
        29,
        "enrolment case managers",
        Sql::Each {
            sqlite: include_str!("../../migrations/0029_enrolment_case_managers.sqlite.sql"),
            postgres: include_str!("../../migrations/0029_enrolment_case_managers.postgres.sql"),
        },
    ),
    (
        30,
        "father states",
        Sql::Each {
            sqlite: include_str!("../../migrations/0030_father_states.sqlite.sql"),
            postgres: include_str!("../../migrations/0030_father_states.postgres.sql"),
        },
    ),
];

/// What a migration takes from the server's settings rather than from its file.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The first program's name (FM_PROGRAM_NAME).
    pub program_name: String,
}

/// The work a migration does after its file, in the same transaction, where it needs the
/// settings or a fresh id.
fn after(version: i64, conn: &mut dyn Conn, settings: &Settings) -> DbResult<()> {
    match version {
        27 => first_program(conn, settings),
        _ => Ok(()),
    }
}

/// One program named as the server is, holding every group there is, with every staff member
/// working in it and every father enrolled in it as his record stands (his enrolment's id is
/// his own: one each).
fn first_program(conn: &mut dyn Conn, settings: &Settings) -> DbResult<()> {
    let id = uuid::Uuid::now_v7().to_string();
    let now = now_millis();
    let name = settings.program_name.trim();
    let name = if name.is_empty() { "Fatherhood Matters" } else { name };
    conn.execute(
        "INSERT INTO programs (id, name, code, confidential, archived_at, created_at, updated_at)
         VALUES ($1, $2, $3, FALSE, NULL, $4, $4)",
        params![id.as_str(), name, crate::domain::programs::program_code_of(name).as_str(), now],
    )?;
    conn.execute("UPDATE father_groups SET program_id = $1", params![id.as_str()])?;
    // Every staff member worked in the one program there was (directors work in them all).
    conn.execute(
        "INSERT INTO program_staff (program_id, user_id, role)
         SELECT $1, u.id, 'staff' FROM users u WHERE u.is_admin AND u.staff_role = 'staff'",
        params![id.as_str()],
    )?;
    let postgres = conn.backend() == Backend::Postgres;
    if postgres {
        // No manager exists yet: the scope trigger would rewrite every father's rows for nothing.
        conn.batch("ALTER TABLE enrolments DISABLE TRIGGER staff_scope_enrolment")?;
    }
    conn.execute(
        "INSERT INTO enrolments (id, father_id, program_id, status, enrolled_at, exited_at, exit_reason, case_manager_id,
                                 created_at, updated_at)
         SELECT f.id, f.id, $1, f.status, f.enrollment_date, f.exit_date, f.exit_reason, f.case_manager_id,
                f.created_at, f.updated_at
         FROM fathers f",
        params![id.as_str()],
    )?;
    if postgres {
        conn.batch(
            "ALTER TABLE enrolments ENABLE TRIGGER staff_scope_enrolment;
             ALTER TABLE father_groups ALTER COLUMN program_id SET NOT NULL",
        )?;
    }
    Ok(())
}

/// Arbitrary key for PostgreSQL's advisory lock, so two servers starting together
/// do not apply the same migration twice.
const PG_MIGRATION_LOCK: i64 = 0x0046_4d5f_6d69_6772;

/// Applies pending migrations on a writable connection of their own.
pub(super) fn run(url: &str, settings: &Settings) -> DbResult<Vec<String>> {
    run_until(url, settings, i64::MAX)
}

/// Applies pending migrations up to `last` only: a database as an earlier release left it,
/// for testing what a later migration makes of its rows.
pub fn run_until(url: &str, settings: &Settings, last: i64) -> DbResult<Vec<String>> {
    if let Some(path) = url.strip_prefix("sqlite://") {
        let mut conn = super::sqlite::open_writable(path).map_err(DbError::from)?;
        apply(&mut super::sqlite::SqliteConn(&mut conn), settings, last)
    } else {
        let mut client = super::postgres::connect_writable(url).map_err(|e| DbError::Unavailable(format!("{e:#}")))?;
        apply(&mut super::postgres::PgConn(&mut client), settings, last)
    }
}

fn apply(conn: &mut dyn Conn, settings: &Settings, last: i64) -> DbResult<Vec<String>> {
    // Locked before the table is made: servers starting together on a new database would
    // otherwise each create it, and PostgreSQL's CREATE TABLE IF NOT EXISTS is not safe
    // against itself (one of them fails on a unique violation in the catalogue).
    if conn.backend() == Backend::Postgres {
        conn.execute("SELECT pg_advisory_lock($1)", params![PG_MIGRATION_LOCK])?;
    }
    let result = conn
        .batch(
            "CREATE TABLE IF NOT EXISTS schema_migrations (
                version BIGINT PRIMARY KEY,
                name TEXT NOT NULL,
                applied_at BIGINT NOT NULL
            )",
        )
        .and_then(|()| apply_pending(conn, settings, last));
    if conn.backend() == Backend::Postgres {
        conn.execute("SELECT pg_advisory_unlock($1)", params![PG_MIGRATION_LOCK])?;
    }
    result
}

fn apply_pending(conn: &mut dyn Conn, settings: &Settings, last: i64) -> DbResult<Vec<String>> {
    let applied: Vec<i64> = conn.all("SELECT version FROM schema_migrations", &[], |row| row.int("version"))?;
    let mut done = Vec::new();
    for (version, name, sql) in MIGRATIONS {
        if applied.contains(version) || *version > last {
            continue;
        }
        let begin = match conn.backend() {
            Backend::Sqlite => "BEGIN IMMEDIATE",
            Backend::Postgres => "BEGIN",
        };
        conn.batch(begin)?;
        let sql = match (sql, conn.backend()) {
            (Sql::Both(sql), _) | (Sql::Each { sqlite: sql, .. }, Backend::Sqlite) => sql,
            (Sql::Each { postgres: sql, .. }, Backend::Postgres) => sql,
        };
        let step = conn.batch(sql).and_then(|()| after(*version, conn, settings)).and_then(|()| {
            conn.execute(
                "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
                params![*version, *name, now_millis()],
            )
        });
        match step {
            Ok(_) => conn.batch("COMMIT")?,
            Err(err) => {
                conn.batch("ROLLBACK")?;
                return Err(err);
            }
        }
        done.push(format!("{version:04}_{name}"));
    }
    Ok(done)
}

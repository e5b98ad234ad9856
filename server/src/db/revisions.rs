//! Revisions: counters that move with every committed change to what a cache holds (the
//! account list, the calendar, the program behind the dashboard), so a server reuses an
//! answer until its data changes, whichever instance changed it.
//!
//! Each counter is spread over slots, one row per slot with every counter in it (migration
//! 0021): a writer moves the slot of its own connection, so writers on different connections
//! never queue on one row, and a reader takes the sum. PostgreSQL has 64 slots: a transaction
//! moves one nobody else holds (`free_revision_slot()`, migration 0022), so no writer ever
//! waits for a slot and a slot can never close a deadlock; SQLite, one writer at a time, one.

use super::{Backend, Conn, DbResult};

#[derive(Clone, Copy, Debug)]
pub enum Counter {
    /// Moved by hand (`db::users`) with every change to an account.
    Users,
    /// Moved by triggers (migrations 0006, 0021) with every change to events, sessions,
    /// cycles, groups and memberships.
    Calendar,
    /// Moved by triggers (migrations 0010, 0015, 0021) with every change to fathers, groups,
    /// memberships, facilitators, cycles, sessions and attendance.
    Program,
}

impl Counter {
    fn column(self) -> &'static str {
        match self {
            Counter::Users => "users",
            Counter::Calendar => "calendar",
            Counter::Program => "program",
        }
    }
}

/// The counter as committed: it only grows, and it has grown once a change that moves it
/// is visible.
pub fn read(conn: &mut dyn Conn, counter: Counter) -> DbResult<i64> {
    let column = counter.column();
    let sql = format!("SELECT CAST(COALESCE(SUM({column}), 0) AS BIGINT) AS revision FROM revision_slots");
    Ok(conn.first(&sql, &[], |row| row.int("revision"))?.unwrap_or(0))
}

/// Moves the counter in the caller's transaction, after the change it stands for.
pub fn bump(conn: &mut dyn Conn, counter: Counter) -> DbResult<()> {
    let column = counter.column();
    let slot = match conn.backend() {
        Backend::Sqlite => "0",
        // Evaluated once (an uncorrelated sub-select), not once per row.
        Backend::Postgres => "(SELECT free_revision_slot())",
    };
    conn.execute(&format!("UPDATE revision_slots SET {column} = {column} + 1 WHERE slot = {slot}"), &[])?;
    Ok(())
}

//! PostgreSQL: the scale-out backend. Same statements as SQLite; parameters are
//! converted to the exact type the server inferred for each placeholder.

use std::error::Error as StdError;

use std::collections::HashMap;

use postgres::types::{IsNull, ToSql, Type};
use postgres::{NoTls, Statement};

use super::row::Cells;
use super::{Backend, Conn, DbError, DbResult, Row, Value};

/// A pooled client with its prepared statements, so each query costs one round trip.
pub(super) struct PgClient {
    client: Option<postgres::Client>,
    statements: HashMap<String, Statement>,
}

impl PgClient {
    fn client(&mut self) -> &mut postgres::Client {
        self.client.as_mut().expect("present until dropped")
    }
}

impl Drop for PgClient {
    /// The synchronous client blocks on its own runtime when closed, which panics on
    /// an async thread (where the last pool handle may well be dropped): close it on
    /// a thread of its own.
    fn drop(&mut self) {
        if let Some(client) = self.client.take() {
            let _ = std::thread::Builder::new().name("pg-close".into()).spawn(move || drop(client));
        }
    }
}

pub(super) struct Manager(postgres::Config);

impl r2d2::ManageConnection for Manager {
    type Connection = PgClient;
    type Error = postgres::Error;

    /// Sessions are read-only unless a transaction says `BEGIN READ WRITE` (`Db::transaction`):
    /// a write that bypasses the one write path is refused by the server.
    fn connect(&self) -> Result<PgClient, postgres::Error> {
        let mut client = self.0.connect(NoTls)?;
        client.batch_execute("SET default_transaction_read_only = on")?;
        Ok(PgClient { client: Some(client), statements: HashMap::new() })
    }

    fn is_valid(&self, conn: &mut PgClient) -> Result<(), postgres::Error> {
        conn.client().simple_query("").map(|_| ())
    }

    fn has_broken(&self, conn: &mut PgClient) -> bool {
        conn.client.as_ref().is_none_or(postgres::Client::is_closed)
    }
}

pub(super) fn pool(url: &str) -> anyhow::Result<r2d2::Pool<Manager>> {
    let mut config: postgres::Config = url.parse()?;
    if config.get_connect_timeout().is_none() {
        config.connect_timeout(std::time::Duration::from_secs(3));
    }
    // Connections are made lazily (`build_unchecked`): a server started while the
    // database is down answers 503 until it is back, then recovers by itself. Work waits
    // for a free connection on `Db`'s semaphore, so the pool's own wait only runs out
    // when no connection can be made: then the caller hears 503 within seconds.
    Ok(r2d2::Pool::builder()
        .max_size(16)
        .min_idle(Some(1))
        .connection_timeout(std::time::Duration::from_secs(5))
        .build_unchecked(Manager(config)))
}

/// A connection of its own, writable, for migrations.
pub(super) fn connect_writable(url: &str) -> anyhow::Result<PgClient> {
    let config: postgres::Config = url.parse()?;
    Ok(PgClient { client: Some(config.connect(NoTls)?), statements: HashMap::new() })
}

pub(super) struct PgConn<'a>(pub &'a mut PgClient);

/// Statements kept prepared per connection. The texts are the code's, but a page's size is
/// written into them (`db::limit`) and an id list has a placeholder per id, so a caller can
/// make new ones: past this many the connection lets them all go (closing them on the server)
/// and prepares again what it uses.
const STATEMENT_CACHE: usize = 512;

impl PgConn<'_> {
    fn statement(&mut self, sql: &str) -> DbResult<Statement> {
        if let Some(stmt) = self.0.statements.get(sql) {
            return Ok(stmt.clone());
        }
        if self.0.statements.len() >= STATEMENT_CACHE {
            self.0.statements.clear();
        }
        let stmt = self.0.client().prepare(sql).map_err(map_error)?;
        self.0.statements.insert(sql.to_owned(), stmt.clone());
        Ok(stmt)
    }
}

type BoxError = Box<dyn StdError + Sync + Send>;

impl ToSql for Value {
    fn to_sql(&self, ty: &Type, out: &mut bytes::BytesMut) -> Result<IsNull, BoxError> {
        match self {
            Value::Null => Ok(IsNull::Yes),
            Value::Int(v) => match *ty {
                Type::INT8 => v.to_sql(ty, out),
                Type::INT4 => i32::try_from(*v)?.to_sql(ty, out),
                Type::INT2 => i16::try_from(*v)?.to_sql(ty, out),
                Type::FLOAT8 => (*v as f64).to_sql(ty, out),
                _ => Err(format!("cannot bind an integer to {ty}").into()),
            },
            Value::Real(v) => match *ty {
                Type::FLOAT4 => (*v as f32).to_sql(ty, out),
                _ => v.to_sql(ty, out),
            },
            Value::Text(v) => v.to_sql(ty, out),
            Value::Bool(v) => v.to_sql(ty, out),
        }
    }

    fn accepts(_: &Type) -> bool {
        true
    }

    postgres::types::to_sql_checked!();
}

fn map_error(err: postgres::Error) -> DbError {
    use postgres::error::SqlState;
    let Some(code) = err.code() else {
        // No SQLSTATE: the connection failed or closed (server down, network gone).
        return DbError::Unavailable(err.to_string());
    };
    match code {
        c if *c == SqlState::UNIQUE_VIOLATION => DbError::UniqueViolation,
        c if *c == SqlState::FOREIGN_KEY_VIOLATION => DbError::ForeignKeyViolation,
        c if *c == SqlState::CHARACTER_NOT_IN_REPERTOIRE || *c == SqlState::UNTRANSLATABLE_CHARACTER => {
            DbError::UnstorableText
        }
        c if *c == SqlState::T_R_DEADLOCK_DETECTED || *c == SqlState::T_R_SERIALIZATION_FAILURE => DbError::Contention,
        // Class 08 (connection exception), 53 (insufficient resources), 57P0x (shutting
        // down, cannot connect now): the database is away, not the request wrong.
        c if c.code().starts_with("08") || c.code().starts_with("53") || c.code().starts_with("57P") => {
            DbError::Unavailable(err.to_string())
        }
        _ => DbError::Postgres(err),
    }
}

fn params(values: &[Value]) -> Vec<&(dyn ToSql + Sync)> {
    values.iter().map(|v| v as &(dyn ToSql + Sync)).collect()
}

/// rust-postgres's row, read at a position for [`Row`]: each column as the type the server
/// gave it, integers of every width as `i64`, a BOOLEAN as 0 or 1.
struct PgCells<'r>(&'r postgres::Row);

impl PgCells<'_> {
    fn get<'a, T: postgres::types::FromSql<'a>>(&'a self, i: usize) -> DbResult<Option<T>> {
        self.0.try_get::<_, Option<T>>(i).map_err(map_error)
    }
}

impl Cells for PgCells<'_> {
    fn len(&self) -> usize {
        self.0.len()
    }

    fn name(&self, i: usize) -> &str {
        self.0.columns()[i].name()
    }

    fn text(&self, i: usize) -> Option<DbResult<Option<String>>> {
        match *self.0.columns()[i].type_() {
            Type::TEXT | Type::VARCHAR | Type::BPCHAR | Type::NAME => Some(self.get::<String>(i)),
            _ => None,
        }
    }

    fn int(&self, i: usize) -> Option<DbResult<Option<i64>>> {
        Some(match *self.0.columns()[i].type_() {
            Type::INT8 => self.get::<i64>(i),
            Type::INT4 => self.get::<i32>(i).map(|v| v.map(i64::from)),
            Type::INT2 => self.get::<i16>(i).map(|v| v.map(i64::from)),
            Type::BOOL => self.get::<bool>(i).map(|v| v.map(i64::from)),
            _ => return None,
        })
    }

    fn real(&self, i: usize) -> Option<DbResult<Option<f64>>> {
        Some(match *self.0.columns()[i].type_() {
            Type::FLOAT8 => self.get::<f64>(i),
            Type::FLOAT4 => self.get::<f32>(i).map(|v| v.map(f64::from)),
            Type::INT8 => self.get::<i64>(i).map(|v| v.map(|v| v as f64)),
            Type::INT4 => self.get::<i32>(i).map(|v| v.map(f64::from)),
            _ => return None,
        })
    }
}

impl Conn for PgConn<'_> {
    fn each_row(
        &mut self,
        sql: &str,
        values: &[Value],
        each: &mut dyn FnMut(&Row<'_>) -> DbResult<bool>,
    ) -> DbResult<()> {
        let stmt = self.statement(sql)?;
        let rows = self.0.client().query(&stmt, &params(values)).map_err(map_error)?;
        for row in &rows {
            if !each(&Row::new(&PgCells(row)))? {
                break;
            }
        }
        Ok(())
    }

    fn execute(&mut self, sql: &str, values: &[Value]) -> DbResult<u64> {
        let stmt = self.statement(sql)?;
        self.0.client().execute(&stmt, &params(values)).map_err(map_error)
    }

    fn batch(&mut self, sql: &str) -> DbResult<()> {
        self.0.client().batch_execute(sql).map_err(map_error)
    }

    fn backend(&self) -> Backend {
        Backend::Postgres
    }
}

//! The values that cross the database boundary, identical for both backends.

use std::cell::Cell;

use chrono::{DateTime, NaiveDate, TimeZone, Utc};

use super::{DbError, DbResult};

/// A bound parameter or a fetched column. Integers are always 64-bit (BIGINT columns),
/// timestamps are integer milliseconds, booleans are BOOLEAN (an integer in SQLite).
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Value {
    #[default]
    Null,
    Int(i64),
    Real(f64),
    Text(String),
    Bool(bool),
}

impl From<i64> for Value {
    fn from(v: i64) -> Self {
        Value::Int(v)
    }
}
impl From<f64> for Value {
    fn from(v: f64) -> Self {
        Value::Real(v)
    }
}
impl From<bool> for Value {
    fn from(v: bool) -> Self {
        Value::Bool(v)
    }
}
impl From<String> for Value {
    fn from(v: String) -> Self {
        Value::Text(v)
    }
}
impl From<&str> for Value {
    fn from(v: &str) -> Self {
        Value::Text(v.to_owned())
    }
}
impl From<&String> for Value {
    fn from(v: &String) -> Self {
        Value::Text(v.clone())
    }
}
impl From<DateTime<Utc>> for Value {
    fn from(v: DateTime<Utc>) -> Self {
        Value::Int(v.timestamp_millis())
    }
}
/// Dates are stored as `YYYY-MM-DD` text (ISO 8601, which `NaiveDate`'s `FromStr` reads).
impl From<NaiveDate> for Value {
    fn from(v: NaiveDate) -> Self {
        Value::Text(v.format("%Y-%m-%d").to_string())
    }
}
impl<T: Into<Value>> From<Option<T>> for Value {
    fn from(v: Option<T>) -> Self {
        v.map_or(Value::Null, Into::into)
    }
}

/// The parameters of a statement written piece by piece: each value added is given its
/// placeholder (`$n`), so no clause counts the list to know its number.
#[derive(Clone, Debug, Default)]
pub struct Binds(Vec<Value>);

/// A bound value's place in its statement, written as `$n`.
#[derive(Clone, Copy, Debug)]
pub struct Placeholder(usize);

impl std::fmt::Display for Placeholder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "${}", self.0)
    }
}

impl Binds {
    pub fn new() -> Binds {
        Binds(Vec::new())
    }

    /// Values the statement's text already numbers `$1` to `$n`; what is added follows them.
    pub fn starting_with(values: &[Value]) -> Binds {
        Binds(values.to_vec())
    }

    /// Binds `value`; its placeholder goes into the statement.
    pub fn add(&mut self, value: impl Into<Value>) -> Placeholder {
        self.0.push(value.into());
        Placeholder(self.0.len())
    }

    /// Binds each value; their placeholders, comma-separated, go into the statement
    /// (`IN (...)`, a VALUES row).
    pub fn list<V: Into<Value>>(&mut self, values: impl IntoIterator<Item = V>) -> String {
        let places: Vec<String> = values.into_iter().map(|v| self.add(v).to_string()).collect();
        places.join(", ")
    }

    /// How many values are bound.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl std::ops::Deref for Binds {
    type Target = [Value];

    fn deref(&self) -> &[Value] {
        &self.0
    }
}

/// Builds a parameter list: `params![a, b, c]`.
#[macro_export]
macro_rules! params {
    ($($value:expr),* $(,)?) => {
        &[$($crate::db::Value::from($value)),*][..]
    };
}

/// One fetched row; columns are read by position in the SELECT list.
///
/// A text column is handed over, not copied: a row is read once, into the record it
/// becomes, so `text` moves the string out (`Cell::take`) and a second read of the same
/// text column finds nothing (an error, or `None` from `opt_text`). Numbers stay.
pub struct OldRow(Vec<Cell<Value>>);

impl std::fmt::Debug for OldRow {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "OldRow({} columns)", self.0.len())
    }
}

impl OldRow {
    pub(super) fn new(values: Vec<Value>) -> OldRow {
        OldRow(values.into_iter().map(Cell::new).collect())
    }

    /// The value at `i`, taken out; `keep` puts back what need not move (numbers, null).
    fn take(&self, i: usize) -> DbResult<Value> {
        // `ok_or_else`: the error is made only when it happens, not built and dropped for
        // every column of every row (it showed in the list's profile, docs/benchmarks.md).
        let cell = self.0.get(i).ok_or_else(|| DbError::ColumnType(i.to_string()))?;
        let value = cell.take();
        if !matches!(value, Value::Text(_)) {
            cell.set(value.clone());
        }
        Ok(value)
    }

    pub fn text(&self, i: usize) -> DbResult<String> {
        match self.take(i)? {
            Value::Text(s) => Ok(s),
            _ => Err(DbError::ColumnType(i.to_string())),
        }
    }

    /// A stored word of a vocabulary (a status, a kind), parsed: a word the code does not
    /// know is an error, never quietly some default.
    pub fn word<T, E>(&self, i: usize, parse: impl FnOnce(&str) -> Result<T, E>) -> DbResult<T> {
        let text = self.text(i)?;
        parse(&text).map_err(|_| DbError::UnknownWord { column: i.to_string(), word: text })
    }

    pub fn opt_text(&self, i: usize) -> DbResult<Option<String>> {
        match self.take(i)? {
            Value::Null => Ok(None),
            Value::Text(s) => Ok(Some(s)),
            _ => Err(DbError::ColumnType(i.to_string())),
        }
    }

    pub fn int(&self, i: usize) -> DbResult<i64> {
        match self.take(i)? {
            Value::Int(v) => Ok(v),
            Value::Bool(b) => Ok(i64::from(b)),
            _ => Err(DbError::ColumnType(i.to_string())),
        }
    }

    pub fn opt_int(&self, i: usize) -> DbResult<Option<i64>> {
        match self.take(i)? {
            Value::Null => Ok(None),
            Value::Int(v) => Ok(Some(v)),
            Value::Bool(b) => Ok(Some(i64::from(b))),
            _ => Err(DbError::ColumnType(i.to_string())),
        }
    }

    pub fn real(&self, i: usize) -> DbResult<f64> {
        match self.take(i)? {
            Value::Real(v) => Ok(v),
            Value::Int(v) => Ok(v as f64),
            _ => Err(DbError::ColumnType(i.to_string())),
        }
    }

    pub fn bool(&self, i: usize) -> DbResult<bool> {
        match self.take(i)? {
            Value::Bool(b) => Ok(b),
            Value::Int(v) => Ok(v != 0),
            _ => Err(DbError::ColumnType(i.to_string())),
        }
    }

    pub fn opt_bool(&self, i: usize) -> DbResult<Option<bool>> {
        match self.take(i)? {
            Value::Null => Ok(None),
            Value::Bool(b) => Ok(Some(b)),
            Value::Int(v) => Ok(Some(v != 0)),
            _ => Err(DbError::ColumnType(i.to_string())),
        }
    }

    pub fn time(&self, i: usize) -> DbResult<DateTime<Utc>> {
        let millis = self.int(i)?;
        Utc.timestamp_millis_opt(millis).single().ok_or(DbError::ColumnType(i.to_string()))
    }

    pub fn date(&self, i: usize) -> DbResult<NaiveDate> {
        self.text(i)?.parse().map_err(|_| DbError::ColumnType(i.to_string()))
    }

    pub fn opt_date(&self, i: usize) -> DbResult<Option<NaiveDate>> {
        self.opt_text(i)?.map(|d| d.parse().map_err(|_| DbError::ColumnType(i.to_string()))).transpose()
    }

    pub fn opt_time(&self, i: usize) -> DbResult<Option<DateTime<Utc>>> {
        match self.opt_int(i)? {
            None => Ok(None),
            Some(millis) => {
                Utc.timestamp_millis_opt(millis).single().ok_or(DbError::ColumnType(i.to_string())).map(Some)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sqlite_booleans_read_as_booleans() {
        let row = OldRow::new(vec![Value::Int(1), Value::Int(0), Value::Bool(true)]);
        assert!(row.bool(0).unwrap());
        assert!(!row.bool(1).unwrap());
        assert!(row.bool(2).unwrap());
    }

    #[test]
    fn timestamps_round_trip_through_milliseconds() {
        let now = Utc.timestamp_millis_opt(1_700_000_000_123).unwrap();
        let Value::Int(millis) = Value::from(now) else { panic!("not an int") };
        assert_eq!(OldRow::new(vec![Value::Int(millis)]).time(0).unwrap(), now);
    }

    #[test]
    fn reading_the_wrong_type_is_an_error_not_a_panic() {
        let row = OldRow::new(vec![Value::Text("x".into())]);
        assert!(row.int(0).is_err());
        assert!(row.text(3).is_err());
    }

    #[test]
    fn text_is_handed_over_once_and_numbers_stay() {
        let row = OldRow::new(vec![Value::Text("Ana".into()), Value::Int(7)]);
        assert_eq!(row.text(0).unwrap(), "Ana");
        assert!(row.text(0).is_err(), "moved out, not copied");
        assert_eq!(row.int(1).unwrap(), 7);
        assert_eq!(row.int(1).unwrap(), 7);
    }
}

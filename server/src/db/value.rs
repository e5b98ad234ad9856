//! The values that cross the database boundary, identical for both backends.

use chrono::{DateTime, NaiveDate, Utc};

/// A bound parameter. Integers are always 64-bit (BIGINT columns),
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

    /// Values the statement's text already numbers `$1` to `$n`; what is added follows them
    /// (`binds![a, b]` writes it).
    pub fn starting_with(values: Vec<Value>) -> Binds {
        Binds(values)
    }

    /// Binds `value`; its placeholder goes into the statement.
    pub fn add(&mut self, value: impl Into<Value>) -> Placeholder {
        self.0.push(value.into());
        Placeholder(self.0.len())
    }

    /// Binds each value; their placeholders, comma-separated, go into the statement
    /// (`IN (...)`, a VALUES row). No values is `NULL`: `x IN (NULL)` holds for no row on
    /// either database, where an empty `IN ()` is SQLite's alone (PostgreSQL refuses it).
    pub fn list<V: Into<Value>>(&mut self, values: impl IntoIterator<Item = V>) -> String {
        let places: Vec<String> = values.into_iter().map(|v| self.add(v).to_string()).collect();
        if places.is_empty() {
            return "NULL".to_owned();
        }
        places.join(", ")
    }
}

impl std::ops::Deref for Binds {
    type Target = [Value];

    fn deref(&self) -> &[Value] {
        &self.0
    }
}

/// [`Binds`] whose statement numbers these values `$1`, `$2`…: `binds![a, b]`.
#[macro_export]
macro_rules! binds {
    ($($value:expr),* $(,)?) => {
        $crate::db::Binds::starting_with(vec![$($crate::db::Value::from($value)),*])
    };
}

/// Builds a parameter list: `params![a, b, c]`.
#[macro_export]
macro_rules! params {
    ($($value:expr),* $(,)?) => {
        &[$($crate::db::Value::from($value)),*][..]
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn timestamps_are_bound_as_milliseconds() {
        let now = Utc.timestamp_millis_opt(1_700_000_000_123).unwrap();
        assert_eq!(Value::from(now), Value::Int(1_700_000_000_123));
    }

    #[test]
    fn binds_number_their_placeholders_in_order() {
        let mut binds = binds!["a"];
        assert_eq!(binds.add(7).to_string(), "$2");
        assert_eq!(binds.list(["x", "y"]), "$3, $4");
        assert_eq!(binds.list(Vec::<String>::new()), "NULL");
        assert_eq!(binds.len(), 4);
        assert_eq!(binds[3], Value::from("y"));
    }
}

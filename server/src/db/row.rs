//! Reading a fetched row by column name, straight from the driver's row into the record's
//! types: no list of values per row on the way, and no position kept in step with a column
//! list by hand. A column is named by its name in the SELECT list (`f.first_name` is
//! `first_name`; an expression gets an `AS name`, written in lower case, which both databases
//! report alike).

use std::cell::Cell;

use chrono::{DateTime, NaiveDate, TimeZone, Utc};

use super::{DbError, DbResult};

/// A backend's row, read at a position: `sqlite.rs` and `postgres.rs` implement it over
/// their drivers' rows. `None` is SQL NULL; a value of another type is an error.
pub(super) trait Cells {
    fn len(&self) -> usize;
    fn name(&self, i: usize) -> &str;
    fn text(&self, i: usize) -> Option<DbResult<Option<String>>>;
    fn int(&self, i: usize) -> Option<DbResult<Option<i64>>>;
    fn real(&self, i: usize) -> Option<DbResult<Option<f64>>>;
}

/// One fetched row, read by column name.
///
/// A record's reader names its columns in the order the SELECT lists them, so each name is
/// found where the last one ended (`next`) and the search costs one comparison; a name read
/// out of order is found by looking through the rest.
pub struct Row<'r> {
    cells: &'r dyn Cells,
    next: Cell<usize>,
}

impl std::fmt::Debug for Row<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = (0..self.cells.len()).map(|i| self.cells.name(i)).collect();
        write!(f, "Row({names:?})")
    }
}

fn wrong_type(name: &str) -> DbError {
    DbError::ColumnType(name.to_owned())
}

impl<'r> Row<'r> {
    pub(super) fn new(cells: &'r dyn Cells) -> Row<'r> {
        // A name selected twice would be read from whichever copy comes after the last
        // column read: every test run checks that no statement does it.
        #[cfg(debug_assertions)]
        for i in 0..cells.len() {
            let name = cells.name(i);
            assert!(!(0..i).any(|j| cells.name(j) == name), "the column {name} is selected twice");
        }
        Row { cells, next: Cell::new(0) }
    }

    /// Where the column `name` is: after the last one read, or anywhere.
    fn at(&self, name: &str) -> DbResult<usize> {
        let (len, from) = (self.cells.len(), self.next.get());
        let found = (from..len).chain(0..from.min(len)).find(|&i| self.cells.name(i) == name);
        let i = found.ok_or_else(|| DbError::NoColumn(name.to_owned()))?;
        self.next.set(i + 1);
        Ok(i)
    }

    pub fn opt_text(&self, name: &str) -> DbResult<Option<String>> {
        let i = self.at(name)?;
        self.cells.text(i).ok_or_else(|| wrong_type(name))?
    }

    pub fn text(&self, name: &str) -> DbResult<String> {
        self.opt_text(name)?.ok_or_else(|| wrong_type(name))
    }

    pub fn opt_int(&self, name: &str) -> DbResult<Option<i64>> {
        let i = self.at(name)?;
        self.cells.int(i).ok_or_else(|| wrong_type(name))?
    }

    pub fn int(&self, name: &str) -> DbResult<i64> {
        self.opt_int(name)?.ok_or_else(|| wrong_type(name))
    }

    pub fn opt_real(&self, name: &str) -> DbResult<Option<f64>> {
        let i = self.at(name)?;
        self.cells.real(i).ok_or_else(|| wrong_type(name))?
    }

    pub fn real(&self, name: &str) -> DbResult<f64> {
        self.opt_real(name)?.ok_or_else(|| wrong_type(name))
    }

    /// A BOOLEAN: PostgreSQL's own, SQLite's 0 or 1.
    pub fn opt_bool(&self, name: &str) -> DbResult<Option<bool>> {
        Ok(self.opt_int(name)?.map(|v| v != 0))
    }

    pub fn bool(&self, name: &str) -> DbResult<bool> {
        self.opt_bool(name)?.ok_or_else(|| wrong_type(name))
    }

    /// An instant, stored as integer milliseconds since the Unix epoch.
    pub fn opt_time(&self, name: &str) -> DbResult<Option<DateTime<Utc>>> {
        match self.opt_int(name)? {
            None => Ok(None),
            Some(millis) => Utc.timestamp_millis_opt(millis).single().ok_or_else(|| wrong_type(name)).map(Some),
        }
    }

    pub fn time(&self, name: &str) -> DbResult<DateTime<Utc>> {
        self.opt_time(name)?.ok_or_else(|| wrong_type(name))
    }

    /// A date, stored as `YYYY-MM-DD` text.
    pub fn opt_date(&self, name: &str) -> DbResult<Option<NaiveDate>> {
        self.opt_text(name)?.map(|d| d.parse().map_err(|_| wrong_type(name))).transpose()
    }

    pub fn date(&self, name: &str) -> DbResult<NaiveDate> {
        self.opt_date(name)?.ok_or_else(|| wrong_type(name))
    }

    /// A stored word of a vocabulary (a status, a kind), parsed: a word the code does not
    /// know is an error, never quietly some default.
    pub fn opt_word<T, E>(&self, name: &str, parse: impl FnOnce(&str) -> Result<T, E>) -> DbResult<Option<T>> {
        match self.opt_text(name)? {
            None => Ok(None),
            Some(word) => match parse(&word) {
                Ok(value) => Ok(Some(value)),
                Err(_) => Err(DbError::UnknownWord { column: name.to_owned(), word }),
            },
        }
    }

    pub fn word<T, E>(&self, name: &str, parse: impl FnOnce(&str) -> Result<T, E>) -> DbResult<T> {
        self.opt_word(name, parse)?.ok_or_else(|| wrong_type(name))
    }

    /// A JSON document kept in a text column (a father's children, a definition).
    pub fn json<T: serde::de::DeserializeOwned>(&self, name: &str) -> DbResult<T> {
        let text = self.text(name)?;
        serde_json::from_str(&text).map_err(|e| DbError::Other(format!("{name}: {e}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A row as a test writes it: names and values.
    struct Fixed(Vec<(&'static str, Option<&'static str>, Option<i64>)>);

    impl Cells for Fixed {
        fn len(&self) -> usize {
            self.0.len()
        }
        fn name(&self, i: usize) -> &str {
            self.0[i].0
        }
        fn text(&self, i: usize) -> Option<DbResult<Option<String>>> {
            match self.0[i] {
                (_, Some(text), _) => Some(Ok(Some(text.to_owned()))),
                (_, None, None) => Some(Ok(None)),
                _ => None,
            }
        }
        fn int(&self, i: usize) -> Option<DbResult<Option<i64>>> {
            match self.0[i] {
                (_, _, Some(v)) => Some(Ok(Some(v))),
                (_, None, None) => Some(Ok(None)),
                _ => None,
            }
        }
        fn real(&self, i: usize) -> Option<DbResult<Option<f64>>> {
            self.int(i).map(|v| v.map(|v| v.map(|v| v as f64)))
        }
    }

    #[test]
    fn columns_are_found_by_name_in_any_order() {
        let cells = Fixed(vec![("id", Some("f1"), None), ("visits", None, Some(3)), ("active", None, Some(1))]);
        let row = Row::new(&cells);
        assert!(row.bool("active").unwrap());
        assert_eq!(row.text("id").unwrap(), "f1");
        assert_eq!(row.int("visits").unwrap(), 3);
        assert_eq!(row.text("id").unwrap(), "f1", "a column may be read twice");
    }

    #[test]
    fn a_missing_column_or_a_wrong_type_names_the_column() {
        let cells = Fixed(vec![("id", Some("f1"), None), ("gone", None, None)]);
        let row = Row::new(&cells);
        assert!(matches!(row.text("name"), Err(DbError::NoColumn(name)) if name == "name"));
        assert!(matches!(row.int("id"), Err(DbError::ColumnType(name)) if name == "id"));
        assert!(matches!(row.text("gone"), Err(DbError::ColumnType(name)) if name == "gone"));
        assert_eq!(row.opt_text("gone").unwrap(), None);
    }

    #[test]
    fn an_unknown_word_is_an_error_that_names_it() {
        let cells = Fixed(vec![("status", Some("paused"), None)]);
        let row = Row::new(&cells);
        let parse = |w: &str| if w == "active" { Ok(1) } else { Err(()) };
        assert!(matches!(row.word("status", parse), Err(DbError::UnknownWord { column, word })
            if column == "status" && word == "paused"));
    }
}

//! Reading an uploaded spreadsheet: CSV in UTF-8 (with or without a byte-order mark), its
//! cells separated by commas or semicolons (a spreadsheet saved where the decimal mark is a
//! comma uses semicolons), the first row naming the columns. Cells are only ever text: a
//! cell that looks like a formula is kept as the text it is, and every export defuses it
//! (`infra::csv`).

use std::collections::BTreeMap;

use crate::catalogue;
use crate::domain::imports::{ImportField, MAX_IMPORT_ROWS, MAX_MAPPING_BYTES};
use crate::error::{AppError, AppResult};

/// The most columns a file may have.
pub const MAX_COLUMNS: usize = 200;

/// A file's rows: its header, and each data row with its line in the file.
#[derive(Debug)]
pub struct Sheet {
    pub header: Vec<String>,
    pub rows: Vec<(u64, Vec<String>)>,
}

/// The separator the header row uses: the one of `,` and `;` it holds more of outside quotes.
fn separator(text: &str) -> u8 {
    let (mut quoted, mut commas, mut semicolons) = (false, 0, 0);
    for c in text.chars() {
        match c {
            '"' => quoted = !quoted,
            '\n' | '\r' if !quoted => break,
            ',' if !quoted => commas += 1,
            ';' if !quoted => semicolons += 1,
            _ => {}
        }
    }
    if semicolons > commas {
        b';'
    } else {
        b','
    }
}

fn bad_file(message: catalogue::Message) -> AppError {
    AppError::field("file", message)
}

/// The line a byte offset is on, for offsets that only grow (a record after another).
struct LineCounter<'a> {
    text: &'a [u8],
    counted_to: usize,
    line: u64,
}

impl<'a> LineCounter<'a> {
    fn new(text: &'a str) -> LineCounter<'a> {
        LineCounter { text: text.as_bytes(), counted_to: 0, line: 1 }
    }

    /// The line of the record at `byte`: where the reader puts a record's start after "\r\n"
    /// (on the "\n"), the line breaks before the record's first cell are passed first.
    fn line_at(&mut self, byte: u64) -> u64 {
        let mut byte = usize::try_from(byte).unwrap_or(usize::MAX).min(self.text.len());
        while byte < self.text.len() && matches!(self.text[byte], b'\r' | b'\n') {
            byte += 1;
        }
        if byte > self.counted_to {
            self.line += self.text[self.counted_to..byte].iter().filter(|b| **b == b'\n').count() as u64;
            self.counted_to = byte;
        }
        self.line
    }
}

/// Reads the file: every row as text, blank rows left out. A file that is not UTF-8, not
/// CSV, without a header or with more than [`MAX_IMPORT_ROWS`] rows is refused whole (400 at
/// `file`); a row with more cells than the header is kept, and its errors say so.
pub fn read(bytes: &[u8]) -> AppResult<Sheet> {
    let text = std::str::from_utf8(bytes).map_err(|err| {
        let line = bytes[..err.valid_up_to()].iter().filter(|b| **b == b'\n').count() + 1;
        bad_file(catalogue::import_not_utf8(line))
    })?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut reader = ::csv::ReaderBuilder::new()
        .delimiter(separator(text))
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes());
    let mut header: Option<Vec<String>> = None;
    let mut rows = Vec::new();
    // Lines are counted here from each record's first byte: the reader's own count is one
    // short for files whose lines end in "\r\n" (as a spreadsheet on Windows saves them).
    let mut lines = LineCounter::new(text);
    for record in reader.records() {
        let record = record.map_err(|err| {
            let line = err.position().map_or(1, |p| lines.line_at(p.byte()));
            bad_file(catalogue::import_unreadable(line))
        })?;
        let line = record.position().map_or(1, |p| lines.line_at(p.byte()));
        let cells: Vec<String> = record.iter().map(|cell| cell.trim().to_owned()).collect();
        if cells.iter().all(String::is_empty) {
            continue;
        }
        if header.is_none() {
            if cells.len() > MAX_COLUMNS {
                return Err(bad_file(catalogue::import_too_many_columns(MAX_COLUMNS)));
            }
            header = Some(cells);
            continue;
        }
        if rows.len() == MAX_IMPORT_ROWS {
            return Err(bad_file(catalogue::import_too_many_rows(MAX_IMPORT_ROWS)));
        }
        rows.push((line, cells));
    }
    let header = header.ok_or_else(|| bad_file(catalogue::import_empty()))?;
    Ok(Sheet { header, rows })
}

/// Each field filled, with the index of the column that fills it.
pub type Mapping = Vec<(ImportField, usize)>;

/// Which column fills each field: `{column: field}` as sent, a column named by its header
/// cell, a column mapped to nothing (null or "") left out. Every column named must be in the
/// header, every field one of [`ImportField`], and each field filled by one column only.
pub fn mapping(sent: &str, header: &[String]) -> AppResult<Mapping> {
    let bad = |message| AppError::field("mapping", message);
    if sent.len() > MAX_MAPPING_BYTES {
        return Err(bad(catalogue::import_mapping_invalid()));
    }
    let sent: BTreeMap<String, Option<String>> =
        serde_json::from_str(sent).map_err(|_| bad(catalogue::import_mapping_invalid()))?;
    let mut mapping = Vec::new();
    for (column, field) in sent {
        let Some(field) = field.filter(|f| !f.trim().is_empty()) else { continue };
        let field = ImportField::parse(&field).map_err(bad)?;
        let index = header
            .iter()
            .position(|name| name == column.trim())
            .ok_or_else(|| bad(catalogue::import_no_such_column(column.trim())))?;
        if mapping.iter().any(|(taken, _)| *taken == field) {
            return Err(bad(catalogue::import_field_twice(field.as_str())));
        }
        mapping.push((field, index));
    }
    Ok(mapping)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spreadsheet_saved_with_semicolons_and_a_byte_order_mark_reads_as_one_with_commas() {
        let sheet = read("\u{feff}First;Last;Notes\nAna;\"Ruiz; Jr\";=1+1\n\n;;\nBo;Li\n".as_bytes()).unwrap();
        assert_eq!(sheet.header, ["First", "Last", "Notes"]);
        assert_eq!(
            sheet.rows,
            [(2, vec!["Ana".into(), "Ruiz; Jr".into(), "=1+1".into()]), (5, vec!["Bo".into(), "Li".into()])]
        );
    }

    #[test]
    fn a_cell_over_several_lines_keeps_the_line_its_row_starts_on() {
        let sheet = read(b"a,b\n\"one\ntwo\",x\ny,z\n").unwrap();
        assert_eq!(sheet.rows[0].0, 2);
        assert_eq!(sheet.rows[1], (4, vec!["y".into(), "z".into()]));
    }

    #[test]
    fn lines_ending_in_a_carriage_return_and_a_line_feed_count_as_lines() {
        let sheet = read("\u{feff}a,b\r\n1,2\r\n\"x\r\ny\",3\r\n4,5\r\n".as_bytes()).unwrap();
        let lines: Vec<u64> = sheet.rows.iter().map(|(line, _)| *line).collect();
        assert_eq!(lines, [2, 3, 5]);
    }

    #[test]
    fn a_file_that_is_not_utf8_is_refused_with_its_line() {
        let err = read(b"a,b\nok,fine\n\xff\xfe,x\n").unwrap_err();
        assert!(matches!(err, AppError::Invalid { ref fields, .. } if fields["file"].params()[0].1 == "3"));
    }

    #[test]
    fn more_rows_than_the_limit_are_refused_and_the_limit_itself_is_read() {
        let at_limit = format!("a\n{}", "x\n".repeat(MAX_IMPORT_ROWS));
        assert_eq!(read(at_limit.as_bytes()).unwrap().rows.len(), MAX_IMPORT_ROWS);
        let over = format!("a\n{}", "x\n".repeat(MAX_IMPORT_ROWS + 1));
        assert!(read(over.as_bytes()).is_err());
    }

    #[test]
    fn an_empty_file_has_no_header() {
        assert!(read(b"").is_err());
        assert!(read(b"\n,,\n").is_err());
    }

    #[test]
    fn a_mapping_names_columns_of_the_header_and_fields_once() {
        let header = vec!["Given".to_owned(), "Family".to_owned(), "Other".to_owned()];
        let mapping = mapping(r#"{"Given": "firstName", "Family": "lastName", "Other": null}"#, &header).unwrap();
        assert_eq!(mapping.len(), 2);
        assert!(mapping.contains(&(ImportField::LastName, 1)));
        assert!(super::mapping(r#"{"Nope": "firstName"}"#, &header).is_err());
        assert!(super::mapping(r#"{"Given": "firstName", "Family": "firstName"}"#, &header).is_err());
        assert!(super::mapping(r#"{"Given": "salary"}"#, &header).is_err());
        assert!(super::mapping("[1]", &header).is_err());
    }
}

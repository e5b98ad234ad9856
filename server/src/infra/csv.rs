//! CSV exports: one writer, so every export quotes and defuses cells the same way.

/// Builds a CSV document row by row.
pub struct Csv(String);

impl Csv {
    pub fn new(header: &[impl AsRef<str>]) -> Csv {
        let mut csv = Csv(String::new());
        csv.row(header);
        csv
    }

    pub fn row(&mut self, cells: &[impl AsRef<str>]) {
        for (i, cell) in cells.iter().enumerate() {
            if i > 0 {
                self.0.push(',');
            }
            self.0.push_str(&field(cell.as_ref()));
        }
        self.0.push('\n');
    }

    pub fn finish(self) -> String {
        self.0
    }
}

/// A CSV document as a download named `filename`.
pub fn response(body: String, filename: &str) -> impl axum::response::IntoResponse {
    use axum::http::header;
    (
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()),
            (header::CONTENT_DISPOSITION, format!("attachment; filename=\"{}\"", header_safe(filename))),
        ],
        body,
    )
}

/// The name as a header can carry it: letters, digits, `.`, `-` and `_`; anything else
/// becomes `_`. Names are built from parsed values, and this keeps a slip from ever
/// breaking the header (a control character made axum answer 500 in plain text) or
/// smuggling a second parameter in with a quote.
fn header_safe(filename: &str) -> String {
    filename.chars().map(|c| if c.is_ascii_alphanumeric() || "._-".contains(c) { c } else { '_' }).collect()
}

/// Quotes a CSV field, and defuses values a spreadsheet would run as a formula.
pub fn field(value: &str) -> String {
    let safe = if value.starts_with(['=', '+', '-', '@', '\t', '\r']) { format!("'{value}") } else { value.to_owned() };
    if safe.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", safe.replace('"', "\"\""))
    } else {
        safe
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_fields_are_quoted_and_formulas_defused() {
        assert_eq!(field("plain"), "plain");
        assert_eq!(field("a,b"), "\"a,b\"");
        assert_eq!(field("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(field("=HYPERLINK(1)"), "'=HYPERLINK(1)");
    }

    #[test]
    fn a_file_name_cannot_break_its_header() {
        assert_eq!(header_safe("report-2026-01-01-2026-01-31.csv"), "report-2026-01-01-2026-01-31.csv");
        assert_eq!(header_safe("\nreport\r\"; x=.csv"), "_report____x_.csv");
        assert_eq!(header_safe("relatório.csv"), "relat_rio.csv");
    }

    #[test]
    fn a_document_is_a_header_and_rows() {
        let mut csv = Csv::new(&["name", "rate"]);
        csv.row(&["Ana, B.", "80%"]);
        assert_eq!(csv.finish(), "name,rate\n\"Ana, B.\",80%\n");
    }
}

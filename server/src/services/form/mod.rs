//! The one way a form's fields are applied to a record, for every area's `Input::apply`:
//! a field sent is parsed and written, a field that does not parse is noted under its
//! name (the first message for a field wins), and a new record lacking a required field
//! gets "<Label> is required.". Every bad field comes back in one 400 answer.

pub mod schema;

use crate::catalogue::{self, Message};
use crate::domain::program::parse_text;
use crate::error::{AppResult, FieldErrors};

pub struct Form {
    errors: FieldErrors,
    /// A new record: required fields must be sent.
    creating: bool,
}

impl Form {
    pub fn new(creating: bool) -> Form {
        Form { errors: FieldErrors::default(), creating }
    }

    pub fn creating(&self) -> bool {
        self.creating
    }

    /// A field that may be left out: when sent, parsed into `target`.
    pub fn set<V, T>(
        &mut self,
        field: &str,
        sent: Option<V>,
        parse: impl FnOnce(V) -> Result<T, Message>,
        target: &mut T,
    ) {
        if let Some(value) = sent.and_then(|v| self.errors.check(field, parse(v))) {
            *target = value;
        }
    }

    /// A field a new record must have: as [`Form::set`], and "`label` is required." when
    /// a new record lacks it.
    pub fn require<V, T>(
        &mut self,
        field: &str,
        label: &str,
        sent: Option<V>,
        parse: impl FnOnce(V) -> Result<T, Message>,
        target: &mut T,
    ) {
        match sent {
            Some(v) => self.set(field, Some(v), parse, target),
            None if self.creating => self.errors.add(field, catalogue::required(label)),
            None => {}
        }
    }

    /// Free text of at most `max` characters, blank allowed.
    pub fn text(&mut self, field: &str, label: &str, max: usize, sent: Option<String>, target: &mut String) {
        self.set(field, sent, |v| parse_text(&v, label, max, false), target);
    }

    /// Free text of at most `max` characters that may not be blank, and that a new record
    /// must have.
    pub fn required_text(&mut self, field: &str, label: &str, max: usize, sent: Option<String>, target: &mut String) {
        self.require(field, label, sent, |v| parse_text(&v, label, max, true), target);
    }

    /// A field that can be cleared: null or blank clears it, a value is parsed.
    pub fn clearable<T>(
        &mut self,
        field: &str,
        sent: Option<Option<String>>,
        parse: impl FnOnce(String) -> Result<T, Message>,
        target: &mut Option<T>,
    ) {
        match sent {
            Some(Some(v)) if !v.trim().is_empty() => self.set(field, Some(v), |v| parse(v).map(Some), target),
            Some(_) => *target = None,
            None => {}
        }
    }

    /// A reference to another record (a group, a facilitator…): null or blank clears it,
    /// any other id is kept as sent (whether it exists is checked with the database).
    pub fn reference(&mut self, sent: Option<Option<String>>, target: &mut Option<String>) {
        self.clearable("", sent, Ok, target);
    }

    /// A field the body always has (a create's e-mail, a new password): its value, or
    /// `None` with the message noted; [`Form::finish_with`] builds what it is part of.
    pub fn value<T>(&mut self, field: &str, parsed: Result<T, Message>) -> Option<T> {
        self.errors.check(field, parsed)
    }

    /// A rule of its own, noted under `field`.
    pub fn add(&mut self, field: &str, message: Message) {
        self.errors.add(field, message);
    }

    /// `Ok` when every field was good.
    pub fn finish(self) -> AppResult<()> {
        self.errors.finish()
    }

    /// What `build` makes of the [`Form::value`]s when every field was good (each is then
    /// `Some`), or every bad field in one answer.
    pub fn finish_with<T>(self, build: impl FnOnce() -> Option<T>) -> AppResult<T> {
        self.errors.finish()?;
        build().ok_or_else(|| anyhow::anyhow!("a field was neither parsed nor noted").into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::AppError;

    fn fields(result: AppResult<()>) -> Vec<(String, String)> {
        match result {
            Err(AppError::Invalid { fields, .. }) => {
                fields.into_iter().map(|(field, m)| (field, m.to_string())).collect()
            }
            other => panic!("{:?}", other.err()),
        }
    }

    #[test]
    fn a_new_record_needs_its_required_fields_and_a_change_does_not() {
        let (mut title, mut note) = (String::new(), String::new());
        let mut form = Form::new(true);
        form.required_text("title", "Title", 10, None, &mut title);
        form.text("note", "Note", 10, None, &mut note);
        assert_eq!(fields(form.finish()), [("title".to_owned(), "Title is required.".to_owned())]);
        let mut form = Form::new(false);
        form.required_text("title", "Title", 10, None, &mut title);
        assert!(form.finish().is_ok());
    }

    #[test]
    fn every_bad_field_is_noted_and_good_ones_written() {
        let (mut title, mut note, mut day) = ("old".to_owned(), String::new(), Some(1));
        let mut form = Form::new(false);
        form.required_text("title", "Title", 3, Some("  ".into()), &mut title);
        form.text("note", "Note", 4, Some(" ok ".into()), &mut note);
        form.clearable(
            "day",
            Some(Some("x".into())),
            |d| d.parse::<i32>().map_err(|_| crate::catalogue::count_range(31)),
            &mut day,
        );
        assert_eq!((title.as_str(), note.as_str()), ("old", "ok"));
        assert_eq!(
            fields(form.finish()),
            [
                ("day".to_owned(), "Count must be between 1 and 31.".to_owned()),
                ("title".to_owned(), "Title is required.".to_owned())
            ]
        );
    }

    #[test]
    fn a_body_is_built_only_from_good_values() {
        let mut form = Form::new(true);
        let day = form.value("day", "7".parse::<u32>().map_err(|_| crate::catalogue::count_range(31)));
        assert_eq!(form.finish_with(|| Some(day? * 2)).ok(), Some(14));
        let mut form = Form::new(true);
        let day = form.value("day", "x".parse::<u32>().map_err(|_| crate::catalogue::count_range(31)));
        assert_eq!(
            fields(form.finish_with(|| day).map(|_| ())),
            [("day".to_owned(), "Count must be between 1 and 31.".to_owned())]
        );
    }

    #[test]
    fn null_or_blank_clears_a_reference() {
        let mut group = Some("g1".to_owned());
        let mut form = Form::new(false);
        form.reference(None, &mut group);
        assert_eq!(group.as_deref(), Some("g1"), "left as it is");
        form.reference(Some(Some(" g2 ".into())), &mut group);
        assert_eq!(group.as_deref(), Some(" g2 "), "kept as sent");
        form.reference(Some(Some("  ".into())), &mut group);
        assert_eq!(group, None);
        form.reference(Some(Some("g3".into())), &mut group);
        form.reference(Some(None), &mut group);
        assert_eq!(group, None);
        assert!(form.finish().is_ok());
    }
}

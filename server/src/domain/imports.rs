//! Fathers imported from a spreadsheet (CONTRACT.md, "Importing fathers"): the fields a
//! column may fill, what each row would do, and the import as it is kept for its undo.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::program::vocabulary;
use super::Language;
use crate::catalogue::Message;

/// The most data rows one file may hold.
pub const MAX_IMPORT_ROWS: usize = 5_000;
/// The largest file, in bytes (5 MB).
pub const MAX_IMPORT_BYTES: usize = 5_000_000;
/// The longest mapping, in bytes (a column name is a cell of the header).
pub const MAX_MAPPING_BYTES: usize = 64 * 1024;

vocabulary!(
    /// A father record's field a column may fill, by its name in `POST /api/fathers`; `id` and
    /// `email` also match a row to the record it updates.
    ImportField, "Field" {
        Id => "id",
        FirstName => "firstName",
        LastName => "lastName",
        Email => "email",
        Phone => "phone",
        PreferredLanguage => "preferredLanguage",
        DateOfBirth => "dateOfBirth",
        Address => "address",
        FatherType => "fatherType",
        Setting => "setting",
        ReferralSource => "referralSource",
        Status => "status",
        EnrollmentDate => "enrollmentDate",
        ExitDate => "exitDate",
        ExitReason => "exitReason",
        Notes => "notes",
    }
);

impl ImportField {
    /// The fields an import writes on a record (all but `id`), in the order a row is read.
    pub fn written() -> impl Iterator<Item = ImportField> {
        ImportField::ALL.iter().copied().filter(|field| *field != ImportField::Id)
    }
}

vocabulary!(
    /// What importing a row does: creates a record, updates the one it matches, leaves it as
    /// it is (nothing would change), or cannot (its errors say why).
    ImportAction, "Action" {
        Create => "create",
        Update => "update",
        Skip => "skip",
        Error => "error",
    }
);

/// Why a row cannot be imported, at one of its fields (`row` for the row as a whole), as an
/// error answer names a field: a stable key with its values, and the sentence in the
/// caller's language.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RowError {
    /// The field (see `ImportField`), or `row`.
    pub field: String,
    pub key: String,
    pub params: BTreeMap<String, String>,
    pub message: String,
}

impl RowError {
    pub fn new(field: &str, message: &Message, language: Language) -> RowError {
        RowError {
            field: field.to_owned(),
            key: message.key().to_owned(),
            params: message.params().iter().map(|(name, value)| ((*name).to_owned(), value.clone())).collect(),
            message: message.render(language),
        }
    }
}

/// One data row of the file, as importing it would go.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportRow {
    /// Its line in the file (the header is line 1).
    pub line: u64,
    pub action: ImportAction,
    /// The record it updates or leaves (`update`, `skip`), or, once imported, the one it created.
    pub father_id: Option<String>,
    pub errors: Vec<RowError>,
    /// Records in the caller's scope that look like the same man (the same name and date of
    /// birth, or the same phone): a new record is made all the same, never merged.
    pub duplicate_of: Vec<String>,
    /// The row's mapped cells, by field (trimmed; empty cells left out).
    pub values: BTreeMap<String, String>,
}

/// How many rows would do (or did) each thing.
#[derive(Clone, Copy, Debug, Default, Serialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct ImportCounts {
    pub create: u32,
    pub update: u32,
    pub skip: u32,
    pub error: u32,
}

impl ImportCounts {
    pub fn of(rows: &[ImportRow]) -> ImportCounts {
        let mut counts = ImportCounts::default();
        for row in rows {
            *match row.action {
                ImportAction::Create => &mut counts.create,
                ImportAction::Update => &mut counts.update,
                ImportAction::Skip => &mut counts.skip,
                ImportAction::Error => &mut counts.error,
            } += 1;
        }
        counts
    }
}

/// A dry run: every row with what importing it would do; nothing written.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportPreview {
    pub rows: Vec<ImportRow>,
    pub counts: ImportCounts,
}

/// An import, kept so that it can be undone.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Import {
    pub id: String,
    pub program_id: String,
    pub counts: ImportCounts,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub created_at: DateTime<Utc>,
    /// Who imported it (null once that account is deleted).
    pub created_by: Option<String>,
    #[serde(serialize_with = "crate::domain::dates::opt_instant")]
    pub undone_at: Option<DateTime<Utc>>,
}

/// A row an undo left alone: the record was changed since the import (or, one it created,
/// has history), so it stays as it is now.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeftAlone {
    pub line: u64,
    pub father_id: String,
}

/// An import undone: the records it created are deleted and the fields it changed restored,
/// but for the rows left alone.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UndoneImport {
    #[serde(flatten)]
    pub import: Import,
    pub deleted: u32,
    pub restored: u32,
    pub left_alone: Vec<LeftAlone>,
}

//! Importing fathers from a spreadsheet (CONTRACT.md, "Importing fathers"): a dry run shows
//! what every row would do; an import writes all of it or nothing, and can be undone. Each
//! row goes through the same rules as `POST /api/fathers` and `PATCH /api/fathers/{id}`
//! (`FatherInput`), so an imported record is one staff could have typed.

mod sheet;

use std::collections::{BTreeMap, HashMap};

use serde_json::{Map, Value};

pub use sheet::MAX_COLUMNS;

use crate::auth::Viewer;
use crate::catalogue::{self, Message};
use crate::db::{self, imports::Known, Table};
use crate::domain::imports::{
    Import, ImportAction, ImportCounts, ImportField, ImportPreview, ImportRow, LeftAlone, RowError, UndoneImport,
};
use crate::domain::phone::PhoneRegion;
use crate::domain::programs::ProgramRole;
use crate::domain::records::Father;
use crate::domain::{ActivityType, Language, Sentence};
use crate::error::{AppError, AppResult, Record};
use crate::services::fathers::{self, FatherInput};
use crate::state::AppState;

/// An upload as the handler received it.
pub struct Upload {
    pub program_id: Option<String>,
    pub file: Vec<u8>,
    pub mapping: String,
}

/// What importing a row would write.
enum Change {
    Create(Box<Father>),
    Update { before: Box<Father>, after: Box<Father> },
}

/// A row as planned: what the caller is shown, and what it writes.
struct Planned {
    row: ImportRow,
    errors: Vec<(String, Message)>,
    change: Option<Change>,
}

/// What a plan needs beyond the file: the caller, the day and the way numbers are read.
struct Context<'a> {
    viewer: &'a Viewer,
    today: chrono::NaiveDate,
    now: chrono::DateTime<chrono::Utc>,
    region: PhoneRegion,
    language: Language,
}

/// The program the import goes in, which the caller must direct or manage.
fn program_of(conn: &mut dyn db::Conn, viewer: &Viewer, sent: Option<&str>) -> AppResult<String> {
    viewer.staff()?;
    let program = crate::services::programs::program_for_new(conn, viewer, sent)?;
    crate::services::programs::check_manages(conn, viewer, &program)?;
    Ok(program)
}

/// The importable fields of a record, by the contract's names, as its JSON has them.
fn fields_of(father: &Father) -> Map<String, Value> {
    let Ok(Value::Object(all)) = serde_json::to_value(father) else { return Map::new() };
    ImportField::written()
        .filter_map(|field| all.get(field.as_str()).map(|value| (field.as_str().to_owned(), value.clone())))
        .collect()
}

/// The fields whose values differ, as they were and as they are.
fn changed(before: &Father, after: &Father) -> (Map<String, Value>, Map<String, Value>) {
    let (old, new) = (fields_of(before), fields_of(after));
    let keys: Vec<&String> = new.keys().filter(|key| old.get(*key) != new.get(*key)).collect();
    let pick = |from: &Map<String, Value>| keys.iter().map(|key| ((*key).clone(), from[*key].clone())).collect();
    (pick(&old), pick(&new))
}

/// A row's bad fields, from the answer `FatherInput` gives.
fn row_errors(err: AppError) -> AppResult<Vec<(String, Message)>> {
    match err {
        AppError::Invalid { message, fields } if fields.is_empty() => Ok(vec![("row".to_owned(), message)]),
        AppError::Invalid { fields, .. } => Ok(fields.into_iter().collect()),
        other => Err(other),
    }
}

/// A name as duplicates are looked for: trimmed, in lower case.
fn name_key(first: &str, last: &str) -> (String, String) {
    (first.trim().to_lowercase(), last.trim().to_lowercase())
}

/// The records in the caller's scope a file's rows are matched against, by id and by e-mail.
struct Matches {
    known: Vec<Known>,
    by_id: HashMap<String, usize>,
    by_email: HashMap<String, Vec<usize>>,
    /// By name and date of birth, and by phone: a row is looked up, never compared with each.
    by_birth: HashMap<((String, String), chrono::NaiveDate), Vec<usize>>,
    by_phone: HashMap<String, Vec<usize>>,
}

impl Matches {
    fn read(conn: &mut dyn db::Conn, viewer: &Viewer) -> db::DbResult<Matches> {
        let known = db::imports::known_in(conn, &viewer.scope())?;
        let by_id = known.iter().enumerate().map(|(i, k)| (k.id.clone(), i)).collect();
        let (mut by_email, mut by_birth, mut by_phone) = (HashMap::new(), HashMap::new(), HashMap::new());
        for (i, k) in known.iter().enumerate() {
            if !k.email.is_empty() {
                by_email.entry(k.email.to_lowercase()).or_insert_with(Vec::new).push(i);
            }
            if let Some(born) = k.date_of_birth {
                by_birth.entry((name_key(&k.first_name, &k.last_name), born)).or_insert_with(Vec::new).push(i);
            }
            if !k.phone.is_empty() {
                by_phone.entry(k.phone.clone()).or_insert_with(Vec::new).push(i);
            }
        }
        Ok(Matches { known, by_id, by_email, by_birth, by_phone })
    }

    /// Records that look like the same man: the same name and date of birth, or the same
    /// phone; each once, in the order they were read.
    fn duplicates(&self, f: &Father) -> Vec<String> {
        let born = f.date_of_birth.and_then(|born| self.by_birth.get(&(name_key(&f.first_name, &f.last_name), born)));
        let phoned = Some(&f.phone).filter(|p| !p.is_empty()).and_then(|p| self.by_phone.get(p));
        let mut found: Vec<usize> = born.into_iter().chain(phoned).flatten().copied().collect();
        found.sort_unstable();
        found.dedup();
        found.into_iter().map(|i| self.known[i].id.clone()).collect()
    }

    /// The record a row updates: by id when the id column is mapped and filled (one the
    /// caller cannot see is no match, and an error), else by e-mail when exactly one record
    /// has it; None: the row makes a new record.
    fn target(&self, values: &BTreeMap<String, String>) -> Result<Option<String>, (&'static str, Message)> {
        if let Some(id) = values.get(ImportField::Id.as_str()) {
            return match self.by_id.get(id) {
                Some(i) => Ok(Some(self.known[*i].id.clone())),
                None => Err(("id", catalogue::import_no_such_father())),
            };
        }
        let Some(email) = values.get(ImportField::Email.as_str()) else { return Ok(None) };
        match self.by_email.get(&email.to_lowercase()).map(Vec::as_slice) {
            Some([only]) => Ok(Some(self.known[*only].id.clone())),
            Some(several) if several.len() > 1 => Err(("email", catalogue::import_email_ambiguous(several.len()))),
            _ => Ok(None),
        }
    }
}

/// What one row would do: its action, the record it concerns, its errors and its change.
struct Outcome {
    action: ImportAction,
    father_id: Option<String>,
    duplicate_of: Vec<String>,
    errors: Vec<(String, Message)>,
    change: Option<Change>,
}

impl Outcome {
    fn error(field: &str, message: Message) -> Outcome {
        Outcome::errors(vec![(field.to_owned(), message)])
    }

    fn errors(errors: Vec<(String, Message)>) -> Outcome {
        Outcome { action: ImportAction::Error, father_id: None, duplicate_of: Vec::new(), errors, change: None }
    }
}

/// Plans one row; with `lock`, the record it updates is locked until the transaction ends,
/// and read as it is then.
fn plan_row(
    conn: &mut dyn db::Conn,
    ctx: &Context,
    matches: &Matches,
    values: &BTreeMap<String, String>,
    lock: bool,
) -> AppResult<Outcome> {
    // A character no form lets through (NUL, other controls) is refused where it stands.
    let refused: Vec<(String, Message)> = values
        .iter()
        .filter(|(_, value)| crate::domain::text::has_refused(value))
        .map(|(field, _)| (field.clone(), catalogue::text_control_characters()))
        .collect();
    if !refused.is_empty() {
        return Ok(Outcome::errors(refused));
    }
    let target = match matches.target(values) {
        Ok(target) => target,
        Err((field, message)) => return Ok(Outcome::error(field, message)),
    };
    let input: Map<String, Value> = values
        .iter()
        .filter(|(field, _)| field.as_str() != ImportField::Id.as_str())
        .map(|(field, value)| (field.clone(), Value::String(value.clone())))
        .collect();
    let input: FatherInput = serde_json::from_value(Value::Object(input)).map_err(anyhow::Error::from)?;
    let Some(id) = target else {
        let mut father = fathers::new_record(ctx.viewer, ctx.today, ctx.now);
        if let Err(err) = input.apply(&mut father, true, ctx.today, ctx.region) {
            return Ok(Outcome::errors(row_errors(err)?));
        }
        return Ok(Outcome {
            action: ImportAction::Create,
            father_id: None,
            duplicate_of: matches.duplicates(&father),
            errors: Vec::new(),
            change: Some(Change::Create(Box::new(father))),
        });
    };
    if lock {
        db::lock(conn, Table::Fathers, &id)?;
    }
    let Some(before) = db::fathers::find_in(conn, &ctx.viewer.scope(), &id)? else {
        return Ok(Outcome::error("id", catalogue::import_no_such_father()));
    };
    let mut after = before.clone();
    if let Err(err) = input.apply(&mut after, false, ctx.today, ctx.region) {
        return Ok(Outcome { father_id: Some(id), ..Outcome::errors(row_errors(err)?) });
    }
    if fields_of(&before) == fields_of(&after) {
        return Ok(Outcome { action: ImportAction::Skip, father_id: Some(id), ..Outcome::errors(Vec::new()) });
    }
    after.updated_at = ctx.now;
    Ok(Outcome {
        action: ImportAction::Update,
        father_id: Some(id),
        duplicate_of: Vec::new(),
        errors: Vec::new(),
        change: Some(Change::Update { before: Box::new(before), after: Box::new(after) }),
    })
}

/// Plans every row against the records in the caller's scope (read once for the file).
fn plan(
    conn: &mut dyn db::Conn,
    ctx: &Context,
    sheet: &sheet::Sheet,
    mapping: &sheet::Mapping,
    lock: bool,
) -> AppResult<Vec<Planned>> {
    let matches = Matches::read(conn, ctx.viewer)?;
    let mut planned = Vec::with_capacity(sheet.rows.len());
    // The line of the row that matched each record first: a second row for the same record
    // would be planned against the record as it was, and undo the first one's change.
    let mut matched: HashMap<String, u64> = HashMap::new();
    for (line, cells) in &sheet.rows {
        let values: BTreeMap<String, String> = mapping
            .iter()
            .filter_map(|(field, index)| cells.get(*index).filter(|cell| !cell.is_empty()).map(|c| (*field, c)))
            .map(|(field, cell)| (field.as_str().to_owned(), cell.clone()))
            .collect();
        let mut outcome = if cells.len() > sheet.header.len() {
            Outcome::error("row", catalogue::import_too_many_cells(cells.len(), sheet.header.len()))
        } else {
            plan_row(conn, ctx, &matches, &values, lock)?
        };
        if let Some(id) = &outcome.father_id {
            if let Some(first) = matched.get(id) {
                let field = if values.contains_key(ImportField::Id.as_str()) { "id" } else { "email" };
                outcome = Outcome {
                    father_id: Some(id.clone()),
                    ..Outcome::error(field, catalogue::import_matched_twice(first))
                };
            } else {
                matched.insert(id.clone(), *line);
            }
        }
        let row = ImportRow {
            line: *line,
            action: outcome.action,
            father_id: outcome.father_id,
            errors: outcome.errors.iter().map(|(field, message)| RowError::new(field, message, ctx.language)).collect(),
            duplicate_of: outcome.duplicate_of,
            values,
        };
        planned.push(Planned { row, errors: outcome.errors, change: outcome.change });
    }
    Ok(planned)
}

/// Reads the upload: its file and its mapping (400 at `file` or `mapping`).
fn read(upload: &Upload) -> AppResult<(sheet::Sheet, sheet::Mapping)> {
    let sheet = sheet::read(&upload.file)?;
    let mapping = sheet::mapping(&upload.mapping, &sheet.header)?;
    Ok((sheet, mapping))
}

fn context<'a>(state: &AppState, viewer: &'a Viewer, language: Language) -> Context<'a> {
    Context {
        viewer,
        today: crate::services::retention::today(state),
        now: db::now(),
        region: state.config.phone_region,
        language,
    }
}

/// A dry run: what every row would do. Nothing is written.
pub async fn preview(state: &AppState, viewer: &Viewer, upload: Upload) -> AppResult<ImportPreview> {
    viewer.staff()?;
    let language = crate::error::callers_language();
    let (sheet, mapping) = read(&upload)?;
    let owned = viewer.clone();
    let ctx_state = state.clone();
    let rows = state
        .db
        .read_point(move |conn| {
            program_of(conn, &owned, upload.program_id.as_deref())?;
            let ctx = context(&ctx_state, &owned, language);
            Ok::<_, AppError>(plan(conn, &ctx, &sheet, &mapping, false)?.into_iter().map(|p| p.row).collect::<Vec<_>>())
        })
        .await?;
    Ok(ImportPreview { counts: ImportCounts::of(&rows), rows })
}

/// Imports every row in one transaction: a row with errors refuses the whole file (400,
/// each bad field named `rows[line].field`), and nothing is written.
pub async fn import(state: &AppState, viewer: &Viewer, upload: Upload) -> AppResult<Import> {
    let actor = viewer.staff()?.id.clone();
    let language = crate::error::callers_language();
    let (sheet, mapping) = read(&upload)?;
    let owned = viewer.clone();
    let ctx_state = state.clone();
    let recorded = state.clock.now_millis();
    state
        .db
        .transaction(move |conn| {
            let program = program_of(conn, &owned, upload.program_id.as_deref())?;
            let ctx = context(&ctx_state, &owned, language);
            let planned = plan(conn, &ctx, &sheet, &mapping, true)?;
            let failed: Vec<&Planned> = planned.iter().filter(|p| p.row.action == ImportAction::Error).collect();
            if !failed.is_empty() {
                let fields = failed
                    .iter()
                    .flat_map(|p| {
                        p.errors
                            .iter()
                            .map(|(field, message)| (format!("rows[{}].{field}", p.row.line), message.clone()))
                    })
                    .collect();
                return Err(AppError::Invalid { message: catalogue::import_has_errors(failed.len()), fields });
            }
            let import = Import {
                id: uuid::Uuid::now_v7().to_string(),
                program_id: program.clone(),
                counts: ImportCounts::of(&planned.iter().map(|p| p.row.clone()).collect::<Vec<_>>()),
                created_at: ctx.now,
                created_by: Some(actor.clone()),
                undone_at: None,
            };
            db::imports::insert(conn, &import)?;
            for Planned { row, change, .. } in planned {
                let Some(change) = change else { continue };
                let done = match change {
                    Change::Create(father) => {
                        db::fathers::insert(conn, &father, recorded)?;
                        db::programs::insert_enrolment(conn, &fathers::first_enrolment(&father, program.clone()))?;
                        let says = Sentence::FatherAdded.says(&[("father", &father.full_name())]);
                        fathers::log(conn, &actor, ActivityType::Created, &father, says)?;
                        db::imports::Done {
                            line: row.line,
                            father_id: father.id.clone(),
                            created: true,
                            before: Map::new(),
                            after: fields_of(&father),
                            left_at: father.updated_at.timestamp_millis(),
                        }
                    }
                    Change::Update { before, after } => {
                        db::fathers::update(conn, &after, recorded)?;
                        db::programs::mirror_record(conn, &after)?;
                        let says = Sentence::FatherUpdated.says(&[("father", &after.full_name())]);
                        fathers::log(conn, &actor, ActivityType::Updated, &after, says)?;
                        let (was, is) = changed(&before, &after);
                        db::imports::Done {
                            line: row.line,
                            father_id: after.id.clone(),
                            created: false,
                            before: was,
                            after: is,
                            left_at: after.updated_at.timestamp_millis(),
                        }
                    }
                };
                db::imports::insert_row(conn, &import.id, &done)?;
            }
            Ok::<_, AppError>(import)
        })
        .await
}

/// The imports the caller may undo, newest first: a director's every one, a manager's into
/// the programs he manages.
pub async fn list(state: &AppState, viewer: &Viewer) -> AppResult<Vec<Import>> {
    viewer.staff()?;
    let owned = viewer.clone();
    state
        .db
        .run(move |conn| {
            let programs = if owned.is_director() {
                None
            } else {
                let managed = db::programs::worked_in_by(conn, &owned.user().id)?
                    .into_iter()
                    .filter(|p| p.staff.iter().any(|s| s.user_id == owned.user().id && s.role == ProgramRole::Manager))
                    .map(|p| p.id)
                    .collect::<Vec<_>>();
                Some(managed)
            };
            Ok::<_, AppError>(db::imports::list(conn, programs.as_deref(), 50)?)
        })
        .await
}

/// Undoes an import, once: the records it created are deleted and the fields it changed put
/// back, except where a record was written since (or one it created has history): those
/// stay as they are, and are listed.
pub async fn undo(state: &AppState, viewer: &Viewer, id: String) -> AppResult<UndoneImport> {
    let actor = viewer.staff()?.id.clone();
    let owned = viewer.clone();
    let (today, recorded, region) =
        (crate::services::retention::today(state), state.clock.now_millis(), state.config.phone_region);
    let (undone, photos) = state
        .db
        .transaction(move |conn| {
            let mut import = db::imports::find(conn, &id)?.ok_or_else(|| AppError::not_found(Record::Import))?;
            // A director or its program's manager undoes it; to anyone outside the program it is
            // no import at all.
            let role = if owned.is_director() {
                Some(ProgramRole::Manager)
            } else {
                db::programs::role_of(conn, &import.program_id, &owned.user().id)?
            };
            match role {
                Some(ProgramRole::Manager) => {}
                Some(ProgramRole::Staff) => return Err(AppError::Forbidden(catalogue::program_managers_only())),
                None => return Err(AppError::not_found(Record::Import)),
            }
            let now = db::now();
            // Marked first: a second undo at the same moment waits here, then finds it done.
            if !db::imports::mark_undone(conn, &id, now)? {
                return Err(AppError::Conflict(catalogue::import_undone()));
            }
            import.undone_at = Some(now);
            let (mut deleted, mut restored, mut left_alone, mut photos) = (0, 0, Vec::new(), Vec::new());
            for done in db::imports::rows_of(conn, &id)? {
                let Some(written_at) = db::imports::father_written_at(conn, &done.father_id)? else { continue };
                let untouched = written_at == done.left_at;
                if done.created {
                    if !untouched || db::fathers::has_history(conn, &done.father_id)? {
                        left_alone.push(LeftAlone { line: done.line, father_id: done.father_id });
                        continue;
                    }
                    let Some(father) = db::fathers::find(conn, &done.father_id)? else { continue };
                    if let Some(Some(photo)) = db::fathers::delete(conn, &done.father_id)? {
                        db::objects::enqueue(conn, &photo)?;
                        photos.push(photo);
                    }
                    let says = Sentence::FatherDeleted.says(&[("father", &father.full_name())]);
                    fathers::log(conn, &actor, ActivityType::Deleted, &Father { user_id: None, ..father }, says)?;
                    deleted += 1;
                } else {
                    let Some(mut father) = db::fathers::find(conn, &done.father_id)?.filter(|_| untouched) else {
                        left_alone.push(LeftAlone { line: done.line, father_id: done.father_id });
                        continue;
                    };
                    let input: FatherInput =
                        serde_json::from_value(Value::Object(done.before)).map_err(anyhow::Error::from)?;
                    input.apply(&mut father, false, today, region)?;
                    father.updated_at = now;
                    db::fathers::update(conn, &father, recorded)?;
                    db::programs::mirror_record(conn, &father)?;
                    let says = Sentence::FatherUpdated.says(&[("father", &father.full_name())]);
                    fathers::log(conn, &actor, ActivityType::Updated, &father, says)?;
                    restored += 1;
                }
            }
            Ok::<_, AppError>((UndoneImport { import, deleted, restored, left_alone }, photos))
        })
        .await?;
    for key in photos {
        state.storage.delete_queued(&state.db, key).await;
    }
    Ok(undone)
}

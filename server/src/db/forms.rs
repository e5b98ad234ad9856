//! `forms` (every version of every form), `submissions` with their `submission_amendments`,
//! and the `submission_scores` and `submission_flags` the current answers give. A
//! submission is read only for a father in the reader's scope, in SQL.

use std::collections::{BTreeMap, HashMap};

use super::scope::Scope;
use super::{Binds, Conn, DbResult, Row};
use crate::domain::form::{
    Amendment, Answers, Definition, Form, FormKind, FormStatus, Guidance, Phase, RaisedFlag, ScoreRow, Submission,
    Translated,
};
use crate::{binds, params};

const FORM_COLUMNS: &str = "fm.id, fm.family_id, fm.version, fm.kind, fm.name_en, fm.name_es, fm.status,
     fm.self_service, fm.protocol_en, fm.protocol_es, fm.definition, fm.created_at, fm.published_at, fm.archived_at";

fn form_from_row(row: &Row) -> DbResult<Form> {
    Ok(Form {
        id: row.text("id")?,
        family_id: row.text("family_id")?,
        version: row.int("version")?,
        kind: row.word("kind", FormKind::parse)?,
        name: Translated { en: row.text("name_en")?, es: row.text("name_es")? },
        status: row.word("status", FormStatus::parse)?,
        self_service: row.bool("self_service")?,
        protocol: Guidance { en: row.text("protocol_en")?, es: row.text("protocol_es")? },
        definition: row.json("definition")?,
        created_at: row.time("created_at")?,
        published_at: row.opt_time("published_at")?,
        archived_at: row.opt_time("archived_at")?,
    })
}

fn definition_text(definition: &Definition) -> String {
    serde_json::to_string(definition).expect("a definition is plain data")
}

fn answers_text(answers: &Answers) -> String {
    serde_json::to_string(answers).expect("answers are plain data")
}

fn keys_text(keys: &[String]) -> String {
    serde_json::to_string(keys).expect("keys are plain data")
}

/// Stores a new version (a draft).
pub fn insert(conn: &mut dyn Conn, form: &Form, created_by: Option<&str>) -> DbResult<()> {
    write(conn, form, created_by, "")
}

/// Stores a sample form under its fixed id unless it is there: every instance may try at
/// start-up, one of them writes it, and a director's later versions are left alone.
pub fn insert_sample(conn: &mut dyn Conn, form: &Form) -> DbResult<()> {
    write(conn, form, None, "ON CONFLICT (id) DO NOTHING")
}

fn write(conn: &mut dyn Conn, form: &Form, created_by: Option<&str>, on_conflict: &str) -> DbResult<()> {
    conn.execute(
        &format!(
            "INSERT INTO forms (id, family_id, version, kind, name_en, name_es, status, self_service, protocol_en,
                 protocol_es, definition, created_at, created_by, published_at, archived_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) {on_conflict}"
        ),
        params![
            &form.id,
            &form.family_id,
            form.version,
            form.kind.as_str(),
            &form.name.en,
            &form.name.es,
            form.status.as_str(),
            form.self_service,
            &form.protocol.en,
            &form.protocol.es,
            definition_text(&form.definition),
            form.created_at,
            created_by,
            form.published_at,
            form.archived_at
        ],
    )?;
    Ok(())
}

/// Writes a draft's name, kind, protocol and definition; false when it is no longer a
/// draft (published meanwhile), so a published version is never changed.
pub fn update_draft(conn: &mut dyn Conn, form: &Form) -> DbResult<bool> {
    Ok(conn.execute(
        "UPDATE forms SET kind = $2, name_en = $3, name_es = $4, self_service = $5, protocol_en = $6,
             protocol_es = $7, definition = $8
         WHERE id = $1 AND status = 'draft'",
        params![
            &form.id,
            form.kind.as_str(),
            &form.name.en,
            &form.name.es,
            form.self_service,
            &form.protocol.en,
            &form.protocol.es,
            definition_text(&form.definition)
        ],
    )? == 1)
}

/// Publishes a draft at `now` and archives the family's earlier published versions, so one
/// version of a form takes submissions. False when it was not a draft.
pub fn publish(conn: &mut dyn Conn, form: &Form, now: i64) -> DbResult<bool> {
    let published = conn.execute(
        "UPDATE forms SET status = 'published', published_at = $2 WHERE id = $1 AND status = 'draft'",
        params![&form.id, now],
    )? == 1;
    if published {
        conn.execute(
            "UPDATE forms SET status = 'archived', archived_at = $3
             WHERE family_id = $1 AND version < $2 AND status = 'published'",
            params![&form.family_id, form.version, now],
        )?;
    }
    Ok(published)
}

/// Archives a version (once: archiving again keeps the first time).
pub fn archive(conn: &mut dyn Conn, id: &str, now: i64) -> DbResult<()> {
    conn.execute(
        "UPDATE forms SET status = 'archived', archived_at = COALESCE(archived_at, $2) WHERE id = $1",
        params![id, now],
    )?;
    Ok(())
}

pub fn find(conn: &mut dyn Conn, id: &str) -> DbResult<Option<Form>> {
    conn.first(&format!("SELECT {FORM_COLUMNS} FROM forms fm WHERE fm.id = $1"), params![id], form_from_row)
}

/// The highest version of a form's family.
pub fn latest_version(conn: &mut dyn Conn, family_id: &str) -> DbResult<i64> {
    conn.first("SELECT MAX(version) AS latest FROM forms WHERE family_id = $1", params![family_id], |row| {
        Ok(row.opt_int("latest")?.unwrap_or(0))
    })
    .map(Option::unwrap_or_default)
}

/// The newest version of each form, of `kind` if given, by name.
pub fn list_latest(conn: &mut dyn Conn, kind: Option<FormKind>) -> DbResult<Vec<Form>> {
    let mut binds = Binds::new();
    let kind = match kind {
        Some(kind) => format!("fm.kind = {}", binds.add(kind.as_str())),
        None => "TRUE".into(),
    };
    conn.all(
        &format!(
            "SELECT {FORM_COLUMNS} FROM forms fm
             WHERE {kind} AND fm.version = (SELECT MAX(v.version) FROM forms v WHERE v.family_id = fm.family_id)
             ORDER BY fm.name_en, fm.id"
        ),
        &binds,
        form_from_row,
    )
}

/// Every version of one form, newest first.
pub fn versions(conn: &mut dyn Conn, family_id: &str) -> DbResult<Vec<Form>> {
    conn.all(
        &format!("SELECT {FORM_COLUMNS} FROM forms fm WHERE fm.family_id = $1 ORDER BY fm.version DESC"),
        params![family_id],
        form_from_row,
    )
}

/// The published self-service forms a father may fill (screenings never are), by name.
pub fn self_service(conn: &mut dyn Conn) -> DbResult<Vec<Form>> {
    conn.all(
        &format!(
            "SELECT {FORM_COLUMNS} FROM forms fm
             WHERE fm.status = 'published' AND fm.self_service AND fm.kind <> 'screening'
             ORDER BY fm.name_en, fm.id"
        ),
        &[],
        form_from_row,
    )
}

/// A submission as stored, before it is read against its form.
pub struct Stored {
    pub submission: Submission,
    pub form: Form,
}

const SUBMISSION_COLUMNS: &str =
    "s.id AS submission_id, s.father_id, s.phase, s.answers, s.declined, s.current_answers,
     s.current_declined, s.submitted_at, s.submitted_by, s.submitted_by_name";

fn stored_from_row(row: &Row) -> DbResult<Stored> {
    let form = form_from_row(row)?;
    let submission = Submission {
        id: row.text("submission_id")?,
        form_id: form.id.clone(),
        form_family_id: form.family_id.clone(),
        form_name: form.name.clone(),
        form_kind: form.kind,
        version: form.version,
        father_id: row.text("father_id")?,
        phase: row.opt_word("phase", Phase::parse)?,
        original: row.json("answers")?,
        original_declined: row.json("declined")?,
        answers: row.json("current_answers")?,
        declined: row.json("current_declined")?,
        submitted_at: row.time("submitted_at")?,
        submitted_by: row.opt_text("submitted_by")?,
        submitted_by_name: row.text("submitted_by_name")?,
        scores: BTreeMap::new(),
        flags: Vec::new(),
        amendments: Vec::new(),
        redacted: Vec::new(),
    };
    Ok(Stored { submission, form })
}

/// Fills in each submission's amendments, oldest first, and its scores and flags as stored
/// (they outlive the answers of an anonymised father).
fn with_details(conn: &mut dyn Conn, mut stored: Vec<Stored>) -> DbResult<Vec<Stored>> {
    if stored.is_empty() {
        return Ok(stored);
    }
    let mut binds = Binds::new();
    let ids = binds.list(stored.iter().map(|s| &s.submission.id));
    let mut amendments: HashMap<String, Vec<Amendment>> = HashMap::new();
    conn.each_row(
        &format!(
            "SELECT submission_id, answers, reason, at, by_user, by_name FROM submission_amendments
             WHERE submission_id IN ({ids}) ORDER BY submission_id, at, id"
        ),
        &binds,
        &mut |row| {
            amendments.entry(row.text("submission_id")?).or_default().push(Amendment {
                answers: row.json("answers")?,
                reason: row.text("reason")?,
                at: row.time("at")?,
                by: row.opt_text("by_user")?,
                by_name: row.text("by_name")?,
            });
            Ok(true)
        },
    )?;
    let mut scores: HashMap<String, BTreeMap<String, Option<f64>>> = HashMap::new();
    conn.each_row(
        &format!("SELECT submission_id, subscale, score FROM submission_scores WHERE submission_id IN ({ids})"),
        &binds,
        &mut |row| {
            scores.entry(row.text("submission_id")?).or_default().insert(row.text("subscale")?, row.opt_real("score")?);
            Ok(true)
        },
    )?;
    let mut flags: HashMap<String, Vec<String>> = HashMap::new();
    conn.each_row(
        &format!("SELECT submission_id, flag FROM submission_flags WHERE submission_id IN ({ids}) ORDER BY flag"),
        &binds,
        &mut |row| {
            flags.entry(row.text("submission_id")?).or_default().push(row.text("flag")?);
            Ok(true)
        },
    )?;
    for s in &mut stored {
        let id = &s.submission.id;
        s.submission.amendments = amendments.remove(id).unwrap_or_default();
        s.submission.scores = scores.remove(id).unwrap_or_default();
        s.submission.flags = flags.remove(id).unwrap_or_default();
    }
    Ok(stored)
}

/// A submission about a father in `scope`, with its form's version and its amendments.
pub fn find_submission(conn: &mut dyn Conn, scope: &Scope, id: &str) -> DbResult<Option<Stored>> {
    let mut binds = binds![id];
    let in_scope = scope.covers_sql("s.father_id", &mut binds);
    let found = conn.first(
        &format!(
            "SELECT {SUBMISSION_COLUMNS}, {FORM_COLUMNS} FROM submissions s JOIN forms fm ON fm.id = s.form_id
             WHERE s.id = $1 AND {in_scope}"
        ),
        &binds,
        stored_from_row,
    )?;
    Ok(with_details(conn, found.into_iter().collect())?.pop())
}

/// A father's submissions in `scope`, newest first; `self_service_only` keeps those of
/// self-service forms other than screenings (what a father reads of his own).
pub fn father_submissions(
    conn: &mut dyn Conn,
    scope: &Scope,
    father_id: &str,
    self_service_only: bool,
) -> DbResult<Vec<Stored>> {
    let mut binds = binds![father_id];
    let in_scope = scope.covers_sql("s.father_id", &mut binds);
    let own = if self_service_only { "AND fm.self_service AND fm.kind <> 'screening'" } else { "" };
    let stored = conn.all(
        &format!(
            "SELECT {SUBMISSION_COLUMNS}, {FORM_COLUMNS} FROM submissions s JOIN forms fm ON fm.id = s.form_id
             WHERE s.father_id = $1 AND {in_scope} {own}
             ORDER BY s.submitted_at DESC, s.id DESC"
        ),
        &binds,
        stored_from_row,
    )?;
    with_details(conn, stored)
}

/// Stores a new submission, its answers as both the original and the current ones.
pub fn insert_submission(conn: &mut dyn Conn, s: &Submission) -> DbResult<()> {
    let (answers, declined) = (answers_text(&s.answers), keys_text(&s.declined));
    conn.execute(
        "INSERT INTO submissions (id, form_id, father_id, phase, answers, declined, current_answers, current_declined,
             submitted_at, submitted_by, submitted_by_name)
         VALUES ($1, $2, $3, $4, $5, $6, $5, $6, $7, $8, $9)",
        params![
            &s.id,
            &s.form_id,
            &s.father_id,
            s.phase.map(Phase::as_str),
            answers,
            declined,
            s.submitted_at,
            s.submitted_by.as_deref(),
            &s.submitted_by_name
        ],
    )?;
    Ok(())
}

/// Appends an amendment and writes the answers it leaves.
pub fn amend(
    conn: &mut dyn Conn,
    submission_id: &str,
    amendment: &Amendment,
    current: &Answers,
    declined: &[String],
) -> DbResult<()> {
    conn.execute(
        "INSERT INTO submission_amendments (id, submission_id, answers, reason, at, by_user, by_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
        params![
            uuid::Uuid::now_v7().to_string(),
            submission_id,
            answers_text(&amendment.answers),
            &amendment.reason,
            amendment.at,
            amendment.by.as_deref(),
            &amendment.by_name
        ],
    )?;
    conn.execute(
        "UPDATE submissions SET current_answers = $2, current_declined = $3 WHERE id = $1",
        params![submission_id, answers_text(current), keys_text(declined)],
    )?;
    Ok(())
}

/// Replaces a submission's scores and flags with those of its current answers.
pub fn write_results(
    conn: &mut dyn Conn,
    submission_id: &str,
    scores: &BTreeMap<String, Option<f64>>,
    flags: &[String],
) -> DbResult<()> {
    conn.execute("DELETE FROM submission_scores WHERE submission_id = $1", params![submission_id])?;
    conn.execute("DELETE FROM submission_flags WHERE submission_id = $1", params![submission_id])?;
    for (subscale, score) in scores {
        conn.execute(
            "INSERT INTO submission_scores (submission_id, subscale, score) VALUES ($1, $2, $3)",
            params![submission_id, subscale, *score],
        )?;
    }
    for flag in flags {
        conn.execute(
            "INSERT INTO submission_flags (submission_id, flag) VALUES ($1, $2)",
            params![submission_id, flag],
        )?;
    }
    Ok(())
}

/// Whether a father has any submission (a record with one is exited, not deleted).
pub fn father_has_submissions(conn: &mut dyn Conn, father_id: &str) -> DbResult<bool> {
    conn.exists("SELECT 1 FROM submissions WHERE father_id = $1", params![father_id])
}

/// The subscale scores of every assessment submission of the fathers in `scope` who made a
/// post submission in `[start, end)` (of the same form): what the report's pre/post change
/// is computed from.
pub fn assessment_scores(conn: &mut dyn Conn, scope: &Scope, start: i64, end: i64) -> DbResult<Vec<ScoreRow>> {
    let mut binds = binds![start, end];
    let in_scope = scope.covers_sql("s.father_id", &mut binds);
    conn.all(
        &format!(
            "SELECT fm.family_id, s.father_id, s.id AS submission_id, s.phase, s.submitted_at, sc.subscale, sc.score
             FROM submissions s
             JOIN forms fm ON fm.id = s.form_id
             JOIN submission_scores sc ON sc.submission_id = s.id
             WHERE fm.kind = 'assessment' AND s.phase IS NOT NULL AND {in_scope}
               AND EXISTS (SELECT 1 FROM submissions p JOIN forms pf ON pf.id = p.form_id
                           WHERE p.father_id = s.father_id AND pf.family_id = fm.family_id AND p.phase = 'post'
                             AND p.submitted_at >= $1 AND p.submitted_at < $2)"
        ),
        &binds,
        |row| {
            Ok(ScoreRow {
                family_id: row.text("family_id")?,
                father_id: row.text("father_id")?,
                submission_id: row.text("submission_id")?,
                phase: row.word("phase", Phase::parse)?,
                submitted_at: row.int("submitted_at")?,
                subscale: row.text("subscale")?,
                score: row.opt_real("score")?,
            })
        },
    )
}

/// Each screening submitted in `[start, end)` about a father in `scope`: its father and
/// whether it raised a flag.
pub fn screenings(conn: &mut dyn Conn, scope: &Scope, start: i64, end: i64) -> DbResult<Vec<(String, bool)>> {
    let mut binds = binds![start, end];
    let in_scope = scope.covers_sql("s.father_id", &mut binds);
    conn.all(
        &format!(
            "SELECT s.father_id, EXISTS (SELECT 1 FROM submission_flags sf WHERE sf.submission_id = s.id) AS flagged
             FROM submissions s JOIN forms fm ON fm.id = s.form_id
             WHERE fm.kind = 'screening' AND s.submitted_at >= $1 AND s.submitted_at < $2 AND {in_scope}"
        ),
        &binds,
        |row| Ok((row.text("father_id")?, row.bool("flagged")?)),
    )
}

/// The flags a father's submissions raise, newest submission first, each with its form's
/// name and its label in that version.
pub fn father_flags(conn: &mut dyn Conn, father_id: &str) -> DbResult<Vec<RaisedFlag>> {
    let rows = conn.all(
        &format!(
            "SELECT s.id AS submission_id, s.submitted_at, sf.flag, {FORM_COLUMNS}
             FROM submissions s JOIN submission_flags sf ON sf.submission_id = s.id JOIN forms fm ON fm.id = s.form_id
             WHERE s.father_id = $1
             ORDER BY s.submitted_at DESC, s.id DESC, sf.flag"
        ),
        params![father_id],
        |row| Ok((row.text("submission_id")?, row.time("submitted_at")?, row.text("flag")?, form_from_row(row)?)),
    )?;
    Ok(rows
        .into_iter()
        .map(|(submission_id, submitted_at, key, form)| {
            let flag = form.definition.flags.iter().find(|f| f.key == key);
            RaisedFlag {
                submission_id,
                form_id: form.id,
                form_name: form.name,
                label: flag.map(|f| f.label.clone()).unwrap_or_default(),
                alert: flag.is_some_and(|f| f.alert),
                referral: flag.and_then(|f| f.referral),
                key,
                submitted_at,
            }
        })
        .collect())
}

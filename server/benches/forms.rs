//! Forms (issue 44): what checking, scoring and pairing cost.
//! - **A submission with 60 answers** (scales, numbers, choices, multis, yes/no, texts, dates)
//!   on a published form with three subscales (a mean with reversed items, a sum, a
//!   percent-correct) and a flag, made through `services::forms::submissions::create`: the
//!   answers checked, scored and stored with their scores, flag and activity, and read back as
//!   the handler answers it. The bare baseline inserts the same answers, as JSON, as one row of
//!   a table of the submissions' shape in a transaction. Submissions a second, one at a time;
//!   medians of five rounds.
//! - **The report's assessments** over 10,000 submissions: 5,000 fathers, each with a pre and
//!   a post of an assessment with those subscales, the post in the range. Measured as the
//!   funder report computes them (`db::forms::assessment_scores`, the assessments' latest
//!   versions, `domain::form::assessment_changes`) and as the whole report with nothing else in
//!   the range; the bare baseline reads the same score rows in one plain query and sums them
//!   by phase and subscale, without pairing. Medians of five; on PostgreSQL after `ANALYZE`, as
//!   autovacuum leaves a running server's tables, and once before it, right after the load.
//!
//! `cargo bench -p fatherhood --bench forms` (SQLite in a temporary directory);
//! `BENCH_DATABASE_URL=postgres://…` for PostgreSQL. Prints one JSON line.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use chrono::Days;
use serde_json::{json, Value as Json};

use fatherhood::auth::Viewer;
use fatherhood::config::Config;
use fatherhood::db::{self, Value};
use fatherhood::domain::form::{
    assessment_changes, check_answers, raised_flags, scores, Answers, AssessmentChange, AssessmentForm, Definition,
    FormKind,
};
use fatherhood::domain::report::DayRange;
use fatherhood::domain::{Email, Language, Password, StaffRole};
use fatherhood::services::forms::{self, submissions, FormInput};
use fatherhood::services::identity::{self, CreatedBy, Registration};
use fatherhood::state::AppState;

const FATHERS: usize = 5_000;
/// Submissions in each round of the first measurement.
const ROUND: usize = 400;
const ROUNDS: usize = 5;
const DAY_MS: i64 = 24 * 3_600_000;

fn main() -> anyhow::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build()?;
    runtime.block_on(run())
}

async fn run() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    std::env::set_var("FM_DATA_DIR", dir.path());
    if let Ok(url) = std::env::var("BENCH_DATABASE_URL") {
        std::env::set_var("DATABASE_URL", url);
    } else {
        std::env::set_var("DATABASE_URL", format!("sqlite://{}", dir.path().join("bench.db").display()));
    }
    std::env::set_var("RUST_LOG", "warn");
    let a = fatherhood::startup::state(Config::from_env()?).await?;
    let postgres = matches!(a.db.backend(), db::Backend::Postgres);
    let director = Viewer::Staff(
        identity::create_account(
            &a,
            Registration {
                email: Email::parse("director@bench.test").map_err(|m| anyhow::anyhow!(m))?,
                password: Password::parse("bench director password").map_err(|m| anyhow::anyhow!(m))?,
                display_name: "Bench Director".into(),
                first_name: String::new(),
                last_name: String::new(),
                preferred_language: Language::En,
                staff_role: Some(StaffRole::Director),
            },
            CreatedBy::Operator,
        )
        .await?,
    );
    a.db.transaction(seed_fathers).await?;
    let survey = published(&a, &director, "survey").await?;
    let assessment = published(&a, &director, "assessment").await?;

    // ---- The report's assessments over 10,000 submissions.
    let zone = a.config.time_zone;
    let today = a.config.today();
    let range = DayRange { from: today - Days::new(29), to: today };
    let (start, end) = range.instants(zone);
    let (start, end) = (start.timestamp_millis(), end.timestamp_millis());
    let now = db::now_millis();
    let definition = definition_of(&a, &assessment).await?;
    let form = assessment.clone();
    a.db.transaction(move |conn| seed_assessments(conn, &form, &definition, now)).await?;
    // Right after a bulk load PostgreSQL plans without statistics until autovacuum analyses
    // the tables (within a minute of such a load): measured once as it is, then analysed as
    // a running server's tables are.
    let unanalysed = if postgres {
        let began = Instant::now();
        assessments(&a, start, end).await?;
        let took = began.elapsed();
        a.db.transaction(|conn| conn.batch("ANALYZE")).await?;
        Some(took)
    } else {
        None
    };
    let (from, to) = (range.from.to_string(), range.to.to_string());
    let (mut part, mut pairing, mut whole, mut bare) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let mut rows_read = 0;
    for _ in 0..5 {
        let began = Instant::now();
        let (changes, paired) = assessments(&a, start, end).await?;
        part.push(began.elapsed());
        pairing.push(paired);
        let mine = changes.iter().find(|c| c.form_id == assessment).expect("the assessment is reported");

        let began = Instant::now();
        let report = fatherhood::services::dashboard::report(&a, &director, Some(&from), Some(&to), None).await?;
        whole.push(began.elapsed());
        let reported = report.total.assessments.iter().find(|c| c.form_id == assessment);
        anyhow::ensure!(reported == Some(mine), "the report's assessments are the part measured");

        let family = assessment.clone();
        let began = Instant::now();
        let sums = a.db.run(move |conn| plain_sums(conn, &family)).await?;
        bare.push(began.elapsed());

        anyhow::ensure!(mine.fathers == FATHERS as i64, "{} fathers paired, not {FATHERS}", mine.fathers);
        for subscale in &mine.subscales {
            let mean = |phase: &str| sums.get(&(phase.to_owned(), subscale.key.clone())).map(|(s, n)| s / *n as f64);
            let close = |x: Option<f64>, y: Option<f64>| x.zip(y).is_some_and(|(x, y)| (x - y).abs() < 1e-9);
            anyhow::ensure!(
                close(subscale.pre, mean("pre")) && close(subscale.post, mean("post")),
                "subscale {}: the report's means differ from the plain sums",
                subscale.key
            );
        }
        rows_read = sums.values().map(|(_, n)| n).sum::<i64>();
    }
    anyhow::ensure!(rows_read == 3 * 2 * FATHERS as i64, "{rows_read} score rows read, not 30,000");

    // ---- A submission with 60 answers, through the service and bare.
    let user = director.user().clone();
    a.db.transaction(|conn| conn.batch(BARE_TABLE)).await?;
    let (mut real, mut plain, mut checking) = (Vec::new(), Vec::new(), Vec::new());
    let definition = definition_of(&a, &survey).await?;
    for round in 0..=ROUNDS {
        let inputs: Vec<(String, submissions::NewSubmission)> = (0..ROUND)
            .map(|i| {
                let n = round * ROUND + i;
                let input = json!({"formId": survey, "answers": answers(n), "declined": []});
                Ok::<_, anyhow::Error>((father(n % FATHERS), serde_json::from_value(input)?))
            })
            .collect::<anyhow::Result<_>>()?;
        // The domain's share: the same answers checked, scored and flagged, nothing stored.
        let parsed: Vec<Answers> =
            (0..ROUND).map(|i| serde_json::from_value(answers(round * ROUND + i))).collect::<Result<_, _>>()?;
        let began = Instant::now();
        for answers in &parsed {
            anyhow::ensure!(check_answers(&definition, answers, &[]).is_empty(), "the answers are valid");
            std::hint::black_box((scores(&definition, answers), raised_flags(&definition, answers)));
        }
        let checked = began.elapsed();
        let began = Instant::now();
        for (father, input) in inputs {
            let submission = submissions::create(&a, &director, father, input).await?;
            anyhow::ensure!(
                submission.scores.len() == 3 && submission.scores.values().all(Option::is_some),
                "each submission scored"
            );
            anyhow::ensure!(submission.flags == ["housing"], "each submission flagged");
        }
        let took = began.elapsed();

        let rows: Vec<(String, String)> = (0..ROUND)
            .map(|i| {
                let n = round * ROUND + i;
                Ok::<_, anyhow::Error>((father(n % FATHERS), serde_json::to_string(&answers(n))?))
            })
            .collect::<anyhow::Result<_>>()?;
        let began = Instant::now();
        for (father, answers) in rows {
            let (form, user) = (survey.clone(), user.clone());
            a.db.transaction(move |conn| {
                conn.execute(
                    "INSERT INTO bare_submissions (id, form_id, father_id, phase, answers, declined, current_answers,
                         current_declined, submitted_at, submitted_by, submitted_by_name)
                     VALUES ($1, $2, $3, NULL, $4, '[]', $4, '[]', $5, $6, $7)",
                    &[
                        Value::from(uuid::Uuid::now_v7().to_string()),
                        Value::from(form),
                        Value::from(father),
                        Value::from(answers),
                        Value::from(db::now_millis()),
                        Value::from(user.id),
                        Value::from(user.display_name),
                    ],
                )
            })
            .await?;
        }
        // Round 0 warms the caches up; it is not counted.
        if round > 0 {
            real.push(took);
            checking.push(checked);
            plain.push(began.elapsed());
        }
    }
    let stored = (ROUNDS + 1) * ROUND;
    let form = survey.clone();
    let (submitted, scored, flagged, bare_rows) =
        a.db.run(move |conn| {
            let mut count = |sql: &str, form: &str| -> Result<i64, db::DbError> {
                Ok(conn.first(sql, &[Value::from(form)], |row| row.int("n"))?.unwrap_or(0))
            };
            Ok::<_, db::DbError>((
                count("SELECT COUNT(*) AS n FROM submissions WHERE form_id = $1", &form)?,
                count(
                    "SELECT COUNT(*) AS n FROM submission_scores sc JOIN submissions s ON s.id = sc.submission_id
                     WHERE s.form_id = $1 AND sc.score IS NOT NULL",
                    &form,
                )?,
                count(
                    "SELECT COUNT(*) AS n FROM submission_flags sf JOIN submissions s ON s.id = sf.submission_id
                     WHERE s.form_id = $1",
                    &form,
                )?,
                count("SELECT COUNT(*) AS n FROM bare_submissions WHERE form_id = $1", &form)?,
            ))
        })
        .await?;
    anyhow::ensure!(submitted == stored as i64, "{submitted} submissions stored, not {stored}");
    anyhow::ensure!(scored == 3 * stored as i64, "{scored} scores stored, not {}", 3 * stored);
    anyhow::ensure!(flagged == stored as i64, "{flagged} flags stored, not {stored}");
    anyhow::ensure!(bare_rows == stored as i64, "{bare_rows} bare rows stored, not {stored}");

    let per_second = |d: Duration| ROUND as f64 / d.as_secs_f64();
    let (real, plain) = (per_second(median(real)), per_second(median(plain)));
    let ms = |d: Duration| (d.as_secs_f64() * 1e4).round() / 10.0;
    let (part, pairing, whole, bare) = (median(part), median(pairing), median(whole), median(bare));
    let ratio = |a: f64, b: f64| ((a / b) * 100.0).round() / 100.0;
    let line = json!({
        "database": if postgres { "postgres" } else { "sqlite" },
        "answers": 60,
        "submissions_per_round": ROUND,
        "submissions_per_second": real.round(),
        "bare_inserts_per_second": plain.round(),
        "submission_ratio": ratio(real, plain),
        "check_and_score_us": (median(checking).as_secs_f64() * 1e7 / ROUND as f64).round() / 10.0,
        "report_submissions": 2 * FATHERS,
        "assessments_ms": ms(part),
        "pairing_ms": ms(pairing),
        "assessments_before_analyze_ms": unanalysed.map(ms),
        "whole_report_ms": ms(whole),
        "bare_query_ms": ms(bare),
        "assessments_ratio": ratio(part.as_secs_f64(), bare.as_secs_f64()),
        "whole_report_ratio": ratio(whole.as_secs_f64(), bare.as_secs_f64()),
    });
    println!("{line}");
    Ok(())
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn father(f: usize) -> String {
    format!("00000000-0000-7000-c000-{f:012}")
}

/// The report's assessment part, as `services::dashboard::report` computes it for the
/// program: the scores of the fathers with a post in the range and the assessments' latest
/// versions in one read, then each father's pre and post paired (and how long that took).
async fn assessments(a: &AppState, start: i64, end: i64) -> anyhow::Result<(Vec<AssessmentChange>, Duration)> {
    let (rows, latest) =
        a.db.run(move |conn| {
            let rows = db::forms::assessment_scores(conn, &db::scope::Scope::All, start, end)?;
            let latest = db::forms::list_latest(conn, Some(FormKind::Assessment))?;
            Ok::<_, db::DbError>((rows, latest))
        })
        .await?;
    let began = Instant::now();
    let forms: Vec<AssessmentForm> = latest
        .into_iter()
        .map(|f| {
            let subscales = f.definition.scoring.subscales.into_iter().map(|s| (s.key, s.label)).collect();
            AssessmentForm { form_id: f.family_id, name: f.name, subscales }
        })
        .collect();
    let changes = assessment_changes(&rows, (start, end), &forms, |_| true);
    Ok((changes, began.elapsed()))
}

/// Scores summed and counted by phase and subscale.
type Sums = BTreeMap<(String, String), (f64, i64)>;

/// The bare baseline: the same score rows in one plain query, summed by phase and subscale.
fn plain_sums(conn: &mut dyn db::Conn, family: &str) -> Result<Sums, db::DbError> {
    let mut sums = Sums::new();
    conn.each_row(
        "SELECT s.phase, sc.subscale, sc.score FROM submissions s
         JOIN forms fm ON fm.id = s.form_id JOIN submission_scores sc ON sc.submission_id = s.id
         WHERE fm.family_id = $1 AND s.phase IS NOT NULL",
        &[Value::from(family)],
        &mut |row| {
            if let Some(score) = row.opt_real("score")? {
                let sum = sums.entry((row.text("phase")?, row.text("subscale")?)).or_default();
                sum.0 += score;
                sum.1 += 1;
            }
            Ok(true)
        },
    )?;
    Ok(sums)
}

/// The submissions' shape, without the references: what the bare baseline writes.
const BARE_TABLE: &str = "CREATE TABLE bare_submissions (
    id                TEXT PRIMARY KEY,
    form_id           TEXT NOT NULL,
    father_id         TEXT NOT NULL,
    phase             TEXT,
    answers           TEXT NOT NULL,
    declined          TEXT NOT NULL,
    current_answers   TEXT NOT NULL,
    current_declined  TEXT NOT NULL,
    submitted_at      BIGINT NOT NULL,
    submitted_by      TEXT,
    submitted_by_name TEXT NOT NULL
);
CREATE INDEX bare_submissions_father ON bare_submissions (father_id, submitted_at, id);
CREATE INDEX bare_submissions_form ON bare_submissions (form_id, phase, father_id, submitted_at);";

/// A form of `kind` with the 60 questions, made a draft and published by the director, as
/// the forms page does: its id.
async fn published(a: &AppState, director: &Viewer, kind: &str) -> anyhow::Result<String> {
    let input: FormInput = serde_json::from_value(form_input(kind))?;
    let draft = forms::create(a, director, input).await?;
    let form = forms::publish(a, director, draft.id).await?;
    Ok(form.id)
}

async fn definition_of(a: &AppState, id: &str) -> anyhow::Result<Definition> {
    let id = id.to_owned();
    let form = a.db.run(move |conn| db::forms::find(conn, &id)).await?;
    Ok(form.expect("the form is stored").definition)
}

fn label(en: &str) -> Json {
    json!({"en": en, "es": format!("{en} (es)")})
}

/// 60 questions: 24 scales, 8 numbers, 8 choices, 6 multis, 8 yes/no, 4 texts, 2 dates; a
/// mean with reversed items, a sum and a percent-correct; a flag on an answer of a multi.
fn form_input(kind: &str) -> Json {
    let keys = |prefix: &str, range: std::ops::RangeInclusive<usize>| -> Vec<String> {
        range.map(|k| format!("{prefix}{k:02}")).collect()
    };
    let options = |values: &[&str]| -> Json { values.iter().map(|v| json!({"value": v, "label": label(v)})).collect() };
    let mut fields = Vec::new();
    for k in 1..=24 {
        let section = if k <= 12 { "warmth" } else { "stress" };
        fields.push(json!({"key": format!("s{k:02}"), "section": section, "label": label(&format!("Statement {k}")),
                           "type": "scale", "min": 1, "max": 5, "required": true}));
    }
    for k in 1..=8 {
        fields.push(json!({"key": format!("n{k:02}"), "section": "about", "label": label(&format!("How many {k}")),
                           "type": "number", "min": 0, "max": 100}));
    }
    for k in 1..=8 {
        fields
            .push(json!({"key": format!("c{k:02}"), "section": "knowledge", "label": label(&format!("Question {k}")),
                           "type": "choice", "options": options(&["a", "b", "c", "d"])}));
    }
    for k in 1..=6 {
        fields.push(json!({"key": format!("m{k:02}"), "section": "about", "label": label(&format!("Help wanted {k}")),
                           "type": "multi", "options": options(&["job", "housing", "health", "legal"])}));
    }
    for k in 1..=8 {
        let section = if k <= 4 { "stress" } else { "knowledge" };
        fields.push(json!({"key": format!("y{k:02}"), "section": section, "label": label(&format!("Yes or no {k}")),
                           "type": "yesno"}));
    }
    for k in 1..=4 {
        fields
            .push(json!({"key": format!("t{k:02}"), "section": "about", "label": label(&format!("In your words {k}")),
                           "type": "text", "max": 500}));
    }
    for k in 1..=2 {
        fields.push(
            json!({"key": format!("d{k:02}"), "section": "about", "label": label(&format!("Child's birthday {k}")),
                           "type": "date"}),
        );
    }
    let mut correct = serde_json::Map::new();
    for k in 1..=8 {
        correct.insert(format!("c{k:02}"), json!(["a", "b", "c", "d"][k % 4]));
    }
    for k in 5..=8 {
        correct.insert(format!("y{k:02}"), json!(true));
    }
    let stress: Vec<String> = keys("s", 13..=24).into_iter().chain(keys("y", 1..=4)).collect();
    let knowledge: Vec<String> = keys("c", 1..=8).into_iter().chain(keys("y", 5..=8)).collect();
    let sections: Vec<Json> =
        ["about", "warmth", "stress", "knowledge"].iter().map(|key| json!({"key": key, "label": label(key)})).collect();
    json!({
        "name": label(&format!("Bench {kind}")),
        "kind": kind,
        "sections": sections,
        "fields": fields,
        "scoring": {"subscales": [
            {"key": "warmth", "label": label("Warmth"), "fields": keys("s", 1..=12), "method": "mean",
             "reverse": ["s02", "s05", "s08", "s11"]},
            {"key": "stress", "label": label("Stress"), "fields": stress, "method": "sum"},
            {"key": "knowledge", "label": label("Knowledge"), "fields": knowledge, "method": "percent-correct",
             "correct": correct},
        ]},
        "flags": [{"key": "housing", "label": label("Wants housing"), "when": [{"field": "m01", "in": ["housing"]}]}],
    })
}

/// The `n`th set of 60 answers: every question answered, the values varied.
fn answers(n: usize) -> Json {
    let mut answers = serde_json::Map::new();
    let opts = ["job", "housing", "health", "legal"];
    for k in 1..=24 {
        answers.insert(format!("s{k:02}"), json!(1 + (n + k) % 5));
    }
    for k in 1..=8 {
        answers.insert(format!("n{k:02}"), json!((n * 7 + k * 3) % 101));
        answers.insert(format!("c{k:02}"), json!(["a", "b", "c", "d"][(n + k) % 4]));
        answers.insert(format!("y{k:02}"), json!(!(n + k).is_multiple_of(3)));
    }
    answers.insert("m01".into(), if n.is_multiple_of(2) { json!(["housing", "job"]) } else { json!(["housing"]) });
    for k in 2..=6 {
        answers.insert(format!("m{k:02}"), json!([opts[(n + k) % 4], opts[(n + k + 1) % 4]]));
    }
    for k in 1..=4 {
        answers.insert(format!("t{k:02}"), json!(format!("Answer {k} of {n}: we read together on Sundays.")));
    }
    for k in 1..=2 {
        answers.insert(format!("d{k:02}"), json!(format!("2018-{:02}-{:02}", 1 + (n + k) % 12, 1 + (n + k) % 28)));
    }
    Json::Object(answers)
}

/// 5,000 fathers.
fn seed_fathers(conn: &mut dyn db::Conn) -> Result<(), db::DbError> {
    let now = db::now_millis();
    for f in 0..FATHERS {
        conn.execute(
            "INSERT INTO fathers (id, first_name, last_name, created_at, updated_at) VALUES ($1, 'Dad', $2, $3, $3)",
            &[Value::from(father(f)), Value::from(format!("Bench {f}")), Value::from(now)],
        )?;
    }
    Ok(())
}

/// Each father's pre (about two months ago) and post (about two weeks ago, in the range) of
/// the assessment, with the scores the form's subscales give their answers.
fn seed_assessments(conn: &mut dyn db::Conn, form: &str, definition: &Definition, now: i64) -> Result<(), db::DbError> {
    for f in 0..FATHERS {
        for (phase, at, n) in [("pre", now - 60 * DAY_MS, f), ("post", now - 15 * DAY_MS, f + 1)] {
            let json = answers(n);
            let parsed: Answers =
                serde_json::from_value(json.clone()).map_err(|e| db::DbError::Other(e.to_string()))?;
            let id = uuid::Uuid::now_v7().to_string();
            conn.execute(
                "INSERT INTO submissions (id, form_id, father_id, phase, answers, declined, current_answers,
                     current_declined, submitted_at, submitted_by, submitted_by_name)
                 VALUES ($1, $2, $3, $4, $5, '[]', $5, '[]', $6, NULL, 'Bench')",
                &[
                    Value::from(id.as_str()),
                    Value::from(form),
                    Value::from(father(f)),
                    Value::from(phase),
                    Value::from(json.to_string()),
                    Value::from(at - (f as i64) * 60_000),
                ],
            )?;
            db::forms::write_results(conn, &id, &scores(definition, &parsed), &[])?;
        }
    }
    Ok(())
}

//! Forms a program fills about a father — intake, screening, assessments, surveys — and
//! the rules of their answers: a definition checked before it is stored, each answer checked
//! against its question, a subscale's score, the flags an answer raises. Pure: the service
//! stores and reads, this decides.
//!
//! A form's version is frozen once published, and a submission keeps the id of the version it
//! answered, so its questions, scores and flags are always read against that version.

use std::collections::{BTreeMap, BTreeSet};

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::catalogue::{self, Message};
use crate::domain::casework::ReferralType;
use crate::domain::dates;
use crate::domain::program::vocabulary;
use crate::domain::Language;

vocabulary!(
    /// What a form is for: the report counts screenings and compares assessments.
    FormKind, "Kind" {
        Intake => "intake",
        Screening => "screening",
        Assessment => "assessment",
        Survey => "survey",
    }
);

vocabulary!(
    /// A version's life: a draft changes, a published version never does, an archived one
    /// takes no new submissions.
    FormStatus, "Status" {
        Draft => "draft",
        Published => "published",
        Archived => "archived",
    }
);

vocabulary!(
    /// What a question takes as its answer.
    FieldType, "Type" {
        Text => "text",
        Number => "number",
        Date => "date",
        Choice => "choice",
        Multi => "multi",
        YesNo => "yesno",
        Scale => "scale",
    }
);

vocabulary!(
    /// How a subscale's answers become its score.
    ScoreMethod, "Method" {
        Mean => "mean",
        Sum => "sum",
        PercentCorrect => "percent-correct",
    }
);

vocabulary!(
    /// Whether an assessment was taken at the start of a father's course or at its end.
    Phase, "Phase" {
        Pre => "pre",
        Post => "post",
    }
);

/// The longest form name, section, question label or option label, in either language.
pub const MAX_LABEL: usize = 500;
/// The most questions a form holds.
pub const MAX_FIELDS: usize = 200;
/// The most options a choice offers.
pub const MAX_OPTIONS: usize = 50;
/// The most subscales, and the most flags, a form has.
pub const MAX_RULES: usize = 50;
/// The most values a flag's condition lists.
pub const MAX_CONDITION_VALUES: usize = 50;
/// The longest key (of a question, option value, subscale or flag).
pub const MAX_KEY: usize = 40;
/// The longest text answer, when its question sets no maximum.
pub const MAX_TEXT_ANSWER: usize = 4000;
/// The longest amendment reason.
pub const MAX_REASON: usize = 1000;

/// The longest protocol text, in either language.
pub const MAX_PROTOCOL: usize = 4000;

/// A label in both languages the program speaks: a form's name, a section's, a question's,
/// an option's. English is required (not blank); Spanish may be left blank, and English is
/// shown instead.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct Translated {
    // = MAX_LABEL (utoipa takes a literal; `http::openapi`'s test checks it)
    #[schema(max_length = 500)]
    pub en: String,
    // = MAX_LABEL (utoipa takes a literal; `http::openapi`'s test checks it)
    #[schema(max_length = 500)]
    pub es: String,
}

/// What the program's protocol says to do when a form raises a flag, in both languages;
/// either may be blank.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct Guidance {
    // = MAX_PROTOCOL (utoipa takes a literal; `http::openapi`'s test checks it)
    #[schema(max_length = 4000)]
    pub en: String,
    // = MAX_PROTOCOL (utoipa takes a literal; `http::openapi`'s test checks it)
    #[schema(max_length = 4000)]
    pub es: String,
}

impl Translated {
    pub fn in_language(&self, language: Language) -> &str {
        match language {
            Language::Es if !self.es.trim().is_empty() => &self.es,
            _ => &self.en,
        }
    }
}

/// One choice of a `choice` or `multi` question.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct FieldOption {
    /// What the answer holds: stable across languages.
    pub value: String,
    #[serde(default)]
    pub label: Translated,
}

/// A question.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FormField {
    /// The answer's key: 1–40 lowercase letters, digits, '-' or '_', unique in the form.
    #[schema(pattern = "^[a-z0-9_-]{1,40}$")]
    pub key: String,
    /// The section the question is shown under (a section's key, or its heading).
    #[serde(default)]
    pub section: String,
    #[serde(default)]
    pub label: Translated,
    #[serde(rename = "type")]
    pub kind: FieldType,
    /// A choice's or multi's options (at least one).
    #[serde(default)]
    pub options: Vec<FieldOption>,
    /// Number and scale: the least answer (a scale needs it). Text: the fewest characters.
    #[serde(default)]
    pub min: Option<f64>,
    /// Number and scale: the greatest answer (a scale needs it, above `min`). Text: the most
    /// characters (default 4000).
    #[serde(default)]
    pub max: Option<f64>,
    #[serde(default)]
    pub required: bool,
    /// Shown only to the father's case manager and directors.
    #[serde(default)]
    pub sensitive: bool,
}

/// A heading questions are grouped under, in both languages (optional: a field's `section`
/// that names none is shown as written).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Section {
    #[schema(pattern = "^[a-z0-9_-]{1,40}$")]
    pub key: String,
    #[serde(default)]
    pub label: Translated,
}

/// A score over some of the questions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Subscale {
    #[schema(pattern = "^[a-z0-9_-]{1,40}$")]
    pub key: String,
    #[serde(default)]
    pub label: Translated,
    /// The questions it scores.
    pub fields: Vec<String>,
    pub method: ScoreMethod,
    /// Questions counted as `min + max − answer` (mean and sum).
    #[serde(default)]
    pub reverse: Vec<String>,
    /// percent-correct: each scored question's correct answer.
    #[serde(default)]
    #[schema(value_type = Object)]
    pub correct: BTreeMap<String, Value>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Scoring {
    #[serde(default)]
    pub subscales: Vec<Subscale>,
}

/// One condition of a flag: the question's answer is one of `in` (for a multi, any of its
/// choices is).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Condition {
    pub field: String,
    /// Answers as the question takes them: an option's value, true or false, a number.
    #[serde(rename = "in")]
    #[schema(value_type = Vec<Value>)]
    pub values: Vec<Value>,
}

/// A flag a submission raises when any of its conditions holds; with `alert`, the father's
/// case manager (or, without one, every director) gets a follow-up that day.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Flag {
    #[schema(pattern = "^[a-z0-9_-]{1,40}$")]
    pub key: String,
    #[serde(default)]
    pub label: Translated,
    #[serde(default)]
    pub alert: bool,
    /// The kind of partner service the protocol refers a father to when it is raised: staff
    /// get a one-tap referral of it.
    #[serde(default)]
    pub referral: Option<ReferralType>,
    pub when: Vec<Condition>,
}

/// What a form asks and how it is scored: everything a version freezes.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct Definition {
    pub sections: Vec<Section>,
    pub fields: Vec<FormField>,
    pub scoring: Scoring,
    pub flags: Vec<Flag>,
}

/// One version of a form.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Form {
    pub id: String,
    /// The same for every version of one form: the id of its first version.
    pub family_id: String,
    pub name: Translated,
    pub kind: FormKind,
    pub version: i64,
    pub status: FormStatus,
    /// A father fills it himself from his home page (published only).
    pub self_service: bool,
    /// What the program's protocol says to do when this form raises a flag (screenings):
    /// shown to staff beside the submission.
    pub protocol: Guidance,
    #[serde(flatten)]
    pub definition: Definition,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub created_at: DateTime<Utc>,
    #[serde(serialize_with = "crate::domain::dates::opt_instant")]
    pub published_at: Option<DateTime<Utc>>,
    #[serde(serialize_with = "crate::domain::dates::opt_instant")]
    pub archived_at: Option<DateTime<Utc>>,
}

/// A rule of a definition broken, at a path into it (`fields[2].key`).
pub type Problems = Vec<(String, Message)>;

fn valid_key(key: &str) -> bool {
    !key.is_empty()
        && key.len() <= MAX_KEY
        && key.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_')
}

fn check_label(problems: &mut Problems, at: &str, label: &Translated, required: bool) {
    if required && label.en.trim().is_empty() {
        problems.push((format!("{at}.en"), catalogue::form_label_required()));
    }
    for (language, text) in [("en", &label.en), ("es", &label.es)] {
        if text.chars().count() > MAX_LABEL {
            problems.push((format!("{at}.{language}"), catalogue::too_long("Label", MAX_LABEL)));
        }
    }
}

/// Whether a question's answers are numbers a subscale can add up.
fn scorable(field: &FormField) -> bool {
    match field.kind {
        FieldType::Number | FieldType::Scale | FieldType::YesNo => true,
        FieldType::Choice => field.options.iter().all(|o| o.value.trim().parse::<f64>().is_ok()),
        _ => false,
    }
}

impl Definition {
    pub fn field(&self, key: &str) -> Option<&FormField> {
        self.fields.iter().find(|f| f.key == key)
    }

    /// Every rule a definition breaks, each at its path; none when it may be stored. A draft
    /// may be empty; `publishing` also needs a question.
    pub fn problems(&self, publishing: bool) -> Problems {
        let mut problems = Problems::new();
        if publishing && self.fields.is_empty() {
            problems.push(("fields".into(), catalogue::form_no_questions()));
        }
        for (what, count, max) in [
            ("fields", self.fields.len(), MAX_FIELDS),
            ("sections", self.sections.len(), MAX_RULES),
            ("scoring.subscales", self.scoring.subscales.len(), MAX_RULES),
            ("flags", self.flags.len(), MAX_RULES),
        ] {
            if count > max {
                problems.push((what.into(), catalogue::form_too_many(max)));
                return problems;
            }
        }
        let mut keys = BTreeSet::new();
        for (i, section) in self.sections.iter().enumerate() {
            let at = format!("sections[{i}]");
            if !valid_key(&section.key) {
                problems.push((format!("{at}.key"), catalogue::form_key_invalid()));
            } else if !keys.insert(section.key.as_str()) {
                problems.push((format!("{at}.key"), catalogue::form_key_taken(&section.key)));
            }
            check_label(&mut problems, &format!("{at}.label"), &section.label, true);
        }
        keys.clear();
        for (i, field) in self.fields.iter().enumerate() {
            self.field_problems(&mut problems, &format!("fields[{i}]"), field, &mut keys);
        }
        keys.clear();
        for (i, subscale) in self.scoring.subscales.iter().enumerate() {
            let at = format!("scoring.subscales[{i}]");
            if !valid_key(&subscale.key) {
                problems.push((format!("{at}.key"), catalogue::form_key_invalid()));
            } else if !keys.insert(subscale.key.as_str()) {
                problems.push((format!("{at}.key"), catalogue::form_key_taken(&subscale.key)));
            }
            check_label(&mut problems, &format!("{at}.label"), &subscale.label, true);
            self.subscale_problems(&mut problems, &at, subscale);
        }
        keys.clear();
        for (i, flag) in self.flags.iter().enumerate() {
            let at = format!("flags[{i}]");
            if !valid_key(&flag.key) {
                problems.push((format!("{at}.key"), catalogue::form_key_invalid()));
            } else if !keys.insert(flag.key.as_str()) {
                problems.push((format!("{at}.key"), catalogue::form_key_taken(&flag.key)));
            }
            check_label(&mut problems, &format!("{at}.label"), &flag.label, true);
            self.flag_problems(&mut problems, &at, flag);
        }
        problems
    }

    fn field_problems<'a>(
        &self,
        problems: &mut Problems,
        at: &str,
        field: &'a FormField,
        keys: &mut BTreeSet<&'a str>,
    ) {
        if !valid_key(&field.key) {
            problems.push((format!("{at}.key"), catalogue::form_key_invalid()));
        } else if !keys.insert(field.key.as_str()) {
            problems.push((format!("{at}.key"), catalogue::form_key_taken(&field.key)));
        }
        check_label(problems, &format!("{at}.label"), &field.label, true);
        if field.section.chars().count() > MAX_LABEL {
            problems.push((format!("{at}.section"), catalogue::too_long("Section", MAX_LABEL)));
        }
        let has_options = matches!(field.kind, FieldType::Choice | FieldType::Multi);
        if has_options && field.options.is_empty() {
            problems.push((format!("{at}.options"), catalogue::form_options_needed()));
        } else if !has_options && !field.options.is_empty() {
            problems.push((format!("{at}.options"), catalogue::form_options_unused()));
        } else if field.options.len() > MAX_OPTIONS {
            problems.push((format!("{at}.options"), catalogue::form_too_many(MAX_OPTIONS)));
        }
        let mut values = BTreeSet::new();
        for (j, option) in field.options.iter().enumerate() {
            let value = option.value.trim();
            if value.is_empty() || value.chars().count() > MAX_KEY {
                problems.push((format!("{at}.options[{j}].value"), catalogue::form_option_invalid(MAX_KEY)));
            } else if !values.insert(value) {
                problems.push((format!("{at}.options[{j}].value"), catalogue::form_option_taken(value)));
            }
            check_label(problems, &format!("{at}.options[{j}].label"), &option.label, true);
        }
        let finite = |v: Option<f64>| v.is_none_or(|v| v.is_finite() && v.abs() <= 1e12);
        if !finite(field.min) || !finite(field.max) {
            problems.push((format!("{at}.max"), catalogue::form_bounds_order()));
            return;
        }
        match (field.kind, field.min, field.max) {
            (FieldType::Scale, Some(min), Some(max)) if min < max && min.fract() == 0.0 && max.fract() == 0.0 => {}
            (FieldType::Scale, ..) => problems.push((format!("{at}.max"), catalogue::form_scale_bounds())),
            (FieldType::Number | FieldType::Text, Some(min), Some(max)) if min > max => {
                problems.push((format!("{at}.max"), catalogue::form_bounds_order()));
            }
            (FieldType::Text, min, max) if [min, max].into_iter().flatten().any(|v| v < 0.0 || v.fract() != 0.0) => {
                problems.push((format!("{at}.max"), catalogue::form_bounds_order()));
            }
            (FieldType::Date | FieldType::Choice | FieldType::Multi | FieldType::YesNo, min, max)
                if min.is_some() || max.is_some() =>
            {
                problems.push((format!("{at}.max"), catalogue::form_bounds_unused()));
            }
            _ => {}
        }
    }

    fn subscale_problems(&self, problems: &mut Problems, at: &str, subscale: &Subscale) {
        if subscale.fields.is_empty() {
            problems.push((format!("{at}.fields"), catalogue::form_subscale_empty()));
        }
        let mut seen = BTreeSet::new();
        for (j, key) in subscale.fields.iter().enumerate() {
            match self.field(key) {
                None => problems.push((format!("{at}.fields[{j}]"), catalogue::form_no_such_question(key))),
                Some(_) if !seen.insert(key) => {
                    problems.push((format!("{at}.fields[{j}]"), catalogue::form_key_taken(key)));
                }
                Some(field) if subscale.method != ScoreMethod::PercentCorrect && !scorable(field) => {
                    problems.push((format!("{at}.fields[{j}]"), catalogue::form_not_scorable(key)));
                }
                Some(_) => {}
            }
        }
        for (j, key) in subscale.reverse.iter().enumerate() {
            let at = format!("{at}.reverse[{j}]");
            match self.field(key) {
                _ if !subscale.fields.contains(key) => problems.push((at, catalogue::form_not_in_subscale(key))),
                _ if subscale.method == ScoreMethod::PercentCorrect => {
                    problems.push((at, catalogue::form_reverse_unused()));
                }
                Some(field) if field.min.is_none() || field.max.is_none() => {
                    problems.push((at, catalogue::form_reverse_bounds(key)));
                }
                _ => {}
            }
        }
        if subscale.method == ScoreMethod::PercentCorrect {
            for key in &subscale.fields {
                let Some(field) = self.field(key) else { continue };
                match subscale.correct.get(key) {
                    None => problems.push((format!("{at}.correct.{key}"), catalogue::form_correct_needed())),
                    Some(value) => {
                        if let Err(message) = check_answer(field, value) {
                            problems.push((format!("{at}.correct.{key}"), message));
                        }
                    }
                }
            }
        }
        for key in subscale.correct.keys() {
            if !subscale.fields.contains(key) {
                problems.push((format!("{at}.correct.{key}"), catalogue::form_not_in_subscale(key)));
            }
        }
    }

    fn flag_problems(&self, problems: &mut Problems, at: &str, flag: &Flag) {
        if flag.when.is_empty() {
            problems.push((format!("{at}.when"), catalogue::form_flag_empty()));
        }
        for (j, condition) in flag.when.iter().enumerate() {
            let at = format!("{at}.when[{j}]");
            let Some(field) = self.field(&condition.field) else {
                problems.push((format!("{at}.field"), catalogue::form_no_such_question(&condition.field)));
                continue;
            };
            if condition.values.is_empty() || condition.values.len() > MAX_CONDITION_VALUES {
                problems.push((format!("{at}.in"), catalogue::form_condition_values(MAX_CONDITION_VALUES)));
            }
            // A multi's condition names single options.
            let single = FormField {
                kind: if field.kind == FieldType::Multi { FieldType::Choice } else { field.kind },
                ..field.clone()
            };
            for (k, value) in condition.values.iter().enumerate() {
                if let Err(message) = check_answer(&single, value) {
                    problems.push((format!("{at}.in[{k}]"), message));
                }
            }
        }
    }

    /// Whether the form asks anything sensitive.
    pub fn has_sensitive(&self) -> bool {
        self.fields.iter().any(|f| f.sensitive)
    }
}

/// A question's answer checked against it: `Ok` when the question takes it.
pub fn check_answer(field: &FormField, value: &Value) -> Result<(), Message> {
    match field.kind {
        FieldType::Text => {
            let Value::String(text) = value else { return Err(catalogue::answer_not_text()) };
            let length = text.chars().count();
            let max = field.max.map_or(MAX_TEXT_ANSWER, |m| m as usize).min(MAX_TEXT_ANSWER);
            if length > max {
                return Err(catalogue::too_long("Answer", max));
            }
            match field.min {
                Some(min) if (text.trim().chars().count() as f64) < min => Err(catalogue::answer_too_short(min)),
                _ => Ok(()),
            }
        }
        FieldType::Number | FieldType::Scale => {
            let Some(number) = value.as_f64() else { return Err(catalogue::answer_not_number()) };
            if field.kind == FieldType::Scale && number.fract() != 0.0 {
                return Err(catalogue::answer_not_whole());
            }
            match (field.min, field.max) {
                (Some(min), _) if number < min => Err(catalogue::answer_too_low(min)),
                (_, Some(max)) if number > max => Err(catalogue::answer_too_high(max)),
                _ => Ok(()),
            }
        }
        FieldType::Date => {
            let Value::String(text) = value else { return Err(catalogue::not_a_date("Answer")) };
            dates::parse_day(text).map(|_| ()).map_err(|e| e.message("Answer", catalogue::not_a_date("Answer")))
        }
        FieldType::YesNo => match value {
            Value::Bool(_) => Ok(()),
            _ => Err(catalogue::answer_not_yes_no()),
        },
        FieldType::Choice => match value {
            Value::String(choice) if field.options.iter().any(|o| &o.value == choice) => Ok(()),
            _ => Err(catalogue::answer_not_an_option()),
        },
        FieldType::Multi => {
            let Value::Array(choices) = value else { return Err(catalogue::answer_not_options()) };
            let mut seen = BTreeSet::new();
            let valid = choices.iter().all(|c| {
                matches!(c, Value::String(s) if field.options.iter().any(|o| &o.value == s) && seen.insert(s.as_str()))
            });
            if valid {
                Ok(())
            } else {
                Err(catalogue::answer_not_options())
            }
        }
    }
}

/// Answers by question key; a key absent (or null) is unanswered.
pub type Answers = BTreeMap<String, Value>;

/// Answers checked against a definition as a whole: each given answer against its question,
/// unknown keys refused, a required question answered or declined, nothing both. Each problem
/// is at the question's key.
pub fn check_answers(definition: &Definition, answers: &Answers, declined: &[String]) -> Problems {
    let mut problems = Problems::new();
    // No form asks more: more keys are refused before any is looked at.
    for (what, count) in [("answers", answers.len()), ("declined", declined.len())] {
        if count > MAX_FIELDS {
            problems.push((what.into(), catalogue::form_too_many(MAX_FIELDS)));
        }
    }
    if !problems.is_empty() {
        return problems;
    }
    for (key, value) in answers {
        match definition.field(key) {
            None => problems.push((key.clone(), catalogue::answer_no_such_question())),
            Some(_) if value.is_null() => {}
            Some(_) if declined.contains(key) => problems.push((key.clone(), catalogue::answer_and_declined())),
            Some(field) => {
                if let Err(message) = check_answer(field, value) {
                    problems.push((key.clone(), message));
                }
            }
        }
    }
    for key in declined {
        if definition.field(key).is_none() && !answers.contains_key(key) {
            problems.push((key.clone(), catalogue::answer_no_such_question()));
        }
    }
    for field in definition.fields.iter().filter(|f| f.required) {
        let answered = answers.get(&field.key).is_some_and(|v| !v.is_null());
        if !answered && !declined.contains(&field.key) {
            problems.push((field.key.clone(), catalogue::question_unanswered()));
        }
    }
    problems
}

/// `answers` with an amendment's applied: its keys replace those answers (null clears one),
/// the rest stay. A key it answers is no longer declined.
pub fn amend(answers: &Answers, declined: &[String], amendment: &Answers) -> (Answers, Vec<String>) {
    let mut merged = answers.clone();
    for (key, value) in amendment {
        if value.is_null() {
            merged.remove(key);
        } else {
            merged.insert(key.clone(), value.clone());
        }
    }
    let declined = declined.iter().filter(|k| amendment.get(*k).is_none_or(Value::is_null)).cloned().collect();
    (merged, declined)
}

/// An answer as a number a subscale adds: numbers and scales as they are, yes as 1 and no
/// as 0, a choice whose value is a number.
fn as_number(value: &Value) -> Option<f64> {
    match value {
        Value::Number(n) => n.as_f64(),
        Value::Bool(b) => Some(if *b { 1.0 } else { 0.0 }),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

/// Each subscale's score over `answers`: mean or sum of its answered questions (a reversed
/// one counting `min + max − answer`), or the share (0–100) of its answered questions
/// answered correctly; `None` when fewer than half its questions are answered.
pub fn scores(definition: &Definition, answers: &Answers) -> BTreeMap<String, Option<f64>> {
    let mut scores = BTreeMap::new();
    for subscale in &definition.scoring.subscales {
        let answered: Vec<(&FormField, &Value)> = subscale
            .fields
            .iter()
            .filter_map(|key| Some((definition.field(key)?, answers.get(key).filter(|v| !v.is_null())?)))
            .collect();
        let score = if answered.is_empty() || answered.len() * 2 < subscale.fields.len() {
            None
        } else if subscale.method == ScoreMethod::PercentCorrect {
            let right = answered.iter().filter(|(f, v)| subscale.correct.get(&f.key) == Some(*v)).count();
            Some(right as f64 * 100.0 / answered.len() as f64)
        } else {
            let values: Vec<f64> = answered
                .iter()
                .filter_map(|(field, value)| {
                    let v = as_number(value)?;
                    match (subscale.reverse.contains(&field.key), field.min, field.max) {
                        (true, Some(min), Some(max)) => Some(min + max - v),
                        _ => Some(v),
                    }
                })
                .collect();
            let sum: f64 = values.iter().sum();
            match subscale.method {
                ScoreMethod::Sum => Some(sum),
                _ => Some(sum / values.len() as f64),
            }
        };
        scores.insert(subscale.key.clone(), score);
    }
    scores
}

/// The keys of the flags `answers` raise: a flag is raised when any of its conditions holds.
pub fn raised_flags(definition: &Definition, answers: &Answers) -> Vec<String> {
    let holds = |condition: &Condition| match answers.get(&condition.field) {
        Some(Value::Array(choices)) => choices.iter().any(|c| condition.values.contains(c)),
        Some(value) if !value.is_null() => condition.values.iter().any(|v| same_answer(v, value)),
        _ => false,
    };
    definition.flags.iter().filter(|flag| flag.when.iter().any(holds)).map(|flag| flag.key.clone()).collect()
}

/// Two answers alike: numbers by value (`3` and `3.0` are one answer), anything else exactly.
fn same_answer(a: &Value, b: &Value) -> bool {
    match (a.as_f64(), b.as_f64()) {
        (Some(x), Some(y)) => x == y,
        _ => a == b,
    }
}

/// The answers a reader may not see replaced by null, and their keys: every answer to a
/// sensitive question, answered or not.
pub fn redact(definition: &Definition, answers: &mut Answers) -> Vec<String> {
    let mut redacted = Vec::new();
    for field in definition.fields.iter().filter(|f| f.sensitive) {
        if let Some(value) = answers.get_mut(&field.key) {
            *value = Value::Null;
        }
        redacted.push(field.key.clone());
    }
    redacted
}

/// A correction of a submission: the answers it replaced, why, when and by whom.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Amendment {
    /// The answers it gave (null clears one); the others stayed.
    #[schema(value_type = Object)]
    pub answers: Answers,
    pub reason: String,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub at: DateTime<Utc>,
    /// The staff member who made it (null once his account is deleted).
    pub by: Option<String>,
    pub by_name: String,
}

/// A form filled for a father: never changed, only amended.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Submission {
    pub id: String,
    /// The version it answered.
    pub form_id: String,
    pub form_family_id: String,
    pub form_name: Translated,
    pub form_kind: FormKind,
    pub version: i64,
    pub father_id: String,
    /// An assessment's: taken at the start of his course or at its end.
    pub phase: Option<Phase>,
    /// With every amendment applied.
    #[schema(value_type = Object)]
    pub answers: Answers,
    /// Questions he declined to answer.
    pub declined: Vec<String>,
    /// Each subscale's score (null: fewer than half its questions answered).
    #[schema(value_type = Object)]
    pub scores: BTreeMap<String, Option<f64>>,
    /// The flags the answers raise (empty for a reader who may not see sensitive answers).
    pub flags: Vec<String>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub submitted_at: DateTime<Utc>,
    /// Who filled it in: a staff member, or the father himself.
    pub submitted_by: Option<String>,
    pub submitted_by_name: String,
    /// Oldest first.
    pub amendments: Vec<Amendment>,
    /// The answers as first submitted.
    #[schema(value_type = Object)]
    pub original: Answers,
    pub original_declined: Vec<String>,
    /// The keys of the sensitive answers this reader gets as null.
    pub redacted: Vec<String>,
}

impl Submission {
    /// Every answer to a sensitive question made null (current, original and amended) and
    /// the flags left out: what anyone but the father's case manager and directors gets.
    pub fn redact(&mut self, definition: &Definition) {
        self.redacted = redact(definition, &mut self.answers);
        redact(definition, &mut self.original);
        for amendment in &mut self.amendments {
            redact(definition, &mut amendment.answers);
        }
        self.flags.clear();
    }
}

/// A flag one of a father's submissions raises, as his record shows it.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RaisedFlag {
    pub submission_id: String,
    pub form_id: String,
    pub form_name: Translated,
    pub key: String,
    pub label: Translated,
    pub alert: bool,
    /// The kind of partner service the protocol refers him to.
    pub referral: Option<ReferralType>,
    #[serde(serialize_with = "crate::domain::dates::instant")]
    pub submitted_at: DateTime<Utc>,
}

/// One subscale score of an assessment submission, as the report reads it.
#[derive(Clone, Debug)]
pub struct ScoreRow {
    pub family_id: String,
    pub father_id: String,
    pub submission_id: String,
    pub phase: Phase,
    /// Milliseconds since the epoch.
    pub submitted_at: i64,
    pub subscale: String,
    pub score: Option<f64>,
}

/// One subscale before and after: the mean of the fathers' pre scores and of their post
/// scores (each over the fathers with a score), and the change between them.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct SubscaleChange {
    pub key: String,
    pub label: Translated,
    pub pre: Option<f64>,
    pub post: Option<f64>,
    pub change: Option<f64>,
}

/// An assessment's change over a report's range.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AssessmentChange {
    /// The form (its first version's id: every version of it counts).
    pub form_id: String,
    pub name: Translated,
    /// Fathers with both a pre and a post submission, the post made in the range.
    pub fathers: i64,
    pub subscales: Vec<SubscaleChange>,
}

/// An assessment as its change is shown: the form (its first version's id), its name and
/// subscales (its newest version's), in order.
pub struct AssessmentForm {
    pub form_id: String,
    pub name: Translated,
    pub subscales: Vec<(String, Translated)>,
}

/// The pre/post change of each assessment, over the fathers `counted` admits: for each
/// father, his latest post submission made in `[start, end)` and his latest pre submission
/// before it; a form nobody took both of is left out.
pub fn assessment_changes(
    rows: &[ScoreRow],
    (start, end): (i64, i64),
    forms: &[AssessmentForm],
    counted: impl Fn(&str) -> bool,
) -> Vec<AssessmentChange> {
    // Each (form, father)'s post in the range, then his pre before it.
    let mut post: BTreeMap<(&str, &str), (i64, &str)> = BTreeMap::new();
    for r in rows.iter().filter(|r| r.phase == Phase::Post && r.submitted_at >= start && r.submitted_at < end) {
        let key = (r.family_id.as_str(), r.father_id.as_str());
        let at = (r.submitted_at, r.submission_id.as_str());
        if counted(&r.father_id) && post.get(&key).is_none_or(|latest| at > *latest) {
            post.insert(key, at);
        }
    }
    let mut pre: BTreeMap<(&str, &str), (i64, &str)> = BTreeMap::new();
    for r in rows.iter().filter(|r| r.phase == Phase::Pre) {
        let key = (r.family_id.as_str(), r.father_id.as_str());
        let Some(&(post_at, _)) = post.get(&key) else { continue };
        let at = (r.submitted_at, r.submission_id.as_str());
        if r.submitted_at <= post_at && pre.get(&key).is_none_or(|latest| at > *latest) {
            pre.insert(key, at);
        }
    }
    // Sums and counts of the chosen submissions' scores, by form and subscale.
    let mut sums: BTreeMap<(&str, &str), [(f64, i64); 2]> = BTreeMap::new();
    for r in rows {
        let key = (r.family_id.as_str(), r.father_id.as_str());
        let (Some(score), Some(&(_, pre_id))) = (r.score, pre.get(&key)) else { continue };
        let side = if r.submission_id == pre_id {
            0
        } else if post.get(&key).is_some_and(|&(_, id)| id == r.submission_id) {
            1
        } else {
            continue;
        };
        let entry = sums.entry((r.family_id.as_str(), r.subscale.as_str())).or_default();
        entry[side].0 += score;
        entry[side].1 += 1;
    }
    let mean = |(sum, n): (f64, i64)| (n > 0).then(|| sum / n as f64);
    forms
        .iter()
        .filter_map(|AssessmentForm { form_id, name, subscales }| {
            let fathers = pre.keys().filter(|(family, _)| family == form_id).count() as i64;
            (fathers > 0).then(|| AssessmentChange {
                form_id: form_id.clone(),
                name: name.clone(),
                fathers,
                subscales: subscales
                    .iter()
                    .map(|(key, label)| {
                        let [before, after] = sums.get(&(form_id.as_str(), key.as_str())).copied().unwrap_or_default();
                        let (pre, post) = (mean(before), mean(after));
                        let change = pre.zip(post).map(|(a, b)| b - a);
                        SubscaleChange { key: key.clone(), label: label.clone(), pre, post, change }
                    })
                    .collect(),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn definition(value: Value) -> Definition {
        serde_json::from_value(value).expect("a definition")
    }

    fn paths(problems: &Problems) -> Vec<&str> {
        problems.iter().map(|(path, _)| path.as_str()).collect()
    }

    fn survey() -> Definition {
        definition(json!({
            "fields": [
                {"key": "close", "label": {"en": "I feel close to my child"}, "type": "scale", "min": 1, "max": 5, "required": true},
                {"key": "yell", "label": {"en": "I yell at my child"}, "type": "scale", "min": 1, "max": 5},
                {"key": "praise", "label": {"en": "I praise my child"}, "type": "scale", "min": 1, "max": 5},
                {"key": "read", "label": {"en": "Days a week I read with my child"}, "type": "number", "min": 0, "max": 7},
                {"key": "safe", "label": {"en": "Do you feel safe at home?"}, "type": "yesno", "sensitive": true},
                {"key": "work", "label": {"en": "Work"}, "type": "choice",
                 "options": [{"value": "full", "label": {"en": "Full time"}}, {"value": "none", "label": {"en": "None"}}]},
                {"key": "help", "label": {"en": "Help wanted"}, "type": "multi",
                 "options": [{"value": "job", "label": {"en": "Job"}}, {"value": "housing", "label": {"en": "Housing"}}]},
                {"key": "born", "label": {"en": "Child's birthday"}, "type": "date"},
                {"key": "note", "label": {"en": "Anything else"}, "type": "text", "max": 10},
            ],
            "scoring": {"subscales": [
                {"key": "warmth", "label": {"en": "Warmth"}, "fields": ["close", "yell", "praise"], "method": "mean", "reverse": ["yell"]},
                {"key": "total", "label": {"en": "Total"}, "fields": ["close", "yell", "praise", "read"], "method": "sum"},
                {"key": "quiz", "label": {"en": "Quiz"}, "fields": ["safe", "work"], "method": "percent-correct",
                 "correct": {"safe": true, "work": "full"}},
            ]},
            "flags": [
                {"key": "unsafe", "label": {"en": "Not safe at home"}, "alert": true, "when": [{"field": "safe", "in": [false]}]},
                {"key": "housing", "label": {"en": "Wants housing"}, "when": [{"field": "help", "in": ["housing"]}, {"field": "read", "in": [0]}]},
            ],
        }))
    }

    #[test]
    fn a_sound_definition_has_no_problems() {
        assert_eq!(paths(&survey().problems(true)), Vec::<&str>::new());
    }

    #[test]
    fn each_broken_rule_is_named_at_its_place() {
        let broken = definition(json!({
            "fields": [
                {"key": "a", "label": {"en": "A"}, "type": "scale", "min": 5, "max": 5},
                {"key": "a", "label": {"en": "Again"}, "type": "text"},
                {"key": "Bad Key", "label": {"en": ""}, "type": "choice"},
                {"key": "c", "label": {"en": "C"}, "type": "multi", "options": [{"value": "x", "label": {"en": "X"}}, {"value": "x", "label": {"en": "X"}}]},
                {"key": "d", "label": {"en": "D"}, "type": "number", "min": 3, "max": 1},
                {"key": "e", "label": {"en": "E"}, "type": "date", "min": 1},
            ],
            "scoring": {"subscales": [
                {"key": "s", "label": {"en": "S"}, "fields": ["a", "nope", "c"], "method": "mean", "reverse": ["d"]},
                {"key": "q", "label": {"en": "Q"}, "fields": ["d"], "method": "percent-correct"},
            ]},
            "flags": [{"key": "f", "label": {"en": "F"}, "when": [{"field": "c", "in": ["y"]}, {"field": "zz", "in": [1]}]},
                      {"key": "g", "label": {"en": "G"}, "when": []}],
        }));
        assert_eq!(
            paths(&broken.problems(true)),
            [
                "fields[0].max",
                "fields[1].key",
                "fields[2].key",
                "fields[2].label.en",
                "fields[2].options",
                "fields[3].options[1].value",
                "fields[4].max",
                "fields[5].max",
                "scoring.subscales[0].fields[1]",
                "scoring.subscales[0].fields[2]",
                "scoring.subscales[0].reverse[0]",
                "scoring.subscales[1].correct.d",
                "flags[0].when[0].in[0]",
                "flags[0].when[1].field",
                "flags[1].when",
            ]
        );
    }

    #[test]
    fn a_draft_may_be_empty_but_a_published_form_asks_something() {
        assert!(Definition::default().problems(false).is_empty());
        assert_eq!(paths(&Definition::default().problems(true)), ["fields"]);
    }

    #[test]
    fn every_answer_is_checked_against_its_question() {
        let form = survey();
        let table: &[(&str, Value, bool)] = &[
            ("close", json!(3), true),
            ("close", json!(3.5), false),
            ("close", json!(0), false),
            ("close", json!(6), false),
            ("close", json!("3"), false),
            ("read", json!(2.5), true),
            ("read", json!(8), false),
            ("safe", json!(true), true),
            ("safe", json!("yes"), false),
            ("work", json!("full"), true),
            ("work", json!("part"), false),
            ("work", json!(["full"]), false),
            ("help", json!(["job", "housing"]), true),
            ("help", json!([]), true),
            ("help", json!(["job", "job"]), false),
            ("help", json!("job"), false),
            ("born", json!("2019-05-01"), true),
            ("born", json!("2019-02-30"), false),
            ("born", json!("1850-01-01"), false),
            ("note", json!("short"), true),
            ("note", json!("far too long here"), false),
            ("note", json!(5), false),
        ];
        for (key, value, accepted) in table {
            let field = form.field(key).expect("a question");
            assert_eq!(check_answer(field, value).is_ok(), *accepted, "{key} = {value}");
        }
    }

    #[test]
    fn a_submission_names_each_wrong_key_and_each_required_question_unanswered() {
        let form = survey();
        let answers: Answers = serde_json::from_value(json!({"yell": 9, "nope": 1, "work": "full"})).unwrap();
        assert_eq!(paths(&check_answers(&form, &answers, &[])), ["nope", "yell", "close"]);
        let declined = vec!["close".to_owned()];
        let answers: Answers = serde_json::from_value(json!({"yell": 2})).unwrap();
        assert!(check_answers(&form, &answers, &declined).is_empty());
        let answers: Answers = serde_json::from_value(json!({"close": 2})).unwrap();
        assert_eq!(paths(&check_answers(&form, &answers, &declined)), ["close"]);
    }

    #[test]
    fn scores_follow_the_subscale_s_method_computed_by_hand() {
        let form = survey();
        let answers: Answers = serde_json::from_value(
            json!({"close": 4, "yell": 2, "praise": 5, "read": 3, "safe": true, "work": "none"}),
        )
        .unwrap();
        let scores = scores(&form, &answers);
        // Warmth: 4, (1 + 5 − 2) = 4, 5 → 13 / 3.
        assert_eq!(scores["warmth"], Some(13.0 / 3.0));
        // Total: 4 + 2 + 5 + 3, no reversing.
        assert_eq!(scores["total"], Some(14.0));
        // Quiz: safe right, work wrong.
        assert_eq!(scores["quiz"], Some(50.0));
    }

    #[test]
    fn a_subscale_with_fewer_than_half_its_questions_answered_has_no_score() {
        let form = survey();
        let answers: Answers = serde_json::from_value(json!({"close": 4})).unwrap();
        let scores = scores(&form, &answers);
        assert_eq!(scores["warmth"], None, "1 of 3");
        assert_eq!(scores["total"], None, "1 of 4");
        let answers: Answers = serde_json::from_value(json!({"close": 4, "yell": 5})).unwrap();
        // Two of four is half: scored, over the two answered.
        assert_eq!(super::scores(&form, &answers)["total"], Some(9.0));
        assert_eq!(super::scores(&form, &answers)["warmth"], Some(2.5));
    }

    #[test]
    fn a_flag_is_raised_when_any_of_its_conditions_holds() {
        let form = survey();
        let raised = |answers: Value| raised_flags(&form, &serde_json::from_value(answers).unwrap());
        assert_eq!(raised(json!({"safe": false})), ["unsafe"]);
        assert_eq!(raised(json!({"safe": true, "help": ["job", "housing"]})), ["housing"]);
        assert_eq!(raised(json!({"read": 0.0})), ["housing"]);
        assert!(raised(json!({"safe": true, "read": 2})).is_empty());
    }

    #[test]
    fn an_amendment_replaces_its_keys_and_leaves_the_rest() {
        let answers: Answers = serde_json::from_value(json!({"close": 4, "yell": 2})).unwrap();
        let amendment: Answers = serde_json::from_value(json!({"yell": 3, "praise": 5, "close": null})).unwrap();
        let (merged, declined) = amend(&answers, &["praise".to_owned(), "read".to_owned()], &amendment);
        assert_eq!(serde_json::to_value(&merged).unwrap(), json!({"yell": 3, "praise": 5}));
        assert_eq!(declined, ["read"]);
    }

    #[test]
    fn sensitive_answers_are_redacted_with_their_keys() {
        let form = survey();
        let mut answers: Answers = serde_json::from_value(json!({"safe": false, "close": 4})).unwrap();
        assert_eq!(redact(&form, &mut answers), ["safe"]);
        assert_eq!(serde_json::to_value(&answers).unwrap(), json!({"safe": null, "close": 4}));
    }

    #[test]
    fn the_pre_post_change_takes_each_father_s_post_in_the_range_and_his_pre_before_it() {
        let row = |father: &str, id: &str, phase: Phase, at: i64, subscale: &str, score: Option<f64>| ScoreRow {
            family_id: "survey".into(),
            father_id: father.into(),
            submission_id: id.into(),
            phase,
            submitted_at: at,
            subscale: subscale.into(),
            score,
        };
        let rows = vec![
            // Sam: pre 2.0, an earlier pre 1.0 not taken, post 4.0 in the range.
            row("sam", "s-pre-old", Phase::Pre, 5, "warmth", Some(1.0)),
            row("sam", "s-pre", Phase::Pre, 10, "warmth", Some(2.0)),
            row("sam", "s-post", Phase::Post, 100, "warmth", Some(4.0)),
            row("sam", "s-post", Phase::Post, 100, "calm", None),
            row("sam", "s-pre", Phase::Pre, 10, "calm", Some(3.0)),
            // Luis: pre 3.0, post 3.5; his calm unscored after.
            row("luis", "l-pre", Phase::Pre, 20, "warmth", Some(3.0)),
            row("luis", "l-post", Phase::Post, 150, "warmth", Some(3.5)),
            // Ray: a post in the range but no pre: not counted.
            row("ray", "r-post", Phase::Post, 120, "warmth", Some(5.0)),
            // Tom: both, but the post after the range.
            row("tom", "t-pre", Phase::Pre, 20, "warmth", Some(1.0)),
            row("tom", "t-post", Phase::Post, 300, "warmth", Some(5.0)),
            // Ned: a pre after his post does not count as before it.
            row("ned", "n-post", Phase::Post, 110, "warmth", Some(5.0)),
            row("ned", "n-pre", Phase::Pre, 115, "warmth", Some(1.0)),
        ];
        let label = |en: &str| Translated { en: en.into(), es: String::new() };
        let forms = vec![AssessmentForm {
            form_id: "survey".to_owned(),
            name: label("Survey"),
            subscales: vec![("warmth".to_owned(), label("Warmth")), ("calm".to_owned(), label("Calm"))],
        }];
        let changes = assessment_changes(&rows, (50, 200), &forms, |_| true);
        assert_eq!(changes.len(), 1);
        assert_eq!(changes[0].fathers, 2, "Sam and Luis");
        let warmth = &changes[0].subscales[0];
        // Pre (2 + 3) / 2, post (4 + 3.5) / 2.
        assert_eq!((warmth.pre, warmth.post, warmth.change), (Some(2.5), Some(3.75), Some(1.25)));
        let calm = &changes[0].subscales[1];
        assert_eq!((calm.pre, calm.post, calm.change), (Some(3.0), None, None));
        // Counted by group: Luis alone.
        let luis = assessment_changes(&rows, (50, 200), &forms, |f| f == "luis");
        assert_eq!((luis[0].fathers, luis[0].subscales[0].change), (1, Some(0.5)));
        assert!(assessment_changes(&rows, (50, 200), &forms, |_| false).is_empty());
    }
}

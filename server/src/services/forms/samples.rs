//! The sample forms every installation starts with (docs/PRODUCT.md, "Intake, screening and
//! assessments"): an intake, a domestic-violence screening whose flag alerts, and a
//! fathering survey with two subscales for pre and post. Written for this project in
//! English and Spanish (no licensed instrument), published as version 1 under fixed ids,
//! so every instance may store them at start-up and only the first one does.

use chrono::Utc;
use serde::Deserialize;

use crate::db::{self, DbResult};
use crate::domain::form::{Definition, Form, FormKind, FormStatus, Guidance, Translated};

/// The sample intake form's id.
pub const INTAKE: &str = "00000000-0000-7000-8000-00000000f001";
/// The sample screening's id.
pub const SCREENING: &str = "00000000-0000-7000-8000-00000000f002";
/// The sample fathering survey's id.
pub const SURVEY: &str = "00000000-0000-7000-8000-00000000f003";

const SAMPLES: [(&str, &str); 3] = [
    (INTAKE, include_str!("samples/intake.json")),
    (SCREENING, include_str!("samples/screening.json")),
    (SURVEY, include_str!("samples/survey.json")),
];

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Sample {
    name: Translated,
    kind: FormKind,
    self_service: bool,
    protocol: Guidance,
    #[serde(flatten)]
    definition: Definition,
}

/// The samples as forms.
pub fn forms() -> Vec<Form> {
    SAMPLES
        .iter()
        .map(|(id, json)| {
            let sample: Sample = serde_json::from_str(json).expect("a sample form is valid JSON");
            Form {
                id: (*id).to_owned(),
                family_id: (*id).to_owned(),
                name: sample.name,
                kind: sample.kind,
                version: 1,
                status: FormStatus::Published,
                self_service: sample.self_service,
                protocol: sample.protocol,
                definition: sample.definition,
                created_at: Utc::now(),
                published_at: Some(Utc::now()),
                archived_at: None,
            }
        })
        .collect()
}

/// Stores the samples a database lacks.
pub fn store(conn: &mut dyn db::Conn) -> DbResult<()> {
    for form in forms() {
        db::forms::insert_sample(conn, &form)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sample_is_a_form_a_director_could_publish_in_both_languages() {
        for form in forms() {
            assert_eq!(form.definition.problems(true), [], "{}", form.name.en);
            assert!(!form.name.es.is_empty());
            for field in &form.definition.fields {
                assert!(!field.label.es.is_empty(), "{}: {}", form.name.en, field.key);
                assert!(field.options.iter().all(|o| !o.label.es.is_empty()), "{}", field.key);
                assert!(form.definition.sections.iter().any(|s| s.key == field.section), "{}", field.key);
            }
        }
    }

    #[test]
    fn the_screening_alerts_and_the_survey_scores_before_and_after() {
        let forms = forms();
        let screening = forms.iter().find(|f| f.id == SCREENING).unwrap();
        assert_eq!(screening.kind, FormKind::Screening);
        assert!(screening.definition.flags.iter().any(|f| f.alert));
        assert!(screening.definition.has_sensitive());
        let survey = forms.iter().find(|f| f.id == SURVEY).unwrap();
        assert_eq!(survey.kind, FormKind::Assessment);
        assert_eq!(survey.definition.scoring.subscales.len(), 2);
    }
}

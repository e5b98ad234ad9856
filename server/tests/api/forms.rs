//! Forms: a director builds, publishes and versions them; staff fill them for a father and
//! amend what was submitted; sensitive answers reach only his case manager and directors; an
//! alerting flag opens a follow-up; a father fills a self-service survey and never sees a
//! screening.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::contacts::Casework;
use crate::helpers::{assert_error, TestDb};

crate::on_both_databases!(
    a_director_builds_publishes_and_versions_a_form,
    a_definition_is_checked_and_each_broken_rule_named_at_its_place,
    every_answer_is_checked_against_its_question_and_each_wrong_key_named,
    scores_follow_the_answers_and_an_amendment_with_its_reason,
    sensitive_answers_reach_only_the_case_manager_and_directors_and_each_read_is_logged,
    his_case_manager_in_each_of_his_programs_reads_his_sensitive_notes_answers_and_flags,
    an_alerting_flag_opens_a_follow_up_due_that_day,
    his_record_is_flagged_while_any_screening_of_his_stands_positive_through_amendments_at_once,
    a_father_fills_a_self_service_survey_and_never_sees_a_screening,
    a_father_with_a_submission_is_exited_not_deleted,
    the_funder_report_shows_each_assessment_s_change_and_counts_screenings,
    a_retry_after_a_dropped_connection_makes_one_submission,
);

/// The sample forms every installation holds (`services/forms/samples.rs`).
const SCREENING: &str = "00000000-0000-7000-8000-00000000f002";
const SURVEY: &str = "00000000-0000-7000-8000-00000000f003";

/// A two-section check-in form with a scale, a sensitive yes/no and a flag.
fn check_in_form() -> Value {
    json!({
        "name": {"en": "Monthly check-in", "es": "Revisión mensual"},
        "kind": "survey",
        "sections": [{"key": "home", "label": {"en": "At home", "es": "En casa"}},
                     {"key": "work", "label": {"en": "At work", "es": "En el trabajo"}}],
        "fields": [
            {"key": "mood", "section": "home", "label": {"en": "How are things at home?", "es": "¿Cómo van las cosas en casa?"},
             "type": "scale", "min": 1, "max": 5, "required": true},
            {"key": "safe", "section": "home", "label": {"en": "Do you feel safe?", "es": "¿Se siente seguro?"},
             "type": "yesno", "sensitive": true},
            {"key": "hours", "section": "work", "label": {"en": "Hours worked last week", "es": "Horas trabajadas"},
             "type": "number", "min": 0, "max": 100},
        ],
        "scoring": {"subscales": [{"key": "wellbeing", "label": {"en": "Wellbeing"}, "fields": ["mood"], "method": "mean"}]},
        "flags": [{"key": "unsafe", "label": {"en": "Feels unsafe"}, "alert": true, "when": [{"field": "safe", "in": [false]}]}],
    })
}

impl Casework {
    /// A form the director made and published; its id.
    async fn published_form(&self, body: Value) -> String {
        let draft = self.ok(Method::POST, "/api/forms", Some(body), &self.director).await;
        let id = draft["id"].as_str().unwrap().to_owned();
        self.ok(Method::POST, &format!("/api/forms/{id}/publish"), None, &self.director).await;
        id
    }

    async fn submit(&self, token: &str, body: Value) -> reqwest::Response {
        self.call(Method::POST, &format!("/api/fathers/{}/submissions", self.sam), Some(body), token).await
    }

    async fn submitted(&self, token: &str, body: Value) -> Value {
        let res = self.submit(token, body).await;
        let status = res.status();
        let text = res.text().await.unwrap();
        assert_eq!(status, StatusCode::CREATED, "{text}");
        serde_json::from_str(&text).unwrap()
    }
}

/// An intake in a coffee shop: the answer to "save" is lost, and the app sends it again with
/// the id it made when the form was opened.
async fn a_retry_after_a_dropped_connection_makes_one_submission(db: TestDb) {
    let c = Casework::start(db).await;
    let form = c.published_form(check_in_form()).await;
    let m = &c.manager.token;
    let id = "0190f3a2-1c2d-7e4f-8a9b-0123456789ab";
    let body = json!({"id": id, "formId": form, "answers": {"mood": 2, "safe": false}});
    let first = c.submitted(m, body.clone()).await;
    assert_eq!(first["id"], id);
    let again = c.submitted(m, body.clone()).await;
    assert_eq!(again, first, "the same submission, answered again");
    let list = c.ok(Method::GET, &format!("/api/fathers/{}/submissions", c.sam), None, m).await;
    assert_eq!(list.as_array().unwrap().len(), 1);
    let follow_ups = c.ok(Method::GET, &format!("/api/fathers/{}/contacts", c.sam), None, m).await;
    assert_eq!(follow_ups.as_array().unwrap().len(), 1, "one follow-up for the flag, not two: {follow_ups}");

    // The id is someone else's to reuse only by mistake: refused, and nothing is made.
    let res = c.submit(&c.director, body).await;
    let body = assert_error(res, StatusCode::CONFLICT, "aborted").await;
    assert_eq!(body["error"]["key"], "submissionIdTaken");
    for wrong in ["", "not-a-uuid", "0190f3a21c2d7e4f8a9b0123456789ab"] {
        let res = c.submit(m, json!({"id": wrong, "formId": form, "answers": {"mood": 2}})).await;
        let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
        assert_eq!(body["error"]["fieldKeys"]["id"], "submissionIdInvalid", "{wrong:?}");
    }
    let list = c.ok(Method::GET, &format!("/api/fathers/{}/submissions", c.sam), None, m).await;
    assert_eq!(list.as_array().unwrap().len(), 1);
}

async fn a_director_builds_publishes_and_versions_a_form(db: TestDb) {
    let c = Casework::start(db).await;
    let d = &c.director;
    // Staff read forms; only a director builds one.
    let res = c.call(Method::POST, "/api/forms", Some(check_in_form()), &c.manager.token).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;

    let res = c.call(Method::POST, "/api/forms", Some(check_in_form()), d).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let draft: Value = res.json().await.unwrap();
    assert_eq!((draft["status"].as_str(), draft["version"].as_i64()), (Some("draft"), Some(1)));
    assert_eq!(draft["familyId"], draft["id"]);
    assert_eq!(draft["fields"][1]["sensitive"], true);
    let id = draft["id"].as_str().unwrap();
    let path = format!("/api/forms/{id}");

    // A draft changes; what is not sent stays.
    let renamed = c.ok(Method::PATCH, &path, Some(json!({"name": {"en": "Check-in", "es": "Revisión"}})), d).await;
    assert_eq!(renamed["name"], json!({"en": "Check-in", "es": "Revisión"}));
    assert_eq!(renamed["fields"], draft["fields"]);
    // Nothing is filled in on a draft.
    let res = c.submit(&c.manager.token, json!({"formId": id, "answers": {"mood": 3}})).await;
    assert_error(res, StatusCode::CONFLICT, "aborted").await;

    let published = c.ok(Method::POST, &format!("{path}/publish"), None, d).await;
    assert_eq!(published["status"], "published");
    assert!(published["publishedAt"].is_string());
    // Published, it never changes.
    let res = c.call(Method::PATCH, &path, Some(json!({"name": {"en": "Other"}})), d).await;
    assert_error(res, StatusCode::CONFLICT, "aborted").await;
    let again = c.ok(Method::POST, &format!("{path}/publish"), None, d).await;
    assert_eq!(again["publishedAt"], published["publishedAt"]);

    // The next version starts as a copy of it; publishing it archives the first.
    let res = c.call(Method::POST, &format!("{path}/versions"), None, d).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let second: Value = res.json().await.unwrap();
    assert_eq!((second["version"].as_i64(), second["status"].as_str()), (Some(2), Some("draft")));
    assert_eq!((&second["familyId"], &second["fields"]), (&published["familyId"], &published["fields"]));
    let second_id = second["id"].as_str().unwrap();
    let listed = c.ok(Method::GET, "/api/forms?kind=survey", None, &c.manager.token).await;
    let mine: Vec<&Value> = listed.as_array().unwrap().iter().filter(|f| f["familyId"] == draft["id"]).collect();
    assert_eq!(mine.len(), 1, "the newest version of each form");
    assert_eq!(mine[0]["id"], second_id);
    c.ok(Method::PATCH, &format!("/api/forms/{second_id}"), Some(json!({"fields": [
        {"key": "mood", "label": {"en": "How are things at home?"}, "type": "scale", "min": 1, "max": 7, "required": true}
    ], "scoring": {"subscales": []}, "flags": []})), d)
    .await;
    c.ok(Method::POST, &format!("/api/forms/{second_id}/publish"), None, d).await;
    let first = c.ok(Method::GET, &path, None, &c.manager.token).await;
    assert_eq!(first["status"], "archived");
    let versions = c.ok(Method::GET, &format!("{path}/versions"), None, d).await;
    assert_eq!(versions.as_array().unwrap().iter().map(|v| v["version"].as_i64().unwrap()).collect::<Vec<_>>(), [2, 1]);

    // An archived version takes no new submissions; the current one does.
    let res = c.submit(&c.manager.token, json!({"formId": id, "answers": {"mood": 3}})).await;
    assert_error(res, StatusCode::CONFLICT, "aborted").await;
    let made = c.submitted(&c.manager.token, json!({"formId": second_id, "answers": {"mood": 7}})).await;
    assert_eq!(made["version"], 2);
    let archived = c.ok(Method::POST, &format!("/api/forms/{second_id}/archive"), None, d).await;
    assert_eq!(archived["status"], "archived");
    let res = c.submit(&c.manager.token, json!({"formId": second_id, "answers": {"mood": 7}})).await;
    assert_error(res, StatusCode::CONFLICT, "aborted").await;
    // What was made stays.
    c.ok(Method::GET, &format!("/api/submissions/{}", made["id"].as_str().unwrap()), None, &c.manager.token).await;

    // Every installation holds the three samples.
    let all = c.ok(Method::GET, "/api/forms", None, &c.manager.token).await;
    let kinds: Vec<&str> = all.as_array().unwrap().iter().map(|f| f["kind"].as_str().unwrap()).collect();
    for kind in ["intake", "screening", "assessment"] {
        assert!(kinds.contains(&kind), "{kind}: {kinds:?}");
    }
}

async fn a_definition_is_checked_and_each_broken_rule_named_at_its_place(db: TestDb) {
    let c = Casework::start(db).await;
    let broken = json!({
        "name": {"en": ""},
        "kind": "survey",
        "fields": [
            {"key": "a", "label": {"en": "A"}, "type": "scale", "min": 3, "max": 3},
            {"key": "a", "label": {"en": "Again"}, "type": "text"},
            {"key": "pick", "label": {"en": "Pick"}, "type": "choice"},
        ],
        "flags": [{"key": "f", "label": {"en": "F"}, "when": [{"field": "nope", "in": [1]}]}],
    });
    let res = c.call(Method::POST, "/api/forms", Some(broken), &c.director).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    let fields = body["error"]["fields"].as_object().unwrap();
    let mut paths: Vec<&str> = fields.keys().map(String::as_str).collect();
    paths.sort_unstable();
    assert_eq!(paths, ["fields[0].max", "fields[1].key", "fields[2].options", "flags[0].when[0].field", "name"]);
    assert_eq!(fields["fields[1].key"], "The key 'a' is used twice.");
    assert_eq!(body["error"]["fieldKeys"]["fields[2].options"], "formOptionsNeeded");
    // A screening is filled in by staff only.
    let res = c
        .call(
            Method::POST,
            "/api/forms",
            Some(json!({"name": {"en": "S"}, "kind": "screening", "selfService": true})),
            &c.director,
        )
        .await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert!(body["error"]["fields"]["selfService"].is_string());
    // A draft may be empty, but what is published asks something.
    let empty =
        c.ok(Method::POST, "/api/forms", Some(json!({"name": {"en": "Empty"}, "kind": "intake"})), &c.director).await;
    let res =
        c.call(Method::POST, &format!("/api/forms/{}/publish", empty["id"].as_str().unwrap()), None, &c.director).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fieldKeys"]["fields"], "formNoQuestions");
}

async fn every_answer_is_checked_against_its_question_and_each_wrong_key_named(db: TestDb) {
    let c = Casework::start(db).await;
    let form = c
        .published_form(json!({
            "name": {"en": "Every type"},
            "kind": "intake",
            "fields": [
                {"key": "name", "label": {"en": "Name"}, "type": "text", "max": 5, "required": true},
                {"key": "age", "label": {"en": "Age"}, "type": "number", "min": 16, "max": 99},
                {"key": "born", "label": {"en": "Child born"}, "type": "date"},
                {"key": "work", "label": {"en": "Work"}, "type": "choice",
                 "options": [{"value": "yes", "label": {"en": "Yes"}}, {"value": "no", "label": {"en": "No"}}]},
                {"key": "needs", "label": {"en": "Needs"}, "type": "multi",
                 "options": [{"value": "job", "label": {"en": "Job"}}, {"value": "home", "label": {"en": "Home"}}]},
                {"key": "court", "label": {"en": "Court"}, "type": "yesno", "required": true},
                {"key": "close", "label": {"en": "Close"}, "type": "scale", "min": 1, "max": 5},
            ],
        }))
        .await;
    let m = &c.manager.token;
    let res = c
        .submit(
            m,
            json!({"formId": form, "answers": {"name": "Samuel", "age": 12, "born": "2019-02-30", "work": "maybe",
                   "needs": ["job", "car"], "close": 2.5, "extra": 1}}),
        )
        .await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    let keys = &body["error"]["fieldKeys"];
    let wrong: Vec<&String> = keys.as_object().unwrap().keys().collect();
    assert_eq!(wrong, ["age", "born", "close", "court", "extra", "name", "needs", "work"]);
    assert_eq!(keys["court"], "questionUnanswered");
    assert_eq!(keys["extra"], "answerNoSuchQuestion");
    assert_eq!(body["error"]["fields"]["age"], "The answer must be at least 16.");
    // An assessment needs its phase; nothing else takes one.
    let res = c.submit(m, json!({"formId": form, "phase": "pre", "answers": {"name": "Sam", "court": false}})).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fieldKeys"]["phase"], "formPhaseUnused");
    let res = c.submit(m, json!({"formId": SURVEY, "answers": {"close": 3, "praise": 3, "yell": 3, "calm": 3}})).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fieldKeys"]["phase"], "formPhaseNeeded");
    let res = c.submit(m, json!({"formId": "no-such-form", "answers": {}})).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fieldKeys"]["formId"], "noSuchForm");
    // More keys than any form asks are refused whole, before any is looked at.
    let many: serde_json::Map<String, Value> = (0..201).map(|i| (format!("q{i}"), json!(1))).collect();
    let declined: Vec<String> = (0..201).map(|i| format!("d{i}")).collect();
    let res = c.submit(m, json!({"formId": form, "answers": many, "declined": declined})).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fieldKeys"], json!({"answers": "formTooMany", "declined": "formTooMany"}));
    assert_eq!(body["error"]["fields"]["answers"], "At most 200.");

    // Right, with a required question declined.
    let made = c
        .submitted(
            m,
            json!({"formId": form, "answers": {"name": "Sam", "age": 30.0, "born": "2019-05-01", "work": "no",
                   "needs": ["home"], "close": 4}, "declined": ["court"]}),
        )
        .await;
    assert_eq!(
        made["answers"],
        json!({"name": "Sam", "age": 30.0, "born": "2019-05-01", "work": "no", "needs": ["home"], "close": 4})
    );
    assert_eq!(made["declined"], json!(["court"]));
    assert_eq!(
        (made["submittedBy"].as_str(), made["submittedByName"].as_str()),
        (Some(c.manager.id.as_str()), Some("manager"))
    );
    assert_eq!(made["original"], made["answers"]);

    // A submission never changes.
    let path = format!("/api/submissions/{}", made["id"].as_str().unwrap());
    for method in [Method::PATCH, Method::PUT, Method::DELETE] {
        let res = c.call(method.clone(), &path, Some(json!({"answers": {}})), &c.director).await;
        assert_error(res, StatusCode::METHOD_NOT_ALLOWED, "unimplemented").await;
    }
}

async fn scores_follow_the_answers_and_an_amendment_with_its_reason(db: TestDb) {
    let c = Casework::start(db).await;
    let m = &c.manager.token;
    // Involvement: close 4, praise 5, yell 2 reversed (1 + 5 − 2 = 4), know-friends 3 → 16 / 4.
    // Confidence: calm 2 of calm, support, overwhelmed: one of three, too few.
    let pre = c
        .submitted(
            m,
            json!({"formId": SURVEY, "phase": "pre",
                   "answers": {"close": 4, "praise": 5, "yell": 2, "know-friends": 3, "calm": 2}}),
        )
        .await;
    assert_eq!(pre["phase"], "pre");
    assert_eq!(pre["scores"], json!({"involvement": 4.0, "confidence": null}));

    let path = format!("/api/submissions/{}/amendments", pre["id"].as_str().unwrap());
    let res = c.call(Method::POST, &path, Some(json!({"answers": {"support": 4}})), m).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fieldKeys"]["reason"], "required");
    let res = c.call(Method::POST, &path, Some(json!({"answers": {"support": 9}, "reason": "Misheard"})), m).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fieldKeys"]["support"], "answerTooHigh");
    // A father amends nothing.
    let father = c.p.father_account("sam@example.com", &c.sam).await;
    let res = c.call(Method::POST, &path, Some(json!({"answers": {"support": 4}, "reason": "Mine"})), &father).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;

    let res = c
        .call(
            Method::POST,
            &path,
            Some(json!({"answers": {"support": 4, "overwhelmed": 5}, "reason": "Read back to him"})),
            m,
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let amended: Value = res.json().await.unwrap();
    // Confidence: calm 2, support 4, overwhelmed 5 reversed (1) → 7 / 3.
    assert_eq!(amended["scores"]["confidence"].as_f64().unwrap(), 7.0 / 3.0);
    assert_eq!(amended["answers"]["support"], 4);
    assert_eq!(amended["original"], pre["answers"]);
    let amendment = &amended["amendments"][0];
    assert_eq!(amendment["answers"], json!({"support": 4, "overwhelmed": 5}));
    assert_eq!(
        (amendment["reason"].as_str(), amendment["by"].as_str()),
        (Some("Read back to him"), Some(c.manager.id.as_str()))
    );
    // A second one clears an answer: involvement keeps three of five.
    let again =
        c.ok(Method::POST, &path, Some(json!({"answers": {"know-friends": null}, "reason": "He was unsure"})), m).await;
    assert_eq!(again["scores"]["involvement"], 4.0 + 1.0 / 3.0);
    assert_eq!(again["amendments"].as_array().unwrap().len(), 2);
    let read = c.ok(Method::GET, &format!("/api/submissions/{}", pre["id"].as_str().unwrap()), None, m).await;
    assert_eq!(read["answers"], again["answers"]);
}

async fn sensitive_answers_reach_only_the_case_manager_and_directors_and_each_read_is_logged(db: TestDb) {
    let c = Casework::start(db).await;
    let form = c.published_form(check_in_form()).await;
    let made = c.submitted(&c.facilitator.token, json!({"formId": form, "answers": {"mood": 4, "safe": true}})).await;
    // The facilitator filled it in, yet he is neither the case manager nor a director.
    assert_eq!(made["answers"], json!({"mood": 4, "safe": null}));
    assert_eq!(made["redacted"], json!(["safe"]));
    let path = format!("/api/submissions/{}", made["id"].as_str().unwrap());
    let shown = c.ok(Method::GET, &path, None, &c.facilitator.token).await;
    assert_eq!((&shown["answers"]["safe"], &shown["original"]["safe"]), (&Value::Null, &Value::Null));

    let logged = |activities: &Value| {
        activities.as_array().unwrap().iter().filter(|a| a["action"] == "viewed-sensitive").count()
    };
    let before = logged(&c.ok(Method::GET, "/api/activities?limit=500", None, &c.director).await);
    let by_manager = c.ok(Method::GET, &path, None, &c.manager.token).await;
    assert_eq!(by_manager["answers"]["safe"], true);
    assert_eq!(by_manager["redacted"], json!([]));
    let list = c.ok(Method::GET, &format!("/api/fathers/{}/submissions", c.sam), None, &c.director).await;
    assert_eq!(list[0]["answers"]["safe"], true);
    let activities = c.ok(Method::GET, "/api/activities?limit=500", None, &c.director).await;
    assert_eq!(logged(&activities), before + 2, "the case manager's read and the director's");
    let read = activities.as_array().unwrap().iter().find(|a| a["action"] == "viewed-sensitive").unwrap();
    assert_eq!(read["description"], "Read the sensitive answers of Sam Rivera on Monthly check-in");
    // No answer is written into any activity.
    assert!(!activities.to_string().contains("\"safe\""));
    // A director's export of his data holds it, and says so in the log.
    let export = c.ok(Method::GET, &format!("/api/fathers/{}/export", c.sam), None, &c.director).await;
    assert_eq!(export["submissions"][0]["answers"]["safe"], true);
    let activities = c.ok(Method::GET, "/api/activities?limit=500", None, &c.director).await;
    assert_eq!(logged(&activities), before + 3);

    // Staff without Sam get 404, for the list and for the submission.
    let res = c.call(Method::GET, &path, None, &c.outsider.token).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    let res = c.call(Method::GET, &format!("/api/fathers/{}/submissions", c.sam), None, &c.outsider.token).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    let res = c.submit(&c.outsider.token, json!({"formId": form, "answers": {"mood": 1}})).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
}

/// Sam joins a re-entry program whose case manager is someone else: his first case manager
/// still reads what is sensitive about him, as the new one does; his facilitator still does not.
async fn his_case_manager_in_each_of_his_programs_reads_his_sensitive_notes_answers_and_flags(db: TestDb) {
    let c = Casework::start(db).await;
    let form = c.published_form(check_in_form()).await;
    let made = c.submitted(&c.director, json!({"formId": form, "answers": {"mood": 2, "safe": false}})).await;
    let secret = "Disclosed a court date; keep it between us.";
    let contact = c
        .contact(
            &c.colleague.token,
            &c.sam,
            json!({"method": "meeting", "outcome": "reached", "note": secret, "sensitive": true}),
        )
        .await;
    let reentry =
        c.ok(Method::POST, "/api/programs", Some(json!({"name": "Re-entry", "code": "RE"})), &c.director).await;
    c.ok(
        Method::POST,
        &format!("/api/fathers/{}/enrolments", c.sam),
        Some(json!({"programId": reentry["id"], "status": "enrolled", "caseManagerId": c.outsider.id})),
        &c.director,
    )
    .await;
    let record = c.ok(Method::GET, &format!("/api/fathers/{}", c.sam), None, &c.director).await;
    assert_eq!(record["caseManagerId"], c.outsider.id.as_str(), "his record shows his latest enrolment");

    let path = format!("/api/submissions/{}", made["id"].as_str().unwrap());
    for (who, token, reads) in [
        ("first case manager", &c.manager.token, true),
        ("re-entry's", &c.outsider.token, true),
        ("facilitator", &c.facilitator.token, false),
    ] {
        let note = c.contacts(token).await.iter().find(|x| x["id"] == contact["id"]).unwrap()["note"].clone();
        assert_eq!(note == secret, reads, "{who}: the note");
        let submission = c.ok(Method::GET, &path, None, token).await;
        assert_eq!(submission["answers"]["safe"] == false, reads, "{who}: the answer");
        let record = c.ok(Method::GET, &format!("/api/fathers/{}", c.sam), None, token).await;
        let flagged = record["flags"].as_array().is_some_and(|flags| !flags.is_empty());
        assert_eq!(flagged, reads, "{who}: the flags {record}");
    }
}

async fn an_alerting_flag_opens_a_follow_up_due_that_day(db: TestDb) {
    let c = Casework::start(db).await;
    let m = &c.manager.token;
    let negative = c
        .submitted(m, json!({"formId": SCREENING, "answers": {"afraid": false, "hurt-by": false, "hurt-other": false, "order": "no"}}))
        .await;
    assert_eq!(negative["flags"], json!([]));
    let contacts = c.contacts(m).await;
    assert!(contacts.is_empty());

    let positive = c
        .submitted(
            &c.facilitator.token,
            json!({"formId": SCREENING, "answers": {"afraid": true, "hurt-by": false, "hurt-other": false, "order": "no"}}),
        )
        .await;
    // The facilitator may not see the flag; the case manager does.
    assert_eq!(positive["flags"], json!([]));
    let read = c.ok(Method::GET, &format!("/api/submissions/{}", positive["id"].as_str().unwrap()), None, m).await;
    assert_eq!(read["flags"], json!(["positive"]));

    let contacts = c.contacts(m).await;
    assert_eq!(contacts.len(), 1);
    let follow_up = &contacts[0];
    assert_eq!((follow_up["method"].as_str(), follow_up["sensitive"].as_bool()), (Some("other"), Some(true)));
    assert_eq!(follow_up["staffId"], c.manager.id.as_str());
    let today = c.ok(Method::GET, "/api/follow-ups?when=today", None, m).await;
    let due = today.as_array().unwrap();
    assert_eq!(due.len(), 1, "{today}");
    assert_eq!(due[0]["followUpDue"], follow_up["followUpDue"]);
    assert!(due[0]["note"].as_str().unwrap().starts_with("Positive domestic violence screen"));
    // The facilitator sees a follow-up, not what it is about.
    let theirs = c.contacts(&c.facilitator.token).await;
    assert_eq!(theirs[0]["note"], Value::Null);

    // His record carries the flag for his case manager and directors alone.
    let record_path = format!("/api/fathers/{}", c.sam);
    let for_manager = c.ok(Method::GET, &record_path, None, m).await;
    let flags = for_manager["flags"].as_array().unwrap();
    assert_eq!(flags.len(), 1);
    assert_eq!(
        (flags[0]["key"].as_str(), flags[0]["referral"].as_str()),
        (Some("positive"), Some("domestic-violence"))
    );
    assert_eq!(flags[0]["label"]["en"], "Positive domestic violence screen");
    assert_eq!(flags[0]["submissionId"], positive["id"]);
    assert_eq!(c.ok(Method::GET, &record_path, None, &c.director).await["flags"], for_manager["flags"]);
    assert_eq!(c.ok(Method::GET, &record_path, None, &c.facilitator.token).await["flags"], json!([]));

    // Amending it positive again opens no second follow-up.
    c.ok(
        Method::POST,
        &format!("/api/submissions/{}/amendments", positive["id"].as_str().unwrap()),
        Some(json!({"answers": {"hurt-by": true}, "reason": "He added this later"})),
        m,
    )
    .await;
    assert_eq!(c.contacts(m).await.len(), 1);
}

/// His record knows he is flagged from one row kept beside it (`father_states.flagged`):
/// two case workers correcting two of his screenings at the same moment must leave it as his
/// screenings stand, round after round.
async fn his_record_is_flagged_while_any_screening_of_his_stands_positive_through_amendments_at_once(db: TestDb) {
    let c = Casework::start(db).await;
    let m = &c.manager.token;
    let positive =
        json!({"formId": SCREENING, "answers": {"afraid": true, "hurt-by": false, "hurt-other": false, "order": "no"}});
    let first = c.submitted(m, positive.clone()).await;
    let second = c.submitted(&c.director, positive).await;
    let record = format!("/api/fathers/{}", c.sam);
    let flags = |record: &Value| record["flags"].as_array().map_or(0, Vec::len);
    assert_eq!(flags(&c.ok(Method::GET, &record, None, m).await), 2);

    let amend = |submission: &Value, afraid: bool| {
        let path = format!("/api/submissions/{}/amendments", submission["id"].as_str().unwrap());
        (path, json!({"answers": {"afraid": afraid}, "reason": "Read back to him"}))
    };
    // Each step corrects both at once, by two people: neither may count the other's flag as it
    // was. Both negative, then the first positive again, then both.
    for round in 0..3 {
        for (first_afraid, second_afraid, standing) in [(false, false, 0), (true, false, 1), (true, true, 2)] {
            let ((one, one_body), (two, two_body)) = (amend(&first, first_afraid), amend(&second, second_afraid));
            let (a, b) = tokio::join!(
                c.call(Method::POST, &one, Some(one_body), m),
                c.call(Method::POST, &two, Some(two_body), &c.director)
            );
            assert_eq!((a.status(), b.status()), (StatusCode::CREATED, StatusCode::CREATED), "round {round}");
            let read = c.ok(Method::GET, &record, None, m).await;
            assert_eq!(flags(&read), standing, "round {round}, {first_afraid} / {second_afraid}: {read}");
            if standing == 1 {
                assert_eq!(read["flags"][0]["submissionId"], first["id"], "round {round}");
            }
            // The bit itself: a flag lowered must lower it, or every read pays for a look.
            let sam = c.sam.clone();
            let kept =
                c.p.app
                    .state
                    .db
                    .run(move |conn| {
                        crate::helpers::scalar_int(
                            conn,
                            "SELECT CASE WHEN flagged THEN 1 ELSE 0 END FROM father_states WHERE father_id = $1",
                            &[fatherhood::db::Value::from(sam)],
                        )
                    })
                    .await
                    .unwrap();
            assert_eq!(kept, i64::from(standing > 0), "round {round}, {first_afraid} / {second_afraid}");
        }
    }
}

async fn a_father_fills_a_self_service_survey_and_never_sees_a_screening(db: TestDb) {
    let c = Casework::start(db).await;
    let father = c.p.father_account("sam@example.com", &c.sam).await;
    let forms = c.ok(Method::GET, "/api/me/forms", None, &father).await;
    let ids: Vec<&str> = forms.as_array().unwrap().iter().map(|f| f["id"].as_str().unwrap()).collect();
    assert_eq!(ids, [SURVEY]);
    c.ok(Method::GET, &format!("/api/forms/{SURVEY}"), None, &father).await;
    for hidden in [SCREENING, "00000000-0000-7000-8000-00000000f001"] {
        let res = c.call(Method::GET, &format!("/api/forms/{hidden}"), None, &father).await;
        assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    }
    let res = c.call(Method::GET, "/api/forms", None, &father).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;

    let mine = c
        .submitted(
            &father,
            json!({"formId": SURVEY, "phase": "pre", "answers": {"close": 5, "praise": 4, "yell": 1, "calm": 4}}),
        )
        .await;
    assert_eq!(mine["submittedByName"], "Sam Father", "his account's name");
    // He fills no screening, and reads none the staff filled for him.
    let res = c.submit(&father, json!({"formId": SCREENING, "answers": {}})).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fieldKeys"]["formId"], "noSuchForm");
    let screening = c
        .submitted(
            &c.manager.token,
            json!({"formId": SCREENING, "answers": {"afraid": false, "hurt-by": false, "hurt-other": false, "order": "no"}}),
        )
        .await;
    let res =
        c.call(Method::GET, &format!("/api/submissions/{}", screening["id"].as_str().unwrap()), None, &father).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    let own = c.ok(Method::GET, "/api/me/submissions", None, &father).await;
    let own_ids: Vec<&Value> = own.as_array().unwrap().iter().map(|s| &s["id"]).collect();
    assert_eq!(own_ids, [&mine["id"]]);
    let via_record = c.ok(Method::GET, &format!("/api/fathers/{}/submissions", c.sam), None, &father).await;
    assert_eq!(via_record, own);
    // Another father's are not his to read or fill.
    let other = c.p.father("Luis", "Ortega").await;
    let res = c.call(Method::GET, &format!("/api/fathers/{other}/submissions"), None, &father).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    let res = c
        .call(
            Method::POST,
            &format!("/api/fathers/{other}/submissions"),
            Some(json!({"formId": SURVEY, "phase": "pre", "answers": {}})),
            &father,
        )
        .await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    // His own data holds his survey, and no screening.
    let export = c.ok(Method::GET, "/api/me/export", None, &father).await;
    let exported: Vec<&Value> = export["submissions"].as_array().unwrap().iter().map(|s| &s["id"]).collect();
    assert_eq!(exported, [&mine["id"]]);
    // Staff have no forms of their own to fill.
    let res = c.call(Method::GET, "/api/me/forms", None, &c.manager.token).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
}

async fn a_father_with_a_submission_is_exited_not_deleted(db: TestDb) {
    let c = Casework::start(db).await;
    let form = c.published_form(check_in_form()).await;
    c.submitted(&c.manager.token, json!({"formId": form, "answers": {"mood": 3}})).await;
    let res = c.call(Method::DELETE, &format!("/api/fathers/{}", c.sam), None, &c.director).await;
    assert_error(res, StatusCode::CONFLICT, "aborted").await;
}

async fn the_funder_report_shows_each_assessment_s_change_and_counts_screenings(db: TestDb) {
    let c = Casework::start(db).await;
    let m = &c.manager.token;
    let luis = c.p.father("Luis", "Ortega").await;
    let survey = |phase: &str, close: i64, yell: i64, calm: i64| {
        json!({"formId": SURVEY, "phase": phase,
               "answers": {"close": close, "praise": close, "yell": yell, "calm": calm, "support": calm, "overwhelmed": 3}})
    };
    // Sam, in the Tuesday group: involvement (2 + 2 + (6 − 4)) / 3 = 2 before, (4 + 4 + 5) / 3 after;
    // confidence (1 + 1 + 3) / 3 before, (5 + 5 + 3) / 3 after.
    c.submitted(m, survey("pre", 2, 4, 1)).await;
    c.submitted(m, survey("post", 4, 1, 5)).await;
    // Luis, in no group: involvement 3 before and after; confidence (3 + 3 + 3) / 3 both times.
    let luis_path = format!("/api/fathers/{luis}/submissions");
    let post_luis = |phase: &str| c.call(Method::POST, &luis_path, Some(survey(phase, 3, 3, 3)), &c.director);
    assert_eq!(post_luis("pre").await.status(), StatusCode::CREATED);
    assert_eq!(post_luis("post").await.status(), StatusCode::CREATED);
    // One pre alone counts for nothing.
    let ray = c.p.father("Ray", "Nguyen").await;
    let res = c
        .call(Method::POST, &format!("/api/fathers/{ray}/submissions"), Some(survey("pre", 5, 1, 5)), &c.director)
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    // Two screenings of Sam's, one positive.
    let screen = |afraid: bool| json!({"formId": SCREENING, "answers": {"afraid": afraid, "hurt-by": false, "hurt-other": false, "order": "no"}});
    c.submitted(m, screen(false)).await;
    c.submitted(m, screen(true)).await;

    let today = chrono::Utc::now().date_naive();
    let range = format!("from={}&to={}", today - chrono::Days::new(1), today + chrono::Days::new(1));
    let report = c.ok(Method::GET, &format!("/api/reports/summary?{range}"), None, &c.director).await;
    let close = |value: &Value, expected: f64| {
        let v = value.as_f64().unwrap_or(f64::NAN);
        assert!((v - expected).abs() < 1e-9, "{v} is not {expected}");
    };
    let total = &report["total"];
    assert_eq!(total["screenings"], json!({"count": 2, "flagged": 1}));
    let assessments = total["assessments"].as_array().unwrap();
    assert_eq!(assessments.len(), 1);
    let survey_change = &assessments[0];
    assert_eq!((survey_change["formId"].as_str(), survey_change["fathers"].as_i64()), (Some(SURVEY), Some(2)));
    let involvement = &survey_change["subscales"][0];
    assert_eq!(involvement["key"], "involvement");
    close(&involvement["pre"], (2.0 + 3.0) / 2.0);
    close(&involvement["post"], (13.0 / 3.0 + 3.0) / 2.0);
    close(&involvement["change"], (13.0 / 3.0 + 3.0) / 2.0 - 2.5);
    let confidence = &survey_change["subscales"][1];
    close(&confidence["pre"], (5.0 / 3.0 + 3.0) / 2.0);
    close(&confidence["post"], (13.0 / 3.0 + 3.0) / 2.0);

    // The Tuesday group counts Sam alone.
    let group = report["groups"].as_array().unwrap().iter().find(|g| g["groupId"] == c.group.as_str()).unwrap();
    assert_eq!(group["screenings"], json!({"count": 2, "flagged": 1}));
    assert_eq!(group["assessments"][0]["fathers"], 1);
    close(&group["assessments"][0]["subscales"][0]["change"], 13.0 / 3.0 - 2.0);

    // A staff member's report counts his scope: the facilitator has Sam, not Luis.
    let theirs = c.ok(Method::GET, &format!("/api/reports/summary?{range}"), None, &c.facilitator.token).await;
    assert_eq!(theirs["total"]["assessments"][0]["fathers"], 1);
    // A range before any of it shows none.
    let before = c.ok(Method::GET, "/api/reports/summary?from=2020-01-01&to=2020-01-31", None, &c.director).await;
    assert_eq!(before["total"]["assessments"], json!([]));
    assert_eq!(before["total"]["screenings"], json!({"count": 0, "flagged": 0}));

    // The spreadsheet carries both, names left out.
    let res = c.call(Method::GET, &format!("/api/reports/summary.csv?{range}"), None, &c.director).await;
    let csv = res.text().await.unwrap();
    assert!(csv.contains("screenings,screenings flagged"), "{csv}");
    assert!(csv.contains("Fathering survey,Involvement,2,2.50,"), "{csv}");
    assert!(!csv.contains("Rivera"));
}

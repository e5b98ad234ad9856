//! The error answers every operation can give, written into the OpenAPI document once
//! rather than on each handler: they come from layers and extractors every route shares
//! (authentication, input parsing, the body limit, throttling, a dependency that is down),
//! and a client generated from the document must expect them.
//!
//! A 400 an operation documents itself names the rules of its input that JSON Schema cannot
//! state: a field that must name a record on file, a rule across fields (an end before its
//! start), a cursor this list gave out. Its description is a list of "`field`: why", one
//! item after another (a refusal that names no field is listed by its error `key`); it is
//! written after [`BEYOND_THE_SCHEMA`], which `scripts/fuzz/contract.py` reads it by, so the
//! document is the one place these rules are listed. Everything else the server refuses, the
//! schema states.

use utoipa::openapi::path::Operation;
use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Type};
use utoipa::openapi::{ContentBuilder, OpenApi, Ref, RefOr, ResponseBuilder};

const ERROR_BODY: &str = "ErrorBody";

/// What every 400 says: the error's shape, and the one rule of every text.
const INVALID_INPUT: &str = "The input is not valid: `fields` names each field and what is wrong with it. \
    No text may hold a control character other than tab, line feed and carriage return \
    (key `textControlCharacters`), wherever it is.";

/// The words after which a 400's description lists the rules beyond the schema (read by
/// `scripts/fuzz/contract.py`: keep them in step).
pub const BEYOND_THE_SCHEMA: &str = "Refused too, by rules the schema cannot state:";

/// Paths whose handlers throttle (credential calls, password changes, photo uploads,
/// check-in codes).
fn is_throttled(path: &str) -> bool {
    path.starts_with("/api/auth/") || path == "/api/me/password" || path.ends_with("/photo") || path == "/api/check-in"
}

/// Documents the error shape and, on every operation, the error answers it can give.
pub fn document_errors(doc: &mut OpenApi) {
    let components = doc.components.get_or_insert_with(Default::default);
    components.schemas.insert(ERROR_BODY.into(), error_body());
    for (path, item) in &mut doc.paths.paths {
        let operations = [
            &mut item.get,
            &mut item.put,
            &mut item.post,
            &mut item.delete,
            &mut item.patch,
            &mut item.head,
            &mut item.options,
            &mut item.trace,
        ];
        for operation in operations.into_iter().flatten() {
            add_error_answers(path, operation);
        }
    }
}

fn add_error_answers(path: &str, operation: &mut Operation) {
    let takes_input = operation.parameters.as_ref().is_some_and(|p| !p.is_empty()) || operation.request_body.is_some();
    let signed_in = operation.security.as_ref().is_some_and(|s| !s.is_empty());
    let mut answers = vec![];
    if takes_input {
        answers.push(("400", INVALID_INPUT));
    }
    if signed_in {
        answers.push(("401", "Not signed in, or the access token has expired: renew it and try again."));
    }
    if operation.request_body.is_some() {
        answers.push(("413", "The body is larger than this operation accepts."));
    }
    if is_throttled(path) {
        answers.push(("429", "Too many attempts from this address or for this account: wait a minute."));
    }
    answers.push(("503", "A dependency (the database, storage) is not available right now: try again shortly."));
    answers.push(("504", "The request took longer than the time-out (70 s)."));
    let responses = &mut operation.responses.responses;
    if let Some(RefOr::T(invalid)) = responses.get_mut("400") {
        invalid.description = match invalid.description.trim() {
            "" => INVALID_INPUT.to_owned(),
            rules => format!("{INVALID_INPUT}\n\n{BEYOND_THE_SCHEMA} {rules}"),
        };
    }
    for (status, description) in answers {
        responses.entry(status.into()).or_insert_with(|| error_response(description));
    }
    // Error answers the handlers documented without a body have the error shape too.
    for (status, response) in responses.iter_mut() {
        if let (true, RefOr::T(response)) = (status.starts_with('4') || status.starts_with('5'), response) {
            if response.content.is_empty() {
                response.content.insert("application/json".into(), error_content());
            }
        }
    }
}

fn error_response(description: &str) -> RefOr<utoipa::openapi::Response> {
    RefOr::T(ResponseBuilder::new().description(description).content("application/json", error_content()).build())
}

fn error_content() -> utoipa::openapi::Content {
    ContentBuilder::new().schema(Some(Ref::from_schema_name(ERROR_BODY))).build()
}

/// `{"error": {"code", "key", "params", "message", "fields"?, "fieldKeys"?, "fieldParams"?, "conflicts"?}}`.
fn error_body() -> RefOr<utoipa::openapi::schema::Schema> {
    let codes = [
        "invalid-argument",
        "unauthenticated",
        "permission-denied",
        "not-found",
        "unimplemented",
        "aborted",
        "resource-exhausted",
        "unavailable",
        "deadline-exceeded",
        "internal",
    ];
    let text = || ObjectBuilder::new().schema_type(Type::String);
    let keys = || text().enum_values(Some(crate::catalogue::CATALOGUE.iter().map(|entry| entry.key)));
    let params = || ObjectBuilder::new().additional_properties(Some(text()));
    let error = ObjectBuilder::new()
        .property("code", text().enum_values(Some(codes)))
        .required("code")
        .property("key", keys().description(Some("Which sentence: stable, for a client to translate.")))
        .required("key")
        .property("params", params().description(Some("The values the sentence names, by name.")))
        .required("params")
        .property("message", text().description(Some("The sentence in the caller's language (Accept-Language).")))
        .required("message")
        .property(
            "fields",
            ObjectBuilder::new()
                .additional_properties(Some(text()))
                .description(Some("For invalid input: each bad field and its message.")),
        )
        .property(
            "fieldKeys",
            ObjectBuilder::new()
                .additional_properties(Some(keys()))
                .description(Some("For invalid input: each bad field and its sentence's key.")),
        )
        .property(
            "fieldParams",
            ObjectBuilder::new().additional_properties(Some(params())).description(Some(
                "For invalid input: the values in each field's sentence, for fields whose sentence has any.",
            )),
        )
        .property(
            "conflicts",
            ArrayBuilder::new()
                .items(ObjectBuilder::new())
                .description(Some("For a refused precondition: the records as they are now.")),
        );
    ObjectBuilder::new().property("error", error).required("error").into()
}

#[cfg(test)]
mod tests {
    use serde_json::Value;

    use crate::domain::form;
    use crate::domain::incentive::{MAX_AMOUNT_CENTS, MIN_AMOUNT_CENTS};
    use crate::domain::push::MAX_ENDPOINT;
    use crate::domain::MAX_NAME;
    use crate::http::paging::MAX_LIMIT;
    use crate::services::accounts::{MAX_CLEANUP_DAYS, MAX_CLEANUP_IDS};
    use crate::services::fathers::MAX_CHILDREN;
    use crate::services::gallery::MAX_TAGS;
    use crate::services::groups::MAX_FACILITATORS;
    use crate::services::push::MAX_RECEIVED;
    use crate::services::reminders::links::MAX_TOKEN;
    use crate::services::workshops::attendance::MAX_MINUTES as MAX_MARK_MINUTES;
    use crate::services::workshops::cycles::{MAX_DURATION_MINUTES, MAX_GENERATED};
    use crate::services::workshops::sessions::MAX_NUMBER;
    use crate::services::{contacts, messages, texts};

    /// A bound utoipa takes only as a literal (`maximum`, `maxItems`, `maxLength` written in
    /// a `#[schema]` or `#[param]`, where a field's doc comment must stay its description)
    /// is the constant the server checks it by.
    #[test]
    fn every_literal_bound_is_the_constant_the_server_checks() {
        let doc = serde_json::to_value(super::super::openapi()).unwrap();
        let schema = |name: &str, field: &str, bound: &str| {
            doc.pointer(&format!("/components/schemas/{name}/properties/{field}/{bound}")).and_then(Value::as_u64)
        };
        let fields: [(&str, &str, &str, u64); 24] = [
            ("NewIncentive", "amountCents", "minimum", MIN_AMOUNT_CENTS as u64),
            ("NewIncentive", "amountCents", "maximum", MAX_AMOUNT_CENTS as u64),
            ("NewSessionIncentives", "amountCents", "minimum", MIN_AMOUNT_CENTS as u64),
            ("NewSessionIncentives", "amountCents", "maximum", MAX_AMOUNT_CENTS as u64),
            ("LinkInput", "token", "maxLength", MAX_TOKEN as u64),
            ("FatherInput", "children", "maxItems", MAX_CHILDREN as u64),
            ("Child", "name", "maxLength", MAX_NAME as u64),
            ("ContactInput", "minutes", "maximum", contacts::MAX_MINUTES as u64),
            ("Received", "messageIds", "maxItems", MAX_RECEIVED as u64),
            ("GroupInput", "facilitatorIds", "maxItems", MAX_FACILITATORS as u64),
            ("SessionInput", "number", "maximum", MAX_NUMBER as u64),
            ("Schedule", "durationMinutes", "maximum", MAX_DURATION_MINUTES as u64),
            ("Schedule", "count", "maximum", MAX_GENERATED as u64),
            ("MarkInput", "minutes", "maximum", MAX_MARK_MINUTES as u64),
            ("PhotoForm", "tags", "maxItems", MAX_TAGS as u64),
            ("ProgramInput", "code", "maxLength", crate::domain::programs::MAX_PROGRAM_CODE as u64),
            ("CleanupBody", "userIds", "maxItems", MAX_CLEANUP_IDS as u64),
            ("FormInput", "fields", "maxItems", form::MAX_FIELDS as u64),
            ("FormInput", "sections", "maxItems", form::MAX_RULES as u64),
            ("FormInput", "flags", "maxItems", form::MAX_RULES as u64),
            ("Translated", "en", "maxLength", form::MAX_LABEL as u64),
            ("Translated", "es", "maxLength", form::MAX_LABEL as u64),
            ("Guidance", "en", "maxLength", form::MAX_PROTOCOL as u64),
            ("Guidance", "es", "maxLength", form::MAX_PROTOCOL as u64),
        ];
        for (name, field, bound, constant) in fields {
            assert_eq!(schema(name, field, bound), Some(constant), "{name}.{field} {bound}");
        }
        assert_eq!(schema("CleanupBody", "days", "maximum"), Some(MAX_CLEANUP_DAYS as u64));
        assert_eq!(schema("SubscriptionInput", "endpoint", "maxLength"), Some(MAX_ENDPOINT as u64));

        // Every list's `limit`, and the clean-up's `days`.
        let mut limits = 0;
        for (path, operations) in doc["paths"].as_object().unwrap() {
            for operation in operations.as_object().unwrap().values() {
                for parameter in operation["parameters"].as_array().into_iter().flatten() {
                    let maximum = parameter.pointer("/schema/maximum").and_then(Value::as_u64);
                    let expected = match parameter["name"].as_str() {
                        Some("limit") if path == "/api/conversations/{id}/messages" => messages::MAX_PAGE,
                        Some("limit") if path == "/api/fathers/{id}/texts" => texts::MAX_PAGE,
                        Some("limit") => MAX_LIMIT,
                        Some("days") if path == "/api/admin/cleanup-candidates" => MAX_CLEANUP_DAYS,
                        _ => continue,
                    };
                    assert_eq!(maximum, Some(expected as u64), "{path} {}", parameter["name"]);
                    limits += 1;
                }
            }
        }
        assert!(limits >= 12, "{limits} limits found");
        let search = doc.pointer("/paths/~1api~1contacts/get/parameters/0/schema/maxLength").and_then(Value::as_u64);
        assert_eq!(search, Some(crate::http::messages::MAX_SEARCH as u64), "GET /api/contacts q");
    }
}

//! Health, readiness, the OpenAPI document, the web app and the error shape.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_error, spawn_app, TestDb, PASSWORD};

crate::on_both_databases!(
    health_and_readiness_answer,
    the_openapi_document_describes_the_api,
    unknown_api_paths_and_bad_bodies_answer_in_the_error_shape,
    an_error_names_its_sentence_and_speaks_the_caller_s_language,
    every_answer_carries_security_headers,
    concurrent_transactions_commit_or_roll_back_each_on_its_own,
    a_create_refuses_exactly_the_fields_its_document_requires,
    the_rules_beyond_the_schema_name_the_operation_s_own_fields,
    what_the_schema_states_the_server_refuses,
);

async fn health_and_readiness_answer(db: TestDb) {
    let app = spawn_app(db).await;

    assert_eq!(app.client.get(app.url("/healthz")).send().await.unwrap().status(), StatusCode::OK);
    assert_eq!(app.client.get(app.url("/readyz")).send().await.unwrap().status(), StatusCode::OK);
    let version: Value = app.client.get(app.url("/api/version")).send().await.unwrap().json().await.unwrap();
    assert!(version["buildId"].as_str().is_some_and(|id| !id.is_empty()));
}

async fn the_openapi_document_describes_the_api(db: TestDb) {
    let app = spawn_app(db).await;

    let doc: Value = app.client.get(app.url("/api/openapi.json")).send().await.unwrap().json().await.unwrap();

    assert!(doc["openapi"].as_str().unwrap().starts_with("3."));
    for path in
        ["/api/auth/signin", "/api/auth/register", "/api/auth/refresh", "/api/me", "/api/me/password", "/readyz"]
    {
        assert!(doc["paths"].get(path).is_some(), "{path} is not documented");
    }
    // A parameter said to be in the path is in the path's template (a query struct without
    // `parameter_in = Query` was documented as path parameters).
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            for parameter in operation["parameters"].as_array().into_iter().flatten() {
                let name = parameter["name"].as_str().unwrap();
                let in_path = path.contains(&format!("{{{name}}}"));
                assert_eq!(
                    parameter["in"] == "path",
                    in_path,
                    "{method} {path}: parameter {name} is in the wrong place"
                );
            }
        }
    }
}

async fn unknown_api_paths_and_bad_bodies_answer_in_the_error_shape(db: TestDb) {
    let app = spawn_app(db).await;

    assert_error(
        app.client.get(app.url("/api/nothing-here")).send().await.unwrap(),
        StatusCode::NOT_FOUND,
        "not-found",
    )
    .await;

    let not_json = app
        .client
        .post(app.url("/api/auth/signin"))
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    assert_error(not_json, StatusCode::BAD_REQUEST, "invalid-argument").await;

    // serde reads a struct from a list of its fields in order; a body must be an object.
    app.register("listed@example.org").await;
    let as_a_list = app
        .client
        .post(app.url("/api/auth/signin"))
        .header("content-type", "application/json")
        .body(format!(r#"["listed@example.org", "{PASSWORD}"]"#))
        .send()
        .await
        .unwrap();
    let body = assert_error(as_a_list, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["message"], "The request body must be a JSON object.");

    let huge = format!("{{\"email\": \"{}\"}}", "x".repeat(2 * 1024 * 1024));
    let too_large = app
        .client
        .post(app.url("/api/auth/forgot-password"))
        .header("content-type", "application/json")
        .body(huge)
        .send()
        .await
        .unwrap();
    assert_error(too_large, StatusCode::PAYLOAD_TOO_LARGE, "invalid-argument").await;
}

async fn an_error_names_its_sentence_and_speaks_the_caller_s_language(db: TestDb) {
    let program = crate::program::Program::start(db).await;
    let (app, director) = (&program.app, &program.staff);
    let too_long = json!({"firstName": "x".repeat(101), "lastName": ""});
    let create = |language: &'static str| {
        app.client
            .post(app.url("/api/fathers"))
            .bearer_auth(director)
            .header("accept-language", language)
            .json(&too_long)
            .send()
    };

    // A father whose first name is too long, and no last name: each field names its sentence
    // and the values in it, so that a client can word it itself.
    let english =
        assert_error(create("en-US,en;q=0.9").await.unwrap(), StatusCode::BAD_REQUEST, "invalid-argument").await;
    let error = &english["error"];
    assert_eq!(error["key"], "invalidForm");
    assert_eq!(error["params"], json!({}));
    assert_eq!(error["message"], "Sorry, not all fields are filled out correctly.");
    assert_eq!(error["fields"]["firstName"], "First name must be at most 100 characters.");
    assert_eq!(error["fieldKeys"]["firstName"], "tooLong");
    assert_eq!(error["fieldParams"]["firstName"], json!({"label": "First name", "max": "100"}));
    assert_eq!(error["fields"]["lastName"], "Last name is required.");
    assert_eq!(error["fieldKeys"]["lastName"], "required");

    // The same refusal asked for in Spanish: the same keys and values, the words in Spanish.
    let spanish =
        assert_error(create("es-MX,es;q=0.9,en;q=0.5").await.unwrap(), StatusCode::BAD_REQUEST, "invalid-argument")
            .await;
    let error = &spanish["error"];
    assert_eq!(error["key"], "invalidForm");
    assert_eq!(error["message"], "Lo sentimos, no todos los campos están completados correctamente.");
    assert_eq!(error["fields"]["firstName"], "Escribe como máximo 100 caracteres.");
    assert_eq!(error["fieldKeys"], english["error"]["fieldKeys"]);
    assert_eq!(error["fieldParams"], english["error"]["fieldParams"]);

    // Errors made outside a handler speak it too: an unknown path, a refused sign-in.
    let unknown = app.client.get(app.url("/api/nothing-here")).header("accept-language", "es").send().await.unwrap();
    let unknown = assert_error(unknown, StatusCode::NOT_FOUND, "not-found").await;
    assert_eq!(unknown["error"]["key"], "noSuchEndpoint");
    assert_eq!(unknown["error"]["params"], json!({"path": "api/nothing-here"}));
    assert_eq!(unknown["error"]["message"], "Esa dirección de la API no existe.");
    let refused = app
        .client
        .post(app.url("/api/auth/signin"))
        .header("accept-language", "es")
        .json(&json!({"email": "coordinator@example.org", "password": "not the password"}))
        .send()
        .await
        .unwrap();
    let refused = assert_error(refused, StatusCode::UNAUTHORIZED, "unauthenticated").await;
    assert_eq!(refused["error"]["key"], "signInFailed");
    assert_ne!(refused["error"]["message"], "Incorrect email or password.");
}

async fn every_answer_carries_security_headers(db: TestDb) {
    let app = spawn_app(db).await;

    for path in ["/healthz", "/api/me", "/signin"] {
        let res = app.client.get(app.url(path)).send().await.unwrap();
        let headers = res.headers();
        assert_eq!(headers["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(headers["x-frame-options"], "DENY", "{path}");
        assert!(headers["content-security-policy"].to_str().unwrap().contains("frame-ancestors 'none'"));
        let html = headers.get("content-type").is_some_and(|t| t.to_str().unwrap().starts_with("text/html"));
        if html {
            assert!(headers["content-security-policy"].to_str().unwrap().contains("script-src 'self'"), "{path}");
        }
    }
    let res = app.client.get(app.url("/api/me")).send().await.unwrap();
    assert_eq!(res.headers()["cache-control"], "no-store", "API answers are never cached");
}

async fn concurrent_transactions_commit_or_roll_back_each_on_its_own(db: TestDb) {
    use fatherhood::db::{DbError, Value};
    let app = spawn_app(db).await;

    // Forty transactions at once (on SQLite they share group commits); every fifth fails
    // after writing, and only its own write is undone.
    let runs = (0..40).map(|i| {
        let db = app.state.db.clone();
        tokio::spawn(async move {
            db.transaction(move |conn| {
                conn.execute(
                    "INSERT INTO activities (id, created_at, action, description) VALUES ($1, $2, $3, $4)",
                    &[Value::from(format!("a{i:02}")), Value::from(0_i64), Value::from("created"), Value::from("x")],
                )?;
                if i % 5 == 0 {
                    return Err(DbError::Other("refused".into()));
                }
                Ok(i)
            })
            .await
        })
    });
    let mut committed = 0;
    for run in runs {
        if run.await.unwrap().is_ok() {
            committed += 1;
        }
    }

    let stored = app
        .state
        .db
        .run(|conn| crate::helpers::scalar_int(conn, "SELECT COUNT(*) FROM activities WHERE description = 'x'", &[]))
        .await;
    assert_eq!(committed, 32);
    assert_eq!(stored.unwrap(), 32);
}

/// Each create's body in the document (`New…Input`) requires the fields the server says
/// "… is required." for when they are missing: no more, no fewer.
async fn a_create_refuses_exactly_the_fields_its_document_requires(db: TestDb) {
    let program = crate::program::Program::start(db).await;
    let (app, staff) = (&program.app, &program.staff);
    let group = program.group_with("Tuesday", &[]).await;
    let (cycle, _) = program.cycle(&group, 1).await;
    let doc: Value = app.client.get(app.url("/api/openapi.json")).send().await.unwrap().json().await.unwrap();

    let father = program.father("Sam", "Rivera").await;
    // What each body carries: nothing, but the father a milestone is for (checked first).
    let creates = [
        ("/api/fathers", json!({})),
        ("/api/groups", json!({})),
        ("/api/cycles", json!({})),
        (&format!("/api/cycles/{cycle}/sessions"), json!({})),
        ("/api/milestones", json!({"fatherId": father})),
        ("/api/events", json!({})),
        ("/api/announcements", json!({})),
        ("/api/albums", json!({})),
        (&format!("/api/fathers/{father}/consents"), json!({})),
    ];
    for (path, body) in creates {
        let template = match path {
            _ if path.contains("/sessions") => "/api/cycles/{id}/sessions",
            _ if path.ends_with("/consents") => "/api/fathers/{id}/consents",
            _ => path,
        };
        let schema = &doc["paths"][template]["post"]["requestBody"]["content"]["application/json"]["schema"]["$ref"];
        let name = schema.as_str().unwrap().rsplit('/').next().unwrap();
        assert!(name.starts_with("New"), "{path}: a create's body is its own schema, not {name}");
        let mut required: Vec<&str> = doc["components"]["schemas"][name]["required"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f.as_str().unwrap())
            .filter(|f| body.get(f).is_none())
            .collect();
        required.sort();

        let res = app.post_as(path, staff, body.clone()).await;
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "{path}");
        let answer: Value = res.json().await.unwrap();
        let mut refused: Vec<&str> =
            answer["error"]["fields"].as_object().unwrap().keys().map(String::as_str).collect();
        refused.sort();
        assert_eq!(refused, required, "{path}: the fields refused for {body} and those {name} requires");
    }
}

/// What each 400 lists after `BEYOND_THE_SCHEMA` (which `scripts/fuzz/contract.py` reads as
/// the refusals the schema does not state) names that operation's own parameters and body
/// fields (or its answer's, for a refusal about the record), or an error key for a refusal
/// that names no field: a misspelt or stale name would
/// let the fuzzer pass a refusal the document does not explain.
async fn the_rules_beyond_the_schema_name_the_operation_s_own_fields(db: TestDb) {
    let app = spawn_app(db).await;
    let doc: Value = app.client.get(app.url("/api/openapi.json")).send().await.unwrap().json().await.unwrap();
    let schemas = &doc["components"]["schemas"];
    let keys: Vec<&str> = schemas["ErrorBody"]["properties"]["error"]["properties"]["key"]["enum"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k.as_str().unwrap())
        .collect();
    let phrase = fatherhood::http::openapi::BEYOND_THE_SCHEMA;

    let mut listed = 0;
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            let Some(description) = operation["responses"]["400"]["description"].as_str() else { continue };
            assert!(description.starts_with("The input is not valid"), "{method} {path}: {description}");
            let Some((_, rules)) = description.split_once(phrase) else { continue };
            let mut fields = std::collections::BTreeSet::new();
            for parameter in operation["parameters"].as_array().into_iter().flatten() {
                fields.insert(parameter["name"].as_str().unwrap().to_owned());
            }
            let body = operation["requestBody"]["content"].as_object();
            for content in body.into_iter().flat_map(|c| c.values()) {
                field_paths(schemas, &content["schema"], "", &mut fields);
            }
            // A refusal may name the record's own field (a contact without a follow-up).
            for status in ["200", "201"] {
                let answer = &operation["responses"][status]["content"]["application/json"]["schema"];
                field_paths(schemas, answer, "", &mut fields);
            }
            // A body that is a file itself (a father's photo) has no fields: the answer names it.
            let a_file = body.is_some_and(|c| c.keys().any(|t| t.starts_with("image/")));
            let names: Vec<&str> = rules.split('`').skip(1).step_by(2).collect();
            assert!(!names.is_empty(), "{method} {path}: {phrase} names nothing");
            for name in names {
                // A form's answers are named by their questions' keys (server/src/http/forms.rs).
                let a_question = name == "{question}" && fields.contains("answers");
                assert!(
                    fields.contains(name) || keys.contains(&name) || a_file || a_question,
                    "{method} {path}: `{name}` is neither a field of the operation ({fields:?}) nor an error key"
                );
                listed += 1;
            }
        }
    }
    assert!(listed > 50, "the rules beyond the schema are listed in the document ({listed})");
}

/// The names of `schema`'s properties, nested ones dotted (`schedule.timezone`), through
/// references, lists and alternatives.
fn field_paths(schemas: &Value, schema: &Value, prefix: &str, into: &mut std::collections::BTreeSet<String>) {
    if let Some(reference) = schema["$ref"].as_str() {
        let name = reference.rsplit('/').next().unwrap();
        return field_paths(schemas, &schemas[name], prefix, into);
    }
    for alternative in ["oneOf", "anyOf", "allOf"].iter().flat_map(|k| schema[k].as_array().into_iter().flatten()) {
        field_paths(schemas, alternative, prefix, into);
    }
    if let Some(items) = schema.get("items") {
        field_paths(schemas, items, prefix, into);
    }
    for (name, property) in schema["properties"].as_object().into_iter().flatten() {
        let path = format!("{prefix}{name}");
        field_paths(schemas, property, &format!("{path}."), into);
        into.insert(path);
    }
}

/// Single-field rules the document states in the schema since issue 43 (a required query, a
/// year's range as a pattern, a list's least length and its items not blank, the one status
/// of a new session, a URI, a list's greatest length), each
/// next to the server refusing what breaks it; and the 405 an incentive's DELETE always is.
async fn what_the_schema_states_the_server_refuses(db: TestDb) {
    let program = crate::program::Program::start(db).await;
    let (app, staff) = (&program.app, &program.staff);
    let doc: Value = app.client.get(app.url("/api/openapi.json")).send().await.unwrap().json().await.unwrap();
    let schemas = &doc["components"]["schemas"];
    let group = program.group_with("Tuesday", &[]).await;
    let (cycle, sessions) = program.cycle(&group, 1).await;
    let parameter = |path: &str, name: &str| {
        let parameters = doc["paths"][path]["get"]["parameters"].as_array().unwrap();
        parameters.iter().find(|p| p["name"] == name).unwrap().clone()
    };

    for path in ["/api/reports/summary", "/api/reports/summary.csv", "/api/reports/incentives.csv"] {
        for name in ["from", "to"] {
            let day = parameter(path, name);
            assert_eq!(day["required"], true, "{path} {name}");
            assert_eq!(day["schema"]["pattern"], r"^(19\d\d|[2-9]\d\d\d)-\d\d-\d\d$", "{path} {name}");
        }
        for (query, field) in
            [("to=2026-01-31", "from"), ("from=2026-01-01", "to"), ("from=1899-12-31&to=2026-01-01", "from")]
        {
            let res = app.get_as(&format!("{path}?{query}"), staff).await;
            let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
            assert!(body["error"]["fieldKeys"][field].is_string(), "{path}?{query}: {body}");
        }
    }
    for (path, name) in [("/api/calendar", "from"), ("/api/calendar/attendance", "to"), ("/api/sessions", "to")] {
        assert_eq!(parameter(path, name)["schema"]["pattern"], r"^(19\d\d|[2-9]\d\d\d)-", "{path} {name}");
    }
    let res = app.get_as("/api/calendar?from=0999-12-31T00:00:00Z&to=2026-01-01T00:00:00Z", staff).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fieldKeys"]["from"], "yearsKept");

    let father_ids = &schemas["NewSessionIncentives"]["properties"]["fatherIds"];
    assert_eq!(father_ids["minItems"], 1);
    assert_eq!(father_ids["items"]["minLength"], 1);
    assert!(father_ids["items"]["pattern"].is_string());
    for ids in [json!([]), json!([" "])] {
        let form = json!({"kind": "food", "amountCents": 500, "fatherIds": ids});
        let res = app.post_as(&format!("/api/sessions/{}/incentives", sessions[0]), staff, form).await;
        let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
        assert_eq!(body["error"]["fieldKeys"]["fatherIds"], "incentiveFathersRequired", "{ids}");
    }

    assert_eq!(schemas["NewSessionInput"]["properties"]["status"]["enum"], json!(["scheduled", null]));
    let session = json!({"startsAt": "2026-06-01T18:00:00Z", "status": "completed"});
    let res = app.post_as(&format!("/api/cycles/{cycle}/sessions"), staff, session).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fieldKeys"]["status"], "newSessionScheduled");

    assert_eq!(schemas["SubscriptionInput"]["properties"]["endpoint"]["format"], "uri");
    let subscription = json!({"endpoint": "not a URL", "keys": {"p256dh": "x", "auth": "y"}});
    let res = app.client.put(app.url("/api/push/subscription")).bearer_auth(staff).json(&subscription).send().await;
    let body = assert_error(res.unwrap(), StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fieldKeys"]["endpoint"], "pushEndpointInvalid");

    assert_eq!(schemas["CleanupBody"]["properties"]["userIds"]["maxItems"], 5000);
    let too_many: Vec<String> = (0..5001).map(|i| format!("id-{i}")).collect();
    let res = app.post_as("/api/admin/cleanup", staff, json!({"userIds": too_many})).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fieldKeys"]["userIds"], "cleanupTooMany");

    assert!(doc["paths"]["/api/incentives/{id}"]["delete"]["responses"]["405"].is_object());
    let res = app.client.delete(app.url("/api/incentives/anything")).bearer_auth(staff).send().await.unwrap();
    assert_eq!(res.status(), StatusCode::METHOD_NOT_ALLOWED);
}

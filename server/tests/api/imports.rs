//! Importing fathers from a spreadsheet: a program moving in previews every row, sees its
//! errors and suspected duplicates, imports all or nothing, and can undo it.

use reqwest::multipart::{Form, Part};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_error, TestDb};
use crate::program::Program;
use crate::roles::{json_as as call, staff_member};

crate::on_both_databases!(
    a_dry_run_says_what_every_row_would_do_and_writes_nothing,
    an_import_writes_all_or_nothing_and_its_undo_puts_back_what_nobody_changed_since,
    a_row_updates_a_record_only_through_a_mapped_id_or_email_matching_exactly_one,
    only_a_director_or_the_programs_manager_imports_and_only_within_his_scope,
    a_file_over_the_limits_or_not_csv_is_refused_whole,
);

const MAPPING: &str = r#"{"ID": "id", "First": "firstName", "Last": "lastName", "E-mail": "email", "Phone": "phone",
    "Born": "dateOfBirth", "Notes": "notes", "Ignored": null}"#;

async fn send(p: &Program, token: &str, query: &str, csv: impl Into<Vec<u8>>, mapping: &str) -> reqwest::Response {
    let form = Form::new()
        .part("file", Part::bytes(csv.into()).file_name("fathers.csv").mime_str("text/csv").unwrap())
        .text("mapping", mapping.to_owned());
    p.app
        .client
        .post(p.app.url(&format!("/api/imports/fathers{query}")))
        .bearer_auth(token)
        .multipart(form)
        .send()
        .await
        .unwrap()
}

async fn dry_run(p: &Program, token: &str, csv: &str, mapping: &str) -> Value {
    let res = send(p, token, "?dryRun=true", csv.to_owned(), mapping).await;
    let status = res.status();
    let text = res.text().await.unwrap();
    assert_eq!(status, StatusCode::OK, "{text}");
    serde_json::from_str(&text).unwrap()
}

async fn dry_run_in(p: &Program, token: &str, program: &str, csv: &str, mapping: &str) -> Value {
    let res = send(p, token, &format!("?dryRun=true&programId={program}"), csv.to_owned(), mapping).await;
    assert_eq!(res.status(), StatusCode::OK);
    res.json().await.unwrap()
}

async fn imported(p: &Program, token: &str, query: &str, csv: &str, mapping: &str) -> Value {
    let res = send(p, token, query, csv.to_owned(), mapping).await;
    let status = res.status();
    let text = res.text().await.unwrap();
    assert_eq!(status, StatusCode::CREATED, "{text}");
    serde_json::from_str(&text).unwrap()
}

fn actions(preview: &Value) -> Vec<String> {
    preview["rows"].as_array().unwrap().iter().map(|r| r["action"].as_str().unwrap().to_owned()).collect()
}

async fn count(p: &Program) -> usize {
    p.get("/api/fathers?limit=200").await.as_array().unwrap().len()
}

async fn a_dry_run_says_what_every_row_would_do_and_writes_nothing(db: TestDb) {
    let p = Program::start(db).await;
    let ana = p
        .post(
            "/api/fathers",
            json!({"firstName": "Ana", "lastName": "Alvarez", "email": "ana@example.org", "phone": "+15125550101"}),
        )
        .await;
    let ana = ana["id"].as_str().unwrap().to_owned();
    let ben =
        p.post("/api/fathers", json!({"firstName": "Ben", "lastName": "Brown", "dateOfBirth": "1990-04-02"})).await;
    let ben = ben["id"].as_str().unwrap().to_owned();
    let zoe = p.post("/api/fathers", json!({"firstName": "Zoe", "lastName": "Zed", "email": "zoe@example.org"})).await;
    let zoe = zoe["id"].as_str().unwrap().to_owned();
    // A spreadsheet saved where the decimal mark is a comma: semicolons, and a byte-order mark.
    let csv = format!(
        "\u{feff}ID;First;Last;E-mail;Phone;Born;Notes;Ignored\n\
         ;Carl;Cruz;carl@example.org;512 555 0199;;\"=HYPERLINK(\"\"http://evil\"\")\";x\n\
         {ana};;;;(512) 555-0102;;;\n\
         ;Zoe;Zed;ZOE@example.org;;;;\n\
         ;ben;BROWN;;;1990-04-02;Walked in;\n\
         ;Dan;Diaz;not-an-email;;;;\n\
         ;Eli;;;;;;\n\
         0190d9c4-0000-7000-8000-000000000000;Fay;Fox;;;;;\n\
         ;Gus;Gray;;;;;;;;;\n\
         ;Hal;Hill;;+15125550101;1988-13-40;;\n"
    );
    let before = count(&p).await;
    let preview = dry_run(&p, &p.staff, &csv, MAPPING).await;
    assert_eq!(
        actions(&preview),
        ["create", "update", "skip", "create", "error", "error", "error", "error", "error"],
        "{preview:#}"
    );
    assert_eq!(preview["counts"], json!({"create": 2, "update": 1, "skip": 1, "error": 5}));
    let rows = preview["rows"].as_array().unwrap();
    assert_eq!(rows[0]["line"], 2, "the header is line 1");
    // A formula is a cell's text, nothing more.
    assert_eq!(rows[0]["values"]["notes"], "=HYPERLINK(\"http://evil\")");
    assert_eq!(rows[0]["values"].get("Ignored"), None);
    assert_eq!(rows[1]["fatherId"], ana.as_str());
    assert_eq!(rows[2]["fatherId"], zoe.as_str(), "matched by e-mail, whatever its case; nothing to change");
    // Ben again, by his name and birth date: a new record, flagged, never merged.
    assert_eq!(rows[3]["duplicateOf"], json!([ben]));
    assert_eq!(rows[4]["errors"][0]["field"], "email");
    assert_eq!(rows[4]["errors"][0]["key"], "emailInvalid", "{}", rows[4]);
    assert_eq!(rows[5]["errors"][0]["field"], "lastName");
    assert_eq!(rows[6]["errors"][0]["key"], "importNoSuchFather");
    assert_eq!(rows[7]["errors"][0]["key"], "importTooManyCells");
    assert_eq!(rows[7]["errors"][0]["params"], json!({"cells": "12", "columns": "8"}));
    let hal: Vec<&str> = rows[8]["errors"].as_array().unwrap().iter().map(|e| e["field"].as_str().unwrap()).collect();
    assert_eq!(hal, ["dateOfBirth"], "{}", rows[8]);
    assert_eq!(count(&p).await, before, "a dry run writes nothing");
    assert_eq!(p.get(&format!("/api/fathers/{ana}")).await["phone"], "+15125550101");

    // Its sentences in the caller's language, with the same keys.
    let res = p
        .app
        .client
        .post(p.app.url("/api/imports/fathers?dryRun=true"))
        .bearer_auth(&p.staff)
        .header("accept-language", "es")
        .multipart(
            Form::new()
                .part("file", Part::bytes(b"First,Last\nEli,\n".to_vec()).file_name("f.csv"))
                .text("mapping", r#"{"First": "firstName", "Last": "lastName"}"#),
        )
        .send()
        .await
        .unwrap();
    let spanish: Value = res.json().await.unwrap();
    assert_eq!(spanish["rows"][0]["errors"][0]["message"], "Este campo es obligatorio.", "{spanish}");
}

async fn an_import_writes_all_or_nothing_and_its_undo_puts_back_what_nobody_changed_since(db: TestDb) {
    let p = Program::start(db).await;
    let ana = p.post("/api/fathers", json!({"firstName": "Ana", "lastName": "Alvarez", "phone": "+15125550101"})).await;
    let ana = ana["id"].as_str().unwrap().to_owned();
    let ben = p.post("/api/fathers", json!({"firstName": "Ben", "lastName": "Brown", "referralSource": "Court"})).await;
    let ben = ben["id"].as_str().unwrap().to_owned();
    let bad = format!(
        "ID,First,Last,Phone,Source\n\
         ,Carl,Cruz,,=1+1\n\
         {ana},,,(512) 555-0102,\n\
         {ben},,,,Moved to Austin\n\
         ,Dan,Diaz,not a phone,\n"
    );
    let mapping =
        r#"{"ID": "id", "First": "firstName", "Last": "lastName", "Phone": "phone", "Source": "referralSource"}"#;
    let before = count(&p).await;
    let res = send(&p, &p.staff, "", bad.clone(), mapping).await;
    let refused = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(refused["error"]["key"], "importHasErrors", "{refused}");
    assert_eq!(refused["error"]["fieldKeys"]["rows[5].phone"], "phoneInvalid", "{refused}");
    assert_eq!(count(&p).await, before, "one bad row: nothing written");
    assert_eq!(p.get(&format!("/api/fathers/{ana}")).await["phone"], "+15125550101");

    let fixed = bad.replace("not a phone", "512-555-0177");
    let import = imported(&p, &p.staff, "", &fixed, mapping).await;
    assert_eq!(import["counts"], json!({"create": 2, "update": 2, "skip": 0, "error": 0}));
    assert!(import["undoneAt"].is_null());
    assert_eq!(count(&p).await, before + 2);
    let fathers = p.get("/api/fathers?q=Cruz").await;
    let carl = fathers[0]["id"].as_str().unwrap().to_owned();
    let record = p.get(&format!("/api/fathers/{carl}")).await;
    assert_eq!(record["referralSource"], "=1+1");
    assert_eq!(record["enrolments"].as_array().unwrap().len(), 1, "enrolled in the program");
    assert_eq!(p.get(&format!("/api/fathers/{ana}")).await["phone"], "+15125550102");
    // Exported, the formula is text a spreadsheet shows rather than runs.
    let csv = p.app.client.get(p.app.url("/api/fathers.csv")).bearer_auth(&p.staff).send().await.unwrap();
    assert!(csv.text().await.unwrap().contains("'=1+1"));
    let listed = p.get("/api/imports").await;
    assert_eq!(listed[0]["id"], import["id"]);

    // Since the import, Dan's record and Ben's were edited: the undo leaves them alone.
    let dan = p.get("/api/fathers?q=Diaz").await[0]["id"].as_str().unwrap().to_owned();
    p.patch(&format!("/api/fathers/{dan}"), json!({"address": "12 Elm St"})).await;
    p.patch(&format!("/api/fathers/{ben}"), json!({"referralSource": "Moved to Austin; new job"})).await;
    let id = import["id"].as_str().unwrap();
    let undone = p.post(&format!("/api/imports/{id}/undo"), json!({})).await;
    assert_eq!((undone["deleted"].as_u64(), undone["restored"].as_u64()), (Some(1), Some(1)), "{undone}");
    let mut left: Vec<(u64, String)> = undone["leftAlone"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["line"].as_u64().unwrap(), r["fatherId"].as_str().unwrap().to_owned()))
        .collect();
    left.sort();
    assert_eq!(left, vec![(4, ben.clone()), (5, dan.clone())]);
    assert!(undone["undoneAt"].is_string());
    let res = p.call(Method::GET, &format!("/api/fathers/{carl}"), None, &p.staff).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    assert_eq!(p.get(&format!("/api/fathers/{ana}")).await["phone"], "+15125550101", "restored");
    assert_eq!(p.get(&format!("/api/fathers/{ben}")).await["referralSource"], "Moved to Austin; new job", "left alone");
    assert_eq!(p.get(&format!("/api/fathers/{dan}")).await["address"], "12 Elm St", "left alone");
    // Once.
    let res = p.call(Method::POST, &format!("/api/imports/{id}/undo"), Some(json!({})), &p.staff).await;
    assert_error(res, StatusCode::CONFLICT, "aborted").await;
}

async fn a_row_updates_a_record_only_through_a_mapped_id_or_email_matching_exactly_one(db: TestDb) {
    let p = Program::start(db).await;
    let ana =
        p.post("/api/fathers", json!({"firstName": "Ana", "lastName": "Alvarez", "email": "ana@example.org"})).await;
    let ana = ana["id"].as_str().unwrap().to_owned();
    let csv = format!("ID,First,Last,E-mail\n{ana},Ana,Alvarez,ana@example.org\n,Ana,Alvarez,ana@example.org\n");
    // Neither the id nor the e-mail column mapped: both rows are new records.
    let unmapped = r#"{"First": "firstName", "Last": "lastName"}"#;
    assert_eq!(actions(&dry_run(&p, &p.staff, &csv, unmapped).await), ["create", "create"]);
    // The id mapped: the first row is Ana's; the second, without one, is matched by nothing.
    let by_id = r#"{"ID": "id", "First": "firstName", "Last": "lastName"}"#;
    assert_eq!(actions(&dry_run(&p, &p.staff, &csv, by_id).await), ["skip", "create"]);
    // The e-mail mapped: both are hers, and the second row, one too many for her, an error.
    let by_email = r#"{"First": "firstName", "Last": "lastName", "E-mail": "email"}"#;
    assert_eq!(actions(&dry_run(&p, &p.staff, &csv, by_email).await), ["skip", "error"]);
    // Two rows for one record: the second would undo the first.
    let twice = format!("ID,First,Last\n{ana},Ana,Alvarez\n{ana},Anita,Alvarez\n");
    let preview = dry_run(&p, &p.staff, &twice, by_id).await;
    assert_eq!(actions(&preview), ["skip", "error"]);
    assert_eq!(preview["rows"][1]["errors"][0]["key"], "importMatchedTwice");
    assert_eq!(preview["rows"][1]["errors"][0]["params"]["line"], "2");
    // Two records with one address: matching by it would be a guess.
    p.post("/api/fathers", json!({"firstName": "Another", "lastName": "Ana", "email": "ANA@example.org"})).await;
    let preview = dry_run(&p, &p.staff, &csv, by_email).await;
    assert_eq!(actions(&preview), ["error", "error"]);
    assert_eq!(preview["rows"][0]["errors"][0]["key"], "importEmailAmbiguous");
    // A mapping naming a column the file lacks, or a field twice, is refused whole.
    for mapping in
        [r#"{"Nope": "firstName"}"#, r#"{"First": "firstName", "Last": "firstName"}"#, r#"{"First": "salary"}"#, "[]"]
    {
        let res = send(&p, &p.staff, "?dryRun=true", csv.clone(), mapping).await;
        let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
        assert!(body["error"]["fieldKeys"]["mapping"].is_string(), "{mapping}: {body}");
    }
}

async fn only_a_director_or_the_programs_manager_imports_and_only_within_his_scope(db: TestDb) {
    let p = Program::start(db).await;
    let main = p.get("/api/programs").await[0]["id"].as_str().unwrap().to_owned();
    let reentry = p.post("/api/programs", json!({"name": "Re-entry", "code": "RE"})).await;
    let reentry = reentry["id"].as_str().unwrap().to_owned();
    let (mo, mo_token) = staff_member(&p, "mo@example.org").await;
    let (sid, sid_token) = staff_member(&p, "sid@example.org").await;
    p.put(
        &format!("/api/programs/{reentry}/staff"),
        json!([{"userId": mo, "role": "manager"}, {"userId": sid, "role": "staff"}]),
    )
    .await;
    let outsider = p
        .post(
            "/api/fathers",
            json!({"firstName": "Ann", "lastName": "Outside", "phone": "+15125550111", "programId": main}),
        )
        .await;
    let outsider = outsider["id"].as_str().unwrap().to_owned();
    let csv = "First,Last,Phone\nRay,Reyes,512-555-0111\n";
    let mapping = r#"{"First": "firstName", "Last": "lastName", "Phone": "phone"}"#;

    // With two programs, the import names one.
    let res = send(&p, &p.staff, "?dryRun=true", csv, mapping).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fieldKeys"]["programId"], "programRequired");
    // The program's staff, a father: 403; the program's manager: his program only.
    let query = format!("?dryRun=true&programId={reentry}");
    let res = send(&p, &sid_token, &query, csv, mapping).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    let dad = p.app.register("dad@example.org").await["accessToken"].as_str().unwrap().to_owned();
    let res = send(&p, &dad, &query, csv, mapping).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    let res = send(&p, &mo_token, &format!("?dryRun=true&programId={main}"), csv, mapping).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;

    // The same phone as a father outside his scope: not a duplicate he is told of. (Working in
    // one program, he need not name it.)
    let preview = dry_run(&p, &mo_token, csv, mapping).await;
    assert_eq!(preview["rows"][0]["duplicateOf"], json!([]), "{preview}");
    let director = dry_run_in(&p, &p.staff, &reentry, csv, mapping).await;
    assert_eq!(director["rows"][0]["duplicateOf"], json!([outsider]));
    // Nor can he update a record outside it by its id: no such father, as far as he knows.
    let by_id = format!("ID,First\n{outsider},Changed\n");
    let preview = dry_run_in(&p, &mo_token, &reentry, &by_id, r#"{"ID": "id", "First": "firstName"}"#).await;
    assert_eq!(preview["rows"][0]["errors"][0]["key"], "importNoSuchFather");

    // His import enrols the new fathers in his program; he, and a director, may undo it.
    let import = imported(&p, &mo_token, &format!("?programId={reentry}"), csv, mapping).await;
    assert_eq!(import["programId"], reentry.as_str());
    let ray = call(&p, Method::GET, "/api/fathers?q=Reyes", None, &mo_token).await;
    let ray = ray[0]["id"].as_str().unwrap().to_owned();
    let record = call(&p, Method::GET, &format!("/api/fathers/{ray}"), None, &mo_token).await;
    assert_eq!(record["enrolments"][0]["programId"], reentry.as_str());
    assert_eq!(record["caseManagerId"], mo.as_str());
    let theirs = call(&p, Method::GET, "/api/imports", None, &mo_token).await;
    assert_eq!(theirs.as_array().unwrap().len(), 1);
    assert_eq!(call(&p, Method::GET, "/api/imports", None, &sid_token).await, json!([]));
    let id = import["id"].as_str().unwrap();
    let res = p.call(Method::POST, &format!("/api/imports/{id}/undo"), None, &sid_token).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    let res = p.call(Method::POST, &format!("/api/imports/{id}/undo"), None, &dad).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    let undone = call(&p, Method::POST, &format!("/api/imports/{id}/undo"), None, &mo_token).await;
    assert_eq!(undone["deleted"], 1);
}

async fn a_file_over_the_limits_or_not_csv_is_refused_whole(db: TestDb) {
    let p = Program::start(db).await;
    let mapping = r#"{"First": "firstName", "Last": "lastName"}"#;
    let key_at = |body: &Value, field: &str| body["error"]["fieldKeys"][field].as_str().unwrap_or_default().to_owned();
    // 5,000 rows are read; one more is refused.
    let rows: String = (0..5_000).map(|i| format!("Father{i},Test\n")).collect();
    let preview = dry_run(&p, &p.staff, &format!("First,Last\n{rows}"), mapping).await;
    assert_eq!(preview["counts"]["create"], 5_000);
    let res = send(&p, &p.staff, "?dryRun=true", format!("First,Last\n{rows}One,More\n"), mapping).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(key_at(&body, "file"), "importTooManyRows");
    // Over 5 MB: 413, whatever it holds.
    let big = format!("First,Last\n{}", "x".repeat(5_000_001));
    let res = send(&p, &p.staff, "?dryRun=true", big, mapping).await;
    assert_error(res, StatusCode::PAYLOAD_TOO_LARGE, "invalid-argument").await;
    // Not UTF-8 (a spreadsheet's Windows encoding), no header, a quote never closed.
    for (file, key) in [(b"First,Last\nJos\xe9,Pe\xf1a\n".to_vec(), "importNotUtf8"), (b"\n\n".to_vec(), "importEmpty")]
    {
        let res = send(&p, &p.staff, "?dryRun=true", file, mapping).await;
        let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
        assert_eq!(key_at(&body, "file"), key, "{body}");
    }
    // A cell with a control character is refused as a typed one is; one over many lines is
    // an address like any other.
    let preview = dry_run(&p, &p.staff, "First,Last\n\"Ana\u{0}\",Ruiz\n\"Bo\",\"Li\nJr\"\n", mapping).await;
    assert_eq!(actions(&preview), ["error", "create"], "{preview}");
    // No file at all.
    let form = Form::new().text("mapping", mapping.to_owned());
    let res = p
        .app
        .client
        .post(p.app.url("/api/imports/fathers"))
        .bearer_auth(&p.staff)
        .multipart(form)
        .send()
        .await
        .unwrap();
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(key_at(&body, "file"), "importChooseFile");
}

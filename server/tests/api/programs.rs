//! Several programs on one server: a director makes them and says who works in each; a
//! program's manager has its fathers and groups in scope; a father in two programs is one
//! record with two enrolments; a confidential program is unknown outside it.

use fatherhood::db::migrate::{run_until, Settings};
use fatherhood::db::{Db, Value as Db_};

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_error, PgSchema, TestDb};
use crate::program::Program;
use crate::roles::{json_as as call, scope_drift, sorted, staff_member};

crate::on_both_databases!(
    a_database_of_the_last_release_moves_into_one_program_named_as_the_server,
    a_program_manager_has_every_father_and_group_of_his_program_and_no_other,
    a_father_in_two_programs_is_one_record_whose_status_is_his_latest_enrolments,
    only_a_programs_staff_enrol_in_it_and_one_open_enrolment_a_program,
    a_confidential_program_is_unknown_to_staff_outside_it,
    a_case_enrolled_in_a_confidential_program_under_someone_else_stays_in_his_first_caseload_as_he_was,
    a_programs_report_counts_its_own_fathers_and_the_organisations_counts_each_once,
    a_father_is_refused_the_enrolment_calls,
);

fn ids(list: &Value) -> Vec<String> {
    let mut ids: Vec<String> = list.as_array().unwrap().iter().map(|v| v["id"].as_str().unwrap().to_owned()).collect();
    ids.sort();
    ids
}

/// The first program, as the migration made it.
async fn first_program(p: &Program) -> String {
    let programs = p.get("/api/programs").await;
    programs[0]["id"].as_str().unwrap().to_owned()
}

async fn new_program(p: &Program, name: &str, code: &str, confidential: bool) -> String {
    let made = p.post("/api/programs", json!({"name": name, "code": code, "confidential": confidential})).await;
    made["id"].as_str().unwrap().to_owned()
}

async fn a_database_of_the_last_release_moves_into_one_program_named_as_the_server(db: TestDb) {
    let dir = tempfile::tempdir().unwrap();
    let schema = match db {
        TestDb::Sqlite => None,
        TestDb::Postgres => Some(PgSchema::create().await),
    };
    let url = match &schema {
        Some(schema) => schema.url.clone(),
        None => format!("sqlite://{}", dir.path().join("before.db").display()),
    };
    let settings = Settings { program_name: "Papás Unidos of Travis County".into() };
    // The release before programs: its migrations, and a program's rows written as it wrote them.
    let before = url.clone();
    let setup = settings.clone();
    tokio::task::spawn_blocking(move || run_until(&before, &setup, 26).unwrap()).await.unwrap();
    let store = Db::connect(&url).unwrap();
    store
        .transaction(|conn| {
            for (id, email, admin, role) in [
                ("u-director", "director@example.org", true, Some("director")),
                ("u-staff", "staff@example.org", true, Some("staff")),
                ("u-father", "father@example.org", false, None),
            ] {
                conn.execute(
                    "INSERT INTO users (id, email, password_hash, display_name, is_admin, staff_role, created_at, updated_at)
                     VALUES ($1, $2, 'x', $1, $3, $4, 1, 1)",
                    &[Db_::from(id), Db_::from(email), Db_::from(admin), Db_::from(role)],
                )?;
            }
            for (id, status, enrolled, exit, manager) in [
                ("f-ana", "enrolled", Some("2026-01-05"), None, Some("u-staff")),
                ("f-ben", "exited", Some("2025-06-01"), Some("2026-02-01"), None),
                ("f-cal", "referred", None, None, None),
            ] {
                conn.execute(
                    "INSERT INTO fathers (id, first_name, last_name, status, enrollment_date, exit_date, exit_reason,
                                          case_manager_id, created_at, updated_at)
                     VALUES ($1, $1, 'Father', $2, $3, $4, $5, $6, 1000, 2000)",
                    &[
                        Db_::from(id),
                        Db_::from(status),
                        Db_::from(enrolled),
                        Db_::from(exit),
                        Db_::from(if exit.is_some() { "moved away" } else { "" }),
                        Db_::from(manager),
                    ],
                )?;
            }
            conn.execute(
                "INSERT INTO father_groups (id, name, created_at, updated_at) VALUES ('g-tue', 'Tuesday', 1, 1)",
                &[],
            )?;
            conn.execute("INSERT INTO group_facilitators (group_id, user_id) VALUES ('g-tue', 'u-staff')", &[])?;
            conn.execute(
                "INSERT INTO group_members (group_id, father_id, joined_at) VALUES ('g-tue', 'f-cal', 1)",
                &[],
            )?;
            // Ana's photo consent, and a screening that flagged Ben: their record reads both
            // from one row once the release after moves the flag beside the consents (0030).
            conn.execute(
                "INSERT INTO consents (id, father_id, kind, version, granted_at, created_at)
                 VALUES ('c-ana', 'f-ana', 'photo', 'v1', 1, 1)",
                &[],
            )?;
            conn.execute(
                "INSERT INTO forms (id, family_id, version, kind, name_en, name_es, status, self_service,
                                    protocol_en, protocol_es, definition, created_at)
                 VALUES ('form-s', 'form-s', 1, 'screening', 'S', 'S', 'published', FALSE, '', '', '{}', 1)",
                &[],
            )?;
            conn.execute(
                "INSERT INTO submissions (id, form_id, father_id, answers, declined, current_answers, current_declined,
                                          submitted_at, submitted_by_name)
                 VALUES ('s-ben', 'form-s', 'f-ben', '{}', '[]', '{}', '[]', 1, 'Staff')",
                &[],
            )?;
            conn.execute("INSERT INTO submission_flags (submission_id, flag) VALUES ('s-ben', 'positive')", &[])?;
            Ok::<_, fatherhood::db::DbError>(())
        })
        .await
        .unwrap();
    let scope_before = scope_rows(&store).await;
    assert_eq!(scope_before, vec![("u-staff".to_owned(), "f-ana".to_owned()), ("u-staff".into(), "f-cal".into())]);

    let applied = store.migrate(&settings).await.unwrap();
    assert!(applied.iter().any(|m| m == "0027_programs"), "{applied:?}");

    let (programs, groups, enrolments, staff) = store
        .run(|conn| {
            let programs = conn.all("SELECT id, name, code, confidential FROM programs", &[], |row| {
                Ok((row.text("id")?, row.text("name")?, row.text("code")?, row.bool("confidential")?))
            })?;
            let groups = conn.all("SELECT program_id FROM father_groups", &[], |row| row.text("program_id"))?;
            let enrolments = conn.all(
                "SELECT father_id, program_id, status, enrolled_at, exited_at, exit_reason, case_manager_id
                 FROM enrolments ORDER BY father_id",
                &[],
                |row| {
                    Ok(format!(
                        "{} {} {} {:?} {:?} '{}' {:?}",
                        row.text("father_id")?,
                        row.text("program_id")?.len(),
                        row.text("status")?,
                        row.opt_text("enrolled_at")?,
                        row.opt_text("exited_at")?,
                        row.text("exit_reason")?,
                        row.opt_text("case_manager_id")?
                    ))
                },
            )?;
            let staff = conn.all("SELECT user_id, role FROM program_staff", &[], |row| {
                Ok((row.text("user_id")?, row.text("role")?))
            })?;
            Ok::<_, fatherhood::db::DbError>((programs, groups, enrolments, staff))
        })
        .await
        .unwrap();
    assert_eq!(programs.len(), 1, "{programs:?}");
    let (program, name, code, confidential) = &programs[0];
    assert_eq!((name.as_str(), code.as_str(), *confidential), ("Papás Unidos of Travis County", "PUOTC", false));
    assert_eq!(groups, vec![program.clone()], "every group is in it");
    assert_eq!(
        enrolments,
        vec![
            "f-ana 36 enrolled Some(\"2026-01-05\") None '' Some(\"u-staff\")",
            "f-ben 36 exited Some(\"2025-06-01\") Some(\"2026-02-01\") 'moved away' None",
            "f-cal 36 referred None None '' None",
        ],
        "each father enrolled as his record stood"
    );
    assert_eq!(staff, vec![("u-staff".to_owned(), "staff".to_owned())], "staff work in it; directors in every one");
    assert_eq!(scope_rows(&store).await, scope_before, "nobody's scope moved");
    let states = store
        .run(|conn| {
            conn.all("SELECT father_id, consent_bits, flagged FROM father_states ORDER BY father_id", &[], |row| {
                Ok((row.text("father_id")?, row.int("consent_bits")?, row.bool("flagged")?))
            })
        })
        .await
        .unwrap();
    // Photo is the third kind: bits 4 and 5, both set while it stands.
    assert_eq!(
        states,
        vec![("f-ana".to_owned(), 48, false), ("f-ben".to_owned(), 0, true)],
        "his states as they stood"
    );
    // A group is never without a program again.
    let orphan = store
        .transaction(|conn| {
            conn.execute("INSERT INTO father_groups (id, name, created_at, updated_at) VALUES ('g-x', 'X', 1, 1)", &[])
        })
        .await;
    assert!(orphan.is_err(), "{orphan:?}");
    drop(schema);
}

async fn scope_rows(store: &Db) -> Vec<(String, String)> {
    store
        .run(|conn| {
            conn.all("SELECT user_id, father_id FROM staff_scope ORDER BY user_id, father_id", &[], |row| {
                Ok((row.text("user_id")?, row.text("father_id")?))
            })
        })
        .await
        .unwrap()
}

async fn a_program_manager_has_every_father_and_group_of_his_program_and_no_other(db: TestDb) {
    let p = Program::start(db).await;
    let main = first_program(&p).await;
    let reentry = new_program(&p, "Re-entry", "re", false).await;
    let (mo, mo_token) = staff_member(&p, "mo@example.org").await;
    let set = p.put(&format!("/api/programs/{reentry}/staff"), json!([{"userId": mo, "role": "manager"}])).await;
    assert_eq!(set["staff"][0]["role"], "manager");
    assert_eq!(set["code"], "RE");
    // Only staff accounts work in a program, each named once; the one refused is named.
    let father = p.app.register("dad@example.org").await["user"]["id"].as_str().unwrap().to_owned();
    for staff in [
        json!([{"userId": mo, "role": "staff"}, {"userId": father, "role": "staff"}]),
        json!([{"userId": mo, "role": "staff"}, {"userId": mo, "role": "manager"}]),
    ] {
        let res = p.call(Method::PUT, &format!("/api/programs/{reentry}/staff"), Some(staff), &p.staff).await;
        let refused = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
        assert_eq!(refused["error"]["fieldKeys"]["[1].userId"], "programStaffNotStaff", "{refused}");
    }

    // With two programs, a new group or father says which.
    let res = p.call(Method::POST, "/api/groups", Some(json!({"name": "No program"})), &p.staff).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fieldKeys"]["programId"], "programRequired", "{body}");
    let res =
        p.call(Method::POST, "/api/fathers", Some(json!({"firstName": "No", "lastName": "Program"})), &p.staff).await;
    assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;

    let ana = p.post("/api/fathers", json!({"firstName": "Ana", "lastName": "Alvarez", "programId": main})).await;
    let ben = p.post("/api/fathers", json!({"firstName": "Ben", "lastName": "Brown", "programId": reentry})).await;
    let dan = p.post("/api/fathers", json!({"firstName": "Dan", "lastName": "Diaz", "programId": main})).await;
    let (ana, ben, dan) = (
        ana["id"].as_str().unwrap().to_owned(),
        ben["id"].as_str().unwrap().to_owned(),
        dan["id"].as_str().unwrap().to_owned(),
    );
    let group = p.post("/api/groups", json!({"name": "Re-entry Tuesday", "programId": reentry})).await;
    assert_eq!(group["programId"], reentry.as_str());
    let group = group["id"].as_str().unwrap().to_owned();
    // Dan is in the main program, and in a re-entry group.
    p.post(&format!("/api/groups/{group}/members"), json!({"fatherId": dan, "joinedAt": "2026-01-01T00:00:00Z"})).await;

    // Mo manages re-entry: its enrolled fathers and its groups' members, nobody else.
    let fathers = call(&p, Method::GET, "/api/fathers", None, &mo_token).await;
    assert_eq!(ids(&fathers), sorted(&[&ben, &dan]));
    let res = p.call(Method::GET, &format!("/api/fathers/{ana}"), None, &mo_token).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    let mine = call(&p, Method::GET, "/api/programs", None, &mo_token).await;
    assert_eq!(ids(&mine), vec![reentry.clone()], "the programs he works in");
    // He runs his program's groups as a facilitator does.
    let roster = call(&p, Method::GET, &format!("/api/groups/{group}"), None, &mo_token).await;
    assert_eq!(roster["members"].as_array().unwrap().len(), 1);
    assert!(scope_drift(&p).await.is_empty(), "{:?}", scope_drift(&p).await);

    // Moving a group out of his program moves its members out of his scope.
    p.patch(&format!("/api/groups/{group}"), json!({"programId": main})).await;
    assert_eq!(ids(&call(&p, Method::GET, "/api/fathers", None, &mo_token).await), vec![ben.clone()]);
    assert!(scope_drift(&p).await.is_empty(), "{:?}", scope_drift(&p).await);

    // No longer its manager, he has none of them.
    p.put(&format!("/api/programs/{reentry}/staff"), json!([{"userId": mo, "role": "staff"}])).await;
    assert_eq!(ids(&call(&p, Method::GET, "/api/fathers", None, &mo_token).await), Vec::<String>::new());
    assert!(scope_drift(&p).await.is_empty(), "{:?}", scope_drift(&p).await);
    // Fathers and staff of a program: 403 for them on the directors' calls.
    for (method, path, body) in [
        (Method::POST, "/api/programs".to_owned(), json!({"name": "X", "code": "X"})),
        (Method::PATCH, format!("/api/programs/{reentry}"), json!({"name": "X"})),
        (Method::PUT, format!("/api/programs/{reentry}/staff"), json!([])),
    ] {
        let res = p.call(method, &path, Some(body), &mo_token).await;
        assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    }
}

async fn a_father_in_two_programs_is_one_record_whose_status_is_his_latest_enrolments(db: TestDb) {
    let p = Program::start(db).await;
    let main = first_program(&p).await;
    let (sara, _) = staff_member(&p, "sara@example.org").await;
    let cal = p.father("Cal", "Cruz").await;
    let record = p.get(&format!("/api/fathers/{cal}")).await;
    assert_eq!(record["enrolments"].as_array().unwrap().len(), 1, "one program: enrolled in it");
    assert_eq!(record["enrolments"][0]["programId"], main.as_str());

    let reentry = new_program(&p, "Re-entry", "RE", false).await;
    let second = p
        .post(
            &format!("/api/fathers/{cal}/enrolments"),
            json!({"programId": reentry, "status": "referred", "caseManagerId": sara}),
        )
        .await;
    assert_eq!((second["status"].as_str(), second["programName"].as_str()), (Some("referred"), Some("Re-entry")));
    let record = p.get(&format!("/api/fathers/{cal}")).await;
    assert_eq!((record["status"].as_str(), record["caseManagerId"].as_str()), (Some("referred"), Some(sara.as_str())));
    let programs: Vec<&str> =
        record["enrolments"].as_array().unwrap().iter().map(|e| e["programName"].as_str().unwrap()).collect();
    assert_eq!(programs, vec!["Re-entry", "Fatherhood Matters of Travis County"], "latest first");

    // His record changed is his latest enrolment changed; the earlier one stays as it was.
    p.patch(&format!("/api/fathers/{cal}"), json!({"status": "enrolled", "enrollmentDate": "2026-03-02"})).await;
    let record = p.get(&format!("/api/fathers/{cal}")).await;
    assert_eq!(record["enrolments"][0]["status"], "enrolled");
    assert_eq!(record["enrolments"][0]["enrolledAt"], "2026-03-02");
    assert_eq!(record["enrolments"][1]["status"], "enrolled");

    // The latest enrolment ended: his record says exited, with its date and reason.
    let id = record["enrolments"][0]["id"].as_str().unwrap().to_owned();
    let ended = p
        .patch(
            &format!("/api/enrolments/{id}"),
            json!({"status": "exited", "exitedAt": "2026-04-01", "exitReason": "moved"}),
        )
        .await;
    assert_eq!(ended["exitedAt"], "2026-04-01");
    let record = p.get(&format!("/api/fathers/{cal}")).await;
    assert_eq!(
        (record["status"].as_str(), record["exitDate"].as_str(), record["exitReason"].as_str()),
        (Some("exited"), Some("2026-04-01"), Some("moved"))
    );
    // An exit before the enrolment, or in the future, is refused as on his record.
    let res = p
        .call(Method::PATCH, &format!("/api/enrolments/{id}"), Some(json!({"exitedAt": "2026-01-01"})), &p.staff)
        .await;
    assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    // An enrolment stays in its program.
    let res = p.call(Method::PATCH, &format!("/api/enrolments/{id}"), Some(json!({"programId": main})), &p.staff).await;
    assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
}

async fn only_a_programs_staff_enrol_in_it_and_one_open_enrolment_a_program(db: TestDb) {
    let p = Program::start(db).await;
    let reentry = new_program(&p, "Re-entry", "RE", false).await;
    let (sam, sam_token) = staff_member(&p, "sam@example.org").await;
    let (_, tess_token) = staff_member(&p, "tess@example.org").await;
    p.put(&format!("/api/programs/{reentry}/staff"), json!([{"userId": sam, "role": "staff"}])).await;
    let main = {
        let all = p.get("/api/programs").await;
        all.as_array().unwrap().iter().find(|pr| pr["code"] != "RE").unwrap()["id"].as_str().unwrap().to_owned()
    };
    // Sam's case and Tess's: each adds a father, and is his case manager.
    let his = call(
        &p,
        Method::POST,
        "/api/fathers",
        Some(json!({"firstName": "Eli", "lastName": "Eaton", "programId": main})),
        &sam_token,
    )
    .await;
    let hers = call(
        &p,
        Method::POST,
        "/api/fathers",
        Some(json!({"firstName": "Fay", "lastName": "Ford", "programId": main})),
        &tess_token,
    )
    .await;
    let (his, hers) = (his["id"].as_str().unwrap().to_owned(), hers["id"].as_str().unwrap().to_owned());
    let body = json!({"programId": reentry});
    // Tess does not work in re-entry.
    let res = p.call(Method::POST, &format!("/api/fathers/{hers}/enrolments"), Some(body.clone()), &tess_token).await;
    let refused = assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    assert_eq!(refused["error"]["key"], "programStaffOnly");
    // Sam does, but only for fathers in his scope.
    let res = p.call(Method::POST, &format!("/api/fathers/{hers}/enrolments"), Some(body.clone()), &sam_token).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    let made = call(&p, Method::POST, &format!("/api/fathers/{his}/enrolments"), Some(body.clone()), &sam_token).await;
    assert_eq!(made["status"], "enrolled");
    // With two programs, a staff member who works in one of them adds to it without naming it;
    // one who works in none is asked which.
    let added =
        call(&p, Method::POST, "/api/fathers", Some(json!({"firstName": "Gil", "lastName": "Gomez"})), &sam_token)
            .await;
    assert_eq!(added["enrolments"][0]["programId"], reentry.as_str());
    let res =
        p.call(Method::POST, "/api/fathers", Some(json!({"firstName": "Hal", "lastName": "Hill"})), &tess_token).await;
    assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    // A second open enrolment in one program is refused, however many ask at once.
    let path = format!("/api/fathers/{his}/enrolments");
    let tries =
        futures_util::future::join_all((0..4).map(|_| p.call(Method::POST, &path, Some(body.clone()), &p.staff))).await;
    for res in tries {
        let refused = assert_error(res, StatusCode::CONFLICT, "aborted").await;
        assert_eq!(refused["error"]["key"], "enrolmentOpen");
    }
    // Ended, he may be enrolled again.
    let id = made["id"].as_str().unwrap();
    p.patch(&format!("/api/enrolments/{id}"), json!({"status": "completed"})).await;
    let again = call(&p, Method::POST, &format!("/api/fathers/{his}/enrolments"), Some(body.clone()), &sam_token).await;
    assert_eq!(again["status"], "enrolled");
    // Reopening the old one beside it is refused too.
    let res =
        p.call(Method::PATCH, &format!("/api/enrolments/{id}"), Some(json!({"status": "enrolled"})), &p.staff).await;
    assert_error(res, StatusCode::CONFLICT, "aborted").await;
    // An archived program takes nobody new.
    p.patch(&format!("/api/programs/{reentry}"), json!({"archived": true})).await;
    let res = p.call(Method::POST, &format!("/api/fathers/{hers}/enrolments"), Some(body), &p.staff).await;
    assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    // A code is unique.
    let res = p.call(Method::POST, "/api/programs", Some(json!({"name": "Other", "code": "re"})), &p.staff).await;
    let refused = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(refused["error"]["fieldKeys"]["code"], "programCodeTaken");
}

async fn a_confidential_program_is_unknown_to_staff_outside_it(db: TestDb) {
    let p = Program::start(db).await;
    let main = first_program(&p).await;
    let safe = new_program(&p, "Safe Families", "SF", true).await;
    let (vera, vera_token) = staff_member(&p, "vera@example.org").await;
    let (_, otto_token) = staff_member(&p, "otto@example.org").await;
    p.put(&format!("/api/programs/{safe}/staff"), json!([{"userId": vera, "role": "manager"}])).await;
    p.put(&format!("/api/programs/{main}/staff"), json!([{"userId": vera, "role": "staff"}])).await;
    // Otto's case, in the main program and, by a director, in the confidential one too.
    let gus = call(
        &p,
        Method::POST,
        "/api/fathers",
        Some(json!({"firstName": "Gus", "lastName": "Gray", "programId": main})),
        &otto_token,
    )
    .await;
    let gus = gus["id"].as_str().unwrap().to_owned();
    p.post(&format!("/api/fathers/{gus}/enrolments"), json!({"programId": safe, "status": "referred"})).await;
    assert_eq!(p.get(&format!("/api/fathers/{gus}")).await["status"], "referred", "his latest enrolment's");

    // Otto: no such program, and Gus's record shows only the main program, whose status it
    // takes.
    let listed = call(&p, Method::GET, "/api/programs", None, &otto_token).await;
    assert!(ids(&listed).is_empty(), "{listed}");
    let record = call(&p, Method::GET, &format!("/api/fathers/{gus}"), None, &otto_token).await;
    let programs: Vec<&str> =
        record["enrolments"].as_array().unwrap().iter().map(|e| e["programId"].as_str().unwrap()).collect();
    assert_eq!(programs, vec![main.as_str()], "{record}");
    assert_eq!(record["status"], "enrolled", "{record}");
    let res = p
        .call(Method::POST, &format!("/api/fathers/{gus}/enrolments"), Some(json!({"programId": safe})), &otto_token)
        .await;
    let refused = assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    assert_eq!(refused["error"]["key"], "noSuchProgram", "as for a program that does not exist");
    let missing = p
        .call(
            Method::POST,
            &format!("/api/fathers/{gus}/enrolments"),
            Some(json!({"programId": "no-such"})),
            &otto_token,
        )
        .await;
    let missing = assert_error(missing, StatusCode::NOT_FOUND, "not-found").await;
    assert_eq!(missing["error"], refused["error"], "the same answer word for word");
    let res = p.call(Method::POST, "/api/groups", Some(json!({"name": "G", "programId": safe})), &otto_token).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    // Its groups are not listed for him, nor there when asked for by id.
    let circle = p.post("/api/groups", json!({"name": "Safe circle", "programId": safe})).await;
    let circle = circle["id"].as_str().unwrap().to_owned();
    let main_group = p.post("/api/groups", json!({"name": "Tuesday", "programId": main})).await;
    let main_group = main_group["id"].as_str().unwrap().to_owned();
    let listed = call(&p, Method::GET, "/api/groups", None, &otto_token).await;
    assert_eq!(ids(&listed), vec![main_group.clone()]);
    let res = p.call(Method::GET, &format!("/api/groups/{circle}"), None, &otto_token).await;
    let hidden = assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    let res = p.call(Method::GET, "/api/groups/no-such-group", None, &otto_token).await;
    assert_eq!(assert_error(res, StatusCode::NOT_FOUND, "not-found").await, hidden, "word for word");
    let listed = call(&p, Method::GET, &format!("/api/groups?programId={safe}"), None, &otto_token).await;
    assert!(ids(&listed).is_empty());
    // Gus is Otto's case: listed as such, but nobody is in the program by Otto's lists.
    for path in ["/api/fathers", "/api/fathers.csv"] {
        let main_list = call_text(&p, &format!("{path}?programId={main}"), &otto_token).await;
        assert!(main_list.contains(&gus), "{path}: {main_list}");
        let safe_list = call_text(&p, &format!("{path}?programId={safe}"), &otto_token).await;
        assert!(!safe_list.contains(&gus), "{path}: {safe_list}");
        let enrolled = call_text(&p, &format!("{path}?programId={safe}&status=enrolled"), &otto_token).await;
        assert!(!enrolled.contains(&gus), "{path}: {enrolled}");
    }

    // Vera works in it: she sees both.
    let safe_list = call(&p, Method::GET, &format!("/api/fathers?programId={safe}"), None, &vera_token).await;
    assert_eq!(ids(&safe_list), vec![gus.clone()], "he is in her scope as a manager of the program");
    let exited =
        call(&p, Method::GET, &format!("/api/fathers?programId={safe}&status=exited"), None, &vera_token).await;
    assert!(ids(&exited).is_empty(), "his enrolment in it is open: {exited}");
    let record = call(&p, Method::GET, &format!("/api/fathers/{gus}"), None, &vera_token).await;
    assert_eq!(record["enrolments"].as_array().unwrap().len(), 2, "{record}");
    let listed = call(&p, Method::GET, "/api/programs", None, &vera_token).await;
    assert_eq!(ids(&listed), sorted(&[&main, &safe]));
    let listed = call(&p, Method::GET, &format!("/api/groups?programId={safe}"), None, &vera_token).await;
    assert_eq!(ids(&listed), vec![circle.clone()]);
    call(&p, Method::GET, &format!("/api/groups/{circle}"), None, &vera_token).await;

    // Vera manages the program: she runs its group's cycle without facilitating it.
    let cycle = call(
        &p,
        Method::POST,
        "/api/cycles",
        Some(json!({"title": "Safe start", "groupId": circle, "startDate": "2026-01-06", "endDate": "2026-06-30",
                    "schedule": {"weekdays": [2], "startTime": "18:00", "durationMinutes": 90, "count": 2}})),
        &vera_token,
    )
    .await;
    let cycle = cycle["id"].as_str().unwrap().to_owned();
    let (_, main_sessions) = p.cycle(&main_group, 2).await;
    let event = |title: &str, group: Option<&str>| json!({"title": title, "startsAt": "2026-01-10T15:00:00Z", "endsAt": "2026-01-10T17:00:00Z", "groupId": group});
    let circle_event = p.post("/api/events", event("Circle picnic", Some(&circle))).await["id"].clone();
    let family_day = p.post("/api/events", event("Family day", None)).await["id"].clone();
    let res = p.call(Method::GET, &format!("/api/cycles/{cycle}"), None, &otto_token).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;

    // The calendar: Otto never sees the program's group; Vera sees it, or one program's.
    let calendar = |token: String, program: Option<String>| {
        let p = &p;
        async move {
            let query = program.map(|id| format!("&programId={id}")).unwrap_or_default();
            let path = format!("/api/calendar?from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z{query}");
            let items = call(p, Method::GET, &path, None, &token).await;
            let mut groups: Vec<String> = items
                .as_array()
                .unwrap()
                .iter()
                .map(|i| i["groupId"].as_str().unwrap_or("everyone").to_owned())
                .collect();
            groups.sort();
            groups.dedup();
            let ids: Vec<Value> = items.as_array().unwrap().iter().map(|i| i["id"].clone()).collect();
            (groups, ids)
        }
    };
    let (otto_sees, otto_ids) = calendar(otto_token.clone(), None).await;
    assert_eq!(otto_sees, sorted(&["everyone", &main_group]));
    assert!(otto_ids.contains(&family_day) && !otto_ids.contains(&circle_event));
    assert!(otto_ids.contains(&json!(main_sessions[0])));
    let (otto_sees, _) = calendar(otto_token.clone(), Some(safe.clone())).await;
    assert_eq!(otto_sees, vec!["everyone".to_owned()], "asked for by its id, as for no such program");
    let (vera_sees, vera_ids) = calendar(vera_token.clone(), None).await;
    assert_eq!(vera_sees, sorted(&["everyone", &main_group, &circle]));
    assert!(vera_ids.contains(&circle_event));
    let (vera_sees, _) = calendar(vera_token.clone(), Some(main.clone())).await;
    assert_eq!(vera_sees, sorted(&["everyone", &main_group]));
    let (vera_sees, _) = calendar(vera_token.clone(), Some(safe.clone())).await;
    assert_eq!(vera_sees, sorted(&["everyone", &circle]));
    // Otto again, after Vera's answers were cached: still without the circle.
    let (otto_sees, _) = calendar(otto_token.clone(), None).await;
    assert_eq!(otto_sees, sorted(&["everyone", &main_group]));

    // The circle's conversation holds its program's manager, and nobody outside it.
    let conversation = format!("/api/conversations/group-{circle}/messages");
    call(&p, Method::POST, &conversation, Some(json!({"body": "Welcome, everyone"})), &vera_token).await;
    let res = p.call(Method::GET, &conversation, None, &otto_token).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;

    // Counted on the dashboard for Vera, not for Otto.
    let counted = |token: String| {
        let p = &p;
        async move { call(p, Method::GET, "/api/dashboard", None, &token).await["counts"]["groups"].clone() }
    };
    assert_eq!(counted(otto_token.clone()).await, json!(1));
    assert_eq!(counted(vera_token.clone()).await, json!(2));

    // Its group's announcements and albums: Vera's, never Otto's, in a list or by id.
    let news =
        p.post("/api/announcements", json!({"title": "Circle moves", "body": "Room 4.", "groupId": circle})).await;
    let album = p.post("/api/albums", json!({"title": "Circle", "description": "", "groupId": circle})).await;
    for (list, id) in [("/api/announcements", &news["id"]), ("/api/albums", &album["id"])] {
        let id = id.as_str().unwrap();
        let vera_list = call_text(&p, list, &vera_token).await;
        assert!(vera_list.contains(id), "{list}: {vera_list}");
        let otto_list = call_text(&p, list, &otto_token).await;
        assert!(!otto_list.contains(id), "{list}: {otto_list}");
        let res = p.call(Method::GET, &format!("{list}/{id}"), None, &otto_token).await;
        assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    }
}

/// Gus's status and case manager as one reader's list shows them, with what its filters find.
async fn listed_as(p: &Program, gus: &str, token: &str, manager: &str) -> (String, String, Vec<&'static str>) {
    let list = call(p, Method::GET, "/api/fathers", None, token).await;
    let row = list.as_array().unwrap().iter().find(|f| f["id"] == gus).unwrap_or_else(|| panic!("not listed: {list}"));
    let mut found = Vec::new();
    for (name, query) in [
        ("enrolled", "status=enrolled".to_owned()),
        ("referred", "status=referred".to_owned()),
        ("his case manager", format!("caseManagerId={manager}")),
    ] {
        if call_text(p, &format!("/api/fathers?{query}"), token).await.contains(gus) {
            found.push(name);
        }
    }
    (row["status"].as_str().unwrap().to_owned(), row["caseManagerId"].as_str().unwrap_or("").to_owned(), found)
}

async fn a_case_enrolled_in_a_confidential_program_under_someone_else_stays_in_his_first_caseload_as_he_was(
    db: TestDb,
) {
    let p = Program::start(db).await;
    let main = first_program(&p).await;
    let safe = new_program(&p, "Safe Families", "SF", true).await;
    let (vera, vera_token) = staff_member(&p, "vera@example.org").await;
    let (otto, otto_token) = staff_member(&p, "otto@example.org").await;
    p.put(&format!("/api/programs/{safe}/staff"), json!([{"userId": vera, "role": "staff"}])).await;
    let gus = call(
        &p,
        Method::POST,
        "/api/fathers",
        Some(json!({"firstName": "Gus", "lastName": "Gray", "programId": main, "status": "enrolled",
                    "enrollmentDate": "2026-01-10"})),
        &otto_token,
    )
    .await;
    let gus = gus["id"].as_str().unwrap().to_owned();
    // A director refers him to the confidential program, with Vera as his case manager there.
    p.post(
        &format!("/api/fathers/{gus}/enrolments"),
        json!({"programId": safe, "status": "referred", "caseManagerId": vera}),
    )
    .await;
    let record = p.get(&format!("/api/fathers/{gus}")).await;
    assert_eq!((record["status"].as_str(), record["caseManagerId"].as_str()), (Some("referred"), Some(vera.as_str())));

    // Otto keeps his case, and sees him as he was: enrolled, his own, by every filter too.
    let (status, manager, found) = listed_as(&p, &gus, &otto_token, &otto).await;
    assert_eq!((status.as_str(), manager.as_str()), ("enrolled", otto.as_str()));
    assert_eq!(found, vec!["enrolled", "his case manager"]);
    let record = call(&p, Method::GET, &format!("/api/fathers/{gus}"), None, &otto_token).await;
    assert_eq!((record["status"].as_str(), record["caseManagerId"].as_str()), (Some("enrolled"), Some(otto.as_str())));
    let csv = call_text(&p, "/api/fathers.csv", &otto_token).await;
    let row = csv.lines().find(|line| line.contains(&gus)).unwrap_or_else(|| panic!("{csv}"));
    assert!(row.contains("enrolled") && !row.contains("referred"), "{row}");
    // Counted so on his dashboard, and enrolled in January in his report (the referral has no date).
    let dashboard = call(&p, Method::GET, "/api/dashboard", None, &otto_token).await;
    assert_eq!(dashboard["counts"]["byStatus"], json!({"enrolled": 1}), "{dashboard}");
    let report = call(&p, Method::GET, "/api/reports/summary?from=2026-01-01&to=2026-01-31", None, &otto_token).await;
    assert_eq!(report["total"]["newlyEnrolled"], 1, "{report}");
    let report = p.get("/api/reports/summary?from=2026-01-01&to=2026-01-31").await;
    assert_eq!(report["total"]["newlyEnrolled"], 0, "a director's counts his record: his latest enrolment, undated");

    // Vera, in the confidential program, sees his latest enrolment: hers.
    let (status, manager, found) = listed_as(&p, &gus, &vera_token, &vera).await;
    assert_eq!((status.as_str(), manager.as_str()), ("referred", vera.as_str()));
    assert_eq!(found, vec!["referred", "his case manager"]);
    assert!(scope_drift(&p).await.is_empty(), "{:?}", scope_drift(&p).await);

    // His case handed over to Vera: Otto no longer has him.
    p.post(&format!("/api/staff/{otto}/caseload"), json!({"to": vera})).await;
    let list = call(&p, Method::GET, "/api/fathers", None, &otto_token).await;
    assert!(ids(&list).is_empty(), "{list}");
    assert!(scope_drift(&p).await.is_empty(), "{:?}", scope_drift(&p).await);
}

/// A GET's body as text (a list as JSON, or CSV), asserted 200.
async fn call_text(p: &Program, path: &str, token: &str) -> String {
    let res = p.call(Method::GET, path, None, token).await;
    assert_eq!(res.status(), StatusCode::OK, "{path}");
    res.text().await.unwrap()
}

async fn father_in(p: &Program, first: &str, program: &str, enrolled: &str) -> String {
    let body = json!({"firstName": first, "lastName": "Report", "programId": program, "enrollmentDate": enrolled});
    p.post("/api/fathers", body).await["id"].as_str().unwrap().to_owned()
}

/// A group of the program, with its members from the first of January.
async fn group_in(p: &Program, program: &str, name: &str, fathers: &[&str]) -> String {
    let g = p.post("/api/groups", json!({"name": name, "programId": program})).await;
    let id = g["id"].as_str().unwrap().to_owned();
    for father in fathers {
        p.post(&format!("/api/groups/{id}/members"), json!({"fatherId": father, "joinedAt": "2026-01-01T00:00:00Z"}))
            .await;
    }
    id
}

async fn a_programs_report_counts_its_own_fathers_and_the_organisations_counts_each_once(db: TestDb) {
    let p = Program::start(db).await;
    let main = first_program(&p).await;
    let reentry = new_program(&p, "Re-entry", "RE", true).await;
    let (mo, mo_token) = staff_member(&p, "mo@example.org").await;
    let (sid, sid_token) = staff_member(&p, "sid@example.org").await;
    let (_otto, otto_token) = staff_member(&p, "otto@example.org").await;
    p.put(
        &format!("/api/programs/{reentry}/staff"),
        json!([{"userId": mo, "role": "manager"}, {"userId": sid, "role": "staff"}]),
    )
    .await;
    // Ana is in the main program, Ben in re-entry, Cal in both (re-entry since February).
    let ana = father_in(&p, "Ana", &main, "2026-01-10").await;
    let ben = father_in(&p, "Ben", &reentry, "2026-02-01").await;
    let cal = father_in(&p, "Cal", &main, "2026-01-05").await;
    let second = p
        .post(
            &format!("/api/fathers/{cal}/enrolments"),
            json!({"programId": reentry, "status": "enrolled", "enrolledAt": "2026-02-15"}),
        )
        .await;
    // Ana leaves the program on 1 March; Cal leaves re-entry on 10 March (his record, whose
    // latest enrolment that is, says exited; he is still in the main program).
    p.patch(&format!("/api/fathers/{ana}"), json!({"status": "exited", "exitDate": "2026-03-01"})).await;
    p.patch(
        &format!("/api/enrolments/{}", second["id"].as_str().unwrap()),
        json!({"status": "exited", "exitedAt": "2026-03-10"}),
    )
    .await;
    // One session each: Ana and Cal in the main group, Ben and Cal in re-entry's.
    let tuesday = group_in(&p, &main, "Main Tuesday", &[&ana, &cal]).await;
    let circle = group_in(&p, &reentry, "Re-entry Circle", &[&ben, &cal]).await;
    for (group, marks) in
        [(&tuesday, [(&ana, "present"), (&cal, "present")]), (&circle, [(&ben, "present"), (&cal, "present")])]
    {
        let (_, sessions) = p.cycle(group, 1).await;
        p.mark(&sessions[0], &marks.map(|(f, s)| (f.as_str(), s))).await;
        p.complete(&sessions[0]).await;
    }

    let range = "from=2026-01-01&to=2026-03-31";
    // By hand: (fathers served, newly enrolled, exited, groups).
    let figures = |report: &Value| {
        let mut groups: Vec<String> =
            report["groups"].as_array().unwrap().iter().map(|g| g["groupName"].as_str().unwrap().to_owned()).collect();
        groups.sort();
        let total = &report["total"];
        (
            total["fathersServed"].as_i64().unwrap(),
            total["newlyEnrolled"].as_i64().unwrap(),
            total["exited"].as_i64().unwrap(),
            groups,
        )
    };
    let both = vec!["Main Tuesday".to_owned(), "Re-entry Circle".to_owned()];
    let organisation = p.get(&format!("/api/reports/summary?{range}")).await;
    assert_eq!(figures(&organisation), (3, 3, 2, both), "each father once: Cal is one man in two programs");
    let main_report = p.get(&format!("/api/reports/summary?{range}&programId={main}")).await;
    assert_eq!(figures(&main_report), (2, 2, 1, vec!["Main Tuesday".to_owned()]), "Ana and Cal; Ana left");
    let reentry_report = p.get(&format!("/api/reports/summary?{range}&programId={reentry}")).await;
    assert_eq!(figures(&reentry_report), (2, 2, 1, vec!["Re-entry Circle".to_owned()]), "Ben and Cal; Cal left");
    // Its manager reads it, and its CSV; not the other program's; its staff, a father: 403.
    let his =
        call(&p, Method::GET, &format!("/api/reports/summary?{range}&programId={reentry}"), None, &mo_token).await;
    assert_eq!(figures(&his), figures(&reentry_report));
    let csv = p
        .app
        .client
        .get(p.app.url(&format!("/api/reports/summary.csv?{range}&programId={reentry}")))
        .bearer_auth(&mo_token)
        .send()
        .await
        .unwrap();
    assert_eq!(csv.status(), StatusCode::OK);
    assert!(!csv.text().await.unwrap().contains("Main Tuesday"));
    let res = p.call(Method::GET, &format!("/api/reports/summary?{range}&programId={main}"), None, &mo_token).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    let res = p.call(Method::GET, &format!("/api/reports/summary?{range}&programId={reentry}"), None, &sid_token).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    // Confidential: to Otto, outside it, re-entry is no program at all, and its group is not in his report.
    let res =
        p.call(Method::GET, &format!("/api/reports/summary?{range}&programId={reentry}"), None, &otto_token).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    let his = call(&p, Method::GET, &format!("/api/reports/summary?{range}"), None, &otto_token).await;
    assert_eq!(figures(&his).3, vec!["Main Tuesday".to_owned()]);

    // The incentive ledger of a program holds its report's fathers: Ben's and Cal's, not Ana's.
    let mut given_at = String::new();
    for (father, reason) in [(&ana, "ana's card"), (&ben, "ben's card"), (&cal, "cal's card")] {
        let incentive = p
            .post(
                &format!("/api/fathers/{father}/incentives"),
                json!({"kind": "gift-card", "amountCents": 1000, "reason": reason}),
            )
            .await;
        given_at = incentive["givenAt"].as_str().unwrap().to_owned();
    }
    let year = &given_at[..4];
    let ledger = |program: &str, token: &str| {
        let (p, path) = (&p, format!("/api/reports/incentives.csv?from={year}-01-01&to={year}-12-31{program}"));
        let token = token.to_owned();
        async move {
            let csv = call_text(p, &path, &token).await;
            ["ana's card", "ben's card", "cal's card"]
                .into_iter()
                .filter(|reason| csv.contains(reason))
                .collect::<Vec<_>>()
        }
    };
    assert_eq!(ledger("", &p.staff).await, ["ana's card", "ben's card", "cal's card"]);
    assert_eq!(ledger(&format!("&programId={reentry}"), &mo_token).await, ["ben's card", "cal's card"]);
    let res = p
        .call(
            Method::GET,
            &format!("/api/reports/incentives.csv?from={year}-01-01&to={year}-12-31&programId={reentry}"),
            None,
            &otto_token,
        )
        .await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;

    // The dashboard of one program counts each father by his enrolment there.
    let counts =
        |dashboard: &Value| (dashboard["counts"]["byStatus"].clone(), dashboard["counts"]["groups"].as_i64().unwrap());
    let organisation = p.get("/api/dashboard").await;
    assert_eq!(
        counts(&organisation),
        (json!({"enrolled": 1, "exited": 2}), 2),
        "Cal's record is his latest enrolment's"
    );
    let main_dashboard = p.get(&format!("/api/dashboard?programId={main}")).await;
    assert_eq!(counts(&main_dashboard), (json!({"enrolled": 1, "exited": 1}), 1), "Cal is still in the main program");
    let reentry_dashboard = p.get(&format!("/api/dashboard?programId={reentry}")).await;
    assert_eq!(counts(&reentry_dashboard), (json!({"enrolled": 1, "exited": 1}), 1));
    let res = p.call(Method::GET, &format!("/api/dashboard?programId={reentry}"), None, &otto_token).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    let his = call(&p, Method::GET, &format!("/api/dashboard?programId={main}"), None, &mo_token).await;
    assert_eq!(counts(&his), (json!({"enrolled": 1}), 1), "of his scope, Cal alone is in the main program");
}

async fn a_father_is_refused_the_enrolment_calls(db: TestDb) {
    let p = Program::start(db).await;
    let main = first_program(&p).await;
    let cal = p.father("Cal", "Cruz").await;
    let token = p.father_account("cal@example.org", &cal).await;
    let enrolment = p.get(&format!("/api/fathers/{cal}")).await["enrolments"][0]["id"].as_str().unwrap().to_owned();
    for (method, path, body) in [
        (Method::POST, format!("/api/fathers/{cal}/enrolments"), json!({"programId": main})),
        (Method::PATCH, format!("/api/enrolments/{enrolment}"), json!({"status": "exited"})),
        (Method::GET, "/api/programs".to_owned(), json!(null)),
        (Method::GET, format!("/api/reports/summary?from=2026-01-01&to=2026-01-31&programId={main}"), json!(null)),
        (Method::GET, "/api/imports".to_owned(), json!(null)),
    ] {
        let res = p.call(method.clone(), &path, (!body.is_null()).then_some(body), &token).await;
        assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    }
    assert_eq!(p.get(&format!("/api/fathers/{cal}")).await["status"], "enrolled", "nothing changed");
}

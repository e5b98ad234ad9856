//! Staff roles and scope: a director runs the whole program; a staff member works with
//! the fathers of the groups he facilitates and of his caseload, and nobody else's.

use fatherhood::db::Value as Db;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_error, TestDb, PASSWORD};
use crate::program::Program;

crate::on_both_databases!(
    a_staff_member_reads_and_changes_only_the_fathers_in_his_scope,
    a_staff_member_runs_only_the_groups_he_facilitates,
    only_directors_manage_accounts_roles_facilitators_and_case_managers,
    roles_are_given_when_an_account_is_made_and_changed_later,
    a_staff_members_dashboard_and_report_count_his_scope,
    the_scope_rows_follow_every_change_that_moves_a_father_in_or_out,
    a_staff_members_list_pages_through_his_fathers_in_name_order,
    a_staff_members_follow_ups_follow_every_change_to_them_and_to_his_scope,
);

/// The kept scope rows that differ from the definition (`staff_scope_of`): rows kept for
/// no reason or with stale names, and rows missing.
pub(crate) async fn scope_drift(p: &Program) -> Vec<String> {
    p.app
        .state
        .db
        .run(|conn| {
            let mut drift = Vec::new();
            for (user, father) in conn.all(
                "SELECT ss.user_id, ss.father_id FROM staff_scope ss JOIN fathers f ON f.id = ss.father_id
                 WHERE ss.last_name <> f.last_name OR ss.first_name <> f.first_name OR NOT EXISTS (
                     SELECT 1 FROM staff_scope_of s WHERE s.user_id = ss.user_id AND s.father_id = ss.father_id)",
                &[],
                |row| Ok((row.text("user_id")?, row.text("father_id")?)),
            )? {
                drift.push(format!("kept {user} {father}"));
            }
            // Each row's earliest open follow-up (migration 0018).
            for (user, father) in conn.all(
                "SELECT ss.user_id, ss.father_id FROM staff_scope ss
                 LEFT JOIN open_follow_up_of o ON o.father_id = ss.father_id
                 WHERE ss.follow_up_due IS DISTINCT FROM o.follow_up_due",
                &[],
                |row| Ok((row.text("user_id")?, row.text("father_id")?)),
            )? {
                drift.push(format!("follow-up of {user} {father}"));
            }
            for (user, father) in conn.all(
                "SELECT s.user_id, s.father_id FROM staff_scope_of s WHERE NOT EXISTS (
                     SELECT 1 FROM staff_scope ss WHERE ss.user_id = s.user_id AND ss.father_id = s.father_id)",
                &[],
                |row| Ok((row.text("user_id")?, row.text("father_id")?)),
            )? {
                drift.push(format!("missing {user} {father}"));
            }
            Ok::<_, fatherhood::db::DbError>(drift)
        })
        .await
        .unwrap()
}

/// A staff member (not a director) and his access token.
pub(crate) async fn staff_member(p: &Program, email: &'static str) -> (String, String) {
    let session = p.app.register(email).await;
    let id = session["user"]["id"].as_str().unwrap().to_owned();
    p.app
        .sql(
            "UPDATE users SET is_admin = $1, staff_role = 'staff' WHERE email = $2",
            vec![Db::from(true), Db::from(email)],
        )
        .await;
    let res = p.app.sign_in(email, PASSWORD).await;
    let token = res.json::<Value>().await.unwrap()["accessToken"].as_str().unwrap().to_owned();
    (id, token)
}

fn ids(list: &Value) -> Vec<String> {
    let mut ids: Vec<String> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["id"].as_str().or(v["fatherId"].as_str()).unwrap().to_owned())
        .collect();
    ids.sort();
    ids
}

pub(crate) fn sorted(items: &[&str]) -> Vec<String> {
    let mut items: Vec<String> = items.iter().map(|s| (*s).to_owned()).collect();
    items.sort();
    items
}

pub(crate) async fn json_as(p: &Program, method: Method, path: &str, body: Option<Value>, token: &str) -> Value {
    let res = p.call(method.clone(), path, body, token).await;
    let status = res.status();
    let text = res.text().await.unwrap();
    assert!(status.is_success(), "{method} {path}: {status} {text}");
    serde_json::from_str(&text).unwrap_or(Value::Null)
}

async fn a_staff_member_reads_and_changes_only_the_fathers_in_his_scope(db: TestDb) {
    let p = Program::start(db).await;
    let (sara, sara_token) = staff_member(&p, "sara@example.org").await;
    let ana = p.father("Ana", "Alvarez").await;
    let ben = p.father("Ben", "Brown").await;
    let cal = p.father("Cal", "Cruz").await;
    let dan = p.father("Dan", "Diaz").await;
    let hers = p.group_with("Tuesday", &[&ana]).await;
    let other = p.group_with("Thursday", &[&ben]).await;
    // Sara facilitates Tuesday's group and manages Cal's case; Ben and Dan are not hers.
    p.patch(&format!("/api/groups/{hers}"), json!({"facilitatorIds": [sara]})).await;
    p.patch(&format!("/api/fathers/{cal}"), json!({"caseManagerId": sara})).await;
    let (_, her_sessions) = p.cycle(&hers, 2).await;
    let (other_cycle, other_sessions) = p.cycle(&other, 2).await;
    p.mark(&other_sessions[0], &[(&ben, "absent")]).await;
    p.post("/api/milestones", json!({"fatherId": ana, "title": "Got a job", "kind": "employment"})).await;
    let bens = p.post("/api/milestones", json!({"fatherId": ben, "title": "Got a job", "kind": "employment"})).await;
    let get = |path: String| {
        let token = sara_token.clone();
        let p = &p;
        async move { json_as(p, Method::GET, &path, None, &token).await }
    };

    // Lists, search and the export hold her fathers only.
    assert_eq!(ids(&get("/api/fathers".into()).await), sorted(&[&ana, &cal]));
    assert_eq!(ids(&get("/api/fathers?q=brown".into()).await), Vec::<String>::new());
    assert_eq!(ids(&get(format!("/api/fathers?groupId={other}")).await), Vec::<String>::new());
    let csv = p.call(Method::GET, "/api/fathers.csv", None, &sara_token).await.text().await.unwrap();
    assert!(csv.contains("Alvarez") && csv.contains("Cruz"), "{csv}");
    assert!(!csv.contains("Brown") && !csv.contains("Diaz"), "{csv}");
    // Ben and Dan, and everything under them, do not exist for her.
    for father in [&ben, &dan] {
        for path in ["", "/progress", "/attendance", "/activity", "/photo", "/certificates"] {
            let res = p.call(Method::GET, &format!("/api/fathers/{father}{path}"), None, &sara_token).await;
            assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
        }
        let res =
            p.call(Method::PATCH, &format!("/api/fathers/{father}"), Some(json!({"phone": "555"})), &sara_token).await;
        assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
        // Only directors delete a record: refused before anything is looked up.
        let res = p.call(Method::DELETE, &format!("/api/fathers/{father}"), None, &sara_token).await;
        assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    }
    // Ana and Cal are hers to read and edit.
    for father in [&ana, &cal] {
        for path in ["", "/progress", "/attendance", "/activity"] {
            get(format!("/api/fathers/{father}{path}")).await;
        }
    }
    json_as(&p, Method::PATCH, &format!("/api/fathers/{cal}"), Some(json!({"phone": "(512) 555-0100"})), &sara_token)
        .await;

    // Groups and schedules are readable; their fathers only where they are hers.
    let group = get(format!("/api/groups/{other}")).await;
    assert_eq!(group["members"], json!([]), "{group}");
    assert_eq!(ids(&get(format!("/api/groups/{hers}")).await["members"]), std::slice::from_ref(&ana));
    get(format!("/api/cycles/{other_cycle}")).await;
    assert_eq!(ids(&get(format!("/api/sessions/{}/attendance", other_sessions[0])).await), Vec::<String>::new());
    assert_eq!(ids(&get(format!("/api/sessions/{}/attendance", her_sessions[0])).await), std::slice::from_ref(&ana));
    assert_eq!(get(format!("/api/cycles/{other_cycle}/progress")).await, json!([]));
    assert_eq!(get(format!("/api/cycles/{other_cycle}/attendance")).await["rows"], json!([]));
    let csv = p.call(Method::GET, &format!("/api/cycles/{other_cycle}/attendance.csv"), None, &sara_token).await;
    assert!(!csv.text().await.unwrap().contains("Brown"));

    // Milestones: hers only, and Ben's are not there to change.
    let milestones = get("/api/milestones".into()).await;
    let fathers: Vec<&str> = milestones.as_array().unwrap().iter().map(|m| m["fatherId"].as_str().unwrap()).collect();
    assert_eq!(fathers, [ana.as_str()]);
    assert_eq!(get(format!("/api/milestones?fatherId={ben}")).await, json!([]));
    let bens = bens["id"].as_str().unwrap();
    let res = p.call(Method::PATCH, &format!("/api/milestones/{bens}"), Some(json!({"title": "x"})), &sara_token).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    let res = p
        .call(
            Method::POST,
            "/api/milestones",
            Some(json!({"fatherId": ben, "title": "x", "kind": "employment"})),
            &sara_token,
        )
        .await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert!(body["error"]["fields"]["fatherId"].is_string());
    // Nor can she put him in her group, or message his account.
    let res =
        p.call(Method::POST, &format!("/api/groups/{hers}/members"), Some(json!({"fatherId": ben})), &sara_token).await;
    assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;

    // A father she adds is on her caseload.
    let new =
        json_as(&p, Method::POST, "/api/fathers", Some(json!({"firstName": "Eli", "lastName": "Evans"})), &sara_token)
            .await;
    assert_eq!(new["caseManagerId"], sara.as_str());
    get(format!("/api/fathers/{}", new["id"].as_str().unwrap())).await;

    // When she stops facilitating Tuesday's group, Ana leaves her scope at once.
    p.patch(&format!("/api/groups/{hers}"), json!({"facilitatorIds": []})).await;
    let res = p.call(Method::GET, &format!("/api/fathers/{ana}"), None, &sara_token).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    // The director sees everyone, as before.
    assert_eq!(p.get("/api/fathers").await.as_array().unwrap().len(), 5);
}

async fn a_staff_member_runs_only_the_groups_he_facilitates(db: TestDb) {
    let p = Program::start(db).await;
    let (sara, sara_token) = staff_member(&p, "sara@example.org").await;
    let ana = p.father("Ana", "Alvarez").await;
    let ben = p.father("Ben", "Brown").await;
    let hers = p.group_with("Tuesday", &[&ana]).await;
    let other = p.group_with("Thursday", &[&ben]).await;
    p.patch(&format!("/api/groups/{hers}"), json!({"facilitatorIds": [sara]})).await;
    // Ben is on her caseload, but his group is not hers to run.
    p.patch(&format!("/api/fathers/{ben}"), json!({"caseManagerId": sara})).await;
    let (her_cycle, her_sessions) = p.cycle(&hers, 2).await;
    let (other_cycle, other_sessions) = p.cycle(&other, 2).await;

    let forbidden = [
        (
            Method::PUT,
            format!("/api/sessions/{}/attendance", other_sessions[0]),
            json!([{"fatherId": ben, "status": "present"}]),
        ),
        (Method::PATCH, format!("/api/sessions/{}", other_sessions[0]), json!({"status": "completed"})),
        (Method::DELETE, format!("/api/sessions/{}", other_sessions[1]), json!(null)),
        (
            Method::POST,
            format!("/api/cycles/{other_cycle}/sessions"),
            json!({"title": "Extra", "startsAt": "2026-03-03T18:00:00Z", "endsAt": "2026-03-03T19:30:00Z"}),
        ),
        (Method::PATCH, format!("/api/cycles/{other_cycle}"), json!({"title": "Renamed"})),
        (Method::DELETE, format!("/api/cycles/{other_cycle}"), json!(null)),
        (
            Method::POST,
            "/api/cycles".into(),
            json!({"title": "Mine now", "groupId": other, "startDate": "2026-01-06", "endDate": "2026-02-06"}),
        ),
        (Method::PATCH, format!("/api/groups/{other}"), json!({"name": "Renamed"})),
        (Method::DELETE, format!("/api/groups/{other}"), json!(null)),
        (Method::DELETE, format!("/api/groups/{other}/members/{ben}"), json!(null)),
        (Method::POST, "/api/announcements".into(), json!({"title": "Hi", "body": "Hello", "groupId": other})),
        (
            Method::POST,
            "/api/events".into(),
            json!({"title": "Picnic", "startsAt": "2026-07-01T16:00:00Z", "endsAt": "2026-07-01T18:00:00Z", "groupId": other}),
        ),
        (Method::POST, "/api/albums".into(), json!({"title": "Picnic", "groupId": other})),
    ];
    for (method, path, body) in forbidden {
        let body = (!body.is_null()).then_some(body);
        let res = p.call(method.clone(), &path, body, &sara_token).await;
        assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    }

    // Her own group she runs: attendance, sessions, its cycle, its audience.
    json_as(
        &p,
        Method::PUT,
        &format!("/api/sessions/{}/attendance", her_sessions[0]),
        Some(json!([{"fatherId": ana, "status": "present"}])),
        &sara_token,
    )
    .await;
    json_as(
        &p,
        Method::PATCH,
        &format!("/api/sessions/{}", her_sessions[0]),
        Some(json!({"status": "completed"})),
        &sara_token,
    )
    .await;
    json_as(
        &p,
        Method::POST,
        &format!("/api/cycles/{her_cycle}/sessions"),
        Some(json!({"title": "Extra", "startsAt": "2026-03-03T18:00:00Z", "endsAt": "2026-03-03T19:30:00Z"})),
        &sara_token,
    )
    .await;
    json_as(&p, Method::PATCH, &format!("/api/groups/{hers}"), Some(json!({"location": "Room 2"})), &sara_token).await;
    json_as(
        &p,
        Method::POST,
        "/api/announcements",
        Some(json!({"title": "Hi", "body": "Hello", "groupId": hers})),
        &sara_token,
    )
    .await;
    json_as(
        &p,
        Method::POST,
        "/api/announcements",
        Some(json!({"title": "All", "body": "Hello everyone"})),
        &sara_token,
    )
    .await;
    // She knows her colleagues by name (the account list is a director's).
    let staff = json_as(&p, Method::GET, "/api/staff", None, &sara_token).await;
    let names: Vec<&str> = staff.as_array().unwrap().iter().map(|s| s["staffRole"].as_str().unwrap()).collect();
    assert_eq!(names.len(), 2, "{staff}");
    assert!(names.contains(&"director") && names.contains(&"staff"), "{staff}");
    let father = p.father_account("dad@example.org", &ana).await;
    let res = p.call(Method::GET, "/api/staff", None, &father).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    // A group she creates is hers.
    let created = json_as(&p, Method::POST, "/api/groups", Some(json!({"name": "Saturday"})), &sara_token).await;
    assert_eq!(created["facilitatorIds"], json!([sara]));
    // Nothing of Thursday's group changed.
    let session = p.get(&format!("/api/sessions/{}", other_sessions[0])).await;
    assert_eq!(session["status"], "scheduled");
    assert_eq!(p.get(&format!("/api/groups/{other}")).await["name"], "Thursday");
}

async fn only_directors_manage_accounts_roles_facilitators_and_case_managers(db: TestDb) {
    let p = Program::start(db).await;
    let (sara, sara_token) = staff_member(&p, "sara@example.org").await;
    let cal = p.father("Cal", "Cruz").await;
    p.patch(&format!("/api/fathers/{cal}"), json!({"caseManagerId": sara})).await;
    let group = p.group_with("Tuesday", &[]).await;
    p.patch(&format!("/api/groups/{group}"), json!({"facilitatorIds": [sara]})).await;

    let director_only = [
        (Method::GET, "/api/users".to_owned(), None),
        (Method::POST, "/api/users".to_owned(), Some(json!({"email": "x@example.org", "displayName": "X"}))),
        (Method::PATCH, format!("/api/users/{sara}"), Some(json!({"staffRole": "director"}))),
        (Method::DELETE, format!("/api/users/{sara}"), None),
        (Method::GET, "/api/activities".to_owned(), None),
        (Method::GET, "/api/admin/cleanup-candidates".to_owned(), None),
        (Method::POST, "/api/admin/cleanup".to_owned(), Some(json!({"userIds": []}))),
        (Method::PATCH, format!("/api/fathers/{cal}"), Some(json!({"caseManagerId": null}))),
        (Method::PATCH, format!("/api/groups/{group}"), Some(json!({"facilitatorIds": []}))),
        (Method::POST, "/api/groups".to_owned(), Some(json!({"name": "Other", "facilitatorIds": [sara]}))),
    ];
    for (method, path, body) in director_only {
        let res = p.call(method.clone(), &path, body, &sara_token).await;
        let body = assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
        assert_eq!(body["error"]["message"], "Only a program director can do this.", "{method} {path}");
    }
    // Nothing changed.
    assert_eq!(p.get(&format!("/api/fathers/{cal}")).await["caseManagerId"], sara.as_str());
    assert_eq!(p.get(&format!("/api/groups/{group}")).await["facilitatorIds"], json!([sara]));
    // A facilitator must be a staff account.
    let father_account = p.app.register("dad@example.org").await["user"]["id"].as_str().unwrap().to_owned();
    let res = p
        .call(
            Method::PATCH,
            &format!("/api/groups/{group}"),
            Some(json!({"facilitatorIds": [father_account]})),
            &p.staff,
        )
        .await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert!(body["error"]["fields"]["facilitatorIds"].is_string());
    // No more facilitators than the document allows (50), whoever they are.
    let too_many: Vec<String> = (0..51).map(|i| format!("staff-{i}")).collect();
    let res = p
        .call(Method::PATCH, &format!("/api/groups/{group}"), Some(json!({"facilitatorIds": too_many})), &p.staff)
        .await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fieldKeys"]["facilitatorIds"], "facilitatorsTooMany");
    // The deprecated single field still reads as the first facilitator.
    assert_eq!(p.get(&format!("/api/groups/{group}")).await["facilitatorId"], sara.as_str());
}

async fn roles_are_given_when_an_account_is_made_and_changed_later(db: TestDb) {
    let p = Program::start(db).await;
    let me = p.get("/api/me").await;
    assert_eq!(me["staffRole"], "director", "an admin of before roles is a director");

    let staff = p.post("/api/users", json!({"email": "s@example.org", "displayName": "S", "isAdmin": true})).await;
    assert_eq!(staff["user"]["staffRole"], "staff");
    let director = p
        .post(
            "/api/users",
            json!({"email": "d@example.org", "displayName": "D", "isAdmin": true, "staffRole": "director"}),
        )
        .await;
    assert_eq!(director["user"]["staffRole"], "director");
    let father = p.post("/api/users", json!({"email": "f@example.org", "displayName": "F"})).await;
    assert_eq!(father["user"]["staffRole"], Value::Null);
    assert_eq!(father["user"]["isAdmin"], false);
    let res = p
        .call(
            Method::POST,
            "/api/users",
            Some(json!({"email": "g@example.org", "displayName": "G", "isAdmin": false, "staffRole": "staff"})),
            &p.staff,
        )
        .await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert!(body["error"]["fields"]["staffRole"].is_string());

    let staff_id = staff["uid"].as_str().unwrap();
    let promoted = p.patch(&format!("/api/users/{staff_id}"), json!({"staffRole": "director"})).await;
    assert_eq!((promoted["isAdmin"].clone(), promoted["staffRole"].clone()), (json!(true), json!("director")));
    let demoted = p.patch(&format!("/api/users/{staff_id}"), json!({"staffRole": "staff"})).await;
    assert_eq!(demoted["staffRole"], "staff");
    // isAdmin alone keeps a staff account's role; false makes a father's account.
    assert_eq!(p.patch(&format!("/api/users/{staff_id}"), json!({"isAdmin": true})).await["staffRole"], "staff");
    let gone = p.patch(&format!("/api/users/{staff_id}"), json!({"isAdmin": false})).await;
    assert_eq!((gone["isAdmin"].clone(), gone["staffRole"].clone()), (json!(false), Value::Null));
    let father_id = father["uid"].as_str().unwrap();
    assert_eq!(p.patch(&format!("/api/users/{father_id}"), json!({"isAdmin": true})).await["staffRole"], "staff");

    // The last director cannot stop being one, by either field.
    let director_id = director["uid"].as_str().unwrap();
    p.patch(&format!("/api/users/{director_id}"), json!({"staffRole": "staff"})).await;
    let me_id = me["id"].as_str().unwrap();
    for body in [json!({"staffRole": "staff"}), json!({"isAdmin": false}), json!({"staffRole": null})] {
        let res = p.call(Method::PATCH, &format!("/api/users/{me_id}"), Some(body), &p.staff).await;
        let error = assert_error(res, StatusCode::CONFLICT, "aborted").await;
        assert_eq!(error["error"]["message"], "This is the last director account. Make another user a director first.");
    }
    let res = p.call(Method::DELETE, &format!("/api/users/{me_id}"), None, &p.staff).await;
    assert_error(res, StatusCode::CONFLICT, "aborted").await;
}

async fn a_staff_members_dashboard_and_report_count_his_scope(db: TestDb) {
    let p = Program::start(db).await;
    let (sara, sara_token) = staff_member(&p, "sara@example.org").await;
    let ana = p.father("Ana", "Alvarez").await;
    let ben = p.father("Ben", "Brown").await;
    let hers = p.group_with("Tuesday", &[&ana]).await;
    let other = p.group_with("Thursday", &[&ben]).await;
    p.patch(&format!("/api/groups/{hers}"), json!({"facilitatorIds": [sara]})).await;
    let (_, her_sessions) = p.cycle(&hers, 1).await;
    let (_, other_sessions) = p.cycle(&other, 1).await;
    p.mark(&her_sessions[0], &[(&ana, "present")]).await;
    p.complete(&her_sessions[0]).await;
    p.mark(&other_sessions[0], &[(&ben, "present")]).await;
    p.complete(&other_sessions[0]).await;

    let dashboard = json_as(&p, Method::GET, "/api/dashboard", None, &sara_token).await;
    assert_eq!(dashboard["counts"]["fathers"], 1, "{dashboard}");
    let feed = serde_json::to_string(&dashboard["activity"]).unwrap();
    assert!(!feed.contains("Ben Brown"), "{feed}");
    assert_eq!(p.get("/api/dashboard").await["counts"]["fathers"], 2);

    let range = "?from=2026-01-01&to=2026-12-31";
    let hers_report = json_as(&p, Method::GET, &format!("/api/reports/summary{range}"), None, &sara_token).await;
    let whole = p.get(&format!("/api/reports/summary{range}")).await;
    assert_eq!(hers_report["total"]["fathersServed"], 1, "{hers_report}");
    assert_eq!(whole["total"]["fathersServed"], 2, "{whole}");
    let csv = p.call(Method::GET, &format!("/api/reports/summary.csv{range}"), None, &sara_token).await;
    assert_eq!(csv.status(), StatusCode::OK);
}

async fn the_scope_rows_follow_every_change_that_moves_a_father_in_or_out(db: TestDb) {
    let p = Program::start(db).await;
    let (sara, sara_token) = staff_member(&p, "sara@example.org").await;
    let (tom, _) = staff_member(&p, "tom@example.org").await;
    let ana = p.father("Ana", "Alvarez").await;
    let ben = p.father("Ben", "Brown").await;
    let group = p.group_with("Tuesday", &[&ana]).await;
    let other = p.group_with("Thursday", &[&ana, &ben]).await;
    let in_her_list = |token: String| {
        let p = &p;
        async move { ids(&json_as(p, Method::GET, "/api/fathers", None, &token).await) }
    };
    let steps: Vec<(&str, Method, String, Value)> = vec![
        ("a facilitator", Method::PATCH, format!("/api/groups/{group}"), json!({"facilitatorIds": [sara, tom]})),
        ("a second group", Method::PATCH, format!("/api/groups/{other}"), json!({"facilitatorIds": [sara]})),
        ("a case manager", Method::PATCH, format!("/api/fathers/{ben}"), json!({"caseManagerId": tom})),
        ("a new name", Method::PATCH, format!("/api/fathers/{ana}"), json!({"lastName": "Zamora"})),
        ("a member leaves", Method::DELETE, format!("/api/groups/{other}/members/{ben}"), json!(null)),
        ("and comes back", Method::POST, format!("/api/groups/{other}/members"), json!({"fatherId": ben})),
        ("one group fewer", Method::PATCH, format!("/api/groups/{group}"), json!({"facilitatorIds": [tom]})),
        ("another case manager", Method::PATCH, format!("/api/fathers/{ana}"), json!({"caseManagerId": sara})),
        ("no group", Method::PATCH, format!("/api/groups/{other}"), json!({"facilitatorIds": []})),
        ("a group deleted", Method::DELETE, format!("/api/groups/{group}"), json!(null)),
        ("a father deleted", Method::DELETE, format!("/api/fathers/{ben}"), json!(null)),
        ("a staff member no more", Method::PATCH, format!("/api/users/{tom}"), json!({"staffRole": null})),
    ];
    for (step, method, path, body) in steps {
        let body = (!body.is_null()).then_some(body);
        let res = p.call(method, &path, body, &p.staff).await;
        assert!(res.status().is_success(), "{step}: {}", res.status());
        assert_eq!(scope_drift(&p).await, Vec::<String>::new(), "after {step}");
    }
    assert_eq!(in_her_list(sara_token.clone()).await, std::slice::from_ref(&ana), "Ana is on her caseload");
    // A deleted account's rows go with it.
    p.ok(Method::DELETE, &format!("/api/users/{sara}"), None).await;
    assert_eq!(scope_drift(&p).await, Vec::<String>::new(), "after an account deleted");
}

/// A staff member's follow-ups start from the rows of his scope, which carry each father's
/// earliest open follow-up: after every change to a follow-up or to his scope, his list is
/// the director's list of his fathers, in the same order.
async fn a_staff_members_follow_ups_follow_every_change_to_them_and_to_his_scope(db: TestDb) {
    let p = Program::start(db).await;
    let (sara, sara_token) = staff_member(&p, "sara@example.org").await;
    let ana = p.father("Ana", "Alvarez").await;
    let ben = p.father("Ben", "Brown").await;
    let group = p.group_with("Tuesday", &[&ana]).await;
    p.ok(Method::PATCH, &format!("/api/groups/{group}"), Some(json!({"facilitatorIds": [sara]}))).await;
    // Days around the program's today: overdue, today, this week and later, so each range
    // of the list has something to hold (a father with an overdue follow-up and one this
    // week is in this week's list for the second).
    let today = p.app.state.config.today();
    let day = |offset: i64| (today + chrono::Duration::days(offset)).to_string();
    let log = |father: String, due: String| {
        let p = &p;
        async move {
            let body = json!({"method": "call", "outcome": "no-answer", "followUpDue": due});
            p.ok(Method::POST, &format!("/api/fathers/{father}/contacts"), Some(body)).await["id"]
                .as_str()
                .unwrap()
                .to_owned()
        }
    };
    let check = |step: &'static str, expected: Vec<(String, String)>| {
        let (p, sara_token) = (&p, sara_token.clone());
        async move {
            assert_eq!(scope_drift(p).await, Vec::<String>::new(), "after {step}");
            let hers = json_as(p, Method::GET, "/api/follow-ups", None, &sara_token).await;
            let hers: Vec<(String, String)> = hers
                .as_array()
                .unwrap()
                .iter()
                .map(|f| (f["followUpDue"].as_str().unwrap().to_owned(), f["fatherId"].as_str().unwrap().to_owned()))
                .collect();
            assert_eq!(hers, expected, "after {step}");
            // Whatever the range, hers is the director's list of the fathers in her scope.
            let in_scope: Vec<String> = ids(&json_as(p, Method::GET, "/api/fathers", None, &sara_token).await);
            for when in ["", "?when=overdue", "?when=today", "?when=week"] {
                let path = format!("/api/follow-ups{when}");
                let keys = |list: Value| -> Vec<String> {
                    let list = list.as_array().unwrap().iter();
                    list.filter(|f| in_scope.iter().any(|id| f["fatherId"] == id.as_str()))
                        .map(|f| f["id"].as_str().unwrap().to_owned())
                        .collect()
                };
                let all = keys(json_as(p, Method::GET, &path, None, &p.staff).await);
                assert_eq!(keys(json_as(p, Method::GET, &path, None, &sara_token).await), all, "{step}: {path}");
            }
        }
    };
    let bens = log(ben.clone(), day(2)).await;
    check("a follow-up of a father out of scope", vec![]).await;
    p.ok(Method::POST, &format!("/api/groups/{group}/members"), Some(json!({"fatherId": ben}))).await;
    check("he joins her group", vec![(day(2), ben.clone())]).await;
    let anas = log(ana.clone(), day(0)).await;
    check("a follow-up logged", vec![(day(0), ana.clone()), (day(2), ben.clone())]).await;
    p.ok(Method::PATCH, &format!("/api/contacts/{anas}"), Some(json!({"followUpDue": day(5)}))).await;
    check("moved later", vec![(day(2), ben.clone()), (day(5), ana.clone())]).await;
    let earlier = log(ana.clone(), day(-3)).await;
    check("a second, earlier", vec![(day(-3), ana.clone()), (day(2), ben.clone()), (day(5), ana.clone())]).await;
    p.ok(Method::POST, &format!("/api/contacts/{bens}/follow-up-done"), None).await;
    check("one done", vec![(day(-3), ana.clone()), (day(5), ana.clone())]).await;
    p.ok(Method::DELETE, &format!("/api/contacts/{earlier}"), None).await;
    check("one deleted", vec![(day(5), ana.clone())]).await;
    p.ok(Method::PATCH, &format!("/api/fathers/{ana}"), Some(json!({"lastName": "Zamora"}))).await;
    check("a new name (his rows written again)", vec![(day(5), ana.clone())]).await;
    p.ok(Method::PATCH, &format!("/api/contacts/{anas}"), Some(json!({"followUpDue": " "}))).await;
    check("the follow-up taken off", vec![]).await;
    p.ok(Method::PATCH, &format!("/api/contacts/{bens}"), Some(json!({"followUpDue": day(12)}))).await;
    check("a done one given a new date", vec![(day(12), ben.clone())]).await;
    p.ok(Method::DELETE, &format!("/api/groups/{group}/members/{ben}"), None).await;
    check("he leaves her group", vec![]).await;
}

async fn a_staff_members_list_pages_through_his_fathers_in_name_order(db: TestDb) {
    let p = Program::start(db).await;
    let (sara, sara_token) = staff_member(&p, "sara@example.org").await;
    let mut hers = Vec::new();
    for (i, last) in ["Young", "Adams", "Moss", "Brown", "Adams", "Zed", "King"].iter().enumerate() {
        let id = p.father(&format!("F{i}"), last).await;
        // Every other one is hers; the rest are in between, in the same names.
        if i % 2 == 0 {
            p.patch(&format!("/api/fathers/{id}"), json!({"caseManagerId": sara})).await;
            hers.push(id.clone());
        }
        p.father(&format!("G{i}"), last).await;
    }
    let director_order = p.get("/api/fathers?limit=500").await;
    let expected: Vec<String> = director_order
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["id"].as_str().unwrap().to_owned())
        .filter(|id| hers.contains(id))
        .collect();
    // Page by page, by cursor, both ways.
    for (sort, expected) in [("name", expected.clone()), ("-name", expected.iter().rev().cloned().collect())] {
        let mut seen = Vec::new();
        let mut cursor: Option<String> = None;
        loop {
            let path = match &cursor {
                Some(c) => format!("/api/fathers?sort={sort}&limit=2&cursor={c}"),
                None => format!("/api/fathers?sort={sort}&limit=2"),
            };
            let res = p.call(Method::GET, &path, None, &sara_token).await;
            let next = res.headers().get("x-next-cursor").map(|v| v.to_str().unwrap().to_owned());
            let page: Value = res.json().await.unwrap();
            seen.extend(page.as_array().unwrap().iter().map(|f| f["id"].as_str().unwrap().to_owned()));
            match next {
                Some(next) => cursor = Some(next),
                None => break,
            }
        }
        assert_eq!(seen, expected, "{sort}");
    }
    // Filters still apply on top.
    let adams = json_as(&p, Method::GET, "/api/fathers?q=adams", None, &sara_token).await;
    assert_eq!(adams.as_array().unwrap().len(), 1, "{adams}");
}

/// On PostgreSQL only (skipped with the rest of `postgres::` where it is absent).
mod at_once {
    mod postgres {
        use reqwest::{Method, StatusCode};
        use serde_json::{json, Value};

        use crate::helpers::{TestDb, PASSWORD};
        use crate::program::Program;
        use crate::roles::scope_drift;
        use fatherhood::db::Value as Db;

        /// Two directors demoting each other at the same moment, on PostgreSQL where the two
        /// transactions really run at once: one wins, and the program keeps a director.
        #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
        async fn two_directors_demoting_each_other_at_once_leave_one_director() {
            for _ in 0..3 {
                let p = Program::start(TestDb::Postgres).await;
                let other = p
                    .post(
                        "/api/users",
                        json!({"email": "d@example.org", "displayName": "D", "isAdmin": true, "staffRole": "director"}),
                    )
                    .await["uid"]
                    .as_str()
                    .unwrap()
                    .to_owned();
                p.app.sql("UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE email = $1) WHERE email = $2", vec![Db::from("coordinator@example.org"), Db::from("d@example.org")]).await;
                let res = p.app.sign_in("d@example.org", PASSWORD).await;
                let other_token = res.json::<Value>().await.unwrap()["accessToken"].as_str().unwrap().to_owned();
                let me = p.get("/api/me").await["id"].as_str().unwrap().to_owned();

                let (other_path, my_path) = (format!("/api/users/{other}"), format!("/api/users/{me}"));
                let demote_other = p.call(Method::PATCH, &other_path, Some(json!({"staffRole": "staff"})), &p.staff);
                let demote_me = p.call(Method::PATCH, &my_path, Some(json!({"staffRole": "staff"})), &other_token);
                let (a, b) = tokio::join!(demote_other, demote_me);
                let statuses = [a.status(), b.status()];
                assert!(statuses.contains(&StatusCode::OK), "{statuses:?}");
                let directors = p
                    .app
                    .sql(
                        "UPDATE users SET updated_at = updated_at
                         WHERE is_admin = TRUE AND (staff_role IS NULL OR staff_role = 'director')",
                        vec![],
                    )
                    .await;
                assert_eq!(directors, 1, "exactly one director is left ({statuses:?})");
            }
        }

        /// A facilitator named while a father joins the group, on two connections at once:
        /// the scope rows come out right either way round.
        #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
        async fn the_scope_rows_stay_right_when_a_group_and_its_facilitators_change_at_once() {
            let p = Program::start(TestDb::Postgres).await;
            p.app.register("sara@example.org").await;
            p.app
                .sql(
                    "UPDATE users SET is_admin = TRUE, staff_role = 'staff' WHERE email = $1",
                    vec![Db::from("sara@example.org")],
                )
                .await;
            let staff: Value = p.get("/api/staff").await;
            let sara = staff.as_array().unwrap().iter().find(|s| s["staffRole"] == "staff").unwrap()["id"]
                .as_str()
                .unwrap()
                .to_owned();
            for round in 0..8 {
                let group = p.group_with(&format!("Group {round}"), &[]).await;
                let father = p.father("Ana", &format!("Round{round}")).await;
                let (group_path, members_path) =
                    (format!("/api/groups/{group}"), format!("/api/groups/{group}/members"));
                let facilitate = p.call(Method::PATCH, &group_path, Some(json!({"facilitatorIds": [sara]})), &p.staff);
                let join = p.call(Method::POST, &members_path, Some(json!({"fatherId": father})), &p.staff);
                let (a, b) = tokio::join!(facilitate, join);
                assert!(a.status().is_success() && b.status().is_success(), "{} {}", a.status(), b.status());
                assert_eq!(scope_drift(&p).await, Vec::<String>::new(), "round {round}");
            }
            let _ = StatusCode::OK;
        }

        /// A follow-up logged for a father while he joins a group someone facilitates, and
        /// while another facilitator is named, on three connections at once: every scope
        /// row carries his follow-up either way round.
        #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
        async fn the_scope_rows_keep_a_follow_up_logged_while_the_father_enters_a_scope() {
            let p = Program::start(TestDb::Postgres).await;
            let mut staff = Vec::new();
            for email in ["sara@example.org", "tom@example.org"] {
                p.app.register(email).await;
                p.app
                    .sql(
                        "UPDATE users SET is_admin = TRUE, staff_role = 'staff' WHERE email = $1",
                        vec![Db::from(email)],
                    )
                    .await;
            }
            let list: Value = p.get("/api/staff").await;
            for member in list.as_array().unwrap().iter().filter(|s| s["staffRole"] == "staff") {
                staff.push(member["id"].as_str().unwrap().to_owned());
            }
            for round in 0..8 {
                let other = p.father("Ben", &format!("Member{round}")).await;
                let group = p.group_with(&format!("Group {round}"), &[&other]).await;
                p.ok(Method::PATCH, &format!("/api/groups/{group}"), Some(json!({"facilitatorIds": [staff[0]]}))).await;
                let father = p.father("Ana", &format!("Round{round}")).await;
                let contact = json!({"method": "call", "outcome": "no-answer", "followUpDue": "2026-12-01"});
                let contacts_path = format!("/api/fathers/{father}/contacts");
                let log = p.call(Method::POST, &contacts_path, Some(contact), &p.staff);
                let join_path = format!("/api/groups/{group}/members");
                let join = p.call(Method::POST, &join_path, Some(json!({"fatherId": father})), &p.staff);
                let group_path = format!("/api/groups/{group}");
                let name = p.call(Method::PATCH, &group_path, Some(json!({"facilitatorIds": staff})), &p.staff);
                let (a, b, c) = tokio::join!(log, join, name);
                for res in [a, b, c] {
                    assert!(res.status().is_success(), "round {round}: {}", res.status());
                }
                assert_eq!(scope_drift(&p).await, Vec::<String>::new(), "round {round}");
            }
        }
    }
}

//! The program: fathers, groups, cycles, sessions, attendance, milestones — what a
//! coordinator does every week, and what a father may see of it.

use fatherhood::db::Value as Db;
use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_error, TestApp, TestDb, PASSWORD};

crate::on_both_databases!(
    staff_record_find_filter_and_export_fathers,
    a_father_sees_only_his_own_record_and_edits_only_his_contact_details,
    deleting_an_account_keeps_the_fathers_record,
    adding_a_father_to_a_group_is_logged_and_members_see_each_other_by_first_name,
    a_cycle_generates_its_weekly_sessions,
    session_status_follows_the_transition_rule,
    attendance_is_saved_for_the_whole_roster_in_one_request,
    a_father_who_joined_later_is_not_counted_for_earlier_sessions,
    completing_sessions_logs_attendance_and_awards_the_course_once,
    correcting_attendance_after_the_cycle_re_evaluates_completion,
    the_attendance_matrix_and_its_csv,
    fathers_at_risk_are_listed,
    milestones_staff_add_and_fathers_see_their_own,
    fathers_are_refused_every_staff_only_call,
    a_photo_is_stored_scaled_and_shown_only_to_those_who_may_see_it,
);

pub(crate) struct Program {
    pub(crate) app: TestApp,
    pub(crate) staff: String,
}

impl Program {
    pub(crate) async fn start(db: TestDb) -> Program {
        Program::start_with(db, |_| {}).await
    }

    /// A program on a server whose configuration the test adjusts first.
    pub(crate) async fn start_with(db: TestDb, adjust: impl FnOnce(&mut fatherhood::config::Config)) -> Program {
        let app = crate::helpers::spawn_app_with(db, adjust).await;
        app.register("coordinator@example.org").await;
        app.sql(
            "UPDATE users SET is_admin = $1 WHERE email = $2",
            vec![Db::from(true), Db::from("coordinator@example.org")],
        )
        .await;
        let res = app.sign_in("coordinator@example.org", PASSWORD).await;
        let staff = res.json::<Value>().await.unwrap()["accessToken"].as_str().unwrap().to_owned();
        Program { app, staff }
    }

    pub(crate) async fn call(
        &self,
        method: reqwest::Method,
        path: &str,
        body: Option<Value>,
        token: &str,
    ) -> reqwest::Response {
        let mut req = self.app.client.request(method, self.app.url(path)).bearer_auth(token);
        if let Some(body) = body {
            req = req.json(&body);
        }
        req.send().await.unwrap()
    }

    pub(crate) async fn ok(&self, method: reqwest::Method, path: &str, body: Option<Value>) -> Value {
        let res = self.call(method.clone(), path, body, &self.staff).await;
        let status = res.status();
        let text = res.text().await.unwrap();
        assert!(status.is_success(), "{method} {path}: {status} {text}");
        let answer = serde_json::from_str(&text).unwrap_or(Value::Null);
        crate::helpers::assert_instants_sort_as_text(&answer, &format!("{method} {path}"));
        answer
    }

    pub(crate) async fn post(&self, path: &str, body: Value) -> Value {
        self.ok(reqwest::Method::POST, path, Some(body)).await
    }

    pub(crate) async fn get(&self, path: &str) -> Value {
        self.ok(reqwest::Method::GET, path, None).await
    }

    pub(crate) async fn patch(&self, path: &str, body: Value) -> Value {
        self.ok(reqwest::Method::PATCH, path, Some(body)).await
    }

    pub(crate) async fn put(&self, path: &str, body: Value) -> Value {
        self.ok(reqwest::Method::PUT, path, Some(body)).await
    }

    pub(crate) async fn father(&self, first: &str, last: &str) -> String {
        let f = self.post("/api/fathers", json!({"firstName": first, "lastName": last})).await;
        f["id"].as_str().unwrap().to_owned()
    }

    pub(crate) async fn group_with(&self, name: &str, fathers: &[&str]) -> String {
        let g = self.post("/api/groups", json!({"name": name})).await;
        let id = g["id"].as_str().unwrap().to_owned();
        for father in fathers {
            // Members from a day before the cycle's first session.
            self.post(
                &format!("/api/groups/{id}/members"),
                json!({"fatherId": father, "joinedAt": "2026-01-01T00:00:00Z"}),
            )
            .await;
        }
        id
    }

    /// A cycle with `n` weekly Tuesday sessions from 2026-01-06.
    pub(crate) async fn cycle(&self, group: &str, n: usize) -> (String, Vec<String>) {
        let c = self
            .post(
                "/api/cycles",
                json!({"title": "Nurturing Fathers", "groupId": group, "startDate": "2026-01-06", "endDate": "2026-06-30",
                       "schedule": {"weekdays": [2], "startTime": "18:00", "durationMinutes": 90, "count": n}}),
            )
            .await;
        let id = c["id"].as_str().unwrap().to_owned();
        let sessions = self.get(&format!("/api/cycles/{id}/sessions")).await;
        let ids = sessions.as_array().unwrap().iter().map(|s| s["id"].as_str().unwrap().to_owned()).collect();
        (id, ids)
    }

    pub(crate) async fn mark(&self, session: &str, marks: &[(&str, &str)]) -> Value {
        let body: Vec<Value> = marks.iter().map(|(f, s)| json!({"fatherId": f, "status": s})).collect();
        self.put(&format!("/api/sessions/{session}/attendance"), json!(body)).await
    }

    pub(crate) async fn complete(&self, session: &str) -> Value {
        self.patch(&format!("/api/sessions/{session}"), json!({"status": "completed"})).await
    }

    /// A father's account linked to his record; returns the account's access token.
    pub(crate) async fn father_account(&self, email: &str, father_id: &str) -> String {
        let session = self.app.register(email).await;
        let user_id = session["user"]["id"].as_str().unwrap();
        self.patch(&format!("/api/fathers/{father_id}"), json!({"userId": user_id})).await;
        session["accessToken"].as_str().unwrap().to_owned()
    }

    pub(crate) async fn activities(&self) -> Vec<(String, String)> {
        let log = self.get("/api/activities?limit=500").await;
        log.as_array()
            .unwrap()
            .iter()
            .map(|a| (a["action"].as_str().unwrap().to_owned(), a["description"].as_str().unwrap().to_owned()))
            .collect()
    }
}

fn ids(list: &Value) -> Vec<String> {
    list.as_array().unwrap().iter().map(|v| v["id"].as_str().unwrap().to_owned()).collect()
}

async fn staff_record_find_filter_and_export_fathers(db: TestDb) {
    let p = Program::start(db).await;
    let sam = p
        .post(
            "/api/fathers",
            json!({"firstName": "Sam", "lastName": "Ruiz", "email": "Sam_R@Example.org", "phone": "(512) 555-0101",
                   "children": [{"name": "Ana", "birthYear": 2019}], "fatherType": "biological",
                   "setting": "community", "referralSource": "Court", "notes": "Needs bus pass", "dateOfBirth": "1990-04-02"}),
        )
        .await;
    assert_eq!(sam["status"], "enrolled", "the default status");
    assert_eq!(sam["email"], "sam_r@example.org");
    assert_eq!(sam["children"][0]["name"], "Ana");
    assert_eq!(sam["userId"], Value::Null);
    let lee = p.post("/api/fathers", json!({"firstName": "Lee", "lastName": "Adams", "status": "referred"})).await;
    let max = p.father("Max", "Zed").await;
    let group = p.group_with("Tuesday", &[&max]).await;

    let bad = p
        .call(
            reqwest::Method::POST,
            "/api/fathers",
            Some(json!({"firstName": "", "fatherType": "uncle", "dateOfBirth": "1990-13-01"})),
            &p.staff,
        )
        .await;
    let body = assert_error(bad, StatusCode::BAD_REQUEST, "invalid-argument").await;
    for field in ["firstName", "lastName", "fatherType", "dateOfBirth"] {
        assert!(body["error"]["fields"][field].is_string(), "{field}: {body}");
    }

    let by_name = p.get("/api/fathers").await;
    let names: Vec<&str> = by_name.as_array().unwrap().iter().map(|f| f["lastName"].as_str().unwrap()).collect();
    assert_eq!(names, ["Adams", "Ruiz", "Zed"]);
    assert_eq!(ids(&p.get("/api/fathers?q=555-01").await), [sam["id"].as_str().unwrap()]);
    assert_eq!(ids(&p.get("/api/fathers?q=m_r@").await), [sam["id"].as_str().unwrap()], "an underscore as itself");
    assert_eq!(ids(&p.get("/api/fathers?status=referred").await), [lee["id"].as_str().unwrap()]);
    assert_eq!(ids(&p.get(&format!("/api/fathers?groupId={group}")).await), [max.as_str()]);
    assert_eq!(p.get("/api/fathers?sort=-name&limit=1&offset=1").await[0]["lastName"], "Ruiz");
    let res = p.call(reqwest::Method::GET, "/api/fathers?status=gone", None, &p.staff).await;
    assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;

    let csv = p.call(reqwest::Method::GET, "/api/fathers.csv?status=enrolled", None, &p.staff).await;
    assert_eq!(csv.headers()["content-type"], "text/csv; charset=utf-8");
    let csv = csv.text().await.unwrap();
    assert!(csv.starts_with("id,firstName,lastName"));
    // A number starting with + is kept as text by spreadsheets (and never read as a formula).
    assert!(csv.contains("Sam,Ruiz,sam_r@example.org,'+15125550101,enrolled"), "{csv}");
    assert!(!csv.contains("Adams"), "filtered like the list");

    let exited = p
        .patch(
            &format!("/api/fathers/{}", lee["id"].as_str().unwrap()),
            json!({"status": "exited", "exitReason": "Moved"}),
        )
        .await;
    assert_eq!(exited["status"], "exited");
    assert!(exited["exitDate"].is_string(), "exiting records the date");
}

async fn a_father_sees_only_his_own_record_and_edits_only_his_contact_details(db: TestDb) {
    let p = Program::start(db).await;
    let sam = p.post("/api/fathers", json!({"firstName": "Sam", "lastName": "Ruiz", "notes": "staff only"})).await;
    let sam_id = sam["id"].as_str().unwrap();
    let other = p.father("Lee", "Adams").await;
    let token = p.father_account("sam@example.org", sam_id).await;

    let own = p.call(reqwest::Method::GET, &format!("/api/fathers/{sam_id}"), None, &token).await;
    assert_eq!(own.status(), StatusCode::OK);
    let own: Value = own.json().await.unwrap();
    assert!(own.get("notes").is_none(), "case notes are for staff");
    let mine: Value = p.call(reqwest::Method::GET, "/api/me/father", None, &token).await.json().await.unwrap();
    assert_eq!(mine["id"], sam_id);

    let theirs = p.call(reqwest::Method::GET, &format!("/api/fathers/{other}"), None, &token).await;
    assert_error(theirs, StatusCode::NOT_FOUND, "not-found").await;
    let list = p.call(reqwest::Method::GET, "/api/fathers", None, &token).await;
    assert_error(list, StatusCode::FORBIDDEN, "permission-denied").await;

    let contact = p
        .call(
            reqwest::Method::PATCH,
            &format!("/api/fathers/{sam_id}"),
            Some(json!({"phone": "(512) 555-0199", "address": "1 Main St"})),
            &token,
        )
        .await;
    assert_eq!(contact.status(), StatusCode::OK);
    for forbidden in
        [json!({"status": "completed"}), json!({"notes": "x"}), json!({"userId": null}), json!({"firstName": "Samuel"})]
    {
        let res = p.call(reqwest::Method::PATCH, &format!("/api/fathers/{sam_id}"), Some(forbidden), &token).await;
        assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    }
    let other_edit =
        p.call(reqwest::Method::PATCH, &format!("/api/fathers/{other}"), Some(json!({"phone": "1"})), &token).await;
    assert_error(other_edit, StatusCode::NOT_FOUND, "not-found").await;

    let record = p.get(&format!("/api/fathers/{sam_id}")).await;
    assert_eq!((record["phone"].as_str(), record["status"].as_str()), (Some("+15125550199"), Some("enrolled")));
    assert_eq!(record["notes"], "staff only");
}

async fn deleting_an_account_keeps_the_fathers_record(db: TestDb) {
    let p = Program::start(db).await;
    let sam = p.father("Sam", "Ruiz").await;
    let group = p.group_with("Tuesday", &[&sam]).await;
    let (_, sessions) = p.cycle(&group, 1).await;
    p.mark(&sessions[0], &[(&sam, "present")]).await;
    p.post("/api/milestones", json!({"fatherId": sam, "title": "Found work", "kind": "employment"})).await;
    p.father_account("sam@example.org", &sam).await;
    let user_id = p.get(&format!("/api/fathers/{sam}")).await["userId"].as_str().unwrap().to_owned();

    p.ok(reqwest::Method::DELETE, &format!("/api/users/{user_id}"), None).await;

    let record = p.get(&format!("/api/fathers/{sam}")).await;
    assert_eq!(record["userId"], Value::Null);
    assert_eq!(p.get(&format!("/api/sessions/{}/attendance", sessions[0])).await[0]["status"], "present");
    assert_eq!(p.get(&format!("/api/milestones?fatherId={sam}")).await.as_array().unwrap().len(), 1);
}

async fn adding_a_father_to_a_group_is_logged_and_members_see_each_other_by_first_name(db: TestDb) {
    let p = Program::start(db).await;
    let sam = p.father("Sam", "Ruiz").await;
    let lee = p.father("Lee", "Adams").await;
    let outsider = p.father("Max", "Zed").await;
    let group = p.group_with("Tuesday", &[&sam, &lee]).await;
    let other_group = p.group_with("Thursday", &[&outsider]).await;

    let log = p.activities().await;
    assert!(log.contains(&("joined".into(), "Sam Ruiz joined Tuesday".into())), "{log:?}");

    let again = p.post(&format!("/api/groups/{group}/members"), json!({"fatherId": sam})).await;
    assert_eq!(again["members"].as_array().unwrap().len(), 2, "adding twice is harmless");
    assert_eq!(again["members"][1]["joinedAt"], "2026-01-01T00:00:00.000Z", "and keeps his join date");

    let token = p.father_account("sam@example.org", &sam).await;
    let seen: Value =
        p.call(reqwest::Method::GET, &format!("/api/groups/{group}"), None, &token).await.json().await.unwrap();
    let members: Vec<(&str, &str)> = seen["members"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["firstName"].as_str().unwrap(), m["lastName"].as_str().unwrap()))
        .collect();
    assert_eq!(members, [("Lee", "A."), ("Sam", "R.")]);
    // He reads who runs his group, by name; no account ids.
    let me = p.get("/api/me").await;
    p.patch(&format!("/api/groups/{group}"), json!({"facilitatorIds": [me["id"]]})).await;
    let seen: Value =
        p.call(reqwest::Method::GET, &format!("/api/groups/{group}"), None, &token).await.json().await.unwrap();
    assert_eq!((&seen["facilitatorNames"], &seen["facilitatorIds"]), (&json!([me["displayName"]]), &json!([])));
    // A staff member who does not run it sees none of its members, and how many it has.
    let (_, sara) = crate::roles::staff_member(&p, "sara@example.org").await;
    let listed: Value = p.call(reqwest::Method::GET, "/api/groups", None, &sara).await.json().await.unwrap();
    let tuesday = listed.as_array().unwrap().iter().find(|g| g["id"] == group.as_str()).unwrap();
    assert_eq!((tuesday["members"].as_array().unwrap().len(), tuesday["memberCount"].as_i64()), (0, Some(2)));
    let mine: Value = p.call(reqwest::Method::GET, "/api/groups", None, &token).await.json().await.unwrap();
    assert_eq!(ids(&mine), [group.as_str()]);
    let res = p.call(reqwest::Method::GET, &format!("/api/groups/{other_group}"), None, &token).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;

    p.ok(reqwest::Method::DELETE, &format!("/api/groups/{group}/members/{lee}"), None).await;
    assert_eq!(p.get(&format!("/api/groups/{group}")).await["members"].as_array().unwrap().len(), 1);
    let (_, _) = p.cycle(&group, 1).await;
    let res = p.call(reqwest::Method::DELETE, &format!("/api/groups/{group}"), None, &p.staff).await;
    assert_error(res, StatusCode::CONFLICT, "aborted").await;
}

async fn a_cycle_generates_its_weekly_sessions(db: TestDb) {
    let p = Program::start(db).await;
    let group = p.group_with("Tuesday", &[]).await;

    let cycle = p
        .post(
            "/api/cycles",
            json!({"title": "Spring", "groupId": group, "startDate": "2026-03-02", "endDate": "2026-03-31",
                   "schedule": {"weekdays": [1, 3], "startTime": "18:00", "durationMinutes": 120,
                                "skipDates": ["2026-03-16"], "timezone": "America/New_York"}}),
        )
        .await;

    assert_eq!(cycle["completionThreshold"], 0.8, "the default threshold");
    assert_eq!(cycle["sessionCount"], 8, "Mondays and Wednesdays of March 2026 but the 16th");
    let sessions = p.get(&format!("/api/cycles/{}/sessions", cycle["id"].as_str().unwrap())).await;
    let first = &sessions[0];
    assert_eq!((first["number"].as_i64(), first["title"].as_str()), (Some(1), Some("Session 1")));
    assert_eq!(first["startsAt"], "2026-03-02T23:00:00.000Z", "18:00 in New York, winter time");
    assert_eq!(first["endsAt"], "2026-03-03T01:00:00.000Z");
    assert_eq!(first["status"], "scheduled");
    assert_eq!(sessions[7]["startsAt"], "2026-03-30T22:00:00.000Z", "summer time");

    let added = p
        .post(
            &format!("/api/cycles/{}/sessions", cycle["id"].as_str().unwrap()),
            json!({"title": "Make-up night", "startsAt": "2026-04-01T22:00:00Z"}),
        )
        .await;
    assert_eq!(added["number"], 9);
    let edited = p
        .patch(
            &format!("/api/sessions/{}", added["id"].as_str().unwrap()),
            json!({"title": "Family night", "location": "Hall B"}),
        )
        .await;
    assert_eq!((edited["title"].as_str(), edited["location"].as_str()), (Some("Family night"), Some("Hall B")));

    let bad = p
        .call(
            reqwest::Method::POST,
            "/api/cycles",
            Some(json!({"title": "X", "groupId": group, "startDate": "2026-03-10", "endDate": "2026-03-01", "completionThreshold": 2})),
            &p.staff,
        )
        .await;
    let body = assert_error(bad, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert!(
        body["error"]["fields"]["endDate"].is_string() && body["error"]["fields"]["completionThreshold"].is_string()
    );
}

async fn session_status_follows_the_transition_rule(db: TestDb) {
    let p = Program::start(db).await;
    let group = p.group_with("Tuesday", &[]).await;
    let (_, sessions) = p.cycle(&group, 2).await;
    let (a, b) = (&sessions[0], &sessions[1]);
    let p = &p;
    let set = |id: &str, status: &str| {
        let path = format!("/api/sessions/{id}");
        let body = json!({"status": status});
        async move { p.call(reqwest::Method::PATCH, &path, Some(body), &p.staff).await }
    };

    // Each session says where it may go from where it is, so no client writes the rule again.
    let next = |answer: Value| answer["nextStatuses"].clone();
    assert_eq!(next(p.get(&format!("/api/sessions/{a}")).await), json!(["completed", "cancelled"]));
    let cancelled = set(a, "cancelled").await;
    assert_eq!(cancelled.status(), StatusCode::OK);
    assert_eq!(next(cancelled.json().await.unwrap()), json!(["scheduled"]));
    assert_error(set(a, "completed").await, StatusCode::CONFLICT, "aborted").await;
    assert_eq!(set(a, "scheduled").await.status(), StatusCode::OK);
    assert_eq!(set(b, "completed").await.status(), StatusCode::OK);
    let refused = assert_error(set(b, "scheduled").await, StatusCode::CONFLICT, "aborted").await;
    assert!(refused["error"]["message"].as_str().unwrap().contains("completed session cannot become scheduled"));
    assert_error(set(b, "cancelled").await, StatusCode::CONFLICT, "aborted").await;
    assert_error(set(b, "postponed").await, StatusCode::BAD_REQUEST, "invalid-argument").await;
    let completed = p.get(&format!("/api/sessions/{b}")).await;
    assert_eq!(completed["status"], "completed", "nothing changed");
    assert_eq!(next(completed), json!([]), "a completed session stays completed");
}

async fn attendance_is_saved_for_the_whole_roster_in_one_request(db: TestDb) {
    let p = Program::start(db).await;
    let (sam, lee, max) = (p.father("Sam", "Ruiz").await, p.father("Lee", "Adams").await, p.father("Max", "Zed").await);
    let outsider = p.father("Out", "Sider").await;
    let group = p.group_with("Tuesday", &[&sam, &lee, &max]).await;
    let (_, sessions) = p.cycle(&group, 1).await;
    let path = format!("/api/sessions/{}/attendance", sessions[0]);

    let roster = p.get(&path).await;
    assert_eq!(roster.as_array().unwrap().len(), 3);
    assert!(roster.as_array().unwrap().iter().all(|r| r["status"].is_null()));

    let saved = p
        .put(
            &path,
            json!([
                {"fatherId": sam, "status": "present"},
                {"fatherId": lee, "status": "late", "minutes": 45, "note": "bus"},
                {"fatherId": max, "status": "present"}
            ]),
        )
        .await;
    let lee_line = saved.as_array().unwrap().iter().find(|r| r["fatherId"] == lee.as_str()).unwrap();
    assert_eq!(
        (lee_line["status"].as_str(), lee_line["minutes"].as_i64(), lee_line["note"].as_str()),
        (Some("late"), Some(45), Some("bus"))
    );
    assert!(lee_line["markedBy"].is_string() && lee_line["markedAt"].is_string());

    // A correction for one father leaves the others as they are.
    let corrected = p.put(&path, json!([{"fatherId": max, "status": "excused"}])).await;
    let statuses: Vec<&str> = corrected.as_array().unwrap().iter().map(|r| r["status"].as_str().unwrap()).collect();
    assert_eq!(statuses, ["late", "present", "excused"], "Adams, Ruiz, Zed");

    let bad = p
        .call(
            reqwest::Method::PUT,
            &path,
            Some(json!([{"fatherId": outsider, "status": "present"}, {"fatherId": sam, "status": "here"}])),
            &p.staff,
        )
        .await;
    let body = assert_error(bad, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert!(body["error"]["fields"]["[0].fatherId"].is_string() && body["error"]["fields"]["[1].status"].is_string());
    assert_eq!(p.get(&path).await[1]["status"], "present", "a refused roster changes nothing");

    let token = p.father_account("sam@example.org", &sam).await;
    let own: Value = p.call(reqwest::Method::GET, &path, None, &token).await.json().await.unwrap();
    assert_eq!(ids_of(&own, "fatherId"), [sam.as_str()], "a father sees only his own line");
    let res = p.call(reqwest::Method::PUT, &path, Some(json!([{"fatherId": sam, "status": "present"}])), &token).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
}

fn ids_of(list: &Value, key: &str) -> Vec<String> {
    list.as_array().unwrap().iter().map(|v| v[key].as_str().unwrap().to_owned()).collect()
}

async fn a_father_who_joined_later_is_not_counted_for_earlier_sessions(db: TestDb) {
    let p = Program::start(db).await;
    let sam = p.father("Sam", "Ruiz").await;
    let late = p.father("Lee", "Adams").await;
    let group = p.group_with("Tuesday", &[&sam]).await;
    let (cycle, sessions) = p.cycle(&group, 3).await;
    // Lee joins after the first session (Jan 6) and before the second (Jan 13).
    p.post(&format!("/api/groups/{group}/members"), json!({"fatherId": late, "joinedAt": "2026-01-08T12:00:00Z"}))
        .await;

    let first_roster = p.get(&format!("/api/sessions/{}/attendance", sessions[0])).await;
    assert_eq!(ids_of(&first_roster, "fatherId"), [sam.as_str()]);
    for session in &sessions {
        let roster = p.get(&format!("/api/sessions/{session}/attendance")).await;
        let marks: Vec<(&str, &str)> = ids_of(&roster, "fatherId")
            .iter()
            .map(|f| (if f == &sam { sam.as_str() } else { late.as_str() }, "present"))
            .collect();
        p.mark(session, &marks).await;
        p.complete(session).await;
    }

    let progress = p.get(&format!("/api/cycles/{cycle}/progress")).await;
    let lee = progress.as_array().unwrap().iter().find(|r| r["fatherId"] == late.as_str()).unwrap();
    assert_eq!(
        (lee["countable"].as_i64(), lee["attended"].as_i64(), lee["rate"].as_f64()),
        (Some(2), Some(2), Some(1.0))
    );
    assert_eq!(lee["completedCourse"], true, "the session before he joined is not held against him");
}

async fn completing_sessions_logs_attendance_and_awards_the_course_once(db: TestDb) {
    let p = Program::start(db).await;
    let (sam, lee) = (p.father("Sam", "Ruiz").await, p.father("Lee", "Adams").await);
    let group = p.group_with("Tuesday", &[&sam, &lee]).await;
    let (cycle, sessions) = p.cycle(&group, 5).await;
    // Sam attends 4 of 5 (80%, the threshold) with one make-up; Lee 3 of 5 (60%).
    let plan = [
        ("present", "present"),
        ("makeup", "absent"),
        ("present", "present"),
        ("absent", "absent"),
        ("late", "present"),
    ];
    for (session, (s, l)) in sessions.iter().zip(plan) {
        p.mark(session, &[(&sam, s), (&lee, l)]).await;
    }
    for session in &sessions[..4] {
        p.complete(session).await;
    }
    assert!(
        p.get(&format!("/api/milestones?fatherId={sam}")).await.as_array().unwrap().is_empty(),
        "not before the last session"
    );

    p.complete(&sessions[4]).await;

    let sam_milestones = p.get(&format!("/api/milestones?fatherId={sam}")).await;
    assert_eq!(sam_milestones.as_array().unwrap().len(), 1);
    assert_eq!(sam_milestones[0]["kind"], "completed course");
    assert_eq!(sam_milestones[0]["title"], "Completed Nurturing Fathers");
    assert!(p.get(&format!("/api/milestones?fatherId={lee}")).await.as_array().unwrap().is_empty());
    let log = p.activities().await;
    assert_eq!(log.iter().filter(|(a, _)| a == "completed").count(), 5);
    assert_eq!(log.iter().filter(|(a, d)| a == "attended" && d.starts_with("Sam")).count(), 4);
    assert_eq!(log.iter().filter(|(a, d)| a == "missed session" && d.starts_with("Lee")).count(), 2);
    assert_eq!(log.iter().filter(|(a, _)| a == "completed course").count(), 1);
    assert!(log.contains(&("completed course".into(), "Sam Ruiz completed Nurturing Fathers".into())));

    // Re-evaluating (a correction that changes nothing) never awards twice.
    p.mark(&sessions[0], &[(&sam, "present")]).await;
    assert_eq!(p.get(&format!("/api/milestones?fatherId={sam}")).await.as_array().unwrap().len(), 1);
    assert_eq!(p.activities().await.iter().filter(|(a, _)| a == "completed course").count(), 1);
    let cycle = p.get(&format!("/api/cycles/{cycle}")).await;
    assert_eq!((cycle["sessionCount"].as_i64(), cycle["completedCount"].as_i64()), (Some(5), Some(5)));

    // His page: the sessions with his marks, and what happened with him.
    let history = p.get(&format!("/api/fathers/{sam}/attendance")).await;
    let marks: Vec<&str> = history.as_array().unwrap().iter().map(|h| h["status"].as_str().unwrap()).collect();
    assert_eq!(marks, ["late", "absent", "present", "makeup", "present"], "newest first");
    let numbers: Vec<i64> = history.as_array().unwrap().iter().map(|h| h["number"].as_i64().unwrap()).collect();
    assert_eq!(numbers, [5, 4, 3, 2, 1], "each session's number in its cycle");
    assert!(history.as_array().unwrap().iter().all(|h| h["counts"] == true));
    let activity = p.get(&format!("/api/fathers/{sam}/activity")).await;
    let actions: Vec<&str> = activity.as_array().unwrap().iter().map(|a| a["action"].as_str().unwrap()).collect();
    assert_eq!(actions.first(), Some(&"completed course"));
    assert_eq!(actions[actions.len() - 2..], ["joined", "created"], "added to the program, then to the group");
    assert_eq!(actions.iter().filter(|a| **a == "attended").count(), 4);
}

async fn correcting_attendance_after_the_cycle_re_evaluates_completion(db: TestDb) {
    let p = Program::start(db).await;
    let lee = p.father("Lee", "Adams").await;
    let group = p.group_with("Tuesday", &[&lee]).await;
    let (_, sessions) = p.cycle(&group, 2).await;
    let cancelled = p
        .post(
            &format!(
                "/api/cycles/{}/sessions",
                p.get(&format!("/api/sessions/{}", sessions[0])).await["cycleId"].as_str().unwrap()
            ),
            json!({"startsAt": "2026-02-01T18:00:00Z"}),
        )
        .await;
    p.patch(&format!("/api/sessions/{}", cancelled["id"].as_str().unwrap()), json!({"status": "cancelled"})).await;
    p.mark(&sessions[0], &[(&lee, "present")]).await;
    p.mark(&sessions[1], &[(&lee, "absent")]).await;
    p.complete(&sessions[0]).await;
    p.complete(&sessions[1]).await;
    assert!(p.get(&format!("/api/milestones?fatherId={lee}")).await.as_array().unwrap().is_empty(), "50% < 80%");

    // He came to a make-up session for the one he missed.
    p.mark(&sessions[1], &[(&lee, "makeup")]).await;

    let milestones = p.get(&format!("/api/milestones?fatherId={lee}")).await;
    assert_eq!(milestones.as_array().unwrap().len(), 1, "the cancelled session does not hold the cycle open");
}

async fn the_attendance_matrix_and_its_csv(db: TestDb) {
    let p = Program::start(db).await;
    let (sam, lee) = (p.father("Sam", "Ruiz").await, p.father("Lee", "Adams").await);
    let group = p.group_with("Tuesday", &[&sam, &lee]).await;
    let (cycle, sessions) = p.cycle(&group, 3).await;
    p.mark(&sessions[0], &[(&sam, "present"), (&lee, "absent")]).await;
    p.mark(&sessions[1], &[(&sam, "late")]).await;
    p.complete(&sessions[0]).await;
    p.complete(&sessions[1]).await;

    let matrix = p.get(&format!("/api/cycles/{cycle}/attendance")).await;
    assert_eq!(matrix["sessions"].as_array().unwrap().len(), 3);
    let rows = matrix["rows"].as_array().unwrap();
    assert_eq!(rows[0]["lastName"], "Adams");
    assert_eq!(rows[0]["marks"], json!(["absent", null, null]));
    assert_eq!(rows[0]["consecutiveAbsences"], 2, "absent, then not marked in a completed session");
    assert_eq!(rows[0]["atRisk"], true);
    assert_eq!(rows[1]["marks"], json!(["present", "late", null]));
    assert_eq!(rows[1]["rate"], 1.0);
    assert_eq!(rows[1]["counts"], json!([true, true, false]));

    let csv = p.call(reqwest::Method::GET, &format!("/api/cycles/{cycle}/attendance.csv"), None, &p.staff).await;
    assert!(csv.headers()["content-disposition"].to_str().unwrap().contains("attendance.csv"));
    let csv = csv.text().await.unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "father,Session 1 (2026-01-06),Session 2 (2026-01-13),Session 3 (2026-01-20),rate");
    assert_eq!(lines[1], "Lee Adams,absent,absent,,0%");
    assert_eq!(lines[2], "Sam Ruiz,present,late,,100%");
}

async fn fathers_at_risk_are_listed(db: TestDb) {
    let p = Program::start(db).await;
    let (sam, lee) = (p.father("Sam", "Ruiz").await, p.father("Lee", "Adams").await);
    let group = p.group_with("Tuesday", &[&sam, &lee]).await;
    let today = chrono::Utc::now().date_naive();
    let cycle = p
        .post(
            "/api/cycles",
            json!({"title": "Now", "groupId": group, "startDate": (today - chrono::Duration::days(30)).to_string(),
                   "endDate": (today + chrono::Duration::days(30)).to_string(),
                   "schedule": {"weekdays": [1, 2, 3, 4, 5, 6, 7], "startTime": "10:00", "durationMinutes": 60, "count": 3}}),
        )
        .await;
    let sessions = ids(&p.get(&format!("/api/cycles/{}/sessions", cycle["id"].as_str().unwrap())).await);
    // Members joined at 2026-01-01, before these sessions.
    for (session, lee_status) in sessions.iter().zip(["present", "absent", "absent"]) {
        p.mark(session, &[(&sam, "present"), (&lee, lee_status)]).await;
        p.complete(session).await;
    }

    let at_risk = p.get("/api/at-risk").await;

    assert_eq!(ids_of(&at_risk, "fatherId"), [lee.as_str()]);
    assert_eq!(at_risk[0]["consecutiveAbsences"], 2);
    let progress = p.get(&format!("/api/fathers/{lee}/progress")).await;
    assert_eq!((progress["attended"].as_i64(), progress["countable"].as_i64()), (Some(1), Some(3)));
    assert_eq!(progress["hours"], 1.0);
    assert!(progress["lastAttended"].is_string());
}

async fn milestones_staff_add_and_fathers_see_their_own(db: TestDb) {
    let p = Program::start(db).await;
    let (sam, lee) = (p.father("Sam", "Ruiz").await, p.father("Lee", "Adams").await);
    let job = p.post("/api/milestones", json!({"fatherId": sam, "title": "Started at the bakery", "kind": "Employment", "achievedAt": "2026-02-01"})).await;
    assert_eq!((job["kind"].as_str(), job["fatherName"].as_str()), (Some("employment"), Some("Sam Ruiz")));
    p.post("/api/milestones", json!({"fatherId": lee, "title": "Reunited", "kind": "reunification"})).await;
    let edited =
        p.patch(&format!("/api/milestones/{}", job["id"].as_str().unwrap()), json!({"note": "Full time"})).await;
    assert_eq!(edited["note"], "Full time");
    assert_eq!(p.get("/api/milestones").await.as_array().unwrap().len(), 2);
    let bad = p
        .call(
            reqwest::Method::POST,
            "/api/milestones",
            Some(json!({"fatherId": sam, "title": "", "kind": ""})),
            &p.staff,
        )
        .await;
    assert_error(bad, StatusCode::BAD_REQUEST, "invalid-argument").await;

    let token = p.father_account("sam@example.org", &sam).await;
    let own: Value = p.call(reqwest::Method::GET, "/api/milestones", None, &token).await.json().await.unwrap();
    assert_eq!(ids(&own), [job["id"].as_str().unwrap()]);
    let res = p.call(reqwest::Method::GET, &format!("/api/milestones?fatherId={lee}"), None, &token).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;

    p.ok(reqwest::Method::DELETE, &format!("/api/milestones/{}", job["id"].as_str().unwrap()), None).await;
    assert_eq!(p.get("/api/milestones").await.as_array().unwrap().len(), 1);
}

async fn fathers_are_refused_every_staff_only_call(db: TestDb) {
    let p = Program::start(db).await;
    let sam = p.father("Sam", "Ruiz").await;
    let group = p.group_with("Tuesday", &[&sam]).await;
    let (cycle, sessions) = p.cycle(&group, 1).await;
    let milestone = p.post("/api/milestones", json!({"fatherId": sam, "title": "Job", "kind": "employment"})).await;
    let milestone = milestone["id"].as_str().unwrap();
    let session = &sessions[0];
    let token = p.father_account("sam@example.org", &sam).await;
    use reqwest::Method as M;

    let staff_only = [
        (M::GET, "/api/fathers".to_owned(), None),
        (M::GET, "/api/fathers.csv".to_owned(), None),
        (M::POST, "/api/fathers".to_owned(), Some(json!({"firstName": "A", "lastName": "B"}))),
        (M::DELETE, format!("/api/fathers/{sam}"), None),
        (M::POST, "/api/groups".to_owned(), Some(json!({"name": "Mine"}))),
        (M::PATCH, format!("/api/groups/{group}"), Some(json!({"name": "Mine"}))),
        (M::DELETE, format!("/api/groups/{group}"), None),
        (M::POST, format!("/api/groups/{group}/members"), Some(json!({"fatherId": sam}))),
        (M::DELETE, format!("/api/groups/{group}/members/{sam}"), None),
        (M::POST, "/api/cycles".to_owned(), Some(json!({"title": "X"}))),
        (M::PATCH, format!("/api/cycles/{cycle}"), Some(json!({"title": "X"}))),
        (M::DELETE, format!("/api/cycles/{cycle}"), None),
        (M::GET, format!("/api/cycles/{cycle}/attendance"), None),
        (M::GET, format!("/api/cycles/{cycle}/attendance.csv"), None),
        (M::POST, format!("/api/cycles/{cycle}/sessions"), Some(json!({"startsAt": "2026-01-01T00:00:00Z"}))),
        (M::PATCH, format!("/api/sessions/{session}"), Some(json!({"status": "completed"}))),
        (M::DELETE, format!("/api/sessions/{session}"), None),
        (M::PUT, format!("/api/sessions/{session}/attendance"), Some(json!([]))),
        (M::GET, "/api/at-risk".to_owned(), None),
        (M::GET, format!("/api/fathers/{sam}/activity"), None),
        (M::POST, "/api/milestones".to_owned(), Some(json!({"fatherId": sam, "title": "X", "kind": "y"}))),
        (M::PATCH, format!("/api/milestones/{milestone}"), Some(json!({"title": "X"}))),
        (M::DELETE, format!("/api/milestones/{milestone}"), None),
    ];
    for (method, path, body) in staff_only {
        let res = p.call(method.clone(), &path, body, &token).await;
        assert_eq!(res.status(), StatusCode::FORBIDDEN, "{method} {path}");
    }

    // What is his, he reads.
    for path in [
        format!("/api/fathers/{sam}"),
        format!("/api/fathers/{sam}/progress"),
        format!("/api/fathers/{sam}/attendance"),
        format!("/api/groups/{group}"),
        format!("/api/cycles/{cycle}"),
        format!("/api/cycles/{cycle}/sessions"),
        format!("/api/cycles/{cycle}/progress"),
        format!("/api/sessions/{session}"),
        format!("/api/sessions/{session}/attendance"),
        "/api/cycles".to_owned(),
        "/api/sessions?from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z".to_owned(),
        "/api/milestones".to_owned(),
    ] {
        assert_eq!(p.call(M::GET, &path, None, &token).await.status(), StatusCode::OK, "{path}");
    }
    let sessions: Value = p
        .call(M::GET, "/api/sessions?from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z", None, &token)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(sessions.as_array().unwrap().len(), 1);

    // Someone else's cycle is not found for him; nothing signed out works.
    let lee = p.father("Lee", "Adams").await;
    let other = p.group_with("Thursday", &[&lee]).await;
    let (other_cycle, other_sessions) = p.cycle(&other, 1).await;
    for path in [format!("/api/cycles/{other_cycle}"), format!("/api/sessions/{}/attendance", other_sessions[0])] {
        assert_error(p.call(M::GET, &path, None, &token).await, StatusCode::NOT_FOUND, "not-found").await;
    }
    let anonymous = reqwest::Client::new().get(p.app.url("/api/cycles")).send().await.unwrap();
    assert_error(anonymous, StatusCode::UNAUTHORIZED, "unauthenticated").await;
}

fn png(width: u32, height: u32) -> Vec<u8> {
    let image = image::RgbImage::from_pixel(width, height, image::Rgb([200, 80, 40]));
    let mut out = std::io::Cursor::new(Vec::new());
    image.write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

async fn a_photo_is_stored_scaled_and_shown_only_to_those_who_may_see_it(db: TestDb) {
    let p = Program::start(db).await;
    let (sam, lee, max) = (p.father("Sam", "Ruiz").await, p.father("Lee", "Adams").await, p.father("Max", "Zed").await);
    p.group_with("Tuesday", &[&sam, &lee]).await;
    p.group_with("Thursday", &[&max]).await;
    let upload = |id: String, token: String, body: Vec<u8>| {
        let client = p.app.client.clone();
        let url = p.app.url(&format!("/api/fathers/{id}/photo?filename=../Sam%20at%20home.png"));
        async move { client.put(url).bearer_auth(token).body(body).send().await.unwrap() }
    };

    let res = upload(sam.clone(), p.staff.clone(), png(1200, 600)).await;
    assert_eq!(res.status(), StatusCode::OK);
    let father: Value = res.json().await.unwrap();
    let key = father["photoKey"].as_str().unwrap();
    assert!(key.starts_with("photos/") && key.contains("_Sam_at_home-") && key.ends_with(".jpg"), "{key}");

    let photo = p.call(reqwest::Method::GET, &format!("/api/fathers/{sam}/photo"), None, &p.staff).await;
    assert_eq!(photo.headers()["content-type"], "image/jpeg");
    let stored = image::load_from_memory(&photo.bytes().await.unwrap()).unwrap();
    assert_eq!((stored.width(), stored.height()), (512, 256), "scaled down, proportions kept");

    let lee_token = p.father_account("lee@example.org", &lee).await;
    let max_token = p.father_account("max@example.org", &max).await;
    let seen_by_member = p.call(reqwest::Method::GET, &format!("/api/fathers/{sam}/photo"), None, &lee_token).await;
    assert_error(seen_by_member, StatusCode::NOT_FOUND, "not-found").await;
    // With his photo consent, a fellow group member sees it.
    crate::consents::record(&p, &p.staff, &sam, json!({"kind": "photo"})).await;
    let seen_by_member = p.call(reqwest::Method::GET, &format!("/api/fathers/{sam}/photo"), None, &lee_token).await;
    assert_eq!(seen_by_member.status(), StatusCode::OK, "a fellow group member sees his photo");
    let seen_by_outsider = p.call(reqwest::Method::GET, &format!("/api/fathers/{sam}/photo"), None, &max_token).await;
    assert_error(seen_by_outsider, StatusCode::NOT_FOUND, "not-found").await;

    let own = upload(max.clone(), max_token.clone(), png(50, 50)).await;
    assert_eq!(own.status(), StatusCode::OK, "a father sets his own photo");
    let others = upload(sam.clone(), max_token, png(50, 50)).await;
    assert_error(others, StatusCode::NOT_FOUND, "not-found").await;
    let not_image = upload(sam.clone(), p.staff.clone(), b"GIF89a but not really".to_vec()).await;
    assert_error(not_image, StatusCode::BAD_REQUEST, "invalid-argument").await;
    // 11 MiB, refused at 10: the server answers 413 once the limit is passed and may close
    // the connection before the client has written the rest, which the client then sees as
    // a broken pipe instead of the answer. Either way nothing is stored. It goes on a client
    // of its own: the connection the server closes must not be pooled and handed to the
    // next request (seen once as an incomplete message on the check below).
    let before = p.get(&format!("/api/fathers/{sam}")).await["photoKey"].clone();
    let huge = reqwest::Client::new()
        .put(p.app.url(&format!("/api/fathers/{sam}/photo")))
        .bearer_auth(&p.staff)
        .body(vec![0u8; 11 * 1024 * 1024])
        .send()
        .await;
    match huge {
        Ok(res) => {
            assert_error(res, StatusCode::PAYLOAD_TOO_LARGE, "invalid-argument").await;
        }
        Err(err) => assert!(err.is_request(), "{err:?}"),
    }
    assert_eq!(p.get(&format!("/api/fathers/{sam}")).await["photoKey"], before);
}

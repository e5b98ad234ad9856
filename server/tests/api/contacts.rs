//! Case management: the contacts staff log with a father, who may read and change them, the
//! sensitive note, the father's `unreachable` flag and the follow-up lists.

use chrono::{Days, NaiveDate};
use fatherhood::db::Value as Db;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_error, reset_token, TestDb, PASSWORD};
use crate::program::Program;

crate::on_both_databases!(
    contacts_are_logged_newest_first_and_changed_only_by_their_author_or_a_director,
    contacts_are_validated_field_by_field,
    staff_without_the_father_and_fathers_get_404_on_every_case_management_call,
    a_sensitive_note_is_shown_only_to_its_author_the_case_manager_and_directors,
    three_unsuccessful_contacts_in_a_row_make_a_father_unreachable_until_one_reaches_him,
    follow_ups_are_listed_by_due_day_in_the_programs_time_zone,
    a_contact_logged_afterwards_keeps_when_it_took_place_and_never_a_time_to_come,
);

/// A program with a director, a father (Sam) with his case manager, a group of Sam's with
/// two facilitators, and a staff member who has nothing to do with Sam.
pub(crate) struct Casework {
    pub(crate) p: Program,
    /// The director's token (`p.staff`).
    pub(crate) director: String,
    pub(crate) sam: String,
    pub(crate) group: String,
    pub(crate) manager: Staff,
    pub(crate) facilitator: Staff,
    pub(crate) colleague: Staff,
    pub(crate) outsider: Staff,
}

pub(crate) struct Staff {
    pub(crate) id: String,
    pub(crate) token: String,
}

impl Casework {
    pub(crate) async fn start(db: TestDb) -> Casework {
        let p = Program::start(db).await;
        p.app
            .sql(
                "UPDATE users SET staff_role = $1 WHERE email = $2",
                vec![Db::from("director"), Db::from("coordinator@example.org")],
            )
            .await;
        let director = p.staff.clone();
        let manager = staff_account(&p, "manager@example.org").await;
        let facilitator = staff_account(&p, "facilitator@example.org").await;
        let colleague = staff_account(&p, "colleague@example.org").await;
        let outsider = staff_account(&p, "outsider@example.org").await;
        let sam = p.father("Sam", "Rivera").await;
        p.patch(&format!("/api/fathers/{sam}"), json!({"caseManagerId": manager.id})).await;
        let group = p.group_with("Tuesday Dads", &[&sam]).await;
        p.patch(&format!("/api/groups/{group}"), json!({"facilitatorIds": [facilitator.id, colleague.id]})).await;
        Casework { p, director, sam, group, manager, facilitator, colleague, outsider }
    }

    pub(crate) async fn call(&self, method: Method, path: &str, body: Option<Value>, token: &str) -> reqwest::Response {
        self.p.call(method, path, body, token).await
    }

    /// A call that must succeed; its JSON body (null for none).
    pub(crate) async fn ok(&self, method: Method, path: &str, body: Option<Value>, token: &str) -> Value {
        let res = self.call(method.clone(), path, body, token).await;
        let status = res.status();
        let text = res.text().await.unwrap();
        assert!(status.is_success(), "{method} {path}: {status} {text}");
        serde_json::from_str(&text).unwrap_or(Value::Null)
    }

    pub(crate) async fn contact(&self, token: &str, father: &str, body: Value) -> Value {
        let res = self.call(Method::POST, &format!("/api/fathers/{father}/contacts"), Some(body), token).await;
        let status = res.status();
        let text = res.text().await.unwrap();
        assert_eq!(status, StatusCode::CREATED, "{text}");
        serde_json::from_str(&text).unwrap()
    }

    pub(crate) async fn contacts(&self, token: &str) -> Vec<Value> {
        let list = self.ok(Method::GET, &format!("/api/fathers/{}/contacts", self.sam), None, token).await;
        list.as_array().unwrap().clone()
    }

    pub(crate) async fn unreachable(&self) -> bool {
        let father = self.ok(Method::GET, &format!("/api/fathers/{}", self.sam), None, &self.director).await;
        father["unreachable"].as_bool().expect("unreachable on the record")
    }
}

/// A staff account made by the director, signed in with the password he set from his
/// welcome link.
pub(crate) async fn staff_account(p: &Program, email: &str) -> Staff {
    let name = email.split('@').next().unwrap();
    let created = p.post("/api/users", json!({"email": email, "displayName": name, "isAdmin": true})).await;
    assert_eq!(created["user"]["staffRole"], "staff");
    let token = reset_token(&p.app.mail.wait_for(email).await);
    let res = p.app.post("/api/auth/reset-password", json!({"token": token, "password": PASSWORD})).await;
    assert_eq!(res.status(), StatusCode::OK);
    let session: Value = p.app.sign_in(email, PASSWORD).await.json().await.unwrap();
    Staff {
        id: created["user"]["id"].as_str().unwrap().to_owned(),
        token: session["accessToken"].as_str().unwrap().to_owned(),
    }
}

fn ids(list: &[Value]) -> Vec<&str> {
    list.iter().map(|c| c["id"].as_str().unwrap()).collect()
}

async fn contacts_are_logged_newest_first_and_changed_only_by_their_author_or_a_director(db: TestDb) {
    let c = Casework::start(db).await;
    let m = &c.manager.token;
    let call = |at: &str| json!({"at": at, "method": "call", "outcome": "reached", "minutes": 10, "note": "Talked about work."});
    let middle = c.contact(m, &c.sam, call("2026-03-02T15:00:00Z")).await;
    let oldest = c.contact(m, &c.sam, call("2026-03-01T15:00:00Z")).await;
    let newest = c
        .contact(
            m,
            &c.sam,
            json!({"at": "2026-03-03T09:30:00-06:00", "method": "visit", "outcome": "left-message", "minutes": 45.0,
                   "followUpDue": "2026-03-10"}),
        )
        .await;
    assert_eq!(newest["fatherId"], c.sam.as_str());
    assert_eq!(newest["staffId"], c.manager.id.as_str());
    assert_eq!(newest["staffName"], "manager");
    assert_eq!(newest["at"], "2026-03-03T15:30:00.000Z");
    assert_eq!((newest["method"].as_str(), newest["outcome"].as_str()), (Some("visit"), Some("left-message")));
    assert_eq!(newest["minutes"], 45, "45.0 is the whole number 45");
    assert_eq!((newest["note"].as_str(), newest["sensitive"].as_bool()), (Some(""), Some(false)));
    assert_eq!((newest["followUpDue"].as_str(), &newest["followUpDoneAt"]), (Some("2026-03-10"), &Value::Null));

    let list = c.contacts(m).await;
    assert_eq!(ids(&list), [&newest["id"], &middle["id"], &oldest["id"]].map(|v| v.as_str().unwrap()));
    let page = c.ok(Method::GET, &format!("/api/fathers/{}/contacts?limit=1&offset=1", c.sam), None, m).await;
    assert_eq!(ids(page.as_array().unwrap()), [middle["id"].as_str().unwrap()]);

    // Each is a 'contacted' activity on his record, which never carries the note.
    let activity = c.ok(Method::GET, &format!("/api/fathers/{}/activity", c.sam), None, &c.director).await;
    let contacted: Vec<&Value> = activity.as_array().unwrap().iter().filter(|a| a["action"] == "contacted").collect();
    assert_eq!(contacted.len(), 3);
    assert_eq!(contacted[0]["description"], "Logged a contact with Sam Rivera");
    assert_eq!(contacted[0]["summary"], json!({"key": "contacted", "names": {"father": "Sam Rivera"}}));
    assert!(!activity.to_string().contains("Talked about work"));

    // A facilitator of his group reads them but changes only his own.
    let path = format!("/api/contacts/{}", middle["id"].as_str().unwrap());
    let f = &c.facilitator.token;
    assert_eq!(c.contacts(f).await.len(), 3);
    let res = c.call(Method::PATCH, &path, Some(json!({"minutes": 5})), f).await;
    let body = assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    assert_eq!(body["error"]["message"], "Only its author or a director can change a contact.");
    assert_error(c.call(Method::DELETE, &path, None, f).await, StatusCode::FORBIDDEN, "permission-denied").await;

    // The author and a director do.
    let changed = c.ok(Method::PATCH, &path, Some(json!({"minutes": 25, "outcome": "no-answer"})), m).await;
    assert_eq!((changed["minutes"].as_i64(), changed["outcome"].as_str()), (Some(25), Some("no-answer")));
    assert_eq!(changed["note"], "Talked about work.", "left as it was");
    let changed =
        c.ok(Method::PATCH, &path, Some(json!({"note": "Job fair on Friday.", "method": "text"})), &c.director).await;
    assert_eq!((changed["note"].as_str(), changed["method"].as_str()), (Some("Job fair on Friday."), Some("text")));
    assert_eq!(changed["staffId"], c.manager.id.as_str(), "still the author's");
    // Moving it in time moves it in the list.
    c.ok(Method::PATCH, &path, Some(json!({"at": "2026-02-01T10:00:00Z"})), m).await;
    assert_eq!(ids(&c.contacts(m).await)[2], middle["id"].as_str().unwrap());

    assert_eq!(c.call(Method::DELETE, &path, None, m).await.status(), StatusCode::NO_CONTENT);
    let oldest_path = format!("/api/contacts/{}", oldest["id"].as_str().unwrap());
    assert_eq!(c.call(Method::DELETE, &oldest_path, None, &c.director).await.status(), StatusCode::NO_CONTENT);
    assert_eq!(ids(&c.contacts(m).await), [newest["id"].as_str().unwrap()]);
    assert_error(c.call(Method::DELETE, &path, None, m).await, StatusCode::NOT_FOUND, "not-found").await;
}

/// A case manager back at his desk logs the visit he made last Tuesday at its own time: it
/// counts in the report of the month it took place, not the month it was typed in. A time
/// to come is refused, on a new contact and on a change; none sent is now.
async fn a_contact_logged_afterwards_keeps_when_it_took_place_and_never_a_time_to_come(db: TestDb) {
    let c = Casework::start(db).await;
    let m = &c.manager.token;
    let visit = c
        .contact(
            m,
            &c.sam,
            json!({"at": "2026-01-27T16:30:00-06:00", "method": "visit", "outcome": "reached", "minutes": 40}),
        )
        .await;
    assert_eq!(visit["at"], "2026-01-27T22:30:00.000Z");
    let report = |range: &'static str| {
        let c = &c;
        async move { c.ok(Method::GET, &format!("/api/reports/summary?{range}"), None, &c.director).await }
    };
    assert_eq!(report("from=2026-01-01&to=2026-01-31").await["total"]["contacts"], json!({"count": 1, "minutes": 40}));
    assert_eq!(report("from=2026-02-01&to=2026-02-28").await["total"]["contacts"], json!({"count": 0, "minutes": 0}));

    let before = chrono::Utc::now();
    let now = c.contact(m, &c.sam, json!({"method": "call", "outcome": "no-answer"})).await;
    let at = chrono::DateTime::parse_from_rfc3339(now["at"].as_str().unwrap()).unwrap();
    assert!(at >= before - chrono::Duration::seconds(1) && at <= chrono::Utc::now(), "none sent is now: {at}");

    let tomorrow = (chrono::Utc::now() + chrono::Duration::days(1)).to_rfc3339();
    let path = format!("/api/fathers/{}/contacts", c.sam);
    let res =
        c.call(Method::POST, &path, Some(json!({"at": tomorrow, "method": "call", "outcome": "reached"})), m).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fields"], json!({"at": "A contact cannot be dated in the future."}));
    let visit_path = format!("/api/contacts/{}", visit["id"].as_str().unwrap());
    let res = c.call(Method::PATCH, &visit_path, Some(json!({"at": tomorrow})), m).await;
    assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(c.contacts(m).await.len(), 2, "nothing written");
    let unchanged = c.ok(Method::GET, &path, None, m).await;
    assert!(unchanged.as_array().unwrap().iter().any(|x| x["at"] == "2026-01-27T22:30:00.000Z"));
}

async fn contacts_are_validated_field_by_field(db: TestDb) {
    let c = Casework::start(db).await;
    let path = format!("/api/fathers/{}/contacts", c.sam);
    let refused = |body: Value| {
        let c = &c;
        let path = path.clone();
        async move {
            let res = c.call(Method::POST, &path, Some(body), &c.manager.token).await;
            assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await["error"]["fields"].clone()
        }
    };
    let fields = refused(json!({})).await;
    assert_eq!(fields, json!({"method": "Method is required.", "outcome": "Outcome is required."}));
    let fields = refused(json!({"method": "fax", "outcome": "busy", "minutes": 1441, "note": "x".repeat(4001),
                                "followUpDue": "2026-02-30", "at": "yesterday"}))
    .await;
    assert_eq!(fields["method"], "Method must be one of: call, text, email, visit, meeting, other (not 'fax').");
    assert_eq!(
        fields["outcome"],
        "Outcome must be one of: reached, no-answer, left-message, wrong-number (not 'busy')."
    );
    assert_eq!(fields["minutes"], "Minutes must be between 0 and 1440.");
    assert_eq!(fields["note"], "Note must be at most 4000 characters.");
    assert_eq!(fields["followUpDue"], "Follow-up date must be a date (YYYY-MM-DD).");
    assert_eq!(fields["at"], "Time must be a date and time (RFC 3339, e.g. 2026-05-01T18:00:00-05:00).");
    let fields = refused(json!({"method": "call", "outcome": "reached", "followUpDue": "1899-12-31"})).await;
    assert_eq!(fields["followUpDue"], "Follow-up date must fall between the years 1900 and 9999.");
    let fields = refused(json!({"method": "call", "outcome": "reached", "minutes": -1})).await;
    assert_eq!(fields["minutes"], "Minutes must be between 0 and 1440.");
    // Not a whole number: the body itself is refused.
    let res = c
        .call(
            Method::POST,
            &path,
            Some(json!({"method": "call", "outcome": "reached", "minutes": 2.5})),
            &c.manager.token,
        )
        .await;
    assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    // Blank or null clears the follow-up; the limits themselves are taken.
    let made = c
        .contact(&c.manager.token, &c.sam, json!({"method": "email", "outcome": "reached", "minutes": 1440, "note": "x".repeat(4000), "followUpDue": "2026-04-01"}))
        .await;
    let path = format!("/api/contacts/{}", made["id"].as_str().unwrap());
    let cleared = c.ok(Method::PATCH, &path, Some(json!({"followUpDue": " "})), &c.manager.token).await;
    assert_eq!(cleared["followUpDue"], Value::Null);
    assert_eq!(c.contacts(&c.manager.token).await.len(), 1, "nothing refused was written");
}

async fn staff_without_the_father_and_fathers_get_404_on_every_case_management_call(db: TestDb) {
    let c = Casework::start(db).await;
    let today = c.p.app.state.config.today();
    let contact = c
        .contact(
            &c.manager.token,
            &c.sam,
            json!({"method": "call", "outcome": "reached", "followUpDue": today.to_string()}),
        )
        .await;
    let referral = c
        .ok(
            Method::POST,
            &format!("/api/fathers/{}/referrals", c.sam),
            Some(json!({"type": "housing"})),
            &c.manager.token,
        )
        .await;
    let (contact, referral) = (contact["id"].as_str().unwrap(), referral["id"].as_str().unwrap());
    let sams = c.p.father_account("sam@example.org", &c.sam).await;
    let calls = [
        (Method::GET, format!("/api/fathers/{}/contacts", c.sam), None),
        (
            Method::POST,
            format!("/api/fathers/{}/contacts", c.sam),
            Some(json!({"method": "call", "outcome": "reached"})),
        ),
        (Method::PATCH, format!("/api/contacts/{contact}"), Some(json!({"minutes": 3}))),
        (Method::DELETE, format!("/api/contacts/{contact}"), None),
        (Method::POST, format!("/api/contacts/{contact}/follow-up-done"), None),
        (Method::GET, format!("/api/fathers/{}/referrals", c.sam), None),
        (Method::POST, format!("/api/fathers/{}/referrals", c.sam), Some(json!({"type": "legal"}))),
        (Method::PATCH, format!("/api/referrals/{referral}"), Some(json!({"status": "accepted"}))),
        (Method::DELETE, format!("/api/referrals/{referral}"), None),
    ];
    for token in [&c.outsider.token, &sams] {
        for (method, path, body) in &calls {
            let res = c.call(method.clone(), path, body.clone(), token).await;
            assert_eq!(res.status(), StatusCode::NOT_FOUND, "{method} {path}");
            assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
        }
    }
    // Nothing was changed by any of them.
    assert_eq!(c.contacts(&c.manager.token).await.len(), 1);
    let referrals = c.ok(Method::GET, &format!("/api/fathers/{}/referrals", c.sam), None, &c.manager.token).await;
    assert_eq!(referrals[0]["status"], "made");

    // His follow-up is in his case manager's list, not in the outsider's; fathers have none.
    for when in ["", "?when=today", "?when=week"] {
        let mine = c.ok(Method::GET, &format!("/api/follow-ups{when}"), None, &c.manager.token).await;
        assert_eq!(ids(mine.as_array().unwrap()), [contact], "{when}");
        let theirs = c.ok(Method::GET, &format!("/api/follow-ups{when}"), None, &c.outsider.token).await;
        assert_eq!(theirs, json!([]), "{when}");
    }
    let res = c.call(Method::GET, "/api/follow-ups", None, &sams).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    let res = c.call(Method::GET, "/api/follow-ups?when=someday", None, &c.manager.token).await;
    assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;

    // A father that does not exist is a 404 for everyone, directors included.
    let res = c.call(Method::GET, "/api/fathers/nobody/contacts", None, &c.director).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
}

async fn a_sensitive_note_is_shown_only_to_its_author_the_case_manager_and_directors(db: TestDb) {
    let c = Casework::start(db).await;
    let today = c.p.app.state.config.today().to_string();
    let secret = "Disclosed a court date; keep it between us.";
    // Written by a facilitator of his group who is not his case manager.
    let sensitive = c
        .contact(
            &c.colleague.token,
            &c.sam,
            json!({"method": "meeting", "outcome": "reached", "note": secret, "sensitive": true, "followUpDue": today}),
        )
        .await;
    assert_eq!((sensitive["note"].as_str(), sensitive["sensitive"].as_bool()), (Some(secret), Some(true)));
    let open =
        c.contact(&c.facilitator.token, &c.sam, json!({"method": "call", "outcome": "reached", "note": "Fine."})).await;
    let id = sensitive["id"].as_str().unwrap();
    let note_in = |list: &[Value]| list.iter().find(|x| x["id"] == id).unwrap()["note"].clone();

    for (who, token) in [("author", &c.colleague.token), ("case manager", &c.manager.token), ("director", &c.director)]
    {
        assert_eq!(note_in(&c.contacts(token).await), secret, "{who}: list");
        let due = c.ok(Method::GET, "/api/follow-ups?when=today", None, token).await;
        assert_eq!(note_in(due.as_array().unwrap()), secret, "{who}: follow-ups");
        assert_eq!(due[0]["fatherName"], "Sam Rivera");
    }
    // The other facilitator sees that there was a contact, not what it said.
    let f = &c.facilitator.token;
    let list = c.contacts(f).await;
    assert_eq!(note_in(&list), Value::Null);
    assert_eq!(
        list.iter().find(|x| x["id"] == open["id"]).unwrap()["note"],
        "Fine.",
        "only sensitive notes are hidden"
    );
    let due = c.ok(Method::GET, "/api/follow-ups", None, f).await;
    assert_eq!((note_in(due.as_array().unwrap()), due[0]["sensitive"].as_bool()), (Value::Null, Some(true)));
    // Not in the answer to the follow-up he marks done, nor in a refused change.
    let done = c.ok(Method::POST, &format!("/api/contacts/{id}/follow-up-done"), None, f).await;
    assert!(done["followUpDoneAt"].is_string());
    assert_eq!(done["note"], Value::Null);
    let res = c.call(Method::PATCH, &format!("/api/contacts/{id}"), Some(json!({"sensitive": false})), f).await;
    assert!(!res.text().await.unwrap().contains("court date"));
    assert_eq!(note_in(&c.contacts(f).await), Value::Null, "still sensitive");

    // The author's and a director's changes answer with it.
    let changed =
        c.ok(Method::PATCH, &format!("/api/contacts/{id}"), Some(json!({"minutes": 30})), &c.colleague.token).await;
    assert_eq!(changed["note"], secret);
    let changed = c.ok(Method::PATCH, &format!("/api/contacts/{id}"), Some(json!({"minutes": 35})), &c.director).await;
    assert_eq!(changed["note"], secret);
    // No activity carries a note.
    let activity = c.ok(Method::GET, &format!("/api/fathers/{}/activity", c.sam), None, &c.director).await;
    assert!(!activity.to_string().contains("court date"));

    // Once it is no longer sensitive, every reader in scope sees it.
    c.ok(Method::PATCH, &format!("/api/contacts/{id}"), Some(json!({"sensitive": false})), &c.colleague.token).await;
    assert_eq!(note_in(&c.contacts(f).await), secret);
}

async fn three_unsuccessful_contacts_in_a_row_make_a_father_unreachable_until_one_reaches_him(db: TestDb) {
    let c = Casework::start(db).await;
    let m = &c.manager.token;
    let at = |day: u32, outcome: &str| json!({"at": format!("2026-03-{day:02}T15:00:00Z"), "method": "call", "outcome": outcome});
    let at_risk = |token: String| {
        let c = &c;
        async move { c.ok(Method::GET, "/api/at-risk", None, &token).await.as_array().unwrap().clone() }
    };
    assert!(!c.unreachable().await);
    c.contact(m, &c.sam, at(1, "reached")).await;
    c.contact(m, &c.sam, at(2, "no-answer")).await;
    c.contact(m, &c.sam, at(3, "wrong-number")).await;
    assert!(!c.unreachable().await, "two in a row");
    let third = c.contact(m, &c.sam, at(4, "left-message")).await;
    assert!(c.unreachable().await, "three in a row");

    // In the at-risk list, within each reader's scope, without a cycle.
    for token in [c.director.clone(), m.clone(), c.facilitator.token.clone()] {
        let rows = at_risk(token).await;
        assert_eq!(rows.len(), 1);
        assert_eq!(
            (rows[0]["fatherId"].as_str(), rows[0]["unreachable"].as_bool()),
            (Some(c.sam.as_str()), Some(true))
        );
        assert_eq!((&rows[0]["cycleId"], rows[0]["firstName"].as_str()), (&Value::Null, Some("Sam")));
    }
    assert_eq!(at_risk(c.outsider.token.clone()).await, Vec::<Value>::new());
    let dashboard = c.ok(Method::GET, "/api/dashboard", None, &c.director).await;
    assert_eq!(dashboard["atRisk"][0]["unreachable"], true);

    // Deleting one of the three decides again: two in a row.
    let third_path = format!("/api/contacts/{}", third["id"].as_str().unwrap());
    c.call(Method::DELETE, &third_path, None, m).await;
    assert!(!c.unreachable().await);
    assert_eq!(at_risk(m.clone()).await, Vec::<Value>::new());
    // A new failure makes three in a row again…
    let late = c.contact(m, &c.sam, at(5, "no-answer")).await;
    assert!(c.unreachable().await, "2, 3 and 5 failed");
    // …and a change of outcome decides again too.
    let late_path = format!("/api/contacts/{}", late["id"].as_str().unwrap());
    c.ok(Method::PATCH, &late_path, Some(json!({"outcome": "reached"})), m).await;
    assert!(!c.unreachable().await);
    c.ok(Method::PATCH, &late_path, Some(json!({"outcome": "no-answer"})), m).await;
    assert!(c.unreachable().await);
    // A reached contact clears it.
    c.contact(m, &c.sam, at(6, "reached")).await;
    assert!(!c.unreachable().await);
    let another = c.p.father("Lee", "Chen").await;
    c.contact(&c.director, &another, at(7, "no-answer")).await;
    let lee = c.ok(Method::GET, &format!("/api/fathers/{another}"), None, &c.director).await;
    assert_eq!(lee["unreachable"], false, "one father's contacts are not another's");
}

async fn follow_ups_are_listed_by_due_day_in_the_programs_time_zone(db: TestDb) {
    let c = Casework::start(db).await;
    let m = &c.manager.token;
    // The program's today (America/Chicago in the tests), not UTC's.
    let today: NaiveDate = c.p.app.state.config.today();
    let day = |offset: i64| {
        if offset < 0 {
            today.checked_sub_days(Days::new(offset.unsigned_abs())).unwrap()
        } else {
            today.checked_add_days(Days::new(offset as u64)).unwrap()
        }
        .to_string()
    };
    let lee = c.p.father("Lee", "Chen").await;
    let due = |father: &str, offset: i64| {
        let (c, father) = (&c, father.to_owned());
        let body = json!({"method": "call", "outcome": "no-answer", "followUpDue": day(offset)});
        async move { c.contact(&c.director, &father, body).await["id"].as_str().unwrap().to_owned() }
    };
    let week_end = due(&c.sam, 6).await;
    let overdue = due(&c.sam, -1).await;
    let long_overdue = due(&lee, -30).await;
    let next_week = due(&c.sam, 7).await;
    let due_today = due(&lee, 0).await;
    c.contact(m, &c.sam, json!({"method": "call", "outcome": "reached"})).await; // no follow-up

    let list = |query: &'static str| {
        let c = &c;
        async move {
            let list = c.ok(Method::GET, &format!("/api/follow-ups{query}"), None, &c.director).await;
            list.as_array().unwrap().iter().map(|f| f["id"].as_str().unwrap().to_owned()).collect::<Vec<_>>()
        }
    };
    assert_eq!(list("?when=overdue").await, [long_overdue.as_str(), overdue.as_str()]);
    assert_eq!(list("?when=today").await, [due_today.as_str()]);
    assert_eq!(list("?when=week").await, [due_today.as_str(), week_end.as_str()]);
    assert_eq!(
        list("").await,
        [long_overdue.as_str(), overdue.as_str(), due_today.as_str(), week_end.as_str(), next_week.as_str()]
    );
    assert_eq!(list("?when=week&limit=1&offset=1").await, [week_end.as_str()]);
    let all = c.ok(Method::GET, "/api/follow-ups", None, &c.director).await;
    assert_eq!(all[0]["fatherName"], "Lee Chen");
    assert_eq!(all[0]["followUpDue"], day(-30));

    // Done: out of every list, on the contact's record.
    let done = c.ok(Method::POST, &format!("/api/contacts/{due_today}/follow-up-done"), None, &c.director).await;
    let done_at = done["followUpDoneAt"].as_str().unwrap().to_owned();
    assert_eq!(list("?when=today").await, Vec::<String>::new());
    assert_eq!(list("?when=week").await, [week_end.as_str()]);
    let again = c.ok(Method::POST, &format!("/api/contacts/{due_today}/follow-up-done"), None, &c.director).await;
    assert_eq!(again["followUpDoneAt"], done_at.as_str(), "done once");
    // A new date opens it again.
    let reopened = c
        .ok(Method::PATCH, &format!("/api/contacts/{due_today}"), Some(json!({"followUpDue": day(1)})), &c.director)
        .await;
    assert_eq!(reopened["followUpDoneAt"], Value::Null);
    assert_eq!(list("?when=week").await, [due_today.as_str(), week_end.as_str()]);

    // Lee is in nobody's scope but the director's; Sam is in his case manager's.
    let mine = c.ok(Method::GET, "/api/follow-ups", None, m).await;
    let mine: Vec<&str> = ids(mine.as_array().unwrap());
    assert_eq!(mine, [overdue.as_str(), week_end.as_str(), next_week.as_str()]);

    // A contact without a follow-up has none to mark done.
    let plain = c.contacts(m).await.into_iter().find(|x| x["followUpDue"].is_null()).unwrap();
    let res =
        c.call(Method::POST, &format!("/api/contacts/{}/follow-up-done", plain["id"].as_str().unwrap()), None, m).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fields"]["followUpDue"], "This contact has no follow-up.");
}

//! The incentive ledger: staff give incentives to the fathers in their scope, the same
//! reward twice is refused unless confirmed, a facilitator gives the fathers of a session
//! theirs at once, only a director voids one and nobody deletes one; the funder report
//! counts them and the ledger downloads as CSV.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::contacts::{staff_account, Casework};
use crate::helpers::{assert_error, TestDb};

crate::on_both_databases!(
    staff_give_a_father_incentives_and_read_his_ledger_newest_first,
    the_same_reward_twice_is_refused_unless_confirmed,
    only_a_director_voids_an_incentive_and_nobody_deletes_one,
    a_facilitator_gives_the_fathers_of_a_session_their_incentive_at_once,
    the_report_counts_incentives_and_the_ledger_downloads_as_csv,
    staff_giving_the_same_reward_at_once_give_it_once,
);

/// Casework (Sam with his case manager, his group's facilitators, an outsider) and a cycle
/// of three sessions of Sam's group, whose roster he is on.
struct Ledger {
    c: Casework,
    sessions: Vec<String>,
}

impl Ledger {
    async fn start(db: TestDb) -> Ledger {
        let c = Casework::start(db).await;
        let (_, sessions) = c.p.cycle(&c.group, 3).await;
        Ledger { c, sessions }
    }

    fn ledger_path(&self) -> String {
        format!("/api/fathers/{}/incentives", self.c.sam)
    }

    async fn give(&self, token: &str, body: Value) -> reqwest::Response {
        self.c.call(Method::POST, &self.ledger_path(), Some(body), token).await
    }

    /// An incentive that must be given; its JSON.
    async fn given(&self, token: &str, body: Value) -> Value {
        let res = self.give(token, body).await;
        let status = res.status();
        let text = res.text().await.unwrap();
        assert_eq!(status, StatusCode::CREATED, "{text}");
        serde_json::from_str(&text).unwrap()
    }

    async fn ledger(&self, token: &str) -> Vec<Value> {
        self.c.ok(Method::GET, &self.ledger_path(), None, token).await.as_array().unwrap().clone()
    }
}

fn gift_card(cents: i64) -> Value {
    json!({"kind": "gift-card", "amountCents": cents})
}

async fn staff_give_a_father_incentives_and_read_his_ledger_newest_first(db: TestDb) {
    let l = Ledger::start(db).await;
    let c = &l.c;
    let m = &c.manager.token;

    let first = l
        .given(
            m,
            json!({"kind": "gift-card", "amountCents": 2500, "reference": "4417", "reason": "Attended session 1",
                   "sessionId": l.sessions[0], "givenAt": "2026-01-06T19:40:00-06:00"}),
        )
        .await;
    assert_eq!(first["fatherId"], c.sam.as_str());
    assert_eq!((first["kind"].as_str(), first["amountCents"].as_i64()), (Some("gift-card"), Some(2500)));
    assert_eq!((first["reference"].as_str(), first["reason"].as_str()), (Some("4417"), Some("Attended session 1")));
    assert_eq!(first["sessionId"], l.sessions[0].as_str());
    assert_eq!(first["givenAt"], "2026-01-07T01:40:00.000Z");
    assert_eq!(
        (first["givenBy"].as_str(), first["givenByName"].as_str()),
        (Some(c.manager.id.as_str()), Some("manager"))
    );
    assert_eq!((first["voidedAt"].clone(), first["confirmedDuplicate"].clone()), (Value::Null, json!(false)));
    // A bus pass the next week, no session: given now by default.
    let second = l.given(&c.facilitator.token, json!({"kind": "transport", "amountCents": 500})).await;
    assert_eq!((second["reference"].as_str(), second["sessionId"].clone()), (Some(""), Value::Null));

    let ledger = l.ledger(&c.director).await;
    let ids: Vec<&str> = ledger.iter().map(|i| i["id"].as_str().unwrap()).collect();
    assert_eq!(ids, [second["id"].as_str().unwrap(), first["id"].as_str().unwrap()], "newest first");
    assert_eq!(l.ledger(&c.facilitator.token).await.len(), 2, "his group's facilitator reads it too");

    // Outside a staff member's scope the father does not exist; a father reads none of it.
    for method in [Method::GET, Method::POST] {
        let res = c.call(method.clone(), &l.ledger_path(), Some(gift_card(100)), &c.outsider.token).await;
        assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    }
    let sams = c.p.father_account("sam@example.org", &c.sam).await;
    for method in [Method::GET, Method::POST] {
        let res = c.call(method.clone(), &l.ledger_path(), Some(gift_card(100)), &sams).await;
        assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    }
    let res =
        c.call(Method::POST, &format!("/api/sessions/{}/incentives", l.sessions[0]), Some(json!({})), &sams).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;

    // Every bad field is named at once.
    let res = l
        .give(m, json!({"kind": "cash", "amountCents": 100_001, "reference": "x".repeat(41), "givenAt": "soon"}))
        .await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    for field in ["kind", "amountCents", "reference", "givenAt"] {
        assert!(body["error"]["fields"][field].is_string(), "{field}: {body}");
    }
    // What the document requires is what is refused when missing (and 2.0 is 2).
    let res = l.give(m, json!({})).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    let mut refused: Vec<&str> = body["error"]["fields"].as_object().unwrap().keys().map(String::as_str).collect();
    refused.sort_unstable();
    assert_eq!(refused, ["amountCents", "kind"]);
    let doc = c.ok(Method::GET, "/api/openapi.json", None, m).await;
    let mut required: Vec<&str> = doc["components"]["schemas"]["NewIncentive"]["required"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f.as_str().unwrap())
        .collect();
    required.sort_unstable();
    assert_eq!(required, refused);
    let res = l.give(m, json!({"kind": "food", "amountCents": 0})).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fields"]["amountCents"], "Amount must be between 1 and 100000 cents ($1,000).");
    assert_eq!(l.given(m, json!({"kind": "food", "amountCents": 2.0})).await["amountCents"], 2);

    // The session it rewards exists, and he was on its roster.
    let res = l
        .give(m, json!({"kind": "food", "amountCents": 300, "sessionId": "0190e4a0-0000-7000-8000-000000000000"}))
        .await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fields"]["sessionId"], "No such session.");
    let other_group = c.p.group_with("Thursday", &[]).await;
    let (_, elsewhere) = c.p.cycle(&other_group, 1).await;
    let res = l.give(&c.director, json!({"kind": "food", "amountCents": 300, "sessionId": elsewhere[0]})).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fields"]["sessionId"], "This father is not on that session's roster.");

    // A record with incentives is never deleted: the ledger keeps them.
    let res = c.call(Method::DELETE, &format!("/api/fathers/{}", c.sam), None, &c.director).await;
    let body = assert_error(res, StatusCode::CONFLICT, "aborted").await;
    assert_eq!(
        body["error"]["message"],
        "A father with attendance, contacts, referrals, consents or incentives cannot be deleted: exit him instead."
    );
}

async fn the_same_reward_twice_is_refused_unless_confirmed(db: TestDb) {
    let l = Ledger::start(db).await;
    let c = &l.c;
    let m = &c.manager.token;
    let for_session = json!({"kind": "gift-card", "amountCents": 2500, "sessionId": l.sessions[0]});
    l.given(m, for_session.clone()).await;

    // The same kind for the same session, whatever the amount: the same reward.
    let again = json!({"kind": "gift-card", "amountCents": 1000, "sessionId": l.sessions[0]});
    let body = assert_error(l.give(&c.facilitator.token, again.clone()).await, StatusCode::CONFLICT, "aborted").await;
    assert_eq!(body["error"]["message"], "This father already received this incentive for this session.");
    // Another kind, or another session, is another reward.
    l.given(m, json!({"kind": "food", "amountCents": 800, "sessionId": l.sessions[0]})).await;
    l.given(m, json!({"kind": "gift-card", "amountCents": 2500, "sessionId": l.sessions[1]})).await;
    // Confirmed, it is given again and marked so; a third time needs confirming too.
    let confirmed = l
        .given(m, json!({"kind": "gift-card", "amountCents": 1000, "sessionId": l.sessions[0], "allowDuplicate": true}))
        .await;
    assert_eq!(confirmed["confirmedDuplicate"], true);
    assert_error(l.give(m, again).await, StatusCode::CONFLICT, "aborted").await;

    // Without a session: the same kind and amount on the same day of the program
    // (Chicago), not the same UTC day.
    let evening = json!({"kind": "transport", "amountCents": 500, "givenAt": "2026-03-02T20:00:00-06:00"});
    l.given(m, evening).await;
    let late_evening = json!({"kind": "transport", "amountCents": 500, "givenAt": "2026-03-02T23:30:00-06:00"});
    let body = assert_error(l.give(m, late_evening.clone()).await, StatusCode::CONFLICT, "aborted").await;
    assert_eq!(body["error"]["message"], "This father already received this incentive, for this amount, on this day.");
    l.given(m, json!({"kind": "transport", "amountCents": 700, "givenAt": "2026-03-02T23:30:00-06:00"})).await;
    l.given(m, json!({"kind": "transport", "amountCents": 500, "givenAt": "2026-03-03T00:30:00-06:00"})).await;

    // A voided reward is no reward: it may be given again.
    let voided = l.ledger(m).await.into_iter().find(|i| i["givenAt"] == "2026-03-03T02:00:00.000Z").unwrap();
    c.ok(
        Method::POST,
        &format!("/api/incentives/{}/void", voided["id"].as_str().unwrap()),
        Some(json!({"reason": "Typed twice"})),
        &c.director,
    )
    .await;
    l.given(m, late_evening).await;
}

async fn only_a_director_voids_an_incentive_and_nobody_deletes_one(db: TestDb) {
    let l = Ledger::start(db).await;
    let c = &l.c;
    let incentive = l.given(&c.manager.token, gift_card(2500)).await;
    let id = incentive["id"].as_str().unwrap();
    let void = format!("/api/incentives/{id}/void");

    let sams = c.p.father_account("sam@example.org", &c.sam).await;
    for token in [&c.manager.token, &c.facilitator.token, &sams] {
        let res = c.call(Method::POST, &void, Some(json!({"reason": "Not earned"})), token).await;
        assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    }
    for reason in [json!({}), json!({"reason": "   "}), json!({"reason": "x".repeat(501)})] {
        let res = c.call(Method::POST, &void, Some(reason), &c.director).await;
        let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
        assert!(body["error"]["fields"]["reason"].is_string(), "{body}");
    }
    let voided = c.ok(Method::POST, &void, Some(json!({"reason": " Card was never activated "})), &c.director).await;
    assert!(voided["voidedAt"].is_string(), "{voided}");
    assert_eq!(voided["voidReason"], "Card was never activated");
    let director_id = c.ok(Method::GET, "/api/me", None, &c.director).await["id"].clone();
    assert_eq!(voided["voidedBy"], director_id);
    // It stays on the ledger, marked; voiding it again changes nothing.
    let ledger = l.ledger(&c.manager.token).await;
    assert_eq!((ledger.len(), ledger[0]["voidReason"].as_str()), (1, Some("Card was never activated")));
    let res = c.call(Method::POST, &void, Some(json!({"reason": "Again"})), &c.director).await;
    let body = assert_error(res, StatusCode::CONFLICT, "aborted").await;
    assert_eq!(body["error"]["message"], "This incentive is already voided.");
    let res = c.call(Method::POST, "/api/incentives/nothing/void", Some(json!({"reason": "x"})), &c.director).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;

    // Deleting is not a thing an incentive allows: 405 for everyone, in the error's shape.
    for token in [&c.director, &c.manager.token, &sams] {
        let res = c.call(Method::DELETE, &format!("/api/incentives/{id}"), None, token).await;
        let body = assert_error(res, StatusCode::METHOD_NOT_ALLOWED, "unimplemented").await;
        assert_eq!(body["error"]["message"], "Incentives are never deleted; a director can void one.");
    }
    let anonymous = c.p.app.client.delete(c.p.app.url(&format!("/api/incentives/{id}"))).send().await.unwrap();
    assert_eq!(anonymous.status(), StatusCode::METHOD_NOT_ALLOWED);
    let res =
        c.call(Method::PATCH, &format!("/api/incentives/{id}"), Some(json!({"amountCents": 1})), &c.director).await;
    assert_eq!(res.status(), StatusCode::METHOD_NOT_ALLOWED, "and never edited");
    assert_eq!(l.ledger(&c.director).await.len(), 1);
}

async fn a_facilitator_gives_the_fathers_of_a_session_their_incentive_at_once(db: TestDb) {
    let l = Ledger::start(db).await;
    let c = &l.c;
    let joe = c.p.father("Joe", "Moss").await;
    c.p.post(&format!("/api/groups/{}/members", c.group), json!({"fatherId": joe, "joinedAt": "2026-01-01T00:00:00Z"}))
        .await;
    let session = &l.sessions[0];
    c.p.mark(session, &[(&c.sam, "present"), (&joe, "present")]).await;
    let path = format!("/api/sessions/{session}/incentives");
    let form = |fathers: Vec<&str>| json!({"kind": "gift-card", "amountCents": 2500, "reference": "batch 7", "fatherIds": fathers});

    let res = c.call(Method::POST, &path, Some(form(vec![&c.sam, &joe, &c.sam])), &c.facilitator.token).await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let given: Value = res.json().await.unwrap();
    let created = given["created"].as_array().unwrap();
    assert_eq!(created.len(), 2, "a father listed twice gets one: {given}");
    assert!(created.iter().all(|i| i["sessionId"] == session.as_str() && i["givenByName"] == "facilitator"));
    assert_eq!(given["duplicates"], json!([]));

    // Again: both already have it, and are named; confirmed, they get it again.
    let again = c.ok(Method::POST, &path, Some(form(vec![&c.sam, &joe])), &c.colleague.token).await;
    let mut duplicates: Vec<&str> =
        again["duplicates"].as_array().unwrap().iter().map(|d| d.as_str().unwrap()).collect();
    duplicates.sort_unstable();
    let mut both = vec![c.sam.as_str(), joe.as_str()];
    both.sort_unstable();
    assert_eq!((again["created"].as_array().unwrap().len(), duplicates), (0, both));
    let mut confirmed = form(vec![&joe]);
    confirmed["allowDuplicate"] = json!(true);
    let again = c.ok(Method::POST, &path, Some(confirmed), &c.director).await;
    assert_eq!(again["created"][0]["confirmedDuplicate"], true);
    let joes = c.ok(Method::GET, &format!("/api/fathers/{joe}/incentives"), None, &c.director).await;
    assert_eq!(joes.as_array().unwrap().len(), 2);

    // Only fathers of its roster, all or nothing. Lee is on the facilitator's caseload but
    // not in the group.
    let lee = c.p.father("Lee", "Adams").await;
    c.p.patch(&format!("/api/fathers/{lee}"), json!({"caseManagerId": c.facilitator.id})).await;
    let res = c.call(Method::POST, &path, Some(form(vec![&lee, &c.sam])), &c.facilitator.token).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(body["error"]["fields"]["fatherIds"], "Every father must be on the session's roster.");
    // Joe was marked at the session, then left the group: out of the facilitator's scope, he
    // is not found, and nobody on the form is given anything.
    c.p.ok(Method::DELETE, &format!("/api/groups/{}/members/{joe}", c.group), None).await;
    let mut fresh = form(vec![&joe, &c.sam]);
    fresh["kind"] = json!("food");
    let res = c.call(Method::POST, &path, Some(fresh), &c.facilitator.token).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    let joes = c.ok(Method::GET, &format!("/api/fathers/{joe}/incentives"), None, &c.director).await;
    assert_eq!(joes.as_array().unwrap().len(), 2, "nothing recorded for Joe");
    // A director has every father in scope: Joe was on the roster, so he may.
    let mut joes_food = form(vec![&joe]);
    joes_food["kind"] = json!("food");
    let given = c.ok(Method::POST, &path, Some(joes_food), &c.director).await;
    assert_eq!(given["created"].as_array().unwrap().len(), 1);
    let res = c.call(Method::POST, &path, Some(form(vec![])), &c.facilitator.token).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert!(body["error"]["fields"]["fatherIds"].is_string(), "{body}");
    assert_eq!(c.ok(Method::GET, &l.ledger_path(), None, &c.director).await.as_array().unwrap().len(), 1);

    // Staff who do not run the group may not; a session that does not exist is 404.
    for token in [&c.manager.token, &c.outsider.token] {
        let res = c.call(Method::POST, &path, Some(form(vec![&c.sam])), token).await;
        assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    }
    let res = c.call(Method::POST, "/api/sessions/nothing/incentives", Some(form(vec![&c.sam])), &c.director).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
}

async fn the_report_counts_incentives_and_the_ledger_downloads_as_csv(db: TestDb) {
    let l = Ledger::start(db).await;
    let c = &l.c;
    let d = &c.director;
    let m = &c.manager.token;
    // Lee, outside the manager's scope and the group.
    let lee = c.p.father("Lee", "Adams").await;
    let give = |father: &str, body: Value| {
        let path = format!("/api/fathers/{father}/incentives");
        async move { c.ok(Method::POST, &path, Some(body), d).await }
    };
    let first = give(
        &c.sam,
        json!({"kind": "gift-card", "amountCents": 2500, "reference": "4417", "sessionId": l.sessions[0],
               "reason": "=HYPERLINK(\"x\")", "givenAt": "2026-01-06T19:40:00-06:00"}),
    )
    .await;
    give(&c.sam, json!({"kind": "transport", "amountCents": 550, "givenAt": "2026-01-20T10:00:00-06:00"})).await;
    give(&lee, json!({"kind": "gift-card", "amountCents": 1000, "givenAt": "2026-01-31T23:30:00-06:00"})).await;
    // Outside the range (February in Chicago), and a voided one.
    give(&lee, json!({"kind": "food", "amountCents": 900, "givenAt": "2026-02-01T00:30:00-06:00"})).await;
    let voided =
        give(&c.sam, json!({"kind": "food", "amountCents": 4000, "givenAt": "2026-01-21T10:00:00-06:00"})).await;
    c.ok(
        Method::POST,
        &format!("/api/incentives/{}/void", voided["id"].as_str().unwrap()),
        Some(json!({"reason": "Given to the wrong father"})),
        d,
    )
    .await;

    let report = c.ok(Method::GET, "/api/reports/summary?from=2026-01-01&to=2026-01-31", None, d).await;
    assert_eq!(
        report["total"]["incentives"],
        json!({"count": 3, "amountCents": 4050,
               "byKind": {"childcare": 0, "food": 0, "gift-card": 2, "other": 0, "transport": 1},
               "amountByKind": {"childcare": 0, "food": 0, "gift-card": 3500, "other": 0, "transport": 550}})
    );
    // Per group: to its members of the range (Sam).
    let group = report["groups"].as_array().unwrap().iter().find(|g| g["groupId"] == c.group.as_str()).unwrap();
    assert_eq!(
        (group["incentives"]["count"].as_i64(), group["incentives"]["amountCents"].as_i64()),
        (Some(2), Some(3050))
    );
    // A staff member's report counts the fathers in his scope.
    let his = c.ok(Method::GET, "/api/reports/summary?from=2026-01-01&to=2026-01-31", None, m).await;
    assert_eq!(
        (his["total"]["incentives"]["count"].as_i64(), his["total"]["incentives"]["amountCents"].as_i64()),
        (Some(2), Some(3050))
    );
    let none = c.ok(Method::GET, "/api/reports/summary?from=2026-01-01&to=2026-01-31", None, &c.outsider.token).await;
    assert_eq!(none["total"]["incentives"]["count"], 0);

    let summary = c.call(Method::GET, "/api/reports/summary.csv?from=2026-01-01&to=2026-01-31", None, d).await;
    let summary = summary.text().await.unwrap();
    let lines: Vec<&str> = summary.lines().collect();
    assert!(lines[0].ends_with(",incentives,incentive amount,screenings,screenings flagged"), "{summary}");
    assert!(lines[1].ends_with(",3,40.50,0,0"), "{summary}");
    for line in ["incentive kind,count,amount", "gift-card,2,35.00", "transport,1,5.50", "food,0,0.00"] {
        assert!(lines.contains(&line), "{line}: {summary}");
    }

    // The ledger: every incentive of the range, voided ones too, in the order given, in the
    // program's time; cells defused against formulas.
    let res = c.call(Method::GET, "/api/reports/incentives.csv?from=2026-01-01&to=2026-01-31", None, d).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert!(res.headers()["content-type"].to_str().unwrap().starts_with("text/csv"));
    assert_eq!(res.headers()["content-disposition"], "attachment; filename=\"incentives-2026-01-01-2026-01-31.csv\"");
    let csv = res.text().await.unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "given at,father,kind,amount,reference,reason,session,given by,voided at,void reason");
    assert_eq!(lines.len(), 5, "{csv}");
    assert_eq!(
        lines[1],
        "2026-01-06 19:40,Sam Rivera,gift-card,25.00,4417,\"'=HYPERLINK(\"\"x\"\")\",Session 1 (2026-01-06),Sam Father,,"
    );
    assert!(lines[2].starts_with("2026-01-20 10:00,Sam Rivera,transport,5.50,,,,Sam Father,,"), "{csv}");
    assert!(lines[3].starts_with("2026-01-21 10:00,Sam Rivera,food,40.00,"), "{csv}");
    assert!(lines[3].ends_with(",Given to the wrong father"), "{csv}");
    assert!(lines[4].starts_with("2026-01-31 23:30,Lee Adams,gift-card,10.00,"), "{csv}");
    assert!(first["id"].is_string());
    // His scope for a staff member; fathers none of it.
    let his = c.call(Method::GET, "/api/reports/incentives.csv?from=2026-01-01&to=2026-01-31", None, m).await;
    assert_eq!(his.text().await.unwrap().lines().count(), 4, "Sam's three");
    let sams = c.p.father_account("sam@example.org", &c.sam).await;
    let res = c.call(Method::GET, "/api/reports/incentives.csv?from=2026-01-01&to=2026-01-31", None, &sams).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    let res = c.call(Method::GET, "/api/reports/incentives.csv?from=2026-02-01&to=2026-01-31", None, d).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert!(body["error"]["fields"]["to"].is_string(), "{body}");
}

/// Two staff (or two tabs) giving the same reward at the same moment: one is given, the
/// others are refused — truly in parallel on PostgreSQL.
async fn staff_giving_the_same_reward_at_once_give_it_once(db: TestDb) {
    let l = Ledger::start(db).await;
    let c = &l.c;
    let second = staff_account(&c.p, "second@example.org").await;
    c.p.patch(&format!("/api/fathers/{}", c.sam), json!({"caseManagerId": second.id})).await;
    for (round, body) in [
        json!({"kind": "gift-card", "amountCents": 2500, "sessionId": l.sessions[0]}),
        json!({"kind": "transport", "amountCents": 500, "givenAt": "2026-03-02T12:00:00-06:00"}),
    ]
    .into_iter()
    .enumerate()
    {
        let gives: Vec<_> = (0..8)
            .map(|i| {
                let token = if i % 2 == 0 { &c.director } else { &second.token };
                let request = c.p.app.client.post(c.p.app.url(&l.ledger_path())).bearer_auth(token).json(&body);
                tokio::spawn(async move { request.send().await.unwrap().status() })
            })
            .collect();
        let mut answers = Vec::new();
        for give in gives {
            answers.push(give.await.unwrap());
        }
        let created = answers.iter().filter(|s| **s == StatusCode::CREATED).count();
        let refused = answers.iter().filter(|s| **s == StatusCode::CONFLICT).count();
        assert_eq!((created, refused), (1, 7), "round {round}: {answers:?}");
    }
    assert_eq!(l.ledger(&c.director).await.len(), 2);
}

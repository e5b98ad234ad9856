//! A director's staff: one staff member's groups, caseload and open follow-ups, the fathers
//! list by case manager, and a leaver's caseload handed to a colleague in one action.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::contacts::Casework;
use crate::helpers::{assert_error, TestDb};

crate::on_both_databases!(a_director_hands_a_leavers_caseload_to_a_colleague_in_one_action);

fn ids(list: &Value) -> Vec<&str> {
    list.as_array().unwrap().iter().map(|f| f["id"].as_str().unwrap()).collect()
}

async fn a_director_hands_a_leavers_caseload_to_a_colleague_in_one_action(db: TestDb) {
    let c = Casework::start(db).await;
    let d = &c.director;
    let manager = &c.manager;
    // Two more fathers on the manager's caseload, one with a follow-up open.
    let mut caseload = vec![c.sam.clone()];
    for first in ["Ana", "Ben"] {
        let body = json!({"firstName": first, "lastName": "Case", "caseManagerId": manager.id});
        caseload.push(c.ok(Method::POST, "/api/fathers", Some(body), d).await["id"].as_str().unwrap().to_owned());
    }
    let follow_up = json!({"method": "call", "outcome": "no-answer", "followUpDue": "2026-01-05"});
    c.contact(&manager.token, &caseload[1], follow_up).await;

    let page = c.ok(Method::GET, &format!("/api/staff/{}", manager.id), None, d).await;
    assert_eq!((page["caseload"].as_i64(), page["openFollowUps"].as_i64()), (Some(3), Some(1)));
    assert_eq!(page["member"]["staffRole"], "staff");
    let facilitator = c.ok(Method::GET, &format!("/api/staff/{}", c.facilitator.id), None, d).await;
    assert_eq!(facilitator["groups"][0]["id"], c.group.as_str());
    assert_eq!(facilitator["groups"][0]["memberCount"], 1);
    // The fathers list by case manager.
    let listed = c.ok(Method::GET, &format!("/api/fathers?caseManagerId={}", manager.id), None, d).await;
    let mut expected: Vec<&str> = caseload.iter().map(String::as_str).collect();
    let mut got = ids(&listed);
    expected.sort_unstable();
    got.sort_unstable();
    assert_eq!(got, expected);

    // Only directors, to another staff account.
    let path = format!("/api/staff/{}/caseload", manager.id);
    let res = c.call(Method::POST, &path, Some(json!({"to": c.colleague.id})), &c.colleague.token).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    let res = c.call(Method::POST, &path, Some(json!({"to": manager.id})), d).await;
    assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    let father_account = c.p.father_account("sam@example.org", &c.sam).await;
    let me = c.ok(Method::GET, "/api/me", None, &father_account).await;
    let res = c.call(Method::POST, &path, Some(json!({"to": me["id"]})), d).await;
    assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert_eq!(c.ok(Method::GET, &format!("/api/staff/{}", manager.id), None, d).await["caseload"], 3, "nothing moved");

    let moved = c.ok(Method::POST, &path, Some(json!({"to": c.colleague.id})), d).await;
    assert_eq!(moved["moved"], 3);
    let listed = c.ok(Method::GET, &format!("/api/fathers?caseManagerId={}", c.colleague.id), None, d).await;
    assert_eq!(ids(&listed).len(), 3);
    // The colleague reads them at once; the leaver reads only those his groups still hold.
    let ben = &caseload[2];
    assert_eq!(
        c.ok(Method::GET, &format!("/api/fathers/{ben}"), None, &c.colleague.token).await["caseManagerId"],
        c.colleague.id.as_str()
    );
    let res = c.call(Method::GET, &format!("/api/fathers/{ben}"), None, &manager.token).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    let log = c.p.activities().await;
    assert!(log.iter().any(|(_, d)| d == "Gave manager's caseload to colleague"), "{log:?}");
}

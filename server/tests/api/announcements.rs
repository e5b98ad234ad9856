//! Announcements: program news to everyone or to one group, pinned first, unread marks,
//! and "also e-mail", which reaches each account in the audience once.

use std::time::Duration;

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_error, TestDb};
use crate::program::Program;

crate::on_both_databases!(
    announcements_reach_their_audience_only,
    unread_announcements_are_counted_until_read,
    also_email_reaches_each_account_in_the_audience_once,
    announcements_are_validated_and_staff_only,
);

struct Audience {
    p: Program,
    sam: String,
    lee: String,
    group_a: String,
    group_b: String,
}

/// Sam and Pete in group A, Lee in group B, each with an account.
async fn audience(db: TestDb) -> Audience {
    let p = Program::start(db).await;
    let (sam, pete, lee) =
        (p.father("Sam", "Ruiz").await, p.father("Pete", "Ng").await, p.father("Lee", "Adams").await);
    let group_a = p.group_with("Tuesday group", &[&sam, &pete]).await;
    let group_b = p.group_with("Thursday group", &[&lee]).await;
    let sam = p.father_account("sam@example.org", &sam).await;
    p.father_account("pete@example.org", &pete).await;
    let lee = p.father_account("lee@example.org", &lee).await;
    Audience { p, sam, lee, group_a, group_b }
}

async fn announce(p: &Program, title: &str, group: Option<&str>, pinned: bool, email: bool) -> String {
    let a = p
        .post("/api/announcements", json!({"title": title, "body": format!("About {title}.\nSee https://example.org"), "groupId": group, "pinned": pinned, "email": email}))
        .await;
    a["id"].as_str().unwrap().to_owned()
}

async fn list(p: &Program, token: &str) -> Vec<Value> {
    let res = p.call(Method::GET, "/api/announcements", None, token).await;
    assert_eq!(res.status(), StatusCode::OK);
    res.json::<Value>().await.unwrap().as_array().unwrap().clone()
}

fn titles(items: &[Value]) -> Vec<&str> {
    items.iter().map(|a| a["title"].as_str().unwrap()).collect()
}

async fn announcements_reach_their_audience_only(db: TestDb) {
    let a = audience(db).await;
    announce(&a.p, "Welcome", None, false, false).await;
    let pinned = announce(&a.p, "Graduation on Friday", None, true, false).await;
    let for_a = announce(&a.p, "Tuesday moves to room 4", Some(&a.group_a), false, false).await;
    let for_b = announce(&a.p, "Thursday is cancelled", Some(&a.group_b), false, false).await;

    let sams = list(&a.p, &a.sam).await;
    assert_eq!(
        titles(&sams),
        ["Graduation on Friday", "Tuesday moves to room 4", "Welcome"],
        "pinned first, then newest"
    );
    assert_eq!(sams[0]["pinned"], true);
    assert_eq!(sams[1]["groupName"], "Tuesday group");
    assert_eq!(sams[0]["authorName"], "Sam Father", "the coordinator registered as Sam Father");
    assert_eq!(sams[0]["body"], "About Graduation on Friday.\nSee https://example.org", "line breaks kept");
    let lees = list(&a.p, &a.lee).await;
    assert_eq!(titles(&lees), ["Graduation on Friday", "Thursday is cancelled", "Welcome"]);
    assert_eq!(list(&a.p, &a.p.staff).await.len(), 4);

    for (token, id, status) in [
        (&a.sam, &for_b, StatusCode::NOT_FOUND),
        (&a.lee, &for_a, StatusCode::NOT_FOUND),
        (&a.sam, &for_a, StatusCode::OK),
        (&a.lee, &pinned, StatusCode::OK),
    ] {
        let res = a.p.call(Method::GET, &format!("/api/announcements/{id}"), None, token).await;
        assert_eq!(res.status(), status);
    }
    // Paging: pinned first holds across pages.
    let page = a.p.get("/api/announcements?limit=2&offset=2").await;
    assert_eq!(titles(page.as_array().unwrap()), ["Tuesday moves to room 4", "Welcome"]);

    let log = a.p.activities().await;
    assert!(log.iter().any(|(action, d)| action == "announced" && d == "Announced Graduation on Friday"), "{log:?}");

    // Edit moves group B's announcement to everyone; deleting removes it for all.
    let edited = a.p.patch(&format!("/api/announcements/{for_b}"), json!({"groupId": null, "pinned": true})).await;
    assert_eq!(edited["title"], "Thursday is cancelled");
    assert!(edited["groupId"].is_null());
    assert_eq!(titles(&list(&a.p, &a.sam).await).len(), 4);
    a.p.ok(Method::DELETE, &format!("/api/announcements/{for_b}"), None).await;
    assert_eq!(titles(&list(&a.p, &a.sam).await).len(), 3);
    let res = a.p.call(Method::GET, &format!("/api/announcements/{for_b}"), None, &a.p.staff).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
}

async fn unread(p: &Program, token: &str) -> Value {
    p.call(Method::GET, "/api/unread", None, token).await.json().await.unwrap()
}

async fn unread_announcements_are_counted_until_read(db: TestDb) {
    let a = audience(db).await;
    announce(&a.p, "Welcome", None, false, false).await;
    announce(&a.p, "Tuesday moves to room 4", Some(&a.group_a), false, false).await;
    announce(&a.p, "Thursday is cancelled", Some(&a.group_b), false, false).await;
    assert_eq!(unread(&a.p, &a.sam).await, json!({"messages": 0, "announcements": 2, "texts": 0}));
    assert_eq!(unread(&a.p, &a.lee).await["announcements"], 2);
    assert_eq!(unread(&a.p, &a.p.staff).await["announcements"], 0, "nobody's own news is unread");
    assert!(list(&a.p, &a.sam).await.iter().all(|x| x["unread"] == true));

    let res = a.p.call(Method::POST, "/api/announcements/read", None, &a.sam).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert_eq!(unread(&a.p, &a.sam).await["announcements"], 0);
    assert!(list(&a.p, &a.sam).await.iter().all(|x| x["unread"] == false));
    assert_eq!(unread(&a.p, &a.lee).await["announcements"], 2, "Lee has not read them");

    tokio::time::sleep(Duration::from_millis(5)).await;
    announce(&a.p, "New date for graduation", None, false, false).await;
    assert_eq!(unread(&a.p, &a.sam).await["announcements"], 1);
    let sams = list(&a.p, &a.sam).await;
    assert_eq!(
        sams.iter().filter(|x| x["unread"] == true).map(|x| x["title"].as_str().unwrap()).collect::<Vec<_>>(),
        ["New date for graduation"]
    );
}

async fn also_email_reaches_each_account_in_the_audience_once(db: TestDb) {
    let a = audience(db).await;
    let mail = &a.p.app.mail;
    mail.clear();
    announce(&a.p, "Tuesday moves to room 4", Some(&a.group_a), false, true).await;
    let to_sam = mail.wait_for("sam@example.org").await;
    assert_eq!(to_sam.subject, "Tuesday moves to room 4 — Fatherhood Matters");
    assert!(to_sam.text.contains("About Tuesday moves to room 4."), "{}", to_sam.text);
    assert!(to_sam.text.contains("http://fatherhood.example/announcement"), "{}", to_sam.text);
    mail.wait_for("pete@example.org").await;

    // Lee (group B) gets nothing; Spanish readers get Spanish.
    a.p.app.sql("UPDATE users SET preferred_language = 'es' WHERE email = $1", vec!["lee@example.org".into()]).await;
    announce(&a.p, "Graduation", None, true, true).await;
    let to_lee = mail.wait_for("lee@example.org").await;
    assert!(to_lee.text.contains("Hola"), "{}", to_lee.text);
    assert!(to_lee.subject.starts_with("Graduation"));
    // Everyone gets the second one; then give the worker time to send anything twice.
    mail.wait_for_count("sam@example.org", 2).await;
    mail.wait_for_count("pete@example.org", 2).await;
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(mail.count_to("sam@example.org"), 2);
    assert_eq!(mail.count_to("pete@example.org"), 2);
    assert_eq!(mail.count_to("lee@example.org"), 1);
    assert_eq!(mail.count_to("coordinator@example.org"), 0, "not to its author");
    let pending = a.p.app.state.db.run(|conn| fatherhood::db::mail_queue::pending(conn)).await.unwrap();
    assert_eq!(pending, 0);
}

async fn announcements_are_validated_and_staff_only(db: TestDb) {
    let a = audience(db).await;
    let res = a.p.call(Method::POST, "/api/announcements", Some(json!({"title": "Hi", "body": "x"})), &a.sam).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    let id = announce(&a.p, "Welcome", None, false, false).await;
    let res =
        a.p.call(Method::PATCH, &format!("/api/announcements/{id}"), Some(json!({"title": "Mine"})), &a.sam).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    let res = a.p.call(Method::DELETE, &format!("/api/announcements/{id}"), None, &a.sam).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    for (body, field) in [
        (json!({"body": "x"}), "title"),
        (json!({"title": "Hi"}), "body"),
        (json!({"title": " ", "body": "x"}), "title"),
        (json!({"title": "Hi", "body": "x".repeat(10_001)}), "body"),
        (json!({"title": "Hi", "body": "x", "groupId": "nope"}), "groupId"),
    ] {
        let res = a.p.call(Method::POST, "/api/announcements", Some(body.clone()), &a.p.staff).await;
        let error = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
        assert!(error["error"]["fields"][field].is_string(), "{body}: {error}");
    }
    let res =
        a.p.call(
            Method::POST,
            "/api/announcements",
            Some(json!({"title": "Hi", "body": "x", "isAdmin": true})),
            &a.p.staff,
        )
        .await;
    assert_eq!(res.status(), StatusCode::BAD_REQUEST, "unknown fields are refused");
    // HTML is kept as text, never interpreted: it comes back exactly as written.
    let html = a.p.post("/api/announcements", json!({"title": "<b>Hi</b>", "body": "<script>alert(1)</script>"})).await;
    assert_eq!(html["body"], "<script>alert(1)</script>");
}

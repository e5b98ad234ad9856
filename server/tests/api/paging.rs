//! Long lists page by cursor: each page starts just after the last row of the one before,
//! so a page deep in the list costs what the first does, and rows are neither skipped nor
//! repeated while others are added.

use fatherhood::db::Value as Db;
use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_error, spawn_app, TestApp, TestDb, PASSWORD};

crate::on_both_databases!(
    a_coordinator_pages_through_every_father_by_cursor,
    cursors_are_checked,
    an_admin_pages_through_every_account_by_cursor,
);

async fn staff(app: &TestApp) -> String {
    app.register("boss@example.org").await;
    app.sql("UPDATE users SET is_admin = $1 WHERE email = $2", vec![Db::from(true), Db::from("boss@example.org")])
        .await;
    let res = app.sign_in("boss@example.org", PASSWORD).await;
    res.json::<Value>().await.unwrap()["accessToken"].as_str().unwrap().to_owned()
}

/// Every page by cursor in `sort`, as (ids, cursors seen).
async fn by_cursor(app: &TestApp, token: &str, sort: &str) -> Vec<String> {
    let mut ids = vec![];
    let mut cursor: Option<String> = None;
    loop {
        let mut path = format!("/api/fathers?limit=7&sort={sort}");
        if let Some(cursor) = &cursor {
            path.push_str(&format!("&cursor={cursor}"));
        }
        let res = app.get_as(&path, token).await;
        assert_eq!(res.status(), StatusCode::OK);
        let next = res.headers().get("x-next-cursor").map(|c| c.to_str().unwrap().to_owned());
        let page: Vec<Value> = res.json().await.unwrap();
        ids.extend(page.iter().map(|f| f["id"].as_str().unwrap().to_owned()));
        assert_eq!(next.is_some(), page.len() == 7, "a full page, and only a full page, names the next");
        match next {
            Some(next) => cursor = Some(next),
            None => return ids,
        }
    }
}

async fn a_coordinator_pages_through_every_father_by_cursor(db: TestDb) {
    let app = spawn_app(db).await;
    let token = staff(&app).await;
    // Namesakes too: the id breaks the tie.
    for (first, last) in (0..40).map(|i| (format!("Dad{:02}", i % 9), format!("Family{:02}", i % 13))) {
        let res = app.post_as("/api/fathers", &token, json!({"firstName": first, "lastName": last})).await;
        assert_eq!(res.status(), StatusCode::CREATED);
    }

    for sort in ["name", "-name", "created", "-created"] {
        let everyone: Vec<String> = app
            .get_as(&format!("/api/fathers?limit=500&sort={sort}"), &token)
            .await
            .json::<Vec<Value>>()
            .await
            .unwrap()
            .iter()
            .map(|f| f["id"].as_str().unwrap().to_owned())
            .collect();
        assert_eq!(everyone.len(), 40);
        assert_eq!(by_cursor(&app, &token, sort).await, everyone, "sort {sort}");
    }

    // A father added while someone pages is not a reason to see another twice.
    let first: reqwest::Response = app.get_as("/api/fathers?limit=7", &token).await;
    let cursor = first.headers()["x-next-cursor"].to_str().unwrap().to_owned();
    let seen: Vec<Value> = first.json().await.unwrap();
    app.post_as("/api/fathers", &token, json!({"firstName": "Aaron", "lastName": "Aardvark"})).await;
    let next: Vec<Value> =
        app.get_as(&format!("/api/fathers?limit=7&cursor={cursor}"), &token).await.json().await.unwrap();
    assert!(next.iter().all(|f| !seen.contains(f)), "a row came twice");
}

async fn cursors_are_checked(db: TestDb) {
    let app = spawn_app(db).await;
    let token = staff(&app).await;
    for _ in 0..3 {
        app.post_as("/api/fathers", &token, json!({"firstName": "Dad", "lastName": "Smith"})).await;
    }
    let by_name =
        app.get_as("/api/fathers?limit=2", &token).await.headers()["x-next-cursor"].to_str().unwrap().to_owned();

    for path in [
        "/api/fathers?cursor=not-a-cursor".to_owned(),
        format!("/api/fathers?cursor={}", "A".repeat(5000)),
        format!("/api/fathers?sort=created&cursor={by_name}"),
    ] {
        let body = assert_error(app.get_as(&path, &token).await, StatusCode::BAD_REQUEST, "invalid-argument").await;
        assert!(body["error"]["fields"]["cursor"].is_string(), "{path}: {body}");
    }
    let both = app.get_as(&format!("/api/fathers?offset=2&cursor={by_name}"), &token).await;
    assert_error(both, StatusCode::BAD_REQUEST, "invalid-argument").await;
}

async fn an_admin_pages_through_every_account_by_cursor(db: TestDb) {
    let app = spawn_app(db).await;
    let token = staff(&app).await;
    for n in 0..11 {
        app.register(&format!("dad{n}@example.org")).await;
    }
    let everyone: Vec<Value> = app.get_as("/api/users?limit=500", &token).await.json().await.unwrap();
    assert_eq!(everyone.len(), 12);

    let (mut seen, mut cursor) = (vec![], None::<String>);
    loop {
        let path = match &cursor {
            Some(cursor) => format!("/api/users?limit=5&cursor={cursor}"),
            None => "/api/users?limit=5".to_owned(),
        };
        let res = app.get_as(&path, &token).await;
        assert_eq!(res.status(), StatusCode::OK);
        cursor = res.headers().get("x-next-cursor").map(|c| c.to_str().unwrap().to_owned());
        seen.extend(res.json::<Vec<Value>>().await.unwrap());
        if cursor.is_none() {
            break;
        }
    }
    assert_eq!(seen, everyone, "newest first, each once");
    let bad = app.get_as("/api/users?cursor=bm90LWEtY3Vyc29y", &token).await;
    assert_error(bad, StatusCode::BAD_REQUEST, "invalid-argument").await;
}

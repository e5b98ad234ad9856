//! Dates from outside are taken within the years 1900–9999, wherever they enter: a date
//! beyond chrono's arithmetic (+262142) or before the records began is a 400 naming its
//! field, never a panic; and a download's name is made of parsed dates only.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_error, TestDb};
use crate::program::Program;

crate::on_both_databases!(far_dates_are_refused_naming_their_field, a_reports_file_name_comes_from_its_parsed_dates);

/// A 400 in the contract's shape whose `fields` names `field`.
async fn refused(p: &Program, method: Method, path: &str, body: Option<Value>, field: &str) {
    let res = p.call(method, path, body, &p.staff).await;
    let status = res.status();
    let text = res.text().await.unwrap();
    assert_eq!(status, StatusCode::BAD_REQUEST, "{path}: {text}");
    let body: Value = serde_json::from_str(&text).unwrap_or_else(|_| panic!("{path}: not JSON: {text}"));
    assert_eq!(body["error"]["code"], "invalid-argument", "{path}: {body}");
    assert!(body["error"]["fields"][field].as_str().is_some_and(|m| !m.is_empty()), "{path} names {field}: {body}");
}

async fn far_dates_are_refused_naming_their_field(db: TestDb) {
    let p = Program::start(db).await;
    let sam = p.father("Sam", "Ruiz").await;
    let group = p.group_with("Tuesday", &[&sam]).await;
    let (cycle, sessions) = p.cycle(&group, 1).await;

    for (far, near) in [("%2B262142-12-31", "2026-01-31"), ("0001-01-01", "2026-01-31"), ("1899-12-31", "2026-01-31")] {
        for report in ["/api/reports/summary", "/api/reports/summary.csv"] {
            refused(&p, Method::GET, &format!("{report}?from={far}&to={near}"), None, "from").await;
            refused(&p, Method::GET, &format!("{report}?from=2026-01-01&to={far}"), None, "to").await;
        }
    }
    for (far, field) in [
        ("from=%2B262142-12-31T00:00:00Z&to=%2B262142-12-31T00:00:00Z", "from"),
        ("from=0001-01-01T00:00:00Z&to=0001-01-02T00:00:00Z", "from"),
        ("from=9999-12-31T00:00:00Z&to=9999-12-31T23:00:00-05:00", "to"),
    ] {
        refused(&p, Method::GET, &format!("/api/calendar?{far}"), None, field).await;
        refused(&p, Method::GET, &format!("/api/sessions?{far}"), None, field).await;
    }
    let far_instant = "+262142-12-31T00:00:00Z";
    let event = json!({"title": "Picnic", "startsAt": far_instant, "endsAt": far_instant, "allDay": false});
    refused(&p, Method::POST, "/api/events", Some(event), "startsAt").await;
    let event = json!({"title": "Picnic", "startsAt": "+262142-12-30", "endsAt": "+262142-12-31", "allDay": true});
    refused(&p, Method::POST, "/api/events", Some(event), "startsAt").await;
    let session = json!({"number": 9, "title": "Late", "startsAt": far_instant});
    refused(&p, Method::POST, &format!("/api/cycles/{cycle}/sessions"), Some(session), "startsAt").await;
    let moved = json!({"startsAt": "2026-05-01T18:00:00Z", "endsAt": "+262142-12-31T23:00:00Z"});
    refused(&p, Method::PATCH, &format!("/api/sessions/{}", sessions[0]), Some(moved), "endsAt").await;
    let cycle_body =
        json!({"title": "Spring", "groupId": group, "startDate": "+262142-12-01", "endDate": "+262142-12-31"});
    refused(&p, Method::POST, "/api/cycles", Some(cycle_body), "startDate").await;
    let father = json!({"firstName": "Old", "lastName": "Timer", "dateOfBirth": "1066-10-14"});
    refused(&p, Method::POST, "/api/fathers", Some(father), "dateOfBirth").await;
    let milestone = json!({"fatherId": sam, "title": "Job", "kind": "employment", "achievedAt": "+262142-01-01"});
    refused(&p, Method::POST, "/api/milestones", Some(milestone), "achievedAt").await;
    let member = json!({"fatherId": sam, "joinedAt": far_instant});
    refused(&p, Method::POST, &format!("/api/groups/{group}/members"), Some(member), "joinedAt").await;
    refused(&p, Method::GET, "/api/activities?before=0001-01-01T00:00:00Z", None, "before").await;

    // The edges of the rule are taken, and the server is still well.
    let res = p.call(Method::GET, "/api/reports/summary?from=9999-12-01&to=9999-12-31", None, &p.staff).await;
    assert_eq!(res.status(), StatusCode::OK);
    let res = p.call(Method::GET, "/api/reports/summary?from=1900-01-01&to=1900-01-31", None, &p.staff).await;
    assert_eq!(res.status(), StatusCode::OK);
    let res =
        p.call(Method::GET, "/api/calendar?from=9999-12-01T00:00:00Z&to=9999-12-31T23:59:59Z", None, &p.staff).await;
    assert_eq!(res.status(), StatusCode::OK);
}

async fn a_reports_file_name_comes_from_its_parsed_dates(db: TestDb) {
    let p = Program::start(db).await;
    // A newline before the date (a pasted value) is trimmed by the parser; the raw value
    // once went into the header and the answer was a 500 in plain text.
    let res = p.call(Method::GET, "/api/reports/summary.csv?from=%0A2026-01-01&to=2026-01-31%20", None, &p.staff).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["content-disposition"], "attachment; filename=\"report-2026-01-01-2026-01-31.csv\"");
    // Anything the parser does not take is a 400 in the contract's shape, not a header.
    let res =
        p.call(Method::GET, "/api/reports/summary.csv?from=2026-01-01%22%0D%0A&to=2026-01-31", None, &p.staff).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert!(body["error"]["fields"]["from"].is_string(), "{body}");
    // The other exports have fixed names.
    let group = p.group_with("Tuesday", &[]).await;
    let (cycle, _) = p.cycle(&group, 1).await;
    for (path, name) in
        [(format!("/api/cycles/{cycle}/attendance.csv"), "attendance.csv"), ("/api/fathers.csv".into(), "fathers.csv")]
    {
        let res = p.call(Method::GET, &path, None, &p.staff).await;
        assert_eq!(res.status(), StatusCode::OK, "{path}");
        assert_eq!(res.headers()["content-disposition"], format!("attachment; filename=\"{name}\""));
    }
}

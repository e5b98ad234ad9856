//! A staff member's day (`GET /api/today`): today's sessions of the groups he runs with
//! their answers and check-ins as they come, his follow-ups by when, his unread messages.

use std::time::Duration;

use chrono::{DateTime, Days, Timelike};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_error, TestDb};
use crate::roles::staff_member;
use crate::rsvp::week;

crate::on_both_databases!(a_facilitators_day_holds_his_sessions_answers_check_ins_follow_ups_and_messages);

fn session<'a>(today: &'a Value, id: &str) -> &'a Value {
    today["sessions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["session"]["id"] == id)
        .unwrap_or_else(|| panic!("{id} in {today}"))
}

fn ids(today: &Value) -> Vec<&str> {
    today["sessions"].as_array().unwrap().iter().map(|s| s["session"]["id"].as_str().unwrap()).collect()
}

/// Sara runs Tuesday's group (Sam and Lee); Otto runs Thursday's (Max). It is noon.
async fn a_facilitators_day_holds_his_sessions_answers_check_ins_follow_ups_and_messages(db: TestDb) {
    let w = week(db).await;
    let p = &w.p;
    let (sara, sara_token) = staff_member(p, "sara@example.org").await;
    let (otto, _) = staff_member(p, "otto@example.org").await;
    p.patch(&format!("/api/groups/{}", w.group), json!({"facilitatorIds": [sara]})).await;
    let max = p.father("Max", "Zed").await;
    let thursday = p.group_with("Thursday", &[&max]).await;
    p.patch(&format!("/api/groups/{thursday}"), json!({"facilitatorIds": [otto]})).await;
    // Noon in the program's time zone: every session below falls on the same day.
    let zone = p.app.state.config.time_zone;
    let local = DateTime::from_timestamp_millis(p.app.state.clock.now_millis()).unwrap().with_timezone(&zone);
    let minutes = (12 * 60 - i64::from(local.hour() * 60 + local.minute())).rem_euclid(24 * 60);
    p.app.state.clock.advance(Duration::from_secs(u64::try_from(minutes).unwrap() * 60));
    let day = p.app.state.today();

    let now_on = w.session_in(-30).await; // 11:30 to 13:00, fathers arriving
    let tonight = w.session_in(6 * 60).await;
    let tomorrow = w.session_in(24 * 60 + 60).await;
    let thursday_cycle = p
        .post(
            "/api/cycles",
            json!({"title": "Thursday", "groupId": thursday, "startDate": "2026-01-01", "endDate": "2027-12-31"}),
        )
        .await["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let starts = w.at(60);
    let body =
        json!({"startsAt": starts.to_rfc3339(), "endsAt": (starts + chrono::Duration::minutes(90)).to_rfc3339()});
    let others =
        p.post(&format!("/api/cycles/{thursday_cycle}/sessions"), body).await["id"].as_str().unwrap().to_owned();

    // Tonight: Sam is coming, Lee running late. Now: Sam checks in, Lee is marked absent.
    for (token, answer) in [(&w.sam_token, "yes"), (&w.lee_token, "late")] {
        let (status, _) =
            w.call(Method::PUT, &format!("/api/sessions/{tonight}/rsvp"), Some(json!({"answer": answer})), token).await;
        assert_eq!(status, StatusCode::OK);
    }
    let (status, code) =
        w.call(Method::POST, &format!("/api/sessions/{now_on}/check-in-code"), None, &sara_token).await;
    assert_eq!(status, StatusCode::OK, "{code}");
    let res = p.call(Method::POST, "/api/check-in", Some(json!({"code": code["code"]})), &w.sam_token).await;
    assert_eq!(res.status(), StatusCode::OK);
    p.mark(&now_on, &[(&w.lee, "absent")]).await;

    // Follow-ups: Sam's call yesterday to follow up, Lee's today; Max's (not Sara's) today.
    let yesterday = day.checked_sub_days(Days::new(1)).unwrap().to_string();
    let follow_up = |father: &str, due: String, token: &str| {
        let (p, path, token) = (p, format!("/api/fathers/{father}/contacts"), token.to_owned());
        async move {
            let body = json!({"method": "call", "outcome": "left-message", "followUpDue": due});
            assert_eq!(p.call(Method::POST, &path, Some(body), &token).await.status(), StatusCode::CREATED);
        }
    };
    follow_up(&w.sam, yesterday, &sara_token).await;
    follow_up(&w.lee, day.to_string(), &sara_token).await;
    follow_up(&max, day.to_string(), &p.staff).await;

    // Sam writes to his group.
    let (_, list) = w.call(Method::GET, "/api/conversations", None, &w.sam_token).await;
    let group_chat =
        list.as_array().unwrap().iter().find(|c| c["kind"] == "group").unwrap()["id"].as_str().unwrap().to_owned();
    let (status, _) = w
        .call(
            Method::POST,
            &format!("/api/conversations/{group_chat}/messages"),
            Some(json!({"body": "Running five minutes behind"})),
            &w.sam_token,
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);

    let (status, today) = w.call(Method::GET, "/api/today", None, &sara_token).await;
    assert_eq!(status, StatusCode::OK, "{today}");
    assert_eq!(today["day"], day.to_string());
    assert_eq!(
        ids(&today),
        [now_on.as_str(), tonight.as_str()],
        "his sessions of today, by start: not Otto's, not tomorrow's"
    );
    let arriving = session(&today, &now_on);
    assert_eq!(arriving["session"]["groupName"], "Tuesday");
    assert_eq!(arriving["attendance"], json!({"marked": 2, "attended": 1, "checkedIn": 1}));
    assert_eq!(arriving["rsvps"], json!({"yes": 0, "no": 0, "late": 0, "none": 2}));
    assert_eq!(session(&today, &tonight)["rsvps"], json!({"yes": 1, "no": 0, "late": 1, "none": 0}));
    assert_eq!(session(&today, &tonight)["attendance"], json!({"marked": 0, "attended": 0, "checkedIn": 0}));
    assert_eq!(today["followUps"], json!({"overdue": 1, "today": 1, "week": 1}));
    assert_eq!(today["unreadMessages"], 1);

    // A director's day is the program's: every group's sessions and every follow-up.
    let (_, program) = w.call(Method::GET, "/api/today", None, &p.staff).await;
    assert_eq!(ids(&program), [now_on.as_str(), others.as_str(), tonight.as_str()]);
    assert!(!ids(&program).contains(&tomorrow.as_str()));
    assert_eq!(program["followUps"], json!({"overdue": 1, "today": 2, "week": 2}));

    // Fathers have no such page.
    let res = p.call(Method::GET, "/api/today", None, &w.sam_token).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
}

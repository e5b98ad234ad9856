//! Case management: referrals to partner services and their history, who may delete them,
//! and what the funder report counts of contacts and referrals.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::contacts::Casework;
use crate::helpers::{assert_error, TestDb};

crate::on_both_databases!(
    a_referral_keeps_the_history_of_its_status,
    referrals_are_validated_and_listed_newest_first,
    only_a_director_deletes_a_referral,
    the_referrals_list_holds_the_scope_open_ones_first,
    the_funder_report_counts_contacts_and_referrals_in_the_range,
);

fn statuses(referral: &Value) -> Vec<&str> {
    referral["history"].as_array().unwrap().iter().map(|step| step["status"].as_str().unwrap()).collect()
}

async fn a_referral_keeps_the_history_of_its_status(db: TestDb) {
    let c = Casework::start(db).await;
    let m = &c.manager.token;
    let res = c
        .call(
            Method::POST,
            &format!("/api/fathers/{}/referrals", c.sam),
            Some(json!({"type": "housing", "partner": "Foundation Communities", "note": "Needs a two-bedroom."})),
            m,
        )
        .await;
    assert_eq!(res.status(), StatusCode::CREATED);
    let made: Value = res.json().await.unwrap();
    assert_eq!((made["type"].as_str(), made["status"].as_str()), (Some("housing"), Some("made")));
    assert_eq!(made["partner"], "Foundation Communities");
    assert_eq!(made["fatherId"], c.sam.as_str());
    assert_eq!(made["madeBy"], c.manager.id.as_str());
    assert_eq!(made["history"], json!([{"status": "made", "at": made["madeAt"], "by": c.manager.id}]));
    let path = format!("/api/referrals/{}", made["id"].as_str().unwrap());

    // A facilitator of his group follows it through too.
    let accepted = c.ok(Method::PATCH, &path, Some(json!({"status": "accepted"})), &c.facilitator.token).await;
    assert_eq!(statuses(&accepted), ["made", "accepted"]);
    assert_eq!(accepted["history"][1]["by"], c.facilitator.id.as_str());
    // The same status again, or another field, is no step.
    let same =
        c.ok(Method::PATCH, &path, Some(json!({"status": "accepted", "note": "Interview on the 5th."})), m).await;
    assert_eq!(statuses(&same), ["made", "accepted"]);
    assert_eq!(same["note"], "Interview on the 5th.");
    c.ok(Method::PATCH, &path, Some(json!({"partner": "Caritas"})), m).await;
    let completed = c.ok(Method::PATCH, &path, Some(json!({"status": "completed"})), m).await;
    assert_eq!(statuses(&completed), ["made", "accepted", "completed"]);
    assert_eq!((completed["status"].as_str(), completed["partner"].as_str()), (Some("completed"), Some("Caritas")));
    let at = |i: usize| completed["history"][i]["at"].as_str().unwrap().to_owned();
    assert!(at(0) <= at(1) && at(1) <= at(2), "oldest first");
    // What the list shows is what the changes answered.
    let list = c.ok(Method::GET, &format!("/api/fathers/{}/referrals", c.sam), None, m).await;
    assert_eq!(list, json!([completed]));

    // Each is a 'referred' activity, without its note.
    let activity = c.ok(Method::GET, &format!("/api/fathers/{}/activity", c.sam), None, &c.director).await;
    let referred: Vec<&Value> = activity.as_array().unwrap().iter().filter(|a| a["action"] == "referred").collect();
    assert_eq!(referred.len(), 1);
    assert_eq!(referred[0]["description"], "Referred Sam Rivera (housing)");
    assert!(!activity.to_string().contains("two-bedroom"));
}

async fn referrals_are_validated_and_listed_newest_first(db: TestDb) {
    let c = Casework::start(db).await;
    let m = &c.manager.token;
    let path = format!("/api/fathers/{}/referrals", c.sam);
    let res = c.call(Method::POST, &path, Some(json!({"partner": "x".repeat(201), "status": "lost"})), m).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    let fields = &body["error"]["fields"];
    assert_eq!(fields["type"], "Type is required.");
    assert_eq!(fields["partner"], "Partner must be at most 200 characters.");
    assert!(fields["status"].as_str().unwrap().starts_with("Status must be one of: made, accepted, in-progress"));
    let res = c.call(Method::POST, &path, Some(json!({"type": "dentist", "madeAt": "1899-12-31T12:00:00Z"})), m).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert!(body["error"]["fields"]["type"].as_str().unwrap().contains("child-support"));
    assert_eq!(body["error"]["fields"]["madeAt"], "Made at must fall between the years 1900 and 9999.");

    let first =
        c.ok(Method::POST, &path, Some(json!({"type": "employment", "madeAt": "2026-02-01T10:00:00Z"})), m).await;
    let second =
        c.ok(Method::POST, &path, Some(json!({"type": "mental-health", "madeAt": "2026-03-01T10:00:00Z"})), m).await;
    // Made with another status: that is its first step.
    let third = c
        .ok(
            Method::POST,
            &path,
            Some(json!({"type": "legal", "status": "in-progress", "madeAt": "2026-01-01T10:00:00Z"})),
            m,
        )
        .await;
    assert_eq!(statuses(&third), ["in-progress"]);
    let list = c.ok(Method::GET, &path, None, m).await;
    let ids: Vec<&Value> = list.as_array().unwrap().iter().map(|r| &r["id"]).collect();
    assert_eq!(ids, [&second["id"], &first["id"], &third["id"]]);
    let page = c.ok(Method::GET, &format!("{path}?limit=1&offset=2"), None, m).await;
    assert_eq!(page[0]["id"], third["id"]);
}

async fn only_a_director_deletes_a_referral(db: TestDb) {
    let c = Casework::start(db).await;
    let made = c
        .ok(
            Method::POST,
            &format!("/api/fathers/{}/referrals", c.sam),
            Some(json!({"type": "legal"})),
            &c.manager.token,
        )
        .await;
    let path = format!("/api/referrals/{}", made["id"].as_str().unwrap());
    for token in [&c.manager.token, &c.facilitator.token] {
        let res = c.call(Method::DELETE, &path, None, token).await;
        assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    }
    assert_eq!(c.call(Method::DELETE, &path, None, &c.director).await.status(), StatusCode::NO_CONTENT);
    let list = c.ok(Method::GET, &format!("/api/fathers/{}/referrals", c.sam), None, &c.manager.token).await;
    assert_eq!(list, json!([]));
    assert_error(c.call(Method::DELETE, &path, None, &c.director).await, StatusCode::NOT_FOUND, "not-found").await;
    assert_error(
        c.call(Method::PATCH, &path, Some(json!({"status": "accepted"})), &c.director).await,
        StatusCode::NOT_FOUND,
        "not-found",
    )
    .await;
}

async fn the_funder_report_counts_contacts_and_referrals_in_the_range(db: TestDb) {
    let c = Casework::start(db).await;
    let (d, sam) = (&c.director, &c.sam);
    // Lee: in no group, on nobody's caseload.
    let lee = c.p.father("Lee", "Chen").await;
    let contact =
        |at: &str, minutes: i64| json!({"at": at, "method": "call", "outcome": "reached", "minutes": minutes});
    // January in Chicago: from Jan 1 06:00 UTC to Feb 1 06:00 UTC.
    c.contact(d, sam, contact("2026-01-10T12:00:00Z", 10)).await;
    c.contact(d, sam, contact("2026-01-15T12:00:00Z", 20)).await;
    c.contact(d, &lee, contact("2026-01-31T23:30:00-06:00", 15)).await; // the last evening, Chicago
    c.contact(d, sam, contact("2026-02-01T00:30:00-06:00", 99)).await; // February there
    c.contact(d, sam, contact("2026-01-01T05:00:00Z", 99)).await; // still December 31 there
    let refer = |father: &str, kind: &str, at: &str| {
        let (c, path) = (&c, format!("/api/fathers/{father}/referrals"));
        let body = json!({"type": kind, "madeAt": at});
        async move { c.ok(Method::POST, &path, Some(body), &c.director).await }
    };
    refer(sam, "housing", "2026-01-05T15:00:00Z").await;
    let employment = refer(sam, "employment", "2026-01-20T15:00:00Z").await;
    refer(&lee, "housing", "2026-01-25T15:00:00Z").await;
    refer(&lee, "legal", "2025-12-31T23:00:00-06:00").await; // December
                                                             // Its status now, whenever it changed.
    c.ok(
        Method::PATCH,
        &format!("/api/referrals/{}", employment["id"].as_str().unwrap()),
        Some(json!({"status": "accepted"})),
        d,
    )
    .await;

    let report = c.ok(Method::GET, "/api/reports/summary?from=2026-01-01&to=2026-01-31", None, d).await;
    let total = &report["total"];
    assert_eq!(total["contacts"], json!({"count": 3, "minutes": 45}));
    let referrals = &total["referrals"];
    assert_eq!(referrals["fathers"], 2, "Sam twice, Lee once: two fathers");
    assert_eq!(
        referrals["byType"],
        json!({"child-support": 0, "domestic-violence": 0, "education": 0, "employment": 1, "health": 0, "housing": 2,
               "legal": 0, "mental-health": 0, "other": 0, "substance-use": 0})
    );
    assert_eq!(
        referrals["byStatus"],
        json!({"accepted": 1, "completed": 0, "declined": 0, "in-progress": 0, "made": 2, "no-show": 0})
    );
    // Per group: its members of the range (Sam, who joined Jan 1 UTC), not Lee.
    let group = report["groups"].as_array().unwrap().iter().find(|g| g["groupId"] == c.group.as_str()).unwrap();
    assert_eq!(group["contacts"], json!({"count": 2, "minutes": 30}));
    assert_eq!(group["referrals"]["fathers"], 1);
    assert_eq!(
        (group["referrals"]["byType"]["housing"].as_i64(), group["referrals"]["byType"]["employment"].as_i64()),
        (Some(1), Some(1))
    );
    assert_eq!(group["referrals"]["byStatus"]["made"], 1);

    // The spreadsheet: three columns more (then the incentives' and the screenings'), and the
    // referrals by type and by status.
    let res = c.call(Method::GET, "/api/reports/summary.csv?from=2026-01-01&to=2026-01-31", None, d).await;
    let csv = res.text().await.unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert!(
        lines[0].ends_with(
            ",attendance rate,contacts,contact minutes,fathers referred,incentives,incentive amount,screenings,screenings flagged"
        )
    );
    assert!(lines[1].ends_with(",3,45,2,0,0.00,0,0"), "{csv}");
    assert!(lines.iter().any(|l| l.starts_with("Tuesday Dads,") && l.ends_with(",2,30,1,0,0.00,0,0")), "{csv}");
    for line in ["referral type,count", "housing,2", "employment,1", "referral status,count", "made,2", "accepted,1"] {
        assert!(lines.contains(&line), "{line}: {csv}");
    }

    // A staff member's report counts the fathers in his scope: Sam for his case manager,
    // nobody for the outsider.
    let his = c.ok(Method::GET, "/api/reports/summary?from=2026-01-01&to=2026-01-31", None, &c.manager.token).await;
    assert_eq!(his["total"]["contacts"], json!({"count": 2, "minutes": 30}));
    assert_eq!(his["total"]["referrals"]["fathers"], 1);
    let none = c.ok(Method::GET, "/api/reports/summary?from=2026-01-01&to=2026-01-31", None, &c.outsider.token).await;
    assert_eq!(none["total"]["contacts"], json!({"count": 0, "minutes": 0}));
    assert_eq!(none["total"]["referrals"]["fathers"], 0);
}

async fn the_referrals_list_holds_the_scope_open_ones_first(db: TestDb) {
    let c = Casework::start(db).await;
    let m = &c.manager.token;
    let refer = |kind: &'static str, status: &'static str| {
        let c = &c;
        async move {
            c.ok(
                Method::POST,
                &format!("/api/fathers/{}/referrals", c.sam),
                Some(json!({"type": kind, "partner": "Partner", "status": status})),
                m,
            )
            .await["id"]
                .as_str()
                .unwrap()
                .to_owned()
        }
    };
    let done = refer("housing", "completed").await;
    let open = refer("employment", "made").await;
    let declined = refer("employment", "declined").await;

    let all = c.ok(Method::GET, "/api/referrals", None, m).await;
    let ids: Vec<&str> = all.as_array().unwrap().iter().map(|r| r["id"].as_str().unwrap()).collect();
    assert_eq!(ids, [open.as_str(), declined.as_str(), done.as_str()], "open first, then newest");
    assert!(all[0]["fatherName"].as_str().unwrap().starts_with("Sam"), "{all}");
    assert_eq!(all[0]["history"][0]["status"], "made");
    let employment = c.ok(Method::GET, "/api/referrals?type=employment&status=declined", None, m).await;
    assert_eq!(employment.as_array().unwrap().len(), 1);
    assert_eq!(employment[0]["id"], declined.as_str());
    let res = c.call(Method::GET, "/api/referrals?status=lost", None, m).await;
    let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert!(body["error"]["fields"]["status"].is_string());

    // Someone without Sam in his scope sees none; the director sees all.
    assert_eq!(c.ok(Method::GET, "/api/referrals", None, &c.outsider.token).await, json!([]));
    assert_eq!(c.ok(Method::GET, "/api/referrals", None, &c.director).await.as_array().unwrap().len(), 3);
}

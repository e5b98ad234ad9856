//! Home, the dashboard and the funder report: a program seeded with known attendance gives
//! the figures worked out by hand below, the same as the matrix and the progress pages.

use chrono::{Duration, Utc};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_error, TestDb};
use crate::program::Program;

crate::on_both_databases!(
    the_report_says_who_was_served_and_a_groups_exits_are_the_programs,
    the_funder_report_counts_by_hand,
    home_shows_each_user_what_is_next_for_him,
    the_staff_dashboard_shows_the_weeks_and_who_is_slipping,
    fathers_print_their_own_certificate_and_letter_only,
);

/// The test program (sessions on Tuesdays at 18:00 UTC, noon in Chicago, the program's
/// time zone in tests):
///
/// - Tuesday group: Sam (member since Jan 1 UTC, which is Dec 31 in Chicago) and Lee
///   (joined Jan 10). Sessions Jan 6, 13, 20 held; Jan 27 cancelled.
///   Sam: present, absent, make-up. Lee: (not yet a member), late, absent.
/// - Second group: Sam and Joe. Sessions Jan 6 and 13 held. Sam present twice; Joe absent,
///   then not marked.
///
/// Countable: Tuesday Sam 3 + Lee 2, Second Sam 2 + Joe 2 = 9; attended 2 + 1 + 2 + 0 = 5.
/// Served (unduplicated): Sam and Lee = 2. Held: 5. Hours: 5 × 1.5 = 7.5.
struct Seeded {
    p: Program,
    sam: String,
    lee: String,
    joe: String,
    tuesday: String,
    second: String,
    tuesday_cycle: String,
}

async fn seed(db: TestDb) -> Seeded {
    let p = Program::start(db).await;
    let sam =
        p.post("/api/fathers", json!({"firstName": "Sam", "lastName": "Ruiz", "enrollmentDate": "2026-01-05"})).await;
    let lee =
        p.post("/api/fathers", json!({"firstName": "Lee", "lastName": "Adams", "enrollmentDate": "2026-01-20"})).await;
    let joe =
        p.post("/api/fathers", json!({"firstName": "Joe", "lastName": "Moss", "enrollmentDate": "2025-12-01"})).await;
    let [sam, lee, joe] = [sam, lee, joe].map(|f| f["id"].as_str().unwrap().to_owned());
    p.patch(&format!("/api/fathers/{joe}"), json!({"status": "exited", "exitDate": "2026-01-25"})).await;

    let tuesday = p.group_with("Tuesday", &[&sam]).await;
    p.post(&format!("/api/groups/{tuesday}/members"), json!({"fatherId": lee, "joinedAt": "2026-01-10T00:00:00Z"}))
        .await;
    let (tuesday_cycle, s) = p.cycle(&tuesday, 4).await;
    // Lee is not on the first session's roster: he joined after it.
    p.mark(&s[0], &[(&sam, "present")]).await;
    p.mark(&s[1], &[(&sam, "absent"), (&lee, "late")]).await;
    p.mark(&s[2], &[(&sam, "makeup"), (&lee, "absent")]).await;
    for session in &s[..3] {
        p.complete(session).await;
    }
    p.patch(&format!("/api/sessions/{}", s[3]), json!({"status": "cancelled"})).await;

    let second = p.group_with("Second", &[&sam, &joe]).await;
    let (_, s) = p.cycle(&second, 2).await;
    p.mark(&s[0], &[(&sam, "present"), (&joe, "absent")]).await;
    p.mark(&s[1], &[(&sam, "present")]).await;
    // Completing the last session awards Sam the course (2 of 2), dated today.
    p.complete(&s[0]).await;
    p.complete(&s[1]).await;

    for (father, kind, day) in [
        (&sam, "employment", "2026-01-15"),
        (&lee, "employment", "2026-01-28"),
        (&lee, "housing", "2026-01-31"),
        (&joe, "housing", "2026-02-01"),
    ] {
        p.post("/api/milestones", json!({"fatherId": father, "title": "Milestone", "kind": kind, "achievedAt": day}))
            .await;
    }
    Seeded { p, sam, lee, joe, tuesday, second, tuesday_cycle }
}

fn figures(v: &Value) -> (i64, i64, i64, i64, f64) {
    let n = |k: &str| v[k].as_i64().unwrap_or_else(|| panic!("{k} in {v}"));
    (n("fathersServed"), n("attended"), n("countable"), n("sessionsHeld"), v["hoursAttended"].as_f64().unwrap())
}

async fn the_funder_report_counts_by_hand(db: TestDb) {
    let Seeded { p, sam, lee, joe, tuesday, second, tuesday_cycle } = seed(db).await;
    let january = p.get("/api/reports/summary?from=2026-01-01&to=2026-01-31").await;
    assert_eq!(january["timeZone"], "America/Chicago");
    let total = &january["total"];
    assert_eq!(figures(total), (2, 5, 9, 5, 7.5));
    assert!((total["attendanceRate"].as_f64().unwrap() - 5.0 / 9.0).abs() < 1e-9);
    assert_eq!(total["newlyEnrolled"], 2, "Sam and Lee; Joe enrolled in December");
    assert_eq!(total["exited"], 1, "Joe");
    assert_eq!(total["completedCourse"], 0, "Sam's course was completed today, not in January");
    assert_eq!(
        january["milestonesByKind"],
        json!([{"kind": "employment", "count": 2}, {"kind": "housing", "count": 1}])
    );

    let groups = january["groups"].as_array().unwrap();
    let group = |id: &str| groups.iter().find(|g| g["groupId"] == id).unwrap_or_else(|| panic!("{id}"));
    assert_eq!(figures(group(&tuesday)), (2, 3, 5, 3, 4.5));
    assert_eq!(figures(group(&second)), (1, 2, 4, 2, 3.0), "Sam counted in each of his groups");
    // Joined in January in Chicago: Lee (Jan 10). Sam joined at Jan 1 00:00 UTC: Dec 31 there.
    assert_eq!(
        (group(&tuesday)["newlyEnrolled"].as_i64(), group(&second)["newlyEnrolled"].as_i64()),
        (Some(1), Some(0))
    );

    // One code path: the matrix and the progress pages agree with the report.
    let matrix = p.get(&format!("/api/cycles/{tuesday_cycle}/attendance")).await;
    let rows = matrix["rows"].as_array().unwrap();
    let sum = |k: &str| rows.iter().map(|r| r[k].as_i64().unwrap()).sum::<i64>();
    assert_eq!((sum("attended"), sum("countable")), (3, 5));
    let mut attended = 0;
    let mut countable = 0;
    for father in [&sam, &lee, &joe] {
        let progress = p.get(&format!("/api/fathers/{father}/progress")).await;
        attended += progress["attended"].as_i64().unwrap();
        countable += progress["countable"].as_i64().unwrap();
    }
    assert_eq!((attended, countable), (5, 9));

    // From Jan 7: the sessions of Jan 6 (noon in Chicago) are out.
    let later = p.get("/api/reports/summary?from=2026-01-07&to=2026-01-31").await;
    assert_eq!(figures(&later["total"]), (2, 3, 6, 3, 4.5));
    // Only Jan 6: a one-day range.
    let one_day = p.get("/api/reports/summary?from=2026-01-06&to=2026-01-06").await;
    assert_eq!(figures(&one_day["total"]), (1, 2, 3, 2, 3.0), "Sam twice, Joe absent; Lee not yet a member");
    // The course Sam completed today, in the program's today.
    let today = Utc::now().with_timezone(&chrono_tz::America::Chicago).date_naive();
    let around = p
        .get(&format!("/api/reports/summary?from={}&to={}", today - Duration::days(1), today + Duration::days(1)))
        .await;
    assert_eq!(around["total"]["completedCourse"], 1);
    assert_eq!(
        around["groups"].as_array().unwrap().iter().find(|g| g["groupId"] == second).unwrap()["completedCourse"],
        1
    );

    // The spreadsheet: the same figures, formula-safe.
    let res = p.call(Method::GET, "/api/reports/summary.csv?from=2026-01-01&to=2026-01-31", None, &p.staff).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert!(res.headers()["content-type"].to_str().unwrap().starts_with("text/csv"));
    let csv = res.text().await.unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert!(lines[0].starts_with("group,fathers served,newly enrolled"), "{csv}");
    // Then contacts, their minutes and fathers referred (case management), incentives with
    // their amount, and screenings with those flagged: none here.
    assert_eq!(lines[1], "All groups (2026-01-01 to 2026-01-31),2,2,0,1,5,7.50,5,9,55.6%,0,0,0,0,0.00,0,0");
    assert!(lines.contains(&"Tuesday,2,1,0,0,3,4.50,3,5,60.0%,0,0,0,0,0.00,0,0"), "{csv}");
    assert!(lines.contains(&"employment,2"), "{csv}");

    // Bad ranges name their field.
    for (query, field) in
        [("to=2026-01-31", "from"), ("from=2026-02-01&to=2026-01-31", "to"), ("from=2026-13-01&to=2026-12-31", "from")]
    {
        let res = p.call(Method::GET, &format!("/api/reports/summary?{query}"), None, &p.staff).await;
        let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
        assert!(body["error"]["fields"][field].is_string(), "{query}: {body}");
    }
    // Fathers read neither the report nor its CSV.
    let sams = p.father_account("sam@example.org", &sam).await;
    for path in
        ["/api/reports/summary?from=2026-01-01&to=2026-01-31", "/api/reports/summary.csv?from=2026-01-01&to=2026-01-31"]
    {
        assert_error(p.call(Method::GET, path, None, &sams).await, StatusCode::FORBIDDEN, "permission-denied").await;
    }
}

/// January, by hand. Tuesday's group: Ana (born 1990, biological, community, Spanish)
/// and Ben (nothing known, English) come to the first session; Cal (born 2009, step,
/// incarcerated) misses it. Ben leaves the program on Jan 20; Dan, in no group, on Jan 10.
/// An empty group has counted nothing.
///
/// Served: Ana and Ben. Exits: the program's two; Tuesday's Ben, the one of them it held.
async fn the_report_says_who_was_served_and_a_groups_exits_are_the_programs(db: TestDb) {
    let p = Program::start(db).await;
    let father = |mut body: Value| {
        let p = &p;
        body["enrollmentDate"] = json!("2025-12-01");
        async move { p.post("/api/fathers", body).await["id"].as_str().unwrap().to_owned() }
    };
    let ana = father(json!({"firstName": "Ana", "lastName": "Ortiz", "dateOfBirth": "1990-03-01",
        "fatherType": "biological", "setting": "community", "preferredLanguage": "es"}))
    .await;
    let ben = father(json!({"firstName": "Ben", "lastName": "Wu"})).await;
    let cal = father(json!({"firstName": "Cal", "lastName": "Diaz", "dateOfBirth": "2009-05-05",
        "fatherType": "step", "setting": "incarcerated"}))
    .await;
    let dan = father(json!({"firstName": "Dan", "lastName": "Roe"})).await;
    let tuesday = p.group_with("Tuesday", &[&ana, &ben, &cal]).await;
    p.group_with("Empty", &[]).await;
    let (_, s) = p.cycle(&tuesday, 1).await;
    p.mark(&s[0], &[(&ana, "present"), (&ben, "late"), (&cal, "absent")]).await;
    p.complete(&s[0]).await;
    for (who, day) in [(&ben, "2026-01-20"), (&dan, "2026-01-10")] {
        p.patch(&format!("/api/fathers/{who}"), json!({"status": "exited", "exitDate": day})).await;
    }

    let january = p.get("/api/reports/summary?from=2026-01-01&to=2026-01-31").await;
    assert_eq!(january["total"]["fathersServed"], 2);
    let zeros = |words: &[&str]| -> serde_json::Map<String, Value> {
        words.iter().map(|w| ((*w).to_owned(), json!(0))).collect()
    };
    let mut ages = zeros(&["under-18", "18-24", "25-34", "35-44", "45-54", "55-plus", "unknown"]);
    ages.insert("35-44".into(), json!(1));
    ages.insert("unknown".into(), json!(1));
    let mut types = zeros(&["biological", "step", "expectant", "father figure", "unknown"]);
    types.insert("biological".into(), json!(1));
    types.insert("unknown".into(), json!(1));
    assert_eq!(
        january["demographics"],
        json!({"fathers": 2, "ageBands": ages, "fatherType": types,
               "setting": {"community": 1, "incarcerated": 0, "unknown": 1}, "language": {"en": 1, "es": 1}}),
        "Cal came to nothing: not served, not counted"
    );
    assert_eq!(january["total"]["exited"], 2);
    let groups = january["groups"].as_array().unwrap();
    let group = |name: &str| groups.iter().find(|g| g["groupName"] == name).unwrap();
    assert_eq!(group("Tuesday")["exited"], 1, "Ben; Dan was in no group");
    assert_eq!(group("Empty")["exited"], 0);

    // The spreadsheet says "no data" where nothing counted, and who was served.
    let res = p.call(Method::GET, "/api/reports/summary.csv?from=2026-01-01&to=2026-01-31", None, &p.staff).await;
    let csv = res.text().await.unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    let empty = lines.iter().find(|l| l.starts_with("Empty,")).unwrap();
    assert!(empty.contains(",no data,") && !empty.contains('%'), "{empty}");
    let band = lines.iter().position(|l| *l == "age band,fathers served").unwrap_or_else(|| panic!("{csv}"));
    assert_eq!(lines[band + 4], "35-44,1");
    assert!(lines.contains(&"language,fathers served") && lines.contains(&"es,1"), "{csv}");
    // February: nobody served, every count 0.
    let february = p.get("/api/reports/summary?from=2026-02-01&to=2026-02-28").await;
    assert_eq!(february["demographics"]["fathers"], 0);
    assert_eq!(february["demographics"]["language"], json!({"en": 0, "es": 0}));
}

async fn home_shows_each_user_what_is_next_for_him(db: TestDb) {
    let Seeded { p, lee, tuesday, second, .. } = seed(db).await;
    let lees = p.father_account("lee@example.org", &lee).await;
    let at = |days: i64| (Utc::now() + Duration::days(days)).format("%Y-%m-%dT18:00:00Z").to_string();
    let event = |title: &str, days: i64, group: Option<&str>| json!({"title": title, "startsAt": at(days), "endsAt": at(days).replace("T18", "T19"), "allDay": false, "groupId": group});
    p.post("/api/events", event("Second group picnic", 1, Some(&second))).await;
    p.post("/api/events", event("Tuesday family day", 2, Some(&tuesday))).await;
    p.post("/api/events", event("Graduation", 3, None)).await;
    p.post("/api/announcements", json!({"title": "Welcome", "body": "Hello", "pinned": true})).await;
    p.post("/api/announcements", json!({"title": "Newer, not pinned", "body": "Hi"})).await;

    let staff = p.get("/api/home").await;
    assert_eq!(staff["next"]["title"], "Second group picnic", "staff see every group's");
    let res = p.call(Method::GET, "/api/home", None, &lees).await;
    assert_eq!(res.status(), StatusCode::OK);
    let home: Value = res.json().await.unwrap();
    assert_eq!(home["next"]["title"], "Tuesday family day", "Lee is not in the Second group");
    assert_eq!(home["next"]["kind"], "event");
    assert_eq!(home["pinned"]["title"], "Welcome");
    assert_eq!(home["unread"], json!({"messages": 0, "announcements": 2, "texts": 0}));
}

async fn the_staff_dashboard_shows_the_weeks_and_who_is_slipping(db: TestDb) {
    let Seeded { p, sam, lee, tuesday, .. } = seed(db).await;
    // A cycle running now: sessions 30, 29 and 28 days ago.
    let today = Utc::now().date_naive();
    let cycle = p
        .post(
            "/api/cycles",
            json!({"title": "Now", "groupId": tuesday, "startDate": (today - Duration::days(30)).to_string(),
                   "endDate": (today + Duration::days(30)).to_string(),
                   "schedule": {"weekdays": [1, 2, 3, 4, 5, 6, 7], "startTime": "18:00", "durationMinutes": 60, "count": 3}}),
        )
        .await;
    let sessions = p.get(&format!("/api/cycles/{}/sessions", cycle["id"].as_str().unwrap())).await;
    for (session, lees) in sessions.as_array().unwrap().iter().zip(["present", "absent", "absent"]) {
        let id = session["id"].as_str().unwrap();
        p.mark(id, &[(&sam, "present"), (&lee, lees)]).await;
        p.complete(id).await;
    }

    let dashboard = p.get("/api/dashboard").await;
    let counts = &dashboard["counts"];
    assert_eq!((counts["fathers"].as_i64(), counts["enrolled"].as_i64()), (Some(3), Some(2)));
    assert_eq!(counts["byStatus"]["exited"], 1);
    assert_eq!((counts["groups"].as_i64(), counts["activeCycles"].as_i64()), (Some(2), Some(1)));
    let weeks = dashboard["attendanceByWeek"].as_array().unwrap();
    assert_eq!(weeks.len(), 12);
    let (attended, countable, held) = weeks.iter().fold((0, 0, 0), |(a, c, h), w| {
        (a + w["attended"].as_i64().unwrap(), c + w["countable"].as_i64().unwrap(), h + w["sessions"].as_i64().unwrap())
    });
    assert_eq!((attended, countable, held), (4, 6, 3), "Sam 3 of 3, Lee 1 of 3");
    assert_eq!(dashboard["atRisk"].as_array().unwrap().len(), 1);
    assert_eq!(dashboard["atRisk"][0]["fatherId"], lee.as_str());
    assert_eq!(dashboard["atRisk"][0]["consecutiveAbsences"], 2);
    let activity = dashboard["activity"].as_array().unwrap();
    assert!(activity.iter().any(|a| a["subject"]["kind"] == "session"), "entries link to their subject");

    // A new absence moves the dashboard at once (the program's revision moved).
    p.mark(sessions[0]["id"].as_str().unwrap(), &[(&sam, "absent")]).await;
    let again = p.get("/api/dashboard").await;
    let attended: i64 =
        again["attendanceByWeek"].as_array().unwrap().iter().map(|w| w["attended"].as_i64().unwrap()).sum();
    assert_eq!(attended, 3);

    // A father's dashboard is his own.
    let lees = p.father_account("lee@example.org", &lee).await;
    let res = p.call(Method::GET, "/api/dashboard", None, &lees).await;
    let his: Value = res.json().await.unwrap();
    assert!(his.get("counts").is_none() && his.get("atRisk").is_none(), "{his}");
    assert_eq!((his["attendance"]["attended"].as_i64(), his["attendance"]["countable"].as_i64()), (Some(2), Some(5)));
    assert_eq!(his["milestones"].as_array().unwrap().len(), 2);
}

async fn fathers_print_their_own_certificate_and_letter_only(db: TestDb) {
    let Seeded { p, sam, lee, .. } = seed(db).await;
    let sams = p.father_account("sam@example.org", &sam).await;
    let lees = p.father_account("lee@example.org", &lee).await;

    let res = p.call(Method::GET, &format!("/api/fathers/{sam}/certificates"), None, &sams).await;
    assert_eq!(res.status(), StatusCode::OK);
    let certificates: Value = res.json().await.unwrap();
    let certificate = &certificates.as_array().unwrap()[0];
    assert_eq!(certificates.as_array().unwrap().len(), 1);
    assert_eq!((certificate["firstName"].as_str(), certificate["groupName"].as_str()), (Some("Sam"), Some("Second")));
    assert_eq!((certificate["sessionsAttended"].as_i64(), certificate["hoursAttended"].as_f64()), (Some(2), Some(3.0)));
    assert_eq!(certificate["programName"], "Fatherhood Matters of Travis County");
    assert!(certificate["cycleId"].is_string() && certificate["startDate"] == "2026-01-06");

    let letter = p.get(&format!("/api/fathers/{sam}/attendance-letter")).await;
    let dates: Vec<&str> = letter["sessions"].as_array().unwrap().iter().map(|s| s["date"].as_str().unwrap()).collect();
    assert_eq!(dates, ["2026-01-06", "2026-01-06", "2026-01-13", "2026-01-20"], "attended, oldest first");
    assert_eq!((letter["totalSessions"].as_i64(), letter["totalHours"].as_f64()), (Some(4), Some(6.0)));

    // Another father's papers do not exist for Lee.
    for path in [format!("/api/fathers/{sam}/certificates"), format!("/api/fathers/{sam}/attendance-letter")] {
        assert_error(p.call(Method::GET, &path, None, &lees).await, StatusCode::NOT_FOUND, "not-found").await;
    }
    let his = p.call(Method::GET, &format!("/api/fathers/{lee}/certificates"), None, &lees).await;
    assert_eq!(his.json::<Value>().await.unwrap(), json!([]));
}

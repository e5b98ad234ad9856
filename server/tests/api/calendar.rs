//! The calendar: events staff put on it, the workshop sessions shown with them, and the
//! private iCalendar feed a father subscribes to from his phone's calendar.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_error, TestDb};
use crate::program::Program;

crate::on_both_databases!(
    a_father_sees_his_groups_events_and_sessions_and_nothing_else,
    calendar_ranges_are_checked_and_name_the_field,
    staff_create_edit_and_delete_events_and_fathers_cannot,
    all_day_events_are_dates_and_a_daylight_saving_week_moves_nothing,
    the_feed_is_valid_icalendar_with_only_what_its_owner_may_see,
    a_rotated_or_deleted_accounts_feed_is_gone,
    staffs_calendar_shows_every_change_at_once,
);

/// Two groups with a father each (with accounts), a two-session cycle each, and events
/// for everyone, for each group, and an all-day one for group A.
struct Town {
    p: Program,
    sam: String,
    lee: String,
    a_event: String,
    b_event: String,
    everyone_event: String,
    a_sessions: Vec<String>,
    b_sessions: Vec<String>,
}

impl Town {
    async fn build(db: TestDb) -> Town {
        let p = Program::start(db).await;
        let (sam_id, lee_id) = (p.father("Sam", "Ruiz").await, p.father("Lee", "Adams").await);
        let a = p.group_with("Tuesday group", &[&sam_id]).await;
        let b = p.group_with("Thursday group", &[&lee_id]).await;
        let (_, a_sessions) = p.cycle(&a, 2).await;
        let (_, b_sessions) = p.cycle(&b, 2).await;
        let event = |title: &str, group: Option<&str>| {
            json!({"title": title, "startsAt": "2026-01-10T15:00:00Z", "endsAt": "2026-01-10T17:00:00Z",
                   "location": "Community hall", "groupId": group, "description": "Bring the kids"})
        };
        let a_event = p.post("/api/events", event("Tuesday picnic", Some(&a))).await["id"].as_str().unwrap().to_owned();
        let b_event =
            p.post("/api/events", event("Thursday bowling", Some(&b))).await["id"].as_str().unwrap().to_owned();
        let everyone_event = p.post("/api/events", event("Family day", None)).await["id"].as_str().unwrap().to_owned();
        p.post(
            "/api/events",
            json!({"title": "Tuesday retreat", "allDay": true, "startsAt": "2026-01-17", "endsAt": "2026-01-18", "groupId": a}),
        )
        .await;
        let sam = p.father_account("sam@example.org", &sam_id).await;
        let lee = p.father_account("lee@example.org", &lee_id).await;
        Town { p, sam, lee, a_event, b_event, everyone_event, a_sessions, b_sessions }
    }

    async fn calendar(&self, token: &str) -> Vec<Value> {
        let res = self
            .p
            .call(Method::GET, "/api/calendar?from=2026-01-01T00:00:00-06:00&to=2026-02-01T00:00:00-06:00", None, token)
            .await;
        assert_eq!(res.status(), StatusCode::OK);
        res.json::<Value>().await.unwrap().as_array().unwrap().clone()
    }
}

fn ids(items: &[Value]) -> Vec<String> {
    items.iter().map(|i| i["id"].as_str().unwrap().to_owned()).collect()
}

fn titles(items: &[Value]) -> Vec<String> {
    items.iter().map(|i| i["title"].as_str().unwrap().to_owned()).collect()
}

async fn a_father_sees_his_groups_events_and_sessions_and_nothing_else(db: TestDb) {
    let t = Town::build(db).await;

    let sams = t.calendar(&t.sam).await;
    let seen = ids(&sams);
    for id in t.a_sessions.iter().chain([&t.a_event, &t.everyone_event]) {
        assert!(seen.contains(id), "Sam sees {id}: {:?}", titles(&sams));
    }
    for id in t.b_sessions.iter().chain([&t.b_event]) {
        assert!(!seen.contains(id), "Sam never sees group B's {id}");
    }
    assert!(titles(&sams).contains(&"Tuesday retreat".to_owned()));
    assert_eq!(sams.len(), 5, "{:?}", titles(&sams));
    let session = sams.iter().find(|i| i["kind"] == "session").unwrap();
    assert_eq!(session["status"], "scheduled");
    assert!(session["cycleId"].is_string());
    assert!(session["title"].as_str().unwrap().contains("Nurturing Fathers"), "{session}");
    let event = sams.iter().find(|i| i["id"] == t.a_event.as_str()).unwrap();
    assert_eq!(event["kind"], "event");
    assert_eq!(event["location"], "Community hall");
    assert_eq!(event["groupName"], "Tuesday group");
    // Sorted by start.
    let starts: Vec<&str> =
        sams.iter().filter(|i| i["allDay"] == false).map(|i| i["startsAt"].as_str().unwrap()).collect();
    assert!(starts.windows(2).all(|w| w[0] <= w[1]), "{starts:?}");

    // Group B's event is not found for Sam, by id and in the list; found for Lee.
    let res = t.p.call(Method::GET, &format!("/api/events/{}", t.b_event), None, &t.sam).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    let res = t.p.call(Method::GET, &format!("/api/events/{}", t.b_event), None, &t.lee).await;
    assert_eq!(res.status(), StatusCode::OK);
    let list: Value = t.p.call(Method::GET, "/api/events", None, &t.sam).await.json().await.unwrap();
    assert_eq!(list.as_array().unwrap().len(), 3, "{list}");
    assert!(!ids(list.as_array().unwrap()).contains(&t.b_event));

    // Staff see everything.
    let all = t.calendar(&t.p.staff).await;
    assert_eq!(all.len(), 8, "{:?}", titles(&all));

    // A father who leaves the group stops seeing its items.
    let sam_father = t.p.get("/api/fathers?q=Ruiz").await[0]["id"].as_str().unwrap().to_owned();
    let group = event["groupId"].as_str().unwrap();
    t.p.ok(Method::DELETE, &format!("/api/groups/{group}/members/{sam_father}"), None).await;
    let after = t.calendar(&t.sam).await;
    assert_eq!(ids(&after), vec![t.everyone_event.clone()], "{:?}", titles(&after));
}

async fn calendar_ranges_are_checked_and_name_the_field(db: TestDb) {
    let p = Program::start(db).await;
    for (query, field) in [
        ("", "from"),
        ("?from=yesterday&to=2026-02-01T00:00:00Z", "from"),
        ("?from=2026-01-01T00:00:00Z", "to"),
        ("?from=2026-01-01T00:00:00Z&to=2026-01-32T00:00:00Z", "to"),
        ("?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z", "to"),
        ("?from=2026-01-01T00:00:00Z&to=2027-02-06T00:00:00Z", "to"),
    ] {
        let res = p.call(Method::GET, &format!("/api/calendar{query}"), None, &p.staff).await;
        let body = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
        assert!(body["error"]["fields"][field].is_string(), "{query}: {body}");
    }
    let res =
        p.call(Method::GET, "/api/calendar?from=2026-01-01T00:00:00Z&to=2027-02-05T00:00:00Z", None, &p.staff).await;
    assert_eq!(res.status(), StatusCode::OK);
    let res = p
        .app
        .client
        .get(p.app.url("/api/calendar?from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
}

async fn staff_create_edit_and_delete_events_and_fathers_cannot(db: TestDb) {
    let t = Town::build(db).await;
    let body = json!({"title": "Sneaky", "startsAt": "2026-01-10T15:00:00Z", "endsAt": "2026-01-10T16:00:00Z"});
    let res = t.p.call(Method::POST, "/api/events", Some(body), &t.sam).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    let path = format!("/api/events/{}", t.a_event);
    let res = t.p.call(Method::PATCH, &path, Some(json!({"title": "Mine now"})), &t.sam).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    let res = t.p.call(Method::DELETE, &path, None, &t.sam).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;

    for (body, field) in [
        (json!({"startsAt": "2026-01-10T15:00:00Z", "endsAt": "2026-01-10T16:00:00Z"}), "title"),
        (json!({"title": "X", "startsAt": "2026-01-10T15:00:00Z", "endsAt": "2026-01-10T14:00:00Z"}), "endsAt"),
        (json!({"title": "X", "startsAt": "2026-01-10 15:00", "endsAt": "2026-01-10T16:00:00Z"}), "startsAt"),
        (json!({"title": "X", "startsAt": "2026-01-10T15:00:00Z"}), "endsAt"),
        (json!({"title": "X", "allDay": true, "startsAt": "2026-01-10", "endsAt": "2026-01-09"}), "endsAt"),
        (
            json!({"title": "X", "startsAt": "2026-01-10T15:00:00Z", "endsAt": "2026-01-10T16:00:00Z", "groupId": "nope"}),
            "groupId",
        ),
        (
            json!({"title": "x".repeat(201), "startsAt": "2026-01-10T15:00:00Z", "endsAt": "2026-01-10T16:00:00Z"}),
            "title",
        ),
    ] {
        let res = t.p.call(Method::POST, "/api/events", Some(body.clone()), &t.p.staff).await;
        let error = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
        assert!(error["error"]["fields"][field].is_string(), "{body}: {error}");
    }

    // An edit changes what it names, and moves the event to everyone.
    let edited = t.p.patch(&path, json!({"title": "Picnic at the lake", "groupId": null})).await;
    assert_eq!(edited["title"], "Picnic at the lake");
    assert_eq!(edited["location"], "Community hall");
    assert_eq!(edited["description"], "Bring the kids");
    assert!(edited["groupId"].is_null());
    assert_eq!(edited["startsAt"], "2026-01-10T15:00:00.000Z");
    let res = t.p.call(Method::GET, &path, None, &t.lee).await;
    assert_eq!(res.status(), StatusCode::OK, "everyone's event is Lee's too");
    // Switching to all-day needs the dates.
    let res = t.p.call(Method::PATCH, &path, Some(json!({"allDay": true})), &t.p.staff).await;
    let error = assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    assert!(error["error"]["fields"]["startsAt"].is_string(), "{error}");

    t.p.ok(Method::DELETE, &path, None).await;
    let res = t.p.call(Method::GET, &path, None, &t.p.staff).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    let res = t.p.call(Method::DELETE, &path, None, &t.p.staff).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;

    let log = t.p.activities().await;
    for description in
        ["Created event Tuesday picnic", "Updated event Picnic at the lake", "Deleted event Picnic at the lake"]
    {
        assert!(log.iter().any(|(_, d)| d == description), "{description} in {log:?}");
    }
}

async fn all_day_events_are_dates_and_a_daylight_saving_week_moves_nothing(db: TestDb) {
    let p = Program::start(db).await;
    let e = p
        .post(
            "/api/events",
            json!({"title": "Spring break", "allDay": true, "startsAt": "2026-03-08", "endsAt": "2026-03-09"}),
        )
        .await;
    assert_eq!(
        (e["startsAt"].as_str(), e["endsAt"].as_str(), e["allDay"].as_bool()),
        (Some("2026-03-08"), Some("2026-03-09"), Some(true))
    );
    let days = |from: &'static str, to: &'static str| {
        let p = &p;
        async move {
            let items = p.get(&format!("/api/calendar?from={}&to={}", enc(from), enc(to))).await;
            items.as_array().unwrap().iter().filter(|i| i["title"] == "Spring break").count()
        }
    };
    // In Chicago (UTC-6 before the change) and in Madrid (UTC+1) the event is on its own dates only.
    assert_eq!(days("2026-03-09T00:00:00-05:00", "2026-03-10T00:00:00-05:00").await, 1);
    assert_eq!(days("2026-03-10T00:00:00-05:00", "2026-03-11T00:00:00-05:00").await, 0);
    assert_eq!(days("2026-03-07T00:00:00-06:00", "2026-03-08T00:00:00-06:00").await, 0);
    assert_eq!(days("2026-03-07T00:00:00+01:00", "2026-03-08T00:00:00+01:00").await, 0);
    assert_eq!(days("2026-03-08T00:00:00+01:00", "2026-03-09T00:00:00+01:00").await, 1);

    // Weekly sessions across the US change to summer time (2026-03-08): the calendar
    // answers exactly the instants the sessions have, none shifted by an hour.
    let father = p.father("Sam", "Ruiz").await;
    let group = p.group_with("Tuesday", &[&father]).await;
    let cycle = p
        .post(
            "/api/cycles",
            json!({"title": "Spring cycle", "groupId": group, "startDate": "2026-03-01", "endDate": "2026-03-31",
                   "schedule": {"weekdays": [2], "startTime": "18:00", "durationMinutes": 90, "count": 3,
                                "timezone": "America/Chicago"}}),
        )
        .await;
    let sessions = p.get(&format!("/api/cycles/{}/sessions", cycle["id"].as_str().unwrap())).await;
    let items = p
        .get(&format!(
            "/api/calendar?from={}&to={}",
            enc("2026-03-01T00:00:00-06:00"),
            enc("2026-04-01T00:00:00-05:00")
        ))
        .await;
    for session in sessions.as_array().unwrap() {
        let item = items.as_array().unwrap().iter().find(|i| i["id"] == session["id"]).expect("on the calendar");
        let (a, b) = (session["startsAt"].as_str().unwrap(), item["startsAt"].as_str().unwrap());
        assert_eq!(chrono::DateTime::parse_from_rfc3339(a).unwrap(), chrono::DateTime::parse_from_rfc3339(b).unwrap());
    }
}

fn enc(s: &str) -> String {
    s.replace('+', "%2B")
}

/// The feed's URL says FM_PUBLIC_URL; the test server is elsewhere.
fn on_test_server(p: &Program, url: &str) -> String {
    let path = url.strip_prefix("http://fatherhood.example").unwrap_or_else(|| panic!("a public URL: {url}"));
    p.app.url(path)
}

async fn fetch_feed(p: &Program, url: &str) -> reqwest::Response {
    p.app.client.get(on_test_server(p, url)).send().await.unwrap()
}

/// The VEVENTs of a feed, each as its properties (name → value, with parameters).
fn parse_ics(text: &str) -> Vec<std::collections::HashMap<String, (String, String)>> {
    let mut calendars = ical::IcalParser::new(std::io::BufReader::new(text.as_bytes()));
    let calendar = calendars.next().expect("one calendar").expect("a calendar that parses");
    assert!(calendars.next().is_none());
    let version = calendar.properties.iter().find(|p| p.name == "VERSION").and_then(|p| p.value.clone());
    assert_eq!(version.as_deref(), Some("2.0"));
    assert!(calendar.properties.iter().any(|p| p.name == "PRODID"));
    calendar
        .events
        .into_iter()
        .map(|e| {
            e.properties
                .into_iter()
                .map(|p| {
                    let params = format!("{:?}", p.params.unwrap_or_default());
                    (p.name, (p.value.unwrap_or_default(), params))
                })
                .collect()
        })
        .collect()
}

fn summaries(events: &[std::collections::HashMap<String, (String, String)>]) -> Vec<String> {
    events.iter().map(|e| e["SUMMARY"].0.clone()).collect()
}

async fn the_feed_is_valid_icalendar_with_only_what_its_owner_may_see(db: TestDb) {
    let t = Town::build(db).await;
    // Events in the feed's window (half a year back, a year ahead of today).
    let soon = (chrono::Utc::now() + chrono::Duration::days(10)).format("%Y-%m-%d").to_string();
    let at = |h: u32| {
        (chrono::Utc::now() + chrono::Duration::days(3))
            .date_naive()
            .and_hms_opt(h, 0, 0)
            .unwrap()
            .and_utc()
            .to_rfc3339()
    };
    let groups = t.p.get("/api/groups").await;
    let group_of = |name: &str| groups.as_array().unwrap().iter().find(|g| g["name"] == name).unwrap()["id"].clone();
    let sams_event = t
        .p
        .post("/api/events", json!({"title": "Cookout", "startsAt": at(17), "endsAt": at(19), "groupId": group_of("Tuesday group"), "location": "Park"}))
        .await;
    t.p.post(
        "/api/events",
        json!({"title": "Bowling night", "startsAt": at(20), "endsAt": at(22), "groupId": group_of("Thursday group")}),
    )
    .await;
    t.p.post("/api/events", json!({"title": "Open house", "allDay": true, "startsAt": soon, "endsAt": soon})).await;
    let cycle =
        t.p.post(
            "/api/cycles",
            json!({"title": "Now cycle", "groupId": group_of("Tuesday group"), "startDate": soon, "endDate": soon,
                   "schedule": {"weekdays": [1,2,3,4,5,6,7], "startTime": "18:00", "durationMinutes": 60, "count": 1}}),
        )
        .await;
    let session = t.p.get(&format!("/api/cycles/{}/sessions", cycle["id"].as_str().unwrap())).await[0].clone();

    let url = t.p.call(Method::GET, "/api/calendar/feed", None, &t.sam).await.json::<Value>().await.unwrap()["url"]
        .as_str()
        .unwrap()
        .to_owned();
    let token = url.rsplit('/').next().unwrap().trim_end_matches(".ics");
    assert!(token.len() >= 22, "at least 128 bits: {url}");
    let again = t.p.call(Method::GET, "/api/calendar/feed", None, &t.sam).await.json::<Value>().await.unwrap();
    assert_eq!(again["url"], url.as_str(), "the same URL until it is reset");

    let res = fetch_feed(&t.p, &url).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert!(res.headers()["content-type"].to_str().unwrap().starts_with("text/calendar"));
    let text = res.text().await.unwrap();
    assert!(text.contains("\r\n"), "lines end in CRLF");
    let events = parse_ics(&text);
    let names = summaries(&events);
    assert!(names.contains(&"Cookout".to_owned()), "{names:?}");
    assert!(names.contains(&"Open house".to_owned()), "{names:?}");
    assert!(names.iter().any(|n| n.contains("Now cycle")), "{names:?}");
    assert!(!names.contains(&"Bowling night".to_owned()), "never another group's: {names:?}");
    let cookout = events.iter().find(|e| e["SUMMARY"].0 == "Cookout").unwrap();
    assert_eq!(cookout["UID"].0, format!("event-{}@fatherhood-matters", sams_event["id"].as_str().unwrap()));
    assert_eq!(cookout["LOCATION"].0, "Park");
    assert!(cookout["URL"].0.starts_with("http://fatherhood.example/calendar/"));
    for property in ["DTSTAMP", "LAST-MODIFIED", "DTSTART", "DTEND", "SEQUENCE", "STATUS"] {
        assert!(cookout.contains_key(property), "{property} in {cookout:?}");
    }
    let open_house = events.iter().find(|e| e["SUMMARY"].0 == "Open house").unwrap();
    assert!(open_house["DTSTART"].1.contains("DATE"), "an all-day event is a date: {open_house:?}");
    assert_eq!(open_house["DTSTART"].0, soon.replace('-', ""));

    // Cancelling a session and editing an event: same UIDs, higher SEQUENCE, CANCELLED.
    let session_uid = format!("session-{}@fatherhood-matters", session["id"].as_str().unwrap());
    let before = events.iter().find(|e| e["UID"].0 == session_uid).expect("the session is in the feed").clone();
    assert_eq!(before["STATUS"].0, "CONFIRMED");
    t.p.patch(&format!("/api/sessions/{}", session["id"].as_str().unwrap()), json!({"status": "cancelled"})).await;
    t.p.patch(&format!("/api/events/{}", sams_event["id"].as_str().unwrap()), json!({"location": "Lake"})).await;
    let after = parse_ics(&fetch_feed(&t.p, &url).await.text().await.unwrap());
    let cancelled = after.iter().find(|e| e["UID"].0 == session_uid).unwrap();
    assert_eq!(cancelled["STATUS"].0, "CANCELLED");
    let seq = |e: &std::collections::HashMap<String, (String, String)>| e["SEQUENCE"].0.parse::<i64>().unwrap();
    assert!(seq(cancelled) > seq(&before));
    let moved = after.iter().find(|e| e["UID"] == cookout["UID"]).unwrap();
    assert_eq!(moved["LOCATION"].0, "Lake");
    assert!(seq(moved) > seq(cookout));

    // Lee's feed has his group's event, not Sam's.
    let lees = t.p.call(Method::GET, "/api/calendar/feed", None, &t.lee).await.json::<Value>().await.unwrap();
    assert_ne!(lees["url"], url.as_str());
    let lee_names = summaries(&parse_ics(&fetch_feed(&t.p, lees["url"].as_str().unwrap()).await.text().await.unwrap()));
    assert!(
        lee_names.contains(&"Bowling night".to_owned()) && !lee_names.contains(&"Cookout".to_owned()),
        "{lee_names:?}"
    );
}

async fn a_rotated_or_deleted_accounts_feed_is_gone(db: TestDb) {
    let t = Town::build(db).await;
    let old = t.p.call(Method::GET, "/api/calendar/feed", None, &t.sam).await.json::<Value>().await.unwrap()["url"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(fetch_feed(&t.p, &old).await.status(), StatusCode::OK);
    let res = t.p.call(Method::POST, "/api/calendar/feed/rotate", None, &t.sam).await;
    assert_eq!(res.status(), StatusCode::OK);
    let new = res.json::<Value>().await.unwrap()["url"].as_str().unwrap().to_owned();
    assert_ne!(new, old);
    assert_eq!(fetch_feed(&t.p, &old).await.status(), StatusCode::NOT_FOUND, "the old URL is dead at once");
    assert_eq!(fetch_feed(&t.p, &new).await.status(), StatusCode::OK);
    let shown = t.p.call(Method::GET, "/api/calendar/feed", None, &t.sam).await.json::<Value>().await.unwrap();
    assert_eq!(shown["url"], new.as_str());

    for bogus in ["/ics/nothing.ics", "/ics/.ics", "/ics/abc", &format!("/ics/{}.ics", "a".repeat(300))] {
        let res = t.p.app.client.get(t.p.app.url(bogus)).send().await.unwrap();
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{bogus}");
    }

    // The account is deleted: its feed goes with it.
    let me: Value = t.p.call(Method::GET, "/api/me", None, &t.sam).await.json().await.unwrap();
    t.p.ok(Method::DELETE, &format!("/api/users/{}", me["id"].as_str().unwrap()), None).await;
    assert_eq!(fetch_feed(&t.p, &new).await.status(), StatusCode::NOT_FOUND);
}

/// Staff's calendar is reused until the calendar's revision moves; every kind of change
/// to what it shows, through the API or behind the server's back, shows at once.
async fn staffs_calendar_shows_every_change_at_once(db: TestDb) {
    let t = Town::build(db).await;
    let p = &t.p;
    let find = |items: &[Value], id: &str| items.iter().find(|i| i["id"] == id).cloned();
    let before = t.calendar(&p.staff).await;
    assert_eq!(t.calendar(&p.staff).await, before, "the same answer twice");

    let event = format!("/api/events/{}", t.a_event);
    p.patch(&event, json!({"title": "Renamed picnic"})).await;
    assert_eq!(find(&t.calendar(&p.staff).await, &t.a_event).unwrap()["title"], "Renamed picnic");

    let session = &t.a_sessions[0];
    p.patch(&format!("/api/sessions/{session}"), json!({"status": "cancelled"})).await;
    assert_eq!(find(&t.calendar(&p.staff).await, session).unwrap()["status"], "cancelled");

    let cycle = find(&before, session).unwrap()["cycleId"].as_str().unwrap().to_owned();
    p.patch(&format!("/api/cycles/{cycle}"), json!({"title": "Dads Together"})).await;
    assert!(find(&t.calendar(&p.staff).await, session).unwrap()["title"].as_str().unwrap().contains("Dads Together"));

    let group = find(&before, session).unwrap()["groupId"].as_str().unwrap().to_owned();
    p.patch(&format!("/api/groups/{group}"), json!({"name": "Tuesday dads"})).await;
    assert_eq!(find(&t.calendar(&p.staff).await, session).unwrap()["groupName"], "Tuesday dads");

    let added = p
        .post(
            &format!("/api/cycles/{cycle}/sessions"),
            json!({"title": "Extra", "startsAt": "2026-01-20T18:00:00Z", "endsAt": "2026-01-20T19:00:00Z"}),
        )
        .await;
    let added = added["id"].as_str().unwrap().to_owned();
    assert!(find(&t.calendar(&p.staff).await, &added).is_some());
    p.ok(Method::DELETE, &format!("/api/sessions/{added}"), None).await;
    assert!(find(&t.calendar(&p.staff).await, &added).is_none());

    p.ok(Method::DELETE, &event, None).await;
    assert!(find(&t.calendar(&p.staff).await, &t.a_event).is_none());

    // Behind the server's back: another instance, a tool, an operator.
    p.app.sql("UPDATE events SET title = 'Set by hand' WHERE id = $1", vec![t.everyone_event.clone().into()]).await;
    assert_eq!(find(&t.calendar(&p.staff).await, &t.everyone_event).unwrap()["title"], "Set by hand");
}

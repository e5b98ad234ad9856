//! Messages: a group's conversation for its fathers, its facilitators and the directors, direct conversations
//! between a father and staff, newest-first paging by cursor, unread counts, removal.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_error, TestDb};
use crate::program::Program;

crate::on_both_databases!(
    a_groups_conversation_is_its_fathers_and_all_staffs_and_nobody_elses,
    a_staff_member_who_does_not_facilitate_a_group_never_reads_its_conversation,
    a_father_messages_staff_directly_but_never_another_father,
    paging_by_cursor_stays_correct_while_messages_arrive,
    a_message_is_removed_by_its_sender_or_by_staff_in_a_group,
    the_stream_delivers_each_message_to_its_participants_only,
    fathers_see_fellow_fathers_by_first_name_and_initial_without_their_ids,
);

struct People {
    p: Program,
    sam: String,
    pete: String,
    lee: String,
    sam_father: String,
    group_a: String,
}

/// Sam and Pete in group A, Lee in group B, each with an account.
async fn people(db: TestDb) -> People {
    let p = Program::start(db).await;
    let (sam_father, pete, lee) =
        (p.father("Sam", "Ruiz").await, p.father("Pete", "Ng").await, p.father("Lee", "Adams").await);
    let group_a = p.group_with("Tuesday group", &[&sam_father, &pete]).await;
    p.group_with("Thursday group", &[&lee]).await;
    let sam = p.father_account("sam@example.org", &sam_father).await;
    let pete = p.father_account("pete@example.org", &pete).await;
    let lee = p.father_account("lee@example.org", &lee).await;
    People { p, sam, pete, lee, sam_father, group_a }
}

async fn call(p: &Program, method: Method, path: &str, body: Option<Value>, token: &str) -> (StatusCode, Value) {
    let res = p.call(method, path, body, token).await;
    let status = res.status();
    (status, res.json().await.unwrap_or(Value::Null))
}

async fn conversations(p: &Program, token: &str) -> Vec<Value> {
    let (status, body) = call(p, Method::GET, "/api/conversations", None, token).await;
    assert_eq!(status, StatusCode::OK);
    body.as_array().unwrap().clone()
}

async fn send(p: &Program, token: &str, conversation: &str, body: &str) -> Value {
    let (status, message) = call(
        p,
        Method::POST,
        &format!("/api/conversations/{conversation}/messages"),
        Some(json!({"body": body})),
        token,
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{message}");
    message
}

async fn unread(p: &Program, token: &str) -> i64 {
    call(p, Method::GET, "/api/unread", None, token).await.1["messages"].as_i64().unwrap()
}

async fn user_id(p: &Program, token: &str) -> String {
    call(p, Method::GET, "/api/me", None, token).await.1["id"].as_str().unwrap().to_owned()
}

async fn a_groups_conversation_is_its_fathers_and_all_staffs_and_nobody_elses(db: TestDb) {
    let t = people(db).await;
    let p = &t.p;
    let sams = conversations(p, &t.sam).await;
    assert_eq!(sams.len(), 1, "{sams:?}");
    let group = sams[0]["id"].as_str().unwrap().to_owned();
    assert_eq!((sams[0]["kind"].as_str(), sams[0]["title"].as_str()), (Some("group"), Some("Tuesday group")));
    assert_eq!(sams[0]["groupId"], t.group_a.as_str());
    let names: Vec<&str> =
        sams[0]["participants"].as_array().unwrap().iter().map(|x| x["displayName"].as_str().unwrap()).collect();
    assert_eq!(names.len(), 3, "Sam, Pete and the coordinator: {names:?}");
    assert_eq!(conversations(p, &p.staff).await.len(), 2, "staff are in every group's conversation");

    // Lee (group B) learns nothing of it.
    for (method, path, body) in [
        (Method::GET, format!("/api/conversations/{group}"), None),
        (Method::GET, format!("/api/conversations/{group}/messages"), None),
        (Method::POST, format!("/api/conversations/{group}/messages"), Some(json!({"body": "hi"}))),
    ] {
        let res = p.call(method, &path, body, &t.lee).await;
        assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    }

    let hello = send(p, &t.sam, &group, "Running late tonight,\nsave me a seat").await;
    assert_eq!(hello["body"], "Running late tonight,\nsave me a seat");
    assert_eq!(hello["senderName"], "Sam Father");
    assert_eq!(
        (unread(p, &t.sam).await, unread(p, &t.pete).await, unread(p, &p.staff).await, unread(p, &t.lee).await),
        (0, 1, 1, 0)
    );
    let petes = conversations(p, &t.pete).await;
    assert_eq!(petes[0]["unreadCount"], 1);
    assert_eq!(petes[0]["lastMessage"]["id"], hello["id"]);
    let res = p
        .call(Method::POST, &format!("/api/conversations/{group}/read"), Some(json!({"upTo": hello["id"]})), &t.pete)
        .await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert_eq!(unread(p, &t.pete).await, 0);
    assert_eq!(unread(p, &p.staff).await, 1, "Pete's reading is his own");
    let res =
        p.call(Method::POST, &format!("/api/conversations/{group}/read"), Some(json!({"upTo": "nope"})), &t.pete).await;
    assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;

    let log = p.activities().await;
    assert!(log.iter().any(|(action, d)| action == "messaged" && d == "Sent a message in Tuesday group"), "{log:?}");

    // Sam leaves the group: its conversation is gone for him.
    p.ok(Method::DELETE, &format!("/api/groups/{}/members/{}", t.group_a, t.sam_father), None).await;
    assert!(conversations(p, &t.sam).await.is_empty());
    let res = p.call(Method::GET, &format!("/api/conversations/{group}/messages"), None, &t.sam).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    assert_eq!(unread(p, &t.sam).await, 0);

    // A new group has its conversation from the start.
    p.post("/api/groups", json!({"name": "Saturday group"})).await;
    assert_eq!(conversations(p, &p.staff).await.len(), 3);
}

async fn a_father_messages_staff_directly_but_never_another_father(db: TestDb) {
    let t = people(db).await;
    let p = &t.p;
    let (staff_id, pete_id, sam_id) = (user_id(p, &p.staff).await, user_id(p, &t.pete).await, user_id(p, &t.sam).await);

    // Whom he can pick: the staff, and nobody else, whatever he searches for.
    for path in ["/api/contacts", "/api/contacts?q=pete"] {
        let (status, contacts) = call(p, Method::GET, path, None, &t.sam).await;
        assert_eq!(status, StatusCode::OK);
        let ids: Vec<_> = contacts.as_array().unwrap().iter().map(|c| c["userId"].as_str().unwrap()).collect();
        assert_eq!(ids, [staff_id.as_str()], "{contacts}");
        assert_eq!(contacts[0]["isStaff"], true);
    }
    // Staff can pick anyone, by name or e-mail.
    let (_, found) = call(p, Method::GET, "/api/contacts?q=pete@", None, &p.staff).await;
    assert_eq!(
        found.as_array().unwrap().iter().map(|c| c["userId"].as_str().unwrap()).collect::<Vec<_>>(),
        [pete_id.as_str()]
    );

    let (status, direct) = call(p, Method::POST, "/api/conversations", Some(json!({"userId": staff_id})), &t.sam).await;
    assert_eq!(status, StatusCode::CREATED, "{direct}");
    assert_eq!((direct["kind"].as_str(), direct["title"].as_str()), (Some("direct"), Some("Sam Father")));
    let (status, again) = call(p, Method::POST, "/api/conversations", Some(json!({"userId": staff_id})), &t.sam).await;
    assert_eq!((status, &again["id"]), (StatusCode::OK, &direct["id"]), "the same conversation again");
    let (status, from_staff) =
        call(p, Method::POST, "/api/conversations", Some(json!({"userId": sam_id})), &p.staff).await;
    assert_eq!((status, &from_staff["id"]), (StatusCode::OK, &direct["id"]), "one conversation per pair");

    let res = p.call(Method::POST, "/api/conversations", Some(json!({"userId": pete_id})), &t.sam).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    for body in [json!({"userId": sam_id}), json!({"userId": "nobody"}), json!({})] {
        let res = p.call(Method::POST, "/api/conversations", Some(body), &t.sam).await;
        assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    }

    let id = direct["id"].as_str().unwrap();
    send(p, &t.sam, id, "Can I bring my son on Tuesday?").await;
    assert_eq!(unread(p, &p.staff).await, 1);
    let res = p.call(Method::GET, &format!("/api/conversations/{id}/messages"), None, &t.pete).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    let staffs = conversations(p, &p.staff).await;
    assert_eq!(staffs[0]["id"], id, "most recent activity first");
    assert_eq!(staffs[0]["title"], "Sam Father", "titled by the other person");

    // A direct message is logged to the person it went to.
    let log = p.get("/api/activities?limit=50").await;
    let entry = log.as_array().unwrap().iter().find(|a| a["action"] == "messaged").unwrap().clone();
    assert_eq!(entry["toUser"], staff_id.as_str());
    // To whom, never "in" a person as if he were a place.
    let staff_name = p.get("/api/me").await["displayName"].as_str().unwrap().to_owned();
    assert_eq!(entry["description"], format!("Sent a message to {staff_name}"));
    assert_eq!(entry["summary"], json!({"key": "messagedTo", "names": {"name": staff_name}}));
}

async fn paging_by_cursor_stays_correct_while_messages_arrive(db: TestDb) {
    let t = people(db).await;
    let p = &t.p;
    let group = conversations(p, &t.sam).await[0]["id"].as_str().unwrap().to_owned();
    for i in 1..=7 {
        send(p, &t.sam, &group, &format!("message {i}")).await;
    }
    let page = |before: Option<String>| {
        let (group, sam) = (group.clone(), t.sam.clone());
        async move {
            let query = before.map(|b| format!("&before={b}")).unwrap_or_default();
            let (status, body) =
                call(p, Method::GET, &format!("/api/conversations/{group}/messages?limit=3{query}"), None, &sam).await;
            assert_eq!(status, StatusCode::OK);
            body.as_array()
                .unwrap()
                .iter()
                .map(|m| (m["id"].as_str().unwrap().to_owned(), m["body"].as_str().unwrap().to_owned()))
                .collect::<Vec<_>>()
        }
    };
    let first = page(None).await;
    assert_eq!(first.iter().map(|m| m.1.as_str()).collect::<Vec<_>>(), ["message 7", "message 6", "message 5"]);
    // New messages arrive while he scrolls back: older pages do not move.
    send(p, &t.pete, &group, "new while scrolling").await;
    let second = page(Some(first[2].0.clone())).await;
    assert_eq!(second.iter().map(|m| m.1.as_str()).collect::<Vec<_>>(), ["message 4", "message 3", "message 2"]);
    send(p, &t.pete, &group, "another").await;
    let third = page(Some(second[2].0.clone())).await;
    assert_eq!(third.iter().map(|m| m.1.as_str()).collect::<Vec<_>>(), ["message 1"]);
    assert!(page(Some(third[0].0.clone())).await.is_empty());

    for limit in ["0", "101", "x"] {
        let res =
            p.call(Method::GET, &format!("/api/conversations/{group}/messages?limit={limit}"), None, &t.sam).await;
        assert_eq!(res.status(), StatusCode::BAD_REQUEST, "limit={limit}");
    }
    for body in
        [json!({"body": "   "}), json!({"body": "x".repeat(4001)}), json!({"body": "hi", "senderId": "someone"})]
    {
        let res = p.call(Method::POST, &format!("/api/conversations/{group}/messages"), Some(body), &t.sam).await;
        assert_error(res, StatusCode::BAD_REQUEST, "invalid-argument").await;
    }
}

async fn a_message_is_removed_by_its_sender_or_by_staff_in_a_group(db: TestDb) {
    let t = people(db).await;
    let p = &t.p;
    let group = conversations(p, &t.sam).await[0]["id"].as_str().unwrap().to_owned();
    let mine = send(p, &t.sam, &group, "oops, wrong group").await;
    let rude = send(p, &t.sam, &group, "something rude").await;
    let path = |m: &Value| format!("/api/messages/{}", m["id"].as_str().unwrap());

    let res = p.call(Method::DELETE, &path(&mine), None, &t.pete).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    let res = p.call(Method::DELETE, &path(&mine), None, &t.lee).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    assert_eq!(p.call(Method::DELETE, &path(&mine), None, &t.sam).await.status(), StatusCode::NO_CONTENT);
    assert_eq!(p.call(Method::DELETE, &path(&rude), None, &p.staff).await.status(), StatusCode::NO_CONTENT);

    let (_, thread) = call(p, Method::GET, &format!("/api/conversations/{group}/messages"), None, &t.pete).await;
    for message in thread.as_array().unwrap() {
        assert_eq!((message["deleted"].as_bool(), message["body"].as_str()), (Some(true), Some("")), "{message}");
    }
    assert_eq!(unread(p, &t.pete).await, 0, "removed messages are not unread");

    // In a direct conversation staff remove only their own.
    let staff_id = user_id(p, &p.staff).await;
    let direct = call(p, Method::POST, "/api/conversations", Some(json!({"userId": staff_id})), &t.sam).await.1;
    let private = send(p, &t.sam, direct["id"].as_str().unwrap(), "between us").await;
    let res = p.call(Method::DELETE, &path(&private), None, &p.staff).await;
    assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
}

/// An open `GET /api/stream`, read as text.
pub(crate) struct Stream {
    res: reqwest::Response,
    seen: String,
}

impl Stream {
    pub(crate) async fn open(base: &str, token: &str, last_event_id: Option<&str>) -> Stream {
        let mut req = reqwest::Client::new().get(format!("{base}/api/stream")).bearer_auth(token);
        if let Some(id) = last_event_id {
            req = req.header("last-event-id", id);
        }
        let res = req.send().await.unwrap();
        assert_eq!(res.status(), StatusCode::OK);
        assert!(res.headers()["content-type"].to_str().unwrap().starts_with("text/event-stream"));
        Stream { res, seen: String::new() }
    }

    pub(crate) fn seen_text(&self) -> &str {
        &self.seen
    }

    /// Waits up to `within` for the server to end the stream.
    pub(crate) async fn ends_within(&mut self, within: std::time::Duration) -> bool {
        let deadline = tokio::time::Instant::now() + within;
        loop {
            match tokio::time::timeout_at(deadline, self.res.chunk()).await {
                Ok(Ok(Some(chunk))) => self.seen.push_str(&String::from_utf8_lossy(&chunk)),
                Ok(_) => return true,
                Err(_) => return false,
            }
        }
    }

    /// Waits up to `within` for the text to contain `needle`.
    pub(crate) async fn receives(&mut self, needle: &str, within: std::time::Duration) -> bool {
        let deadline = tokio::time::Instant::now() + within;
        while !self.seen.contains(needle) {
            match tokio::time::timeout_at(deadline, self.res.chunk()).await {
                Ok(Ok(Some(chunk))) => self.seen.push_str(&String::from_utf8_lossy(&chunk)),
                _ => return false,
            }
        }
        true
    }
}

async fn the_stream_delivers_each_message_to_its_participants_only(db: TestDb) {
    let t = people(db).await;
    let p = &t.p;
    let base = format!("http://{}", p.app.addr);
    let group = conversations(p, &t.sam).await[0]["id"].as_str().unwrap().to_owned();
    let (mut pete, mut staff, mut lee) = (
        Stream::open(&base, &t.pete, None).await,
        Stream::open(&base, &p.staff, None).await,
        Stream::open(&base, &t.lee, None).await,
    );
    // Arrival gets a busy CI machine's patience; absence is checked for a second.
    let (patience, second) = (std::time::Duration::from_secs(10), std::time::Duration::from_secs(1));
    let first = send(p, &t.sam, &group, "See you at six").await;
    assert!(pete.receives("See you at six", patience).await, "{}", pete.seen);
    assert!(pete.seen.contains("event: message"), "{}", pete.seen);
    assert!(pete.seen.contains(&format!("id: {}", first["id"].as_str().unwrap())), "{}", pete.seen);
    assert!(staff.receives("See you at six", patience).await);
    assert!(!lee.receives("See you at six", second).await, "never to another group: {}", lee.seen);

    // Pete's phone loses the connection; two messages come meanwhile; he reconnects.
    drop(pete);
    send(p, &t.sam, &group, "Room 4 tonight").await;
    send(p, &t.sam, &group, "Bring the forms").await;
    let mut pete = Stream::open(&base, &t.pete, first["id"].as_str()).await;
    assert!(pete.receives("Bring the forms", patience).await, "{}", pete.seen);
    assert!(pete.seen.contains("Room 4 tonight"), "{}", pete.seen);
    // The replay starts a little before the last message he saw (sends may commit out of
    // id order on PostgreSQL), so he may get that one again: the app keeps messages by id.

    // Reading tells his other tabs.
    let res = p
        .call(Method::POST, &format!("/api/conversations/{group}/read"), Some(json!({"upTo": first["id"]})), &t.pete)
        .await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert!(pete.receives("event: read", patience).await, "{}", pete.seen);
    assert!(!staff.receives("event: read", std::time::Duration::from_millis(300)).await);

    // An announcement for group B reaches Lee's stream, not Pete's.
    let groups = p.get("/api/groups").await;
    let b = groups.as_array().unwrap().iter().find(|g| g["name"] == "Thursday group").unwrap()["id"].clone();
    p.post("/api/announcements", json!({"title": "Thursday moves to room 2", "body": "See you there.", "groupId": b}))
        .await;
    assert!(lee.receives("Thursday moves to room 2", patience).await, "{}", lee.seen);
    assert!(lee.seen.contains("event: announcement"));
    assert!(!pete.receives("Thursday moves to room 2", std::time::Duration::from_millis(300)).await);

    // Staff remove a message: the open threads learn it at once.
    let res = p.call(Method::DELETE, &format!("/api/messages/{}", first["id"].as_str().unwrap()), None, &p.staff).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert!(pete.receives("\"deleted\":true", patience).await, "{}", pete.seen);
    assert!(!lee.receives("\"deleted\":true", second).await, "{}", lee.seen);

    // An account deleted loses its open stream too.
    let lee_id = user_id(p, &t.lee).await;
    let res = p.call(Method::DELETE, &format!("/api/users/{lee_id}"), None, &p.staff).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
    assert!(lee.ends_within(std::time::Duration::from_secs(40)).await, "the stream outlived its account");
}

/// The product's rule for fathers seen by other fathers (as in a group's member list):
/// first name and last initial, from his record, and not his account's id or name.
async fn fathers_see_fellow_fathers_by_first_name_and_initial_without_their_ids(db: TestDb) {
    let t = people(db).await;
    let p = &t.p;
    let rename = "UPDATE users SET display_name = $1 WHERE email = $2";
    p.app.sql(rename, vec!["Samuel Ruiz-Ortega".into(), "sam@example.org".into()]).await;
    p.app.sql(rename, vec!["Pete Ng".into(), "pete@example.org".into()]).await;
    p.app.sql(rename, vec!["Ana Staff".into(), "coordinator@example.org".into()]).await;
    let (sam_id, pete_id, staff_id) = (user_id(p, &t.sam).await, user_id(p, &t.pete).await, user_id(p, &p.staff).await);
    let base = format!("http://{}", p.app.addr);
    let mut petes_stream = Stream::open(&base, &t.pete, None).await;
    let mut staff_stream = Stream::open(&base, &p.staff, None).await;
    let group = conversations(p, &t.sam).await[0]["id"].as_str().unwrap().to_owned();
    let from_sam = send(p, &t.sam, &group, "Who brings the coffee?").await;
    assert_eq!(
        (from_sam["senderId"].as_str(), from_sam["senderName"].as_str()),
        (Some(sam_id.as_str()), Some("Samuel Ruiz-Ortega"))
    );
    let from_pete = send(p, &t.pete, &group, "Me").await;

    // Pete's list, the conversation, its messages, his stream and a replay.
    let petes = conversations(p, &t.pete).await;
    let people: Vec<(Value, Value)> = petes[0]["participants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| (x["userId"].clone(), x["displayName"].clone()))
        .collect();
    assert_eq!(
        people,
        vec![(json!(staff_id), json!("Ana Staff")), (json!(pete_id), json!("Pete Ng")), (Value::Null, json!("Sam R.")),],
        "staff as they are, himself as he is, a fellow father by first name and initial"
    );
    let (_, conversation) = call(p, Method::GET, &format!("/api/conversations/{group}"), None, &t.pete).await;
    assert_eq!(conversation["participants"], petes[0]["participants"]);
    let (_, page) = call(p, Method::GET, &format!("/api/conversations/{group}/messages"), None, &t.pete).await;
    let senders: Vec<(Value, Value)> =
        page.as_array().unwrap().iter().map(|m| (m["senderId"].clone(), m["senderName"].clone())).collect();
    assert_eq!(senders, vec![(json!(pete_id), json!("Pete Ng")), (Value::Null, json!("Sam R."))]);
    let patience = std::time::Duration::from_secs(10);
    assert!(petes_stream.receives("Who brings the coffee?", patience).await);
    assert!(petes_stream.receives("\"Me\"", patience).await);
    let stream_text = petes_stream.seen_text().to_owned();
    assert!(
        stream_text.contains("Sam R.") && !stream_text.contains("Ruiz-Ortega") && !stream_text.contains(&sam_id),
        "{stream_text}"
    );
    let mut replay = Stream::open(&base, &t.pete, from_pete["id"].as_str()).await;
    assert!(replay.receives("Who brings the coffee?", patience).await);
    assert!(
        !replay.seen_text().contains("Ruiz-Ortega") && !replay.seen_text().contains(&sam_id),
        "{}",
        replay.seen_text()
    );
    let every_answer = format!("{petes:?}{conversation}{page}");
    assert!(!every_answer.contains("Ruiz-Ortega") && !every_answer.contains(&sam_id), "{every_answer}");

    // Staff see everyone whole, live too.
    let staffs = conversations(p, &p.staff).await;
    let group_seen_by_staff = staffs.iter().find(|c| c["id"] == group.as_str()).unwrap();
    assert!(group_seen_by_staff["participants"]
        .as_array()
        .unwrap()
        .iter()
        .any(|x| x["userId"] == sam_id.as_str() && x["displayName"] == "Samuel Ruiz-Ortega"));
    assert!(staff_stream.receives("Samuel Ruiz-Ortega", patience).await, "{}", staff_stream.seen_text());
}

/// Sara facilitates the Tuesday group; Tom, also staff, does not. Sam posts about a court
/// date: the group, Sara and the directors read it; Tom neither lists the conversation nor
/// reads, answers or removes its messages, nor hears of them live or by push. Made a
/// facilitator, he is in it at once; no longer one, he is out.
async fn a_staff_member_who_does_not_facilitate_a_group_never_reads_its_conversation(db: TestDb) {
    use crate::push::{subscribe, vapid_key, wait_until_sent, Browser, PushService};
    let t = people(db).await;
    let p = &t.p;
    let (sara_id, sara) = crate::roles::staff_member(p, "sara@example.org").await;
    let (tom_id, tom) = crate::roles::staff_member(p, "tom@example.org").await;
    p.patch(&format!("/api/groups/{}", t.group_a), json!({"facilitatorIds": [sara_id]})).await;
    let group = format!("group-{}", t.group_a);
    let (toms_phone, saras_phone) = (Browser::new("tom"), Browser::new("sara"));
    let push = PushService::start(&vapid_key(p).await, &[&toms_phone, &saras_phone], &[]).await;
    subscribe(p, &tom, toms_phone.subscription(&push)).await;
    subscribe(p, &sara, saras_phone.subscription(&push)).await;
    let base = format!("http://{}", p.app.addr);
    let mut toms_stream = Stream::open(&base, &tom, None).await;

    let court = send(p, &t.sam, &group, "Custody court date moved to Friday").await;
    let court_id = court["id"].as_str().unwrap();
    // Sara and the coordinator are in it, and see her among its people.
    for token in [&sara, &p.staff] {
        let listed = conversations(p, token).await;
        let found = listed.iter().find(|c| c["id"] == group.as_str()).unwrap_or_else(|| panic!("{listed:?}"));
        let people: Vec<&str> =
            found["participants"].as_array().unwrap().iter().map(|x| x["userId"].as_str().unwrap_or("")).collect();
        assert!(people.contains(&sara_id.as_str()) && !people.contains(&tom_id.as_str()), "{people:?}");
        assert_eq!(unread(p, token).await, 1);
    }
    // Tom: nothing.
    assert!(conversations(p, &tom).await.iter().all(|c| c["kind"] != "group" || c["id"] != group.as_str()));
    assert_eq!(unread(p, &tom).await, 0);
    for (method, path, body) in [
        (Method::GET, format!("/api/conversations/{group}"), None),
        (Method::GET, format!("/api/conversations/{group}/messages"), None),
        (Method::POST, format!("/api/conversations/{group}/messages"), Some(json!({"body": "hi"}))),
        (Method::POST, format!("/api/conversations/{group}/read"), Some(json!({"upTo": court_id}))),
        (Method::DELETE, format!("/api/messages/{court_id}"), None),
    ] {
        let res = p.call(method.clone(), &path, body, &tom).await;
        assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    }
    // Live: a direct message to Tom after it arrives; the group's never did (one stream keeps order).
    let (_, direct) = call(p, Method::POST, "/api/conversations", Some(json!({"userId": tom_id})), &p.staff).await;
    let direct = direct["id"].as_str().unwrap().to_owned();
    send(p, &p.staff, &direct, "Staff meeting at nine").await;
    assert!(toms_stream.receives("Staff meeting at nine", std::time::Duration::from_secs(10)).await);
    assert!(!toms_stream.seen_text().contains("Custody"), "{}", toms_stream.seen_text());
    // Pushes: Sara's phone hears of it, Tom's only of the direct message.
    let saras = push.wait_for("sara", 1).await;
    assert!(saras[0]["body"].as_str().unwrap().contains("Custody"), "{saras:?}");
    wait_until_sent(p).await;
    let toms = push.received("tom");
    assert!(toms.iter().all(|m| !m.to_string().contains("Custody")), "{toms:?}");

    // Made a facilitator, Tom is in it; no longer one, he is out again.
    p.patch(&format!("/api/groups/{}", t.group_a), json!({"facilitatorIds": [sara_id, tom_id]})).await;
    let (status, page) = call(p, Method::GET, &format!("/api/conversations/{group}/messages"), None, &tom).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(page[0]["id"], court_id);
    p.patch(&format!("/api/groups/{}", t.group_a), json!({"facilitatorIds": [sara_id]})).await;
    let res = p.call(Method::GET, &format!("/api/conversations/{group}/messages"), None, &tom).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
    // Sara moderates her group's conversation.
    let res = p.call(Method::DELETE, &format!("/api/messages/{court_id}"), None, &sara).await;
    assert_eq!(res.status(), StatusCode::NO_CONTENT);
}

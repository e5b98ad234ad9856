//! A father's data: a director downloads everything recorded about a father, and nothing of
//! any other; a father downloads his own, without what staff wrote about him.

use fatherhood::db::Value as Db;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::contacts::staff_account;
use crate::helpers::{self, assert_error, TestDb};
use crate::program::Program;

crate::on_both_databases!(
    a_directors_export_holds_everything_about_a_father_and_nothing_of_another,
    a_father_downloads_his_own_data_without_staff_notes,
);

/// One father's life in the program, each piece marked with a word of his own so that the
/// other father's export can be searched for it.
struct Recorded {
    id: String,
    user_id: String,
    token: String,
    /// Words that are his alone: his names, his e-mail, his notes, his message.
    words: Vec<String>,
}

/// Two fathers of one group, each with an account, attendance, a milestone, contacts (one
/// sensitive), a referral, an incentive, a consent, a message, a photo tag and a portrait.
async fn program(db: TestDb) -> (Program, String, Recorded, Recorded) {
    let p = Program::start(db).await;
    let group = p.group_with("Tuesday Dads", &[]).await;
    let (_, sessions) = p.cycle(&group, 2).await;
    p.app
        .sql("INSERT INTO albums (id, title, created_at, updated_at) VALUES ('album-1', 'Family day', 0, 0)", vec![])
        .await;
    let mut fathers = Vec::new();
    for (first, last) in [("Quentin", "Vasquez"), ("Zebulon", "Whitcombe")] {
        let word = |what: &str| format!("{what} of {first}");
        let email = format!("{}@example.org", first.to_lowercase());
        let f = p
            .post(
                "/api/fathers",
                json!({"firstName": first, "lastName": last, "email": email, "phone": format!("(512) 555-01{:02}", first.len()),
                       "address": word("address"), "notes": word("case note"), "children": [{"name": word("child")}]}),
            )
            .await;
        let id = f["id"].as_str().unwrap().to_owned();
        p.post(&format!("/api/groups/{group}/members"), json!({"fatherId": id, "joinedAt": "2026-01-01T00:00:00Z"}))
            .await;
        let token = p.father_account(&email, &id).await;
        let user_id = p.get(&format!("/api/fathers/{id}")).await["userId"].as_str().unwrap().to_owned();
        p.put(
            &format!("/api/sessions/{}/attendance", sessions[0]),
            json!([{"fatherId": id, "status": "present", "minutes": 90, "note": word("attendance note")}]),
        )
        .await;
        p.post(
            "/api/milestones",
            json!({"fatherId": id, "title": word("milestone"), "kind": "employment", "achievedAt": "2026-01-20"}),
        )
        .await;
        p.post(
            &format!("/api/fathers/{id}/contacts"),
            json!({"method": "call", "outcome": "reached", "note": word("contact note")}),
        )
        .await;
        p.post(
            &format!("/api/fathers/{id}/contacts"),
            json!({"method": "visit", "outcome": "reached", "sensitive": true, "note": word("sensitive note")}),
        )
        .await;
        p.post(
            &format!("/api/fathers/{id}/referrals"),
            json!({"type": "legal", "partner": word("partner"), "note": word("referral note")}),
        )
        .await;
        p.post(
            &format!("/api/fathers/{id}/incentives"),
            json!({"kind": "gift-card", "amountCents": 2500, "reason": word("incentive reason"), "sessionId": sessions[0]}),
        )
        .await;
        p.app
            .sql(
                "INSERT INTO consents (id, father_id, kind, version, granted_at, witness_name, note, created_at)
                 VALUES ($1, $2, 'photo', '2026-01', 1767225600000, 'Coordinator', $3, 1767225600000)",
                vec![Db::from(format!("consent-{first}")), Db::from(id.as_str()), Db::from(word("consent note"))],
            )
            .await;
        p.app
            .sql(
                "INSERT INTO photos (id, album_id, caption, original_key, status, created_at)
                 VALUES ($1, 'album-1', $2, 'photos/x.jpg', 'ready', 0)",
                vec![Db::from(format!("photo-{first}")), Db::from(word("caption"))],
            )
            .await;
        p.app
            .sql(
                "INSERT INTO photo_tags (photo_id, father_id) VALUES ($1, $2)",
                vec![Db::from(format!("photo-{first}")), Db::from(id.as_str())],
            )
            .await;
        let res = p
            .app
            .client
            .put(p.app.url(&format!("/api/fathers/{id}/photo?filename=portrait.png")))
            .bearer_auth(&p.staff)
            .body(helpers::tiny_png())
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::OK);
        let sent = p
            .call(
                Method::POST,
                &format!("/api/conversations/group-{group}/messages"),
                Some(json!({"body": word("message")})),
                &token,
            )
            .await;
        assert_eq!(sent.status(), StatusCode::CREATED);
        let words = vec![
            id.clone(),
            user_id.clone(),
            first.to_owned(),
            last.to_owned(),
            email,
            word("address"),
            word("case note"),
            word("child"),
        ];
        fathers.push(Recorded { id, user_id, token, words });
    }
    let zeb = fathers.pop().unwrap();
    let quentin = fathers.pop().unwrap();
    (p, group, quentin, zeb)
}

async fn export_of(p: &Program, path: &str, token: &str) -> (String, Value) {
    let res = p.call(Method::GET, path, None, token).await;
    assert_eq!(res.status(), StatusCode::OK, "{path}");
    let disposition = res.headers()["content-disposition"].to_str().unwrap().to_owned();
    (disposition, res.json().await.unwrap())
}

async fn a_directors_export_holds_everything_about_a_father_and_nothing_of_another(db: TestDb) {
    let (p, group, quentin, zeb) = program(db).await;
    let (disposition, export) = export_of(&p, &format!("/api/fathers/{}/export", quentin.id), &p.staff).await;
    assert_eq!(disposition, format!("attachment; filename=\"father-{}.json\"", quentin.id));
    assert!(export["exportedAt"].is_string());

    let father = &export["father"];
    assert_eq!(
        (father["firstName"].as_str(), father["notes"].as_str()),
        (Some("Quentin"), Some("case note of Quentin"))
    );
    assert_eq!(export["account"]["id"], quentin.user_id.as_str());
    assert_eq!(export["account"]["email"], "quentin@example.org");
    assert_eq!(export["memberships"][0]["groupId"], group.as_str());
    assert_eq!(export["memberships"][0]["groupName"], "Tuesday Dads");
    let mark = &export["attendance"][0];
    assert_eq!((mark["status"].as_str(), mark["minutes"].as_i64()), (Some("present"), Some(90)));
    assert_eq!(
        (mark["sessionTitle"].as_str(), mark["note"].as_str()),
        (Some("Session 1"), Some("attendance note of Quentin"))
    );
    assert_eq!(export["milestones"][0]["title"], "milestone of Quentin");
    let contacts = export["contacts"].as_array().unwrap();
    let notes: Vec<&str> = contacts.iter().map(|c| c["note"].as_str().unwrap()).collect();
    assert_eq!(notes, ["contact note of Quentin", "sensitive note of Quentin"], "a director's has them all");
    assert_eq!(export["referrals"][0]["note"], "referral note of Quentin");
    assert_eq!(export["referrals"][0]["history"][0]["status"], "made");
    let consent = &export["consents"][0];
    assert_eq!((consent["kind"].as_str(), consent["note"].as_str()), (Some("photo"), Some("consent note of Quentin")));
    assert_eq!(export["father"]["consents"]["photo"], true, "his record says where each kind stands");
    assert_eq!(export["father"]["consents"]["program"], false);
    assert_eq!(export["incentives"][0]["reason"], "incentive reason of Quentin");
    let message = &export["messages"][0];
    assert_eq!(
        (message["body"].as_str(), message["conversationKind"].as_str()),
        (Some("message of Quentin"), Some("group"))
    );
    assert_eq!(message["groupName"], "Tuesday Dads");
    assert_eq!(export["photos"]["portrait"], true);
    assert_eq!(export["photos"]["tagged"][0]["caption"], "caption of Quentin");
    assert_eq!(export["photos"]["tagged"][0]["albumTitle"], "Family day");
    for list in ["memberships", "attendance", "milestones", "referrals", "consents", "incentives", "messages"] {
        assert_eq!(export[list].as_array().unwrap().len(), 1, "{list}: {export}");
    }

    // Nothing of Zebulon anywhere in it: not his id, account, names, e-mail or any word of his.
    let text = export.to_string();
    for word in zeb.words.iter().chain([&"Zebulon".to_owned()]) {
        assert!(!text.contains(word.as_str()), "{word} in Quentin's export: {text}");
    }
    let (_, his) = export_of(&p, &format!("/api/fathers/{}/export", zeb.id), &p.staff).await;
    assert!(!his.to_string().contains("Quentin"), "{his}");

    // Directors only: staff 403, fathers 403 (even for themselves: theirs is /api/me/export).
    let staff = staff_account(&p, "staff@example.org").await;
    for token in [&staff.token, &quentin.token] {
        let res = p.call(Method::GET, &format!("/api/fathers/{}/export", quentin.id), None, token).await;
        assert_error(res, StatusCode::FORBIDDEN, "permission-denied").await;
    }
    let res = p.call(Method::GET, "/api/fathers/nobody/export", None, &p.staff).await;
    assert_error(res, StatusCode::NOT_FOUND, "not-found").await;
}

async fn a_father_downloads_his_own_data_without_staff_notes(db: TestDb) {
    let (p, _, quentin, zeb) = program(db).await;
    let (disposition, export) = export_of(&p, "/api/me/export", &quentin.token).await;
    assert_eq!(disposition, format!("attachment; filename=\"father-{}.json\"", quentin.id));
    assert_eq!(export["father"]["id"], quentin.id.as_str());
    assert_eq!(export["father"]["address"], "address of Quentin");
    assert_eq!(export["account"]["id"], quentin.user_id.as_str());
    assert_eq!(export["messages"][0]["body"], "message of Quentin");
    assert_eq!(export["incentives"][0]["amountCents"], 2500);
    assert_eq!(export["consents"][0]["kind"], "photo");
    assert_eq!(export["photos"]["tagged"].as_array().unwrap().len(), 1);

    // What staff wrote about him is not in it: case notes, contacts' notes, the sensitive
    // contact itself, referral and attendance notes.
    let text = export.to_string();
    for note in ["case note", "contact note", "sensitive note", "referral note", "attendance note"] {
        assert!(!text.contains(note), "{note}: {text}");
    }
    assert!(export["father"].get("notes").is_none(), "{export}");
    let contacts = export["contacts"].as_array().unwrap();
    assert_eq!(
        (contacts.len(), contacts[0]["method"].as_str(), contacts[0]["note"].clone()),
        (1, Some("call"), Value::Null)
    );
    assert_eq!(export["referrals"][0]["note"], "");
    assert!(export["attendance"][0].get("note").is_none());
    assert_eq!(export["attendance"][0]["status"], "present");
    for word in &zeb.words {
        assert!(!text.contains(word.as_str()), "{word} in Quentin's own export");
    }

    // An account with no record: its own data, and empty lists.
    let session = p.app.register("newcomer@example.org").await;
    let token = session["accessToken"].as_str().unwrap();
    let user_id = session["user"]["id"].as_str().unwrap();
    let (disposition, export) = export_of(&p, "/api/me/export", token).await;
    assert_eq!(disposition, format!("attachment; filename=\"account-{user_id}.json\""));
    assert_eq!(
        (export["account"]["email"].as_str(), export["father"].clone()),
        (Some("newcomer@example.org"), Value::Null)
    );
    for list in
        ["memberships", "attendance", "milestones", "contacts", "referrals", "consents", "incentives", "messages"]
    {
        assert_eq!(export[list], json!([]), "{list}");
    }
    assert_eq!(export["photos"], json!({"portrait": false, "tagged": []}));
}

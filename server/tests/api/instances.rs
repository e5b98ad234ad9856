//! Several `fatherhood serve` instances on one PostgreSQL database behave as one.

mod postgres {
    use serde_json::{json, Value};

    use crate::helpers::{spawn_app_with, PgSchema, TestDb, PASSWORD};
    use crate::messages::Stream;

    /// A message written through instance A reaches a stream open on instance B within a
    /// second (LISTEN/NOTIFY), and only its participants.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_message_written_on_one_instance_reaches_a_stream_on_another() {
        let schema = PgSchema::create().await;
        // Each instance gets its own data directory; the database is the shared one.
        let a = spawn_app_with(TestDb::Sqlite, |c| c.database_url = schema.url.clone()).await;
        let b = spawn_app_with(TestDb::Sqlite, |c| c.database_url = schema.url.clone()).await;
        a.register("coordinator@example.org").await;
        a.sql("UPDATE users SET is_admin = TRUE WHERE email = $1", vec!["coordinator@example.org".into()]).await;
        let sign_in = |app: &crate::helpers::TestApp, email: &'static str| {
            let app_url = app.url("/api/auth/signin");
            async move {
                let res = reqwest::Client::new()
                    .post(app_url)
                    .json(&json!({"email": email, "password": PASSWORD}))
                    .send()
                    .await
                    .unwrap();
                res.json::<Value>().await.unwrap()["accessToken"].as_str().unwrap().to_owned()
            }
        };
        let staff_on_a = sign_in(&a, "coordinator@example.org").await;
        b.register("sam@example.org").await;
        b.register("lee@example.org").await;
        let (sam_on_b, lee_on_b) = (sign_in(&b, "sam@example.org").await, sign_in(&b, "lee@example.org").await);
        let sam_id =
            b.client.get(b.url("/api/me")).bearer_auth(&sam_on_b).send().await.unwrap().json::<Value>().await.unwrap()
                ["id"]
                .as_str()
                .unwrap()
                .to_owned();

        let mut sam = Stream::open(&format!("http://{}", b.addr), &sam_on_b, None).await;
        let mut lee = Stream::open(&format!("http://{}", b.addr), &lee_on_b, None).await;
        let direct: Value =
            a.post_as("/api/conversations", &staff_on_a, json!({"userId": sam_id})).await.json().await.unwrap();
        let res = a
            .post_as(
                &format!("/api/conversations/{}/messages", direct["id"].as_str().unwrap()),
                &staff_on_a,
                json!({"body": "Call me when you can"}),
            )
            .await;
        assert_eq!(res.status(), reqwest::StatusCode::CREATED);
        // Arrival gets a busy CI machine's patience; absence is checked for a second.
        let (patience, second) = (std::time::Duration::from_secs(10), std::time::Duration::from_secs(1));
        assert!(sam.receives("Call me when you can", patience).await, "{}", sam.seen_text());
        assert!(!lee.receives("Call me when you can", second).await);
    }
}

//! Several `fatherhood serve` instances on one PostgreSQL database behave as one.

mod postgres {
    use serde_json::{json, Value};

    use crate::helpers::{spawn_app_with, PgSchema, ReadJson, TestDb, PASSWORD};
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

    /// Two instances on one database, a coordinator and Sam (a father with a direct
    /// conversation with her), both signed in on each.
    struct TwoInstances {
        a: crate::helpers::TestApp,
        b: crate::helpers::TestApp,
        schema: PgSchema,
        staff_on_a: String,
        sam_on_a: String,
        sam_on_b: String,
        direct: String,
    }

    async fn two_instances() -> TwoInstances {
        let schema = PgSchema::create().await;
        let a = spawn_app_with(TestDb::Sqlite, |c| c.database_url = schema.url.clone()).await;
        let b = spawn_app_with(TestDb::Sqlite, |c| c.database_url = schema.url.clone()).await;
        a.register("coordinator@example.org").await;
        a.sql("UPDATE users SET is_admin = TRUE WHERE email = $1", vec!["coordinator@example.org".into()]).await;
        b.register("sam@example.org").await;
        let sign_in = |app: &crate::helpers::TestApp, email: &str| {
            reqwest::Client::new()
                .post(app.url("/api/auth/signin"))
                .json(&json!({"email": email, "password": PASSWORD}))
        };
        let token = |v: Value| v["accessToken"].as_str().unwrap().to_owned();
        let staff_on_a = token(sign_in(&a, "coordinator@example.org").read_json().await);
        let sam_on_a = token(sign_in(&a, "sam@example.org").read_json().await);
        let sam_on_b = token(sign_in(&b, "sam@example.org").read_json().await);
        let me: Value = b.client.get(b.url("/api/me")).bearer_auth(&sam_on_b).read_json().await;
        let direct: Value =
            a.post_as("/api/conversations", &staff_on_a, json!({"userId": me["id"]})).await.json().await.unwrap();
        let direct = direct["id"].as_str().unwrap().to_owned();
        TwoInstances { a, b, schema, staff_on_a, sam_on_a, sam_on_b, direct }
    }

    impl TwoInstances {
        async fn staff_says(&self, body: &str) -> String {
            let res = self
                .a
                .post_as(
                    &format!("/api/conversations/{}/messages", self.direct),
                    &self.staff_on_a,
                    json!({"body": body}),
                )
                .await;
            assert_eq!(res.status(), reqwest::StatusCode::CREATED);
            res.json::<Value>().await.unwrap()["id"].as_str().unwrap().to_owned()
        }
    }

    /// Sam reads a message on his phone (instance A): his laptop's stream (instance B)
    /// hears of it, so the laptop stops showing it as unread.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_read_on_one_instance_reaches_the_readers_streams_on_another() {
        let t = two_instances().await;
        let patience = std::time::Duration::from_secs(10);
        let mut laptop = Stream::open(&format!("http://{}", t.b.addr), &t.sam_on_b, None).await;
        let message = t.staff_says("Are you coming Tuesday?").await;
        assert!(laptop.receives("Are you coming Tuesday?", patience).await, "{}", laptop.seen_text());
        let res =
            t.a.post_as(&format!("/api/conversations/{}/read", t.direct), &t.sam_on_a, json!({"upTo": message})).await;
        assert_eq!(res.status(), reqwest::StatusCode::NO_CONTENT);
        assert!(laptop.receives("event: read", patience).await, "{}", laptop.seen_text());
        assert!(laptop.seen_text().contains(&format!("\"upTo\":\"{message}\"")), "{}", laptop.seen_text());
    }

    /// The LISTEN connection of instance B is cut; three messages are written through A in
    /// the next 1.2 s, while B reconnects. Sam's stream on B, read as the web app reads it
    /// (coming back with `Last-Event-ID` when the server closes it), gets every one.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn messages_written_while_the_listener_reconnects_reach_open_streams() {
        let t = two_instances().await;
        let patience = std::time::Duration::from_secs(15);
        let base = format!("http://{}", t.b.addr);
        let mut stream = Stream::open(&base, &t.sam_on_b, None).await;
        let first = t.staff_says("First, before the cut").await;
        assert!(stream.receives("First, before the cut", patience).await, "{}", stream.seen_text());

        let listener = t.b.state.live.listener_name().to_owned();
        let url = t.schema.url.clone();
        let cut = tokio::task::spawn_blocking(move || {
            let mut client = ::postgres::Client::connect(&url, ::postgres::NoTls).unwrap();
            client
                .query_one(
                    "SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = $1",
                    &[&listener],
                )
                .unwrap()
                .get::<_, i64>(0)
        })
        .await
        .unwrap();
        assert_eq!(cut, 1, "B's listener was found and cut");
        for n in 1..=3 {
            t.staff_says(&format!("During the cut {n}")).await;
            tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        }

        // Read as the web app does: a stream the server ends is opened again from the last
        // message seen.
        let deadline = tokio::time::Instant::now() + patience;
        // What the streams closed so far carried, and the last message id among it.
        let mut earlier = String::new();
        let mut last = first;
        loop {
            let seen = format!("{earlier}{}", stream.seen_text());
            if (1..=3).all(|n| seen.contains(&format!("During the cut {n}"))) {
                break;
            }
            assert!(tokio::time::Instant::now() < deadline, "missing from the stream: {seen}");
            if stream.ends_within(std::time::Duration::from_millis(500)).await {
                earlier.push_str(stream.seen_text());
                if let Some(id) = earlier.lines().filter_map(|l| l.strip_prefix("id: ")).next_back() {
                    last = id.to_owned();
                }
                stream = Stream::open(&base, &t.sam_on_b, Some(&last)).await;
            }
        }
    }

    /// What a server keeps per revision (the staff dashboard, the calendar, the account list)
    /// is right on every instance: a roster saved through A is in the next dashboard B
    /// answers, an event made through A in B's next calendar, an account made through A in
    /// B's next account list. Each instance writes through its own connections, so its
    /// own revision slots (migration 0021): B sees the change by the sum over them.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_change_through_one_instance_is_in_the_next_answer_of_another() {
        use crate::program::Program;
        use chrono::{Duration, Utc};

        let schema = PgSchema::create().await;
        let on_a = Program::start_with(TestDb::Sqlite, |c| c.database_url = schema.url.clone()).await;
        let b = spawn_app_with(TestDb::Sqlite, |c| c.database_url = schema.url.clone()).await;
        let staff_on_b: Value = b.sign_in("coordinator@example.org", PASSWORD).await.json().await.unwrap();
        let on_b = Program { app: b, staff: staff_on_b["accessToken"].as_str().unwrap().to_owned() };

        // Sam was absent from the three sessions of a cycle running now.
        let sam = on_a.father("Sam", "Ruiz").await;
        let group = on_a.group_with("Tuesday", &[&sam]).await;
        let today = Utc::now().date_naive();
        let cycle = on_a
            .post(
                "/api/cycles",
                json!({"title": "Now", "groupId": group, "startDate": (today - Duration::days(30)).to_string(),
                       "endDate": (today + Duration::days(30)).to_string(),
                       "schedule": {"weekdays": [1, 2, 3, 4, 5, 6, 7], "startTime": "18:00", "durationMinutes": 60, "count": 3}}),
            )
            .await;
        let sessions = on_a.get(&format!("/api/cycles/{}/sessions", cycle["id"].as_str().unwrap())).await;
        let sessions: Vec<&str> = sessions.as_array().unwrap().iter().map(|s| s["id"].as_str().unwrap()).collect();
        for session in &sessions {
            on_a.mark(session, &[(&sam, "absent")]).await;
            on_a.complete(session).await;
        }
        let attended = |dashboard: &Value| -> i64 {
            dashboard["attendanceByWeek"].as_array().unwrap().iter().map(|w| w["attended"].as_i64().unwrap()).sum()
        };
        let before = on_b.get("/api/dashboard").await;
        assert_eq!(before["atRisk"][0]["fatherId"].as_str(), Some(sam.as_str()));
        assert_eq!((attended(&before), before["atRisk"][0]["consecutiveAbsences"].as_i64()), (0, Some(3)));

        on_a.mark(sessions[2], &[(&sam, "present")]).await;
        let after = on_b.get("/api/dashboard").await;
        assert_eq!(attended(&after), 1, "the roster saved through A is in B's next dashboard");
        assert_eq!(after["atRisk"][0]["consecutiveAbsences"], 0, "{after}");

        let range = format!(
            "/api/calendar?from={}T00:00:00Z&to={}T00:00:00Z",
            today - Duration::days(40),
            today + Duration::days(40)
        );
        let titles = |items: Value| -> Vec<String> {
            items.as_array().unwrap().iter().map(|i| i["title"].as_str().unwrap().to_owned()).collect()
        };
        assert!(!titles(on_b.get(&range).await).contains(&"Family picnic".to_owned()));
        let starts = format!("{today}T17:00:00Z");
        let ends = format!("{today}T19:00:00Z");
        on_a.post("/api/events", json!({"title": "Family picnic", "startsAt": starts, "endsAt": ends})).await;
        assert!(titles(on_b.get(&range).await).contains(&"Family picnic".to_owned()), "A's event in B's calendar");

        let emails = |users: Value| -> Vec<String> {
            users.as_array().unwrap().iter().map(|u| u["email"].as_str().unwrap().to_owned()).collect()
        };
        assert!(!emails(on_b.get("/api/users").await).contains(&"lee@example.org".to_owned()));
        on_a.app.register("lee@example.org").await;
        assert!(
            emails(on_b.get("/api/users").await).contains(&"lee@example.org".to_owned()),
            "A's account in B's list"
        );
    }

    /// Two `fatherhood serve` processes on one PostgreSQL behind HAProxy, started at the
    /// same moment: migrations run once; a token from one is good on the other; credential
    /// guesses are counted across both; a demotion on one takes effect on the other within
    /// the session cache's lifetime; an announcement's e-mails go out once each.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn two_servers_behind_a_proxy_behave_as_one() {
        use crate::helpers::{fatherhood, run, MailSink, ServerProcess};
        if std::process::Command::new("haproxy").arg("-v").output().is_err() {
            eprintln!("#### HAProxy is not installed (Debian: haproxy): SKIPPING the several-instances test");
            return;
        }
        let schema = PgSchema::create().await;
        let mail = MailSink::start();
        let smtp = format!("smtp://{}", mail.addr);
        let env = [
            ("DATABASE_URL", schema.url.as_str()),
            ("FM_SMTP_URL", smtp.as_str()),
            ("FM_TRUSTED_PROXIES", "127.0.0.1"),
            ("FM_THROTTLE_PER_ACCOUNT", "10"),
        ];
        let (dir_a, dir_b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let (a, b) = tokio::join!(ServerProcess::start(dir_a.path(), &env), ServerProcess::start(dir_b.path(), &env));
        let migrations = sql_count(&schema.url, "SELECT COUNT(*) FROM schema_migrations").await;
        let distinct = sql_count(&schema.url, "SELECT COUNT(DISTINCT version) FROM schema_migrations").await;
        assert_eq!(migrations, distinct);
        run(fatherhood(dir_a.path())
            .args(["create-admin", "--email", "boss@example.org"])
            .env("DATABASE_URL", &schema.url)
            .env("FM_ADMIN_PASSWORD", PASSWORD));
        let proxy = Haproxy::start(&[a.port, b.port]);
        let http = reqwest::Client::new();

        // Signed in through the proxy: the token is good on both.
        let boss = ServerProcess::sign_in_at(&proxy.url, "boss@example.org", PASSWORD).await;
        for server in [&a, &b] {
            let me = http.get(format!("{}/api/me", server.url)).bearer_auth(&boss).send().await.unwrap();
            assert_eq!(me.status(), 200, "on {}", server.url);
        }
        let key = |url: String| {
            let http = http.clone();
            async move { http.get(format!("{url}/api/push/public-key")).send().await.unwrap().text().await.unwrap() }
        };
        assert_eq!(key(a.url.clone()).await, key(b.url.clone()).await, "one VAPID key");

        // Guesses at one account, spread over both servers: ten attempts a minute (the
        // sign-in above was the first), so the tenth guess is refused.
        for attempt in 1..=10 {
            let server = if attempt % 2 == 0 { &a } else { &b };
            let res = http
                .post(format!("{}/api/auth/signin", server.url))
                .json(&json!({"email": "boss@example.org", "password": "a wrong guess"}))
                .send()
                .await
                .unwrap();
            let expected = if attempt < 10 { 401 } else { 429 };
            assert_eq!(res.status(), expected, "attempt {attempt} on {}", server.url);
        }

        // A deputy director demoted on A loses his rights on B within the cache's two seconds.
        let deputy: Value = http
            .post(format!("{}/api/auth/register", proxy.url))
            .json(&json!({"email": "deputy@example.org", "password": PASSWORD, "displayName": "Deputy"}))
            .read_json()
            .await;
        let deputy_id = deputy["user"]["id"].as_str().unwrap().to_owned();
        let promoted = http
            .patch(format!("{}/api/users/{deputy_id}", a.url))
            .bearer_auth(&boss)
            .json(&json!({"isAdmin": true, "staffRole": "director"}))
            .send()
            .await
            .unwrap();
        assert_eq!(promoted.status(), 200);
        let deputy_token = deputy["accessToken"].as_str().unwrap().to_owned();
        let users_on_b = || {
            let (http, url, token) = (http.clone(), b.url.clone(), deputy_token.clone());
            async move { http.get(format!("{url}/api/users")).bearer_auth(token).send().await.unwrap().status() }
        };
        let waited = std::time::Instant::now();
        while users_on_b().await != 200 {
            assert!(waited.elapsed() < std::time::Duration::from_secs(3), "the promotion never reached B");
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        let demoted = http
            .patch(format!("{}/api/users/{deputy_id}", a.url))
            .bearer_auth(&boss)
            .json(&json!({"isAdmin": false}))
            .send()
            .await
            .unwrap();
        assert_eq!(demoted.status(), 200);
        let demoted_at = std::time::Instant::now();
        while users_on_b().await != 403 {
            let bound = std::time::Duration::from_millis(2000 + 500);
            assert!(demoted_at.elapsed() < bound, "B still treats the deputy as staff");
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }

        // Both servers' mail workers watch one queue: each reader gets one e-mail.
        let readers = ["ann@example.org", "ben@example.org", "cal@example.org"];
        for email in readers {
            let res = http
                .post(format!("{}/api/auth/register", proxy.url))
                .json(&json!({"email": email, "password": PASSWORD, "displayName": "Reader"}))
                .send()
                .await
                .unwrap();
            assert_eq!(res.status(), 201);
        }
        let published = http
            .post(format!("{}/api/announcements", proxy.url))
            .bearer_auth(&boss)
            .json(&json!({"title": "Family day", "body": "Saturday at noon.", "email": true}))
            .send()
            .await
            .unwrap();
        assert_eq!(published.status(), 201, "{}", published.text().await.unwrap());
        // A first attempt may fail on a busy machine (the sink serves one connection at a
        // time): the mail is tried again 30 s later, so the wait covers one retry. What the
        // servers logged says why, should it run out.
        let waited = std::time::Instant::now();
        while readers.iter().any(|email| mail.count_to(email) == 0) {
            assert!(
                waited.elapsed() < std::time::Duration::from_secs(50),
                "an e-mail never arrived: {:?}\n--- A:\n{}\n--- B:\n{}",
                readers.map(|email| mail.count_to(email)),
                a.output(),
                b.output()
            );
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        tokio::time::sleep(std::time::Duration::from_secs(2)).await;
        for email in readers {
            assert_eq!(mail.count_to(email), 1, "{email}\n--- A:\n{}\n--- B:\n{}", a.output(), b.output());
        }
    }

    async fn sql_count(url: &str, sql: &'static str) -> i64 {
        let url = url.to_owned();
        tokio::task::spawn_blocking(move || {
            let mut client = ::postgres::Client::connect(&url, ::postgres::NoTls).unwrap();
            client.query_one(sql, &[]).unwrap().get(0)
        })
        .await
        .unwrap()
    }

    /// HAProxy on 127.0.0.1, round robin over `ports`, killed when dropped.
    struct Haproxy {
        child: std::process::Child,
        url: String,
        _config: tempfile::NamedTempFile,
    }

    impl Haproxy {
        fn start(ports: &[u16]) -> Haproxy {
            use std::io::Write;
            let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
            let servers: String =
                ports.iter().enumerate().map(|(i, p)| format!("    server app{i} 127.0.0.1:{p}\n")).collect();
            let mut config = tempfile::NamedTempFile::new().unwrap();
            write!(
                config,
                "global\n    maxconn 256\ndefaults\n    mode http\n    option forwardfor\n    timeout connect 2s\n    \
                 timeout client 30s\n    timeout server 30s\nfrontend fm\n    bind 127.0.0.1:{port}\n    \
                 default_backend app\nbackend app\n    balance roundrobin\n{servers}"
            )
            .unwrap();
            let child = std::process::Command::new("haproxy")
                .args(["-db", "-f"])
                .arg(config.path())
                .stdout(std::process::Stdio::null())
                .spawn()
                .unwrap();
            for _ in 0..100 {
                if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
                    break;
                }
                std::thread::sleep(std::time::Duration::from_millis(50));
            }
            Haproxy { child, url: format!("http://127.0.0.1:{port}"), _config: config }
        }
    }

    impl Drop for Haproxy {
        fn drop(&mut self) {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }

    /// Two staff write at once on connections that share a revision slot (a backend's pid
    /// modulo 64: with two instances of 16 connections it happens). The coordinator renames
    /// Sam's group, which moves the program's revision first and then locks Sam's record (as
    /// naming its facilitators does); Ana logs a contact for Sam, which locks his record first
    /// and then moves the revision (his unreachable flag checked again). Neither waits for a
    /// slot the other holds (migration 0022), so there is no deadlock for PostgreSQL to break
    /// by failing one of them, and both count.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn two_writers_sharing_a_revision_slot_never_wait_for_it() {
        use crate::program::Program;
        use fatherhood::db::revisions::{self, Counter};

        let schema = PgSchema::create().await;
        let p = Program::start_with(TestDb::Sqlite, |c| c.database_url = schema.url.clone()).await;
        let sam = p.father("Sam", "Ruiz").await;
        let group = p.group_with("Tuesday", &[&sam]).await;
        let revision = || async { p.app.state.db.run(|c| revisions::read(c, Counter::Program)).await.unwrap() };
        let before = revision().await;

        let (url, sam_id) = (schema.url.clone(), sam.clone());
        let (renamed, logged) = tokio::task::spawn_blocking(move || {
            let sam = sam_id;
            let connect = || ::postgres::Client::connect(&url, ::postgres::NoTls).unwrap();
            let (mut renaming, mut logging) = (connect(), connect());
            // A deadlock would be found after deadlock_timeout (1 s); a plain wait fails here.
            for c in [&mut renaming, &mut logging] {
                c.batch_execute("SET lock_timeout = '20s'").unwrap();
            }
            let logging_pid: i32 = logging.query_one("SELECT pg_backend_pid()", &[]).unwrap().get(0);
            let logging_slot = i64::from(logging_pid % 64);

            // The rename moves the revision on the slot Ana's connection maps to.
            renaming.batch_execute("BEGIN").unwrap();
            renaming.execute("SELECT 1 FROM revision_slots WHERE slot = $1 FOR UPDATE", &[&logging_slot]).unwrap();
            renaming.execute("UPDATE father_groups SET name = 'Tuesday evening' WHERE id = $1", &[&group]).unwrap();

            // Ana's contact: Sam's record locked, then the revision moved, then committed.
            logging.batch_execute("BEGIN").unwrap();
            logging.execute("SELECT 1 FROM fathers WHERE id = $1 FOR NO KEY UPDATE", &[&sam]).unwrap();
            let sam_again = sam.clone();
            let ana = std::thread::spawn(move || {
                logging.execute(
                    "UPDATE fathers SET unreachable = TRUE WHERE id = $1 AND unreachable <> TRUE",
                    &[&sam_again],
                )?;
                logging.batch_execute("COMMIT")
            });

            // The rename then takes Sam's record: it waits for Ana's commit, not the other way round.
            let renamed = renaming
                .execute("SELECT 1 FROM fathers WHERE id = $1 FOR NO KEY UPDATE", &[&sam])
                .and_then(|_| renaming.batch_execute("COMMIT"));
            (renamed, ana.join().unwrap())
        })
        .await
        .unwrap();
        assert!(renamed.is_ok(), "the rename: {renamed:?}");
        assert!(logged.is_ok(), "the contact: {logged:?}");
        assert_eq!(revision().await, before + 2, "both moved the program's revision");
        let sam_now = p.get(&format!("/api/fathers/{sam}")).await;
        assert_eq!(sam_now["unreachable"], true, "{sam_now}");
    }
    /// A worker claims due pushes while a staff member's deletion holds some of them (an
    /// announcement deleted drops what is queued about it, row by row in its own order). The
    /// claim passes over the held rows instead of waiting for them: a claim that waited,
    /// taking its rows in the queue's order, could close a deadlock with the deletion, and
    /// PostgreSQL would fail one of them (the deletion answered 409). The rows passed over are
    /// the deletion's to decide; the next round sees what it left.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_workers_claim_passes_over_pushes_a_deletion_holds() {
        let schema = PgSchema::create().await;
        let app = spawn_app_with(TestDb::Sqlite, |c| c.database_url = schema.url.clone()).await;
        app.register("sam@example.org").await;
        // Due in a year: the app's own worker leaves them alone; the claim below runs "then".
        let later = fatherhood::db::now_millis() + 365 * 24 * 3_600_000;
        let url = schema.url.clone();
        let mut holder = tokio::task::spawn_blocking(move || {
            let mut c = ::postgres::Client::connect(&url, ::postgres::NoTls).unwrap();
            c.execute(
                "INSERT INTO push_subscriptions (endpoint, user_id, p256dh, auth, user_agent, last_updated, created_at)
                 SELECT 'http://127.0.0.1:9/sam', id, 'key', 'auth', 'phone', 0, 0 FROM users WHERE email = 'sam@example.org'",
                &[],
            )
            .unwrap();
            for (subject, due) in [("picnic", later), ("schedule", later + 1)] {
                c.execute(
                    "INSERT INTO push_queue (kind, subject_id, endpoint, user_id, next_attempt_at, created_at)
                     SELECT 'announcement', $1, endpoint, user_id, $2, 0 FROM push_subscriptions",
                    &[&subject, &due],
                )
                .unwrap();
            }
            // The deletion of the picnic announcement, under way: its push held.
            c.batch_execute("BEGIN; DELETE FROM push_queue WHERE subject_id = 'picnic'").unwrap();
            c
        })
        .await
        .unwrap();

        let claim =
            app.state.db.transaction(move |c| fatherhood::db::push::claim_due(c, later + 10, later + 60_000, 10));
        let claimed = tokio::time::timeout(std::time::Duration::from_secs(20), claim)
            .await
            .expect("the claim does not wait for the deletion")
            .unwrap();
        let subjects: Vec<&str> = claimed.iter().map(|job| job.subject_id.as_str()).collect();
        assert_eq!(subjects, ["schedule"], "the held push is passed over");

        // (The synchronous client is closed off the runtime's threads.)
        tokio::task::spawn_blocking(move || holder.batch_execute("COMMIT").unwrap()).await.unwrap();
        let left = app.state.db.run(|c| fatherhood::db::push::pending(c)).await.unwrap();
        assert_eq!(left, 1, "the deletion went through; the claimed push waits to be sent");
    }
}

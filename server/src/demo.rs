//! `fatherhood seed-demo`: a realistic program in an empty database, so a new
//! installation shows a living app — about 60 fathers in 5 groups, three workshop
//! cycles (finished, running, upcoming) with attendance, milestones, and a facilitator
//! (staff, scoped to two groups and a small caseload) with his contact log, follow-ups and
//! referrals.
//!
//! Everything is written through the services, as a director (or Sam, for his casework)
//! would through the app, so the demo's data keeps the app's rules: each body is checked
//! by its `Form`, each change writes its activity, each write is checked against the
//! writer's scope.

use chrono::{Datelike, Duration, NaiveDate, Utc};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::json;

use crate::auth::Viewer;
use crate::db;
use crate::domain::calendar::ItemKind;
use crate::domain::program::{AttendanceStatus, FatherStatus, FatherType, Setting};
use crate::domain::records::{Child, Father};
use crate::domain::rsvp::RsvpAnswer;
use crate::domain::{Email, Language, Password, StaffRole};
use crate::services::identity::{self, Registration};
use crate::services::workshops::{attendance, cycles, sessions};
use crate::services::{fathers, groups, milestones, programs, rsvp};
use crate::state::AppState;

const FIRST: &[&str] = &[
    "James",
    "Carlos",
    "Marcus",
    "Luis",
    "David",
    "Andre",
    "Miguel",
    "Robert",
    "Jose",
    "Terrence",
    "Juan",
    "Michael",
    "Daniel",
    "Kevin",
    "Jorge",
    "Anthony",
    "Darnell",
    "Ricardo",
    "Brian",
    "Eduardo",
    "Chris",
    "Alejandro",
    "Tyrone",
    "Victor",
    "Jamal",
    "Francisco",
    "Eric",
    "Hector",
    "Derrick",
    "Manuel",
];
const LAST: &[&str] = &[
    "Johnson",
    "Garcia",
    "Williams",
    "Martinez",
    "Brown",
    "Rodriguez",
    "Jones",
    "Hernandez",
    "Davis",
    "Lopez",
    "Wilson",
    "Gonzalez",
    "Thomas",
    "Perez",
    "Jackson",
    "Sanchez",
    "White",
    "Ramirez",
    "Harris",
    "Torres",
    "Clark",
    "Flores",
    "Lewis",
    "Rivera",
    "Walker",
    "Gomez",
];
const CHILDREN: &[&str] =
    &["Mia", "Noah", "Sofia", "Liam", "Isabella", "Elijah", "Camila", "Mateo", "Aaliyah", "Lucas"];
const REFERRALS: &[&str] = &["Family court", "Child support office", "Self-referred", "Community partner", "Probation"];
const GROUPS: &[(&str, &str, &str, &str)] = &[
    ("Tuesday Evening Dads", "Tuesday", "18:00", "Community Center, Room 2"),
    ("Padres Unidos (Spanish)", "Wednesday", "18:30", "St. Mary's Hall"),
    ("Saturday Morning Circle", "Saturday", "10:00", "Public Library, Meeting Room"),
    ("Young Fathers (18-24)", "Thursday", "17:30", "Youth Services Office"),
    ("Inside Out (County Facility)", "Monday", "14:00", "County Detention Center"),
];

pub struct Summary {
    pub admin_email: String,
    /// A staff member (not a director), with the same password.
    pub staff_email: String,
    /// Fathers with the app (the first speaks Spanish), with the same password; the last
    /// registered himself and waits to be linked to his record.
    pub father_emails: Vec<String>,
    pub admin_password: Option<String>,
    pub fathers: usize,
    pub groups: usize,
    pub cycles: usize,
}

pub async fn seed(state: &AppState, admin_password: Option<String>) -> anyhow::Result<Summary> {
    let (users, records) =
        state.db.run(|conn| Ok::<_, db::DbError>((db::users::count(conn)?, db::fathers::count(conn)?))).await?;
    anyhow::ensure!(users == 0 && records == 0, "the database is not empty: seed-demo only fills a new installation");

    let mut rng = StdRng::seed_from_u64(20_26);
    let generated = admin_password.is_none();
    let password = admin_password.unwrap_or_else(crate::auth::password::generate);
    let admin_email = "coordinator@demo.fatherhood.test".to_owned();
    let staff_email = "facilitator@demo.fatherhood.test".to_owned();
    let admin = staff_account(state, &admin_email, ("Maria", "Coordinator"), &password, StaffRole::Director).await?;
    let facilitator = staff_account(state, &staff_email, ("Sam", "Facilitator"), &password, StaffRole::Staff).await?;
    let viewer = Viewer::Staff(admin.clone());
    // The program's today, by which the services check dates (an exit never after it).
    let today = crate::services::retention::today(state);

    // Fathers, each in one group.
    let mut roster: Vec<Vec<Father>> = vec![Vec::new(); GROUPS.len()];
    for i in 0..60 {
        let group = i % GROUPS.len();
        let first = FIRST[(i * 7 + 3) % FIRST.len()];
        let last = LAST[(i * 11 + 5) % LAST.len()];
        let spanish = group == 1 || rng.random_bool(0.2);
        let status = match rng.random_range(0..20) {
            0 => FatherStatus::Referred,
            1 => FatherStatus::Exited,
            2..=3 => FatherStatus::Completed,
            _ => FatherStatus::Enrolled,
        };
        let children: Vec<Child> = (0..rng.random_range(1..=3))
            .map(|_| Child {
                name: CHILDREN[rng.random_range(0..CHILDREN.len())].into(),
                birth_year: Some(today.year() - rng.random_range(0..16)),
            })
            .collect();
        let enrolled = today - Duration::days(rng.random_range(30..400));
        let exited = status == FatherStatus::Exited;
        let record = json!({
            "firstName": first,
            "lastName": last,
            "email": format!("{}.{}{}@example.com", first.to_lowercase(), last.to_lowercase(), i),
            // 555-0100 to 555-0199: numbers set aside for fiction.
            "phone": format!("+1512555{:04}", 100 + i % 100),
            "preferredLanguage": if spanish { Language::Es } else { Language::En },
            "dateOfBirth": NaiveDate::from_ymd_opt(
                today.year() - rng.random_range(19..50),
                rng.random_range(1..=12),
                15,
            ),
            "address": format!("{} {} St", 100 + i * 7, ["Oak", "Maple", "Pine", "Cedar", "Elm"][i % 5]),
            "children": children,
            "fatherType": FatherType::ALL[rng.random_range(0..FatherType::ALL.len())],
            "setting": if group == 4 { Setting::Incarcerated } else { Setting::Community },
            "referralSource": REFERRALS[rng.random_range(0..REFERRALS.len())],
            "status": status,
            "enrollmentDate": enrolled,
            "exitDate": exited.then(|| today - Duration::days(10)),
            "exitReason": if exited { "Moved out of the area" } else { "" },
            // Sam manages the cases of half the third group, beyond the two he facilitates.
            "caseManagerId": if group == 2 && i % 2 == 0 { &facilitator.id } else { &admin.id },
        });
        roster[group].push(fathers::create(state, &viewer, serde_json::from_value(record)?).await?);
    }

    let mut group_ids = Vec::new();
    let members_since = (today - Duration::days(200)).and_hms_opt(0, 0, 0).expect("midnight").and_utc();
    for (index, ((name, day, time, location), fathers)) in GROUPS.iter().zip(&roster).enumerate() {
        // Sam facilitates the first two groups with the coordinator.
        let facilitators =
            if index < 2 { vec![admin.id.clone(), facilitator.id.clone()] } else { vec![admin.id.clone()] };
        let input = json!({
            "name": name,
            "description": format!("Meets every {day} at {time}."),
            "facilitatorIds": facilitators,
            "meetingDay": day,
            "meetingTime": time,
            "location": location,
        });
        let group = groups::create(state, &viewer, serde_json::from_value(input)?).await?;
        for father in fathers {
            // Members since long before the first cycle, so every session's roster holds them.
            groups::add_member(state, &viewer, group.id.clone(), father.id.clone(), Some(members_since)).await?;
        }
        group_ids.push(group.id);
    }

    // Three cycles: finished, running (half done), upcoming.
    let cycles = [
        ("Nurturing Fathers — Winter", 0, today - Duration::days(120), 12),
        ("24/7 Dad — Spring", 1, today - Duration::days(42), 12),
        ("Co-Parenting Basics", 2, today + Duration::days(10), 8),
    ];
    for (title, group, around, count) in cycles {
        // Sessions fall on the group's meeting day, at its meeting time.
        let (_, day, time, _) = GROUPS[group];
        let weekday = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
            .iter()
            .position(|d| *d == day)
            .map_or(1, |i| i as u32 + 1);
        let start = (0..7)
            .map(|d| around + Duration::days(d))
            .find(|d| d.weekday().number_from_monday() == weekday)
            .unwrap_or(around);
        let input: cycles::CycleInput = serde_json::from_value(serde_json::json!({
            "title": title,
            "description": "A twelve-week curriculum on fathering, communication and co-parenting.",
            "groupId": group_ids[group],
            "facilitatorId": admin.id,
            "location": GROUPS[group].3,
            "startDate": start.to_string(),
            "endDate": (start + Duration::weeks(count)).to_string(),
            "schedule": {"weekdays": [weekday], "startTime": time,
                         "durationMinutes": 90, "count": count, "timezone": "America/Chicago"}
        }))?;
        let cycle = cycles::create_cycle(state, &viewer, input).await?;
        let sessions = sessions::cycle_sessions(state, &viewer, cycle.id.clone()).await?;
        let fathers = &roster[group];
        // Some fathers are reliable, some drift away: each has his own likelihood.
        let reliability: Vec<f64> = fathers.iter().map(|_| rng.random_range(0.55..0.99)).collect();
        // Each session held is marked, then completed, as its facilitator would.
        for session in sessions.iter().filter(|s| s.starts_at < Utc::now()) {
            let mut marks = Vec::new();
            for (father, p) in fathers.iter().zip(&reliability) {
                let status = if rng.random_bool(*p) {
                    if rng.random_bool(0.1) {
                        AttendanceStatus::Late
                    } else {
                        AttendanceStatus::Present
                    }
                } else if rng.random_bool(0.3) {
                    AttendanceStatus::Excused
                } else if rng.random_bool(0.2) {
                    AttendanceStatus::Makeup
                } else {
                    AttendanceStatus::Absent
                };
                let minutes = (status == AttendanceStatus::Late).then_some(60);
                marks.push(serde_json::from_value(
                    json!({"fatherId": father.id, "status": status, "minutes": minutes}),
                )?);
            }
            attendance::save_attendance(state, &viewer, session.id.clone(), marks).await?;
            let completed = serde_json::from_value(json!({"status": "completed"}))?;
            sessions::update_session(state, &viewer, session.id.clone(), completed).await?;
        }
        // The running cycle's next session: most fathers have answered, one can't come, one
        // is running late, a few have not said.
        if let Some(next) = sessions.iter().find(|s| s.starts_at > Utc::now()).filter(|_| group == 1) {
            let session_id = next.id.clone();
            let answers: Vec<(String, RsvpAnswer, &str)> = fathers
                .iter()
                .enumerate()
                .filter(|(i, _)| i % 4 != 3)
                .map(|(i, f)| match i {
                    1 => (f.id.clone(), RsvpAnswer::No, "Working a double shift"),
                    2 => (f.id.clone(), RsvpAnswer::Late, "Bus runs late on Thursdays"),
                    _ => (f.id.clone(), RsvpAnswer::Yes, ""),
                })
                .collect();
            for (father_id, answer, note) in answers {
                // These fathers have no account: each answers by his reminder's link, whose
                // answer `rsvp::record` writes (the session his, and not started).
                rsvp::record(state, ItemKind::Session, session_id.clone(), father_id, answer, note.into()).await?;
            }
        }
    }

    // A few milestones beyond course completion.
    let kinds = [
        ("employment", "Started a new job"),
        ("reunification", "Reunited with his children"),
        ("child support current", "Child support up to date"),
    ];
    for (i, father) in roster.iter().flatten().enumerate().filter(|(i, _)| i % 6 == 0) {
        let (kind, title) = kinds[(i / 6) % kinds.len()];
        let achieved = today - Duration::days(rng.random_range(1..90));
        let input = json!({"fatherId": father.id, "title": title, "kind": kind, "achievedAt": achieved});
        milestones::create(state, &viewer, serde_json::from_value(input)?).await?;
    }

    calendar_and_news(state, &viewer, &group_ids, today).await?;
    let sam = facilitator.clone();
    casework(state, &Viewer::Staff(facilitator), &roster[0], today).await?;
    let father_emails = fathers_with_the_app(state, &viewer, &roster, &group_ids, &sam, &password).await?;
    // Last, so that everything above is made as a one-program installation makes it.
    reentry_program(state, &viewer, &sam, &roster[4], members_since).await?;

    Ok(Summary {
        admin_email,
        staff_email,
        father_emails,
        admin_password: generated.then_some(password),
        fathers: roster.iter().map(Vec::len).sum(),
        groups: GROUPS.len(),
        cycles: cycles.len(),
    })
}

/// A second program, a county re-entry grant that Sam manages: its own group, five fathers of
/// the jail group enrolled in it as well (in both programs), and three only in it.
async fn reentry_program(
    state: &AppState,
    director: &Viewer,
    sam: &crate::domain::User,
    jail_group: &[Father],
    members_since: chrono::DateTime<Utc>,
) -> anyhow::Result<()> {
    let input = json!({"name": "Re-entry Dads", "code": "RE", "confidential": false});
    let program = programs::create(state, director.user(), serde_json::from_value(input)?).await?;
    let staff = json!([{"userId": sam.id, "role": "manager"}]);
    programs::set_staff(state, program.id.clone(), serde_json::from_value(staff)?).await?;
    let input = json!({
        "name": "Re-entry Circle",
        "description": "For fathers coming home: meets every Wednesday at 17:30.",
        "programId": program.id,
        "facilitatorIds": [director.user().id],
        "meetingDay": "Wednesday",
        "meetingTime": "17:30",
        "location": "County Re-entry Center",
    });
    let circle = groups::create(state, director, serde_json::from_value(input)?).await?;
    let mut members: Vec<String> = Vec::new();
    for father in jail_group.iter().take(5) {
        let input = json!({"programId": program.id, "status": "enrolled"});
        programs::enrol(state, director, father.id.clone(), serde_json::from_value(input)?).await?;
        members.push(father.id.clone());
    }
    for (first, last) in [("Darnell", "Price"), ("Luis", "Ortega"), ("Kevin", "Boyd")] {
        let input = json!({"firstName": first, "lastName": last, "programId": program.id, "setting": "community"});
        members.push(fathers::create(state, director, serde_json::from_value(input)?).await?.id);
    }
    for father in members {
        groups::add_member(state, director, circle.id.clone(), father, Some(members_since)).await?;
    }
    Ok(())
}

/// The father's side of the demo: three fathers of Sam's groups with accounts linked to
/// their records (one of "Padres Unidos", in Spanish), who wrote to their group and to Sam,
/// and one who registered himself with his record's e-mail and waits in "to link".
async fn fathers_with_the_app(
    state: &AppState,
    director: &Viewer,
    roster: &[Vec<Father>],
    group_ids: &[String],
    sam: &crate::domain::User,
    password: &str,
) -> anyhow::Result<Vec<String>> {
    use crate::services::messages;
    let linked = [
        (&roster[1][0], 1, "¿Alguien puede llevarme el miércoles? Mi carro está en el taller."),
        (&roster[0][0], 0, "See everyone Tuesday. I'll bring the coffee."),
        (&roster[0][1], 0, ""),
    ];
    let mut emails = Vec::new();
    for (i, (father, group, note)) in linked.into_iter().enumerate() {
        let user = father_account(state, father, password, identity::CreatedBy::Operator).await?;
        let link = serde_json::from_value(json!({"userId": user.id}))?;
        fathers::update(state, director, father.id.clone(), link).await?;
        if !note.is_empty() {
            messages::send(state, &user, db::messages::group_conversation_id(&group_ids[group]), note.into()).await?;
        }
        if i == 0 {
            // The Spanish-speaking father asks Sam something of his own.
            let (conversation, _) = messages::open_direct(state, &user, sam.id.clone()).await?;
            messages::send(state, &user, conversation.id, "Hola Sam, ¿puedo traer a mi hijo a la sesión?".into())
                .await?;
        }
        emails.push(user.email.clone());
    }
    let waiting = father_account(state, &roster[0][2], password, identity::CreatedBy::Himself).await?;
    emails.push(waiting.email);
    Ok(emails)
}

/// A father's account, with his record's e-mail, names and language.
async fn father_account(
    state: &AppState,
    father: &Father,
    password: &str,
    by: identity::CreatedBy,
) -> anyhow::Result<crate::domain::User> {
    let registration = Registration {
        email: Email::parse(&father.email).map_err(|m| anyhow::anyhow!(m))?,
        password: Password::parse(password).map_err(|m| anyhow::anyhow!(m))?,
        display_name: father.full_name(),
        first_name: father.first_name.clone(),
        last_name: father.last_name.clone(),
        preferred_language: father.preferred_language,
        staff_role: None,
    };
    Ok(identity::create_account(state, registration, by).await?)
}

/// A staff account of the demo program, made as an operator would.
async fn staff_account(
    state: &AppState,
    email: &str,
    (first, last): (&str, &str),
    password: &str,
    role: StaffRole,
) -> anyhow::Result<crate::domain::User> {
    let registration = Registration {
        email: Email::parse(email).map_err(|m| anyhow::anyhow!(m))?,
        password: Password::parse(password).map_err(|m| anyhow::anyhow!(m))?,
        display_name: format!("{first} {last}"),
        first_name: first.into(),
        last_name: last.into(),
        preferred_language: Language::En,
        staff_role: Some(role),
    };
    Ok(identity::create_account(state, registration, identity::CreatedBy::Operator).await?)
}

/// Sam's casework with the fathers of his first group: calls of the last weeks, follow-ups
/// overdue, due today and this week (one note sensitive), a father he could not reach three
/// times (unreachable), and referrals at every stage.
async fn casework(state: &AppState, sam: &Viewer, fathers: &[Father], today: NaiveDate) -> anyhow::Result<()> {
    use crate::services::{contacts, referrals};
    let at = |days_ago: i64, hour: u32| {
        (today - Duration::days(days_ago)).and_hms_opt(hour, 30, 0).expect("a time of day").and_utc().to_rfc3339()
    };
    let day = |offset: i64| (today + Duration::days(offset)).to_string();
    let contacts_of = [
        (
            0,
            json!({"method": "call", "outcome": "reached", "minutes": 12, "at": at(9, 15),
                   "note": "Talked about the custody hearing; he wants a letter of participation.",
                   "sensitive": true, "followUpDue": day(-2)}),
        ),
        (
            1,
            json!({"method": "text", "outcome": "reached", "minutes": 2, "at": at(3, 10),
                   "note": "Confirmed he can come Tuesday.", "followUpDue": day(0)}),
        ),
        (
            2,
            json!({"method": "call", "outcome": "left-message", "minutes": 1, "at": at(2, 16),
                   "note": "Asked him to call back about the bus pass.", "followUpDue": day(2)}),
        ),
        (
            3,
            json!({"method": "visit", "outcome": "reached", "minutes": 45, "at": at(6, 11),
                   "note": "Home visit: new job at the warehouse, evening shifts.", "followUpDue": day(5)}),
        ),
        (
            5,
            json!({"method": "meeting", "outcome": "reached", "minutes": 30, "at": at(13, 14),
                   "note": "Goal plan reviewed."}),
        ),
        // Three unsuccessful attempts in a row: unreachable.
        (4, json!({"method": "call", "outcome": "no-answer", "at": at(12, 9)})),
        (4, json!({"method": "text", "outcome": "no-answer", "at": at(8, 18)})),
        (
            4,
            json!({"method": "call", "outcome": "wrong-number", "at": at(1, 10),
                   "note": "Number out of service: ask the group for a new one.", "followUpDue": day(-1)}),
        ),
    ];
    for (index, body) in contacts_of {
        let father = &fathers[index % fathers.len()];
        contacts::create(state, sam, father.id.clone(), serde_json::from_value(body)?).await?;
    }
    let referrals_of = [
        (3, "employment", "Workforce Center", &["accepted", "completed"][..], 40),
        (0, "legal", "Legal Aid Society", &["accepted"][..], 9),
        (1, "housing", "County Housing Authority", &["accepted", "in-progress"][..], 20),
        (2, "mental-health", "Community Counseling", &[][..], 3),
        (5, "child-support", "Child Support Services", &["declined"][..], 30),
    ];
    for (index, kind, partner, steps, days_ago) in referrals_of {
        let father = &fathers[index % fathers.len()];
        let body = json!({"type": kind, "partner": partner, "madeAt": at(days_ago, 10)});
        let referral = referrals::create(state, sam, father.id.clone(), serde_json::from_value(body)?).await?;
        for status in steps {
            let change = serde_json::from_value(json!({"status": status}))?;
            referrals::update(state, sam, referral.id.clone(), change).await?;
        }
    }
    forms(state, sam, fathers).await?;
    texts(state, sam, fathers).await
}

/// The sample forms filled in: an intake for each father, the fathering survey before and
/// after for most of them (each a little better after, so the report shows change), and
/// three screenings, one positive (which opens a follow-up for his case manager).
async fn forms(state: &AppState, sam: &Viewer, fathers: &[Father]) -> anyhow::Result<()> {
    use crate::services::forms::samples::{INTAKE, SCREENING, SURVEY};
    use crate::services::forms::submissions;
    let submit = |father: &Father, body: serde_json::Value| {
        let input = serde_json::from_value(body);
        let father = father.id.clone();
        async move { submissions::create(state, sam, father, input?).await.map_err(anyhow::Error::from) }
    };
    let employment = ["full-time", "part-time", "looking", "not-working"];
    for (i, father) in fathers.iter().enumerate() {
        let answers = json!({"heard": if i % 2 == 0 { "friend" } else { "court" }, "employment": employment[i % 4],
                             "children-count": 1 + i % 3, "lives-with": i % 3 == 0, "sees-weekly": (i * 2) % 8,
                             "needs": if i % 3 == 1 { json!(["job", "housing"]) } else { json!(["parenting"]) }});
        submit(father, json!({"formId": INTAKE, "answers": answers})).await?;
        let before = 2 + (i % 2) as i64;
        submit(
            father,
            json!({"formId": SURVEY, "phase": "pre", "answers": {"close": before, "praise": before, "yell": 6 - before,
                   "know-friends": 2, "play": before, "calm": 2, "support": before, "overwhelmed": 4}}),
        )
        .await?;
        if i % 4 != 3 {
            let after = before + 1 + (i % 3 == 0) as i64;
            submit(
                father,
                json!({"formId": SURVEY, "phase": "post", "answers": {"close": after, "praise": after, "yell": 6 - after,
                       "know-friends": 3, "play": after, "calm": 3, "support": after, "overwhelmed": 3}}),
            )
            .await?;
        }
    }
    for (i, father) in fathers.iter().take(3).enumerate() {
        let afraid = i == 1;
        let answers = json!({"afraid": afraid, "hurt-by": false, "hurt-other": false, "order": "no"});
        submit(father, json!({"formId": SCREENING, "answers": answers})).await?;
    }
    Ok(())
}

/// Texts: four fathers agreed to them (each confirmation goes to the SMS outbox unless
/// `FM_SMS_URL` is set), the case manager texted one, and another answered, unread.
async fn texts(state: &AppState, sam: &Viewer, fathers: &[Father]) -> anyhow::Result<()> {
    use crate::db::texts::NewText;
    use crate::domain::sms::{TextDirection, TextKind, TextStatus};
    for father in fathers.iter().take(4) {
        let consent = serde_json::from_value(json!({"kind": "sms", "note": "Signed on the intake form."}))?;
        crate::services::consents::create(state, sam, father.id.clone(), consent).await?;
    }
    let Some(first) = fathers.first() else { return Ok(()) };
    crate::services::texts::send_message(
        state,
        sam,
        first.id.clone(),
        "Hi, it's Sam from the program. Are we still on for Tuesday at 6?".into(),
    )
    .await?;
    let Some(second) = fathers.get(1) else { return Ok(()) };
    // A father's text reaches the program only by the provider's signed webhook
    // (`services::texts::inbound`), which no one signs without a provider: this one is
    // written as that webhook stores a text of words.
    let (id, phone) = (second.id.clone(), second.phone.clone());
    state
        .db
        .transaction(move |conn| {
            let words = NewText {
                direction: TextDirection::In,
                status: TextStatus::Received,
                unread: true,
                ..NewText::queued(
                    &id,
                    &phone,
                    TextKind::Message,
                    "Running a bit late tonight, my shift ran over. Save me a seat!",
                )
            };
            crate::db::texts::insert(conn, &words, db::now_millis())
        })
        .await?;
    Ok(())
}

/// A few weeks of events (for everyone and for the first group, one of them all day) and
/// the program's news, one item pinned.
async fn calendar_and_news(
    state: &AppState,
    viewer: &Viewer,
    group_ids: &[String],
    today: chrono::NaiveDate,
) -> anyhow::Result<()> {
    let at = |days: i64, hour: u32| {
        (today + Duration::days(days)).and_hms_opt(hour, 0, 0).expect("a time of day").and_utc().to_rfc3339()
    };
    let day = |days: i64| (today + Duration::days(days)).to_string();
    let events = [
        json!({"title": "Family picnic", "description": "Bring the kids; lunch is on us.", "location": "Riverside Park",
               "startsAt": at(9, 16), "endsAt": at(9, 19)}),
        json!({"title": "Job fair", "location": "Community center", "startsAt": at(16, 15), "endsAt": at(16, 18)}),
        json!({"title": "Graduation", "description": "Certificates for this cycle's graduates.", "location": "Main hall",
               "startsAt": at(23, 23), "endsAt": at(24, 1), "groupId": group_ids[0]}),
        json!({"title": "Office closed", "allDay": true, "startsAt": day(30), "endsAt": day(30)}),
    ];
    for event in events {
        crate::services::calendar::create_event(state, viewer, serde_json::from_value(event)?).await?;
    }
    let news = [
        json!({"title": "Welcome to Fatherhood Matters", "pinned": true,
               "body": "This is where the program posts news.\nYour sessions and events are on the calendar."}),
        json!({"title": "Family picnic", "groupId": group_ids[0],
               "body": "Join us at Riverside Park with your family. More at https://example.org/picnic"}),
    ];
    for announcement in news {
        crate::services::announcements::create(state, viewer, serde_json::from_value(announcement)?).await?;
    }
    Ok(())
}

//! Live updates: what a write tells the open streams (`GET /api/stream`).
//!
//! Every live event takes one path, whichever instance the writer used. Inside the writing
//! transaction the change is announced ([`notify`]): on PostgreSQL as a `NOTIFY`, which
//! leaves only if the write commits and reaches every instance sharing the database (each
//! LISTENs on a connection of its own); on SQLite (one instance) it is handed to this
//! instance's hub after the commit ([`Hub::after_commit`]). Either way the hub loads what was
//! announced, works out who may see it, and fans it out over a broadcast channel: a slow
//! stream falls behind on its own (and is closed, to come back with `Last-Event-ID`)
//! without holding up anyone else.
//!
//! Nothing acknowledged may be missing from a stream. When the LISTEN connection is lost,
//! what was committed meanwhile never reaches this instance; so once it listens again,
//! every open stream here is closed ([`Hub::reset`]) and its client comes back with
//! `Last-Event-ID`: the messages since are replayed from the database, and the client
//! reads again what a replay does not carry (reads, removals, announcements).

use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{broadcast, mpsc, watch};

use crate::db::{self, Backend, Db};
use crate::domain::message::Reader;

/// The PostgreSQL channel the instances share.
const CHANNEL: &str = "fatherhood_live";
/// Events a stream may fall behind by before it is closed.
const BACKLOG: usize = 1024;
/// Announcements the LISTEN connection may hand on before delivery catches up; past it,
/// they are dropped and the streams reset (their clients replay from the database).
const LISTEN_BACKLOG: usize = 4096;

/// Who may receive an event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Audience {
    /// Every signed-in user (an announcement for everyone): the event does not carry
    /// the program's accounts.
    Everyone,
    /// All staff and these accounts (a group's conversation or announcement).
    StaffAnd(HashSet<String>),
    /// These accounts only.
    Only(HashSet<String>),
}

impl Audience {
    pub fn includes(&self, user_id: &str, staff: bool) -> bool {
        match self {
            Audience::Everyone => true,
            Audience::StaffAnd(users) => staff || users.contains(user_id),
            Audience::Only(users) => users.contains(user_id),
        }
    }
}

/// One event for the streams.
#[derive(Debug)]
pub struct LiveEvent {
    /// The SSE id: a message's id, from which a reconnecting stream replays.
    pub id: Option<String>,
    /// "message", "read", "announcement", "attendance", "running-late" or "text".
    pub kind: &'static str,
    /// What staff and the author see.
    pub data: String,
    /// What fathers other than the author see instead, when it differs (a fellow father
    /// is named by first name and last initial).
    pub data_for_fathers: Option<String>,
    pub author: Option<String>,
    pub to: Audience,
}

impl LiveEvent {
    /// The event's data as `reader` may see it; None when he is not in its audience.
    pub fn data_for(&self, reader: &Reader) -> Option<&str> {
        if !self.to.includes(reader.user_id, reader.staff) {
            return None;
        }
        match &self.data_for_fathers {
            Some(shown) if !reader.staff && self.author.as_deref() != Some(reader.user_id) => Some(shown),
            _ => Some(&self.data),
        }
    }
}

pub struct Hub {
    events: broadcast::Sender<Arc<LiveEvent>>,
    /// Bumped when the open streams must end and replay (see the module's comment).
    resets: watch::Sender<u64>,
    /// The LISTEN connection's `application_name`, so tests and operators can find it.
    listener_name: String,
}

impl Default for Hub {
    fn default() -> Self {
        Hub {
            events: broadcast::channel(BACKLOG).0,
            resets: watch::channel(0).0,
            listener_name: format!("fatherhood-live-{}", uuid::Uuid::new_v4().simple()),
        }
    }
}

impl Hub {
    pub fn subscribe(&self) -> broadcast::Receiver<Arc<LiveEvent>> {
        self.events.subscribe()
    }

    /// Resolves when the streams open now must end (see [`Hub::reset`]).
    pub fn reset_signal(&self) -> impl std::future::Future<Output = ()> + Send + 'static {
        let mut resets = self.resets.subscribe();
        async move {
            // An error means the hub is gone: the server is stopping, end too.
            let _ = resets.changed().await;
        }
    }

    /// Ends every stream open on this instance; clients come back with `Last-Event-ID`.
    pub fn reset(&self) {
        self.resets.send_modify(|n| *n += 1);
    }

    /// Streams open on this instance.
    pub fn streams(&self) -> usize {
        self.events.receiver_count()
    }

    pub fn listener_name(&self) -> &str {
        &self.listener_name
    }

    fn send(&self, event: LiveEvent) {
        // No receiver is not an error: nobody is watching.
        let _ = self.events.send(Arc::new(event));
    }

    /// After the commit: on SQLite, deliver on this instance (PostgreSQL delivered through
    /// `NOTIFY` to every instance, this one included).
    pub async fn after_commit(&self, db: &Db, announced: &Announced) {
        if db.backend() == Backend::Sqlite {
            self.deliver(db, announced.clone()).await;
        }
    }

    /// Loads what was announced and fans it out to those who may see it.
    async fn deliver(&self, db: &Db, announced: Announced) {
        if let Announced::Read { user_id, conversation_id, up_to } = announced {
            let data = serde_json::json!({"conversationId": conversation_id, "upTo": up_to}).to_string();
            let to = Audience::Only(HashSet::from([user_id]));
            self.send(LiveEvent { id: None, kind: "read", data, data_for_fathers: None, author: None, to });
            return;
        }
        let loaded = db.run(move |conn| load(conn, &announced)).await;
        match loaded {
            Ok(Some(event)) => self.send(event),
            Ok(None) => {}
            Err(err) => tracing::warn!(error = %err, "a live event could not be loaded"),
        }
    }
}

/// What a write announces to the streams.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Announced {
    Message(String),
    /// A message removed: sent as a `message` event with `deleted: true`, without an SSE
    /// id (an old id would move the client's `Last-Event-ID` back).
    Removal(String),
    Announcement(String),
    /// How far a user has read a conversation: his other tabs and devices follow.
    Read {
        user_id: String,
        conversation_id: String,
        up_to: String,
    },
    /// A father's mark at a session changed (he checked in): open rosters follow. Sent as
    /// `attendance` `{sessionId, fatherId, status, method, markedBy, markedAt}` to the staff
    /// who see him on the roster (directors, and those whose scope holds him).
    Attendance {
        session_id: String,
        father_id: String,
    },
    /// A father answered "late" to a session (his `rsvps` row): sent as `running-late`
    /// `{sessionId, cycleId, sessionTitle, startsAt, fatherId, name, note, answeredAt}` to
    /// the group's facilitators and the directors.
    RunningLate(String),
    /// A text to or from a father, new or moved on (delivered, failed): sent as `text` (the
    /// text) to the staff whose scope holds him.
    Text(String),
}

impl Announced {
    /// The `NOTIFY` payload: the kind and ids, separated by spaces (ids hold none).
    fn payload(&self) -> String {
        match self {
            Announced::Message(id) => format!("message {id}"),
            Announced::Removal(id) => format!("removal {id}"),
            Announced::Announcement(id) => format!("announcement {id}"),
            Announced::Read { user_id, conversation_id, up_to } => format!("read {user_id} {conversation_id} {up_to}"),
            Announced::Attendance { session_id, father_id } => format!("attendance {session_id} {father_id}"),
            Announced::RunningLate(id) => format!("running-late {id}"),
            Announced::Text(id) => format!("text {id}"),
        }
    }

    fn parse(payload: &str) -> Option<Announced> {
        let mut parts = payload.split(' ');
        let announced = match (parts.next()?, parts.next()?) {
            ("message", id) => Announced::Message(id.to_owned()),
            ("removal", id) => Announced::Removal(id.to_owned()),
            ("announcement", id) => Announced::Announcement(id.to_owned()),
            ("read", user_id) => Announced::Read {
                user_id: user_id.to_owned(),
                conversation_id: parts.next()?.to_owned(),
                up_to: parts.next()?.to_owned(),
            },
            ("attendance", session_id) => {
                Announced::Attendance { session_id: session_id.to_owned(), father_id: parts.next()?.to_owned() }
            }
            ("running-late", id) => Announced::RunningLate(id.to_owned()),
            ("text", id) => Announced::Text(id.to_owned()),
            _ => return None,
        };
        parts.next().is_none().then_some(announced)
    }
}

/// Inside the writing transaction: announce a change (PostgreSQL: `NOTIFY`, sent at
/// commit to every instance; SQLite: nothing here, see [`Hub::after_commit`]).
pub fn notify(conn: &mut dyn db::Conn, announced: &Announced) -> db::DbResult<()> {
    if conn.backend() == Backend::Postgres {
        conn.execute("SELECT pg_notify($1, $2)", crate::params![CHANNEL, announced.payload()])?;
    }
    Ok(())
}

/// The event for a message, a removal or an announcement, as it reads now.
fn load(conn: &mut dyn db::Conn, announced: &Announced) -> db::DbResult<Option<LiveEvent>> {
    match announced {
        Announced::Message(id) | Announced::Removal(id) => {
            let Some(message) = db::messages::find_message(conn, id)? else { return Ok(None) };
            let users = db::messages::audience(conn, &message.conversation_id)?.into_iter().collect();
            // A father's message as his fellow fathers see it (anyone but him and staff).
            let data_for_fathers = match message.sender_father_name {
                Some(_) => Some(json(&message.clone().seen_by(&Reader { user_id: "", staff: false }))?),
                None => None,
            };
            Ok(Some(LiveEvent {
                id: matches!(announced, Announced::Message(_)).then(|| message.id.clone()),
                kind: "message",
                data: json(&message)?,
                data_for_fathers,
                author: message.sender_id.clone(),
                to: Audience::Only(users),
            }))
        }
        Announced::Announcement(id) => {
            let reader = db::announcements::Reader::Staff { user_id: String::new(), knows: db::programs::Knows::All };
            let Some(announcement) = db::announcements::find(conn, &reader, id)? else { return Ok(None) };
            let to = match &announcement.group_id {
                None => Audience::Everyone,
                Some(group) => {
                    let members = db::groups::member_accounts(conn, group)?.into_iter();
                    // A confidential program's group: only the staff who may know of it.
                    match db::programs::staff_knowing_group(conn, group)? {
                        None => Audience::StaffAnd(members.collect()),
                        Some(staff) => Audience::Only(members.chain(staff).collect()),
                    }
                }
            };
            Ok(Some(LiveEvent {
                id: None,
                kind: "announcement",
                data: json(&announcement)?,
                data_for_fathers: None,
                author: announcement.author_id.clone(),
                to,
            }))
        }
        Announced::Attendance { session_id, father_id } => {
            let Some(mark) = db::check_in::mark_now(conn, session_id, father_id)? else { return Ok(None) };
            let data = serde_json::json!({
                "sessionId": session_id,
                "fatherId": father_id,
                "status": mark.status,
                "method": mark.method,
                "markedBy": mark.marked_by,
                "markedAt": mark.marked_at,
            });
            let to = Audience::Only(db::scope::staff_seeing(conn, father_id)?.into_iter().collect());
            Ok(Some(LiveEvent {
                id: None,
                kind: "attendance",
                data: data.to_string(),
                data_for_fathers: None,
                author: None,
                to,
            }))
        }
        Announced::RunningLate(id) => {
            let Some(late) = db::rsvps::running_late(conn, id)? else { return Ok(None) };
            let data = serde_json::json!({
                "sessionId": late.session_id,
                "cycleId": late.cycle_id,
                "sessionTitle": late.session_title,
                "startsAt": late.starts_at,
                "fatherId": late.father_id,
                "name": late.name,
                "note": late.rsvp.note,
                "answeredAt": late.rsvp.answered_at,
            });
            let to = Audience::Only(db::scope::staff_running(conn, &late.group_id)?.into_iter().collect());
            Ok(Some(LiveEvent {
                id: None,
                kind: "running-late",
                data: data.to_string(),
                data_for_fathers: None,
                author: None,
                to,
            }))
        }
        Announced::Text(id) => {
            let Some(text) = db::texts::find(conn, id)? else { return Ok(None) };
            let to = Audience::Only(db::scope::staff_seeing(conn, &text.father_id)?.into_iter().collect());
            Ok(Some(LiveEvent { id: None, kind: "text", data: json(&text)?, data_for_fathers: None, author: None, to }))
        }
        Announced::Read { .. } => Ok(None),
    }
}

fn json(value: &impl serde::Serialize) -> db::DbResult<String> {
    serde_json::to_string(value).map_err(|e| db::DbError::Other(e.to_string()))
}

/// What the LISTEN thread hands to delivery.
enum Heard {
    Announced(Announced),
    /// Listening (again): what was committed before was not heard here, so the streams
    /// open now must replay. The first time, the server waits for it before it serves, so
    /// no stream is open yet.
    Listening,
}

/// PostgreSQL: LISTENs on a connection of its own for the life of the server, and hands
/// every announcement to the hub; reconnects when the connection is lost. The answer
/// resolves once it first listens.
pub fn listen(hub: Arc<Hub>, db: Db, database_url: String) -> tokio::sync::oneshot::Receiver<()> {
    let (ready, listening) = tokio::sync::oneshot::channel();
    let (tx, mut rx) = mpsc::channel::<Heard>(LISTEN_BACKLOG);
    // Set when an announcement was dropped because delivery fell behind.
    let dropped = Arc::new(AtomicBool::new(false));
    let name = hub.listener_name().to_owned();
    let thread_dropped = dropped.clone();
    std::thread::Builder::new()
        .name("live-listen".into())
        .spawn(move || {
            loop {
                let listened = listen_once(&database_url, &name, &tx, &thread_dropped);
                if tx.is_closed() {
                    return; // the server stopped
                }
                if let Err(err) = listened {
                    tracing::warn!(error = %err, "live updates: LISTEN connection lost, reconnecting");
                }
                std::thread::sleep(Duration::from_secs(1));
            }
        })
        .expect("a thread can be started");
    tokio::spawn(async move {
        let mut ready = Some(ready);
        while let Some(heard) = rx.recv().await {
            match heard {
                Heard::Announced(announced) => hub.deliver(&db, announced).await,
                Heard::Listening => {
                    if hub.streams() > 0 {
                        tracing::info!("live updates: listening again; open streams reconnect and replay");
                    }
                    hub.reset();
                    // Told once the reset is done, so no stream opened after it is closed by it.
                    if let Some(ready) = ready.take() {
                        let _ = ready.send(());
                    }
                }
            }
            if dropped.swap(false, Ordering::AcqRel) {
                tracing::warn!("live updates fell behind; open streams reconnect and replay");
                metrics::counter!("fm_live_resets_total").increment(1);
                hub.reset();
            }
        }
    });
    listening
}

/// How often the LISTEN thread looks up from waiting to see whether its server is gone.
const LISTEN_CHECK: Duration = Duration::from_secs(1);

fn listen_once(url: &str, name: &str, tx: &mpsc::Sender<Heard>, dropped: &AtomicBool) -> anyhow::Result<()> {
    use postgres::fallible_iterator::FallibleIterator;
    let mut config = url.parse::<postgres::Config>()?;
    config.application_name(name);
    let mut client = config.connect(postgres::NoTls)?;
    client.batch_execute(&format!("LISTEN {CHANNEL}"))?;
    if tx.blocking_send(Heard::Listening).is_err() {
        return Ok(());
    }
    let mut notifications = client.notifications();
    // Waits a second at a time: when the server stops (its delivery task is gone) the
    // thread ends and its connection closes, instead of holding one forever.
    while !tx.is_closed() {
        let mut iter = notifications.timeout_iter(LISTEN_CHECK);
        while let Some(notification) = iter.next()? {
            let Some(announced) = Announced::parse(notification.payload()) else { continue };
            match tx.try_send(Heard::Announced(announced)) {
                Ok(()) => {}
                Err(mpsc::error::TrySendError::Full(_)) => dropped.store(true, Ordering::Release),
                Err(mpsc::error::TrySendError::Closed(_)) => return Ok(()),
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn announcements_travel_as_payloads_and_back() {
        for announced in [
            Announced::Message("0193-a".into()),
            Announced::Removal("0193-b".into()),
            Announced::Announcement("0193-c".into()),
            Announced::Read { user_id: "u1".into(), conversation_id: "group-g1".into(), up_to: "0193-d".into() },
            Announced::Attendance { session_id: "s1".into(), father_id: "f1".into() },
            Announced::RunningLate("0193-e".into()),
            Announced::Text("0193-f".into()),
        ] {
            assert_eq!(Announced::parse(&announced.payload()), Some(announced));
        }
        assert_eq!(Announced::parse("read u1 c1"), None);
        assert_eq!(Announced::parse("message a b"), None);
        assert_eq!(Announced::parse("other x"), None);
    }

    #[test]
    fn an_event_reaches_its_audience_as_each_may_see_it() {
        let event = LiveEvent {
            id: None,
            kind: "message",
            data: "whole".into(),
            data_for_fathers: Some("short".into()),
            author: Some("luis".into()),
            to: Audience::StaffAnd(HashSet::from(["luis".to_owned(), "marcus".to_owned()])),
        };
        assert_eq!(event.data_for(&Reader { user_id: "ana", staff: true }), Some("whole"));
        assert_eq!(event.data_for(&Reader { user_id: "luis", staff: false }), Some("whole"));
        assert_eq!(event.data_for(&Reader { user_id: "marcus", staff: false }), Some("short"));
        assert_eq!(event.data_for(&Reader { user_id: "outsider", staff: false }), None);
        assert!(Audience::Everyone.includes("anyone", false));
        assert!(!Audience::Only(HashSet::from(["a".to_owned()])).includes("b", true));
    }
}

//! Live updates: what a write tells the open streams (`GET /api/stream`).
//!
//! A change that others should see at once (a message now) is announced by id. On
//! PostgreSQL the announcement is a `NOTIFY` sent inside the writing transaction, so it
//! leaves only if the write commits and reaches every instance sharing the database; each
//! instance LISTENs on a connection of its own. On SQLite (one instance) it is handed to
//! this instance's hub after the commit. Either way the hub loads what was announced,
//! works out who may see it, and fans it out over a broadcast channel: a slow stream
//! falls behind on its own (and is closed, to come back with `Last-Event-ID`) without
//! holding up anyone else.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::broadcast;

use crate::db::{self, Backend};
use crate::state::AppState;

/// The PostgreSQL channel the instances share.
const CHANNEL: &str = "fatherhood_live";
/// Events a stream may fall behind by before it is closed.
const BACKLOG: usize = 1024;

/// One event for the streams: sent to `to` only.
#[derive(Debug)]
pub struct LiveEvent {
    /// The SSE id: a message's id, from which a reconnecting stream replays.
    pub id: Option<String>,
    /// "message", "read" or "announcement".
    pub kind: &'static str,
    pub data: String,
    pub to: HashSet<String>,
}

pub struct Hub {
    events: broadcast::Sender<Arc<LiveEvent>>,
    /// Who has a stream open on this instance, and how many: a message they get live
    /// needs no push.
    present: Mutex<HashMap<String, usize>>,
}

impl Default for Hub {
    fn default() -> Self {
        Hub { events: broadcast::channel(BACKLOG).0, present: Mutex::default() }
    }
}

/// A user's open stream, counted while it lives.
pub struct Presence {
    hub: Arc<Hub>,
    user_id: String,
}

impl Drop for Presence {
    fn drop(&mut self) {
        let mut present = self.hub.present.lock().expect("presence lock");
        if let Some(count) = present.get_mut(&self.user_id) {
            *count -= 1;
            if *count == 0 {
                present.remove(&self.user_id);
            }
        }
    }
}

impl Hub {
    pub fn subscribe(&self) -> broadcast::Receiver<Arc<LiveEvent>> {
        self.events.subscribe()
    }

    /// Counts a stream of `user_id` until the returned guard is dropped.
    pub fn arrive(self: &Arc<Self>, user_id: &str) -> Presence {
        *self.present.lock().expect("presence lock").entry(user_id.to_owned()).or_default() += 1;
        Presence { hub: self.clone(), user_id: user_id.to_owned() }
    }

    /// Which of `users` have a stream open here.
    fn present_of<'a>(&self, users: impl Iterator<Item = &'a String>) -> Vec<String> {
        let present = self.present.lock().expect("presence lock");
        users.filter(|u| present.contains_key(*u)).cloned().collect()
    }

    /// Streams open on this instance.
    pub fn streams(&self) -> usize {
        self.events.receiver_count()
    }

    fn send(&self, event: LiveEvent) {
        // No receiver is not an error: nobody is watching.
        let _ = self.events.send(Arc::new(event));
    }
}

/// What can be announced to the streams.
#[derive(Clone, Copy, Debug)]
pub enum Kind {
    Message,
    /// A message removed: sent as a `message` event with `deleted: true`, without an
    /// SSE id (an old id would move the client's `Last-Event-ID` back).
    Removal,
    Announcement,
}

impl Kind {
    fn as_str(self) -> &'static str {
        match self {
            Kind::Message => "message",
            Kind::Removal => "removal",
            Kind::Announcement => "announcement",
        }
    }
}

/// Inside the writing transaction: announce a new record (PostgreSQL: `NOTIFY`, sent at
/// commit; SQLite: nothing here, see [`after_commit`]).
pub fn notify(conn: &mut dyn db::Conn, kind: Kind, id: &str) -> db::DbResult<()> {
    if conn.backend() == Backend::Postgres {
        conn.execute("SELECT pg_notify($1, $2)", crate::params![CHANNEL, format!("{} {id}", kind.as_str())])?;
    }
    Ok(())
}

/// After the commit: on SQLite, deliver on this instance (PostgreSQL delivered through
/// `NOTIFY` to every instance, this one included).
pub async fn after_commit(state: &AppState, kind: Kind, id: &str) {
    if state.db.backend() == Backend::Sqlite {
        deliver(state, &format!("{} {id}", kind.as_str())).await;
    }
}

/// Tells the reader's own open streams (his other tabs and devices) how far he has read.
pub fn read(state: &AppState, user_id: &str, conversation_id: &str, up_to: &str) {
    let data = serde_json::json!({"conversationId": conversation_id, "upTo": up_to}).to_string();
    state.live.send(LiveEvent { id: None, kind: "read", data, to: HashSet::from([user_id.to_owned()]) });
}

/// Loads what an announcement names and fans it out to those who may see it.
async fn deliver(state: &AppState, announced: &str) {
    let Some((kind, id)) = announced.split_once(' ').map(|(k, id)| (k.to_owned(), id.to_owned())) else { return };
    let loaded = state
        .db
        .run(move |conn| {
            let found = match kind.as_str() {
                "message" | "removal" => db::messages::find_message(conn, &id)?
                    .map(|m| {
                        Ok::<_, db::DbError>((
                            (kind == "message").then(|| m.id.clone()),
                            "message",
                            json(&m)?,
                            db::messages::participant_ids(conn, &m.conversation_id)?,
                        ))
                    })
                    .transpose()?,
                "announcement" => {
                    let reader = db::announcements::Reader::Staff { user_id: String::new() };
                    db::announcements::find(conn, &reader, &id)?
                        .map(|a| {
                            Ok::<_, db::DbError>((
                                None,
                                "announcement",
                                json(&a)?,
                                db::announcements::audience_ids(conn, a.group_id.as_deref())?,
                            ))
                        })
                        .transpose()?
                }
                _ => None,
            };
            Ok::<_, db::DbError>(found)
        })
        .await;
    match loaded {
        Ok(Some((id, kind, data, to))) => {
            // A new message (it has an id) reached these people live: no push for them.
            let seen_live = id.as_ref().map(|message_id| (message_id.clone(), state.live.present_of(to.iter())));
            state.live.send(LiveEvent { id, kind, data, to: to.into_iter().collect() });
            if let Some((message_id, users)) = seen_live.filter(|(_, users)| !users.is_empty()) {
                let state = state.clone();
                tokio::spawn(async move {
                    let cancelled =
                        state.db.transaction(move |conn| db::push::delivered_live(conn, &message_id, &users)).await;
                    if let Err(err) = cancelled {
                        tracing::warn!(error = %err, "pushes for a message seen live could not be cancelled");
                    }
                });
            }
        }
        Ok(None) => {}
        Err(err) => tracing::warn!(error = %err, announced, "a live event could not be loaded"),
    }
}

fn json(value: &impl serde::Serialize) -> db::DbResult<String> {
    serde_json::to_string(value).map_err(|e| db::DbError::Other(e.to_string()))
}

/// PostgreSQL: LISTENs on a connection of its own for the life of the server, and hands
/// every announcement to the hub; reconnects when the connection is lost.
pub fn listen(state: AppState, database_url: String) {
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<String>();
    std::thread::Builder::new()
        .name("live-listen".into())
        .spawn(move || loop {
            let listened = listen_once(&database_url, &tx);
            if tx.is_closed() {
                return; // the server stopped
            }
            if let Err(err) = listened {
                tracing::warn!(error = %err, "live updates: LISTEN connection lost, reconnecting");
            }
            std::thread::sleep(Duration::from_secs(1));
        })
        .expect("a thread can be started");
    tokio::spawn(async move {
        while let Some(announcement) = rx.recv().await {
            deliver(&state, &announcement).await;
        }
    });
}

/// How often the LISTEN thread looks up from waiting to see whether its server is gone.
const LISTEN_CHECK: Duration = Duration::from_secs(1);

fn listen_once(url: &str, tx: &tokio::sync::mpsc::UnboundedSender<String>) -> anyhow::Result<()> {
    use postgres::fallible_iterator::FallibleIterator;
    let mut client = url.parse::<postgres::Config>()?.connect(postgres::NoTls)?;
    client.batch_execute(&format!("LISTEN {CHANNEL}"))?;
    let mut notifications = client.notifications();
    // Waits a second at a time: when the server stops (its hub's receiver is dropped) the
    // thread ends and its connection closes, instead of holding one forever.
    while !tx.is_closed() {
        let mut iter = notifications.timeout_iter(LISTEN_CHECK);
        while let Some(notification) = iter.next()? {
            if tx.send(notification.payload().to_owned()).is_err() {
                return Ok(());
            }
        }
    }
    Ok(())
}

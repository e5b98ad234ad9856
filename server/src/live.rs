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

use std::collections::HashSet;
use std::sync::Arc;
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
}

impl Default for Hub {
    fn default() -> Self {
        Hub { events: broadcast::channel(BACKLOG).0 }
    }
}

impl Hub {
    pub fn subscribe(&self) -> broadcast::Receiver<Arc<LiveEvent>> {
        self.events.subscribe()
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
    Announcement,
}

impl Kind {
    fn as_str(self) -> &'static str {
        match self {
            Kind::Message => "message",
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
                "message" => db::messages::find_message(conn, &id)?
                    .map(|m| {
                        Ok::<_, db::DbError>((
                            Some(m.id.clone()),
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
        Ok(Some((id, kind, data, to))) => state.live.send(LiveEvent { id, kind, data, to: to.into_iter().collect() }),
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
            if let Err(err) = listen_once(&database_url, &tx) {
                if tx.is_closed() {
                    return;
                }
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

fn listen_once(url: &str, tx: &tokio::sync::mpsc::UnboundedSender<String>) -> anyhow::Result<()> {
    use postgres::fallible_iterator::FallibleIterator;
    let mut client = url.parse::<postgres::Config>()?.connect(postgres::NoTls)?;
    client.batch_execute(&format!("LISTEN {CHANNEL}"))?;
    let mut notifications = client.notifications();
    let mut iter = notifications.blocking_iter();
    while let Some(notification) = iter.next()? {
        if tx.send(notification.payload().to_owned()).is_err() {
            return Ok(());
        }
    }
    anyhow::bail!("the notification stream ended")
}

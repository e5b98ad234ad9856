//! Building and running the application. `Application::build` binds first (port 0
//! works), so tests and the CLI share the exact start-up path.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use tokio::net::TcpListener;

use crate::auth::jwt::AccessKeys;
use crate::auth::signing::SigningKey;
use crate::auth::throttle::Throttle;
use crate::auth::{password, secrets, tokens};
use crate::config::Config;
use crate::db::{self, Db};
use crate::infra::mail::Mailer;
use crate::infra::{live, push, storage};
use crate::private_files;
use crate::services::{calendar, gallery, mail};
use crate::state::{AppState, Shared};

pub struct Application {
    listener: TcpListener,
    /// `FM_METRICS_ADDR`'s listener, when it is set.
    metrics_listener: Option<TcpListener>,
    state: AppState,
}

/// Opens the database, applies migrations and loads (or generates) the secrets.
pub async fn state(config: Config) -> anyhow::Result<AppState> {
    private_files::create_dir_all(&config.data_dir)
        .with_context(|| format!("cannot create the data directory {}", config.data_dir.display()))?;
    // Keys an earlier version kept in files stay there after moving into the database.
    match private_files::tighten_folder(config.data_dir.join("secrets")) {
        Ok(0) => {}
        Ok(n) => tracing::warn!(files = n, "secrets/ was readable by other users: now 0700/0600"),
        Err(err) => tracing::warn!(error = %err, "cannot restrict secrets/"),
    }
    let db = Db::connect(&config.database_url)?;
    let settings = crate::db::migrate::Settings { program_name: config.program_name.clone() };
    let applied = db.migrate(&settings).await.context("applying database migrations")?;
    for name in applied {
        tracing::info!(migration = name, "migration applied");
    }
    db.transaction(|conn| crate::services::forms::samples::store(conn)).await.context("storing the sample forms")?;
    let signing_key = secrets::shared(&db, &config.data_dir, "access-token.key", tokens::random_token).await?;
    let mailer = Mailer::new(config.smtp_url.as_deref(), &config.mail_from, config.data_dir.join("outbox"))?;
    let storage = storage::Storage::open(&config.storage_url, &config.s3)?;
    let sms = crate::infra::sms::Provider::new(config.sms_url.as_ref(), config.data_dir.join("sms-outbox"))?;
    crate::services::texts::check_stored_phones(&db, config.phone_region).await?;
    let vapid =
        push::Vapid::load(&db, &config.data_dir, config.vapid_private_key.as_deref(), config.vapid_subject.clone())
            .await
            .context("loading the VAPID key (FM_VAPID_PRIVATE_KEY, or the one kept in the database)")?;
    Ok(AppState::new(Shared {
        storage,
        decodes: Default::default(),
        dashboard: Default::default(),
        sessions: Default::default(),
        user_pages: Default::default(),
        calendar_pages: Default::default(),
        live: Default::default(),
        keys: Arc::new(AccessKeys::new(signing_key.as_bytes())),
        feed_key: Arc::new(SigningKey::derive(calendar::feed::KEY_LABEL, signing_key.as_bytes())),
        media_key: Arc::new(SigningKey::derive(gallery::media::KEY_LABEL, signing_key.as_bytes())),
        gallery_work: Default::default(),
        clock: Default::default(),
        reminders: Default::default(),
        retention: Default::default(),
        rsvp_key: Arc::new(SigningKey::derive("rsvp-link", signing_key.as_bytes())),
        mail_queue: Default::default(),
        sms,
        text_queue: Default::default(),
        vapid: Arc::new(vapid),
        push_queue: Default::default(),
        push_client: push::client(),
        throttle: Throttle::new(config.throttle),
        config: Arc::new(config),
        db,
        mailer: Arc::new(mailer),
        build_id: crate::http::build_id().into(),
    }))
}

impl Application {
    pub async fn build(config: Config) -> anyhow::Result<Application> {
        let addr = config.addr;
        let state = state(config).await?;
        let listener = TcpListener::bind(addr).await.with_context(|| format!("cannot listen on {addr}"))?;
        let metrics_listener = match state.config.metrics_addr {
            Some(addr) => Some(
                TcpListener::bind(addr).await.with_context(|| format!("cannot listen on {addr} (FM_METRICS_ADDR)"))?,
            ),
            None => None,
        };
        Ok(Application { listener, metrics_listener, state })
    }

    pub fn local_addr(&self) -> SocketAddr {
        self.listener.local_addr().expect("a bound listener has an address")
    }

    pub fn metrics_addr(&self) -> Option<SocketAddr> {
        self.metrics_listener.as_ref().map(|listener| listener.local_addr().expect("a bound listener has an address"))
    }

    pub fn state(&self) -> &AppState {
        &self.state
    }

    /// Serves until Ctrl-C or SIGTERM, then finishes the requests in flight.
    pub async fn run_until_stopped(self) -> anyhow::Result<()> {
        tokio::task::spawn_blocking(password::warm_up);
        tokio::spawn(housekeeping(self.state.clone()));
        tokio::spawn(mail::run(self.state.clone()));
        tokio::spawn(crate::services::texts::run(self.state.clone()));
        tokio::spawn(crate::services::push::delivery::run(self.state.clone()));
        tokio::spawn(gallery::processing::run(self.state.clone()));
        tokio::spawn(crate::services::reminders::run(self.state.clone()));
        tokio::spawn(crate::services::retention::run(self.state.clone()));
        if self.state.db.backend() == db::Backend::Postgres {
            // Streams opened before the server listens could miss what commits meanwhile:
            // it serves once it listens (or, with the database away, after a while; the
            // streams opened until then replay when it does).
            let state = &self.state;
            let listening = live::listen(state.live.clone(), state.db.clone(), state.config.database_url.clone());
            if tokio::time::timeout(Duration::from_secs(10), listening).await.is_err() {
                tracing::warn!("live updates: not listening yet; serving anyway");
            }
        }
        if let Some(listener) = self.metrics_listener {
            let metrics = crate::http::metrics_router(self.state.clone());
            tokio::spawn(async move {
                if let Err(err) = axum::serve(listener, metrics).with_graceful_shutdown(shutdown_signal()).await {
                    tracing::error!(error = %err, "the metrics listener stopped");
                }
            });
        }
        let app = crate::http::router(self.state);
        axum::serve(self.listener, app.into_make_service_with_connect_info::<SocketAddr>())
            .with_graceful_shutdown(shutdown_signal())
            .await?;
        Ok(())
    }
}

/// Hourly (and once at start): forget expired tokens and idle throttle keys, delete
/// stored originals no row refers to (a crash between storing and writing the row), and
/// let SQLite refresh the statistics its query planner chooses indexes by. Every minute:
/// delete stored files whose deletion is queued (a store that was down).
async fn housekeeping(state: AppState) {
    let mut every_minute = tokio::time::interval(Duration::from_secs(60));
    let mut minutes = 0_u64;
    loop {
        every_minute.tick().await;
        state.storage.sweep(&state.db).await;
        if minutes.is_multiple_of(60) {
            hourly(&state).await;
        }
        minutes += 1;
    }
}

async fn hourly(state: &AppState) {
    state.throttle.shrink(&state.db).await;
    if let Err(err) = state.storage.sweep_unreferenced(&state.db, storage::UNREFERENCED_AFTER).await {
        tracing::warn!(error = %err, "the sweep of unreferenced stored files stopped; the next one goes on");
    }
    if state.db.backend() == db::Backend::Sqlite {
        if let Err(err) = state.db.transaction(|conn| conn.batch("PRAGMA optimize")).await {
            tracing::warn!(error = %err, "PRAGMA optimize failed");
        }
    }
    match state.db.transaction(|conn| db::tokens::purge_expired(conn, db::now_millis())).await {
        Ok(n) if n > 0 => tracing::info!(removed = n, "expired tokens purged"),
        Ok(_) => {}
        Err(err) => tracing::warn!(error = %err, "purging expired tokens failed"),
    }
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        if let Ok(mut signal) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            signal.recv().await;
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutting down");
}

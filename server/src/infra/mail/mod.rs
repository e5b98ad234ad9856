//! Outgoing e-mail: over SMTP when `FM_SMTP_URL` is set, otherwise to files in
//! `$FM_DATA_DIR/outbox/` (the log names the file, never the body, whose links are
//! credentials), so a fresh install can still read its reset links.

mod templates;

use std::path::PathBuf;

use anyhow::Context;
use lettre::message::{header::ContentType, Mailbox, MultiPart, SinglePart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

pub use templates::{announcement, password_reset, reminder, welcome, Email};

#[derive(Clone)]
pub struct Mailer {
    from: Mailbox,
    transport: Transport,
}

#[derive(Clone)]
enum Transport {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    Outbox(PathBuf),
}

impl Mailer {
    pub fn new(smtp_url: Option<&str>, from: &str, outbox: PathBuf) -> anyhow::Result<Mailer> {
        let from: Mailbox = from.parse().context("FM_MAIL_FROM must be an address like 'Name <a@b.org>'")?;
        let transport = match smtp_url {
            Some(url) => Transport::Smtp(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .context("FM_SMTP_URL must look like smtp://host:port or smtps://user:pass@host:port")?
                    .timeout(Some(std::time::Duration::from_secs(30)))
                    .build(),
            ),
            None => Transport::Outbox(outbox),
        };
        Ok(Mailer { from, transport })
    }

    pub async fn send(&self, to: &str, email: &Email) -> anyhow::Result<()> {
        let message = Message::builder()
            .from(self.from.clone())
            .to(to.parse().context("recipient address")?)
            .subject(&email.subject)
            .multipart(
                MultiPart::alternative()
                    .singlepart(SinglePart::builder().header(ContentType::TEXT_PLAIN).body(email.text.clone()))
                    .singlepart(SinglePart::builder().header(ContentType::TEXT_HTML).body(email.html.clone())),
            )?;
        match &self.transport {
            Transport::Smtp(smtp) => {
                smtp.send(message).await.context("SMTP delivery")?;
            }
            Transport::Outbox(dir) => {
                let name = uuid::Uuid::now_v7();
                let file = dir.join(format!("{name}.eml"));
                // Written aside and renamed: whoever reads the outbox never sees half a mail.
                // 0600 in a 0700 folder: a mail may carry a reset link.
                let partial = dir.join(format!(".{name}.partial"));
                let (folder, formatted) = (dir.clone(), message.formatted());
                let written = partial.clone();
                tokio::task::spawn_blocking(move || {
                    crate::private_files::create_dir_all(&folder)?;
                    crate::private_files::write(&written, formatted)
                })
                .await??;
                tokio::fs::rename(&partial, &file).await?;
                // Never the body: it carries reset and welcome links, which are credentials.
                tracing::info!(to, subject = %email.subject, file = %file.display(), "e-mail written to the outbox (no FM_SMTP_URL)");
            }
        }
        Ok(())
    }

    /// Sends without making the caller wait; a failure is logged. Used where the
    /// answer must not reveal, by its timing, whether an address has an account.
    pub fn send_in_background(&self, to: String, email: Email) {
        let mailer = self.clone();
        tokio::spawn(async move {
            if let Err(err) = mailer.send(&to, &email).await {
                tracing::error!(error = ?err, to, "e-mail could not be sent");
            }
        });
    }
}

//! The commands of the `fatherhood` binary (see CONTRACT.md).

use std::io::IsTerminal;
use std::path::PathBuf;

use anyhow::Context;
use clap::{Parser, Subcommand};

use crate::config::Config;
use crate::domain::{DisplayName, Email, Language, Password};
use crate::error::AppError;
use crate::services::identity::{self, Registration};
use crate::startup::{self, Application};

#[derive(Parser)]
#[command(name = "fatherhood", version, about = "Fatherhood Matters: the program's web app and API")]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the server (the default); applies pending migrations first.
    Serve,
    /// Create an administrator account. Password from FM_ADMIN_PASSWORD, or asked for on a terminal.
    CreateAdmin {
        #[arg(long)]
        email: String,
        /// Shown name; defaults to the part of the e-mail before '@'.
        #[arg(long)]
        name: Option<String>,
    },
    /// Apply database migrations and exit.
    Migrate,
    /// Fill an empty database with a realistic demo program. The demo admin's password
    /// comes from FM_ADMIN_PASSWORD, or is generated and printed.
    SeedDemo,
    /// Write a consistent copy of the database to FILE while the server may be running.
    Backup { file: PathBuf },
    /// Replace the database with a backup made by `backup`, then apply newer migrations.
    /// Stop the server first.
    Restore {
        file: PathBuf,
        /// Overwrite a database that already holds accounts.
        #[arg(long)]
        replace: bool,
    },
    /// Anonymise now every father whose exit date is more than FM_RETENTION_DAYS days ago
    /// (what the server does once a day), printing each record changed and the total.
    Retention {
        /// Print what would be anonymised, and change nothing.
        #[arg(long)]
        dry_run: bool,
    },
    /// Print the API's OpenAPI document (what `/api/openapi.json` serves) and exit; the web
    /// app's types are generated from it.
    Openapi,
    /// Print every sentence the API answers with (`[{key, params, en, es}]`) and exit; the
    /// web app's translations of them are generated from it.
    Catalogue,
}

pub async fn run(cli: Cli) -> anyhow::Result<()> {
    // Read by each command that needs it: the OpenAPI document depends on the code alone.
    let config = Config::from_env;
    match cli.command.unwrap_or(Command::Serve) {
        Command::Openapi => {
            println!("{}", crate::http::openapi().to_pretty_json()?);
            Ok(())
        }
        Command::Catalogue => {
            println!("{}", serde_json::to_string_pretty(crate::catalogue::CATALOGUE)?);
            Ok(())
        }
        Command::Serve => serve(config()?).await,
        Command::CreateAdmin { email, name } => create_admin(config()?, &email, name).await,
        Command::Migrate => {
            startup::state(config()?).await?;
            println!("Migrations are up to date.");
            Ok(())
        }
        Command::SeedDemo => {
            let state = startup::state(config()?).await?;
            let password = std::env::var("FM_ADMIN_PASSWORD").ok().filter(|p| !p.is_empty());
            let summary = crate::demo::seed(&state, password).await?;
            println!(
                "Demo program created: {} fathers in {} groups, {} workshop cycles.",
                summary.fathers, summary.groups, summary.cycles
            );
            match summary.admin_password {
                Some(password) => println!("Sign in as {} with the password {password}", summary.admin_email),
                None => println!("Sign in as {} with FM_ADMIN_PASSWORD.", summary.admin_email),
            }
            println!(
                "A staff member (two groups and a caseload) signs in as {} with the same password.",
                summary.staff_email
            );
            if let Some((waiting, linked)) = summary.father_emails.split_last() {
                println!(
                    "Fathers with the app sign in with the same password: {} (the first in Spanish).",
                    linked.join(", ")
                );
                println!("{waiting} registered himself and waits to be linked to his record (Users, To link).");
            }
            Ok(())
        }
        Command::Backup { file } => {
            let state = startup::state(config()?).await?;
            state.db.backup_sqlite(&file)?;
            println!("Backup written to {}", file.display());
            Ok(())
        }
        Command::Retention { dry_run } => retention(config()?, dry_run).await,
        Command::Restore { file, replace } => {
            let config = config()?;
            crate::db::Db::restore_sqlite(&config.database_url, &file, replace)?;
            startup::state(config).await?;
            println!("Restored from {}; migrations are up to date.", file.display());
            Ok(())
        }
    }
}

async fn serve(config: Config) -> anyhow::Result<()> {
    let public_url = config.public_url.clone();
    let app = Application::build(config).await?;
    let users = app.state().db.run(crate::db::users::count).await?;
    tracing::info!(addr = %app.local_addr(), "listening");
    println!("Fatherhood Matters is running at {public_url}");
    if users == 0 {
        println!("No accounts yet. Create the first admin with:");
        println!("  FM_ADMIN_PASSWORD='a long password' fatherhood create-admin --email you@example.org");
    }
    app.run_until_stopped().await
}

async fn retention(config: Config, dry_run: bool) -> anyhow::Result<()> {
    use crate::services::retention;
    let days = config.retention_days;
    let state = startup::state(config).await?;
    let today = retention::today(&state);
    let limits = retention::limits(&state, today);
    let recorded = chrono::DateTime::from_timestamp_millis(limits.recorded_before).unwrap_or_default();
    println!(
        "Retention: {days} days; records of fathers who exited before {}, their exit recorded before {}.",
        limits.cutoff,
        recorded.format("%Y-%m-%d %H:%M UTC")
    );
    let (verb, fathers) = if dry_run {
        ("Would anonymise", retention::due(&state, today).await?)
    } else {
        ("Anonymised", retention::anonymise_due(&state, today).await?)
    };
    for father in &fathers {
        println!("{verb} {} (exited {}; record {})", father.name, father.exit_date, father.father_id);
    }
    match (dry_run, fathers.len()) {
        (true, n) => println!("{n} record(s) would be anonymised; nothing was changed (dry run)."),
        (false, n) => println!("{n} record(s) anonymised."),
    }
    Ok(())
}

async fn create_admin(config: Config, email: &str, name: Option<String>) -> anyhow::Result<()> {
    let email = Email::parse(email).map_err(|m| anyhow::anyhow!(m))?;
    let password = match std::env::var("FM_ADMIN_PASSWORD") {
        Ok(p) if !p.is_empty() => p,
        _ if std::io::stdin().is_terminal() => {
            let first = rpassword::prompt_password("Password for the new admin: ")?;
            let again = rpassword::prompt_password("Again: ")?;
            anyhow::ensure!(first == again, "the two passwords differ");
            first
        }
        _ => anyhow::bail!("set FM_ADMIN_PASSWORD, or run on a terminal to be asked for the password"),
    };
    let password = Password::parse(&password).map_err(|m| anyhow::anyhow!(m))?;
    let display_name = name.unwrap_or_else(|| email.as_str().split('@').next().unwrap_or("admin").to_owned());
    let display_name = DisplayName::parse(&display_name).map_err(|m| anyhow::anyhow!(m))?.into_inner();
    let state = startup::state(config).await?;
    let registration = Registration {
        email: email.clone(),
        password,
        display_name,
        first_name: String::new(),
        last_name: String::new(),
        preferred_language: Language::En,
        staff_role: Some(crate::domain::StaffRole::Director),
    };
    match identity::create_account(&state, registration, identity::CreatedBy::Operator).await {
        Ok(user) => {
            println!("Admin {} created (id {}).", user.email, user.id);
            Ok(())
        }
        Err(AppError::Conflict(_)) => anyhow::bail!("an account with the e-mail {} already exists", email.as_str()),
        Err(err) => Err(anyhow::anyhow!(err)).context("creating the admin"),
    }
}

//! Fatherhood Matters: the server. `main.rs` only parses the command line;
//! everything it runs lives here so the tests run exactly the same code.
//!
//! Layers, each importing only those below it: `domain` (pure types and rules) ←
//! `db` (all SQL) ← `auth` (credentials and authorization mechanics) and `infra`
//! (delivery, storage, caches, telemetry) ← `state` (what every handler can reach) ←
//! `services` (one folder per area: the rules) ← `http` (one module per area: routes).
//! `docs/ARCHITECTURE.md` has the whole rule.

pub mod auth;
pub mod catalogue;
pub mod cli;
pub mod config;
pub mod db;
pub mod demo;
pub mod domain;
pub mod error;
pub mod extract;
pub mod http;
pub mod infra;
pub mod private_files;
pub mod services;
pub mod startup;
pub mod state;

//! Fatherhood Matters: the server. `main.rs` only parses the command line;
//! everything it runs lives here so the tests run exactly the same code.

pub mod accounts;
pub mod announcements;
pub mod auth;
pub mod calendar;
pub mod cli;
pub mod config;
pub mod csv;
pub mod dashboard;
pub mod db;
pub mod demo;
pub mod domain;
pub mod error;
pub mod extract;
pub mod gallery;
pub mod http;
pub mod images;
pub mod live;
pub mod mail;
pub mod messages;
pub mod page_cache;
pub mod program;
pub mod push;
pub mod startup;
pub mod state;
pub mod storage;
pub mod telemetry;

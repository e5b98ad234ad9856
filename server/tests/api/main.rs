//! API integration tests: one binary, a fresh application and database per test.
//! Every story runs twice, on SQLite (`sqlite::…`) and on PostgreSQL (`postgres::…`).

mod helpers;

mod announcements;
mod attendance_sync;
mod auth;
mod backup;
mod calendar;
mod check_in;
mod cli;
mod compression;
mod consents;
mod contacts;
mod dashboard;
mod dates;
mod export;
mod faults;
mod forms;
mod gallery;
mod hardening;
mod imports;
mod incentives;
mod instances;
mod invite;
mod logs;
mod messages;
mod meta;
mod operations;
mod outside_review;
mod paging;
mod permissions;
mod profile;
mod program;
mod programs;
mod push;
mod referrals;
mod reminders;
mod retention;
mod roles;
mod rsvp;
mod sessions;
mod staff;
mod storage;
mod texts;
mod today;
mod users;

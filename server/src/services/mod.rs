//! The services: every area's rules, one folder per area, named as its `http` module
//! (and its `db` tables) are. A service function takes the state and the `Viewer` (or
//! the user), decides what that person may see or change, and reads and writes through
//! `db` — everything a change implies in its one transaction. Handlers only translate.
//! A queue's worker belongs to the area whose rows it sends (`push::delivery`, `mail`,
//! `gallery::processing`): it applies that area's rules again when it sends.

pub mod accounts;
pub mod activities;
pub mod announcements;
pub mod calendar;
pub mod consents;
pub mod contacts;
pub mod dashboard;
pub mod fathers;
pub mod form;
pub mod forms;
pub mod gallery;
pub mod groups;
pub mod identity;
pub mod imports;
pub mod incentives;
pub mod mail;
pub mod messages;
pub mod milestones;
pub mod programs;
pub mod push;
pub mod referrals;
pub mod reminders;
pub mod retention;
pub mod rsvp;
pub mod staff;
pub mod texts;
pub mod workshops;

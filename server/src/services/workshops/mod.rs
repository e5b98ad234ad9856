//! Workshops: a group's cycles, their sessions and attendance, the course completions
//! attendance earns, and the reports on them (a cycle's matrix, fathers at risk).
//! Each service function takes the `Viewer` and enforces what that person may see or
//! change; handlers in `http` only translate.

pub mod attendance;
pub mod completion;
pub mod cycles;
pub mod reports;
pub mod sessions;

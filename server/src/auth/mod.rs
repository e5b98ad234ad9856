//! Identity: password hashing, access tokens, refresh-token sessions, password resets
//! and throttling. HTTP handlers in `http::auth` only translate to and from JSON.

pub mod jwt;
pub mod password;
pub mod secrets;
pub mod service;
pub mod session_cache;
pub mod throttle;
pub mod tokens;

//! Credentials and authorization mechanics: password hashing, access tokens, opaque
//! tokens, keys derived from the server's secret, the checked-token cache,
//! throttling, the installation's kept secrets, and `Viewer` (who is asking, and what
//! that lets him see). The identity rules that use them (sign-in, rotation, resets) are
//! a service: `services::identity`.

pub mod jwt;
pub mod password;
pub mod secrets;
pub mod session_cache;
pub mod signing;
pub mod throttle;
pub mod tokens;
pub mod viewer;

pub use viewer::Viewer;

//! Infrastructure: what the services stand on, knowing none of them. The live-update
//! hub, the file store, image decoding, e-mail and Web Push delivery, the queue workers'
//! common loop, caches, CSV and telemetry. Nothing here imports a service, `http` or
//! `state`: each takes the handles it needs (`&Db`, `&Storage`, …).

pub mod clock;
pub mod csv;
pub mod images;
pub mod live;
pub mod mail;
pub mod memo;
pub mod page_cache;
pub mod push;
pub mod sms;
pub mod storage;
pub mod telemetry;
pub mod worker;

//! `?limit=&offset=` as every list takes it, and `?cursor=` where lists can be long: an
//! opaque token for "just after this row", answered in the `x-next-cursor` header of a
//! full page, so a page deep in the list costs what the first one does.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::catalogue;
use crate::error::{AppError, AppResult};

/// The header a full page's answer carries the next page's cursor in.
pub const NEXT_CURSOR: &str = "x-next-cursor";
/// A cursor is a row's sort key; anything longer is not one of ours.
const MAX_CURSOR_CHARS: usize = 2048;

pub fn encode_cursor(position: &impl Serialize) -> String {
    URL_SAFE_NO_PAD.encode(serde_json::to_vec(position).expect("a cursor serialises"))
}

pub fn decode_cursor<T: DeserializeOwned>(cursor: &str) -> AppResult<T> {
    let invalid = || AppError::field("cursor", catalogue::cursor_unknown_restart());
    if cursor.len() > MAX_CURSOR_CHARS {
        return Err(invalid());
    }
    let bytes = URL_SAFE_NO_PAD.decode(cursor.trim()).map_err(|_| invalid())?;
    serde_json::from_slice(&bytes).map_err(|_| invalid())
}

pub const MAX_LIMIT: i64 = 500;

#[derive(Clone, Copy, Debug)]
pub struct Page {
    pub limit: i64,
    pub offset: i64,
}

impl Page {
    pub fn parse(limit: Option<i64>, offset: Option<i64>, default_limit: i64) -> AppResult<Page> {
        let limit = limit.unwrap_or(default_limit);
        let offset = offset.unwrap_or(0);
        if !(1..=MAX_LIMIT).contains(&limit) {
            return Err(AppError::field("limit", crate::catalogue::limit_range(MAX_LIMIT)));
        }
        if offset < 0 {
            return Err(AppError::field("offset", catalogue::offset_negative()));
        }
        Ok(Page { limit, offset })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_are_bounded() {
        assert_eq!(Page::parse(None, None, 100).unwrap().limit, 100);
        assert_eq!(Page::parse(Some(500), Some(10), 100).unwrap().offset, 10);
        assert!(Page::parse(Some(501), None, 100).is_err());
        assert!(Page::parse(Some(0), None, 100).is_err());
        assert!(Page::parse(None, Some(-1), 100).is_err());
    }
}

/// `?limit=&offset=` for lists that take nothing else.
#[derive(serde::Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    /// 1–500.
    // = MAX_LIMIT (utoipa takes a literal; `http::openapi`'s test checks it)
    #[param(minimum = 1, maximum = 500)]
    pub limit: Option<i64>,
    #[param(minimum = 0)]
    pub offset: Option<i64>,
}

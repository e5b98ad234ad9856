//! Request extractors: who is calling (`AuthUser`, `DirectorUser`, `Viewer`), from where
//! (`ClientAddr`), and a JSON body and query parameters whose rejections speak the contract
//! (`ValidJson`, `ValidQuery`).

use std::net::{IpAddr, SocketAddr};

use axum::body::Bytes;
use axum::extract::rejection::JsonRejection;
use axum::extract::{ConnectInfo, FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::{header, StatusCode};
use serde::de::DeserializeOwned;
use serde::Deserialize;

use crate::auth::session_cache::Checked;
use crate::auth::Viewer;
use crate::catalogue;
use crate::domain::{text, User};
use crate::error::AppError;
use crate::state::AppState;

/// The signed-in user, loaded fresh from the database on every request so that a
/// deleted or demoted account, or an ended session, loses its rights at once rather
/// than when the access token expires.
pub struct AuthUser(pub User);

impl FromRequestParts<AppState> for AuthUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        Ok(AuthUser(AuthSession::from_request_parts(parts, state).await?.user))
    }
}

/// The signed-in user and the session (sign-in) the access token belongs to.
pub struct AuthSession {
    pub user: User,
    pub session_id: String,
}

/// The user of a session still going (not signed out, revoked or deleted), read from the
/// database.
pub async fn session_user(state: &AppState, user_id: &str, session_id: &str) -> Result<Option<User>, AppError> {
    let (user_id, sid) = (user_id.to_owned(), session_id.to_owned());
    Ok(state.db.read_point(move |conn| crate::db::users::find_in_session(conn, &user_id, &sid)).await?)
}

impl FromRequestParts<AppState> for AuthSession {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let unauthenticated = || AppError::Unauthenticated(catalogue::sign_in_required());
        let token = parts
            .headers
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "))
            .ok_or_else(unauthenticated)?
            .trim();
        // The same clock the token's signature check reads its expiry against.
        let now = jsonwebtoken::get_current_timestamp() as i64;
        if let Some(checked) = state.sessions.get(token, now) {
            return Ok(AuthSession { user: checked.user, session_id: checked.session_id });
        }
        let generation = state.sessions.generation();
        let claims = state.keys.verify(token).ok_or_else(unauthenticated)?;
        let user = session_user(state, &claims.sub, &claims.sid).await?.ok_or_else(unauthenticated)?;
        let checked = Checked::new(user, claims.sid, claims.exp);
        state.sessions.put(token, &checked, generation);
        Ok(AuthSession { user: checked.user, session_id: checked.session_id })
    }
}

/// Who is asking, to the program: staff, or a father with his record.
impl FromRequestParts<AppState> for Viewer {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let AuthUser(user) = AuthUser::from_request_parts(parts, state).await?;
        Viewer::of(&state.db, user).await
    }
}

/// A signed-in director (accounts, roles, the whole program's feed); anyone else gets 403.
pub struct DirectorUser(pub User);

impl FromRequestParts<AppState> for DirectorUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let AuthUser(user) = AuthUser::from_request_parts(parts, state).await?;
        if user.is_director() {
            Ok(DirectorUser(user))
        } else if user.is_admin {
            Err(AppError::directors_only())
        } else {
            Err(AppError::staff_only())
        }
    }
}

/// The client's address: the socket peer, or the right-most `X-Forwarded-For` hop
/// that is not one of our own trusted proxies. A forged header from anyone else is ignored.
pub struct ClientAddr(pub IpAddr);

impl FromRequestParts<AppState> for ClientAddr {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>().map_or(IpAddr::from([127, 0, 0, 1]), |c| c.0.ip());
        let trusted = &state.config.trusted_proxies;
        if !trusted.contains(&peer) {
            return Ok(ClientAddr(peer));
        }
        let forwarded = parts
            .headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .filter_map(|hop| hop.trim().parse::<IpAddr>().ok())
            .collect::<Vec<_>>();
        let client = forwarded.into_iter().rev().find(|ip| !trusted.contains(ip)).unwrap_or(peer);
        Ok(ClientAddr(client))
    }
}

/// A JSON object body (`{…}`) whose failures answer in the contract's error shape. An array
/// is refused: serde would otherwise read a struct from a list of its fields in order, so
/// `[null, null]` would pass for a change of nothing.
pub struct ValidJson<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for ValidJson<T> {
    type Rejection = AppError;

    async fn from_request(req: Request, state: &S) -> Result<Self, AppError> {
        let body = json_body(req, state).await?;
        if body.iter().find(|byte| !byte.is_ascii_whitespace()) == Some(&b'[') {
            return Err(AppError::invalid(catalogue::body_not_object()));
        }
        decode(&body).map(ValidJson)
    }
}

/// A JSON array body (`[…]`), for the calls that take a list.
pub struct ValidJsonList<T>(pub Vec<T>);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for ValidJsonList<T> {
    type Rejection = AppError;

    async fn from_request(req: Request, state: &S) -> Result<Self, AppError> {
        decode(&json_body(req, state).await?).map(ValidJsonList)
    }
}

/// The body of a request that says it is JSON, within the body limit.
async fn json_body<S: Send + Sync>(req: Request, state: &S) -> Result<Bytes, AppError> {
    let declared_json = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.parse::<mime_guess::mime::Mime>().ok())
        .is_some_and(|mime| {
            mime.type_() == "application" && (mime.subtype() == "json" || mime.suffix().is_some_and(|s| s == "json"))
        });
    if !declared_json {
        return Err(AppError::invalid(catalogue::body_not_json()));
    }
    Bytes::from_request(req, state).await.map_err(|rejection| {
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            AppError::PayloadTooLarge(catalogue::request_too_large())
        } else {
            AppError::invalid(catalogue::body_invalid_json())
        }
    })
}

fn decode<T: DeserializeOwned>(body: &[u8]) -> Result<T, AppError> {
    if text::json_may_hold_refused(body) {
        let value: serde_json::Value =
            serde_json::from_slice(body).map_err(|_| AppError::invalid(catalogue::body_invalid_json()))?;
        if let Some(field) = text::refused_in(&value) {
            return Err(AppError::field(&field, crate::catalogue::text_control_characters()));
        }
    }
    axum::Json::<T>::from_bytes(body).map(|axum::Json(value)| value).map_err(json_rejection)
}

/// Query parameters whose rejections speak the contract (axum's own answer is plain
/// text): a number out of range or a word where a number goes is a 400 naming it.
pub struct ValidQuery<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequestParts<S> for ValidQuery<T> {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, AppError> {
        if let Some(query) = parts.uri.query() {
            for (name, value) in url::form_urlencoded::parse(query.as_bytes()) {
                if text::has_refused(&name) || text::has_refused(&value) {
                    return Err(AppError::field(&name, crate::catalogue::text_control_characters()));
                }
            }
        }
        match axum::extract::Query::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Query(value)) => Ok(ValidQuery(value)),
            Err(rejection) => Err(AppError::invalid(catalogue::query_invalid(
                rejection.body_text().trim_start_matches("Failed to deserialize query string: "),
            ))),
        }
    }
}

fn json_rejection(rejection: JsonRejection) -> AppError {
    if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
        return AppError::PayloadTooLarge(catalogue::request_too_large());
    }
    match rejection {
        JsonRejection::MissingJsonContentType(_) => AppError::invalid(catalogue::body_not_json()),
        JsonRejection::JsonDataError(err) => AppError::invalid(catalogue::body_invalid(err.body_text())),
        _ => AppError::invalid(catalogue::body_invalid_json()),
    }
}

/// Tells "absent" (None) from "null" (Some(None)) for fields that can be cleared:
/// `#[serde(default, deserialize_with = "crate::extract::nullable")]`.
pub fn nullable<'de, D, T>(deserializer: D) -> Result<Option<Option<T>>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: serde::Deserialize<'de>,
{
    <Option<T> as serde::Deserialize>::deserialize(deserializer).map(Some)
}

/// A whole number however JSON writes it: `3` and `3.0` are the same number to JSON Schema
/// (and to a client generated from the document), so the server takes both.
struct Whole<T>(T);

impl<'de, T: TryFrom<i64>> serde::Deserialize<'de> for Whole<T> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let n = serde_json::Number::deserialize(deserializer)?;
        let whole = match (n.as_i64(), n.as_f64()) {
            (Some(i), _) => Some(i),
            (None, Some(f)) if f.fract() == 0.0 && f.abs() < 9.0e15 => Some(f as i64),
            _ => None,
        };
        whole
            .and_then(|i| T::try_from(i).ok())
            .map(Whole)
            .ok_or_else(|| D::Error::custom(format!("invalid value: {n}, expected a whole number in range")))
    }
}

/// `#[serde(deserialize_with = "crate::extract::whole")]`: see [`Whole`].
pub fn whole<'de, D: serde::Deserializer<'de>, T: TryFrom<i64>>(deserializer: D) -> Result<T, D::Error> {
    Whole::deserialize(deserializer).map(|Whole(n)| n)
}

/// `#[serde(default, deserialize_with = "crate::extract::whole_number")]` on an `Option`.
pub fn whole_number<'de, D: serde::Deserializer<'de>, T: TryFrom<i64>>(deserializer: D) -> Result<Option<T>, D::Error> {
    Option::<Whole<T>>::deserialize(deserializer).map(|n| n.map(|Whole(n)| n))
}

/// `#[serde(deserialize_with = "crate::extract::whole_numbers")]` on a `Vec`.
pub fn whole_numbers<'de, D: serde::Deserializer<'de>, T: TryFrom<i64>>(deserializer: D) -> Result<Vec<T>, D::Error> {
    Vec::<Whole<T>>::deserialize(deserializer).map(|v| v.into_iter().map(|Whole(n)| n).collect())
}

/// The body of a create: `T` as sent, documented with the fields a new record must have
/// ([`Creatable::REQUIRED`]) required, not null and not blank, where a change to a record takes `T`
/// with every field optional. One input type serves both; the document tells them apart.
pub struct New<T>(pub T);

/// An input whose new records need some fields (the ones its `apply` says "… is required."
/// for when creating).
pub trait Creatable {
    const REQUIRED: &'static [&'static str];
    /// Fields a new record may give one value only, where a change takes others (a new
    /// session is scheduled): documented as that value or null.
    const ONE_VALUE_ON_CREATE: &'static [(&'static str, &'static str)] = &[];
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for New<T> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        T::deserialize(deserializer).map(New)
    }
}

impl<T: utoipa::ToSchema + Creatable> utoipa::PartialSchema for New<T> {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{Schema, SchemaType, Type};
        use utoipa::openapi::RefOr;
        let mut schema = T::schema();
        if let RefOr::T(Schema::Object(object)) = &mut schema {
            for (field, value) in T::ONE_VALUE_ON_CREATE {
                let Some(property) = object.properties.get_mut(*field) else {
                    panic!("{}::ONE_VALUE_ON_CREATE names {field}, which is not one of its fields", T::name());
                };
                let one = utoipa::openapi::ObjectBuilder::new()
                    .schema_type(SchemaType::from_iter([Type::String, Type::Null]))
                    .enum_values(Some([Some(*value), None]));
                *property = RefOr::T(one.into());
            }
            for field in T::REQUIRED {
                let Some(property) = object.properties.get_mut(*field) else {
                    panic!("{}::REQUIRED names {field}, which is not one of its fields", T::name());
                };
                match property {
                    RefOr::T(Schema::Object(property)) => {
                        if let SchemaType::Array(types) = &property.schema_type {
                            let types: Vec<Type> = types.iter().filter(|t| **t != Type::Null).cloned().collect();
                            property.schema_type = match types.as_slice() {
                                [one] => SchemaType::Type(one.clone()),
                                _ => SchemaType::Array(types),
                            };
                        }
                        property.default = None;
                        // Required text is not blank either (`Form::require` reads blank as absent).
                        if property.schema_type == SchemaType::Type(Type::String) && property.pattern.is_none() {
                            property.min_length = Some(1);
                            property.pattern = Some(crate::services::form::schema::not_blank());
                        }
                    }
                    // `null` or a value: the value.
                    RefOr::T(Schema::OneOf(one_of)) => {
                        let is_null = |item: &RefOr<Schema>| matches!(item, RefOr::T(Schema::Object(o)) if o.schema_type == SchemaType::Type(Type::Null));
                        one_of.items.retain(|item| !is_null(item));
                        if let [only] = one_of.items.as_slice() {
                            *property = only.clone();
                        }
                    }
                    _ => {}
                }
                object.required.push((*field).to_owned());
            }
        }
        schema
    }
}

impl<T: utoipa::ToSchema + Creatable> utoipa::ToSchema for New<T> {
    fn name() -> std::borrow::Cow<'static, str> {
        format!("New{}", T::name()).into()
    }

    fn schemas(schemas: &mut Vec<(String, utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>)>) {
        T::schemas(schemas);
    }
}

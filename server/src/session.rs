//! Token sync (the Firebase SDK's `_authTokenSyncURL`): `POST` with `Authorization: Bearer <ID token>`
//! keeps the verified token in an HttpOnly cookie, `DELETE` clears it, `GET` says whose it is.
//! Anything that does not verify is a bare 401 (docs/decisions/0003-token-sync.md).

use std::time::{SystemTime, UNIX_EPOCH};

use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::error::AppError;
use crate::token::{Rejection, Verifier};

/// Where the Firebase settings ([`crate::api::FIREBASE_CONFIG_PATH`]) point the SDK's token sync,
/// which takes it from there. Defined here, under the API prefix the web build names
/// (`api::check_prefix` stops start-up otherwise).
pub const SESSION_PATH: &str = "/api/auth/session";
/// `__Host-`: the browser keeps it only if Secure, for this host alone, with `Path=/`.
pub const COOKIE_NAME: &str = "__Host-stezhka-session";

/// `POST` verifies the bearer token and keeps it in the cookie until it expires; `DELETE`
/// (sign-out) clears the cookie whatever it held; `GET` says whose token it holds, verified afresh.
pub async fn answer(
    verifier: &Verifier,
    method: &Method,
    request: &HeaderMap,
) -> Result<Response, AppError> {
    match *method {
        Method::POST => {
            same_origin(request)?;
            let raw = bearer(request).ok_or(AppError::Unauthorized)?;
            let identity = verifier.verify(raw, now()).await.map_err(refused)?;
            let max_age = identity.expires_at.saturating_sub(now());
            if max_age == 0 {
                return Err(AppError::Unauthorized);
            }
            set_cookie(raw, max_age)
        }
        Method::DELETE => same_origin(request).and_then(|()| set_cookie("", 0)),
        Method::GET | Method::HEAD => {
            let raw = cookie(request).ok_or(AppError::Unauthorized)?;
            let body =
                serde_json::json!(verifier.verify(raw, now()).await.map_err(refused)?).to_string();
            let json = HeaderValue::from_static("application/json");
            Ok((
                [
                    (header::CONTENT_TYPE, json),
                    (header::CACHE_CONTROL, NO_STORE),
                ],
                body,
            )
                .into_response())
        }
        _ => Err(AppError::MethodNotAllowed("GET, HEAD, POST, DELETE")),
    }
}

const NO_STORE: HeaderValue = HeaderValue::from_static("no-store");

fn refused(reason: Rejection) -> AppError {
    tracing::info!(?reason, "token refused");
    AppError::Unauthorized
}

fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

fn set_cookie(value: &str, max_age: u64) -> Result<Response, AppError> {
    let cookie = format!(
        "{COOKIE_NAME}={value}; Max-Age={max_age}; Path=/; Secure; HttpOnly; SameSite=Strict"
    );
    // The token came in a header value and was verified: it can't make an invalid one.
    let cookie = HeaderValue::from_str(&cookie)
        .map_err(|error| AppError::internal("making the session cookie", error))?;
    Ok((
        StatusCode::NO_CONTENT,
        [
            (header::CACHE_CONTROL, NO_STORE),
            (header::SET_COOKIE, cookie),
        ],
    )
        .into_response())
}

/// The SDK calls from the page's own origin. A browser that says otherwise is refused (a
/// cross-site page can't set `Authorization` without a preflight we never grant anyway).
fn same_origin(request: &HeaderMap) -> Result<(), AppError> {
    match request.get("sec-fetch-site").map(HeaderValue::as_bytes) {
        None | Some(b"same-origin") => Ok(()),
        Some(_) => Err(AppError::Unauthorized),
    }
}

/// The token of exactly one `Authorization: Bearer …` header.
fn bearer(request: &HeaderMap) -> Option<&str> {
    let mut values = request.get_all(header::AUTHORIZATION).iter();
    let (Some(value), None) = (values.next(), values.next()) else {
        return None;
    };
    let (scheme, token) = value.to_str().ok()?.split_once(' ')?;
    let token = token.trim();
    (scheme.eq_ignore_ascii_case("bearer") && !token.is_empty()).then_some(token)
}

fn cookie(request: &HeaderMap) -> Option<&str> {
    let values = request
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok());
    let mut pairs = values.flat_map(|v| v.split(';')).map(str::trim);
    let value = pairs.find_map(|pair| pair.strip_prefix(COOKIE_NAME)?.strip_prefix('='));
    value.filter(|value| !value.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, HeaderValue::from_static(value));
        }
        map
    }

    #[test]
    fn reads_one_bearer_token() {
        assert_eq!(
            bearer(&headers(&[("authorization", "Bearer a.b.c")])),
            Some("a.b.c")
        );
        assert_eq!(
            bearer(&headers(&[("authorization", "bearer a.b.c")])),
            Some("a.b.c")
        );
        assert_eq!(bearer(&headers(&[("authorization", "Basic YTpi")])), None);
        assert_eq!(bearer(&headers(&[("authorization", "Bearer ")])), None);
        assert_eq!(
            bearer(&headers(&[
                ("authorization", "Bearer a"),
                ("authorization", "Bearer b")
            ])),
            None
        );
    }

    #[test]
    fn finds_our_cookie_among_others() {
        let h = headers(&[("cookie", "a=1; __Host-stezhka-session=x.y.z; b=2")]);
        assert_eq!(cookie(&h), Some("x.y.z"));
        assert_eq!(
            cookie(&headers(&[("cookie", "__Host-stezhka-sessionX=1")])),
            None
        );
        assert_eq!(
            cookie(&headers(&[("cookie", "__Host-stezhka-session=")])),
            None
        );
    }

    #[test]
    fn refuses_cross_site_fetches() {
        assert!(same_origin(&headers(&[])).is_ok());
        assert!(same_origin(&headers(&[("sec-fetch-site", "same-origin")])).is_ok());
        assert!(same_origin(&headers(&[("sec-fetch-site", "cross-site")])).is_err());
        assert!(same_origin(&headers(&[("sec-fetch-site", "same-site")])).is_err());
    }
}

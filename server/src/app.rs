//! The HTTP application: the service hyper calls for every request, the static/page handler
//! and the per-response layers.

use std::borrow::Cow;
use std::collections::HashMap;
use std::convert::Infallible;
use std::future::{Ready, ready};
use std::sync::Arc;
use std::time::Instant;

use axum::http::{HeaderMap, HeaderValue, Method, Request, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use futures_util::future::{BoxFuture, Either};
use hyper::body::Incoming;
use hyper::service::Service;
use percent_encoding::percent_decode_str;
use tokio::sync::Semaphore;

use crate::api::{self, Api};
use crate::config::Settings;
use crate::embedded::{FILES, PAGES_PREFIX};
use crate::error::{AppError, StartupError};
use crate::pages::{self, Pages};
use crate::representation::{BrotliLater, Representation};
use crate::security::SecurityHeaders;
use crate::telemetry;

pub struct AppState {
    /// Embedded files and the generated ones (sitemap, robots.txt), by exact path.
    assets: HashMap<&'static str, Representation>,
    pages: Pages,
    api: Api,
    security: SecurityHeaders,
}

impl AppState {
    /// Everything the server answers with, made once. The brotli variants of the bodies made
    /// here are left to the returned [`BrotliLater`]: run it (the server does, on a thread of
    /// its own) and they are served as they come; gzip is there meanwhile.
    pub fn new(settings: &Settings) -> Result<(Self, BrotliLater), StartupError> {
        let mut later = BrotliLater::default();
        let files = FILES.iter().filter(|f| !f.path.starts_with(PAGES_PREFIX));
        let mut assets: HashMap<_, _> = files.map(|f| (f.path, Representation::embedded(f))).collect();
        let pages = Pages::load(settings, &mut later)?;
        assets.insert(pages::SITEMAP_PATH, pages::sitemap(&settings.public_url, &pages.routes, &mut later));
        assets.insert(pages::ROBOTS_PATH, pages::robots(&settings.public_url, &mut later));
        assets.insert(api::FIREBASE_CONFIG_PATH, api::firebase_config(settings, &mut later));
        let (security, api) = (SecurityHeaders::new(settings, &pages.style_hashes)?, Api::new(settings));
        Ok((AppState { assets, pages, api, security }, later))
    }

    /// The edge rules every answer gets: the security headers and the access log line.
    fn finish(&self, mut response: Response, method: &Method, path: &str, started: Instant) -> Response {
        self.security.apply(response.headers_mut());
        telemetry::access(method, path, response.status().as_u16(), started.elapsed().as_micros() as u64);
        response
    }

    pub fn routes(&self) -> &[String] {
        &self.pages.routes
    }
}

/// The service hyper calls for every request. Pages and files, nearly every request, are
/// answered right here, synchronously; only the API's answers are waited for. Either way the
/// edge rules apply: the body limit, the https redirect, the security headers on whatever
/// answers, and one access log line.
#[derive(Clone)]
pub struct App(pub Arc<AppState>);

type Answer = Result<Response, Infallible>;

impl Service<Request<Incoming>> for App {
    type Response = Response;
    type Error = Infallible;
    type Future = Either<Ready<Answer>, BoxFuture<'static, Answer>>;

    fn call(&self, request: Request<Incoming>) -> Self::Future {
        let (state, started) = (&self.0, Instant::now());
        let (method, uri, headers) = (request.method(), request.uri(), request.headers());
        let early = check_body(headers).err().map(IntoResponse::into_response);
        let early = early.or_else(|| state.security.redirect(headers, uri));
        let response = match early {
            Some(response) => response,
            None => match state.api.answer(&request) {
                None => serve(state, method, uri, headers).unwrap_or_else(IntoResponse::into_response),
                Some(answer) => match IN_FLIGHT.try_acquire() {
                    Err(_) => AppError::Overloaded.into_response(),
                    Ok(permit) => {
                        let (state, method, path) = (state.clone(), method.clone(), uri.path().to_string());
                        return Either::Right(Box::pin(async move {
                            let response = answer.await;
                            drop(permit);
                            Ok(state.finish(response, &method, &path, started))
                        }));
                    }
                },
            },
        };
        Either::Left(ready(Ok(state.finish(response, method, uri.path(), started))))
    }
}

/// Assets by exact path; anything else is a page, 200 for the app's routes and the
/// app's HTML with 404 for the rest.
fn serve(state: &AppState, method: &Method, uri: &Uri, headers: &HeaderMap) -> Result<Response, AppError> {
    if method != Method::GET && method != Method::HEAD {
        return Err(AppError::MethodNotAllowed("GET, HEAD"));
    }
    let path = decode_path(uri.path())?;
    if let Some(asset) = state.assets.get(path.as_ref()) {
        return Ok(asset.respond(StatusCode::OK, method, headers, &state.security));
    }
    // `/quiz/` → `/quiz`: one URL per page. Only known routes redirect, so this can't be an open redirect.
    if path.len() > 1 && path.ends_with('/') {
        let trimmed = path.trim_end_matches('/');
        if let Some((_, true)) = state.pages.lookup(trimmed) {
            let query = uri.query().map_or(String::new(), |q| format!("?{q}"));
            let location = format!("{}{query}", uri.path().trim_end_matches('/'));
            let location = HeaderValue::from_str(&location).map_err(|_| AppError::BadRequest)?;
            return Ok((StatusCode::PERMANENT_REDIRECT, [(header::LOCATION, location)]).into_response());
        }
    }
    let (page, route) = state.pages.lookup(&path).ok_or(AppError::BadRequest)?;
    let status = if route { StatusCode::OK } else { StatusCode::NOT_FOUND };
    Ok(page.respond(status, method, headers, &state.security))
}

/// Percent-decodes the path and refuses what no page or asset can be: invalid UTF-8,
/// control characters, backslashes, dot segments.
pub fn decode_path(raw: &str) -> Result<Cow<'_, str>, AppError> {
    let decoded = percent_decode_str(raw).decode_utf8().map_err(|_| AppError::BadRequest)?;
    if !decoded.starts_with('/')
        || decoded.chars().any(|c| c.is_control() || c == '\\')
        || decoded.split('/').any(|segment| segment == ".." || segment == ".")
    {
        return Err(AppError::BadRequest);
    }
    Ok(decoded)
}

/// No endpoint takes a body (the token sync sends none), so a small one is plenty.
pub const MAX_BODY_BYTES: u64 = 16 * 1024;
/// API requests waiting at once, over all connections (HTTP/2 multiplexes many on one); past
/// that, a 503 rather than a queue without end. Pages and files are answered without waiting.
pub const MAX_IN_FLIGHT: usize = 8192;
static IN_FLIGHT: Semaphore = Semaphore::const_new(MAX_IN_FLIGHT);

/// A declared body over the limit is refused before anything reads it. Bodies without a
/// length (chunked) are never read by any handler: hyper closes such a connection after answering.
pub fn check_body(headers: &HeaderMap) -> Result<(), AppError> {
    match headers.get(header::CONTENT_LENGTH).map(|declared| declared.to_str().ok()?.parse::<u64>().ok()) {
        None | Some(Some(..=MAX_BODY_BYTES)) => Ok(()),
        _ => Err(AppError::PayloadTooLarge),
    }
}

#[cfg(test)]
mod tests {
    use super::decode_path;

    #[test]
    fn decodes_and_refuses_hostile_paths() {
        assert_eq!(decode_path("/profession/%D0%BB%D1%96%D0%BA%D0%B0%D1%80").unwrap(), "/profession/лікар");
        for bad in [
            "/../etc/passwd",
            "/a/%2e%2e/b",
            "/%2e%2e%2f",
            "/a\\b",
            "/%5c..%5c",
            "/%c0%ae%c0%ae/",
            "/%00",
            "/./x",
        ] {
            assert!(decode_path(bad).is_err(), "{bad} should be refused");
        }
    }
}

#[cfg(test)]
mod limits_tests {
    use super::*;

    #[test]
    fn refuses_declared_bodies_over_the_limit() {
        let mut headers = HeaderMap::new();
        assert!(check_body(&headers).is_ok());
        headers.insert(header::CONTENT_LENGTH, HeaderValue::from(MAX_BODY_BYTES));
        assert!(check_body(&headers).is_ok());
        headers.insert(header::CONTENT_LENGTH, HeaderValue::from(MAX_BODY_BYTES + 1));
        assert!(check_body(&headers).is_err());
        headers.insert(header::CONTENT_LENGTH, HeaderValue::from_static("lots"));
        assert!(check_body(&headers).is_err());
    }
}

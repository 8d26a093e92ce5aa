//! The HTTP application: routes, the static/page handler and the per-response layers.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Instant;

use axum::Router;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use bytes::Bytes;
use percent_encoding::percent_decode_str;

use crate::cache::CachePolicy;
use crate::config::Settings;
use crate::embedded::{FILES, PAGES_PREFIX};
use crate::error::{AppError, StartupError};
use crate::limits::{InFlight, check_body};
use crate::pages::Pages;
use crate::representation::Representation;
use crate::security::{HeadScript, SecurityHeaders};
use crate::seo;
use crate::session::{self, SESSION_PATH, TokenSync};
use crate::telemetry;
use crate::zerocopy;

pub struct AppState {
    /// Embedded files and the generated ones (sitemap, robots.txt), by exact path.
    assets: HashMap<&'static str, Representation>,
    pages: Pages,
    security: SecurityHeaders,
    in_flight: InFlight,
    /// With Firebase configured: the token-sync endpoint's verifier.
    pub(crate) token_sync: Option<TokenSync>,
}

impl AppState {
    pub fn new(settings: &Settings) -> Result<Self, StartupError> {
        let head = HeadScript::new(settings);
        let mut assets: HashMap<&'static str, Representation> = FILES
            .iter()
            .filter(|f| !f.path.starts_with(PAGES_PREFIX))
            .map(|f| {
                let rep = Representation::new(
                    f.mime,
                    Bytes::from_static(f.raw),
                    f.br.map(Bytes::from_static),
                    f.gzip.map(Bytes::from_static),
                    f.etag.trim_matches('"'),
                    CachePolicy::for_asset(f.path),
                );
                (f.path, rep)
            })
            .collect();
        let pages = Pages::load(settings, &head)?;
        assets.insert(seo::SITEMAP_PATH, seo::sitemap(&settings.public_url, &pages.routes));
        assets.insert(seo::ROBOTS_PATH, seo::robots(&settings.public_url));
        let token_sync = settings.firebase.as_ref().map(TokenSync::new).transpose()?;
        zerocopy::prepare();
        Ok(AppState {
            assets,
            pages,
            security: SecurityHeaders::new(settings, &head)?,
            in_flight: InFlight::default(),
            token_sync,
        })
    }

    pub fn routes(&self) -> &[String] {
        &self.pages.routes
    }
}

pub fn router(state: Arc<AppState>) -> Router {
    let mut router = Router::new().route("/healthz", get(healthz));
    if state.token_sync.is_some() {
        router = router.route(SESSION_PATH, get(session::show).post(session::create).delete(session::delete));
    }
    router.fallback(serve).layer(middleware::from_fn_with_state(state.clone(), edge)).with_state(state)
}

async fn healthz() -> Response {
    let mut response = "ok\n".into_response();
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// Assets by exact path; anything else is a page, 200 for the app's routes and the
/// app's HTML with 404 for the rest.
async fn serve(State(state): State<Arc<AppState>>, request: Request) -> Result<Response, AppError> {
    let method = request.method();
    if method != Method::GET && method != Method::HEAD {
        return Err(AppError::MethodNotAllowed);
    }
    let path = decode_path(request.uri().path())?;
    if let Some(asset) = state.assets.get(path.as_ref()) {
        return Ok(asset.respond(StatusCode::OK, method, request.headers()));
    }
    // `/quiz/` → `/quiz`: one URL per page. Only known routes redirect, so this can't be an open redirect.
    if path.len() > 1 && path.ends_with('/') {
        let trimmed = path.trim_end_matches('/');
        if let Some((_, true)) = state.pages.lookup(trimmed) {
            let location = match request.uri().query() {
                Some(q) => format!("{}?{q}", request.uri().path().trim_end_matches('/')),
                None => request.uri().path().trim_end_matches('/').to_string(),
            };
            let mut response = StatusCode::PERMANENT_REDIRECT.into_response();
            if let Ok(value) = HeaderValue::from_str(&location) {
                response.headers_mut().insert(header::LOCATION, value);
            }
            return Ok(response);
        }
    }
    match state.pages.lookup(&path) {
        Some((page, true)) => Ok(page.respond(StatusCode::OK, method, request.headers())),
        Some((page, false)) => Ok(page.respond(StatusCode::NOT_FOUND, method, request.headers())),
        None => Err(AppError::BadRequest),
    }
}

/// Percent-decodes the path and refuses what no page or asset can be: invalid UTF-8,
/// control characters, backslashes, dot segments.
pub fn decode_path(raw: &str) -> Result<Cow<'_, str>, AppError> {
    let decoded = if raw.contains('%') {
        percent_decode_str(raw).decode_utf8().map_err(|_| AppError::BadRequest)?
    } else {
        Cow::Borrowed(raw)
    };
    if !decoded.starts_with('/')
        || decoded.chars().any(|c| c.is_control() || c == '\\')
        || decoded.split('/').any(|segment| segment == ".." || segment == ".")
    {
        return Err(AppError::BadRequest);
    }
    Ok(decoded)
}

/// What every request goes through, in one layer: the limits, the https redirect, the
/// security headers on whatever answers, and one structured log line.
async fn edge(State(state): State<Arc<AppState>>, request: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = request.method().clone();
    let uri = request.uri().clone();
    let mut response = if let Err(too_large) = check_body(request.headers()) {
        too_large.into_response()
    } else if let Some(redirect) = state.security.redirect_to_https(request.headers(), request.uri()) {
        redirect
    } else {
        match state.in_flight.enter() {
            Ok(permit) => {
                let response = next.run(request).await;
                drop(permit);
                response
            }
            Err(overloaded) => overloaded.into_response(),
        }
    };
    state.security.apply(response.headers_mut());
    telemetry::access(&method, uri.path(), response.status().as_u16(), started.elapsed().as_micros() as u64);
    response
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

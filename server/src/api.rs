//! The API: the paths answered by handlers rather than from the tables of files and pages
//! (`app.rs`), each listed once, with the state it needs.

use std::sync::Arc;

use axum::http::{Method, Request, header};
use axum::response::{IntoResponse, Response};
use futures_util::future::BoxFuture;

use crate::error::{AppError, READ_ONLY, StartupError};
use crate::representation::{BrotliLater, CachePolicy, Representation};
use crate::security::SecurityHeaders;
use crate::session::{self, SESSION_PATH};
use crate::settings::Settings;
use crate::token::Verifier;

pub const HEALTHZ_PATH: &str = "/healthz";
/// The Firebase settings the web app starts the SDK with, or `{}` without sign-in; apart from
/// the pages, so they stay the same whatever the settings (docs/decisions/0006). Defined here,
/// under the API prefix the web build names (`check_prefix`); the web app, which cannot read
/// Rust, names it again (`FIREBASE_CONFIG_URL`, web/src/features/auth/firebase-defaults.ts).
pub const FIREBASE_CONFIG_PATH: &str = "/api/firebase-config";

/// The API's paths that the service worker must leave alone and no page may take: each must lie
/// under the API prefix the route table names (`RouteTable::api_prefix`).
const UNDER_THE_PREFIX: [&str; 2] = [SESSION_PATH, FIREBASE_CONFIG_PATH];

/// Checks at start-up that the app's API prefix covers the API's paths.
pub fn check_prefix(api_prefix: &str) -> Result<(), StartupError> {
    match UNDER_THE_PREFIX
        .iter()
        .find(|path| !path.starts_with(api_prefix))
    {
        Some(path) => Err(StartupError::BrokenApp(format!(
            "routes.json's API prefix {api_prefix:?} does not cover {path}"
        ))),
        None => Ok(()),
    }
}

pub struct Api {
    /// Without Firebase there is no token to sync: the path is then just a missing page.
    sync: Option<Arc<Verifier>>,
}

impl Api {
    pub fn new(settings: &Settings) -> Self {
        let sync = settings.firebase.as_ref().map(|firebase| {
            // Unsigned tokens only from an Auth emulator.
            let emulator = firebase.emulator_host.is_some();
            let verifier = Verifier::new(
                &firebase.project_id,
                emulator,
                firebase.openid_config.clone(),
            );
            Arc::new(verifier)
        });
        Api { sync }
    }

    /// The answer for an API path, to wait for; `None` for any other path.
    pub fn answer<B>(&self, request: &Request<B>) -> Option<BoxFuture<'static, Response>> {
        match (request.uri().path(), &self.sync) {
            (HEALTHZ_PATH, _) => Some(Box::pin(std::future::ready(healthz(request.method())))),
            (SESSION_PATH, Some(sync)) => {
                let sync = sync.clone();
                let method = request.method().clone();
                let headers = request.headers().clone();
                Some(Box::pin(async move {
                    session::answer(&sync, &method, &headers)
                        .await
                        .into_response()
                }))
            }
            _ => None,
        }
    }
}

fn healthz(method: &Method) -> Response {
    match *method {
        Method::GET | Method::HEAD => {
            ([(header::CACHE_CONTROL, "no-store")], "ok\n").into_response()
        }
        _ => AppError::MethodNotAllowed(READ_ONLY).into_response(),
    }
}

/// What the app reads as `globalThis.__FIREBASE_DEFAULTS__`:
/// `{"config": {apiKey, authDomain, projectId, appId?}, "_authTokenSyncURL", "emulatorHosts"?}`.
/// Made once, served like a file: `no-cache` with an ETag, so a revisit costs a 304.
pub fn firebase_config(
    settings: &Settings,
    security: &SecurityHeaders,
    later: &mut BrotliLater,
) -> Representation {
    let mut defaults = serde_json::json!({});
    if let Some(firebase) = &settings.firebase {
        // The SDK posts each fresh ID token there (and deletes on sign-out): src/session.rs.
        defaults = serde_json::json!({ "config": firebase, "_authTokenSyncURL": SESSION_PATH });
        if let Some(host) = &firebase.emulator_host {
            defaults["emulatorHosts"] = serde_json::json!({ "auth": host });
        }
    }
    let json = defaults.to_string().into_bytes();
    Representation::made_now(
        "application/json",
        json,
        CachePolicy::Revalidate,
        security,
        later,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::route_table::RouteTable;

    #[test]
    fn the_api_paths_lie_under_the_prefix_the_app_names() {
        assert!(check_prefix(&RouteTable::embedded().unwrap().api_prefix).is_ok());
        // The token sync's folder: it holds one of the paths, not the other.
        let narrower = &SESSION_PATH[..=SESSION_PATH.rfind('/').unwrap()];
        assert!(matches!(
            check_prefix(narrower),
            Err(StartupError::BrokenApp(why)) if why.contains(FIREBASE_CONFIG_PATH)
        ));
    }
}

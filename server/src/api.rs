//! The API: every path the axum router answers, each listed once, with the state it needs.
//! Everything else (pages and files, and the Firebase settings) is answered by `app.rs`
//! without the router.

use std::sync::Arc;

use axum::Router;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{MethodRouter, get};

use crate::config::Settings;
use crate::representation::{BrotliLater, Representation};
use crate::session::{self, SESSION_PATH, TokenSync};

pub const HEALTHZ_PATH: &str = "/healthz";
/// Paths under this prefix are never answered with a page (an unknown one gets the 404 page).
pub const API_PREFIX: &str = "/api/";
/// The Firebase settings the web app starts the SDK with, or `{}` without sign-in; apart from
/// the pages, so they stay the same whatever the settings (docs/decisions/0006).
pub const FIREBASE_CONFIG_PATH: &str = "/api/firebase-config";

pub struct Api {
    router: Router,
    paths: Vec<&'static str>,
}

impl Api {
    pub fn new(settings: &Settings) -> Self {
        let mut api = Api { router: Router::new(), paths: Vec::new() };
        api.add(HEALTHZ_PATH, get(healthz));
        // Without Firebase there is no token to sync: the path is then just a missing page.
        if let Some(firebase) = &settings.firebase {
            let sync = Arc::new(TokenSync::new(firebase));
            let route = get(session::show).post(session::create).delete(session::delete);
            api.add(SESSION_PATH, route.with_state(sync));
        }
        api
    }

    fn add(&mut self, path: &'static str, route: MethodRouter) {
        self.router = std::mem::take(&mut self.router).route(path, route);
        self.paths.push(path);
    }

    pub fn answers(&self, path: &str) -> bool {
        self.paths.contains(&path)
    }

    pub fn router(&self) -> Router {
        self.router.clone()
    }
}

async fn healthz() -> Response {
    let mut response = "ok\n".into_response();
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// What the app reads as `globalThis.__FIREBASE_DEFAULTS__`:
/// `{"config": {apiKey, authDomain, projectId, appId?}, "_authTokenSyncURL", "emulatorHosts"?}`.
/// Made once, served like a file: `no-cache` with an ETag, so a revisit costs a 304.
pub fn firebase_config(settings: &Settings, later: &mut BrotliLater) -> Representation {
    let defaults = settings.firebase.as_ref().map_or_else(
        || serde_json::json!({}),
        |firebase| {
            // The SDK posts each fresh ID token there (and deletes on sign-out): src/session.rs.
            let mut defaults = serde_json::json!({ "config": firebase, "_authTokenSyncURL": SESSION_PATH });
            if let Some(host) = &firebase.emulator_host {
                defaults["emulatorHosts"] = serde_json::json!({ "auth": host });
            }
            defaults
        },
    );
    Representation::made_now("application/json", defaults.to_string().into(), later)
}

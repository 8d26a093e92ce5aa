//! The API: every path the axum router answers, each listed once, with the state it needs.
//! Everything else (pages and files) is answered by `app.rs` without the router.

use std::sync::Arc;

use axum::Router;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{MethodRouter, get};

use crate::config::Settings;
use crate::error::StartupError;
use crate::firebase_config;
use crate::representation::BrotliLater;
use crate::session::{self, SESSION_PATH, TokenSync};

pub const HEALTHZ_PATH: &str = "/healthz";
/// Paths under this prefix are never answered with a page (an unknown one gets the 404 page).
pub const API_PREFIX: &str = "/api/";

pub struct Api {
    router: Router,
    paths: Vec<&'static str>,
}

impl Api {
    pub fn new(settings: &Settings, later: &mut BrotliLater) -> Result<Self, StartupError> {
        let mut api = Api { router: Router::new(), paths: Vec::new() };
        api.add(HEALTHZ_PATH, get(healthz));
        let config = Arc::new(firebase_config::representation(settings, later));
        api.add(firebase_config::PATH, get(firebase_config::show).with_state(config));
        // Without Firebase there is no token to sync: the path is then just a missing page.
        if let Some(firebase) = &settings.firebase {
            let sync = Arc::new(TokenSync::new(firebase));
            let route = get(session::show).post(session::create).delete(session::delete);
            api.add(SESSION_PATH, route.with_state(sync));
        }
        Ok(api)
    }

    fn add(&mut self, path: &'static str, route: MethodRouter) {
        self.router = std::mem::take(&mut self.router).route(path, route);
        self.paths.push(path);
    }

    /// Whether the router answers `path`.
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

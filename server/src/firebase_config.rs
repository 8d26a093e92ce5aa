//! `GET /api/firebase-config`: the Firebase settings the web app starts the SDK with, the
//! object it reads as `globalThis.__FIREBASE_DEFAULTS__` — or `{}` when sign-in is not
//! configured. Served apart from the pages, so the pages stay the same whatever the settings
//! (docs/decisions/0006-firebase-settings-endpoint.md).

use std::sync::Arc;

use axum::extract::State;
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::Response;

use crate::cache::CachePolicy;
use crate::config::{FirebaseSettings, Settings};
use crate::representation::{BrotliLater, Representation};
use crate::session::SESSION_PATH;

pub const PATH: &str = "/api/firebase-config";

/// The answer, made once: `no-cache` with an ETag, so a revisit costs a 304.
pub fn representation(settings: &Settings, later: &mut BrotliLater) -> Representation {
    let body = settings.firebase.as_ref().map_or_else(|| serde_json::json!({}), defaults);
    Representation::made_now(
        "application/json",
        body.to_string().into_bytes(),
        CachePolicy::Revalidate,
        later,
    )
}

/// `GET` (and `HEAD`, by axum's GET route).
pub async fn show(State(config): State<Arc<Representation>>, method: Method, request: HeaderMap) -> Response {
    config.respond(StatusCode::OK, &method, &request)
}

/// `{"config": {apiKey, authDomain, projectId, appId?}, "_authTokenSyncURL", "emulatorHosts"?}`.
fn defaults(firebase: &FirebaseSettings) -> serde_json::Value {
    let mut config = serde_json::json!({
        "apiKey": firebase.api_key,
        "authDomain": firebase.auth_domain,
        "projectId": firebase.project_id,
    });
    if let Some(app_id) = &firebase.app_id {
        config["appId"] = app_id.clone().into();
    }
    // The SDK posts each fresh ID token there (and deletes on sign-out): src/session.rs.
    let mut defaults = serde_json::json!({ "config": config, "_authTokenSyncURL": SESSION_PATH });
    if let Some(host) = &firebase.emulator_host {
        defaults["emulatorHosts"] = serde_json::json!({ "auth": host });
    }
    defaults
}

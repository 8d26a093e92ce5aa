//! `GET /api/firebase-config`: the settings the web app starts Firebase with, the same object
//! with or without sign-in configured only in its content; never cached without revalidation.

use serde_json::{Value, json};

use crate::helpers::{TestApp, api_prefix, get, plain, production, request, spawn};
use stezhka::api::FIREBASE_CONFIG_PATH;
use stezhka::session::SESSION_PATH;

fn config(app: &TestApp) -> Value {
    let response = get(app, FIREBASE_CONFIG_PATH, "");
    assert_eq!(response.status, 200);
    assert_eq!(response.header("content-type"), Some("application/json"));
    assert_eq!(response.header("cache-control"), Some("no-cache"));
    serde_json::from_slice(&response.body).expect("JSON")
}

#[test]
fn without_firebase_the_settings_are_an_empty_object() {
    assert_eq!(config(plain()), json!({}));
}

#[test]
fn with_firebase_the_settings_are_what_the_sdk_reads_as_its_defaults() {
    let app = production("http://127.0.0.1:9/keys");
    assert_eq!(
        config(&app),
        json!({
            "config": {
                "apiKey": "demo-api-key",
                "authDomain": "demo-stezhka.firebaseapp.com",
                "projectId": "demo-stezhka",
            },
            "_authTokenSyncURL": SESSION_PATH,
        })
    );
    let emulator = spawn(&[
        ("FIREBASE_API_KEY", "demo-api-key"),
        ("FIREBASE_AUTH_DOMAIN", "demo-stezhka.firebaseapp.com"),
        ("FIREBASE_PROJECT_ID", "demo-stezhka"),
        ("FIREBASE_APP_ID", "1:123:web:abc"),
        ("FIREBASE_AUTH_EMULATOR_HOST", "127.0.0.1:9099"),
    ]);
    let settings = config(&emulator);
    assert_eq!(settings["config"]["appId"], "1:123:web:abc");
    assert_eq!(
        settings["emulatorHosts"],
        json!({ "auth": "127.0.0.1:9099" })
    );
}

#[test]
fn head_revalidation_and_other_methods() {
    let app = plain();
    let got = get(app, FIREBASE_CONFIG_PATH, "");
    let head = request(app, "HEAD", FIREBASE_CONFIG_PATH, "");
    assert_eq!(head.status, 200);
    assert!(head.body.is_empty());
    assert_eq!(head.header("content-type"), Some("application/json"));
    assert_eq!(head.header("content-length"), got.header("content-length"));
    let etag = got.header("etag").expect("an ETag");
    assert_eq!(
        get(
            app,
            FIREBASE_CONFIG_PATH,
            &format!("If-None-Match: {etag}\r\n")
        )
        .status,
        304
    );
    for method in ["POST", "PUT", "DELETE", "PATCH"] {
        let response = request(app, method, FIREBASE_CONFIG_PATH, "Content-Length: 0\r\n");
        assert_eq!(response.status, 405, "{method}");
        let allow = response.header("allow").expect("Allow").to_string();
        assert!(allow.contains("GET") && allow.contains("HEAD"), "{allow}");
    }
}

#[test]
fn api_paths_are_never_answered_with_a_page() {
    let app = plain();
    let prefix = api_prefix();
    for path in [
        prefix.clone(),
        prefix.trim_end_matches('/').to_string(),
        format!("{prefix}nope"),
        format!("{FIREBASE_CONFIG_PATH}/"),
        SESSION_PATH.to_string(),
        format!("{SESSION_PATH}/"),
    ] {
        let response = get(app, &path, "");
        assert_ne!(response.status, 200, "{path}");
        assert!(
            matches!(response.status, 404 | 405),
            "{path}: {}",
            response.status
        );
    }
}

//! Security headers for every response, and the one inline script they allow
//! (the Firebase defaults, allowed by its hash: docs/decisions/0002-content-security-policy.md).

use axum::http::{HeaderMap, HeaderName, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use base64::Engine as _;
use sha2::{Digest, Sha256};

use crate::config::{FirebaseSettings, Settings};
use crate::error::StartupError;
use crate::session::SESSION_PATH;

/// The `<script>` injected into every page's head, and its CSP hash source.
#[derive(Clone, Debug, Default)]
pub struct HeadScript {
    pub tag: String,
    pub hash: Option<String>,
}

impl HeadScript {
    pub fn new(settings: &Settings) -> Self {
        let Some(firebase) = &settings.firebase else { return HeadScript::default() };
        let body = format!("globalThis.__FIREBASE_DEFAULTS__={}", firebase_defaults(firebase));
        let hash = base64::engine::general_purpose::STANDARD.encode(Sha256::digest(body.as_bytes()));
        HeadScript { tag: format!("<script>{body}</script>"), hash: Some(format!("'sha256-{hash}'")) }
    }
}

/// `/api/firebase-config`'s body: the defaults, or `{}` without a project.
pub fn firebase_config_json(firebase: &Option<FirebaseSettings>) -> String {
    firebase.as_ref().map_or_else(|| "{}".to_string(), firebase_defaults)
}

/// The object the Firebase SDK reads from `globalThis.__FIREBASE_DEFAULTS__`.
fn firebase_defaults(firebase: &FirebaseSettings) -> String {
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
    // `<` escaped so no value can close the script element.
    defaults.to_string().replace('<', "\\u003c")
}

/// Headers added to every response, computed once.
#[derive(Clone, Debug)]
pub struct SecurityHeaders {
    headers: Vec<(HeaderName, HeaderValue)>,
    /// With HTTPS on: the origin plain-http requests are sent to (see [`SecurityHeaders::redirect_to_https`]).
    https_origin: Option<String>,
}

impl SecurityHeaders {
    pub fn new(settings: &Settings, head: &HeadScript) -> Result<Self, StartupError> {
        let csp = content_security_policy(settings, head);
        let mut headers = Vec::new();
        let mut set = |name: HeaderName, value: String| -> Result<(), StartupError> {
            // Made once per process and kept for its life: leaked to `'static`, so copying the
            // headers into each response costs no allocation and no reference counting.
            let value: &'static str = Box::leak(value.into_boxed_str());
            HeaderValue::from_str(value).map_err(|_| StartupError(format!("bad header value for {name}")))?;
            headers.push((name, HeaderValue::from_static(value)));
            Ok(())
        };
        set(header::CONTENT_SECURITY_POLICY, csp)?;
        set(header::X_CONTENT_TYPE_OPTIONS, "nosniff".into())?;
        set(header::REFERRER_POLICY, "strict-origin-when-cross-origin".into())?;
        set(header::X_FRAME_OPTIONS, "DENY".into())?;
        // The Google sign-in popup must be able to message its opener.
        set(HeaderName::from_static("cross-origin-opener-policy"), "same-origin-allow-popups".into())?;
        set(HeaderName::from_static("cross-origin-resource-policy"), "same-origin".into())?;
        set(
            HeaderName::from_static("permissions-policy"),
            "camera=(), microphone=(), geolocation=(), payment=(), usb=()".into(),
        )?;
        if settings.https {
            set(header::STRICT_TRANSPORT_SECURITY, "max-age=63072000; includeSubDomains".into())?;
        }
        let https_origin = settings
            .public_url
            .starts_with("https://")
            .then(|| settings.public_url.clone())
            .filter(|_| settings.https);
        Ok(SecurityHeaders { headers, https_origin })
    }

    pub fn apply(&self, headers: &mut HeaderMap) {
        for (name, value) in &self.headers {
            headers.insert(name.clone(), value.clone());
        }
    }

    /// Behind a TLS-terminating proxy that forwards plain-http requests too: send them to the
    /// same path on the https origin (HSTS then keeps the browser there).
    pub fn redirect_to_https(&self, request: &HeaderMap, uri: &Uri) -> Option<Response> {
        let origin = self.https_origin.as_deref()?;
        let proto = request.get("x-forwarded-proto")?.as_bytes();
        if !proto.eq_ignore_ascii_case(b"http") {
            return None;
        }
        let target = uri.path_and_query().map_or("/", |p| p.as_str());
        let location = HeaderValue::from_str(&format!("{origin}{target}")).ok()?;
        let mut response = StatusCode::MOVED_PERMANENTLY.into_response();
        response.headers_mut().insert(header::LOCATION, location);
        Some(response)
    }
}

fn content_security_policy(settings: &Settings, head: &HeadScript) -> String {
    let mut script = vec!["'self'".to_string()];
    let mut connect = vec!["'self'".to_string()];
    let mut frame = Vec::new();
    // Any https image: the stock photos, Google avatars, and whatever URL a visitor types into the add form.
    let img = "'self' data: https:";
    if let Some(firebase) = &settings.firebase {
        script.extend(head.hash.clone());
        // signInWithPopup loads Google's iframe helper script and frames the auth domain.
        script.push("https://apis.google.com".into());
        connect.extend([
            "https://identitytoolkit.googleapis.com".to_string(),
            "https://securetoken.googleapis.com".to_string(),
        ]);
        frame.push(format!("https://{}", firebase.auth_domain));
        if let Some(host) = &firebase.emulator_host {
            connect.push(format!("http://{host}"));
            frame.push(format!("http://{host}"));
        }
    }
    let frame = if frame.is_empty() { "'none'".to_string() } else { frame.join(" ") };
    let mut policy = format!(
        "default-src 'none'; script-src {}; style-src 'self' 'unsafe-inline'; img-src {img}; font-src 'self'; \
         connect-src {}; frame-src {frame}; worker-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'self'; \
         object-src 'none'; frame-ancestors 'none'",
        script.join(" "),
        connect.join(" "),
    );
    if settings.https {
        policy.push_str("; upgrade-insecure-requests");
    }
    policy
}

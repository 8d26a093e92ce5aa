//! Security headers for every response (docs/decisions/0002-content-security-policy.md), and
//! the redirect to https behind a TLS-terminating proxy that forwards plain-http requests too.

use axum::http::{HeaderMap, HeaderName, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};

use crate::config::Settings;
use crate::error::StartupError;

#[derive(Clone, Debug)]
pub struct SecurityHeaders {
    headers: Vec<(HeaderName, HeaderValue)>,
    /// The https origin, when the site is served over HTTPS at one.
    https_origin: Option<String>,
}

impl SecurityHeaders {
    /// `style_hashes`: the CSP sources of the pages' inline stylesheets (the build lists them).
    pub fn new(settings: &Settings, style_hashes: &[String]) -> Result<Self, StartupError> {
        let csp = HeaderValue::from_str(&content_security_policy(settings, style_hashes))
            .map_err(|source| StartupError::Header(header::CONTENT_SECURITY_POLICY, source))?;
        let mut headers = vec![
            (header::CONTENT_SECURITY_POLICY, csp),
            (header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff")),
            (header::REFERRER_POLICY, HeaderValue::from_static("strict-origin-when-cross-origin")),
            (header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY")),
            // The Google sign-in popup must be able to message its opener.
            (
                HeaderName::from_static("cross-origin-opener-policy"),
                HeaderValue::from_static("same-origin-allow-popups"),
            ),
            (
                HeaderName::from_static("cross-origin-resource-policy"),
                HeaderValue::from_static("same-origin"),
            ),
            (
                HeaderName::from_static("permissions-policy"),
                HeaderValue::from_static("camera=(), microphone=(), geolocation=(), payment=(), usb=()"),
            ),
        ];
        if settings.https {
            headers.push((
                header::STRICT_TRANSPORT_SECURITY,
                HeaderValue::from_static("max-age=63072000; includeSubDomains"),
            ));
        }
        let https = settings.https && settings.public_url.starts_with("https://");
        Ok(SecurityHeaders { headers, https_origin: https.then(|| settings.public_url.clone()) })
    }

    pub fn apply(&self, headers: &mut HeaderMap) {
        for (name, value) in &self.headers {
            headers.insert(name.clone(), value.clone());
        }
    }

    /// A 301 to the same path on the https origin for requests the proxy marks
    /// `X-Forwarded-Proto: http` (HSTS then keeps the browser there).
    pub fn redirect(&self, request: &HeaderMap, uri: &Uri) -> Option<Response> {
        let origin = self.https_origin.as_deref()?;
        if !request.get("x-forwarded-proto")?.as_bytes().eq_ignore_ascii_case(b"http") {
            return None;
        }
        let target = uri.path_and_query().map_or("/", |p| p.as_str());
        let location = HeaderValue::from_str(&format!("{origin}{target}")).ok()?;
        let mut response = StatusCode::MOVED_PERMANENTLY.into_response();
        response.headers_mut().insert(header::LOCATION, location);
        Some(response)
    }
}

fn content_security_policy(settings: &Settings, style_hashes: &[String]) -> String {
    let style = ["'self'".to_string()].into_iter().chain(style_hashes.iter().cloned()).collect::<Vec<_>>();
    let mut script = vec!["'self'".to_string()];
    let mut connect = vec!["'self'".to_string()];
    let mut frame = Vec::new();
    if let Some(firebase) = &settings.firebase {
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
    // img-src takes any https host: a profession added by a visitor may name its picture anywhere.
    let mut policy = format!(
        "default-src 'none'; script-src {}; style-src {}; img-src 'self' data: https:; \
         font-src 'self'; connect-src {}; frame-src {frame}; worker-src 'self'; manifest-src 'self'; \
         base-uri 'none'; form-action 'self'; object-src 'none'; frame-ancestors 'none'",
        script.join(" "),
        style.join(" "),
        connect.join(" "),
    );
    if settings.https {
        policy.push_str("; upgrade-insecure-requests");
    }
    policy
}

//! Security headers for every response (docs/decisions/0002-content-security-policy.md), and
//! the redirect to https behind a TLS-terminating proxy that forwards plain-http requests too.

use axum::http::{HeaderMap, HeaderName, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};

use crate::config::Settings;
use crate::error::StartupError;

/// Sent with every response, besides the CSP (and HSTS over HTTPS).
const FIXED: [(&str, &str); 6] = [
    ("x-content-type-options", "nosniff"),
    ("referrer-policy", "strict-origin-when-cross-origin"),
    ("x-frame-options", "DENY"),
    // The Google sign-in popup must be able to message its opener.
    ("cross-origin-opener-policy", "same-origin-allow-popups"),
    ("cross-origin-resource-policy", "same-origin"),
    ("permissions-policy", PERMISSIONS_POLICY),
];

/// No page may use these features of the device…
const PERMISSIONS_POLICY: &str = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";
/// …but the pages the route table marks `camera` (the adviser's scanner on `/class`) may use
/// the camera, from this origin only; everything else stays off there too.
pub const PERMISSIONS_POLICY_WITH_CAMERA: &str =
    "camera=(self), microphone=(), geolocation=(), payment=(), usb=()";

#[derive(Clone, Debug, Default)]
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
        let hsts =
            settings.https.then_some(("strict-transport-security", "max-age=63072000; includeSubDomains"));
        let fixed = FIXED.into_iter().chain(hsts);
        let fixed =
            fixed.map(|(name, value)| (HeaderName::from_static(name), HeaderValue::from_static(value)));
        let headers = std::iter::once((header::CONTENT_SECURITY_POLICY, csp)).chain(fixed).collect();
        let https = settings.https && settings.public_url.starts_with("https://");
        Ok(SecurityHeaders { headers, https_origin: https.then(|| settings.public_url.clone()) })
    }

    pub fn apply(&self, headers: &mut HeaderMap) {
        // Pages and files come with them (`Representation::respond`).
        let missing = !headers.contains_key(header::CONTENT_SECURITY_POLICY);
        for (name, value) in self.headers.iter().filter(|_| missing) {
            headers.insert(name.clone(), value.clone());
        }
    }

    /// A 301 to the same path on the https origin for requests the proxy marks
    /// `X-Forwarded-Proto: http` (HSTS then keeps the browser there).
    pub fn redirect(&self, request: &HeaderMap, uri: &Uri) -> Option<Response> {
        let origin = self.https_origin.as_deref()?;
        request.get("x-forwarded-proto").filter(|proto| proto.as_bytes().eq_ignore_ascii_case(b"http"))?;
        let target = uri.path_and_query().map_or("/", |p| p.as_str());
        let location = HeaderValue::from_str(&format!("{origin}{target}")).ok()?;
        Some((StatusCode::MOVED_PERMANENTLY, [(header::LOCATION, location)]).into_response())
    }
}

fn content_security_policy(settings: &Settings, style_hashes: &[String]) -> String {
    let (mut script, mut connect, mut frame) = ("'self'".to_string(), "'self'".to_string(), String::new());
    if let Some(firebase) = &settings.firebase {
        // signInWithPopup loads Google's iframe helper script and frames the auth domain.
        script += " https://apis.google.com";
        connect += " https://identitytoolkit.googleapis.com https://securetoken.googleapis.com";
        frame = format!("https://{}", firebase.auth_domain);
        if let Some(host) = &firebase.emulator_host {
            connect += &format!(" http://{host}");
            frame += &format!(" http://{host}");
        }
    }
    let frame = if frame.is_empty() { "'none'" } else { &frame };
    let style: String = style_hashes.iter().map(|hash| format!(" {hash}")).collect();
    // img-src takes any https host: a profession added by a visitor may name its picture anywhere.
    let mut policy = format!(
        "default-src 'none'; script-src {script}; style-src 'self'{style}; img-src 'self' data: https:; \
         font-src 'self'; connect-src {connect}; frame-src {frame}; worker-src 'self'; manifest-src 'self'; \
         base-uri 'none'; form-action 'self'; object-src 'none'; frame-ancestors 'none'"
    );
    if settings.https {
        policy.push_str("; upgrade-insecure-requests");
    }
    policy
}

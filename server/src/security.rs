//! Security headers for every response (docs/decisions/0002-content-security-policy.md), and
//! the redirect to https behind a TLS-terminating proxy that forwards plain-http requests too.

use axum::http::{HeaderMap, HeaderName, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};

use crate::error::{AppError, StartupError};
use crate::settings::Settings;

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
const PERMISSIONS_POLICY_WITH_CAMERA: &str =
    "camera=(self), microphone=(), geolocation=(), payment=(), usb=()";

const HSTS: (&str, &str) = (
    "strict-transport-security",
    "max-age=63072000; includeSubDomains",
);

/// Marks a response that already carries its security headers (pages and files have them in
/// their heads, made at start-up): the finishing step leaves those alone and adds them to
/// every other response.
#[derive(Clone, Copy, Debug)]
pub struct WithSecurityHeaders;

#[derive(Clone, Debug)]
#[cfg_attr(test, derive(Default))]
pub struct SecurityHeaders {
    headers: Vec<(HeaderName, HeaderValue)>,
    /// The https origin to redirect plain-http requests to, when served over HTTPS.
    https_origin: Option<String>,
}

impl SecurityHeaders {
    /// `style_hashes`: the CSP sources of the pages' inline stylesheets (the build lists them).
    pub fn new(settings: &Settings, style_hashes: &[String]) -> Result<Self, StartupError> {
        let policy = content_security_policy(settings, style_hashes);
        let csp = HeaderValue::from_str(&policy)
            .map_err(|source| StartupError::Header(header::CONTENT_SECURITY_POLICY, source))?;
        let mut headers = vec![(header::CONTENT_SECURITY_POLICY, csp)];
        let hsts = settings.https.then_some(HSTS);
        for (name, value) in FIXED.into_iter().chain(hsts) {
            headers.push((
                HeaderName::from_static(name),
                HeaderValue::from_static(value),
            ));
        }
        // The command line refuses --https without an https public URL.
        let https_origin = settings.https.then(|| settings.public_url.clone());
        Ok(SecurityHeaders {
            headers,
            https_origin,
        })
    }

    /// The same headers for a page that may use the camera (`camera=(self)`).
    pub fn allowing_camera(&self) -> SecurityHeaders {
        let mut allowing = self.clone();
        for (name, value) in &mut allowing.headers {
            if name == "permissions-policy" {
                *value = HeaderValue::from_static(PERMISSIONS_POLICY_WITH_CAMERA);
            }
        }
        allowing
    }

    /// Adds every security header to `headers`, replacing any of the same name.
    pub fn add_to(&self, headers: &mut HeaderMap) {
        for (name, value) in &self.headers {
            headers.insert(name.clone(), value.clone());
        }
    }

    /// The finishing step's part: the security headers, unless the response already has them.
    pub fn apply(&self, response: &mut Response) {
        if response.extensions().get::<WithSecurityHeaders>().is_none() {
            self.add_to(response.headers_mut());
        }
    }

    /// A 301 to the same path on the https origin for requests the proxy marks
    /// `X-Forwarded-Proto: http` (HSTS then keeps the browser there).
    pub fn redirect(&self, request: &HeaderMap, uri: &Uri) -> Option<Response> {
        let origin = self.https_origin.as_deref()?;
        let proto = request.get("x-forwarded-proto")?;
        if !proto.as_bytes().eq_ignore_ascii_case(b"http") {
            return None;
        }
        let target = uri.path_and_query().map_or("/", |p| p.as_str());
        // A checked origin and a path hyper accepted are both valid header characters.
        let response = match HeaderValue::from_str(&format!("{origin}{target}")) {
            Ok(location) => (
                StatusCode::MOVED_PERMANENTLY,
                [(header::LOCATION, location)],
            )
                .into_response(),
            Err(error) => AppError::internal("making the https redirect", error).into_response(),
        };
        Some(response)
    }
}

fn content_security_policy(settings: &Settings, style_hashes: &[String]) -> String {
    let mut script = "'self'".to_string();
    let mut connect = "'self'".to_string();
    let mut frame = String::new();
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
        "default-src 'none'; script-src {script}; style-src 'self'{style}; \
         img-src 'self' data: https:; font-src 'self'; connect-src {connect}; \
         frame-src {frame}; worker-src 'self'; manifest-src 'self'; base-uri 'none'; \
         form-action 'self'; object-src 'none'; frame-ancestors 'none'"
    );
    if settings.https {
        policy.push_str("; upgrade-insecure-requests");
    }
    policy
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_camera_page_allows_the_camera_and_nothing_else_more() {
        let camera_off = PERMISSIONS_POLICY_WITH_CAMERA.replacen("camera=(self)", "camera=()", 1);
        assert_eq!(camera_off, PERMISSIONS_POLICY);
    }

    #[test]
    fn a_response_marked_keeps_its_own_headers_and_others_get_them_all() {
        let security = SecurityHeaders {
            headers: vec![(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"))],
            https_origin: None,
        };
        // A handler's own CSP does not stop the rest from being added.
        let mut own_csp = Response::new(axum::body::Body::empty());
        own_csp.headers_mut().insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static("x"),
        );
        security.apply(&mut own_csp);
        assert_eq!(own_csp.headers()[header::X_FRAME_OPTIONS], "DENY");

        let mut marked = Response::new(axum::body::Body::empty());
        marked.extensions_mut().insert(WithSecurityHeaders);
        security.apply(&mut marked);
        assert!(marked.headers().get(header::X_FRAME_OPTIONS).is_none());
    }
}

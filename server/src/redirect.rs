//! Behind a TLS-terminating proxy that forwards plain-http requests too: send them to the same
//! path on the https origin (HSTS then keeps the browser there).

use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};

use crate::config::Settings;

#[derive(Clone, Debug)]
pub struct HttpsRedirect {
    /// The https origin, when the site is served over HTTPS at one.
    origin: Option<String>,
}

impl HttpsRedirect {
    pub fn new(settings: &Settings) -> Self {
        let https = settings.https && settings.public_url.starts_with("https://");
        HttpsRedirect { origin: https.then(|| settings.public_url.clone()) }
    }

    /// A 301 for requests the proxy marks `X-Forwarded-Proto: http`.
    pub fn check(&self, request: &HeaderMap, uri: &Uri) -> Option<Response> {
        let origin = self.origin.as_deref()?;
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

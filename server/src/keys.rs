//! The X.509 certificates whose keys sign Firebase ID tokens, fetched from Google (or the URL
//! the settings name) and kept for as long as the response's `Cache-Control: max-age` allows.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::http::{HeaderMap, Uri, header};
use bytes::Bytes;
use http_body_util::{BodyExt, Empty, Limited};
use hyper_rustls::HttpsConnector;
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use rustls_pki_types::CertificateDer;
use rustls_pki_types::pem::PemObject;
use tokio::sync::Mutex;

use crate::error::{StartupError, chain};

/// How long a fetch of the certificates may take.
const FETCH_TIMEOUT: Duration = Duration::from_secs(5);
/// The certificate list is a few kilobytes; anything much larger is not it.
const MAX_RESPONSE_BYTES: usize = 256 * 1024;
/// Kept at least this long even if the answer says less, so a burst of sign-ins is one fetch.
const MIN_CACHE: Duration = Duration::from_secs(60);
/// After a failed fetch, wait this long before trying again (tokens are refused meanwhile).
const RETRY_AFTER: Duration = Duration::from_secs(10);

/// The published certificates by key id.
#[derive(Debug, Default)]
pub struct KeySet(HashMap<String, CertificateDer<'static>>);

impl KeySet {
    /// Parses Google's format: a JSON object from key id to PEM certificate. Entries that are
    /// not certificates webpki can read are left out.
    pub fn from_json(body: &[u8]) -> Option<Self> {
        let map: HashMap<String, String> = serde_json::from_slice(body).ok()?;
        let certs = map
            .into_iter()
            .filter_map(|(kid, pem)| {
                let der = CertificateDer::from_pem_slice(pem.as_bytes()).ok()?;
                webpki::EndEntityCert::try_from(&der).ok()?;
                Some((kid, der))
            })
            .collect();
        Some(KeySet(certs))
    }

    pub fn get(&self, kid: &str) -> Option<&CertificateDer<'static>> {
        self.0.get(kid)
    }
}

/// Why the keys could not be had. Logged with its whole cause chain (DNS, connect, TLS,
/// timeout…), never sent to a client: a token that can't be checked is just refused.
#[derive(Debug, thiserror::Error)]
pub enum FetchError {
    #[error("request failed")]
    Request(#[source] hyper_util::client::legacy::Error),
    #[error("no answer within {0:?}")]
    TimedOut(Duration),
    #[error("status {0}, not 2xx")]
    Status(axum::http::StatusCode),
    #[error("body unreadable or over {MAX_RESPONSE_BYTES} bytes")]
    Body(#[source] Box<dyn std::error::Error + Send + Sync>),
    #[error("not a JSON map of certificates")]
    NotKeys,
}

struct Cached {
    keys: Option<Arc<KeySet>>,
    fresh_until: Option<Instant>,
}

pub struct KeyCache {
    url: Uri,
    client: Client<HttpsConnector<HttpConnector>, Empty<Bytes>>,
    cached: Mutex<Cached>,
}

impl KeyCache {
    pub fn new(url: &str) -> Result<Self, StartupError> {
        let url: Uri =
            url.parse().map_err(|source| StartupError::KeysUrl { url: url.to_string(), source })?;
        let https = hyper_rustls::HttpsConnectorBuilder::new()
            .with_webpki_roots()
            .https_or_http()
            .enable_http1()
            .build();
        let client = Client::builder(TokioExecutor::new()).build(https);
        Ok(KeyCache { url, client, cached: Mutex::new(Cached { keys: None, fresh_until: None }) })
    }

    /// The current keys, fetched again once their max-age has passed. Concurrent callers wait
    /// for one fetch. `None` when the keys can't be had: every signed token is then refused.
    pub async fn current(&self) -> Option<Arc<KeySet>> {
        let mut cached = self.cached.lock().await;
        let now = Instant::now();
        if cached.fresh_until.is_some_and(|until| now < until) {
            return cached.keys.clone();
        }
        let fetched = tokio::time::timeout(FETCH_TIMEOUT, self.fetch())
            .await
            .unwrap_or(Err(FetchError::TimedOut(FETCH_TIMEOUT)));
        match fetched {
            Ok((keys, max_age)) => {
                tracing::info!(
                    keys = keys.0.len(),
                    max_age = max_age.as_secs(),
                    "token signing keys fetched"
                );
                cached.keys = Some(Arc::new(keys));
                cached.fresh_until = Some(now + max_age.max(MIN_CACHE));
            }
            Err(error) => {
                tracing::warn!(url = %self.url, error = chain(&error), "token signing keys unavailable");
                *cached = Cached { keys: None, fresh_until: Some(now + RETRY_AFTER) };
            }
        }
        cached.keys.clone()
    }

    async fn fetch(&self) -> Result<(KeySet, Duration), FetchError> {
        let response = self.client.get(self.url.clone()).await.map_err(FetchError::Request)?;
        if !response.status().is_success() {
            return Err(FetchError::Status(response.status()));
        }
        let max_age = max_age(response.headers()).unwrap_or(Duration::ZERO);
        let body = Limited::new(response.into_body(), MAX_RESPONSE_BYTES)
            .collect()
            .await
            .map_err(FetchError::Body)?
            .to_bytes();
        let keys = KeySet::from_json(&body).ok_or(FetchError::NotKeys)?;
        Ok((keys, max_age))
    }
}

/// `Cache-Control: max-age=N` of a response.
pub fn max_age(headers: &HeaderMap) -> Option<Duration> {
    headers
        .get_all(header::CACHE_CONTROL)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .find_map(|directive| {
            let (name, value) = directive.trim().split_once('=')?;
            if name.trim().eq_ignore_ascii_case("max-age") {
                value.trim().trim_matches('"').parse::<u64>().ok().map(Duration::from_secs)
            } else {
                None
            }
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn reads_max_age_among_other_directives() {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::CACHE_CONTROL,
            HeaderValue::from_static("public, max-age=19316, must-revalidate, no-transform"),
        );
        assert_eq!(max_age(&headers), Some(Duration::from_secs(19316)));
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
        assert_eq!(max_age(&headers), None);
    }

    #[tokio::test]
    async fn a_failed_fetch_says_why() {
        // Nothing listens on port 9 (discard) here: the cause is the refused connection.
        let cache = KeyCache::new("http://127.0.0.1:9/keys").unwrap();
        let error = cache.fetch().await.unwrap_err();
        let text = chain(&error);
        assert!(text.starts_with("request failed: "), "{text}");
        assert!(text.to_lowercase().contains("connect"), "{text}");
        let cache = KeyCache::new("http://no-such-host.invalid/keys").unwrap();
        let text = chain(&cache.fetch().await.unwrap_err());
        assert!(text.to_lowercase().contains("dns"), "{text}");
    }

    #[test]
    fn a_key_set_is_a_json_map_of_certificates() {
        assert!(KeySet::from_json(b"[]").is_none());
        let keys = KeySet::from_json(br#"{"abc": "not a certificate"}"#).unwrap();
        assert!(keys.get("abc").is_none());
    }
}

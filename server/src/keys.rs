//! The keys that sign ID tokens: the provider's JSON Web Key Set, found through the issuer's
//! OpenID configuration (`jwks_uri`), kept as long as the key set's `Cache-Control: max-age`
//! allows. A failed refresh keeps the last good keys and is retried after a growing pause.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use axum::http::{HeaderMap, Uri, header};
use bytes::Bytes;
use http_body_util::{BodyExt, Empty, Limited};
use hyper_rustls::HttpsConnector;
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use jsonwebtoken::DecodingKey;
use jsonwebtoken::jwk::{AlgorithmParameters, JwkSet};
use serde::Deserialize;
use tokio::sync::Mutex;

use crate::error::chain;

/// How long a fetch (the configuration and the key set) may take.
const FETCH_TIMEOUT: Duration = Duration::from_secs(5);
/// Both documents are a few kilobytes; anything much larger is not them.
const MAX_RESPONSE_BYTES: usize = 256 * 1024;
/// Keys are fetched at most this often: the floor under a tiny max-age, and the pace at which
/// tokens naming a key we don't have (the provider rotated early) can make us look again.
const MIN_REFETCH: Duration = Duration::from_secs(1);
/// After failures the next try waits 1 s, 2 s, 4 s… up to this; the last good keys stay in use.
const MAX_BACKOFF: Duration = Duration::from_secs(60);

#[derive(Deserialize)]
struct OpenIdConfiguration {
    issuer: String,
    jwks_uri: String,
}

/// Why the keys could not be had. Logged with its whole cause chain (DNS, connect, TLS,
/// timeout…), never sent to a client: a token that can't be checked is just refused.
#[derive(Debug, thiserror::Error)]
pub enum FetchError {
    #[error("request for {0} failed")]
    Request(Uri, #[source] hyper_util::client::legacy::Error),
    #[error("no answer within {0:?}")]
    TimedOut(Duration),
    #[error("{0} answered {1}, not 2xx")]
    Status(Uri, axum::http::StatusCode),
    #[error("body of {0} unreadable or over {MAX_RESPONSE_BYTES} bytes")]
    Body(Uri, #[source] Box<dyn std::error::Error + Send + Sync>),
    #[error("{0} is not the JSON expected")]
    Json(Uri, #[source] serde_json::Error),
    #[error("the OpenID configuration is for issuer {0:?}")]
    Issuer(String),
    #[error("jwks_uri {0:?} is not an https:// URL")]
    JwksUri(String),
}

#[derive(Default)]
struct Cached {
    keys: HashMap<String, DecodingKey>,
    fresh_until: Option<Instant>,
    next_try: Option<Instant>,
    failures: u32,
}

pub struct KeyCache {
    config_url: Uri,
    issuer: String,
    client: Client<HttpsConnector<HttpConnector>, Empty<Bytes>>,
    cached: Mutex<Cached>,
}

impl KeyCache {
    /// `config_url` was validated with the settings; `issuer` is what its document must name.
    pub fn new(config_url: &str, issuer: &str) -> Self {
        let https = hyper_rustls::HttpsConnectorBuilder::new()
            .with_webpki_roots()
            .https_or_http()
            .enable_http1()
            .build();
        KeyCache {
            config_url: config_url.parse().unwrap_or_default(),
            issuer: issuer.to_string(),
            client: Client::builder(TokioExecutor::new()).build(https),
            cached: Mutex::new(Cached::default()),
        }
    }

    /// The key `kid` names, fetching the set again when it is stale or lacks that key (and a
    /// fetch is due). Concurrent callers wait for one fetch.
    pub async fn key(&self, kid: &str) -> Option<DecodingKey> {
        let mut cached = self.cached.lock().await;
        let now = Instant::now();
        let wanted = !cached.keys.contains_key(kid) || cached.fresh_until.is_none_or(|t| now >= t);
        if wanted && cached.next_try.is_none_or(|t| now >= t) {
            let fetched = tokio::time::timeout(FETCH_TIMEOUT, self.fetch())
                .await
                .unwrap_or(Err(FetchError::TimedOut(FETCH_TIMEOUT)));
            match fetched {
                Ok((keys, max_age)) => {
                    tracing::info!(
                        keys = keys.len(),
                        max_age = max_age.as_secs(),
                        "token signing keys fetched"
                    );
                    *cached = Cached {
                        keys,
                        fresh_until: Some(now + max_age.max(MIN_REFETCH)),
                        next_try: Some(now + MIN_REFETCH),
                        failures: 0,
                    };
                }
                Err(error) => {
                    cached.failures += 1;
                    let pause = MIN_REFETCH.saturating_mul(1 << cached.failures.min(16)) / 2;
                    let pause = pause.min(MAX_BACKOFF);
                    cached.next_try = Some(now + pause);
                    tracing::warn!(url = %self.config_url, error = chain(&error), kept = cached.keys.len(),
                        retry_in = pause.as_secs(), "token signing keys unavailable");
                }
            }
        }
        cached.keys.get(kid).cloned()
    }

    async fn fetch(&self) -> Result<(HashMap<String, DecodingKey>, Duration), FetchError> {
        let (body, _) = self.get(&self.config_url).await?;
        let config: OpenIdConfiguration =
            serde_json::from_slice(&body).map_err(|e| FetchError::Json(self.config_url.clone(), e))?;
        if config.issuer != self.issuer {
            return Err(FetchError::Issuer(config.issuer));
        }
        let jwks_uri = crate::config::keys_url(&config.jwks_uri)
            .ok()
            .and_then(|uri| uri.parse::<Uri>().ok())
            .ok_or(FetchError::JwksUri(config.jwks_uri))?;
        let (body, headers) = self.get(&jwks_uri).await?;
        let set: JwkSet = serde_json::from_slice(&body).map_err(|e| FetchError::Json(jwks_uri, e))?;
        Ok((signing_keys(&set), max_age(&headers).unwrap_or(Duration::ZERO)))
    }

    async fn get(&self, uri: &Uri) -> Result<(Bytes, HeaderMap), FetchError> {
        let response = self.client.get(uri.clone()).await.map_err(|e| FetchError::Request(uri.clone(), e))?;
        if !response.status().is_success() {
            return Err(FetchError::Status(uri.clone(), response.status()));
        }
        let (parts, body) = response.into_parts();
        let body = Limited::new(body, MAX_RESPONSE_BYTES).collect().await;
        Ok((body.map_err(|e| FetchError::Body(uri.clone(), e))?.to_bytes(), parts.headers))
    }
}

/// The set's RSA keys by key id; others (and keys without an id) can't sign a Firebase token.
fn signing_keys(set: &JwkSet) -> HashMap<String, DecodingKey> {
    let rsa = set.keys.iter().filter(|jwk| matches!(jwk.algorithm, AlgorithmParameters::RSA(_)));
    rsa.filter_map(|jwk| Some((jwk.common.key_id.clone()?, DecodingKey::from_jwk(jwk).ok()?))).collect()
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
        let cache = KeyCache::new("http://127.0.0.1:9/keys", "x");
        let text = chain(&cache.fetch().await.unwrap_err());
        assert!(text.starts_with("request for http://127.0.0.1:9/keys failed: "), "{text}");
        assert!(text.to_lowercase().contains("connect"), "{text}");
        let cache = KeyCache::new("http://no-such-host.invalid/keys", "x");
        let text = chain(&cache.fetch().await.unwrap_err());
        assert!(text.to_lowercase().contains("dns"), "{text}");
    }

    #[test]
    fn only_rsa_keys_with_an_id_are_kept() {
        let set: JwkSet = serde_json::from_value(serde_json::json!({ "keys": [
            { "kty": "RSA", "kid": "a", "n": "sXch", "e": "AQAB", "alg": "RS256", "use": "sig" },
            { "kty": "RSA", "n": "sXch", "e": "AQAB" },
            { "kty": "oct", "kid": "b", "k": "c2VjcmV0" },
        ]}))
        .unwrap();
        let keys = signing_keys(&set);
        assert_eq!(keys.keys().collect::<Vec<_>>(), ["a"]);
    }
}

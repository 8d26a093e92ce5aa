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
use serde::de::DeserializeOwned;
use tokio::sync::Mutex;

use crate::error::chain;

/// How long a fetch (the configuration and the key set) may take.
const FETCH_TIMEOUT: Duration = Duration::from_secs(5);
/// Both documents are a few kilobytes.
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
            let fetched = tokio::time::timeout(FETCH_TIMEOUT, self.fetch()).await;
            let fetched = fetched.unwrap_or_else(|_| Err(format!("no answer within {FETCH_TIMEOUT:?}")));
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
                    tracing::warn!(url = %self.config_url, error, kept = cached.keys.len(),
                        retry_in = pause.as_secs(), "token signing keys unavailable");
                }
            }
        }
        cached.keys.get(kid).cloned()
    }

    /// Both documents; an error says why with its whole cause chain (DNS, connect, TLS…), for
    /// the log only: a token that can't be checked is just refused.
    async fn fetch(&self) -> Result<(HashMap<String, DecodingKey>, Duration), String> {
        let config: OpenIdConfiguration = self.get(&self.config_url).await?.0;
        if config.issuer != self.issuer {
            return Err(format!("the OpenID configuration is for issuer {:?}", config.issuer));
        }
        let jwks_uri = crate::config::keys_url(&config.jwks_uri).ok().and_then(|uri| uri.parse().ok());
        let jwks_uri: Uri = jwks_uri.ok_or_else(|| format!("jwks_uri {:?} is not https", config.jwks_uri))?;
        let (set, headers): (JwkSet, _) = self.get(&jwks_uri).await?;
        Ok((signing_keys(&set), max_age(&headers).unwrap_or(Duration::ZERO)))
    }

    async fn get<T: DeserializeOwned>(&self, uri: &Uri) -> Result<(T, HeaderMap), String> {
        let failed = |what: &str, error: &dyn std::error::Error| format!("{uri}: {what}: {}", chain(error));
        let response = self.client.get(uri.clone()).await.map_err(|e| failed("request failed", &e))?;
        if !response.status().is_success() {
            return Err(format!("{uri}: status {}", response.status()));
        }
        let (parts, body) = response.into_parts();
        let body = Limited::new(body, MAX_RESPONSE_BYTES).collect().await;
        let body = body.map_err(|e| failed("body unreadable or too long", &*e))?.to_bytes();
        Ok((serde_json::from_slice(&body).map_err(|e| failed("not the JSON expected", &e))?, parts.headers))
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
        let text = cache.fetch().await.unwrap_err();
        assert!(text.starts_with("http://127.0.0.1:9/keys: request failed: "), "{text}");
        assert!(text.to_lowercase().contains("connect"), "{text}");
        let cache = KeyCache::new("http://no-such-host.invalid/keys", "x");
        let text = cache.fetch().await.unwrap_err();
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

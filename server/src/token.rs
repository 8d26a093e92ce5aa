//! Firebase ID token verification (docs/decisions/0003-token-sync.md): the RS256 signature is
//! jsonwebtoken's, the claim rules Firebase's, for signed and emulator tokens alike; the
//! emulator's unsigned tokens (`alg: none`) pass only when an emulator is configured. The keys
//! are the issuer's JSON Web Key Set (its OpenID configuration's `jwks_uri`), kept as long as
//! its `Cache-Control: max-age` allows; a failed refresh keeps the last good keys.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use axum::http::{HeaderMap, StatusCode, Uri, header};
use bytes::Bytes;
use http_body_util::{BodyExt, Empty, Limited};
use hyper_rustls::{HttpsConnector, HttpsConnectorBuilder};
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use jsonwebtoken::errors::ErrorKind;
use jsonwebtoken::jwk::{AlgorithmParameters, JwkSet};
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use tokio::sync::Mutex;

use crate::error::chain;
use crate::firebase;

/// A token longer than this could not be kept in a cookie anyway.
pub const MAX_TOKEN_LEN: usize = 3800;
/// Clocks differ a little: a token issued this many seconds "in the future" still counts as issued.
pub const CLOCK_SKEW_SECS: u64 = 60;
pub const MAX_SUB_CHARS: usize = 128;

/// Why a token was refused; logged, never sent to the client.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rejection {
    Malformed,
    Algorithm,
    UnknownKey,
    Signature,
    Audience,
    Issuer,
    Expired,
    IssuedInFuture,
    AuthTimeInFuture,
    Subject,
}

/// Whose token it is; serialized, what `GET /api/auth/session` answers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Identity {
    pub uid: String,
    pub email: Option<String>,
    /// `exp`, seconds since the epoch.
    pub expires_at: u64,
}

#[derive(Deserialize)]
struct Claims {
    aud: String,
    iss: String,
    sub: String,
    exp: u64,
    iat: u64,
    auth_time: u64,
    email: Option<String>,
}

pub struct Verifier {
    project_id: String,
    issuer: String,
    /// Only with an Auth emulator configured.
    accept_unsigned: bool,
    /// The signature and algorithm only: the claims are checked in [`Verifier::verify`].
    signature: Validation,
    keys: KeyCache,
}

impl Verifier {
    /// `openid_config` (checked by the command line) names the keys.
    pub fn new(project_id: &str, accept_unsigned: bool, openid_config: Uri) -> Self {
        let mut signature = Validation::new(Algorithm::RS256);
        // Only the signature here: `verify` checks the claims by Firebase's rules.
        signature.required_spec_claims.clear();
        signature.validate_exp = false;
        signature.validate_aud = false;
        let issuer = firebase::issuer(project_id);
        Verifier {
            project_id: project_id.to_string(),
            keys: KeyCache::new(openid_config, &issuer),
            issuer,
            accept_unsigned,
            signature,
        }
    }

    /// Checks the header (trusting nothing in it), the signature and the claims at time `now`
    /// (epoch seconds). The keys are fetched only for a token that could be signed with one.
    pub async fn verify(&self, token: &str, now: u64) -> Result<Identity, Rejection> {
        if token.len() > MAX_TOKEN_LEN {
            return Err(Rejection::Malformed);
        }
        let claims: Claims = match jsonwebtoken::decode_header(token) {
            Ok(header) if header.alg == Algorithm::RS256 => {
                let kid = header.kid.ok_or(Rejection::UnknownKey)?;
                let key = self.keys.key(&kid).await.ok_or(Rejection::UnknownKey)?;
                jsonwebtoken::decode(token, &key, &self.signature)
                    .map_err(|e| match e.kind() {
                        ErrorKind::InvalidSignature => Rejection::Signature,
                        ErrorKind::InvalidAlgorithm => Rejection::Algorithm,
                        _ => Rejection::Malformed,
                    })?
                    .claims
            }
            // Unsigned means unsigned: no signature after the last dot.
            Err(_) if says_none(token)? && self.accept_unsigned && token.ends_with('.') => {
                jsonwebtoken::dangerous::insecure_decode_claims(token)
                    .map_err(|_| Rejection::Malformed)?
            }
            _ => return Err(Rejection::Algorithm),
        };
        // Firebase's rules, in order: the first one broken is the reason.
        let rules = [
            (claims.aud == self.project_id, Rejection::Audience),
            (claims.iss == self.issuer, Rejection::Issuer),
            (claims.exp > now, Rejection::Expired),
            (
                claims.iat <= now + CLOCK_SKEW_SECS,
                Rejection::IssuedInFuture,
            ),
            (
                claims.auth_time <= now + CLOCK_SKEW_SECS,
                Rejection::AuthTimeInFuture,
            ),
            (
                (1..=MAX_SUB_CHARS).contains(&claims.sub.chars().count()),
                Rejection::Subject,
            ),
        ];
        if let Some(&(_, broken)) = rules.iter().find(|(kept, _)| !kept) {
            return Err(broken);
        }
        Ok(Identity {
            uid: claims.sub,
            email: claims.email,
            expires_at: claims.exp,
        })
    }
}

/// Whether the header names `alg: none` (the emulator's tokens), which jsonwebtoken cannot read.
fn says_none(token: &str) -> Result<bool, Rejection> {
    let first = token.split('.').next().unwrap_or_default();
    let json = base64::Engine::decode(&base64::engine::general_purpose::URL_SAFE_NO_PAD, first);
    let header = json
        .ok()
        .and_then(|json| serde_json::from_slice::<serde_json::Value>(&json).ok());
    header
        .map(|header| header["alg"] == "none")
        .ok_or(Rejection::Malformed)
}

/// How long a fetch (the configuration and the key set) may take.
const FETCH_TIMEOUT: Duration = Duration::from_secs(5);
/// Both documents are a few kilobytes.
const MAX_RESPONSE_BYTES: usize = 256 * 1024;
/// Keys are fetched at most this often: the floor under a tiny max-age, and the pace at which
/// tokens naming a key we don't have (the provider rotated early) can make us look again.
const MIN_REFETCH: Duration = Duration::from_secs(1);
/// After failures the next try waits 1 s, 2 s, 4 s… up to this; the last good keys stay in use.
const MAX_BACKOFF: Duration = Duration::from_secs(60);

/// Why the signing keys could not be fetched, with the cause chain (DNS, connect, TLS…) kept,
/// for the log only: a token that can't be checked is just refused.
#[derive(Debug, thiserror::Error)]
enum KeysError {
    #[error("no answer within {0:?}")]
    Timeout(Duration),
    #[error("{0}: request failed")]
    Request(Uri, #[source] hyper_util::client::legacy::Error),
    #[error("{0}: status {1}")]
    Status(Uri, StatusCode),
    #[error("{0}: body unreadable or too long")]
    Body(Uri, #[source] Box<dyn std::error::Error + Send + Sync>),
    #[error("{0}: not the JSON expected")]
    Json(Uri, #[source] serde_json::Error),
    #[error("the OpenID configuration is for issuer {0:?}")]
    Issuer(String),
    #[error("jwks_uri {0:?} {1}")]
    KeysUrl(String, String),
}

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
    /// `config_url` was checked by the command line; `issuer` is what its document must name.
    pub fn new(config_url: Uri, issuer: &str) -> Self {
        let https = HttpsConnectorBuilder::new()
            .with_webpki_roots()
            .https_or_http()
            .enable_http1()
            .build();
        KeyCache {
            config_url,
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
            let fetched = fetched.unwrap_or(Err(KeysError::Timeout(FETCH_TIMEOUT)));
            match fetched {
                Ok((keys, max_age)) => {
                    let fresh_until = Some(now + max_age.max(MIN_REFETCH));
                    *cached = Cached {
                        keys,
                        fresh_until,
                        next_try: Some(now + MIN_REFETCH),
                        failures: 0,
                    };
                }
                Err(error) => {
                    cached.failures += 1;
                    let pause = MIN_REFETCH.saturating_mul(1 << cached.failures.min(16)) / 2;
                    let pause = pause.min(MAX_BACKOFF);
                    cached.next_try = Some(now + pause);
                    tracing::warn!(url = %self.config_url, error = chain(&error),
                        kept = cached.keys.len(), retry_in = pause.as_secs(),
                        "token signing keys unavailable");
                }
            }
        }
        cached.keys.get(kid).cloned()
    }

    /// Both documents.
    async fn fetch(&self) -> Result<(HashMap<String, DecodingKey>, Duration), KeysError> {
        let config: OpenIdConfiguration = self.get(&self.config_url).await?.0;
        if config.issuer != self.issuer {
            return Err(KeysError::Issuer(config.issuer));
        }
        let jwks_uri = firebase::keys_url(&config.jwks_uri)
            .map_err(|why| KeysError::KeysUrl(config.jwks_uri, why))?;
        let (set, headers): (JwkSet, _) = self.get(&jwks_uri).await?;
        let keys = signing_keys(&set);
        // No max-age: fetched again at the next token (at most every MIN_REFETCH).
        let max_age = max_age(&headers).unwrap_or(Duration::ZERO);
        tracing::info!(
            keys = keys.len(),
            max_age = max_age.as_secs(),
            "token signing keys fetched"
        );
        Ok((keys, max_age))
    }

    async fn get<T: DeserializeOwned>(&self, uri: &Uri) -> Result<(T, HeaderMap), KeysError> {
        let response = self
            .client
            .get(uri.clone())
            .await
            .map_err(|e| KeysError::Request(uri.clone(), e))?;
        if !response.status().is_success() {
            return Err(KeysError::Status(uri.clone(), response.status()));
        }
        let (parts, body) = response.into_parts();
        let body = Limited::new(body, MAX_RESPONSE_BYTES).collect().await;
        let body = body
            .map_err(|e| KeysError::Body(uri.clone(), e))?
            .to_bytes();
        let json = serde_json::from_slice(&body).map_err(|e| KeysError::Json(uri.clone(), e))?;
        Ok((json, parts.headers))
    }
}

/// The set's RSA keys by key id; others (and keys without an id) can't sign a Firebase token.
fn signing_keys(set: &JwkSet) -> HashMap<String, DecodingKey> {
    let rsa = set
        .keys
        .iter()
        .filter(|jwk| matches!(jwk.algorithm, AlgorithmParameters::RSA(_)));
    rsa.filter_map(|jwk| Some((jwk.common.key_id.clone()?, DecodingKey::from_jwk(jwk).ok()?)))
        .collect()
}

/// `Cache-Control: max-age=N` of a response.
pub fn max_age(headers: &HeaderMap) -> Option<Duration> {
    let values = headers
        .get_all(header::CACHE_CONTROL)
        .iter()
        .filter_map(|v| v.to_str().ok());
    values.flat_map(|v| v.split(',')).find_map(|directive| {
        let (name, value) = directive.trim().split_once('=')?;
        if !name.trim().eq_ignore_ascii_case("max-age") {
            return None;
        }
        let secs = value.trim().trim_matches('"').parse::<u64>().ok()?;
        Some(Duration::from_secs(secs))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use base64::Engine as _;
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;

    const NOW: u64 = 1_800_000_000;

    fn unsigned(claims: serde_json::Value) -> String {
        let header = URL_SAFE_NO_PAD.encode(br#"{"alg":"none","typ":"JWT"}"#);
        format!("{header}.{}.", URL_SAFE_NO_PAD.encode(claims.to_string()))
    }

    fn claims() -> serde_json::Value {
        serde_json::json!({
            "iss": "https://securetoken.google.com/demo-stezhka",
            "aud": "demo-stezhka",
            "sub": "user-1",
            "user_id": "user-1",
            "email": "student@example.com",
            "iat": NOW - 10,
            "auth_time": NOW - 10,
            "exp": NOW + 3590,
        })
    }

    /// No key set: these tokens are unsigned or malformed.
    fn verifier(emulator: bool) -> Verifier {
        Verifier::new(
            "demo-stezhka",
            emulator,
            Uri::from_static("http://127.0.0.1:9/none"),
        )
    }

    async fn check(verifier: &Verifier, token: &str) -> Result<Identity, Rejection> {
        verifier.verify(token, NOW).await
    }

    #[tokio::test]
    async fn unsigned_tokens_pass_only_with_an_emulator() {
        let token = unsigned(claims());
        let emulator = verifier(true);
        let identity = check(&emulator, &token).await.unwrap();
        assert_eq!(identity.uid, "user-1");
        assert_eq!(identity.email.as_deref(), Some("student@example.com"));
        assert_eq!(identity.expires_at, NOW + 3590);
        assert_eq!(
            check(&verifier(false), &token).await,
            Err(Rejection::Algorithm)
        );
        // Unsigned means unsigned: a "none" token carrying a signature is not one.
        assert_eq!(
            check(&emulator, &format!("{token}c2ln")).await,
            Err(Rejection::Algorithm)
        );
    }

    #[tokio::test]
    async fn every_claim_is_checked() {
        let emulator = &verifier(true);
        let with = |key: &str, value: serde_json::Value| {
            let mut c = claims();
            c[key] = value;
            async move { check(emulator, &unsigned(c)).await }
        };
        assert_eq!(with("aud", "other".into()).await, Err(Rejection::Audience));
        assert_eq!(
            with("aud", serde_json::json!(["demo-stezhka"])).await,
            Err(Rejection::Malformed)
        );
        assert_eq!(
            with("iss", "https://securetoken.google.com/other".into()).await,
            Err(Rejection::Issuer)
        );
        assert_eq!(with("exp", NOW.into()).await, Err(Rejection::Expired));
        assert_eq!(
            with("iat", (NOW + 3600).into()).await,
            Err(Rejection::IssuedInFuture)
        );
        assert!(
            with("iat", (NOW + 5).into()).await.is_ok(),
            "a few seconds of clock skew are fine"
        );
        assert_eq!(
            with("auth_time", (NOW + 3600).into()).await,
            Err(Rejection::AuthTimeInFuture)
        );
        assert_eq!(with("sub", "".into()).await, Err(Rejection::Subject));
        assert_eq!(
            with("sub", "x".repeat(129).into()).await,
            Err(Rejection::Subject)
        );
        assert!(with("sub", "x".repeat(128).into()).await.is_ok());
        let mut missing = claims();
        missing.as_object_mut().unwrap().remove("auth_time");
        assert_eq!(
            check(emulator, &unsigned(missing)).await,
            Err(Rejection::Malformed)
        );
    }

    #[tokio::test]
    async fn refuses_malformed_tokens() {
        let emulator = verifier(true);
        for bad in [
            "",
            "a.b",
            "a.b.c.d",
            "!!.!!.",
            &"a".repeat(MAX_TOKEN_LEN + 1),
        ] {
            assert_eq!(
                check(&emulator, bad).await.unwrap_err(),
                Rejection::Malformed,
                "{bad}"
            );
        }
    }
}

#[cfg(test)]
mod keys_tests {
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
        let cache = KeyCache::new(Uri::from_static("http://127.0.0.1:9/keys"), "x");
        let error = cache.fetch().await.unwrap_err();
        // The causes are kept as errors, not flattened into the message.
        assert_eq!(error.to_string(), "http://127.0.0.1:9/keys: request failed");
        let text = chain(&error);
        assert!(text.to_lowercase().contains("connect"), "{text}");
        let cache = KeyCache::new(Uri::from_static("http://no-such-host.invalid/keys"), "x");
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

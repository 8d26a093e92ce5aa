//! Token sync with keys the test makes and serves (an OpenID configuration and a JSON Web Key
//! Set) in place of Google's: a valid token is
//! accepted and kept in the cookie; every kind of bad token is a bare 401.

use std::io::{Read, Write};
use std::net::TcpListener;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use rsa::pkcs1v15::SigningKey;
use rsa::sha2::Sha256;
use rsa::signature::{SignatureEncoding, Signer};
use rsa::traits::PublicKeyParts;
use serde_json::{Value, json};

use crate::helpers::{PROJECT, RawResponse, TestApp, production, request, spawn};
use stezhka::session::SESSION_PATH;

pub const KID: &str = "test-key-1";
pub const KID_2: &str = "test-key-2";

/// A signing key and its public half as a JSON Web Key.
pub struct Key {
    signer: SigningKey<Sha256>,
    pub jwk: Value,
}

impl Key {
    fn new(kid: &str) -> Self {
        let key = rsa::RsaPrivateKey::new(&mut rand::thread_rng(), 2048).expect("RSA key");
        let b64 = |n: &rsa::BigUint| URL_SAFE_NO_PAD.encode(n.to_bytes_be());
        let jwk = json!({ "kty": "RSA", "alg": "RS256", "use": "sig", "kid": kid, "n": b64(key.n()), "e": b64(key.e()) });
        Key {
            signer: SigningKey::<Sha256>::new(key),
            jwk,
        }
    }
}

/// The test's stand-ins for Google's two signing keys.
pub fn keys() -> &'static [Key; 2] {
    static KEYS: OnceLock<[Key; 2]> = OnceLock::new();
    KEYS.get_or_init(|| [Key::new(KID), Key::new(KID_2)])
}

/// A key set of the given keys, as the provider publishes it.
pub fn key_set(keys: &[&Key]) -> String {
    json!({ "keys": keys.iter().map(|k| k.jwk.clone()).collect::<Vec<_>>() }).to_string()
}

/// A stand-in for the provider: its OpenID configuration and key set (`None`: it answers 500),
/// which a test may change while the app runs; key-set fetches are counted.
pub struct KeyServer {
    pub config_url: String,
    pub fetches: Arc<AtomicUsize>,
    pub key_set: Arc<Mutex<Option<String>>>,
}

/// Serves `key_set` with `Cache-Control: max-age=<max_age>`, after `delay`.
pub fn serve_keys(key_set: String, max_age: u64, delay: Duration) -> KeyServer {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind keys server");
    let origin = format!("http://{}", listener.local_addr().unwrap());
    let config = json!({
        "issuer": format!("https://securetoken.google.com/{PROJECT}"),
        "jwks_uri": format!("{origin}/service_accounts/v1/jwk/securetoken"),
    })
    .to_string();
    let server = KeyServer {
        config_url: format!("{origin}/{PROJECT}/.well-known/openid-configuration"),
        fetches: Arc::new(AtomicUsize::new(0)),
        key_set: Arc::new(Mutex::new(Some(key_set))),
    };
    let (fetches, key_set) = (server.fetches.clone(), server.key_set.clone());
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut buf = [0u8; 4096];
            let n = stream.read(&mut buf).unwrap_or(0);
            let (status, body) = if buf[..n].starts_with(b"GET /service_accounts/") {
                fetches.fetch_add(1, Ordering::SeqCst);
                std::thread::sleep(delay);
                match key_set.lock().unwrap().clone() {
                    Some(body) => ("200 OK", body),
                    None => ("500 Internal Server Error", "{}".to_string()),
                }
            } else {
                ("200 OK", config.clone())
            };
            let response = format!(
                "HTTP/1.1 {status}\r\nContent-Type: application/json; charset=UTF-8\r\n\
                 Cache-Control: public, max-age={max_age}, must-revalidate, no-transform\r\n\
                 Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
                body.len()
            );
            let _ = stream.write_all(response.as_bytes());
        }
    });
    server
}

/// The key server of the shared app: the first key, for an hour.
pub fn issuer() -> &'static KeyServer {
    static SERVER: OnceLock<KeyServer> = OnceLock::new();
    SERVER.get_or_init(|| serve_keys(key_set(&[&keys()[0]]), 3600, Duration::ZERO))
}

pub fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs()
}

/// Claims as Firebase issues them, a few seconds old.
pub fn claims() -> Value {
    let now = now();
    json!({
        "iss": format!("https://securetoken.google.com/{PROJECT}"),
        "aud": PROJECT,
        "auth_time": now - 5,
        "user_id": "uid-1",
        "sub": "uid-1",
        "iat": now - 5,
        "exp": now + 3595,
        "email": "student@example.com",
        "email_verified": true,
        "firebase": { "identities": { "google.com": ["1"] }, "sign_in_provider": "google.com" },
    })
}

fn b64(value: &Value) -> String {
    URL_SAFE_NO_PAD.encode(value.to_string())
}

/// An RS256 token signed with the first test key, naming `kid`.
pub fn signed(kid: &str, claims: &Value) -> String {
    signed_with(&keys()[0], kid, claims)
}

pub fn signed_with(key: &Key, kid: &str, claims: &Value) -> String {
    let input = format!(
        "{}.{}",
        b64(&json!({ "alg": "RS256", "kid": kid, "typ": "JWT" })),
        b64(claims)
    );
    let signature = key.signer.sign(input.as_bytes()).to_vec();
    format!("{input}.{}", URL_SAFE_NO_PAD.encode(signature))
}

/// An emulator-style token: `alg: none`, no signature.
pub fn unsigned(claims: &Value) -> String {
    format!(
        "{}.{}.",
        b64(&json!({ "alg": "none", "typ": "JWT" })),
        b64(claims)
    )
}

/// The deployed configuration with the test's keys; every test that verifies tokens uses this
/// one, so the fetch count is the app's.
pub fn app() -> &'static TestApp {
    static APP: OnceLock<TestApp> = OnceLock::new();
    APP.get_or_init(|| production(&issuer().config_url))
}

fn post(app: &TestApp, token: &str) -> RawResponse {
    request(
        app,
        "POST",
        SESSION_PATH,
        &format!("Authorization: Bearer {token}\r\n"),
    )
}

fn whoami(app: &TestApp, cookie: &str) -> RawResponse {
    request(app, "GET", SESSION_PATH, &format!("Cookie: {cookie}\r\n"))
}

fn assert_refused(response: &RawResponse, case: &str) {
    assert_eq!(response.status, 401, "{case}");
    assert_eq!(response.text(), "Unauthorized\n", "{case}: no detail");
    assert_eq!(
        response.header("www-authenticate"),
        Some("Bearer"),
        "{case}"
    );
    assert!(response.header("set-cookie").is_none(), "{case}: no cookie");
}

#[test]
fn a_valid_token_is_kept_in_a_strict_cookie_that_ends_with_it() {
    let app = app();
    let claims = claims();
    let token = signed(KID, &claims);
    let response = post(app, &token);
    assert_eq!(response.status, 204, "{}", response.text());
    assert_eq!(response.header("cache-control"), Some("no-store"));
    let cookie = response.header("set-cookie").expect("a cookie");
    let mut attributes = cookie.split("; ");
    assert_eq!(
        attributes.next(),
        Some(format!("__Host-stezhka-session={token}").as_str())
    );
    let attributes: Vec<&str> = attributes.collect();
    for required in ["Path=/", "Secure", "HttpOnly", "SameSite=Strict"] {
        assert!(attributes.contains(&required), "{required} in {cookie}");
    }
    assert!(
        !attributes.iter().any(|a| a.starts_with("Domain")),
        "host-only"
    );
    let max_age: u64 = attributes
        .iter()
        .find_map(|a| a.strip_prefix("Max-Age="))
        .unwrap()
        .parse()
        .unwrap();
    let exp = claims["exp"].as_u64().unwrap();
    assert!(
        max_age > 0 && now() + max_age <= exp,
        "the cookie ends no later than the token"
    );

    // GET tells whose it is.
    let me = whoami(app, &format!("theme=dark; __Host-stezhka-session={token}"));
    assert_eq!(me.status, 200);
    assert_eq!(me.header("cache-control"), Some("no-store"));
    let body: Value = serde_json::from_slice(&me.body).unwrap();
    assert_eq!(body["uid"], "uid-1");
    assert_eq!(body["email"], "student@example.com");
    assert_eq!(body["expiresAt"], exp);

    // DELETE clears it.
    let gone = request(app, "DELETE", SESSION_PATH, "");
    assert_eq!(gone.status, 204);
    let cleared = gone.header("set-cookie").unwrap();
    assert!(
        cleared.starts_with("__Host-stezhka-session=;") && cleared.contains("Max-Age=0"),
        "{cleared}"
    );
    assert!(
        cleared.contains("Secure") && cleared.contains("HttpOnly") && cleared.contains("Path=/")
    );

    assert_refused(
        &request(app, "GET", SESSION_PATH, ""),
        "GET without the cookie",
    );
}

#[test]
fn every_bad_token_is_refused_without_detail() {
    let app = app();
    let now = now();
    let with = |key: &str, value: Value| {
        let mut c = claims();
        c[key] = value;
        c
    };
    let valid = signed(KID, &claims());
    let (input, signature) = valid.rsplit_once('.').unwrap();
    let (header, _) = input.split_once('.').unwrap();
    let tampered_claims = format!(
        "{header}.{}.{signature}",
        b64(&with("sub", "someone-else".into()))
    );
    let mut sig = URL_SAFE_NO_PAD.decode(signature).unwrap();
    sig[10] ^= 0x01;
    let tampered_signature = format!("{input}.{}", URL_SAFE_NO_PAD.encode(&sig));
    let hs256 = {
        let input = format!(
            "{}.{}",
            b64(&json!({ "alg": "HS256", "kid": KID, "typ": "JWT" })),
            b64(&claims())
        );
        let key = ring::hmac::Key::new(
            ring::hmac::HMAC_SHA256,
            keys()[0].jwk["n"].as_str().unwrap().as_bytes(),
        );
        let tag = ring::hmac::sign(&key, input.as_bytes());
        format!("{input}.{}", URL_SAFE_NO_PAD.encode(tag.as_ref()))
    };
    let cases: Vec<(&str, String)> = vec![
        ("alg none without an emulator", unsigned(&claims())),
        ("unknown kid", signed("no-such-key", &claims())),
        ("no kid", {
            let input = format!(
                "{}.{}",
                b64(&json!({ "alg": "RS256", "typ": "JWT" })),
                b64(&claims())
            );
            let signature = keys()[0].signer.sign(input.as_bytes()).to_vec();
            format!("{input}.{}", URL_SAFE_NO_PAD.encode(signature))
        }),
        (
            "wrong aud",
            signed(KID, &with("aud", "another-project".into())),
        ),
        (
            "wrong iss",
            signed(
                KID,
                &with(
                    "iss",
                    "https://securetoken.google.com/another-project".into(),
                ),
            ),
        ),
        (
            "iss of another issuer",
            signed(KID, &with("iss", "https://accounts.google.com".into())),
        ),
        ("expired", signed(KID, &with("exp", (now - 10).into()))),
        ("future iat", signed(KID, &with("iat", (now + 3600).into()))),
        (
            "future auth_time",
            signed(KID, &with("auth_time", (now + 3600).into())),
        ),
        ("empty sub", signed(KID, &with("sub", "".into()))),
        (
            "129-character sub",
            signed(KID, &with("sub", "x".repeat(129).into())),
        ),
        ("sub not a string", signed(KID, &with("sub", 42.into()))),
        ("tampered claims", tampered_claims),
        ("tampered signature", tampered_signature),
        ("HS256 signed with the public key", hs256),
        ("no signature", format!("{input}.")),
        ("garbage", "not-a-token".into()),
    ];
    for (case, token) in &cases {
        assert_refused(&post(app, token), case);
        assert_refused(
            &whoami(app, &format!("__Host-stezhka-session={token}")),
            case,
        );
    }
    // The edge that passes: 128 characters.
    assert_eq!(
        post(app, &signed(KID, &with("sub", "x".repeat(128).into()))).status,
        204
    );
}

#[test]
fn requests_without_a_proper_bearer_token_are_refused() {
    let app = app();
    let token = signed(KID, &claims());
    let cases = [
        ("no Authorization", String::new()),
        ("Basic", "Authorization: Basic dXNlcjpwYXNz\r\n".to_string()),
        ("empty bearer", "Authorization: Bearer \r\n".to_string()),
        (
            "two tokens",
            format!("Authorization: Bearer {token}\r\nAuthorization: Bearer {token}\r\n"),
        ),
        (
            "cross-site",
            format!("Authorization: Bearer {token}\r\nSec-Fetch-Site: cross-site\r\n"),
        ),
        (
            "token in a cookie only",
            format!("Cookie: __Host-stezhka-session={token}\r\n"),
        ),
    ];
    for (case, headers) in cases {
        assert_refused(&request(app, "POST", SESSION_PATH, &headers), case);
    }
    let same_origin = format!("Authorization: Bearer {token}\r\nSec-Fetch-Site: same-origin\r\n");
    assert_eq!(request(app, "POST", SESSION_PATH, &same_origin).status, 204);
    assert_eq!(
        request(
            app,
            "DELETE",
            SESSION_PATH,
            "Sec-Fetch-Site: cross-site\r\n"
        )
        .status,
        401
    );
    assert_eq!(
        request(app, "PUT", SESSION_PATH, "Content-Length: 0\r\n").status,
        405
    );
}

#[test]
fn the_keys_are_fetched_once_and_kept_for_their_max_age() {
    let keys_server = serve_keys(key_set(&[&keys()[0]]), 3600, Duration::ZERO);
    let app = production(&keys_server.config_url);
    for _ in 0..5 {
        assert_eq!(post(&app, &signed(KID, &claims())).status, 204);
    }
    assert_eq!(
        keys_server.fetches.load(Ordering::SeqCst),
        1,
        "one fetch serves every token within max-age"
    );
}

#[test]
fn a_rotated_key_is_fetched_when_a_token_names_it() {
    let [first, second] = keys();
    let keys_server = serve_keys(key_set(&[first]), 3600, Duration::ZERO);
    let app = production(&keys_server.config_url);
    assert_eq!(post(&app, &signed_with(first, KID, &claims())).status, 204);
    // The provider rotates: the first key is gone, the second signs.
    *keys_server.key_set.lock().unwrap() = Some(key_set(&[second]));
    std::thread::sleep(Duration::from_millis(1100));
    assert_eq!(
        post(&app, &signed_with(second, KID_2, &claims())).status,
        204,
        "the new key, fetched at once"
    );
    assert_eq!(keys_server.fetches.load(Ordering::SeqCst), 2);
    assert_refused(
        &post(&app, &signed_with(first, KID, &claims())),
        "a key no longer published",
    );
}

#[test]
fn a_failed_refresh_keeps_the_last_good_keys_and_tries_again_soon() {
    let [first, second] = keys();
    // max-age=1: stale after a second.
    let keys_server = serve_keys(key_set(&[first]), 1, Duration::ZERO);
    let app = production(&keys_server.config_url);
    assert_eq!(post(&app, &signed_with(first, KID, &claims())).status, 204);
    *keys_server.key_set.lock().unwrap() = None;
    std::thread::sleep(Duration::from_millis(1100));
    for _ in 0..3 {
        assert_eq!(
            post(&app, &signed_with(first, KID, &claims())).status,
            204,
            "the last good keys still count"
        );
    }
    assert_eq!(
        keys_server.fetches.load(Ordering::SeqCst),
        2,
        "one failed refresh, then a pause"
    );
    // The provider is back, with a new key: it is used within seconds, not minutes.
    *keys_server.key_set.lock().unwrap() = Some(key_set(&[first, second]));
    let started = std::time::Instant::now();
    while post(&app, &signed_with(second, KID_2, &claims())).status != 204 {
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "the refresh is retried within a few seconds"
        );
        std::thread::sleep(Duration::from_millis(200));
    }
    assert_eq!(post(&app, &signed_with(first, KID, &claims())).status, 204);
}

#[test]
fn the_emulators_unsigned_tokens_pass_only_with_an_emulator() {
    let emulator = spawn(&[
        ("FIREBASE_API_KEY", "demo-api-key"),
        ("FIREBASE_AUTH_DOMAIN", "demo-stezhka.firebaseapp.com"),
        ("FIREBASE_PROJECT_ID", PROJECT),
        ("FIREBASE_AUTH_EMULATOR_HOST", "127.0.0.1:9099"),
        ("STEZHKA_TOKEN_OPENID_CONFIG", "http://127.0.0.1:9/unused"),
    ]);
    let token = unsigned(&claims());
    let response = post(&emulator, &token);
    assert_eq!(response.status, 204);
    let me = whoami(&emulator, &format!("__Host-stezhka-session={token}"));
    assert_eq!(
        serde_json::from_slice::<Value>(&me.body).unwrap()["uid"],
        "uid-1"
    );
    // Unsigned is no excuse for wrong claims.
    let mut wrong = claims();
    wrong["aud"] = "another-project".into();
    assert_refused(
        &post(&emulator, &unsigned(&wrong)),
        "emulator token for another project",
    );
    // And without an emulator the same token is refused (every_bad_token_is_refused_without_detail).
}

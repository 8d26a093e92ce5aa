//! Settings, read from the environment and validated once at start-up.

use std::net::SocketAddr;

use crate::error::StartupError;

pub const DEFAULT_ADDR: &str = "127.0.0.1:8080";
/// Where Google publishes the X.509 certificates that sign Firebase ID tokens.
pub const GOOGLE_TOKEN_CERTS_URL: &str =
    "https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com";

#[derive(Clone, Debug)]
pub struct Settings {
    /// `STEZHKA_ADDR`; port 0 picks a free port (tests).
    pub addr: SocketAddr,
    /// `STEZHKA_PUBLIC_URL`: the origin visitors use, for the sitemap and canonical links.
    /// Without it, the address the server listens on (see [`Settings::listening_on`]).
    pub public_url: String,
    public_url_from_addr: bool,
    /// `STEZHKA_HTTPS=1`: the site is served over HTTPS (by a proxy in front), so send HSTS.
    pub https: bool,
    pub firebase: Option<FirebaseSettings>,
}

/// The Firebase project the app signs in with, served to it at `/api/firebase-config`.
#[derive(Clone, Debug)]
pub struct FirebaseSettings {
    pub api_key: String,
    pub auth_domain: String,
    pub project_id: String,
    pub app_id: Option<String>,
    /// `host:port` of the Auth emulator, when signing in against it.
    pub emulator_host: Option<String>,
    /// `STEZHKA_TOKEN_KEYS_URL`: the certificates that sign ID tokens (tests serve their own).
    pub token_keys_url: String,
}

impl Settings {
    pub fn from_env() -> Result<Self, StartupError> {
        Self::from_lookup(|key| std::env::var(key).ok().filter(|v| !v.trim().is_empty()))
    }

    /// Reads settings through `get`, so tests can pass their own environment.
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Self, StartupError> {
        let addr_text = get("STEZHKA_ADDR").unwrap_or_else(|| DEFAULT_ADDR.to_string());
        let addr: SocketAddr =
            addr_text.trim().parse().map_err(|source| StartupError::Address { value: addr_text, source })?;
        let (public_url, public_url_from_addr) = match get("STEZHKA_PUBLIC_URL") {
            Some(url) => (validate_origin(url.trim())?, false),
            None => (format!("http://{addr}"), true),
        };
        let https = matches!(get("STEZHKA_HTTPS").as_deref(), Some("1" | "true" | "yes"));
        Ok(Settings { addr, public_url, public_url_from_addr, https, firebase: firebase_from(&get)? })
    }

    /// Once bound: without `STEZHKA_PUBLIC_URL`, links name the real address (port 0 became a port).
    pub fn listening_on(mut self, local: SocketAddr) -> Self {
        if self.public_url_from_addr {
            self.public_url = format!("http://{local}");
        }
        self
    }
}

fn firebase_from(get: &impl Fn(&str) -> Option<String>) -> Result<Option<FirebaseSettings>, StartupError> {
    let api_key = get("FIREBASE_API_KEY");
    let auth_domain = get("FIREBASE_AUTH_DOMAIN");
    let project_id = get("FIREBASE_PROJECT_ID");
    let emulator_host = get("FIREBASE_AUTH_EMULATOR_HOST");
    let (api_key, auth_domain, project_id) = match (api_key, auth_domain, project_id) {
        (None, None, None) if emulator_host.is_none() => return Ok(None),
        (Some(k), Some(d), Some(p)) => (k, d, p),
        _ => {
            return Err(StartupError::Settings(
                "set FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN and FIREBASE_PROJECT_ID together (see README)",
            ));
        }
    };
    let token = |name: &'static str, value: &str, extra: &str| {
        let ok = !value.is_empty()
            && value.len() <= 256
            && value.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c) || extra.contains(c));
        if ok { Ok(()) } else { Err(setting(name, value, "has unexpected characters")) }
    };
    token("FIREBASE_API_KEY", &api_key, "")?;
    token("FIREBASE_AUTH_DOMAIN", &auth_domain, "")?;
    token("FIREBASE_PROJECT_ID", &project_id, "")?;
    let app_id = get("FIREBASE_APP_ID");
    if let Some(app_id) = &app_id {
        token("FIREBASE_APP_ID", app_id, ":")?;
    }
    if let Some(host) = &emulator_host {
        token("FIREBASE_AUTH_EMULATOR_HOST", host, ":[]")?;
        if !host.contains(':') {
            return Err(setting("FIREBASE_AUTH_EMULATOR_HOST", host, "must be host:port"));
        }
    }
    let token_keys_url = match get("STEZHKA_TOKEN_KEYS_URL") {
        Some(url) => validate_keys_url(url.trim())?,
        None => GOOGLE_TOKEN_CERTS_URL.to_string(),
    };
    Ok(Some(FirebaseSettings { api_key, auth_domain, project_id, app_id, emulator_host, token_keys_url }))
}

fn setting(name: &'static str, value: &str, expected: &'static str) -> StartupError {
    StartupError::Setting { name, value: value.to_string(), expected }
}

/// The keys must come over TLS; plain http only from this machine (tests, a local stand-in).
fn validate_keys_url(url: &str) -> Result<String, StartupError> {
    let ok = match url.parse::<axum::http::Uri>() {
        Ok(uri) => match (uri.scheme_str(), uri.host()) {
            (Some("https"), Some(_)) => true,
            (Some("http"), Some(host)) => ["127.0.0.1", "localhost", "[::1]"].contains(&host),
            _ => false,
        },
        Err(_) => false,
    };
    if ok {
        Ok(url.to_string())
    } else {
        Err(setting("STEZHKA_TOKEN_KEYS_URL", url, "must be an https:// URL (or http:// on loopback)"))
    }
}

fn validate_origin(url: &str) -> Result<String, StartupError> {
    let url = url.trim_end_matches('/');
    let rest = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"))
        .ok_or_else(|| setting("STEZHKA_PUBLIC_URL", url, "must start with http:// or https://"))?;
    if rest.is_empty() || rest.contains(['/', '?', '#', '"', '<', '>', ' ']) {
        return Err(setting("STEZHKA_PUBLIC_URL", url, "must be an origin like https://stezhka.example"));
    }
    Ok(url.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn settings(pairs: &[(&str, &str)]) -> Result<Settings, StartupError> {
        let env: HashMap<String, String> =
            pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        Settings::from_lookup(|k| env.get(k).cloned())
    }

    #[test]
    fn defaults_to_loopback_8080_without_firebase() {
        let s = settings(&[]).unwrap();
        assert_eq!(s.addr.to_string(), "127.0.0.1:8080");
        assert_eq!(s.public_url, "http://127.0.0.1:8080");
        assert!(s.firebase.is_none());
        assert!(!s.https);
    }

    #[test]
    fn rejects_a_bad_address_and_partial_firebase_config() {
        assert!(settings(&[("STEZHKA_ADDR", "localhost")]).is_err());
        assert!(settings(&[("FIREBASE_API_KEY", "k")]).is_err());
        assert!(settings(&[("FIREBASE_AUTH_EMULATOR_HOST", "127.0.0.1:9099")]).is_err());
    }

    #[test]
    fn rejects_values_with_unexpected_characters() {
        let bad = [
            ("FIREBASE_API_KEY", "k\"</script>"),
            ("FIREBASE_AUTH_DOMAIN", "demo.firebaseapp.com"),
            ("FIREBASE_PROJECT_ID", "demo"),
        ];
        assert!(settings(&bad).is_err());
    }

    #[test]
    fn reads_a_complete_firebase_config() {
        let s = settings(&[
            ("FIREBASE_API_KEY", "demo-key"),
            ("FIREBASE_AUTH_DOMAIN", "demo-stezhka.firebaseapp.com"),
            ("FIREBASE_PROJECT_ID", "demo-stezhka"),
            ("FIREBASE_APP_ID", "1:123:web:abc"),
            ("FIREBASE_AUTH_EMULATOR_HOST", "127.0.0.1:9099"),
        ])
        .unwrap();
        let fb = s.firebase.unwrap();
        assert_eq!(fb.project_id, "demo-stezhka");
        assert_eq!(fb.emulator_host.as_deref(), Some("127.0.0.1:9099"));
    }

    #[test]
    fn keys_url_defaults_to_google_and_must_be_https_or_loopback() {
        let firebase = [
            ("FIREBASE_API_KEY", "demo-key"),
            ("FIREBASE_AUTH_DOMAIN", "demo-stezhka.firebaseapp.com"),
            ("FIREBASE_PROJECT_ID", "demo-stezhka"),
        ];
        let fb = settings(&firebase).unwrap().firebase.unwrap();
        assert_eq!(fb.token_keys_url, GOOGLE_TOKEN_CERTS_URL);
        let with = |url: &str| {
            let mut pairs = firebase.to_vec();
            pairs.push(("STEZHKA_TOKEN_KEYS_URL", url));
            settings(&pairs)
        };
        assert!(with("http://127.0.0.1:9000/keys").is_ok());
        assert!(with("https://keys.example/certs").is_ok());
        assert!(with("http://keys.example/certs").is_err());
        assert!(with("http://127.0.0.1.evil.example/x").is_err());
        assert!(with("http://127.0.0.1:80@evil.example/x").is_err());
    }

    #[test]
    fn a_defaulted_public_url_follows_the_bound_port() {
        let s = settings(&[("STEZHKA_ADDR", "127.0.0.1:0")]).unwrap();
        let s = s.listening_on("127.0.0.1:4321".parse().unwrap());
        assert_eq!(s.public_url, "http://127.0.0.1:4321");
        let s = settings(&[("STEZHKA_PUBLIC_URL", "https://stezhka.example")]).unwrap();
        let s = s.listening_on("127.0.0.1:4321".parse().unwrap());
        assert_eq!(s.public_url, "https://stezhka.example");
    }

    #[test]
    fn public_url_must_be_an_origin() {
        assert!(settings(&[("STEZHKA_PUBLIC_URL", "https://stezhka.example/")]).is_ok());
        assert!(settings(&[("STEZHKA_PUBLIC_URL", "ftp://x")]).is_err());
        assert!(settings(&[("STEZHKA_PUBLIC_URL", "https://x/path")]).is_err());
    }
}

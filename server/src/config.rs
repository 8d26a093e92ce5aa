//! Settings: flags, each with its environment variable, parsed and validated once at start-up
//! by clap. What clap can't express is the defaulted public URL and the empty-variable rule.

use std::ffi::OsString;
use std::net::SocketAddr;

use clap::builder::BoolishValueParser;
use clap::{Args, CommandFactory, FromArgMatches, Parser};
use serde::Serialize;

/// The command line; every option falls back to the environment variable `--help` names.
#[derive(Clone, Debug, Parser)]
#[command(name = "stezhka", version, about = "Стежка: the career-guidance site and its web server.")]
#[command(after_help = "Logs are JSON lines on stderr, filtered by RUST_LOG (default: info).")]
pub struct Settings {
    /// Address to listen on; port 0 picks a free port
    #[arg(long, env = "STEZHKA_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    /// Origin visitors use, for the sitemap and canonical links [default: http://<address>]
    #[arg(long = "public-url", env = "STEZHKA_PUBLIC_URL", value_name = "URL", value_parser = origin)]
    origin: Option<String>,
    /// `--public-url`, or else the address listened on (see [`Settings::listening_on`]).
    #[arg(skip)]
    pub public_url: String,
    /// Served over HTTPS by a proxy in front: send HSTS, redirect X-Forwarded-Proto: http
    #[arg(long, env = "STEZHKA_HTTPS", value_parser = BoolishValueParser::new())]
    pub https: bool,
    #[command(flatten)]
    pub firebase: Option<FirebaseSettings>,
}

/// The Firebase project the app signs in with; serialized, the SDK's `config`. All of key, domain
/// and project or none: the group's `requires_all` (`required = false`, or clap requires them always).
#[derive(Args, Clone, Debug, Serialize)]
#[group(requires_all = ["api_key", "auth_domain", "project_id"])]
#[serde(rename_all = "camelCase")]
pub struct FirebaseSettings {
    /// Firebase web API key; sign-in is on when the key, auth domain and project id are set
    #[arg(long = "firebase-api-key", env = "FIREBASE_API_KEY", value_name = "KEY", required = false,
          value_parser = |v: &str| plain(v, ""))]
    pub api_key: String,
    /// Firebase auth domain, e.g. my-project.firebaseapp.com
    #[arg(long = "firebase-auth-domain", env = "FIREBASE_AUTH_DOMAIN", value_name = "DOMAIN",
          required = false, value_parser = |v: &str| plain(v, ""))]
    pub auth_domain: String,
    /// Firebase project id: ID tokens must be issued for it
    #[arg(long = "firebase-project-id", env = "FIREBASE_PROJECT_ID", value_name = "ID", required = false,
          value_parser = |v: &str| plain(v, ""))]
    pub project_id: String,
    /// Firebase app id (optional)
    #[arg(long = "firebase-app-id", env = "FIREBASE_APP_ID", value_name = "ID",
          value_parser = |v: &str| plain(v, ":"))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub app_id: Option<String>,
    /// host:port of a Firebase Auth emulator to sign in against (its unsigned tokens are then accepted)
    #[arg(long = "firebase-auth-emulator-host", env = "FIREBASE_AUTH_EMULATOR_HOST", value_name = "HOST:PORT",
          value_parser = host_port)]
    #[serde(skip)]
    pub emulator_host: Option<String>,
    /// OpenID configuration naming the keys that sign ID tokens
    /// [default: https://securetoken.google.com/<project id>/.well-known/openid-configuration]
    #[arg(long = "token-openid-config", env = "STEZHKA_TOKEN_OPENID_CONFIG", value_name = "URL",
          value_parser = keys_url)]
    #[serde(skip)]
    openid_config: Option<String>,
}

impl Settings {
    /// Parses `args` (the program name first) with the environment as fallback.
    pub fn from_args(
        args: impl IntoIterator<Item = impl Into<OsString> + Clone>,
    ) -> Result<Self, clap::Error> {
        // An empty variable counts as unset (`FIREBASE_API_KEY= stezhka`: no Firebase).
        let command = Settings::command().mut_args(|arg| {
            let value = arg.get_env().and_then(std::env::var_os);
            let empty = value.is_some_and(|v| v.to_string_lossy().trim().is_empty());
            if empty { arg.env(None::<&str>) } else { arg }
        });
        let settings = Settings::from_arg_matches(&command.try_get_matches_from(args)?)?;
        let addr = settings.addr;
        Ok(settings.listening_on(addr))
    }

    /// Once bound: without a public URL, links name the real address (port 0 became a port).
    pub fn listening_on(mut self, local: SocketAddr) -> Self {
        self.public_url = self.origin.clone().unwrap_or_else(|| format!("http://{local}"));
        self
    }
}

impl FirebaseSettings {
    /// Where the token-signing keys are found (tests serve their own).
    pub fn openid_config_url(&self) -> String {
        let issuer = crate::token::issuer(&self.project_id);
        self.openid_config.clone().unwrap_or_else(|| format!("{issuer}/.well-known/openid-configuration"))
    }
}

/// A parse error as one line, naming the flag and, when the value came from there, its variable.
pub fn one_line(error: &clap::Error) -> String {
    let text = error.render().to_string();
    let lines: Vec<&str> = text.lines().map(str::trim).take_while(|l| !l.is_empty()).collect();
    let line = lines.join(" ").trim_start_matches("error: ").to_string();
    let from_env = Settings::command().get_arguments().find_map(|arg| {
        let (long, env) = (arg.get_long()?, arg.get_env()?);
        let flag = format!("--{long}");
        let named = [format!("'{flag}'"), format!("'{flag} <")].iter().any(|n| line.contains(n.as_str()));
        let on_command_line = std::env::args().any(|a| a == flag || a.starts_with(&format!("{flag}=")));
        (named && !on_command_line && std::env::var_os(env).is_some())
            .then(|| env.to_string_lossy().into_owned())
    });
    line + &from_env.map(|env| format!(" (from {env})")).unwrap_or_default()
}

/// Firebase values end up in JSON and headers: letters, digits, `-_.` and `extra` only.
fn plain(value: &str, extra: &str) -> Result<String, String> {
    let allowed = |c: char| c.is_ascii_alphanumeric() || "-_.".contains(c) || extra.contains(c);
    let ok = (1..=256).contains(&value.len()) && value.chars().all(allowed);
    ok.then(|| value.to_string()).ok_or_else(|| "has unexpected characters".to_string())
}

fn host_port(value: &str) -> Result<String, String> {
    let host = plain(value, ":[]")?;
    if host.contains(':') { Ok(host) } else { Err("must be host:port".into()) }
}

/// The keys must come over TLS; plain http only from this machine (tests, a local stand-in).
pub fn keys_url(url: &str) -> Result<String, String> {
    let uri = url.parse::<axum::http::Uri>().ok();
    let ok = match uri.as_ref().map(|uri| (uri.scheme_str(), uri.host())) {
        Some((Some("https"), Some(_))) => true,
        Some((Some("http"), Some(host))) => ["127.0.0.1", "localhost", "[::1]"].contains(&host),
        _ => false,
    };
    ok.then(|| url.to_string()).ok_or_else(|| "must be an https:// URL (or http:// on loopback)".into())
}

fn origin(url: &str) -> Result<String, String> {
    let url = url.trim_end_matches('/');
    let rest = url.strip_prefix("https://").or_else(|| url.strip_prefix("http://")).unwrap_or_default();
    let ok = !rest.is_empty() && !rest.contains(['/', '?', '#', '"', '<', '>', ' ']);
    ok.then(|| url.to_string()).ok_or_else(|| "must be an origin like https://stezhka.example".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(args: &[&str]) -> Result<Settings, clap::Error> {
        Settings::from_args(std::iter::once("stezhka").chain(args.iter().copied()))
    }

    const FIREBASE: [&str; 3] = [
        "--firebase-api-key=demo-key",
        "--firebase-auth-domain=demo-stezhka.firebaseapp.com",
        "--firebase-project-id=demo-stezhka",
    ];

    #[test]
    fn defaults_to_loopback_8080_without_firebase() {
        let s = settings(&[]).unwrap();
        assert_eq!(s.addr.to_string(), "127.0.0.1:8080");
        assert_eq!(s.public_url, "http://127.0.0.1:8080");
        assert!(s.firebase.is_none());
        assert!(!s.https);
        assert!(settings(&["--https"]).unwrap().https);
    }

    #[test]
    fn rejects_a_bad_address_and_partial_firebase_config() {
        assert!(settings(&["--addr=localhost"]).is_err());
        assert!(settings(&["--firebase-api-key=k"]).is_err());
        assert!(settings(&["--firebase-auth-emulator-host=127.0.0.1:9099"]).is_err());
    }

    #[test]
    fn rejects_values_with_unexpected_characters() {
        assert!(settings(&[FIREBASE[0], FIREBASE[1], "--firebase-project-id=demo\"</script>"]).is_err());
        let mut with_host = FIREBASE.to_vec();
        with_host.push("--firebase-auth-emulator-host=localhost");
        assert!(settings(&with_host).is_err(), "host:port");
    }

    #[test]
    fn reads_a_complete_firebase_config() {
        let mut args = FIREBASE.to_vec();
        args.extend(["--firebase-app-id=1:123:web:abc", "--firebase-auth-emulator-host=127.0.0.1:9099"]);
        let fb = settings(&args).unwrap().firebase.unwrap();
        assert_eq!(fb.project_id, "demo-stezhka");
        assert_eq!(fb.emulator_host.as_deref(), Some("127.0.0.1:9099"));
        assert_eq!(fb.app_id.as_deref(), Some("1:123:web:abc"));
    }

    #[test]
    fn the_keys_come_from_the_issuers_openid_configuration_over_https_or_loopback() {
        let fb = settings(&FIREBASE).unwrap().firebase.unwrap();
        assert_eq!(
            fb.openid_config_url(),
            "https://securetoken.google.com/demo-stezhka/.well-known/openid-configuration"
        );
        let with = |url: &str| {
            let flag = format!("--token-openid-config={url}");
            let mut args = FIREBASE.to_vec();
            args.push(&flag);
            settings(&args).map(|s| s.firebase.unwrap().openid_config_url())
        };
        assert_eq!(with("http://127.0.0.1:9000/x").unwrap(), "http://127.0.0.1:9000/x");
        assert!(with("https://keys.example/certs").is_ok());
        assert!(with("http://keys.example/certs").is_err());
        assert!(with("http://127.0.0.1.evil.example/x").is_err());
        assert!(with("http://127.0.0.1:80@evil.example/x").is_err());
    }

    #[test]
    fn a_defaulted_public_url_follows_the_bound_port() {
        let s = settings(&["--addr=127.0.0.1:0"]).unwrap();
        let s = s.listening_on("127.0.0.1:4321".parse().unwrap());
        assert_eq!(s.public_url, "http://127.0.0.1:4321");
        let s = settings(&["--public-url=https://stezhka.example"]).unwrap();
        let s = s.listening_on("127.0.0.1:4321".parse().unwrap());
        assert_eq!(s.public_url, "https://stezhka.example");
    }

    #[test]
    fn public_url_must_be_an_origin() {
        assert_eq!(
            settings(&["--public-url=https://stezhka.example/"]).unwrap().public_url,
            "https://stezhka.example"
        );
        assert!(settings(&["--public-url=ftp://x"]).is_err());
        assert!(settings(&["--public-url=https://x/path"]).is_err());
    }

    #[test]
    fn errors_are_one_line_naming_the_flag() {
        let error = settings(&["--addr=localhost"]).unwrap_err();
        assert_eq!(
            one_line(&error),
            "invalid value 'localhost' for '--addr <ADDR>': invalid socket address syntax"
        );
        let error = settings(&["--firebase-api-key=k"]).unwrap_err();
        assert!(one_line(&error).contains("--firebase-auth-domain"), "{}", one_line(&error));
    }
}

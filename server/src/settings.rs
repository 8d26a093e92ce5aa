//! The settings the server runs with: complete and validated, made once from the command line
//! (`cli.rs`) when the listening address is known, so nothing downstream has a default left to
//! fill in or a value left to check.

use std::net::SocketAddr;

use axum::http::Uri;
use serde::Serialize;

use crate::cli::{Cli, FirebaseArgs};
use crate::firebase;

#[derive(Clone, Debug)]
pub struct Settings {
    /// The origin visitors use, for the sitemap, canonical links and the https redirect:
    /// `--public-url`, or else `http://` and the address listened on.
    pub public_url: String,
    /// Behind a TLS proxy: HSTS, and requests marked `X-Forwarded-Proto: http` are redirected to
    /// `public_url`, which is then an https origin (the command line makes sure).
    pub https: bool,
    pub firebase: Option<Firebase>,
}

/// The Firebase project the app signs in with; serialized, the SDK's `config`.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Firebase {
    pub api_key: String,
    pub auth_domain: String,
    pub project_id: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub app_id: Option<String>,
    /// `host:port` of an Auth emulator: its unsigned tokens are then accepted.
    #[serde(skip)]
    pub emulator_host: Option<String>,
    /// The OpenID configuration naming the keys that sign ID tokens.
    #[serde(skip)]
    pub openid_config: Uri,
}

impl Settings {
    /// `addr`: where the server is listening, from the address `cli` asked for.
    pub fn new(cli: Cli, addr: SocketAddr) -> Settings {
        Settings {
            public_url: cli.public_url.unwrap_or_else(|| format!("http://{addr}")),
            https: cli.https,
            firebase: cli.firebase.map(Firebase::from),
        }
    }
}

impl From<FirebaseArgs> for Firebase {
    fn from(args: FirebaseArgs) -> Firebase {
        let openid_config = args
            .openid_config
            .unwrap_or_else(|| firebase::default_openid_config(&args.project_id));
        Firebase {
            api_key: args.api_key,
            auth_domain: args.auth_domain,
            project_id: args.project_id,
            app_id: args.app_id,
            emulator_host: args.emulator_host,
            openid_config,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(args: &[&str], bound: &str) -> Settings {
        let cli = Cli::read(std::iter::once("stezhka").chain(args.iter().copied()));
        Settings::new(cli.expect("valid"), bound.parse().unwrap())
    }

    #[test]
    fn a_defaulted_public_url_names_the_bound_port() {
        let s = settings(&["--addr=127.0.0.1:0"], "127.0.0.1:4321");
        assert_eq!(s.public_url, "http://127.0.0.1:4321");
        let s = settings(&["--public-url=https://stezhka.example"], "127.0.0.1:4321");
        assert_eq!(s.public_url, "https://stezhka.example");
    }

    #[test]
    fn the_keys_default_to_the_issuers_openid_configuration() {
        let args = [
            "--firebase-api-key=demo-key",
            "--firebase-auth-domain=demo-stezhka.firebaseapp.com",
            "--firebase-project-id=demo-stezhka",
        ];
        let firebase = settings(&args, "127.0.0.1:8080").firebase.unwrap();
        assert_eq!(
            firebase.openid_config.to_string(),
            "https://securetoken.google.com/demo-stezhka/.well-known/openid-configuration"
        );
        let json = serde_json::to_value(&firebase).unwrap();
        assert_eq!(
            json,
            serde_json::json!({
                "apiKey": "demo-key",
                "authDomain": "demo-stezhka.firebaseapp.com",
                "projectId": "demo-stezhka",
            })
        );
    }
}

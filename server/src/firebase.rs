//! Firebase's rules that both the command line (`cli.rs`) and the token check (`token.rs`)
//! follow: who issues a project's ID tokens, where that issuer publishes its signing keys, and
//! which key addresses the server trusts. Kept here, apart from both, so that neither has to
//! import the other.

use axum::http::Uri;

/// The issuer of a project's ID tokens: what their `iss` claim must say, and the base of the
/// issuer's OpenID configuration.
pub fn issuer(project_id: &str) -> String {
    format!("https://securetoken.google.com/{project_id}")
}

/// Where Google publishes the OpenID configuration that names the keys signing a project's
/// tokens. `project_id` is one the command line accepted: letters, digits and `-_.` only.
pub fn default_openid_config(project_id: &str) -> Uri {
    let url = format!("{}/.well-known/openid-configuration", issuer(project_id));
    keys_url(&url).expect("a validated project id makes a valid https URL") // start-up
}

/// A URL the signing keys (or the configuration naming them) may come from: https, or plain
/// http on this machine only (tests and a local stand-in for Google's server). Parsed once,
/// here, for the command line and for the `jwks_uri` a configuration names alike.
pub fn keys_url(url: &str) -> Result<Uri, String> {
    let refused = || "must be an https:// URL (or http:// on loopback)".to_string();
    let uri: Uri = url.parse().map_err(|_| refused())?;
    let trusted = match (uri.scheme_str(), uri.host()) {
        (Some("https"), Some(_)) => true,
        (Some("http"), Some(host)) => ["127.0.0.1", "localhost", "[::1]"].contains(&host),
        _ => false,
    };
    if trusted { Ok(uri) } else { Err(refused()) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_come_over_https_or_from_loopback() {
        assert!(keys_url("https://keys.example/certs").is_ok());
        assert!(keys_url("http://127.0.0.1:9000/x").is_ok());
        assert!(keys_url("http://[::1]:9000/x").is_ok());
        for refused in [
            "http://keys.example/certs",
            "http://127.0.0.1.evil.example/x",
            "http://127.0.0.1:80@evil.example/x",
            "ftp://keys.example/x",
            "/relative",
            "not a url",
        ] {
            assert!(keys_url(refused).is_err(), "{refused}");
        }
    }

    #[test]
    fn the_default_configuration_is_the_issuers() {
        assert_eq!(
            default_openid_config("demo-stezhka").to_string(),
            "https://securetoken.google.com/demo-stezhka/.well-known/openid-configuration"
        );
    }
}

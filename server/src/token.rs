//! Firebase ID token verification (docs/decisions/0003-token-sync.md). The signature is
//! jsonwebtoken's: RS256 only, by the key the header's `kid` names in the provider's key set.
//! The claims are Firebase's rules, checked here for signed and emulator tokens alike: `aud`
//! the project id, `iss` `https://securetoken.google.com/<project>`, `exp` in the future, `iat`
//! and `auth_time` in the past, `sub` a non-empty string of at most 128 characters.
//! The Auth emulator's unsigned tokens (`alg: none`) pass only when an emulator is configured.

use jsonwebtoken::errors::ErrorKind;
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use serde::Deserialize;

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

/// The verified claims we use.
#[derive(Debug, Clone, PartialEq, Eq)]
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

/// What checking a token's signature takes: the key with this id, or nothing (unsigned).
#[derive(Debug, PartialEq, Eq)]
pub enum Signing {
    Key(String),
    Unsigned,
}

/// Reads the header, trusting nothing in it.
pub fn signing(token: &str) -> Result<Signing, Rejection> {
    if token.len() > MAX_TOKEN_LEN {
        return Err(Rejection::Malformed);
    }
    match jsonwebtoken::decode_header(token) {
        Ok(header) if header.alg == Algorithm::RS256 => {
            header.kid.map(Signing::Key).ok_or(Rejection::UnknownKey)
        }
        Ok(_) => Err(Rejection::Algorithm),
        // jsonwebtoken knows no `none`: the emulator's header is read here.
        Err(_) => {
            #[derive(Deserialize)]
            struct Bare {
                alg: String,
            }
            let first = token.split('.').next().unwrap_or_default();
            let json = base64::Engine::decode(&base64::engine::general_purpose::URL_SAFE_NO_PAD, first);
            match json.ok().and_then(|json| serde_json::from_slice::<Bare>(&json).ok()) {
                Some(bare) if bare.alg == "none" => Ok(Signing::Unsigned),
                Some(_) => Err(Rejection::Algorithm),
                None => Err(Rejection::Malformed),
            }
        }
    }
}

#[derive(Debug, Clone)]
pub struct Verifier {
    project_id: String,
    issuer: String,
    /// Only with an Auth emulator configured.
    accept_unsigned: bool,
    /// The signature and algorithm only: the claims are checked in [`Verifier::verify`].
    signature: Validation,
}

impl Verifier {
    pub fn new(project_id: &str, accept_unsigned: bool) -> Self {
        let mut signature = Validation::new(Algorithm::RS256);
        signature.required_spec_claims.clear();
        (signature.validate_exp, signature.validate_aud) = (false, false);
        Verifier {
            project_id: project_id.to_string(),
            issuer: issuer(project_id),
            accept_unsigned,
            signature,
        }
    }

    /// Checks the signature (with `key`, the one `signing` named) and the claims at time `now`
    /// (epoch seconds).
    pub fn verify(
        &self,
        token: &str,
        signing: &Signing,
        key: Option<&DecodingKey>,
        now: u64,
    ) -> Result<Identity, Rejection> {
        let claims: Claims = match signing {
            Signing::Key(_) => {
                let key = key.ok_or(Rejection::UnknownKey)?;
                jsonwebtoken::decode(token, key, &self.signature)
                    .map_err(|e| match e.kind() {
                        ErrorKind::InvalidSignature => Rejection::Signature,
                        ErrorKind::InvalidAlgorithm => Rejection::Algorithm,
                        _ => Rejection::Malformed,
                    })?
                    .claims
            }
            Signing::Unsigned if self.accept_unsigned && token.ends_with('.') => {
                jsonwebtoken::dangerous::insecure_decode_claims(token).map_err(|_| Rejection::Malformed)?
            }
            Signing::Unsigned => return Err(Rejection::Algorithm),
        };
        if claims.aud != self.project_id {
            return Err(Rejection::Audience);
        }
        if claims.iss != self.issuer {
            return Err(Rejection::Issuer);
        }
        if claims.exp <= now {
            return Err(Rejection::Expired);
        }
        if claims.iat > now + CLOCK_SKEW_SECS {
            return Err(Rejection::IssuedInFuture);
        }
        if claims.auth_time > now + CLOCK_SKEW_SECS {
            return Err(Rejection::AuthTimeInFuture);
        }
        if claims.sub.is_empty() || claims.sub.chars().count() > MAX_SUB_CHARS {
            return Err(Rejection::Subject);
        }
        Ok(Identity { uid: claims.sub, email: claims.email, expires_at: claims.exp })
    }
}

/// Firebase's issuer for a project: what `iss` must say, and where its OpenID configuration is.
pub fn issuer(project_id: &str) -> String {
    format!("https://securetoken.google.com/{project_id}")
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

    fn check(verifier: &Verifier, token: &str) -> Result<Identity, Rejection> {
        verifier.verify(token, &signing(token)?, None, NOW)
    }

    #[test]
    fn unsigned_tokens_pass_only_with_an_emulator() {
        let token = unsigned(claims());
        let emulator = Verifier::new("demo-stezhka", true);
        let identity = check(&emulator, &token).unwrap();
        assert_eq!(identity.uid, "user-1");
        assert_eq!(identity.email.as_deref(), Some("student@example.com"));
        assert_eq!(identity.expires_at, NOW + 3590);
        assert_eq!(check(&Verifier::new("demo-stezhka", false), &token), Err(Rejection::Algorithm));
        // Unsigned means unsigned: a "none" token carrying a signature is not one.
        assert_eq!(check(&emulator, &format!("{token}c2ln")), Err(Rejection::Algorithm));
    }

    #[test]
    fn every_claim_is_checked() {
        let emulator = Verifier::new("demo-stezhka", true);
        let with = |key: &str, value: serde_json::Value| {
            let mut c = claims();
            c[key] = value;
            check(&emulator, &unsigned(c))
        };
        assert_eq!(with("aud", "other".into()), Err(Rejection::Audience));
        assert_eq!(with("aud", serde_json::json!(["demo-stezhka"])), Err(Rejection::Malformed));
        assert_eq!(with("iss", "https://securetoken.google.com/other".into()), Err(Rejection::Issuer));
        assert_eq!(with("exp", NOW.into()), Err(Rejection::Expired));
        assert_eq!(with("iat", (NOW + 3600).into()), Err(Rejection::IssuedInFuture));
        assert!(with("iat", (NOW + 5).into()).is_ok(), "a few seconds of clock skew are fine");
        assert_eq!(with("auth_time", (NOW + 3600).into()), Err(Rejection::AuthTimeInFuture));
        assert_eq!(with("sub", "".into()), Err(Rejection::Subject));
        assert_eq!(with("sub", "x".repeat(129).into()), Err(Rejection::Subject));
        assert!(with("sub", "x".repeat(128).into()).is_ok());
        let mut missing = claims();
        missing.as_object_mut().unwrap().remove("auth_time");
        assert_eq!(check(&emulator, &unsigned(missing)), Err(Rejection::Malformed));
    }

    #[test]
    fn refuses_malformed_tokens() {
        let emulator = Verifier::new("demo-stezhka", true);
        for bad in ["", "a.b", "a.b.c.d", "!!.!!.", &"a".repeat(MAX_TOKEN_LEN + 1)] {
            assert_eq!(check(&emulator, bad).unwrap_err(), Rejection::Malformed, "{bad}");
        }
    }
}

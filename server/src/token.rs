//! Firebase ID token verification, the checks Firebase documents for verifying ID tokens
//! with a third-party JWT library (docs/decisions/0003-token-sync.md):
//! header `alg` RS256 and `kid` among Google's published keys, the signature by that key;
//! `aud` the project id, `iss` `https://securetoken.google.com/<project>`, `exp` in the future,
//! `iat` and `auth_time` in the past, `sub` a non-empty string of at most 128 characters.
//! The Auth emulator's unsigned tokens (`alg: none`) pass only when an emulator is configured.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde::Deserialize;

use crate::keys::KeySet;

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
struct Header {
    alg: String,
    kid: Option<String>,
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

/// A token split and decoded, its signature not yet checked.
pub struct Parsed<'a> {
    header: Header,
    signing_input: &'a str,
    signature: Vec<u8>,
    claims: Claims,
}

impl Parsed<'_> {
    /// Whether checking the signature needs the published keys.
    pub fn needs_keys(&self) -> bool {
        self.header.alg == "RS256"
    }
}

/// Decodes a compact JWS without trusting any of it.
pub fn parse(token: &str) -> Result<Parsed<'_>, Rejection> {
    if token.len() > MAX_TOKEN_LEN {
        return Err(Rejection::Malformed);
    }
    let mut parts = token.split('.');
    let (Some(header), Some(payload), Some(signature), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(Rejection::Malformed);
    };
    let decode = |part: &str| URL_SAFE_NO_PAD.decode(part).map_err(|_| Rejection::Malformed);
    let header: Header = serde_json::from_slice(&decode(header)?).map_err(|_| Rejection::Malformed)?;
    let claims: Claims = serde_json::from_slice(&decode(payload)?).map_err(|_| Rejection::Malformed)?;
    let signing_input = &token[..token.len() - signature.len() - 1];
    Ok(Parsed { header, signing_input, signature: decode(signature)?, claims })
}

#[derive(Debug, Clone)]
pub struct Verifier {
    project_id: String,
    issuer: String,
    /// Only with an Auth emulator configured.
    accept_unsigned: bool,
}

impl Verifier {
    pub fn new(project_id: &str, accept_unsigned: bool) -> Self {
        Verifier {
            project_id: project_id.to_string(),
            issuer: format!("https://securetoken.google.com/{project_id}"),
            accept_unsigned,
        }
    }

    /// Checks the signature (with `keys` for RS256) and the claims at time `now` (epoch seconds).
    pub fn verify(&self, token: &Parsed<'_>, keys: Option<&KeySet>, now: u64) -> Result<Identity, Rejection> {
        match token.header.alg.as_str() {
            "RS256" => {
                let kid = token.header.kid.as_deref().ok_or(Rejection::UnknownKey)?;
                let cert = keys.and_then(|keys| keys.get(kid)).ok_or(Rejection::UnknownKey)?;
                let cert = webpki::EndEntityCert::try_from(cert).map_err(|_| Rejection::UnknownKey)?;
                cert.verify_signature(
                    webpki::ring::RSA_PKCS1_2048_8192_SHA256,
                    token.signing_input.as_bytes(),
                    &token.signature,
                )
                .map_err(|_| Rejection::Signature)?;
            }
            "none" if self.accept_unsigned && token.signature.is_empty() => {}
            _ => return Err(Rejection::Algorithm),
        }
        let claims = &token.claims;
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
        Ok(Identity { uid: claims.sub.clone(), email: claims.email.clone(), expires_at: claims.exp })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        verifier.verify(&parse(token)?, None, NOW)
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

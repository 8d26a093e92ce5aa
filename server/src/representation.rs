//! A servable body with its precompressed variants, and how to answer a GET or HEAD for it:
//! its cache policy, encoding negotiation, ETag/304.

use std::sync::{Arc, OnceLock};

use axum::body::Body;
use axum::http::{HeaderMap, HeaderName, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use bytes::Bytes;

use crate::compress;
use crate::embedded::EmbeddedFile;
use crate::security::{PERMISSIONS_POLICY_WITH_CAMERA, SecurityHeaders};

#[derive(Clone, Debug)]
pub struct Representation {
    pub mime: &'static str,
    pub raw: Bytes,
    /// Empty until made: bodies made at start-up get theirs in the background ([`BrotliLater`]).
    br: Arc<OnceLock<Bytes>>,
    pub gzip: Option<Bytes>,
    /// Strong ETags (quoted) of the identity, brotli and gzip bodies: the raw bytes' digest,
    /// with a suffix per encoding.
    etags: [HeaderValue; 3],
    cache_control: &'static str,
    /// Each encoding's response headers, the security ones included, made for its first answer:
    /// cloning them cost a tenth of inserting them one by one, hashing each name, for every answer.
    heads: [OnceLock<HeaderMap>; 3],
    /// A page's own `Permissions-Policy`, in place of the site-wide one.
    permissions_policy: Option<&'static str>,
}

impl Representation {
    /// `encoded`: the brotli and gzip variants there are; `etag` is the hex digest of `raw` (no quotes).
    fn new(
        mime: &'static str,
        raw: Bytes,
        encoded: [Option<Bytes>; 2],
        etag: &str,
        cache: &'static str,
    ) -> Self {
        let tag = |suffix: &str| {
            HeaderValue::from_str(&format!("\"{etag}{suffix}\""))
                .unwrap_or_else(|_| HeaderValue::from_static("\"invalid\""))
        };
        let etags = [tag(""), tag(".br"), tag(".gz")];
        let [br, gzip] = encoded;
        let br = Arc::new(br.map(OnceLock::from).unwrap_or_default());
        Representation {
            mime,
            raw,
            br,
            gzip,
            etags,
            cache_control: cache,
            heads: Default::default(),
            permissions_policy: None,
        }
    }

    /// This page may use the camera (`Permissions-Policy: camera=(self)`).
    pub fn allowing_camera(mut self) -> Self {
        self.permissions_policy = Some(PERMISSIONS_POLICY_WITH_CAMERA);
        self
    }

    /// A file compiled in, with the variants `build.rs` made.
    pub fn embedded(file: &EmbeddedFile) -> Self {
        let encoded = [file.br, file.gzip].map(|variant| variant.map(Bytes::from_static));
        let (etag, cache) = (file.etag.trim_matches('"'), cache_control(file.path));
        Representation::new(file.mime, Bytes::from_static(file.raw), encoded, etag, cache)
    }

    /// A body made at start-up (a page with its canonical link, the sitemap…), always revalidated:
    /// gzipped now, at a fast level, and queued on `later` for brotli, too slow to wait for at launch.
    pub fn made_now(mime: &'static str, raw: Vec<u8>, later: &mut BrotliLater) -> Self {
        let compressible = compress::compressible(mime, raw.len());
        let gzip = compressible.then(|| compress::gzip(&raw, compress::FAST_GZIP).ok()).flatten();
        let gzip = gzip.filter(|gz| compress::worth_keeping(gz, &raw)).map(Bytes::from);
        let etag = compress::etag(&raw);
        let rep = Representation::new(mime, Bytes::from(raw), [None, gzip], &etag, REVALIDATE);
        if compressible {
            later.0.push((rep.raw.clone(), rep.br.clone()));
        }
        rep
    }

    /// `security`: the headers every answer gets, made part of each encoding's headers once.
    pub fn respond(
        &self,
        status: StatusCode,
        method: &Method,
        request: &HeaderMap,
        security: &SecurityHeaders,
    ) -> Response {
        let (accept, br) =
            (request.get(header::ACCEPT_ENCODING).and_then(|v| v.to_str().ok()), self.br.get());
        let encoding = negotiate(accept, br.is_some(), self.gzip.is_some());
        let body = [None, br, self.gzip.as_ref()][encoding as usize].unwrap_or(&self.raw).clone();
        let head = self.heads[encoding as usize].get_or_init(|| {
            let mut head = HeaderMap::with_capacity(16);
            head.insert(header::CACHE_CONTROL, HeaderValue::from_static(self.cache_control));
            if br.is_some() || self.gzip.is_some() {
                head.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
            }
            head.insert(header::ETAG, self.etags[encoding as usize].clone());
            head.insert(header::CONTENT_TYPE, HeaderValue::from_static(self.mime));
            if let Some(coding) = [None, Some("br"), Some("gzip")][encoding as usize] {
                head.insert(header::CONTENT_ENCODING, HeaderValue::from_static(coding));
            }
            security.apply(&mut head);
            if let Some(policy) = self.permissions_policy {
                head.insert(HeaderName::from_static("permissions-policy"), HeaderValue::from_static(policy));
            }
            head
        });
        let mut response = (status, head.clone()).into_response();
        // Only successful answers are conditional (a 404 page always comes whole). A 304 keeps
        // the 200's caching headers, not those of its body.
        if status == StatusCode::OK && if_none_match(request, self.etags[encoding as usize].as_bytes()) {
            *response.status_mut() = StatusCode::NOT_MODIFIED;
            response.headers_mut().remove(header::CONTENT_TYPE);
            response.headers_mut().remove(header::CONTENT_ENCODING);
        } else if method == Method::HEAD {
            // hyper writes a body's length itself; a HEAD answer has no body to tell it by.
            response.headers_mut().insert(header::CONTENT_LENGTH, body.len().into());
        } else {
            *response.body_mut() = Body::from(body);
        }
        response
    }
}

/// RFC 9110 §13.1.2: weak comparison, a list of tags or `*`.
fn if_none_match(request: &HeaderMap, etag: &[u8]) -> bool {
    let tags = request.get_all(header::IF_NONE_MATCH).iter().flat_map(|v| v.as_bytes().split(|&b| b == b','));
    tags.map(<[u8]>::trim_ascii).any(|tag| tag == b"*" || tag.strip_prefix(b"W/").unwrap_or(tag) == etag)
}

/// Brotli variants still to make, for bodies made at start-up: [`BrotliLater::run`] fills them
/// in (on a thread of its own after launch), and each is served from the moment it is ready.
#[derive(Debug, Default)]
pub struct BrotliLater(Vec<(Bytes, Arc<OnceLock<Bytes>>)>);

impl BrotliLater {
    /// Compresses each body in turn; a variant that fails or saves nothing is simply not offered.
    pub fn run(self) {
        for (raw, slot) in self.0 {
            if let Some(br) = compress::brotli(&raw).ok().filter(|br| compress::worth_keeping(br, &raw)) {
                let _ = slot.set(Bytes::from(br));
            }
        }
    }
}

/// HTML and other fixed URLs: always revalidate (cheap, thanks to the ETag), so a deploy shows at once.
const REVALIDATE: &str = "no-cache";

/// The `Cache-Control` of an embedded file.
pub fn cache_control(path: &str) -> &'static str {
    if path.starts_with("/assets/") {
        // Vite's content-hashed files: their name changes whenever their bytes do.
        "public, max-age=31536000, immutable"
    } else if ["/sw.js", "/manifest.webmanifest"].contains(&path) {
        // A browser checks the service worker for updates, and a stale one keeps serving the old app.
        REVALIDATE
    } else {
        // Other static files (favicon, icons, fallback picture): a day, then revalidate.
        "public, max-age=86400"
    }
}

/// The body variants, in the order of [`Representation`]'s ETags (`as usize` indexes them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    Identity,
    Brotli,
    Gzip,
}

/// Picks from `Accept-Encoding` the best variant there is; brotli wins ties because it is smaller.
pub fn negotiate(accept: Option<&str>, has_br: bool, has_gzip: bool) -> Encoding {
    let (mut br, mut gzip, mut star) = (None, None, None);
    for item in accept.unwrap_or_default().split(',') {
        let mut parts = item.split(';');
        let name = parts.next().unwrap_or("").trim();
        let q = parts.find_map(|param| param.trim().strip_prefix("q=")).map(|q| q.trim().parse::<f32>());
        let q = q.map_or(1.0, |q| q.ok().filter(|q| (0.0..=1.0).contains(q)).unwrap_or(0.0));
        if name.eq_ignore_ascii_case("br") {
            br = Some(q);
        } else if name.eq_ignore_ascii_case("gzip") || name.eq_ignore_ascii_case("x-gzip") {
            gzip = Some(q);
        } else if name == "*" {
            star = Some(q);
        }
    }
    let br = if has_br { br.or(star).unwrap_or(0.0) } else { 0.0 };
    let gz = if has_gzip { gzip.or(star).unwrap_or(0.0) } else { 0.0 };
    if br > 0.0 && br >= gz {
        Encoding::Brotli
    } else if gz > 0.0 {
        Encoding::Gzip
    } else {
        Encoding::Identity
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accept(value: &'static str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(header::ACCEPT_ENCODING, HeaderValue::from_static(value));
        headers
    }

    #[test]
    fn a_body_made_now_is_gzip_at_once_and_brotli_once_ready() {
        let mut later = BrotliLater::default();
        let html = "<p>Стежка</p>".repeat(200).into_bytes();
        let page = Representation::made_now("text/html; charset=utf-8", html, &mut later);
        assert_eq!(later.0.len(), 1);
        let before =
            page.respond(StatusCode::OK, &Method::GET, &accept("gzip, br"), &SecurityHeaders::default());
        assert_eq!(before.headers()[header::CONTENT_ENCODING], "gzip");
        assert_eq!(before.headers()[header::VARY], "Accept-Encoding");
        later.run();
        let after =
            page.respond(StatusCode::OK, &Method::GET, &accept("gzip, br"), &SecurityHeaders::default());
        assert_eq!(after.headers()[header::CONTENT_ENCODING], "br");
        assert_ne!(after.headers()[header::ETAG], before.headers()[header::ETAG]);
        // A clone sees the same slot.
        assert!(page.clone().br.get().is_some());
    }

    #[test]
    fn small_bodies_are_not_compressed() {
        let mut later = BrotliLater::default();
        let json = Representation::made_now("application/json", b"{}".to_vec(), &mut later);
        assert!(later.0.is_empty() && json.gzip.is_none());
        let response = json.respond(StatusCode::OK, &Method::GET, &accept("br"), &SecurityHeaders::default());
        assert!(response.headers().get(header::CONTENT_ENCODING).is_none());
        assert!(response.headers().get(header::VARY).is_none());
    }
}

#[cfg(test)]
mod cache_tests {
    use super::cache_control;

    #[test]
    fn the_service_worker_and_manifest_always_revalidate() {
        assert_eq!(cache_control("/sw.js"), "no-cache");
        assert_eq!(cache_control("/manifest.webmanifest"), "no-cache");
        assert_eq!(cache_control("/icons/icon-192.png"), "public, max-age=86400");
        assert_eq!(cache_control("/assets/index-abc.js"), "public, max-age=31536000, immutable");
    }
}

#[cfg(test)]
mod encoding_tests {
    use super::*;

    fn pick(header: Option<&str>) -> Encoding {
        negotiate(header, true, true)
    }

    #[test]
    fn negotiates() {
        assert_eq!(pick(None), Encoding::Identity);
        assert_eq!(pick(Some("gzip, deflate, br, zstd")), Encoding::Brotli);
        assert_eq!(pick(Some("gzip")), Encoding::Gzip);
        assert_eq!(pick(Some("br;q=0.5, gzip;q=0.8")), Encoding::Gzip);
        assert_eq!(pick(Some("br;q=0, gzip;q=0")), Encoding::Identity);
        assert_eq!(pick(Some("*")), Encoding::Brotli);
        assert_eq!(pick(Some("*;q=0")), Encoding::Identity);
        assert_eq!(pick(Some("identity")), Encoding::Identity);
        assert_eq!(pick(Some("br;q=nonsense, gzip")), Encoding::Gzip);
        assert_eq!(pick(Some("GZIP")), Encoding::Gzip);
        assert_eq!(negotiate(Some("br"), false, true), Encoding::Identity);
    }
}

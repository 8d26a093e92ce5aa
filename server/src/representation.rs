//! A servable body with its precompressed variants, and how to answer a GET or HEAD for it:
//! its cache policy, encoding negotiation, ETag/304.
//!
//! Every header of every answer is made at start-up, the security headers included, one
//! [`Variant`] per encoding: answering is choosing a variant and cloning its header map (one
//! allocation and a copy; inserting the fifteen-odd headers one by one, hashing each name, cost
//! a fifth of the instructions of an answer, decision 0018).

use std::sync::{Arc, OnceLock};

use axum::body::Body;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::Response;
use bytes::Bytes;

use crate::compress;
use crate::embedded::EmbeddedFile;
use crate::security::{SecurityHeaders, WithSecurityHeaders};

/// How long a response may be kept (docs/deploy.md has the table).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CachePolicy {
    /// Vite's content-hashed files: their name changes whenever their bytes do.
    Immutable,
    /// Pages, and fixed URLs whose staleness would keep an old app alive (the service worker,
    /// the manifest): always revalidated, which the ETag makes cheap, so a deploy shows at once.
    Revalidate,
    /// Other static files (favicon, icons, pictures): a day, then revalidated.
    Day,
}

impl CachePolicy {
    fn header(self) -> HeaderValue {
        HeaderValue::from_static(match self {
            CachePolicy::Immutable => "public, max-age=31536000, immutable",
            CachePolicy::Revalidate => "no-cache",
            CachePolicy::Day => "public, max-age=86400",
        })
    }
}

/// The encodings a body can be sent in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    Identity,
    Brotli,
    Gzip,
}

impl Encoding {
    /// The `Content-Encoding` it is sent with, and the suffix its ETag gets.
    fn coding_and_suffix(self) -> (Option<&'static str>, &'static str) {
        match self {
            Encoding::Identity => (None, ""),
            Encoding::Brotli => (Some("br"), ".br"),
            Encoding::Gzip => (Some("gzip"), ".gz"),
        }
    }
}

/// One encoding of a body, with everything its answers carry.
#[derive(Debug)]
struct Variant {
    /// Filled at start-up, or, for the brotli variant of a body made at start-up, once
    /// [`BrotliLater`] has made it; until then (or for ever, if it saves nothing) the variant
    /// is not offered.
    body: Arc<OnceLock<Bytes>>,
    /// Strong: the raw bytes' digest, with the encoding's suffix.
    etag: HeaderValue,
    /// The headers of a 200 (or a 404 page) with this body.
    head: HeaderMap,
    /// The headers of a 304: the same without `Content-Type` and `Content-Encoding`, which
    /// describe a body it doesn't have (RFC 9110 §15.4.5).
    not_modified: HeaderMap,
}

#[derive(Debug)]
pub struct Representation {
    /// The identity body (also in `identity`, for the variants' common shape).
    raw: Bytes,
    identity: Variant,
    brotli: Option<Variant>,
    gzip: Option<Variant>,
}

/// What a new [`Representation`] is made of.
struct Parts {
    mime: &'static str,
    raw: Bytes,
    brotli: Option<Arc<OnceLock<Bytes>>>,
    gzip: Option<Bytes>,
    /// The hex digest of `raw` (no quotes).
    etag: String,
    cache: CachePolicy,
}

impl Representation {
    fn new(parts: Parts, security: &SecurityHeaders) -> Self {
        // `Vary` whenever the body comes in more than one encoding, even before its brotli
        // variant is ready: a cache must not give a gzip-less client what another one got.
        let varies = parts.brotli.is_some() || parts.gzip.is_some();
        let variant = |encoding: Encoding, body: Arc<OnceLock<Bytes>>| {
            let (coding, suffix) = encoding.coding_and_suffix();
            let etag = HeaderValue::from_str(&format!("\"{}{suffix}\"", parts.etag))
                .expect("a hex digest and a suffix make a valid header value"); // start-up
            let mut not_modified = HeaderMap::with_capacity(16);
            not_modified.insert(header::CACHE_CONTROL, parts.cache.header());
            if varies {
                not_modified.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
            }
            not_modified.insert(header::ETAG, etag.clone());
            security.add_to(&mut not_modified);
            let mut head = not_modified.clone();
            head.insert(header::CONTENT_TYPE, HeaderValue::from_static(parts.mime));
            if let Some(coding) = coding {
                head.insert(header::CONTENT_ENCODING, HeaderValue::from_static(coding));
            }
            Variant {
                body,
                etag,
                head,
                not_modified,
            }
        };
        let ready = |body: Bytes| Arc::new(OnceLock::from(body));
        Representation {
            raw: parts.raw.clone(),
            identity: variant(Encoding::Identity, ready(parts.raw.clone())),
            brotli: parts.brotli.map(|slot| variant(Encoding::Brotli, slot)),
            gzip: parts.gzip.map(|gzip| variant(Encoding::Gzip, ready(gzip))),
        }
    }

    /// A file compiled in, with the variants `build.rs` made.
    pub fn embedded(file: &EmbeddedFile, cache: CachePolicy, security: &SecurityHeaders) -> Self {
        let parts = Parts {
            mime: file.mime,
            raw: Bytes::from_static(file.raw),
            brotli: file
                .br
                .map(|br| Arc::new(OnceLock::from(Bytes::from_static(br)))),
            gzip: file.gzip.map(Bytes::from_static),
            etag: file.etag.trim_matches('"').to_string(),
            cache,
        };
        Representation::new(parts, security)
    }

    /// A body made at start-up (a page with its canonical link, the sitemap…): gzipped now, at
    /// a fast level, and queued on `later` for brotli, too slow to wait for at launch.
    pub fn made_now(
        mime: &'static str,
        raw: Vec<u8>,
        cache: CachePolicy,
        security: &SecurityHeaders,
        later: &mut BrotliLater,
    ) -> Self {
        let compressible = compress::compressible(mime, raw.len());
        let gzip = if compressible {
            compress::gzip(&raw, compress::FAST_GZIP)
                .ok()
                .filter(|gzip| compress::worth_keeping(gzip, &raw))
                .map(Bytes::from)
        } else {
            None
        };
        let raw = Bytes::from(raw);
        let brotli = if compressible {
            let slot = Arc::new(OnceLock::new());
            later.0.push((raw.clone(), slot.clone()));
            Some(slot)
        } else {
            None
        };
        let parts = Parts {
            mime,
            etag: compress::etag(&raw),
            raw,
            brotli,
            gzip,
            cache,
        };
        Representation::new(parts, security)
    }

    /// The raw bytes.
    pub fn raw(&self) -> &Bytes {
        &self.raw
    }

    /// Every body it is sent with that is made by now (a brotli variant still to come is not).
    pub fn bodies(&self) -> impl Iterator<Item = &Bytes> {
        let compressed = [&self.brotli, &self.gzip].into_iter().flatten();
        [&self.raw]
            .into_iter()
            .chain(compressed.filter_map(|variant| variant.body.get()))
    }

    /// The answer to a GET or HEAD: `status` is 200 for a page or file, 404 for the page that
    /// answers a missing one. It carries its security headers already (marked so).
    pub fn respond(&self, status: StatusCode, method: &Method, request: &HeaderMap) -> Response {
        let accept = request
            .get(header::ACCEPT_ENCODING)
            .and_then(|value| value.to_str().ok());
        let (variant, body) = self.negotiate(accept);
        // Only successful answers are conditional: a 404 page always comes whole.
        let mut response = if status == StatusCode::OK && if_none_match(request, &variant.etag) {
            let mut response = Response::new(Body::empty());
            *response.status_mut() = StatusCode::NOT_MODIFIED;
            *response.headers_mut() = variant.not_modified.clone();
            response
        } else if method == Method::HEAD {
            let mut response = Response::new(Body::empty());
            *response.status_mut() = status;
            *response.headers_mut() = variant.head.clone();
            // hyper writes a GET's length from its body; a HEAD answer has none to tell it by.
            response
                .headers_mut()
                .insert(header::CONTENT_LENGTH, body.len().into());
            response
        } else {
            let mut response = Response::new(Body::from(body.clone()));
            *response.status_mut() = status;
            *response.headers_mut() = variant.head.clone();
            response
        };
        response.extensions_mut().insert(WithSecurityHeaders);
        response
    }

    /// The variant `Accept-Encoding` asks for best, among those ready.
    fn negotiate(&self, accept: Option<&str>) -> (&Variant, &Bytes) {
        let brotli = ready(&self.brotli);
        let gzip = ready(&self.gzip);
        let chosen = match negotiate(accept, brotli.is_some(), gzip.is_some()) {
            Encoding::Brotli => brotli,
            Encoding::Gzip => gzip,
            Encoding::Identity => None,
        };
        chosen.unwrap_or((&self.identity, &self.raw))
    }
}

/// The variant with its body, if there is one and its body is made.
fn ready(variant: &Option<Variant>) -> Option<(&Variant, &Bytes)> {
    let variant = variant.as_ref()?;
    Some((variant, variant.body.get()?))
}

/// RFC 9110 §13.1.2: weak comparison, a list of tags or `*`.
fn if_none_match(request: &HeaderMap, etag: &HeaderValue) -> bool {
    let etag = etag.as_bytes();
    let tags = request
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .flat_map(|value| value.as_bytes().split(|&byte| byte == b','));
    tags.map(<[u8]>::trim_ascii).any(|tag| {
        let strong = tag.strip_prefix(b"W/").unwrap_or(tag);
        tag == b"*" || strong == etag
    })
}

/// Brotli variants still to make, for bodies made at start-up: [`BrotliLater::run`] fills them
/// in (on a thread of its own after launch), and each is served from the moment it is ready.
#[derive(Debug, Default)]
pub struct BrotliLater(Vec<(Bytes, Arc<OnceLock<Bytes>>)>);

impl BrotliLater {
    /// Compresses each body in turn; a variant that fails or saves nothing is simply not
    /// offered. Returns the variants it made.
    pub fn run(self) -> Vec<Bytes> {
        let mut made = Vec::new();
        for (raw, slot) in self.0 {
            match compress::brotli(&raw) {
                Ok(brotli) if compress::worth_keeping(&brotli, &raw) => {
                    let brotli = Bytes::from(brotli);
                    made.push(brotli.clone());
                    let _ = slot.set(brotli);
                }
                Ok(_) => {}
                Err(error) => tracing::warn!(%error, "brotli failed: the body goes out gzipped"),
            }
        }
        made
    }
}

/// Picks from `Accept-Encoding` the best variant there is; brotli wins ties because it is smaller.
pub fn negotiate(accept: Option<&str>, has_br: bool, has_gzip: bool) -> Encoding {
    let mut br = None;
    let mut gzip = None;
    let mut star = None;
    for item in accept.unwrap_or_default().split(',') {
        let mut parts = item.split(';');
        let name = parts.next().unwrap_or("").trim();
        let q = match parts.find_map(|param| param.trim().strip_prefix("q=")) {
            None => 1.0,
            // A malformed or out-of-range weight counts as "not acceptable".
            Some(q) => match q.trim().parse::<f32>() {
                Ok(q) if (0.0..=1.0).contains(&q) => q,
                _ => 0.0,
            },
        };
        if name.eq_ignore_ascii_case("br") {
            br = Some(q);
        } else if name.eq_ignore_ascii_case("gzip") || name.eq_ignore_ascii_case("x-gzip") {
            gzip = Some(q);
        } else if name == "*" {
            star = Some(q);
        }
    }
    let br = if has_br {
        br.or(star).unwrap_or(0.0)
    } else {
        0.0
    };
    let gz = if has_gzip {
        gzip.or(star).unwrap_or(0.0)
    } else {
        0.0
    };
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
        let security = SecurityHeaders::default();
        let page = Representation::made_now(
            "text/html; charset=utf-8",
            html,
            CachePolicy::Revalidate,
            &security,
            &mut later,
        );
        assert_eq!(later.0.len(), 1);
        let before = page.respond(StatusCode::OK, &Method::GET, &accept("gzip, br"));
        assert_eq!(before.headers()[header::CONTENT_ENCODING], "gzip");
        assert_eq!(before.headers()[header::VARY], "Accept-Encoding");
        later.run();
        let after = page.respond(StatusCode::OK, &Method::GET, &accept("gzip, br"));
        assert_eq!(after.headers()[header::CONTENT_ENCODING], "br");
        assert_eq!(after.headers()[header::VARY], "Accept-Encoding");
        assert_ne!(
            after.headers()[header::ETAG],
            before.headers()[header::ETAG]
        );
    }

    /// A body too small to compress, and what it left to compress later.
    fn small_json() -> (Representation, BrotliLater) {
        let mut later = BrotliLater::default();
        let json = Representation::made_now(
            "application/json",
            b"{}".to_vec(),
            CachePolicy::Revalidate,
            &SecurityHeaders::default(),
            &mut later,
        );
        (json, later)
    }

    #[test]
    fn small_bodies_are_not_compressed() {
        let (json, later) = small_json();
        assert!(later.0.is_empty() && json.gzip.is_none() && json.brotli.is_none());
        let response = json.respond(StatusCode::OK, &Method::GET, &accept("br"));
        assert!(response.headers().get(header::CONTENT_ENCODING).is_none());
        assert!(response.headers().get(header::VARY).is_none());
    }

    #[test]
    fn every_answer_is_marked_as_carrying_its_security_headers() {
        let (json, _) = small_json();
        let etag = json.identity.etag.clone();
        let mut conditional = HeaderMap::new();
        conditional.insert(header::IF_NONE_MATCH, etag);
        for (status, method, request) in [
            (StatusCode::OK, Method::GET, HeaderMap::new()),
            (StatusCode::NOT_FOUND, Method::HEAD, HeaderMap::new()),
            (StatusCode::OK, Method::GET, conditional),
        ] {
            let response = json.respond(status, &method, &request);
            assert!(response.extensions().get::<WithSecurityHeaders>().is_some());
        }
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

//! A servable body with its precompressed variants, and how to answer a GET or HEAD for it:
//! encoding negotiation, ETag/304, cache headers.

use axum::body::Body;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::Response;
use bytes::Bytes;

use crate::cache::CachePolicy;
use crate::encoding::{Encoding, choose, parse_accept_encoding};

#[derive(Clone, Debug)]
pub struct Representation {
    pub mime: &'static str,
    pub raw: Bytes,
    pub br: Option<Bytes>,
    pub gzip: Option<Bytes>,
    /// Strong ETags (quoted) of the identity, brotli and gzip bodies: the raw bytes' digest,
    /// with a suffix per encoding.
    etags: [HeaderValue; 3],
    pub cache: CachePolicy,
}

/// Headers a response usually ends up with (ours and the security ones): one allocation.
const RESPONSE_HEADERS: usize = 16;

impl Representation {
    /// `etag` is the hex digest of `raw` (no quotes).
    pub fn new(
        mime: &'static str,
        raw: Bytes,
        br: Option<Bytes>,
        gzip: Option<Bytes>,
        etag: &str,
        cache: CachePolicy,
    ) -> Self {
        let tag = |suffix: &str| {
            HeaderValue::from_maybe_shared(forever(format!("\"{etag}{suffix}\"").into_bytes()))
                .unwrap_or_else(|_| HeaderValue::from_static("\"invalid\""))
        };
        let etags = [tag(""), tag(".br"), tag(".gz")];
        Representation { mime, raw, br, gzip, etags, cache }
    }

    pub fn etag(&self, encoding: Encoding) -> &HeaderValue {
        &self.etags[encoding as usize]
    }

    /// Compresses `raw` now (start-up), for bodies made at run time such as pages with injected settings.
    pub fn compressed(mime: &'static str, raw: Vec<u8>, cache: CachePolicy) -> Self {
        use sha2::{Digest, Sha256};
        let digest = Sha256::digest(&raw);
        let etag: String = digest.iter().take(12).map(|b| format!("{b:02x}")).collect();
        let br = brotli_compress(&raw).map(forever);
        let gzip = gzip_compress(&raw).map(forever);
        Representation::new(mime, forever(raw), br, gzip, &etag, cache)
    }

    pub fn respond(&self, status: StatusCode, method: &Method, request: &HeaderMap) -> Response {
        let accept = request.get(header::ACCEPT_ENCODING).and_then(|v| v.to_str().ok());
        let encoding = choose(parse_accept_encoding(accept), self.br.is_some(), self.gzip.is_some());
        let body = match encoding {
            Encoding::Brotli => self.br.as_ref(),
            Encoding::Gzip => self.gzip.as_ref(),
            Encoding::Identity => None,
        };
        let body = body.unwrap_or(&self.raw).clone();
        let etag = self.etag(encoding);

        let mut response = Response::new(Body::empty());
        let headers = response.headers_mut();
        headers.reserve(RESPONSE_HEADERS);
        headers.insert(header::CACHE_CONTROL, self.cache.header());
        if self.br.is_some() || self.gzip.is_some() {
            headers.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
        }
        headers.insert(header::ETAG, etag.clone());
        // Only successful answers are conditional; a 404 page always comes whole.
        if status == StatusCode::OK && if_none_match(request, etag.as_bytes()) {
            *response.status_mut() = StatusCode::NOT_MODIFIED;
            return response;
        }
        headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(self.mime));
        if let Some(value) = encoding.header_value() {
            headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(value));
        }
        headers.insert(header::CONTENT_LENGTH, HeaderValue::from(body.len()));
        *response.status_mut() = status;
        if method != Method::HEAD {
            *response.body_mut() = Body::from(body);
        }
        response
    }
}

/// Bytes made once at start-up and served for the life of the process, leaked to `'static`:
/// handing them to a response is then a plain copy of a pointer, where a shared `Bytes` would
/// bump a reference count that both worker threads write to on every answer.
fn forever(bytes: Vec<u8>) -> Bytes {
    Bytes::from_static(Box::leak(bytes.into_boxed_slice()))
}

/// RFC 9110 §13.1.2: weak comparison, a list of tags or `*`.
fn if_none_match(request: &HeaderMap, etag: &[u8]) -> bool {
    request.get_all(header::IF_NONE_MATCH).iter().any(|value| {
        value
            .as_bytes()
            .split(|&b| b == b',')
            .map(<[u8]>::trim_ascii)
            .any(|tag| tag == b"*" || tag.strip_prefix(b"W/").unwrap_or(tag) == etag)
    })
}

// A variant that fails to compress is simply not offered.
fn brotli_compress(raw: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    let params = brotli::enc::BrotliEncoderParams { quality: 11, lgwin: 22, ..Default::default() };
    brotli::BrotliCompress(&mut &raw[..], &mut out, &params).ok().map(|_| out)
}

fn gzip_compress(raw: &[u8]) -> Option<Vec<u8>> {
    use std::io::Write;
    let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    enc.write_all(raw).and_then(|()| enc.finish()).ok()
}

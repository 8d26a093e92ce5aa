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
    /// Strong ETag of the raw bytes, without quotes; each encoding gets its own suffix.
    pub etag: String,
    pub cache: CachePolicy,
}

impl Representation {
    /// Compresses `raw` now (start-up), for bodies made at run time such as pages with injected settings.
    pub fn compressed(mime: &'static str, raw: Bytes, cache: CachePolicy) -> Self {
        use sha2::{Digest, Sha256};
        let digest = Sha256::digest(&raw);
        let etag: String = digest.iter().take(12).map(|b| format!("{b:02x}")).collect();
        let br = brotli_compress(&raw).map(Bytes::from);
        let gzip = gzip_compress(&raw).map(Bytes::from);
        Representation { mime, br, gzip, raw, etag, cache }
    }

    pub fn respond(&self, status: StatusCode, method: &Method, request: &HeaderMap) -> Response {
        let accept = request.get(header::ACCEPT_ENCODING).and_then(|v| v.to_str().ok());
        let encoding = choose(parse_accept_encoding(accept), self.br.is_some(), self.gzip.is_some());
        let (body, etag) = match encoding {
            Encoding::Brotli => (self.br.clone(), format!("\"{}.br\"", self.etag)),
            Encoding::Gzip => (self.gzip.clone(), format!("\"{}.gz\"", self.etag)),
            Encoding::Identity => (None, format!("\"{}\"", self.etag)),
        };
        let body = body.unwrap_or_else(|| self.raw.clone());

        let mut response = Response::new(Body::empty());
        let headers = response.headers_mut();
        headers.insert(header::CACHE_CONTROL, self.cache.header());
        if self.br.is_some() || self.gzip.is_some() {
            headers.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
        }
        if let Ok(value) = HeaderValue::from_str(&etag) {
            headers.insert(header::ETAG, value);
        }
        // Only successful answers are conditional; a 404 page always comes whole.
        if status == StatusCode::OK && if_none_match(request, &etag) {
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

/// RFC 9110 §13.1.2: weak comparison, a list of tags or `*`.
fn if_none_match(request: &HeaderMap, etag: &str) -> bool {
    request.get_all(header::IF_NONE_MATCH).iter().filter_map(|v| v.to_str().ok()).any(|value| {
        value.split(',').map(str::trim).any(|tag| tag == "*" || tag.trim_start_matches("W/") == etag)
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

//! Compression and validators, shared by `build.rs` (the embedded files, at compile time) and the
//! server (bodies made at start-up): one implementation of each, so both sides agree.
//! Uses only `std`, `brotli`, `flate2` and `sha2`, which the build script has too.

use std::io::{self, Write as _};

use sha2::{Digest, Sha256};

/// Brotli at its best (quality 11, 4 MB window): what every embedded file gets at build time
/// and pages get in the background after start-up.
pub fn brotli(raw: &[u8]) -> io::Result<Vec<u8>> {
    let mut out = Vec::new();
    let params = brotli::enc::BrotliEncoderParams {
        quality: 11,
        lgwin: 22,
        ..Default::default()
    };
    brotli::BrotliCompress(&mut &raw[..], &mut out, &params)?;
    Ok(out)
}

/// Gzip at `level` (0–9): 9 at build time; start-up uses a faster level (see `FAST_GZIP`).
pub fn gzip(raw: &[u8], level: u32) -> io::Result<Vec<u8>> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::new(level));
    encoder.write_all(raw)?;
    encoder.finish()
}

/// The gzip level for bodies made at start-up: a page is answered within milliseconds of launch.
pub const FAST_GZIP: u32 = 6;
/// The gzip level for the embedded files, compressed once at build time.
pub const BEST_GZIP: u32 = 9;

/// The strong validator of `raw`: 12 bytes of its SHA-256, in hex, unquoted.
pub fn etag(raw: &[u8]) -> String {
    Sha256::digest(raw)
        .iter()
        .take(12)
        .map(|b| format!("{b:02x}"))
        .collect()
}

pub fn compressible(mime: &str, len: usize) -> bool {
    // `xml` takes in SVG (image/svg+xml).
    len > 256 && (mime.starts_with("text/") || mime.contains("json") || mime.contains("xml"))
}

/// A compressed variant is kept only where it saves something worth its header.
pub fn worth_keeping(variant: &[u8], raw: &[u8]) -> bool {
    variant.len() + 64 < raw.len()
}

//! The built web app, compiled into the binary by `build.rs`.

pub struct EmbeddedFile {
    /// URL path, e.g. `/assets/index-abc123.js`; prerendered pages live under `/_pages/`.
    pub path: &'static str,
    pub mime: &'static str,
    /// Strong validator of the raw bytes (quoted).
    pub etag: &'static str,
    pub raw: &'static [u8],
    pub br: Option<&'static [u8]>,
    pub gzip: Option<&'static [u8]>,
}

pub static FILES: &[EmbeddedFile] = include!(concat!(env!("OUT_DIR"), "/embedded.rs"));

/// Where the prerender step puts pages and their route table.
pub const PAGES_PREFIX: &str = "/_pages/";

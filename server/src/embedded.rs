//! The built web app, compiled into the binary by `build.rs`.

use crate::error::StartupError;

mod layout;
pub use layout::{PAGES_PREFIX, served_as_built};

pub struct EmbeddedFile {
    /// URL path, e.g. `/assets/index-abc123.js`; prerendered pages live under `/_pages/`.
    pub path: &'static str,
    pub mime: &'static str,
    /// Strong validator of the raw bytes (quoted).
    pub etag: &'static str,
    pub raw: &'static [u8],
    /// Variants `build.rs` made, for the files served as they are ([`served_as_built`]).
    pub br: Option<&'static [u8]>,
    pub gzip: Option<&'static [u8]>,
}

pub static FILES: &[EmbeddedFile] = include!(concat!(env!("OUT_DIR"), "/embedded.rs"));

/// The embedded file at `path`, which the app must have.
pub fn required(path: &str) -> Result<&'static EmbeddedFile, StartupError> {
    FILES
        .iter()
        .find(|file| file.path == path)
        .ok_or_else(|| StartupError::MissingFile(path.to_string()))
}

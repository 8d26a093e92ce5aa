//! Стежка's web server: serves the embedded, prerendered app with real status codes,
//! caching, compression and security headers, and a small API (`api.rs`).
#![forbid(unsafe_code)]

pub mod api;
pub mod app;
pub mod cache;
pub mod compress;
pub mod config;
pub mod embedded;
pub mod encoding;
pub mod error;
pub mod firebase_config;
pub mod keys;
pub mod limits;
pub mod pages;
pub mod redirect;
pub mod representation;
pub mod security;
pub mod seo;
pub mod server;
pub mod session;
pub mod telemetry;
pub mod token;
pub mod zero_copy;

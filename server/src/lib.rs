//! Стежка's web server: serves the embedded, prerendered app with real status codes,
//! caching, compression and security headers, and a small API (`api.rs`).
#![forbid(unsafe_code)]

pub mod api;
pub mod app;
pub mod compress;
pub mod config;
pub mod embedded;
pub mod error;
pub mod pages;
pub mod representation;
pub mod security;
pub mod server;
pub mod session;
pub mod telemetry;
pub mod token;
pub mod zero_copy;

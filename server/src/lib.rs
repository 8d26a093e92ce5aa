//! Стежка's web server: serves the embedded, prerendered app with real status codes,
//! caching, compression and security headers, and a small API (`api.rs`).
//!
//! A request's way through it, in the order it happens (README's "Server" section has more):
//! `server.rs` accepts the connection and hands each request to `app.rs`, whose pipeline is
//! early answers (`limits.rs`, `security.rs`'s https redirect) → the API (`api.rs`,
//! `session.rs`) or the static site (`site.rs`, `pages.rs`, `representation.rs`) → finishing
//! (the security headers, `security.rs`, and the access line, `telemetry.rs`). Large bodies
//! leave by sendfile (`zero_copy.rs`).
#![forbid(unsafe_code)]

pub mod api;
pub mod app;
pub mod cli;
pub mod compress;
pub mod crawlers;
pub mod embedded;
pub mod error;
pub mod firebase;
pub mod head_tags;
pub mod limits;
pub mod pages;
pub mod representation;
pub mod route_table;
pub mod security;
pub mod server;
pub mod session;
pub mod settings;
pub mod site;
pub mod telemetry;
pub mod token;
pub mod zero_copy;

//! Black-box tests of the server over real sockets (one test binary: `cargo test --test api`).

mod cli;
mod firebase_config;
mod helpers;
mod hostile;
mod routes;
mod security_headers;
mod shutdown;
mod static_files;
mod token_sync;

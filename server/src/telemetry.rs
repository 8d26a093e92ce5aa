//! Structured logs: tracing's JSON lines on stderr, written by tracing-appender's own thread
//! (the server's workers only hand each line over), one access line per request; `RUST_LOG` filters.

use std::io::{BufWriter, stderr};

use axum::http::Method;
use tracing_appender::non_blocking::{NonBlockingBuilder, WorkerGuard};
use tracing_subscriber::EnvFilter;

/// What the log thread gathers before one write: it writes whenever the queue runs dry, so this
/// only bounds a batch under load.
const BATCH_BYTES: usize = 64 * 1024;

/// Installs the subscriber. Keep the guard until the end of `main`: dropping it writes out the
/// lines still queued (a normal exit, SIGTERM and Ctrl-C all end `main`).
pub fn init() -> Option<WorkerGuard> {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    // Lossy: past 128,000 queued lines a line is dropped rather than a request slowed down.
    let (writer, guard) = NonBlockingBuilder::default()
        .lossy(true)
        .thread_name("stezhka-log")
        .finish(BufWriter::with_capacity(BATCH_BYTES, stderr()));
    let installed = tracing_subscriber::fmt()
        .json()
        .with_env_filter(filter)
        .with_writer(writer)
        .with_current_span(false)
        .try_init();
    // A second init (tests) is harmless: the first subscriber stays.
    installed.ok().map(|()| guard)
}

/// The access line of one request. The query string is left out: it can hold what a visitor typed.
pub fn access(method: &Method, path: &str, status: u16, micros: u64) {
    tracing::info!(target: "access", method = method.as_str(), path, status, micros);
}

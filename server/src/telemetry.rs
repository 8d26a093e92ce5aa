//! Structured logs: tracing's JSON lines on stderr, written by tracing-appender's own thread.
//! Every line is a tracing event through the one subscriber, the access line of each request
//! included (target `access`), so `RUST_LOG` and any layer added later see them all.
//!
//! One piece is ours: server workers hand their lines to the log thread in batches, not one by
//! one, since waking that thread for every request cost about a tenth of the requests/s on a
//! page (9–12 % measured, docs/decisions/0008 and 0018).

use std::cell::RefCell;
use std::io::{self, BufWriter, Write, stderr};
use std::sync::OnceLock;
use std::time::Duration;

use axum::http::Method;
use tokio::runtime::Runtime;
use tracing_appender::non_blocking::{NonBlocking, NonBlockingBuilder, WorkerGuard};
use tracing_subscriber::EnvFilter;

/// A worker's lines go to the log thread at this size…
const BATCH_BYTES: usize = 32 * 1024;
/// …or this often, whichever comes first.
const FLUSH_EVERY: Duration = Duration::from_millis(50);

static WRITER: OnceLock<NonBlocking> = OnceLock::new();

thread_local! {
    /// A server worker's lines not yet handed over; `None` on threads that don't batch.
    static BATCH: RefCell<Option<Vec<u8>>> = const { RefCell::new(None) };
}

/// Installs the subscriber and a panic hook that logs panics as JSON lines too. Keep the guard
/// until the end of `main`: dropping it writes out the lines still queued (a normal exit,
/// SIGTERM and Ctrl-C all end `main`).
pub fn init() -> Option<WorkerGuard> {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    // Lossy: past 128,000 queued batches a batch is dropped rather than a request slowed down.
    let builder = NonBlockingBuilder::default()
        .lossy(true)
        .thread_name("stezhka-log");
    let (writer, guard) = builder.finish(BufWriter::with_capacity(BATCH_BYTES, stderr()));
    WRITER.set(writer).ok()?;
    let installed = tracing::subscriber::set_global_default(subscriber(filter));
    std::panic::set_hook(Box::new(log_panic));
    // A second init (tests) is harmless: the first subscriber stays.
    installed.ok().map(|()| guard)
}

/// tracing's JSON lines, written through [`Lines`]: the one place the log's format is set.
fn subscriber(filter: EnvFilter) -> impl tracing::Subscriber + Send + Sync {
    tracing_subscriber::fmt()
        .json()
        .with_env_filter(filter)
        .with_current_span(false)
        .with_writer(|| Lines)
        .finish()
}

/// A panic as a JSON line, handed over at once: the thread's batch would be lost with it.
fn log_panic(panic: &std::panic::PanicHookInfo<'_>) {
    let payload = panic.payload();
    let reason = payload
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("(not a string)");
    let thread = std::thread::current();
    let location = panic.location().map(ToString::to_string);
    tracing::error!(
        thread = thread.name().unwrap_or("unnamed"),
        location,
        reason,
        "panic"
    );
    flush_batch();
}

/// The access line of one request. The query string is left out: it can hold what a visitor typed.
pub fn access(method: &Method, path: &str, status: u16, micros: u64) {
    tracing::info!(
        target: "access",
        method = method.as_str(),
        path,
        status,
        micros
    );
}

/// Runs `work` on `runtime` (a server worker's) with this thread's lines batched: handed over
/// to the log thread at [`BATCH_BYTES`], every [`FLUSH_EVERY`] and at the end.
pub fn batched<F: Future>(runtime: &Runtime, work: F) -> F::Output {
    BATCH.with_borrow_mut(|batch| *batch = Some(Vec::with_capacity(BATCH_BYTES)));
    let output = runtime.block_on(async {
        let flusher = tokio::spawn(async {
            let mut ticks = tokio::time::interval(FLUSH_EVERY);
            loop {
                ticks.tick().await;
                flush_batch();
            }
        });
        let output = work.await;
        flusher.abort();
        output
    });
    flush_batch();
    output
}

fn flush_batch() {
    BATCH.with_borrow_mut(|batch| {
        if let Some(lines) = batch {
            hand_over(lines);
        }
    });
}

fn hand_over(lines: &mut Vec<u8>) {
    if let Some(writer) = WRITER.get()
        && !lines.is_empty()
    {
        let _ = writer.clone().write_all(lines);
    }
    lines.clear();
}

/// What tracing's formatter writes to: it writes each event whole, with one `write_all`.
struct Lines;

impl Write for Lines {
    fn write(&mut self, line: &[u8]) -> io::Result<usize> {
        BATCH.with_borrow_mut(|batch| match batch {
            Some(lines) => {
                lines.extend_from_slice(line);
                if lines.len() >= BATCH_BYTES {
                    hand_over(lines);
                }
                Ok(())
            }
            None => match WRITER.get() {
                Some(writer) => writer.clone().write_all(line),
                None => Ok(()),
            },
        })?;
        Ok(line.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs `log` with the subscriber `init` installs.
    fn logged_through_lines(log: impl FnOnce()) {
        tracing::subscriber::with_default(subscriber(EnvFilter::new("info")), log);
    }

    fn batch() -> Vec<u8> {
        BATCH.with_borrow(|batch| batch.clone().expect("a batching thread"))
    }

    /// The guard for the batching (decision 0018): on a worker, lines wait in its batch until
    /// a flush, instead of waking the log thread one by one.
    #[test]
    fn a_workers_lines_wait_in_its_batch_until_handed_over() {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        let held = batched(&runtime, async {
            logged_through_lines(|| {
                access(&Method::GET, "/", 200, 13);
                access(&Method::HEAD, "/quiz", 304, 7);
            });
            let held = batch();
            flush_batch();
            assert!(batch().is_empty(), "a flush hands the batch over");
            held
        });
        let held = String::from_utf8(held).unwrap();
        assert_eq!(held.lines().count(), 2, "{held}");
        let first: serde_json::Value = serde_json::from_str(held.lines().next().unwrap()).unwrap();
        // The line docs/deploy.md shows, field for field.
        assert_eq!(first["target"], "access");
        assert_eq!(first["level"], "INFO");
        assert_eq!(
            first["fields"],
            serde_json::json!({ "method": "GET", "path": "/", "status": 200, "micros": 13 })
        );
        let timestamp = first["timestamp"].as_str().unwrap();
        assert!(
            timestamp.ends_with('Z') && timestamp.as_bytes()[19] == b'.',
            "{timestamp}"
        );
    }

    #[test]
    fn access_lines_follow_rust_log() {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        let quiet = subscriber(EnvFilter::new("info,access=off"));
        let held = batched(&runtime, async {
            tracing::subscriber::with_default(quiet, || access(&Method::GET, "/", 200, 1));
            batch()
        });
        assert!(
            held.is_empty(),
            "RUST_LOG=info,access=off leaves access lines out"
        );
    }
}

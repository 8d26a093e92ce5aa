//! Structured logs: tracing's JSON lines on stderr, written by tracing-appender's own thread.
//! Server workers hand their lines over in batches: waking the log thread for each request
//! cost about a fifth of the CPU time per request (docs/decisions/0008-owned-bodies-and-tracing.md).

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

/// Installs the subscriber. Keep the guard until the end of `main`: dropping it writes out the
/// lines still queued (a normal exit, SIGTERM and Ctrl-C all end `main`).
pub fn init() -> Option<WorkerGuard> {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    // Lossy: past 128,000 queued batches a batch is dropped rather than a request slowed down.
    let (writer, guard) = NonBlockingBuilder::default()
        .lossy(true)
        .thread_name("stezhka-log")
        .finish(BufWriter::with_capacity(BATCH_BYTES, stderr()));
    WRITER.set(writer).ok()?;
    let installed = tracing_subscriber::fmt()
        .json()
        .with_env_filter(filter)
        .with_writer(|| Lines)
        .with_current_span(false)
        .try_init();
    // A second init (tests) is harmless: the first subscriber stays.
    installed.ok().map(|()| guard)
}

/// The access line of one request. The query string is left out: it can hold what a visitor typed.
pub fn access(method: &Method, path: &str, status: u16, micros: u64) {
    tracing::info!(target: "access", method = method.as_str(), path, status, micros);
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
    BATCH.with_borrow_mut(|batch| batch.iter_mut().for_each(hand_over));
}

fn hand_over(lines: &mut Vec<u8>) {
    if let (false, Some(writer)) = (lines.is_empty(), WRITER.get()) {
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
            None => WRITER.get().map_or(Ok(()), |writer| writer.clone().write_all(line)),
        })?;
        Ok(line.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

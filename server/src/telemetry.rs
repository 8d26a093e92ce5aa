//! Structured logs: tracing's JSON lines on stderr, written by tracing-appender's own thread.
//! Server workers hand their lines over in batches: waking the log thread for each request
//! cost about a fifth of the CPU time per request, and the access line skips tracing's
//! formatter (docs/decisions/0008-owned-bodies-and-tracing.md).

use std::cell::RefCell;
use std::io::{self, BufWriter, Write, stderr};
use std::sync::OnceLock;
use std::time::{Duration, SystemTime};

use axum::http::Method;
use time::format_description::well_known::Rfc3339;
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
    /// The access lines' timestamp up to its seconds ("2026-11-24T01:21:28."), made once a second.
    static SECOND: RefCell<(u64, String)> = const { RefCell::new((u64::MAX, String::new())) };
}

/// Installs the subscriber. Keep the guard until the end of `main`: dropping it writes out the
/// lines still queued (a normal exit, SIGTERM and Ctrl-C all end `main`).
pub fn init() -> Option<WorkerGuard> {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    // Lossy: past 128,000 queued batches a batch is dropped rather than a request slowed down.
    let builder = NonBlockingBuilder::default().lossy(true).thread_name("stezhka-log");
    let (writer, guard) = builder.finish(BufWriter::with_capacity(BATCH_BYTES, stderr()));
    WRITER.set(writer).ok()?;
    let subscriber = tracing_subscriber::fmt().json().with_env_filter(filter).with_current_span(false);
    let installed = subscriber.with_writer(|| Lines).try_init();
    // A second init (tests) is harmless: the first subscriber stays.
    installed.ok().map(|()| guard)
}

/// The access line of one request. The query string is left out: it can hold what a visitor typed.
/// Written as tracing's JSON formatter writes it, when tracing's filter lets it through: its
/// serializer, then `format!` and the date's formatting, took a sixth of the user time of an answer.
pub fn access(method: &Method, path: &str, status: u16, micros: u64) {
    if tracing::enabled!(target: "access", tracing::Level::INFO) {
        let now = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).unwrap_or_default();
        let (path, method) = (serde_json::to_string(path).unwrap_or_default(), method.as_str());
        let (mut a, mut b, mut c) = (itoa::Buffer::new(), itoa::Buffer::new(), itoa::Buffer::new());
        let (fraction, status, micros) =
            (&a.format(1_000_000 + now.subsec_micros())[1..], b.format(status), c.format(micros));
        SECOND.with_borrow_mut(|(second, text)| {
            if *second != now.as_secs() {
                let at = time::OffsetDateTime::UNIX_EPOCH + Duration::from_secs(now.as_secs());
                (*second, *text) = (now.as_secs(), at.format(&Rfc3339).unwrap_or_default().replace('Z', "."));
            }
            #[rustfmt::skip]
            let line = [
                r#"{"timestamp":""#, text, fraction, r#"Z","level":"INFO","fields":{"method":""#, method,
                r#"","path":"#, &path, r#","status":"#, status, r#","micros":"#, micros,
                "},\"target\":\"access\"}\n",
            ];
            let _ = Lines.write_all(line.concat().as_bytes());
        });
    }
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

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};

    use super::*;

    /// Captures what tracing's own JSON formatter writes.
    #[derive(Clone, Default)]
    struct Captured(Arc<Mutex<Vec<u8>>>);

    impl Write for Captured {
        fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    /// The line without its timestamp, and the timestamp.
    fn without_timestamp(line: &str) -> (String, String) {
        let (start, rest) = line.split_once("\"timestamp\":\"").unwrap();
        let (timestamp, rest) = rest.split_once('"').unwrap();
        (format!("{start}{rest}"), timestamp.to_string())
    }

    #[test]
    fn the_access_line_is_the_one_tracing_writes_and_follows_its_filter() {
        let tracing_wrote = Captured::default();
        let captured = tracing_wrote.clone();
        let subscriber = tracing_subscriber::fmt()
            .json()
            .with_writer(move || captured.clone())
            .with_current_span(false)
            .with_env_filter(EnvFilter::new("info"))
            .finish();
        let path = "/a\"b\\c/лікар";
        let minute = || SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).unwrap().as_secs() / 60;
        let before = minute();
        let ours = tracing::subscriber::with_default(subscriber, || {
            tracing::info!(target: "access", method = "POST", path, status = 404u16, micros = 17u64);
            BATCH.with_borrow_mut(|batch| *batch = Some(Vec::new()));
            access(&Method::POST, path, 404, 17);
            BATCH.with_borrow_mut(|batch| batch.take().unwrap())
        });
        let tracing_wrote = String::from_utf8(tracing_wrote.0.lock().unwrap().clone()).unwrap();
        let ours = String::from_utf8(ours).unwrap();
        let ((ours, our_time), (theirs, their_time)) =
            (without_timestamp(&ours), without_timestamp(&tracing_wrote));
        assert_eq!(ours, theirs);
        assert!(ours.ends_with("}\n"));
        // Written microseconds apart: the same to the minute (unless one came in between), in the same format.
        assert_eq!(our_time.len(), their_time.len(), "{our_time} {their_time}");
        if minute() == before {
            assert_eq!(our_time[..16], their_time[..16]);
        }
        assert!(our_time.ends_with('Z') && our_time.as_bytes()[19] == b'.', "{our_time}");

        let quiet = tracing_subscriber::fmt().with_env_filter(EnvFilter::new("warn")).finish();
        let ours = tracing::subscriber::with_default(quiet, || {
            BATCH.with_borrow_mut(|batch| *batch = Some(Vec::new()));
            access(&Method::GET, "/", 200, 1);
            BATCH.with_borrow_mut(|batch| batch.take().unwrap())
        });
        assert!(ours.is_empty(), "RUST_LOG=warn leaves access lines out");
    }
}

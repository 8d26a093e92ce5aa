//! Structured logs: tracing's JSON lines on stderr, written by tracing-appender's own thread.
//! Every line is a tracing event through the one subscriber, the access line of each request
//! included (target `access`), so `RUST_LOG` and any layer added later see them all.

use std::env::VarError;
use std::io::{BufWriter, stderr};

use axum::http::Method;
use tracing_appender::non_blocking::{NonBlockingBuilder, WorkerGuard};
use tracing_subscriber::EnvFilter;
use tracing_subscriber::fmt::MakeWriter;

/// The log thread writes to stderr in pieces of this size at most.
const WRITE_BYTES: usize = 32 * 1024;

/// Installs the subscriber and a panic hook that logs panics as JSON lines too. Keep the guard
/// until the end of `main`: dropping it writes out the lines still queued (a normal exit,
/// SIGTERM and Ctrl-C all end `main`). A `RUST_LOG` that is no filter is refused, with one line
/// naming it.
pub fn init() -> Result<Option<WorkerGuard>, String> {
    let filter = filter(std::env::var(EnvFilter::DEFAULT_ENV))?;
    // Lossy: past 128,000 queued lines a line is dropped rather than a request slowed down.
    let builder = NonBlockingBuilder::default()
        .lossy(true)
        .thread_name("stezhka-log");
    let (writer, guard) = builder.finish(BufWriter::with_capacity(WRITE_BYTES, stderr()));
    let installed = tracing::subscriber::set_global_default(subscriber(filter, writer));
    std::panic::set_hook(Box::new(log_panic));
    // A second init (tests) is harmless: the first subscriber stays.
    Ok(installed.ok().map(|()| guard))
}

/// The filter `RUST_LOG` asks for: `info` when it is unset or empty, as for every setting.
fn filter(rust_log: Result<String, VarError>) -> Result<EnvFilter, String> {
    let value = match rust_log {
        Ok(value) if !value.trim().is_empty() => value,
        Err(VarError::NotUnicode(_)) => return Err("RUST_LOG is not UTF-8".into()),
        _ => return Ok(EnvFilter::new("info")),
    };
    EnvFilter::builder()
        .parse(&value)
        .map_err(|error| format!("invalid value '{value}' for RUST_LOG: {error}"))
}

/// tracing's JSON lines: the one place the log's format is set.
fn subscriber<W>(filter: EnvFilter, writer: W) -> impl tracing::Subscriber + Send + Sync
where
    W: for<'a> MakeWriter<'a> + Send + Sync + 'static,
{
    tracing_subscriber::fmt()
        .json()
        .with_env_filter(filter)
        .with_current_span(false)
        .with_writer(writer)
        .finish()
}

/// A panic as a JSON line.
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

/// The lines `log` writes through the subscriber `init` installs, filtered by `filter`.
#[cfg(test)]
pub(crate) fn logged(filter: &str, log: impl FnOnce()) -> String {
    use std::io::{self, Write};
    use std::sync::{Arc, Mutex};

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

    let captured = Captured::default();
    let writer = captured.clone();
    let subscriber = subscriber(EnvFilter::new(filter), move || writer.clone());
    tracing::subscriber::with_default(subscriber, log);
    let lines = captured.0.lock().unwrap().clone();
    String::from_utf8(lines).unwrap()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_access_line_is_the_json_docs_deploy_md_shows() {
        let lines = logged("info", || {
            access(&Method::GET, "/", 200, 13);
            access(&Method::HEAD, "/quiz", 304, 7);
        });
        assert_eq!(lines.lines().count(), 2, "{lines}");
        let first: serde_json::Value = serde_json::from_str(lines.lines().next().unwrap()).unwrap();
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
        let lines = logged("info,access=off", || access(&Method::GET, "/", 200, 1));
        assert!(
            lines.is_empty(),
            "RUST_LOG=info,access=off leaves access lines out"
        );
    }

    #[test]
    fn rust_log_is_a_filter_or_nothing() {
        assert!(filter(Ok("info,access=off".into())).is_ok());
        assert!(filter(Ok(" ".into())).is_ok(), "empty counts as unset");
        assert!(filter(Err(VarError::NotPresent)).is_ok());
        let refused = filter(Ok("access=loud".into())).unwrap_err();
        assert!(
            refused.starts_with("invalid value 'access=loud' for RUST_LOG: "),
            "{refused}"
        );
        assert_eq!(refused.lines().count(), 1, "{refused}");
    }
}

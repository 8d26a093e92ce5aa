//! One structured log line per request, JSON on stderr; `RUST_LOG` filters.
//!
//! Lines are collected in memory and written out by a background thread every few
//! milliseconds, whole lines at a time, so a busy server doesn't pay a system call per
//! request (nginx's `access_log … buffer=` does the same). [`flush`] writes what is left.

use std::cell::RefCell;
use std::io::{self, Write};
use std::sync::{Condvar, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::http::Method;

use tracing_subscriber::EnvFilter;
use tracing_subscriber::fmt::MakeWriter;

/// How often buffered lines are written out.
const FLUSH_EVERY: Duration = Duration::from_millis(50);
/// Written out at once past this much…
const FLUSH_AT: usize = 64 * 1024;
/// …and by the logging thread itself past this much (stderr is not keeping up).
const MAX_BUFFERED: usize = 8 * 1024 * 1024;

struct Buffer {
    lines: Mutex<Vec<u8>>,
    wake: Condvar,
}

fn buffer() -> &'static Buffer {
    static BUFFER: OnceLock<Buffer> = OnceLock::new();
    BUFFER.get_or_init(|| Buffer { lines: Mutex::new(Vec::with_capacity(FLUSH_AT)), wake: Condvar::new() })
}

fn lock(buffer: &Buffer) -> MutexGuard<'_, Vec<u8>> {
    // A panic while holding the lock leaves bytes, not broken invariants: carry on.
    buffer.lines.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

pub fn init() {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    // A second init (tests) is harmless; ignore it.
    let installed = tracing_subscriber::fmt()
        .json()
        .with_env_filter(filter)
        .with_writer(BufferedStderr)
        .with_current_span(false)
        .try_init();
    if installed.is_ok() {
        let spawned = std::thread::Builder::new().name("stezhka-log".into()).spawn(|| {
            let buffer = buffer();
            loop {
                let guard = lock(buffer);
                let (mut guard, _) = buffer
                    .wake
                    .wait_timeout_while(guard, FLUSH_EVERY, |lines| lines.len() < FLUSH_AT)
                    .unwrap_or_else(|poisoned| poisoned.into_inner());
                let lines = std::mem::replace(&mut *guard, Vec::with_capacity(FLUSH_AT));
                drop(guard);
                write_out(&lines);
            }
        });
        if spawned.is_err() {
            eprintln!("stezhka: no log thread; log lines are written when the server stops");
        }
    }
}

/// The access log line of one request, in the shape of tracing's JSON lines (`target`
/// `access`), formatted here directly: it is written for every request, so it skips the
/// general-purpose formatter. The query string is left out: it can hold what a visitor typed.
pub fn access(method: &Method, path: &str, status: u16, micros: u64) {
    if !tracing::enabled!(target: "access", tracing::Level::INFO) {
        return;
    }
    thread_local! {
        static LINE: RefCell<Vec<u8>> = RefCell::new(Vec::with_capacity(256));
    }
    LINE.with_borrow_mut(|line| {
        line.clear();
        line.extend_from_slice(b"{\"timestamp\":\"");
        timestamp(line, SystemTime::now());
        line.extend_from_slice(b"\",\"level\":\"INFO\",\"fields\":{\"method\":\"");
        json_escaped(line, method.as_str());
        line.extend_from_slice(b"\",\"path\":\"");
        json_escaped(line, path);
        let _ = writeln!(line, "\",\"status\":{status},\"micros\":{micros}}},\"target\":\"access\"}}");
        let _ = BufferedLine.write_all(line);
    });
}

/// RFC 3339 in UTC with microseconds, as tracing writes it: `2026-11-21T16:46:52.987042Z`.
fn timestamp(out: &mut Vec<u8>, now: SystemTime) {
    let since = now.duration_since(UNIX_EPOCH).unwrap_or_default();
    let secs = since.as_secs();
    let (year, month, day) = civil_from_days((secs / 86_400) as i64);
    let rest = secs % 86_400;
    let _ = write!(
        out,
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{:06}Z",
        rest / 3600,
        rest / 60 % 60,
        rest % 60,
        since.subsec_micros()
    );
}

/// Days since 1970-01-01 → (year, month, day), proleptic Gregorian (H. Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(month <= 2), month, day)
}

fn json_escaped(out: &mut Vec<u8>, text: &str) {
    for &byte in text.as_bytes() {
        match byte {
            b'"' | b'\\' => out.extend_from_slice(&[b'\\', byte]),
            0..=0x1f => {
                let _ = write!(out, "\\u{byte:04x}");
            }
            _ => out.push(byte),
        }
    }
}

/// Writes out whatever is buffered (at exit).
pub fn flush() {
    let lines = std::mem::take(&mut *lock(buffer()));
    write_out(&lines);
}

fn write_out(lines: &[u8]) {
    if !lines.is_empty() {
        let mut stderr = io::stderr().lock();
        let _ = stderr.write_all(lines);
        let _ = stderr.flush();
    }
}

struct BufferedStderr;

impl<'a> MakeWriter<'a> for BufferedStderr {
    type Writer = BufferedLine;

    fn make_writer(&'a self) -> Self::Writer {
        BufferedLine
    }
}

/// tracing's formatter writes each event with one `write_all`: it lands in the buffer whole.
struct BufferedLine;

impl Write for BufferedLine {
    fn write(&mut self, data: &[u8]) -> io::Result<usize> {
        let buffer = buffer();
        let mut lines = lock(buffer);
        lines.extend_from_slice(data);
        if lines.len() >= MAX_BUFFERED {
            let all = std::mem::take(&mut *lines);
            write_out(&all);
        } else if lines.len() >= FLUSH_AT {
            buffer.wake.notify_one();
        }
        Ok(data.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timestamps_are_rfc3339_utc_with_microseconds() {
        let mut out = Vec::new();
        let at = UNIX_EPOCH + Duration::from_micros(1_795_279_612_987_042);
        timestamp(&mut out, at);
        assert_eq!(String::from_utf8(out).unwrap(), "2026-11-21T16:46:52.987042Z");
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
    }

    #[test]
    fn escapes_what_json_needs() {
        let mut out = Vec::new();
        json_escaped(&mut out, "/a\"b\\c\u{1}");
        assert_eq!(String::from_utf8(out).unwrap(), "/a\\\"b\\\\c\\u0001");
    }
}

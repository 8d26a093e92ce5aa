//! One structured log line per request, JSON on stderr; `RUST_LOG` filters.
//!
//! Lines are collected in memory and written out by a background thread every few
//! milliseconds, whole lines at a time, so a busy server doesn't pay a system call per
//! request (nginx's `access_log … buffer=` does the same). Each thread that logs has a buffer
//! of its own, so the server's workers never contend for one lock. [`flush`] writes what is left.

use std::cell::RefCell;
use std::io::{self, Write};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, OnceLock, PoisonError};
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

/// Lines not yet written out: one buffer per logging thread, and a flag that wakes the log
/// thread early when one of them fills up.
struct Buffers {
    all: Mutex<Vec<Arc<Mutex<Vec<u8>>>>>,
    full: Mutex<bool>,
    wake: Condvar,
}

fn buffers() -> &'static Buffers {
    static BUFFERS: OnceLock<Buffers> = OnceLock::new();
    BUFFERS.get_or_init(|| Buffers {
        all: Mutex::new(Vec::new()),
        full: Mutex::new(false),
        wake: Condvar::new(),
    })
}

// A panic while holding a lock leaves bytes, not broken invariants: carry on.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Appends to this thread's buffer.
fn append(line: &[u8]) {
    thread_local! {
        static MINE: Arc<Mutex<Vec<u8>>> = {
            let mine = Arc::new(Mutex::new(Vec::with_capacity(FLUSH_AT)));
            lock(&buffers().all).push(mine.clone());
            mine
        };
    }
    MINE.with(|mine| {
        let mut lines = lock(mine);
        lines.extend_from_slice(line);
        if lines.len() >= MAX_BUFFERED {
            let all = std::mem::take(&mut *lines);
            drop(lines);
            write_out(&all);
        } else if lines.len() >= FLUSH_AT {
            drop(lines);
            let buffers = buffers();
            *lock(&buffers.full) = true;
            buffers.wake.notify_one();
        }
    });
}

/// Takes every thread's lines and writes them out.
fn write_all_buffered() {
    let all = lock(&buffers().all).clone();
    for buffer in all {
        let lines = std::mem::replace(&mut *lock(&buffer), Vec::with_capacity(FLUSH_AT));
        write_out(&lines);
    }
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
            let buffers = buffers();
            loop {
                let full = lock(&buffers.full);
                let (mut full, _) = buffers
                    .wake
                    .wait_timeout_while(full, FLUSH_EVERY, |full| !*full)
                    .unwrap_or_else(PoisonError::into_inner);
                *full = false;
                drop(full);
                write_all_buffered();
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
        append(line);
    });
}

/// RFC 3339 in UTC with microseconds, as tracing writes it: `2026-11-21T16:46:52.987042Z`.
fn timestamp(out: &mut Vec<u8>, now: SystemTime) {
    // Every request of the same second shares the date and time: format them once a second.
    thread_local! {
        static SECOND: RefCell<(u64, Vec<u8>)> = const { RefCell::new((u64::MAX, Vec::new())) };
    }
    let since = now.duration_since(UNIX_EPOCH).unwrap_or_default();
    let secs = since.as_secs();
    SECOND.with_borrow_mut(|(at, text)| {
        if *at != secs {
            let (year, month, day) = civil_from_days((secs / 86_400) as i64);
            let rest = secs % 86_400;
            text.clear();
            let _ = write!(
                text,
                "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.",
                rest / 3600,
                rest / 60 % 60,
                rest % 60
            );
            *at = secs;
        }
        out.extend_from_slice(text);
    });
    let micros = since.subsec_micros();
    out.extend((0..6).rev().map(|place| b'0' + (micros / 10u32.pow(place) % 10) as u8));
    out.push(b'Z');
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
    write_all_buffered();
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
        append(data);
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
        // The same second again (from the per-second cache), then the next one.
        for (micros, expected) in [
            (1_795_279_612_000_007, "2026-11-21T16:46:52.000007Z"),
            (1_795_279_613_000_005, "2026-11-21T16:46:53.000005Z"),
        ] {
            let mut out = Vec::new();
            timestamp(&mut out, UNIX_EPOCH + Duration::from_micros(micros));
            assert_eq!(String::from_utf8(out).unwrap(), expected);
        }
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

//! Hostile input, sent raw over TCP so nothing normalises it first: path traversal in every
//! spelling, slow clients, oversized headers and bodies.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use crate::helpers::{immutable_prefix, plain, read_response, send_raw};
use stezhka::session::SESSION_PATH;

/// What a file from outside the app would contain.
const OUTSIDE: [&str; 5] = [
    "root:",
    "[package]",
    "[extensions]",
    "fn main",
    "\"dependencies\"",
];

#[test]
fn path_traversal_gets_400_or_404_never_a_file_and_never_500() {
    let app = plain();
    let targets = [
        "/../../../../etc/passwd",
        "/..%2f..%2f..%2fetc%2fpasswd",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
        "/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
        "/%252e%252e%252f%252e%252e%252fetc%252fpasswd",
        "/%25252e%25252e%25252fetc%25252fpasswd",
        "/..\\..\\..\\windows\\win.ini",
        "/%5c..%5c..%5cwindows%5cwin.ini",
        "/..%5c..%5cwindows%5cwin.ini",
        "/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd",
        "/%c0%ae%c0%ae%c0%af%c0%ae%c0%ae%c0%afetc%c0%afpasswd",
        "/..%c0%af..%c0%afetc%c0%afpasswd",
        "/%e0%80%ae%e0%80%ae/etc/passwd",
        "/..././..././etc/passwd",
        "/....//....//etc/passwd",
        "/.../.../etc/passwd",
        "/./././etc/passwd",
        "/C:\\Windows\\win.ini",
        "/C:/Windows/win.ini",
        "/c:%5cwindows%5cwin.ini",
        "/C%3A%5CWindows%5Cwin.ini",
        "//etc/passwd",
        "///etc/passwd",
        "/etc/passwd%00.html",
        "/%00../../etc/passwd",
        "/index.html%00",
        "/web/dist/../../server/Cargo.toml",
        "/server/src/main.rs",
        "/_pages/../../Cargo.toml",
        "/favicon.svg/..",
        "/favicon.svg/.",
        "/%ff%fe",
        "../../etc/passwd",
        "..\\..\\etc\\passwd",
        "C:\\Windows\\win.ini",
        "C:/Windows/win.ini",
        "http://evil.example/../../etc/passwd",
        "*",
    ];
    // And from the folder the app's scripts are served from.
    let assets = immutable_prefix();
    let from_assets = [
        format!("{assets}../../../Cargo.toml"),
        format!("{assets}%2e%2e/%2e%2e/Cargo.toml"),
        format!("{assets}..%00/Cargo.toml"),
    ];
    for target in targets
        .into_iter()
        .chain(from_assets.iter().map(String::as_str))
    {
        let request =
            format!("GET {target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
        let response =
            send_raw(app.addr, request.as_bytes()).unwrap_or_else(|e| panic!("{target}: {e}"));
        assert!(
            matches!(response.status, 400 | 404),
            "{target} → {}",
            response.status
        );
        let body = response.text();
        for marker in OUTSIDE {
            assert!(!body.contains(marker), "{target} leaked {marker:?}");
        }
    }
}

#[test]
fn a_client_sending_half_a_request_line_is_disconnected_within_10_s() {
    let app = plain();
    let started = Instant::now();
    let mut stream = TcpStream::connect(app.addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(15)))
        .unwrap();
    stream.write_all(b"GET / HT").unwrap();
    let mut buf = Vec::new();
    // The server closes (EOF, possibly after a 408) rather than waiting for the rest.
    let _ = stream.read_to_end(&mut buf);
    let waited = started.elapsed();
    assert!(
        waited < Duration::from_secs(10),
        "still connected after {waited:?}"
    );
    assert!(
        buf.is_empty() || buf.starts_with(b"HTTP/1.1 408"),
        "{}",
        String::from_utf8_lossy(&buf)
    );
}

#[test]
fn silent_and_trickling_clients_are_disconnected_within_10_s() {
    let app = plain();
    let silent = std::thread::spawn(move || {
        let started = Instant::now();
        let mut stream = TcpStream::connect(app.addr).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(15)))
            .unwrap();
        let _ = stream.read_to_end(&mut Vec::new());
        started.elapsed()
    });
    // A header byte every half second: slowloris. The read timeout is for the whole head.
    let started = Instant::now();
    let mut stream = TcpStream::connect(app.addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_millis(500)))
        .unwrap();
    stream.write_all(b"GET / HTTP/1.1\r\nX-Slow: ").unwrap();
    let mut closed = false;
    while started.elapsed() < Duration::from_secs(12) {
        if stream.write_all(b"a").is_err() {
            closed = true;
            break;
        }
        let mut byte = [0u8; 256];
        match stream.read(&mut byte) {
            Ok(0) => {
                closed = true;
                break;
            }
            Ok(_) => {}
            Err(e)
                if e.kind() == std::io::ErrorKind::WouldBlock
                    || e.kind() == std::io::ErrorKind::TimedOut => {}
            Err(_) => {
                closed = true;
                break;
            }
        }
    }
    assert!(
        closed && started.elapsed() < Duration::from_secs(10),
        "trickling client kept for {:?}",
        started.elapsed()
    );
    let silent = silent.join().unwrap();
    assert!(
        silent < Duration::from_secs(10),
        "silent client kept for {silent:?}"
    );
}

#[test]
fn oversized_headers_get_431() {
    let app = plain();
    let big = "a".repeat(20 * 1024);
    let one_big = format!("GET / HTTP/1.1\r\nHost: x\r\nX-Big: {big}\r\nConnection: close\r\n\r\n");
    let response = send_raw(app.addr, one_big.as_bytes()).unwrap();
    assert_eq!(response.status, 431);

    let many: String = (0..150).map(|i| format!("X-H{i}: v\r\n")).collect();
    let many = format!("GET / HTTP/1.1\r\nHost: x\r\n{many}Connection: close\r\n\r\n");
    assert_eq!(send_raw(app.addr, many.as_bytes()).unwrap().status, 431);

    // Up to the limit is fine.
    let fits = format!(
        "GET / HTTP/1.1\r\nHost: x\r\nX-Ok: {}\r\nConnection: close\r\n\r\n",
        "a".repeat(8 * 1024)
    );
    assert_eq!(send_raw(app.addr, fits.as_bytes()).unwrap().status, 200);
}

#[test]
fn oversized_bodies_get_413_before_they_are_sent() {
    let app = plain();
    for target in ["/", SESSION_PATH, "/no-such-page"] {
        for method in ["GET", "POST"] {
            // Only the head is sent: the answer must not wait for 100 MB.
            let mut stream = TcpStream::connect(app.addr).unwrap();
            stream
                .set_read_timeout(Some(Duration::from_secs(5)))
                .unwrap();
            let head = format!(
                "{method} {target} HTTP/1.1\r\nHost: x\r\nContent-Length: 104857600\r\n\r\n"
            );
            stream.write_all(head.as_bytes()).unwrap();
            let response = read_response(&mut stream, false).unwrap();
            assert_eq!(response.status, 413, "{method} {target}");
            assert_eq!(response.header("connection"), Some("close"));
        }
    }
    let small =
        b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello";
    assert_eq!(send_raw(app.addr, small).unwrap().status, 405);
}

/// HTTP/1.1 only (decision 0019): a client speaking HTTP/2 by prior knowledge gets no HTTP/2
/// (an HTTP/2 server's first bytes would be its SETTINGS frame), the connection is closed at
/// once, and the server goes on serving.
#[test]
fn an_http2_preface_is_not_served_as_http2() {
    let app = plain();
    let started = Instant::now();
    let mut stream = TcpStream::connect(app.addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    // The preface, then an empty SETTINGS frame (length 0, type 4, no flags, stream 0).
    stream
        .write_all(b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n\0\0\0\x04\0\0\0\0\0")
        .unwrap();
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "closed at once, not by a timeout"
    );
    let settings_frame = answer.len() >= 9 && answer[3] == 4;
    assert!(!settings_frame, "no HTTP/2 SETTINGS frame: {answer:?}");
    assert!(
        answer.is_empty() || answer.starts_with(b"HTTP/1.1 4"),
        "{}",
        String::from_utf8_lossy(&answer)
    );
    let after = send_raw(
        app.addr,
        b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    )
    .unwrap();
    assert_eq!(after.status, 200);
}

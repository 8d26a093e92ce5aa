//! SIGTERM while the server's binary (`helpers::binary`, built in the tests' profile) is under
//! load: every request sent before the signal is answered in full — including slow ones still
//! waiting (token syncs whose signing keys take 1.5 s to arrive) — and the process then exits
//! cleanly.

use std::io::Write;
use std::net::{SocketAddr, TcpStream};
use std::process::Stdio;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::helpers::{PROJECT, TestApp, binary, largest_script, read_response, started, terminate};
use crate::token_sync::{KID, claims, key_set, keys, serve_keys, signed};
use stezhka::server::Server;
use stezhka::session::SESSION_PATH;

/// How long the stand-in for Google's key server takes to answer.
const SLOW_KEYS: Duration = Duration::from_millis(1500);

enum Outcome {
    /// A full 200 response.
    Complete,
    /// Refused or reset before anything was sent: only allowed after the signal.
    NotAccepted,
    /// Anything else: a request the server took and failed.
    Failed(String),
}

fn one_request(addr: SocketAddr, path: &str, signalled: &AtomicBool) -> (bool, Outcome) {
    let mut stream = match TcpStream::connect(addr) {
        Ok(stream) => stream,
        Err(_) => return (!signalled.load(Ordering::SeqCst), Outcome::NotAccepted),
    };
    // Connected before the signal was sent: the server owes this request an answer.
    let before = !signalled.load(Ordering::SeqCst);
    let _ = stream.set_read_timeout(Some(Duration::from_secs(15)));
    let request = format!(
        "GET {path} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\nConnection: close\r\n\r\n"
    );
    if let Err(e) = stream.write_all(request.as_bytes()) {
        return (
            before,
            if before {
                Outcome::Failed(format!("write: {e}"))
            } else {
                Outcome::NotAccepted
            },
        );
    }
    match read_response(&mut stream, false) {
        Ok(response) if response.status == 200 => (before, Outcome::Complete),
        Ok(response) => (
            before,
            Outcome::Failed(format!("status {}", response.status)),
        ),
        Err(e) if !before && e.kind() != std::io::ErrorKind::UnexpectedEof => {
            (before, Outcome::NotAccepted)
        }
        Err(e) if !before && e.to_string().contains("before a response") => {
            (before, Outcome::NotAccepted)
        }
        Err(e) => (before, Outcome::Failed(format!("read: {e}"))),
    }
}

#[test]
fn sigterm_under_load_fails_no_request_in_flight() {
    let slow_keys = serve_keys(key_set(&[&keys()[0]]), 3600, SLOW_KEYS);
    let mut command = binary();
    command
        .env("FIREBASE_API_KEY", "demo-api-key")
        .env("FIREBASE_AUTH_DOMAIN", "demo-stezhka.firebaseapp.com");
    command
        .env("FIREBASE_PROJECT_ID", PROJECT)
        .env("STEZHKA_TOKEN_OPENID_CONFIG", &slow_keys.config_url);
    let (mut child, TestApp { addr, .. }) = started(command, Stdio::null());

    let signalled = Arc::new(AtomicBool::new(false));
    let script = largest_script();
    let workers: Vec<_> = (0..16)
        .map(|i| {
            let signalled = signalled.clone();
            let path = if i % 2 == 0 {
                "/".to_string()
            } else {
                script.clone()
            };
            std::thread::spawn(move || {
                let mut outcomes = Vec::new();
                let started = Instant::now();
                // Until well after the signal (the server stops accepting then).
                while started.elapsed() < Duration::from_millis(1500) {
                    let outcome = one_request(addr, &path, &signalled);
                    let refused = matches!(outcome.1, Outcome::NotAccepted);
                    outcomes.push(outcome);
                    if refused {
                        break;
                    }
                }
                outcomes
            })
        })
        .collect();

    // Requests that will still be waiting when the signal comes.
    let slow: Vec<_> = (0..4)
        .map(|_| {
            let token = signed(KID, &claims());
            std::thread::spawn(move || {
                let mut stream = TcpStream::connect(addr).expect("connect before SIGTERM");
                stream
                    .set_read_timeout(Some(Duration::from_secs(15)))
                    .unwrap();
                let request = format!(
                    "POST {SESSION_PATH} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {token}\r\n\
                     Content-Length: 0\r\nConnection: close\r\n\r\n"
                );
                stream.write_all(request.as_bytes()).unwrap();
                let started = Instant::now();
                let response = read_response(&mut stream, false).map(|r| r.status);
                (response, started.elapsed())
            })
        })
        .collect();

    std::thread::sleep(Duration::from_millis(600));
    signalled.store(true, Ordering::SeqCst);
    terminate(&child);

    let mut complete_before = 0;
    let mut failures = Vec::new();
    for worker in workers {
        for (before, outcome) in worker.join().unwrap() {
            match outcome {
                Outcome::Complete if before => complete_before += 1,
                Outcome::Complete => {}
                Outcome::NotAccepted if before => {
                    failures.push("sent before SIGTERM, not accepted".to_string())
                }
                Outcome::NotAccepted => {}
                Outcome::Failed(why) => failures.push(why),
            }
        }
    }
    let exit = {
        let deadline = Instant::now() + Duration::from_secs(12);
        loop {
            if let Some(status) = child.try_wait().unwrap() {
                break Some(status);
            }
            if Instant::now() > deadline {
                let _ = child.kill();
                break None;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    };
    assert!(
        failures.is_empty(),
        "{} requests failed: {:?}",
        failures.len(),
        &failures[..failures.len().min(5)]
    );
    assert!(
        complete_before > 100,
        "the load was real: {complete_before} requests before SIGTERM"
    );
    for request in slow {
        let (status, took) = request.join().unwrap();
        assert_eq!(
            status.ok(),
            Some(204),
            "a token sync still waiting at SIGTERM is answered"
        );
        assert!(
            took >= SLOW_KEYS - Duration::from_millis(700),
            "it really was waiting: {took:?}"
        );
    }
    let exit = exit.expect("the server exits after SIGTERM");
    assert!(exit.success(), "exit status {exit}");
}

/// Clients whose requests are already on the wire when the shutdown begins — still in the
/// listen queue, or accepted but not yet read — get their answers. (They used to be reset:
/// hyper-util drops a connection whose protocol it has not read yet when asked to shut down.)
#[test]
fn requests_waiting_to_be_read_at_shutdown_are_answered() {
    let server = Server::bind(crate::helpers::cli(&[])).expect("bind");
    let addr = server.addr();
    // Connected and sent before the server has run at all, then the signal comes at once.
    let clients: Vec<TcpStream> = (0..8)
        .map(|_| {
            let mut stream = TcpStream::connect(addr).expect("connect");
            stream
                .write_all(b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                .expect("send");
            stream
        })
        .collect();
    let (stopped, stop) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = stopped.send(server.serve(async {}).map_err(|e| e.to_string()));
    });
    let readers: Vec<_> = clients
        .into_iter()
        .map(|mut stream| {
            std::thread::spawn(move || {
                stream
                    .set_read_timeout(Some(Duration::from_secs(5)))
                    .expect("timeout");
                read_response(&mut stream, false)
                    .map(|r| r.status)
                    .map_err(|e| e.to_string())
            })
        })
        .collect();
    let served = stop.recv_timeout(Duration::from_secs(10));
    assert_eq!(served, Ok(Ok(())), "the server stops, no worker panicked");
    for reader in readers {
        assert_eq!(reader.join().expect("reader"), Ok(200));
    }
}

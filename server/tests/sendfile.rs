//! The guard for sendfile (decision 0018), in a test binary of its own: the count of
//! bytes sent by sendfile is the process's, so no other test may be sending meanwhile (the
//! tests here take turns), and one app serves them all (the copy is made once per process).

#[allow(dead_code)]
#[path = "api/helpers.rs"]
mod helpers;

use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use helpers::{RawResponse, TestApp, built, cli, get, largest_script, page_paths, start};
use stezhka::server::Server;

/// Bodies this long or longer leave by sendfile (README, `zero_copy.rs`).
const SENDFILE_FROM: usize = 16 * 1024;

/// The app, started as the binary starts (the pages' brotli variants come after launch); and a
/// turn at it.
fn app() -> (&'static TestApp, std::sync::MutexGuard<'static, ()>) {
    static APP: OnceLock<TestApp> = OnceLock::new();
    static TURN: Mutex<()> = Mutex::new(());
    let turn = TURN.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let app = APP.get_or_init(|| start(Server::bind(cli(&[])).expect("bind")));
    (app, turn)
}

/// `GET path` and the bytes sendfile sent for it. The server counts them once sendfile has
/// returned, which can be after the client has read them all: up to 5 s for a large body.
fn get_counting(app: &TestApp, path: &str, accept: &str) -> (RawResponse, u64) {
    let before = stezhka::zero_copy::sent_by_sendfile();
    let response = get(app, path, accept);
    let deadline = Instant::now() + Duration::from_secs(5);
    let mut sent = stezhka::zero_copy::sent_by_sendfile() - before;
    while response.body.len() >= SENDFILE_FROM
        && sent < response.body.len() as u64
        && Instant::now() < deadline
    {
        std::thread::sleep(Duration::from_millis(10));
        sent = stezhka::zero_copy::sent_by_sendfile() - before;
    }
    (response, sent)
}

/// The largest script really leaves through sendfile, from the copy made at start-up, in each
/// encoding, and comes whole. If hyper ever copied bodies before writing them (or stopped
/// handing head and body over together), `zero_copy` would match nothing and write them the
/// slow way; this fails then.
#[test]
fn the_largest_script_goes_out_by_sendfile() {
    let (app, _turn) = app();
    let script = largest_script();
    for accept in ["", "Accept-Encoding: br\r\n", "Accept-Encoding: gzip\r\n"] {
        let (response, sent) = get_counting(app, &script, accept);
        assert_eq!(response.status, 200);
        assert_eq!(
            sent,
            response.body.len() as u64,
            "{accept:?}: the whole body by sendfile"
        );
    }
    assert!(
        get(app, &script, "").body == built(&script),
        "the copy is the built file"
    );
}

/// README: "a body of 16 KB or more leaves by sendfile": every page's too, in each encoding —
/// made at start-up with its tags, and brotli's after launch — and no smaller one.
#[test]
fn every_body_of_16_kb_or_more_goes_out_by_sendfile() {
    let (app, _turn) = app();
    let mut paths = page_paths();
    // The brotli variants join the copy once all are made, a moment after launch: wait for the
    // largest page's (large enough for sendfile) to go out by sendfile.
    let largest = paths
        .iter()
        .max_by_key(|path| get(app, path, "").body.len())
        .unwrap()
        .clone();
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let (response, sent) = get_counting(app, &largest, "Accept-Encoding: br\r\n");
        let brotli = response.header("content-encoding") == Some("br");
        if brotli && sent == response.body.len() as u64 {
            assert!(response.body.len() >= SENDFILE_FROM, "{largest} in brotli");
            break;
        }
        assert!(
            Instant::now() < deadline,
            "{largest}'s brotli never went out by sendfile"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    paths.extend(["/no-such-page".into(), "/favicon.svg".into()]);
    let mut large = 0;
    for path in &paths {
        for coding in ["identity", "gzip", "br"] {
            let accept = format!("Accept-Encoding: {coding}\r\n");
            let (response, sent) = get_counting(app, path, &accept);
            let len = response.body.len();
            let expected = if len >= SENDFILE_FROM { len as u64 } else { 0 };
            assert_eq!(sent, expected, "{path} {coding}: {len} bytes");
            if path != "/favicon.svg" {
                let got = response.header("content-encoding").unwrap_or("identity");
                assert_eq!(got, coding, "{path}");
            }
            large += usize::from(len >= SENDFILE_FROM);
        }
    }
    assert!(large > paths.len(), "most pages are large: {large}");
}

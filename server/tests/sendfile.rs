//! The guard for sendfile (decisions 0015 and 0018), in a test binary of its own: the count of
//! bytes sent by sendfile is the process's, so no other test may be sending meanwhile.

#[allow(dead_code)]
#[path = "api/helpers.rs"]
mod helpers;

use std::time::{Duration, Instant};

use helpers::{built, get, largest_script, plain};

/// The largest script really leaves through sendfile, from the copy made at start-up, in each
/// encoding, and comes whole. If hyper ever copied bodies before writing them (or stopped
/// handing head and body over together), `zero_copy` would match nothing and write them the
/// slow way; this fails then.
#[test]
fn the_largest_script_goes_out_by_sendfile() {
    let app = plain();
    let script = largest_script();
    for accept in ["", "Accept-Encoding: br\r\n", "Accept-Encoding: gzip\r\n"] {
        let before = stezhka::zero_copy::sent_by_sendfile();
        let response = get(app, &script, accept);
        assert_eq!(response.status, 200);
        // The server counts the bytes once sendfile has returned, which can be after the
        // client has read them all.
        let deadline = Instant::now() + Duration::from_secs(5);
        let mut sent = 0;
        while Instant::now() < deadline {
            sent = stezhka::zero_copy::sent_by_sendfile() - before;
            if sent >= response.body.len() as u64 {
                break;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
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

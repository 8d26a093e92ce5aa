#![forbid(unsafe_code)]

use std::process::ExitCode;

use stezhka::error::chain;

fn main() -> ExitCode {
    // Dropped at the end of `main`: the log lines still queued are written out then.
    let _log = stezhka::telemetry::init();
    let outcome = stezhka::config::Settings::from_env().map(stezhka::server::run);
    match outcome {
        Ok(Ok(())) => ExitCode::SUCCESS,
        Ok(Err(err)) => {
            eprintln!("stezhka: {}", chain(&err));
            ExitCode::FAILURE
        }
        Err(err) => {
            eprintln!("stezhka: invalid configuration: {}", chain(&err));
            ExitCode::from(2)
        }
    }
}

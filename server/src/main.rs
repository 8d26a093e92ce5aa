#![forbid(unsafe_code)]

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::process::ExitCode;

use stezhka::config::{Settings, one_line};
use stezhka::error::chain;

fn main() -> ExitCode {
    let settings = match Settings::from_args(std::env::args_os()) {
        Ok(settings) => settings,
        // --help and --version: printed on stdout, and nothing else happens.
        Err(done) if !done.use_stderr() => {
            let _ = done.print();
            return ExitCode::SUCCESS;
        }
        Err(error) => {
            eprintln!("stezhka: {}", one_line(&error));
            return ExitCode::from(2);
        }
    };
    // Dropped at the end of `main`: the log lines still queued are written out then.
    let _log = stezhka::telemetry::init();
    match stezhka::server::run(settings) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("stezhka: {}", chain(&err));
            ExitCode::FAILURE
        }
    }
}

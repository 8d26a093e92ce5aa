#![forbid(unsafe_code)]

// A library, not a piece of ours: fewer instructions per answer than glibc's malloc for the
// header maps each request allocates and frees (docs/decisions/0018).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::process::ExitCode;

use stezhka::cli::{Cli, CliError};
use stezhka::error::chain;

fn main() -> ExitCode {
    let cli = match Cli::read(std::env::args_os()) {
        Ok(cli) => cli,
        Err(CliError::Info(help)) => {
            let _ = help.print();
            return ExitCode::SUCCESS;
        }
        Err(mistake) => {
            eprintln!("stezhka: {mistake}");
            return ExitCode::from(2);
        }
    };
    // Dropped at the end of `main`: the log lines still queued are written out then.
    let _log = match stezhka::telemetry::init() {
        Ok(log) => log,
        Err(mistake) => {
            eprintln!("stezhka: {mistake}");
            return ExitCode::from(2);
        }
    };
    match stezhka::server::run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            // Once in the log, for whatever collects it, and once as plain text for a person
            // starting the server by hand.
            tracing::error!(error = chain(&error), "stopped");
            eprintln!("stezhka: {}", chain(&error));
            ExitCode::FAILURE
        }
    }
}

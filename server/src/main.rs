use std::process::ExitCode;

fn main() -> ExitCode {
    stezhka::telemetry::init();
    let settings = match stezhka::config::Settings::from_env() {
        Ok(settings) => settings,
        Err(err) => {
            eprintln!("stezhka: invalid configuration: {err}");
            return ExitCode::from(2);
        }
    };
    let outcome = stezhka::server::run(settings);
    stezhka::telemetry::flush();
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("stezhka: {err}");
            ExitCode::FAILURE
        }
    }
}

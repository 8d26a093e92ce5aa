use std::process::ExitCode;

#[tokio::main]
async fn main() -> ExitCode {
    stezhka::telemetry::init();
    let settings = match stezhka::config::Settings::from_env() {
        Ok(settings) => settings,
        Err(err) => {
            eprintln!("stezhka: invalid configuration: {err}");
            return ExitCode::from(2);
        }
    };
    match stezhka::server::run(settings).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("stezhka: {err}");
            ExitCode::FAILURE
        }
    }
}

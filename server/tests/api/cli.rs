//! The binary's command line, run as a deployer would: `--help`, `--version`, mistakes, and
//! flags over environment variables.

use std::io::Read;
use std::net::TcpListener;
use std::process::Stdio;

use crate::helpers::{binary, built, get, largest_script, started, terminate};

#[test]
fn help_names_every_setting_and_its_variable_and_starts_nothing() {
    // A port that is free now: `--help` must not take it.
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let output = binary()
        .arg("--help")
        .env("STEZHKA_ADDR", format!("127.0.0.1:{port}"))
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    let help = String::from_utf8(output.stdout).unwrap();
    for (flag, variable) in [
        ("--addr", "STEZHKA_ADDR"),
        ("--public-url", "STEZHKA_PUBLIC_URL"),
        ("--https", "STEZHKA_HTTPS"),
        ("--firebase-api-key", "FIREBASE_API_KEY"),
        ("--firebase-auth-domain", "FIREBASE_AUTH_DOMAIN"),
        ("--firebase-project-id", "FIREBASE_PROJECT_ID"),
        ("--firebase-app-id", "FIREBASE_APP_ID"),
        (
            "--firebase-auth-emulator-host",
            "FIREBASE_AUTH_EMULATOR_HOST",
        ),
        ("--token-openid-config", "STEZHKA_TOKEN_OPENID_CONFIG"),
    ] {
        assert!(
            help.contains(flag) && help.contains(&format!("[env: {variable}")),
            "{flag} {variable} in\n{help}"
        );
    }
    assert!(help.contains("[default: 127.0.0.1:8080]"), "{help}");
    assert!(!help.contains("listening on"), "{help}");
    assert!(
        TcpListener::bind(("127.0.0.1", port)).is_ok(),
        "--help left the port alone"
    );
}

#[test]
fn version_prints_the_version() {
    let output = binary().arg("--version").output().unwrap();
    assert!(output.status.success());
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        format!("stezhka {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn mistakes_exit_non_zero_with_one_line_naming_them() {
    // (flag, variable, what the message names)
    let cases = [
        (Some("--adrr=127.0.0.1:0"), None, "'--adrr'"),
        (Some("--addr=localhost"), None, "'--addr <ADDR>'"),
        (
            None,
            Some(("STEZHKA_ADDR", "localhost")),
            "(from STEZHKA_ADDR)",
        ),
        (None, Some(("STEZHKA_HTTPS", "maybe")), "'--https'"),
        // HSTS for a plain-http origin, and no https origin to redirect to: refused.
        (Some("--https"), None, "--https needs an https --public-url"),
        (
            None,
            Some(("STEZHKA_HTTPS", "1")),
            "--https needs an https --public-url",
        ),
        // A log filter that is none would otherwise have silently become `info`.
        (
            None,
            Some(("RUST_LOG", "access=loud")),
            "invalid value 'access=loud' for RUST_LOG",
        ),
    ];
    for (args, env, named) in cases {
        let output = binary().args(args).envs(env).output().unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?} {env:?}");
        assert!(output.stdout.is_empty());
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
        assert!(
            stderr.starts_with("stezhka: ") && stderr.contains(named),
            "{named} in {stderr}"
        );
    }
}

#[test]
fn a_flag_overrides_its_variable() {
    let mut command = binary();
    command
        .arg("--public-url=https://flag.example")
        .env("STEZHKA_ADDR", "not an address");
    command.env("STEZHKA_PUBLIC_URL", "https://variable.example");
    let (mut child, app) = started(command, Stdio::null());
    let robots = get(&app, "/robots.txt", "").text();
    let _ = child.kill();
    let _ = child.wait();
    assert!(
        robots.contains("Sitemap: https://flag.example/sitemap.xml"),
        "{robots}"
    );
}

/// Large files go out by sendfile from a copy made at start-up in the temporary directory; a
/// deploy where none is writable still serves them whole, and the log says so once.
#[test]
fn without_a_temporary_directory_large_files_still_come_whole() {
    let mut command = binary();
    command.env("TMPDIR", "/nonexistent/stezhka-test");
    let (mut child, app) = started(command, Stdio::piped());
    let script = largest_script();
    let served = get(&app, &script, "").body;
    terminate(&child);
    let mut log = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut log)
        .unwrap();
    assert!(child.wait().unwrap().success());
    assert!(served == built(&script), "the script came whole");
    let warnings = log
        .lines()
        .filter(|l| l.contains("not sent from a temporary file"))
        .count();
    assert_eq!(
        warnings, 1,
        "one warning, whatever the number of workers:\n{log}"
    );
}

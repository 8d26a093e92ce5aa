//! The command line: every setting is a flag with an environment variable as its fallback,
//! parsed and checked by clap once at start-up. What clap can't express is checked right
//! after it: an empty variable counts as unset, and `--https` needs an https public URL.
//! The complete settings the server runs with are made from this once the address is bound
//! (`settings.rs`).

use std::ffi::OsString;
use std::net::SocketAddr;

use axum::http::Uri;
use clap::builder::BoolishValueParser;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Args, CommandFactory, FromArgMatches, Parser};

use crate::firebase;

/// The command line; every option falls back to the environment variable `--help` names.
#[derive(Clone, Debug, Parser)]
#[command(
    name = "stezhka",
    version,
    about = "Стежка: the career-guidance site and its web server."
)]
#[command(after_help = "Logs are JSON lines on stderr, filtered by RUST_LOG (default: info).")]
pub struct Cli {
    /// Address to listen on; port 0 picks a free port
    #[arg(long, env = "STEZHKA_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,

    /// Origin visitors use, for the sitemap and canonical links [default: http://<address>]
    #[arg(long, env = "STEZHKA_PUBLIC_URL", value_name = "URL", value_parser = origin)]
    pub public_url: Option<String>,

    /// Served over HTTPS by a proxy in front: send HSTS, redirect X-Forwarded-Proto: http
    /// (needs an https --public-url)
    #[arg(long, env = "STEZHKA_HTTPS", value_parser = BoolishValueParser::new())]
    pub https: bool,

    #[command(flatten)]
    pub firebase: Option<FirebaseArgs>,
}

/// The Firebase project the app signs in with. All of key, domain and project, or none: the
/// group's `requires_all` (each is `required = false`, or clap would require them always).
#[derive(Args, Clone, Debug)]
#[group(requires_all = ["api_key", "auth_domain", "project_id"])]
pub struct FirebaseArgs {
    /// Firebase web API key; sign-in is on when the key, auth domain and project id are set
    #[arg(
        long = "firebase-api-key",
        env = "FIREBASE_API_KEY",
        value_name = "KEY",
        required = false,
        value_parser = |v: &str| plain(v, "")
    )]
    pub api_key: String,

    /// Firebase auth domain, e.g. my-project.firebaseapp.com
    #[arg(
        long = "firebase-auth-domain",
        env = "FIREBASE_AUTH_DOMAIN",
        value_name = "DOMAIN",
        required = false,
        value_parser = |v: &str| plain(v, "")
    )]
    pub auth_domain: String,

    /// Firebase project id: ID tokens must be issued for it
    #[arg(
        long = "firebase-project-id",
        env = "FIREBASE_PROJECT_ID",
        value_name = "ID",
        required = false,
        value_parser = |v: &str| plain(v, "")
    )]
    pub project_id: String,

    /// Firebase app id (optional)
    #[arg(
        long = "firebase-app-id",
        env = "FIREBASE_APP_ID",
        value_name = "ID",
        value_parser = |v: &str| plain(v, ":")
    )]
    pub app_id: Option<String>,

    /// host:port of a Firebase Auth emulator to sign in against (its unsigned tokens are then accepted)
    #[arg(
        long = "firebase-auth-emulator-host",
        env = "FIREBASE_AUTH_EMULATOR_HOST",
        value_name = "HOST:PORT",
        value_parser = host_port
    )]
    pub emulator_host: Option<String>,

    /// OpenID configuration naming the keys that sign ID tokens
    /// [default: https://securetoken.google.com/<project id>/.well-known/openid-configuration]
    #[arg(
        long = "token-openid-config",
        env = "STEZHKA_TOKEN_OPENID_CONFIG",
        value_name = "URL",
        value_parser = firebase::keys_url
    )]
    pub openid_config: Option<Uri>,
}

/// Why the command line can't start the server.
#[derive(Debug)]
pub enum CliError {
    /// `--help` or `--version`: printed on stdout, and nothing else happens.
    Info(clap::Error),
    /// A mistake, as one line naming the flag (and its variable, when the value came from there).
    Invalid(String),
}

impl Cli {
    /// Reads `args` (the program name first), with the environment as fallback. Not clap's
    /// `Parser::parse_from`, which exits the process on a mistake: this returns it.
    pub fn read<I, T>(args: I) -> Result<Cli, CliError>
    where
        I: IntoIterator<Item = T>,
        T: Into<OsString> + Clone,
    {
        let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
        // An empty variable counts as unset (`FIREBASE_API_KEY= stezhka`: no Firebase).
        let command = Cli::command().mut_args(|arg| {
            let value = arg.get_env().and_then(std::env::var_os);
            let empty = value.is_some_and(|v| v.to_string_lossy().trim().is_empty());
            if empty { arg.env(None::<&str>) } else { arg }
        });
        let matches = command
            .try_get_matches_from(&args)
            .map_err(|error| CliError::from_clap(error, &args))?;
        let cli =
            Cli::from_arg_matches(&matches).map_err(|error| CliError::from_clap(error, &args))?;
        let https_origin = cli
            .public_url
            .as_deref()
            .is_some_and(|url| url.starts_with("https://"));
        if cli.https && !https_origin {
            // HSTS over a plain-http origin would lock visitors out, and there would be no https
            // origin to redirect to.
            return Err(CliError::Invalid(
                "--https needs an https --public-url (STEZHKA_PUBLIC_URL), e.g. https://stezhka.example"
                    .into(),
            ));
        }
        Ok(cli)
    }
}

impl CliError {
    fn from_clap(error: clap::Error, args: &[OsString]) -> CliError {
        if error.use_stderr() {
            CliError::Invalid(one_line(&error, args))
        } else {
            CliError::Info(error)
        }
    }
}

impl std::fmt::Display for CliError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CliError::Info(info) => write!(f, "{}", info.render()),
            CliError::Invalid(line) => f.write_str(line),
        }
    }
}

/// A clap error as one line, from its kind and context (not its rendered English, which
/// spreads over several lines with usage hints), naming the flag and, when the value came
/// from the environment rather than `args`, its variable.
fn one_line(error: &clap::Error, args: &[OsString]) -> String {
    let context = |kind| match error.get(kind) {
        Some(ContextValue::String(text)) => text.clone(),
        Some(ContextValue::Strings(texts)) => texts.join("', '"),
        Some(other) => other.to_string(),
        None => String::new(),
    };
    let arg = context(ContextKind::InvalidArg);
    let value = context(ContextKind::InvalidValue);
    let mut line = match error.kind() {
        ErrorKind::UnknownArgument => format!("unexpected argument '{arg}'"),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let mut line = format!("invalid value '{value}' for '{arg}'");
            if let Some(cause) = std::error::Error::source(error) {
                line += &format!(": {cause}");
            }
            let valid = context(ContextKind::ValidValue);
            if !valid.is_empty() {
                line += &format!(" (one of '{valid}')");
            }
            line
        }
        ErrorKind::MissingRequiredArgument => format!("missing '{arg}'"),
        kind => {
            let what = kind.as_str().unwrap_or("invalid command line");
            if arg.is_empty() {
                what.to_string()
            } else {
                format!("{what}: '{arg}'")
            }
        }
    };
    if let Some(suggested) = error.get(ContextKind::SuggestedArg) {
        line += &format!("; did you mean '{suggested}'?");
    }
    if let Some(variable) = from_environment(&arg, args) {
        line += &format!(" (from {variable})");
    }
    line
}

/// The variable that gave `arg` (`--addr <ADDR>`) its value: when it is set and the flag is
/// not among `args`.
fn from_environment(arg: &str, args: &[OsString]) -> Option<String> {
    let flag = arg.split_whitespace().next()?;
    let long = flag.strip_prefix("--")?;
    let command = Cli::command();
    let variable = command
        .get_arguments()
        .find(|a| a.get_long() == Some(long))?
        .get_env()?;
    let on_command_line = args.iter().any(|given| {
        let given = given.to_string_lossy();
        given == flag || given.starts_with(&format!("{flag}="))
    });
    let set = std::env::var_os(variable).is_some();
    (set && !on_command_line).then(|| variable.to_string_lossy().into_owned())
}

/// Firebase values end up in JSON and headers: letters, digits, `-_.` and `extra` only.
fn plain(value: &str, extra: &str) -> Result<String, String> {
    let allowed = |c: char| c.is_ascii_alphanumeric() || "-_.".contains(c) || extra.contains(c);
    if (1..=256).contains(&value.len()) && value.chars().all(allowed) {
        Ok(value.to_string())
    } else {
        Err("has unexpected characters".to_string())
    }
}

fn host_port(value: &str) -> Result<String, String> {
    let host = plain(value, ":[]")?;
    if host.contains(':') {
        Ok(host)
    } else {
        Err("must be host:port".into())
    }
}

/// A scheme and a host (and port): the links the server writes append a path to it.
fn origin(url: &str) -> Result<String, String> {
    let url = url.trim_end_matches('/');
    let rest = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"))
        .unwrap_or_default();
    if !rest.is_empty() && !rest.contains(['/', '?', '#', '"', '<', '>', ' ']) {
        Ok(url.to_string())
    } else {
        Err("must be an origin like https://stezhka.example".into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Cli, CliError> {
        Cli::read(std::iter::once("stezhka").chain(args.iter().copied()))
    }

    fn mistake(args: &[&str]) -> String {
        match parse(args) {
            Err(CliError::Invalid(line)) => line,
            other => panic!("{args:?} should be refused: {other:?}"),
        }
    }

    const FIREBASE: [&str; 3] = [
        "--firebase-api-key=demo-key",
        "--firebase-auth-domain=demo-stezhka.firebaseapp.com",
        "--firebase-project-id=demo-stezhka",
    ];

    #[test]
    fn defaults_to_loopback_8080_without_firebase() {
        let cli = parse(&[]).unwrap();
        assert_eq!(cli.addr.to_string(), "127.0.0.1:8080");
        assert!(cli.public_url.is_none());
        assert!(cli.firebase.is_none());
        assert!(!cli.https);
    }

    #[test]
    fn https_needs_an_https_public_url() {
        assert!(mistake(&["--https"]).contains("--public-url"));
        assert!(
            mistake(&["--https", "--public-url=http://stezhka.example"]).contains("--public-url")
        );
        assert!(
            parse(&["--https", "--public-url=https://stezhka.example"])
                .unwrap()
                .https
        );
    }

    #[test]
    fn rejects_a_bad_address_and_partial_firebase_config() {
        assert!(parse(&["--addr=localhost"]).is_err());
        let partial = mistake(&["--firebase-api-key=k"]);
        assert!(partial.contains("--firebase-auth-domain"), "{partial}");
        assert!(partial.contains("--firebase-project-id"), "{partial}");
        assert!(parse(&["--firebase-auth-emulator-host=127.0.0.1:9099"]).is_err());
    }

    #[test]
    fn rejects_values_with_unexpected_characters() {
        let bad = mistake(&[
            FIREBASE[0],
            FIREBASE[1],
            "--firebase-project-id=demo\"</script>",
        ]);
        assert!(bad.contains("has unexpected characters"), "{bad}");
        let mut with_host = FIREBASE.to_vec();
        with_host.push("--firebase-auth-emulator-host=localhost");
        assert!(mistake(&with_host).contains("must be host:port"));
    }

    #[test]
    fn reads_a_complete_firebase_config() {
        let mut args = FIREBASE.to_vec();
        args.extend([
            "--firebase-app-id=1:123:web:abc",
            "--firebase-auth-emulator-host=127.0.0.1:9099",
            "--token-openid-config=http://127.0.0.1:9000/x",
        ]);
        let firebase = parse(&args).unwrap().firebase.unwrap();
        assert_eq!(firebase.project_id, "demo-stezhka");
        assert_eq!(firebase.emulator_host.as_deref(), Some("127.0.0.1:9099"));
        assert_eq!(firebase.app_id.as_deref(), Some("1:123:web:abc"));
        assert_eq!(
            firebase.openid_config.unwrap().to_string(),
            "http://127.0.0.1:9000/x"
        );
        let flag = "--token-openid-config=http://keys.example/certs";
        assert!(mistake(&[FIREBASE[0], FIREBASE[1], FIREBASE[2], flag]).contains("https://"));
    }

    #[test]
    fn public_url_must_be_an_origin() {
        let cli = parse(&["--public-url=https://stezhka.example/"]).unwrap();
        assert_eq!(cli.public_url.as_deref(), Some("https://stezhka.example"));
        assert!(parse(&["--public-url=ftp://x"]).is_err());
        assert!(parse(&["--public-url=https://x/path"]).is_err());
    }

    #[test]
    fn errors_are_one_line_naming_the_flag() {
        assert_eq!(
            mistake(&["--addr=localhost"]),
            "invalid value 'localhost' for '--addr <ADDR>': invalid socket address syntax"
        );
        assert_eq!(
            mistake(&["--adrr=x"]),
            "unexpected argument '--adrr'; did you mean '--addr'?"
        );
        let not_boolean = mistake(&["--https=maybe"]);
        // A flag takes no value on the command line (its variable does: see tests/api/cli.rs).
        assert!(not_boolean.contains("'--https'"), "{not_boolean}");
        for line in [not_boolean, mistake(&["--firebase-api-key=k"])] {
            assert_eq!(line.lines().count(), 1, "{line}");
        }
    }

    #[test]
    fn help_and_version_are_not_mistakes() {
        assert!(matches!(parse(&["--help"]), Err(CliError::Info(_))));
        assert!(matches!(parse(&["--version"]), Err(CliError::Info(_))));
    }
}

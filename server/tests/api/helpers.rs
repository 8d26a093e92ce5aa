//! Test helpers: the app served in-process on a random port (one per configuration, shared by
//! the tests), the server's binary started as a process (cargo's build of it for these tests, in
//! their profile: the dev profile in make test, not the release build), and a raw HTTP/1.1 client
//! over a TCP socket, so requests go out exactly as written (no client normalises a path or adds a
//! header behind our back).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;
use std::time::Duration;

use clap::CommandFactory;
use stezhka::cli::Cli;
use stezhka::server::Server;

pub const PROJECT: &str = "demo-stezhka";

/// A running app: its address and the origin its links use.
pub struct TestApp {
    pub addr: SocketAddr,
    pub public_url: String,
}

/// Starts the app with `env` as its environment, as `stezhka` starts (`server::run`), on
/// threads of its own that live as long as the test process. The server makes the pages'
/// brotli variants after launch; tests want every variant from the start.
pub fn spawn(env: &[(&str, &str)]) -> TestApp {
    let mut server = Server::bind(cli(env)).expect("bind");
    server.compress_now();
    start(server)
}

/// Serves `server` on threads of its own that live as long as the test process.
pub fn start(server: Server) -> TestApp {
    let app = TestApp {
        addr: server.addr(),
        public_url: server.public_url().to_string(),
    };
    std::thread::spawn(move || server.serve(std::future::pending()));
    app
}

/// The command line as if `env` were the environment: each variable becomes the flag it stands
/// for (on a free port unless `STEZHKA_ADDR` says otherwise).
pub fn cli(env: &[(&str, &str)]) -> Cli {
    let command = Cli::command();
    let mut args = vec!["stezhka".to_string()];
    if !env.iter().any(|(name, _)| *name == "STEZHKA_ADDR") {
        args.push("--addr=127.0.0.1:0".into());
    }
    for (name, value) in env {
        let arg = command
            .get_arguments()
            .find(|a| a.get_env().is_some_and(|e| e == *name));
        let arg = arg.unwrap_or_else(|| panic!("no flag stands for {name}"));
        let long = arg.get_long().expect("a long flag");
        args.push(if arg.get_action().takes_values() {
            format!("--{long}={value}")
        } else {
            format!("--{long}")
        });
    }
    Cli::read(args).unwrap_or_else(|error| panic!("valid test settings: {error}"))
}

/// The app with default settings: no Firebase, plain http.
pub fn plain() -> &'static TestApp {
    static APP: OnceLock<TestApp> = OnceLock::new();
    APP.get_or_init(|| spawn(&[]))
}

/// The app as deployed: a public https origin behind a proxy, Firebase configured.
pub fn production(keys_url: &str) -> TestApp {
    spawn(&[
        ("STEZHKA_PUBLIC_URL", "https://stezhka.example"),
        ("STEZHKA_HTTPS", "1"),
        ("FIREBASE_API_KEY", "demo-api-key"),
        ("FIREBASE_AUTH_DOMAIN", "demo-stezhka.firebaseapp.com"),
        ("FIREBASE_PROJECT_ID", PROJECT),
        ("STEZHKA_TOKEN_OPENID_CONFIG", keys_url),
    ])
}

#[derive(Debug)]
pub struct RawResponse {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl RawResponse {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    pub fn headers_named(&self, name: &str) -> Vec<&str> {
        self.headers
            .iter()
            .filter(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
            .collect()
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// Sends `request` as is and reads one response (the server closes after it: send
/// `Connection: close`, or it was an error that closes).
pub fn send_raw(addr: SocketAddr, request: &[u8]) -> std::io::Result<RawResponse> {
    let mut stream = TcpStream::connect(addr)?;
    stream.set_read_timeout(Some(Duration::from_secs(10)))?;
    stream.write_all(request)?;
    read_response(&mut stream, request.starts_with(b"HEAD "))
}

/// Reads one response from `stream`: up to Content-Length, or to the end.
pub fn read_response(stream: &mut TcpStream, head: bool) -> std::io::Result<RawResponse> {
    let mut buf = Vec::new();
    let mut chunk = [0u8; 16 * 1024];
    let header_end = loop {
        if let Some(at) = find(&buf, b"\r\n\r\n") {
            break at;
        }
        let n = stream.read(&mut chunk)?;
        if n == 0 {
            return Err(std::io::Error::new(
                std::io::ErrorKind::UnexpectedEof,
                "closed before a response",
            ));
        }
        buf.extend_from_slice(&chunk[..n]);
    };
    let head_text = String::from_utf8_lossy(&buf[..header_end]).into_owned();
    let mut lines = head_text.split("\r\n");
    let status_line = lines.next().unwrap_or_default();
    let status: u16 = status_line
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let headers: Vec<(String, String)> = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(n, v)| (n.trim().to_string(), v.trim().to_string()))
        .collect();
    let mut body = buf[header_end + 4..].to_vec();
    let length = headers
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case("content-length"))
        .and_then(|(_, v)| v.parse::<usize>().ok());
    let no_body = head || status == 304 || status == 204 || (100..200).contains(&status);
    match (no_body, length) {
        (true, _) => body.clear(),
        (false, Some(length)) => {
            while body.len() < length {
                let n = stream.read(&mut chunk)?;
                if n == 0 {
                    return Err(std::io::Error::new(
                        std::io::ErrorKind::UnexpectedEof,
                        "body cut short",
                    ));
                }
                body.extend_from_slice(&chunk[..n]);
            }
            body.truncate(length);
        }
        (false, None) => {
            stream.read_to_end(&mut body)?;
        }
    }
    Ok(RawResponse {
        status,
        headers,
        body,
    })
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// `GET path` with extra header lines (each ending in `\r\n`).
pub fn get(app: &TestApp, path: &str, headers: &str) -> RawResponse {
    request(app, "GET", path, headers)
}

pub fn request(app: &TestApp, method: &str, path: &str, headers: &str) -> RawResponse {
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {}\r\n{headers}Connection: close\r\n\r\n",
        app.addr
    );
    send_raw(app.addr, req.as_bytes()).unwrap_or_else(|e| panic!("{method} {path}: {e}"))
}

/// The built app's route table, as the web build wrote it.
pub fn route_table() -> serde_json::Value {
    let text = std::fs::read_to_string(format!("{}/_pages/routes.json", web_dist()))
        .expect("routes.json (make web)");
    serde_json::from_str(&text).expect("routes.json is JSON")
}

/// Paths the route table answers with 200.
pub fn page_paths() -> Vec<String> {
    route_table()["pages"]
        .as_array()
        .expect("pages")
        .iter()
        .map(|p| p["path"].as_str().expect("path").to_string())
        .collect()
}

/// The route table's prefix of the content-hashed files (Vite's output folder).
pub fn immutable_prefix() -> String {
    let prefix = &route_table()["immutablePrefix"];
    prefix.as_str().expect("immutablePrefix").to_string()
}

/// The route table's prefix of the API's paths.
pub fn api_prefix() -> String {
    let prefix = &route_table()["apiPrefix"];
    prefix.as_str().expect("apiPrefix").to_string()
}

/// The built app's largest JavaScript file, as a URL path.
pub fn largest_script() -> String {
    let prefix = immutable_prefix();
    let (_, name) = std::fs::read_dir(format!("{}{prefix}", web_dist()))
        .expect("Vite's output folder")
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().ends_with(".js"))
        .map(|e| {
            (
                e.metadata().map(|m| m.len()).unwrap_or(0),
                e.file_name().to_string_lossy().into_owned(),
            )
        })
        .max()
        .expect("a script");
    format!("{prefix}{name}")
}

/// The built app the binary embeds.
pub fn web_dist() -> String {
    std::env::var("STEZHKA_WEB_DIST")
        .unwrap_or_else(|_| concat!(env!("CARGO_MANIFEST_DIR"), "/../web/dist").to_string())
}

/// A file of the built app, by its URL path.
pub fn built(path: &str) -> Vec<u8> {
    std::fs::read(format!("{}{path}", web_dist()))
        .unwrap_or_else(|e| panic!("{path} in the build: {e}"))
}

/// The page paths of the profession detail pages the build made, e.g. `/profession/teacher`.
pub fn profession_paths() -> Vec<String> {
    let paths: Vec<String> = page_paths()
        .into_iter()
        .filter(|path| path.starts_with("/profession/"))
        .collect();
    assert!(!paths.is_empty(), "the build made some profession page");
    paths
}

/// The server's binary as cargo built it for these tests (in their profile, not necessarily the
/// release one), with nothing from the caller's environment deciding its settings.
pub fn binary() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_stezhka"));
    for (name, _) in std::env::vars() {
        if name.starts_with("STEZHKA_") || name.starts_with("FIREBASE_") {
            command.env_remove(name);
        }
    }
    command.stdin(Stdio::null());
    command
}

/// Starts `command` on a free port with RUST_LOG=warn and its log on `stderr`; returns once it listens.
pub fn started(mut command: Command, stderr: Stdio) -> (Child, TestApp) {
    let command = command.arg("--addr=127.0.0.1:0").env("RUST_LOG", "warn");
    let mut child = command
        .stdout(Stdio::piped())
        .stderr(stderr)
        .spawn()
        .expect("start the binary");
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut line)
        .expect("listening line");
    let addr = line
        .trim()
        .rsplit("http://")
        .next()
        .and_then(|a| a.parse().ok())
        .expect("listening line");
    (
        child,
        TestApp {
            addr,
            public_url: String::new(),
        },
    )
}

/// SIGTERM, as systemd's stop sends it.
pub fn terminate(child: &Child) {
    let kill = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("kill");
    assert!(kill.success());
}

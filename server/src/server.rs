//! The accept loop: hyper's HTTP/1 connection directly (not `axum::serve`), for TCP_NODELAY, a
//! header-read timeout against slow clients, a bound on connections, and a graceful shutdown
//! with a deadline; one single-threaded runtime per core. HTTP/1.1 only: the TLS proxy in front
//! speaks HTTP/2 to browsers (docs/decisions/0019).

use std::io;
use std::net::SocketAddr;
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::{TcpListener, TcpSocket, TcpStream};
use tokio::runtime::Runtime;
use tokio::sync::mpsc::{UnboundedSender, unbounded_channel};
use tokio::sync::{Semaphore, SemaphorePermit, watch};

use crate::app::{App, AppState};
use crate::cli::Cli;
use crate::error::StartupError;
use crate::representation::BrotliLater;
use crate::settings::Settings;
use crate::zero_copy::{self, Socket};

/// A client gets this long to send its first bytes, and then its request headers.
pub const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(5);
/// In-flight requests get this long to finish after SIGTERM/Ctrl-C.
pub const SHUTDOWN_DEADLINE: Duration = Duration::from_secs(10);
/// Open connections at most, over all workers (they hold the process's file descriptors); more
/// wait in the kernel's backlog.
pub const MAX_CONNECTIONS: usize = 4096;
static CONNECTIONS: Semaphore = Semaphore::const_new(MAX_CONNECTIONS);
/// Long enough for a burst of a thousand clients connecting at once.
pub const LISTEN_BACKLOG: u32 = 4096;
/// Request headers larger than this are refused (431).
pub const MAX_HEADER_BYTES: usize = 16 * 1024;

/// Serves until SIGTERM/Ctrl-C: [`Server::bind`], then [`Server::serve`]. A worker that
/// panicked makes it return an error (the process then exits non-zero, and systemd restarts it).
pub fn run(cli: Cli) -> Result<(), StartupError> {
    let server = Server::bind(cli)?;
    // Tests and scripts read this line to find a port chosen by the OS.
    println!("stezhka listening on http://{}", server.addr());
    server.serve(shutdown_signal())
}

/// The server bound to its address, with everything it answers made: one single-threaded
/// runtime per core, each accepting from its own `SO_REUSEPORT` listener on the same address
/// (nginx's worker model, with no work stealing and no wake-ups across threads). The tests
/// start it the same way, with a shutdown of their own.
pub struct Server {
    addr: SocketAddr,
    public_url: String,
    state: Arc<AppState>,
    brotli: BrotliLater,
    workers: Vec<(Runtime, TcpListener)>,
}

impl Server {
    pub fn bind(cli: Cli) -> Result<Server, StartupError> {
        let asked = cli.addr;
        let cannot_listen = |source: io::Error| StartupError::Listen(asked, source);
        if asked.port() != 0 {
            // Sharing a port is for our own workers: refuse one another process holds.
            std::net::TcpListener::bind(asked).map_err(cannot_listen)?;
        }
        let count = std::thread::available_parallelism().map_or(1, |n| n.get());
        // The first listener fixes the port (0: the OS picks one); the others join it.
        let mut addr = asked;
        let mut workers = Vec::with_capacity(count);
        for _ in 0..count {
            let runtime = runtime()?;
            let listener = runtime
                .block_on(async { bind(addr) })
                .map_err(cannot_listen)?;
            addr = listener.local_addr().map_err(cannot_listen)?;
            workers.push((runtime, listener));
        }
        let settings = Settings::new(cli, addr);
        let (state, brotli) = AppState::new(&settings)?;
        Ok(Server {
            addr,
            public_url: settings.public_url,
            state: Arc::new(state),
            brotli,
            workers,
        })
    }

    /// The address listened on (a port 0 asked for has become the port the OS chose).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    pub fn public_url(&self) -> &str {
        &self.public_url
    }

    /// Makes the brotli variants of the pages now rather than after launch (tests want every
    /// variant from the first request).
    pub fn compress_now(&mut self) {
        std::mem::take(&mut self.brotli).run();
    }

    /// Serves until `shutdown` resolves or a worker ends on its own, then stops the workers
    /// (each finishes what is in flight) and waits for them.
    pub fn serve(self, shutdown: impl Future<Output = ()>) -> Result<(), StartupError> {
        let Server {
            addr,
            public_url,
            state,
            brotli,
            workers,
        } = self;
        // Before any worker answers: the large bodies leave by sendfile from the first answer.
        zero_copy::init(state.bodies());
        // Brotli at quality 11 takes about half a second for all the pages: meanwhile they go
        // out gzipped (and then by sendfile too, once all are made).
        let _brotli = spawn("stezhka-brotli".into(), move || {
            zero_copy::add_later(&brotli.run());
        })?;
        let count = workers.len();
        tracing::info!(%addr, workers = count, %public_url, routes = ?state.routes(), "listening");

        let (stop, stopped) = watch::channel(false);
        let (ended, mut ended_early) = unbounded_channel();
        let mut threads = Vec::with_capacity(count);
        for (i, (runtime, listener)) in workers.into_iter().enumerate() {
            let name = format!("stezhka-{i}");
            let notice = EndNotice(name.clone(), ended.clone());
            let state = state.clone();
            let mut stopped = stopped.clone();
            let work = move || {
                let _notice = notice;
                let shutdown = async move { drop(stopped.wait_for(|stop| *stop).await) };
                runtime.block_on(serve(listener, state, shutdown));
            };
            threads.push((name.clone(), spawn(name, work)?));
        }
        runtime()?.block_on(async {
            tokio::select! {
                () = shutdown => {}
                Some(name) = ended_early.recv() => {
                    tracing::error!(thread = name, "a server thread ended on its own: stopping the others");
                }
            }
        });
        let _ = stop.send(true);
        join(threads)
    }
}

/// Tells [`Server::serve`] that a worker ended, whether it returned or unwound from a panic.
struct EndNotice(String, UnboundedSender<String>);

impl Drop for EndNotice {
    fn drop(&mut self) {
        let _ = self.1.send(self.0.clone());
    }
}

/// Waits for every thread; the first that panicked is the error (the panic itself was logged
/// by the panic hook, `telemetry::init`).
fn join(threads: Vec<(String, JoinHandle<()>)>) -> Result<(), StartupError> {
    let mut panicked = None;
    for (name, thread) in threads {
        if thread.join().is_err() {
            tracing::error!(thread = name, "server thread panicked");
            panicked.get_or_insert(name);
        }
    }
    match panicked {
        Some(name) => Err(StartupError::WorkerPanicked(name)),
        None => Ok(()),
    }
}

fn runtime() -> Result<Runtime, StartupError> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(StartupError::Threads)
}

fn spawn(
    name: String,
    work: impl FnOnce() + Send + 'static,
) -> Result<JoinHandle<()>, StartupError> {
    std::thread::Builder::new()
        .name(name)
        .spawn(work)
        .map_err(StartupError::Threads)
}

/// A listener with a backlog long enough for a burst of a thousand clients. `SO_REUSEPORT`: the
/// workers share the address ([`run`] first checks that no other process holds it).
fn bind(addr: SocketAddr) -> io::Result<TcpListener> {
    let socket = if addr.is_ipv4() {
        TcpSocket::new_v4()?
    } else {
        TcpSocket::new_v6()?
    };
    socket.set_reuseaddr(true)?;
    socket.set_reuseport(true)?;
    socket.bind(addr)?;
    socket.listen(LISTEN_BACKLOG)
}

/// Serves `listener` on the current runtime until `shutdown` resolves, then finishes what is
/// in flight (within [`SHUTDOWN_DEADLINE`]).
async fn serve(listener: TcpListener, state: Arc<AppState>, shutdown: impl Future<Output = ()>) {
    let service = App(state);
    let mut http = http1::Builder::new();
    // Against clients that trickle their headers; silent ones are dropped before (below).
    http.timer(TokioTimer::new())
        .header_read_timeout(HEADER_READ_TIMEOUT)
        .max_header_size(MAX_HEADER_BYTES);
    let http = Arc::new(http);
    // Not hyper-util's `GracefulShutdown`: hyper closes a connection that has read nothing yet
    // when told to shut down, even if its request is already waiting in the socket.
    let (stopping, stop) = watch::channel(false);
    tokio::pin!(shutdown);

    let connection = |stream: TcpStream, permit: SemaphorePermit<'static>| {
        // Without it, a response whose body follows its head in a second write waits ~40 ms
        // for the client's delayed ACK (Nagle).
        let _ = stream.set_nodelay(true);
        let http = http.clone();
        let service = service.clone();
        let mut stop = stop.clone();
        tokio::spawn(async move {
            let _permit = permit;
            // Until its first bytes have arrived, hyper can't read a request from a new
            // connection, and one told to shut down before it has read anything is closed, even
            // with a request waiting (tests/api/shutdown.rs). So wait for them first, within the
            // same deadline: a client that connects and stays silent is dropped here.
            let first_bytes = tokio::time::timeout(HEADER_READ_TIMEOUT, stream.readable()).await;
            if !matches!(first_bytes, Ok(Ok(()))) {
                return;
            }
            let conn = http.serve_connection(TokioIo::new(Socket(stream)), service);
            tokio::pin!(conn);
            tokio::select! {
                // The connection is polled before the signal, so its first poll reads a request
                // already waiting, and a shutdown then only stops keep-alive.
                biased;
                _ = conn.as_mut() => {}
                // (The guard `wait_for` returns is dropped at once: it can't be held across awaits.)
                _ = async { stop.wait_for(|stop| *stop).await.map(drop) } => {
                    conn.as_mut().graceful_shutdown();
                    let _ = conn.await;
                }
            }
        });
    };

    loop {
        let (permit, accepted) = tokio::select! {
            // A permit first: past the limit, clients wait in the kernel's backlog.
            next = async { (CONNECTIONS.acquire().await, listener.accept().await) } => next,
            () = &mut shutdown => break,
        };
        // The semaphore is static and never closed: there is always a permit to wait for.
        let Ok(permit) = permit else { break };
        match accepted {
            Ok((stream, _)) => connection(stream, permit),
            Err(error) => {
                // EMFILE and friends: back off instead of spinning.
                tracing::warn!(%error, "accept failed");
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        }
    }

    // Connections the kernel completed before the signal are clients already waiting: serve
    // them too, so that no request sent before SIGTERM is dropped with the listener.
    for stream in drain_backlog(listener) {
        let Ok(permit) = CONNECTIONS.try_acquire() else {
            break;
        };
        connection(stream, permit);
    }
    tracing::info!("shutting down: finishing in-flight requests");
    drop(stop);
    let _ = stopping.send(true);
    // Every connection task holds a receiver: all are gone once the last one has finished.
    if tokio::time::timeout(SHUTDOWN_DEADLINE, stopping.closed())
        .await
        .is_err()
    {
        tracing::warn!("shutdown deadline passed; closing remaining connections");
    }
}

/// Accepts what is already queued, without waiting; the listener closes when this returns.
fn drain_backlog(listener: TcpListener) -> Vec<TcpStream> {
    let Ok(listener) = listener.into_std() else {
        return Vec::new();
    };
    // The socket is non-blocking (tokio made it so): accept returns WouldBlock once empty.
    let accepted = std::iter::from_fn(|| listener.accept().ok());
    accepted
        .filter_map(|(stream, _)| {
            stream.set_nonblocking(true).ok()?;
            TcpStream::from_std(stream).ok()
        })
        .collect()
}

/// SIGTERM or Ctrl-C (a signal that can't be listened for never comes).
async fn shutdown_signal() {
    use tokio::signal::unix::{SignalKind, signal};
    let mut terminate = signal(SignalKind::terminate()).ok();
    tokio::select! {
        Ok(()) = tokio::signal::ctrl_c() => {}
        Some(()) = async { terminate.as_mut()?.recv().await } => {}
        else => std::future::pending().await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panicked_worker_is_an_error_naming_it() {
        let (ended, mut ends) = unbounded_channel();
        let threads = vec![
            ("calm".to_string(), std::thread::spawn(|| {})),
            (
                "doomed".to_string(),
                std::thread::spawn(move || {
                    let _notice = EndNotice("doomed".into(), ended);
                    panic!("on purpose");
                }),
            ),
        ];
        let error = join(threads).unwrap_err();
        assert!(
            matches!(&error, StartupError::WorkerPanicked(name) if name == "doomed"),
            "{error}"
        );
        assert_eq!(
            ends.try_recv().ok().as_deref(),
            Some("doomed"),
            "run hears of it at once"
        );
    }
}

//! The accept loop: hyper directly (not `axum::serve`) for TCP_NODELAY, a header-read
//! timeout against slow clients, a bound on connections and a graceful shutdown with a deadline.

use std::io;
use std::net::SocketAddr;
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto::Builder;
use tokio::net::{TcpListener, TcpSocket, TcpStream};
use tokio::sync::{Semaphore, SemaphorePermit};

use crate::app::{App, AppState};
use crate::config::Settings;
use crate::error::StartupError;
use crate::telemetry;
use crate::zero_copy::{self, Socket};

/// A client gets this long to send its request headers (and, on a new connection, its first bytes).
pub const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(5);
/// In-flight requests get this long to finish after SIGTERM/Ctrl-C.
pub const SHUTDOWN_DEADLINE: Duration = Duration::from_secs(10);
/// Open connections at most, over all workers (they hold the process's file descriptors); more
/// wait in the kernel's backlog.
pub const MAX_CONNECTIONS: usize = 4096;
static CONNECTIONS: Semaphore = Semaphore::const_new(MAX_CONNECTIONS);
pub const LISTEN_BACKLOG: u32 = 4096;
/// Request headers larger than this are refused (431).
pub const MAX_HEADER_BYTES: usize = 16 * 1024;
pub const MAX_H2_STREAMS: u32 = 100;

const H2_PREFACE: &[u8; 24] = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n";

/// Serves until SIGTERM/Ctrl-C on one single-threaded runtime per core, each accepting from
/// its own `SO_REUSEPORT` listener on the same address: nginx's worker model, with no work
/// stealing and no wake-ups across threads. Blocks until every worker has shut down.
pub fn run(settings: Settings) -> Result<(), StartupError> {
    let cannot_listen = |source: io::Error| StartupError::Listen(settings.addr, source);
    if settings.addr.port() != 0 {
        // Sharing a port is for our own workers: refuse one another process holds.
        std::net::TcpListener::bind(settings.addr).map_err(cannot_listen)?;
    }
    // The first listener fixes the port (0: the OS picks one); the others join it.
    let (workers, mut addr) = (std::thread::available_parallelism().map_or(1, |n| n.get()), settings.addr);
    let mut bound = Vec::with_capacity(workers);
    for _ in 0..workers {
        let runtime = runtime()?;
        let listener = runtime.block_on(async { bind(addr) }).map_err(cannot_listen)?;
        addr = listener.local_addr().map_err(cannot_listen)?;
        bound.push((runtime, listener));
    }
    let settings = settings.listening_on(addr);
    let (state, brotli) = AppState::new(&settings)?;
    let state = Arc::new(state);
    // Brotli at quality 11 takes about half a second for all the pages: meanwhile they go out gzipped.
    spawn("stezhka-brotli".into(), move || brotli.run())?;
    // Tests and scripts read this line to find a port chosen by the OS.
    println!("stezhka listening on http://{addr}");
    tracing::info!(%addr, workers, public_url = %settings.public_url, routes = ?state.routes(), "listening");

    let (stop, stopped) = tokio::sync::watch::channel(false);
    let mut threads = Vec::with_capacity(workers);
    for (i, (runtime, listener)) in bound.into_iter().enumerate() {
        let (state, mut stopped) = (state.clone(), stopped.clone());
        let shutdown = async move { drop(stopped.wait_for(|stop| *stop).await) };
        let work = move || telemetry::batched(&runtime, serve(listener, state, shutdown));
        threads.push(spawn(format!("stezhka-{i}"), work)?);
    }
    runtime()?.block_on(shutdown_signal());
    let _ = stop.send(true);
    for thread in threads {
        let _ = thread.join();
    }
    Ok(())
}

fn runtime() -> Result<tokio::runtime::Runtime, StartupError> {
    tokio::runtime::Builder::new_current_thread().enable_all().build().map_err(StartupError::Threads)
}

fn spawn(name: String, work: impl FnOnce() + Send + 'static) -> Result<JoinHandle<()>, StartupError> {
    std::thread::Builder::new().name(name).spawn(work).map_err(StartupError::Threads)
}

/// A listener with a backlog long enough for a burst of a thousand clients. `SO_REUSEPORT`: the
/// workers share the address ([`run`] first checks that no other process holds it).
pub fn bind(addr: SocketAddr) -> io::Result<TcpListener> {
    let socket = if addr.is_ipv4() { TcpSocket::new_v4()? } else { TcpSocket::new_v6()? };
    socket.set_reuseaddr(true)?;
    socket.set_reuseport(true)?;
    socket.bind(addr)?;
    socket.listen(LISTEN_BACKLOG)
}

/// Serves `listener` on the current runtime until `shutdown` resolves, then finishes what is
/// in flight (within [`SHUTDOWN_DEADLINE`]).
pub async fn serve(listener: TcpListener, state: Arc<AppState>, shutdown: impl Future<Output = ()>) {
    zero_copy::init();
    let service = App(state);
    let mut builder = Builder::new(TokioExecutor::new());
    builder.http1().timer(TokioTimer::new()).header_read_timeout(HEADER_READ_TIMEOUT);
    builder.http1().max_buf_size(MAX_HEADER_BYTES.max(8192));
    builder.http2().timer(TokioTimer::new()).max_header_list_size(MAX_HEADER_BYTES as u32);
    builder.http2().max_concurrent_streams(MAX_H2_STREAMS).keep_alive_interval(Duration::from_secs(30));
    builder.http2().keep_alive_timeout(Duration::from_secs(10));
    // The protocol is chosen here from the bytes `is_http2` peeks, not by hyper-util: its
    // own detection drops a connection told to shut down before it has read them, resetting a
    // client whose request was already sent.
    let http1 = Arc::new(builder.clone().http1_only());
    let http2 = Arc::new(builder.http2_only());
    // Not hyper-util's `GracefulShutdown`: hyper closes a connection that has read nothing yet
    // when told to shut down, even if its request is already waiting in the socket.
    let (stopping, stop) = tokio::sync::watch::channel(false);
    tokio::pin!(shutdown);

    let connection = |stream: TcpStream, permit: SemaphorePermit<'static>| {
        let _ = stream.set_nodelay(true);
        let (http1, http2, service, mut stop) = (http1.clone(), http2.clone(), service.clone(), stop.clone());
        tokio::spawn(async move {
            let _permit = permit;
            // A client that connects and stays silent must not keep the connection.
            let Ok(Ok(h2)) = tokio::time::timeout(HEADER_READ_TIMEOUT, is_http2(&stream)).await else {
                return;
            };
            let builder = if h2 { http2 } else { http1 };
            let conn = builder.serve_connection(TokioIo::new(Socket(stream)), service);
            tokio::pin!(conn);
            tokio::select! {
                // The connection is polled before the signal, so the first poll reads the waiting
                // request and a shutdown then only stops keep-alive.
                biased;
                _ = conn.as_mut() => {}
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
        match (permit, accepted) {
            (Ok(permit), Ok((stream, _))) => connection(stream, permit),
            (_, Err(error)) => {
                // EMFILE and friends: back off instead of spinning.
                tracing::warn!(%error, "accept failed");
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            (Err(_), _) => break, // closed: never, the semaphore is static
        }
    }

    // Connections the kernel completed before the signal are clients already waiting: serve
    // them too, so that no request sent before SIGTERM is dropped with the listener.
    for stream in drain_backlog(listener) {
        let Ok(permit) = CONNECTIONS.try_acquire() else { break };
        connection(stream, permit);
    }
    tracing::info!("shutting down: finishing in-flight requests");
    drop(stop);
    let _ = stopping.send(true);
    // Every connection task holds a receiver: all are gone once the last one has finished.
    if tokio::time::timeout(SHUTDOWN_DEADLINE, stopping.closed()).await.is_err() {
        tracing::warn!("shutdown deadline passed; closing remaining connections");
    }
}

/// Waits until the client has sent enough to tell the protocol: the whole HTTP/2 preface, or
/// anything that is not its beginning (or has closed, which HTTP/1 handles).
async fn is_http2(stream: &TcpStream) -> io::Result<bool> {
    let mut buf = [0u8; 24];
    loop {
        let n = stream.peek(&mut buf).await?;
        if n == 0 || buf[..n] != H2_PREFACE[..n] || n == buf.len() {
            return Ok(n == buf.len() && buf == *H2_PREFACE);
        }
        // Part of the HTTP/2 preface: peek again once more may have arrived.
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// Accepts what is already queued, without waiting; the listener closes when this returns.
fn drain_backlog(listener: TcpListener) -> Vec<TcpStream> {
    let Ok(listener) = listener.into_std() else { return Vec::new() };
    // The socket is non-blocking (tokio made it so): accept returns WouldBlock once empty.
    let accepted = std::iter::from_fn(|| listener.accept().ok());
    let streams = accepted.map(|(std, _)| std.set_nonblocking(true).and_then(|()| TcpStream::from_std(std)));
    streams.filter_map(Result::ok).collect()
}

/// SIGTERM or Ctrl-C (a signal that can't be listened for never comes).
async fn shutdown_signal() {
    let mut terminate = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()).ok();
    tokio::select! {
        Ok(()) = tokio::signal::ctrl_c() => {}
        Some(()) = async { terminate.as_mut()?.recv().await } => {}
        else => std::future::pending().await,
    }
}

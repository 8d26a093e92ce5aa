//! The accept loop: hyper directly (not `axum::serve`) for TCP_NODELAY, a header-read
//! timeout against slow clients, a bound on connections and a graceful shutdown with a deadline.

use std::sync::Arc;
use std::time::Duration;

use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto::Builder;
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;

use crate::app::{AppState, router};
use crate::config::Settings;
use crate::error::StartupError;

/// A client gets this long to send its request headers.
pub const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(5);
/// In-flight requests get this long to finish after SIGTERM/Ctrl-C.
pub const SHUTDOWN_DEADLINE: Duration = Duration::from_secs(10);
/// Open connections at most; more wait in the kernel's backlog.
pub const MAX_CONNECTIONS: usize = 4096;
/// Request headers larger than this are refused (431).
pub const MAX_HEADER_BYTES: usize = 16 * 1024;

pub async fn run(settings: Settings) -> Result<(), StartupError> {
    let state = Arc::new(AppState::new(&settings)?);
    let listener = TcpListener::bind(settings.addr)
        .await
        .map_err(|e| StartupError(format!("cannot listen on {}: {e}", settings.addr)))?;
    let local = listener.local_addr()?;
    // Tests and scripts read this line to find a port chosen by the OS.
    println!("stezhka listening on http://{local}");
    tracing::info!(addr = %local, routes = ?state.routes(), "listening");
    serve(listener, state, shutdown_signal()).await;
    Ok(())
}

pub async fn serve(
    listener: TcpListener,
    state: Arc<AppState>,
    shutdown: impl std::future::Future<Output = ()>,
) {
    let service = TowerToHyperService::new(router(state));
    let mut builder = Builder::new(TokioExecutor::new());
    builder
        .http1()
        .timer(TokioTimer::new())
        .header_read_timeout(HEADER_READ_TIMEOUT)
        .max_buf_size(MAX_HEADER_BYTES.max(8192));
    builder.http2().timer(TokioTimer::new()).max_header_list_size(MAX_HEADER_BYTES as u32);
    let builder = Arc::new(builder);
    let graceful = GracefulShutdown::new();
    let permits = Arc::new(Semaphore::new(MAX_CONNECTIONS));
    tokio::pin!(shutdown);

    loop {
        let permit = tokio::select! {
            permit = permits.clone().acquire_owned() => match permit { Ok(p) => p, Err(_) => break },
            () = &mut shutdown => break,
        };
        let (stream, _) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(pair) => pair,
                Err(err) => {
                    // EMFILE and friends: back off instead of spinning.
                    tracing::warn!(error = %err, "accept failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let _ = stream.set_nodelay(true);
        let conn = builder.serve_connection_with_upgrades(TokioIo::new(stream), service.clone());
        let conn = graceful.watch(conn.into_owned());
        tokio::spawn(async move {
            let _ = conn.await;
            drop(permit);
        });
    }

    drop(listener);
    tracing::info!("shutting down: finishing in-flight requests");
    if tokio::time::timeout(SHUTDOWN_DEADLINE, graceful.shutdown()).await.is_err() {
        tracing::warn!("shutdown deadline passed; closing remaining connections");
    }
}

async fn shutdown_signal() {
    let ctrl_c = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
}

//! One error type for requests, mapped to a response; and one for start-up.

use axum::http::{HeaderName, StatusCode, header};
use axum::response::{IntoResponse, Response};

/// The `Allow` of what is only read: the site's files and pages, the health check.
pub const READ_ONLY: &str = "GET, HEAD";

#[derive(Debug)]
pub enum AppError {
    /// The request line or path is malformed or hostile.
    BadRequest,
    /// With the methods the path takes, for `Allow`.
    MethodNotAllowed(&'static str),
    Unauthorized,
    PayloadTooLarge,
    /// More requests in flight than the server takes on at once.
    Overloaded,
    /// A failure of ours, not the client's: logged with its whole cause chain when it becomes
    /// the 500, and the cause never sent.
    Internal(Internal),
}

/// What we were doing, and the error that stopped it (with its own causes).
#[derive(Debug, thiserror::Error)]
#[error("{doing}")]
pub struct Internal {
    doing: &'static str,
    #[source]
    cause: Box<dyn std::error::Error + Send + Sync>,
}

impl AppError {
    /// A failure of ours while `doing` something.
    pub fn internal(
        doing: &'static str,
        cause: impl Into<Box<dyn std::error::Error + Send + Sync>>,
    ) -> Self {
        AppError::Internal(Internal {
            doing,
            cause: cause.into(),
        })
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let (status, body, extra): (_, _, Option<(HeaderName, &str)>) = match self {
            AppError::BadRequest => (StatusCode::BAD_REQUEST, "Bad request\n", None),
            AppError::MethodNotAllowed(allow) => (
                StatusCode::METHOD_NOT_ALLOWED,
                "Method not allowed\n",
                Some((header::ALLOW, allow)),
            ),
            // No detail: not which check failed, not even whether a token was there.
            AppError::Unauthorized => (
                StatusCode::UNAUTHORIZED,
                "Unauthorized\n",
                Some((header::WWW_AUTHENTICATE, "Bearer")),
            ),
            // The body is not read: the connection can't be reused.
            AppError::PayloadTooLarge => (
                StatusCode::PAYLOAD_TOO_LARGE,
                "Payload too large\n",
                Some((header::CONNECTION, "close")),
            ),
            AppError::Overloaded => (
                StatusCode::SERVICE_UNAVAILABLE,
                "Service unavailable\n",
                Some((header::RETRY_AFTER, "1")),
            ),
            AppError::Internal(internal) => {
                tracing::error!(error = chain(&internal), "internal error");
                (
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "Internal server error\n",
                    None,
                )
            }
        };
        let no_store = [(header::CACHE_CONTROL, "no-store")];
        (status, no_store, extra.map(|extra| [extra]), body).into_response()
    }
}

/// Fatal problems found while starting or running: a busy port, a broken embedded app, a
/// worker thread that died. Each keeps its cause; `main` prints the whole chain (see [`chain`]).
#[derive(Debug, thiserror::Error)]
pub enum StartupError {
    #[error("cannot listen on {0}")]
    Listen(std::net::SocketAddr, #[source] std::io::Error),
    #[error("cannot start the server's runtimes and threads")]
    Threads(#[source] std::io::Error),
    #[error("the embedded app has no {0}: rebuild web/ and the server")]
    MissingFile(String),
    #[error("the embedded routes.json is invalid")]
    RouteTable(#[source] serde_json::Error),
    #[error("the embedded app is broken: {0}")]
    BrokenApp(String),
    #[error("a header made from the settings is invalid: {0}")]
    Header(
        axum::http::HeaderName,
        #[source] axum::http::header::InvalidHeaderValue,
    ),
    #[error("the server thread {0} panicked")]
    WorkerPanicked(String),
}

/// An error and its causes, outermost first: `cannot listen on …: Address in use (os error 98)`.
/// For logs and the console only, never for a client.
pub fn chain(error: &dyn std::error::Error) -> String {
    let causes = std::iter::successors(Some(error), |e| e.source());
    causes
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(": ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chain_names_every_cause() {
        let source = std::io::Error::new(std::io::ErrorKind::AddrInUse, "address in use");
        let error = StartupError::Listen("127.0.0.1:80".parse().unwrap(), source);
        assert_eq!(
            chain(&error),
            "cannot listen on 127.0.0.1:80: address in use"
        );
    }

    /// An error two causes deep: what was done, an I/O error, and the error inside it.
    fn internal() -> AppError {
        let inner = std::io::Error::other("the secret cause");
        let outer = std::io::Error::new(std::io::ErrorKind::InvalidData, Wrapped(inner));
        AppError::internal("making the answer", outer)
    }

    #[derive(Debug, thiserror::Error)]
    #[error("wrapped")]
    struct Wrapped(#[source] std::io::Error);

    #[tokio::test]
    async fn an_internal_error_is_a_500_without_its_cause() {
        let response = internal().into_response();
        assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
        assert_eq!(response.headers()[header::CACHE_CONTROL], "no-store");
        let body = axum::body::to_bytes(response.into_body(), 1024)
            .await
            .unwrap();
        assert_eq!(&body[..], b"Internal server error\n");
    }

    #[test]
    fn an_internal_error_logs_its_whole_cause_chain_once() {
        let lines = crate::telemetry::logged("info", || drop(internal().into_response()));
        assert_eq!(lines.lines().count(), 1, "{lines}");
        let line: serde_json::Value = serde_json::from_str(lines.trim()).unwrap();
        assert_eq!(
            line["fields"]["error"],
            "making the answer: wrapped: the secret cause"
        );
    }
}

//! One error type for requests, mapped to a response; and one for start-up.

use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

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
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let (status, body, extra) = match self {
            AppError::BadRequest => (StatusCode::BAD_REQUEST, "Bad request\n", None),
            AppError::MethodNotAllowed(allow) => {
                (StatusCode::METHOD_NOT_ALLOWED, "Method not allowed\n", Some((header::ALLOW, allow)))
            }
            // No detail: not which check failed, not even whether a token was there.
            AppError::Unauthorized => {
                (StatusCode::UNAUTHORIZED, "Unauthorized\n", Some((header::WWW_AUTHENTICATE, "Bearer")))
            }
            // The body is not read: the connection can't be reused.
            AppError::PayloadTooLarge => {
                (StatusCode::PAYLOAD_TOO_LARGE, "Payload too large\n", Some((header::CONNECTION, "close")))
            }
            AppError::Overloaded => {
                (StatusCode::SERVICE_UNAVAILABLE, "Service unavailable\n", Some((header::RETRY_AFTER, "1")))
            }
        };
        (status, [(header::CACHE_CONTROL, "no-store")], extra.map(|extra| [extra]), body).into_response()
    }
}

/// Fatal problems found while starting: bad settings, a broken embedded app, a busy port.
/// Each keeps its cause; `main` prints the whole chain (see [`chain`]).
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
    Header(axum::http::HeaderName, #[source] axum::http::header::InvalidHeaderValue),
}

/// An error and its causes, outermost first: `cannot listen on …: Address in use (os error 98)`.
/// For logs and the console only, never for a client.
pub fn chain(error: &dyn std::error::Error) -> String {
    let causes = std::iter::successors(Some(error), |e| e.source());
    causes.map(ToString::to_string).collect::<Vec<_>>().join(": ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chain_names_every_cause() {
        let source = std::io::Error::new(std::io::ErrorKind::AddrInUse, "address in use");
        let error = StartupError::Listen("127.0.0.1:80".parse().unwrap(), source);
        assert_eq!(chain(&error), "cannot listen on 127.0.0.1:80: address in use");
    }
}

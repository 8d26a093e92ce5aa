//! One error type for requests, mapped to a response; and one for start-up.

use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

#[derive(Debug)]
pub enum AppError {
    /// The request line or path is malformed or hostile.
    BadRequest,
    MethodNotAllowed,
    Unauthorized,
    PayloadTooLarge,
    /// More requests in flight than the server takes on at once.
    Overloaded,
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let (status, body) = match self {
            AppError::BadRequest => (StatusCode::BAD_REQUEST, "Bad request\n"),
            AppError::MethodNotAllowed => (StatusCode::METHOD_NOT_ALLOWED, "Method not allowed\n"),
            AppError::Unauthorized => (StatusCode::UNAUTHORIZED, "Unauthorized\n"),
            AppError::PayloadTooLarge => (StatusCode::PAYLOAD_TOO_LARGE, "Payload too large\n"),
            AppError::Overloaded => (StatusCode::SERVICE_UNAVAILABLE, "Service unavailable\n"),
        };
        let mut response = (status, body).into_response();
        let headers = response.headers_mut();
        headers.insert(header::CACHE_CONTROL, header::HeaderValue::from_static("no-store"));
        match self {
            AppError::MethodNotAllowed => {
                headers.insert(header::ALLOW, header::HeaderValue::from_static("GET, HEAD"));
            }
            // No detail: not which check failed, not even whether a token was there.
            AppError::Unauthorized => {
                headers.insert(header::WWW_AUTHENTICATE, header::HeaderValue::from_static("Bearer"));
            }
            // The body is not read: the connection can't be reused.
            AppError::PayloadTooLarge => {
                headers.insert(header::CONNECTION, header::HeaderValue::from_static("close"));
            }
            AppError::Overloaded => {
                headers.insert(header::RETRY_AFTER, header::HeaderValue::from_static("1"));
            }
            AppError::BadRequest => {}
        }
        response
    }
}

/// Fatal problems found while starting: bad settings, a broken embedded app, a busy port.
#[derive(Debug)]
pub struct StartupError(pub String);

impl std::fmt::Display for StartupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for StartupError {}

impl From<std::io::Error> for StartupError {
    fn from(err: std::io::Error) -> Self {
        StartupError(err.to_string())
    }
}

//! Limits on what one request may ask of the server: the size of a declared body, and how many
//! API requests may wait at once. (Connections and header sizes are bounded where they are
//! read, in `server.rs`.)

use axum::http::{HeaderMap, header};
use tokio::sync::{Semaphore, SemaphorePermit};

use crate::error::AppError;

/// No endpoint takes a body (the token sync sends none), so a small one is plenty.
pub const MAX_BODY_BYTES: u64 = 16 * 1024;

/// API requests waiting at once, over all connections; past that, a 503 rather than a queue
/// without end. Pages and files are answered without waiting, so they take no permit.
pub const MAX_IN_FLIGHT: usize = 8192;
static IN_FLIGHT: Semaphore = Semaphore::const_new(MAX_IN_FLIGHT);

/// A declared body over the limit is refused before anything reads it. Bodies without a
/// length (chunked) are never read by any handler: hyper closes such a connection after
/// answering.
pub fn check_body(headers: &HeaderMap) -> Result<(), AppError> {
    let Some(declared) = headers.get(header::CONTENT_LENGTH) else {
        return Ok(());
    };
    let length = declared
        .to_str()
        .ok()
        .and_then(|text| text.parse::<u64>().ok());
    match length {
        Some(length) if length <= MAX_BODY_BYTES => Ok(()),
        // Too long, or not a length at all.
        _ => Err(AppError::PayloadTooLarge),
    }
}

/// A place among the API requests in flight, held until the answer is ready.
pub fn api_permit() -> Result<SemaphorePermit<'static>, AppError> {
    IN_FLIGHT.try_acquire().map_err(|_| AppError::Overloaded)
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn refuses_declared_bodies_over_the_limit() {
        let mut headers = HeaderMap::new();
        assert!(check_body(&headers).is_ok());
        headers.insert(header::CONTENT_LENGTH, HeaderValue::from(MAX_BODY_BYTES));
        assert!(check_body(&headers).is_ok());
        headers.insert(
            header::CONTENT_LENGTH,
            HeaderValue::from(MAX_BODY_BYTES + 1),
        );
        assert!(check_body(&headers).is_err());
        headers.insert(header::CONTENT_LENGTH, HeaderValue::from_static("lots"));
        assert!(check_body(&headers).is_err());
    }
}

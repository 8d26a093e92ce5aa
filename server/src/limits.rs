//! Bounds on what one request may ask of the server: the body it sends and how many requests
//! are served at once. (Header size and read time are bounded in `server.rs`, by hyper.)

use std::sync::Arc;

use axum::http::{HeaderMap, header};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::error::AppError;

/// No endpoint takes a body (the token sync sends none), so a small one is plenty.
pub const MAX_BODY_BYTES: u64 = 16 * 1024;
/// API requests waiting at once, over all connections (HTTP/2 multiplexes many on one). Pages
/// and files are answered without waiting, so they need no permit.
pub const MAX_IN_FLIGHT: usize = 8192;

/// A declared body over the limit is refused before anything reads it. Bodies without a
/// length (chunked) are never read by any handler: hyper closes such a connection after answering.
pub fn check_body(headers: &HeaderMap) -> Result<(), AppError> {
    let declared =
        headers.get(header::CONTENT_LENGTH).map(|v| v.to_str().ok().and_then(|s| s.parse::<u64>().ok()));
    match declared {
        Some(Some(len)) if len <= MAX_BODY_BYTES => Ok(()),
        Some(_) => Err(AppError::PayloadTooLarge),
        None => Ok(()),
    }
}

/// Sheds load past [`MAX_IN_FLIGHT`] with a 503 instead of queueing without end.
#[derive(Clone)]
pub struct InFlight(Arc<Semaphore>);

impl Default for InFlight {
    fn default() -> Self {
        InFlight(Arc::new(Semaphore::new(MAX_IN_FLIGHT)))
    }
}

impl InFlight {
    pub fn enter(&self) -> Result<OwnedSemaphorePermit, AppError> {
        self.0.clone().try_acquire_owned().map_err(|_| AppError::Overloaded)
    }
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
        headers.insert(header::CONTENT_LENGTH, HeaderValue::from(MAX_BODY_BYTES + 1));
        assert!(check_body(&headers).is_err());
        headers.insert(header::CONTENT_LENGTH, HeaderValue::from_static("lots"));
        assert!(check_body(&headers).is_err());
    }

    #[test]
    fn sheds_past_the_bound() {
        let limit = InFlight(Arc::new(Semaphore::new(1)));
        let first = limit.enter().unwrap();
        assert!(limit.enter().is_err());
        drop(first);
        assert!(limit.enter().is_ok());
    }
}

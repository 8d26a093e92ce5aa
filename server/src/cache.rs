//! Cache policy per kind of response.

use axum::http::HeaderValue;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CachePolicy {
    /// Vite's content-hashed files: their name changes whenever their bytes do.
    Immutable,
    /// HTML: always revalidate (cheap, thanks to the ETag), so a deploy shows at once.
    Revalidate,
    /// Other static files (favicon, fallback picture): a day, then revalidate.
    Short,
}

impl CachePolicy {
    pub fn for_asset(path: &str) -> Self {
        if path.starts_with("/assets/") { CachePolicy::Immutable } else { CachePolicy::Short }
    }

    pub fn header(self) -> HeaderValue {
        HeaderValue::from_static(match self {
            CachePolicy::Immutable => "public, max-age=31536000, immutable",
            CachePolicy::Revalidate => "no-cache",
            CachePolicy::Short => "public, max-age=86400",
        })
    }
}

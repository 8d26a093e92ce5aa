//! Cache policy per kind of response.

use axum::http::HeaderValue;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CachePolicy {
    /// Vite's content-hashed files: their name changes whenever their bytes do.
    Immutable,
    /// HTML and other fixed URLs: always revalidate (cheap, thanks to the ETag), so a deploy shows at once.
    Revalidate,
    /// Other static files (favicon, icons, fallback picture): a day, then revalidate.
    Short,
}

/// Files at a fixed URL that must never be stale: the service worker (a browser checks it for
/// updates, and a stale one keeps serving the old app) and the web app manifest.
const ALWAYS_REVALIDATE: [&str; 2] = ["/sw.js", "/manifest.webmanifest"];

impl CachePolicy {
    pub fn for_asset(path: &str) -> Self {
        if path.starts_with("/assets/") {
            CachePolicy::Immutable
        } else if ALWAYS_REVALIDATE.contains(&path) {
            CachePolicy::Revalidate
        } else {
            CachePolicy::Short
        }
    }

    pub fn header(self) -> HeaderValue {
        HeaderValue::from_static(match self {
            CachePolicy::Immutable => "public, max-age=31536000, immutable",
            CachePolicy::Revalidate => "no-cache",
            CachePolicy::Short => "public, max-age=86400",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::CachePolicy;

    #[test]
    fn the_service_worker_and_manifest_always_revalidate() {
        assert_eq!(CachePolicy::for_asset("/sw.js"), CachePolicy::Revalidate);
        assert_eq!(CachePolicy::for_asset("/manifest.webmanifest"), CachePolicy::Revalidate);
        assert_eq!(CachePolicy::for_asset("/icons/icon-192.png"), CachePolicy::Short);
        assert_eq!(CachePolicy::for_asset("/assets/index-abc.js"), CachePolicy::Immutable);
        assert_eq!(CachePolicy::Revalidate.header(), "no-cache");
    }
}

//! The route table the web build wrote (`_pages/routes.json`, from `PRERENDER_PAGES` in
//! `web/src/entry-server.tsx` by `web/scripts/prerender.mjs`): which paths are pages (200),
//! which fallback patterns answer everything else (404), which fixed URLs always revalidate,
//! and the rules the server shares with the service worker, defined there and read by both
//! (docs/decisions/0024): the API's prefix and the prefix of the content-hashed files.

use serde::Deserialize;

use crate::embedded::{PAGES_PREFIX, required};
use crate::error::StartupError;
use crate::representation::CachePolicy;

/// `_pages/routes.json`.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RouteTable {
    pub pages: Vec<Entry>,
    /// In order: the first whose pattern matches answers; the last is `/*`.
    pub fallbacks: Vec<Entry>,
    /// The CSP sources (`'sha256-…'`) of the pages' inline stylesheets.
    pub style_hashes: Vec<String>,
    /// Fixed URLs a stale copy of which would keep an old app alive (the service worker, the
    /// web app manifest): always revalidated.
    revalidate: Vec<String>,
    /// Paths under it are the API's (`api.rs`): never a page (an unknown one gets the 404
    /// page), disallowed to crawlers; the service worker leaves them alone.
    pub api_prefix: String,
    /// Files under it are content-hashed (Vite's output): their names change whenever their
    /// bytes do, so they are cached for good; the service worker precaches them by name alone.
    immutable_prefix: String,
}

/// A page's path, or a fallback's pattern, and the file that answers it.
#[derive(Deserialize)]
pub struct Entry {
    #[serde(alias = "pattern")]
    pub path: String,
    pub file: String,
    /// The page uses the camera (the adviser's scanner): its `Permissions-Policy` allows it.
    #[serde(default)]
    pub camera: bool,
}

impl RouteTable {
    /// The table the binary embeds.
    pub fn embedded() -> Result<Self, StartupError> {
        let file = required(&format!("{PAGES_PREFIX}routes.json"))?;
        let table: RouteTable =
            serde_json::from_slice(file.raw).map_err(StartupError::RouteTable)?;
        for prefix in [&table.api_prefix, &table.immutable_prefix] {
            if !prefix.starts_with('/') || !prefix.ends_with('/') || prefix.len() < 3 {
                let why = format!("routes.json names the prefix {prefix:?}, not /<folder>/");
                return Err(StartupError::BrokenApp(why));
            }
        }
        Ok(table)
    }

    /// The `Cache-Control` of an embedded file served as it was built, at `path`. (Pages have
    /// theirs: [`crate::pages::PAGE_CACHE`].)
    pub fn file_cache_policy(&self, path: &str) -> CachePolicy {
        if path.starts_with(&self.immutable_prefix) {
            CachePolicy::Immutable
        } else if self.revalidate.iter().any(|always| always == path) {
            CachePolicy::Revalidate
        } else {
            CachePolicy::Day
        }
    }
}

/// A fallback pattern: literal segments, `:name` for exactly one segment, a final `*` for the
/// rest. The service worker matches the same way (`web/src/sw/route-pattern.ts`); both test
/// suites read `web/src/sw/route-pattern-cases.json`.
#[derive(Debug)]
pub struct Pattern(Vec<String>);

impl Pattern {
    pub fn parse(text: &str) -> Result<Self, StartupError> {
        let segments: Vec<String> = text
            .trim_start_matches('/')
            .split('/')
            .map(str::to_string)
            .collect();
        let star_not_last = segments.iter().rev().skip(1).any(|s| s == "*");
        if !text.starts_with('/') || star_not_last {
            let why = format!("bad fallback pattern {text:?} in routes.json");
            return Err(StartupError::BrokenApp(why));
        }
        Ok(Pattern(segments))
    }

    /// Whether the (decoded) `path` matches.
    pub fn matches(&self, path: &str) -> bool {
        let mut parts = path.trim_start_matches('/').split('/');
        for segment in &self.0 {
            if segment == "*" {
                return true;
            }
            let Some(part) = parts.next() else {
                return false;
            };
            let parameter = segment.starts_with(':') && !part.is_empty();
            if part != segment && !parameter {
                return false;
            }
        }
        parts.next().is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::embedded::FILES;
    use crate::site::decode_path;

    /// The cases the service worker's tests read too (`web/src/sw/route-pattern.test.ts`).
    #[test]
    fn fallbacks_are_chosen_as_the_shared_cases_say() {
        #[derive(Deserialize)]
        struct Shared {
            fallbacks: Vec<String>,
            cases: Vec<Case>,
        }
        #[derive(Deserialize)]
        struct Case {
            path: String,
            fallback: Option<String>,
        }
        let shared: Shared =
            serde_json::from_str(include_str!("../../web/src/sw/route-pattern-cases.json"))
                .unwrap();
        let patterns: Vec<(Pattern, &str)> = shared
            .fallbacks
            .iter()
            .map(|text| (Pattern::parse(text).unwrap(), text.as_str()))
            .collect();
        assert!(shared.cases.len() > 10, "the shared cases were read");
        for case in &shared.cases {
            // As `Site::answer` and `Pages::lookup` do: decode (or refuse), then the first match.
            let chosen = decode_path(&case.path).ok().and_then(|path| {
                let first = patterns.iter().find(|(pattern, _)| pattern.matches(&path));
                first.map(|&(_, text)| text)
            });
            assert_eq!(chosen, case.fallback.as_deref(), "{}", case.path);
        }
    }

    #[test]
    fn a_pattern_has_a_star_only_at_its_end() {
        assert!(Pattern::parse("/*").is_ok());
        assert!(Pattern::parse("/profession/:id").is_ok());
        assert!(Pattern::parse("/*/x").is_err());
        assert!(Pattern::parse("profession/:id").is_err());
    }

    #[test]
    fn the_build_names_what_always_revalidates_and_what_is_immutable() {
        let table = RouteTable::embedded().unwrap();
        assert!(!table.revalidate.is_empty(), "routes.json lists revalidate");
        for path in &table.revalidate {
            assert_eq!(
                table.file_cache_policy(path),
                CachePolicy::Revalidate,
                "{path}"
            );
            // Each is a file of the build, not a name left over from an older one.
            assert!(
                FILES.iter().any(|file| file.path == *path),
                "{path} is embedded"
            );
        }
        let hashed = FILES
            .iter()
            .find(|file| file.path.ends_with(".js") && file.path != "/sw.js")
            .unwrap();
        assert!(hashed.path.starts_with(&table.immutable_prefix));
        assert_eq!(table.file_cache_policy(hashed.path), CachePolicy::Immutable);
        assert_eq!(table.file_cache_policy("/favicon.svg"), CachePolicy::Day);
    }
}

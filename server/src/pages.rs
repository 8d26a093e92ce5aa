//! The pages: each prerendered page of the route table (`route_table.rs`) with its head tags
//! (`head_tags.rs`), made once at start-up, and the lookup of a path: a page (200), or the
//! fallback whose pattern matches (404).

use std::collections::HashMap;

use crate::error::StartupError;
use crate::head_tags::{HeadTags, with_head_tags};
use crate::representation::{BrotliLater, CachePolicy, Representation};
use crate::route_table::{Pattern, RouteTable};
use crate::security::SecurityHeaders;
use crate::settings::Settings;

/// A page's URL stays the same across deploys: always revalidated (the ETag makes it cheap),
/// so a deploy shows at once.
pub const PAGE_CACHE: CachePolicy = CachePolicy::Revalidate;

pub struct Pages {
    exact: HashMap<String, Representation>,
    fallbacks: Vec<(Pattern, Representation)>,
    /// The last fallback, whose pattern is `/*`: the page for every path nothing else answers.
    not_found: Representation,
    /// Paths answered with 200, in the order the build listed them (for the sitemap).
    pub routes: Vec<String>,
}

/// What [`Pages::lookup`] found for a path.
pub enum Found<'a> {
    /// One of the app's routes: 200.
    Page(&'a Representation),
    /// No such page: this fallback answers with 404.
    Fallback(&'a Representation),
}

impl Pages {
    /// Each page with its head tags, gzipped now; brotli is queued on `later`.
    pub fn new(
        table: &RouteTable,
        settings: &Settings,
        security: &SecurityHeaders,
        later: &mut BrotliLater,
    ) -> Result<Self, StartupError> {
        let head_tags = HeadTags::new(&settings.public_url)?;
        let allowing_camera = security.allowing_camera();
        let mut render = |file: &str, tags: &str, camera: bool| {
            let html = with_head_tags(file, tags)?;
            let mime = "text/html; charset=utf-8";
            let security = if camera { &allowing_camera } else { security };
            let body = html.into_bytes();
            Ok::<_, StartupError>(Representation::made_now(
                mime, body, PAGE_CACHE, security, later,
            ))
        };

        let mut exact = HashMap::new();
        for page in &table.pages {
            // Under the API's prefix, a path the API does not answer is missing, never a page.
            if page.path.starts_with(&table.api_prefix) {
                let why = format!(
                    "routes.json has a page under {}: {}",
                    table.api_prefix, page.path
                );
                return Err(StartupError::BrokenApp(why));
            }
            let tags = head_tags.for_page(&page.path);
            exact.insert(page.path.clone(), render(&page.file, &tags, page.camera)?);
        }
        // The last fallback answers whatever the others don't, so every path has a page.
        let Some((last, others)) = table.fallbacks.split_last() else {
            let why = "routes.json lists no fallback page".to_string();
            return Err(StartupError::BrokenApp(why));
        };
        if last.path != "/*" {
            let why = format!("routes.json's last fallback is {:?}, not \"/*\"", last.path);
            return Err(StartupError::BrokenApp(why));
        }
        // A fallback answers many URLs: no tags naming one.
        let mut fallbacks = Vec::new();
        for fallback in others {
            let pattern = Pattern::parse(&fallback.path)?;
            fallbacks.push((pattern, render(&fallback.file, "", false)?));
        }
        let not_found = render(&last.file, "", false)?;
        let routes = table.pages.iter().map(|page| page.path.clone()).collect();
        Ok(Pages {
            exact,
            fallbacks,
            not_found,
            routes,
        })
    }

    /// The page for a (decoded, validated) path.
    pub fn lookup(&self, path: &str) -> Found<'_> {
        if let Some(page) = self.exact.get(path) {
            return Found::Page(page);
        }
        let fallback = self
            .fallbacks
            .iter()
            .find(|(pattern, _)| pattern.matches(path))
            .map_or(&self.not_found, |(_, page)| page);
        Found::Fallback(fallback)
    }

    /// Whether `path` is one of the app's routes (answered with 200).
    pub fn is_route(&self, path: &str) -> bool {
        self.exact.contains_key(path)
    }

    /// Every page's representation, fallbacks included.
    pub fn representations(&self) -> impl Iterator<Item = &Representation> {
        let fallbacks = self.fallbacks.iter().map(|(_, page)| page);
        self.exact
            .values()
            .chain(fallbacks)
            .chain([&self.not_found])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pages_for(json: &str) -> Result<Pages, StartupError> {
        let table: RouteTable = serde_json::from_str(json).unwrap();
        let settings = Settings {
            public_url: "http://127.0.0.1:1".into(),
            https: false,
            firebase: None,
        };
        let security = SecurityHeaders::default();
        Pages::new(&table, &settings, &security, &mut BrotliLater::default())
    }

    #[test]
    fn a_route_table_ends_with_a_catch_all_and_keeps_pages_out_of_the_api() {
        // A table of its own: the rules hold whatever prefixes the app's names.
        let table = |pages: &str, fallbacks: &str| {
            format!(
                r#"{{"pages": [{pages}], "fallbacks": [{fallbacks}], "styleHashes": [], "revalidate": [],
                    "apiPrefix": "/handlers/", "immutablePrefix": "/hashed/"}}"#
            )
        };
        let page = r#"{"path": "/", "file": "index.html"}"#;
        let catch_all = r#"{"pattern": "/*", "file": "404.html"}"#;
        let profession = r#"{"pattern": "/profession/:id", "file": "404.html"}"#;

        let pages = pages_for(&table(page, &format!("{profession}, {catch_all}"))).unwrap();
        assert!(matches!(pages.lookup("/"), Found::Page(_)));
        assert!(matches!(pages.lookup("/a/b/c"), Found::Fallback(_)));

        for broken in [
            table(page, ""),
            table(page, profession),
            table(page, &format!("{catch_all}, {profession}")),
            table(
                r#"{"path": "/handlers/x", "file": "index.html"}"#,
                catch_all,
            ),
        ] {
            assert!(
                matches!(pages_for(&broken), Err(StartupError::BrokenApp(_))),
                "{broken}"
            );
        }
    }
}

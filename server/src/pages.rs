//! The prerendered pages and the route table the web build wrote (`_pages/routes.json`, from
//! `PRERENDER_PAGES` in `web/src/entry-server.tsx` by `web/scripts/prerender.mjs`): which paths
//! are pages (200), which fallbacks answer everything else (404), which fixed URLs always
//! revalidate; and, made from the same table, what crawlers read besides: `sitemap.xml` and
//! `robots.txt`.

use std::collections::HashMap;

use serde::Deserialize;

use crate::api::API_PREFIX;
use crate::embedded::{EmbeddedFile, FILES, PAGES_PREFIX};
use crate::error::StartupError;
use crate::representation::{BrotliLater, CachePolicy, Representation};
use crate::security::SecurityHeaders;
use crate::settings::Settings;

/// The picture link previews show for every page (1200×630), if the app ships one.
pub const OG_IMAGE_PATH: &str = "/images/og-image.png";
pub const SITEMAP_PATH: &str = "/sitemap.xml";
pub const ROBOTS_PATH: &str = "/robots.txt";

/// `_pages/routes.json`.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RouteTable {
    pages: Vec<Entry>,
    fallbacks: Vec<Entry>,
    /// The CSP sources (`'sha256-…'`) of the pages' inline stylesheets.
    pub style_hashes: Vec<String>,
    /// Fixed URLs a stale copy of which would keep an old app alive (the service worker, the
    /// web app manifest): always revalidated.
    revalidate: Vec<String>,
}

/// A page's path, or a fallback's pattern, and the file that answers it.
#[derive(Deserialize)]
struct Entry {
    #[serde(alias = "pattern")]
    path: String,
    file: String,
    /// The page uses the camera (the adviser's scanner): its `Permissions-Policy` allows it.
    #[serde(default)]
    camera: bool,
}

impl RouteTable {
    /// The table the binary embeds.
    pub fn embedded() -> Result<Self, StartupError> {
        let file = embedded(&format!("{PAGES_PREFIX}routes.json"))?;
        serde_json::from_slice(file.raw).map_err(StartupError::RouteTable)
    }

    /// The `Cache-Control` of an embedded file at `path`.
    pub fn cache_policy(&self, path: &str) -> CachePolicy {
        if path.starts_with("/assets/") {
            CachePolicy::Immutable
        } else if self.revalidate.iter().any(|always| always == path) {
            CachePolicy::Revalidate
        } else {
            CachePolicy::Day
        }
    }
}

/// A fallback pattern: literal segments, `:name` for exactly one segment, a final `*` for the rest.
#[derive(Debug)]
struct Pattern(Vec<String>);

impl Pattern {
    fn parse(text: &str) -> Result<Self, StartupError> {
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

    fn matches(&self, path: &str) -> bool {
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
    /// Each page with the tags that name its public URL (`STEZHKA_PUBLIC_URL` is a run-time
    /// setting), gzipped now; brotli is queued on `later`.
    pub fn new(
        table: &RouteTable,
        settings: &Settings,
        security: &SecurityHeaders,
        later: &mut BrotliLater,
    ) -> Result<Self, StartupError> {
        let og_image = og_image_tags(&settings.public_url);
        let allowing_camera = security.allowing_camera();
        let mut render = |file: &str, canonical: Option<&str>, camera: bool| {
            // A fallback answers many URLs: no tags naming one.
            let tags = match canonical {
                Some(path) => {
                    let url = format!("{}{path}", settings.public_url);
                    format!(
                        "<link rel=\"canonical\" href=\"{url}\" />\
                         <meta property=\"og:url\" content=\"{url}\" />{og_image}"
                    )
                }
                None => String::new(),
            };
            let html = with_head_tags(file, &tags)?;
            let mime = "text/html; charset=utf-8";
            let security = if camera { &allowing_camera } else { security };
            Ok::<_, StartupError>(Representation::made_now(
                mime,
                html.into_bytes(),
                security,
                later,
            ))
        };

        let mut exact = HashMap::new();
        for page in &table.pages {
            // Under the API's prefix, a path the API does not answer is missing, never a page.
            if page.path.starts_with(API_PREFIX) {
                let why = format!("routes.json has a page under {API_PREFIX}: {}", page.path);
                return Err(StartupError::BrokenApp(why));
            }
            exact.insert(
                page.path.clone(),
                render(&page.file, Some(&page.path), page.camera)?,
            );
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
        let mut fallbacks = Vec::new();
        for fallback in others {
            fallbacks.push((
                Pattern::parse(&fallback.path)?,
                render(&fallback.file, None, false)?,
            ));
        }
        let not_found = render(&last.file, None, false)?;
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
}

/// The prerendered `file` with `tags` at the end of its `<head>`.
fn with_head_tags(file: &str, tags: &str) -> Result<String, StartupError> {
    let broken = |why: &str| StartupError::BrokenApp(format!("page {file} {why}"));
    let source = embedded(&format!("{PAGES_PREFIX}{file}"))?;
    let html = std::str::from_utf8(source.raw).map_err(|_| broken("is not UTF-8"))?;
    let at = html
        .find("</head>")
        .ok_or_else(|| broken("has no </head>"))?;
    Ok(format!("{}{tags}{}", &html[..at], &html[at..]))
}

/// Open Graph tags for [`OG_IMAGE_PATH`], with its size read from the PNG header; none if the
/// app ships no such picture.
fn og_image_tags(public_url: &str) -> String {
    let Some((width, height)) = embedded(OG_IMAGE_PATH)
        .ok()
        .and_then(|png| png_size(png.raw))
    else {
        return String::new();
    };
    let tags = [
        ("og:image", format!("{public_url}{OG_IMAGE_PATH}")),
        ("og:image:type", "image/png".into()),
        ("og:image:width", width.to_string()),
        ("og:image:height", height.to_string()),
        (
            "og:image:alt",
            "Стежка — профорієнтація для школярів".into(),
        ),
    ];
    let mut html = String::new();
    for (property, content) in tags {
        html += &format!("<meta property=\"{property}\" content=\"{content}\" />");
    }
    html + "<meta name=\"twitter:card\" content=\"summary_large_image\" />"
}

/// Width and height from a PNG's header chunk (IHDR), which follows the 8-byte signature.
fn png_size(png: &[u8]) -> Option<(u32, u32)> {
    if !png.starts_with(b"\x89PNG\r\n\x1a\n") {
        return None;
    }
    let number = |at: usize| Some(u32::from_be_bytes(png.get(at..at + 4)?.try_into().ok()?));
    Some((number(16)?, number(20)?))
}

fn embedded(path: &str) -> Result<&'static EmbeddedFile, StartupError> {
    FILES
        .iter()
        .find(|file| file.path == path)
        .ok_or_else(|| StartupError::MissingFile(path.to_string()))
}

/// Exactly the routes answered with 200.
pub fn sitemap(
    public_url: &str,
    routes: &[String],
    security: &SecurityHeaders,
    later: &mut BrotliLater,
) -> Representation {
    let mut urls = String::new();
    for path in routes {
        let url = escape_xml(&format!("{public_url}{path}"));
        urls += &format!("  <url><loc>{url}</loc></url>\n");
    }
    let xml = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n{urls}</urlset>\n"
    );
    let mime = "application/xml; charset=utf-8";
    Representation::made_now(mime, xml.into_bytes(), security, later)
}

pub fn robots(
    public_url: &str,
    security: &SecurityHeaders,
    later: &mut BrotliLater,
) -> Representation {
    let text = format!(
        "User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: {public_url}{SITEMAP_PATH}\n"
    );
    let mime = "text/plain; charset=utf-8";
    Representation::made_now(mime, text.into_bytes(), security, later)
}

fn escape_xml(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_match_one_segment_or_the_rest() {
        let profession = Pattern::parse("/profession/:id").unwrap();
        assert!(profession.matches("/profession/x"));
        assert!(profession.matches("/profession/лікар"));
        assert!(!profession.matches("/profession/"));
        assert!(!profession.matches("/profession/a/b"));
        assert!(!profession.matches("/professions"));
        assert!(!profession.matches("/profession"));
        let any = Pattern::parse("/*").unwrap();
        assert!(any.matches("/"));
        assert!(any.matches("/a/b/c"));
        assert!(Pattern::parse("/*/x").is_err());
    }

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
        let table = |pages: &str, fallbacks: &str| {
            format!(
                r#"{{"pages": [{pages}], "fallbacks": [{fallbacks}], "styleHashes": [], "revalidate": []}}"#
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
            table(r#"{"path": "/api/x", "file": "index.html"}"#, catch_all),
        ] {
            assert!(
                matches!(pages_for(&broken), Err(StartupError::BrokenApp(_))),
                "{broken}"
            );
        }
    }

    #[test]
    fn the_build_names_what_always_revalidates() {
        let table = RouteTable::embedded().unwrap();
        assert!(!table.revalidate.is_empty(), "routes.json lists revalidate");
        for path in &table.revalidate {
            assert_eq!(table.cache_policy(path), CachePolicy::Revalidate, "{path}");
            // Each is a file of the build, not a name left over from an older one.
            assert!(
                FILES.iter().any(|file| file.path == *path),
                "{path} is embedded"
            );
        }
        assert_eq!(
            table.cache_policy("/assets/x-abc.js"),
            CachePolicy::Immutable
        );
        assert_eq!(table.cache_policy("/favicon.svg"), CachePolicy::Day);
    }

    #[test]
    fn lists_each_route_once_as_an_absolute_url() {
        let routes = vec!["/".to_string(), "/quiz".to_string(), "/a&b".to_string()];
        let security = SecurityHeaders::default();
        let xml = sitemap(
            "https://stezhka.example",
            &routes,
            &security,
            &mut BrotliLater::default(),
        );
        let xml = std::str::from_utf8(xml.raw()).unwrap();
        assert!(xml.contains("<loc>https://stezhka.example/</loc>"));
        assert!(xml.contains("<loc>https://stezhka.example/quiz</loc>"));
        assert!(xml.contains("<loc>https://stezhka.example/a&amp;b</loc>"));
        assert_eq!(xml.matches("<loc>").count(), 3);
    }

    #[test]
    fn robots_points_to_the_sitemap() {
        let security = SecurityHeaders::default();
        let robots = robots(
            "https://stezhka.example",
            &security,
            &mut BrotliLater::default(),
        );
        let text = std::str::from_utf8(robots.raw()).unwrap();
        assert!(text.contains("Sitemap: https://stezhka.example/sitemap.xml\n"));
    }
}

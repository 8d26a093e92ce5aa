//! The prerendered pages and the route table the web build wrote (`_pages/routes.json`):
//! which paths are pages (200) and which fallbacks answer everything else (404); and, made
//! from the same table, what crawlers read besides: `sitemap.xml` and `robots.txt`.

use std::collections::HashMap;

use serde::Deserialize;

use crate::api::API_PREFIX;
use crate::config::Settings;
use crate::embedded::{EmbeddedFile, FILES, PAGES_PREFIX};
use crate::error::StartupError;
use crate::representation::{BrotliLater, Representation};

/// The picture link previews show for every page (1200×630), if the app ships one.
pub const OG_IMAGE_PATH: &str = "/images/og-image.png";

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RouteTable {
    pages: Vec<Entry>,
    fallbacks: Vec<Entry>,
    style_hashes: Vec<String>,
}

/// A page's path, or a fallback's pattern, and the file that answers it.
#[derive(Deserialize)]
struct Entry {
    #[serde(alias = "pattern")]
    path: String,
    file: String,
    /// The page uses the camera (the adviser's scanner).
    #[serde(default)]
    camera: bool,
}

/// A fallback pattern: literal segments, `:name` for exactly one segment, a final `*` for the rest.
#[derive(Debug)]
struct Pattern(Vec<String>);

impl Pattern {
    fn parse(text: &str) -> Result<Self, StartupError> {
        let segments: Vec<String> = text.trim_start_matches('/').split('/').map(str::to_string).collect();
        let star_not_last = segments.iter().rev().skip(1).any(|s| s == "*");
        if !text.starts_with('/') || star_not_last {
            return Err(StartupError::BrokenApp(format!("bad fallback pattern {text:?} in routes.json")));
        }
        Ok(Pattern(segments))
    }

    fn matches(&self, path: &str) -> bool {
        let mut parts = path.trim_start_matches('/').split('/');
        for segment in &self.0 {
            match parts.next() {
                _ if segment == "*" => return true,
                Some(part) if part == segment || (segment.starts_with(':') && !part.is_empty()) => {}
                _ => return false,
            }
        }
        parts.next().is_none()
    }
}

pub struct Pages {
    exact: HashMap<String, Representation>,
    fallbacks: Vec<(Pattern, Representation)>,
    /// Paths answered with 200, in the order the build listed them (for the sitemap).
    pub routes: Vec<String>,
    /// The CSP sources (`'sha256-…'`) of the pages' inline stylesheets.
    pub style_hashes: Vec<String>,
}

impl Pages {
    /// Each page with the tags that name its public URL (`STEZHKA_PUBLIC_URL` is a run-time
    /// setting), gzipped now; brotli is queued on `later`.
    pub fn load(settings: &Settings, later: &mut BrotliLater) -> Result<Self, StartupError> {
        let table_file = embedded(&format!("{PAGES_PREFIX}routes.json"))?;
        let table: RouteTable = serde_json::from_slice(table_file.raw).map_err(StartupError::RouteTable)?;
        let og_image = og_image_tags(&settings.public_url);
        let mut render = |file: &str, canonical: Option<&str>| -> Result<Representation, StartupError> {
            let broken = |why: &str| StartupError::BrokenApp(format!("page {file} {why}"));
            let source = embedded(&format!("{PAGES_PREFIX}{file}"))?;
            let html = std::str::from_utf8(source.raw).map_err(|_| broken("is not UTF-8"))?;
            let at = html.find("</head>").ok_or_else(|| broken("has no </head>"))?;
            // A fallback answers many URLs: no tags naming one.
            let tags = canonical.map_or(String::new(), |path| {
                let url = format!("{}{path}", settings.public_url);
                let link = format!("<link rel=\"canonical\" href=\"{url}\" />");
                format!("{link}<meta property=\"og:url\" content=\"{url}\" />{og_image}")
            });
            let page = format!("{}{tags}{}", &html[..at], &html[at..]);
            Ok(Representation::made_now("text/html; charset=utf-8", page.into_bytes(), later))
        };

        let exact = table.pages.iter().map(|e| {
            let page = render(&e.file, Some(&e.path))?;
            Ok((e.path.clone(), if e.camera { page.allowing_camera() } else { page }))
        });
        let exact = exact.collect::<Result<HashMap<_, _>, StartupError>>()?;
        let fallbacks =
            table.fallbacks.iter().map(|e| Ok((Pattern::parse(&e.path)?, render(&e.file, None)?)));
        let fallbacks = fallbacks.collect::<Result<Vec<_>, StartupError>>()?;
        let routes = table.pages.into_iter().map(|page| page.path).collect();
        if fallbacks.is_empty() {
            return Err(StartupError::BrokenApp("routes.json lists no fallback page".into()));
        }
        Ok(Pages { exact, fallbacks, routes, style_hashes: table.style_hashes })
    }

    /// The page for a (decoded, validated) path, and whether it is a real route: never one under
    /// the API's prefix, where a path the API does not answer is missing.
    pub fn lookup(&self, path: &str) -> Option<(&Representation, bool)> {
        if let Some(page) = self.exact.get(path).filter(|_| !path.starts_with(API_PREFIX)) {
            return Some((page, true));
        }
        self.fallbacks.iter().find(|(pattern, _)| pattern.matches(path)).map(|(_, page)| (page, false))
    }
}

/// Open Graph tags for [`OG_IMAGE_PATH`], with its size read from the PNG header.
fn og_image_tags(public_url: &str) -> String {
    let png = embedded(OG_IMAGE_PATH).ok().filter(|f| f.raw.starts_with(b"\x89PNG\r\n\x1a\n"));
    let size = |at: usize| Some(u32::from_be_bytes(png?.raw.get(at..at + 4)?.try_into().ok()?));
    let (Some(width), Some(height)) = (size(16), size(20)) else { return String::new() };
    let tags = [
        ("og:image", format!("{public_url}{OG_IMAGE_PATH}")),
        ("og:image:type", "image/png".into()),
        ("og:image:width", width.to_string()),
        ("og:image:height", height.to_string()),
        ("og:image:alt", "Стежка — профорієнтація для школярів".into()),
    ];
    let tags =
        tags.map(|(property, content)| format!("<meta property=\"{property}\" content=\"{content}\" />"));
    tags.concat() + "<meta name=\"twitter:card\" content=\"summary_large_image\" />"
}

fn embedded(path: &str) -> Result<&'static EmbeddedFile, StartupError> {
    FILES.iter().find(|f| f.path == path).ok_or_else(|| StartupError::MissingFile(path.to_string()))
}

pub const SITEMAP_PATH: &str = "/sitemap.xml";
pub const ROBOTS_PATH: &str = "/robots.txt";

/// Exactly the routes answered with 200.
pub fn sitemap(public_url: &str, routes: &[String], later: &mut BrotliLater) -> Representation {
    let urls = routes.iter().map(|path| escape_xml(&format!("{public_url}{path}")));
    let urls: String = urls.map(|url| format!("  <url><loc>{url}</loc></url>\n")).collect();
    let xml = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n{urls}</urlset>\n"
    );
    Representation::made_now("application/xml; charset=utf-8", xml.into_bytes(), later)
}

pub fn robots(public_url: &str, later: &mut BrotliLater) -> Representation {
    let text = format!("User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: {public_url}{SITEMAP_PATH}\n");
    Representation::made_now("text/plain; charset=utf-8", text.into_bytes(), later)
}

fn escape_xml(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::Pattern;

    #[test]
    fn patterns_match_one_segment_or_the_rest() {
        let profession = Pattern::parse("/profession/:id").unwrap();
        assert!(profession.matches("/profession/x"));
        assert!(profession.matches("/profession/лікар"));
        assert!(!profession.matches("/profession/"));
        assert!(!profession.matches("/profession/a/b"));
        assert!(!profession.matches("/professions"));
        let any = Pattern::parse("/*").unwrap();
        assert!(any.matches("/"));
        assert!(any.matches("/a/b/c"));
        assert!(Pattern::parse("/*/x").is_err());
    }
}

#[cfg(test)]
mod seo_tests {
    use super::*;

    #[test]
    fn lists_each_route_once_as_an_absolute_url() {
        let routes = vec!["/".to_string(), "/quiz".to_string(), "/a&b".to_string()];
        let xml = sitemap("https://stezhka.example", &routes, &mut BrotliLater::default());
        let xml = std::str::from_utf8(&xml.raw).unwrap();
        assert!(xml.contains("<loc>https://stezhka.example/</loc>"));
        assert!(xml.contains("<loc>https://stezhka.example/quiz</loc>"));
        assert!(xml.contains("<loc>https://stezhka.example/a&amp;b</loc>"));
        assert_eq!(xml.matches("<loc>").count(), 3);
    }

    #[test]
    fn robots_points_to_the_sitemap() {
        let robots = robots("https://stezhka.example", &mut BrotliLater::default());
        let text = std::str::from_utf8(&robots.raw).unwrap();
        assert!(text.contains("Sitemap: https://stezhka.example/sitemap.xml\n"));
    }
}

//! What crawlers read besides the pages, made at start-up from the route table: `sitemap.xml`
//! (exactly the routes answered with 200) and `robots.txt` (everything but the API).

use crate::pages::PAGE_CACHE;
use crate::representation::{BrotliLater, Representation};
use crate::security::SecurityHeaders;

pub const SITEMAP_PATH: &str = "/sitemap.xml";
pub const ROBOTS_PATH: &str = "/robots.txt";

/// Exactly the routes answered with 200. Revalidated as the pages are: it changes with them.
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
    Representation::made_now(mime, xml.into_bytes(), PAGE_CACHE, security, later)
}

/// Everything but the API (`api_prefix`, from the route table), and where the sitemap is.
pub fn robots(
    public_url: &str,
    api_prefix: &str,
    security: &SecurityHeaders,
    later: &mut BrotliLater,
) -> Representation {
    let text = format!(
        "User-agent: *\nAllow: /\nDisallow: {api_prefix}\n\nSitemap: {public_url}{SITEMAP_PATH}\n"
    );
    let mime = "text/plain; charset=utf-8";
    Representation::made_now(mime, text.into_bytes(), PAGE_CACHE, security, later)
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
    fn robots_keeps_crawlers_out_of_the_api_and_points_to_the_sitemap() {
        let security = SecurityHeaders::default();
        // Any prefix: the app's comes from its route table.
        let robots = robots(
            "https://stezhka.example",
            "/private/",
            &security,
            &mut BrotliLater::default(),
        );
        let text = std::str::from_utf8(robots.raw()).unwrap();
        assert!(text.contains("Disallow: /private/\n"));
        assert!(text.contains("Sitemap: https://stezhka.example/sitemap.xml\n"));
    }
}

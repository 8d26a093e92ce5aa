//! What crawlers read besides the pages: `sitemap.xml` with exactly the routes answered with
//! 200, and `robots.txt` pointing to it. Both are made once, at start-up, from the route table.

use crate::cache::CachePolicy;
use crate::representation::{BrotliLater, Representation};

pub const SITEMAP_PATH: &str = "/sitemap.xml";
pub const ROBOTS_PATH: &str = "/robots.txt";

/// The absolute URL of a route: one form everywhere (sitemap, canonical link, `og:url`).
pub fn absolute_url(public_url: &str, path: &str) -> String {
    format!("{public_url}{path}")
}

pub fn sitemap(public_url: &str, routes: &[String], later: &mut BrotliLater) -> Representation {
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
    );
    for path in routes {
        xml.push_str("  <url><loc>");
        xml.push_str(&escape_xml(&absolute_url(public_url, path)));
        xml.push_str("</loc></url>\n");
    }
    xml.push_str("</urlset>\n");
    Representation::made_now(
        "application/xml; charset=utf-8",
        xml.into_bytes(),
        CachePolicy::Revalidate,
        later,
    )
}

pub fn robots(public_url: &str, later: &mut BrotliLater) -> Representation {
    let text = format!(
        "User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: {}\n",
        absolute_url(public_url, SITEMAP_PATH)
    );
    Representation::made_now("text/plain; charset=utf-8", text.into_bytes(), CachePolicy::Revalidate, later)
}

fn escape_xml(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
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

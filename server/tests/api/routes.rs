//! The route table: 200 for the pages the web build lists, the app's HTML with 404 for the
//! rest; what each page's head says; sitemap.xml and robots.txt.

use crate::helpers::{
    get, immutable_prefix, page_paths, plain, profession_paths, route_table, spawn,
};
use stezhka::session::SESSION_PATH;

fn title(html: &str) -> &str {
    let start = html.find("<title>").expect("a <title>") + "<title>".len();
    &html[start..start + html[start..].find("</title>").expect("</title>")]
}

fn meta<'a>(html: &'a str, attr: &str) -> Option<&'a str> {
    let at = html.find(&format!("{attr} content=\""))? + attr.len() + " content=\"".len();
    Some(&html[at..at + html[at..].find('"')?])
}

#[test]
fn every_page_of_the_route_table_is_200_with_its_own_ukrainian_head() {
    let app = plain();
    let paths = page_paths();
    for required in ["/", "/quiz", "/search"] {
        assert!(paths.iter().any(|p| p == required), "{required} is a page");
    }
    assert!(
        paths.iter().any(|p| p.starts_with("/profession/")),
        "some profession has a detail page"
    );
    let mut titles = Vec::new();
    for path in &paths {
        let response = get(app, path, "");
        assert_eq!(response.status, 200, "{path}");
        let html = response.text();
        let title = title(&html).to_string();
        assert!(title.contains("Стежка"), "{path}: {title}");
        let description = meta(&html, "name=\"description\"").expect("description");
        assert!(
            description
                .chars()
                .any(|c| ('а'..='я').contains(&c) || "іїєґ".contains(c)),
            "{path}: Ukrainian"
        );
        assert_eq!(
            meta(&html, "property=\"og:title\""),
            Some(title.as_str()),
            "{path}"
        );
        assert_eq!(
            meta(&html, "property=\"og:description\""),
            Some(description),
            "{path}"
        );
        assert_eq!(meta(&html, "property=\"og:locale\""), Some("uk_UA"));
        let url = format!("{}{path}", app.public_url);
        assert!(
            html.contains(&format!("<link rel=\"canonical\" href=\"{url}\" />")),
            "{path} canonical"
        );
        assert_eq!(
            meta(&html, "property=\"og:url\""),
            Some(url.as_str()),
            "{path}"
        );
        assert!(
            html.contains("<html lang=\"uk\""),
            "{path} is marked Ukrainian"
        );
        assert!(!html.contains("noindex"), "{path} is indexable");
        titles.push(title);
    }
    titles.sort();
    titles.dedup();
    assert_eq!(titles.len(), paths.len(), "each page has its own title");
}

#[test]
fn a_profession_page_names_the_profession() {
    let app = plain();
    let table = route_table();
    let professions = profession_paths();
    for page in table["pages"].as_array().unwrap() {
        let path = page["path"].as_str().unwrap();
        if !professions.iter().any(|profession| profession == path) {
            continue;
        }
        let html = get(app, path, "").text();
        let title = title(&html).to_string();
        let listed = page["title"]
            .as_str()
            .expect("routes.json has each page's title");
        assert_eq!(title, listed);
        // "<English title> (<Ukrainian name>) — Стежка"
        assert!(
            title.contains(" (") && title.ends_with(") — Стежка"),
            "{title}"
        );
    }
}

#[test]
fn anything_else_is_the_apps_html_with_404() {
    let app = plain();
    // A real profession's path in other letters: paths are case-sensitive.
    let shouted = profession_paths()[0].replacen("/profession/", "/PROFESSION/", 1);
    let not_found = [
        shouted.as_str(),
        "/no-such-page",
        "/quiz/extra",
        "/profession",
        "/profession/no-such-id",
        "/profession/no-such-id/more",
        "/index.html",
        "/_pages/index.html",
        "/_pages/routes.json",
        &format!("{}no-such-file.js", immutable_prefix()),
        // Sign-in is not configured here: the token sync's path is then no API path.
        SESSION_PATH,
    ];
    for path in not_found {
        let response = get(app, path, "");
        assert_eq!(response.status, 404, "{path}");
        assert_eq!(
            response.header("content-type"),
            Some("text/html; charset=utf-8"),
            "{path}"
        );
        let html = response.text();
        assert!(
            html.contains("noindex"),
            "{path}: a 404 page is not indexed"
        );
        assert!(
            !html.contains("rel=\"canonical\""),
            "{path}: no canonical link"
        );
    }
    // An unknown profession gets the profession-not-found screen, anything else the 404 page.
    let profession = get(app, "/profession/no-such-id", "").text();
    let other = get(app, "/no-such-page", "").text();
    assert_ne!(title(&profession), title(&other));
    assert!(
        title(&profession).contains("Професію не знайдено"),
        "{}",
        title(&profession)
    );
}

#[test]
fn a_trailing_slash_redirects_to_the_page() {
    let app = plain();
    let response = get(app, "/quiz/?from=home", "");
    assert_eq!(response.status, 308);
    assert_eq!(response.header("location"), Some("/quiz?from=home"));
    assert_eq!(get(app, "/no-such-page/", "").status, 404);
    // An encoded slash is no trailing slash: redirecting it to its own raw path looped for ever.
    let encoded = get(app, "/quiz%2F", "");
    assert_eq!(encoded.status, 404, "{:?}", encoded.header("location"));
}

#[test]
fn sitemap_lists_exactly_the_200_routes_as_absolute_urls() {
    let app = spawn(&[("STEZHKA_PUBLIC_URL", "https://stezhka.example")]);
    let response = get(&app, "/sitemap.xml", "");
    assert_eq!(response.status, 200);
    assert_eq!(
        response.header("content-type"),
        Some("application/xml; charset=utf-8")
    );
    let xml = response.text();
    assert!(xml.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"));
    assert!(xml.contains("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"));
    let mut listed: Vec<&str> = xml
        .split("<loc>")
        .skip(1)
        .map(|s| &s[..s.find("</loc>").unwrap()])
        .collect();
    let mut expected: Vec<String> = page_paths()
        .iter()
        .map(|p| format!("https://stezhka.example{p}"))
        .collect();
    listed.sort_unstable();
    expected.sort();
    assert_eq!(listed, expected);

    let robots = get(&app, "/robots.txt", "");
    assert_eq!(robots.status, 200);
    assert_eq!(
        robots.header("content-type"),
        Some("text/plain; charset=utf-8")
    );
    assert!(
        robots
            .text()
            .contains("\nSitemap: https://stezhka.example/sitemap.xml\n"),
        "{}",
        robots.text()
    );
    assert!(robots.text().starts_with("User-agent: *\n"));
    // Pages link to the same URLs the sitemap lists.
    let home = get(&app, "/", "").text();
    assert!(home.contains("<link rel=\"canonical\" href=\"https://stezhka.example/\" />"));
}

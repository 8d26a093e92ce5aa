//! Security headers on every kind of response, and a Content-Security-Policy that allows
//! exactly what the app uses.

use base64::Engine as _;
use sha2::{Digest, Sha256};

use crate::helpers::{
    RawResponse, TestApp, get, largest_script, page_paths, plain, production, request, route_table,
    send_raw, spawn,
};
use stezhka::api::FIREBASE_CONFIG_PATH;

const FIXED: [(&str, &str); 6] = [
    ("x-content-type-options", "nosniff"),
    ("referrer-policy", "strict-origin-when-cross-origin"),
    ("x-frame-options", "DENY"),
    ("cross-origin-opener-policy", "same-origin-allow-popups"),
    ("cross-origin-resource-policy", "same-origin"),
    (
        "permissions-policy",
        "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    ),
];

/// One response of every kind the server gives.
fn every_kind(app: &TestApp) -> Vec<(String, RawResponse)> {
    let script = largest_script();
    let etag = get(app, &script, "").header("etag").unwrap().to_string();
    let mut out = vec![
        ("page".to_string(), get(app, "/", "")),
        (
            "asset".to_string(),
            get(app, &script, "Accept-Encoding: br\r\n"),
        ),
        (
            "304".to_string(),
            get(app, &script, &format!("If-None-Match: {etag}\r\n")),
        ),
        ("404".to_string(), get(app, "/no-such-page", "")),
        (
            "405".to_string(),
            request(app, "PUT", "/", "Content-Length: 0\r\n"),
        ),
        ("redirect".to_string(), get(app, "/quiz/", "")),
        ("healthz".to_string(), get(app, "/healthz", "")),
        ("api".to_string(), get(app, FIREBASE_CONFIG_PATH, "")),
        (
            "api 405".to_string(),
            request(app, "PUT", FIREBASE_CONFIG_PATH, "Content-Length: 0\r\n"),
        ),
        ("sitemap".to_string(), get(app, "/sitemap.xml", "")),
        ("HEAD".to_string(), request(app, "HEAD", "/", "")),
    ];
    let bad = send_raw(
        app.addr,
        b"GET /%c0%ae%c0%ae/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    )
    .unwrap();
    out.push(("400".to_string(), bad));
    let big = send_raw(
        app.addr,
        b"GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 999999999\r\n\r\n",
    )
    .unwrap();
    out.push(("413".to_string(), big));
    out
}

fn csp(response: &RawResponse) -> Vec<(String, Vec<String>)> {
    response
        .header("content-security-policy")
        .expect("a CSP")
        .split(';')
        .map(|d| {
            let mut words = d.split_whitespace().map(str::to_string);
            (words.next().unwrap_or_default(), words.collect())
        })
        .collect()
}

fn directive(policy: &[(String, Vec<String>)], name: &str) -> Vec<String> {
    policy
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.clone())
        .unwrap_or_else(|| panic!("no {name}"))
}

#[test]
fn every_response_carries_every_security_header() {
    let app = plain();
    for (kind, response) in every_kind(app) {
        for (name, value) in FIXED {
            assert_eq!(response.header(name), Some(value), "{kind}: {name}");
        }
        assert!(
            response.header("content-security-policy").is_some(),
            "{kind}: CSP"
        );
        assert_eq!(
            response.header("strict-transport-security"),
            None,
            "{kind}: no HSTS over plain http"
        );
        assert_eq!(
            response.headers_named("content-security-policy").len(),
            1,
            "{kind}: one CSP"
        );
    }
}

#[test]
fn only_the_pages_the_route_table_marks_may_use_the_camera() {
    let app = plain();
    let table = route_table();
    let pages = table["pages"].as_array().expect("pages");
    let mut with_camera = 0;
    for page in pages {
        let path = page["path"].as_str().expect("path");
        let camera = page["camera"].as_bool().unwrap_or(false);
        with_camera += usize::from(camera);
        let expected = if camera {
            "camera=(self),"
        } else {
            "camera=(),"
        };
        for response in [get(app, path, ""), request(app, "HEAD", path, "")] {
            let policy = response
                .header("permissions-policy")
                .expect("a Permissions-Policy");
            assert!(policy.starts_with(expected), "{path}: {policy}");
            assert!(
                policy.contains("microphone=()"),
                "{path}: only the camera is allowed: {policy}"
            );
        }
    }
    // The adviser's scanner is the one page that needs it.
    let class = pages.iter().find(|p| p["path"] == "/class");
    assert_eq!(
        with_camera,
        usize::from(class.is_some()),
        "camera pages: {pages:?}"
    );
    if let Some(class) = class {
        assert_eq!(
            class["camera"], true,
            "/class scans QR codes with the camera"
        );
    }
}

#[test]
fn no_response_allows_an_unsafe_source() {
    let production = production("http://127.0.0.1:9/keys");
    for app in [plain(), &production] {
        for (kind, response) in every_kind(app) {
            let header = response.header("content-security-policy").expect("a CSP");
            // 'unsafe-inline', 'unsafe-eval', 'unsafe-hashes', 'unsafe-allow-redirects'…
            assert!(!header.contains("'unsafe-"), "{kind}: {header}");
            for (name, sources) in csp(&response) {
                if name != "img-src" {
                    assert!(
                        !sources
                            .iter()
                            .any(|s| ["*", "https:", "http:", "data:"].contains(&s.as_str())),
                        "{kind}: {name}"
                    );
                }
            }
        }
    }
}

/// The contents of each `<style>` element and whether any element has a `style` attribute.
fn inline_styles(html: &str) -> (Vec<&str>, bool) {
    let blocks = html
        .split("<style>")
        .skip(1)
        .map(|rest| &rest[..rest.find("</style>").expect("a closed <style>")])
        .collect();
    let attribute = html.split('<').any(|tag| {
        let tag = &tag[..tag.find('>').unwrap_or(tag.len())];
        !tag.starts_with("style") && tag.contains(" style=")
    });
    (blocks, attribute)
}

#[test]
fn every_page_styles_only_with_what_the_policy_allows() {
    // A <style> element applies only if its hash is in style-src; a style="" attribute never
    // does (no 'unsafe-inline', no 'unsafe-hashes').
    let app = plain();
    let mut paths = page_paths();
    paths.extend([
        "/no-such-page".to_string(),
        "/profession/no-such-profession".to_string(),
    ]);
    for path in paths {
        let response = get(app, &path, "");
        let allowed = directive(&csp(&response), "style-src");
        let html = response.text();
        let (blocks, attribute) = inline_styles(&html);
        assert!(
            !blocks.is_empty(),
            "{path}: the stylesheet is inline (first paint)"
        );
        for css in blocks {
            let hash =
                base64::engine::general_purpose::STANDARD.encode(Sha256::digest(css.as_bytes()));
            assert!(
                allowed.contains(&format!("'sha256-{hash}'")),
                "{path}: a <style> the CSP refuses"
            );
        }
        assert!(
            !attribute,
            "{path}: a style attribute, which the CSP refuses"
        );
    }
    assert!(
        inline_styles("<p style=\"color:red\">x</p>").1,
        "the check sees attributes"
    );
}

#[test]
fn the_policy_without_firebase_allows_only_the_site_and_https_images() {
    let policy = csp(&get(plain(), "/", ""));
    assert_eq!(directive(&policy, "default-src"), ["'none'"]);
    assert_eq!(directive(&policy, "script-src"), ["'self'"]);
    // The pages' inline stylesheet by its hash, as the build listed it; nothing else inline.
    let hashes = route_table()["styleHashes"]
        .as_array()
        .expect("styleHashes")
        .clone();
    assert!(
        !hashes.is_empty(),
        "the build lists the inline stylesheet's hash"
    );
    let mut style = vec!["'self'".to_string()];
    style.extend(
        hashes
            .iter()
            .map(|h| h.as_str().expect("a hash").to_string()),
    );
    assert_eq!(directive(&policy, "style-src"), style);
    assert_eq!(directive(&policy, "connect-src"), ["'self'"]);
    assert_eq!(directive(&policy, "frame-src"), ["'none'"]);
    assert_eq!(directive(&policy, "frame-ancestors"), ["'none'"]);
    assert_eq!(directive(&policy, "object-src"), ["'none'"]);
    assert_eq!(directive(&policy, "base-uri"), ["'none'"]);
    // Any https host: a profession a visitor adds may name its picture anywhere.
    assert_eq!(directive(&policy, "img-src"), ["'self'", "data:", "https:"]);
    assert_eq!(directive(&policy, "worker-src"), ["'self'"]);
    assert_eq!(directive(&policy, "manifest-src"), ["'self'"]);
    let html = get(plain(), "/", "").text();
    assert!(!html.contains("<script>"), "no inline script");
}

#[test]
fn the_policy_with_firebase_allows_googles_endpoints_and_no_inline_script() {
    let app = production("http://127.0.0.1:9/keys");
    let response = get(&app, "/", "");
    let policy = csp(&response);
    let script = directive(&policy, "script-src");
    for unsafe_source in ["'unsafe-inline'", "'unsafe-eval'", "data:", "https:", "*"] {
        assert!(
            !script.iter().any(|s| s == unsafe_source),
            "script-src has {unsafe_source}"
        );
    }
    // The settings come from /api/firebase-config: pages carry no inline script to allow.
    assert_eq!(script, ["'self'", "https://apis.google.com"]);
    let html = response.text();
    assert!(!html.contains("<script>") && !html.contains("__FIREBASE_DEFAULTS__"));
    let connect = directive(&policy, "connect-src");
    assert!(connect.contains(&"https://identitytoolkit.googleapis.com".to_string()));
    assert!(connect.contains(&"https://securetoken.googleapis.com".to_string()));
    assert_eq!(
        directive(&policy, "frame-src"),
        ["https://demo-stezhka.firebaseapp.com"]
    );
    assert!(
        !policy
            .iter()
            .any(|(_, sources)| sources.iter().any(|s| s.starts_with("http:"))),
        "no http: source"
    );
    assert!(policy.iter().any(|(n, _)| n == "upgrade-insecure-requests"));
    assert_eq!(
        response.header("strict-transport-security"),
        Some("max-age=63072000; includeSubDomains")
    );
}

#[test]
fn the_emulator_host_is_allowed_only_when_configured() {
    let app = spawn(&[
        ("FIREBASE_API_KEY", "demo-api-key"),
        ("FIREBASE_AUTH_DOMAIN", "demo-stezhka.firebaseapp.com"),
        ("FIREBASE_PROJECT_ID", "demo-stezhka"),
        ("FIREBASE_AUTH_EMULATOR_HOST", "127.0.0.1:9099"),
    ]);
    let response = get(&app, "/", "");
    let policy = csp(&response);
    assert!(directive(&policy, "connect-src").contains(&"http://127.0.0.1:9099".to_string()));
    assert!(directive(&policy, "frame-src").contains(&"http://127.0.0.1:9099".to_string()));
    let config = get(&app, FIREBASE_CONFIG_PATH, "").text();
    assert!(
        config.contains("\"emulatorHosts\":{\"auth\":\"127.0.0.1:9099\"}"),
        "{config}"
    );
    let production = production("http://127.0.0.1:9/keys");
    let header = get(&production, "/", "")
        .header("content-security-policy")
        .unwrap()
        .to_string();
    assert!(!header.contains("9099"));
}

#[test]
fn plain_http_through_the_proxy_is_sent_to_https() {
    let app = production("http://127.0.0.1:9/keys");
    let response = get(&app, "/quiz?x=1", "X-Forwarded-Proto: http\r\n");
    assert_eq!(response.status, 301);
    assert_eq!(
        response.header("location"),
        Some("https://stezhka.example/quiz?x=1")
    );
    assert_eq!(
        get(&app, "/quiz", "X-Forwarded-Proto: https\r\n").status,
        200
    );
    // Without HTTPS configured there is nowhere to send it.
    assert_eq!(
        get(plain(), "/quiz", "X-Forwarded-Proto: http\r\n").status,
        200
    );
}

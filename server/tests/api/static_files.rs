//! Serving the embedded files: encoding negotiation, validators, cache policy, HEAD.

use crate::helpers::{built, get, largest_script, plain, request, route_table};

#[test]
fn negotiates_brotli_gzip_or_identity_and_says_it_varies() {
    let app = plain();
    let script = largest_script();
    let identity = get(app, &script, "");
    assert_eq!(identity.status, 200);
    assert_eq!(identity.header("content-encoding"), None);
    assert_eq!(
        identity.header("content-type"),
        Some("text/javascript; charset=utf-8")
    );
    assert_eq!(identity.header("vary"), Some("Accept-Encoding"));
    assert!(
        identity.body == built(&script),
        "the script served differs from the built one"
    );

    let cases = [
        ("gzip, deflate, br, zstd", Some("br")),
        ("gzip", Some("gzip")),
        ("br;q=0.5, gzip;q=0.9", Some("gzip")),
        ("br;q=0, gzip;q=0", None),
        ("identity", None),
        ("*", Some("br")),
    ];
    for (accept, expected) in cases {
        let response = get(app, &script, &format!("Accept-Encoding: {accept}\r\n"));
        assert_eq!(response.status, 200, "{accept}");
        assert_eq!(
            response.header("content-encoding"),
            expected,
            "Accept-Encoding: {accept}"
        );
        assert_eq!(response.header("vary"), Some("Accept-Encoding"));
        assert_eq!(
            response.header("content-length"),
            Some(response.body.len().to_string().as_str())
        );
        match expected {
            Some("br") => {
                let mut raw = Vec::new();
                brotli::BrotliDecompress(&mut &response.body[..], &mut raw).expect("valid brotli");
                assert_eq!(raw, identity.body, "br decodes to the same file");
            }
            Some("gzip") => {
                use std::io::Read;
                let mut raw = Vec::new();
                flate2::read::GzDecoder::new(&response.body[..])
                    .read_to_end(&mut raw)
                    .expect("valid gzip");
                assert_eq!(raw, identity.body, "gzip decodes to the same file");
            }
            _ => assert_eq!(response.body, identity.body),
        }
    }
    // Compression is worth it: brotli is much smaller than the file.
    let br = get(app, &script, "Accept-Encoding: br\r\n");
    assert!(
        br.body.len() * 3 < identity.body.len(),
        "{} vs {}",
        br.body.len(),
        identity.body.len()
    );
}

#[test]
fn strong_etags_per_encoding_and_304_on_a_match() {
    let app = plain();
    for path in [largest_script().as_str(), "/", "/quiz"] {
        for accept in ["", "Accept-Encoding: br\r\n", "Accept-Encoding: gzip\r\n"] {
            let first = get(app, path, accept);
            let etag = first.header("etag").expect("an ETag").to_string();
            assert!(
                etag.starts_with('"') && etag.ends_with('"'),
                "strong ETag: {etag}"
            );
            let again = get(app, path, &format!("{accept}If-None-Match: {etag}\r\n"));
            assert_eq!(again.status, 304, "{path} {accept}");
            assert!(again.body.is_empty());
            assert_eq!(again.header("etag"), Some(etag.as_str()));
            assert_eq!(again.header("cache-control"), first.header("cache-control"));
            assert_eq!(again.header("vary"), first.header("vary"));
            // A 304 has no body, so nothing about one (RFC 9110 §15.4.5).
            assert_eq!(
                (
                    again.header("content-type"),
                    again.header("content-encoding")
                ),
                (None, None)
            );
            // A list, or a weak form of the same tag, matches too (weak comparison, RFC 9110).
            let list = get(
                app,
                path,
                &format!("{accept}If-None-Match: \"nope\", W/{etag}\r\n"),
            );
            assert_eq!(list.status, 304);
            let other = get(app, path, &format!("{accept}If-None-Match: \"nope\"\r\n"));
            assert_eq!(other.status, 200);
        }
        // Each encoding has its own tag, so a cache never mixes them up.
        let tags: Vec<String> = ["", "Accept-Encoding: br\r\n", "Accept-Encoding: gzip\r\n"]
            .iter()
            .map(|a| get(app, path, a).header("etag").unwrap().to_string())
            .collect();
        assert!(
            tags[0] != tags[1] && tags[1] != tags[2] && tags[0] != tags[2],
            "{tags:?}"
        );
    }
}

#[test]
fn hashed_assets_are_immutable_and_html_revalidates() {
    let app = plain();
    let script = get(app, &largest_script(), "");
    assert_eq!(
        script.header("cache-control"),
        Some("public, max-age=31536000, immutable")
    );
    for path in [
        "/",
        "/quiz",
        "/search",
        "/no-such-page",
        "/profession/no-such-id",
    ] {
        let page = get(app, path, "");
        assert_eq!(page.header("cache-control"), Some("no-cache"), "{path}");
        assert_eq!(
            page.header("content-type"),
            Some("text/html; charset=utf-8"),
            "{path}"
        );
    }
    let favicon = get(app, "/favicon.svg", "");
    assert_eq!(favicon.status, 200);
    assert_eq!(favicon.header("content-type"), Some("image/svg+xml"));
    assert_eq!(
        favicon.header("cache-control"),
        Some("public, max-age=86400")
    );
}

#[test]
fn head_answers_like_get_without_a_body() {
    let app = plain();
    for path in ["/", &largest_script(), "/no-such-page", "/sitemap.xml"] {
        for accept in ["", "Accept-Encoding: br\r\n"] {
            let got = get(app, path, accept);
            let head = request(app, "HEAD", path, accept);
            assert_eq!(head.status, got.status, "{path}");
            assert!(head.body.is_empty());
            for name in [
                "content-type",
                "content-length",
                "content-encoding",
                "etag",
                "cache-control",
                "vary",
            ] {
                assert_eq!(head.header(name), got.header(name), "HEAD {path} {name}");
            }
        }
    }
}

#[test]
fn other_methods_are_refused_and_health_is_reported() {
    let app = plain();
    for method in ["POST", "PUT", "DELETE", "PATCH"] {
        let response = request(app, method, "/", "Content-Length: 0\r\n");
        assert_eq!(response.status, 405, "{method}");
        assert_eq!(response.header("allow"), Some("GET, HEAD"));
    }
    let health = get(app, "/healthz", "");
    assert_eq!(health.status, 200);
    assert_eq!(health.text(), "ok\n");
    assert_eq!(health.header("cache-control"), Some("no-store"));
}

/// The service worker and the manifest live at fixed URLs: a stale copy would keep an old app
/// (or its install settings) alive, so both always revalidate. The build names them in
/// routes.json (`revalidate`), and each must be a file it really made.
#[test]
fn the_service_worker_and_manifest_always_revalidate() {
    let app = plain();
    let listed = route_table()["revalidate"]
        .as_array()
        .expect("routes.json lists revalidate")
        .clone();
    let listed: Vec<&str> = listed
        .iter()
        .map(|path| path.as_str().expect("a path"))
        .collect();
    assert!(
        listed.contains(&"/sw.js"),
        "the service worker is among {listed:?}"
    );
    assert!(
        listed.iter().any(|path| path.ends_with(".webmanifest")),
        "the manifest is among {listed:?}"
    );
    for path in listed {
        let built = built(path);
        let response = get(app, path, "");
        assert_eq!(response.status, 200, "{path}");
        assert_eq!(response.header("cache-control"), Some("no-cache"), "{path}");
        assert!(response.body == built, "{path} is the built file");
    }
}

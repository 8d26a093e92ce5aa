//! The Mozilla HTTP Observatory's score for the site as deployed (HTTPS, Firebase configured),
//! computed from the response to `/` by the Observatory's published rubric (the MDN HTTP
//! Observatory's score table and test logic: CSP, cookies, CORS, redirection, Referrer-Policy,
//! HSTS, subresource integrity, X-Content-Type-Options, X-Frame-Options, CORP). A+ is 100 or more.

use std::collections::HashMap;

use crate::helpers::{RawResponse, get, plain};
use crate::token_sync::{KID, app, claims, signed};

struct Scored {
    test: &'static str,
    result: &'static str,
    modifier: i32,
}

type Csp = HashMap<String, Vec<String>>;

fn parse_csp(header: Option<&str>) -> Option<Csp> {
    let mut csp = HashMap::new();
    for directive in header?.split(';') {
        let mut words = directive.split_whitespace();
        let Some(name) = words.next() else { continue };
        csp.entry(name.to_ascii_lowercase())
            .or_insert_with(|| words.map(str::to_ascii_lowercase).collect());
    }
    Some(csp)
}

const BROAD: [&str; 8] = [
    "ftp:",
    "http:",
    "https:",
    "*",
    "http://*",
    "http://*.*",
    "https://*",
    "https://*.*",
];

fn csp_test(csp: Option<&Csp>, https: bool) -> (&'static str, i32) {
    let Some(csp) = csp.filter(|c| !c.is_empty()) else {
        return ("csp-not-implemented", -25);
    };
    let get = |name: &str| csp.get(name).cloned();
    let default = get("default-src");
    let script = get("script-src")
        .or_else(|| default.clone())
        .unwrap_or_else(|| vec!["*".into()]);
    let object = get("object-src")
        .or_else(|| default.clone())
        .unwrap_or_else(|| vec!["*".into()]);
    let mut style = get("style-src")
        .or_else(|| default.clone())
        .unwrap_or_else(|| vec!["*".into()]);
    let hashed = |list: &[String]| {
        list.iter().any(|s| {
            ["'sha256-", "'sha384-", "'sha512-", "'nonce-"]
                .iter()
                .any(|p| s.starts_with(p))
        })
    };
    let mut script = script;
    for list in [&mut script, &mut style] {
        if hashed(list) {
            list.retain(|s| s != "'unsafe-inline'");
        }
    }
    let unsafe_inline =
        |s: &String| BROAD.contains(&s.as_str()) || s == "'unsafe-inline'" || s == "data:";
    let active: Vec<&String> = csp
        .iter()
        .filter(|(name, _)| !["img-src", "media-src", "script-src"].contains(&name.as_str()))
        .flat_map(|(_, list)| list)
        .chain(script.iter())
        .collect();
    let passive: Vec<String> = ["img-src", "media-src"]
        .iter()
        .flat_map(|d| get(d).or_else(|| default.clone()).unwrap_or_default())
        .collect();
    let insecure = |s: &str| s.starts_with("http:") || s.starts_with("ftp:");
    if script.iter().any(unsafe_inline) || object.iter().any(|s| BROAD.contains(&s.as_str())) {
        ("csp-implemented-with-unsafe-inline", -20)
    } else if https && active.iter().any(|s| insecure(s)) {
        ("csp-implemented-with-insecure-scheme", -20)
    } else if script
        .iter()
        .chain(style.iter())
        .any(|s| s == "'unsafe-eval'")
    {
        ("csp-implemented-with-unsafe-eval", -10)
    } else if https && passive.iter().any(|s| insecure(s)) {
        (
            "csp-implemented-with-insecure-scheme-in-passive-content-only",
            -10,
        )
    } else if style.iter().any(unsafe_inline) {
        ("csp-implemented-with-unsafe-inline-in-style-src-only", 0)
    } else if default.as_deref() == Some(&["'none'".to_string()][..]) {
        ("csp-implemented-with-no-unsafe-default-src-none", 10)
    } else {
        ("csp-implemented-with-no-unsafe", 5)
    }
}

/// Set-Cookie lines → (name, attributes lowercased).
fn cookies_test(set_cookies: &[&str], hsts: bool) -> (&'static str, i32) {
    if set_cookies.is_empty() {
        return ("cookies-not-found", 0);
    }
    let mut worst: Option<(&'static str, i32)> = None;
    let mut worse = |candidate: (&'static str, i32)| {
        if worst.is_none_or(|w| candidate.1 < w.1) {
            worst = Some(candidate);
        }
    };
    let mut missing_same_site = false;
    for line in set_cookies {
        let mut parts = line.split(';').map(str::trim);
        let name = parts
            .next()
            .unwrap_or("")
            .split('=')
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        let attrs: Vec<String> = parts.map(str::to_ascii_lowercase).collect();
        let has = |a: &str| {
            attrs
                .iter()
                .any(|x| x == a || x.starts_with(&format!("{a}=")))
        };
        let secure = has("secure");
        let http_only = has("httponly");
        let same_site = attrs
            .iter()
            .find_map(|a| a.strip_prefix("samesite=").map(str::to_string));
        let session = name.contains("login") || name.contains("sess");
        if let Some(value) = &same_site {
            if !["lax", "strict", "none"].contains(&value.as_str()) || (value == "none" && !secure)
            {
                worse(("cookies-samesite-flag-invalid", -20));
            }
        } else {
            missing_same_site = true;
        }
        if !secure {
            worse(if hsts {
                ("cookies-without-secure-flag-but-protected-by-hsts", -5)
            } else {
                ("cookies-without-secure-flag", -20)
            });
        }
        if session && !secure {
            worse(if hsts {
                (
                    "cookies-session-without-secure-flag-but-protected-by-hsts",
                    -10,
                )
            } else {
                ("cookies-session-without-secure-flag", -40)
            });
        }
        if session && !http_only {
            worse(("cookies-session-without-httponly-flag", -30));
        }
    }
    worst.unwrap_or(if missing_same_site {
        ("cookies-secure-with-httponly-sessions", 0)
    } else {
        ("cookies-secure-with-httponly-sessions-and-samesite", 5)
    })
}

fn hsts_test(header: Option<&str>) -> (&'static str, i32) {
    let Some(header) = header else {
        return ("hsts-not-implemented", -20);
    };
    let max_age = header
        .split(';')
        .find_map(|d| d.trim().strip_prefix("max-age=")?.parse::<u64>().ok());
    match max_age {
        Some(age) if age >= 15_768_000 => ("hsts-implemented-max-age-at-least-six-months", 0),
        Some(_) => ("hsts-implemented-max-age-less-than-six-months", -10),
        None => ("hsts-header-invalid", -20),
    }
}

/// Scripts in the page: same origin (relative) or external, with or without `integrity`.
fn sri_test(html: &str, host: &str) -> (&'static str, i32) {
    let tags: Vec<&str> = html
        .split("<script")
        .skip(1)
        .map(|t| &t[..t.find('>').unwrap_or(t.len())])
        .collect();
    let with_src: Vec<&str> = tags.into_iter().filter(|t| t.contains(" src=")).collect();
    if with_src.is_empty() {
        return ("sri-not-implemented-but-no-scripts-loaded", 0);
    }
    let src = |t: &str| {
        let at = t.find(" src=\"").map(|i| i + 6).unwrap_or(0);
        t[at..].split('"').next().unwrap_or("").to_string()
    };
    let external: Vec<&&str> = with_src
        .iter()
        .filter(|t| {
            let s = src(t);
            s.starts_with("//") || (s.contains("://") && !s.contains(&format!("://{host}")))
        })
        .collect();
    let all_integrity = with_src.iter().all(|t| t.contains("integrity="));
    let insecure = external
        .iter()
        .any(|t| src(t).starts_with("http:") || src(t).starts_with("//"));
    match (external.is_empty(), all_integrity, insecure) {
        (true, true, _) => ("sri-implemented-and-all-scripts-loaded-securely", 5),
        (true, false, _) => (
            "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
            0,
        ),
        (false, true, false) => ("sri-implemented-and-external-scripts-loaded-securely", 5),
        (false, false, false) => (
            "sri-not-implemented-but-external-scripts-loaded-securely",
            -5,
        ),
        (false, true, true) => (
            "sri-implemented-but-external-scripts-not-loaded-securely",
            -20,
        ),
        (false, false, true) => (
            "sri-not-implemented-and-external-scripts-not-loaded-securely",
            -50,
        ),
    }
}

/// `redirect` is the answer to plain http: `None` leaves out the tests that need TLS (the
/// redirection to https and HSTS), as the Observatory does for a site it can't reach over https.
fn score(
    home: &RawResponse,
    redirect: Option<&RawResponse>,
    https: bool,
    host: &str,
) -> (i32, Vec<Scored>) {
    let csp = parse_csp(home.header("content-security-policy"));
    let mut results = Vec::new();
    let mut push = |test, (result, modifier): (&'static str, i32)| {
        results.push(Scored {
            test,
            result,
            modifier,
        })
    };

    push("content-security-policy", csp_test(csp.as_ref(), https));
    let hsts = hsts_test(home.header("strict-transport-security"));
    push(
        "cookies",
        cookies_test(&home.headers_named("set-cookie"), hsts.1 == 0),
    );
    push(
        "cross-origin-resource-sharing",
        match (
            home.header("access-control-allow-origin"),
            home.header("access-control-allow-credentials"),
        ) {
            (None, _) => ("cross-origin-resource-sharing-not-implemented", 0),
            (Some("*"), _) => (
                "cross-origin-resource-sharing-implemented-with-public-access",
                0,
            ),
            (Some(_), Some("true")) => (
                "cross-origin-resource-sharing-implemented-with-universal-access",
                -50,
            ),
            (Some(_), _) => (
                "cross-origin-resource-sharing-implemented-with-restricted-access",
                0,
            ),
        },
    );
    if let Some(redirect) = redirect {
        let location = redirect.header("location").unwrap_or("");
        push(
            "redirection",
            if (300..400).contains(&redirect.status)
                && location.starts_with(&format!("https://{host}/"))
            {
                ("redirection-to-https", 0)
            } else if (300..400).contains(&redirect.status) && location.starts_with("https://") {
                ("redirection-off-host-from-http", -5)
            } else {
                ("redirection-missing", -20)
            },
        );
    }
    let referrer = home.header("referrer-policy").map(|v| {
        // The last policy the browser knows wins.
        v.split(',')
            .rev()
            .map(|p| p.trim().to_ascii_lowercase())
            .find(|p| !p.is_empty())
            .unwrap_or_default()
    });
    push(
        "referrer-policy",
        match referrer.as_deref() {
            None => ("referrer-policy-not-implemented", 0),
            Some(
                "no-referrer" | "same-origin" | "strict-origin" | "strict-origin-when-cross-origin",
            ) => ("referrer-policy-private", 5),
            Some(
                "origin" | "origin-when-cross-origin" | "unsafe-url" | "no-referrer-when-downgrade",
            ) => ("referrer-policy-unsafe", -5),
            Some(_) => ("referrer-policy-header-invalid", -5),
        },
    );
    if redirect.is_some() {
        push("strict-transport-security", hsts);
    }
    push("subresource-integrity", sri_test(&home.text(), host));
    push(
        "x-content-type-options",
        match home
            .header("x-content-type-options")
            .map(|v| v.trim().to_ascii_lowercase())
        {
            Some(v) if v == "nosniff" => ("x-content-type-options-nosniff", 0),
            Some(_) => ("x-content-type-options-header-invalid", -5),
            None => ("x-content-type-options-not-implemented", -5),
        },
    );
    let xfo = home
        .header("x-frame-options")
        .map(|v| v.trim().to_ascii_lowercase());
    push(
        "x-frame-options",
        if csp
            .as_ref()
            .is_some_and(|c| c.contains_key("frame-ancestors"))
        {
            ("x-frame-options-implemented-via-csp", 5)
        } else {
            match xfo.as_deref() {
                Some("deny" | "sameorigin") => ("x-frame-options-sameorigin-or-deny", 0),
                Some(v) if v.starts_with("allow-from") => ("x-frame-options-allow-from-origin", 0),
                Some(_) => ("x-frame-options-header-invalid", -20),
                None => ("x-frame-options-not-implemented", -20),
            }
        },
    );
    push(
        "cross-origin-resource-policy",
        match home
            .header("cross-origin-resource-policy")
            .map(|v| v.trim().to_ascii_lowercase())
            .as_deref()
        {
            None => ("cross-origin-resource-policy-not-implemented", 0),
            Some("same-origin") => (
                "cross-origin-resource-policy-implemented-with-same-origin",
                10,
            ),
            Some("same-site") => (
                "cross-origin-resource-policy-implemented-with-same-site",
                10,
            ),
            Some("cross-origin") => (
                "cross-origin-resource-policy-implemented-with-cross-origin",
                0,
            ),
            Some(_) => ("cross-origin-resource-policy-header-invalid", -5),
        },
    );
    // Penalties first; the bonuses count only from an A (90) up.
    let penalties: i32 = results.iter().map(|r| r.modifier.min(0)).sum();
    let bonuses: i32 = results.iter().map(|r| r.modifier.max(0)).sum();
    let uncurved = 100 + penalties;
    let total = if uncurved >= 90 {
        uncurved + bonuses
    } else {
        uncurved
    };
    (total.max(0), results)
}

#[test]
fn the_deployed_headers_score_a_plus() {
    let app = app();
    let host = "stezhka.example";
    let home = get(app, "/", "");
    assert_eq!(home.status, 200);
    let redirect = get(app, "/", "X-Forwarded-Proto: http\r\n");
    let (total, results) = score(&home, Some(&redirect), true, host);
    report("STEZHKA_HTTPS=1", total, &results);
    // A+ is 100; the CSP (default-src 'none', no unsafe source) earns 10 of the 30 above it.
    assert!(
        total >= 130,
        "the deployed headers should score 130, got {total}"
    );

    // The session cookie the token sync sets would earn the cookie bonus as well.
    let token = signed(KID, &claims());
    let synced = crate::helpers::request(
        app,
        "POST",
        "/api/auth/session",
        &format!("Authorization: Bearer {token}\r\n"),
    );
    let cookie = synced.header("set-cookie").expect("the session cookie");
    assert_eq!(
        cookies_test(&[cookie], true),
        ("cookies-secure-with-httponly-sessions-and-samesite", 5)
    );
}

fn report(setting: &str, total: i32, results: &[Scored]) {
    println!("HTTP Observatory rubric for / ({setting}):");
    for r in results {
        println!("  {:<32} {:>+4}  {}", r.test, r.modifier, r.result);
    }
    println!("  score {total}");
    for r in results {
        assert!(r.modifier >= 0, "{} loses points: {}", r.test, r.result);
    }
}

#[test]
fn plain_http_scores_110_without_the_tls_tests() {
    // What a scan of `make run` (or of the binary before its proxy) sees: no HSTS, no
    // redirection to score, and the CSP with no unsafe source, default-src 'none' (+10).
    let home = get(plain(), "/", "");
    assert_eq!(home.status, 200);
    let (total, results) = score(&home, None, false, "127.0.0.1");
    report("plain http, no TLS tests", total, &results);
    let csp = results
        .iter()
        .find(|r| r.test == "content-security-policy")
        .expect("the CSP test");
    assert_eq!(
        csp.result,
        "csp-implemented-with-no-unsafe-default-src-none"
    );
    assert!(
        total >= 110,
        "without the TLS tests the site should score 110, got {total}"
    );
}

#[test]
fn the_rubric_marks_down_what_it_should() {
    // The scorer itself: a bare response scores an F, and the classic mistakes cost points.
    let bare = RawResponse {
        status: 200,
        headers: vec![],
        body: b"<script src=\"http://cdn.example/x.js\"></script>".to_vec(),
    };
    let (total, _) = score(&bare, Some(&bare), true, "stezhka.example");
    assert_eq!(total, 0);
    let unsafe_inline = parse_csp(Some(
        "default-src 'self'; script-src 'self' 'unsafe-inline'",
    ));
    assert_eq!(csp_test(unsafe_inline.as_ref(), true).1, -20);
    let hashed = parse_csp(Some(
        "default-src 'none'; script-src 'self' 'sha256-abc=' 'unsafe-inline'; form-action 'self'",
    ));
    assert_eq!(csp_test(hashed.as_ref(), true).1, 10);
    let style = parse_csp(Some("default-src 'none'; style-src 'self' 'unsafe-inline'"));
    assert_eq!(csp_test(style.as_ref(), true).1, 0);
    let hashed_style = parse_csp(Some("default-src 'none'; style-src 'self' 'sha256-abc='"));
    assert_eq!(csp_test(hashed_style.as_ref(), true).1, 10);
    assert_eq!(cookies_test(&["sessionid=1; Path=/"], false).1, -40);
    assert_eq!(
        cookies_test(&["sessionid=1; Secure; SameSite=Lax"], true).1,
        -30
    );
    assert_eq!(hsts_test(Some("max-age=86400")).1, -10);
}

//! The static site: every embedded file and generated body by its exact path, and the pages
//! (`pages.rs`) for everything else. No path ever reaches the file system.

use std::borrow::Cow;
use std::collections::HashMap;

use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use percent_encoding::percent_decode_str;

use bytes::Bytes;

use crate::crawlers::{self, ROBOTS_PATH, SITEMAP_PATH};
use crate::embedded::{FILES, served_as_built};
use crate::error::{AppError, READ_ONLY, StartupError};
use crate::pages::{Found, Pages};
use crate::representation::{BrotliLater, Representation};
use crate::route_table::RouteTable;
use crate::security::SecurityHeaders;
use crate::settings::Settings;

pub struct Site {
    /// Embedded files and the generated ones (sitemap, robots.txt…), by exact path.
    files: HashMap<&'static str, Representation>,
    pages: Pages,
}

impl Site {
    pub fn new(
        table: &RouteTable,
        settings: &Settings,
        security: &SecurityHeaders,
        later: &mut BrotliLater,
    ) -> Result<Self, StartupError> {
        let mut files = HashMap::new();
        // Pages are answered by their route, never by their file name.
        for file in FILES.iter().filter(|f| served_as_built(f.path)) {
            let cache = table.file_cache_policy(file.path);
            files.insert(file.path, Representation::embedded(file, cache, security));
        }
        let pages = Pages::new(table, settings, security, later)?;
        let public_url = &settings.public_url;
        let sitemap = crawlers::sitemap(public_url, &pages.routes, security, later);
        files.insert(SITEMAP_PATH, sitemap);
        let robots = crawlers::robots(public_url, &table.api_prefix, security, later);
        files.insert(ROBOTS_PATH, robots);
        Ok(Site { files, pages })
    }

    /// Serves `body` at `path` like a file.
    pub fn add(&mut self, path: &'static str, body: Representation) {
        self.files.insert(path, body);
    }

    pub fn routes(&self) -> &[String] {
        &self.pages.routes
    }

    /// Every body the site is sent with that is made by now: each file's and page's.
    pub fn bodies(&self) -> impl Iterator<Item = &Bytes> {
        let files = self.files.values();
        files
            .chain(self.pages.representations())
            .flat_map(Representation::bodies)
    }

    /// Files by exact path; anything else is a page: 200 for the app's routes, and the app's
    /// HTML with 404 for the rest.
    pub fn answer(
        &self,
        method: &Method,
        uri: &Uri,
        request: &HeaderMap,
    ) -> Result<Response, AppError> {
        if method != Method::GET && method != Method::HEAD {
            return Err(AppError::MethodNotAllowed(READ_ONLY));
        }
        let path = decode_path(uri.path())?;
        if let Some(file) = self.files.get(path.as_ref()) {
            return Ok(file.respond(StatusCode::OK, method, request));
        }
        if let Some(redirect) = self.without_trailing_slash(&path, uri)? {
            return Ok(redirect);
        }
        let answer = match self.pages.lookup(&path) {
            Found::Page(page) => page.respond(StatusCode::OK, method, request),
            Found::Fallback(page) => page.respond(StatusCode::NOT_FOUND, method, request),
        };
        Ok(answer)
    }

    /// `/quiz/` → `/quiz`: one URL per page. Only known routes redirect, so this can't be an
    /// open redirect.
    fn without_trailing_slash(&self, path: &str, uri: &Uri) -> Result<Option<Response>, AppError> {
        // The slash must be in the URL itself: `/quiz%2F` decodes to `/quiz/` too, but trimming
        // its raw path would send it to itself for ever.
        if path.len() <= 1
            || !uri.path().ends_with('/')
            || !self.pages.is_route(path.trim_end_matches('/'))
        {
            return Ok(None);
        }
        let mut location = uri.path().trim_end_matches('/').to_string();
        if let Some(query) = uri.query() {
            location = format!("{location}?{query}");
        }
        // Made of a path and query hyper accepted: always valid header characters.
        let location = HeaderValue::from_str(&location)
            .map_err(|error| AppError::internal("making the trailing-slash redirect", error))?;
        let redirect = (
            StatusCode::PERMANENT_REDIRECT,
            [(header::LOCATION, location)],
        );
        Ok(Some(redirect.into_response()))
    }
}

/// Percent-decodes the path and refuses what no page or file can be: invalid UTF-8, control
/// characters, backslashes, dot segments.
pub fn decode_path(raw: &str) -> Result<Cow<'_, str>, AppError> {
    let decoded = percent_decode_str(raw)
        .decode_utf8()
        .map_err(|_| AppError::BadRequest)?;
    let hostile = !decoded.starts_with('/')
        || decoded.chars().any(|c| c.is_control() || c == '\\')
        || decoded
            .split('/')
            .any(|segment| segment == ".." || segment == ".");
    if hostile {
        return Err(AppError::BadRequest);
    }
    Ok(decoded)
}

#[cfg(test)]
mod tests {
    use super::decode_path;

    #[test]
    fn decodes_and_refuses_hostile_paths() {
        assert_eq!(
            decode_path("/profession/%D0%BB%D1%96%D0%BA%D0%B0%D1%80").unwrap(),
            "/profession/лікар"
        );
        for bad in [
            "/../etc/passwd",
            "/a/%2e%2e/b",
            "/%2e%2e%2f",
            "/a\\b",
            "/%5c..%5c",
            "/%c0%ae%c0%ae/",
            "/%00",
            "/./x",
        ] {
            assert!(decode_path(bad).is_err(), "{bad} should be refused");
        }
    }
}

//! The request pipeline: the service hyper calls for every request. Three named steps, in order:
//!
//! 1. [`early_answer`]: answers given before routing: a declared body over the limit
//!    (`limits.rs`), the redirect of a plain-http request to https (`security.rs`);
//! 2. [`route`]: the API (`api.rs`), whose answers are waited for, or else the static site
//!    (`site.rs`: files, pages, the 404 page), answered at once from memory;
//! 3. [`AppState::finish`]: what every answer gets on its way out, which only adds headers: the
//!    security headers (`security.rs`) and one access line (`telemetry.rs`).

use std::convert::Infallible;
use std::future::{Ready, ready};
use std::sync::Arc;
use std::time::Instant;

use axum::http::{Method, Request};
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use futures_util::future::{BoxFuture, Either};
use hyper::body::Incoming;
use hyper::service::Service;

use crate::api::{self, Api};
use crate::error::StartupError;
use crate::limits;
use crate::representation::BrotliLater;
use crate::route_table::RouteTable;
use crate::security::SecurityHeaders;
use crate::settings::Settings;
use crate::site::Site;
use crate::telemetry;

/// Everything the server answers with, made once at start-up.
pub struct AppState {
    site: Site,
    api: Api,
    security: SecurityHeaders,
}

impl AppState {
    /// The brotli variants of the bodies made here are left to the returned [`BrotliLater`]:
    /// run it (the server does, on a thread of its own) and they are served as they come;
    /// gzip is there meanwhile.
    pub fn new(settings: &Settings) -> Result<(Self, BrotliLater), StartupError> {
        let table = RouteTable::embedded()?;
        api::check_prefix(&table.api_prefix)?;
        let security = SecurityHeaders::new(settings, &table.style_hashes)?;
        let mut later = BrotliLater::default();
        let mut site = Site::new(&table, settings, &security, &mut later)?;
        let firebase_config = api::firebase_config(settings, &security, &mut later);
        site.add(api::FIREBASE_CONFIG_PATH, firebase_config);
        let state = AppState {
            site,
            api: Api::new(settings),
            security,
        };
        Ok((state, later))
    }

    pub fn routes(&self) -> &[String] {
        self.site.routes()
    }

    /// Every body the server answers with that is made by now (for `zero_copy`).
    pub fn bodies(&self) -> impl Iterator<Item = &Bytes> {
        self.site.bodies()
    }

    /// Step 3, for every answer: the security headers (pages and files carry theirs already)
    /// and the access line. Adds headers only, never changes the answer.
    fn finish(
        &self,
        mut response: Response,
        method: &Method,
        path: &str,
        started: Instant,
    ) -> Response {
        self.security.apply(&mut response);
        let micros = u64::try_from(started.elapsed().as_micros()).unwrap_or(u64::MAX);
        telemetry::access(method, path, response.status().as_u16(), micros);
        response
    }
}

/// The service hyper calls for every request.
#[derive(Clone)]
pub struct App(pub Arc<AppState>);

type Answer = Result<Response, Infallible>;

impl Service<Request<Incoming>> for App {
    type Response = Response;
    type Error = Infallible;
    /// Pages and files, nearly every request, are answered synchronously: no allocation for a
    /// future. Only the API's answers are waited for.
    type Future = Either<Ready<Answer>, BoxFuture<'static, Answer>>;

    fn call(&self, request: Request<Incoming>) -> Self::Future {
        let started = Instant::now();
        let state = &self.0;
        let response = match early_answer(state, &request) {
            Some(early) => early,
            None => match route(state, &request) {
                Routed::Now(response) => response,
                Routed::Later(answer) => {
                    let state = state.clone();
                    let method = request.method().clone();
                    let path = request.uri().path().to_string();
                    return Either::Right(Box::pin(async move {
                        let response = answer.await;
                        Ok(state.finish(response, &method, &path, started))
                    }));
                }
            },
        };
        let finished = state.finish(response, request.method(), request.uri().path(), started);
        Either::Left(ready(Ok(finished)))
    }
}

/// Step 1: answers that need no routing.
fn early_answer<B>(state: &AppState, request: &Request<B>) -> Option<Response> {
    if let Err(refused) = limits::check_body(request.headers()) {
        return Some(refused.into_response());
    }
    state.security.redirect(request.headers(), request.uri())
}

/// What [`route`] found: an answer now, or one to wait for.
enum Routed {
    Now(Response),
    Later(BoxFuture<'static, Response>),
}

/// Step 2: the API's paths, each answered by its handler within the bound on requests in
/// flight; every other path is the static site's.
fn route<B>(state: &AppState, request: &Request<B>) -> Routed {
    if let Some(answer) = state.api.answer(request) {
        return match limits::api_permit() {
            Ok(permit) => Routed::Later(Box::pin(async move {
                let response = answer.await;
                drop(permit);
                response
            })),
            Err(overloaded) => Routed::Now(overloaded.into_response()),
        };
    }
    let answer = state
        .site
        .answer(request.method(), request.uri(), request.headers());
    Routed::Now(answer.unwrap_or_else(IntoResponse::into_response))
}

//! Where things are in the embedded app: shared with `build.rs`, which compresses only what is
//! served as it was built.

/// Where the prerender step puts pages and their route table: read at start-up to make the
/// pages (`pages.rs`), never served as they are.
pub const PAGES_PREFIX: &str = "/_pages/";

/// Whether the embedded file at `path` is served as it was built, at its own URL: everything
/// but the pages and their table.
pub fn served_as_built(path: &str) -> bool {
    !path.starts_with(PAGES_PREFIX)
}

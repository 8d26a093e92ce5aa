//! The tags a page gets at start-up, at the end of its `<head>`, naming its public URL
//! (`STEZHKA_PUBLIC_URL` is a run-time setting): the canonical link and the Open Graph tags.

use crate::embedded::{PAGES_PREFIX, required};
use crate::error::StartupError;

/// The picture link previews show for every page (1200×630): the app must ship it.
pub const OG_IMAGE_PATH: &str = "/images/og-image.png";

/// The tags of every page at a URL of its own (fallbacks answer many URLs, and get none).
pub struct HeadTags {
    public_url: String,
    /// The Open Graph image's tags, the same on every page.
    og_image: String,
}

impl HeadTags {
    /// Fails if the app ships no preview picture, or one that is not a PNG.
    pub fn new(public_url: &str) -> Result<Self, StartupError> {
        let png = required(OG_IMAGE_PATH)?;
        Ok(HeadTags {
            public_url: public_url.to_string(),
            og_image: og_image_tags(public_url, png.raw)?,
        })
    }

    /// The tags of the page at `path`.
    pub fn for_page(&self, path: &str) -> String {
        let url = format!("{}{path}", self.public_url);
        format!(
            "<link rel=\"canonical\" href=\"{url}\" />\
             <meta property=\"og:url\" content=\"{url}\" />{}",
            self.og_image
        )
    }
}

/// The prerendered `file` (under `_pages/`) with `tags` at the end of its `<head>`.
pub fn with_head_tags(file: &str, tags: &str) -> Result<String, StartupError> {
    let broken = |why: &str| StartupError::BrokenApp(format!("page {file} {why}"));
    let source = required(&format!("{PAGES_PREFIX}{file}"))?;
    let html = std::str::from_utf8(source.raw).map_err(|_| broken("is not UTF-8"))?;
    let at = html
        .find("</head>")
        .ok_or_else(|| broken("has no </head>"))?;
    Ok(format!("{}{tags}{}", &html[..at], &html[at..]))
}

/// Open Graph tags for [`OG_IMAGE_PATH`], with its size read from the PNG header.
fn og_image_tags(public_url: &str, png: &[u8]) -> Result<String, StartupError> {
    let (width, height) = png_size(png)
        .ok_or_else(|| StartupError::BrokenApp(format!("{OG_IMAGE_PATH} is not a PNG image")))?;
    let tags = [
        ("og:image", format!("{public_url}{OG_IMAGE_PATH}")),
        ("og:image:type", "image/png".into()),
        ("og:image:width", width.to_string()),
        ("og:image:height", height.to_string()),
        (
            "og:image:alt",
            "Стежка — профорієнтація для школярів".into(),
        ),
    ];
    let mut html = String::new();
    for (property, content) in tags {
        html += &format!("<meta property=\"{property}\" content=\"{content}\" />");
    }
    Ok(html + "<meta name=\"twitter:card\" content=\"summary_large_image\" />")
}

/// Width and height from a PNG's header chunk (IHDR), which follows the 8-byte signature.
fn png_size(png: &[u8]) -> Option<(u32, u32)> {
    if !png.starts_with(b"\x89PNG\r\n\x1a\n") {
        return None;
    }
    let number = |at: usize| Some(u32::from_be_bytes(png.get(at..at + 4)?.try_into().ok()?));
    Some((number(16)?, number(20)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_preview_picture_is_described_by_its_own_size() {
        let tags = HeadTags::new("https://stezhka.example").unwrap();
        let html = tags.for_page("/quiz");
        assert!(html.contains("<link rel=\"canonical\" href=\"https://stezhka.example/quiz\" />"));
        assert!(html.contains(
            "<meta property=\"og:image\" content=\"https://stezhka.example/images/og-image.png\" />"
        ));
        assert!(html.contains("<meta property=\"og:image:width\" content=\"1200\" />"));
        assert!(html.contains("<meta property=\"og:image:height\" content=\"630\" />"));
    }

    /// Without it every link preview would silently lose its picture: start-up stops instead.
    #[test]
    fn a_preview_picture_that_is_not_a_png_stops_start_up() {
        let error = og_image_tags("https://stezhka.example", b"<svg/>").unwrap_err();
        assert!(
            matches!(&error, StartupError::BrokenApp(why) if why.contains(OG_IMAGE_PATH)),
            "{error}"
        );
        let truncated = &b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"[..];
        assert!(og_image_tags("https://stezhka.example", truncated).is_err());
    }
}

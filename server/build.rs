//! Embeds the built web app (`web/dist`) in the binary, each file served as it was built
//! precompressed with brotli and gzip once, here, so serving is a memory copy
//! (docs/decisions/0001). The pages are not compressed here: the server adds their tags at
//! start-up and compresses the result then (`src/pages.rs`).

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

// The same compression and validators the server uses for what it makes at start-up.
#[path = "src/compress.rs"]
#[allow(dead_code)]
mod compress;
#[path = "src/embedded/layout.rs"]
mod layout;

fn main() {
    let dist = env::var_os("STEZHKA_WEB_DIST")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../web/dist"));
    println!("cargo:rerun-if-env-changed=STEZHKA_WEB_DIST");
    println!("cargo:rerun-if-changed=src/compress.rs");
    println!("cargo:rerun-if-changed=src/embedded/layout.rs");
    println!("cargo:rerun-if-changed={}", dist.display());
    if !dist.join("_pages/routes.json").is_file() {
        panic!(
            "{} has no built app (_pages/routes.json missing): run `make web` (npm run build in web/) first",
            dist.display()
        );
    }

    let out = PathBuf::from(env::var_os("OUT_DIR").expect("OUT_DIR"));
    let blobs = out.join("blobs");
    fs::create_dir_all(&blobs).expect("create blobs dir");

    let mut files = Vec::new();
    collect(&dist, &dist, &mut files);
    files.sort();

    let mut code = String::from("&[\n");
    for (i, rel) in files.iter().enumerate() {
        let path = dist.join(rel);
        println!("cargo:rerun-if-changed={}", path.display());
        let raw = fs::read(&path).expect("read asset");
        let url = format!("/{}", rel.replace('\\', "/"));
        let mime = mime_for(&url);
        let etag = format!("\"{}\"", compress::etag(&raw));
        let raw_file = blobs.join(format!("{i}.raw"));
        fs::write(&raw_file, &raw).expect("write raw");
        let (br, gz) = if layout::served_as_built(&url) && compress::compressible(mime, raw.len()) {
            let br = compress::brotli(&raw).expect("brotli");
            let gz = compress::gzip(&raw, compress::BEST_GZIP).expect("gzip");
            let keep = |v: Vec<u8>, name: &str| {
                if compress::worth_keeping(&v, &raw) {
                    let f = blobs.join(format!("{i}.{name}"));
                    fs::write(&f, v).expect("write variant");
                    Some(f)
                } else {
                    None
                }
            };
            (keep(br, "br"), keep(gz, "gz"))
        } else {
            (None, None)
        };
        let inc = |f: &Option<PathBuf>| match f {
            Some(f) => format!("Some(include_bytes!({:?}))", f.display().to_string()),
            None => "None".to_string(),
        };
        writeln!(
            code,
            "    EmbeddedFile {{ path: {url:?}, mime: {mime:?}, etag: {etag:?}, raw: include_bytes!({:?}), br: {}, gzip: {} }},",
            raw_file.display().to_string(),
            inc(&br),
            inc(&gz)
        )
        .expect("write code");
    }
    code.push_str("]\n");
    let mut f = fs::File::create(out.join("embedded.rs")).expect("create embedded.rs");
    f.write_all(code.as_bytes()).expect("write embedded.rs");
}

fn collect(root: &Path, dir: &Path, out: &mut Vec<String>) {
    for entry in fs::read_dir(dir).expect("read dist") {
        let entry = entry.expect("dir entry");
        let path = entry.path();
        let name = entry.file_name();
        // Vite's manifest (.vite/) is build metadata, not something to serve.
        if name.to_string_lossy().starts_with('.') {
            continue;
        }
        if path.is_dir() {
            collect(root, &path, out);
        } else {
            let rel = path.strip_prefix(root).expect("under root");
            out.push(rel.to_string_lossy().into_owned());
        }
    }
}

fn mime_for(path: &str) -> &'static str {
    match path.rsplit('.').next().unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "json" => "application/json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "webp" => "image/webp",
        "avif" => "image/avif",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "txt" => "text/plain; charset=utf-8",
        "xml" => "application/xml",
        "webmanifest" => "application/manifest+json",
        _ => "application/octet-stream",
    }
}

//! Content negotiation for the precompressed variants.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    Identity = 0,
    Brotli = 1,
    Gzip = 2,
}

impl Encoding {
    pub fn header_value(self) -> Option<&'static str> {
        match self {
            Encoding::Brotli => Some("br"),
            Encoding::Gzip => Some("gzip"),
            Encoding::Identity => None,
        }
    }
}

/// What the client accepts, as q-values for br and gzip (0 = refused).
#[derive(Debug, Default, Clone, Copy)]
pub struct Accepted {
    pub br: f32,
    pub gzip: f32,
}

pub fn parse_accept_encoding(value: Option<&str>) -> Accepted {
    let Some(value) = value else { return Accepted::default() };
    let mut br = None;
    let mut gzip = None;
    let mut star = None;
    for item in value.split(',') {
        let mut parts = item.split(';');
        let name = parts.next().unwrap_or("").trim();
        let mut q = 1.0_f32;
        for param in parts {
            if let Some(v) = param.trim().strip_prefix("q=") {
                q = v.trim().parse::<f32>().ok().filter(|q| (0.0..=1.0).contains(q)).unwrap_or(0.0);
            }
        }
        if name.eq_ignore_ascii_case("br") {
            br = Some(q);
        } else if name.eq_ignore_ascii_case("gzip") || name.eq_ignore_ascii_case("x-gzip") {
            gzip = Some(q);
        } else if name == "*" {
            star = Some(q);
        }
    }
    Accepted { br: br.or(star).unwrap_or(0.0), gzip: gzip.or(star).unwrap_or(0.0) }
}

/// Picks the best available variant; brotli wins ties because it is smaller.
pub fn choose(accepted: Accepted, has_br: bool, has_gzip: bool) -> Encoding {
    let br = if has_br { accepted.br } else { 0.0 };
    let gz = if has_gzip { accepted.gzip } else { 0.0 };
    if br > 0.0 && br >= gz {
        Encoding::Brotli
    } else if gz > 0.0 {
        Encoding::Gzip
    } else {
        Encoding::Identity
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pick(header: Option<&str>) -> Encoding {
        choose(parse_accept_encoding(header), true, true)
    }

    #[test]
    fn negotiates() {
        assert_eq!(pick(None), Encoding::Identity);
        assert_eq!(pick(Some("gzip, deflate, br, zstd")), Encoding::Brotli);
        assert_eq!(pick(Some("gzip")), Encoding::Gzip);
        assert_eq!(pick(Some("br;q=0.5, gzip;q=0.8")), Encoding::Gzip);
        assert_eq!(pick(Some("br;q=0, gzip;q=0")), Encoding::Identity);
        assert_eq!(pick(Some("*")), Encoding::Brotli);
        assert_eq!(pick(Some("*;q=0")), Encoding::Identity);
        assert_eq!(pick(Some("identity")), Encoding::Identity);
        assert_eq!(pick(Some("br;q=nonsense, gzip")), Encoding::Gzip);
        assert_eq!(pick(Some("GZIP")), Encoding::Gzip);
        assert_eq!(choose(parse_accept_encoding(Some("br")), false, true), Encoding::Identity);
    }
}

/**
 * The fallback patterns of `_pages/routes.json`, chosen as the server chooses them. The server
 * has its own copy of this rule in Rust (server/src/route_table.rs, server/src/site.rs); both
 * test suites read the same cases, route-pattern-cases.json (docs/decisions/0024).
 */

/**
 * Literal segments, `:name` for exactly one non-empty segment, a final `*` for the rest of the
 * (decoded) path.
 */
export function matchesPattern(pattern: string, path: string): boolean {
  const parts = path.replace(/^\//, '').split('/');
  const segments = pattern.replace(/^\//, '').split('/');
  for (const [i, segment] of segments.entries()) {
    if (segment === '*') return true;
    const part = parts[i];
    if (part === undefined) return false;
    if (segment.startsWith(':') ? part === '' : part !== segment) return false;
  }
  return parts.length === segments.length;
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const encoder = new TextEncoder();

/**
 * The path as the server decodes it: each `%XX` escape becomes its byte (a malformed one stays
 * as it is, `100%` is `100%`), the bytes must be UTF-8, and a path no page can be — a control
 * character, a backslash, a `.` or `..` segment — is refused (the server answers 400): undefined.
 */
export function decodePath(pathname: string): string | undefined {
  const bytes = pathname
    .split(/(%[0-9A-Fa-f]{2})/)
    .flatMap((piece) =>
      /^%[0-9A-Fa-f]{2}$/.test(piece) ? [parseInt(piece.slice(1), 16)] : [...encoder.encode(piece)],
    );
  let path: string;
  try {
    path = utf8.decode(Uint8Array.from(bytes));
  } catch {
    return undefined;
  }
  const hostile =
    !path.startsWith('/') || /[\p{Cc}\\]/u.test(path) || path.split('/').some((s) => s === '.' || s === '..');
  return hostile ? undefined : path;
}

/**
 * The fallback that answers `pathname` (as the URL has it, percent-encoded): the path is decoded
 * before it is split, so `/profession/a%2Fb` is two segments under `/profession` (the 404 page),
 * not one id. A path the server refuses (400) has no fallback.
 */
export function fallbackFor<F extends { pattern: string }>(fallbacks: readonly F[], pathname: string): F | undefined {
  const path = decodePath(pathname);
  return path === undefined ? undefined : fallbacks.find((f) => matchesPattern(f.pattern, path));
}

/** The address a fallback page is precached under: the pattern with each placeholder filled in. */
export function fallbackUrl(pattern: string): string {
  return pattern.replace(/:[^/]+|\*$/g, '__offline__');
}

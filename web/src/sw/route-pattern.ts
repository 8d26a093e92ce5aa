/**
 * The fallback patterns of `_pages/routes.json` (as the server reads them): literal segments,
 * `:name` for exactly one non-empty segment, a final `*` for the rest of the path.
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const parts = pathname.replace(/^\//, '').split('/');
  const segments = pattern.replace(/^\//, '').split('/');
  for (const [i, segment] of segments.entries()) {
    if (segment === '*') return true;
    const part = parts[i];
    if (part === undefined) return false;
    if (segment.startsWith(':') ? part === '' : part !== segment) return false;
  }
  return parts.length === segments.length;
}

/**
 * The fallback that answers `pathname` (as the URL has it, percent-encoded), as the server
 * chooses it: the path is decoded before it is split, so `/profession/a%2Fb` is two segments
 * under `/profession` (the 404 page), not one id. A path that does not decode has no fallback
 * (the server refuses it with 400).
 */
export function fallbackFor<F extends { pattern: string }>(fallbacks: readonly F[], pathname: string): F | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  return fallbacks.find((f) => matchesPattern(f.pattern, decoded));
}

/** The address a fallback page is precached under: the pattern with each placeholder filled in. */
export function fallbackUrl(pattern: string): string {
  return pattern.replace(/:[^/]+|\*$/g, '__offline__');
}

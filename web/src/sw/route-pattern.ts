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

/** The address a fallback page is precached under: the pattern with each placeholder filled in. */
export function fallbackUrl(pattern: string): string {
  return pattern.replace(/:[^/]+|\*$/g, '__offline__');
}

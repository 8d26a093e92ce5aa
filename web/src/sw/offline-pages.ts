/**
 * The pages of the offline copy come in one file, not one download each (docs/decisions/0040):
 * brotli then keeps what every page shares (the head, the header and footer, the markup of the
 * components) once, so a new page costs about its own text. Each page links the one stylesheet,
 * which is precached once, instead of carrying it inline as the pages the server sends do.
 * scripts/prerender.mjs writes the file; the service worker (sw.ts) keeps each page from it.
 */

export interface OfflinePages {
  /** Every page the server answers with 200, at its address; not those allowed the camera. */
  pages: Array<{ path: string; html: string }>;
  /** Every fallback page the server answers with 404, by its pattern, in the route table's order. */
  fallbacks: Array<{ pattern: string; html: string }>;
}

/**
 * Where a page is kept and looked up: its path without the query and without a trailing slash
 * (`/quiz/?x` is `/quiz`, as the server redirects it).
 */
export function keptPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** Headers that describe the pages file's own bytes, not a page made from it. */
const OF_THE_FILE = [
  'content-type',
  'content-length',
  'content-encoding',
  'etag',
  'last-modified',
  'cache-control',
  'expires',
  'age',
  'date',
  'vary',
];

/**
 * A kept page's headers: the pages file's, as the server sent them with its security headers
 * (the Content-Security-Policy, Permissions-Policy… the server gives files and pages alike), but
 * those of the file's own bytes. The pages allowed the camera differ in Permissions-Policy: they
 * are not in the file but precached as the server sends them.
 */
export function pageHeaders(file: Headers): Headers {
  const headers = new Headers(file);
  for (const name of OF_THE_FILE) headers.delete(name);
  headers.set('content-type', 'text/html; charset=utf-8');
  return headers;
}

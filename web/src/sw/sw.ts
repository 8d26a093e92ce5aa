/// <reference lib="webworker" />
/**
 * The service worker: the whole site for offline use (docs/decisions/0009-offline-service-worker.md).
 * Scripts, the stylesheet, pictures and data files are precached at the first visit (the list is
 * made by scripts/precache.ts, run by vite.sw.config.ts after the prerender); the pages come in
 * one file and are kept from it (decision 0040). Pages are answered from the cache, so an open tab
 * keeps the files of its own version until the visitor accepts the update. Addresses that are
 * not pages go to the network, and offline get the fallback page the server would send
 * (the profession-not-found screen or the 404 page). The API (the route table's `apiPrefix`) is never touched.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { keptPath, pageHeaders, type OfflinePages } from './offline-pages';
import { fallbackFor, fallbackUrl } from './route-pattern';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};
/** From `_pages/routes.json`, put in by the build: which page answers the addresses that are not pages. */
declare const __FALLBACKS__: Array<{ pattern: string; url: string }>;
/** From `_pages/routes.json`: the API's addresses, which this worker never touches. */
declare const __API_PREFIX__: string;
/** From `_pages/routes.json`: where the content-hashed files are. */
declare const __IMMUTABLE_PREFIX__: string;
/** From `_pages/routes.json`: the file of the offline copy's pages (content-hashed, offline-pages.ts). */
declare const __OFFLINE_PAGES__: string;

// A page allowed the camera (/class) is precached as the server sends it, with its own
// Permissions-Policy: it is not in the pages file (offline-pages.ts).
precacheAndRoute(self.__WB_MANIFEST, {
  // /search?q=…, /quiz#… and /quiz?… are the same page.
  ignoreURLParametersMatching: [/.*/],
  cleanURLs: false,
  // `/quiz/` is `/quiz` (the server redirects).
  urlManipulation: ({ url }) => {
    if (url.pathname.length < 2 || !url.pathname.endsWith('/')) return [];
    const trimmed = new URL(url.href);
    trimmed.pathname = keptPath(url.pathname);
    return [trimmed];
  },
});
cleanupOutdatedCaches();

// Each version keeps its pages in a cache of its own, named after its pages file: an open tab
// is answered by its own version's pages until the visitor accepts the update.
const PAGES_CACHE_PREFIX = 'stezhka-pages ';
const PAGES_CACHE = `${PAGES_CACHE_PREFIX}${__OFFLINE_PAGES__}`;

/**
 * Keeps every page of the pages file, each with the file's security headers (offline-pages.ts),
 * fallbacks with status 404 under an address of their pattern, as the server answers it. Part of
 * the install: the worker, and the offline sign (decision 0035), wait for it as for the precache.
 */
async function keepPages(): Promise<void> {
  const response = await fetch(__OFFLINE_PAGES__);
  if (!response.ok) throw new Error(`${__OFFLINE_PAGES__}: ${response.status}`);
  const headers = pageHeaders(response.headers);
  const { pages, fallbacks } = (await response.json()) as OfflinePages;
  const cache = await caches.open(PAGES_CACHE);
  // With the status text the server sends: the browser reports a fallback's «404 (Not Found)».
  const keep = (path: string, html: string, init: { status: number; statusText: string }) =>
    cache.put(path, new Response(html, { ...init, headers }));
  await Promise.all([
    ...pages.map((page) => keep(page.path, page.html, { status: 200, statusText: 'OK' })),
    ...fallbacks.map((fallback) =>
      keep(fallbackUrl(fallback.pattern), fallback.html, { status: 404, statusText: 'Not Found' }),
    ),
  ]);
}
self.addEventListener('install', (event) => event.waitUntil(keepPages()));

// Once this version is in charge, the pages of the versions before it go.
self.addEventListener('activate', (event) =>
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(PAGES_CACHE_PREFIX) && name !== PAGES_CACHE)
            .map((name) => caches.delete(name)),
        ),
      ),
  ),
);

// What only a signed-in visitor loads (Firebase's SDK, the add form) is left out of the first
// visit's copy (decision 0038): kept here once fetched, so a signed-in visitor has it offline too.
// Content-hashed, so a kept file never goes stale; a few versions' worth are kept.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith(__IMMUTABLE_PREFIX__),
  new CacheFirst({ cacheName: 'stezhka-on-use', plugins: [new ExpirationPlugin({ maxEntries: 30 })] }),
);

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && !url.pathname.startsWith(__API_PREFIX__),
  async ({ request, url }) => {
    const pages = await caches.open(PAGES_CACHE);
    const kept = await pages.match(keptPath(url.pathname));
    if (kept) return kept;
    try {
      return await fetch(request);
    } catch (error) {
      const fallback = fallbackFor(__FALLBACKS__, url.pathname);
      const page = fallback && (await pages.match(fallback.url));
      if (page) return page;
      throw error;
    }
  },
);

// The first visit is served by this worker at once; an update waits until the visitor accepts it.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

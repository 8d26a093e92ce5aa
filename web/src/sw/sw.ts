/// <reference lib="webworker" />
/**
 * The service worker: the whole site for offline use (docs/decisions/0009-offline-service-worker.md).
 * Pages, scripts, styles and pictures are precached at the first visit (the list is made by
 * scripts/precache.ts, run by vite.sw.config.ts after the prerender); pages are answered from the cache, so an open tab
 * keeps the files of its own version until the visitor accepts the update. Addresses that are
 * not pages go to the network, and offline get the fallback page the server would send
 * (the profession-not-found screen or the 404 page). The API (the route table's `apiPrefix`) is never touched.
 */
import { clientsClaim } from 'workbox-core';
import { addPlugins, cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { fallbackFor } from './route-pattern';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};
/** From `_pages/routes.json`, put in by the build: which page answers the addresses that are not pages. */
declare const __FALLBACKS__: Array<{ pattern: string; url: string }>;
/** From `_pages/routes.json`: the API's addresses, which this worker never touches. */
declare const __API_PREFIX__: string;
/** From `_pages/routes.json`: where the content-hashed files are. */
declare const __IMMUTABLE_PREFIX__: string;

// The fallback pages come with status 404, which Workbox would refuse to precache.
const fallbackUrls = new Set(__FALLBACKS__.map((f) => new URL(f.url, self.location.origin).pathname));
addPlugins([
  {
    cacheWillUpdate: async ({ request, response }) =>
      response.ok || (response.status === 404 && fallbackUrls.has(new URL(request.url).pathname)) ? response : null,
  },
]);

precacheAndRoute(self.__WB_MANIFEST, {
  // /search?q=…, /quiz#… and /quiz?… are the same page.
  ignoreURLParametersMatching: [/.*/],
  cleanURLs: false,
  // `/quiz/` is `/quiz` (the server redirects).
  urlManipulation: ({ url }) => {
    if (url.pathname.length < 2 || !url.pathname.endsWith('/')) return [];
    const trimmed = new URL(url.href);
    trimmed.pathname = url.pathname.replace(/\/+$/, '');
    return [trimmed];
  },
});
cleanupOutdatedCaches();

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
    try {
      return await fetch(request);
    } catch (error) {
      const fallback = fallbackFor(__FALLBACKS__, url.pathname);
      const page = fallback && (await matchPrecache(fallback.url));
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

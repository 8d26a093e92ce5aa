import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { readRouteTable, writePrecache } from './scripts/precache.ts';
import { fallbackUrl } from './src/sw/route-pattern.ts';

/**
 * Builds the service worker (src/sw/sw.ts) into dist/sw.js. It runs after the app's build and
 * the prerender, because it reads the route table the prerender wrote: the fallbacks, the
 * prefixes, the pages file of the offline copy and the pages precached on their own.
 */
const dist = new URL('./dist/', import.meta.url);
const routes = readRouteTable(dist);

export default defineConfig({
  define: {
    __FALLBACKS__: JSON.stringify(routes.fallbacks.map(({ pattern }) => ({ pattern, url: fallbackUrl(pattern) }))),
    __API_PREFIX__: JSON.stringify(routes.apiPrefix),
    __IMMUTABLE_PREFIX__: JSON.stringify(routes.immutablePrefix),
    __OFFLINE_PAGES__: JSON.stringify(routes.offlinePages),
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: fileURLToPath(new URL('./src/sw/sw.ts', import.meta.url)),
      output: { entryFileNames: 'sw.js', format: 'iife', codeSplitting: false },
    },
  },
  plugins: [{ name: 'stezhka-precache', apply: 'build', closeBundle: () => writePrecache(dist) }],
});

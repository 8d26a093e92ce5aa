// Writes the precache list into dist/sw.js (Workbox's injectManifest): every page the server
// answers, under the address it answers (read from _pages/routes.json, the server's own route
// table), the fallback pages, and every script, style and picture they use, lazy chunks
// included, and the data files (src/config/data-files.ts). Then prints what a first visit
// downloads for the offline copy.
import { createHash } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { getManifest, injectManifest } from 'workbox-build';
import { DATA_FILES } from '../src/config/data-files.ts';
import { fallbackUrl } from '../src/sw/route-pattern.ts';
import { readManifest, staticClosure, type ViteManifest } from './vite-manifest.mjs';

/**
 * The offline copy's ceiling (product decision of 2026-11-27: 400 until then). It leaves room for
 * more profiles, a new page and the interest profile; it downloads once, after a first visit's fifth second.
 */
export const OFFLINE_GOAL_KB = 450;

/**
 * What only a signed-in visitor loads: Firebase's SDK and the add form (decision 0038). Not
 * precached: the service worker keeps them once they are first fetched.
 */
export const SIGNED_IN_MODULES = [
  'src/features/auth/firebase-client.ts',
  'src/features/add-profession/components/add-profession-form.tsx',
];

/** The files of SIGNED_IN_MODULES that nothing else a visitor may load needs. */
function signedInOnly(manifest: ViteManifest): string[] {
  const roots = Object.keys(manifest).filter(
    (key) => (manifest[key]!.isEntry || manifest[key]!.isDynamicEntry) && !SIGNED_IN_MODULES.includes(key),
  );
  const others = new Set(staticClosure(manifest, roots));
  return staticClosure(manifest, SIGNED_IN_MODULES).filter((file) => !others.has(file));
}

export interface RouteTable {
  pages: Array<{ path: string; file: string }>;
  fallbacks: Array<{ pattern: string; file: string }>;
  /** The API's addresses, which the service worker leaves alone (scripts/prerender.mjs). */
  apiPrefix: string;
  /** Content-hashed files, cached for good (scripts/prerender.mjs). */
  immutablePrefix: string;
}

export function readRouteTable(dist: URL): RouteTable {
  return JSON.parse(readFileSync(new URL('_pages/routes.json', dist), 'utf8')) as RouteTable;
}

export async function writePrecache(dist: URL): Promise<void> {
  const distPath = decodeURIComponent(dist.pathname);
  const table = readRouteTable(dist);
  const read = (file: string) => readFileSync(new URL(file, dist));
  // Workbox's URLs of globbed files are relative to dist/.
  const hashed = table.immutablePrefix.replace(/^\//, '');
  const pages = [
    ...table.pages.map((page) => ({ url: page.path, file: `_pages/${page.file}` })),
    ...table.fallbacks.map((fallback) => ({ url: fallbackUrl(fallback.pattern), file: `_pages/${fallback.file}` })),
  ];

  const options = {
    globDirectory: distPath,
    globPatterns: [
      `${hashed}**/*.js`,
      'images/*.svg',
      'icons/*.png',
      'favicon.svg',
      'manifest.webmanifest',
      ...DATA_FILES.map((url) => url.replace(/^\//, '')),
    ],
    globIgnores: signedInOnly(readManifest(dist)),
    // Vite's file names carry their content hash: no revision needed.
    dontCacheBustURLsMatching: new RegExp(`^${hashed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    additionalManifestEntries: pages.map(({ url, file }) => ({
      url,
      revision: createHash('sha256').update(read(file)).digest('hex').slice(0, 16),
    })),
    maximumFileSizeToCacheInBytes: 512 * 1024,
  };
  const { count, size, warnings, manifestEntries } = await getManifest(options);
  for (const warning of warnings) console.warn(`precache: ${warning}`);
  await injectManifest({ ...options, swSrc: `${distPath}sw.js`, swDest: `${distPath}sw.js` });
  if (manifestEntries.some((entry) => entry.url.startsWith(table.apiPrefix) || entry.url.includes('_pages'))) {
    throw new Error(`the precache list must hold neither ${table.apiPrefix} nor _pages/ addresses`);
  }

  // What the service worker's install downloads: the server answers text brotli-compressed.
  const transferred = manifestEntries.reduce((sum, { url }) => {
    const file = pages.find((page) => page.url === url)?.file ?? url;
    const raw = read(file);
    const text = /\.(html|js|css|svg|webmanifest|json)$/.test(file);
    const body = text ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : raw;
    return sum + body.length;
  }, 0);
  // For `make budget` (scripts/offline-budget.mjs); build.rs leaves dot-files out of the binary.
  writeFileSync(
    new URL('.offline-copy.json', dist),
    JSON.stringify({ files: count, transferred, goalKb: OFFLINE_GOAL_KB }),
  );
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    `precache: ${count} files, ${kb(size)} KB raw (service worker ${kb(statSync(new URL('sw.js', dist)).size)} KB); ` +
      `a first visit downloads ${kb(transferred)} KB (brotli) for the offline copy (goal ≤ ${OFFLINE_GOAL_KB} KB)`,
  );
}

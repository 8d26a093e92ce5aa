// Writes the precache list into dist/sw.js (Workbox's injectManifest): every script, the
// stylesheet and the pictures the pages use, lazy chunks included, the data files
// (src/config/data-files.ts), and the pages allowed the camera under the address the server
// answers (read from _pages/routes.json, the server's own route table). Every other page comes
// in the pages file the worker fetches itself (src/sw/offline-pages.ts). Then prints what a
// first visit downloads for the offline copy.
import { createHash } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { getManifest, injectManifest } from 'workbox-build';
import { DATA_FILES } from '../src/config/data-files.ts';
import type { OfflinePages } from '../src/sw/offline-pages.ts';
import { offlinePagesProblems } from './offline-pages-check.ts';
import { readManifest, staticClosure, type ViteManifest } from './vite-manifest.mjs';

/**
 * The offline copy's goal with today's content (product decision of 2026-11-29; decision 0040). It
 * downloads once, after a first visit's fifth second. The product's hard ceiling stays 450 KB; the
 * next steps of every profession are to fit within 420.
 */
export const OFFLINE_GOAL_KB = 380;

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
  pages: Array<{ path: string; file: string; camera?: boolean }>;
  fallbacks: Array<{ pattern: string; file: string }>;
  /** The file of the offline copy's pages (scripts/prerender.mjs). */
  offlinePages: string;
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
  // Their Permissions-Policy is their own: the worker cannot make them from the pages file.
  const pages = table.pages
    .filter((page) => page.camera)
    .map((page) => ({ url: page.path, file: `_pages/${page.file}` }));

  const options = {
    globDirectory: distPath,
    globPatterns: [
      `${hashed}**/*.js`,
      `${hashed}**/*.css`,
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
  const pagesFile = table.offlinePages.replace(/^\//, '');
  const problems = offlinePagesProblems(
    JSON.parse(read(pagesFile).toString('utf8')) as OfflinePages,
    table,
    manifestEntries.map(({ url }) => (url.startsWith('/') ? url : `/${url}`)),
  );
  if (problems.length > 0) throw new Error(`the offline copy's pages:\n${problems.join('\n')}`);

  // What the service worker's install downloads: the precache list and the pages file, each as
  // the server answers it (text brotli-compressed), by kind.
  const byKind: Record<string, number> = {};
  for (const url of [...manifestEntries.map((entry) => entry.url), pagesFile]) {
    const file = pages.find((page) => page.url === url)?.file ?? url;
    const raw = read(file);
    const text = /\.(html|js|css|svg|webmanifest|json)$/.test(file);
    const body = text ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : raw;
    const kind = kindOf(file, pagesFile);
    byKind[kind] = (byKind[kind] ?? 0) + body.length;
  }
  const transferred = Object.values(byKind).reduce((sum, bytes) => sum + bytes, 0);
  // For `make budget` (scripts/offline-budget.mjs); build.rs leaves dot-files out of the binary.
  writeFileSync(
    new URL('.offline-copy.json', dist),
    JSON.stringify({ files: count + 1, transferred, byKind, goalKb: OFFLINE_GOAL_KB }),
  );
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    `precache: ${count} files and the pages file, ${kb(size + read(pagesFile).length)} KB raw ` +
      `(service worker ${kb(statSync(new URL('sw.js', dist)).size)} KB); a first visit downloads ` +
      `${kb(transferred)} KB (brotli) for the offline copy (goal ≤ ${OFFLINE_GOAL_KB} KB)`,
  );
}

/** The kinds the offline budget reports, to see what grows. */
function kindOf(file: string, pagesFile: string): string {
  if (file === pagesFile || file.startsWith('_pages/')) return 'pages';
  if (file.endsWith('.js')) return 'scripts';
  if (file.endsWith('.css')) return 'stylesheet';
  if (file.endsWith('.json')) return 'data';
  if (/\.(svg|png)$/.test(file)) return 'pictures';
  return 'other';
}

// Prints each route's first-load JavaScript (gzip) and fails above the budget.
// First load = the entry chunk and its static imports + the route module's chunk and its static imports.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { entryKey, readManifest, staticClosure } from './vite-manifest.mjs';

const BUDGET_KB = 100;
const dist = new URL('../dist/', import.meta.url);
const manifest = readManifest(dist);
const table = JSON.parse(readFileSync(new URL('_pages/routes.json', dist), 'utf8'));
const pages = [...table.pages, ...table.fallbacks.map((f) => ({ path: `${f.pattern} (404)`, file: f.file }))];

const gzipKb = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length / 1024;

// A page's route chunk is whatever its prerendered HTML preloads, plus the entry script.
let failed = false;
console.log(`First-load JavaScript per route (gzip, budget ${BUDGET_KB} KB)`);
for (const page of pages) {
  const html = readFileSync(new URL(`_pages/${page.file}`, dist), 'utf8');
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g)].map((m) => m[1]);
  const files = new Set([...staticClosure(manifest, [entryKey(manifest)]), ...preloaded]);
  const total = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
  const over = total > BUDGET_KB;
  failed ||= over;
  console.log(`${over ? '✗' : '✓'} ${page.path.padEnd(32)} ${total.toFixed(1).padStart(6)} KB  (${files.size} files)`);
}
if (failed) {
  console.error(`Over budget: a route needs more than ${BUDGET_KB} KB of gzip JavaScript on first load.`);
  process.exit(1);
}

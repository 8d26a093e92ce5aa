// Prints two JavaScript figures per route (gzip) and fails when either is above the budget:
// - first load: the scripts the prerendered HTML asks for (the early-input script, the entry
//   chunk and its static imports, the route module's chunk and its static imports);
// - within 5 s: first load plus the lazy chunks a never-signed-in visitor's page fetches on
//   its own in its first 5 seconds, e.g. to become interactive (LOADED_EARLY below).
// The browser test e2e/lean.spec.ts measures the second figure in Chromium, so this table must
// name every such chunk or that test fails.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { entryKey, readManifest, staticClosure } from './vite-manifest.mjs';

const BUDGET_KB = 100;

/**
 * Lazy modules (manifest keys) a page loads by itself, without the visitor doing anything, in
 * its first 5 s. None today: Firebase waits for the add dialog or a returning visitor, the
 * detail body hydrates at the visitor's first move into it (its steps are native dialogs), the
 * quiz results load at question 4, the step dialogs need no script.
 */
const LOADED_EARLY = {};

const dist = new URL('../dist/', import.meta.url);
const manifest = readManifest(dist);
const table = JSON.parse(readFileSync(new URL('_pages/routes.json', dist), 'utf8'));
const pages = [...table.pages, ...table.fallbacks.map((f) => ({ path: `${f.pattern} (404)`, file: f.file }))];

const gzipKb = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length / 1024;
const sum = (files) => [...files].reduce((total, file) => total + gzipKb(file), 0);

let failed = false;
const row = (...cells) =>
  console.log(cells.map((c, i) => (i ? String(c).padStart(12) : String(c).padEnd(32))).join(''));
console.log(`JavaScript per route (gzip KB, budget ${BUDGET_KB} KB each)`);
row('route', 'first load', 'within 5 s', 'files');
for (const page of pages) {
  const html = readFileSync(new URL(`_pages/${page.file}`, dist), 'utf8');
  const asked = [
    ...html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g),
    ...html.matchAll(/<script[^>]* src="\/([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const firstLoad = new Set([...staticClosure(manifest, [entryKey(manifest)]), ...asked]);
  const early = new Set([...firstLoad, ...staticClosure(manifest, LOADED_EARLY[page.path] ?? [])]);
  const [first, within5s] = [sum(firstLoad), sum(early)];
  const over = first > BUDGET_KB || within5s > BUDGET_KB;
  failed ||= over;
  row(`${over ? '✗' : '✓'} ${page.path}`, first.toFixed(1), within5s.toFixed(1), early.size);
}
if (failed) {
  console.error(`Over budget: a route needs more than ${BUDGET_KB} KB of gzip JavaScript.`);
  process.exit(1);
}

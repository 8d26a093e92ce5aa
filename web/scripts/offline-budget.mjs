// Prints what a first visit downloads for the offline copy (the service worker's precache and
// the pages file, measured by the build in scripts/precache.ts), by kind, and fails above the goal.
import { readFileSync } from 'node:fs';

const { files, transferred, byKind, goalKb } = JSON.parse(
  readFileSync(new URL('../dist/.offline-copy.json', import.meta.url), 'utf8'),
);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const over = transferred / 1024 > goalKb;
const kinds = Object.entries(byKind)
  .sort(([, a], [, b]) => b - a)
  .map(([kind, bytes]) => `${kind} ${kb(bytes)}`)
  .join(', ');
console.log(
  `${over ? '✗' : '✓'} offline copy (service worker precache and pages file): ${files} files, ${kb(transferred)} KB transferred (brotli: ${kinds}), goal ≤ ${goalKb} KB`,
);
if (over) process.exit(1);

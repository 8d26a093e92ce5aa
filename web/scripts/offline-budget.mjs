// Prints what a first visit downloads for the offline copy (the service worker's precache,
// measured by the build in scripts/precache.ts) and fails above the goal.
import { readFileSync } from 'node:fs';

const { files, transferred, goalKb } = JSON.parse(
  readFileSync(new URL('../dist/.offline-copy.json', import.meta.url), 'utf8'),
);
const kb = transferred / 1024;
const over = kb > goalKb;
console.log(
  `${over ? '✗' : '✓'} offline copy (service worker precache): ${files} files, ${kb.toFixed(1)} KB transferred (brotli), goal ≤ ${goalKb} KB`,
);
if (over) process.exit(1);

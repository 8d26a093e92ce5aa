// Reads Vite's build manifest and walks a chunk's static imports: the first-load JS of a page.
import { readFileSync } from 'node:fs';

export function readManifest(distDir) {
  return JSON.parse(readFileSync(new URL('.vite/manifest.json', distDir), 'utf8'));
}

/** The entry chunk's key (index.html). */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('Vite manifest has no entry chunk');
  return key;
}

/** Files (JS) a chunk needs before it can run: itself and its static imports, recursively. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const files = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite manifest has no chunk ${key}`);
    files.push(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return files;
}

import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The layers of `src`, as in bulletproof-react, read from the folders so that a new feature (or
 * any new top-level entry) is covered without editing the lint configuration:
 *
 * - entry: `app/`, `main.tsx`, `entry-server.tsx` — may import anything;
 * - features: `features/<name>/` — shared code only, never another feature;
 * - shared: `components/`, `lib/`, `config/`, `data/` — shared code only;
 * - standalone: `sw/` and the `early-*` classic scripts — built on their own, shared code only,
 *   and imported by nothing in `src` (they run outside the app);
 * - test: `test/` — set-up and helpers of the unit tests.
 *
 * An entry of `src` that is in no layer stops the lint with its name: decide where it belongs.
 */
const ENTRY = ['app', 'main.tsx', 'entry-server.tsx'];
const SHARED = ['components', 'lib', 'config', 'data'];
const TEST = ['test'];
const NOT_CODE = ['index.css'];
const isStandalone = (name) => name === 'sw' || /^early-[\w-]+\.(ts|js)$/.test(name);

/** Each layer's paths, relative to the lint's working directory (`./src/…`). */
export function layersOf(srcDir, prefix = './src') {
  const entries = readdirSync(srcDir);
  const unknown = entries.filter(
    (name) => ![...ENTRY, ...SHARED, ...TEST, ...NOT_CODE, 'features'].includes(name) && !isStandalone(name),
  );
  if (unknown.length > 0) {
    throw new Error(`eslint.layers.js: ${unknown.map((n) => `src/${n}`).join(', ')} belongs to no layer`);
  }
  const at = (name) => `${prefix}/${name}`;
  const present = (names) => names.filter((name) => entries.includes(name)).map(at);
  return {
    entry: present(ENTRY),
    features: readdirSync(join(srcDir, 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => at(`features/${entry.name}`)),
    shared: present(SHARED),
    // Globs, so that a new early script is covered too.
    worker: at('sw/**'),
    early: at('early-*'),
    test: present(TEST),
  };
}

/** The zones of `import-x/no-restricted-paths` that keep the layers apart. */
export function zonesOf({ entry, features, shared, worker, early, test }) {
  const standalone = [worker, early];
  const featureZones = features.map((feature) => ({
    target: feature,
    from: features.filter((other) => other !== feature),
    message: 'A feature must not import another feature; compose them in src/app.',
  }));
  const builtOnTheirOwn = 'The service worker and the early scripts are built on their own: nothing imports them.';
  return [
    ...featureZones,
    {
      target: [...features, ...shared, ...standalone, ...test],
      from: entry,
      message: 'Only src/app and the entry points may import from src/app.',
    },
    {
      target: [...shared, ...standalone],
      from: features,
      message: 'Shared code, the service worker and the early scripts must not import features.',
    },
    {
      target: [...entry, ...features, ...shared, ...test],
      from: standalone,
      message: builtOnTheirOwn,
    },
    {
      target: worker,
      from: early,
      message: builtOnTheirOwn,
    },
    {
      target: early,
      from: standalone,
      message: builtOnTheirOwn,
    },
  ];
}

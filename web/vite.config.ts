import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minify } from 'terser';
import type { Plugin } from 'vite';
import { rolldown } from 'rolldown';
import { content } from './scripts/vite-content.ts';
import { typesetSources } from './scripts/vite-typeset.ts';
import { ASSETS_DIR } from './src/config/paths.ts';

const SRC = fileURLToPath(new URL('./src', import.meta.url));

/**
 * The early scripts go into the page template's head as classic `async` scripts (the prerender
 * step drops each from pages with nothing for it to do): they have to run before the app's module
 * scripts have arrived (decision 0011). `src/early-input.js` keeps early quiz input;
 * `src/early-roadmap.ts` opens step dialogs where invoker commands are missing and, when the
 * student has marks or ticks a step, loads `src/early-roadmap-marks.ts` (decision 0012). The TS
 * ones are bundled to one function each with rolldown. Built pages get content-hashed copies in
 * Vite's output folder (cached for good); the dev server serves the sources.
 */
const EARLY_SCRIPTS = ['early-input.js', 'early-roadmap.ts'];
/** Loaded by early-roadmap.ts, which names it by this placeholder. */
const MARKS_SCRIPT = 'early-roadmap-marks.ts';
const MARKS_SCRIPT_PLACEHOLDER = '__EARLY_ROADMAP_MARKS__';

async function bundleClassic(file: string): Promise<string> {
  if (file.endsWith('.js')) return readFileSync(file, 'utf8');
  const bundle = await rolldown({
    input: file,
    platform: 'browser',
    resolve: { alias: { '@': SRC } },
    // Packages come in only for what a script uses of them: lib/store.ts, which the marks store
    // builds on, also holds the React hook, and React's modules do not say they are pure.
    treeshake: { moduleSideEffects: [{ test: /[\\/]node_modules[\\/]/, sideEffects: false }] },
  });
  const { output } = await bundle.generate({ format: 'iife' });
  await bundle.close();
  return output[0].code;
}

function earlyScripts(): Plugin {
  let build = false;
  const fileNames = new Map<string, string>();
  return {
    name: 'stezhka-early-scripts',
    configResolved(config) {
      build = config.command === 'build' && !config.build.ssr;
    },
    async buildStart() {
      if (!build) return;
      for (const script of [MARKS_SCRIPT, ...EARLY_SCRIPTS]) {
        const source = (await bundleClassic(`${SRC}/${script}`)).replace(
          MARKS_SCRIPT_PLACEHOLDER,
          `/${fileNames.get(MARKS_SCRIPT)}`,
        );
        const minified = await minify(source, { ecma: 2020, compress: { passes: 2 } });
        const code = minified.code ?? '';
        const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
        const fileName = `${ASSETS_DIR}/${script.replace(/\.[jt]s$/, '')}-${hash}.js`;
        fileNames.set(script, fileName);
        this.emitFile({ type: 'asset', fileName, source: code });
      }
    },
    transform(code, id) {
      if (!build && id.endsWith(`/src/early-roadmap.ts`))
        return code.replace(MARKS_SCRIPT_PLACEHOLDER, `/src/${MARKS_SCRIPT}`);
    },
    transformIndexHtml() {
      return EARLY_SCRIPTS.map((script) => ({
        tag: 'script',
        attrs: build
          ? { src: `/${fileNames.get(script)}`, async: true }
          : { src: `/src/${script}`, ...(script.endsWith('.ts') ? { type: 'module' } : { async: true }) },
        injectTo: 'head-prepend' as const,
      }));
    },
  };
}

/**
 * Chunk groups, each a list of files under src/ (decision 0025). Every file named must end up in
 * its group's chunk, or the build fails (`chunkGroupsHold`): a renamed or moved file never
 * silently leaves its group.
 */
const CHUNK_GROUPS: Readonly<Record<string, readonly string[]>> = {
  // The hydration hook most routes use and the helpers of run-time texts (lib/typeset's `uk`,
  // lib/plural-uk): one file instead of three (each file costs its own imports and gzip header,
  // ~0.1 KB).
  shared: [
    'lib/use-hydrated.ts',
    'lib/typeset.ts',
    'lib/plural-uk.ts',
    'data/riasec.ts',
    'lib/roadmap-marks/marks-key.ts',
  ],
  // The pictures and badges of the home page, the catalogue and the detail pages, apart from the
  // above: pages without pictures («Моя стежка», the quiz, the class) would carry them (~0.5 KB).
  pictures: ['components/ui/badge.tsx', 'components/ui/fallback-image.tsx', 'lib/image-url.ts', 'config/images.ts'],
  // The quiz's code and labels with its questions: /quiz's first load and its lazy parts (the
  // result, a shared result), the paper sheet and the class page share them.
  'quiz-code': ['lib/quiz-code/share-code.ts', 'lib/quiz-code/label-of.ts', 'data/quiz.ts'],
  // The professions and the list of those added in this tab: the catalogue and the detail pages.
  catalog: ['data/professions.ts', 'virtual:content/catalogue', 'lib/professions-store.ts'],
  // What the class's lessons and the coordinator's report share, in one file instead of three
  // (decision 0043): the coordinator's first load takes all three.
  'class-and-report': ['lib/csv-file.ts', 'components/summary/answers-grid.tsx', 'components/ui/storage-notice.tsx'],
  // What «Моя стежка» needs filled or empty (its parts, where a record's code is found, «Відкрити
  // файл»), in one file instead of three: the route, the filled view and the empty one share them.
  'record-parts': [
    'features/record/lib/parts.ts',
    'features/record/lib/record-code-in.ts',
    'features/record/components/open-file.tsx',
  ],
  // /class's route and what its first load needs, in one file: the router's table names each file
  // a route needs (in every page's entry chunk), and the lazy parts share these modules.
  class: [
    'app/routes/class.tsx',
    'features/class/components/class-page.tsx',
    'features/class/components/class-home.tsx',
    'features/class/components/lesson-steps.tsx',
    'features/class/lib/class-key.ts',
    'features/class/lib/class-hash.ts',
  ],
};

const posix = (path: string) => path.replaceAll('\\', '/');
/** A file under src/, or a module the content plugin makes (scripts/vite-content.ts). */
const groupFile = (file: string) => (file.startsWith('virtual:') ? `\0${file}` : `${posix(SRC)}/${file}`);
const inGroup = (name: string) => {
  const files = new Set(CHUNK_GROUPS[name]!.map(groupFile));
  return (id: string) => files.has(posix(id));
};

/** Fails the client build when a file of CHUNK_GROUPS is not in its group's chunk. */
function chunkGroupsHold(): Plugin {
  let client = false;
  return {
    name: 'stezhka-chunk-groups',
    configResolved(config) {
      client = config.command === 'build' && !config.build.ssr;
    },
    generateBundle(_, bundle) {
      if (!client) return;
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const astray = Object.entries(CHUNK_GROUPS).flatMap(([name, files]) => {
        // Rolldown may give another chunk the same name (from a module's file name): the group's
        // chunk is the one of that name holding most of its files.
        const astrayFrom = (chunk: (typeof chunks)[number]) => {
          const inChunk = new Set(chunk.moduleIds.map(posix));
          return files.filter((file) => !inChunk.has(groupFile(file)));
        };
        const named = chunks.filter((c) => c.name === name).map(astrayFrom);
        const fewest = named.reduce((best, left) => (left.length < best.length ? left : best), files);
        return fewest.map((file) => `${file.startsWith('virtual:') ? '' : 'src/'}${file} (${name})`);
      });
      if (astray.length > 0)
        this.error(
          `chunk groups name files that are not in their chunk: ${astray.join(', ')}. Update CHUNK_GROUPS in vite.config.ts.`,
        );
    },
  };
}

export default defineConfig({
  plugins: [typesetSources(), content(), react(), tailwindcss(), earlyScripts(), chunkGroupsHold()],
  resolve: {
    alias: { '@': SRC },
  },
  build: {
    target: 'es2022',
    // Where the route table says content-hashed files are (src/config/paths.ts).
    assetsDir: ASSETS_DIR,
    // Every browser that runs es2022 modules knows <link rel="modulepreload">: the polyfill
    // (~0.5 KB gzip in every page's first load) would never run.
    modulePreload: { polyfill: false },
    // The budget script and the prerender step read the chunk graph from here.
    manifest: true,
    // The server precompresses everything itself.
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry needs in one chunk. Without this, each module the entry shares
          // with a lazy chunk (react, the router, a button…) becomes a file of its own, and every
          // route's first load pays for the extra files.
          // (The entry module itself stays in the entry chunk, and so does the stylesheet: lazy
          // chunks that use the shared chunk would otherwise preload it, although every page
          // carries it inline, and fail on its old name in a tab left open across a deploy.)
          groups: [
            { name: 'app', tags: ['$initial'], test: (id) => !/[\\/]src[\\/]main\.tsx$|\.html$|\.css(\?|$)/.test(id) },
            ...Object.keys(CHUNK_GROUPS).map((name) => ({ name, test: inGroup(name) })),
          ],
        },
      },
    },
  },
  test: {
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // CI has two cores shared with a browser and a compiler: be patient.
    testTimeout: 15_000,
    // Components render in jsdom; the rest runs in Node, which starts in a fraction of jsdom's
    // second per file. A .ts test that needs a document or storage says so in its first line
    // (`// @vitest-environment jsdom`).
    projects: [
      { extends: true, test: { name: 'components', include: ['src/**/*.test.tsx'], environment: 'jsdom' } },
      {
        extends: true,
        test: {
          name: 'logic',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', '*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});

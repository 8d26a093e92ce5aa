import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minify } from 'terser';
import type { Plugin } from 'vite';

/**
 * src/early-input.js goes into the page template's head as a classic `async` script (the
 * prerender step drops it where a page has nothing for it): it has to run
 * before the app's module scripts have arrived (it keeps early input, decision 0011). Built
 * pages get a content-hashed copy under /assets (cached for good); the dev server serves the source.
 */
function earlyInputScript(): Plugin {
  const source = fileURLToPath(new URL('./src/early-input.js', import.meta.url));
  let build = false;
  let fileName = '';
  return {
    name: 'stezhka-early-input',
    configResolved(config) {
      build = config.command === 'build' && !config.build.ssr;
    },
    async buildStart() {
      if (!build) return;
      const minified = await minify(readFileSync(source, 'utf8'), { ecma: 2020 });
      const code = minified.code ?? '';
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      fileName = `assets/early-input-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml() {
      return [
        {
          tag: 'script',
          attrs: { src: build ? `/${fileName}` : '/src/early-input.js', async: true },
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), earlyInputScript()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
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
            // The pictures and badges of the home page, the catalogue and the detail pages: one
            // file instead of four (each file costs its own imports and gzip header, ~0.1 KB).
            { name: 'shared', test: /[\\/]src[\\/](components[\\/]ui[\\/](badge|fallback-image)|lib[\\/]image-url|config[\\/]images)\.tsx?$/ },
            // The professions and the list of those added in this tab: the catalogue and the detail pages.
            { name: 'catalog', test: /[\\/]src[\\/](data[\\/]professions|lib[\\/]professions-store)\.ts$/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // CI has two cores shared with a browser and a compiler: be patient.
    testTimeout: 15_000,
  },
});

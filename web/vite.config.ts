import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
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
          groups: [{ name: 'app', tags: ['$initial'], test: (id) => !/[\\/]src[\\/]main\.tsx$|\.html$|\.css(\?|$)/.test(id) }],
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

import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/chromium-path.mjs';

/**
 * Browser tests run in the machine's Chromium (CHROMIUM_PATH, else found on PATH) against the
 * release binary, which e2e/global-setup.ts starts on a free port (never a dev server); the update
 * test also starts a second version's binary, built in the server tests' cargo profile
 * (e2e/build-second-version.sh).
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // Three per two cores: with one per core the browsers left about a fifth of the CPU idle
  // (decision 0028).
  workers: '150%',
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['./e2e/summary-reporter.ts']],
  use: {
    baseURL: process.env.STEZHKA_BASE_URL,
    browserName: 'chromium',
    locale: 'uk-UA',
    // The service worker would answer requests that tests route or count; e2e/offline.spec.ts
    // turns it on for the tests that are about it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'off',
  },
});

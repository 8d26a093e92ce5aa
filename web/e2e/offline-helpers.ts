import type { Browser, BrowserContext } from '@playwright/test';
import { blockStockPhotos } from './fixtures';
import { startServer } from './global-setup';

/** A visit to `/` on a server of the test's own, until the service worker is in charge of the page. */
export async function visitOnce(browser: Browser, env: Record<string, string> = {}) {
  const server = await startServer(env);
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
  await blockStockPhotos(context);
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  return { server, context, page };
}

export async function goOffline(context: BrowserContext, server: Awaited<ReturnType<typeof startServer>>) {
  // setOffline alone does not cut the worker's own fetches: the server goes too.
  server.child.removeAllListeners('exit');
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
  await context.setOffline(true);
  // What an offline browser reports on every page it opens. Chromium 148 (Debian's, which CI
  // installs) keeps the emulated state for the open document only: after a navigation
  // `navigator.onLine` is true again (checked by hand), so the site would rightly think it online.
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false, configurable: true }),
  );
}

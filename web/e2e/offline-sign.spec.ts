import { OFFLINE_READY_TEXT } from '../src/config/offline-ready-text';
import { blockStockPhotos, expect, test } from './fixtures';
import { startServer } from './global-setup';
import { goOffline } from './offline-helpers';

/** A file of the offline copy that no page needs at once: holding it holds the copy back. */
const HELD = '**/interest-table.json';

test('the offline sign: nothing while the copy downloads, a line once it is whole, and then the site opens offline', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const server = await startServer({});
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
  await blockStockPhotos(context);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await context.route(HELD, async (route) => {
    if (route.request().serviceWorker()) {
      asked = true;
      await held;
    }
    await route.continue();
  });
  const page = await context.newPage();
  await page.goto('/');
  const sign = page.getByText(OFFLINE_READY_TEXT);
  const announced = page.locator('[data-offline-ready] [role="status"]');

  // The worker is downloading the copy (after the visit's fifth second), one file held back.
  await expect.poll(() => asked, { timeout: 30_000 }).toBe(true);
  await page.waitForTimeout(1_000);
  await expect(sign).toHaveCount(0);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  release();
  await expect(announced).toHaveText(OFFLINE_READY_TEXT, { timeout: 30_000 });

  // A later visit shows it without saying it aloud again.
  await page.reload();
  await expect(sign).toBeVisible();
  await expect(announced).toHaveText('');

  await goOffline(context, server);
  await page.goto('/quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Тест на профорієнтацію' })).toBeVisible();
  await expect(sign).toBeVisible();
  await context.close();
});

import { expect, test, waitForHydration } from './fixtures';

/** Chromium's view of the document's Permissions-Policy (null where the browser has no such API). */
const cameraAllowed = (page: import('@playwright/test').Page) =>
  page.evaluate(
    () =>
      (
        document as Document & { featurePolicy?: { allowsFeature(name: string): boolean } }
      ).featurePolicy?.allowsFeature('camera') ?? null,
  );

test('the adviser reaches /class from the home page with the camera allowed', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page, 'main a');
  // Every other page forbids the camera: a /class rendered inside this document could not scan.
  expect(await cameraAllowed(page)).toBe(false);

  await page.getByRole('link', { name: 'Урок із класом' }).click();
  await expect(page).toHaveURL(/\/class$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => new URL(performance.getEntriesByType('navigation')[0]!.name).pathname)).toBe(
    '/class',
  );
  expect(await cameraAllowed(page)).toBe(true);
});

test('/class reached by client-side navigation loads as a document of its own', async ({ page }) => {
  await page.goto('/quiz');
  await waitForHydration(page, 'main button');
  // As a router link without reloadDocument would (and back/forward does).
  const reloaded = page.waitForEvent('load');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/class');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await reloaded;
  expect(await cameraAllowed(page)).toBe(true);
  expect(await page.evaluate(() => new URL(performance.getEntriesByType('navigation')[0]!.name).pathname)).toBe(
    '/class',
  );
});

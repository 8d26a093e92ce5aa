import type { ChildProcess } from 'node:child_process';
import { expect, blockStockPhotos, test, waitForHydration } from './fixtures';
import { SECOND_VERSION_BINARY, startServer } from './global-setup';

const NEW_TEXT = 'нова версія';

async function stop(child: ChildProcess) {
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

test('a new version is offered; «Пізніше» keeps the quiz, «Оновити» shows the new version', async ({ browser }) => {
  test.setTimeout(120_000);
  const first = await startServer();
  const context = await browser.newContext({ baseURL: first.url, serviceWorkers: 'allow' });
  await blockStockPhotos(context);
  const page = await context.newPage();
  await page.goto('/quiz');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  await expect(page.getByRole('contentinfo')).not.toContainText(NEW_TEXT);

  // Halfway through the quiz…
  await waitForHydration(page, 'main form');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Далі' }).click();
  await expect(page.getByText('2 з 5', { exact: true })).toBeVisible();
  await page.getByRole('radio').nth(2).check();

  // …the second version is deployed on the same address, and the browser looks for updates.
  await stop(first.child);
  const second = await startServer({ STEZHKA_ADDR: new URL(first.url).host }, SECOND_VERSION_BINARY);
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });

  const prompt = page.getByRole('region', { name: 'Доступна нова версія' });
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await prompt.getByRole('button', { name: 'Пізніше' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(page.getByText('2 з 5', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio').nth(2)).toBeChecked();
  await expect(page.getByRole('contentinfo')).not.toContainText(NEW_TEXT);

  // The next page load offers it again; accepting switches to it.
  await page.reload();
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await prompt.getByRole('button', { name: 'Оновити' }).click();
  await expect(page.getByRole('contentinfo')).toContainText(NEW_TEXT, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Тест на профорієнтацію' })).toBeVisible();

  await context.close();
  await stop(second.child);
});

test('installable: a Ukrainian manifest with icons, and no installability errors', async ({ page, baseURL }) => {
  await page.goto('/');
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  // Playwright's contexts are incognito, which Chromium reports on its own.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

  const response = await page.request.get(`${baseURL}/manifest.webmanifest`);
  expect(response.headers()['content-type']).toBe('application/manifest+json');
  const manifest = (await response.json()) as Record<string, unknown> & {
    icons: Array<{ sizes: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ lang: 'uk', name: 'Стежка', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const href of [
    ...manifest.icons.map((icon) => (icon as unknown as { src: string }).src),
    '/icons/apple-touch-icon.png',
  ]) {
    const icon = await page.request.get(`${baseURL}${href}`);
    expect(icon.status(), href).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/png');
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
});

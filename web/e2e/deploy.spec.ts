import { IMMUTABLE_PREFIX } from '../src/config/paths';
import { answerQuiz, expect, test, waitForHydration } from './fixtures';

/**
 * A tab opened before a deploy, with no service worker (first visit, or a browser without
 * one): the next page's script is gone from the server. Navigating must still end on that page.
 */
test('a script removed by a deploy: the header links still reach their pages', async ({ page, consoleErrors }) => {
  const loaded = new Set<string>();
  let routing = false;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!routing && path.startsWith(IMMUTABLE_PREFIX)) loaded.add(path);
  });
  await page.goto('/');
  await waitForHydration(page, 'main a');

  // Every script the tab has not loaded yet answers 404 once, as after a deploy.
  const removed = new Set<string>();
  routing = true;
  await page.route(`**${IMMUTABLE_PREFIX}**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (loaded.has(path) || removed.has(path)) return route.continue();
    removed.add(path);
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });

  const nav = page.getByRole('navigation', { name: 'Головне меню' });
  await nav.getByRole('link', { name: 'Тест' }).click();
  await expect(page).toHaveURL(/\/quiz$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Тест на профорієнтацію' })).toBeVisible();
  await waitForHydration(page, 'main form');

  await nav.getByRole('link', { name: 'Професії' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Досліджуй професії' })).toBeVisible();

  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  expect([...removed].some((path) => path.startsWith(`${IMMUTABLE_PREFIX}quiz-`))).toBe(true);
  expect(consoleErrors.filter((e) => !/404|dynamically imported module/.test(e))).toEqual([]);
});

/**
 * Answers 404 for scripts whose path matches `pattern` (under any query: a retry asks for the
 * same file under a new one), as after a deploy, until the returned `restore` is called;
 * `removed` lists what was refused.
 */
async function removeUntilRestored(page: import('@playwright/test').Page, pattern: RegExp) {
  const removed: string[] = [];
  let restored = false;
  await page.route('**/assets/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (restored || !pattern.test(path)) return route.continue();
    removed.push(path);
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });
  return { removed, restore: () => (restored = true) };
}

const LOAD_FAILED = 'Не вдалося завантажити цю частину сторінки';

test('the add dialog’s script missing: a message and a retry that opens it', async ({ page }) => {
  await page.goto('/search');
  await waitForHydration(page, 'main button');
  const { removed, restore } = await removeUntilRestored(page, /\/assets\/add-profession-dialog-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Додати професію' }).click();
  const alert = page.getByRole('alert').filter({ hasText: LOAD_FAILED });
  await expect(alert).toBeVisible();
  expect(removed.length).toBeGreaterThan(0);
  restore();
  await alert.getByRole('button', { name: 'Спробувати ще раз' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
});

test('the quiz results’ script missing: a retry shows them, the answers kept', async ({ page }) => {
  const { removed, restore } = await removeUntilRestored(page, /\/assets\/quiz-results-[^/]+\.js$/);
  await answerQuiz(page);
  const alert = page.getByRole('alert').filter({ hasText: LOAD_FAILED });
  await expect(alert).toBeVisible();
  expect(removed.length).toBeGreaterThan(0);
  restore();
  await alert.getByRole('button', { name: 'Спробувати ще раз' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Твої рекомендації щодо кар'єри" })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').getByRole('link')).toHaveCount(3);
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
});

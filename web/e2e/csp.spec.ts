import type { Page, Response } from '@playwright/test';
import { answerQuiz, blockStockPhotos } from './fixtures';
import { expect, openAddDialog, signInWithEmulator, test, waitForHydration } from './auth-fixtures';
import { detailOf } from './catalogue';
const softwareEngineer = detailOf('software-engineer');

/*
 * The Content-Security-Policy has no 'unsafe-inline' and no 'unsafe-eval' (docs/decisions/0002),
 * so whatever the app or a library writes as a style attribute or a <style> element without a
 * hash is refused. These tests walk every route and every piece of UI that appears on its own
 * (dialogs, toasts, tooltips, the phone menu, the loading skeleton) and expect no violation:
 * neither the `securitypolicyviolation` event nor Chromium's console report.
 */

/** Collects the page's CSP violations, from the first byte of every document it loads. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
      void report(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} «${e.sample}»`,
      );
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(`console: ${msg.text()}`);
  });
  return violations;
}

/** The policy a response carries: present, and with no unsafe source in any directive. */
function expectStrictPolicy(response: Response | null) {
  const policy = response?.headers()['content-security-policy'];
  expect(policy, `${response?.url()}: a CSP`).toBeTruthy();
  expect(policy).not.toMatch(/'unsafe-/);
  expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/]+={0,2}'/);
}

/** A tooltip by its text (those that repeat their button's name are hidden from the accessibility tree). */
const tooltip = (page: Page, text: string) => page.locator('[role="tooltip"]', { hasText: text });

/** Every page the server lists in its sitemap, plus the two not-found screens. */
async function everyRoute(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThanOrEqual(6);
  return [...paths, '/no-such-page', '/profession/no-such-profession'];
}

test.describe('no CSP violation', () => {
  test('on every route, scrolled to the end, after hydration', async ({ page }) => {
    const violations = await watchViolations(page);
    for (const path of await everyRoute(page)) {
      const response = await page.goto(path);
      expectStrictPolicy(response);
      await page.waitForLoadState('load');
      await waitForHydration(page, 'header a');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(violations, path).toEqual([]);
    }
  });

  test('in the quiz, its results and the share toast', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const violations = await watchViolations(page);
    await answerQuiz(page);
    await page.getByRole('button', { name: 'Поділитися результатом' }).click();
    await expect(page.getByTestId('toast')).toBeVisible();
    // The toast's close button has a tooltip.
    await page.getByTestId('toast').getByRole('button').hover();
    await expect(tooltip(page, 'Закрити сповіщення')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('on a detail page: the step dialog, its tooltip, and the loading skeleton of a client-side visit', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await page.goto('/profession/software-engineer');
    await waitForHydration(page);
    await page.getByRole('button', { name: softwareEngineer.roadmap[0]!.steps[0]!.text }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Закрити' }).hover();
    await expect(dialog.locator('[role="tooltip"]', { hasText: 'Закрити' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Зрозуміло' }).click();
    await expect(dialog).toBeHidden();

    // The skeleton shows while the detail chunk and texts load on a client-side visit: hold them back.
    await page.goto('/search');
    await waitForHydration(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      if (!/\/(profession-detail-content|data-scientist)-/.test(route.request().url())) return route.continue();
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Data Scientist', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Завантажуємо опис професії' })).toBeAttached();
    release();
    await expect(page.getByRole('heading', { level: 1, name: /Data Scientist/ })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('in the phone menu and its tooltip', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const violations = await watchViolations(page);
    await page.goto('/');
    await waitForHydration(page, 'header summary');
    const menu = page.locator('header summary');
    await menu.hover();
    await expect(tooltip(page, 'Меню')).toBeVisible();
    await menu.click();
    await expect(page.locator('header details')).toHaveAttribute('open', '');
    await page.locator('header details').getByRole('link').last().click();
    await expect(page.locator('header details')).not.toHaveAttribute('open', '');
    expect(violations).toEqual([]);
  });

  test('in the add dialog, signed out and signed in, and the toast after adding', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/search');
    const dialog = await openAddDialog(page);
    // The page behind stays still: a rule in index.css, in place of the <style> Radix would inject.
    const pageOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
    expect(await pageOverflow()).toBe('hidden');
    // The dialog opens before Firebase is there; once it is, the emulator's note makes the dialog
    // taller, and a centred dialog moves its close button from under the pointer.
    await expect(dialog.getByRole('button', { name: 'Увійти через Google' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Закрити' }).hover();
    await expect(dialog.locator('[role="tooltip"]', { hasText: 'Закрити' })).toBeVisible();
    expect(violations).toEqual([]);

    await signInWithEmulator(page);
    await expect(dialog.getByRole('heading', { name: 'Додати нову професію' })).toBeVisible();
    await dialog.getByLabel('Назва', { exact: true }).fill('Перевірник політик');
    await dialog.getByLabel('Опис', { exact: true }).fill('Стежить, щоб сторінка не вмикала заборонених стилів.');
    await dialog.getByLabel('Категорія', { exact: true }).selectOption('Технології');
    await dialog.getByLabel('Прогноз розвитку', { exact: true }).selectOption('Високий');
    await dialog.getByRole('button', { name: 'Додати професію' }).click();
    await expect(page.getByTestId('toast')).toContainText('Profession Added!');
    await expect(dialog).toBeHidden();
    expect(await pageOverflow()).toBe('visible');
    expect(violations).toEqual([]);
  });
});

test('the watcher sees a violation when there is one', async ({ page }) => {
  const violations = await watchViolations(page);
  await blockStockPhotos(page);
  await page.goto('/');
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 1px solid red }';
    document.head.append(style);
    document.body.setAttribute('style', 'color: red');
  });
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
});

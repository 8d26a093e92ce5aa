import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import type { QuizValue } from '../src/data/types';
import { answerQuiz, axeViolations } from './fixtures';
import { expect, openAddDialog, openFormSignedIn, test, waitForHydration } from './auth-fixtures';

// NO_PAGE_NOTE (data/recommendation-names.ts): a card promises no page; only the not-found screen
// of a catalogue profession does (review N-E6).
const NOTE = 'Докладної сторінки поки немає';
const PROMISE = /готу[єю]/;
/** A promise of a page, outside the profile (whose texts may say a school «готує» its students). */
const promiseOn = (root: Page | Locator) =>
  root.getByText(/готу[єю]/).and(root.locator(':not([data-profession-profile] *)'));
const resultCards = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('link');
const pngFile = fileURLToPath(new URL('../public/images/og-image.png', import.meta.url));

/** Console errors, less Chromium's line for a page that answers 404 (the not-found screen does, on purpose). */
const realErrors = (errors: string[]) => errors.filter((e) => !e.includes('status of 404'));

async function finishQuiz(page: Page, answers: readonly QuizValue[]) {
  await answerQuiz(page, answers);
  await expect(resultCards(page)).toHaveCount(3);
}

test.describe('honest result cards', () => {
  test('a card whose profession has no page says so, in its accessible name', async ({ page, consoleErrors }) => {
    await finishQuiz(page, ['technical', 'office', 'money', 'stem', 'hands-on']);
    // Software Engineer has a page; Mechanical Engineer and IT Specialist don't, and are in no
    // catalogue card either: no page is promised for them.
    await expect(resultCards(page).nth(0)).not.toContainText(NOTE);
    await expect(resultCards(page).nth(1)).toContainText(NOTE);
    await expect(resultCards(page).nth(2)).toContainText(NOTE);
    await expect(resultCards(page).filter({ hasText: PROMISE })).toHaveCount(0);
    await expect(resultCards(page).nth(1)).toHaveAccessibleName(
      new RegExp(`Mechanical Engineer.*Інженер-механік.*${NOTE}`),
    );
    await expect(resultCards(page).nth(0)).not.toHaveAccessibleName(new RegExp(NOTE));
    // Still a link to /profession/{slug}, as specified.
    await expect(resultCards(page).nth(1)).toHaveAttribute('href', '/profession/mechanical-engineer');
    expect(await axeViolations(page)).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  test('a page is promised for the catalogue’s professions only; «Дизайнер» gets its profile instead', async ({
    page,
    consoleErrors,
  }) => {
    // All three are in the catalogue, without detail pages yet: the cards promise nothing, the
    // screen behind them says what the card said, then that the page is being prepared.
    await finishQuiz(page, ['creative', 'office', 'money', 'stem', 'hands-on']);
    for (let i = 0; i < 3; i++) await expect(resultCards(page).nth(i)).toContainText(NOTE);
    await expect(resultCards(page).filter({ hasText: PROMISE })).toHaveCount(0);
    await resultCards(page).nth(0).click();
    await expect(page).toHaveURL(/\/profession\/graphic-designer$/);
    await expect(page.getByText(`${NOTE}: ми її готуємо.`, { exact: true })).toBeVisible();
    // «Дизайнер» (Designer, a recommendation) is not in the catalogue, though its search finds one.
    await page.goto('/profession/designer');
    const main = page.getByRole('main');
    await expect(main.getByText('Дизайнер', { exact: true })).toBeVisible();
    await expect(main.getByText(`${NOTE}.`, { exact: true })).toBeVisible();
    await expect(promiseOn(main)).toHaveCount(0);
    // Issue 32: its profile replaces the search for a related name.
    await expect(main).toContainText('Цієї професії ще немає в каталозі Стежки.');
    await expect(main.locator('[data-profession-profile]')).toBeVisible();
    await expect(main.getByText(/є схож/)).toHaveCount(0);
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  test('the not-found screen of a recommendation names it in Ukrainian, and offers no search that finds nothing', async ({
    page,
    consoleErrors,
  }) => {
    await finishQuiz(page, ['technical', 'office', 'money', 'stem', 'hands-on']);
    await resultCards(page).nth(1).click();
    await expect(page).toHaveURL(/\/profession\/mechanical-engineer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profession Not Found' })).toBeVisible();
    await expect(
      page.getByText("The profession you're looking for doesn't exist or has been moved.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Інженер-механік', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse All Professions' })).toHaveAttribute('href', '/search');
    // Review E4: no card mentions «Інженер-механік», so a search for it would find nothing.
    await expect(page.getByRole('link', { name: /Пошукати/ })).toHaveCount(0);
    // Review N-E6: the screen says what the card said.
    await expect(page.getByText(`${NOTE}.`, { exact: true })).toBeVisible();
    await expect(promiseOn(page)).toHaveCount(0);
    await expect(page.getByText(/^Цієї професії ще немає в\sкаталозі Стежки\./)).toBeVisible();
    // Issue 32: its profile follows, in place of a pointer to the catalogue.
    await expect(page.locator('[data-profession-profile]')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Переглянь інші професії' })).toHaveCount(0);
    expect(realErrors(consoleErrors)).toEqual([]);
  });

  test('opened directly, a built-in without details gets its name after hydration; its search finds it', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto('/profession/graphic-designer');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Графічний дизайнер', { exact: true })).toBeVisible();
    await expect(page.getByText(`${NOTE}: ми її готуємо.`, { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Пошукати «Графічний дизайнер» серед професій' }).click();
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole('list', { name: 'Професії' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Graphic Designer', exact: true })).toBeVisible();
    expect(realErrors(consoleErrors)).toEqual([]); // no hydration mismatch
  });

  test('a mistyped id does not claim the profession exists', async ({ page, consoleErrors }) => {
    await page.goto('/profession/mechanical-enginer');
    await waitForHydration(page, 'main a');
    await expect(page.getByRole('heading', { level: 1, name: 'Profession Not Found' })).toBeVisible();
    await expect(page.getByText(/Можливо, в\sадресі помилка/)).toBeVisible();
    await expect(page.getByText(/Для цієї професії|готу[єю]|сторінки поки немає/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Пошукати/ })).toHaveCount(0);
    expect(realErrors(consoleErrors)).toEqual([]);
  });
});

test.describe('images from the add form', () => {
  test.use({ serviceWorkers: 'block' });

  test('an https image from another host is shown, not the fallback', async ({ page, context }) => {
    let served = 0;
    await context.route('https://img.example.test/**', (route) => {
      served++;
      return route.fulfill({ path: pngFile, contentType: 'image/png' });
    });
    const { dialog } = await openFormSignedIn(page);
    await dialog.getByLabel('Назва', { exact: true }).fill('Астроном');
    await dialog.getByLabel('Опис', { exact: true }).fill('Вивчає зорі, планети й галактики.');
    await dialog.getByLabel('Категорія', { exact: true }).selectOption('Освіта');
    await dialog.getByLabel('Прогноз розвитку', { exact: true }).selectOption('Середній');
    await dialog.getByLabel(/Посилання на зображення/).fill('https://img.example.test/stars.png');
    await dialog.getByRole('button', { name: 'Додати професію' }).click();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('list', { name: 'Професії' }).getByRole('listitem').filter({ hasText: 'Астроном' });
    const image = card.locator('img');
    await expect(image).toHaveAttribute('src', 'https://img.example.test/stars.png');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(served).toBeGreaterThan(0);
  });
});

test.describe('icon-only buttons and the sign-in hint', () => {
  test('the dialog’s close button and the toast’s close button have tooltips after 700 ms', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/search');
    const dialog = await openAddDialog(page);
    const close = dialog.getByRole('button', { name: 'Закрити' });
    const tip = dialog.getByText('Закрити', { exact: true }).and(page.locator('[role="tooltip"]'));
    // On a busy machine the pointer can arrive before React listens to the dialog's button:
    // then it leaves and comes again.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await close.hover();
      await page.waitForTimeout(400);
      await expect(tip).toBeHidden(); // not before 700 ms
      await expect(tip).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    // It repeats the name, so it is not read a second time.
    await expect(close).toHaveAccessibleName('Закрити');
    await expect(close).not.toHaveAttribute('aria-describedby');
  });

  test('the phone menu button has a tooltip for mouse and keyboard users', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 800 });
    await page.goto('/');
    await waitForHydration(page, 'header summary');
    const summary = page.getByRole('banner').locator('summary');
    await summary.hover();
    const tip = summary.locator('[role="tooltip"]');
    await expect(tip).toBeVisible({ timeout: 2000 });
    await expect(tip).toHaveText('Меню');
    // Opening the menu puts the tooltip away.
    await summary.click();
    await expect(tip).toBeHidden();
  });

  test('the toast close button has a tooltip', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => delete (Navigator.prototype as Partial<Navigator>).share);
    await finishQuiz(page, ['creative', 'office', 'money', 'stem', 'hands-on']);
    await page.getByRole('button', { name: 'Поділитися результатом' }).click();
    const close = page.getByRole('button', { name: 'Закрити сповіщення' });
    await close.hover();
    await expect(page.locator('[role="tooltip"]', { hasText: 'Закрити сповіщення' })).toBeVisible({ timeout: 2000 });
  });

  test('the «Заверши вхід» hint stays while a second popup is open', async ({ page }) => {
    await page.goto('/search');
    const dialog = await openAddDialog(page);
    const button = dialog.getByRole('button', { name: 'Увійти через Google' });
    const hint = dialog.getByText('Заверши вхід у вікні Google, яке щойно відкрилося.');
    const first = page.waitForEvent('popup');
    await button.click();
    await (await first).waitForLoadState();
    await expect(hint).toBeVisible();
    const second = page.waitForEvent('popup');
    await button.click();
    const popup = await second;
    await popup.getByText('Add new account').waitFor();
    // The first attempt has been cancelled by now; the hint is about the second one.
    await page.waitForTimeout(1000);
    await expect(hint).toBeVisible();
    await expect(button).toHaveAccessibleDescription('Заверши вхід у вікні Google, яке щойно відкрилося.');
    await popup.getByText('Add new account').click();
    await popup.getByText('Auto-generate user information').click();
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: /Sign in with Google\.com/i }).click();
    await closed;
    await expect(dialog.getByRole('heading', { name: 'Додати нову професію' })).toBeVisible();
  });
});

import type { Page } from '@playwright/test';
import { WITH_DETAIL } from './catalogue';
import { expect, test, waitForHydration } from './fixtures';

/** The last card of the catalogue that has a page, so that reaching it means scrolling. */
const FAR = WITH_DETAIL.at(-1)!;

/** /search on a phone, scrolled to FAR's card: the card, and where the page was. */
async function scrolledToFarCard(page: Page) {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/search');
  await waitForHydration(page);
  const card = page.getByRole('link', { name: new RegExp(FAR.title) }).first();
  await card.scrollIntoViewIfNeeded();
  return { card, before: await page.evaluate(() => window.scrollY) };
}

test.describe('moving between pages in the app', () => {
  test('a new page starts at the top with its own title; back returns to where the visitor was', async ({
    page,
    consoleErrors,
  }) => {
    const { card, before } = await scrolledToFarCard(page);
    expect(before).toBeGreaterThan(300);

    await card.click();
    await expect(page).toHaveURL(`/profession/${FAR.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(FAR.title);
    await expect(page).toHaveTitle(new RegExp(`^${FAR.title}`));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL('/search');
    await expect(page).toHaveTitle(/^Професії/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
    expect(consoleErrors).toEqual([]);
  });

  test('back returns to the position after a reload of the next page too', async ({ page }) => {
    const { card, before } = await scrolledToFarCard(page);
    await card.click();
    await expect(page).toHaveURL(`/profession/${FAR.id}`);
    await page.reload();
    await waitForHydration(page);
    await page.goBack();
    await expect(page).toHaveURL('/search');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  });

  test('typing a search keeps the page where it is', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/search');
    await waitForHydration(page);
    const box = page.getByRole('searchbox', { name: 'Пошук професій' });
    await page.evaluate(() => window.scrollTo({ top: 120, behavior: 'instant' }));
    await box.focus();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await box.pressSequentially('ін');
    await expect(page).toHaveURL(/\/search\?q=/);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  test('a page whose code is not here yet loads on the way, the page before staying in view', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page, 'header button, main a');
    // The quiz's chunk held back a moment: the home page stays until the quiz can show.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/quiz-[\w-]{8}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('main').getByRole('link', { name: 'Пройти тест' }).first().click();
    await expect(page).toHaveURL('/quiz');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Знайди свою стежку до професії мрії');
    release();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Знайди свою стежку до професії мрії');
    await expect(page).toHaveTitle(/^Тест на профорієнтацію/);
  });
});

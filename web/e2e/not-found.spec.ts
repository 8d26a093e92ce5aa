import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { goOffline, visitOnce } from './offline-helpers';

/** A promise of a page, outside the profile (whose texts may say a school «готує» its students). */
const promiseOn = (root: Page | Locator) =>
  root.getByText(/готу[єю]/).and(root.locator(':not([data-profession-profile] *)'));

// From before the page's first script: at every frame, whether the not-found heading is on screen.
// `gaps` counts frames where it was missing after it had first been painted.
function watchHeading(page: Page) {
  return page.addInitScript(() => {
    const w = window as unknown as { headingWatch: { seen: number; gaps: number; frames: number } };
    w.headingWatch = { seen: 0, gaps: 0, frames: 0 };
    const start = performance.now();
    const frame = () => {
      const h1 = document.querySelector('h1');
      const shown = !!h1 && h1.textContent === 'Profession Not Found' && h1.getClientRects().length > 0;
      if (shown) w.headingWatch.seen++;
      else if (w.headingWatch.seen) w.headingWatch.gaps++;
      w.headingWatch.frames++;
      if (performance.now() - start < 3000) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function headingWatch(page: Page) {
  await page.waitForTimeout(3200);
  return page.evaluate(() => (window as unknown as { headingWatch: { seen: number; gaps: number } }).headingWatch);
}

/** The Ukrainian block of a known profession: its search link, or the honest sentence and the catalogue. */
async function expectKnownBlock(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByText('Графічний дизайнер', { exact: true })).toBeVisible();
  const search = main.getByRole('link', { name: /^Пошукати «Графічний дизайнер»/ });
  await expect(search).toBeVisible();
  await search.click();
  await expect(page.getByRole('main').getByRole('listitem').getByRole('link')).not.toHaveCount(0);
}

test.describe('the not-found screen of a known profession', () => {
  test('keeps its heading from the first paint on, at 4× CPU', async ({ page }) => {
    await watchHeading(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/profession/graphic-designer');
    const watch = await headingWatch(page);
    expect(watch.seen).toBeGreaterThan(0);
    expect(watch.gaps).toBe(0);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expectKnownBlock(page);
  });

  test('keeps its heading offline too', async ({ browser }) => {
    test.setTimeout(90_000);
    const { server, context, page } = await visitOnce(browser);
    await goOffline(context, server);
    const offline = await context.newPage();
    await watchHeading(offline);
    await offline.goto('/profession/graphic-designer');
    const watch = await headingWatch(offline);
    expect(watch.seen).toBeGreaterThan(0);
    expect(watch.gaps).toBe(0);
    await expectKnownBlock(offline);
    await page.close();
    await context.close();
  });

  test('offers the search only where it finds something, the profile otherwise', async ({ page }) => {
    // «Столяр» (Carpenter, a quiz recommendation) is in no card: no search, an honest sentence.
    await page.goto('/profession/carpenter');
    const main = page.getByRole('main');
    await expect(main.getByText('Столяр', { exact: true })).toBeVisible();
    await expect(main.getByText('Докладної сторінки поки немає.', { exact: true })).toBeVisible();
    await expect(main.getByText(/^Цієї професії ще немає в\sкаталозі Стежки\./)).toBeVisible();
    // Not in the catalogue: no promise of a page «we are preparing» as well.
    await expect(promiseOn(main)).toHaveCount(0);
    await expect(main.getByRole('link', { name: /^Пошукати/ })).toHaveCount(0);
    // Issue 32: its profile follows instead of a pointer to the catalogue.
    await expect(main.locator('[data-profession-profile]')).toBeVisible();
    // After what is missing, a word that the profession itself follows (copy review 4, M3).
    await expect(main.getByText(/^Нижче\s— коротко про те, що це за робота і\sяк до неї дійти\.$/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Переглянь інші професії' })).toHaveCount(0);
  });
});

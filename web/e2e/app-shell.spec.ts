import { TOOLTIP_DELAY_MS } from '../src/config/ui';
import { axeViolations, expect, hasNoHorizontalOverflow, test, waitForHydration } from './fixtures';

const WIDTHS = [375, 1280];

test.describe('home page', () => {
  for (const width of WIDTHS) {
    test(`shows everything the spec lists at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle('Стежка');

      // Navigation: brand with the demo badge.
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Стежка' })).toHaveAttribute('href', '/');
      await expect(header.getByText('демо', { exact: true })).toBeVisible();

      // Hero.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Знайди свою стежку до професії мрії');
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Пройти тест' }).first()).toHaveAttribute('href', '/quiz');
      await expect(main.getByRole('link', { name: 'Переглянути професії' }).first()).toHaveAttribute('href', '/search');
      const hero = main.getByRole('img', { name: /Старшокласники/ });
      await expect(hero).toBeVisible();
      // The stock photo can't load here: the fallback picture shows instead of a broken image.
      await expect(hero).toHaveAttribute('src', '/images/fallback.svg');
      expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      // Three feature cards.
      for (const title of ['Тест на профорієнтацію', 'Каталог професій', 'Кар’єрні карти']) {
        await expect(main.getByRole('heading', { name: title })).toBeVisible();
      }

      // How to choose your path: three steps with their buttons; the third has no link.
      await expect(main.getByRole('heading', { name: 'Як обрати свою стежку' })).toBeVisible();
      const steps = main.getByRole('list').filter({ has: page.getByRole('heading', { name: /Пізнай себе/ }) });
      await expect(steps.getByRole('listitem')).toHaveCount(3);
      await expect(steps.getByRole('link', { name: 'Пройти тест' })).toHaveAttribute('href', '/quiz');
      await expect(steps.getByRole('link', { name: 'Переглянути професії' })).toHaveAttribute('href', '/search');
      const roadmaps = steps.getByRole('button', { name: 'Переглянути карти' });
      await expect(roadmaps).toBeVisible();
      await roadmaps.click();
      await expect(page).toHaveURL(/\/$/);

      // Footer: links to /quiz and /search; resource and support items are not links.
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Тест на профорієнтацію' })).toHaveAttribute('href', '/quiz');
      await expect(footer.getByRole('link', { name: 'Каталог професій' })).toHaveAttribute('href', '/search');
      await expect(footer.getByText('Підготовка до НМТ')).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Підготовка до НМТ' })).toHaveCount(0);
      await expect(footer.getByText('Довідка')).toBeVisible();
      await expect(footer.getByRole('link')).toHaveCount(2);

      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await page.screenshot({ path: `test-results/home-${width}.png`, fullPage: true });
    });
  }

  test('desktop navigation goes where the spec says', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Головне меню' });
    await nav.getByRole('link', { name: 'Тест' }).click();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(page).toHaveTitle('Тест на профорієнтацію — Стежка');
    await nav.getByRole('link', { name: 'Професії' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await nav.getByRole('link', { name: 'Головна' }).click();
    await expect(page).toHaveURL(/\/$/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Пройти тест' })).toHaveAttribute('href', '/quiz');
    await expect(header.getByRole('link', { name: 'Знайти професію' })).toHaveAttribute('href', '/search');
  });

  test('the phone menu opens, navigates and closes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Головне меню' })).toBeHidden();
    const menuButton = page.getByRole('banner').locator('summary');
    await expect(menuButton).toHaveAccessibleName('Меню');
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Меню', exact: true });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Знайти професію' })).toHaveAttribute(
      'href',
      '/search',
    );
    await menu.getByRole('link', { name: 'Професії' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(menu).toBeHidden();
  });

  test('the demo badge explains itself after the tooltip delay', async ({ page }) => {
    // The delay is measured on the page's own clock, paused while Playwright hovers: hover()
    // itself can take longer than 700 ms on a busy machine.
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await waitForHydration(page, 'header a');
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByText('демо', { exact: true }).hover();
    const tooltip = page.getByRole('tooltip');
    await page.clock.runFor(TOOLTIP_DELAY_MS - 1);
    await expect(tooltip).toBeHidden();
    await page.clock.runFor(1);
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText('Демоверсія');
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/');
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('404', () => {
  test('an unknown path answers 404 and shows the app’s not-found page', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') logged.push(msg.text());
    });
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect.poll(() => logged.some((line) => line.includes('/no-such-page'))).toBe(true);
    await page.getByRole('main').getByRole('link', { name: 'На головну' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Знайди свою стежку до професії мрії');
  });

  test('client-side navigation to an unknown path shows the same page', async ({ page }) => {
    await page.goto('/');
    // Client-side navigation needs the router running: before hydration nothing listens to popstate.
    await waitForHydration(page, 'main a');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/nowhere/at/all');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/no-such-page');
    expect(await axeViolations(page)).toEqual([]);
  });
});

import type { Locator, Page } from '@playwright/test';
import { BUILT_IN_PROFESSIONS } from './catalogue';
import { answerQuiz, axeViolations, expect, test, waitForHydration } from './fixtures';
import { openAddDialog, openFormSignedIn, test as authTest } from './auth-fixtures';
import { detailOf } from './catalogue';
const softwareEngineer = detailOf('software-engineer');

/** Night and every reader (docs/product.md): both schemes, high contrast, less motion. */

const ROUTES = ['/', '/quiz', '/search', '/profession/software-engineer', '/profession/web-developer', '/no-such-page'];
const SCHEMES = ['light', 'dark'] as const;

/**
 * Relative luminance (0 black … 1 white) of a CSS colour, read back from a 1×1 canvas: Chromium
 * reports Tailwind's colours as oklch()/lab() strings, which only the browser itself can convert.
 */
function luminance(page: Page, color: string): Promise<number> {
  return page.evaluate((c) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.fillStyle = '#808080';
    ctx.fillStyle = c;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = Array.from(ctx.getImageData(0, 0, 1, 1).data).map((v) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  }, color);
}

async function pageColours(page: Page) {
  const { background, text } = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { background: style.backgroundColor, text: style.color };
  });
  return { background: await luminance(page, background), text: await luminance(page, text) };
}

/** Pixels of an element as it is painted, as [r, g, b] at fractions of its width, mid-height. */
async function paintedPixels(page: Page, element: Locator, fractions: number[]): Promise<number[][]> {
  const png = (await element.screenshot()).toString('base64');
  return page.evaluate(
    async ({ data, at }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(image, 0, 0);
      const y = Math.floor(image.height / 2);
      return at.map((f) => Array.from(ctx.getImageData(Math.floor(image.width * f), y, 1, 1).data).slice(0, 3));
    },
    { data: png, at: fractions },
  );
}

const distance = (a: number[], b: number[]) => Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));

/** A bar shows its value: the filled part differs clearly from the empty part and from the page. */
async function expectBarShowsValue(page: Page, bar: Locator, fraction: number) {
  await bar.scrollIntoViewIfNeeded();
  const [filled, empty] = await paintedPixels(page, bar, [fraction / 2, (1 + fraction) / 2]);
  expect(distance(filled!, empty!), `filled ${filled} against empty ${empty}`).toBeGreaterThan(60);
}

for (const scheme of SCHEMES) {
  const dark = scheme === 'dark';

  test.describe(`${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    for (const path of ROUTES) {
      test(`${path}: ${scheme} page, no axe violations`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page, '#root a');
        const { background, text } = await pageColours(page);
        if (dark) {
          expect(background).toBeLessThan(0.05);
          expect(text).toBeGreaterThan(0.7);
        } else {
          expect(background).toBeGreaterThan(0.85);
          expect(text).toBeLessThan(0.05);
        }
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test(`quiz results and the phone menu: no axe violations (${scheme})`, async ({ page }) => {
      await answerQuiz(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("Твої рекомендації щодо кар'єри");
      expect(await axeViolations(page)).toEqual([]);

      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole('banner').locator('summary').click();
      await expect(page.getByRole('navigation', { name: 'Меню', exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`the step dialog: no axe violations (${scheme})`, async ({ page }) => {
      await page.goto('/profession/software-engineer');
      await page.getByRole('button', { name: softwareEngineer.roadmap[0]!.steps[0]!.text }).click();
      const dialog = page.getByRole('dialog', { name: softwareEngineer.roadmap[0]!.phase });
      await expect(dialog).toBeVisible();
      const { background } = await dialog.evaluate((el) => ({ background: getComputedStyle(el).backgroundColor }));
      if (dark) expect(await luminance(page, background)).toBeLessThan(0.05);
      else expect(await luminance(page, background)).toBeGreaterThan(0.95);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`the skill meters and the quiz progress show their values (${scheme})`, async ({ page }) => {
      await page.goto('/profession/software-engineer');
      const skill = softwareEngineer.skills[0]!;
      await expectBarShowsValue(page, page.getByRole('meter', { name: skill.name, exact: true }), skill.level / 100);
      await page.goto('/quiz');
      await expectBarShowsValue(page, page.getByRole('progressbar'), 1 / 5);
    });
  });

  authTest.describe(`${scheme} scheme, the add dialog`, () => {
    authTest.use({ colorScheme: scheme });

    authTest(`signed out: no axe violations (${scheme})`, async ({ page }) => {
      await page.goto('/search');
      const dialog = await openAddDialog(page);
      await expect(dialog.getByRole('heading', { name: 'Авторизація через Google' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    authTest(`signed in: the form, its errors and the English toast (${scheme})`, async ({ page }) => {
      const { dialog } = await openFormSignedIn(page);
      await expect(dialog.getByText('Інформація не буде збережена в демо режимі')).toBeVisible();
      await dialog.getByRole('button', { name: 'Додати професію' }).click();
      await expect(dialog.getByText('Назва обов’язкова')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await dialog.getByLabel('Назва', { exact: true }).fill('Astronomer');
      await dialog.getByLabel('Опис', { exact: true }).fill('Вивчає зорі.');
      await dialog.getByLabel('Категорія', { exact: true }).selectOption('Технології');
      await dialog.getByLabel('Прогноз розвитку', { exact: true }).selectOption('Високий');
      await dialog.getByRole('button', { name: 'Додати професію' }).click();
      const toast = page.getByTestId('toast');
      await expect(toast).toContainText('Profession Added!');
      expect(
        await toast.getByText('Profession Added!').evaluate((el) => el.closest('[lang]')?.getAttribute('lang')),
      ).toBe('en');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe('no flash, and paper', () => {
  test.describe('with no script at all', () => {
    test.use({ colorScheme: 'dark', javaScriptEnabled: false });

    test('every page is dark already: the scheme is CSS alone', async ({ page }) => {
      for (const path of ROUTES) {
        await page.goto(path);
        const { background, text } = await pageColours(page);
        expect(background, path).toBeLessThan(0.05);
        expect(text, path).toBeGreaterThan(0.7);
      }
      // The browser's own parts (scroll bars, the address bar on phones) follow too.
      await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'light dark');
      await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveCount(1);
      await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveCount(1);
    });

    test('the fallback picture is a night one', async ({ page }) => {
      await page.goto('/search');
      const picture = page.locator('article img').first();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
      // Top left of the picture: its sky.
      const [sky] = await paintedPixels(page, picture, [0.05]);
      expect(await luminance(page, `rgb(${sky!.join(',')})`)).toBeLessThan(0.2);
    });
  });

  test.describe('printing in the dark scheme', () => {
    test.use({ colorScheme: 'dark' });

    test('prints light', async ({ page }) => {
      await page.goto('/profession/software-engineer');
      await page.emulateMedia({ media: 'print' });
      const { background, text } = await pageColours(page);
      expect(background).toBeGreaterThan(0.9);
      expect(text).toBeLessThan(0.05);
      const title = await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).color);
      expect(await luminance(page, title)).toBeLessThan(0.1);
      // The cards (bg-white on screen) are white on paper too.
      const card = await page
        .locator('main .bg-white')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(await luminance(page, card)).toBeGreaterThan(0.95);
    });
  });
});

test.describe('high contrast (forced colours)', () => {
  test.use({ forcedColors: 'active', colorScheme: 'dark' });

  test('the focused control has a visible outline', async ({ page }) => {
    await page.goto('/quiz');
    await waitForHydration(page, 'main form');
    await page.getByRole('radio').first().focus();
    await page.keyboard.press('ArrowDown');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    expect(outline.color).not.toMatch(/transparent|rgba\(0, 0, 0, 0\)/);
  });

  test('the quiz progress and the skill meters stay visible', async ({ page }) => {
    await page.goto('/quiz');
    await expectBarShowsValue(page, page.getByRole('progressbar'), 1 / 5);
    await page.goto('/profession/software-engineer');
    for (const skill of softwareEngineer.skills) {
      await expectBarShowsValue(page, page.getByRole('meter', { name: skill.name, exact: true }), skill.level / 100);
    }
  });

  test('badges keep an outline', async ({ page }) => {
    await page.goto('/profession/software-engineer');
    for (const badge of [page.getByText('Бажано').first(), page.getByText('демо', { exact: true })]) {
      // Tailwind's reset gives every element a solid border of width 0: the width is what counts.
      expect(await badge.evaluate((el) => parseFloat(getComputedStyle(el).borderTopWidth))).toBeGreaterThanOrEqual(1);
    }
  });
});

test.describe('less motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing moves: no transitions or animations', async ({ page }) => {
    await page.goto('/search');
    const moving = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll('*'))
          .map((el) => getComputedStyle(el))
          .filter(
            (s) => (s.transitionProperty !== 'none' && s.transitionDuration !== '0s') || s.animationName !== 'none',
          ).length,
    );
    expect(moving).toBe(0);
  });
});

test.describe('screen readers', () => {
  test('a search card reads its title first and still shows its badges above it', async ({ page }) => {
    await page.goto('/search');
    const card = page.locator('article').first();
    const text = (await card.textContent())!.trim();
    expect(text.startsWith('Software Engineer')).toBe(true);
    const badge = await card.getByText('Дуже високий попит').boundingBox();
    const title = await card.getByRole('heading').boundingBox();
    expect(badge!.y).toBeLessThan(title!.y);
  });

  test('English strings are marked as English', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await page.goto('/profession/web-developer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await page.goto('/search');
    await expect(page.locator('article h2 [lang="en"]')).toHaveCount(BUILT_IN_PROFESSIONS.length);
  });
});

import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { INTEREST_TYPES } from '../src/data/interest-types';
import { seedLessons, times } from './course-helpers';
import { axeViolations, expect, hasNoHorizontalOverflow, test, waitForHydration } from './fixtures';

const pdfPageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

/** Interest scores with R and I standing out (lib/interests/strongest.ts). */
const RI = [22, 20, 4, 3, 2, 1];

/**
 * The adviser's course on /class (issue 40): three lessons in one summary, and the start of a
 * course beside its end, each on screen, in print and (the summary) in its CSV.
 */
test.describe('the adviser’s course', () => {
  test('three lessons in one summary: the total, each lesson beside it, the CSV and two printed pages', async ({
    browser,
  }) => {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await seedLessons(context, [
      { id: 'lessonaa', label: '8-А', codes: [...times(4, '1aaaaa'), ...times(2, '1ddddd')], interests: [RI, RI] },
      { id: 'lessonbb', label: '8-Б', codes: times(5, '1bbbbb') },
      { id: 'lessoncc', label: '9-А', codes: times(3, '1ccccc') },
    ]);
    // One lesson's own CSV carries the interest types its summary shows (it left them out).
    await page.goto('/class#c=lessonaa');
    const [single] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Завантажити таблицю (CSV)' }).click(),
    ]);
    expect(readFileSync((await single.path())!, 'utf8').replace(/\u00A0/g, ' ')).toContain(
      `Найсильніші типи інтересів;Учнів із профілем інтересів: 2;${INTEREST_TYPES.R.name} (R);2;100\r\n`,
    );
    await page.goto('/class');
    await waitForHydration(page, 'main form button');
    const form = page.getByRole('form', { name: 'Один підсумок для кількох уроків' });
    await form.getByRole('button', { name: 'Показати разом' }).click();
    await expect(form.getByRole('alert')).toHaveText('Позначте щонайменше два уроки.');
    for (const label of ['8-А', '8-Б', '9-А'])
      await form.getByRole('checkbox', { name: new RegExp(`^${label} `) }).check();
    await form.getByRole('button', { name: 'Показати разом' }).click();
    await expect(page).toHaveURL(/\/class#s=lessoncc\.lessonbb\.lessonaa$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Кілька уроків разом');

    const summary = page.locator('[data-class-summary]');
    await expect(summary.getByRole('heading', { level: 2 })).toHaveText('Спільний підсумок уроків');
    await expect(summary.locator('[data-summary-students]')).toHaveText(/^Пройшли тест:\s14\sучнів$/);
    // Each lesson's count beside the total, everywhere.
    await expect(summary.locator('[data-summary-students] + [data-per-lesson]')).toHaveText(
      /^9-А:\s3 · 8-Б:\s5 · 8-А:\s6$/,
      { useInnerText: true },
    );
    await expect(summary.locator('[data-option-count="creative"]')).toHaveText(/^4\s\(29\s%\)$/);
    await expect(
      summary.locator('[data-option-count="creative"]').locator('xpath=../..').locator('[data-per-lesson]'),
    ).toHaveText(/^9-А:\s0 · 8-Б:\s0 · 8-А:\s4$/, { useInnerText: true });
    await expect(summary.locator('[data-interest-count="R"]')).toHaveText(/^2\sучні$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The CSV: the total, then a column per lesson.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Завантажити таблицю (CSV)' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8').replace(/\u00A0/g, ' ');
    const rows = csv.slice(1).trimEnd().split('\r\n');
    expect(rows[1]).toBe('Пройшли тест (учнів);14;3;5;6');
    expect(rows[3]).toBe(
      'Розділ;Запитання;Відповідь або професія;Кількість учнів;Відсоток учнів;9-А (учнів);8-Б (учнів);8-А (учнів)',
    );
    expect(rows).toContain(
      'Як клас відповідав;Що тобі найбільше подобається робити?;"Вигадувати, малювати, створювати щось нове";4;29;0;0;4',
    );
    expect(
      rows.some((r) =>
        r.startsWith(
          `Найсильніші типи інтересів;Учнів із профілем інтересів: 2;${INTEREST_TYPES.R.name} (R);2;100;0;0;2`,
        ),
      ),
    ).toBe(true);

    // On paper the lessons go by their numbers, the legend under the total.
    await page.emulateMedia({ media: 'print' });
    await expect(summary.locator('[data-lesson-numbers]')).toHaveText(
      /^Уроки за номерами: 1\s—\s9-А; 2\s—\s8-Б; 3\s—\s8-А\.$/,
    );
    await expect(summary.locator('[data-summary-students] + [data-per-lesson]')).toHaveText(/^1:\s3 · 2:\s5 · 3:\s6$/, {
      useInnerText: true,
    });
    expect(pdfPageCount(await page.pdf({ format: 'A4' }))).toBeLessThanOrEqual(2);
    await context.close();
  });

  test('the start of a course beside its end: counts, shares, the change, the caution, two printed pages', async ({
    browser,
  }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme });
      const page = await seedLessons(context, [
        { id: 'septaaaa', label: '8-А, вересень', codes: [...times(2, '1aaaaa'), ...times(8, '1ddddd')], daysAgo: 240 },
        {
          id: 'mayaaaaa',
          label: '8-А, травень',
          codes: [...times(5, '1aaaaa'), ...times(7, '1ddddd')],
          interests: [RI],
        },
        { id: 'otherbbb', label: '8-Б', codes: times(3, '1bbbbb') },
      ]);
      const form = page.getByRole('form', { name: 'Початок і кінець курсу' });
      const start = form.getByRole('group', { name: 'Початок курсу' });
      const end = form.getByRole('group', { name: 'Кінець курсу' });
      await start.getByRole('checkbox', { name: /^8-А, вересень/ }).check();
      await end.getByRole('checkbox', { name: /^8-А, вересень/ }).check();
      await form.getByRole('button', { name: 'Порівняти' }).click();
      await expect(form.getByRole('alert')).toHaveText('Один урок не може бути і на початку, і наприкінці курсу.');
      await end.getByRole('checkbox', { name: /^8-А, вересень/ }).uncheck();
      await end.getByRole('checkbox', { name: /^8-А, травень/ }).check();
      await form.getByRole('button', { name: 'Порівняти' }).click();
      await expect(page).toHaveURL(/\/class#v=septaaaa-mayaaaaa$/);
      await compared(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await page.setViewportSize({ width: 1280, height: 800 });
      if (colorScheme === 'light') {
        // A reload keeps the view; printed on at most two pages.
        await page.reload();
        await compared(page);
        await page.emulateMedia({ media: 'print' });
        expect(pdfPageCount(await page.pdf({ format: 'A4' }))).toBeLessThanOrEqual(2);
      }
      await context.close();
    }
  });
});

/** September: 2 of 10 answered «creative» first; May: 5 of 12. */
async function compared(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Початок і кінець курсу');
  const view = page.locator('[data-comparison]');
  await expect(view.locator('[data-compare-students]')).toHaveText([
    /^Пройшли тест:\s10\sучнів$/,
    /^Пройшли тест:\s12\sучнів$/,
  ]);
  await expect(view.locator('[data-compare-caution]')).toContainText('могли проходити різні учні');
  const row = view.locator('[data-compare-row="0-0"]');
  await expect(row.locator('[data-compare-start]')).toHaveText(/^2\s\(20\s%\)$/);
  await expect(row.locator('[data-compare-end]')).toHaveText(/^5\s\(42\s%\)$/);
  await expect(row.locator('[data-compare-change]')).toHaveText(/^\+3, \+22\sв\.\sп\.$/);
  await expect(view.locator('[data-compare-row="0-3"] [data-compare-change]')).toHaveText(/^−1, −22\sв\.\sп\.$/);
  await expect(view.locator('[data-compare-interests="none"]')).toContainText('на початку');
}

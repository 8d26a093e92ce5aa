import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { loadContent } from '../src/data/content/load';
import { subjectsTableView } from '../src/data/content/subjects-view';
import { SUBJECTS_KEY } from '../src/lib/subjects/choice-format';
import { axeViolations, expect, hasNoHorizontalOverflow, test, waitForHydration } from './fixtures';
import { browserWith } from './stored-browser';

/** «Мої предмети» (decision 0045): what /subjects-table.json serves, made from the files. */
const TABLE = subjectsTableView(loadContent());
const nameOf = (id: string) => TABLE.subjects.find((s) => s.id === id)!.name;

async function openSubjects(page: Page, href: string = paths.subjects.href()) {
  await page.goto(href);
  await waitForHydration(page, 'main input[type="checkbox"]');
}

const liked = (page: Page) => page.getByRole('group', { name: /Які предмети тобі подобаються/ });
const hard = (page: Page) => page.getByRole('group', { name: /які даються важко/ });
const professions = (page: Page) => page.locator('[data-subjects-matches] [data-profession]');
const line = (page: Page) => page.locator('[aria-live="polite"] [data-subjects-line]');

async function like(page: Page, ...ids: string[]) {
  for (const id of ids)
    await liked(page)
      .getByRole('checkbox', { name: nameOf(id), exact: true })
      .check();
}

test.describe('«Мої предмети»', () => {
  test('biology and chemistry put the medical and laboratory professions first', async ({ page }) => {
    await openSubjects(page);
    await like(page, 'biology', 'chemistry');
    await expect(professions(page).first()).toHaveAttribute('data-profession', 'lab-technician');
    const firstFive = await professions(page).evaluateAll((items) =>
      items.slice(0, 5).map((li) => li.getAttribute('data-profession')),
    );
    expect(firstFive).toEqual(
      expect.arrayContaining([
        'lab-technician',
        'medical-doctor',
        'healthcare-professional',
        'environmental-scientist',
      ]),
    );
    await expect(professions(page).first().locator('[data-shared-subjects]')).toHaveText(
      'З твоїх улюблених предметів: біологія, хімія.',
    );
    await expect(professions(page).first().getByRole('link')).toHaveAttribute('href', '/profession/lab-technician');
    await expect(page.locator('[data-subjects-cluster]')).toHaveText(/до кластера STEM/);
    await expect(page.locator('main')).not.toContainText('%');
  });

  test('art alone puts the artistic professions first', async ({ page }) => {
    await openSubjects(page);
    await like(page, 'arts');
    const firstThree = await professions(page).evaluateAll((items) =>
      items.slice(0, 3).map((li) => li.getAttribute('data-profession')),
    );
    expect(firstThree.sort()).toEqual(['art-director', 'graphic-designer', 'musician']);
    await expect(page.locator('[data-subjects-cluster]')).toContainText('Мистецтво ми не віднесли до жодного');
  });

  test('a hard subject adds a note beside the professions that rely on it and hides none', async ({ page }) => {
    await openSubjects(page);
    await like(page, 'biology', 'chemistry');
    await expect(professions(page).first()).toBeVisible();
    const before = await professions(page).count();
    await hard(page)
      .getByRole('checkbox', { name: nameOf('math'), exact: true })
      .check();
    await expect(professions(page)).toHaveCount(before);
    await expect(page.locator('[data-profession="lab-technician"] [data-hard-note="math"]')).toHaveText(
      'Математика знадобиться\u00A0— і\u00A0її можна підтягнути.',
    );
  });

  test('nothing liked says what to do; everything liked says the subjects no longer tell apart; neither lists', async ({
    page,
  }) => {
    await openSubjects(page);
    await expect(line(page)).toContainText('Познач предмети, які тобі подобаються');
    await expect(professions(page)).toHaveCount(0);
    await like(page, ...TABLE.subjects.map((s) => s.id));
    await expect(line(page)).toContainText('Тобі подобаються всі предмети');
    await expect(professions(page)).toHaveCount(0);
  });

  test('the choice resumes after a reload and is cleared only when confirmed', async ({ page }) => {
    await openSubjects(page);
    await like(page, 'history');
    await page.reload();
    await waitForHydration(page, 'main input[type="checkbox"]');
    await expect(liked(page).getByRole('checkbox', { name: nameOf('history'), exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Очистити' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Скасувати' }).click();
    await expect(liked(page).getByRole('checkbox', { name: nameOf('history'), exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Очистити' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Очистити' }).click();
    await expect(liked(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), SUBJECTS_KEY)).toEqual({
      v: 1,
      liked: [],
      hard: [],
    });
  });

  test('a shared link opens the same choice in a second browser; a damaged or newer one is one line', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => delete (Navigator.prototype as Partial<Navigator>).share);
    await openSubjects(page);
    await like(page, 'biology', 'chemistry');
    await hard(page)
      .getByRole('checkbox', { name: nameOf('math'), exact: true })
      .check();
    await page.getByRole('button', { name: 'Поділитися вибором' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname).toBe('/subjects');
    expect(new URL(link).search).toBe('');

    const other = await browserWith(browser, baseURL, {});
    await openSubjects(other.page, link);
    await expect(other.page.locator('[data-from-link]')).toBeVisible();
    await expect(liked(other.page).getByRole('checkbox', { name: nameOf('biology'), exact: true })).toBeChecked();
    await expect(hard(other.page).getByRole('checkbox', { name: nameOf('math'), exact: true })).toBeChecked();
    await expect(professions(other.page).first()).toHaveAttribute('data-profession', 'lab-technician');
    await expect(other.page).toHaveURL(/\/subjects$/);

    const code = new URL(link).hash.split('=')[1]!;
    for (const [bad, text] of [
      [`${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`, 'Посилання пошкоджене'],
      [`2${code.slice(1)}`, 'новіша версія Стежки'],
    ] as const) {
      await openSubjects(other.page, paths.subjects.href(bad));
      await expect(other.page.getByRole('alert')).toHaveCount(1);
      await expect(other.page.getByRole('alert')).toContainText(text);
      await expect(liked(other.page).getByRole('checkbox', { name: nameOf('biology'), exact: true })).toBeChecked();
    }
    await other.context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const)
    test(`axe finds nothing with a choice made, ${colorScheme}, and nothing overflows a phone`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await browserWith(
        browser,
        baseURL,
        { [SUBJECTS_KEY]: JSON.stringify({ v: 1, liked: ['biology', 'chemistry'], hard: ['math'] }) },
        { viewport: { width: 375, height: 800 }, colorScheme },
      );
      await openSubjects(page);
      await expect(professions(page).first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await context.close();
    });
});

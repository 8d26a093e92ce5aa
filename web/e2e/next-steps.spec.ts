import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths';
import { NEXT_HEADINGS } from '../src/data/next-steps';
import { RECORD_LINK_MAX_BYTES } from '../src/lib/record/record-code';
import { MARKS_KEY, serializeMarks } from '../src/lib/roadmap-marks/marks-format';
import { detailOf, NEXT_STEPS, PROFESSION_NAMES, PUBLISHED_STEP_IDS } from './catalogue';
import { axeViolations, expect, hasNoHorizontalOverflow, test, waitForHydration } from './fixtures';
import { browserWith } from './stored-browser';

// Issue 48: a next step for every profession. Every expectation is computed from the content.

const PROFILE = 'lab-technician';
const next = NEXT_STEPS[PROFILE]!;
const nameOf = (id: string) => PROFESSION_NAMES[id]!.nameUk;
const part = (page: Page, name: keyof typeof NEXT_HEADINGS) => page.locator(`[data-next-part="${name}"]`);
const importance = (n: number) => `${n.toFixed(1).replace('.', ',')}\u00A0з\u00A05`;

async function openProfile(page: Page, id: string) {
  await page.goto(paths.profession.href(id));
  await waitForHydration(page);
  await expect(page.locator('[data-profession-profile]')).toBeVisible();
}

test.describe('next steps', () => {
  test('a profile shows its subjects, steps for now, the way after grade 9 and the professions alike', async ({
    page,
  }) => {
    await openProfile(page, PROFILE);
    for (const [key, heading] of Object.entries(NEXT_HEADINGS))
      await expect(part(page, key as keyof typeof NEXT_HEADINGS).getByRole('heading', { name: heading })).toBeVisible();

    // The subjects, most important first, each a meter a screen reader reads on O*NET's scale.
    expect(next.subjects?.kind).toBe('rated');
    const subjects = next.subjects!.kind === 'rated' ? next.subjects!.subjects : [];
    const meters = part(page, 'subjects').getByRole('meter');
    await expect(meters).toHaveCount(subjects.length);
    for (const [i, s] of subjects.entries()) {
      await expect(meters.nth(i)).toHaveAccessibleName(s.name);
      await expect(meters.nth(i)).toHaveAttribute('aria-valuetext', importance(s.importance));
    }
    await expect(part(page, 'subjects')).toContainText('не вимоги до вступу в\u00A0Україні');
    await expect(part(page, 'subjects')).toContainText('і\u00A0це не означає, що вона тобі не знадобиться');

    // Each step for now is a checkbox named by its text.
    for (const step of next.now!)
      await expect(part(page, 'now').getByRole('checkbox', { name: step.text })).toBeVisible();

    // The verified reform facts, then the usual way toward this work.
    await expect(part(page, 'afterGrade9')).toContainText('між академічним ліцеєм і\u00A0професійною освітою');
    await expect(part(page, 'afterGrade9')).toContainText('10\u00A0клас\u00A0— адаптаційний: профіль можна змінити');
    if (next.afterGrade9!.college) await expect(part(page, 'afterGrade9')).toContainText(next.afterGrade9!.college);

    // Three alike, each with its line; the O*NET credit once.
    const similar = part(page, 'similar').getByRole('link');
    expect(await similar.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      next.similar.map((s) => paths.profession.href(s.id)),
    );
    for (const s of next.similar) await expect(part(page, 'similar')).toContainText(s.line);
    await expect(page.locator('[data-onet-credit]')).toHaveCount(1);

    // A similar profession's link opens it.
    const first = next.similar[0]!;
    await similar.first().click();
    await expect(page).toHaveURL(paths.profession.href(first.id));
    await expect(page.getByText(nameOf(first.id), { exact: true }).first()).toBeVisible();
  });

  test('a step marked on a profile is in «Моя стежка» after a reload and in a second browser after the link', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await browserWith(browser, baseURL, {}, { viewport: { width: 375, height: 800 } });
    await openProfile(page, PROFILE);
    const [step] = next.now!;
    await part(page, 'now').getByRole('checkbox', { name: step!.text }).check();
    await page.reload();
    await waitForHydration(page);
    await expect(part(page, 'now').getByRole('checkbox', { name: step!.text })).toBeChecked();
    expect(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), MARKS_KEY))!).marks[PROFILE]).toEqual([
      step!.id,
    ]);

    await page.goto(paths.record.href());
    const marks = page.locator('[data-record-sheet] [data-record-part="marks"]');
    await expect(marks).toContainText(`${nameOf(PROFILE)}: пройдено 1 з\u00A0${next.now!.length} кроків`);
    await expect(marks).toContainText(step!.text);

    await page.getByRole('button', { name: 'Перенести на інший пристрій' }).click();
    const link = (await page.locator('[data-record-link]').textContent())!;
    expect(new TextEncoder().encode(link).length).toBeLessThanOrEqual(RECORD_LINK_MAX_BYTES);
    await expect(page.locator('[data-link-long]')).toHaveCount(0);

    const { context: second, page: other } = await browserWith(browser, baseURL, {});
    await other.goto(link);
    await other.locator('[data-import]').getByRole('button', { name: 'Перенести' }).click();
    await expect(other.locator('[data-record-sheet] [data-record-part="marks"]')).toContainText(step!.text);
    await openProfile(other, PROFILE);
    await expect(part(other, 'now').getByRole('checkbox', { name: step!.text })).toBeChecked();
    await context.close();
    await second.close();
  });

  test('a record with steps marked on every page says its QR code may not read, and still gives the link and the file', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await browserWith(browser, baseURL, {
      [MARKS_KEY]: serializeMarks(PUBLISHED_STEP_IDS),
    });
    await page.goto(paths.record.href());
    await page.getByRole('button', { name: 'Перенести на інший пристрій' }).click();
    const link = (await page.locator('[data-record-link]').textContent())!;
    expect(new TextEncoder().encode(link).length).toBeGreaterThan(RECORD_LINK_MAX_BYTES);
    await expect(page.locator('[data-link-long]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Зберегти файл' })).toBeVisible();
    await context.close();
  });

  test('a detail page adds the four parts beside its own cards, its roadmap and its counts unchanged', async ({
    page,
  }) => {
    const id = 'software-engineer';
    const detail = detailOf(id);
    await page.goto(paths.profession.href(id));
    await waitForHydration(page);
    for (const heading of Object.values(NEXT_HEADINGS))
      await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    const roadmapSteps = detail.roadmap.flatMap((phase) => phase.steps);
    const now = NEXT_STEPS[id]!.now!;
    await page.getByRole('checkbox', { name: now[0]!.text }).check();
    // The roadmap counts only its own steps.
    await expect(page.locator('[data-marks-done]').first()).toHaveText('0');
    await expect(page.getByRole('checkbox', { name: /^Пройдено: / })).toHaveCount(roadmapSteps.length);
  });

  test('a profession O*NET rated no knowledge for says why; a stand-in is named', async ({ page }) => {
    await openProfile(page, 'project-manager');
    const missing = NEXT_STEPS['project-manager']!.subjects!;
    expect(missing.kind).toBe('missing');
    await expect(part(page, 'subjects').getByRole('meter')).toHaveCount(0);
    await expect(part(page, 'subjects')).toContainText(missing.kind === 'missing' ? missing.why : '');
    await openProfile(page, 'financial-analyst');
    await expect(part(page, 'subjects').locator('[data-stand-in]')).toContainText('Financial Quantitative Analysts');
  });

  for (const colorScheme of ['light', 'dark'] as const)
    test(`axe finds nothing on a profile with its next steps, ${colorScheme}, and nothing overflows a phone`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await browserWith(
        browser,
        baseURL,
        {},
        { viewport: { width: 375, height: 800 }, colorScheme },
      );
      await openProfile(page, PROFILE);
      await part(page, 'now').getByRole('checkbox').first().check();
      expect(await axeViolations(page)).toEqual([]);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await context.close();
    });
});

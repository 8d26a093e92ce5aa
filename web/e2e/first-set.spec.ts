import type { BrowserContext, Page } from '@playwright/test';
import { INTEREST_SCALE, INTEREST_STATEMENTS } from '../src/data/interests';
import { RIASEC } from '../src/data/riasec';
import { INTERESTS_KEY } from '../src/lib/interests/answers-format';
import { browserWithCamera, collected, startClass } from './class-helpers';
import { blockStockPhotos, expect, test } from './fixtures';
import { browserWith } from './stored-browser';

/**
 * What the first set of statements left behind keeps working after the second (decision 0039).
 * Every stored value, code and link here is written out as the first set's version made it.
 */
const FIRST_SET_ANSWERS = [
  0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0,
];
/** Its scores as the first set's result page showed them, R I A S E C; `kpninl` in a code. */
const FIRST_SET_SCORES = [10, 15, 13, 8, 13, 11];
const REWORDED = INTEREST_STATEMENTS.flatMap((s, i) => (s.since === 2 ? [i] : []));

const counter = (page: Page) => page.locator('[data-statement-counter]');
const scoreOf = (page: Page, type: string) => page.locator(`[data-score="${type}"]`);

async function expectScores(page: Page, scores: readonly number[]) {
  for (const [i, type] of RIASEC.entries())
    await expect(scoreOf(page, type)).toHaveText(new RegExp(`^${scores[i]}\\s`));
}

/** Answers the statement on screen by tapping a choice, and checks it was the one expected. */
async function tapAnswer(page: Page, place: number, value: number) {
  await expect(counter(page)).toHaveText(`${place + 1} з ${INTEREST_STATEMENTS.length}`);
  await expect(page.locator('legend h2')).toContainText(INTEREST_STATEMENTS[place]!.text);
  await page.getByText(INTEREST_SCALE[value]!, { exact: true }).click();
}

test.describe('after the statements changed, what the first set left', () => {
  let context: BrowserContext | undefined;
  test.afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  test('a student halfway through answers only the reworded statements, told why, and goes on where they were', async ({
    browser,
    baseURL,
  }) => {
    const halfway = FIRST_SET_ANSWERS.map((a, i) => (i < 20 ? a : null));
    let page: Page;
    ({ context, page } = await browserWith(browser, baseURL, {
      [INTERESTS_KEY]: JSON.stringify({ v: 1, answers: halfway, at: 20 }),
    }));
    await page.goto('/interests');
    await expect(page.locator('[data-renew]')).toHaveText(
      'Поки тебе не було, ми замінили частину занять новими. Дай відповідь на них — решта твоїх відповідей збереглася.',
    );
    for (const place of REWORDED.filter((i) => i < 20)) await tapAnswer(page, place, 4);
    await expect(counter(page)).toHaveText(`21 з ${INTEREST_STATEMENTS.length}`);
    await expect(page.locator('[data-renew]')).toHaveCount(0);
    // The answers kept are the ones given, in place; the reworded ones are the new answers.
    const stored = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), INTERESTS_KEY))!);
    expect(stored.v).toBe(2);
    stored.answers
      .slice(0, 20)
      .forEach((a: number, i: number) => expect(a).toBe(REWORDED.includes(i) ? 4 : halfway[i]));
    // A reload resumes there.
    await page.reload();
    await expect(counter(page)).toHaveText(`21 з ${INTEREST_STATEMENTS.length}`);
  });

  test('a finished profile shows the same scores, and «Відповісти на нові заняття» asks only the reworded ones', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    let page: Page;
    ({ context, page } = await browserWith(browser, baseURL, {
      [INTERESTS_KEY]: JSON.stringify({ v: 1, answers: FIRST_SET_ANSWERS, at: 36 }),
    }));
    await page.goto('/interests');
    await expect(page.getByRole('heading', { level: 1, name: 'Твої інтереси' })).toBeVisible();
    await expectScores(page, FIRST_SET_SCORES);
    await expect(page.locator('[data-earlier-set]')).toContainText('дай відповідь на нові заняття');
    await page.getByRole('button', { name: 'Відповісти на нові заняття' }).click();
    for (const place of REWORDED) await tapAnswer(page, place, 0);
    await expect(page.getByRole('heading', { level: 1, name: 'Твої інтереси' })).toBeVisible();
    await expect(page.locator('[data-earlier-set]')).toHaveCount(0);
    // Only the reworded statements' answers changed.
    const now = RIASEC.map((type) =>
      FIRST_SET_ANSWERS.reduce<number>(
        (sum, a, i) => sum + (INTEREST_STATEMENTS[i]!.type === type && !REWORDED.includes(i) ? a : 0),
        0,
      ),
    );
    await expectScores(page, now);
  });

  test('a shared link and a «Моя стежка» link from before open with the same scores', async ({ browser, baseURL }) => {
    let page: Page;
    ({ context, page } = await browserWith(browser, baseURL, {}));
    await page.goto('/interests#i=1kpninl');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Профіль інтересів, яким із тобою поділилися' }),
    ).toBeVisible();
    await expectScores(page, FIRST_SET_SCORES);

    // The record's link: the quiz's answers and this profile.
    await page.goto('/my#m=1wn1Pahqwz');
    await expect(page.locator('[data-import]')).toBeVisible();
    await page.getByRole('button', { name: 'Перенести' }).click();
    await expect(page.locator('[data-record-sheet] [data-record-part="interests"]')).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), INTERESTS_KEY)).toBe('{"v":2,"received":"kpninl"}');
    await page.goto('/interests');
    await expectScores(page, FIRST_SET_SCORES);
  });

  test('a student’s QR code from before brings the same types into a lesson', async ({ baseURL }) => {
    test.setTimeout(60_000);
    const adviser = await browserWithCamera([`${baseURL}/quiz#r=2acbddkpninl-4821`], 20);
    try {
      context = await adviser.newContext({ baseURL, locale: 'uk-UA' });
      await blockStockPhotos(context);
      await context.grantPermissions(['camera']);
      const page = await context.newPage();
      await startClass(page, '8-Б');
      await page.getByRole('button', { name: 'Сканувати' }).click();
      await expect(collected(page)).toHaveText('Зібрано: 1', { timeout: 20_000 });
      await page.getByRole('button', { name: 'Зупинити сканування' }).click();
      // I 15, then A and E 13: the three strongest.
      for (const type of ['I', 'A', 'E'])
        await expect(page.locator(`[data-interest-count="${type}"]`)).toHaveText('1 учень');
      for (const type of ['R', 'S', 'C'])
        await expect(page.locator(`[data-interest-count="${type}"]`)).toHaveText('0 учнів');
    } finally {
      await context?.close();
      context = undefined;
      await adviser.close();
    }
  });
});

import type { Page } from '@playwright/test';
import { INTEREST_SCALE, INTEREST_SET_VERSION, INTEREST_STATEMENTS, TYPE_MAX_SCORE } from '../src/data/interests';
import { INTEREST_TYPES } from '../src/data/interest-types';
import { INTEREST_TYPE_TEXTS } from '../src/data/interest-type-texts';
import { INTERESTS_KEY } from '../src/lib/interests/answers-format';
import { encodeScores } from '../src/lib/interests/interest-code';
import { bestProfessions } from '../src/lib/interests/match';
import { scoreAnswers } from '../src/lib/interests/scores';
import { strongestLetters } from '../src/lib/interests/strongest';
import type { InterestAnswer } from '../src/data/interests';
import { INTEREST_TABLE } from './catalogue';
import { answerQuiz, axeViolations, expect, hasNoHorizontalOverflow, test, waitForHydration } from './fixtures';
import { goOffline, visitOnce } from './offline-helpers';

const TOTAL = INTEREST_STATEMENTS.length;
const RESULT_HEADING = 'Твої інтереси';
const SHARED_HEADING = 'Профіль інтересів, яким із тобою поділилися';

/** A student who likes making things and creating: R «Дуже подобається», A «Радше подобається», the rest less. */
const MAKER: InterestAnswer[] = INTEREST_STATEMENTS.map(({ type }) =>
  type === 'R' ? 4 : type === 'A' ? 3 : type === 'I' ? 1 : 0,
);
const MAKER_SCORES = scoreAnswers(MAKER);

const counter = (page: Page) => page.locator('[data-statement-counter]');
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), INTERESTS_KEY);

/** The profile finished on this device, as the flow stores it. */
const finishedProgress = (answers: readonly InterestAnswer[]) => JSON.stringify({ v: 1, answers, at: answers.length });

async function openFlow(page: Page, path = '/interests') {
  await page.goto(path);
  await waitForHydration(page, 'main form button[type=submit]');
}

/** The professions listed for MAKER, best first, each with its names and line, as the table ranks them. */
async function expectMakerProfessions(page: Page) {
  const listed = page.locator('[data-matches] > li');
  const best = bestProfessions(MAKER_SCORES, strongestLetters(MAKER_SCORES), INTEREST_TABLE);
  await expect(listed).toHaveCount(best.length);
  for (const [i, { profession }] of best.entries()) {
    await expect(listed.nth(i)).toContainText(profession.title);
    await expect(listed.nth(i)).toContainText(profession.name);
    await expect(listed.nth(i)).toContainText(profession.line!);
  }
}

/** The shown scores, RIASEC order, read from the page's text. */
const shownScores = (page: Page) =>
  page.locator('[data-score]').evaluateAll((cells) => cells.map((c) => Number.parseInt(c.textContent!, 10)));

test.describe('«Мої інтереси»', () => {
  test('the whole flow by keyboard alone: arrow keys choose, Enter moves on, progress is said', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await openFlow(page);
    for (const [i, answer] of MAKER.entries()) {
      await expect(counter(page)).toHaveText(`${i + 1} з ${TOTAL}`);
      // The statement's heading carries its number, for a screen reader; after a move it has focus.
      const heading = page.getByRole('heading', { level: 2, name: `Заняття ${i + 1} з ${TOTAL}. ` });
      if (i > 0) await expect(heading).toBeFocused();
      await expect(page.getByRole('progressbar')).toHaveAttribute(
        'aria-valuetext',
        new RegExp(`^Заняття\\s${i + 1}\\sз\\s${TOTAL}$`),
      );
      // From the top of the page the first time (the header's links come first), then from the heading.
      for (let presses = 0; presses < 30; presses++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio')) break;
      }
      await expect(page.getByRole('radio', { name: INTEREST_SCALE[0] })).toBeFocused();
      await page.keyboard.press('Space');
      for (let step = 0; step < answer; step++) await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name: INTEREST_SCALE[answer] })).toBeChecked();
      // Choosing by keys does not move on.
      await expect(counter(page)).toHaveText(`${i + 1} з ${TOTAL}`);
      await page.keyboard.press('Enter');
    }
    const result = page.getByRole('heading', { level: 1, name: RESULT_HEADING });
    await expect(result).toBeFocused();
    expect(await shownScores(page)).toEqual([...MAKER_SCORES]);
    expect(MAKER_SCORES).toEqual([24, 6, 18, 0, 0, 0]);
    // The strongest two, each with its two sentences; the professions that share them.
    for (const type of strongestLetters(MAKER_SCORES)) {
      await expect(
        page.getByRole('heading', { level: 3, name: new RegExp(`^${INTEREST_TYPES[type].name} тип`) }),
      ).toBeVisible();
      await expect(page.getByText(INTEREST_TYPE_TEXTS[type])).toBeVisible();
    }
    await expectMakerProfessions(page);
    await expect(page.locator('[data-matches] > li').first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/profession\//,
    );
    // The O*NET credit line, word for word, in English, with a Ukrainian sentence beside it.
    const credit = page.locator('[data-onet-credit]');
    await expect(credit).toHaveAttribute('lang', 'en');
    await expect(credit).toHaveText(
      'This page includes information from the O*NET 30.2 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA. Стежка has modified all or some of this information. USDOL/ETA has not approved, endorsed, or tested these modifications.',
    );
    await expect(page.locator('[data-honesty]')).toContainText('жодне дослідження ще не перевіряло');
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a pointer tap moves on, back changes an answer, and a reload resumes where the student was', async ({
    page,
  }) => {
    await openFlow(page);
    for (let i = 0; i < 5; i++) {
      await expect(counter(page)).toHaveText(`${i + 1} з ${TOTAL}`);
      await page.getByText(INTEREST_SCALE[4], { exact: true }).click();
    }
    await expect(counter(page)).toHaveText(`6 з ${TOTAL}`);
    await page.getByRole('button', { name: 'Назад' }).click();
    await expect(counter(page)).toHaveText(`5 з ${TOTAL}`);
    await expect(page.getByRole('radio', { name: INTEREST_SCALE[4] })).toBeChecked();
    await page.getByText(INTEREST_SCALE[1], { exact: true }).click();
    // A tap on another answer moved on; the changed answer is kept.
    await expect(counter(page)).toHaveText(`6 з ${TOTAL}`);
    const kept = JSON.parse((await stored(page))!);
    expect(kept).toMatchObject({ v: INTEREST_SET_VERSION, at: 5 });
    expect(kept.answers.slice(0, 6)).toEqual([4, 4, 4, 4, 1, null]);

    await page.reload();
    await waitForHydration(page, 'main form button[type=submit]');
    await expect(counter(page)).toHaveText(`6 з ${TOTAL}`);
    await expect(page.locator('legend h2')).toContainText(INTEREST_STATEMENTS[5]!.text);

    // «Почати заново» asks first; «Скасувати» keeps everything.
    await page.getByRole('button', { name: 'Почати заново' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Почати заново?' });
    await dialog.getByRole('button', { name: 'Скасувати' }).click();
    await expect(counter(page)).toHaveText(`6 з ${TOTAL}`);
    await page.getByRole('button', { name: 'Почати заново' }).click();
    await dialog.getByRole('button', { name: 'Стерти й почати заново' }).click();
    await expect(counter(page)).toHaveText(`1 з ${TOTAL}`);
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    expect(JSON.parse((await stored(page))!)).toMatchObject({ at: 0 });
  });

  test('the result opens by its link in a fresh browser, the same, and a damaged link touches nothing', async ({
    browser,
    page,
    baseURL,
  }) => {
    await page.addInitScript(
      ([key, value]) => localStorage.getItem(key!) ?? localStorage.setItem(key!, value!),
      [INTERESTS_KEY, finishedProgress(MAKER)],
    );
    await page.goto('/interests');
    await expect(page.getByRole('heading', { level: 1, name: RESULT_HEADING })).toBeVisible();
    const link = (await page.locator('[data-print-address] span').textContent())!;
    expect(link).toBe(`${baseURL}/interests#i=${encodeScores(MAKER_SCORES)}`);

    const fresh = await browser.newContext({ baseURL });
    const other = await fresh.newPage();
    await other.goto(link);
    await expect(other.getByRole('heading', { level: 1, name: SHARED_HEADING })).toBeFocused();
    expect(await shownScores(other)).toEqual([...MAKER_SCORES]);
    await expect(other.locator('[data-matches] > li')).toHaveCount(8);
    expect(await other.evaluate((key) => localStorage.getItem(key), INTERESTS_KEY)).toBeNull();

    // A damaged link: one clear line; the stored answers of this browser stay as they were.
    const before = await stored(page);
    for (const damaged of ['/interests#i=1zzzzzz', '/interests#i=1ab', '/interests#i=%E0%A4%A']) {
      await page.goto(damaged);
      await expect(page.getByRole('heading', { name: 'Не вдалося відкрити профіль інтересів' })).toBeVisible();
      await expect(page.locator('[data-damaged-link]')).toHaveText(
        'Посилання пошкоджене або не з цього сайту: попроси надіслати його ще раз.',
      );
    }
    expect(await stored(page)).toBe(before);
    await fresh.close();
  });

  test('is reached from the home page, beside the quiz, and from the lesson steps on /class', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Мої інтереси' })).toHaveAttribute(
      'href',
      '/interests',
    );
    await page.goto('/class');
    await expect(page.getByRole('link', { name: 'Що таке «Мої інтереси»' })).toHaveAttribute('href', '/interests');
  });

  test('professions that can’t be fetched say so beside the chart, and «Спробувати ще раз» brings them', async ({
    page,
  }) => {
    await page.route('**/interest-table.json', (route) => route.abort());
    await page.goto(`/interests#i=${encodeScores(MAKER_SCORES)}`);
    await expect(page.getByRole('heading', { level: 1, name: SHARED_HEADING })).toBeVisible();
    const professions = page.getByRole('region', { name: 'Професії, найближчі до цього профілю інтересів' });
    const failed = professions.getByRole('alert');
    await expect(failed).toContainText(
      'Не вдалося завантажити цю частину сторінки. Перевір з’єднання з інтернетом і спробуй ще раз.',
    );
    await expect(professions.locator('[data-matches] > li')).toHaveCount(0);
    await expect(page.locator('[data-score-chart]')).toBeVisible();
    expect(await shownScores(page)).toEqual([...MAKER_SCORES]);

    // The connection back: the retry fetches the table (held a moment, to see what the page says meanwhile).
    await page.unroute('**/interest-table.json');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/interest-table.json', async (route) => {
      await held;
      await route.continue();
    });
    await failed.getByRole('button', { name: 'Спробувати ще раз' }).click();
    await expect(professions.getByRole('status')).toHaveText('Завантажуємо список професій…');
    release();
    await expectMakerProfessions(page);
    await expect(failed).toHaveCount(0);
    await expect(professions.getByRole('status')).toHaveCount(0);
  });

  test('a flat profile names no type and pushes no profession', async ({ page }) => {
    const flat = INTEREST_STATEMENTS.map(() => 2 as InterestAnswer);
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [INTERESTS_KEY, finishedProgress(flat)],
    );
    await page.goto('/interests');
    await expect(page.getByRole('heading', { level: 2, name: 'Поки що жоден тип не виділяється' })).toBeVisible();
    await expect(page.locator('[data-matches]')).toHaveCount(0);
    expect(await shownScores(page)).toEqual([12, 12, 12, 12, 12, 12]);
  });

  test('from the quiz: «Порівняти зі своїми інтересами» carries the quiz’s code, and the result compares', async ({
    page,
  }) => {
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [INTERESTS_KEY, finishedProgress(MAKER)],
    );
    await answerQuiz(page, ['creative', 'field', 'creativity', 'arts', 'visual']);
    await page.getByRole('link', { name: 'Порівняти зі своїми інтересами' }).click();
    await expect(page).toHaveURL(/\/interests#q=1acccd$/);
    await expect(page.locator('[data-comparison]')).toContainText('Тест порадив: «Графічний дизайнер»');
  });

  test('prints on one A4 page with the picture, the professions and the way back', async ({ page }) => {
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [INTERESTS_KEY, finishedProgress(MAKER)],
    );
    await page.goto(`/interests#q=1acccd`);
    await expect(page.locator('[data-comparison]')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-score-chart]')).toBeVisible();
    await expect(page.locator('[data-print-address]')).toBeVisible();
    await expect(page.locator('[data-onet-credit]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Надрукувати' })).toBeHidden();
    const pdf = await page.pdf({ format: 'A4' });
    expect((pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length).toBe(1);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds nothing on the flow and the result, ${colorScheme}, and nothing overflows a phone`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, colorScheme, viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      await openFlow(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await page.goto(`/interests#i=${encodeScores([20, 18, 3, 2, 1, 0])}`);
      await expect(page.getByRole('heading', { level: 1, name: SHARED_HEADING })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await context.close();
    });
  }

  test('no request carries an answer, a score or a code', async ({ page, baseURL }) => {
    const sent: { url: string; body: string | null }[] = [];
    page.on('request', (request) => sent.push({ url: request.url(), body: request.postData() }));
    await openFlow(page, '/interests#q=1acccd');
    for (let i = 0; i < TOTAL; i++) await page.getByText(INTEREST_SCALE[MAKER[i]!], { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: RESULT_HEADING })).toBeVisible();
    const code = encodeScores(MAKER_SCORES)!;
    const answersText = JSON.stringify(MAKER).slice(1, -1);
    expect(await stored(page)).toContain(answersText);
    await page.goto(`/interests#i=${code}`);
    await expect(page.getByRole('heading', { level: 1, name: SHARED_HEADING })).toBeVisible();
    expect(sent.length).toBeGreaterThan(3);
    for (const { url, body } of sent) {
      expect(url).not.toContain('#');
      expect(body, url).toBeNull();
      for (const secret of [code, '1acccd', encodeURIComponent(answersText)]) expect(url).not.toContain(secret);
    }
    expect(sent.some((r) => r.url === `${baseURL}/interests`)).toBe(true);
    expect(TYPE_MAX_SCORE).toBe(24);
  });
});

test('works offline after one visit: the statements, the result and a shared link', async ({ browser }) => {
  test.setTimeout(60_000);
  const { server, context, page } = await visitOnce(browser);
  try {
    await goOffline(context, server);
    await openFlow(page);
    for (let i = 0; i < TOTAL; i++) await page.getByText(INTEREST_SCALE[MAKER[i]!], { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: RESULT_HEADING })).toBeVisible();
    expect(await shownScores(page)).toEqual([...MAKER_SCORES]);
    await page.goto(`/interests#i=${encodeScores([3, 20, 4, 18, 2, 1])}`);
    await expect(page.getByRole('heading', { level: 1, name: SHARED_HEADING })).toBeVisible();
    await expect(page.locator('[data-matches] > li')).toHaveCount(8);
  } finally {
    await context.close();
  }
});

test('a shared result opened offline after one visit lists the professions, from the offline copy', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  // The visit is to the home page: nothing of the result has been fetched, and a new document has
  // nothing of it in memory.
  const { server, context, page } = await visitOnce(browser);
  try {
    await goOffline(context, server);
    await page.goto(`/interests#i=${encodeScores(MAKER_SCORES)}`);
    await expect(page.getByRole('heading', { level: 1, name: SHARED_HEADING })).toBeVisible();
    await expectMakerProfessions(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

import type { Browser } from '@playwright/test';
import { INTEREST_STATEMENTS, type InterestAnswer } from '../src/data/interests';
import { INTERESTS_KEY } from '../src/lib/interests/answers-format';
import { encodeScores } from '../src/lib/interests/interest-code';
import { scoreAnswers } from '../src/lib/interests/scores';
import type { QuizValue } from '../src/data/types';
import { browserWithCamera, collected, readQrFromScreen, startClass } from './class-helpers';
import { answerQuiz, axeViolations, expect, STOCK_PHOTO_HOST, test } from './fixtures';

/** A student who likes helping people and finding things out: S and I high. */
const HELPER: InterestAnswer[] = INTEREST_STATEMENTS.map(({ type }) => (type === 'S' ? 4 : type === 'I' ? 3 : 0));
const TECHNICAL: QuizValue[] = ['technical', 'lab', 'stability', 'business', 'hands-on'];

/** A student's phone with a finished interest profile: the quiz, then «Показати вчителю». */
async function studentWithInterests(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await context.route(`https://${STOCK_PHOTO_HOST}/**`, (route) => route.abort('internetdisconnected'));
  await context.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [INTERESTS_KEY, JSON.stringify({ v: 1, answers: HELPER, at: HELPER.length })],
  );
  const page = await context.newPage();
  await answerQuiz(page, TECHNICAL);
  await page.getByRole('button', { name: 'Показати вчителю' }).click();
  const dialog = page.getByRole('dialog', { name: 'Покажи цей код учителю' });
  await expect(dialog).toContainText('У QR-коді є ще й шість чисел твого профілю інтересів.');
  const link = await readQrFromScreen(page, 'QR-код твого результату');
  const spoken = (await dialog.locator('[data-teacher-code]').textContent())!;
  await context.close();
  return { link, spoken };
}

test('the student’s QR code brings the interests to /class; the typed code stays as it was', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { link, spoken } = await studentWithInterests(browser, baseURL!);
  // The code read out is the quiz's own; the QR code adds the six scores as version 2.
  expect(spoken).toMatch(/^1DDDDA-\d{4}$/);
  const tag = spoken.slice(-4);
  const letters = encodeScores(scoreAnswers(HELPER))!.slice(1);
  expect(link).toBe(`${baseURL}/quiz#r=2dddda${letters}-${tag}`);

  // A phone's camera app opens it as the quiz result, unchanged.
  const stranger = await browser.newPage();
  await stranger.goto(link);
  await expect(stranger.getByRole('heading', { name: 'Результат тесту, яким із тобою поділилися' })).toBeVisible();
  await stranger.close();

  const adviser = await browserWithCamera([link], 20);
  try {
    const context = await adviser.newContext({ baseURL, locale: 'uk-UA' });
    await context.route(`https://${STOCK_PHOTO_HOST}/**`, (route) => route.abort('internetdisconnected'));
    await context.grantPermissions(['camera']);
    const page = await context.newPage();
    await startClass(page, '9-А');

    // Typed first: the student counts, with no interests.
    const field = page.getByLabel('Код з екрана учня');
    await field.fill(spoken);
    await field.press('Enter');
    await expect(collected(page)).toHaveText('Зібрано: 1');
    const interests = page.locator('[data-summary-interests]');
    await expect(interests).toContainText('Немає даних');

    // Scanned: the same phone, not counted twice, and its interests are kept.
    await page.getByRole('button', { name: 'Сканувати' }).click();
    await expect(page.locator('[data-interests-students]')).toHaveText(/^Учнів\sіз\sпрофілем\sінтересів:\s1\./, {
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Зупинити сканування' }).click();
    await expect(collected(page)).toHaveText('Зібрано: 1');
    await expect(page.locator('[data-interest-count="S"]')).toHaveText('1 учень');
    await expect(page.locator('[data-interest-count="I"]')).toHaveText('1 учень');
    await expect(page.locator('[data-interest-count="R"]')).toHaveText('0 учнів');
    expect(await axeViolations(page)).toEqual([]);
    // The printed summary, the types included, stays on at most two A4 pages.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-summary-interests]')).toBeVisible();
    const pages = ((await page.pdf({ format: 'A4' })).toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? [])
      .length;
    expect(pages).toBeLessThanOrEqual(2);
    await page.emulateMedia({ media: 'screen' });

    // The class store moved to version 2 and keeps the scores; a reload reads it.
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('stezhka:classes')))!);
    expect(stored.v).toBe(2);
    expect(stored.classes[0].students).toEqual([
      { code: '1dddda', tag, via: 'code', interests: [...scoreAnswers(HELPER)] },
    ]);
    await page.reload();
    await expect(page.locator('[data-interest-count="S"]')).toHaveText('1 учень');
    await context.close();
  } finally {
    await adviser.close();
  }
});

test('a class stored by the version before (v1) still opens and says it has no interests', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'stezhka:classes',
      JSON.stringify({
        v: 1,
        classes: [
          {
            id: 'k3j9x2ab',
            label: '8-Б',
            created: 1764028800000,
            students: [{ code: '1acbdd', tag: '4821', via: 'scan' }],
          },
        ],
      }),
    ),
  );
  await page.goto('/class#c=k3j9x2ab');
  await expect(collected(page)).toHaveText('Зібрано: 1');
  await expect(page.locator('[data-summary-interests]')).toContainText('Немає даних');
});

import type { Browser, Page } from '@playwright/test';
import type { QuizValue } from '../src/data/types';
import { recommend } from '../src/lib/quiz-code/recommend';
import {
  answerQuiz,
  axeViolations,
  collectProblems,
  expect,
  hasNoHorizontalOverflow,
  quizLabel,
  blockStockPhotos,
  test,
} from './fixtures';

const SHARED_HEADING = 'Результат тесту, яким із тобою поділилися';
const DAMAGED_HEADING = 'Не вдалося відкрити результат';

const resultCards = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('link');
const shareButton = (page: Page) => page.getByRole('button', { name: 'Поділитися результатом' });

async function openQuiz(page: Page, path = '/quiz') {
  await page.goto(path);
  await page.waitForFunction(() => {
    const el = document.querySelector('main form, main section');
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactFiber'));
  });
}

async function finishQuiz(page: Page, answers: readonly QuizValue[]) {
  await answerQuiz(page, answers);
  await expect(page.getByRole('heading', { level: 1, name: "Твої рекомендації щодо кар'єри" })).toBeVisible();
}

async function cardNames(page: Page): Promise<string[]> {
  await expect(resultCards(page)).toHaveCount(3);
  return resultCards(page).locator('[lang="en"]').allTextContents();
}

/** A browser context as a stranger's: nothing shared with the one that made the link. */
async function openInFreshContext(browser: Browser, url: string) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await blockStockPhotos(page);
  const problems = collectProblems(page);
  const response = await page.goto(url);
  return { context, page, problems, status: response?.status() };
}

test.describe('sharing a quiz result', () => {
  test('Web Share gets a short link that opens the same three professions in a fresh browser', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shared: ShareData[] };
      w.__shared = [];
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          w.__shared.push(data);
          return Promise.resolve();
        },
      });
      Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
    });
    const answers: QuizValue[] = ['analytical', 'lab', 'creativity', 'stem', 'reading'];
    await finishQuiz(page, answers);
    const own = await cardNames(page);
    expect(own).toEqual([...recommend(answers).professions]);

    await shareButton(page).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared.length))
      .toBe(1);
    const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared[0]!);
    const origin = new URL(page.url()).origin;
    expect(shared.url).toBe(`${origin}/quiz#r=1bdcab`);
    expect(shared.url!.length).toBeLessThanOrEqual(120);
    expect(shared.title).toBe('Мій результат тесту на Стежці');
    // The share sheet did the job: no toast.
    await expect(page.getByTestId('toast')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);

    const stranger = await openInFreshContext(browser, shared.url!);
    expect(stranger.status).toBe(200);
    const heading = stranger.page.getByRole('heading', { level: 1, name: SHARED_HEADING });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    expect(await cardNames(stranger.page)).toEqual(own);
    await expect(stranger.page.getByRole('main')).toContainText('Посилання містить лише ці відповіді');
    await expect(stranger.page.getByRole('main')).toContainText(`«${quizLabel(0, 'analytical')}»`);
    await expect(resultCards(stranger.page).first()).toHaveAttribute('href', '/profession/data-scientist');
    expect(await axeViolations(stranger.page)).toEqual([]);
    expect(stranger.problems).toEqual([]); // no hydration mismatch, no errors

    // «Пройти тест самостійно» starts the quiz from the first question.
    await stranger.page.getByRole('link', { name: 'Пройти тест самостійно' }).click();
    await expect(stranger.page).toHaveURL(/\/quiz$/);
    await expect(stranger.page.getByText('1 з 5', { exact: true })).toBeVisible();
    await expect(stranger.page.getByRole('radio', { checked: true })).toHaveCount(0);
    await stranger.context.close();
  });

  test('without Web Share the link is copied, with a toast; it reopens the result', async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 375, height: 740 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await blockStockPhotos(page);
    await page.addInitScript(() => {
      delete (Navigator.prototype as Partial<Navigator>).share;
      delete (Navigator.prototype as Partial<Navigator>).canShare;
    });
    const answers: QuizValue[] = ['technical', 'remote', 'money', 'business', 'visual'];
    await finishQuiz(page, answers);
    const own = await cardNames(page);
    await shareButton(page).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Посилання скопійовано');
    await expect(page.getByRole('region', { name: 'Сповіщення' }).locator('[aria-live="polite"]')).toContainText(
      'Посилання скопійовано',
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${new URL(page.url()).origin}/quiz#r=1dbadd`);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.screenshot({ path: test.info().outputPath('share-375.png'), fullPage: true });

    const stranger = await openInFreshContext(browser, copied);
    await stranger.page.setViewportSize({ width: 375, height: 740 });
    await expect(stranger.page.getByRole('heading', { level: 1, name: SHARED_HEADING })).toBeVisible();
    expect(await cardNames(stranger.page)).toEqual(own);
    expect(await hasNoHorizontalOverflow(stranger.page)).toBe(true);
    await stranger.page.screenshot({ path: test.info().outputPath('shared-375.png'), fullPage: true });
    expect(stranger.problems).toEqual([]);
    await stranger.context.close();
    await context.close();
  });

  for (const [name, fragment] of [
    ['an unknown letter', '#r=1abcdz'],
    ['a future version', '#r=2aaaaa'],
    ['a cut-off code', '#r=1ab'],
    ['percent-encoded junk', '#r=%E0%A4%A%3Cscript%3E'],
  ] as const) {
    test(`a damaged link (${name}) says so kindly and leads into the quiz`, async ({ browser, baseURL }) => {
      const stranger = await openInFreshContext(browser, `${baseURL}/quiz${fragment}`);
      const { page } = stranger;
      expect(stranger.status).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: DAMAGED_HEADING })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('пройди тест самостійно');
      await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('main').getByRole('link', { name: 'Пройти тест' }).click();
      await expect(page.getByText('1 з 5', { exact: true })).toBeVisible();
      expect(stranger.problems).toEqual([]);
      await stranger.context.close();
    });
  }

  test('a malformed escape in any page’s fragment does not crash it', async ({ page, consoleErrors }) => {
    await page.goto('/search#%E0%A4%A');
    await expect(page.getByRole('heading', { level: 1, name: 'Досліджуй професії' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('another fragment (the skip link’s #main) is not taken for a shared result', async ({ page }) => {
    await openQuiz(page, '/quiz#main');
    await expect(page.getByText('1 з 5', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: DAMAGED_HEADING })).toHaveCount(0);
  });
});

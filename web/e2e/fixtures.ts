import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { QUIZ_QUESTIONS } from '../src/data/quiz';
import type { QuizValue } from '../src/data/types';

/** The stock-photo host is unreachable on test machines: answer at once instead of waiting. */
export const STOCK_PHOTO_HOST = 'images.unsplash.com';

/** Fails every request to the stock-photo host at once, as an offline browser would. */
export async function blockStockPhotos(target: Page | BrowserContext): Promise<void> {
  await target.route(`https://${STOCK_PHOTO_HOST}/**`, (route) => route.abort('internetdisconnected'));
}

/**
 * The page's console errors and warnings and its uncaught errors, as they come. Left out: the
 * stock photos failing to load, and the harness's own note when it blocks a service worker.
 */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    if (msg.location().url.includes(STOCK_PHOTO_HOST)) return;
    if (msg.text() === 'Service Worker registration blocked by Playwright') return;
    problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message} (${page.url()})`));
  return problems;
}

export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    await blockStockPhotos(page);
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    await use(collectProblems(page));
  },
});

export { expect };

/** axe-core's violations on the page (or part of it), as readable lines. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Colours measured mid-transition (right after a scheme switch, say) are neither scheme's.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** True when nothing on the page is wider than the viewport. */
export async function hasNoHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/**
 * Waits until React has hydrated the page (a prerendered button does nothing before that):
 * the first element matching `selector` carries React's props.
 */
export async function waitForHydration(page: Page, selector = 'main button') {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactProps'));
  }, selector);
}

/** The text of option `value` of question `q` (0-based), as the radio is named. */
export const quizLabel = (q: number, value: QuizValue) =>
  QUIZ_QUESTIONS[q]!.options.find((o) => o.value === value)!.label;

/**
 * Opens /quiz once it has hydrated and answers every question — with `answers`, or the first
 * option of each — pressing «Далі» and, last, «Отримати результати». What follows is the caller's.
 */
export async function answerQuiz(page: Page, answers?: readonly QuizValue[]) {
  await page.goto('/quiz');
  await waitForHydration(page, 'main form');
  await answerQuestions(page, answers);
}

/** Answers the five questions of a quiz already open at its first question. */
export async function answerQuestions(page: Page, answers?: readonly QuizValue[]) {
  for (let q = 0; q < QUIZ_QUESTIONS.length; q++) {
    await expect(page.getByText(`${q + 1} з ${QUIZ_QUESTIONS.length}`, { exact: true })).toBeVisible();
    const value = answers?.[q];
    await (value ? page.getByRole('radio', { name: quizLabel(q, value) }) : page.getByRole('radio').first()).check();
    await page.getByRole('button', { name: /^(Далі|Отримати результати)$/ }).click();
  }
}

/**
 * A cheap phone: the CPU slowed 6×, and the app's main chunk held back (a slow network) until
 * the returned function is called, so the visitor's input surely comes before hydration on this
 * fast loopback. Returns that function.
 */
export async function cheapPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether React has hydrated the first element matching `selector`. */
export const hydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')));

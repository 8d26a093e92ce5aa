import type { Page } from '@playwright/test';
import { QUIZ_QUESTIONS } from '../src/data/quiz';
import { RECOMMENDATIONS } from '../src/data/recommendations';
import type { QuizValue } from '../src/data/types';
import { axeViolations, expect, hasNoHorizontalOverflow, test } from './fixtures';

const RESULTS_HEADING = "Твої рекомендації щодо кар'єри";
const label = (q: number, value: QuizValue) => QUIZ_QUESTIONS[q]!.options.find((o) => o.value === value)!.label;
const firstOptions = QUIZ_QUESTIONS.map((q) => q.options[0]!.value);

/** Opens /quiz and waits until React has hydrated the prerendered form. */
async function openQuiz(page: Page) {
  await page.goto('/quiz');
  await page.waitForFunction(() => {
    const form = document.querySelector('main form');
    return !!form && Object.keys(form).some((key) => key.startsWith('__reactFiber'));
  });
}

const nextButton = (page: Page) => page.getByRole('button', { name: /^(Далі|Отримати результати)$/ });
const backButton = (page: Page) => page.getByRole('button', { name: 'Назад' });
const questionHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });
const counter = (page: Page, n: number) => page.getByText(`${n} з 5`, { exact: true });
const resultCards = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('link');

async function answerAll(page: Page, answers: readonly QuizValue[]) {
  for (const [q, value] of answers.entries()) {
    await page.getByRole('radio', { name: label(q, value) }).check();
    await nextButton(page).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: RESULTS_HEADING })).toBeVisible();
}

async function expectResults(page: Page, names: readonly string[]) {
  await expect(resultCards(page)).toHaveCount(3);
  for (const [i, name] of names.entries()) {
    await expect(resultCards(page).nth(i)).toContainText(name);
  }
}

test.describe('quiz', () => {
  test('the prerendered page shows the first question as a form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/quiz');
    await expect(
      page.getByRole('group', { name: new RegExp(QUIZ_QUESTIONS[0]!.question.replace('?', '\\?')) }),
    ).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(4);
    await expect(counter(page, 1)).toBeVisible();
    await expect(nextButton(page)).toBeDisabled();
    await context.close();
  });

  test('by mouse: creative, office, money, stem, hands-on gives the creative row', async ({ page, consoleErrors }) => {
    await openQuiz(page);
    await expect(page.locator('body')).toBeFocused(); // no focus move on first load
    const answers: QuizValue[] = ['creative', 'office', 'money', 'stem', 'hands-on'];
    for (const [q, value] of answers.entries()) {
      await expect(counter(page, q + 1)).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveAttribute('value', String(q + 1));
      await expect(page.getByRole('progressbar')).toHaveAttribute('max', '5');
      await expect(questionHeading(page)).toContainText(QUIZ_QUESTIONS[q]!.question);
      await expect(page.getByRole('radio')).toHaveCount(4);
      await expect(nextButton(page)).toBeDisabled();
      await expect(nextButton(page)).toHaveText(q === 4 ? 'Отримати результати' : 'Далі');
      await expect(backButton(page)).toBeEnabled({ enabled: q > 0 });
      await page.getByText(label(q, value)).click(); // the whole option is the label
      await expect(page.getByRole('radio', { name: label(q, value) })).toBeChecked();
      await nextButton(page).click();
      if (q < 4) await expect(questionHeading(page)).toBeFocused();
    }
    const heading = page.getByRole('heading', { level: 1, name: RESULTS_HEADING });
    await expect(heading).toBeFocused();
    await expect(heading).toHaveText(RESULTS_HEADING);
    await expectResults(page, ['Graphic Designer', 'Web Developer', 'Marketing Specialist']);
    await expect(resultCards(page).first()).toContainText('Графічний дизайнер');
    await expect(page.getByRole('main')).toContainText(`«${label(0, 'creative')}»`);
    expect(consoleErrors).toEqual([]);
  });

  test('technical first gives Software Engineer, Mechanical Engineer, IT Specialist', async ({ page }) => {
    await openQuiz(page);
    await answerAll(page, ['technical', ...firstOptions.slice(1)]);
    await expectResults(page, ['Software Engineer', 'Mechanical Engineer', 'IT Specialist']);
  });

  for (const first of ['analytical', 'social'] as const) {
    test(`${first} first gives its row of the table`, async ({ page }) => {
      await openQuiz(page);
      await answerAll(page, [first, ...firstOptions.slice(1)]);
      await expectResults(page, RECOMMENDATIONS[first]!);
    });
  }

  test('by keyboard alone: Tab, arrows, Space and Enter', async ({ page }) => {
    await openQuiz(page);
    const answers: QuizValue[] = ['technical', 'remote', 'impact', 'arts', 'visual'];
    // Tab from the top of the page to the first radio of the group.
    for (let i = 0; i < 30 && !(await page.evaluate(() => document.activeElement?.matches('input[type=radio]'))); i++) {
      await page.keyboard.press('Tab');
    }
    for (const [q, value] of answers.entries()) {
      if (q > 0) {
        await expect(questionHeading(page)).toBeFocused();
        await page.keyboard.press('Tab'); // into the radio group
      }
      const target = QUIZ_QUESTIONS[q]!.options.findIndex((o) => o.value === value);
      await expect(page.getByRole('radio').first()).toBeFocused();
      await page.keyboard.press('Space');
      for (let i = 0; i < target; i++) await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name: label(q, value) })).toBeChecked();
      await expect(page.getByRole('radio', { name: label(q, value) })).toBeFocused();
      if (q === 1) {
        // Back by keyboard keeps the answers, then return with Enter.
        await page.keyboard.press('Tab');
        await expect(backButton(page)).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(questionHeading(page)).toBeFocused();
        await expect(page.getByRole('radio', { name: label(0, answers[0]!) })).toBeChecked();
        await page.keyboard.press('Tab');
        await expect(page.getByRole('radio', { name: label(0, answers[0]!) })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(questionHeading(page)).toBeFocused();
        await expect(page.getByRole('radio', { name: label(1, value) })).toBeChecked();
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter'); // submits the form: Next / Отримати результати
    }
    await expect(page.getByRole('heading', { level: 1, name: RESULTS_HEADING })).toBeFocused();
    await expectResults(page, RECOMMENDATIONS.technical!);
    await page.keyboard.press('Tab');
    await expect(resultCards(page).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profession\/software-engineer$/);
  });

  test('Next stays disabled without an answer, Back is disabled on the first question', async ({ page }) => {
    await openQuiz(page);
    await expect(backButton(page)).toBeDisabled();
    await expect(nextButton(page)).toBeDisabled();
    await nextButton(page).click({ force: true });
    await expect(counter(page, 1)).toBeVisible();
    await page.getByRole('radio').nth(2).check();
    await expect(nextButton(page)).toBeEnabled();
    await nextButton(page).click();
    await expect(counter(page, 2)).toBeVisible();
    await expect(nextButton(page)).toBeDisabled();
  });

  test('Back keeps earlier answers', async ({ page }) => {
    await openQuiz(page);
    await page.getByRole('radio', { name: label(0, 'social') }).check();
    await nextButton(page).click();
    await page.getByRole('radio', { name: label(1, 'field') }).check();
    await nextButton(page).click();
    await page.getByRole('radio', { name: label(2, 'stability') }).check();
    await backButton(page).click();
    await expect(page.getByRole('radio', { name: label(1, 'field') })).toBeChecked();
    await backButton(page).click();
    await expect(page.getByRole('radio', { name: label(0, 'social') })).toBeChecked();
    await expect(backButton(page)).toBeDisabled();
    await nextButton(page).click();
    await nextButton(page).click();
    await expect(page.getByRole('radio', { name: label(2, 'stability') })).toBeChecked();
    // Changing an earlier answer changes the result.
    await backButton(page).click();
    await backButton(page).click();
    await page.getByRole('radio', { name: label(0, 'analytical') }).check();
    for (let q = 0; q < 3; q++) await nextButton(page).click(); // answers 2 and 3 are still there
    for (let q = 3; q < 5; q++) {
      // As in the axe test below: a radio found by position belongs to the question on screen.
      await expect(counter(page, q + 1)).toBeVisible();
      await page.getByRole('radio').first().check();
      await nextButton(page).click();
    }
    await expectResults(page, RECOMMENDATIONS.analytical!);
  });

  for (const [i, slug] of ['graphic-designer', 'web-developer', 'marketing-specialist'].entries()) {
    test(`result card ${i + 1} opens /profession/${slug}`, async ({ page }) => {
      await openQuiz(page);
      await answerAll(page, ['creative', 'office', 'money', 'stem', 'hands-on']);
      await resultCards(page).nth(i).click();
      await expect(page).toHaveURL(new RegExp(`/profession/${slug}$`));
    });
  }

  test('«Дослідити всі професії» opens /search', async ({ page }) => {
    await openQuiz(page);
    await answerAll(page, firstOptions);
    await page.getByRole('link', { name: 'Дослідити всі професії' }).click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test('«Пройти тест знову» starts again from scratch', async ({ page }) => {
    await openQuiz(page);
    await answerAll(page, firstOptions);
    await page.getByRole('button', { name: 'Пройти тест знову' }).click();
    await expect(questionHeading(page)).toBeFocused();
    await expect(questionHeading(page)).toContainText(QUIZ_QUESTIONS[0]!.question);
    await expect(counter(page, 1)).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('value', '1');
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(nextButton(page)).toBeDisabled();
    await expect(backButton(page)).toBeDisabled();
    await answerAll(page, ['social', ...firstOptions.slice(1)]);
    await expectResults(page, RECOMMENDATIONS.social!);
  });

  test('the header’s «Пройти тест» on the results starts a fresh quiz', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openQuiz(page);
    await answerAll(page, firstOptions);
    await page.getByRole('banner').getByRole('link', { name: 'Пройти тест' }).click();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(counter(page, 1)).toBeVisible();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  });

  for (const width of [375, 1280]) {
    test(`axe-core finds no violations on a question and on the results at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openQuiz(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('radio').first().check();
      await nextButton(page).click();
      // The next question renders in a transition. Until it is on screen, a radio found by
      // position is still the previous question's, and the following «Далі» then waits,
      // disabled, on a question nobody answered.
      await expect(counter(page, 2)).toBeVisible();
      await page.getByRole('radio').nth(1).check();
      expect(await axeViolations(page)).toEqual([]);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await page.screenshot({ path: `test-results/quiz-question-${width}.png`, fullPage: true });
      for (let q = 1; q < 5; q++) {
        await expect(counter(page, q + 1)).toBeVisible();
        await page.getByRole('radio').first().check();
        await nextButton(page).click();
      }
      await expect(page.getByRole('heading', { level: 1, name: RESULTS_HEADING })).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await page.screenshot({ path: `test-results/quiz-results-${width}.png`, fullPage: true });
    });
  }
});

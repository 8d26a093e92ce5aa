import { QUIZ_QUESTIONS } from '../src/data/quiz';
import { expect, openAddDialog, signInWithEmulator, test } from './auth-fixtures';
import { INTEREST_SCALE, INTEREST_STATEMENTS } from '../src/data/interests';
import { cheapPhone, hydrated } from './fixtures';
import { detailOf } from './catalogue';
const softwareEngineer = detailOf('software-engineer');

/*
 * "Lean on a cheap phone" (issue 13): how much JavaScript each route downloads, and that a visitor
 * who never signed in gets none of Firebase, is `make budget` (scripts/js-budget.mjs, every route,
 * measured in Chromium). Here: Firebase for the visitor who signed in, and input before hydration.
 * Every context blocks service workers: a worker would hide the page's own requests from Playwright.
 */
test.use({ serviceWorkers: 'block' });

const isFirebase = (url: string) => /firebase-client|googleapis|apis\.google\.com/.test(url);

test('Firebase comes back for a returning visitor, and not after signing out', async ({ page }) => {
  test.setTimeout(60_000);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/search');
  await openAddDialog(page);
  const { name } = await signInWithEmulator(page);
  await page.keyboard.press('Escape');

  // Reloaded, the account bar comes back: the page knew to load Firebase.
  requests.length = 0;
  await page.reload();
  await expect(page.getByTestId('account-bar')).toContainText(name, { timeout: 15_000 });
  expect(requests.filter(isFirebase).length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Вийти' }).click();
  await expect(page.getByTestId('account-bar')).toHaveCount(0);

  // Signed out and reloaded: nothing of Firebase is downloaded.
  requests.length = 0;
  await page.reload();
  await page.waitForTimeout(5_000);
  expect(requests.filter(isFirebase)).toEqual([]);
  await expect(page.getByTestId('account-bar')).toHaveCount(0);
});

test.describe('input before hydration is not lost (CPU slowed 6×)', () => {
  test('Enter on the first roadmap step opens its dialog', async ({ page }) => {
    const releaseApp = await cheapPhone(page);
    await page.goto('/profession/software-engineer', { waitUntil: 'commit' });
    const phase = softwareEngineer.roadmap[0]!;
    const step = page.getByRole('button', { name: phase.steps[0]!.text });
    await step.focus(); // as soon as it is in the DOM
    const wasHydrated = await hydrated(page, 'ol[aria-label="Етапи"] button');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: phase.phase });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(phase.steps[0]!.text);
    expect(wasHydrated, 'the step was pressed before hydration').toBe(false);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(step).toBeFocused();
    releaseApp();
  });

  test('an answer and «Далі» show the second question', async ({ page }) => {
    const releaseApp = await cheapPhone(page);
    await page.goto('/quiz', { waitUntil: 'commit' });
    await page.getByRole('radio').first().check(); // as soon as it appears
    const wasHydrated = await hydrated(page, 'main form');
    await page.getByRole('button', { name: 'Далі' }).click();
    const nextWasHydrated = await hydrated(page, 'main form');
    expect([wasHydrated, nextWasHydrated], 'answered and pressed before hydration').toEqual([false, false]);
    releaseApp();
    await expect(page.getByText('2 з 5', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByRole('group', { name: new RegExp(QUIZ_QUESTIONS[1]!.question.replace('?', '\\?')) }),
    ).toBeVisible();
    // Back to the first question: the early answer was kept.
    await page.getByRole('button', { name: 'Назад' }).click();
    await expect(page.getByRole('radio').first()).toBeChecked();
  });

  test('a statement answered before hydration counts and moves on, as a tap does', async ({ page }) => {
    const releaseApp = await cheapPhone(page);
    await page.goto('/interests', { waitUntil: 'commit' });
    await page.getByRole('radio', { name: INTEREST_SCALE[4] }).check(); // as soon as it appears
    expect(await hydrated(page, 'main form'), 'answered before hydration').toBe(false);
    releaseApp();
    await expect(page.getByText(`2 з ${INTEREST_STATEMENTS.length}`, { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('heading', { level: 2, name: INTEREST_STATEMENTS[1]!.text })).toBeVisible();
    // Back to the first statement: the early answer was kept.
    await page.getByRole('button', { name: 'Назад' }).click();
    await expect(page.getByRole('radio', { name: INTEREST_SCALE[4] })).toBeChecked();
  });

  test('text typed into the search box stays and filters the list', async ({ page }) => {
    const releaseApp = await cheapPhone(page);
    await page.goto('/search', { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: 'Пошук професій' });
    await box.pressSequentially('teach');
    expect(await hydrated(page, 'main input'), 'typed before hydration').toBe(false);
    releaseApp();
    await expect(page.getByRole('main').getByRole('link', { name: /Teacher/ })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('main').getByRole('link', { name: /Software Engineer/ })).toHaveCount(0, {
      timeout: 15_000,
    });
    await expect(box).toHaveValue('teach');
  });
});

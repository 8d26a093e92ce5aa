import type { Locator, Page } from '@playwright/test';
import { PROFILES_FILE } from '../src/config/data-files';
import { QUIZ_QUESTIONS } from '../src/data/quiz';
import { NO_PAGE_NOTE } from '../src/data/no-page-note';
import { RECOMMENDATIONS, type RecommendationName } from '../src/data/recommendations';
import { KNOWLEDGE_FIELDS, SPECIALTIES } from '../src/data/specialties';
import type { ProfessionProfile, QuizValue } from '../src/data/types';
import { BUILT_IN_PROFESSIONS, hasDetail, lineOf, nameUkOf, professionIdOf, PROFILES } from './catalogue';
import { recommend } from '../src/lib/quiz-code/recommend';
import { encodeAnswers } from '../src/lib/quiz-code/share-code';
import { answerQuiz, axeViolations, expect, quizLabel, test, waitForHydration } from './fixtures';
import { goOffline, visitOnce } from './offline-helpers';

const graphicDesigner = PROFILES['graphic-designer']!;

// Issue 32: a line on every result card, what the other answers suggest, and the whole profile
// on a known name's not-found screen. Every expectation is computed from the data.

const resultCards = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('link');
const otherAnswers = (page: Page) => page.locator('[data-other-answers]');
const profileOf = (page: Page) => page.locator('[data-profession-profile]');
const firstOptions = QUIZ_QUESTIONS.map((q) => q.options[0]!.value);

/** The table's names for every answer after the first, less the result's and earlier answers'. */
function expectedOthers(answers: readonly QuizValue[]): { value: QuizValue; names: RecommendationName[] }[] {
  const shown = new Set<string>(recommend(answers).professions);
  return answers.slice(1).flatMap((value) => {
    const names = (RECOMMENDATIONS[value] ?? []).filter((n) => !shown.has(n));
    names.forEach((n) => shown.add(n));
    return RECOMMENDATIONS[value] ? [{ value, names }] : [];
  });
}

async function expectCardLines(page: Page, answers: readonly QuizValue[]) {
  const cards = resultCards(page);
  await expect(cards).toHaveCount(3);
  const names = recommend(answers).professions;
  for (const [i, name] of names.entries()) {
    const line = lineOf(professionIdOf(name));
    expect(line, `a line for ${name}`).toBeTruthy();
    await expect(cards.nth(i).locator('[data-profession-line]')).toHaveText(line!);
  }
}

async function expectOtherAnswers(page: Page, answers: readonly QuizValue[], shared: boolean) {
  const list = otherAnswers(page);
  const expected = expectedOthers(answers);
  // Exactly the table's names, in order, each once, each linking to its page.
  const links = list.getByRole('link');
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
    expected.flatMap((o) => o.names.map((n) => `/profession/${professionIdOf(n)}`)),
  );
  for (const { value, names } of expected) {
    const group = list.locator(`[data-other-answer="${value}"]`);
    const q = QUIZ_QUESTIONS.findIndex((question) => question.options.some((o) => o.value === value));
    const who = shared ? 'Відповідь' : 'Твоя відповідь';
    await expect(group.locator('dt')).toHaveText(`${who} «${quizLabel(q, value)}» також підказує:`);
    for (const name of names) {
      const item = group.locator('dd').filter({ has: page.locator(`a[href="/profession/${professionIdOf(name)}"]`) });
      await expect(item).toContainText(nameUkOf(name));
      await expect(item).toContainText(lineOf(professionIdOf(name))!);
      // The same honest note as a card, in the link's name too.
      const link = item.getByRole('link');
      if (hasDetail(professionIdOf(name))) await expect(item).not.toContainText(NO_PAGE_NOTE);
      else await expect(link).toHaveAccessibleName(new RegExp(`${NO_PAGE_NOTE}$`));
    }
  }
}

test.describe('every answer counts', () => {
  for (const first of QUIZ_QUESTIONS[0]!.options.map((o) => o.value)) {
    test(`first answer ${first}: every card shows its line`, async ({ page }) => {
      const answers = [first, ...firstOptions.slice(1)];
      await answerQuiz(page, answers);
      await expectCardLines(page, answers);
    });
  }

  test('the other four answers suggest the table’s names, minus repeats; axe in light and dark', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000); // two axe runs
    const answers: QuizValue[] = ['analytical', 'remote', 'impact', 'arts', 'visual'];
    await answerQuiz(page, answers);
    await expectCardLines(page, answers);
    // After the cards, and a lighter heading than the page's.
    await expect(page.getByRole('heading', { level: 2, name: 'Що підказують інші твої відповіді' })).toBeVisible();
    await expectOtherAnswers(page, answers, false);
    // The line that says the first answer decided stays.
    await expect(page.getByText(new RegExp(`визначила перша з\\s+них: «${quizLabel(0, 'analytical')}»`))).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page)).toEqual([]);
    // A link leads to that profession's screen with its profile.
    await otherAnswers(page).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/profession/${professionIdOf(expectedOthers(answers)[0]!.names[0]!)}$`));
    await expect(profileOf(page)).toBeVisible();
    expect(consoleErrors.filter((e) => !e.includes('status of 404'))).toEqual([]);
  });

  test('creativity is tied to no profession: said plainly, never the default list', async ({ page }) => {
    const answers: QuizValue[] = ['social', 'office', 'creativity', 'stem', 'reading'];
    await answerQuiz(page, answers);
    const group = otherAnswers(page).locator('[data-other-answer="creativity"]');
    await expect(group).toHaveText(
      `Твоя відповідь «${quizLabel(2, 'creativity')}» у\u00A0тесті не пов’язана з\u00A0жодною конкретною професією, тож вибору не звужує.`,
    );
    await expect(group.getByRole('link')).toHaveCount(0);
    await expectOtherAnswers(page, answers, false);
  });

  test('a shared result shows the same lines and other answers, in words for a third person', async ({ page }) => {
    const answers: QuizValue[] = ['analytical', 'remote', 'impact', 'arts', 'visual'];
    await page.goto(`/quiz#r=${encodeAnswers(answers)}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Результат тесту, яким із тобою поділилися' }),
    ).toBeVisible();
    await expectCardLines(page, answers);
    await expect(page.getByRole('heading', { level: 2, name: 'Що підказують інші відповіді' })).toBeVisible();
    await expectOtherAnswers(page, answers, true);
    await expect(otherAnswers(page)).not.toContainText('Твоя');
  });

  test('the result prints its lines on one A4 page, the other answers by name', async ({ page }) => {
    const answers: QuizValue[] = ['analytical', 'remote', 'impact', 'arts', 'visual'];
    await answerQuiz(page, answers);
    await expect(resultCards(page)).toHaveCount(3);
    await page.emulateMedia({ media: 'print' });
    for (const card of await resultCards(page).all())
      await expect(card.locator('[data-profession-line]')).toBeVisible();
    const names = expectedOthers(answers).flatMap((o) => o.names);
    for (const name of names) await expect(otherAnswers(page)).toContainText(nameUkOf(name));
    const pdf = await page.pdf({ format: 'A4' });
    expect((pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length).toBe(1);
  });
});

/** What the screen must show of a profile, all of it from the data. */
async function expectProfile(root: Locator, profile: ProfessionProfile) {
  // The card's line is not repeated over the work, which says the same at length (copy review 4, A1).
  await expect(root.locator('[data-profession-line]')).toHaveCount(0);
  await expect(root).toContainText(profile.work);
  await expect(root.getByRole('heading', { name: 'Шлях до професії' })).toBeVisible();
  await expect(root).toContainText(profile.afterSchool);
  // Dated once, for all of it (copy review 4, E2): only a step about the НМТ, which «Моя стежка» prints alone, dates itself.
  await expect(root.locator('[data-profile-date]')).toContainText(/станом на 2026\s+рік/);
  await expect(root.getByText(/станом на 2026\s+рік/)).toHaveCount(
    1 +
      (await root
        .locator('[data-now-steps] li')
        .getByText(/станом на 2026\s+рік/)
        .count()),
  );
  for (const code of profile.specialties) {
    const specialty = SPECIALTIES[code];
    await expect(root).toContainText(
      `${code} «${specialty.name}», галузь знань ${specialty.field} «${KNOWLEDGE_FIELDS[specialty.field]}»`,
    );
  }
  if (profile.fact) await expect(root).toContainText(profile.fact);
  if (profile.related) {
    const related = BUILT_IN_PROFESSIONS.find((p) => p.id === profile.related)!;
    await expect(root.getByRole('link', { name: related.nameUk, exact: true })).toHaveAttribute(
      'href',
      hasDetail(related.id) ? `/profession/${related.id}` : `/search?${new URLSearchParams({ q: related.nameUk })}`,
    );
  }
  expect(await root.locator('a[href^="http"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
    ...profile.sources,
  ]);
}

test.describe('a known name’s not-found screen', () => {
  test('shows the whole profile under the specification’s texts, still a 404; axe in light and dark', async ({
    page,
  }) => {
    test.setTimeout(90_000); // two axe runs
    await page.setViewportSize({ width: 375, height: 800 });
    const response = await page.goto('/profession/graphic-designer');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Profession Not Found' })).toBeVisible();
    await expectProfile(profileOf(page), graphicDesigner);
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a quiz-only name gets its profile, and its related page where it has one', async ({ page }) => {
    // Every name of the table without a page has a profile; one not in the catalogue here.
    const name = Object.values(RECOMMENDATIONS)
      .flat()
      .find((n) => !hasDetail(professionIdOf(n)) && !BUILT_IN_PROFESSIONS.some((p) => p.id === professionIdOf(n)))!;
    const slug = professionIdOf(name);
    const profile = PROFILES[slug]!;
    const response = await page.goto(`/profession/${slug}`);
    expect(response?.status()).toBe(404);
    await expectProfile(profileOf(page), profile);
  });

  test('an unknown id shows no profile', async ({ page }) => {
    await page.goto('/profession/mechanical-enginer');
    await waitForHydration(page, 'main a');
    await expect(page.getByText(/Можливо, в\sадресі помилка/)).toBeVisible();
    await expect(profileOf(page)).toHaveCount(0);
  });

  test('the profiles file: every profile, fetched only for a known name, revalidated by the server', async ({
    page,
    request,
  }) => {
    const response = await request.get(PROFILES_FILE);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    // A fixed URL: a cached copy must not outlive a new version's texts.
    expect(response.headers()['cache-control']).toContain('no-cache');
    // Every profile of web/content: the table's names and any profession it does not name.
    expect(Object.keys(await response.json()).sort()).toEqual(Object.keys(PROFILES).sort());

    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto('/profession/no-such-profession');
    await waitForHydration(page, 'main a');
    await page.waitForTimeout(500);
    expect(fetched).not.toContain(PROFILES_FILE);
  });

  test('shows the profile offline after one visit', async ({ browser }) => {
    test.setTimeout(90_000);
    const { server, context, page } = await visitOnce(browser);
    await goOffline(context, server);
    const offline = await context.newPage();
    await offline.goto('/profession/graphic-designer');
    await expectProfile(profileOf(offline), graphicDesigner);
    await page.close();
    await context.close();
  });
});

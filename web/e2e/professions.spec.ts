import type { Locator, Page } from '@playwright/test';
import { STEP_TIPS } from '../src/data/step-tips';
import { resultCountText } from '../src/features/professions/lib/result-count';
import { filterProfessions } from '../src/lib/filter-professions';
import { BUILT_IN_PROFESSIONS, DETAILS, WITHOUT_DETAIL } from './catalogue';
import { axeViolations, expect, hasNoHorizontalOverflow, test } from './fixtures';
import { detailOf } from './catalogue';
const dataScientist = detailOf('data-scientist');
const softwareEngineer = detailOf('software-engineer');
const teacher = detailOf('teacher');

const NO_MATCH = 'Не знайдено професій за твоїм запитом. Спробуйте інші ключові слова.';
const ALL = BUILT_IN_PROFESSIONS.length;
const CYRILLIC_ID = '/profession/%D0%BB%D1%96%D0%BA%D0%B0%D1%80'; // лікар

const profession = (id: string) => BUILT_IN_PROFESSIONS.find((p) => p.id === id)!;
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Пошук професій' });
const cards = (page: Page) => page.getByRole('list', { name: 'Професії' }).getByRole('listitem');
const cardLink = (page: Page, title: string) => page.getByRole('link', { name: title, exact: true });
/** The titles the catalogue's own search finds for `query`: what the list must show. */
const found = (query: string) => filterProfessions(BUILT_IN_PROFESSIONS, query).map((p) => p.title);

/** The list shows exactly the professions `query` finds, in order, and says how many. */
async function expectFound(page: Page, query: string) {
  const titles = found(query);
  expect(titles.length, `«${query}» finds something in the catalogue`).toBeGreaterThan(0);
  await expect(cards(page).getByRole('link')).toHaveText(titles);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(resultCountText(titles.length));
}

/** React attaches its fiber to a DOM node once it has hydrated it; clicks before that are lost. */
async function expectHydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))))
    .toBe(true);
}

async function openSearch(page: Page, path = '/search') {
  await page.goto(path);
  await expectHydrated(searchBox(page));
}

test.describe('/search', () => {
  test('shows the heading, the search box, the add button and every card', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Досліджуй професії' })).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Пошук професій...');
    await expect(page.getByRole('button', { name: 'Додати професію' })).toBeVisible();
    await expect(cards(page)).toHaveCount(ALL);
    for (const p of BUILT_IN_PROFESSIONS) {
      const card = cards(page).filter({ has: cardLink(page, p.title) });
      await expect(card).toContainText(`${p.growth} попит`);
      await expect(card).toContainText(p.category);
      await expect(card).toContainText(p.nameUk);
      await expect(card).toContainText(p.description);
      await expect(cardLink(page, p.title)).toHaveAttribute('href', `/profession/${p.id}`);
    }
  });

  test('typing filters the list live and announces the count', async ({ page }) => {
    await openSearch(page);
    const status = page.getByRole('main').getByRole('status');
    await searchBox(page).pressSequentially('DATA');
    await expectFound(page, 'DATA');
    await expect(cardLink(page, 'Data Scientist')).toBeVisible();

    await searchBox(page).fill('  технології ');
    await expectFound(page, 'технології');

    await searchBox(page).fill('маркетолог');
    await expectFound(page, 'маркетолог');
    await expect(cardLink(page, 'Marketing Specialist')).toBeVisible();

    await searchBox(page).fill('астронавт');
    await expect(page.getByText(NO_MATCH, { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(status).toHaveText('Не знайдено жодної професії');

    await searchBox(page).fill('');
    await expect(cards(page)).toHaveCount(ALL);
    await expect(status).toHaveText(resultCountText(ALL));
  });

  test('the query lives in ?q= and survives reload and back/forward', async ({ page }) => {
    await openSearch(page);
    await searchBox(page).pressSequentially('teach');
    await expect(page).toHaveURL(/\/search\?q=teach$/);
    await expectFound(page, 'teach');

    await page.reload();
    await expectHydrated(searchBox(page));
    await expect(searchBox(page)).toHaveValue('teach');
    await expectFound(page, 'teach');

    await cardLink(page, 'Teacher').click();
    await expect(page).toHaveURL(/\/profession\/teacher$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=teach$/);
    await expect(searchBox(page)).toHaveValue('teach');
    await expectFound(page, 'teach');

    // A link to /search starts afresh; going back brings the query back.
    await page
      .getByRole('navigation', { name: 'Розділи сайту' })
      .getByRole('link', { name: 'Каталог професій' })
      .click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(searchBox(page)).toHaveValue('');
    await expect(cards(page)).toHaveCount(ALL);
    await page.goBack();
    await expect(searchBox(page)).toHaveValue('teach');
    await expectFound(page, 'teach');
    await page.goForward();
    await expect(searchBox(page)).toHaveValue('');
    await expect(cards(page)).toHaveCount(ALL);
  });

  test('a shared link with a query opens filtered, with no hydration warnings', async ({ page, consoleErrors }) => {
    await openSearch(page, `/search?q=${encodeURIComponent('ОСВІТА')}`);
    await expect(searchBox(page)).toHaveValue('ОСВІТА');
    await expectFound(page, 'ОСВІТА');
    await expect(cardLink(page, 'Teacher')).toBeVisible();
    await openSearch(page, `/search?q=${encodeURIComponent('зображенняʼ')}`);
    await expect(page.getByText(NO_MATCH, { exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  for (const p of BUILT_IN_PROFESSIONS) {
    test(`the ${p.id} card opens its page`, async ({ page }) => {
      await page.goto('/search');
      await cardLink(page, p.title).click();
      await expect(page).toHaveURL(new RegExp(`/profession/${p.id}$`));
      const heading = p.id in DETAILS ? p.title : 'Profession Not Found';
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  for (const [width, columns] of [
    [375, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    test(`the grid has ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/search');
      const list = page.getByRole('list', { name: 'Професії' });
      const tracks = await list.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
      expect(tracks).toBe(columns);
      const tops = await cards(page).evaluateAll((items) => items.map((li) => li.getBoundingClientRect().top));
      expect(tops.filter((top) => top === tops[0])).toHaveLength(columns);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
    });
  }

  test('card pictures fall back to the default picture and never look broken', async ({ page }) => {
    await page.goto('/search');
    const images = cards(page).locator('img');
    await expect(images).toHaveCount(ALL);
    for (const img of await images.all()) {
      await img.scrollIntoViewIfNeeded();
      await expect(img).toHaveAttribute('src', '/images/fallback.svg');
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      expect(await img.getAttribute('width')).toBeTruthy();
      expect(await img.getAttribute('height')).toBeTruthy();
    }
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.last()).toHaveAttribute('loading', 'lazy');
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/search');
    await expect(cards(page)).toHaveCount(ALL);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('/profession/{id}', () => {
  for (const [id, detail] of Object.entries(DETAILS)) {
    test(`${id} shows every section`, async ({ page }) => {
      const p = profession(id);
      const response = await page.goto(`/profession/${id}`);
      expect(response?.status()).toBe(200);

      await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main).toContainText(p.nameUk);
      await expect(main).toContainText(p.description);
      await expect(main).toContainText(p.category);
      await expect(main.getByText('Попит', { exact: true })).toBeVisible();
      await expect(main).toContainText(p.growth);
      await expect(page.getByRole('button', { name: 'Почни вчитись вже зараз' })).toBeVisible();

      const overview = page.getByRole('region', { name: 'Що ти будеш робити' });
      await expect(overview).toContainText(detail.overview);
      await expect(overview.getByRole('heading', { name: "Основні обов'язки:" })).toBeVisible();
      await expect(overview.getByRole('listitem')).toHaveText(detail.responsibilities);

      const skills = page.getByRole('region', { name: 'Необхідні навички' });
      const meters = skills.getByRole('meter');
      await expect(meters).toHaveCount(detail.skills.length);
      for (const skill of detail.skills) {
        const meter = skills.getByRole('meter', { name: skill.name, exact: true });
        await expect(meter).toHaveAttribute('value', String(skill.level));
        await expect(skills).toContainText(`${skill.level} %`);
      }

      const roadmap = page.getByRole('region', { name: "Кар'єрна карта" });
      await expect(roadmap.getByRole('heading', { name: 'Освітня база' })).toBeVisible();
      const mandatory = detail.education.filter((e) => e.mandatory).length;
      const badges = roadmap.getByText(/^(Обов'язково|Бажано)$/);
      await expect(badges).toHaveText([
        ...Array<string>(mandatory).fill("Обов'язково"),
        ...Array<string>(detail.education.length - mandatory).fill('Бажано'),
      ]);
      const phases = roadmap.getByRole('list', { name: 'Етапи' }).locator('> li');
      await expect(phases).toHaveCount(detail.roadmap.length);
      for (const [index, phase] of detail.roadmap.entries()) {
        const item = phases.nth(index);
        await expect(item).toContainText(String(index + 1));
        await expect(item.getByRole('heading', { name: phase.phase })).toBeVisible();
        await expect(item.getByRole('button')).toHaveText(phase.steps.map((step) => step.text));
      }

      const keySkills = page.getByRole('region', { name: 'Ключові навички' });
      await expect(keySkills.getByRole('listitem')).toHaveText(detail.skills.map((s) => s.name));
      const next = page.getByRole('region', { name: 'Наступні кроки' });
      await expect(next.getByRole('link', { name: "Пройти кар'єрний тест" })).toHaveAttribute('href', '/quiz');
      await expect(next.getByRole('link', { name: 'Дослідити більше професій' })).toHaveAttribute('href', '/search');
      await expect(next.getByRole('button', { name: 'Знайти навчальні ресурси' })).toBeVisible();
    });
  }

  const notFound = [...WITHOUT_DETAIL.map((p) => `/profession/${p.id}`), '/profession/astronaut', CYRILLIC_ID];
  for (const path of notFound) {
    test(`${decodeURI(path)} shows the not-found screen with a 404`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Profession Not Found' })).toBeVisible();
      await expect(
        page.getByText("The profession you're looking for doesn't exist or has been moved.", { exact: true }),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Browse All Professions' }).click();
      await expect(page).toHaveURL(/\/search$/);
      await expect(cards(page)).toHaveCount(ALL);
      expect(errors).toEqual([]);
    });
  }

  test('loads without console errors or hydration warnings', async ({ page, consoleErrors }) => {
    await page.goto('/profession/software-engineer');
    await expect(page.getByRole('region', { name: "Кар'єрна карта" })).toBeVisible();
    // The body hydrates once the visitor reaches into it (a pointer over it), when its lazy
    // chunk and the texts have arrived; its steps work before that too (native dialogs).
    const trigger = page.getByRole('button', { name: softwareEngineer.roadmap[0]!.steps[0]!.text });
    await trigger.hover();
    await expectHydrated(trigger);
    await trigger.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('client-side navigation from the list renders the page', async ({ page }) => {
    await page.goto('/search');
    await cardLink(page, 'Data Scientist').click();
    await expect(page.getByRole('region', { name: "Кар'єрна карта" })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Необхідні навички' }).getByRole('meter')).toHaveCount(
      dataScientist.skills.length,
    );
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/profession/software-engineer');
    await expect(page.getByRole('region', { name: "Кар'єрна карта" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the not-found screen has no axe violations', async ({ page }) => {
    await page.goto('/profession/astronaut');
    await expect(page.getByRole('heading', { name: 'Profession Not Found' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the step dialog', () => {
  const phase = softwareEngineer.roadmap[1]!;
  const step = phase.steps[2]!.text;

  async function expectDialog(page: Page) {
    const dialog = page.getByRole('dialog', { name: phase.phase });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(step);
    for (const tip of STEP_TIPS) await expect(dialog).toContainText(tip);
    await expect
      .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)), { message: 'focus is inside' })
      .toBe(true);
    return dialog;
  }

  test('opens by mouse, is 500 px wide, closes with Escape and gives focus back', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/profession/software-engineer');
    // Native dialogs: the steps work before (and without) hydration.
    const trigger = page.getByRole('button', { name: step });
    await trigger.click();
    const dialog = await expectDialog(page);
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(500);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('opens by keyboard and closes with its buttons', async ({ page }) => {
    await page.goto('/profession/software-engineer');
    // Native dialogs: the steps work before (and without) hydration.
    const trigger = page.getByRole('button', { name: step });
    await trigger.focus();
    await page.keyboard.press('Enter');
    let dialog = await expectDialog(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Space');
    dialog = await expectDialog(page);
    await dialog.getByRole('button', { name: 'Закрити' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/profession/teacher');
    const trigger = page.getByRole('button', { name: teacher.roadmap[0]!.steps[0]!.text });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: teacher.roadmap[0]!.phase });
    await expect(dialog).toBeVisible();
    // Polled: the dialog grows from 95 % as it opens.
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(375 - 32);
    expect((await dialog.boundingBox())?.x).toBe(16);
  });

  test('an open dialog has no axe violations', async ({ page }) => {
    await page.goto('/profession/software-engineer');
    // Native dialogs: the steps work before (and without) hydration.
    const trigger = page.getByRole('button', { name: step });
    await trigger.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('finished pages', () => {
  for (const [path, name] of [
    ['/search', 'search'],
    ['/profession/software-engineer', 'profession-software-engineer'],
  ] as const) {
    for (const width of [375, 1280]) {
      test(`${path} at ${width} px: no overflow, no broken pictures`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Scroll through so lazy pictures try (and fail) to load, then check each shows something.
        for (const img of await page.getByRole('main').locator('img').all()) {
          await img.scrollIntoViewIfNeeded();
          await expect
            .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
            .toBe(true);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await hasNoHorizontalOverflow(page)).toBe(true);
        await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
      });
    }
  }
});

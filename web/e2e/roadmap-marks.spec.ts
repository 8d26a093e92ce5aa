import type { BrowserContext, Page } from '@playwright/test';
import { MARKS_KEY, UNREADABLE_PREFIX } from '../src/lib/roadmap-marks/marks-format';
import {
  axeViolations,
  cheapPhone,
  collectProblems,
  expect,
  hydrated,
  blockStockPhotos,
  test,
  waitForHydration,
} from './fixtures';
import { goOffline, visitOnce } from './offline-helpers';
import { detailOf } from './catalogue';
const softwareEngineer = detailOf('software-engineer');
const teacher = detailOf('teacher');

/*
 * My roadmap (issue 17, docs/decisions/0012): marks kept on the device, offline, moved by link,
 * printed, and nothing lost when storage lets the student down.
 */
const SE = '/profession/software-engineer';
const seSteps = softwareEngineer.roadmap.flatMap((phase) => phase.steps);
const teacherTotal = teacher.roadmap.flatMap((phase) => phase.steps).length;
const box = (page: Page, text: string) => page.getByRole('checkbox', { name: `Пройдено: ${text}` });
const summary = (page: Page) => page.getByText(/^Пройдено \d+\sз\s\d+\sкроків$/);
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), MARKS_KEY);
/** The checkboxes' state, in the page's order. */
const ticks = (page: Page) =>
  page
    .getByRole('checkbox', { name: /^Пройдено:/ })
    .evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).checked));

/** The body of a detail page hydrates at the visitor's first move into it. */
async function hydrateRoadmap(page: Page) {
  await page.getByRole('list', { name: 'Етапи' }).hover();
  await waitForHydration(page, 'main [data-roadmap] button');
}

async function markedStore(context: BrowserContext, value: string) {
  await context.addInitScript(
    ([key, raw]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key!, raw!);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [MARKS_KEY, value],
  );
}

test('two marked steps stay after a reload, are counted, and leave other roadmaps alone', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(SE);
  await expect(summary(page)).toHaveText('Пройдено 0 з 15 кроків');
  await box(page, seSteps[0]!.text).check();
  await box(page, seSteps[5]!.text).check();
  await expect(summary(page)).toHaveText('Пройдено 2 з 15 кроків');

  await page.reload();
  await expect(box(page, seSteps[0]!.text)).toBeChecked();
  await expect(box(page, seSteps[5]!.text)).toBeChecked();
  await expect(summary(page)).toHaveText('Пройдено 2 з 15 кроків');
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: softwareEngineer.roadmap[1]!.phase }) })
      .first(),
  ).toContainText('Пройдено 1 з 4');
  expect((await ticks(page)).filter(Boolean)).toHaveLength(2);
  await expect(page.locator('progress[data-marks-progress]')).toHaveJSProperty('value', 2);

  // The step's dialog marks it too, and unmarks it.
  await hydrateRoadmap(page);
  await page.getByRole('button', { name: seSteps[0]!.text, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: softwareEngineer.roadmap[0]!.phase });
  await expect(dialog.getByRole('checkbox', { name: 'Крок пройдено' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Крок пройдено' }).uncheck();
  await dialog.getByRole('button', { name: 'Зрозуміло' }).click();
  await expect(box(page, seSteps[0]!.text)).not.toBeChecked();
  await expect(summary(page)).toHaveText('Пройдено 1 з 15 кроків');

  await page.goto('/profession/teacher');
  await expect(summary(page)).toHaveText(`Пройдено 0 з ${teacherTotal} кроків`);
  expect((await ticks(page)).some(Boolean)).toBe(false);
  expect(consoleErrors).toEqual([]);
});

test('«Скинути прогрес» asks first, then clears this roadmap only', async ({ page }) => {
  await markedStore(page.context(), '{"v":1,"marks":{"software-engineer":["python","nmt"],"teacher":["tutor"]}}');
  await page.goto(SE);
  await expect(summary(page)).toHaveText('Пройдено 2 з 15 кроків');
  await page.getByRole('button', { name: 'Скинути прогрес' }).click();
  const question = page.getByRole('dialog', { name: 'Скинути прогрес?' });
  // The roadmap by its Ukrainian name inside the Ukrainian sentence (review W4).
  await expect(question).toHaveAccessibleDescription(
    'Усі позначки на карті «Інженер-програміст» зникнуть із цього пристрою. Повернути їх не вийде.',
  );
  await question.getByRole('button', { name: 'Скасувати' }).click();
  await expect(summary(page)).toHaveText('Пройдено 2 з 15 кроків');
  await page.getByRole('button', { name: 'Скинути прогрес' }).click();
  await question.getByRole('button', { name: 'Скинути', exact: true }).click();
  await expect(summary(page)).toHaveText('Пройдено 0 з 15 кроків');
  expect(JSON.parse((await stored(page))!)).toEqual({ v: 1, marks: { teacher: ['tutor'] } });
});

test('two tabs of the same roadmap agree within a second', async ({ context }) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  await first.goto(SE);
  await second.goto(SE);
  await box(first, seSteps[3]!.text).check();
  await expect(box(second, seSteps[3]!.text)).toBeChecked({ timeout: 1_000 });
  await expect(summary(second)).toHaveText('Пройдено 1 з 15 кроків', { timeout: 1_000 });
  await box(second, seSteps[3]!.text).uncheck();
  await expect(box(first, seSteps[3]!.text)).not.toBeChecked({ timeout: 1_000 });
});

test('marks a newer version wrote in another tab: this tab leaves them whole and says its own won’t be kept', async ({
  context,
}) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  await first.goto(SE);
  await box(first, seSteps[0]!.text).check();
  await expect(summary(first)).toHaveText('Пройдено 1 з 15 кроків');

  const newer = JSON.stringify({ v: 2, marks: { 'software-engineer': [seSteps[0]!.id] } });
  await second.goto('/__not_found__');
  await second.evaluate(([key, value]) => localStorage.setItem(key!, value!), [MARKS_KEY, newer]);

  const warning = first.locator('[data-marks-warning="outdated"]');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Онови сторінку.');
  await box(first, seSteps[1]!.text).check();
  expect(await stored(first)).toBe(newer);
});

test('storage that refuses to write: the marks work in this tab and a line says they won’t be kept', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.goto(SE);
  const warning = page.getByText(/Цей браузер не дозволяє зберегти позначки/);
  await expect(warning).toBeHidden();
  await box(page, seSteps[0]!.text).check();
  await expect(summary(page)).toHaveText('Пройдено 1 з 15 кроків');
  await expect(warning).toBeVisible();
  await expect(box(page, seSteps[0]!.text)).toBeChecked();
  expect(consoleErrors).toEqual([]);
});

test('a stored value that can’t be read is kept aside; the page works and says so', async ({ page, consoleErrors }) => {
  await markedStore(page.context(), '{"v":1,"marks":{"software-engineer":["pyth');
  await page.goto(SE);
  await expect(page.getByText(/Не вдалося прочитати попередній прогрес/)).toBeVisible();
  await box(page, seSteps[1]!.text).check();
  await expect(summary(page)).toHaveText('Пройдено 1 з 15 кроків');
  const aside = await page.evaluate(
    (prefix) =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith(prefix))
        .map((k) => localStorage.getItem(k)),
    UNREADABLE_PREFIX,
  );
  expect(aside).toEqual(['{"v":1,"marks":{"software-engineer":["pyth']);
  expect(JSON.parse((await stored(page))!).marks).toEqual({ 'software-engineer': ['profile'] });
  expect(consoleErrors).toEqual([]);
});

test.describe('moving the marks to another device by link', () => {
  async function transferLink(page: Page, marks: string) {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await markedStore(page.context(), marks);
    await page.goto(SE);
    await hydrateRoadmap(page);
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.getByRole('button', { name: 'Перенести прогрес' }).click();
    await expect(page.getByText('Посилання скопійовано')).toBeVisible();
    return page.evaluate(() => navigator.clipboard.readText());
  }

  for (const [choice, expected] of [
    ['Додати до моїх позначок', ['junior', 'python', 'nmt']],
    ['Замінити мої позначки', ['python', 'nmt']],
  ] as const) {
    test(`«${choice}»`, async ({ page, browser }) => {
      const link = await transferLink(page, '{"v":1,"marks":{"software-engineer":["python","nmt"]}}');
      expect(link).toMatch(/\/profession\/software-engineer#marks=1\.[a-z0-9.-]+$/);
      expect(link.length).toBeLessThanOrEqual(200);

      // Another device: its own marks.
      const other = await browser.newContext({ baseURL: new URL(link).origin, serviceWorkers: 'block' });
      await blockStockPhotos(other);
      await markedStore(other, '{"v":1,"marks":{"software-engineer":["junior"]}}');
      const phone = await other.newPage();
      const errors = collectProblems(phone);
      await phone.goto(link);
      const question = phone.getByRole('dialog', { name: 'Перенести прогрес на цей пристрій?' });
      await expect(question).toContainText('У посиланні позначено 2 з 15 кроків карти «Інженер-програміст»');
      await expect(question).toContainText('Позначок у цьому браузері зараз: 1.');
      // Nothing changes before the choice.
      expect(JSON.parse((await stored(phone))!).marks['software-engineer']).toEqual(['junior']);
      expect(await axeViolations(phone)).toEqual([]);

      await question.getByRole('button', { name: choice }).click();
      await expect(question).toBeHidden();
      // The choice is kept on the dialog's `close` event, a task after the dialog is hidden.
      await expect.poll(async () => JSON.parse((await stored(phone))!).marks['software-engineer']).toEqual(expected);
      await expect(summary(phone)).toHaveText(`Пройдено ${expected.length} з 15 кроків`);
      expect(new URL(phone.url()).hash).toBe('');
      await phone.reload();
      await expect(question).toBeHidden();
      await expect(summary(phone)).toHaveText(`Пройдено ${expected.length} з 15 кроків`);
      expect(errors).toEqual([]);
      await other.close();
    });
  }

  test('a damaged link says so kindly and leaves the stored marks alone', async ({ page }) => {
    await markedStore(page.context(), '{"v":1,"marks":{"software-engineer":["junior"]}}');
    await page.goto(`${SE}#marks=1.py%20thon`);
    const message = page.getByRole('dialog', { name: 'Посилання пошкоджене' });
    await expect(message).toContainText('Твій прогрес у цьому браузері не змінився');
    await message.getByRole('button', { name: 'Зрозуміло' }).click();
    expect(JSON.parse((await stored(page))!).marks['software-engineer']).toEqual(['junior']);
    await expect(summary(page)).toHaveText('Пройдено 1 з 15 кроків');
  });
});

test('the printed roadmap shows each step’s mark and the count', async ({ page }) => {
  await markedStore(page.context(), '{"v":1,"marks":{"teacher":["tutor","enroll","mentor"]}}');
  await page.goto('/profession/teacher');
  await expect(summary(page)).toHaveText(`Пройдено 3 з ${teacherTotal} кроків`);
  await page.emulateMedia({ media: 'print' });
  await expect(summary(page)).toBeVisible();
  const marks = await page
    .locator('[data-roadmap] li:has(> input[data-step])')
    .evaluateAll((items) =>
      items.map((li) => getComputedStyle(li.querySelector('[aria-hidden]')!, '::before').content),
    );
  const steps = teacher.roadmap.flatMap((phase) => phase.steps.map((step) => step.id));
  expect(marks).toEqual(steps.map((id) => (['tutor', 'enroll', 'mentor'].includes(id) ? '"☑"' : '"☐"')));
  await expect(page.getByRole('checkbox').first()).toBeHidden();
});

test('marks stored earlier appear as the page renders, with no layout shift, and pass axe', async ({ page }) => {
  await markedStore(page.context(), '{"v":1,"marks":{"software-engineer":["python","nmt","oss","cv","learn"]}}');
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(SE);
  await expect(summary(page)).toHaveText('Пройдено 5 з 15 кроків');
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  expect(await axeViolations(page)).toEqual([]);

  await hydrateRoadmap(page);
  await page.getByRole('button', { name: seSteps[0]!.text, exact: true }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Скинути прогрес' }).click();
  await expect(page.getByRole('dialog', { name: 'Скинути прогрес?' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the home page leads back to the roadmaps in progress, with no layout shift', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page.getByText(/Позначай пройдені кроки/)).toBeVisible();
  await page.waitForTimeout(500);

  await markedStore(
    page.context(),
    '{"v":1,"marks":{"software-engineer":["python","nmt","oss","cv","learn"],"teacher":["tutor"]}}',
  );
  await page.goto('/');
  const links = page.getByRole('navigation', { name: 'Мої кар’єрні карти' }).getByRole('link');
  await expect(links).toHaveText([
    'Продовжити: Інженер-програміст — 5 з 15',
    `Продовжити: Учитель — 1 з ${teacherTotal}`,
  ]);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await links.first().click();
  await expect(page).toHaveURL(SE);
  await expect(summary(page)).toHaveText('Пройдено 5 з 15 кроків');
  await expect(box(page, seSteps[0]!.text)).toBeChecked();
});

test('a tick before hydration, on a cheap phone (CPU 6×), is still there after a reload', async ({ page }) => {
  const release = await cheapPhone(page);
  await page.goto(SE, { waitUntil: 'commit' });
  await box(page, seSteps[2]!.text).check();
  expect(await hydrated(page, 'main [data-roadmap] button'), 'ticked before hydration').toBe(false);
  await expect(summary(page)).toHaveText('Пройдено 1 з 15 кроків');
  release();
  await page.reload();
  await expect(box(page, seSteps[2]!.text)).toBeChecked();
  await expect(summary(page)).toHaveText('Пройдено 1 з 15 кроків');
});

test('offline after one visit: marks made offline survive a reload', async ({ browser }) => {
  test.setTimeout(90_000);
  const { server, context, page } = await visitOnce(browser);
  await goOffline(context, server);

  await page.goto(SE);
  await box(page, seSteps[4]!.text).check();
  await box(page, seSteps[8]!.text).check();
  await page.reload();
  await expect(box(page, seSteps[4]!.text)).toBeChecked();
  await expect(box(page, seSteps[8]!.text)).toBeChecked();
  await expect(summary(page)).toHaveText('Пройдено 2 з 15 кроків');
  await context.close();
});

test('the step dialog’s close button sits in its top right corner', async ({ page }) => {
  await page.goto(SE);
  await page.getByRole('button', { name: seSteps[0]!.text, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: softwareEngineer.roadmap[0]!.phase });
  const [box, close] = [
    await dialog.boundingBox(),
    await dialog.getByRole('button', { name: 'Закрити' }).boundingBox(),
  ];
  expect(close!.y - box!.y).toBeLessThan(40);
  expect(box!.x + box!.width - (close!.x + close!.width)).toBeLessThan(40);
});

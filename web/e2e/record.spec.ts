import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { extractTextItems, getDocumentProxy } from 'unpdf';
import { paths } from '../src/config/paths';
import { INTEREST_STATEMENTS } from '../src/data/interests';
import { INTERESTS_KEY, serializeProgress } from '../src/lib/interests/answers-format';
import { RECORD_KEY, serializeRecord } from '../src/lib/record/record-format';
import { MARKS_KEY, serializeMarks, type Marks } from '../src/lib/roadmap-marks/marks-format';
import { SUBJECTS_KEY, serializeChoice } from '../src/lib/subjects/choice-format';
import { lyceumRoute, reformFacts, ROUTE_QUESTIONS, SHEET_NOTES } from '../src/data/after-grade9';
import { encodeRecord, NEXT_STEPS, PROFESSION_INDEX, PUBLISHED_STEP_IDS, SCHOOL_SUBJECTS } from './catalogue';
import { readQrFromScreen } from './class-helpers';
import { browserWith } from './stored-browser';
import { leftOut } from '../src/features/record/lib/parts';
import { answerQuiz, axeViolations, expect, hasNoHorizontalOverflow, test, waitForHydration } from './fixtures';

/** A profile that likes making things and creating (its strongest types: practical and artistic). */
const LIKES = { R: 4, A: 3, I: 1 } as const;
const answers = INTEREST_STATEMENTS.map(({ type }) => LIKES[type as keyof typeof LIKES] ?? 0);
const FINISHED = serializeProgress({ answers, at: answers.length });

const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string; smallest: number }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, items } = await extractTextItems(document);
  const all = items.flat().filter((item) => item.str.trim() !== '');
  return {
    pages: totalPages,
    text: all
      .map((item) => item.str)
      .join(' ')
      .replace(/\s+/g, ' '),
    smallest: Math.min(...all.map((item) => item.fontSize)),
  };
}

test.describe('«Моя стежка»', () => {
  test('gathers a kept result, the profile, kept professions and steps done, and prints them on one A4 page', async ({
    page,
  }) => {
    await page.addInitScript(([key, value]) => localStorage.getItem(key) ?? localStorage.setItem(key, value), [
      INTERESTS_KEY,
      FINISHED,
    ] as const);
    // The quiz stores nothing by itself: only «Додати результат до „Моєї стежки“» keeps the result.
    await answerQuiz(page, ['social', 'office', 'impact', 'humanities', 'discussion']);
    expect(await storage(page, RECORD_KEY)).toBeNull();
    await page.getByRole('button', { name: 'Додати результат до «Моєї стежки»' }).click();
    await expect(page.getByRole('link', { name: '«Моєї стежки»' })).toBeFocused();
    await page.getByRole('button', { name: 'Зберегти професію «Учитель»' }).click();
    await expect(page.getByRole('button', { name: 'Зберегти професію «Учитель»' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/profession/teacher');
    await waitForHydration(page, 'main button');
    await expect(page.getByRole('button', { name: 'Зберегти професію «Учитель»' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page
      .getByRole('checkbox', { name: /^Пройдено:/ })
      .first()
      .check();
    await expect.poll(() => storage(page, MARKS_KEY)).not.toBeNull();
    await page.goto('/profession/chef');
    await page.getByRole('button', { name: 'Зберегти професію «Кухар»' }).click();

    await page.goto(paths.record.href());
    const sheet = page.locator('[data-record-sheet]');
    await expect(sheet.locator('[data-record-part="quiz"]')).toContainText('Учитель');
    await expect(sheet.locator('[data-record-part="interests"]')).toContainText(
      'Найсильніші типи інтересів: практичний (любить працювати руками) і творчий (любить створювати щось своє).',
    );
    await expect(sheet.locator('[data-record-part="kept"]')).toContainText('Кухар');
    await expect(sheet.locator('[data-record-part="marks"]')).toContainText('Учитель: пройдено 1 з');

    // The student leaves the interests out: the sheet and the print show the rest only.
    await page.getByRole('checkbox', { name: 'Мої інтереси' }).uncheck();
    await expect(sheet.locator('[data-record-part="interests"]')).toHaveCount(0);
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4' });
    writeFileSync(test.info().outputPath('record.pdf'), pdf);
    const printed = await pdfText(pdf);
    expect(printed.pages).toBe(1);
    expect(printed.text).toContain('Моя стежка');
    expect(printed.text).toMatch(/Надруковано \d{1,2} [а-яії]+ 20\d\d/);
    expect(printed.text).toContain('Кухар');
    expect(printed.text).toContain('Спробуй себе в ролі вчителя');
    expect(printed.text).not.toContain('Найсильніші типи');
    // Copy review 5, M7: the sheet says the result is no diagnosis, naming only what it carries.
    expect(printed.text).toContain('Тест — не діагноз, а початок розмови; інтереси з віком змінюються.');
    expect(printed.smallest).toBeGreaterThanOrEqual(10);
  });

  test('prints everything it can hold on one page, leaving out the steps’ texts, the lines and the per-profession counts, and says so', async ({
    browser,
    baseURL,
  }) => {
    const every = SCHOOL_SUBJECTS.map((s) => s.id);
    const { context, page } = await browserWith(browser, baseURL, {
      [RECORD_KEY]: serializeRecord({ quiz: '1acbdd', kept: PROFESSION_INDEX }),
      [INTERESTS_KEY]: FINISHED,
      [MARKS_KEY]: serializeMarks(PUBLISHED_STEP_IDS),
      // Every subject but one liked (all liked tells no cluster apart), and every one hard.
      [SUBJECTS_KEY]: serializeChoice({ liked: every.slice(1), hard: every }),
    });
    await page.goto(paths.record.href());
    await expect(page.locator('[data-record-sheet] [data-record-part="marks"]')).toContainText('Учитель');
    await expect(page.locator('[data-record-sheet] [data-record-part="after9"]')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const printed = await pdfText(await page.pdf({ format: 'A4' }));
    expect(printed.pages).toBe(1);
    expect(printed.smallest).toBeGreaterThanOrEqual(10);
    // The bars print filled: a browser leaves backgrounds out of a print unless the page says otherwise.
    const bar = page.locator('[data-record-part="interests"] li [aria-hidden="true"]').first();
    expect(await bar.evaluate((element) => getComputedStyle(element).printColorAdjust)).toBe('exact');
    // Steps on every profession's page: only their total fits (decision 0044); of «Після 9 класу»
    // only the subjects and where they lean (decision 0046).
    expect(printed.text).toContain(leftOut(7, true, { routes: true, notes: SHEET_NOTES })!.replace(/\s+/g, ' '));
    expect(printed.text).toContain('Після 9 класу');
    expect(printed.text).toContain(
      `Улюблені предмети: ${SCHOOL_SUBJECTS.slice(1)
        .map((s) => s.name.toLowerCase())
        .join(', ')}.`,
    );
    expect(printed.text).toContain(
      'Тест і «Мої інтереси» — не діагноз, а початок розмови; інтереси з віком змінюються.',
    );
    expect(printed.text).toContain('Письменник');
    expect(printed.text).not.toContain('Спробуй себе в ролі вчителя');
    await context.close();
  });

  test('«Після 9 класу»: the subjects from «Мої предмети», each kept profession’s route and the questions, on screen, on one printed page and by link', async ({
    browser,
    baseURL,
  }) => {
    const kept = ['lab-technician', 'medical-doctor', 'carpenter'];
    const { context, page } = await browserWith(browser, baseURL, {
      [RECORD_KEY]: serializeRecord({ quiz: null, kept }),
    });
    const flat = (text: string) => text.replace(/\s+/g, ' ');
    const nameOf = (id: string) => SCHOOL_SUBJECTS.find((s) => s.id === id)!.name;
    // The student marks the subjects on «Мої предмети»: the record shows them at once.
    await page.goto(paths.subjects.href());
    await waitForHydration(page, 'main input[type="checkbox"]');
    const liked = page.getByRole('group', { name: /Які предмети тобі подобаються/ });
    for (const id of ['biology', 'chemistry'])
      await liked.getByRole('checkbox', { name: nameOf(id), exact: true }).check();
    await page
      .getByRole('group', { name: /які даються важко/ })
      .getByRole('checkbox', { name: nameOf('math'), exact: true })
      .check();
    await page.goto(paths.record.href());
    const part = page.locator('[data-record-sheet] [data-record-part="after9"]');
    await expect(part.getByRole('heading', { name: 'Після 9 класу' })).toBeVisible();
    await expect(part).toContainText('Улюблені предмети: біологія, хімія. Даються важко: математика.');
    await expect(part.locator('[data-record-cluster]')).toHaveText(/найбільше тяжіють до кластера STEM/);
    const routes = part.locator('[data-record-routes] > li');
    await expect(routes).toHaveCount(kept.length);
    for (const [i, id] of kept.entries()) {
      const { lyceum, college } = NEXT_STEPS[id]!.afterGrade9!;
      for (const said of [lyceum && lyceumRoute(lyceum), college].filter((s): s is string => !!s))
        await expect(routes.nth(i)).toContainText(said);
    }
    await expect(part.locator('[data-record-questions] li')).toHaveText([...ROUTE_QUESTIONS]);

    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4' });
    writeFileSync(test.info().outputPath('after-grade9.pdf'), pdf);
    const printed = await pdfText(pdf);
    expect(printed.pages).toBe(1);
    expect(printed.smallest).toBeGreaterThanOrEqual(10);
    expect(printed.text).toContain('Після 9 класу');
    expect(printed.text).toContain(flat(NEXT_STEPS.carpenter!.afterGrade9!.college!));
    expect(printed.text).toContain(flat(reformFacts(true)));
    for (const question of ROUTE_QUESTIONS) expect(printed.text).toContain(flat(question));
    await page.emulateMedia({ media: 'screen' });

    // The link carries the subjects (version 2) to a browser that has none of it.
    await page.getByRole('button', { name: 'Перенести на інший пристрій' }).click();
    const link = (await page.locator('[data-record-link]').textContent())!;
    expect(new TextEncoder().encode(link).length).toBeLessThanOrEqual(150);
    expect(link.split('#m=')[1]).toMatch(/^2/);
    const { context: second, page: other } = await browserWith(browser, baseURL, {});
    await other.goto(link);
    const question = other.locator('[data-import]');
    await expect(question).toContainText('Мої предмети: улюблені — біологія, хімія; важкі — математика');
    await question.getByRole('button', { name: 'Перенести' }).click();
    await expect(other.locator('[data-record-sheet] [data-record-part="after9"]')).toContainText(
      'Улюблені предмети: біологія, хімія.',
    );
    await other.goto(paths.subjects.href());
    await waitForHydration(other, 'main input[type="checkbox"]');
    await expect(
      other.getByRole('group', { name: /Які предмети тобі подобаються/ }).getByRole('checkbox', { name: 'Біологія' }),
    ).toBeChecked();
    await second.close();

    // Left out, the part is neither on the sheet nor in the link, which stays version 1.
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: 'Після 9 класу' }).uncheck();
    await expect(part).toHaveCount(0);
    await page.getByRole('button', { name: 'Перенести на інший пристрій' }).click();
    await expect(page.locator('[data-record-link]')).toHaveText(/#m=1/);
    await context.close();
  });

  test('moves to another browser by one link: its QR reads from a 375 px screen, and it asks before merging', async ({
    browser,
    baseURL,
  }) => {
    const mine: Marks = { teacher: ['tutor', 'nmt'] };
    const { context: phone, page } = await browserWith(
      browser,
      baseURL,
      {
        [RECORD_KEY]: serializeRecord({ quiz: '1acbdd', kept: ['teacher', 'chef'] }),
        [INTERESTS_KEY]: FINISHED,
        [MARKS_KEY]: serializeMarks(mine),
      },
      { viewport: { width: 375, height: 800 } },
    );
    const sent: { url: string; body: string | null }[] = [];
    phone.on('request', (request) => sent.push({ url: request.url(), body: request.postData() }));
    await page.goto(paths.record.href());
    await page.getByRole('button', { name: 'Перенести на інший пристрій' }).click();
    const link = (await page.locator('[data-record-link]').textContent())!;
    expect(new TextEncoder().encode(link).length).toBeLessThanOrEqual(150);
    expect(await readQrFromScreen(page, 'QR-код посилання на «Мою стежку»')).toBe(link);
    const code = link.split('#')[1]!;

    // The second phone has a step of its own and another quiz result.
    const { context: second, page: other } = await browserWith(browser, baseURL, {
      [RECORD_KEY]: serializeRecord({ quiz: '1bbbbb', kept: ['architect'] }),
      [MARKS_KEY]: serializeMarks({ teacher: ['kids'] }),
    });
    second.on('request', (request) => sent.push({ url: request.url(), body: request.postData() }));
    await other.goto(link);
    const question = other.locator('[data-import]');
    await expect(question.getByRole('heading', { name: 'Перенести «Мою стежку» в цей браузер?' })).toBeVisible();
    await expect(question).toContainText('Збережені професії: Кухар, Учитель');
    await expect(question).toContainText('Пройдені кроки професії «Учитель»: 2 кроки');
    // Nothing changes before the answer.
    const before = await storage(other, RECORD_KEY);
    expect(JSON.parse(before!).quiz).toBe('1bbbbb');
    const differs = question.getByRole('group', { name: 'Тут уже є інший результат тесту. Який залишити?' });
    await expect(differs.getByRole('radio', { name: /^Той, що вже тут/ })).toBeChecked();
    await differs.getByRole('radio', { name: /^Той, що переносиш/ }).check();
    await other.screenshot({ path: test.info().outputPath('question.png'), fullPage: true });
    await question.getByRole('button', { name: 'Перенести' }).click();
    await expect(other.locator('[data-moved]')).toBeFocused();
    expect(other.url()).not.toContain('#');
    const record = JSON.parse((await storage(other, RECORD_KEY))!);
    expect(record.quiz).toBe('1acbdd');
    expect(record.kept).toEqual(['architect', 'chef', 'teacher']);
    expect(JSON.parse((await storage(other, MARKS_KEY))!).marks.teacher.sort()).toEqual(['kids', 'nmt', 'tutor']);
    expect(await storage(other, INTERESTS_KEY)).toContain('received');
    await other.goto(paths.interests.href());
    await expect(other.locator('[data-interests-result]')).toBeVisible();

    // Nothing of the record went to the server.
    expect(sent.length).toBeGreaterThan(5);
    for (const { url, body } of sent) {
      expect(url).not.toContain('#');
      expect(body, url).toBeNull();
      expect(url).not.toContain(code.slice(2));
    }
    await phone.close();
    await second.close();
  });

  test('saves a file and opens it again in another browser', async ({ browser, baseURL }) => {
    const { context, page } = await browserWith(browser, baseURL, {
      [RECORD_KEY]: serializeRecord({ quiz: null, kept: ['lawyer'] }),
      [MARKS_KEY]: serializeMarks({ 'data-scientist': ['python'] }),
    });
    await page.goto(paths.record.href());
    await page.getByRole('button', { name: 'Перенести на інший пристрій' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Зберегти файл' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^moia-stezhka-\d{4}-\d\d-\d\d\.txt$/);
    const file = test.info().outputPath(download.suggestedFilename());
    await download.saveAs(file);

    const { context: fresh, page: empty } = await browserWith(browser, baseURL, {});
    await empty.goto(paths.record.href());
    await expect(empty.locator('[data-record-empty]')).toBeVisible();
    await waitForHydration(empty, 'main button');
    const chooser = empty.waitForEvent('filechooser');
    await empty.getByRole('button', { name: 'Відкрити файл' }).click();
    await (await chooser).setFiles(file);
    await expect(empty.locator('[data-import-adds]')).toContainText('Юрист');
    await empty.getByRole('button', { name: 'Перенести' }).click();
    await expect(empty.locator('[data-record-sheet] [data-record-part="kept"]')).toContainText('Юрист');
    await expect(empty.locator('[data-record-sheet] [data-record-part="marks"]')).toContainText(
      'Фахівець із науки про дані',
    );
    await context.close();
    await fresh.close();
  });

  test('a profile from a link replaces statements answered here only if the student says so', async ({
    browser,
    baseURL,
  }) => {
    const begun = serializeProgress({ answers: answers.map((a, i) => (i < 10 ? a : null)), at: 10 });
    const { context, page } = await browserWith(browser, baseURL, { [INTERESTS_KEY]: begun });
    await page.goto(
      paths.record.href(encodeRecord({ quiz: null, interests: [20, 4, 16, 1, 9, 24], kept: [], marks: {} })),
    );
    const choice = page.getByRole('group', { name: /^Тут уже є відповіді на 10 з\s36 занять/ });
    await expect(choice.getByRole('radio', { name: /^Відповіді, що вже тут/ })).toBeChecked();
    await page.getByRole('button', { name: 'Перенести' }).click();
    expect(await storage(page, INTERESTS_KEY)).toBe(begun);
    await context.close();
  });

  test('a damaged or newer link says so in one line and changes nothing', async ({ browser, baseURL }) => {
    const stored = serializeRecord({ quiz: '1acbdd', kept: ['chef'] });
    const { context, page } = await browserWith(browser, baseURL, { [RECORD_KEY]: stored });
    await page.goto(`${paths.record.href()}#m=1!!`);
    await expect(page.locator('[data-bad-link]')).toHaveText(/^Посилання пошкоджене/);
    await page.goto(`${paths.record.href()}#m=3AAAA`);
    await expect(page.locator('[data-bad-link]')).toHaveText(/^Це посилання створила новіша версія Стежки/);
    expect(await storage(page, RECORD_KEY)).toBe(stored);
    await expect(page.locator('[data-import]')).toHaveCount(0);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const)
    test(`axe finds nothing on the record and its question, ${colorScheme}, and nothing overflows a phone`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await browserWith(
        browser,
        baseURL,
        {
          [RECORD_KEY]: serializeRecord({ quiz: '1acbdd', kept: ['teacher', 'chef'] }),
          [INTERESTS_KEY]: FINISHED,
          [MARKS_KEY]: serializeMarks({ teacher: ['tutor'] }),
        },
        { colorScheme, viewport: { width: 375, height: 800 } },
      );
      await page.goto(paths.record.href());
      await expect(page.locator('[data-record-sheet] [data-record-part="marks"]')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await page.goto(
        paths.record.href(encodeRecord({ quiz: '1bbbbb', interests: null, kept: ['lawyer'], marks: {} })),
      );
      await expect(page.locator('[data-import]')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      await context.close();
    });
});

import { readFileSync } from 'node:fs';
import { QUIZ_QUESTIONS } from '../src/data/quiz';
import { readQrFromScreen } from './class-helpers';
import { coordinatorLink, seedLessons, times } from './course-helpers';
import { axeViolations, expect, hasNoHorizontalOverflow, test, waitForHydration } from './fixtures';

/**
 * The coordinator's merge (issue 40, decision 0036): two advisers, each in their own browser,
 * send their lessons' links; a third browser opens them into a community report in which every
 * count from 1 to 4 students shows as «менше 5», and a count that would give one away by
 * subtraction is hidden too.
 *
 * Adviser A: «Ліцей 1», 5 students answering a…a and 2 answering b…b. Adviser B: «Гімназія 2»,
 * 3 students answering a…a, and a lesson with no name, 6 students answering c…c. Together: 16;
 * each question a 8, b 2, c 6, d 0. So b is «менше 5», and c, which 16 − 8 − 0 would otherwise
 * give away with b, is «приховано». «Гімназія 2» (3) has no line of its own.
 */
test.describe('the coordinator’s report', () => {
  test('two advisers’ links merge on a third browser, small counts hidden, CSV read', async ({ browser }) => {
    test.setTimeout(90_000);
    const adviserA = await browser.newContext();
    const a = await seedLessons(adviserA, [
      { id: 'lessonaa', label: '8-А', codes: [...times(5, '1aaaaa'), ...times(2, '1bbbbb')] },
    ]);
    const linkA = await coordinatorLink(a, 'lessonaa', 'Ліцей 1');
    // The dialog says who the exact counts are for; the link carries no student's code.
    expect(linkA).toMatch(/\/class\/coordinator#k=1\.lessonaa\./);
    expect(linkA).not.toContain('aaaaa');
    expect(linkA).not.toContain('bbbbb');

    const adviserB = await browser.newContext();
    const b = await seedLessons(adviserB, [
      { id: 'lessonbb', label: '9-Б', codes: times(3, '1aaaaa') },
      { id: 'lessoncc', label: '9-В', codes: times(6, '1ccccc') },
    ]);
    const linkB = await coordinatorLink(b, 'lessonbb', 'Гімназія 2');
    const linkC = await coordinatorLink(b, 'lessoncc');
    // The lesson's own label never travels unless typed as the name.
    expect(linkC).not.toContain(encodeURIComponent('9-В'));
    await expect(b.getByRole('button', { name: 'Надіслати координатору' })).toBeVisible();

    const coordinator = await browser.newContext({ acceptDownloads: true });
    const page = await coordinator.newPage();
    const outcome = page.locator('[data-link-outcome]');
    await page.goto(linkA);
    await expect(outcome).toHaveText('Урок додано до звіту.');
    // The fragment is gone: a reload adds nothing.
    await expect(page).toHaveURL(/\/class\/coordinator$/);
    await page.goto(linkA);
    await expect(outcome).toHaveText('Цей урок уже є у звіті: удруге його не враховано.');
    await page.goto(linkB);
    await expect(outcome).toHaveText('Урок додано до звіту.');
    await page.goto(linkC);
    await expect(outcome).toHaveText('Урок додано до звіту.');

    const report = page.locator('[data-community-report]');
    await expect(report.locator('[data-report-lessons]')).toHaveText('Уроків у звіті: 3');
    await expect(report.locator('[data-report-students]')).toHaveText('Пройшли тест: 16 учнів');
    for (let q = 0; q < QUIZ_QUESTIONS.length; q++) {
      await expect(report.locator(`[data-report-option="${q}-0"]`)).toHaveText('8 (50 %)');
      await expect(report.locator(`[data-report-option="${q}-1"]`)).toHaveText('менше 5');
      await expect(report.locator(`[data-report-option="${q}-2"]`)).toHaveText('приховано');
      await expect(report.locator(`[data-report-option="${q}-3"]`)).toHaveText('0 (0 %)');
    }
    // The results follow question 1: each profession hidden as its answer is.
    const results = report.locator('[data-report-list="report-professions"]');
    await expect(results.locator('[data-report-count="graphic-designer"]')).toHaveText('8 (50 %)');
    await expect(results.locator('[data-report-count="data-scientist"]')).toHaveText('менше 5');
    await expect(results.locator('[data-report-count="teacher"]')).toHaveText('приховано');
    await expect(report.locator('[data-report-group]')).toHaveText([
      /^Ліцей\s1\s\(1\sурок\)7\sучнів$/,
      /^Інші\sуроки\s\(без\sназви\sабо\sменше\s5\sучнів\).*9\sучнів$/,
    ]);
    await expect(report).not.toContainText('Гімназія 2');
    await expect(report.locator('[data-report-interests="none"]')).toContainText('Немає даних');

    // A damaged link, and a newer version's: one clear line each, nothing changed.
    await page.goto(linkA.slice(0, -6));
    await expect(outcome).toContainText('Це посилання пошкоджене');
    await page.goto(linkA.replace('#k=1.', '#k=2.'));
    await expect(outcome).toContainText('Це посилання створено в новішій версії Стежки');
    await expect(report.locator('[data-report-students]')).toHaveText('Пройшли тест: 16 учнів');

    // Pasted: the same link again counts once.
    await page.getByLabel('Посилання від радників').fill(`Ось мій урок: ${linkB}\n`);
    await page.getByRole('button', { name: 'Додати до звіту' }).click();
    await expect(page.locator('[data-paste-outcome]')).toHaveText([
      'Цей урок уже є у звіті: удруге його не враховано.',
    ]);

    // The CSV: each cell as the screen shows it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Завантажити таблицю (CSV)' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const rows = csv
      .slice(1)
      .trimEnd()
      .split('\r\n')
      // The report keeps «менше 5» on one line, with a no-break space.
      .map((line) => line.replace(/\u00A0/g, ' ').split(';'));
    expect(rows).toContainEqual(['Пройшли тест (учнів)', '16']);
    const plain = (text: string) => text.replace(/\u00A0/g, ' ');
    const option = (q: number, o: number) =>
      rows.find(
        (r) =>
          r[0] === 'Як учні відповідали' &&
          r[1] === plain(QUIZ_QUESTIONS[q]!.question) &&
          r[2]?.replace(/^"|"$/g, '') === plain(QUIZ_QUESTIONS[q]!.options[o]!.label),
      );
    expect(option(0, 0)?.slice(3)).toEqual(['8', '50']);
    expect(option(0, 1)?.slice(3)).toEqual(['менше 5', '']);
    expect(option(0, 2)?.slice(3)).toEqual(['приховано', '']);
    expect(option(4, 3)?.slice(3)).toEqual(['0', '0']);
    expect(rows).toContainEqual(['Школи й класи', '', 'Ліцей 1', '7', '']);
    expect(csv).not.toContain('Гімназія 2');
    expect(csv).not.toMatch(/;[1-4];/);

    // Kept in this browser: a reload shows it; axe finds nothing in either scheme.
    await page.reload();
    await waitForHydration(page, 'main form button');
    await expect(report.locator('[data-report-students]')).toHaveText('Пройшли тест: 16 учнів');
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page)).toEqual([]);

    // Deleted with one confirmation.
    await page.getByRole('button', { name: 'Видалити звіт' }).click();
    await page
      .getByRole('alertdialog', { name: 'Видалити звіт?' })
      .getByRole('button', { name: 'Видалити звіт' })
      .click();
    await expect(page.locator('[data-report-empty]')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('stezhka:coordinator'))).toBe('{"v":1,"lessons":[]}');
    for (const c of [adviserA, adviserB, coordinator]) await c.close();
  });

  test('a lesson sent again replaces its counts; an earlier link after it changes nothing', async ({ browser }) => {
    const adviser = await browser.newContext();
    const a = await seedLessons(adviser, [{ id: 'lessonaa', label: '8-А', codes: times(5, '1aaaaa') }]);
    const first = await coordinatorLink(a, 'lessonaa');
    await a.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('stezhka:classes')!);
      stored.classes[0].students.push(...Array(3).fill({ code: '1ddddd', tag: null, via: 'code' }));
      localStorage.setItem('stezhka:classes', JSON.stringify(stored));
    });
    await a.reload();
    // A second later: a later revision.
    await a.waitForTimeout(1100);
    const second = await coordinatorLink(a, 'lessonaa');
    expect(second).not.toBe(first);

    const page = await (await browser.newContext()).newPage();
    const outcome = page.locator('[data-link-outcome]');
    await page.goto(first);
    await expect(page.locator('[data-report-students]')).toHaveText('Пройшли тест: 5 учнів');
    await page.goto(second);
    await expect(outcome).toHaveText('Цей урок надіслали знову: його попередні числа у звіті замінено новими.');
    await expect(page.locator('[data-report-students]')).toHaveText('Пройшли тест: 8 учнів');
    await page.goto(first);
    await expect(outcome).toHaveText('У звіті вже є новіші числа цього уроку: нічого не змінено.');
    await expect(page.locator('[data-report-students]')).toHaveText('Пройшли тест: 8 учнів');
    await expect(page.locator('[data-report-option="0-3"]')).toHaveText('менше 5');
  });

  test('at 375 px a class’s link is a QR code the decoder reads, and the report fits the screen', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    // A class of 28 with varied answers and interests: every profession named by some answer.
    const codes = [...times(7, '1abcda'), ...times(7, '1bcdab'), ...times(7, '1cdabc'), ...times(7, '1dabcd')];
    const a = await seedLessons(context, [
      {
        id: 'lessonaa',
        label: '8-А',
        codes,
        interests: Array.from({ length: 20 }, (_, i) => [20 - (i % 7), 4 + i, 3, 9, 12, 1]),
      },
    ]);
    await a.goto('/class#c=lessonaa');
    await a.getByRole('button', { name: 'Надіслати координатору' }).click();
    const dialog = a.getByRole('dialog', { name: 'Надіслати координатору' });
    await dialog.getByLabel('Назва школи чи класу').fill('Ліцей 3');
    const link = await dialog.locator('[data-coordinator-link]').inputValue();
    const qr = 'QR-код посилання для координатора';
    await expect(dialog.getByRole('img', { name: qr })).toBeVisible();
    expect(await readQrFromScreen(a, qr)).toBe(link);
    expect(await axeViolations(a)).toEqual([]);
    // A name long enough to pass the limit: the dialog says why there is no code.
    await dialog.getByLabel('Назва школи чи класу').fill('Ліцей № 3 імені Лесі Українки, 8-А клас');
    await expect(dialog.locator('[data-coordinator-qr="none"]')).toContainText('посилання довше за 210 символів');
    await dialog.getByRole('button', { name: 'Закрити' }).click();
    const page = await context.newPage();
    await page.goto(link);
    await expect(page.locator('[data-report-students]')).toHaveText(/^Пройшли тест:\s28\sучнів$/);
    await expect(page.locator('[data-report-group]')).toHaveText([/^Ліцей\s3/]);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
  });
});

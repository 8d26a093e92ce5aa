import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { STEP_TIPS } from '../src/data/step-tips';
import { DETAILS } from './catalogue';
import { answerQuiz, expect, test } from './fixtures';

/** Pages in a PDF: one `/Type /Page` object each (`/Type /Pages` is the tree). */
function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;
}

async function openDetailForPrint(page: Page, id: string) {
  await page.goto(`/profession/${id}`);
  // The page address is written once the route has hydrated (its body may stay server HTML).
  await expect(page.locator('[data-print-address]')).toHaveCount(1);
  await page.emulateMedia({ media: 'print' });
}

test.describe('printing', () => {
  for (const [id, detail] of Object.entries(DETAILS)) {
    test(`${id}: the roadmap prints without the site around it`, async ({ page, baseURL }) => {
      await openDetailForPrint(page, id);
      // No navigation, footer, buttons or the side column.
      await expect(page.getByRole('navigation', { name: 'Головне меню' })).toBeHidden();
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Почни вчитись вже зараз' })).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Наступні кроки' })).toBeHidden();
      await expect(page.getByRole('link', { name: /Усі професії/ })).toBeHidden();
      await expect(page.getByText('Натисни на крок', { exact: false })).toBeHidden();

      // Every phase and every step, as numbered lists.
      const phases = page.getByRole('list', { name: 'Етапи' });
      for (const phase of detail.roadmap) {
        await expect(phases.getByRole('heading', { name: phase.phase, exact: true })).toBeVisible();
        for (const step of phase.steps)
          await expect(phases.getByRole('button', { name: step.text, exact: true })).toBeVisible();
      }
      const stepStyle = await phases
        .locator('ul')
        .first()
        .evaluate((ul) => getComputedStyle(ul).listStyleType);
      expect(stepStyle).toBe('decimal');
      const avoid = await phases
        .locator('ul > li')
        .first()
        .evaluate((li) => getComputedStyle(li).breakInside);
      expect(avoid).toBe('avoid');

      // The four tips, once.
      // (Each step's closed dialog carries them too, unseen.)
      for (const tip of STEP_TIPS)
        await expect(page.getByText(tip, { exact: true }).filter({ visible: true })).toHaveCount(1);
      for (const tip of STEP_TIPS)
        await expect(page.getByText(tip, { exact: true }).filter({ visible: true })).toBeVisible();

      // Skills with percentages, education with badges, the address at the end.
      for (const skill of detail.skills) {
        const item = page
          .getByRole('listitem')
          .filter({ has: page.getByText(skill.name, { exact: true }) })
          .first();
        await expect(item).toContainText(`${skill.level} %`);
      }
      for (const item of detail.education) {
        const row = page.getByRole('listitem').filter({ hasText: item.requirement });
        await expect(row).toContainText(item.mandatory ? "Обов'язково" : 'Бажано');
      }
      await expect(page.getByText(`Адреса сторінки: ${baseURL}/profession/${id}`)).toBeVisible();

      const pdf = await page.pdf({ format: 'A4', printBackground: false });
      writeFileSync(test.info().outputPath(`${id}.pdf`), pdf);
      const pages = pdfPageCount(pdf);
      test.info().annotations.push({ type: 'pdf pages', description: `${id}: ${pages}` });
      expect(pages).toBeGreaterThan(0);
      if (id === 'software-engineer') expect(pages).toBeLessThanOrEqual(3);
    });
  }

  test('the PDF page counter counts pages', () => {
    // A tiny two-page PDF skeleton: catches a counter that also counts the /Pages tree.
    const pdf = Buffer.from('<< /Type /Pages /Count 2 >>\n<< /Type /Page >>\n<< /Type/Page /Parent 1 0 R >>');
    expect(pdfPageCount(pdf)).toBe(2);
  });

  test('the result screen prints its three professions and its link, without buttons', async ({ page }) => {
    await answerQuiz(page);
    await expect(page.getByRole('heading', { level: 1, name: "Твої рекомендації щодо кар'єри" })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Поділитися результатом' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Пройти тест знову' })).toBeHidden();
    await expect(page.getByRole('link', { name: /Дослідити всі професії/ })).toBeHidden();
    for (const name of ['Graphic Designer', 'Web Developer', 'Marketing Specialist']) {
      await expect(page.getByRole('main').getByText(name, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(/Посилання на цей результат: http.*\/quiz#r=1aaaaa/)).toBeVisible();
    const pdf = await page.pdf({ format: 'A4' });
    writeFileSync(test.info().outputPath('quiz-result.pdf'), pdf);
    expect(pdfPageCount(pdf)).toBe(1);
  });
});

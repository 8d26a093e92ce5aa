import type { BrowserContext, Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

/** A lesson as the class page stores it (features/class/lib/class-format.ts), made up of codes typed in. */
export interface SeedLesson {
  id: string;
  label: string;
  codes: string[];
  /** Interest scores, for the first students. */
  interests?: number[][];
  /** Days before today. */
  daysAgo?: number;
}

/** Stores the lessons in this context's browser, as if gathered there, and opens /class. */
export async function seedLessons(context: BrowserContext, lessons: readonly SeedLesson[]): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/class');
  await page.evaluate((lessons) => {
    const day = 24 * 60 * 60 * 1000;
    localStorage.setItem(
      'stezhka:classes',
      JSON.stringify({
        v: 2,
        classes: lessons.map((l) => ({
          id: l.id,
          label: l.label,
          created: Date.now() - (l.daysAgo ?? 0) * day,
          students: l.codes.map((code, i) => ({
            code,
            tag: null,
            via: 'code',
            ...(l.interests?.[i] && { interests: l.interests[i] }),
          })),
        })),
      }),
    );
  }, lessons);
  await page.reload();
  await waitForHydration(page, 'main form button');
  return page;
}

/** Opens a stored lesson and makes its coordinator's link, with `name` typed in; returns the link. */
export async function coordinatorLink(page: Page, lessonId: string, name = ''): Promise<string> {
  await page.goto(`/class#c=${lessonId}`);
  await page.getByRole('button', { name: 'Надіслати координатору' }).click();
  const dialog = page.getByRole('dialog', { name: 'Надіслати координатору' });
  await expect(dialog).toBeVisible();
  if (name) await dialog.getByLabel('Назва школи чи класу').fill(name);
  const link = (await dialog.locator('[data-coordinator-link]').inputValue()).trim();
  await dialog.getByRole('button', { name: 'Закрити' }).click();
  return link;
}

/** The same code `n` times. */
export const times = (n: number, code: string): string[] => Array<string>(n).fill(code);

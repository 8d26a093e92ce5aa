import type { Browser, BrowserContext, Page } from '@playwright/test';
import { blockStockPhotos } from './fixtures';

/** A browser with values of its own in localStorage, set as the app would have stored them, once. */
export async function browserWith(
  browser: Browser,
  baseURL: string | undefined,
  stored: Record<string, string>,
  options: { viewport?: { width: number; height: number }; colorScheme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'uk-UA', acceptDownloads: true, ...options });
  await blockStockPhotos(context);
  await context.addInitScript((items) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, stored);
  return { context, page: await context.newPage() };
}

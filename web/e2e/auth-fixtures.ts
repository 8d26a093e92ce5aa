import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test as base, waitForHydration } from './fixtures';

const gapiStandin = fileURLToPath(new URL('./fixtures/gapi-standin.js', import.meta.url));

/**
 * Sign-in tests run against the real Auth emulator through the real popup. Only what this
 * offline machine cannot fetch is answered locally: Google's iframe library (our stand-in) and
 * the emulator page's stylesheets and Material script (empty).
 */
async function routeOfflineSignInAssets(context: BrowserContext) {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ path: gapiStandin, contentType: 'text/javascript; charset=utf-8' }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) =>
    route.fulfill({
      status: 200,
      body: '',
      contentType: route.request().url().endsWith('.js') ? 'text/javascript' : 'text/css',
    }),
  );
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await routeOfflineSignInAssets(context);
    await use(context);
  },
});

export { expect, waitForHydration };

/** Opens the add dialog on /search (the page must be loaded). */
export async function openAddDialog(page: Page) {
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Додати професію' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Signs in from the open dialog through the emulator's Google page with a fresh, generated
 * account; resolves when the popup has closed.
 */
export async function signInWithEmulator(page: Page) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: 'Увійти через Google' }).click();
  const popup = await popupOpened;
  await popup.getByText('Add new account').click();
  await popup.getByText('Auto-generate user information').click();
  const name = await popup.locator('#display-name-input').inputValue();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: /Sign in with Google\.com/i }).click();
  await closed;
  return { name };
}

/** /search, signed in and with the add dialog open on the form. */
export async function openFormSignedIn(page: Page) {
  await page.goto('/search');
  await openAddDialog(page);
  const { name } = await signInWithEmulator(page);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Додати нову професію' })).toBeVisible();
  return { name, dialog: page.getByRole('dialog') };
}

import type { Page } from '@playwright/test';
import { startServer } from './global-setup';
import { axeViolations } from './fixtures';
import { expect, openAddDialog, openFormSignedIn, signInWithEmulator, test, waitForHydration } from './auth-fixtures';

test.describe('sign-in on /search', () => {
  test('signed out, the dialog asks to sign in with Google', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/search');
    await waitForHydration(page);
    const opener = page.getByRole('button', { name: 'Додати професію' });
    const dialog = await openAddDialog(page);

    await expect(dialog.getByRole('heading', { name: 'Авторизація через Google' })).toBeVisible();
    await expect(dialog).toHaveAccessibleName('Авторизація через Google');
    await expect(dialog).toHaveAccessibleDescription(/увійди через Google.*захищаємо сайт від спаму/);
    await expect(dialog.getByRole('button', { name: 'Увійти через Google' })).toBeEnabled();
    // Locally the site signs in against the emulator, and says so.
    await expect(dialog.getByText(/емулятор Firebase/)).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(425);
    expect(await axeViolations(page)).toEqual([]);

    // Escape closes it and focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // Nobody is signed in: no account bar, and the emulator's English banner never shows.
    await expect(page.getByTestId('account-bar')).toHaveCount(0);
    await expect(page.locator('.firebase-emulator-warning')).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('signs in through the emulator’s Google page, shows the account, signs out', async ({ page, consoleErrors }) => {
    const { name, dialog } = await openFormSignedIn(page);

    // The dialog turned into the form.
    await expect(dialog).toHaveAccessibleName('Додати нову професію');
    await expect(dialog.getByText('Інформація не буде збережена в демо режимі')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Додати професію' })).toBeVisible();
    await expect(dialog.getByLabel('Назва')).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    // The account: the generated name, and the default picture (the account has no photo).
    const account = page.getByTestId('account-bar');
    await expect(account).toContainText(name);
    const avatar = account.getByTestId('user-avatar');
    await expect(avatar).toHaveAttribute('src', '/images/default-avatar.svg');
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    // A reload restores the session once the page is idle.
    await page.reload();
    await expect(page.getByTestId('account-bar')).toContainText(name);

    await page.getByRole('button', { name: 'Вийти' }).click();
    await expect(page.getByTestId('account-bar')).toHaveCount(0);
    const again = await openAddDialog(page);
    await expect(again.getByRole('heading', { name: 'Авторизація через Google' })).toBeVisible();
    // Still signed out after a reload.
    await page.keyboard.press('Escape');
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(500);
    await expect(page.getByTestId('account-bar')).toHaveCount(0);
    // No CSP violation or other error on the way.
    expect(consoleErrors).toEqual([]);
  });

  test('closing the popup shows the sign-in error toast', async ({ page }) => {
    // The SDK notices a closed popup by polling and gives up about 8 s later (spec §9).
    test.setTimeout(60_000);
    const dialog = await closeSignInPopup(page);

    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Помилка входу', { timeout: 20_000 });
    await expect(toast).toContainText('Не вдалося увійти через Google');
    // Screen readers hear it even though the dialog hides the page behind it.
    await expect(dialog.locator('[aria-live="assertive"]')).toHaveText('Помилка входу. Не вдалося увійти через Google');
    // The dialog stays, so the visitor can try again.
    await expect(dialog.getByRole('button', { name: 'Увійти через Google' })).toBeVisible();
    await expect(page.getByTestId('account-bar')).toHaveCount(0);
  });

  test('a second attempt after a closed popup succeeds', async ({ page }) => {
    test.setTimeout(60_000);
    const dialog = await closeSignInPopup(page);
    await expect(page.getByTestId('toast')).toContainText('Помилка входу', { timeout: 20_000 });
    await signInWithEmulator(page);
    await expect(dialog.getByRole('heading', { name: 'Додати нову професію' })).toBeVisible();
  });
});

test.describe('without a Firebase project', () => {
  test('the dialog says sign-in is not set up instead of failing', async ({ page, consoleErrors }) => {
    const { url, child } = await startServer({
      FIREBASE_API_KEY: '',
      FIREBASE_AUTH_DOMAIN: '',
      FIREBASE_PROJECT_ID: '',
      FIREBASE_APP_ID: '',
      FIREBASE_AUTH_EMULATOR_HOST: '',
    });
    try {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto(`${url}/search`);
      await waitForHydration(page);
      const dialog = await openAddDialog(page);
      await expect(dialog.getByRole('heading', { name: 'Авторизація через Google' })).toBeVisible();
      await expect(
        dialog.getByText('Вхід через Google на цьому сайті ще не налаштовано', { exact: false }),
      ).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Увійти через Google' })).toBeDisabled();
      expect(await axeViolations(page)).toEqual([]);
      // Firebase was never loaded.
      expect(requests.filter((r) => /firebase-client|googleapis/.test(r))).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
    }
  });
});

test('the dialog opens while Firebase is still loading, and its button waits for it', async ({ page }) => {
  // Firebase's code held back, as on a slow phone or a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/firebase-client-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/search');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Додати професію' }).click();
  const dialog = page.getByRole('dialog', { name: 'Авторизація через Google' });
  await expect(dialog).toBeVisible();
  const signIn = dialog.getByRole('button', { name: 'Увійти через Google' });
  await expect(signIn).toBeDisabled();
  release();
  await expect(signIn).toBeEnabled();
});

test('Firebase stays out of the other pages', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/');
  await waitForHydration(page, 'a');
  await page.waitForTimeout(1500);
  expect(requests.filter((r) => /firebase-client|add-profession-dialog|apis\.google\.com/.test(r))).toEqual([]);
});

/** Opens the add dialog on /search, starts sign-in and closes the emulator's popup once it has loaded. */
async function closeSignInPopup(page: Page) {
  await page.goto('/search');
  await waitForHydration(page);
  const dialog = await openAddDialog(page);
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Увійти через Google' }).click();
  const popup = await popupOpened;
  await popup.getByText('Add new account').waitFor();
  await popup.close();
  return dialog;
}

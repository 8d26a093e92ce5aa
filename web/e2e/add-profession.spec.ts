import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './fixtures';
import { expect, openFormSignedIn, test } from './auth-fixtures';

const REQUIRED = {
  title: 'Назва обов’язкова',
  description: 'Опис обов’язковий',
  category: 'Категорія обов’язкова',
  growth: 'Прогноз розвитку обов’язковий',
};

interface NewProfession {
  title: string;
  description?: string;
  category?: string;
  growth?: string;
  image?: string;
}

function fields(dialog: Locator) {
  return {
    title: dialog.getByLabel('Назва', { exact: true }),
    description: dialog.getByLabel('Опис', { exact: true }),
    category: dialog.getByLabel('Категорія', { exact: true }),
    growth: dialog.getByLabel('Прогноз розвитку', { exact: true }),
    image: dialog.getByLabel(/Посилання на зображення/),
    submit: dialog.getByRole('button', { name: 'Додати професію' }),
  };
}

async function fillForm(dialog: Locator, p: NewProfession) {
  const f = fields(dialog);
  await f.title.fill(p.title);
  await f.description.fill(p.description ?? 'Опис професії для перевірки.');
  await f.category.selectOption(p.category ?? 'Технології');
  await f.growth.selectOption(p.growth ?? 'Високий');
  await f.image.fill(p.image ?? '');
}

/** Adds a profession through the open form; resolves when the dialog has closed. */
async function addProfession(page: Page, dialog: Locator, p: NewProfession) {
  await fillForm(dialog, p);
  await fields(dialog).submit.click();
  await expect(dialog).toBeHidden();
  const toast = page.getByTestId('toast').filter({ hasText: 'Profession Added!' }).last();
  await expect(toast).toContainText(`${p.title.trim()} has been successfully added to the profession list.`);
}

/** The card of a profession in the list, found by its title link. */
const card = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Професії' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

test.describe('the add-profession form', () => {
  test('shows every required message on submit, then checks again on each change', async ({ page }) => {
    const { dialog } = await openFormSignedIn(page);
    const f = fields(dialog);
    await f.submit.click();
    for (const [name, message] of Object.entries(REQUIRED)) {
      const control = f[name as keyof typeof REQUIRED];
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(message);
    }
    await expect(f.image).not.toHaveAttribute('aria-invalid');
    // Focus goes to the first invalid field.
    await expect(f.title).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    // After the first submit every change is checked at once.
    await f.title.fill('Астроном');
    await expect(dialog.getByText(REQUIRED.title)).toHaveCount(0);
    await f.category.selectOption('Освіта');
    await expect(dialog.getByText(REQUIRED.category)).toHaveCount(0);
    await f.title.fill('');
    await expect(dialog.getByText(REQUIRED.title)).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('counts only spaces as empty and refuses 10,000 characters', async ({ page }) => {
    const { dialog } = await openFormSignedIn(page);
    const f = fields(dialog);
    await f.title.fill('     ');
    await f.description.fill(' \n\t  ');
    await f.submit.click();
    await expect(f.title).toHaveAccessibleDescription(REQUIRED.title);
    await expect(f.description).toHaveAccessibleDescription(REQUIRED.description);

    const long = 'Дуже довгий текст '.repeat(600).slice(0, 10_000);
    await f.title.fill(long);
    await f.description.fill(long);
    await f.image.fill(`https://example.com/${'a'.repeat(10_000)}.png`);
    await expect(f.title).toHaveAccessibleDescription('Назва має бути не довшою за 80 символів');
    await expect(f.description).toHaveAccessibleDescription('Опис має бути не довшим за 500 символів');
    await expect(f.image).toHaveAccessibleDescription(/не довшим за\s2048\sсимволів/);
    // The long texts wrap inside the dialog instead of widening it.
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(425);
  });

  test('refuses a title that is already taken', async ({ page }) => {
    const { dialog } = await openFormSignedIn(page);
    const f = fields(dialog);
    await fillForm(dialog, { title: '  software   ENGINEER ' });
    await f.submit.click();
    await expect(f.title).toHaveAccessibleDescription('Професія з такою назвою вже існує');

    // …including one added a moment ago.
    await addProfession(page, dialog, { title: 'Астроном' });
    await page.getByRole('button', { name: 'Додати професію' }).click();
    await fillForm(dialog, { title: ' астроном ' });
    await f.submit.click();
    await expect(f.title).toHaveAccessibleDescription('Професія з такою назвою вже існує');
  });

  test('adds a profession: its card, search, its page, and gone after a reload', async ({ page }) => {
    const { dialog } = await openFormSignedIn(page);
    await addProfession(page, dialog, {
      title: 'Game Designer',
      description: 'Придумує правила, світи й персонажів для відеоігор.',
      category: 'Креатив',
      growth: 'Дуже високий',
    });
    // Focus is back on the button that opened the dialog; the form starts empty next time.
    await expect(page.getByRole('button', { name: 'Додати професію' })).toBeFocused();
    await page.getByRole('button', { name: 'Додати професію' }).click();
    await expect(fields(dialog).title).toHaveValue('');
    await page.keyboard.press('Escape');

    const newCard = card(page, 'Game Designer');
    await expect(newCard).toBeVisible();
    await expect(newCard).toContainText('Дуже високий попит');
    await expect(newCard).toContainText('Креатив');
    await expect(newCard).toContainText('Придумує правила, світи й персонажів для відеоігор.');

    await page.getByRole('searchbox').fill('відеоігор');
    await expect(page.getByRole('list', { name: 'Професії' }).getByRole('listitem')).toHaveCount(1);
    await expect(newCard).toBeVisible();

    // Added professions have no detail: the page is the not-found screen.
    await newCard.getByRole('link', { name: 'Game Designer' }).click();
    await expect(page).toHaveURL(/\/profession\/game-designer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profession Not Found' })).toBeVisible();

    // Nothing is saved: after a reload it is gone.
    await page.goto('/search?q=Game%20Designer');
    await expect(page.getByText('Не знайдено професій за твоїм запитом. Спробуйте інші ключові слова.')).toBeVisible();
  });

  test('shows markup as text and never runs a javascript: image address', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const { dialog } = await openFormSignedIn(page);
    const title = '<script>window.__xss = 1</script><b>Хакер</b>';
    const description = '<img src=x onerror="window.__xss = 2"><script>alert(3)</script>';
    await addProfession(page, dialog, { title, description, image: 'javascript:window.__xss=4;alert(4)' });

    const newCard = card(page, title);
    await expect(newCard).toBeVisible();
    await expect(newCard.getByRole('link', { name: title, exact: true })).toHaveText(title);
    await expect(newCard).toContainText(description);
    // The picture is the app's own default, not the javascript: address.
    const image = newCard.locator('img');
    await expect(image).toHaveAttribute('src', '/images/fallback.svg');
    expect(await page.locator('main b, main script, main img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test('a Cyrillic title and an emoji title get working ids and pages', async ({ page }) => {
    const { dialog } = await openFormSignedIn(page);
    await addProfession(page, dialog, { title: 'Дитячий лікар' });
    await page.getByRole('button', { name: 'Додати професію' }).click();
    await addProfession(page, dialog, { title: 'Астронавт 🚀' });

    for (const [title, id] of [
      ['Дитячий лікар', 'дитячий-лікар'],
      ['Астронавт 🚀', 'астронавт-🚀'],
    ] as const) {
      const link = card(page, title).getByRole('link', { name: title, exact: true });
      await expect(link).toHaveAttribute('href', `/profession/${encodeURIComponent(id)}`);
    }
    await card(page, 'Дитячий лікар').getByRole('link').click();
    await expect(page).toHaveURL(`/profession/${encodeURIComponent('дитячий-лікар')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Profession Not Found' })).toBeVisible();
    await page.goBack();
    await card(page, 'Астронавт 🚀').getByRole('link').click();
    await expect(page).toHaveURL(`/profession/${encodeURIComponent('астронавт-🚀')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Profession Not Found' })).toBeVisible();
  });
});

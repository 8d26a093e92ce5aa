import { describe, expect, it } from 'vitest';
import { BUILT_IN_PROFESSIONS } from '@/data/professions';
import { createProfessionSchema, EMPTY_FORM, LIMITS, MESSAGES, type ProfessionFormValues } from './schema';

const takenIds = new Set(BUILT_IN_PROFESSIONS.map((p) => p.id));
const schema = createProfessionSchema((id) => takenIds.has(id));

const valid: ProfessionFormValues = {
  title: 'Астроном',
  description: 'Вивчає зорі, планети й галактики.',
  category: 'Освіта',
  growth: 'Середній',
  image: '',
};

/** The first message for each field, as the form shows them. */
function errorsOf(values: Partial<ProfessionFormValues>): Record<string, string> {
  const result = schema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('the add-profession schema', () => {
  it('uses the spec’s messages, with the typographic apostrophe', () => {
    expect(MESSAGES.titleRequired).toBe('Назва обов\u2019язкова');
    expect(MESSAGES.descriptionRequired).toBe('Опис обов\u2019язковий');
    expect(MESSAGES.categoryRequired).toBe('Категорія обов\u2019язкова');
    expect(MESSAGES.growthRequired).toBe('Прогноз розвитку обов\u2019язковий');
    expect(MESSAGES.titleTaken).toBe('Професія з\u00A0такою назвою вже існує');
  });

  it('requires title, description, category and growth', () => {
    expect(errorsOf(EMPTY_FORM)).toEqual({
      title: MESSAGES.titleRequired,
      description: MESSAGES.descriptionRequired,
      category: MESSAGES.categoryRequired,
      growth: MESSAGES.growthRequired,
    });
  });

  it('counts a value of only spaces (tabs, newlines) as missing', () => {
    expect(errorsOf({ title: '   ', description: ' \n\t ' })).toEqual({
      title: MESSAGES.titleRequired,
      description: MESSAGES.descriptionRequired,
    });
  });

  it('trims every text before accepting it', () => {
    const result = schema.parse({
      ...valid,
      title: '  Астроном  ',
      description: ' Опис. ',
      image: ' https://x.test/a.png ',
    });
    expect(result).toMatchObject({ title: 'Астроном', description: 'Опис.', image: 'https://x.test/a.png' });
  });

  it('refuses over-long texts with a Ukrainian message', () => {
    const long = 'а'.repeat(10_000);
    expect(errorsOf({ title: long, description: long, image: `https://x.test/${long}` })).toEqual({
      title: MESSAGES.titleTooLong,
      description: MESSAGES.descriptionTooLong,
      image: MESSAGES.imageTooLong,
    });
    expect(errorsOf({ title: 'а'.repeat(LIMITS.title), description: 'б'.repeat(LIMITS.description) })).toEqual({});
  });

  it('refuses a title whose id is taken, however it is spelt', () => {
    for (const title of ['Software Engineer', 'software engineer', '  TEACHER ', 'Data \t Scientist']) {
      expect(errorsOf({ title })).toEqual({ title: MESSAGES.titleTaken });
    }
  });

  it('refuses a title with no letter or digit', () => {
    expect(errorsOf({ title: '---' })).toEqual({ title: MESSAGES.titleNoLetters });
    expect(errorsOf({ title: '🚀🚀' })).toEqual({ title: MESSAGES.titleNoLetters });
  });

  it('accepts only the known categories and growth values', () => {
    expect(errorsOf({ category: 'Медицина', growth: 'Низький' })).toEqual({
      category: MESSAGES.categoryUnknown,
      growth: MESSAGES.growthUnknown,
    });
    for (const category of ['Технології', 'Освіта', 'Креатив', 'Бізнес']) expect(errorsOf({ category })).toEqual({});
    for (const growth of ['Дуже високий', 'Високий', 'Середній']) expect(errorsOf({ growth })).toEqual({});
  });

  it('takes any text as the image, as the spec says (no format check)', () => {
    expect(errorsOf({ image: 'javascript:alert(1)' })).toEqual({});
    expect(errorsOf({ image: 'не посилання' })).toEqual({});
  });

  it('keeps markup, Cyrillic and emoji as plain text', () => {
    const markup = '<script>alert(1)</script><b>жирний</b>';
    expect(schema.parse({ ...valid, title: `Лікар ${markup}`, description: markup })).toMatchObject({
      title: `Лікар ${markup}`,
      description: markup,
    });
    expect(schema.parse({ ...valid, title: 'Астронавт 🚀' }).title).toBe('Астронавт 🚀');
  });
});

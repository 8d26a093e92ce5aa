import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFESSION_IMAGE } from '@/data/professions';
import { toProfession } from './to-profession';

const base = { description: 'Опис.', category: 'Технології', growth: 'Високий', image: '' };

describe('toProfession', () => {
  it('makes the id by the spec’s slug rule and keeps the title as typed', () => {
    expect(toProfession({ ...base, title: 'Game Designer' })).toMatchObject({
      id: 'game-designer',
      title: 'Game Designer',
    });
    expect(toProfession({ ...base, title: 'Інженер   ШІ' }).id).toBe('інженер-ші');
    expect(toProfession({ ...base, title: 'Астронавт 🚀' }).id).toBe('астронавт-🚀');
  });

  it('falls back to the default stock image when none is given', () => {
    expect(toProfession({ ...base, title: 'A' }).image).toBe(DEFAULT_PROFESSION_IMAGE);
    expect(toProfession({ ...base, title: 'A', image: 'https://x.test/a.png' }).image).toBe('https://x.test/a.png');
  });

  it('uses the one name for both title lines', () => {
    expect(toProfession({ ...base, title: 'Лікар' })).toMatchObject({ title: 'Лікар', nameUk: 'Лікар' });
  });

  it('refuses values the schema would not have passed', () => {
    expect(() => toProfession({ ...base, title: 'A', category: 'Медицина' })).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import type { Profession } from '@/data/types';
import { filterProfessions, normalizeSearchText } from './filter-professions';

const profession = (fields: Pick<Profession, 'id' | 'title' | 'nameUk' | 'description' | 'category'>): Profession => ({
  growth: 'Високий',
  image: '',
  ...fields,
});

/** The search's own list, so a profession added to the catalogue changes none of these answers. */
const LIST: readonly Profession[] = [
  profession({
    id: 'software-engineer',
    title: 'Software Engineer',
    nameUk: 'Інженер-програміст',
    description: 'Пише код і тестує його.',
    category: 'Технології',
  }),
  profession({
    id: 'data-scientist',
    title: 'Data Scientist',
    nameUk: 'Фахівець із науки про дані',
    description: 'Будує моделі машинного навчання.',
    category: 'Технології',
  }),
  profession({
    id: 'teacher',
    title: 'Teacher',
    nameUk: 'Учитель',
    description: 'Навчає дітей і підлітків.',
    category: 'Освіта',
  }),
  profession({
    id: 'graphic-designer',
    title: 'Graphic Designer',
    nameUk: 'Графічний дизайнер',
    description: 'Створює логотипи й плакати.',
    category: 'Креатив',
  }),
  profession({
    id: 'marketing-specialist',
    title: 'Marketing Specialist',
    nameUk: 'Маркетолог',
    description: 'Планує рекламні кампанії.',
    category: 'Бізнес',
  }),
  profession({
    id: 'web-developer',
    title: 'Web Developer',
    nameUk: 'Веброзробник',
    description: 'Верстає сторінки.',
    category: 'Технології',
  }),
];

const ids = (query: string, list: readonly Profession[] = LIST) => filterProfessions(list, query).map((p) => p.id);

const custom = profession({
  id: 'кар’єрний-радник',
  title: 'Кар’єрний радник',
  nameUk: 'Кар’єрний радник',
  description: 'Допомагає знайти п’ять можливих шляхів.',
  category: 'Освіта',
});

describe('filterProfessions', () => {
  it('keeps every profession, in order, for an empty or blank query', () => {
    expect(ids('')).toEqual(LIST.map((p) => p.id));
    expect(ids('   ')).toEqual(LIST.map((p) => p.id));
  });

  it('ignores case', () => {
    expect(ids('SOFTWARE')).toEqual(['software-engineer']);
    expect(ids('sOfTwArE eNgInEeR')).toEqual(['software-engineer']);
    expect(ids('УЧИТЕЛЬ')).toEqual(['teacher']);
  });

  it('matches a substring of the English title', () => {
    expect(ids('develop')).toEqual(['web-developer']);
    expect(ids('ist')).toEqual(['data-scientist', 'marketing-specialist']);
  });

  it('matches a substring of the Ukrainian name', () => {
    expect(ids('маркетолог')).toEqual(['marketing-specialist']);
    expect(ids('програміст')).toEqual(['software-engineer']);
  });

  it('matches a substring of the description', () => {
    expect(ids('логотипи')).toEqual(['graphic-designer']);
    expect(ids('машинного навчання')).toEqual(['data-scientist']);
  });

  it('matches a substring of the category', () => {
    expect(ids('Креатив')).toEqual(['graphic-designer']);
    expect(ids('бізнес')).toEqual(['marketing-specialist']);
    expect(ids('технології')).toEqual(['software-engineer', 'data-scientist', 'web-developer']);
  });

  it('ignores spaces around the query and repeated spaces inside it', () => {
    expect(ids('  teacher  ')).toEqual(['teacher']);
    expect(ids('\tdata    scientist\n')).toEqual(['data-scientist']);
  });

  it("treats the apostrophes ' ’ ʼ as the same character", () => {
    const list = [...LIST, custom];
    expect(ids("кар'єрний", list)).toEqual([custom.id]);
    expect(ids('карʼєрний', list)).toEqual([custom.id]);
    expect(ids('кар’єрний', list)).toEqual([custom.id]);
    expect(ids("п'ять", list)).toEqual([custom.id]);
  });

  it('returns nothing when no field matches', () => {
    expect(ids('астронавт')).toEqual([]);
    expect(ids('xyz')).toEqual([]);
  });
});

describe('normalizeSearchText', () => {
  it('lower-cases, unifies apostrophes and squeezes spaces', () => {
    expect(normalizeSearchText('  Обʼєкт  ДАНИХ ’ ')).toBe("об'єкт даних '");
  });
});

import { describe, expect, it } from 'vitest';
import { BUILT_IN_PROFESSIONS } from '@/data/professions';
import type { Profession } from '@/data/types';
import { filterProfessions, normalizeSearchText } from './filter-professions';

const ids = (query: string, list: readonly Profession[] = BUILT_IN_PROFESSIONS) =>
  filterProfessions(list, query).map((p) => p.id);

const custom: Profession = {
  id: 'кар’єрний-радник',
  title: 'Кар’єрний радник',
  nameUk: 'Кар’єрний радник',
  description: 'Допомагає знайти п’ять можливих шляхів.',
  category: 'Освіта',
  growth: 'Середній',
  image: '',
};

describe('filterProfessions', () => {
  it('keeps every profession, in order, for an empty or blank query', () => {
    expect(ids('')).toEqual(BUILT_IN_PROFESSIONS.map((p) => p.id));
    expect(ids('   ')).toEqual(BUILT_IN_PROFESSIONS.map((p) => p.id));
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
    const list = [...BUILT_IN_PROFESSIONS, custom];
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

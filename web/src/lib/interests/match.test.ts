import { describe, expect, it } from 'vitest';
import { MATCH_COUNT } from '@/data/interests';
import { hasDetail } from '@/data/profession-details';
import { PROFESSION_INTERESTS } from '@/data/profession-interests';
import { PROFESSION_NAMES } from '@/data/profession-names';
import { professionIdOf } from '@/data/recommendation-ids';
import { DEFAULT_RECOMMENDATION, RECOMMENDATIONS } from '@/data/recommendations';
import { RIASEC, type Riasec } from '@/data/riasec';
import { lineOf } from '@/lib/quiz-code/line-of';
import { interestTable, type InterestTableRow } from './interest-table';
import { pearson } from '@/lib/pearson';
import { bestProfessions as best, professionTypes, rankProfessions as rank } from './match';
import type { InterestScores } from './scores';

const TABLE = interestTable({ interests: PROFESSION_INTERESTS, names: PROFESSION_NAMES, lineOf, hasDetail });
const rankProfessions = (scores: InterestScores, strongest: readonly Riasec[]) =>
  rank(scores, strongest, TABLE).map(({ profession, ...match }) => ({ name: profession.title, ...match }));
const bestProfessions = (scores: InterestScores, strongest: readonly Riasec[]) =>
  best(scores, strongest, TABLE).map(({ profession, ...match }) => ({ name: profession.title, ...match }));

const s = (...scores: number[]) => scores as unknown as InterestScores;

describe('the O*NET data', () => {
  it('has scores and a source for every name of the table', () => {
    const names = new Set([...Object.values(RECOMMENDATIONS).flat(), ...DEFAULT_RECOMMENDATION]);
    expect(Object.keys(PROFESSION_INTERESTS)).toEqual(expect.arrayContaining([...names].map(professionIdOf)));
    for (const [name, onet] of Object.entries(PROFESSION_INTERESTS)) {
      expect(onet.code, name).toMatch(/^\d\d-\d{4}\.\d\d$/);
      expect(onet.title, name).not.toBe('');
      expect(['exact', 'close', 'substitute', 'weak substitute']).toContain(onet.fit);
      expect(onet.scores).toHaveLength(6);
      for (const score of onet.scores) expect(score >= 1 && score <= 7, name).toBe(true);
    }
  });
});

describe('pearson', () => {
  it('is 1 for the same shape, −1 for the opposite, null for a flat profile', () => {
    expect(pearson([1, 2, 3, 4, 5, 6], [2, 4, 6, 8, 10, 12])).toBeCloseTo(1);
    expect(pearson([1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2, 1])).toBeCloseTo(-1);
    expect(pearson([3, 3, 3, 3, 3, 3], [1, 2, 3, 4, 5, 6])).toBeNull();
  });
});

describe('rankProfessions', () => {
  it('ranks first a profession whose scores the student’s are proportional to', () => {
    for (const row of TABLE) {
      const student = s(...row.scores.map((x) => x * 3));
      const [first] = rankProfessions(student, []);
      // Another profession may have the very same shape only if its scores are proportional too.
      expect(first!.r, row.title).toBeCloseTo(1);
      expect(rankProfessions(student, []).find((m) => m.name === row.title)!.r).toBeCloseTo(1);
    }
    const designer = PROFESSION_INTERESTS['graphic-designer']!.scores;
    expect(rankProfessions(s(...designer.map((x) => x * 2 + 1)), [])[0]!.name).toBe('Graphic Designer');
  });

  it('keeps the same order when every score is scaled or shifted', () => {
    const student = s(4, 20, 7, 16, 3, 11);
    const order = rankProfessions(student, []).map((m) => m.name);
    expect(rankProfessions(s(8, 40, 14, 32, 6, 22), []).map((m) => m.name)).toEqual(order);
    expect(rankProfessions(s(5, 21, 8, 17, 4, 12), []).map((m) => m.name)).toEqual(order);
    expect(order).toHaveLength(TABLE.length);
  });

  it('lists no profession for a flat profile', () => {
    expect(rankProfessions(s(9, 9, 9, 9, 9, 9), [])).toEqual([]);
  });

  // Issue 47: one profession's six equal scores emptied every student's list.
  it('leaves out a flat profession and still ranks the others', () => {
    const flat: InterestTableRow = {
      title: 'Flat',
      name: 'Пласка',
      slug: 'flat',
      page: false,
      scores: [4, 4, 4, 4, 4, 4],
    };
    const matches = rank(s(4, 20, 7, 16, 3, 11), [], [flat, ...TABLE]);
    expect(matches).toHaveLength(TABLE.length);
    expect(matches.map((m) => m.profession.slug)).not.toContain('flat');
  });

  it('names the types the student and the profession share', () => {
    const [best] = bestProfessions(s(2, 4, 24, 3, 14, 5), ['A', 'E']);
    expect(['Art Director', 'Filmmaker', 'Musician', 'Content Writer']).toContain(best!.name);
    expect(best!.shared).toEqual(['A', 'E']);
    expect(bestProfessions(s(2, 4, 24, 3, 14, 5), ['A', 'E'])).toHaveLength(MATCH_COUNT);
  });
});

describe('professionTypes', () => {
  it('takes the highest three above the profession’s own mean, as O*NET’s letters do here', () => {
    // O*NET 30.2's scores of the three occupations (interests-facts.md §2) and their high points.
    const letters = (...scores: number[]) => professionTypes(scores).join('');
    expect(letters(3.38, 2.86, 7, 2.16, 3.43, 3.92), 'Graphic Designers').toBe('AC');
    expect(letters(2.73, 3.19, 3.77, 7, 2.9, 3.61), 'Secondary School Teachers').toBe('S');
    expect(letters(6.39, 5.12, 2.02, 1.22, 1.97, 4.83), 'Mechanical Engineers').toBe('RIC');
    expect(RIASEC).toHaveLength(6);
  });
});

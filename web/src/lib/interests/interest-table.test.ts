import { describe, expect, it } from 'vitest';
import { hasDetail } from '@/data/profession-details';
import { PROFESSION_INTERESTS } from '@/data/profession-interests';
import { PROFESSION_NAMES } from '@/data/profession-names';
import { RECOMMENDATION_NAMES_UK } from '@/data/recommendation-names';
import { lineOf } from '@/lib/quiz-code/line-of';
import { interestTable } from './interest-table';

describe('the interest table', () => {
  const table = interestTable({ interests: PROFESSION_INTERESTS, names: RECOMMENDATION_NAMES_UK, lineOf, hasDetail });

  it('has every profession with O*NET scores once, with its Ukrainian name and its line', () => {
    expect(table.map((row) => row.title)).toEqual(Object.keys(PROFESSION_INTERESTS));
    for (const row of table) {
      expect(row.name, row.title).toBe(RECOMMENDATION_NAMES_UK[row.title]);
      expect(row.line, row.title).toBe(lineOf(row.title));
      expect(row.line, row.title).toMatch(/\.$/);
      expect(row.scores, row.title).toEqual(PROFESSION_INTERESTS[row.title]!.scores);
    }
  });

  it('links each to its own page or profile', () => {
    for (const row of table) {
      expect(PROFESSION_NAMES[row.slug]?.title, row.title).toBe(row.title);
      expect(row.page, row.title).toBe(hasDetail(row.slug));
    }
    expect(table.filter((row) => row.page).map((row) => row.slug)).toEqual(
      expect.arrayContaining(['software-engineer', 'data-scientist', 'teacher']),
    );
  });
});

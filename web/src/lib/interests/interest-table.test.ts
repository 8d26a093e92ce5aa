import { describe, expect, it } from 'vitest';
import { hasDetail } from '@/data/profession-details';
import { PROFESSION_INTERESTS } from '@/data/profession-interests';
import { PROFESSION_NAMES } from '@/data/profession-names';
import { lineOf } from '@/lib/quiz-code/line-of';
import { interestTable } from './interest-table';

describe('the interest table', () => {
  const table = interestTable({ interests: PROFESSION_INTERESTS, names: PROFESSION_NAMES, lineOf, hasDetail });

  it('has every profession with O*NET scores once, with its names and its line', () => {
    expect(table.map((row) => row.slug)).toEqual(Object.keys(PROFESSION_INTERESTS));
    for (const row of table) {
      expect(row.title, row.slug).toBe(PROFESSION_NAMES[row.slug]!.title);
      expect(row.name, row.slug).toBe(PROFESSION_NAMES[row.slug]!.nameUk);
      expect(row.line, row.slug).toBe(lineOf(row.slug));
      expect(row.line, row.slug).toMatch(/\.$/);
      expect(row.scores, row.slug).toEqual(PROFESSION_INTERESTS[row.slug]!.scores);
    }
  });

  it('links each to its own page or profile', () => {
    for (const row of table) expect(row.page, row.slug).toBe(hasDetail(row.slug));
    expect(table.filter((row) => row.page).map((row) => row.slug)).toEqual(
      expect.arrayContaining(['software-engineer', 'data-scientist', 'teacher']),
    );
  });

  it('reads no key from the English title: a profession is its id', () => {
    const renamed = interestTable({
      interests: { 'graphic-designer': PROFESSION_INTERESTS['graphic-designer']! },
      names: { 'graphic-designer': { title: 'Graphic Desinger', nameUk: 'Графічний дизайнер' } },
      lineOf: () => 'Рядок.',
      hasDetail: () => false,
    });
    expect(renamed).toEqual([expect.objectContaining({ title: 'Graphic Desinger', slug: 'graphic-designer' })]);
  });
});

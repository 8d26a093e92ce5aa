import { describe, expect, it } from 'vitest';
import { groupLines, rowIsSafe, showCount, showRow, showUnion, type Shown } from './small-counts';

const count = (n: number): Shown => ({ kind: 'count', count: n });
const small: Shown = { kind: 'small' };
const hidden: Shown = { kind: 'hidden' };

describe('the small-count rule', () => {
  it('shows 0 as 0, 1 to 4 as «менше 5», 5 and more as they are', () => {
    expect(showCount(0)).toEqual(count(0));
    expect(showCount(1)).toEqual(small);
    expect(showCount(4)).toEqual(small);
    expect(showCount(5)).toEqual(count(5));
    expect(showCount(31)).toEqual(count(31));
  });

  it('leaves a row with no small count as it is', () => {
    expect(showRow([10, 0, 5, 15], 30)).toEqual([count(10), count(0), count(5), count(15)]);
  });

  it('hides a second count where the total would give the small one away', () => {
    // 30 − 10 − 12 − 0 = 4: so 10, the smallest other, is hidden too.
    expect(showRow([4, 10, 12, 0], 26)).toEqual([small, hidden, count(12), count(0)]);
  });

  it('hides until no count can be worked out, not just a second one', () => {
    // 1 and a hidden count of 5 in 6 would say both; the next one goes too.
    expect(showRow([1, 5, 9, 0], 15)).toEqual([small, hidden, hidden, count(0)]);
    // Two small counts alone in 8 are 4 and 4: the row can't be shown at all, zeros included.
    expect(showRow([4, 4, 0, 0], 8)).toEqual([hidden, hidden, hidden, hidden]);
  });

  it('takes two small counts whose sum says nothing exact as safe', () => {
    expect(showRow([2, 3, 20, 0], 25)).toEqual([small, small, count(20), count(0)]);
    // 1 + 1 = 2 would say both: something else goes.
    expect(showRow([1, 1, 20, 0], 22)).toEqual([small, small, hidden, count(0)]);
  });

  it('every row it shows is safe', () => {
    for (let a = 0; a <= 9; a++)
      for (let b = 0; b <= 9; b++)
        for (let c = 0; c <= 9; c++) {
          const total = a + b + c + 6;
          const shown = showRow([a, b, c, 6], total);
          const allHidden = shown.every((s) => s.kind === 'hidden');
          expect(allHidden || rowIsSafe(shown, total), `${a} ${b} ${c} 6`).toBe(true);
          shown.forEach((s, i) => {
            const n = [a, b, c, 6][i]!;
            if (s.kind === 'small') expect(n).toBeGreaterThan(0);
            if (s.kind === 'small') expect(n).toBeLessThan(5);
            if (s.kind === 'count') expect(s.count).toBe(n);
            if (n > 0 && n < 5) expect(s.kind).not.toBe('count');
          });
        }
  });

  it('hides a profession suggested by one answer alone as that answer shows', () => {
    expect(showUnion(7, [hidden, count(0)], 30)).toEqual(hidden);
    expect(showUnion(7, [count(7)], 30)).toEqual(count(7));
    expect(showUnion(3, [small], 30)).toEqual(small);
  });

  it('hides a union that would narrow a hidden part to one value', () => {
    // At least 14 of 10 + at most 4: the small part is 4.
    expect(showUnion(14, [small, count(10)], 30)).toEqual(hidden);
    // 12 of 10 + 1..4 leaves 2, 3 or 4.
    expect(showUnion(12, [small, count(10)], 30)).toEqual(count(12));
  });

  it('gives a school of fewer than 5 no line, nor one that would show the rest', () => {
    const g = (name: string, students: number) => ({ name, students });
    // Б's 3 would be 35 − 20 − 12: В, the smallest line, joins it.
    expect(groupLines([g('А', 20), g('Б', 3), g('В', 12)], 0)).toEqual({ lines: [g('А', 20)], rest: 15 });
    expect(groupLines([g('А', 20), g('Б', 8)], 0)).toEqual({ lines: [g('А', 20), g('Б', 8)], rest: 0 });
    expect(groupLines([g('А', 20), g('Б', 8)], 6)).toEqual({ lines: [g('А', 20), g('Б', 8)], rest: 6 });
    expect(groupLines([g('А', 4)], 0)).toEqual({ lines: [], rest: 4 });
  });
});

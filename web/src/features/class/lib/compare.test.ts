import { describe, expect, it } from 'vitest';
import { compare, pointsText, signed } from './compare';

describe('the start of a course beside its end', () => {
  it('gives the change in students and in percentage points of the shares shown', () => {
    expect(compare(3, 20, 6, 25)).toEqual({ start: 3, end: 6, startPercent: 15, endPercent: 24, change: 3, points: 9 });
    expect(compare(10, 20, 8, 30)).toMatchObject({ change: -2, points: 27 - 50 });
  });

  it('takes a side with no students as 0 %', () => {
    expect(compare(0, 0, 4, 8)).toMatchObject({ startPercent: 0, endPercent: 50, points: 50 });
  });

  it('writes signs as a teacher does: plus, a true minus, and 0 alone', () => {
    expect(signed(3)).toBe('+3');
    expect(signed(-2)).toBe('−2');
    expect(signed(0)).toBe('0');
    // On one line: its spaces don't break.
    expect([...pointsText(-2)].map((c) => c.charCodeAt(0))).toEqual(
      [...'−2_в._п.'].map((c) => (c === '_' ? 0xa0 : c.charCodeAt(0))),
    );
  });
});

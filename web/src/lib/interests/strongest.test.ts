import { describe, expect, it } from 'vitest';
import { FLAT_SPREAD, TIE_MARGIN } from '@/data/interests';
import type { InterestScores } from './scores';
import { strongestLetters, strongestTypes } from './strongest';

const s = (...scores: number[]) => scores as unknown as InterestScores;
const letters = (scores: InterestScores) => strongestLetters(scores).join('');

describe('strongestTypes: the top two, ties, a flat profile', () => {
  it('names the top two with their scores, highest first', () => {
    expect(strongestTypes(s(3, 20, 5, 15, 4, 2))).toEqual({
      kind: 'types',
      types: [
        { type: 'I', score: 20 },
        { type: 'S', score: 15 },
      ],
      ties: [],
    });
  });

  it('says a tie for first place as a tie', () => {
    expect(TIE_MARGIN).toBe(2);
    expect(strongestTypes(s(3, 20, 5, 18, 4, 2))).toMatchObject({
      types: [{ type: 'I' }, { type: 'S' }],
      ties: [['I', 'S']],
    });
    expect(strongestTypes(s(3, 20, 5, 17, 4, 2))).toMatchObject({ ties: [] });
  });

  it('adds a third type tied with the second, and says which are tied', () => {
    expect(strongestTypes(s(22, 3, 15, 14, 4, 2))).toMatchObject({
      types: [{ type: 'R' }, { type: 'A' }, { type: 'S' }],
      ties: [['A', 'S']],
    });
    // Three in a row, each within the margin of the next: one tie of three.
    expect(strongestTypes(s(20, 19, 18, 1, 2, 3))).toMatchObject({ ties: [['R', 'I', 'A']] });
    expect(letters(s(22, 3, 15, 12, 4, 2))).toBe('RA');
  });

  it('keeps equal scores in RIASEC order', () => {
    expect(letters(s(0, 0, 0, 10, 0, 10))).toBe('SC');
  });

  it('calls a profile flat when the highest and lowest are FLAT_SPREAD apart or less', () => {
    expect(FLAT_SPREAD).toBe(3);
    expect(strongestTypes(s(0, 0, 0, 0, 0, 0))).toEqual({ kind: 'flat', reason: 'even' });
    expect(strongestTypes(s(24, 24, 24, 24, 24, 24))).toEqual({ kind: 'flat', reason: 'even' });
    expect(strongestTypes(s(12, 15, 13, 14, 12, 12))).toEqual({ kind: 'flat', reason: 'even' });
    expect(strongestTypes(s(12, 16, 13, 14, 12, 12)).kind).toBe('types');
    expect(letters(s(12, 12, 12, 12, 12, 12))).toBe('');
  });

  it('finds no type standing out when four or more share the top', () => {
    expect(strongestTypes(s(20, 19, 18, 18, 2, 1))).toEqual({ kind: 'flat', reason: 'many' });
    // …but a clear first with a crowd behind it still has its first.
    expect(letters(s(24, 12, 11, 11, 2, 1))).toBe('R');
  });
});

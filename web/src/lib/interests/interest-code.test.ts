import { describe, expect, it } from 'vitest';
import { INTEREST_STATEMENTS } from '@/data/interests';
import { decodeScores, encodeScores, INTEREST_CODE_VERSION, readInterestHash } from './interest-code';

describe('the interest share code', () => {
  it('pins version 1 to the statements’ types and count: ids in order (change them → version 2; a reworded set, decision 0039, does not)', () => {
    expect(INTEREST_CODE_VERSION).toBe('1');
    expect(INTEREST_STATEMENTS.map((s) => s.id).join(' ')).toBe(
      'R1 I1 A1 S1 E1 C1 S2 E2 C2 R2 A2 I2 E3 R3 I3 C3 S3 A3 C4 A4 S4 I4 R4 E4 I5 S5 R5 E5 C5 A5 E6 A6 C6 S6 I6 R6',
    );
  });

  it('round-trips every value 0–24 in every position', () => {
    for (let position = 0; position < 6; position++) {
      for (let value = 0; value <= 24; value++) {
        const scores = [7, 7, 7, 7, 7, 7];
        scores[position] = value;
        const code = encodeScores(scores)!;
        expect(code).toMatch(/^1[a-y]{6}$/);
        expect(decodeScores(code)).toEqual(scores);
        expect(readInterestHash(`#i=${code}`)).toEqual({ kind: 'shared', scores });
      }
    }
    expect(encodeScores([0, 24, 1, 23, 12, 5])).toBe('1aybxmf');
  });

  it('encodes only six whole scores 0–24', () => {
    expect(encodeScores([1, 2, 3, 4, 5])).toBeNull();
    expect(encodeScores([1, 2, 3, 4, 5, 25])).toBeNull();
    expect(encodeScores([1, 2, 3, 4, 5, -1])).toBeNull();
    expect(encodeScores([1, 2, 3, 4, 5, 1.5])).toBeNull();
  });

  it.each(['', '1', '1abcde', '1abcdefg', '2abcdef', '1abcdez', '1ABCDEF', '1abc def', 'abcdefg'])(
    'reads %j as damaged',
    (code) => {
      expect(decodeScores(code)).toBeNull();
      expect(readInterestHash(`#i=${code}`)).toEqual({ kind: 'shared', scores: null });
    },
  );

  it('reads the fragments it knows, and nothing else', () => {
    expect(readInterestHash('#i%3D1aybxmf')).toEqual({ kind: 'shared', scores: [0, 24, 1, 23, 12, 5] });
    expect(readInterestHash('#i=%E0%A4%A')).toEqual({ kind: 'shared', scores: null });
    expect(readInterestHash('#q=1acbdd')).toEqual({ kind: 'quiz', code: '1acbdd' });
    for (const hash of ['', '#', '#main', '#ix=1', '#r=1acbdd']) expect(readInterestHash(hash)).toBeNull();
  });
});

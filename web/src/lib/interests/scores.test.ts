import { describe, expect, it } from 'vitest';
import { INTEREST_SCALE, INTEREST_STATEMENTS, TYPE_MAX_SCORE, type InterestAnswer } from '@/data/interests';
import { RIASEC } from '@/data/riasec';
import { scoreAnswers } from './scores';

const answersWhere = (pick: (type: string, n: number) => InterestAnswer) =>
  INTEREST_STATEMENTS.map((s) => pick(s.type, Number(s.id.slice(1))));

describe('the statements', () => {
  it('are six per type, each with its own id', () => {
    for (const type of RIASEC) expect(INTEREST_STATEMENTS.filter((s) => s.type === type)).toHaveLength(6);
    expect(new Set(INTEREST_STATEMENTS.map((s) => s.id)).size).toBe(36);
    for (const s of INTEREST_STATEMENTS) expect(s.id).toMatch(new RegExp(`^${s.type}[1-6]$`));
  });

  it('never put two of one type together', () => {
    INTEREST_STATEMENTS.slice(1).forEach((s, i) => expect(s.type, s.id).not.toBe(INTEREST_STATEMENTS[i]!.type));
  });

  it('are short: about eight words at most, one sentence, no full stop', () => {
    for (const s of INTEREST_STATEMENTS) {
      expect(s.text.split(/\s+/).length, s.text).toBeLessThanOrEqual(8);
      expect(s.text).not.toMatch(/[.!?]$/);
      expect(s.text).not.toMatch(/'/);
    }
  });

  it('have one scale of five, «Не знаю» in the middle', () => {
    expect(INTEREST_SCALE).toHaveLength(5);
    expect(INTEREST_SCALE[2]).toBe('Не знаю');
    expect(TYPE_MAX_SCORE).toBe(24);
  });
});

describe('scoreAnswers', () => {
  it('sums each type’s answers, 0–4 each, in RIASEC order', () => {
    // R all «Дуже подобається», I all «Не знаю», A answered 0,1,2,3,4,4, S 1 each, E none, C 0.
    const answers = answersWhere((type, n) =>
      type === 'R'
        ? 4
        : type === 'I'
          ? 2
          : type === 'A'
            ? (Math.min(n - 1, 4) as InterestAnswer)
            : type === 'S'
              ? 1
              : 0,
    );
    expect(scoreAnswers(answers)).toEqual([24, 12, 14, 6, 0, 0]);
  });

  it('counts each statement to its own type only', () => {
    INTEREST_STATEMENTS.forEach((statement, i) => {
      const answers = INTEREST_STATEMENTS.map((_, j) => (j === i ? 4 : 0));
      expect(scoreAnswers(answers)).toEqual(RIASEC.map((t) => (t === statement.type ? 4 : 0)));
    });
  });

  it('counts an unanswered statement as 0', () => {
    expect(scoreAnswers([])).toEqual([0, 0, 0, 0, 0, 0]);
    expect(scoreAnswers([4, null, 3])).toEqual([4, 0, 3, 0, 0, 0]);
  });
});

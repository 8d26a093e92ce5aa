import { describe, expect, it } from 'vitest';
import { INTEREST_STATEMENTS } from '@/data/interests';
import { EMPTY_PROGRESS, isFinished } from '@/lib/interests/answers-format';
import { move } from './flow';

describe('the statements’ flow', () => {
  it('answers, moves on only once answered, goes back and changes an answer', () => {
    let p = move(EMPTY_PROGRESS, { type: 'next' });
    expect(p.at).toBe(0);
    p = move(p, { type: 'answer', at: 0, value: 3 });
    expect(p.at).toBe(0);
    expect(p.answers.slice(0, 2)).toEqual([3, null]);
    p = move(p, { type: 'next' });
    p = move(p, { type: 'answer-next', at: 1, value: 0 });
    // A second event of the same tap, meant for the statement just left, changes nothing.
    expect(move(p, { type: 'answer', at: 1, value: 4 })).toBe(p);
    expect(p.at).toBe(2);
    p = move(move(p, { type: 'back' }), { type: 'answer', at: 1, value: 4 });
    expect(p.answers.slice(0, 3)).toEqual([3, 4, null]);
    expect(move(EMPTY_PROGRESS, { type: 'back' }).at).toBe(0);
  });

  it('finishes after the last statement, reviews it, and restarts empty', () => {
    let p = EMPTY_PROGRESS;
    for (const [at] of INTEREST_STATEMENTS.entries()) p = move(p, { type: 'answer-next', at, value: 2 });
    expect(isFinished(p)).toBe(true);
    expect(move(p, { type: 'answer', at: p.at, value: 4 })).toBe(p);
    expect(move(p, { type: 'review' }).at).toBe(INTEREST_STATEMENTS.length - 1);
    expect(move(p, { type: 'restart' })).toEqual(EMPTY_PROGRESS);
  });
});

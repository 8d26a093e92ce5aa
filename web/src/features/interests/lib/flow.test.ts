import { describe, expect, it } from 'vitest';
import { INTEREST_STATEMENTS } from '@/data/interests';
import { EMPTY_PROGRESS, finishedScores, isFinished, parseProgress } from '@/lib/interests/answers-format';
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

  it('after the statements changed: moving on goes to the next one still unanswered, then to the result', () => {
    const reworded = INTEREST_STATEMENTS.flatMap((s, i) => (s.since === 2 ? [i] : []));
    const firstSet = INTEREST_STATEMENTS.map(() => 3);
    // A finished profile of the first set: going back to its answers asks the reworded ones.
    const finished = parseProgress(JSON.stringify({ v: 1, answers: firstSet, at: firstSet.length }))!;
    let p = move(finished, { type: 'review' });
    expect(p.at).toBe(reworded[0]);
    expect(p.renew).toEqual(reworded);
    for (const [n, place] of reworded.entries()) {
      expect(p.at).toBe(place);
      p = move(p, { type: 'answer-next', at: place, value: 1 });
      expect(p.renew ?? []).toEqual(reworded.slice(n + 1));
    }
    expect(isFinished(p)).toBe(true);
    expect(p.set).toBeUndefined();
    // Now the answers to the reworded statements count, and only they changed.
    const scores = finishedScores(p)!;
    const before = finishedScores(finished)!;
    const lost = (type: string) => reworded.filter((i) => INTEREST_STATEMENTS[i]!.type === type).length * 2;
    expect(scores).toEqual(before.map((s, t) => s - lost('RIASEC'[t]!)));
  });

  it('halfway through the first set: the reworded ones first, then on from where the student was', () => {
    const halfway = INTEREST_STATEMENTS.map((_, i) => (i < 20 ? 2 : null));
    let p = parseProgress(JSON.stringify({ v: 1, answers: halfway, at: 20 }))!;
    const again = p.renew!;
    for (const place of again) p = move(p, { type: 'answer-next', at: place, value: 4 });
    expect(p.renew).toBeUndefined();
    expect(p.at).toBe(20);
    // Then the usual flow: one statement after another.
    p = move(p, { type: 'answer-next', at: 20, value: 0 });
    expect(p.at).toBe(21);
  });
});

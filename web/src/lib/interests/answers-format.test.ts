import { describe, expect, it } from 'vitest';
import { INTEREST_STATEMENTS } from '@/data/interests';
import {
  EMPTY_PROGRESS,
  finishedScores,
  finishedWith,
  isFinished,
  parseProgress,
  serializeProgress,
} from './answers-format';

const answers = INTEREST_STATEMENTS.map((_, i) => (i < 4 ? ((i % 5) as 0 | 1 | 2 | 3) : null));

describe('the stored answers', () => {
  it('round-trip, and nothing stored reads as a fresh start', () => {
    const progress = { answers, at: 4 };
    expect(parseProgress(serializeProgress(progress))).toEqual(progress);
    expect(JSON.parse(serializeProgress(progress))).toMatchObject({ v: 2, at: 4 });
    expect(parseProgress(null)).toBe(EMPTY_PROGRESS);
    expect(isFinished(progress)).toBe(false);
    const all = INTEREST_STATEMENTS.map(() => 4 as const);
    expect(isFinished(parseProgress(serializeProgress({ answers: all, at: all.length }))!)).toBe(true);
  });

  it.each([
    ['broken JSON', '{"v":1,'],
    ['a newer statement set', JSON.stringify({ v: 3, answers, at: 4 })],
    ['no statement set', JSON.stringify({ answers, at: 4 })],
    ['places to answer again off the list', JSON.stringify({ v: 2, answers, at: 4, renew: [36] })],
    ['too few answers', JSON.stringify({ v: 1, answers: answers.slice(1), at: 4 })],
    ['an answer off the scale', JSON.stringify({ v: 1, answers: [5, ...answers.slice(1)], at: 1 })],
    ['a fraction', JSON.stringify({ v: 1, answers: [1.5, ...answers.slice(1)], at: 1 })],
    ['an unanswered statement behind the one on screen', JSON.stringify({ v: 1, answers, at: 6 })],
    ['a place past the end', JSON.stringify({ v: 1, answers, at: 37 })],
    ['no place', JSON.stringify({ v: 1, answers })],
  ])('reads %s as unreadable (set aside, never misread)', (_name, raw) => {
    expect(parseProgress(raw)).toBeNull();
  });

  it('keeps scores brought from another device as a finished profile, and reads back only valid ones', () => {
    const received = [20, 4, 16, 1, 9, 24] as const;
    const read = parseProgress(serializeProgress(finishedWith(received)))!;
    expect(isFinished(read)).toBe(true);
    expect(finishedScores(read)).toEqual(received);
    expect(JSON.parse(serializeProgress(read))).toEqual({ v: 2, received: 'ueqbjy' });
    // As the first set's version stored it (decision 0037).
    expect(finishedScores(parseProgress('{"v":1,"received":"ueqbjy"}')!)).toEqual(received);
    for (const bad of ['uebqjz', 'ueb', 42]) expect(parseProgress(JSON.stringify({ v: 1, received: bad }))).toBeNull();
    expect(finishedScores(EMPTY_PROGRESS)).toBeNull();
  });
});

/** Places whose statement the second set reworded (decision 0039). */
const REWORDED = INTEREST_STATEMENTS.flatMap((s, i) => (s.since === 2 ? [i] : []));

describe('answers given to the first statement set (decision 0039)', () => {
  // Exactly what the first set's version stored: one answer per place, 0–4.
  const FIRST_SET = [
    0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0,
  ];

  it('the second set rewords twelve statements, none of them moved or of another type', () => {
    expect(REWORDED.map((i) => INTEREST_STATEMENTS[i]!.id).sort()).toEqual(
      ['A4', 'A6', 'E4', 'I3', 'I5', 'I6', 'R2', 'R4', 'R5', 'S4', 'S5', 'S6'].sort(),
    );
  });

  it('a finished profile keeps its scores as the first set gave them, and its answers stored as they were', () => {
    const raw = JSON.stringify({ v: 1, answers: FIRST_SET, at: 36 });
    const read = parseProgress(raw)!;
    expect(isFinished(read)).toBe(true);
    // R I A S E C as the first set's version showed them.
    expect(finishedScores(read)).toEqual([10, 15, 13, 8, 13, 11]);
    expect(serializeProgress(read)).toBe(raw);
  });

  it('answers in progress: the reworded statements are to answer again, the rest kept, from the first of them', () => {
    const halfway = FIRST_SET.map((a, i) => (i < 20 ? a : null));
    const read = parseProgress(JSON.stringify({ v: 1, answers: halfway, at: 20 }))!;
    const answeredReworded = REWORDED.filter((i) => i < 20);
    expect(answeredReworded.length).toBeGreaterThan(0);
    expect(read.renew).toEqual(answeredReworded);
    expect(read.at).toBe(answeredReworded[0]);
    read.answers.forEach((a, i) => expect(a, `place ${i}`).toBe(REWORDED.includes(i) ? null : halfway[i]));
    // Stored as the second set's, with what is still to answer again.
    const again = JSON.parse(serializeProgress(read));
    expect(again).toMatchObject({ v: 2, at: read.at, renew: answeredReworded });
    expect(parseProgress(serializeProgress(read))).toEqual(read);
  });

  it('answers in progress before any reworded statement go on where they were', () => {
    const early = FIRST_SET.map((a, i) => (i < 5 ? a : null));
    expect(parseProgress(JSON.stringify({ v: 1, answers: early, at: 5 }))).toEqual({ answers: early, at: 5 });
  });
});

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
    expect(JSON.parse(serializeProgress(progress))).toMatchObject({ v: 1, at: 4 });
    expect(parseProgress(null)).toBe(EMPTY_PROGRESS);
    expect(isFinished(progress)).toBe(false);
    const all = INTEREST_STATEMENTS.map(() => 4 as const);
    expect(isFinished(parseProgress(serializeProgress({ answers: all, at: all.length }))!)).toBe(true);
  });

  it.each([
    ['broken JSON', '{"v":1,'],
    ['another version (another statement set)', JSON.stringify({ v: 2, answers, at: 4 })],
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
    expect(JSON.parse(serializeProgress(read))).toEqual({ v: 1, received: 'ueqbjy' });
    for (const bad of ['uebqjz', 'ueb', 42]) expect(parseProgress(JSON.stringify({ v: 1, received: bad }))).toBeNull();
    expect(finishedScores(EMPTY_PROGRESS)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { PROFESSION_INDEX } from '@/data/profession-index';
import { QUIZ_QUESTIONS } from '@/data/quiz';
import { communityReport } from './community-report';
import { emptyCounts, FIRST_QUESTION_RESULTS } from './counts';
import type { SentLesson } from './counts-link';

/** A lesson where `perOption[o]` students chose option o of every question. */
function lesson(id: string, perOption: number[], name = ''): SentLesson {
  const counts = emptyCounts();
  counts.students = perOption.reduce((a, b) => a + b, 0);
  counts.answers = QUIZ_QUESTIONS.map(() => [...perOption]);
  FIRST_QUESTION_RESULTS.forEach((places, o) => places.forEach((p) => (counts.suggested[p] = perOption[o]!)));
  return { id, revision: 1, name, counts };
}

describe('the coordinator’s report', () => {
  it('shows counts of 5 and 0 as they are and 4 as «менше 5», with no share for a hidden one', () => {
    const report = communityReport([lesson('aaaa', [5, 4, 0, 11])]);
    expect(report.students).toEqual({ kind: 'count', count: 20 });
    const [a, b, c, d] = report.questions[0]!.options;
    expect(a!.shown).toEqual({ kind: 'hidden' }); // 20 − 0 − 11 − 5 would give the 4
    expect(b!.shown).toEqual({ kind: 'small' });
    expect(b!.percent).toBeNull();
    expect(c!.shown).toEqual({ kind: 'count', count: 0 });
    expect(d).toMatchObject({ shown: { kind: 'count', count: 11 }, percent: 55 });
  });

  it('hides the professions of question 1 exactly as it hides their option', () => {
    const report = communityReport([lesson('aaaa', [5, 4, 0, 11])]);
    const kindOf = (place: number) =>
      report.professions.filter((p) => p.id === PROFESSION_INDEX[place]).map((p) => p.shown.kind);
    for (const [o, kind] of [
      [0, 'hidden'],
      [1, 'small'],
      [3, 'count'],
    ] as const)
      for (const place of FIRST_QUESTION_RESULTS[o]!) expect(kindOf(place)).toEqual([kind]);
    // Nobody chose option 2: its professions are not listed.
    for (const place of FIRST_QUESTION_RESULTS[2]!) expect(kindOf(place)).toEqual([]);
  });

  it('sums two advisers’ lessons before the rule: 3 + 2 shows as 5', () => {
    const report = communityReport([lesson('aaaa', [3, 0, 0, 9]), lesson('bbbb', [2, 0, 0, 9])]);
    expect(report.questions[0]!.options[0]!.shown).toEqual({ kind: 'count', count: 5 });
    expect(report.students).toEqual({ kind: 'count', count: 23 });
  });

  it('shows a total under 5 as «менше 5» and no count above it', () => {
    const report = communityReport([lesson('aaaa', [3, 1, 0, 0], 'Ліцей 1')]);
    expect(report.students).toEqual({ kind: 'small' });
    expect(
      report.questions.flatMap((q) => q.options).every((o) => o.shown.kind !== 'count' || o.shown.count === 0),
    ).toBe(true);
    expect(report.groups).toEqual({ lines: [], rest: 4 });
  });

  it('gives each school named in 5 or more students a line, and counts the rest only in the totals', () => {
    const report = communityReport([
      lesson('aaaa', [3, 3, 3, 3], 'Ліцей 1'),
      lesson('bbbb', [2, 2, 2, 2], 'ліцей 1'),
      lesson('cccc', [1, 1, 1, 0], 'Гімназія 2'),
      lesson('dddd', [2, 2, 1, 1]),
    ]);
    expect(report.lessons).toBe(4);
    expect(report.groups).toEqual({ lines: [{ name: 'Ліцей 1', lessons: 2, students: 20 }], rest: 9 });
  });

  it('says «немає даних» (null) when nobody brought interests, and hides small type counts', () => {
    expect(communityReport([lesson('aaaa', [5, 5, 5, 5])]).interests).toBeNull();
    const l = lesson('aaaa', [5, 5, 5, 5]);
    l.counts.interests = { students: 12, types: [7, 3, 0, 0, 6, 0], flat: 2 };
    const { interests } = communityReport([l]);
    expect(interests!.students).toEqual({ kind: 'count', count: 12 });
    expect(interests!.types.map((t) => t.shown.kind)).toEqual([
      'count',
      'small',
      'count',
      'count',
      'count',
      'count',
      'small',
    ]);
  });
});

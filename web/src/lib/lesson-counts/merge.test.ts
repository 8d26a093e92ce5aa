import { describe, expect, it } from 'vitest';
import { emptyCounts } from './counts';
import type { SentLesson } from './counts-link';
import { mergeLesson, totalCounts } from './merge';

function sent(id: string, revision: number, students: number): SentLesson {
  const counts = emptyCounts();
  counts.students = students;
  counts.answers.forEach((row) => (row[0] = students));
  counts.suggested[1] = students;
  return { id, revision, name: '', counts };
}

const merge = (...lessons: SentLesson[]) =>
  lessons.reduce<{ lessons: SentLesson[]; results: string[] }>(
    (report, lesson) => {
      const { lessons: next, result } = mergeLesson(report.lessons, lesson);
      return { lessons: next, results: [...report.results, result] };
    },
    { lessons: [], results: [] },
  );

describe('merging lessons into a report', () => {
  it('sums the lessons, each counted once', () => {
    const { lessons, results } = merge(sent('aaaa', 1, 12), sent('bbbb', 1, 9), sent('cccc', 1, 3));
    expect(results).toEqual(['added', 'added', 'added']);
    const total = totalCounts(lessons);
    expect(total.students).toBe(24);
    expect(total.answers[2]![0]).toBe(24);
    expect(total.suggested[1]).toBe(24);
  });

  it('counts the same link opened twice once', () => {
    const { lessons, results } = merge(sent('aaaa', 1, 12), sent('aaaa', 1, 12));
    expect(results).toEqual(['added', 'same']);
    expect(totalCounts(lessons).students).toBe(12);
  });

  it('keeps two classes with equal counts as two', () => {
    const { lessons } = merge(sent('aaaa', 1, 12), sent('bbbb', 1, 12));
    expect(totalCounts(lessons).students).toBe(24);
  });

  it('replaces a lesson sent again, and keeps the later one when an earlier link comes after it', () => {
    const { lessons, results } = merge(
      sent('aaaa', 1, 12),
      sent('aaaa', 5, 20),
      sent('aaaa', 3, 15),
      sent('bbbb', 1, 6),
    );
    expect(results).toEqual(['added', 'replaced', 'older', 'added']);
    expect(totalCounts(lessons).students).toBe(26);
    expect(lessons.map((l) => [l.id, l.revision])).toEqual([
      ['aaaa', 5],
      ['bbbb', 1],
    ]);
  });

  it('of no lessons is all zeros', () => {
    expect(totalCounts([])).toEqual(emptyCounts());
  });
});

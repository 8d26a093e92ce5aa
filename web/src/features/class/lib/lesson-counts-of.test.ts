import { describe, expect, it } from 'vitest';
import { placeOfTitle } from '@/lib/lesson-counts/counts';
import { decodeLesson, encodeLesson } from '@/lib/lesson-counts/counts-link';
import type { Student } from './class-format';
import { lessonCountsOf } from './lesson-counts-of';

const student = (code: string, interests?: Student['interests']): Student => ({
  code,
  tag: null,
  via: 'code',
  ...(interests && { interests }),
});

describe('a lesson’s counts for the coordinator', () => {
  const students = [student('1dddda'), student('1dddda', [20, 3, 3, 3, 3, 3]), student('1ccbca')];
  const counts = lessonCountsOf(students);

  it('counts what the summary counts, and nothing per student', () => {
    expect(counts.students).toBe(3);
    expect(counts.answers[0]).toEqual([0, 0, 1, 2]);
    expect(counts.suggested[placeOfTitle('Software Engineer')!]).toBe(2);
    expect(counts.interests).toEqual({ students: 1, types: [1, 0, 0, 0, 0, 0], flat: 0 });
  });

  it('goes into a link and comes back the same, without any student’s code', () => {
    const payload = encodeLesson({ id: 'k3j9x2ab', revision: 1, name: '', counts })!;
    expect(payload).not.toContain('dddda');
    expect(decodeLesson(payload)).toEqual({
      kind: 'lesson',
      lesson: { id: 'k3j9x2ab', revision: 1, name: '', counts },
    });
  });
});

import { professionPlace } from '@/data/profession-index';
import { emptyCounts, type LessonCounts } from '@/lib/lesson-counts/counts';
import type { Student } from './class-format';
import { summarize } from './summary';

/** A lesson's counts for the coordinator (docs/decisions/0036), from the same summary the page shows. */
export function lessonCountsOf(students: readonly Student[]): LessonCounts {
  const summary = summarize(
    students.map((s) => s.code),
    students.map((s) => s.interests),
  );
  const counts = emptyCounts();
  counts.students = summary.students;
  counts.answers = summary.questions.map((q) => q.options.map((o) => o.count));
  for (const p of summary.suggested) {
    const place = professionPlace(p.slug);
    if (place !== undefined) counts.suggested[place] = p.count;
  }
  counts.interests = {
    students: summary.interests.students,
    types: summary.interests.types.map((t) => t.count),
    flat: summary.interests.flat,
  };
  return counts;
}

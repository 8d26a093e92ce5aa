import { addCounts, emptyCounts, type LessonCounts } from './counts';
import type { SentLesson } from './counts-link';

/** What opening a lesson's link did to a report. */
export type MergeResult = 'added' | 'replaced' | 'same' | 'older';

/**
 * A lesson's counts into a report (docs/decisions/0036): by the lesson's random id, so the same
 * link opened twice counts once and two classes with equal counts stay two; a later sending of
 * the same lesson (a higher revision) replaces the earlier, an earlier one changes nothing.
 */
export function mergeLesson(
  lessons: readonly SentLesson[],
  lesson: SentLesson,
): { lessons: SentLesson[]; result: MergeResult } {
  const at = lessons.findIndex((l) => l.id === lesson.id);
  if (at < 0) return { lessons: [...lessons, lesson], result: 'added' };
  const known = lessons[at]!;
  if (lesson.revision < known.revision) return { lessons: [...lessons], result: 'older' };
  if (lesson.revision === known.revision) return { lessons: [...lessons], result: 'same' };
  return { lessons: lessons.map((l, i) => (i === at ? lesson : l)), result: 'replaced' };
}

/** Every lesson's counts added up. */
export const totalCounts = (lessons: readonly { counts: LessonCounts }[]): LessonCounts =>
  lessons.reduce((total, l) => addCounts(total, l.counts), emptyCounts());

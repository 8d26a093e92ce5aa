import { pluralUk } from '@/lib/plural-uk';
import { dateUk } from '@/lib/date-uk';
import { NBSP } from '@/lib/typeset';

const STUDENT_FORMS = { one: 'учень', few: 'учні', many: 'учнів', other: 'учня' };

/** «1 учень», «3 учні», «5 учнів», «21 учень». */
export function studentsWord(count: number): string {
  return `${count}\u00A0${pluralUk(count, STUDENT_FORMS)}`;
}

/** A lesson's date as a teacher writes it, on one line: «25 листопада 2026 р.». */
export const lessonDate = dateUk;

/** The time a lesson was started: «9:05», «10:40». */
function lessonTime(time: number): string {
  const date = new Date(time);
  return `${date.getHours()}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/**
 * A lesson's name on the page: the adviser's label («8-Б»), or the time it was started, «Урок
 * о 10:40» (two lessons of one day differ; the date is shown beside it, not repeated in it).
 */
export const lessonName = (label: string, created: number): string => label || `Урок о\u00A0${lessonTime(created)}`;

/** The lesson in a sentence, the record named so it can't be taken for the class itself: «Урок «8-Б»». */
const lessonInText = (label: string, created: number): string =>
  label ? `Урок «${label}»` : `Урок ${lessonDate(created)} о\u00A0${lessonTime(created)}`;

/** What deleting a lesson takes away, for the dialog that asks first. */
export function deleteLessonText(label: string, created: number, students: number): string {
  // A non-breaking space after the lesson: it may end in a number («о 9:05»), which keeps to the next word.
  const lesson = lessonInText(label, created);
  return students === 0
    ? `${lesson}${NBSP}буде видалено із цього браузера. Кодів у\u00A0ньому ще немає.`
    : `${lesson}${NBSP}і\u00A0всі зібрані в\u00A0ньому коди (${studentsWord(students)}) буде видалено із цього браузера назавжди.`;
}

/** «8-Б (25 листопада 2026 р.), 9-А (…)»: the lessons a summary is made of. */
export const lessonsText = (records: readonly { label: string; created: number }[]): string =>
  records.map((r) => `${lessonName(r.label, r.created)} (${lessonDate(r.created)})`).join(', ');

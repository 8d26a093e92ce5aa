import { useSyncExternalStore } from 'react';
import { finishedScores, finishedWith } from '@/lib/interests/answers-format';
import { interestsStore } from '@/lib/interests/answers-store';
import { useInterestProgress } from '@/lib/interests/use-interest-progress';
import type { RecordContent } from '@/lib/record/record-link';
import { recordStore, useRecord } from '@/lib/record/record-store';
import { marksStore } from '@/lib/roadmap-marks/marks-store';
import { sameChoice, type SubjectsChoice } from '@/lib/subjects/choice-format';
import { replaceChoice, subjectsStore, useSubjectsChoice } from '@/lib/subjects/choice-store';
import { useHydrated } from '@/lib/use-hydrated';

const subscribeMarks = (listener: () => void) => marksStore().subscribe(listener);
const allMarks = () => marksStore().all();
const noMarks = () => ({});

/** The subjects as the record has them: a part only once something is liked. */
const recordSubjects = (choice: SubjectsChoice): SubjectsChoice | null => (choice.liked.length > 0 ? choice : null);

/**
 * Everything «Моя стежка» shows, from the stores it lives in: the record (the kept quiz result
 * and professions), the interest answers, the roadmap marks and the subjects of «Мої предмети».
 * Null until hydrated: the page is prerendered without anyone's record.
 */
export function useRecordContent(): RecordContent | null {
  const hydrated = useHydrated();
  const { quiz, kept } = useRecord();
  const interests = finishedScores(useInterestProgress());
  const marks = useSyncExternalStore(subscribeMarks, allMarks, noMarks);
  const subjects = recordSubjects(useSubjectsChoice());
  return hydrated ? { quiz, kept, interests, marks, subjects } : null;
}

/** What the stores hold now, outside React (to compare a link with). */
export const storedContent = (): RecordContent => ({
  ...recordStore().get(),
  interests: finishedScores(interestsStore().get()),
  marks: marksStore().all(),
  subjects: recordSubjects(subjectsStore().get()),
});

/** How many interest statements are answered here short of a finished profile (0 when finished or not begun). */
export function startedAnswers(): number {
  const progress = interestsStore().get();
  return finishedScores(progress) ? 0 : progress.answers.filter((answer) => answer !== null).length;
}

/** Writes a record into the stores, each part only where it changes. */
export function writeContent(content: RecordContent): void {
  const now = storedContent();
  if (content.quiz !== now.quiz || content.kept.join() !== now.kept.join())
    recordStore().update((record) => ({ ...record, quiz: content.quiz, kept: content.kept }));
  if (content.interests && content.interests.join() !== now.interests?.join())
    interestsStore().update(() => finishedWith(content.interests!));
  for (const [roadmap, steps] of Object.entries(content.marks))
    if (steps.join() !== (now.marks[roadmap] ?? []).join()) marksStore().set(roadmap, steps);
  if (content.subjects && !(now.subjects && sameChoice(content.subjects, now.subjects)))
    replaceChoice(content.subjects);
}

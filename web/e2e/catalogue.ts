import { loadContent } from '../src/data/content/load';
import {
  catalogueView,
  detailIdsView,
  detailView,
  interestsView,
  linesView,
  namesView,
  professionIndexView,
  profilesView,
  quizTableView,
  stepIdsView,
} from '../src/data/content/views';
import { nextStepsView } from '../src/data/content/next-steps';
import { subjectsView } from '../src/data/content/subjects-view';
import type { RecommendationName } from '../src/data/recommendations';
import type { NextSteps, Profession, ProfessionDetail } from '../src/data/types';
import { interestTable } from '../src/lib/interests/interest-table';
import { encodeRecordWith, type RecordContent } from '../src/lib/record/record-code';
import { lineIn } from '../src/lib/quiz-code/line-in';

/**
 * The content as the tests see it, read from the files of web/content through the same views the
 * build serves: a profession added there (with a detail page or without) is tested without a test
 * being edited.
 */
const CONTENT = loadContent();

export const BUILT_IN_PROFESSIONS: readonly Profession[] = catalogueView(CONTENT);

export const DETAILS: Readonly<Record<string, ProfessionDetail>> = Object.fromEntries(
  detailIdsView(CONTENT).map((id) => [id, detailView(CONTENT, id)!]),
);

export const hasDetail = (id: string): boolean => Object.hasOwn(DETAILS, id);

/** A detail page's texts; throws for an id with none. */
export function detailOf(id: string): ProfessionDetail {
  const detail = DETAILS[id];
  if (!detail) throw new Error(`${id} has no detail page in web/content`);
  return detail;
}

export const WITH_DETAIL: readonly Profession[] = BUILT_IN_PROFESSIONS.filter((p) => hasDetail(p.id));
export const WITHOUT_DETAIL: readonly Profession[] = BUILT_IN_PROFESSIONS.filter((p) => !hasDetail(p.id));

export const PROFILES = profilesView(CONTENT);
/** Every profession's next steps, as its page shows them (decision 0044). */
export const NEXT_STEPS: Readonly<Record<string, NextSteps>> = nextStepsView(CONTENT);
export const PROFESSION_NAMES = namesView(CONTENT);

const QUIZ_TABLE = quizTableView(CONTENT);
/** The id of the profession a name of the quiz's table stands for (src/data/recommendation-names.ts, on the files). */
export const professionIdOf = (name: RecommendationName): string => QUIZ_TABLE[name]!;
/** The Ukrainian name of a name of the quiz's table. */
export const nameUkOf = (name: RecommendationName): string => PROFESSION_NAMES[professionIdOf(name)]!.nameUk;

const LINES = linesView(CONTENT);
/** The line a result card shows for the profession `id` (src/lib/quiz-code/line-of.ts, on the files). */
export const lineOf = (id: string): string | undefined => lineIn(LINES, BUILT_IN_PROFESSIONS, id);

/** The professions by their numbers in links, and the roadmaps' step ids in their order (decision 0042). */
export const PROFESSION_INDEX: readonly string[] = professionIndexView(CONTENT);
export const PUBLISHED_STEP_IDS: Readonly<Record<string, readonly string[]>> = stepIdsView(CONTENT);

/** The school subjects in timetable order (content/subjects.yaml). */
export const SCHOOL_SUBJECTS = subjectsView(CONTENT);

/** «Моя стежка»'s code of a record (src/lib/record/record-link.ts, on the files); no subjects unless given. */
export const encodeRecord = (
  content: Omit<RecordContent, 'subjects'> & Partial<Pick<RecordContent, 'subjects'>>,
): string =>
  encodeRecordWith(
    { index: PROFESSION_INDEX, stepIds: PUBLISHED_STEP_IDS, subjects: SCHOOL_SUBJECTS },
    { subjects: null, ...content },
  );

/** What /interest-table.json serves (src/lib/interests/interest-table.ts, on the files). */
export const INTEREST_TABLE = interestTable({
  interests: interestsView(CONTENT),
  names: PROFESSION_NAMES,
  lineOf,
  hasDetail,
});

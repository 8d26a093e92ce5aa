import { PROFESSION_NAMES } from '@/data/profession-names';
import { professionPlace, PROFESSION_INDEX } from '@/data/profession-index';
import { QUIZ_QUESTIONS } from '@/data/quiz';
import { professionIdOf } from '@/data/recommendation-ids';
import { RECOMMENDATIONS, type RecommendationName } from '@/data/recommendations';
import { RIASEC } from '@/data/riasec';

/**
 * A lesson's counts as they travel to the community's coordinator (docs/decisions/0036): how many
 * students, how many chose each answer, how many were pointed at each profession by any of their
 * answers, and how many have each interest type among their strongest. Counts only: no student
 * codes, no order, nothing per student.
 */
export interface LessonCounts {
  students: number;
  /** Per question of data/quiz.ts, per option in its order. */
  answers: number[][];
  /** By profession place (data/profession-index.ts): students any of whose answers suggest it. */
  suggested: number[];
  /** Of the students who brought interest scores (decision 0033). */
  interests: { students: number; types: number[]; flat: number };
}

/** The shape version 1 of the link pins: the quiz's questions and options, the six types. */
export const OPTION_COUNTS: readonly number[] = QUIZ_QUESTIONS.map((q) => q.options.length);

export const emptyCounts = (): LessonCounts => ({
  students: 0,
  answers: OPTION_COUNTS.map((n) => Array<number>(n).fill(0)),
  suggested: Array<number>(PROFESSION_INDEX.length).fill(0),
  interests: { students: 0, types: RIASEC.map(() => 0), flat: 0 },
});

const sum = (a: readonly number[], b: readonly number[]) =>
  Array.from({ length: Math.max(a.length, b.length) }, (_, i) => (a[i] ?? 0) + (b[i] ?? 0));

/** Two lessons' counts together. */
export const addCounts = (a: LessonCounts, b: LessonCounts): LessonCounts => ({
  students: a.students + b.students,
  answers: a.answers.map((row, q) => sum(row, b.answers[q] ?? [])),
  suggested: sum(a.suggested, b.suggested),
  interests: {
    students: a.interests.students + b.interests.students,
    types: sum(a.interests.types, b.interests.types),
    flat: a.interests.flat + b.interests.flat,
  },
});

/** A name of the quiz's table → its profession's place in the index. */
export const placeOfTitle = (title: RecommendationName): number | undefined => professionPlace(professionIdOf(title));

/** The profession at a place: its id, English title and Ukrainian name. */
export function professionAt(place: number): { id: string; title: string; nameUk: string } | undefined {
  const id = PROFESSION_INDEX[place];
  const names = id === undefined ? undefined : PROFESSION_NAMES[id];
  return id && names ? { id, title: names.title ?? names.nameUk, nameUk: names.nameUk } : undefined;
}

/**
 * Under the quiz's rule the first answer decides the result (every value is counted once, and a
 * tie goes to the value met first), so the professions a class was offered follow from how it
 * answered question 1: each option's three professions, with that option's count. The link does
 * not carry them, and a report hides them exactly as it hides that count (small-counts.ts).
 * `counts.test.ts` holds the rule to `recommend` for every possible set of answers.
 */
export const FIRST_QUESTION_RESULTS: readonly (readonly number[])[] = QUIZ_QUESTIONS[0]!.options.map((option) =>
  (RECOMMENDATIONS[option.value] ?? []).map((title) => {
    const place = placeOfTitle(title);
    if (place === undefined) throw new Error(`No profession place for ${title}`);
    return place;
  }),
);

/** For each profession place, the options (question, option) whose row of the table names it. */
export const SUGGESTING_OPTIONS: readonly (readonly [number, number][])[] = PROFESSION_INDEX.map((id) =>
  QUIZ_QUESTIONS.flatMap((question, q) =>
    question.options.flatMap((option, o) =>
      RECOMMENDATIONS[option.value]?.some((title) => professionIdOf(title) === id) ? [[q, o] as [number, number]] : [],
    ),
  ),
);

import { INTEREST_TYPES } from '@/data/interest-types';
import { RIASEC, type Riasec } from '@/data/riasec';
import { QUIZ_QUESTIONS } from '@/data/quiz';
import { professionIdOf } from '@/data/recommendation-ids';
import { RECOMMENDATION_NAMES_UK } from '@/data/recommendation-names';
import { RECOMMENDATIONS, type RecommendationName } from '@/data/recommendations';
import type { QuizValue } from '@/data/types';
import type { InterestScores } from '@/lib/interests/scores';
import { strongestLetters } from '@/lib/interests/strongest';
import { recommend } from '@/lib/quiz-code/recommend';
import { decodeAnswers } from '@/lib/quiz-code/share-code';

export interface OptionCount {
  value: QuizValue;
  label: string;
  count: number;
  /** Whole per cent of the class, 0 for an empty class. */
  percent: number;
}

export interface QuestionSummary {
  topic: string;
  question: string;
  options: OptionCount[];
}

export interface ProfessionCount {
  /** The English name (the result cards' title). */
  name: string;
  nameUk: string;
  slug: string;
  count: number;
}

export interface ClassSummary {
  students: number;
  questions: QuestionSummary[];
  /** Every profession that came up, most students first (ties in the order they first came up). */
  professions: ProfessionCount[];
  /**
   * The professions the table gives any of a student's five answers, counted once per student,
   * most students first: what the whole class's answers suggest, beyond the results.
   */
  suggested: ProfessionCount[];
  interests: InterestSummary;
}

/**
 * How many students have each type among their strongest (lib/interests/strongest.ts, the rule the
 * result page uses), out of those whose code brought interest scores (decision 0033).
 */
export interface InterestSummary {
  /** Students whose code carried interest scores. */
  students: number;
  types: { type: Riasec; name: string; count: number }[];
  /** Students whose profile has no type standing out. */
  flat: number;
}

/** The summary's section titles, on the screen and in the CSV alike. */
export const SUMMARY_TITLES = {
  professions: 'Професії, які тест пропонував найчастіше',
  suggested: 'Професії, на які вказує хоча б одна з п’яти відповідей',
  answers: 'Як клас відповідав',
  interests: 'Найсильніші типи інтересів',
} as const;

export const percentOf = (count: number, total: number) => (total ? Math.round((count / total) * 100) : 0);

const byCount = <T extends { count: number }>(items: Iterable<T>): T[] =>
  // Array.prototype.sort is stable: equal counts keep the order they first came up in.
  [...items].sort((a, b) => b.count - a.count);

/** Each type's count among the students' strongest types, of the students who brought scores. */
export function summarizeInterests(profiles: readonly (InterestScores | undefined)[]): InterestSummary {
  const known = profiles.filter((p): p is InterestScores => p !== undefined);
  const strongest = known.map(strongestLetters);
  return {
    students: known.length,
    types: RIASEC.map((type) => ({
      type,
      name: INTEREST_TYPES[type].name,
      count: strongest.filter((letters) => letters.includes(type)).length,
    })),
    flat: strongest.filter((letters) => letters.length === 0).length,
  };
}

/**
 * The class's summary from its students' result codes (`1acbdd`) and, where they came with them,
 * their interest scores; codes that can't be read are left out.
 */
export function summarize(
  codes: readonly string[],
  profiles: readonly (InterestScores | undefined)[] = [],
): ClassSummary {
  const answerSets = codes.map(decodeAnswers).filter((answers): answers is QuizValue[] => answers !== null);
  const students = answerSets.length;

  const questions = QUIZ_QUESTIONS.map((question, q) => ({
    topic: question.topic,
    question: question.question,
    options: question.options.map((option) => {
      const count = answerSets.filter((answers) => answers[q] === option.value).length;
      return { value: option.value, label: option.label, count, percent: percentOf(count, students) };
    }),
  }));

  const professions = new Map<string, ProfessionCount>();
  const suggested = new Map<string, ProfessionCount>();
  for (const answers of answerSets) {
    for (const name of recommend(answers).professions) countIn(professions, name);
    const names = new Set(answers.flatMap((value) => RECOMMENDATIONS[value] ?? []));
    for (const name of names) countIn(suggested, name);
  }

  return {
    students,
    questions,
    professions: byCount(professions.values()),
    suggested: byCount(suggested.values()),
    interests: summarizeInterests(profiles),
  };
}

function countIn(counts: Map<string, ProfessionCount>, name: RecommendationName) {
  const entry = counts.get(name) ?? {
    name,
    nameUk: RECOMMENDATION_NAMES_UK[name] ?? name,
    slug: professionIdOf(name),
    count: 0,
  };
  entry.count++;
  counts.set(name, entry);
}

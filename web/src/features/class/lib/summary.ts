import { QUIZ_QUESTIONS } from '@/data/quiz';
import { RECOMMENDATION_NAMES_UK } from '@/data/recommendation-names';
import { RECOMMENDATIONS } from '@/data/recommendations';
import type { QuizValue } from '@/data/types';
import { recommend } from '@/lib/quiz-code/recommend';
import { decodeAnswers } from '@/lib/quiz-code/share-code';
import { slugify } from '@/lib/slug';

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
}

/** The summary's section titles, on the screen and in the CSV alike. */
export const SUMMARY_TITLES = {
  professions: 'Професії, які тест пропонував найчастіше',
  suggested: 'Професії, на які вказує хоча б одна з п’яти відповідей',
  answers: 'Як клас відповідав',
} as const;

export const percentOf = (count: number, total: number) => (total ? Math.round((count / total) * 100) : 0);

const byCount = <T extends { count: number }>(items: Iterable<T>): T[] =>
  // Array.prototype.sort is stable: equal counts keep the order they first came up in.
  [...items].sort((a, b) => b.count - a.count);

/** The class's summary from its students' result codes (`1acbdd`); codes that can't be read are left out. */
export function summarize(codes: readonly string[]): ClassSummary {
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

  return { students, questions, professions: byCount(professions.values()), suggested: byCount(suggested.values()) };
}

function countIn(counts: Map<string, ProfessionCount>, name: string) {
  const entry = counts.get(name) ?? {
    name,
    nameUk: RECOMMENDATION_NAMES_UK[name] ?? name,
    slug: slugify(name),
    count: 0,
  };
  entry.count++;
  counts.set(name, entry);
}

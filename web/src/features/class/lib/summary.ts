import { QUIZ_QUESTIONS } from '@/data/quiz';
import { RECOMMENDATION_NAMES_UK } from '@/data/recommendation-names';
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

export interface DecidingCount {
  /** The answer that decided a result; null for results with no single leading answer (the default list). */
  value: QuizValue | null;
  label: string;
  count: number;
}

export interface ClassSummary {
  students: number;
  questions: QuestionSummary[];
  /** Every profession that came up, most students first (ties in the order they first came up). */
  professions: ProfessionCount[];
  /** Which answer decided the results, most results first. */
  decidedBy: DecidingCount[];
}

// (Not lib/quiz-code/label-of: sharing it would split the quiz's first-load chunk in two.)
const LABELS = new Map(QUIZ_QUESTIONS.flatMap((q) => q.options.map((o) => [o.value, o.label] as const)));

export const NO_LEADING_ANSWER = 'Жодна відповідь не переважила';

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
  const deciding = new Map<QuizValue | null, DecidingCount>();
  for (const answers of answerSets) {
    const result = recommend(answers);
    for (const name of result.professions) {
      const entry = professions.get(name) ?? {
        name,
        nameUk: RECOMMENDATION_NAMES_UK[name] ?? name,
        slug: slugify(name),
        count: 0,
      };
      entry.count++;
      professions.set(name, entry);
    }
    const value = result.decidedBy;
    const entry = deciding.get(value) ?? {
      value,
      label: value ? (LABELS.get(value) ?? value) : NO_LEADING_ANSWER,
      count: 0,
    };
    entry.count++;
    deciding.set(value, entry);
  }

  return { students, questions, professions: byCount(professions.values()), decidedBy: byCount(deciding.values()) };
}

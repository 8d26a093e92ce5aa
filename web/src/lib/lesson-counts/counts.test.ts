import { describe, expect, it } from 'vitest';
import { QUIZ_QUESTIONS } from '@/data/quiz';
import { RECOMMENDATIONS } from '@/data/recommendations';
import type { QuizValue } from '@/data/types';
import { recommend } from '@/lib/quiz-code/recommend';
import {
  addCounts,
  emptyCounts,
  FIRST_QUESTION_RESULTS,
  placeOfTitle,
  professionAt,
  SUGGESTING_OPTIONS,
} from './counts';

/** Every set of five answers the quiz can give. */
function* allAnswers(q = 0, chosen: QuizValue[] = []): Generator<QuizValue[]> {
  if (q === QUIZ_QUESTIONS.length) return yield chosen;
  for (const option of QUIZ_QUESTIONS[q]!.options) yield* allAnswers(q + 1, [...chosen, option.value]);
}

describe('lesson counts', () => {
  it('the results follow question 1 for every possible set of answers, as FIRST_QUESTION_RESULTS says', () => {
    let sets = 0;
    for (const answers of allAnswers()) {
      sets++;
      const o = QUIZ_QUESTIONS[0]!.options.findIndex((option) => option.value === answers[0]);
      const places = recommend(answers).professions.map((title) => placeOfTitle(title));
      expect(places).toEqual(FIRST_QUESTION_RESULTS[o]);
    }
    expect(sets).toBe(QUIZ_QUESTIONS.reduce((n, q) => n * q.options.length, 1));
  });

  it('every profession a table row names has a place, and knows the options that suggest it', () => {
    for (const [value, titles] of Object.entries(RECOMMENDATIONS))
      for (const title of titles ?? []) {
        const place = placeOfTitle(title);
        expect(place, title).toBeDefined();
        expect(professionAt(place!)?.title).toBe(title);
        const [q, o] = QUIZ_QUESTIONS.flatMap((question, qi) =>
          question.options.flatMap((option, oi) => (option.value === value ? [[qi, oi]] : [])),
        )[0]!;
        expect(SUGGESTING_OPTIONS[place!]).toContainEqual([q, o]);
      }
  });

  it('adds two lessons count by count', () => {
    const a = emptyCounts();
    a.students = 2;
    a.answers[0]![1] = 2;
    a.suggested[3] = 1;
    a.interests = { students: 1, types: [1, 0, 0, 0, 0, 0], flat: 0 };
    const b = emptyCounts();
    b.students = 3;
    b.answers[0]![1] = 1;
    b.answers[0]![2] = 2;
    b.suggested[3] = 2;
    b.interests = { students: 2, types: [1, 1, 0, 0, 0, 0], flat: 1 };
    const sum = addCounts(a, b);
    expect(sum.students).toBe(5);
    expect(sum.answers[0]).toEqual([0, 3, 2, 0]);
    expect(sum.suggested[3]).toBe(3);
    expect(sum.interests).toEqual({ students: 3, types: [2, 1, 0, 0, 0, 0], flat: 1 });
  });
});

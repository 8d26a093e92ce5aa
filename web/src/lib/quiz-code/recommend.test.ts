import { describe, expect, it } from 'vitest';
import { QUIZ_QUESTIONS } from '@/data/quiz';
import { DEFAULT_RECOMMENDATION, RECOMMENDATIONS } from '@/data/recommendations';
import type { QuizValue } from '@/data/types';
import { recommend } from './recommend';

const [activities, environment, motivation, subjects, learning] = QUIZ_QUESTIONS.map((q) =>
  q.options.map((o) => o.value),
);

describe('recommend (docs/product.md#quiz-rule-and-constants)', () => {
  // A full quiz counts every value once, so the first answer wins the tie.
  it.each(activities!.map((first) => [first]))('a full quiz that starts with %s gives its row', (first) => {
    const answers = [first, environment![0]!, motivation![0]!, subjects![0]!, learning![0]!];
    expect(recommend(answers)).toEqual({ professions: RECOMMENDATIONS[first], decidedBy: first, tie: true });
  });

  it.each<[string, QuizValue[], readonly string[], QuizValue | null, boolean]>([
    [
      'the spec example: creative first',
      ['creative', 'office', 'money', 'stem', 'hands-on'],
      ['Graphic Designer', 'Web Developer', 'Marketing Specialist'],
      'creative',
      true,
    ],
    [
      'the spec example: technical first',
      ['technical', 'office', 'money', 'stem', 'hands-on'],
      ['Software Engineer', 'Mechanical Engineer', 'IT Specialist'],
      'technical',
      true,
    ],
    ['the highest count wins over the first answer', ['social', 'lab', 'lab'], RECOMMENDATIONS.lab!, 'lab', false],
    [
      'a later value with more answers wins',
      ['arts', 'visual', 'remote', 'remote', 'visual', 'remote'],
      RECOMMENDATIONS.remote!,
      'remote',
      false,
    ],
    [
      'a tie goes to the value met first',
      ['field', 'reading', 'reading', 'field'],
      RECOMMENDATIONS.field!,
      'field',
      true,
    ],
    [
      'a tie goes to the value met first, the other way round',
      ['reading', 'field', 'field', 'reading'],
      RECOMMENDATIONS.reading!,
      'reading',
      true,
    ],
    [
      'a tie among the top values only',
      ['impact', 'business', 'business', 'impact', 'stem'],
      RECOMMENDATIONS.impact!,
      'impact',
      true,
    ],
    ['a single answer', ['discussion'], RECOMMENDATIONS.discussion!, 'discussion', false],
    [
      'creativity winning on count has no row: default list',
      ['creativity', 'creativity', 'stem'],
      DEFAULT_RECOMMENDATION,
      null,
      false,
    ],
    ['creativity winning a tie has no row: default list', ['creativity', 'stem'], DEFAULT_RECOMMENDATION, null, false],
    ['creativity alone: default list', ['creativity'], DEFAULT_RECOMMENDATION, null, false],
    [
      'creativity losing on count does not matter',
      ['creativity', 'stem', 'stem'],
      RECOMMENDATIONS.stem!,
      'stem',
      false,
    ],
    ['no answers: default list', [], DEFAULT_RECOMMENDATION, null, false],
  ])('%s', (_name, answers, professions, decidedBy, tie) => {
    expect(recommend(answers)).toEqual({ professions, decidedBy, tie });
  });

  it('skips unanswered questions', () => {
    expect(recommend([undefined, 'money', undefined])).toEqual({
      professions: RECOMMENDATIONS.money,
      decidedBy: 'money',
      tie: false,
    });
    expect(recommend([undefined, undefined])).toEqual({
      professions: DEFAULT_RECOMMENDATION,
      decidedBy: null,
      tie: false,
    });
  });

  describe('answers arriving in different orders', () => {
    it.each<[QuizValue[], QuizValue]>([
      [['office', 'hands-on', 'office', 'visual'], 'office'],
      [['hands-on', 'office', 'visual', 'office'], 'office'],
      [['visual', 'hands-on', 'office', 'office'], 'office'],
      [['stability', 'humanities'], 'stability'],
      [['humanities', 'stability'], 'humanities'],
      [['analytical', 'remote', 'lab', 'money', 'visual'], 'analytical'],
      [['visual', 'money', 'lab', 'remote', 'analytical'], 'visual'],
    ])('%j → %s', (answers, winner) => {
      expect(recommend(answers).decidedBy).toBe(winner);
      expect(recommend(answers).professions).toEqual(RECOMMENDATIONS[winner]);
    });
  });

  it('has a row for every value but creativity, and three names in each', () => {
    const values = QUIZ_QUESTIONS.flatMap((q) => q.options.map((o) => o.value));
    expect(values).toHaveLength(20);
    for (const value of values) {
      if (value === 'creativity') expect(RECOMMENDATIONS[value]).toBeUndefined();
      else expect(RECOMMENDATIONS[value]).toHaveLength(3);
    }
  });
});

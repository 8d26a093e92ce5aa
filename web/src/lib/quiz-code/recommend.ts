import { DEFAULT_RECOMMENDATION, RECOMMENDATIONS, type RecommendationName } from '@/data/recommendations';
import type { QuizValue } from '@/data/types';

export interface Recommendation {
  /** Three English profession names of the quiz's table. */
  professions: readonly [RecommendationName, RecommendationName, RecommendationName];
  /** The answer value that decided the result, or null when the default list is shown. */
  decidedBy: QuizValue | null;
  /** Whether another value was chosen just as often, so counting order broke the tie. */
  tie: boolean;
}

/**
 * docs/product.md#quiz-rule-and-constants: count how often each answered value appears; the highest count wins, a tie goes to
 * the value met first; a winner with no row in the table (e.g. 'creativity'), or no answer at
 * all, gives the default list.
 */
export function recommend(answers: readonly (QuizValue | undefined)[]): Recommendation {
  const counts = new Map<QuizValue, number>();
  for (const value of answers) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);

  let winner: QuizValue | null = null;
  let best = 0;
  let tie = false;
  for (const [value, count] of counts) {
    if (count > best) [winner, best, tie] = [value, count, false];
    else if (count === best) tie = true;
  }

  const professions = winner && RECOMMENDATIONS[winner];
  return professions
    ? { professions, decidedBy: winner, tie }
    : { professions: DEFAULT_RECOMMENDATION, decidedBy: null, tie: false };
}

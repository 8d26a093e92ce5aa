import { INTEREST_STATEMENTS, type InterestAnswer } from '@/data/interests';
import { RIASEC } from '@/data/riasec';

/** A student's six scores, one per type in RIASEC order, each 0–24. */
export type InterestScores = readonly [number, number, number, number, number, number];

/**
 * Each answer counts its place on the scale, 0–4, and a type's score is the sum over its
 * statements, as the O*NET forms count a five-point answer (the team's fact base, outside this
 * repository: interests-facts.md §4). Every type has the same number of statements, so sums
 * compare as they are. A statement not answered counts 0.
 */
export function scoreAnswers(answers: readonly (InterestAnswer | null | undefined)[]): InterestScores {
  const scores = [0, 0, 0, 0, 0, 0];
  INTEREST_STATEMENTS.forEach((statement, i) => {
    scores[RIASEC.indexOf(statement.type)]! += answers[i] ?? 0;
  });
  return scores as unknown as InterestScores;
}

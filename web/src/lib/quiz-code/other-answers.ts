import { RECOMMENDATIONS, type RecommendationName } from '@/data/recommendations';
import type { QuizValue } from '@/data/types';
import type { Recommendation } from './recommend';

export type OtherAnswer =
  /** Names the table gives this answer that nothing above it has shown, in the table's order. */
  | { value: QuizValue; kind: 'names'; names: readonly RecommendationName[] }
  /** The value has no row in the table (`creativity`): it suggests no profession. */
  | { value: QuizValue; kind: 'no-row' };

/**
 * What each answer other than the deciding one suggests by the specification's own table, in
 * question order (product.md, "Every answer counts"). A name appears once on the screen: the
 * result's three come first, then each answer's names that no earlier line has shown. The rule
 * and its result are untouched; this only reads the table.
 */
export function otherAnswers(answers: readonly (QuizValue | undefined)[], result: Recommendation): OtherAnswer[] {
  const shown = new Set<string>(result.professions);
  const others: OtherAnswer[] = [];
  for (const value of answers) {
    if (!value || value === result.decidedBy || others.some((o) => o.value === value)) continue;
    const row = RECOMMENDATIONS[value];
    if (!row) {
      others.push({ value, kind: 'no-row' });
      continue;
    }
    const names = row.filter((name) => !shown.has(name));
    for (const name of names) shown.add(name);
    // An answer whose names are all shown already would add nothing: it is left out. (No answer
    // set of the quiz has one; the test holds that, so no answer of a quiz goes unmentioned.)
    if (names.length) others.push({ value, kind: 'names', names });
  }
  return others;
}

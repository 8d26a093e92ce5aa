import { FLAT_SPREAD, TIE_MARGIN } from '@/data/interests';
import { RIASEC, type Riasec } from '@/data/riasec';
import type { InterestScores } from './scores';

export interface TypeScore {
  type: Riasec;
  score: number;
}

/**
 * A student's strongest types: the one rule the result page and /class share
 * (docs/decisions/0033).
 * - `flat`: no type stands out — the highest and lowest scores are at most FLAT_SPREAD apart
 *   (`even`), or more than three types are within TIE_MARGIN of the top (`many`).
 * - `types`: the top two, and a third within TIE_MARGIN of the second (a tie for second place);
 *   when more than three are that close, only those within TIE_MARGIN of the first. `ties` groups
 *   the named types that are within TIE_MARGIN of their neighbour, to be said as ties.
 */
export type Strongest =
  { kind: 'flat'; reason: 'even' | 'many' } | { kind: 'types'; types: TypeScore[]; ties: Riasec[][] };

/** The six types, highest score first; equal scores keep RIASEC order. */
export function ranked(scores: InterestScores): TypeScore[] {
  return RIASEC.map((type, i) => ({ type, score: scores[i]! })).sort((a, b) => b.score - a.score);
}

export function strongestTypes(scores: InterestScores): Strongest {
  const order = ranked(scores);
  const top = order[0]!.score;
  if (top - order[5]!.score <= FLAT_SPREAD) return { kind: 'flat', reason: 'even' };
  let types = order.filter((t) => t.score >= order[1]!.score - TIE_MARGIN);
  if (types.length > 3) types = order.filter((t) => t.score >= top - TIE_MARGIN);
  if (types.length > 3) return { kind: 'flat', reason: 'many' };
  const ties: Riasec[][] = [];
  types.forEach((t, i) => {
    const before = types[i - 1];
    if (!before || before.score - t.score > TIE_MARGIN) return;
    const group = ties.at(-1);
    if (group?.at(-1) === before.type) group.push(t.type);
    else ties.push([before.type, t.type]);
  });
  return { kind: 'types', types, ties };
}

/** The letters of a student's strongest types; none for a flat profile. */
export const strongestLetters = (scores: InterestScores): Riasec[] => {
  const strongest = strongestTypes(scores);
  return strongest.kind === 'types' ? strongest.types.map((t) => t.type) : [];
};

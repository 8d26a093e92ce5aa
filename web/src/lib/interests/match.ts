import { MATCH_COUNT } from '@/data/interests';
import { RIASEC, type Riasec } from '@/data/riasec';
import type { InterestTable, InterestTableRow } from './interest-table';
import type { InterestScores } from './scores';
import { pearson } from '@/lib/pearson';

/**
 * A profession's own strongest types, from its O*NET scores: the highest three that lie above its
 * own mean (O*NET's high points all do: the team's fact base, outside this repository,
 * interests-facts.md §1.1). Our rule, not O*NET's letters.
 */
export function professionTypes(scores: readonly number[]): Riasec[] {
  const mean = scores.reduce((s, x) => s + x, 0) / scores.length;
  return RIASEC.map((type, i) => ({ type, score: scores[i]! }))
    .filter((t) => t.score > mean)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map((t) => t.type);
}

export interface ProfessionMatch {
  profession: InterestTableRow;
  r: number;
  /** The types the student's strongest and the profession's share, in the student's order. */
  shared: Riasec[];
}

/**
 * Every profession of `table`, ranked by the correlation of its six scores with the student's
 * (as O*NET matches: the team's fact base, outside this repository, interests-facts.md §4); equal
 * correlations keep the table's order. Empty for the student's flat profile, whose correlation is
 * undefined. A flat profession is left out, not allowed to empty every student's list: the content
 * check refuses one (decision 0042), but the table is a file fetched at run time.
 */
export function rankProfessions(
  scores: InterestScores,
  strongest: readonly Riasec[],
  table: InterestTable,
): ProfessionMatch[] {
  if (new Set(scores).size === 1) return [];
  const matches: ProfessionMatch[] = [];
  for (const profession of table) {
    const r = pearson(scores, profession.scores);
    if (r === null) continue;
    const own = professionTypes(profession.scores);
    matches.push({ profession, r, shared: strongest.filter((type) => own.includes(type)) });
  }
  return matches.sort((a, b) => b.r - a.r);
}

/** The best MATCH_COUNT of `rankProfessions`. */
export const bestProfessions = (
  scores: InterestScores,
  strongest: readonly Riasec[],
  table: InterestTable,
): ProfessionMatch[] => rankProfessions(scores, strongest, table).slice(0, MATCH_COUNT);

import type { SchoolSubject, SubjectsTableRow } from '@/data/types';

/**
 * The rule of «Мої предмети» (docs/decisions/0045). A profession qualifies when a liked subject is
 * among the subjects its own page shows (decision 0044's rule, which already keeps to what sets
 * the work apart); it ranks by how many liked subjects it shares, then by how far those stand
 * above the O*NET average in sum, then by name.
 */
export const SUBJECTS_MATCH = {
  /** At most this many professions. */
  MAX: 10,
  /** Fewer than this are said to be all there are. */
  MIN: 6,
} as const;

export interface SubjectsMatch {
  profession: SubjectsTableRow;
  /** The liked subjects it relies on, in timetable order. */
  shared: string[];
  /** The subjects marked hard it relies on, in timetable order. */
  hard: string[];
}

export type SubjectsResult =
  /** Nothing liked yet. */
  | { kind: 'none' }
  /** Every subject liked: they no longer tell professions apart. */
  | { kind: 'all' }
  | { kind: 'professions'; matches: SubjectsMatch[]; /** Fewer than MIN share a liked subject. */ fewer: boolean };

/** The professions for the liked subjects, best first, by the rule above. */
export function matchProfessions(
  subjects: readonly Pick<SchoolSubject, 'id'>[],
  professions: readonly SubjectsTableRow[],
  liked: readonly string[],
  hard: readonly string[],
): SubjectsResult {
  const likedIds = subjects.filter((s) => liked.includes(s.id)).map((s) => s.id);
  if (likedIds.length === 0) return { kind: 'none' };
  if (likedIds.length === subjects.length) return { kind: 'all' };
  const inOrder = (ids: readonly string[], row: SubjectsTableRow) =>
    subjects.filter((s) => ids.includes(s.id) && row.picked.some((p) => p.id === s.id)).map((s) => s.id);
  const matches = professions
    .map((profession) => {
      const shared = inOrder(likedIds, profession);
      const above = profession.picked.filter((p) => shared.includes(p.id)).reduce((sum, p) => sum + p.above, 0);
      return { profession, shared, hard: inOrder(hard, profession), above };
    })
    .filter((m) => m.shared.length > 0)
    .sort(
      (a, b) =>
        b.shared.length - a.shared.length ||
        b.above - a.above ||
        a.profession.name.localeCompare(b.profession.name, 'uk'),
    )
    .slice(0, SUBJECTS_MATCH.MAX)
    .map(({ profession, shared, hard }) => ({ profession, shared, hard }));
  return { kind: 'professions', matches, fewer: matches.length < SUBJECTS_MATCH.MIN };
}

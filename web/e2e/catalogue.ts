import { loadContent } from '../src/data/content/load';
import {
  catalogueView,
  detailIdsView,
  detailView,
  interestsView,
  linesView,
  namesByTitleView,
  namesView,
  profilesView,
} from '../src/data/content/views';
import type { Profession, ProfessionDetail } from '../src/data/types';
import { interestTable } from '../src/lib/interests/interest-table';
import { lineIn } from '../src/lib/quiz-code/line-in';

/**
 * The content as the tests see it, read from the files of web/content through the same views the
 * build serves: a profession added there (with a detail page or without) is tested without a test
 * being edited.
 */
const CONTENT = loadContent();

export const BUILT_IN_PROFESSIONS: readonly Profession[] = catalogueView(CONTENT);

export const DETAILS: Readonly<Record<string, ProfessionDetail>> = Object.fromEntries(
  detailIdsView(CONTENT).map((id) => [id, detailView(CONTENT, id)!]),
);

export const hasDetail = (id: string): boolean => Object.hasOwn(DETAILS, id);

/** A detail page's texts; throws for an id with none. */
export function detailOf(id: string): ProfessionDetail {
  const detail = DETAILS[id];
  if (!detail) throw new Error(`${id} has no detail page in web/content`);
  return detail;
}

export const WITH_DETAIL: readonly Profession[] = BUILT_IN_PROFESSIONS.filter((p) => hasDetail(p.id));
export const WITHOUT_DETAIL: readonly Profession[] = BUILT_IN_PROFESSIONS.filter((p) => !hasDetail(p.id));

export const PROFILES = profilesView(CONTENT);
export const PROFESSION_NAMES = namesView(CONTENT);
export const RECOMMENDATION_NAMES_UK: Readonly<Record<string, string>> = namesByTitleView(CONTENT);

const LINES = linesView(CONTENT);
/** The line a result card shows for `name` (src/lib/quiz-code/line-of.ts, on the files). */
export const lineOf = (name: string): string | undefined => lineIn(LINES, BUILT_IN_PROFESSIONS, name);

/** What /interest-table.json serves (src/lib/interests/interest-table.ts, on the files). */
export const INTEREST_TABLE = interestTable({
  interests: interestsView(CONTENT),
  names: RECOMMENDATION_NAMES_UK,
  lineOf,
  hasDetail,
});

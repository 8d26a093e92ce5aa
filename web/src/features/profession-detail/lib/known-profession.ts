import { hasDetail } from '@/data/profession-details';
import { BUILT_IN_PROFESSIONS } from '@/data/professions';
import { RECOMMENDATION_NAMES_UK } from '@/data/recommendation-names';
import { slugify } from '@/lib/slug';

export interface KnownProfessionName {
  /** The English name (a built-in's title or a quiz recommendation). */
  title: string;
  nameUk: string;
  /** A built-in: its card is in the catalogue, and its page is being prepared. */
  inCatalogue: boolean;
  /**
   * For a name from the quiz alone, the Ukrainian names of the catalogue's professions that the
   * search for it finds («Інженер» → «Інженер-програміст»): what the screen points to instead.
   */
  related: readonly string[];
}

/**
 * A profession the site knows by name but has no detail page for: a built-in without
 * details or a quiz recommendation. Null for any other id (a typo, an added profession):
 * the not-found screen must not claim those exist. Fixed data only, so the prerendered and
 * the hydrated screen agree.
 */
export function knownProfessionName(id: string | undefined): KnownProfessionName | null {
  if (!id || hasDetail(id)) return null;
  const builtIn = BUILT_IN_PROFESSIONS.find((p) => p.id === id);
  const title = builtIn?.title ?? Object.keys(RECOMMENDATION_NAMES_UK).find((name) => slugify(name) === id);
  if (!title) return null;
  const nameUk = builtIn?.nameUk ?? RECOMMENDATION_NAMES_UK[title]!;
  return { title, nameUk, inCatalogue: !!builtIn, related: builtIn ? [] : searchFinds(nameUk) };
}

/**
 * What the search (lib/filter-professions.ts) would answer for a known name, in few bytes: the
 * names have no apostrophes or runs of spaces to normalise, and importing the search here would
 * cost /search a chunk of its own. The test checks both agree on every known name.
 */
export function searchFinds(nameUk: string): string[] {
  const needle = nameUk.toLocaleLowerCase('uk');
  return BUILT_IN_PROFESSIONS.filter((p) =>
    [p.title, p.nameUk, p.description, p.category].some((field) => field.toLocaleLowerCase('uk').includes(needle)),
  ).map((p) => p.nameUk);
}

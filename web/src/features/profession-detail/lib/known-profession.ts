import { hasDetail } from '@/data/profession-details';
import { BUILT_IN_PROFESSIONS } from '@/data/professions';
import { RECOMMENDATION_NAMES_UK } from '@/data/recommendation-names';
import type { ProfileOnScreen } from '@/data/profiles-file';
import { slugify } from '@/lib/slug';
import { loadProfile } from './load-profile';

export interface KnownProfessionName {
  /** The English name (a built-in's title or a quiz recommendation). */
  title: string;
  nameUk: string;
  /** A built-in: its card is in the catalogue, and its page is being prepared. */
  inCatalogue: boolean;
}

/** A catalogue profession a profile points to: its page where it has one, its card otherwise. */
export interface RelatedProfession {
  id: string;
  nameUk: string;
  detailed: boolean;
}

export interface KnownProfession {
  name: KnownProfessionName;
  /** Its profile (data/profiles), or null where it has none or the profiles file could not arrive. */
  profile: ProfileOnScreen | null;
  related: RelatedProfession | null;
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
  return { title, nameUk, inCatalogue: !!builtIn };
}

/** The known name with its profile, fetched from the profiles file; null for any other id. */
export async function knownProfession(id: string | undefined): Promise<KnownProfession | null> {
  const name = knownProfessionName(id);
  if (!name) return null;
  // Offline before the first visit's copy, the name and its note still show.
  const profile = await loadProfile(slugify(name.title)).catch(() => null);
  const relatedCard = profile?.related ? BUILT_IN_PROFESSIONS.find((p) => p.id === profile.related) : undefined;
  const related = relatedCard
    ? { id: relatedCard.id, nameUk: relatedCard.nameUk, detailed: hasDetail(relatedCard.id) }
    : null;
  return { name, profile, related };
}

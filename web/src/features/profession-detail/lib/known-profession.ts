import { hasDetail } from '@/data/profession-details';
import { BUILT_IN_PROFESSIONS } from '@/data/professions';
import { PROFESSION_NAMES } from '@/data/profession-names';
import type { ProfileOnScreen } from '@/data/profiles-file';
import { loadProfile } from './load-profile';

export interface KnownProfessionName {
  id: string;
  /** The English name, where it has one (a built-in's title or a quiz recommendation). */
  title?: string;
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
 * A profession the site knows by name but has no detail page for: one of web/content's files
 * without a `detail`. Null for any other id (a typo, an added profession): the not-found screen
 * must not claim those exist. Fixed data only, so the prerendered and the hydrated screen agree.
 */
export function knownProfessionName(id: string | undefined): KnownProfessionName | null {
  if (!id || hasDetail(id) || !Object.hasOwn(PROFESSION_NAMES, id)) return null;
  const { title, nameUk } = PROFESSION_NAMES[id]!;
  return {
    id,
    ...(title !== undefined ? { title } : {}),
    nameUk,
    inCatalogue: BUILT_IN_PROFESSIONS.some((p) => p.id === id),
  };
}

/** The known name with its profile, fetched from the profiles file; null for any other id. */
export async function knownProfession(id: string | undefined): Promise<KnownProfession | null> {
  const name = knownProfessionName(id);
  if (!name) return null;
  // Offline before the first visit's copy, the name and its note still show.
  const profile = await loadProfile(name.id).catch(() => null);
  const relatedCard = profile?.related ? BUILT_IN_PROFESSIONS.find((p) => p.id === profile.related) : undefined;
  const related = relatedCard
    ? { id: relatedCard.id, nameUk: relatedCard.nameUk, detailed: hasDetail(relatedCard.id) }
    : null;
  return { name, profile, related };
}

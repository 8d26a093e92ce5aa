import profiles from 'virtual:content/profiles';
import type { ProfessionProfile } from './types';

/**
 * Every profile, by id, from the `profile` of each file in web/content. For
 * the build and the tests only: the screens fetch the file `profiles-file.ts` makes of them
 * (docs/decisions/0022), since a screen importing this would carry all of them in its JavaScript.
 */
export const PROFILES: Readonly<Record<string, ProfessionProfile>> = profiles;

/** Ids of every profession that has a profile. */
export const PROFILE_SLUGS: readonly string[] = Object.keys(PROFILES);

/** The profile of `id`, or null for an id with none. */
export function profileOf(id: string): ProfessionProfile | null {
  return Object.hasOwn(PROFILES, id) ? PROFILES[id]! : null;
}

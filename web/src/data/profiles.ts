import type { ProfessionProfile } from './types';

const PROFILES = import.meta.glob<ProfessionProfile>('./profiles/*.ts', { import: 'profile' });

const fileOf = (slug: string) => `./profiles/${slug}.ts`;

/**
 * The full profile of a profession without a detail page, by its slug: a chunk of its own per
 * profession, fetched only by the screen that shows it (docs/decisions/0022). Null for a slug
 * with no profile.
 */
export function loadProfile(slug: string): Promise<ProfessionProfile> | null {
  return PROFILES[fileOf(slug)]?.() ?? null;
}

/** Slugs of every profession that has a profile. */
export const PROFILE_SLUGS: readonly string[] = Object.keys(PROFILES).map((file) =>
  file.replace(/^\.\/profiles\//, '').replace(/\.ts$/, ''),
);

import type { ProfessionProfile } from './types';

const MODULES = import.meta.glob<ProfessionProfile>('./profiles/*.ts', { import: 'profile', eager: true });

/**
 * Every profile, by slug, from `profiles/<slug>.ts`. For the build and the tests only: the
 * screens fetch the file `profiles-file.ts` makes of them (docs/decisions/0022), since a screen
 * importing this would carry all of them in its JavaScript.
 */
export const PROFILES: Readonly<Record<string, ProfessionProfile>> = Object.fromEntries(
  Object.entries(MODULES).map(([file, profile]) => [file.replace(/^\.\/profiles\//, '').replace(/\.ts$/, ''), profile]),
);

/** Slugs of every profession that has a profile. */
export const PROFILE_SLUGS: readonly string[] = Object.keys(PROFILES);

/** The profile of `slug`, or null for a slug with none. */
export function profileOf(slug: string): ProfessionProfile | null {
  return Object.hasOwn(PROFILES, slug) ? PROFILES[slug]! : null;
}

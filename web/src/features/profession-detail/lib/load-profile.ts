import { PROFILES_FILE } from '@/config/profiles-file';
import type { ProfileOnScreen, ProfilesFile } from '@/data/profiles-file';

let file: Promise<ProfilesFile> | undefined;

/**
 * The profile of `slug` from the profiles file, fetched once per page (docs/decisions/0022);
 * null for a slug with none. A failed fetch (offline before the first visit's copy) rejects, and
 * the next call tries again.
 */
export function loadProfile(slug: string): Promise<ProfileOnScreen | null> {
  file ??= fetch(PROFILES_FILE).then((response) =>
    response.ok
      ? (response.json() as Promise<ProfilesFile>)
      : Promise.reject(new Error(`${PROFILES_FILE}: ${response.status}`)),
  );
  const loading = file;
  return loading.then(
    (profiles) => (Object.hasOwn(profiles, slug) ? profiles[slug]! : null),
    (error: unknown) => {
      if (file === loading) file = undefined;
      throw error;
    },
  );
}

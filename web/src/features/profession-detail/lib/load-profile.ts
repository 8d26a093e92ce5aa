import { PROFILES_FILE } from '@/config/data-files';
import type { ProfileOnScreen, ProfilesFile } from '@/data/profiles-file';
import { jsonOnce } from '@/lib/json-once';

const profiles = jsonOnce<ProfilesFile>(PROFILES_FILE);

/**
 * The profile of `slug` from the profiles file, fetched once per page (docs/decisions/0022);
 * null for a slug with none. Rejects when the file cannot be fetched.
 */
export async function loadProfile(slug: string): Promise<ProfileOnScreen | null> {
  const file = await profiles();
  return Object.hasOwn(file, slug) ? file[slug]! : null;
}

import { BUILT_IN_PROFESSIONS } from '@/data/professions';
import { PROFILE_LINES } from '@/data/profile-lines';
import { lineIn } from './line-in';

/** One line about a profession, by id (`lineIn` over the site's content). */
export function lineOf(id: string): string | undefined {
  return lineIn(PROFILE_LINES, BUILT_IN_PROFESSIONS, id);
}

import { BUILT_IN_PROFESSIONS } from '@/data/professions';
import { PROFILE_LINES } from '@/data/profile-lines';
import { lineIn } from './line-in';

/** One line about a profession a quiz result can name (`lineIn` over the site's content). */
export function lineOf(name: string): string | undefined {
  return lineIn(PROFILE_LINES, BUILT_IN_PROFESSIONS, name);
}

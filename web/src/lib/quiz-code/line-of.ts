import { BUILT_IN_PROFESSIONS } from '@/data/professions';
import { PROFILE_LINES } from '@/data/profile-lines';
import type { RecommendationName } from '@/data/recommendations';

/**
 * One line about a profession a quiz result can name: its profile's line, or for a profession
 * with a detail page (it has no profile) the first sentence of its catalogue description.
 * Undefined for a name with neither.
 */
export function lineOf(name: string): string | undefined {
  const line = PROFILE_LINES[name as RecommendationName];
  if (line) return line;
  const description = BUILT_IN_PROFESSIONS.find((p) => p.title === name)?.description;
  return description?.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? description;
}

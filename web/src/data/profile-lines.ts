import lines from 'virtual:content/lines';
import type { RecommendationName } from './recommendations';

/**
 * One line about each profession with a profile (the `line` of its file in web/content), by
 * English name: what the work is, in words a 14-year-old understands. Shown on result cards,
 * under the other answers' names and in the class summary. Small enough to load with the result
 * screen (docs/decisions/0022).
 */
export const PROFILE_LINES: Readonly<Partial<Record<RecommendationName, string>>> = lines;

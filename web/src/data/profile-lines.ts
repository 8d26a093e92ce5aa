import type { RecommendationName } from './recommendations';

/**
 * One line about each profession the quiz can name without a detail page: what the work is, in
 * words a 14-year-old understands. Shown on result cards, under the other answers' names and in
 * the class summary; the whole profile is in `profiles/<slug>.ts`. Small enough to load with
 * the result screen (docs/decisions/0022).
 */
export const PROFILE_LINES: Readonly<Partial<Record<RecommendationName, string>>> = {
  'Graphic Designer': 'Створює логотипи, плакати й обкладинки: перетворює ідею на зображення.',
};

import ids from 'virtual:content/quiz-table';
import { PROFESSION_NAMES } from './profession-names';

/**
 * The Ukrainian name by English name of the quiz's table (the `name` of each file in
 * web/content): the usual name of the occupation, not a post or a tax status (copy review 3, A21).
 */
export const RECOMMENDATION_NAMES_UK: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ids).map(([title, id]) => [title, PROFESSION_NAMES[id]!.nameUk]),
);

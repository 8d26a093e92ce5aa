import ids from 'virtual:content/quiz-table';
import type { RecommendationName } from './recommendations';

/**
 * The id of the profession a name of the quiz's table stands for: the one place the
 * specification's English title leads to a profession (decision 0042). The content check holds
 * every name of the table to one file with that title. A module of its own, so that a screen
 * that needs only the id does not carry the names.
 */
export const professionIdOf = (name: RecommendationName): string => ids[name];

import lines from 'virtual:content/lines';

/**
 * One line about each profession with interests and no detail page (the `line` of its file in
 * web/content), by id: what the work is, in words a 14-year-old understands. Shown on result
 * cards, under the other answers' names, in the class summary and in the interest list. Small
 * enough to load with the result screen (docs/decisions/0022).
 */
export const PROFILE_LINES: Readonly<Record<string, string>> = lines;

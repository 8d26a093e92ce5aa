import names from 'virtual:content/names-by-title';

/**
 * The Ukrainian name by English name (the `name` of each file in web/content): the usual name of
 * the occupation, not a post or a tax status (copy review 3, A21). Every name a quiz result can
 * show has one (the content check holds it).
 */
export const RECOMMENDATION_NAMES_UK: Readonly<Record<string, string>> = names;

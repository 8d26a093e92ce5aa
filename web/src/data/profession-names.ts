import names from 'virtual:content/names';

/**
 * Every profession the site knows, by id: its English title where it has one, and its Ukrainian
 * name. A profession with a profile and no detail page is known by this alone (its not-found
 * screen shows the profile), whether or not the quiz can name it.
 */
export const PROFESSION_NAMES: Readonly<Record<string, { readonly title?: string; readonly nameUk: string }>> = names;

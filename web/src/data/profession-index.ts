import index from 'virtual:content/profession-index';

/**
 * Every profession the site has ever known, by its number: the `number` of its file in
 * web/content, or of content/retired.yaml for a removed one (decision 0042). Links that must stay
 * short (the student's record, the coordinator's counts) carry a profession as this number, not
 * its id; the content check holds every number to one profession, never reused.
 */
export const PROFESSION_INDEX: readonly string[] = index;

const PLACES: ReadonlyMap<string, number> = new Map(PROFESSION_INDEX.map((id, place) => [id, place]));

/** A profession's number in links, or undefined for one the list does not know (an added one). */
export const professionPlace = (id: string): number | undefined => PLACES.get(id);

/** The profession at a link's number, or undefined for a number this version does not know. */
export const professionAtPlace = (place: number): string | undefined =>
  Number.isInteger(place) ? PROFESSION_INDEX[place] : undefined;

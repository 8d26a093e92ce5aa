/**
 * Every profession the site has ever known, by a number that never changes: links that must stay
 * short (the student's record, the coordinator's counts) carry a profession as its place here, not
 * its id. Append only: a new profession goes at the end, and a removed one keeps its place (its
 * id stays here) so no old link ever names another profession. profession-index.test.ts holds
 * every profession of web/content to a place.
 */
export const PROFESSION_INDEX: readonly string[] = [
  'accountant',
  'administrator',
  'architect',
  'art-director',
  'business-analyst',
  'carpenter',
  'chef',
  'content-writer',
  'counselor',
  'data-scientist',
  'designer',
  'digital-marketer',
  'editor',
  'engineer',
  'entrepreneur',
  'environmental-scientist',
  'filmmaker',
  'financial-analyst',
  'government-worker',
  'graphic-designer',
  'healthcare-professional',
  'historian',
  'hr-specialist',
  'investment-banker',
  'it-specialist',
  'journalist',
  'lab-technician',
  'lawyer',
  'librarian',
  'manager',
  'marketing-manager',
  'marketing-specialist',
  'mechanical-engineer',
  'medical-doctor',
  'musician',
  'nonprofit-worker',
  'online-tutor',
  'project-manager',
  'quality-assurance-specialist',
  'research-scientist',
  'researcher',
  'sales-manager',
  'sales-representative',
  'social-worker',
  'software-engineer',
  'teacher',
  'web-developer',
  'writer',
];

const PLACES: ReadonlyMap<string, number> = new Map(PROFESSION_INDEX.map((id, place) => [id, place]));

/** A profession's number in links, or undefined for one the list does not know (an added one). */
export const professionPlace = (id: string): number | undefined => PLACES.get(id);

/** The profession at a link's number, or undefined for a number this version does not know. */
export const professionAtPlace = (place: number): string | undefined =>
  Number.isInteger(place) ? PROFESSION_INDEX[place] : undefined;

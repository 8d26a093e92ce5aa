/**
 * JSON files the prerender step writes beside the app (entry-server.tsx: `dataFiles`): text and
 * numbers a screen needs but carries not as script, which is what the JavaScript budget is for on
 * a cheap phone. Fixed URLs the server always revalidates; the service worker precaches them.
 */

/** Every profile of a profession without a detail page; the not-found screen fetches it (0022). */
export const PROFILES_FILE = '/profiles.json';

/**
 * The professions with O*NET interest scores: names, line, page and scores; the interest profile's
 * result fetches it to rank them (decision 0033).
 */
export const INTEREST_TABLE_FILE = '/interest-table.json';

/** Every roadmap's phases and steps by profession id; «Моя стежка» lists the steps done (0037). */
export const ROADMAPS_FILE = '/roadmaps.json';

/**
 * The school subjects and, for every profession with rated knowledge, the subjects its page shows;
 * «Мої предмети» ranks the professions by them (decision 0045).
 */
export const SUBJECTS_TABLE_FILE = '/subjects-table.json';

/** Every profession's usual route after grade 9; «Моя стежка» shows the kept ones' (decision 0046). */
export const AFTER_GRADE9_FILE = '/after-grade9.json';

export const DATA_FILES = [
  PROFILES_FILE,
  INTEREST_TABLE_FILE,
  ROADMAPS_FILE,
  SUBJECTS_TABLE_FILE,
  AFTER_GRADE9_FILE,
] as const;
export type DataFile = (typeof DATA_FILES)[number];

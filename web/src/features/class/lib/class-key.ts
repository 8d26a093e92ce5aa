/** Where the classes are stored (class-format.ts); alone, so /class's first load can look without the store's code. */
export const CLASSES_KEY = 'stezhka:classes';

/** The longest label a class may have: the form on /class's first load and the stored format both keep to it. */
export const LABEL_MAX_LENGTH = 60;

/**
 * Whether there is anything for the stored-classes code to do: classes (or something unreadable)
 * under the key, or storage that refuses even to be read (the page must say so). A new adviser's
 * first visit downloads none of it, as decision 0012 does for roadmap marks.
 */
export function hasStoredClasses(): boolean {
  try {
    return window.localStorage.getItem(CLASSES_KEY) !== null;
  } catch {
    return true;
  }
}

import { hasDetail } from './profession-details';
import { BUILT_IN_PROFESSIONS } from './professions';

/**
 * What the site says about a profession's page where the page is missing: on its quiz result
 * card and on its not-found screen, in the same words (product.md, "Honest result cards").
 * A page is promised only for the professions in the catalogue; the site promises nothing for
 * a name it knows from the quiz alone.
 */
export const PAGE_NOTES = {
  /** In the catalogue, its detail page not written yet. */
  coming: 'Докладна сторінка ще готується',
  /** Not in the catalogue. */
  none: 'На Стежці поки немає сторінки про цю професію',
} as const;

export type PageNoteKind = keyof typeof PAGE_NOTES;

/** Null for a profession with a detail page. */
export function pageNoteKind(id: string): PageNoteKind | null {
  if (hasDetail(id)) return null;
  return BUILT_IN_PROFESSIONS.some((p) => p.id === id) ? 'coming' : 'none';
}

import type { Shown } from '@/lib/lesson-counts/small-counts';

export const SMALL_TEXT = 'менше 5';
export const HIDDEN_TEXT = 'приховано';

/** A count as the report writes it: «12», «менше 5», «приховано». */
export const shownText = (shown: Shown): string =>
  shown.kind === 'count' ? String(shown.count) : shown.kind === 'small' ? SMALL_TEXT : HIDDEN_TEXT;

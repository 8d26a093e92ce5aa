import { NBSP } from '@/lib/typeset';
import { percentOf } from './summary';

/** One count at the start of a course and at its end. */
export interface Compared {
  start: number;
  end: number;
  /** Whole per cent of each side's students. */
  startPercent: number;
  endPercent: number;
  /** end − start, in students. */
  change: number;
  /** end − start, in percentage points of the shares shown (so a reader's own subtraction agrees). */
  points: number;
}

export function compare(start: number, startTotal: number, end: number, endTotal: number): Compared {
  const startPercent = percentOf(start, startTotal);
  const endPercent = percentOf(end, endTotal);
  return { start, end, startPercent, endPercent, change: end - start, points: endPercent - startPercent };
}

/** «+3», «−2», «0»: a typographic minus. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** Percentage points, «−2 в. п.», on one line. */
export const pointsText = (points: number): string => signed(points) + NBSP + 'в.' + NBSP + 'п.';

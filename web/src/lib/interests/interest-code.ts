import { FRAGMENT_KEYS } from '@/config/paths';
import { TYPE_MAX_SCORE } from '@/data/interests';
import type { InterestScores } from './scores';

/**
 * Six interest scores as a short code for a link: the version, then one letter per type in RIASEC
 * order, `a` for 0 … `y` for 24. `/interests#i=1kqcxab`. No free text can be put in, and a code is
 * read letter by letter, so a damaged one is `null`, never a half-read result.
 *
 * Version 1 pins the statements' types and count in data/interests.ts (six per type, scores
 * 0–24), not their wording: a reworded set (decision 0039) reads the same codes; changing a
 * statement's type, or the count, needs version 2 (interest-code.test.ts pins the list).
 */
export const INTEREST_CODE_VERSION = '1';

const FIRST = 'a'.charCodeAt(0);
/** The letters of the six scores alone, as the teacher's code carries them after the quiz's. */
export const SCORE_LETTERS = `[a-${String.fromCharCode(FIRST + TYPE_MAX_SCORE)}]{6}`;
const CODE_PATTERN = new RegExp(`^${INTEREST_CODE_VERSION}(${SCORE_LETTERS})$`);

/** The six letters of the scores; null if any is not a whole number 0–24. */
export function scoreLetters(scores: readonly number[]): string | null {
  if (scores.length !== 6 || scores.some((s) => !Number.isInteger(s) || s < 0 || s > TYPE_MAX_SCORE)) return null;
  return scores.map((s) => String.fromCharCode(FIRST + s)).join('');
}

/** The six scores of their letters (`SCORE_LETTERS`). */
export const scoresOfLetters = (letters: string): InterestScores =>
  [...letters].map((c) => c.charCodeAt(0) - FIRST) as unknown as InterestScores;

export function encodeScores(scores: readonly number[]): string | null {
  const letters = scoreLetters(scores);
  return letters && INTEREST_CODE_VERSION + letters;
}

export function decodeScores(code: string): InterestScores | null {
  const match = CODE_PATTERN.exec(code);
  return match ? scoresOfLetters(match[1]!) : null;
}

/**
 * What `/interests`'s fragment says: nothing of ours (`null`: empty, the skip link's `#main`), a
 * shared result (`scores`, null when damaged), or a quiz result's code to compare with (`quiz`,
 * read by the page with the quiz's own reader).
 */
export type InterestHash = null | { kind: 'shared'; scores: InterestScores | null } | { kind: 'quiz'; code: string };

const HASH = new RegExp(`^#(${FRAGMENT_KEYS.interestResult}|${FRAGMENT_KEYS.quizToCompare})(?:=|%3[dD])(.*)$`, 's');

export function readInterestHash(hash: string): InterestHash {
  const match = HASH.exec(hash);
  if (!match) return null;
  let value: string;
  try {
    value = decodeURIComponent(match[2]!).trim();
  } catch {
    value = '';
  }
  return match[1] === FRAGMENT_KEYS.interestResult
    ? { kind: 'shared', scores: decodeScores(value) }
    : { kind: 'quiz', code: value };
}

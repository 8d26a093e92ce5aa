import { QUIZ_QUESTIONS } from '@/data/quiz';
import type { QuizValue } from '@/data/types';

/**
 * A quiz result as a short code for a link: the version, then one letter per question, the
 * position of the chosen option (`a`–`d`) in `QUIZ_QUESTIONS`. Version 1 is `1` plus five
 * letters, e.g. `1acbdd`. No free text can be put in, and the code is checked letter by
 * letter on the way back, so a damaged link gives `null`, never a half-read result.
 *
 * Reordering, adding or removing options or questions changes what a letter means: that
 * needs a new version (the unit test pins version 1's order).
 */
export const SHARE_CODE_VERSION = '1';

/** The fragment key: `/quiz#r=1acbdd`. See docs/decisions/0010-share-code.md. */
export const SHARE_FRAGMENT_KEY = 'r';

const LETTERS = 'abcd';
const CODE_PATTERN = new RegExp(`^${SHARE_CODE_VERSION}[${LETTERS}]{${QUIZ_QUESTIONS.length}}$`);

/** The code of a full set of answers, or null if any answer is missing or unknown. */
export function encodeAnswers(answers: readonly (QuizValue | undefined)[]): string | null {
  if (answers.length !== QUIZ_QUESTIONS.length) return null;
  let code = SHARE_CODE_VERSION;
  for (const [q, question] of QUIZ_QUESTIONS.entries()) {
    const index = question.options.findIndex((o) => o.value === answers[q]);
    if (index < 0) return null;
    code += LETTERS[index];
  }
  return code;
}

/** The five answers of a code, or null when the code is not one this version of the site wrote. */
export function decodeAnswers(code: string): QuizValue[] | null {
  if (!CODE_PATTERN.test(code)) return null;
  return QUIZ_QUESTIONS.map((question, q) => question.options[LETTERS.indexOf(code[q + 1]!)]!.value);
}

/**
 * The code a student shows the teacher carries a random tag after a hyphen, `1acbdd-4821`
 * (docs/decisions/0017): four digits, made when the result is shown, so two students with the
 * same answers count as two and one phone scanned twice counts once. Digits, because a student
 * reads the code out and an adviser types it. The tag changes nothing about the result.
 */
export const TAG_LENGTH = 4;
const TAG_PATTERN = new RegExp(`^\\d{${TAG_LENGTH}}$`);

export const isTag = (tag: string): boolean => TAG_PATTERN.test(tag);

/** A fresh tag from the platform's random numbers (nothing about the student goes in). */
export function makeTag(): string {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return String(value! % 10 ** TAG_LENGTH).padStart(TAG_LENGTH, '0');
}

/** `1acbdd` or, with a tag, `1acbdd-4821`. */
export const taggedCode = (code: string, tag: string | null): string => (tag ? `${code}-${tag}` : code);

/** `#r=1acbdd` (or `#r=1acbdd-4821`), the part of a share link after the path. */
export function shareFragment(code: string, tag: string | null = null): string {
  return `#${SHARE_FRAGMENT_KEY}=${taggedCode(code, tag)}`;
}

/** A code with its tag split off: `1acbdd-4821` → answers and `4821`; `1acbdd` → answers and null. */
export function decodeTaggedCode(text: string): { answers: QuizValue[]; tag: string | null } | null {
  const [code = '', tag, ...rest] = text.split('-');
  if (rest.length > 0 || (tag !== undefined && !isTag(tag))) return null;
  const answers = decodeAnswers(code);
  return answers && { answers, tag: tag ?? null };
}

/**
 * What a `location.hash` says: no shared result at all (`null`: empty, or some other
 * fragment such as the skip link's `#main`), a shared result (with the teacher tag, if the
 * link came from «Показати вчителю»), or a damaged one.
 */
export type SharedHash = null | { answers: QuizValue[]; tag?: string } | { answers: null };

// Some apps percent-encode the `=` when they pass a link on.
const SHARE_HASH = new RegExp(`^#${SHARE_FRAGMENT_KEY}(?:=|%3[dD])(.*)$`, 's');

export function readShareHash(hash: string): SharedHash {
  const match = SHARE_HASH.exec(hash);
  if (!match) return null;
  let code: string;
  try {
    code = decodeURIComponent(match[1]!).trim();
  } catch {
    return { answers: null };
  }
  const read = decodeTaggedCode(code);
  if (!read) return { answers: null };
  return read.tag ? { answers: read.answers, tag: read.tag } : { answers: read.answers };
}

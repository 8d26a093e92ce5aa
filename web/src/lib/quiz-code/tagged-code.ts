import type { QuizValue } from '@/data/types';
import { decodeAnswers, SHARE_FRAGMENT_KEY, TAG_SUFFIX } from './share-code';

/**
 * The teacher tag (docs/decisions/0017): four random digits after the code, `1acbdd-4821`, made
 * when a result is shown, so two students with the same answers count as two and one phone
 * scanned twice counts once. Digits, because a student reads the code out and an adviser types it.
 */
export const TAG_LENGTH = 4;

export const isTag = (tag: string): boolean => TAG_SUFFIX.test(`-${tag}`) && tag.length === TAG_LENGTH;

/** A fresh tag from the platform's random numbers: nothing about the student goes in. */
export function makeTag(): string {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return String(value! % 10 ** TAG_LENGTH).padStart(TAG_LENGTH, '0');
}

/** A code with its tag split off: `1acbdd-4821` → answers and `4821`; `1acbdd` → answers and null. */
export function decodeTaggedCode(text: string): { code: string; answers: QuizValue[]; tag: string | null } | null {
  const tagged = TAG_SUFFIX.test(text);
  const code = text.replace(TAG_SUFFIX, '');
  const answers = decodeAnswers(code);
  return answers && { code, answers, tag: tagged ? text.slice(code.length + 1) : null };
}

/** The tag of a tagged share link's fragment (`#r=1acbdd-4821` → `4821`), or null. */
export function tagOfHash(hash: string): string | null {
  const match = new RegExp(`^#${SHARE_FRAGMENT_KEY}(?:=|%3[dD])(.*)$`).exec(hash);
  return (match && decodeTaggedCode(match[1]!)?.tag) ?? null;
}

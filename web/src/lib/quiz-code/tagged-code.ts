import type { QuizValue } from '@/data/types';
import { decodeAnswers, readShareHash, TAG_SUFFIX } from './share-code';

/**
 * The teacher tag (docs/decisions/0017): four random digits after the code, `1acbdd-4821`, one
 * per phone (per tab, `tabTag`), so two students with the same answers count as two and one phone
 * scanned twice counts once. Digits, because a student reads the code out and an adviser types it.
 */
export const TAG_LENGTH = 4;

export const isTag = (tag: string): boolean => TAG_SUFFIX.test(`-${tag}`) && tag.length === TAG_LENGTH;

/** A fresh tag from the platform's random numbers: nothing about the student goes in. */
export function makeTag(): string {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return String(value! % 10 ** TAG_LENGTH).padStart(TAG_LENGTH, '0');
}

const TAG_KEY = 'stezhka:teacher-tag';
let kept: string | null = null;

/**
 * This tab's tag, made once and kept while the tab is open (`sessionStorage`), so a reload or
 * «Пройти тест знову» with the same answers shows the adviser the same code and the phone still
 * counts once. One tag for the tab, not one per result: it says nothing about the answers, and it
 * is gone when the tab is closed (the quiz keeps nothing). Where storage is blocked, it lasts as
 * long as the page.
 */
export function tabTag(): string {
  if (kept) return kept;
  try {
    const stored = sessionStorage.getItem(TAG_KEY);
    kept = stored && isTag(stored) ? stored : makeTag();
    sessionStorage.setItem(TAG_KEY, kept);
  } catch {
    kept ??= makeTag();
  }
  return kept;
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
  const shared = readShareHash(hash);
  return (shared && decodeTaggedCode(shared.code)?.tag) ?? null;
}

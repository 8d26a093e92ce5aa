import type { QuizValue } from '@/data/types';
import { scoreLetters, scoresOfLetters } from '@/lib/interests/interest-code';
import type { InterestScores } from '@/lib/interests/scores';
import { decodeAnswers, LATEST_CODE_VERSION, readShareHash, SHARE_CODE_VERSION, TAG_SUFFIX } from './share-code';

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

export const TAG_KEY = 'stezhka:teacher-tag';
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

/**
 * The code «Показати вчителю» shows: the result code, with the interest scores when the student
 * has them (version 2, docs/decisions/0033). The code read out stays the result code alone.
 */
export function teacherCode(code: string, scores: InterestScores | null): string {
  const letters = scores && scoreLetters(scores);
  return letters ? LATEST_CODE_VERSION + code.slice(SHARE_CODE_VERSION.length) + letters : code;
}

export interface TaggedCode {
  /** The result code in version 1's form, `1acbdd`, whichever version came. */
  code: string;
  answers: QuizValue[];
  tag: string | null;
  /** The interest scores of a version 2 code; null for version 1. */
  interests: InterestScores | null;
}

/** A code with its tag split off: `1acbdd-4821` → answers and `4821`; `1acbdd` → answers and null. */
export function decodeTaggedCode(text: string): TaggedCode | null {
  const tagged = TAG_SUFFIX.test(text);
  const whole = text.replace(TAG_SUFFIX, '');
  const answers = decodeAnswers(whole);
  if (!answers) return null;
  const quizLength = SHARE_CODE_VERSION.length + answers.length;
  return {
    code: SHARE_CODE_VERSION + whole.slice(1, quizLength),
    answers,
    tag: tagged ? text.slice(whole.length + 1) : null,
    interests: whole.length > quizLength ? scoresOfLetters(whole.slice(quizLength)) : null,
  };
}

/** The tag of a tagged share link's fragment (`#r=1acbdd-4821` → `4821`), or null. */
export function tagOfHash(hash: string): string | null {
  const shared = readShareHash(hash);
  return (shared && decodeTaggedCode(shared.code)?.tag) ?? null;
}

import { FRAGMENT_KEYS } from '@/config/paths';
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

/**
 * Version 2 is what «Показати вчителю» shows a student who has an interest profile
 * (docs/decisions/0033): version 1's five letters, then the six interest scores' letters
 * (`a`–`y`, lib/interests/interest-code.ts), `2acbddkqcxab`. The quiz reads its answers and leaves
 * the rest to /class (lib/quiz-code/tagged-code.ts). The highest version this site reads.
 */
export const LATEST_CODE_VERSION = '2';

const LETTERS = 'abcd';
const QUIZ_LETTERS = `([${LETTERS}]{${QUIZ_QUESTIONS.length}})`;
// The interest letters are spelled out here, not imported: the statements would come into the
// quiz's first load with them. share-code.test.ts holds them equal to interest-code's.
export const TEACHER_INTEREST_LETTERS = '[a-y]{6}';
const CODE_PATTERN = new RegExp(
  `^(?:${SHARE_CODE_VERSION}${QUIZ_LETTERS}|${LATEST_CODE_VERSION}${QUIZ_LETTERS}${TEACHER_INTEREST_LETTERS})$`,
);

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

/** The five answers of a code (version 1 or 2), or null when the code is not one this version of the site wrote. */
export function decodeAnswers(code: string): QuizValue[] | null {
  const match = CODE_PATTERN.exec(code);
  if (!match) return null;
  const letters = match[1] ?? match[2]!;
  return QUIZ_QUESTIONS.map((question, q) => question.options[LETTERS.indexOf(letters[q]!)]!.value);
}

/**
 * The code a student shows the teacher carries a random tag after a hyphen, `1acbdd-4821`
 * (docs/decisions/0017, lib/quiz-code/tagged-code.ts). It changes nothing about the result, so
 * the quiz drops it here.
 */
export const TAG_SUFFIX = /-\d{4}$/;

/**
 * What a `location.hash` says: no shared result at all (`null`: empty, or some other fragment
 * such as the skip link's `#main`), or a share fragment: its code as written, percent-decoded
 * (`1acbdd-4821`; empty when the encoding is broken), and its answers (null when damaged).
 * The one reader of `#r=`: the quiz, the teacher tag and the class page all read it here.
 */
export type SharedHash = null | { code: string; answers: QuizValue[] | null };

// Some apps percent-encode the `=` when they pass a link on.
const SHARE_HASH = new RegExp(`^#${FRAGMENT_KEYS.quizResult}(?:=|%3[dD])(.*)$`, 's');

export function readShareHash(hash: string): SharedHash {
  const match = SHARE_HASH.exec(hash);
  if (!match) return null;
  let code: string;
  try {
    code = decodeURIComponent(match[1]!).trim();
  } catch {
    return { code: '', answers: null };
  }
  return { code, answers: decodeAnswers(code.replace(TAG_SUFFIX, '')) };
}

import { INTEREST_SCALE, INTEREST_STATEMENTS, type InterestAnswer } from '@/data/interests';
import { INTEREST_CODE_VERSION, scoreLetters, scoresOfLetters } from './interest-code';
import { scoreAnswers, type InterestScores } from './scores';

/**
 * The student's answers as they go, kept in this browser (docs/decisions/0033) so that a reload,
 * a lost connection or a closed tab resumes where they were:
 * `stezhka:interests` = `{"v":1,"answers":[4,0,null,…],"at":3}` — one answer (0–4) or null per
 * statement, in the order of data/interests.ts, and the statement on screen (`at` = the count of
 * statements: the result). The version is the share code's, which pins the statement set: answers
 * to another set are unreadable, set aside by lib/device-store.ts and never read as these.
 *
 * A profile brought from another device by «Моя стежка»'s link (docs/decisions/0037) has scores
 * and no answers: `{"v":1,"received":"kqcxab"}` (the share code's letters). It is a finished
 * result; «Почати заново» replaces it with the student's own answers.
 */
export const INTERESTS_KEY = 'stezhka:interests';
export const UNREADABLE_PREFIX = `${INTERESTS_KEY}:unreadable:`;

export interface InterestProgress {
  answers: readonly (InterestAnswer | null)[];
  /** The statement on screen, 0-based; the number of statements once finished. */
  at: number;
  /** Scores brought from another device, in place of answers. */
  received?: InterestScores;
}

export const EMPTY_PROGRESS: InterestProgress = { answers: INTEREST_STATEMENTS.map(() => null), at: 0 };

const isAnswer = (value: unknown): value is InterestAnswer | null =>
  value === null || (Number.isInteger(value) && (value as number) >= 0 && (value as number) < INTEREST_SCALE.length);

/** The stored text → progress; `null` when it can't be read (set aside, not overwritten). */
export function parseProgress(raw: string | null): InterestProgress | null {
  if (raw === null) return EMPTY_PROGRESS;
  try {
    const { v, answers, at, received } = JSON.parse(raw) as Record<string, unknown>;
    if (v !== Number(INTEREST_CODE_VERSION)) return null;
    if (received !== undefined) return typeof received === 'string' ? receivedProgress(received) : null;
    if (!Array.isArray(answers)) return null;
    if (answers.length !== INTEREST_STATEMENTS.length || !answers.every(isAnswer)) return null;
    if (!Number.isInteger(at) || (at as number) < 0 || (at as number) > answers.length) return null;
    // Only answered statements lie behind the one on screen.
    if (answers.slice(0, at as number).includes(null)) return null;
    return { answers, at: at as number };
  } catch {
    return null;
  }
}

function receivedProgress(letters: string): InterestProgress | null {
  if (!/^[a-y]{6}$/.test(letters)) return null;
  const received = scoresOfLetters(letters);
  return scoreLetters(received) === letters ? finishedWith(received) : null;
}

/** A finished result of scores brought from another device. */
export const finishedWith = (received: InterestScores): InterestProgress => ({
  answers: EMPTY_PROGRESS.answers,
  at: EMPTY_PROGRESS.answers.length,
  received,
});

export const serializeProgress = ({ answers, at, received }: InterestProgress): string =>
  JSON.stringify(
    received
      ? { v: Number(INTEREST_CODE_VERSION), received: scoreLetters(received) }
      : { v: Number(INTEREST_CODE_VERSION), answers, at },
  );

/** Whether every statement is answered and the result was asked for. */
export const isFinished = (progress: InterestProgress): boolean => progress.at === INTEREST_STATEMENTS.length;

/** The six scores of a finished profile (answered here or brought), or null while unfinished. */
export const finishedScores = (progress: InterestProgress): InterestScores | null =>
  isFinished(progress) ? (progress.received ?? scoreAnswers(progress.answers)) : null;

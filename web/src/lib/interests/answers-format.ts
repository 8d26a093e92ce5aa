import { INTEREST_SCALE, INTEREST_SET_VERSION, INTEREST_STATEMENTS, type InterestAnswer } from '@/data/interests';
import { scoreLetters, scoresOfLetters } from './interest-code';
import { scoreAnswers, type InterestScores } from './scores';

/**
 * The student's answers as they go, kept in this browser (docs/decisions/0033) so that a reload,
 * a lost connection or a closed tab resumes where they were:
 * `stezhka:interests` = `{"v":2,"answers":[4,0,null,…],"at":3}` — one answer (0–4) or null per
 * statement, in the order of data/interests.ts, and the statement on screen (`at` = the count of
 * statements: the result). `v` is the statement set the answers were given to (decision 0039):
 * - answers in progress under an earlier set are read as the current set's, with the statements
 *   reworded since left unanswered; those the student had answered are listed in `renew` (stored
 *   until answered) so the page can say why they come again;
 * - a finished profile under an earlier set is kept as it was: its scores are the same in every
 *   set (each place keeps its type), and its answers are read anew only when the student goes
 *   back to them;
 * - a set this version does not know (a newer one) is unreadable: set aside by
 *   lib/device-store.ts, never read as this one.
 *
 * A profile brought from another device by «Моя стежка»'s link (docs/decisions/0037) has scores
 * and no answers: `{"v":2,"received":"kqcxab"}` (the share code's letters). It is a finished
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
  /** A finished profile's statement set, when earlier than the current one. */
  set?: number;
  /** Places reworded since the student answered them under an earlier set: still to answer. */
  renew?: readonly number[];
}

export const EMPTY_PROGRESS: InterestProgress = { answers: INTEREST_STATEMENTS.map(() => null), at: 0 };

const isAnswer = (value: unknown): value is InterestAnswer | null =>
  value === null || (Number.isInteger(value) && (value as number) >= 0 && (value as number) < INTEREST_SCALE.length);

const isPlace = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < INTEREST_STATEMENTS.length;

/** The stored text → progress; `null` when it can't be read (set aside, not overwritten). */
export function parseProgress(raw: string | null): InterestProgress | null {
  if (raw === null) return EMPTY_PROGRESS;
  try {
    const { v, answers, at, received, renew } = JSON.parse(raw) as Record<string, unknown>;
    if (!Number.isInteger(v) || (v as number) < 1 || (v as number) > INTEREST_SET_VERSION) return null;
    if (received !== undefined) return typeof received === 'string' ? receivedProgress(received) : null;
    if (!Array.isArray(answers)) return null;
    if (answers.length !== INTEREST_STATEMENTS.length || !answers.every(isAnswer)) return null;
    if (!Number.isInteger(at) || (at as number) < 0 || (at as number) > answers.length) return null;
    // Only answered statements lie behind the one on screen.
    if (answers.slice(0, at as number).includes(null)) return null;
    if (renew !== undefined && !(Array.isArray(renew) && renew.every(isPlace))) return null;
    const progress: InterestProgress = { answers, at: at as number };
    if (v === INTEREST_SET_VERSION) return withRenew(progress, (renew as number[] | undefined) ?? []);
    return isFinished(progress) ? { ...progress, set: v as number } : renewed(progress, v as number);
  } catch {
    return null;
  }
}

/**
 * Answers given under set `set`, as the current set's: the statements reworded since are left
 * unanswered, and those that had an answer are to be answered again (`renew`); the student goes
 * on from the first unanswered statement.
 */
export function renewed({ answers, at }: InterestProgress, set: number): InterestProgress {
  const reworded = (i: number) => (INTEREST_STATEMENTS[i]!.since ?? 1) > set;
  const kept = answers.map((a, i) => (reworded(i) ? null : a));
  const first = kept.indexOf(null);
  return withRenew(
    { answers: kept, at: first === -1 ? at : Math.min(at, first) },
    answers.flatMap((a, i) => (a !== null && reworded(i) ? [i] : [])),
  );
}

/** Progress with the places still to answer again, if any (those answered since drop out). */
export function withRenew(progress: InterestProgress, renew: readonly number[]): InterestProgress {
  const left = renew.filter((i) => progress.answers[i] === null);
  return left.length
    ? { answers: progress.answers, at: progress.at, renew: left }
    : { answers: progress.answers, at: progress.at };
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

export const serializeProgress = ({ answers, at, received, set, renew }: InterestProgress): string =>
  JSON.stringify(
    received
      ? { v: INTEREST_SET_VERSION, received: scoreLetters(received) }
      : { v: set ?? INTEREST_SET_VERSION, answers, at, ...(renew?.length ? { renew } : {}) },
  );

/** Whether every statement is answered and the result was asked for. */
export const isFinished = (progress: InterestProgress): boolean => progress.at === INTEREST_STATEMENTS.length;

/**
 * The six scores of a finished profile (answered here, under this set or an earlier one, or
 * brought), or null while unfinished. An earlier set's answers score as they did: every place
 * keeps its type across sets.
 */
export const finishedScores = (progress: InterestProgress): InterestScores | null =>
  isFinished(progress) ? (progress.received ?? scoreAnswers(progress.answers)) : null;

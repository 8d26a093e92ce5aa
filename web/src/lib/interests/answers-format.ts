import { INTEREST_SCALE, INTEREST_STATEMENTS, type InterestAnswer } from '@/data/interests';
import { INTEREST_CODE_VERSION } from './interest-code';

/**
 * The student's answers as they go, kept in this browser (docs/decisions/0033) so that a reload,
 * a lost connection or a closed tab resumes where they were:
 * `stezhka:interests` = `{"v":1,"answers":[4,0,null,…],"at":3}` — one answer (0–4) or null per
 * statement, in the order of data/interests.ts, and the statement on screen (`at` = the count of
 * statements: the result). The version is the share code's, which pins the statement set: answers
 * to another set are unreadable, set aside by lib/device-store.ts and never read as these.
 */
export const INTERESTS_KEY = 'stezhka:interests';
export const UNREADABLE_PREFIX = `${INTERESTS_KEY}:unreadable:`;

export interface InterestProgress {
  answers: readonly (InterestAnswer | null)[];
  /** The statement on screen, 0-based; the number of statements once finished. */
  at: number;
}

export const EMPTY_PROGRESS: InterestProgress = { answers: INTEREST_STATEMENTS.map(() => null), at: 0 };

const isAnswer = (value: unknown): value is InterestAnswer | null =>
  value === null || (Number.isInteger(value) && (value as number) >= 0 && (value as number) < INTEREST_SCALE.length);

/** The stored text → progress; `null` when it can't be read (set aside, not overwritten). */
export function parseProgress(raw: string | null): InterestProgress | null {
  if (raw === null) return EMPTY_PROGRESS;
  try {
    const { v, answers, at } = JSON.parse(raw) as Record<string, unknown>;
    if (v !== Number(INTEREST_CODE_VERSION) || !Array.isArray(answers)) return null;
    if (answers.length !== INTEREST_STATEMENTS.length || !answers.every(isAnswer)) return null;
    if (!Number.isInteger(at) || (at as number) < 0 || (at as number) > answers.length) return null;
    // Only answered statements lie behind the one on screen.
    if (answers.slice(0, at as number).includes(null)) return null;
    return { answers, at: at as number };
  } catch {
    return null;
  }
}

export const serializeProgress = ({ answers, at }: InterestProgress): string =>
  JSON.stringify({ v: Number(INTEREST_CODE_VERSION), answers, at });

/** Whether every statement is answered and the result was asked for. */
export const isFinished = (progress: InterestProgress): boolean => progress.at === INTEREST_STATEMENTS.length;

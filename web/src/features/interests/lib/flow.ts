import type { InterestAnswer } from '@/data/interests';
import { EMPTY_PROGRESS, renewed, withRenew, type InterestProgress } from '@/lib/interests/answers-format';

/** The moves of the statements' flow, on the stored progress (lib/interests/answers-format.ts). */
export type FlowMove =
  /** `at`: the statement answered; a move meant for another statement (one already left) does nothing. */
  | { type: 'answer'; at: number; value: InterestAnswer }
  /** A pointer tap on a choice: answer and move on at once. */
  | { type: 'answer-next'; at: number; value: InterestAnswer }
  | { type: 'next' }
  | { type: 'back' }
  /** From the result back to the statements, to change answers. */
  | { type: 'review' }
  | { type: 'restart' };

export function move(progress: InterestProgress, action: FlowMove): InterestProgress {
  const { answers, at } = progress;
  const renew = progress.renew ?? [];
  switch (action.type) {
    case 'answer':
    case 'answer-next': {
      if (action.at !== at || at >= answers.length) return progress;
      const next = answers.map((a, i) => (i === at ? action.value : a));
      return withRenew({ answers: next, at: action.type === 'answer-next' ? onFrom(next, at, renew) : at }, renew);
    }
    case 'next':
      return answers[at] == null ? progress : withRenew({ answers, at: onFrom(answers, at, renew) }, renew);
    case 'back':
      return withRenew({ answers, at: Math.max(0, at - 1) }, renew);
    case 'review':
      // An earlier set's answers are shown only as the current set's: the reworded ones come again.
      return progress.set ? renewed(progress, progress.set) : { answers, at: answers.length - 1 };
    case 'restart':
      return EMPTY_PROGRESS;
  }
}

/**
 * Where moving on from `at` goes: the next statement; but while statements reworded since an
 * earlier set are still to answer, the next unanswered one, and the result once none is left, so
 * the student is not walked through answers already given.
 */
function onFrom(answers: readonly (InterestAnswer | null)[], at: number, renew: readonly number[]): number {
  if (!renew.length) return at + 1;
  const after = answers.findIndex((a, i) => i > at && a === null);
  if (after !== -1) return after;
  const first = answers.indexOf(null);
  return first === -1 ? answers.length : first;
}

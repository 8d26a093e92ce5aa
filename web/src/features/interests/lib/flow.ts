import type { InterestAnswer } from '@/data/interests';
import { EMPTY_PROGRESS, type InterestProgress } from '@/lib/interests/answers-format';

/** The moves of the statements' flow, on the stored progress (lib/interests/answers-format.ts). */
export type FlowMove =
  /** `at`: the statement answered; a move meant for another statement (one already left) does nothing. */
  | { type: 'answer'; at: number; value: InterestAnswer }
  /** A pointer tap on a choice: answer and move on at once. */
  | { type: 'answer-next'; at: number; value: InterestAnswer }
  | { type: 'next' }
  | { type: 'back' }
  /** From the result back to the last statement, to change answers. */
  | { type: 'review' }
  | { type: 'restart' };

export function move(progress: InterestProgress, action: FlowMove): InterestProgress {
  const { answers, at } = progress;
  switch (action.type) {
    case 'answer':
    case 'answer-next': {
      if (action.at !== at || at >= answers.length) return progress;
      const next = answers.map((a, i) => (i === at ? action.value : a));
      return { answers: next, at: action.type === 'answer-next' ? at + 1 : at };
    }
    case 'next':
      return answers[at] == null ? progress : { answers, at: at + 1 };
    case 'back':
      return { answers, at: Math.max(0, at - 1) };
    case 'review':
      return { answers, at: answers.length - 1 };
    case 'restart':
      return EMPTY_PROGRESS;
  }
}

import { QUIZ_QUESTIONS } from '@/data/quiz';
import type { QuizValue } from '@/data/types';

/** docs/product.md#quiz: current question, one answer per question index, finished flag. Nothing is persisted. */
export interface QuizState {
  index: number;
  answers: readonly (QuizValue | undefined)[];
  finished: boolean;
}

export type QuizAction =
  { type: 'answer'; value: QuizValue } | { type: 'next' } | { type: 'back' } | { type: 'restart' };

export const INITIAL_QUIZ_STATE: QuizState = { index: 0, answers: [], finished: false };

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'answer': {
      const answers = [...state.answers];
      answers[state.index] = action.value;
      return { ...state, answers };
    }
    case 'next':
      if (!state.answers[state.index]) return state;
      return state.index < QUIZ_QUESTIONS.length - 1
        ? { ...state, index: state.index + 1 }
        : { ...state, finished: true };
    case 'back':
      return { ...state, index: Math.max(0, state.index - 1) };
    case 'restart':
      return INITIAL_QUIZ_STATE;
  }
}

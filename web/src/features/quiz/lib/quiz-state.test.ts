import { describe, expect, it } from 'vitest';
import { INITIAL_QUIZ_STATE, quizReducer, type QuizAction, type QuizState } from './quiz-state';

const run = (...actions: QuizAction[]): QuizState => actions.reduce(quizReducer, INITIAL_QUIZ_STATE);

describe('quiz state (docs/product.md#quiz)', () => {
  it('starts on the first question with no answers', () => {
    expect(INITIAL_QUIZ_STATE).toEqual({ index: 0, answers: [], finished: false });
  });

  it('does not move on without an answer', () => {
    expect(run({ type: 'next' })).toEqual(INITIAL_QUIZ_STATE);
  });

  it('never goes below the first question', () => {
    expect(run({ type: 'back' }, { type: 'back' }).index).toBe(0);
  });

  it('keeps earlier answers when going back, and replaces an answer when changed', () => {
    const state = run(
      { type: 'answer', value: 'social' },
      { type: 'next' },
      { type: 'answer', value: 'lab' },
      { type: 'back' },
    );
    expect(state).toEqual({ index: 0, answers: ['social', 'lab'], finished: false });
    expect(quizReducer(state, { type: 'answer', value: 'technical' }).answers).toEqual(['technical', 'lab']);
  });

  it('finishes on Next at the last question, and restarts from scratch', () => {
    const answers = ['creative', 'office', 'money', 'stem', 'hands-on'] as const;
    const finished = run(...answers.flatMap((value): QuizAction[] => [{ type: 'answer', value }, { type: 'next' }]));
    expect(finished).toEqual({ index: 4, answers, finished: true });
    expect(quizReducer(finished, { type: 'restart' })).toEqual(INITIAL_QUIZ_STATE);
  });
});

import { startTransition, Suspense, useEffect, useReducer, useRef } from 'react';
import { retryableLazy } from '@/components/ui/retryable-lazy';
import { QUIZ_QUESTIONS } from '@/data/quiz';
import { labelOf } from '@/lib/quiz-code/label-of';
import { INITIAL_QUIZ_STATE, quizReducer, type QuizAction } from '../lib/quiz-state';
import { QuizQuestion } from './quiz-question';
import { reloadable } from '@/lib/chunk-error';

// The results are not needed for the first paint: their chunk is fetched when the visitor
// reaches the fourth question, so it is in place before the last answer is given and a
// visitor who only looks at the quiz never downloads it.
const loadResults = reloadable(() => import('./quiz-results'));
// If it can't arrive (offline, or a deploy removed it), a retry keeps the answers.
const QuizResults = retryableLazy(() => loadResults().then((m) => m.QuizResults));

export function Quiz() {
  const [state, dispatch] = useReducer(quizReducer, INITIAL_QUIZ_STATE);
  const heading = useRef<HTMLHeadingElement>(null);
  // Set by the buttons, so focus moves on a change of question but not on first load.
  const moved = useRef(false);

  useEffect(() => {
    // A failure here is met again, with a retry, when the results are shown.
    if (state.index >= QUIZ_QUESTIONS.length - 2) loadResults().catch(() => {});
  }, [state.index]);

  useEffect(() => {
    if (moved.current && !state.finished) heading.current?.focus();
    moved.current = false;
  }, [state.index, state.finished]);

  // A transition keeps the question on screen should the results chunk still be loading.
  const move = (action: QuizAction) => {
    moved.current = true;
    startTransition(() => dispatch(action));
  };

  return (
    <Suspense>
      {state.finished ? (
        <QuizResults answers={state.answers} labelOf={labelOf} onRestart={() => move({ type: 'restart' })} />
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Тест на профорієнтацію</h1>
          <p className="mt-3 mb-8 text-lg text-slate-700">
            П’ять коротких запитань про те, що тобі до душі. Відповідай чесно: правильних і&nbsp;неправильних відповідей
            тут немає.
          </p>
          <QuizQuestion
            question={QUIZ_QUESTIONS[state.index]!}
            index={state.index}
            total={QUIZ_QUESTIONS.length}
            answer={state.answers[state.index]}
            headingRef={heading}
            onAnswer={(value) => dispatch({ type: 'answer', value })}
            onBack={() => move({ type: 'back' })}
            onNext={() => move({ type: 'next' })}
          />
        </>
      )}
    </Suspense>
  );
}

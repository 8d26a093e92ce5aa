import { useLayoutEffect, useRef, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import type { QuizQuestion as Question, QuizValue } from '@/data/types';
import { uk } from '@/lib/typeset';
import { QuizProgress } from './quiz-progress';
import { takeHeldSubmit } from '@/lib/held-submit';

interface QuizQuestionProps {
  question: Question;
  index: number;
  total: number;
  answer: QuizValue | undefined;
  headingRef: Ref<HTMLHeadingElement>;
  onAnswer: (value: QuizValue) => void;
  onBack: () => void;
  onNext: () => void;
}

/** The name under which src/early-input.js holds the quiz's submits made before hydration. */
const REPLAY_NAME = 'quiz';

/**
 * One question as a real form: native radios in a fieldset (arrow keys move, Space selects),
 * Next is the submit button, so Enter on an option submits once an answer is chosen.
 *
 * Usable before hydration: the radios are native, src/early-input.js enables «Далі» once one
 * is chosen and holds its submit; on hydrating, the chosen radio and the held submit are replayed.
 */
export function QuizQuestion({
  question,
  index,
  total,
  answer,
  headingRef,
  onAnswer,
  onBack,
  onNext,
}: QuizQuestionProps) {
  const number = index + 1;
  const counter = uk`${number} з\u00A0${total}`;
  const form = useRef<HTMLFormElement>(null);

  // Once, on hydrating (or mounting): take over what the visitor did to the prerendered form.
  useLayoutEffect(() => {
    const checked = form.current?.querySelector<HTMLInputElement>('input[type=radio]:checked');
    const chosen = question.options.find((option) => option.value === checked?.value);
    if (chosen && answer === undefined) onAnswer(chosen.value);
    if (takeHeldSubmit(REPLAY_NAME) && (chosen || answer !== undefined)) onNext();
    // Only what happened before React took over: later changes arrive as events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form
      ref={form}
      data-replay-submit={REPLAY_NAME}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <div className="mb-3 flex items-baseline justify-between gap-4 text-sm font-medium">
        <span className="text-brand-800">{question.topic}</span>
        <span className="text-slate-600 tabular-nums" aria-hidden="true">
          {counter}
        </span>
      </div>
      <QuizProgress current={number} total={total} />
      <fieldset key={index} className="mt-6">
        <legend className="w-full">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-24 rounded-md text-xl font-bold text-balance text-slate-900 focus-visible:outline-offset-4 sm:text-2xl"
          >
            {/* A plain space before the number: it has a word of its own («1 з 5»). */}
            <span className="sr-only">Запитання {counter}. </span>
            {question.question}
          </h2>
        </legend>
        <div className="mt-5 grid gap-3">
          {question.options.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-4 py-3.5 text-slate-800 transition-colors hover:border-brand-600 hover:bg-brand-50/50 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-slate-900 has-checked:ring-1 has-checked:ring-brand-700"
            >
              <input
                type="radio"
                name={`question-${index + 1}`}
                value={option.value}
                checked={answer === option.value}
                onChange={() => onAnswer(option.value)}
                className="size-5 shrink-0 accent-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-8 flex items-center justify-between gap-3">
        <Button variant="outline" disabled={index === 0} onClick={onBack}>
          <ArrowRightIcon className="rotate-180" />
          Назад
        </Button>
        <Button type="submit" disabled={!answer} data-needs-answer="">
          {number === total ? 'Отримати результати' : 'Далі'}
          <ArrowRightIcon />
        </Button>
      </div>
    </form>
  );
}

import { useLayoutEffect, useRef, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { INTEREST_SCALE, type InterestAnswer, type InterestStatement } from '@/data/interests';
import { uk } from '@/lib/typeset';
import type { FlowMove } from '../lib/flow';
import { takeHeldSubmit } from '@/lib/held-submit';

interface StatementFormProps {
  statement: InterestStatement;
  index: number;
  total: number;
  answer: InterestAnswer | null;
  headingRef: Ref<HTMLHeadingElement>;
  onMove: (action: FlowMove) => void;
}

/** The name under which src/early-input.js holds a «Далі» pressed before hydration. */
const REPLAY_NAME = 'interests';

/**
 * One statement as a form: a radio group of the five answers. A pointer tap on an answer moves
 * on; arrow keys and Space only choose (a keyboard user reads the choice before going on), and
 * Enter or «Далі» moves on. The statement's number is in its heading, which takes focus on each
 * move, so a screen reader says where the student is («Заняття 12 з 36»).
 */
export function StatementForm({ statement, index, total, answer, headingRef, onMove }: StatementFormProps) {
  const number = index + 1;
  const counter = uk`${number} з\u00A0${total}`;
  // A choice made by a pointer (mouse, finger, pen), not by a key.
  const byPointer = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  // Once, on hydrating (or mounting): a choice made on the prerendered statement was a tap, which
  // moves on; a «Далі» held by src/early-input.js moves on from an answer already given. A move
  // for another statement than the one the stored progress is at does nothing (flow.ts).
  useLayoutEffect(() => {
    const checked = form.current?.querySelector<HTMLInputElement>('input[type=radio]:checked');
    const chosen = checked ? (Number(checked.value) as InterestAnswer) : null;
    const held = takeHeldSubmit(REPLAY_NAME);
    if (chosen !== null && answer === null) onMove({ type: 'answer-next', at: index, value: chosen });
    else if (held && answer !== null) onMove({ type: 'next' });
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
        onMove({ type: 'next' });
      }}
    >
      <div className="mb-3 flex items-baseline justify-between gap-4 text-sm font-medium">
        <span className="text-brand-800">Чи подобається тобі таке робити?</span>
        <span className="text-slate-600 tabular-nums" aria-hidden="true" data-statement-counter="">
          {counter}
        </span>
      </div>
      <progress
        aria-label="Прогрес"
        aria-valuetext={uk`Заняття ${number} з\u00A0${total}`}
        value={number}
        max={total}
        className="level-bar h-2"
      />
      <fieldset
        key={statement.id}
        className="mt-6"
        onPointerDown={() => (byPointer.current = true)}
        onKeyDown={() => (byPointer.current = false)}
      >
        <legend className="w-full">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-24 rounded-md text-xl font-bold text-balance text-slate-900 focus-visible:outline-offset-4 sm:text-2xl"
          >
            <span className="sr-only">Заняття {counter}. </span>
            {statement.text}
          </h2>
        </legend>
        <div className="mt-5 grid gap-2.5">
          {INTEREST_SCALE.map((label, value) => (
            <label
              key={label}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-4 py-3 text-slate-800 transition-colors hover:border-brand-600 hover:bg-brand-50/50 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-slate-900 has-checked:ring-1 has-checked:ring-brand-700"
            >
              <input
                type="radio"
                name={`statement-${statement.id}`}
                value={value}
                checked={answer === value}
                onChange={() => onMove({ type: 'answer', at: index, value: value as InterestAnswer })}
                onClick={() => {
                  // Also a tap on the answer already chosen (no change) moves on.
                  if (byPointer.current) onMove({ type: 'answer-next', at: index, value: value as InterestAnswer });
                  byPointer.current = false;
                }}
                className="size-5 shrink-0 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-8 flex items-center justify-between gap-3">
        <Button variant="outline" disabled={index === 0} onClick={() => onMove({ type: 'back' })}>
          <ArrowRightIcon className="rotate-180" />
          Назад
        </Button>
        <Button type="submit" disabled={answer === null} data-needs-answer="">
          {number === total ? 'Показати результат' : 'Далі'}
          <ArrowRightIcon />
        </Button>
      </div>
    </form>
  );
}

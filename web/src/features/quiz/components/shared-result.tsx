import { Suspense, useEffect, useRef } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { retryableLazy } from '@/components/ui/retryable-lazy';
import { CompassIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import type { QuizValue } from '@/data/types';
import { labelOf } from '@/lib/quiz-code/label-of';
import { reloadable } from '@/lib/chunk-error';

const loadResults = reloadable(() => import('./quiz-results'));
const QuizResults = retryableLazy(() => loadResults().then((m) => m.QuizResults));

/**
 * /quiz opened from a share link (`#r=…`): the same three professions, by the same rule, or
 * (for a damaged code) a kind word and the way into the quiz. Rendered only after hydration:
 * the prerendered /quiz is the first question, and the fragment never reaches the server.
 */
export function SharedResult({ answers }: { answers: readonly QuizValue[] | null }) {
  if (!answers) return <DamagedLink />;
  return (
    <Suspense>
      <QuizResults answers={answers} labelOf={labelOf} shared />
    </Suspense>
  );
}

function DamagedLink() {
  const heading = useRef<HTMLHeadingElement>(null);
  // It takes the place of the first question after the page has loaded: say so.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="shared-damaged-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h1
        id="shared-damaged-heading"
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-24 rounded-md text-2xl font-bold tracking-tight text-balance focus-visible:outline-none sm:text-3xl"
      >
        Не вдалося відкрити результат
      </h1>
      <p className="mt-3 text-lg text-slate-700">
        Схоже, посилання скопіювалося не повністю або застаріло. Нічого страшного: попроси надіслати його ще раз або
        пройди тест самостійно&nbsp;— це лише п’ять запитань.
      </p>
      <ButtonLink to={paths.quiz.href()} size="lg" className="mt-6">
        <CompassIcon />
        Пройти тест
      </ButtonLink>
    </section>
  );
}

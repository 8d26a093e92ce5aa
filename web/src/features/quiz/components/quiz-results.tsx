import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { ArrowRightIcon, SearchIcon } from '@/components/ui/icons';
import { RECOMMENDATION_NAMES_UK } from '@/data/recommendation-names';
import type { QuizValue } from '@/data/types';
import { slugify } from '@/lib/slug';
import { recommend, type Recommendation } from '../lib/recommend';
import { paths } from '@/config/paths';

interface QuizResultsProps {
  answers: readonly (QuizValue | undefined)[];
  /** The text of an answer option, to say which one decided the result. */
  labelOf: (value: QuizValue) => string | undefined;
  onRestart: () => void;
}

function reason({ decidedBy, tie }: Recommendation, labelOf: QuizResultsProps['labelOf']): string {
  if (!decidedBy) return 'Твої відповіді не вказують на якусь одну сферу, тож ось три професії, з яких варто почати.';
  const answer = labelOf(decidedBy);
  return tie
    ? `Усі твої відповіді важать однаково, тож результат визначила перша з них: «${answer}».`
    : `Результат визначила відповідь, яку ти обирав(-ла) найчастіше: «${answer}».`;
}

export function QuizResults({ answers, labelOf, onRestart }: QuizResultsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const result = recommend(answers);

  // Results only ever appear after the last answer, so their heading takes focus.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="quiz-results-heading">
      <h1
        id="quiz-results-heading"
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-24 rounded-md text-3xl font-bold tracking-tight text-balance focus-visible:outline-offset-4 sm:text-4xl"
      >
        Твої рекомендації щодо кар'єри
      </h1>
      <p className="mt-3 text-lg text-slate-700">{reason(result, labelOf)}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {result.professions.map((name, i) => (
          <li key={name}>
            <Link
              to={paths.profession.href(slugify(name))}
              className="group flex h-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 hover:shadow-md sm:flex-col sm:items-start sm:p-5"
            >
              <span
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <span className="flex-1">
                <span lang="en" className="block text-lg leading-tight font-semibold text-slate-900">
                  {name}
                </span>
                <span className="mt-1 block text-slate-600">{RECOMMENDATION_NAMES_UK[name]}</span>
              </span>
              <span className="flex items-center gap-1 text-sm font-semibold text-brand-800" aria-hidden="true">
                <span className="hidden sm:inline">Детальніше</span>
                <ArrowRightIcon className="size-5 transition-transform group-hover:translate-x-0.5 sm:size-4" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={paths.search.href()} size="lg">
          <SearchIcon />
          Дослідити всі професії
        </ButtonLink>
        <Button variant="outline" size="lg" onClick={onRestart}>
          Пройти тест знову
        </Button>
      </div>
    </section>
  );
}

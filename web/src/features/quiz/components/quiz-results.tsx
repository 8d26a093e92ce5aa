import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { KeepButton } from '@/components/record/keep-button';
import { ButtonLink } from '@/components/ui/button-link';
import { ArrowRightIcon, CompassIcon, SearchIcon } from '@/components/ui/icons';
import { PrintAddress } from '@/components/ui/print-address';
import { Toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { hasDetail } from '@/data/profession-details';
import { NO_PAGE_NOTE } from '@/data/no-page-note';
import { professionIdOf } from '@/data/recommendation-ids';
import { RECOMMENDATION_NAMES_UK } from '@/data/recommendation-names';
import type { QuizValue } from '@/data/types';
import { cn } from '@/lib/cn';
import { lineOf } from '@/lib/quiz-code/line-of';
import { otherAnswers } from '@/lib/quiz-code/other-answers';
import { recommend, type Recommendation } from '@/lib/quiz-code/recommend';
import { encodeAnswers } from '@/lib/quiz-code/share-code';
import { shareUrl } from '@/lib/quiz-code/share-url';
import { uk } from '@/lib/typeset';
import { AddToRecord } from './add-to-record';
import { OtherAnswersList } from './other-answers-list';
import { InfoIcon } from './quiz-icons';
import { ShareButton } from './share-button';
import { ShowTeacher } from './show-teacher';

interface QuizResultsProps {
  answers: readonly (QuizValue | undefined)[];
  /** The text of an answer option, to say which one decided the result. */
  labelOf: (value: QuizValue) => string | undefined;
  /** Own result: «Пройти тест знову» calls this. Left out for a result opened from a link. */
  onRestart?: () => void;
  /** A result opened from a share link rather than just given. */
  shared?: boolean;
}

function reason({ decidedBy, tie }: Recommendation, labelOf: QuizResultsProps['labelOf'], shared: boolean): string {
  if (!decidedBy) {
    return shared
      ? 'Відповіді не вказують на якусь одну сферу, тож тест запропонував три професії, з яких варто почати.'
      : 'Твої відповіді не вказують на якусь одну сферу, тож ось три професії, з яких варто почати.';
  }
  const answer = labelOf(decidedBy) ?? '';
  if (tie) {
    return shared
      ? uk`Усі відповіді важать однаково, тож результат визначила перша з\u00A0них: «${answer}».`
      : uk`Усі твої відповіді важать однаково, тож результат визначила перша з\u00A0них: «${answer}».`;
  }
  return shared
    ? uk`Результат визначила найчастіша відповідь: «${answer}».`
    : uk`Результат визначила твоя найчастіша відповідь: «${answer}».`;
}

export function QuizResults({ answers, labelOf, onRestart, shared = false }: QuizResultsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const result = recommend(answers);
  const code = encodeAnswers(answers);
  const link = code ? shareUrl(code) : null;

  // Results appear after the last answer (or in place of the first question, from a link),
  // so their heading takes focus.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="quiz-results-heading">
      <h1
        id="quiz-results-heading"
        ref={heading}
        tabIndex={-1}
        className={cn(
          'scroll-mt-24 rounded-md text-3xl font-bold tracking-tight text-balance focus-visible:outline-offset-4 sm:text-4xl',
          // Focused on page load, not by the visitor's own key press: no ring.
          shared && 'focus-visible:outline-none',
        )}
      >
        {shared ? 'Результат тесту, яким із тобою поділилися' : "Твої рекомендації щодо кар'єри"}
      </h1>
      {shared && (
        <p className="mt-3 text-lg text-slate-700">
          Це три професії, які тест Стежки порадив на основі п’яти відповідей. Посилання містить лише ці
          відповіді&nbsp;— жодних імен чи інших даних.
        </p>
      )}
      <p className="mt-3 text-lg text-slate-700">{reason(result, labelOf, shared)}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3 print:mt-6 print:grid-cols-1 print:gap-2">
        {result.professions.map((name, i) => {
          const slug = professionIdOf(name);
          const detailed = hasDetail(slug);
          return (
            <li key={name} className="flex flex-col gap-2 print:break-inside-avoid">
              <Link
                to={paths.profession.href(slug)}
                className="group flex flex-1 items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 hover:shadow-md sm:flex-col sm:items-start sm:p-5 print:flex-row print:items-center print:border-slate-400 print:p-3 print:shadow-none"
              >
                <span
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800 print:border print:border-slate-500"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <span className="flex-1">
                  <span lang="en" className="block text-lg leading-tight font-semibold text-slate-900">
                    {name}
                  </span>
                  <span className="mt-1 block text-slate-600">{RECOMMENDATION_NAMES_UK[name]}</span>
                  <span className="mt-2 block text-sm text-slate-700" data-profession-line="">
                    {lineOf(slug)}
                  </span>
                  {!detailed && (
                    <span className="mt-2 flex items-center gap-1.5 text-sm text-slate-600 italic">
                      <InfoIcon className="size-4 shrink-0" />
                      {/* Part of the link's name, so a screen reader says it before the click. */}
                      <span>
                        <span className="sr-only">. </span>
                        {NO_PAGE_NOTE}
                      </span>
                    </span>
                  )}
                </span>
                <span
                  className="flex items-center gap-1 text-sm font-semibold text-brand-800 print:hidden"
                  aria-hidden="true"
                >
                  <span className="hidden sm:inline">Детальніше</span>
                  <ArrowRightIcon className="size-5 transition-transform group-hover:translate-x-0.5 sm:size-4" />
                </span>
              </Link>
              <KeepButton id={slug} name={RECOMMENDATION_NAMES_UK[name]!} className="self-start" />
            </li>
          );
        })}
      </ul>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap print:hidden">
        {shared && (
          <ButtonLink to={paths.quiz.href()} size="lg">
            <CompassIcon />
            Пройти тест самостійно
          </ButtonLink>
        )}
        <ButtonLink to={paths.search.href()} size="lg" variant={shared ? 'outline' : 'default'}>
          <SearchIcon />
          Дослідити всі професії
        </ButtonLink>
        {link && <ShareButton url={link} />}
        {code && <ShowTeacher code={code} />}
        {code && (
          <ButtonLink to={paths.interests.href({ quiz: code })} size="lg" variant="outline">
            Порівняти зі своїми інтересами
          </ButtonLink>
        )}
        {code && onRestart && <AddToRecord code={code} />}
        {onRestart && (
          <Button variant="outline" size="lg" onClick={onRestart}>
            Пройти тест знову
          </Button>
        )}
      </div>
      {/* After the actions: the student's next steps stay in reach of the three cards. */}
      <OtherAnswersList others={otherAnswers(answers, result)} labelOf={labelOf} shared={shared} />
      {link && <PrintAddress label="Посилання на цей результат" href={link} />}
      <Toaster />
    </section>
  );
}

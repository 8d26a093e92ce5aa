import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { hasDetail } from '@/data/profession-details';
import { NO_PAGE_NOTE } from '@/data/no-page-note';
import { professionIdOf } from '@/data/recommendation-ids';
import { RECOMMENDATION_NAMES_UK } from '@/data/recommendation-names';
import type { RecommendationName } from '@/data/recommendations';
import type { QuizValue } from '@/data/types';
import { lineOf } from '@/lib/quiz-code/line-of';
import type { OtherAnswer } from '@/lib/quiz-code/other-answers';

interface OtherAnswersListProps {
  others: readonly OtherAnswer[];
  labelOf: (value: QuizValue) => string | undefined;
  shared: boolean;
}

/**
 * Under the three recommendations, and lighter than them: what each other answer suggests by
 * the specification's table (product.md, "Every answer counts"). In print, the names only, one
 * line per answer, so the result keeps to one page.
 */
export function OtherAnswersList({ others, labelOf, shared }: OtherAnswersListProps) {
  if (others.length === 0) return null;
  return (
    <section
      aria-labelledby="other-answers-heading"
      className="mt-10 border-t border-slate-200 pt-6 print:mt-4 print:pt-3"
    >
      <h2 id="other-answers-heading" className="text-lg font-semibold text-slate-900 print:text-base">
        {shared ? 'Що підказують інші відповіді' : 'Що підказують інші твої відповіді'}
      </h2>
      {/* A description list: each answer, then what it suggests. Not a list of links, so the three
          cards stay the page's only list of recommendations. */}
      <dl className="mt-3 space-y-5 print:mt-1 print:space-y-1" data-other-answers="">
        {others.map((other) => {
          const answer = `«${labelOf(other.value) ?? ''}»`;
          const who = shared ? 'Відповідь' : 'Твоя відповідь';
          if (other.kind === 'no-row')
            return (
              <div key={other.value} className="text-slate-700 print:text-sm" data-other-answer={other.value}>
                <dt className="inline">
                  {who} {answer}
                </dt>{' '}
                <dd className="inline">
                  у&nbsp;тесті не пов’язана з&nbsp;жодною конкретною професією, тож вибору не звужує.
                </dd>
              </div>
            );
          return (
            <div
              key={other.value}
              className="grid gap-3 sm:grid-cols-3 print:block print:text-sm"
              data-other-answer={other.value}
            >
              <dt className="text-slate-700 sm:col-span-3 print:inline">
                {who} {answer} також підказує:
              </dt>
              {other.names.map((name) => (
                <OtherName key={name} name={name} />
              ))}
            </div>
          );
        })}
      </dl>
    </section>
  );
}

function OtherName({ name }: { name: RecommendationName }) {
  const slug = professionIdOf(name);
  const detailed = hasDetail(slug);
  return (
    <dd className="text-sm print:inline print:before:content-['_'] print:not-last:after:content-[',']">
      <Link
        to={paths.profession.href(slug)}
        className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900 print:font-normal print:text-black print:no-underline"
      >
        {RECOMMENDATION_NAMES_UK[name]}
        {/* Part of the link's name, as on the cards: a screen reader says it before the click. */}
        {!detailed && <span className="sr-only">. {NO_PAGE_NOTE}</span>}
      </Link>
      {/* A margin, not a space: in print the comma follows the name. */}
      <span lang="en" className="ml-1 text-slate-600 print:hidden">
        ({name})
      </span>
      <span className="mt-0.5 block text-slate-700 print:hidden">{lineOf(slug)}</span>
      {!detailed && (
        <span aria-hidden="true" className="mt-0.5 block text-slate-600 italic print:hidden">
          {NO_PAGE_NOTE}
        </span>
      )}
    </dd>
  );
}

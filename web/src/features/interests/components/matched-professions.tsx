import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { hasDetail } from '@/data/profession-details';
import { NO_PAGE_NOTE } from '@/data/no-page-note';
import { RECOMMENDATION_NAMES_UK } from '@/data/recommendation-names';
import type { ProfessionMatch } from '@/lib/interests/match';
import { lineOf } from '@/lib/quiz-code/line-of';
import { slugify } from '@/lib/slug';
import { typeList, typesPhrase } from '../lib/type-words';

/**
 * The professions whose O*NET profiles are most like the student's, best first, each with its
 * line, a link to its page or profile, and the types both share. No fit labels, no percentages:
 * the order is all the correlation says with any confidence.
 */
export function MatchedProfessions({ matches, shared }: { matches: readonly ProfessionMatch[]; shared: boolean }) {
  return (
    <section aria-labelledby="matches-heading" className="mt-10 print:mt-3">
      <h2 id="matches-heading" className="text-2xl font-bold tracking-tight print:text-lg">
        Професії, схожі на {shared ? 'цей профіль' : 'твій профіль'}
      </h2>
      <p className="mt-2 text-slate-700 print:mt-0 print:text-xs">
        Ми порівняли шість чисел із профілями професій у&nbsp;базі O*NET і&nbsp;показуємо {matches.length} найсхожіших,
        від найсхожішої. Це не прогноз успіху, а&nbsp;підказка, про що дізнатися більше.
      </p>
      <ol
        className="mt-4 grid gap-3 sm:grid-cols-2 print:mt-1 print:grid-cols-4 print:gap-1 print:text-xs"
        data-matches=""
      >
        {matches.map(({ name, shared: both }) => {
          const slug = slugify(name);
          return (
            <li key={name} className="break-inside-avoid">
              <Link
                to={paths.profession.href(slug)}
                className="block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 hover:shadow-md print:rounded-md print:p-1.5 print:shadow-none"
              >
                <span lang="en" className="block leading-tight font-semibold text-slate-900 print:text-xs">
                  {name}
                </span>
                <span className="block text-slate-600">{RECOMMENDATION_NAMES_UK[name]}</span>
                <span className="mt-1.5 block text-sm text-slate-700 print:hidden" data-profession-line="">
                  {lineOf(name)}
                </span>
                {both.length > 0 && (
                  <span className="mt-1.5 block text-sm font-medium text-brand-800 print:text-xs" data-shared-types="">
                    {shared
                      ? `Спільн${both.length > 1 ? 'і типи' : 'ий тип'} із профілем: ${typeList(both)}.`
                      : `Вам обом ${both.length > 1 ? 'близькі' : 'близький'} ${typesPhrase(both)}.`}
                  </span>
                )}
                {!hasDetail(slug) && (
                  <span className="mt-1.5 block text-sm text-slate-600 italic print:hidden">
                    <span className="sr-only">. </span>
                    {NO_PAGE_NOTE}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

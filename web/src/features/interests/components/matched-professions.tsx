import { Link } from 'react-router-dom';
import { KeepButton } from '@/components/record/keep-button';
import { LoadFailed } from '@/components/ui/load-failed';
import { paths } from '@/config/paths';
import { NO_PAGE_NOTE } from '@/data/no-page-note';
import type { ProfessionMatch } from '@/lib/interests/match';
import { uk } from '@/lib/typeset';
import { typeList, typesPhrase } from '@/lib/interests/type-list';
import type { TableState } from '@/lib/interests/use-interest-table';

/**
 * The professions whose O*NET profiles are most like the student's, best first, each with its
 * line, a link to its page or profile, and the types both share. No fit labels, no percentages:
 * the order is all the correlation says with any confidence.
 */
export function MatchedProfessions({
  table,
  matches,
  shared,
}: {
  table: TableState;
  /** Null until the table has come. */
  matches: readonly ProfessionMatch[] | null;
  shared: boolean;
}) {
  return (
    <section aria-labelledby="matches-heading" className="mt-10 print:mt-3">
      <h2 id="matches-heading" className="text-2xl font-bold tracking-tight print:text-lg">
        Професії, найближчі до {shared ? 'цього' : 'твого'} профілю інтересів
      </h2>
      {table.kind === 'failed' && <LoadFailed retry={table.retry} />}
      {table.kind === 'loading' && (
        <p role="status" className="mt-2 text-slate-700">
          Завантажуємо список професій…
        </p>
      )}
      {matches && table.kind === 'ready' && (
        <MatchList matches={matches} shared={shared} compared={table.data.length} />
      )}
    </section>
  );
}

function MatchList({
  matches,
  shared,
  compared,
}: {
  matches: readonly ProfessionMatch[];
  shared: boolean;
  /** How many professions' profiles the scores were compared with. */
  compared: number;
}) {
  return (
    <>
      <p className="mt-2 text-slate-700 print:mt-0 print:text-xs">
        {uk`Ми порівняли ${shared ? 'ці' : 'твої'} шість чисел із\u00A0профілями інтересів ${compared} професій Стежки (дані O*NET) і\u00A0показуємо ${matches.length} найсхожіших, починаючи з\u00A0найсхожішої.`}{' '}
        Це не прогноз успіху, а&nbsp;підказка: з&nbsp;цими професіями варто познайомитися ближче.
      </p>
      <ol
        className="mt-4 grid gap-3 sm:grid-cols-2 print:mt-1 print:grid-cols-4 print:gap-1 print:text-xs"
        data-matches=""
      >
        {matches.map(({ profession, shared: both }) => {
          return (
            <li key={profession.title} className="flex break-inside-avoid flex-col gap-2">
              <Link
                to={paths.profession.href(profession.slug)}
                className="block flex-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 hover:shadow-md print:rounded-md print:p-1.5 print:shadow-none"
              >
                <span lang="en" className="block leading-tight font-semibold text-slate-900 print:text-xs">
                  {profession.title}
                </span>
                <span className="block text-slate-600">{profession.name}</span>
                {profession.line && (
                  <span className="mt-1.5 block text-sm text-slate-700 print:hidden" data-profession-line="">
                    {profession.line}
                  </span>
                )}
                {both.length > 0 && (
                  <span className="mt-1.5 block text-sm font-medium text-brand-800 print:text-xs" data-shared-types="">
                    {shared
                      ? `Спільн${both.length > 1 ? 'і типи' : 'ий тип'} із цим профілем: ${typeList(both)}.`
                      : `${both.length > 1 ? 'Збігаються' : 'Збігається'} з твоїм профілем: ${typesPhrase(both)}.`}
                  </span>
                )}
                {!profession.page && (
                  <span className="mt-1.5 block text-sm text-slate-600 italic print:hidden">
                    <span className="sr-only">. </span>
                    {NO_PAGE_NOTE}
                  </span>
                )}
              </Link>
              <KeepButton id={profession.slug} name={profession.name} className="self-start" />
            </li>
          );
        })}
      </ol>
    </>
  );
}

import type { ReactNode } from 'react';
import { useProfessions } from '@/lib/professions-store';
import { useSearchQuery } from '../hooks/use-search-query';
import { filterProfessions } from '@/lib/filter-professions';
import { resultCountText } from '../lib/result-count';
import { ProfessionCard } from './profession-card';
import { SearchBox } from './search-box';

export const NO_MATCH_TEXT = 'Не знайдено професій за твоїм запитом. Спробуйте інші ключові слова.';

interface ProfessionsPageProps {
  /** Beside the heading: the 'Додати професію' button (and whatever opens its dialog). */
  actions?: ReactNode;
  /** Beside the heading: who is signed in, with the sign-out button. */
  account?: ReactNode;
}

/** /search: the profession list and its live filter. */
export function ProfessionsPage({ actions, account }: ProfessionsPageProps) {
  const professions = useProfessions();
  const [query, setQuery] = useSearchQuery();
  const found = filterProfessions(professions, query);

  return (
    <section aria-labelledby="professions-heading" className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div>
          <h1 id="professions-heading" className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            Досліджуй професії
          </h1>
          <p className="mt-2 max-w-2xl text-slate-700">
            Дізнайся, чим займаються фахівці, наскільки вони потрібні й&nbsp;як стати одним із них.
          </p>
        </div>
        {(account || actions) && (
          <div className="flex flex-wrap items-center gap-3 md:justify-end">
            {account}
            {actions}
          </div>
        )}
      </div>

      <div className="mt-6">
        <SearchBox value={query} onChange={setQuery} />
      </div>
      <p role="status" className="sr-only">
        {resultCountText(found.length)}
      </p>

      {found.length > 0 ? (
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Професії">
          {found.map((profession, index) => (
            <li key={profession.id}>
              <ProfessionCard profession={profession} eager={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-700">
          {NO_MATCH_TEXT}
        </p>
      )}
    </section>
  );
}

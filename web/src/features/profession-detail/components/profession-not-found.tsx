import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button-link';
import { SearchIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { KeepButton } from '@/components/record/keep-button';
import { NO_PAGE_NOTE } from '@/data/no-page-note';
import type { KnownProfession } from '../lib/known-profession';
import { ProfessionProfile } from './profession-profile';

const LINK = 'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';

/**
 * The profession we know by `id` with its profile (null for any other id), or undefined until it
 * is known. The table of names is a chunk of its own and the profiles are one JSON file
 * (`loadProfile`, docs/decisions/0022): only this screen needs them, and the screen shares its
 * route with every detail page. The name waits for its profile, so the box and the profile under
 * it appear at once.
 */
function useKnownProfession(id: string | undefined): KnownProfession | null | undefined {
  const [known, setKnown] = useState<{ id: string | undefined; known: KnownProfession | null }>();
  useEffect(() => {
    let current = true;
    import('../lib/known-profession')
      .then(({ knownProfession }) => knownProfession(id))
      .then((found) => current && setKnown({ id, known: found }))
      // Offline with the chunk missing: the screen keeps its general lines.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [id]);
  return known && known.id === id ? known.known : undefined;
}

/**
 * docs/product.md#detail-page: unknown ids, built-ins without detail and professions added in this tab. The
 * English texts are the spec's; for a profession we know by name (a built-in or a quiz
 * recommendation) the screen says which one it is and what its result card says about its page
 * (a page is promised for the catalogue's professions only), points to its own card or the
 * catalogue, and then shows its whole profile (docs/decisions/0022). For any other id it does
 * not claim the profession exists.
 *
 * Every id without a page is served the same prerendered screen, so the lines that depend
 * on the id appear after hydration: below the button, in a section at least a screen tall, so
 * that nothing in view moves when they come (no layout shift).
 */
export function ProfessionNotFound() {
  const { id } = useParams();
  const found = useKnownProfession(id);
  return (
    <section className="mx-auto flex min-h-[calc(100dvh-4rem)] max-w-xl flex-col items-center px-4 py-24 text-center">
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-2xl bg-brand-100 text-brand-800 [&_svg]:size-8"
      >
        <SearchIcon />
      </span>
      <h1 lang="en" className="mt-6 text-3xl font-bold text-slate-900">
        Profession Not Found
      </h1>
      <p lang="en" className="mt-3 text-slate-700">
        The profession you're looking for doesn't exist or has been moved.
      </p>
      <ButtonLink to={paths.search.href()} lang="en" className="mt-8">
        Browse All Professions
      </ButtonLink>
      {found ? (
        <>
          <div className="mt-8 w-full rounded-xl border border-slate-200 bg-white p-5 text-slate-700">
            <p>
              <span className="block text-xl font-semibold text-slate-900">{found.name.nameUk}</span>
              {found.name.title !== undefined ? (
                <span lang="en" className="block text-sm text-slate-600">
                  {found.name.title}
                </span>
              ) : null}
            </p>
            <KeepButton id={found.name.id} name={found.name.nameUk} className="mt-3" />
            {/* First what its result card said; the promise of a page only for the catalogue's own. */}
            <p className="mt-3">
              {NO_PAGE_NOTE}
              {found.name.inCatalogue ? ': ми її готуємо.' : '.'}
            </p>
            <p className="mt-2">
              {found.name.inCatalogue ? (
                <Link to={paths.search.href(found.name.nameUk)} className={LINK}>
                  Пошукати «{found.name.nameUk}» серед професій
                </Link>
              ) : found.profile ? (
                'Цієї професії ще немає в\u00A0каталозі Стежки.'
              ) : (
                <>
                  Цієї професії ще немає в&nbsp;каталозі Стежки.{' '}
                  <Link to={paths.search.href()} className={LINK}>
                    Переглянь інші професії
                  </Link>
                  : можливо, якась тобі сподобається.
                </>
              )}
            </p>
            {/* After two lines of what is missing, a word that what follows is the profession itself (review 4, M3). */}
            {found.profile && <p className="mt-2">Нижче — коротко про те, що це за робота і&nbsp;як до неї дійти.</p>}
          </div>
          {found.profile && (
            <ProfessionProfile professionId={found.name.id} profile={found.profile} related={found.related} />
          )}
        </>
      ) : (
        found === null && (
          <p className="mt-6 text-slate-600">
            Можливо, в&nbsp;адресі помилка або такої професії ще немає в&nbsp;каталозі.
          </p>
        )
      )}
    </section>
  );
}

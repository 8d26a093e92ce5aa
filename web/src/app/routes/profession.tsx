import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PrintAddress } from '@/components/ui/print-address';
import { PROFESSION_DETAIL_LOADERS } from '@/data/profession-details';
import { BUILT_IN_PROFESSIONS } from '@/data/professions';
import { DetailSkeleton } from '@/features/profession-detail/components/detail-skeleton';
import {
  DETAIL_BODY_ATTRIBUTE,
  ProfessionDetailBody,
} from '@/features/profession-detail/components/lazy-detail-content';
import { ProfessionHero } from '@/features/profession-detail/components/profession-hero';
import { findProfessionWithDetail } from '@/features/profession-detail/lib/find-profession';
import { NOT_FOUND_META, type RouteHandle } from '@/lib/page-meta';
import { useHydrated } from '@/lib/use-hydrated';

// Only for ids without a page: not in the detail pages' first load. Its prerendered HTML stays
// as it is until the chunk has arrived, then hydrates.
const ProfessionNotFound = lazy(() =>
  import('@/features/profession-detail/components/profession-not-found').then((m) => ({
    default: m.ProfessionNotFound,
  })),
);

/**
 * A catalogue profession without a detail page exists, only its page does not (its not-found
 * screen says the page is being prepared, decision 0020). Every id without a page is served one
 * prerendered screen, titled for an unknown id; the catalogue's own get their title once the page runs.
 */
function notFoundTitle(id: string | undefined): string {
  return BUILT_IN_PROFESSIONS.some((p) => p.id === id) ? 'Сторінку професії не знайдено' : 'Професію не знайдено';
}

export const handle: RouteHandle = {
  meta: ({ id }) => {
    const profession = findProfessionWithDetail(id);
    if (!profession) return { title: notFoundTitle(id), description: NOT_FOUND_META.description };
    return { title: `${profession.title} (${profession.nameUk})`, description: profession.description };
  },
};

/** Kept tiny: TanStack Query, the texts and the roadmap come in a lazy chunk under <Suspense>. */
export function Component() {
  const profession = findProfessionWithDetail(useParams().id);
  const id = profession?.id;

  // Hydrating a prerendered page: its body stays server HTML until the visitor reaches into it
  // (ProfessionDetailBody). Remembered per page, so the body's props never change meanwhile.
  const hydrating = !useHydrated() && typeof document !== 'undefined';
  const [deferredId, setDeferredId] = useState(() => (hydrating ? id : undefined));
  if (deferredId !== undefined && deferredId !== id) setDeferredId(undefined);
  const deferHydration = deferredId !== undefined && deferredId === id;

  // Rendered in the browser: fetch the texts alongside the lazy chunk instead of after it.
  useEffect(() => {
    if (id && !deferHydration) void PROFESSION_DETAIL_LOADERS[id]?.();
  }, [id, deferHydration]);

  // The same element on every render: React leaves a not-yet-hydrated boundary alone only as
  // long as nothing above it hands it new props.
  const body = useMemo(
    () =>
      id && (
        <div {...{ [DETAIL_BODY_ATTRIBUTE]: '' }}>
          <Suspense fallback={<DetailSkeleton />}>
            <ProfessionDetailBody key={id} id={id} deferHydration={deferHydration} />
          </Suspense>
        </div>
      ),
    [id, deferHydration],
  );

  // Also kept as one element: the not-found screen's prerendered HTML must survive the re-render
  // after hydration while its chunk is still on the way, or React would clear it (a blank moment).
  const notFound = useMemo(
    () => (
      <Suspense>
        <ProfessionNotFound />
      </Suspense>
    ),
    [],
  );

  if (!profession) return notFound;
  return (
    <>
      <ProfessionHero profession={profession} />
      {body}
      {/* Here, not in the body: the body may stay unhydrated, and Ctrl+P needs the address too. */}
      <div className="mx-auto max-w-6xl px-4 print:px-0">
        <PrintAddress label="Адреса сторінки" />
      </div>
    </>
  );
}

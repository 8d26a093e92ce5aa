import { Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { PROFESSION_DETAIL_LOADERS } from '@/data/profession-details';
import { DetailSkeleton } from '@/features/profession-detail/components/detail-skeleton';
import { LazyProfessionDetailContent } from '@/features/profession-detail/components/lazy-detail-content';
import { ProfessionHero } from '@/features/profession-detail/components/profession-hero';
import { ProfessionNotFound } from '@/features/profession-detail/components/profession-not-found';
import { findProfessionWithDetail } from '@/features/profession-detail/lib/find-profession';

/** Kept tiny: TanStack Query, the texts and the roadmap come in a lazy chunk under <Suspense>. */
export function Component() {
  const profession = findProfessionWithDetail(useParams().id);
  const id = profession?.id;

  // Fetch the texts alongside the lazy chunk instead of after it: the steps can't be
  // clicked until that part of the page has hydrated.
  useEffect(() => {
    if (id) void PROFESSION_DETAIL_LOADERS[id]?.();
  }, [id]);

  if (!profession) return <ProfessionNotFound />;
  return (
    <>
      <ProfessionHero profession={profession} />
      <Suspense fallback={<DetailSkeleton />}>
        <LazyProfessionDetailContent key={profession.id} id={profession.id} />
      </Suspense>
    </>
  );
}

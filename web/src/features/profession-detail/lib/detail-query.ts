import { queryOptions } from '@tanstack/react-query';
import { hasDetail, PROFESSION_DETAIL_LOADERS } from '@/data/profession-details';
import type { ProfessionDetail } from '@/data/types';

/** A profession's long texts: their own chunk, fetched once and kept while in use (they never change). */
export const professionDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['profession-detail', id],
    queryFn: async (): Promise<ProfessionDetail> => {
      const load = hasDetail(id) ? PROFESSION_DETAIL_LOADERS[id] : undefined;
      if (!load) throw new Error(`No detail for profession ${id}`);
      return (await load()).default;
    },
    staleTime: Infinity,
  });

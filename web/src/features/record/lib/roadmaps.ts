import { PROFESSION_DETAIL_LOADERS } from '@/data/profession-details';
import type { RoadmapPhase } from '@/data/types';

const loading = new Map<string, Promise<readonly RoadmapPhase[]>>();

/**
 * A profession's roadmap, its detail chunk loaded once (the service worker keeps it for offline);
 * a failed load is tried afresh next time. No roadmap for a profession without a detail page.
 */
export function roadmapOf(id: string): Promise<readonly RoadmapPhase[]> {
  let promise = loading.get(id);
  if (!promise) {
    const load = PROFESSION_DETAIL_LOADERS[id];
    promise = load
      ? load().then(
          (module) => module.default.roadmap,
          (error: unknown) => {
            loading.delete(id);
            throw error;
          },
        )
      : Promise.resolve([]);
    loading.set(id, promise);
  }
  return promise;
}

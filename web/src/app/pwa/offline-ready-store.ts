import { createStore } from '@/lib/store';

/**
 * Whether this browser holds the whole offline copy: `before`, since an earlier visit (a service
 * worker is in charge, and one is only ever in charge once its copy is complete); `now`, it has
 * just finished downloading; null while that is not known to be so.
 */
export const offlineReadyStore = createStore<'before' | 'now' | null>(null);

import { useSyncExternalStore } from 'react';
import { EMPTY_PROGRESS, type InterestProgress } from './answers-format';
import { interestsStore } from './answers-store';

/**
 * The stored progress in a component: the prerendered page (and hydration) show the first
 * statement, then the student's own place. The store is made only in the browser.
 */
export function useInterestProgress(): InterestProgress {
  return useSyncExternalStore(
    (listener) => interestsStore().subscribe(listener),
    () => interestsStore().get(),
    () => EMPTY_PROGRESS,
  );
}

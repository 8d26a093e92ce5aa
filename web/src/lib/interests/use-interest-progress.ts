import { useSyncExternalStore } from 'react';
import { EMPTY_PROGRESS, type InterestProgress } from './answers-format';
import { interestsStore } from './answers-store';

// Stable functions: React subscribes again whenever `subscribe` changes, and each new subscription
// re-reads the storage into a new value, which would render again without end.
const subscribe = (listener: () => void) => interestsStore().subscribe(listener);
const get = () => interestsStore().get();
const onServer = () => EMPTY_PROGRESS;

/**
 * The stored progress in a component: the prerendered page (and hydration) show the first
 * statement, then the student's own place. The store is made only in the browser.
 */
export function useInterestProgress(): InterestProgress {
  return useSyncExternalStore(subscribe, get, onServer);
}

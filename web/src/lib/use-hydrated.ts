import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while React hydrates its HTML, true afterwards (and
 * at once on client-side navigation). Lets a component render what the server rendered
 * first, then what only the browser knows (e.g. the query in the address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * `useHydrated` (lib/use-hydrated.ts) of /class's own: that one lives in a chunk with the
 * catalogue's pictures, which /class's first load would otherwise have to download.
 */
export const useInBrowser = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

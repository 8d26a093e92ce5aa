import { useSyncExternalStore } from 'react';

/** A value shared by components outside React's tree, with change notifications. */
export interface Store<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * `start` runs when the first listener subscribes, and what it returns when the last one
 * leaves: a store holds on to an outside source (a window event, say) only while someone
 * listens, and can catch up with it when someone starts again.
 */
export function createStore<T>(initial: T, start?: () => () => void): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  let stop: (() => void) | undefined;
  return {
    get: () => value,
    set: (next) => {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      if (listeners.size === 0) stop = start?.();
      listeners.add(listener);
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        stop?.();
        stop = undefined;
      };
    },
  };
}

/**
 * The store's value in a component. `serverValue` is what the prerendered HTML showed: React
 * hydrates with it, then switches to the live value.
 */
export function useStore<T>(store: Pick<Store<T>, 'get' | 'subscribe'>, serverValue: T): T {
  return useSyncExternalStore(store.subscribe, store.get, () => serverValue);
}

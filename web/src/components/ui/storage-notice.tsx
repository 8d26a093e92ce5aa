import { useSyncExternalStore, type ReactNode } from 'react';
import type { StorageState } from '@/lib/device-store';

/** A store kept on the device (lib/device-store.ts), its state read live. */
export interface WatchedStore extends StorageState {
  subscribe(listener: () => void): () => void;
}

/** In the order they are shown. */
const WARNINGS = ['unreadable', 'outdated', 'refused'] as const;

/**
 * (Rendered in the browser only.) What the user must know about where a store keeps its value: it
 * held something unreadable, another tab wrote what this version can't read, or it refuses to keep
 * anything. Each paragraph is marked `data-<name>-warning="<warning>"` for the tests. The class
 * page's lessons and the coordinator's report say it each in their own words.
 */
export function StorageNotice({
  store,
  name,
  texts,
}: {
  store: () => WatchedStore;
  name: string;
  texts: Readonly<Record<(typeof WARNINGS)[number], ReactNode>>;
}) {
  const state = store();
  // A write may be refused at any time (storage full), and another tab may store what this
  // version can't read while the value here stays the same: the flags as one number, so that a
  // change of any of them alone re-renders.
  useSyncExternalStore(
    state.subscribe,
    () => (state.unreadable ? 1 : 0) | (state.refused ? 2 : 0) | (state.outdated ? 4 : 0),
    () => 0,
  );
  const shown = WARNINGS.filter((warning) => state[warning]);
  if (shown.length === 0) return null;
  return (
    <div role="status" className="mt-6 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
      {shown.map((warning) => (
        <p key={warning} {...{ [`data-${name}-warning`]: warning }}>
          {texts[warning]}
        </p>
      ))}
    </div>
  );
}
